//! What the page and the study module (the review, the analysis and the board editor,
//! loaded apart once the page is up, see `src/bin/study.rs`) say to each other, as plain
//! text: the page writes its state into an attribute that the study module watches, and
//! the study module asks the page for a game to play with an event. Both ends are
//! unit-tested natively here.

use gobang_engine::Rule;

use crate::saved::{SaveError, SharedGame};
use crate::session::{FirstPlayer, Setup};
use crate::text::Lang;

/// The id of the element over the board where the study module draws its board, and
/// which carries the page's state in [`STATE_ATTRIBUTE`].
pub const BOARD_SLOT: &str = "study-board";
/// The id of the element among the game's buttons where the study module draws its own.
pub const PANEL_SLOT: &str = "study-panel";
/// The attribute of the board slot that holds [`PageState::encode`].
pub const STATE_ATTRIBUTE: &str = "data-page";
/// The event the study module sends the page, with [`PlayRequest::encode`] as its detail.
pub const PLAY_EVENT: &str = "gobang-play";

/// What the study module needs to know of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageState {
    /// The page's language.
    pub lang: Lang,
    /// Which game of the session is on the board (it changes with every Start, End, undo
    /// or load, not with a move).
    pub game_id: u64,
    /// Whether a game is on the board (started, finished or not); `false` after End.
    pub started: bool,
    /// Whether stones show their move numbers.
    pub numbers: bool,
    /// Whether the board shows its coordinates.
    pub coords: bool,
    /// Whether a tap on a small point asks to be confirmed.
    pub confirm_taps: bool,
    /// How the next game is set up.
    pub setup: Setup,
    /// The game on the board, with who plays whom.
    pub game: SharedGame,
}

impl PageState {
    /// The state as text: one `key value` line each, the game's record last.
    pub fn encode(&self) -> String {
        let first = match self.setup.first {
            FirstPlayer::Computer => "computer",
            FirstPlayer::Me => "me",
        };
        format!(
            "lang {}\ngame-id {}\nstarted {}\nnumbers {}\ncoords {}\ntaps {}\nnext {} {} {} {}\ngame {}",
            self.lang.code(),
            self.game_id,
            u8::from(self.started),
            u8::from(self.numbers),
            u8::from(self.coords),
            u8::from(self.confirm_taps),
            self.setup.opponent,
            first,
            self.setup.size,
            self.setup.rule,
            self.game.record()
        )
    }

    /// Reads the state.
    ///
    /// # Errors
    /// [`SaveError`] naming the part that is missing or wrong.
    pub fn decode(text: &str) -> Result<PageState, SaveError> {
        let field = |key: &'static str| {
            text.lines()
                .find_map(|line| line.strip_prefix(key)?.strip_prefix(' '))
                .ok_or(SaveError::Missing(key))
        };
        let bad = |field: &str, value: &str| SaveError::BadValue {
            field: field.to_owned(),
            value: value.to_owned(),
        };
        let flag = |key: &'static str| field(key).map(|v| v == "1");
        let lang = field("lang")?;
        let game_id = field("game-id")?;
        let next: Vec<&str> = field("next")?.split(' ').collect();
        let [opponent, first, size, rule] = next[..] else {
            return Err(bad("next", &next.join(" ")));
        };
        let setup = Setup {
            opponent: opponent.parse().map_err(|()| bad("mode", opponent))?,
            first: match first {
                "computer" => FirstPlayer::Computer,
                "me" => FirstPlayer::Me,
                _ => return Err(bad("first", first)),
            },
            size: size.parse().map_err(|_| bad("size", size))?,
            rule: rule.parse::<Rule>().map_err(|_| bad("rule", rule))?,
        };
        Ok(PageState {
            lang: Lang::from_code(lang).ok_or_else(|| bad("lang", lang))?,
            game_id: game_id.parse().map_err(|_| bad("game-id", game_id))?,
            started: flag("started")?,
            numbers: flag("numbers")?,
            coords: flag("coords")?,
            confirm_taps: flag("taps")?,
            setup,
            game: SharedGame::parse(field("game")?)?,
        })
    }
}

/// The study module's request to play on from a position: the game (with who plays
/// whom), and who takes the side to move against the computer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayRequest {
    /// The game to play on, from its edited position.
    pub game: SharedGame,
    /// Against the computer: the person moves next ([`FirstPlayer::Me`]) or the computer
    /// does.
    pub first: FirstPlayer,
}

impl PlayRequest {
    /// The request as text: `me` or `computer`, then the game's record.
    pub fn encode(&self) -> String {
        let first = match self.first {
            FirstPlayer::Computer => "computer",
            FirstPlayer::Me => "me",
        };
        format!("{first} {}", self.game.record())
    }

    /// Reads a request.
    ///
    /// # Errors
    /// [`SaveError`] for a request that is not one.
    pub fn decode(text: &str) -> Result<PlayRequest, SaveError> {
        let (first, record) = text.split_once(' ').unwrap_or((text, ""));
        let first = match first {
            "computer" => FirstPlayer::Computer,
            "me" => FirstPlayer::Me,
            _ => return Err(SaveError::NotASave),
        };
        Ok(PlayRequest {
            game: SharedGame::parse(record)?,
            first,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Opponent;

    #[test]
    fn the_page_state_round_trips() {
        let state = PageState {
            lang: Lang::Zh,
            game_id: 12,
            started: true,
            numbers: false,
            coords: true,
            confirm_taps: false,
            setup: Setup {
                opponent: Opponent::Person,
                first: FirstPlayer::Me,
                size: 15,
                rule: Rule::Renju,
            },
            game: SharedGame::parse("mode=watch size=15 black=h8 i9 j9").unwrap(),
        };
        let text = state.encode();
        assert!(
            text.ends_with("game mode=watch size=15 black=h8 white= i9 j9"),
            "{text}"
        );
        assert_eq!(PageState::decode(&text), Ok(state));
    }

    #[test]
    fn a_bad_state_names_what_is_wrong() {
        let good = PageState {
            lang: Lang::En,
            game_id: 1,
            started: false,
            numbers: true,
            coords: false,
            confirm_taps: true,
            setup: Setup::default(),
            game: SharedGame::parse("").unwrap(),
        }
        .encode();
        for (text, expected) in [
            (good.replace("lang en", "lang xx"), "lang `xx`"),
            (good.replace("next computer", "next robot"), "mode `robot`"),
            (good.replace(" 19 freestyle", " 19"), "next"),
            (good.replace("game-id 1\n", ""), "no game-id"),
        ] {
            let err = PageState::decode(&text).unwrap_err().to_string();
            assert!(err.contains(expected), "{text}: {err}");
        }
    }

    #[test]
    fn play_requests_round_trip() {
        let request = PlayRequest {
            game: SharedGame::parse("mode=person size=15 black=h8,i9 white=h9").unwrap(),
            first: FirstPlayer::Computer,
        };
        assert_eq!(PlayRequest::decode(&request.encode()), Ok(request));
        assert_eq!(PlayRequest::decode("later h8"), Err(SaveError::NotASave));
    }
}
