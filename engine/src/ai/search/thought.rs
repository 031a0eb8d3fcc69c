//! What a search answers (the move, its score, its line and why it was chosen) and the
//! scale of its scores.

use crate::pos::Pos;

/// A score meaning "the side to move wins": a win `n` moves from the root scores `WIN - n`.
pub const WIN: i32 = 1_000_000;
/// Scores above this are wins found by the search.
pub(super) const WIN_BOUND: i32 = WIN - 1_000;
/// Beyond every score: the open window's ends.
pub(super) const INFINITY: i32 = WIN + 1;

/// Why the search chose its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The board was empty: the centre.
    Opening,
    /// Only one move does not lose at once (a five to make or a four to block).
    Forced,
    /// A forced win was found (a five, an open four or a VCF).
    Winning,
    /// The main search's best move.
    Searched,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The move to play.
    pub best: Pos,
    /// Its score for the side to move: above [`WIN`]` - 1000` a forced win, below its
    /// negation a forced loss.
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: i32,
    /// Nodes visited, VCF searches included.
    pub nodes: u64,
    /// The expected continuation, starting with `best`.
    pub line: Vec<Pos>,
    /// Why `best` was chosen.
    pub reason: Reason,
}
