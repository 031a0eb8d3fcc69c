//! The seam between the page and the study module: two wasm modules that share no memory
//! and talk only through what this module writes and reads, as text, both ways. Both ends
//! use it, so that neither depends on how the other draws its page.
//!
//! Page → study, its state ([`PageState`]): the text of [`PageState::encode`] in the
//! document element's `data-page-state` attribute, written again whenever a part of it
//! changes, then the event [`CHANGED`] on the window; the study module reads the attribute
//! when it starts and after each event. One `key value` line for each setting, then the
//! saved game, whole:
//!
//! ```text
//! lang en
//! numbers off
//! coords on
//! confirm-taps on
//! opponent computer
//! size 19
//! rule freestyle
//! save
//! gobang 1
//! size 19
//! …
//! ```
//!
//! Page → study, the clicks on the page's board held while a tournament opening is under
//! way (its steps are the study module's): their points as `row,col`, oldest first, joined
//! by `;` (`7,7;6,7`), in the document element's `data-held` attribute, each said with
//! [`CHANGED`] (on which `assets/study_loader.js` also loads the study module at once).
//! The study module takes them: reads them and removes the attribute.
//!
//! Study → page, one command ([`PageCommand`]) at a time: the event [`COMMAND`] on the
//! window, a `CustomEvent` whose `detail` is the command's text, one line:
//!
//! ```text
//! open <link>          a game, opened as its link opens it (the link's fragment without
//!                      its `#`: open mode=person&size=15&moves=h8,i9)
//! study <link>         the same, a game to study (a file's, a library line): the next
//!                      game's setup keeps its opponent and first player
//! rematch swapped      the last game's setup again; against the computer the person's
//! rematch kept         colour swapped or kept (the same setup again otherwise)
//! start <level>        a game against the computer at the level (a level's name),
//!                      unless a game is in progress
//! setup                the next game's setup brought into view, its first choice focused
//! ```
//!
//! The page has one receiver ([`receive`], in its controller). A command goes with its
//! event rather than in an attribute: it is an act, not a state, so it leaves nothing on
//! the page and two sent in one task cannot overwrite each other.
//!
//! Where the study module draws on the page: [`BOARD_SLOT`], [`PANEL_SLOT`],
//! [`RECORD_SLOT`], elements the page leaves empty for it.

use std::error::Error;
use std::fmt;

use gobang_engine::Pos;
use gobang_engine::Rule;
use gobang_engine::ai::Level;
use leptos::prelude::{RwSignal, Update, WithUntracked, window_event_listener_untyped};
use wasm_bindgen::{JsCast, JsValue};

use crate::game::saved::{SaveError, SharedGame};
use crate::game::session::Setup;
use crate::shell::text::Lang;

/// The id of the element over the board where the study module draws its board.
pub const BOARD_SLOT: &str = "study-board";
/// The id of the element among the game's buttons where the study module draws its own.
pub const PANEL_SLOT: &str = "study-panel";
/// The id of the element in the panel where the study module draws the game's record.
pub const RECORD_SLOT: &str = "record-slot";
/// The event the page sends on the window once it has published a new state or held a
/// click.
pub const CHANGED: &str = "gobang-page-state";
/// The event the study module sends on the window with a command for the page.
pub const COMMAND: &str = "gobang-page-command";
/// The document element's attribute that holds the page's state.
const ATTRIBUTE: &str = "data-page-state";
/// The document element's attribute that holds the clicks held for the study module.
const HELD_CLICKS: &str = "data-held";

/// What the study module needs to know of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageState {
    /// The game on the board as saved for a reload
    /// ([`crate::game::saved::SavedGame::encode`]), `None` with no game on the board.
    pub saved: Option<String>,
    /// The page's language.
    pub lang: Lang,
    /// Whether stones show their move numbers.
    pub numbers: bool,
    /// Whether the board shows its coordinates.
    pub coords: bool,
    /// Whether a tap on a small point asks to be confirmed.
    pub confirm_taps: bool,
    /// How the page's next game is set up: who plays whom, the board's size and the rules
    /// (the other parts of a setup are the page's alone, and read as their defaults).
    pub setup: Setup,
}

