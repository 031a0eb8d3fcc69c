//! The page's game as the study module serves it once the page is up: its record (copy
//! it, or its link; load one typed or pasted) and, after a game, its result with the next
//! steps (a rematch, the review, a new setup). Both live here, out of the page's first
//! download; they read the page's game from what the page publishes
//! ([`crate::shell::page_state`]) and hand a game back through the page's own links and
//! controls.

pub mod import;
pub mod record;
pub mod result;
pub mod texts;

use crate::game::saved::SavedGame;
use crate::shell::page_state;

/// The page's game as it last published it (`None` with no game on the board): whole,
/// with its person's colour, levels and seed.
pub fn page_game() -> Option<SavedGame> {
    let saved = page_state::read()?.saved?;
    SavedGame::decode(&saved).ok()
}
