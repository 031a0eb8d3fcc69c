//! The game in progress as saved in the browser, so that a reload brings it back: a few
//! lines of text, versioned, and read back with every field checked. Anything that is not
//! exactly a save of this version (corrupt, from another version, edited by hand) is
//! refused with the reason, and the page starts afresh with a notice.

use std::error::Error;
use std::fmt;

use gobang_engine::ai::Level;
use gobang_engine::{Game, RecordError, STANDARD_SIZE, Stone};

/// The first line of a save of this version.
const HEADER: &str = "gobang-save 1";

/// A game to resume: its moves and who played what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The game so far.
    pub game: Game,
    /// The person's colour.
    pub person: Stone,
    /// The computer's level.
    pub level: Level,
}

/// Why saved text is not a game to resume.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The text is not a save at all.
    NotASave,
    /// A save from another version of the game.
    OtherVersion(String),
    /// A field is missing.
    Missing(&'static str),
    /// A field has a value that is not allowed.
    BadValue {
        /// The field.
        field: &'static str,
        /// Its value.
        value: String,
    },
    /// The moves are not a legal game.
    Moves(RecordError),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NotASave => f.write_str("the saved data is not a saved game"),
            SaveError::OtherVersion(header) => {
                write!(f, "the saved game is from another version (`{header}`)")
            }
            SaveError::Missing(field) => write!(f, "the saved game has no {field}"),
            SaveError::BadValue { field, value } => {
                write!(f, "the saved game's {field} `{value}` is not valid")
            }
            SaveError::Moves(e) => write!(f, "the saved moves are not a legal game: {e}"),
        }
    }
}

impl Error for SaveError {}

impl SavedGame {
    /// The save as text.
    pub fn encode(&self) -> String {
        format!(
            "{HEADER}\nsize {}\nlevel {}\nperson {}\nmoves {}\n",
            self.game.board().size(),
            self.level,
            self.person,
            self.game.record()
        )
    }

    /// Reads a save.
    ///
    /// # Errors
    /// [`SaveError`] saying what is wrong with the text.
    pub fn decode(text: &str) -> Result<SavedGame, SaveError> {
        let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
        let header = lines.next().ok_or(SaveError::NotASave)?;
        if header != HEADER {
            return Err(match header.strip_prefix("gobang-save ") {
                Some(_) => SaveError::OtherVersion(header.to_owned()),
                None => SaveError::NotASave,
            });
        }
        let mut fields = std::collections::HashMap::new();
        for line in lines {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            fields.insert(key, value.trim());
        }
        let field = |name: &'static str| fields.get(name).copied().ok_or(SaveError::Missing(name));
        let bad = |field: &'static str, value: &str| SaveError::BadValue {
            field,
            value: value.to_owned(),
        };
        let size = field("size")?;
        let size: usize = size.parse().map_err(|_| bad("size", size))?;
        if size != STANDARD_SIZE {
            return Err(bad("size", &size.to_string()));
        }
        let level = field("level")?;
        let level = level.parse().map_err(|_| bad("level", level))?;
        let person = match field("person")? {
            "black" => Stone::Black,
            "white" => Stone::White,
            other => return Err(bad("person", other)),
        };
        let game = Game::from_record(field("moves")?, size).map_err(SaveError::Moves)?;
        Ok(SavedGame {
            game,
            person,
            level,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saved() -> SavedGame {
        SavedGame {
            game: Game::from_record("j10 k11 k10", 19).unwrap(),
            person: Stone::White,
            level: Level::Hard,
        }
    }

    #[test]
    fn saves_round_trip() {
        let text = saved().encode();
        assert_eq!(
            text,
            "gobang-save 1\nsize 19\nlevel hard\nperson white\nmoves j10 k11 k10\n"
        );
        assert_eq!(SavedGame::decode(&text), Ok(saved()));
        let empty = SavedGame {
            game: Game::new(),
            person: Stone::Black,
            level: Level::Classic,
        };
        assert_eq!(SavedGame::decode(&empty.encode()), Ok(empty));
    }

    #[test]
    fn every_kind_of_bad_save_is_refused_with_its_reason() {
        let good = saved().encode();
        let cases: Vec<(String, &str)> = vec![
            (String::new(), "not a saved game"),
            ("{\"moves\":[1,2]}".into(), "not a saved game"),
            (
                good.replace("gobang-save 1", "gobang-save 0"),
                "another version",
            ),
            (
                good.replace("gobang-save 1", "gobang-save 2"),
                "another version",
            ),
            (good.replace("size 19\n", ""), "no size"),
            (good.replace("size 19", "size 99"), "size `99`"),
            (good.replace("size 19", "size nineteen"), "size `nineteen`"),
            (
                good.replace("level hard", "level godlike"),
                "level `godlike`",
            ),
            (
                good.replace("person white", "person green"),
                "person `green`",
            ),
            (good.replace("moves j10 k11 k10\n", ""), "no moves"),
            (good.replace("k10", "z99"), "unknown coordinate `z99`"),
            (good.replace("k10", "j10"), "j10 was already played"),
            (
                good.replace("j10 k11 k10", "a1 a2 b1 b2 c1 c2 d1 d2 e1 e2"),
                "already won",
            ),
        ];
        for (text, expected) in cases {
            let err = SavedGame::decode(&text).unwrap_err().to_string();
            assert!(err.contains(expected), "{text:?}: {err}");
        }
    }
}