impl Default for PageState {
    fn default() -> PageState {
        PageState {
            saved: None,
            lang: Lang::default(),
            numbers: false,
            coords: true,
            confirm_taps: true,
            setup: Setup::default(),
        }
    }
}

/// What the study module asks of the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageCommand {
    /// Open this game, as its link would open it: the page plays on from it.
    Open(Box<SharedGame>),
    /// Open this game to study it (a file, a library line to analyse): as [`Open`] does,
    /// but the next game's setup keeps the person's opponent and first player.
    ///
    /// [`Open`]: PageCommand::Open
    Study(Box<SharedGame>),
    /// The last game's setup again; against the computer, the person's colour swapped
    /// (`swap`) or kept.
    Rematch {
        /// Whether the person takes the other colour.
        swap: bool,
    },
    /// A game against the computer at this level, unless a game is in progress.
    Start(Level),
    /// The next game's setup brought into view, its first choice focused.
    ShowSetup,
}

/// Why a text from across the seam could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeamError {
    /// A line of the page's state that is not `key value` with a known key and a value
    /// it takes.
    BadLine(String),
    /// A setting of the page's state that is not there.
    Missing(&'static str),
    /// A command the page does not know, or with a value it does not take.
    BadCommand(String),
    /// The game of `open` that cannot be read.
    BadGame(SaveError),
    /// A held click that is not `row,col` on a board.
    BadClick(String),
}

impl fmt::Display for SeamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeamError::BadLine(line) => write!(f, "the page's state has a bad line: {line}"),
            SeamError::Missing(key) => write!(f, "the page's state has no {key}"),
            SeamError::BadCommand(text) => write!(f, "not a command for the page: {text}"),
            SeamError::BadGame(e) => write!(f, "the game to open cannot be read: {e}"),
            SeamError::BadClick(word) => write!(f, "a held click is not `row,col`: {word}"),
        }
    }
}

impl Error for SeamError {}

const fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

impl PageState {
    /// The state as text (see the module's documentation).
    pub fn encode(&self) -> String {
        let mut text = format!(
            "lang {}\nnumbers {}\ncoords {}\nconfirm-taps {}\nopponent {}\nsize {}\nrule {}\nsave\n",
            self.lang.code(),
            on_off(self.numbers),
            on_off(self.coords),
            on_off(self.confirm_taps),
            self.setup.opponent,
            self.setup.size,
            self.setup.rule,
        );
        if let Some(saved) = &self.saved {
            text.push_str(saved);
        }
        text
    }

    /// Reads the text of [`PageState::encode`].
    ///
    /// # Errors
    /// A line that is not a known setting with a value it takes, or a setting missing.
    pub fn decode(text: &str) -> Result<PageState, SeamError> {
        let (settings, saved) = text.split_once("\nsave\n").unwrap_or((text, ""));
        let mut state = PageState {
            saved: (!saved.is_empty()).then(|| saved.to_owned()),
            ..PageState::default()
        };
        let mut seen = Vec::new();
        for line in settings.lines() {
            let bad = || SeamError::BadLine(line.to_owned());
            let (key, value) = line.split_once(' ').ok_or_else(bad)?;
            let switch = || match value {
                "on" => Ok(true),
                "off" => Ok(false),
                _ => Err(bad()),
            };
            match key {
                "lang" => state.lang = Lang::from_code(value).ok_or_else(bad)?,
                "numbers" => state.numbers = switch()?,
                "coords" => state.coords = switch()?,
                "confirm-taps" => state.confirm_taps = switch()?,
                "opponent" => state.setup.opponent = value.parse().map_err(|()| bad())?,
                "size" => state.setup.size = value.parse().map_err(|_| bad())?,
                "rule" => state.setup.rule = value.parse::<Rule>().map_err(|_| bad())?,
                _ => return Err(bad()),
            }
            seen.push(key);
        }
        let keys = [
            "lang",
            "numbers",
            "coords",
            "confirm-taps",
            "opponent",
            "size",
            "rule",
        ];
        match keys.into_iter().find(|key| !seen.contains(key)) {
            Some(missing) => Err(SeamError::Missing(missing)),
            None => Ok(state),
        }
    }
}

