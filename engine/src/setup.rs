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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::pos::Pos;

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col).unwrap()
    }

    fn board(diagram: &str) -> Board {
        Board::from_diagram(diagram).unwrap()
    }

    #[test]
    fn the_counts_decide_the_side_to_move() {
        let even = board(".....\n.XO..\n.....\n.....\n.....");
        let game = Game::from_position(even.clone(), Stone::Black, Rule::Freestyle).unwrap();
        assert_eq!(game.to_move(), Stone::Black);
        assert_eq!(
            Game::from_position(even, Stone::White, Rule::Freestyle),
            Err(SetupError::ToMove {
                expected: Stone::Black,
                black: 1,
                white: 1
            })
        );
        let black_ahead = board(".....\n.XOX.\n.....\n.....\n.....");
        let mut game = Game::from_position(black_ahead, Stone::White, Rule::Freestyle).unwrap();
        assert_eq!(game.first_to_move(), Stone::White);
        game.play(p(0, 0));
        assert_eq!(game.to_move(), Stone::Black);
        assert_eq!(game.board().get(p(0, 0)), Some(Stone::White));
    }

    #[test]
    fn impossible_counts_are_refused_with_them() {
        for (diagram, black, white) in [
            (".....\n.OO..\n.X...\n.....\n.....", 1, 2),
            (".....\n.XXX.\n..O..\n.....\n.....", 3, 1),
            (".....\n.....\n..O..\n.....\n.....", 0, 1),
        ] {
            let err = Game::from_position(board(diagram), Stone::Black, Rule::Freestyle);
            assert_eq!(err, Err(SetupError::Counts { black, white }), "{diagram}");
        }
        let message = SetupError::Counts { black: 1, white: 2 }.to_string();
        assert!(message.contains("1 black and 2 white"), "{message}");
    }

    #[test]
    fn a_five_is_refused_by_the_rule_in_play() {
        let six = board(
            "........
             XXXXXX..
             OOOOO...
             ........
             ........
             ........
             ........
             ........",
        );
        // Freestyle: both have a winning row; the first found in row-major order is named.
        assert!(matches!(
            Game::from_position(six.clone(), Stone::White, Rule::Freestyle),
            Err(SetupError::Five {
                winner: Stone::Black,
                ..
            })
        ));
        // Standard: black's six does not win, white's five does.
        let Err(SetupError::Five { winner, line }) =
            Game::from_position(six, Stone::White, Rule::Standard)
        else {
            panic!("white's five must be refused");
        };
        assert_eq!((winner, line.len()), (Stone::White, 5));
        assert!(line.contains(p(2, 0)));
    }

    #[test]
    fn undo_stops_at_the_setup() {
        let mut game = Game::from_position(
            board(".....\n.XO..\n.....\n.....\n....."),
            Stone::Black,
            Rule::Freestyle,
        )
        .unwrap();
        game.play(p(3, 3));
        assert_eq!(game.undo(), Some(p(3, 3)));
        assert_eq!(game.undo(), None);
        assert_eq!(game.board().stone_count(), 2);
        assert_eq!(
            game.setup(),
            [(p(1, 1), Stone::Black), (p(1, 2), Stone::White)]
        );
        // A record played on from the position counts its moves from 1 and names a
        // point of the position as such.
        let err = game.play_record("a5 b4").unwrap_err().to_string();
        assert_eq!(err, "move 2: b4 already holds a stone of the position");
        assert_eq!(game.moves(), [p(0, 0)]);
    }

    #[test]
    fn a_full_board_has_no_move() {
        // The drawn fill of win.rs's tests, on 5x5: no five anywhere.
        let mut full = Board::new(5).unwrap();
        let mut counts = [0, 0];
        for pos in full.points().collect::<Vec<_>>() {
            let black = (pos.col() + 2 * pos.row()) % 4 < 2;
            full.place(pos, if black { Stone::Black } else { Stone::White });
            counts[usize::from(!black)] += 1;
        }
        // 13 black and 12 white: white to move, with nowhere to go.
        assert_eq!(counts, [13, 12]);
        assert_eq!(
            Game::from_position(full, Stone::White, Rule::Freestyle),
            Err(SetupError::NoMove)
        );
    }
}
