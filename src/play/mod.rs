//! The game on the page: a person against the computer, two people, or the computer
//! against itself. [`controller::Play`] holds the page's signals and handlers; the views
//! beside it draw the status ([`status`]), the game's actions ([`actions`]) and the setup,
//! the options and the record ([`setup`]).

pub mod actions;
pub mod board;
pub mod controller;
pub mod setup;
pub mod status;