impl PageCommand {
    /// Open `shared` on the page.
    pub fn open(shared: SharedGame) -> PageCommand {
        PageCommand::Open(Box::new(shared))
    }

    /// The command as one line of text (see the module's documentation).
    pub fn encode(&self) -> String {
        match self {
            PageCommand::Open(shared) => format!("open {}", &shared.fragment()[1..]),
            PageCommand::Study(shared) => format!("study {}", &shared.fragment()[1..]),
            PageCommand::Rematch { swap: true } => "rematch swapped".to_owned(),
            PageCommand::Rematch { swap: false } => "rematch kept".to_owned(),
            PageCommand::Start(level) => format!("start {level}"),
            PageCommand::ShowSetup => "setup".to_owned(),
        }
    }

    /// Reads the text of [`PageCommand::encode`].
    ///
    /// # Errors
    /// [`SeamError::BadCommand`] for a command the page does not know or a value it does
    /// not take, [`SeamError::BadGame`] for a game to open that cannot be read.
    pub fn decode(text: &str) -> Result<PageCommand, SeamError> {
        let bad = || SeamError::BadCommand(text.to_owned());
        let (word, value) = text.split_once(' ').unwrap_or((text, ""));
        match (word, value) {
            ("open" | "study", link) if !link.is_empty() => SharedGame::parse(link)
                .map(|shared| match word {
                    "open" => PageCommand::open(shared),
                    _ => PageCommand::Study(Box::new(shared)),
                })
                .map_err(SeamError::BadGame),
            ("rematch", "swapped") => Ok(PageCommand::Rematch { swap: true }),
            ("rematch", "kept") => Ok(PageCommand::Rematch { swap: false }),
            ("start", level) => level.parse().map(PageCommand::Start).map_err(|_| bad()),
            ("setup", "") => Ok(PageCommand::ShowSetup),
            _ => Err(bad()),
        }
    }
}

/// Held clicks as text: `row,col` for each, joined by `;`.
fn encode_clicks(clicks: &[Pos]) -> String {
    let words: Vec<String> = clicks
        .iter()
        .map(|p| format!("{},{}", p.row(), p.col()))
        .collect();
    words.join(";")
}

/// Reads the text of [`encode_clicks`].
///
/// # Errors
/// [`SeamError::BadClick`] with the first word that is not `row,col` on a board.
fn decode_clicks(text: &str) -> Result<Vec<Pos>, SeamError> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(';')
        .map(|word| {
            let (row, col) = word.split_once(',').unwrap_or((word, ""));
            row.parse()
                .ok()
                .zip(col.parse().ok())
                .and_then(|(row, col)| Pos::new(row, col))
                .ok_or_else(|| SeamError::BadClick(word.to_owned()))
        })
        .collect()
}

/// The document element, which holds what the page publishes.
fn root() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.document_element()
}

/// Says on the window that the page has published something new.
fn say_changed() {
    let event = web_sys::Event::new(CHANGED);
    if let (Some(window), Ok(event)) = (web_sys::window(), event) {
        let _ = window.dispatch_event(&event);
    }
}

/// Publishes the page's state for the study module (the page's end).
pub fn publish(state: &PageState) {
    if let Some(root) = root() {
        let _ = root.set_attribute(ATTRIBUTE, &state.encode());
    }
    say_changed();
}

/// Holds a click on the page's board at `pos` for the study module, which takes a
/// tournament opening's steps (the page's end).
pub fn hold_click(pos: Pos) {
    let Some(root) = root() else {
        return;
    };
    let held = root.get_attribute(HELD_CLICKS).unwrap_or_default();
    let mut clicks = decode_clicks(&held).unwrap_or_default();
    clicks.push(pos);
    let _ = root.set_attribute(HELD_CLICKS, &encode_clicks(&clicks));
    say_changed();
}

