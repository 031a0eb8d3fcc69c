//! The page's game as play's boxes in the study module see it: the record box
//! ([`crate::play::record`]) and, after a game, its result ([`crate::play::result`]). They
//! ship in the study module, out of the page's first download, and so see the page only
//! through the seam ([`crate::shell::seam`]): they read the game from what the page
//! publishes and ask the page for a game, a rematch or its setup with a command; the
//! study's desk opens the review and the analysis for them ([`StudyLink`]).

use leptos::prelude::*;

use crate::game::saved::SavedGame;
use crate::game::session::Setup;
use crate::shell::links::StudyLink;
use crate::shell::seam::{self, PageState};
use crate::shell::text::Lang;

/// What play's boxes in the study module draw from.
#[derive(Clone, Copy)]
pub struct PlayedGame {
    /// What the page last published.
    pub page: RwSignal<PageState>,
    /// Its game, whole, with its person's colour, levels and seed (`None` with no game on
    /// the board).
    pub saved: Memo<Option<SavedGame>>,
    /// What the study's desk does for them.
    pub study: StudyLink,
}

impl PlayedGame {
    /// The page as it publishes itself from now on.
    pub fn new(study: StudyLink) -> PlayedGame {
        let page = seam::watch();
        let saved = Memo::new(move |_| {
            page.with(|p| p.saved.as_deref().and_then(|t| SavedGame::decode(t).ok()))
        });
        PlayedGame { page, saved, study }
    }

    /// The page's language.
    pub fn lang(self) -> Lang {
        self.page.with(|p| p.lang)
    }

    /// How the page's next game is set up.
    pub fn setup(self) -> Setup {
        self.page.with(|p| p.setup)
    }
}
