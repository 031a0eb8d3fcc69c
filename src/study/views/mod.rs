//! The study module's views: its panel among the game's buttons ([`panel`]), the
//! analysis board's ([`analysis`]), the editor's
//! tools ([`editor`]) and its board over the page's ([`board`]).

pub mod analysis;
pub mod board;
pub mod editor;
pub mod panel;
