//! A game as plain data, shared by every feature: the match on the board ([`session`]),
//! games saved and shared as text ([`saved`]), a tournament opening's note
//! ([`opening_note`]), why a hinted move is good ([`hint`]) and a rating by Glicko-2
//! ([`rating`]: the puzzles' and the player's). Nothing here touches the browser, so all of
//! it is unit-tested natively.

pub mod hint;
pub mod opening_note;
pub mod rating;
pub mod saved;
pub mod session;
