//! What every part of the app stands on: the browser's dialogs, storage, address and
//! timing ([`browser`]), where settings are kept ([`keys`]), the page's texts in both
//! languages ([`text`]), the seam between the page and the study module ([`seam`]), what
//! the study module's features lend each other ([`links`]), the app's places and their
//! addresses ([`places`]), and where the learning pages mount ([`slots`]).

pub mod browser;
pub mod keys;
pub mod links;
pub mod places;
pub mod seam;
pub mod slots;
pub mod text;
