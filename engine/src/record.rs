//! Game records: the moves of a game as text in the usual gomoku notation, black's first,
//! e.g. `j10 k11 k10`. Reading a record checks every move, so a record that names an
//! unknown point, plays a point twice or goes on after a win is refused with the reason.

use std::error::Error;
use std::fmt;

use crate::game::{Game, GameStatus, PlayError};
use crate::pos::{Pos, SizeError};
use crate::rules::{Forbidden, Rule};

/// Why a record could not be read. Moves are counted from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The board size is not supported.
    Size(SizeError),
    /// A move is not a point of the board.
    UnknownPoint {
        /// Which move.
        number: usize,
        /// The text of the move.
        text: String,
        /// The board's side.
        size: usize,
    },
    /// A move is on a point played before.
    PlayedTwice {
        /// Which move.
        number: usize,
        /// The point, in notation.
        point: String,
        /// The move that played it first.
        first: usize,
    },
    /// A move is on a stone of the edited position the game began from.
    OnSetup {
        /// Which move.
        number: usize,
        /// The point, in notation.
        point: String,
    },
    /// Renju: a move of black's is forbidden.
    Forbidden {
        /// Which move.
        number: usize,
        /// The point, in notation.
        point: String,
        /// Why it is forbidden.
        why: Forbidden,
    },
    /// Moves follow the move that won the game.
    AfterWin {
        /// The first move too many.
        number: usize,
        /// The winning move.
        won_at: usize,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Size(e) => e.fmt(f),
            RecordError::UnknownPoint { number, text, size } => write!(
                f,
                "move {number}: unknown coordinate `{text}` (a {size}x{size} board has columns a to {} and rows 1 to {size})",
                (b'a' + *size as u8 - 1) as char
            ),
            RecordError::PlayedTwice {
                number,
                point,
                first,
            } => write!(
                f,
                "move {number}: {point} was already played at move {first}"
            ),
            RecordError::OnSetup { number, point } => {
                write!(
                    f,
                    "move {number}: {point} already holds a stone of the position"
                )
            }
            RecordError::Forbidden { number, point, why } => {
                write!(f, "move {number}: {point} is forbidden to black ({why})")
            }
            RecordError::AfterWin { number, won_at } => write!(
                f,
                "move {number}: the game was already won at move {won_at}"
            ),
        }
    }
}

impl Error for RecordError {}

impl RecordError {
    /// The error for move `number` of a record, written `word`, that `game` refused with
    /// `error`; the record's moves follow the first `before` moves of `game`.
    pub(crate) fn from_play(
        game: &Game,
        before: usize,
        number: usize,
        error: PlayError,
        word: &str,
    ) -> RecordError {
        let size = game.board().size();
        match error {
            PlayError::Occupied(pos) => {
                let point = pos.display(size).to_string();
                let first = game.moves()[before..].iter().position(|&p| p == pos);
                match first {
                    Some(i) => RecordError::PlayedTwice {
                        number,
                        point,
                        first: i + 1,
                    },
                    None => RecordError::OnSetup { number, point },
                }
            }
            PlayError::Forbidden(pos, why) => RecordError::Forbidden {
                number,
                point: pos.display(size).to_string(),
                why,
            },
            PlayError::GameOver => {
                let won_at = match game.status() {
                    GameStatus::Won { .. } | GameStatus::Draw => game.moves().len() - before,
                    GameStatus::Ongoing => 0,
                };
                RecordError::AfterWin { number, won_at }
            }
            // Points read from a record are on the board.
            PlayError::OutOfBounds(_) => RecordError::UnknownPoint {
                number,
                text: word.to_owned(),
                size,
            },
        }
    }
}

impl Game {
    /// The game's moves as a record: points in notation separated by spaces.
    ///
    /// ```
    /// use gobang_engine::{Game, Pos};
    /// let mut game = Game::new();
    /// game.play(Pos::new(9, 9).unwrap());
    /// game.play(Pos::new(8, 10).unwrap());
    /// assert_eq!(game.record(), "j10 k11");
    /// ```
    pub fn record(&self) -> String {
        let size = self.board().size();
        let moves: Vec<String> = self
            .moves()
            .iter()
            .map(|p| p.display(size).to_string())
            .collect();
        moves.join(" ")
    }

