//! The library page's controller: the library being walked ([`Walk`]) and what the page
//! shows, as signals the views read. A line leaves for the page, which opens it as it
//! opens a link: against the computer at the page's levels ("Play from here"), or between
//! two people with the study's analysis switched on ("Analyse").

use gobang_engine::renlib::Library;
use gobang_engine::{Game, Pos};
use leptos::prelude::*;

use super::texts::{LibraryTexts, library_texts};
use super::walk::Walk;
use crate::game::saved::{SavedGame, SharedGame};
use crate::game::session::Opponent;
use crate::shell::browser::{after_paint, focus, focus_page, set_root_attribute};
use crate::shell::links::StudyLink;
use crate::shell::seam::{self, PageCommand, PageState};

/// The document element's attribute set while the library page shows (the game is
/// hidden).
pub const OPEN_ATTRIBUTE: &str = "data-library";

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
    /// Why the last file opened on the page was refused.
    pub error: RwSignal<Option<String>>,
    /// What the study's desk does for the library: its analysis board.
    study: StoredValue<Option<StudyLink>>,
}

impl Browse {
    /// The page's state, closed, with no library; `study` opens the analysis board.
    pub fn new(study: Option<StudyLink>) -> Browse {
        Browse {
            open: RwSignal::new(false),
            page: seam::watch(),
            walk: RwSignal::new(None),
            preview: RwSignal::new(None),
            error: RwSignal::new(None),
            study: StoredValue::new(study),
        }
    }

    /// The texts in the page's language.
    pub fn texts(self) -> &'static LibraryTexts {
        library_texts(self.page.with(|p| p.lang))
    }

    /// Shows the library read from the file `name`, from its start.
    pub fn take(self, name: String, library: Library) {
        self.preview.set(None);
        self.error.set(None);
        self.walk.set(Some(Walk::new(name, library)));
        self.show();
    }

    /// Takes what the study's desk does for the library, once it is up.
    pub fn lend(self, study: StudyLink) {
        self.study.set_value(Some(study));
    }

    /// Shows the page in place of the game.
    pub fn show(self) {
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
        after_paint(|| focus("#places [data-place=library]"));
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
            seam::send(&PageCommand::open(SharedGame::play_on(
                game,
                Opponent::Computer,
            )));
            self.close();
        }
    }

    /// Opens the line shown on the page as a game between two people, switches the
    /// study's analysis on for it, and closes the library page.
    pub fn analyse(self) {
        let Some(game) = self.game() else {
            return;
        };
        // Whether the page shows this very game between two people already.
        let shown = self.page.with_untracked(|p| {
            let saved = p.saved.as_deref().and_then(|t| SavedGame::decode(t).ok());
            saved.is_some_and(|s| s.game == game && s.opponent == Opponent::Person)
        });
        seam::send(&PageCommand::Study(Box::new(SharedGame::play_on(
            game,
            Opponent::Person,
        ))));
        self.close();
        if let Some(study) = self.study.get_value() {
            study.analyse_next.run((None, shown));
        }
    }
}
