//! The contract between the page and the study module, two wasm modules that share no
//! memory: where the study module draws on the page ([`BOARD_SLOT`], [`PANEL_SLOT`],
//! [`RECORD_SLOT`]), and
//! what the page tells it ([`PageState`]).
//!
//! The page publishes its state whenever a part of it changes: the text of
//! [`PageState::encode`] in the document element's `data-page-state` attribute, then the
//! event [`CHANGED`] on the window. The study module reads the attribute when it starts
//! and again after each event. Both ends use this module, so that neither depends on how
//! the other draws its page.
//!
//! The text is one `key value` line for each setting and then the saved game, whole:
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

use std::error::Error;
use std::fmt;

use gobang_engine::Rule;

use crate::game::session::Setup;
use crate::shell::text::Lang;

/// The id of the element over the board where the study module draws its board.
pub const BOARD_SLOT: &str = "study-board";
/// The id of the element among the game's buttons where the study module draws its own.
pub const PANEL_SLOT: &str = "study-panel";
/// The id of the element in the panel where the study module draws the game's record.
pub const RECORD_SLOT: &str = "record-slot";
/// The event the page sends on the window once it has published a new state.
pub const CHANGED: &str = "gobang-page-state";
/// The document element's attribute that holds the page's state.
const ATTRIBUTE: &str = "data-page-state";
/// The document element's attribute that holds the clicks made on the page's board while a
/// tournament opening is under way and the study module, which takes its steps, is not up
/// yet: `,row,col` words written by `assets/study_loader.js` (after an `undefined` at
/// first), which also loads the study module at once. So none is lost.
const HELD_CLICKS: &str = "data-held";
/// The document element's attribute that says the study module is up: from then on it
/// takes the clicks itself.
const STUDY_UP: &str = "data-study-up";

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

/// Why a page's state could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageStateError {
    /// A line that is not `key value` with a known key and a value it takes.
    BadLine(String),
    /// A setting that is not there.
    Missing(&'static str),
}

impl fmt::Display for PageStateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PageStateError::BadLine(line) => write!(f, "the page's state has a bad line: {line}"),
            PageStateError::Missing(key) => write!(f, "the page's state has no {key}"),
        }
    }
}

impl Error for PageStateError {}

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
    pub fn decode(text: &str) -> Result<PageState, PageStateError> {
        let (settings, saved) = text.split_once("\nsave\n").unwrap_or((text, ""));
        let mut state = PageState {
            saved: (!saved.is_empty()).then(|| saved.to_owned()),
            ..PageState::default()
        };
        let mut seen = Vec::new();
        for line in settings.lines() {
            let bad = || PageStateError::BadLine(line.to_owned());
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
            Some(missing) => Err(PageStateError::Missing(missing)),
            None => Ok(state),
        }
    }
}

/// Publishes the page's state for the study module (the page's end).
pub fn publish(state: &PageState) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let root = window.document().and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = root.set_attribute(ATTRIBUTE, &state.encode());
    }
    if let Ok(event) = web_sys::Event::new(CHANGED) {
        let _ = window.dispatch_event(&event);
    }
}

/// Says that the study module is up (the study module's end).
pub fn study_is_up() {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = root.set_attribute(STUDY_UP, "true");
    }
}

/// Takes the clicks held on the page's board (the study module's end): `(row, col)` in
/// the order they were made.
pub fn take_held_clicks() -> Vec<(usize, usize)> {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    let Some(text) = root.as_ref().and_then(|r| r.get_attribute(HELD_CLICKS)) else {
        return Vec::new();
    };
    if let Some(root) = root {
        let _ = root.remove_attribute(HELD_CLICKS);
    }
    read_held_clicks(&text)
}

/// The clicks of [`HELD_CLICKS`]' text: its numbers two by two (a word that is not a
/// number is skipped).
fn read_held_clicks(text: &str) -> Vec<(usize, usize)> {
    let numbers: Vec<usize> = text.split(',').filter_map(|n| n.parse().ok()).collect();
    numbers.chunks_exact(2).map(|p| (p[0], p[1])).collect()
}

/// Starts a game against the computer at `level` on the page (the study module's end), as
/// the person would: picks the computer and the level in the page's menus and presses
/// Start. Returns `false`, doing nothing, while a game is in progress (the person
/// finishes or ends it first) or where the page's controls are missing.
pub fn start_game_at(level: gobang_engine::ai::Level) -> bool {
    use wasm_bindgen::JsCast;
    let in_progress = read()
        .and_then(|state| state.saved)
        .and_then(|text| crate::game::saved::SavedGame::decode(&text).ok())
        .is_some_and(|saved| !saved.game.is_over());
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let find = |id: &str| {
        document
            .query_selector(&format!("[data-testid=\"{id}\"]"))
            .ok()
            .flatten()
    };
    let (Some(opponent), Some(menu), Some(start)) =
        (find("opponent"), find("level"), find("start"))
    else {
        return false;
    };
    let (Ok(opponent), Ok(menu), Ok(start)) = (
        opponent.dyn_into::<web_sys::HtmlSelectElement>(),
        menu.dyn_into::<web_sys::HtmlSelectElement>(),
        start.dyn_into::<web_sys::HtmlElement>(),
    ) else {
        return false;
    };
    if in_progress {
        return false;
    }
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    for (select, value) in [(opponent, "computer"), (menu, level.name())] {
        select.set_value(value);
        if let Ok(change) = web_sys::Event::new_with_event_init_dict("change", &init) {
            let _ = select.dispatch_event(&change);
        }
    }
    start.click();
    true
}

/// The page's state as last published (the study module's end): `None` before the page
/// has published one, or if it cannot be read.
pub fn read() -> Option<PageState> {
    let root = web_sys::window()?.document()?.document_element()?;
    PageState::decode(&root.get_attribute(ATTRIBUTE)?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::Opponent;

    #[test]
    fn held_clicks_are_read_in_order_and_bad_words_skipped() {
        assert_eq!(read_held_clicks("undefined,7,7,6,7"), [(7, 7), (6, 7)]);
        assert_eq!(read_held_clicks(",3,4"), [(3, 4)]);
        assert_eq!(read_held_clicks("undefined"), []);
        assert_eq!(read_held_clicks(""), []);
    }

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
            Err(PageStateError::BadLine("size fifteen".to_owned()))
        );
        let unknown = text.replace("coords off", "colour red");
        assert!(matches!(
            PageState::decode(&unknown),
            Err(PageStateError::BadLine(_))
        ));
        let missing = text.replace("rule renju\n", "");
        assert_eq!(
            PageState::decode(&missing),
            Err(PageStateError::Missing("rule"))
        );
        assert!(PageState::decode("").is_err());
    }
}
