//! The computer players.

pub mod classic;

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::game::Game;
use crate::pos::Pos;

/// How the computer chooses its moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// The original game's one-move-ahead scorer ([`classic`]).
    #[default]
    Classic,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 1] = [Level::Classic];

    /// The level's name as used in settings and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Classic => "classic",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of [`Level::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        write!(
            f,
            "unknown level `{}` (expected one of: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == s)
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

/// The move `level` plays for the side to move in `game`; `None` when the game is over.
pub fn choose_move(game: &Game, level: Level) -> Option<Pos> {
    if game.is_over() {
        return None;
    }
    match level {
        Level::Classic => classic::choose(game.board(), game.to_move()),
    }
}