/// Has the page do `obey` with each command the study module sends (the page's end); a
/// text that is not a command is refused in the console, and nothing is done.
pub fn receive(obey: impl Fn(PageCommand) + 'static) {
    let _ = window_event_listener_untyped(COMMAND, move |event| {
        let text = event
            .dyn_ref::<web_sys::CustomEvent>()
            .and_then(|e| e.detail().as_string())
            .unwrap_or_default();
        match PageCommand::decode(&text) {
            Ok(command) => obey(command),
            Err(e) => leptos::logging::warn!("{e}"),
        }
    });
}

/// Sends `command` to the page (the study module's end).
pub fn send(command: &PageCommand) {
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&JsValue::from_str(&command.encode()));
    let event = web_sys::CustomEvent::new_with_event_init_dict(COMMAND, &init);
    if let (Some(window), Ok(event)) = (web_sys::window(), event) {
        let _ = window.dispatch_event(&event);
    }
}

/// Takes the clicks held on the page's board (the study module's end), in the order
/// they were made; held text that cannot be read is dropped with a word in the console.
pub fn take_held_clicks() -> Vec<Pos> {
    let Some(root) = root() else {
        return Vec::new();
    };
    let Some(text) = root.get_attribute(HELD_CLICKS) else {
        return Vec::new();
    };
    let _ = root.remove_attribute(HELD_CLICKS);
    decode_clicks(&text).unwrap_or_else(|e| {
        leptos::logging::warn!("{e}");
        Vec::new()
    })
}

/// The page's state as last published (the study module's end): `None` before the page
/// has published one, or if it cannot be read.
pub fn read() -> Option<PageState> {
    PageState::decode(&root()?.get_attribute(ATTRIBUTE)?).ok()
}

