//! The game on the page: a person against the computer, two people, or the computer
//! against itself. [`controller::Play`] holds the page's signals and handlers; the views
//! beside it draw the status and the notices ([`status`], [`notice`]), the game's actions
//! ([`actions`]) and the setup, the options (the theme among them) and the rules
//! ([`setup`]).

pub mod actions;
pub mod board;
pub mod controller;
pub mod notice;
pub mod setup;
pub mod status;
