//! Edited positions: which stone counts, fives and sides to move a game can go on from
//! (see [`crate::Game::from_position`]).

use std::error::Error;
use std::fmt;

use crate::board::Board;
use crate::rules::Rule;
use crate::stone::Stone;
use crate::win::{Line, winning_line};

/// Why a position cannot be played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Black moves first and the sides alternate, so black has as many stones as white or
    /// one more; these counts cannot happen.
    Counts {
        /// Black's stones.
        black: usize,
        /// White's stones.
        white: usize,
    },
    /// The counts say the other side is to move (black with as many stones as white,
    /// white with one fewer).
    ToMove {
        /// The side the counts give the move to.
        expected: Stone,
        /// Black's stones.
        black: usize,
        /// White's stones.
        white: usize,
    },
    /// A side already has a winning row under the rule: the game would be over.
    Five {
        /// Whose row.
        winner: Stone,
        /// The row.
        line: Line,
    },
    /// The side to move has no point to play (a full board, or renju's forbidden points).
    NoMove,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Counts { black, white } => write!(
                f,
                "{black} black and {white} white stones cannot happen: black moves first, so it has as many stones as white or one more"
            ),
            SetupError::ToMove {
                expected,
                black,
                white,
            } => write!(
                f,
                "with {black} black and {white} white stones it is {expected}'s move"
            ),
            SetupError::Five { winner, .. } => {
                write!(f, "{winner} already has five in a row: the game is over")
            }
            SetupError::NoMove => f.write_str("the side to move has no point left to play"),
        }
    }
}

impl Error for SetupError {}

/// Checks the stone counts, the side to move and that nobody has won yet.
pub(crate) fn check_position(board: &Board, to_move: Stone, rule: Rule) -> Result<(), SetupError> {
    let count = |side| {
        board
            .points()
            .filter(|&pos| board.get(pos) == Some(side))
            .count()
    };
    let (black, white) = (count(Stone::Black), count(Stone::White));
    let expected = match black.checked_sub(white) {
        Some(0) => Stone::Black,
        Some(1) => Stone::White,
        _ => return Err(SetupError::Counts { black, white }),
    };
    if to_move != expected {
        return Err(SetupError::ToMove {
            expected,
            black,
            white,
        });
    }
    for pos in board.points() {
        if let Some(winner) = board.get(pos)
            && let Some(line) = winning_line(board, pos, rule)
        {
            return Err(SetupError::Five { winner, line });
        }
    }
    Ok(())
}
