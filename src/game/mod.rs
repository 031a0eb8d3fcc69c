//! A game as plain data, shared by every feature: the match on the board ([`session`]),
//! games saved and shared as text ([`saved`]), a tournament opening's note
//! ([`opening_note`]) and why a hinted move is good ([`hint`]). Nothing here touches the
//! browser, so all of it is unit-tested natively.

pub mod hint;
pub mod opening_note;
pub mod saved;
pub mod session;
