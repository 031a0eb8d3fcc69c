//! What every part of the app stands on: the browser's dialogs, storage, address and
//! timing ([`browser`]), where settings are kept ([`keys`]), the page's texts in both
//! languages ([`text`]) and the contract between the page and the study module
//! ([`page_state`]), and where the learning pages mount ([`slots`]).

pub mod browser;
pub mod keys;
pub mod page_state;
pub mod slots;
pub mod text;
