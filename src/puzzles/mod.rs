//! Puzzles: positions in which the side to move wins by force. Part of the lazily loaded
//! study module. [`mine`] makes the person's own puzzles from their finished games.

pub mod mine;

/// Starts the puzzles' part of the study module: the watch on the page's games.
pub fn run() {
    mine::watch();
}
