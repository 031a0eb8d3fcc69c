//! What the features of the study module lend each other, so that none imports another:
//! `src/bin/study.rs` wires them. The study's desk draws a tournament opening under way on
//! its board and the opening's panel at the top of its own ([`OpeningOnBoard`], lent by
//! the opening), and it serves the page's result and record boxes and the library
//! ([`StudyLink`]).

use gobang_engine::formats::{Branch, Notes};
use gobang_engine::{Game, Pos};
use leptos::prelude::{AnyView, Callback, Signal};

/// What the study's board shows of a tournament opening under way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningShown {
    /// The opening's game: its stones so far.
    pub game: Game,
    /// The points offered as black's fifth move (renju), marked on the board.
    pub offers: Vec<Pos>,
    /// Whether a person takes a step on the board now (not a choice of colour, not the
    /// computer's step).
    pub playable: bool,
    /// The board's name for screen readers: the opening's heading and name.
    pub label: String,
}

/// A tournament opening under way, lent to the study's desk: it shows the opening on its
/// board, gives it the board's clicks and draws its panel, knowing nothing else of it.
#[derive(Clone, Copy)]
pub struct OpeningOnBoard {
    /// What the board shows, while an opening is under way (`None` while none is).
    pub shown: Signal<Option<OpeningShown>>,
    /// A click on the board's point: the opening's step. Whether it was taken.
    pub click: Callback<Pos, bool>,
    /// The opening's panel, at the top of the study's: its name, the step, the choices,
    /// and what the computer did.
    pub panel: Callback<(), AnyView>,
}

/// The variations the analysis board opens with a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lines {
    /// Written as a record or a link's `tree=` value (`j10 k11 (k10 l11) k12`).
    Written(String),
    /// Read from a file: its lines from the first move, the main line first, with the
    /// notes on their nodes, and the notes written before the first move.
    Read(Vec<Branch>, Notes),
}

/// What the study's desk does for the other features of its module.
#[derive(Clone, Copy)]
pub struct StudyLink {
    /// Whether the study covers the page's game: the editor or the analysis board open.
    pub covering: Signal<bool>,
    /// Whether the page's game may be stepped through (and so reviewed).
    pub can_step: Signal<bool>,
    /// Opens the review of the page's game, unless it is open already.
    pub review: Callback<()>,
    /// Switches the analysis board on for the game the page is about to show, with the
    /// variations of a record or a file if there are any; `true` when the page shows that
    /// game already.
    pub analyse_next: Callback<(Option<Lines>, bool)>,
}
