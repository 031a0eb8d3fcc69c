//! The page's notices as what they say ([`Notice`]), written out in the language of the
//! moment, so that a notice follows a change of language.

use gobang_engine::{Forbidden, Pos};

use crate::shell::text::Texts;

/// What a notice says, written out in the page's language of the moment (so that it
/// follows a change of language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The game saved before a reload is back.
    Resumed,
    /// A record or a link's game is on the board.
    Loaded,
    /// The saved game could not be read (why, in the format's words).
    BadSave(String),
    /// The link's game could not be read (why).
    BadLink(String),
    /// A finished game was taken back into play.
    UndoneAfterEnd,
    /// The search worker failed; Classic plays instead.
    WorkerFailed,
    /// A first tap showed where a stone would go on this point of a board of this size.
    TapAgain(Pos, usize),
    /// Renju: the point is forbidden to black.
    Forbidden(Forbidden),
    /// The point holds a stone.
    Occupied,
    /// A click while the computer playing itself is paused.
    PausedBusy,
    /// A click while the computer plays itself.
    WatchingBusy,
    /// A click during the computer's turn.
    WaitForComputer,
}

impl Notice {
    /// The notice in `texts`' language.
    pub fn text(&self, texts: &Texts) -> String {
        match self {
            Notice::Resumed => texts.resumed.to_owned(),
            Notice::Loaded => texts.loaded.to_owned(),
            Notice::BadSave(why) => format!("{} {why}", texts.bad_save),
            Notice::BadLink(why) => format!("{} {why}", texts.bad_link),
            Notice::UndoneAfterEnd => texts.undone_after_end.to_owned(),
            Notice::WorkerFailed => texts.worker_failed.to_owned(),
            Notice::TapAgain(pos, size) => texts.tap_again(*pos, *size),
            Notice::Forbidden(why) => texts.forbidden_notice(*why),
            Notice::Occupied => texts.occupied.to_owned(),
            Notice::PausedBusy => texts.paused_busy.to_owned(),
            Notice::WatchingBusy => texts.watching_busy.to_owned(),
            Notice::WaitForComputer => texts.wait_for_computer.to_owned(),
        }
    }
}
