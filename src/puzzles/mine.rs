//! Puzzles from the person's own games (a stand-in with the agreed signatures until the
//! miner lands: it finds none). The real one reads every finished game on the page in
//! the background and keeps the wins that were missed.

use gobang_engine::puzzle::Puzzle;

/// Starts watching the page's games for missed wins (once, from [`super::run`]).
pub fn watch() {}

/// The puzzles found in the person's games so far, newest first.
pub fn own_puzzles() -> Vec<Puzzle> {
    Vec::new()
}

/// Calls `f` whenever the person's own puzzles change.
pub fn on_change(f: impl Fn() + 'static) {
    let _ = f;
}
