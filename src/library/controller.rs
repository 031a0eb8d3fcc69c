//! The library page's controller: the library being walked ([`Walk`]) and what the page
//! shows, as signals the views read. A line leaves
//! the page as a link the page opens as it opens any link: against the computer at the
//! page's levels ("Play from here"), or between two people with the study's analysis
//! switched on ("Analyse").

use gobang_engine::renlib::Library;
use gobang_engine::{Game, Pos};
use leptos::prelude::*;

use super::texts::{LibraryTexts, library_texts};
use super::walk::Walk;
use crate::game::saved::SharedGame;
use crate::game::session::Opponent;
use crate::shell::browser::{after_paint, focus, focus_page, set_root_attribute};
use crate::shell::page_state::{self, PageState};

/// The document element's attribute set while the library page shows (the game is
/// hidden).
pub const OPEN_ATTRIBUTE: &str = "data-library";
/// How many frames "Analyse" waits for the page to open the line before it gives up.
const ANALYSE_FRAMES: u32 = 120;

/// The library page's state: signals the views read and the methods their handlers call.
#[derive(Clone, Copy)]
pub struct Browse {
    /// Whether the library page shows (in place of the game).
    pub open: RwSignal<bool>,
    /// The page's settings: language, taps.
    pub page: RwSignal<PageState>,
    /// The library being walked, once one is read.
    pub walk: RwSignal<Option<Walk>>,
    /// The point a first tap on a small point previews.
    pub preview: RwSignal<Option<Pos>>,
}

impl Browse {
    /// The page's state, closed, with no library.
    pub fn new() -> Browse {
        let browse = Browse {
            open: RwSignal::new(false),
            page: RwSignal::new(page_state::read().unwrap_or_default()),
            walk: RwSignal::new(None),
            preview: RwSignal::new(None),
        };
        let _ = window_event_listener_untyped(page_state::CHANGED, move |_| {
            if let Some(state) = page_state::read() {
                browse.page.set(state);
            }
        });
        browse
    }

    /// The texts in the page's language.
    pub fn texts(self) -> &'static LibraryTexts {
        library_texts(self.page.with(|p| p.lang))
    }

    /// Shows the library read from the file `name`, from its start.
    pub fn take(self, name: String, library: Library) {
        self.preview.set(None);
        self.walk.set(Some(Walk::new(name, library)));
        self.show();
    }

    /// Shows the page in place of the game.
    fn show(self) {
        if !self.open.get_untracked() {
            self.open.set(true);
            set_root_attribute(OPEN_ATTRIBUTE, Some("open"));
        }
        focus_page("#library-heading");
    }

    /// Back to the game.
    pub fn close(self) {
        self.open.set(false);
        set_root_attribute(OPEN_ATTRIBUTE, None);
        after_paint(|| focus("[data-testid=\"open-file\"]"));
    }

    /// Changes the walk (nothing without a library); what `change` returns.
    pub fn walk_with(self, change: impl FnOnce(&mut Walk) -> bool) -> bool {
        self.preview.set(None);
        self.walk
            .try_update(|w| w.as_mut().is_some_and(change))
            .unwrap_or(false)
    }

    /// Steps into the library's move at `pos`; whether there is one.
    pub fn step(self, pos: Pos) -> bool {
        self.walk_with(|w| w.step(pos))
    }

    /// The line shown as a renju game, if it can be played.
    fn game(self) -> Option<Game> {
        self.walk.with_untracked(|w| w.as_ref()?.game().ok())
    }

    /// Opens the line shown on the page as a game against the computer (the person
    /// takes the side to move, at the page's levels), and closes the library page.
    pub fn play(self) {
        if let Some(game) = self.game() {
            open_link(game, Opponent::Computer);
            self.close();
        }
    }

    /// Opens the line shown on the page as a game between two people, switches the
    /// study's analysis on for it, and closes the library page.
    pub fn analyse(self) {
        let Some(game) = self.game() else {
            return;
        };
        let moves = game.moves().to_vec();
        open_link(game, Opponent::Person);
        self.close();
        press_analysis(moves, ANALYSE_FRAMES);
    }
}

impl Default for Browse {
    fn default() -> Browse {
        Browse::new()
    }
}

/// Puts `game` in the address as a link, which the page opens.
fn open_link(game: Game, opponent: Opponent) {
    if let Some(window) = web_sys::window() {
        let _ = window
            .location()
            .set_hash(&SharedGame::play_on(game, opponent).fragment());
    }
}

/// Presses the study's Analysis button once the page's game has the moves `moves` (the
/// page opens a link in its own time), unless analysis is on already; gives up after
/// `frames` frames.
fn press_analysis(moves: Vec<Pos>, frames: u32) {
    let opened = page_state::read()
        .and_then(|state| state.saved)
        .and_then(|text| crate::game::saved::SavedGame::decode(&text).ok())
        .is_some_and(|saved| saved.game.moves() == moves.as_slice());
    let button = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector("[data-testid=\"analysis\"]")
            .ok()
            .flatten()
    });
    let ready = button
        .as_ref()
        .is_some_and(|b| !b.matches(":disabled").unwrap_or(true));
    if let (true, true, Some(button)) = (opened, ready, button) {
        if button.get_attribute("aria-pressed").as_deref() != Some("true") {
            use wasm_bindgen::JsCast;
            if let Ok(button) = button.dyn_into::<web_sys::HtmlElement>() {
                button.click();
            }
        }
    } else if frames > 0 {
        request_animation_frame(move || press_analysis(moves, frames - 1));
    }
}
