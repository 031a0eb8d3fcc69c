//! The transposition table's entries: a position's score as a bound, its best move and the
//! depth it was searched to, keyed by the upper half of its Zobrist hash; win scores
//! stored relative to the node.

use super::thought::WIN_BOUND;

/// A transposition table entry: 12 bytes.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Entry {
    /// The hash's upper half (the lower bits choose the slot).
    pub(super) check: u32,
    pub(super) score: i32,
    pub(super) best: u16,
    pub(super) depth: i8,
    pub(super) bound: Bound,
}

/// What a stored score says of the true value.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
#[repr(u8)]
pub(super) enum Bound {
    /// The score itself.
    #[default]
    Exact,
    /// At least the score.
    Lower,
    /// At most the score.
    Upper,
}

impl Entry {
    /// The stored score, when it settles a node `ply` moves from the root searched within
    /// (`alpha`, `beta`).
    pub(super) fn cut(&self, alpha: i32, beta: i32, ply: i32) -> Option<i32> {
        let score = from_table(self.score, ply);
        let settles = match self.bound {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        };
        settles.then_some(score)
    }
}

impl Bound {
    /// What a search within (`alpha`, `beta`) that found `score` knows of the true value.
    pub(super) fn of(score: i32, alpha: i32, beta: i32) -> Bound {
        if score >= beta {
            Bound::Lower
        } else if score > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// The part of a hash an entry keeps to tell its position from others in the same slot.
pub(super) fn check(key: u64) -> u32 {
    (key >> 32) as u32
}

/// Win and loss scores are stored relative to the node, not the root.
pub(super) fn to_table(score: i32, ply: i32) -> i32 {
    if score >= WIN_BOUND {
        score + ply
    } else if score <= -WIN_BOUND {
        score - ply
    } else {
        score
    }
}

/// A stored score back relative to the root, for a node `ply` moves from it.
pub(super) fn from_table(score: i32, ply: i32) -> i32 {
    if score >= WIN_BOUND {
        score - ply
    } else if score <= -WIN_BOUND {
        score + ply
    } else {
        score
    }
}
