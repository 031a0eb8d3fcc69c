//! The progress page's browser end: the record kept in storage and fed every game the page
//! publishes (so that games count whether the page is open or not), the page opened and
//! closed, the suggested game started, and the progress file saved and loaded.
//!
//! Storage that cannot be read is reset with a notice on the page; nothing here panics.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use super::file;
use super::record::Record;
use super::texts::{ProgressTexts, progress_texts};
use crate::game::saved::SavedGame;
use crate::shell::browser::{
    after_paint, download_text, focus, focus_page, load_setting, local_date, reload,
    remove_setting, save_setting, set_root_attribute,
};
use crate::shell::keys::{PLAYER_DATA_KEYS, PROGRESS_KEY};
use crate::shell::seam::{self, PageCommand, PageState};

/// The document element's attribute set while the progress page is open (the game's page
/// is hidden by it: see `style/study.css`).
pub const OPEN_ATTRIBUTE: &str = "data-progress";

/// What the progress page takes from the other features, wired in `src/bin/study.rs`.
#[derive(Clone, Copy)]
pub struct Links {
    /// The puzzle rating (rating, deviation, puzzles tried), if the person has one.
    pub puzzle_rating: fn() -> Option<(f64, f64, u32)>,
    /// Whether a stored value of another feature (key, value), read from a progress file,
    /// can be read by that feature; why not, if not.
    pub check: fn(&str, &str) -> Result<(), String>,
}

/// The progress page's state.
#[derive(Clone, Copy)]
pub struct Progress {
    /// Whether the page is open.
    pub open: RwSignal<bool>,
    /// The page's state, for the language and whether a game is on.
    pub page: RwSignal<PageState>,
    /// The rated games and the rating.
    pub record: RwSignal<Record>,
    /// Whether the stored record could not be read and was reset.
    pub reset: RwSignal<bool>,
    /// What the last save or load did, for the status line.
    pub status: RwSignal<String>,
    links: StoredValue<Links>,
}

impl Progress {
    /// The state, with the record read from storage (a corrupt one reset, with a notice),
    /// the page's game taken in now and after every change.
    pub fn new(links: Links) -> Progress {
        let (record, reset) = match load_setting(PROGRESS_KEY) {
            None => (Record::default(), false),
            Some(text) => match Record::decode(&text) {
                Ok(record) => (record, false),
                Err(e) => {
                    leptos::logging::warn!("{PROGRESS_KEY} reset: {e}");
                    let fresh = Record::default();
                    save_setting(PROGRESS_KEY, &fresh.encode());
                    (fresh, true)
                }
            },
        };
        let progress = Progress {
            open: RwSignal::new(false),
            page: RwSignal::new(PageState::default()),
            record: RwSignal::new(record),
            reset: RwSignal::new(reset),
            status: RwSignal::new(String::new()),
            links: StoredValue::new(links),
        };
        progress.take_page();
        let _ = window_event_listener_untyped(seam::CHANGED, move |_| progress.take_page());
        progress
    }

    /// Reads the page's state and counts its game as the rules of rated play say.
    fn take_page(self) {
        let Some(state) = seam::read() else {
            return;
        };
        let saved = state
            .saved
            .as_deref()
            .and_then(|text| SavedGame::decode(text).ok());
        let date = local_date();
        let mut changed = false;
        self.record.maybe_update(|record| {
            changed = record.observe(saved.as_ref(), &date);
            changed
        });
        if changed {
            save_setting(PROGRESS_KEY, &self.record.with_untracked(Record::encode));
        }
        self.page.set(state);
    }

    /// The texts in the page's language.
    pub fn texts(self) -> &'static ProgressTexts {
        progress_texts(self.page.with(|p| p.lang))
    }

    /// The puzzle rating, read now.
    pub fn puzzle_rating(self) -> Option<(f64, f64, u32)> {
        (self.links.get_value().puzzle_rating)()
    }

    /// Whether a game is in progress on the page (a suggested game cannot start then).
    pub fn game_on(self) -> bool {
        self.page.with(|p| {
            p.saved
                .as_deref()
                .and_then(|text| SavedGame::decode(text).ok())
                .is_some_and(|saved| !saved.game.is_over())
        })
    }

    /// Opens the page, its heading focused and shown from its top.
    pub fn show(self) {
        self.open.set(true);
        set_root_attribute(OPEN_ATTRIBUTE, Some("open"));
        focus_page("#progress-heading");
    }

    /// Back to the game, the focus on the Progress button.
    pub fn close(self) {
        self.open.set(false);
        self.status.set(String::new());
        set_root_attribute(OPEN_ATTRIBUTE, None);
        after_paint(|| focus("#places [data-place=progress]"));
    }

    /// Starts a game at `level` on the page, and goes back to it; stays open while a game
    /// is in progress (the person finishes or ends it first).
    pub fn play(self, level: gobang_engine::ai::Level) {
        if !self.game_on() {
            self.close();
            seam::send(&PageCommand::Start(level));
        }
    }

    /// Offers all the player's data as a file.
    pub fn save(self) {
        let values: Vec<(&str, String)> = PLAYER_DATA_KEYS
            .iter()
            .filter_map(|&key| Some((key, load_setting(key)?)))
            .collect();
        let name = format!("gobang-progress-{}.txt", local_date());
        download_text(&name, &file::write(&values));
        self.status.set(self.texts().saved(&name));
    }

    /// Loads the file chosen in the input `event` comes from: refused with the reason, or
    /// (once confirmed where there is data now) stored in place of the player's data and
    /// the page reloaded, so that every feature reads it.
    pub fn load(self, event: &leptos::ev::Event) {
        let Some(input) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(chosen) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        // The same file may be chosen again after it was refused.
        input.set_value("");
        let links = self.links.get_value();
        wasm_bindgen_futures::spawn_local(async move {
            let t = self.texts();
            let text = JsFuture::from(chosen.text())
                .await
                .ok()
                .and_then(|v| v.as_string());
            let Some(text) = text else {
                self.status.set(t.not_loaded(t.unreadable_file));
                return;
            };
            let valid = |key: &str, value: &str| {
                if key == PROGRESS_KEY {
                    Record::decode(value).map(drop).map_err(|e| e.to_string())
                } else {
                    (links.check)(key, value)
                }
            };
            let values = match file::read(&text, &PLAYER_DATA_KEYS, valid) {
                Ok(values) => values,
                Err(e) => {
                    self.status.set(t.refused(&e));
                    return;
                }
            };
            let has_data = PLAYER_DATA_KEYS
                .iter()
                .any(|key| load_setting(key).is_some());
            if has_data && !gloo_dialogs::confirm(t.confirm_load) {
                return;
            }
            for key in PLAYER_DATA_KEYS {
                match values.iter().find(|(k, _)| k == key) {
                    Some((_, value)) => save_setting(key, value),
                    None => remove_setting(key),
                }
            }
            self.status.set(t.loaded.to_owned());
            reload();
        });
    }
}