    /// The game a record describes, on a board of side `size`. Moves may be separated by
    /// spaces, commas or new lines; letters may be upper or lower case.
    ///
    /// # Errors
    /// [`RecordError`] for the first move that is not a point of the board, repeats a
    /// point or follows the winning move.
    ///
    /// ```
    /// use gobang_engine::Game;
    /// let game = Game::from_record("j10, k11 K10", 19).unwrap();
    /// assert_eq!(game.moves().len(), 3);
    /// let err = Game::from_record("j10 j10", 19).unwrap_err();
    /// assert_eq!(err.to_string(), "move 2: j10 was already played at move 1");
    /// ```
    pub fn from_record(text: &str, size: usize) -> Result<Game, RecordError> {
        Game::from_record_with(text, size, Rule::Freestyle)
    }

    /// The game a record describes, on a board of side `size` under `rule`.
    ///
    /// # Errors
    /// As [`Game::from_record`], and for a move forbidden by the rule.
    pub fn from_record_with(text: &str, size: usize, rule: Rule) -> Result<Game, RecordError> {
        let mut game = Game::with_rule(size, rule).map_err(RecordError::Size)?;
        game.play_record(text)?;
        Ok(game)
    }

    /// Plays the moves of a record (as [`Game::from_record`] reads them) after those
    /// already played; moves are counted from 1 at the first of them.
    ///
    /// # Errors
    /// [`RecordError`] for the first move that is not a point of the board, repeats a
    /// point, is forbidden or follows the winning move; the moves before it are played.
    pub fn play_record(&mut self, text: &str) -> Result<(), RecordError> {
        let size = self.board().size();
        let before = self.moves().len();
        let words = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|w| !w.is_empty());
        for (i, word) in words.enumerate() {
            let number = i + 1;
            let pos = Pos::parse(word, size).map_err(|_| RecordError::UnknownPoint {
                number,
                text: word.to_owned(),
                size,
            })?;
            if let Err(e) = self.try_play(pos) {
                return Err(RecordError::from_play(self, before, number, e, word));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stone::Stone;

    #[test]
    fn records_round_trip() {
        let text = "j10 k11 k10 l10 a1 s19 a19 s1";
        let game = Game::from_record(text, 19).unwrap();
        assert_eq!(game.record(), text);
        assert_eq!(Game::from_record(&game.record(), 19).unwrap(), game);
        assert_eq!(Game::from_record("", 19).unwrap(), Game::new());
        assert_eq!(Game::from_record("  \n ", 19).unwrap().moves(), []);
    }

    #[test]
    fn separators_and_case_are_forgiven() {
        let game = Game::from_record("J10,K11;\nk10\tL10", 19).unwrap();
        assert_eq!(game.record(), "j10 k11 k10 l10");
    }

    #[test]
    fn a_finished_game_reads_as_finished() {
        let game = Game::from_record("a1 a2 b1 b2 c1 c2 d1 d2 e1", 19).unwrap();
        assert!(matches!(
            game.status(),
            GameStatus::Won {
                winner: Stone::Black,
                ..
            }
        ));
    }

    #[test]
    fn every_kind_of_bad_record_is_named() {
        let cases = [
            ("j10 z3", "move 2: unknown coordinate `z3`"),
            ("j10 t1", "move 2: unknown coordinate `t1`"),
            ("j0", "move 1: unknown coordinate `j0`"),
            ("j20", "move 1: unknown coordinate `j20`"),
            ("10j", "move 1: unknown coordinate `10j`"),
            ("j10 k11 j10", "move 3: j10 was already played at move 1"),
            (
                "a1 a2 b1 b2 c1 c2 d1 d2 e1 e2",
                "move 10: the game was already won at move 9",
            ),
        ];
        for (text, expected) in cases {
            let err = Game::from_record(text, 19).unwrap_err().to_string();
            assert!(err.starts_with(expected), "{text}: {err}");
        }
        assert_eq!(
            Game::from_record("a1", 3),
            Err(RecordError::Size(SizeError(3)))
        );
        assert!(
            Game::from_record("o15 p1", 15)
                .unwrap_err()
                .to_string()
                .contains("columns a to o")
        );
    }
}