/// The page's state as last published, kept so (the study module's end): a signal set
/// again whenever what the page publishes changes.
pub fn watch() -> RwSignal<PageState> {
    let state = RwSignal::new(read().unwrap_or_default());
    let _ = window_event_listener_untyped(CHANGED, move |_| {
        if let Some(now) = read()
            && state.with_untracked(|last| *last != now)
        {
            state.update(|last| *last = now);
        }
    });
    state
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::Opponent;
    use gobang_engine::Game;

    fn state() -> PageState {
        PageState {
            saved: Some("gobang 1\nsize 15\nmoves h8 h9\n".to_owned()),
            lang: Lang::Zh,
            numbers: true,
            coords: false,
            confirm_taps: false,
            setup: Setup {
                opponent: Opponent::Person,
                size: 15,
                rule: Rule::Renju,
                ..Setup::default()
            },
        }
    }

    #[test]
    fn a_state_reads_back_as_written() {
        let state = state();
        assert_eq!(PageState::decode(&state.encode()), Ok(state));
        let none = PageState::default();
        assert_eq!(PageState::decode(&none.encode()), Ok(none));
    }

    #[test]
    fn the_settings_come_first_and_the_saved_game_whole_after_them() {
        let text = state().encode();
        let settings = format!(
            "lang {}\nnumbers on\ncoords off\nconfirm-taps off\n",
            Lang::Zh.code()
        );
        assert!(text.starts_with(&settings));
        assert!(text.contains("\nopponent person\nsize 15\nrule renju\nsave\n"));
        assert!(text.ends_with("save\ngobang 1\nsize 15\nmoves h8 h9\n"));
    }

    #[test]
    fn a_bad_or_missing_setting_is_refused_with_the_line() {
        let text = state().encode();
        let bad = text.replace("size 15", "size fifteen");
        assert_eq!(
            PageState::decode(&bad),
            Err(SeamError::BadLine("size fifteen".to_owned()))
        );
        let unknown = text.replace("coords off", "colour red");
        assert!(matches!(
            PageState::decode(&unknown),
            Err(SeamError::BadLine(_))
        ));
        let missing = text.replace("rule renju\n", "");
        assert_eq!(PageState::decode(&missing), Err(SeamError::Missing("rule")));
        assert!(PageState::decode("").is_err());
    }

    /// Games as each sender hands them over: a line to play on, an edited position
    /// between two people, and an opening's game with its levels, seed, colour and steps.
    fn games() -> Vec<SharedGame> {
        let parse = |text: &str| SharedGame::parse(text).unwrap();
        vec![
            SharedGame::play_on(parse("j10 k11 j11").game, Opponent::Computer),
            SharedGame::play_on(
                parse("size=15 rule=renju black=h8,i9 white=h9").game,
                Opponent::Person,
            ),
            parse(
                "size=15 level=easy seed=7 you=white opening=swap2:h8,h9,i9,white moves=h8,h9,i9,j10",
            ),
            parse("mode=watch level=easy white-level=classic seed=3 j10"),
            SharedGame::play_on(Game::default(), Opponent::Computer),
        ]
    }

    #[test]
    fn every_command_reads_back_as_written() {
        let mut commands: Vec<PageCommand> = games().into_iter().map(PageCommand::open).collect();
        commands.extend(games().into_iter().map(|g| PageCommand::Study(Box::new(g))));
        commands.extend([
            PageCommand::Rematch { swap: true },
            PageCommand::Rematch { swap: false },
            PageCommand::ShowSetup,
        ]);
        commands.extend(Level::ALL.map(PageCommand::Start));
        for command in commands {
            let text = command.encode();
            assert!(!text.contains('\n'), "one line: {text}");
            assert_eq!(PageCommand::decode(&text), Ok(command), "{text}");
        }
    }

    #[test]
    fn a_command_is_written_as_the_grammar_says() {
        let game = SharedGame::parse("size=15 h8 i9").unwrap().game;
        let shared = SharedGame::play_on(game, Opponent::Person);
        let open = PageCommand::open(shared.clone());
        assert_eq!(open.encode(), "open mode=person&size=15&moves=h8,i9");
        let study = PageCommand::Study(Box::new(shared));
        assert_eq!(study.encode(), "study mode=person&size=15&moves=h8,i9");
        assert_eq!(
            PageCommand::Rematch { swap: true }.encode(),
            "rematch swapped"
        );
        assert_eq!(
            PageCommand::Rematch { swap: false }.encode(),
            "rematch kept"
        );
        assert_eq!(PageCommand::Start(Level::Easy).encode(), "start easy");
        assert_eq!(PageCommand::ShowSetup.encode(), "setup");
    }

    #[test]
    fn a_command_the_page_does_not_know_or_cannot_do_is_refused_with_the_text() {
        for text in [
            "",
            "fly",
            "open",
            "study",
            "rematch",
            "rematch maybe",
            "start",
            "start godlike",
            "setup now",
            "Setup",
            "open\nmoves=h8",
        ] {
            assert_eq!(
                PageCommand::decode(text),
                Err(SeamError::BadCommand(text.to_owned())),
                "{text:?}"
            );
        }
        for link in ["moves=zz", "size=21&moves=h8", "moves=h8,h8"] {
            for word in ["open", "study"] {
                let refused = PageCommand::decode(&format!("{word} {link}"));
                assert!(
                    matches!(refused, Err(SeamError::BadGame(_))),
                    "{word} {link}"
                );
            }
        }
        let why = PageCommand::decode("start godlike")
            .unwrap_err()
            .to_string();
        assert_eq!(why, "not a command for the page: start godlike");
    }

    #[test]
    fn held_clicks_read_back_in_order() {
        let clicks = [Pos::new(7, 7), Pos::new(6, 7), Pos::new(0, 18)].map(Option::unwrap);
        let text = encode_clicks(&clicks);
        assert_eq!(text, "7,7;6,7;0,18");
        assert_eq!(decode_clicks(&text), Ok(clicks.to_vec()));
        assert_eq!(decode_clicks(""), Ok(Vec::new()));
    }

    #[test]
    fn a_held_click_that_is_not_a_point_is_refused_with_the_word() {
        for (text, word) in [
            ("7,7;undefined", "undefined"),
            ("7,7;;6,7", ""),
            ("7", "7"),
            ("7,7,7", "7,7,7"),
            ("-1,3", "-1,3"),
            ("3,99", "3,99"),
        ] {
            assert_eq!(
                decode_clicks(text),
                Err(SeamError::BadClick(word.to_owned())),
                "{text}"
            );
        }
    }
}
