//! The puzzle page's controller: the set (fetched from `puzzles.txt` when the page first
//! opens), the try under way ([`Attempt`]), the person's progress ([`Progress`], kept in
//! the browser) and what the page shows, as signals the views read. It waits the
//! computer's short pause before a reply, asks the solver about a move off the line
//! ([`client::answer`]), and keeps the address at `?puzzle=ID` while a puzzle shows.

use std::time::Duration;

use gobang_engine::Pos;
use gobang_engine::puzzle::{Puzzle, parse_set};
use leptos::prelude::*;

use super::attempt::{Attempt, Phase, Press};
use super::mine;
use super::progress::{Filter, Progress, choose_next, daily_index};
use super::texts::{PuzzleTexts, puzzle_texts};
use crate::shell::browser::{
    after_paint, fetch_text, focus, focus_page, load_setting, local_date, save_setting,
    set_root_attribute,
};
use crate::shell::keys::PUZZLES_KEY;
use crate::shell::seam::{self, PageState};
use crate::worker::client;

/// Where the set is fetched from (copied beside the page by Trunk).
const SET_URL: &str = "./puzzles.txt";
/// The computer's pause before it answers a move on the line: long enough to be seen.
const REPLY_MS: u64 = 400;
/// The pause between the solution's moves when it plays itself out.
const AUTO_MS: u64 = 700;
/// The document element's attribute set while the puzzle page shows (the game is hidden).
pub const OPEN_ATTRIBUTE: &str = "data-puzzles";
/// The document element's attribute in which the loader leaves `?puzzle=ID`'s ID.
pub const LINK_ATTRIBUTE: &str = "data-puzzle";

/// How far the set has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Load {
    /// Not asked for yet.
    Idle,
    /// On its way.
    Loading,
    /// Read (lines refused were logged).
    Ready,
    /// It could not be fetched.
    Failed,
}

/// Which puzzle to show once the set is there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Want {
    /// The one with this ID.
    Id(String),
    /// The next one near the rating.
    Next,
    /// The day's puzzle.
    Daily,
}

/// The change a finished first try made to the rating, or that it was not rated.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rated {
    /// The rating moved by this much.
    By(f64),
    /// A later try: not rated.
    NotRated,
}

/// The puzzle page's state: signals the views read and the methods their handlers call.
#[derive(Clone, Copy)]
pub struct Puzzles {
    /// Whether the puzzle page shows (in place of the game).
    pub open: RwSignal<bool>,
    /// The page's settings: language, coordinates, taps.
    pub page: RwSignal<PageState>,
    pub load: RwSignal<Load>,
    /// The shipped set, in the file's order.
    pub set: RwSignal<Vec<Puzzle>>,
    /// The person's own puzzles (from their games).
    pub own: RwSignal<Vec<Puzzle>>,
    pub attempt: RwSignal<Option<Attempt>>,
    /// An ID asked for that is in no set.
    pub missing: RwSignal<Option<String>>,
    /// Whether the puzzle shown is the day's.
    pub daily: RwSignal<bool>,
    pub progress: RwSignal<Progress>,
    /// Set when the stored progress could not be read and was reset.
    pub reset: RwSignal<bool>,
    pub filter: RwSignal<Filter>,
    pub rated: RwSignal<Option<Rated>>,
    /// Whether the solution plays itself out.
    pub auto: RwSignal<bool>,
    /// The point a first tap on a small point previews.
    pub preview: RwSignal<Option<Pos>>,
    wanted: RwSignal<Option<Want>>,
    /// Counts the tries started, so that a pause begun for an earlier one does nothing.
    generation: StoredValue<u32>,
}

impl Puzzles {
    /// The page's state, the progress read from storage (a corrupt one reset, with a
    /// notice), and the own puzzles followed.
    pub fn new() -> Puzzles {
        let (progress, reset) = match load_setting(PUZZLES_KEY) {
            None => (Progress::default(), false),
            Some(text) => match Progress::decode(&text) {
                Ok(progress) => (progress, false),
                Err(e) => {
                    leptos::logging::warn!("puzzle progress reset: {e}");
                    let fresh = Progress::default();
                    save_setting(PUZZLES_KEY, &fresh.encode());
                    (fresh, true)
                }
            },
        };
        let puzzles = Puzzles {
            open: RwSignal::new(false),
            page: seam::watch(),
            load: RwSignal::new(Load::Idle),
            set: RwSignal::new(Vec::new()),
            own: RwSignal::new(mine::own_puzzles()),
            attempt: RwSignal::new(None),
            missing: RwSignal::new(None),
            daily: RwSignal::new(false),
            progress: RwSignal::new(progress),
            reset: RwSignal::new(reset),
            filter: RwSignal::new(Filter::default()),
            rated: RwSignal::new(None),
            auto: RwSignal::new(false),
            preview: RwSignal::new(None),
            wanted: RwSignal::new(None),
            generation: StoredValue::new(0),
        };
        mine::on_change(move || puzzles.own.set(mine::own_puzzles()));
        puzzles
    }

    /// The texts in the page's language.
    pub fn texts(self) -> &'static PuzzleTexts {
        puzzle_texts(self.page.with(|p| p.lang))
    }

    /// Opens the puzzle page on `want` (the set is fetched first, the first time).
    pub fn open_with(self, want: Want) {
        let opening = !self.open.get_untracked();
        self.open.set(true);
        set_root_attribute(OPEN_ATTRIBUTE, Some("open"));
        self.go(want);
        if opening {
            // The button pressed is hidden with the game: the focus goes to the page's
            // heading, and the page shows from its top.
            focus_page("#puzzles-heading");
        }
    }

    /// Back to the game: the puzzle page hides and the address loses its `?puzzle=`.
    pub fn close(self) {
        self.open.set(false);
        self.auto.set(false);
        set_root_attribute(OPEN_ATTRIBUTE, None);
        set_address(None);
        after_paint(|| focus("#places [data-place=puzzles]"));
    }

    /// Shows the puzzle `want` says, once the set is there.
    pub fn go(self, want: Want) {
        match self.load.get_untracked() {
            Load::Ready => self.resolve(want),
            Load::Loading => self.wanted.set(Some(want)),
            Load::Idle | Load::Failed => {
                self.wanted.set(Some(want));
                self.fetch_set();
            }
        }
    }

    fn fetch_set(self) {
        self.load.set(Load::Loading);
        wasm_bindgen_futures::spawn_local(async move {
            match fetch_text(SET_URL).await {
                Some(text) => self.take_set(&text),
                None => self.load.set(Load::Failed),
            }
        });
    }

    /// Reads the fetched set, logging every refused line with its number and reason.
    pub fn take_set(self, text: &str) {
        let (puzzles, refused) = parse_set(text);
        for line in &refused {
            leptos::logging::warn!("puzzles.txt: {line}");
        }
        self.set.set(puzzles);
        self.load.set(Load::Ready);
        if let Some(want) = self.wanted.get_untracked() {
            self.wanted.set(None);
            self.resolve(want);
        }
    }

    fn resolve(self, want: Want) {
        let current = self.current_id();
        let found = self.set.with_untracked(|set| match &want {
            Want::Id(id) => self
                .own
                .with_untracked(|own| find(set, own, id))
                .ok_or_else(|| id.clone()),
            Want::Next => self.progress.with_untracked(|progress| {
                choose_next(
                    set,
                    progress,
                    self.filter.get_untracked(),
                    current.as_deref(),
                )
                .map(|i| set[i].clone())
                .ok_or_default()
            }),
            Want::Daily => daily_index(&local_date(), set.len())
                .map(|i| set[i].clone())
                .ok_or_default(),
        });
        match found {
            Ok(puzzle) => self.show(puzzle, want == Want::Daily),
            Err(id) => {
                self.attempt.set(None);
                self.rated.set(None);
                self.missing.set((!id.is_empty()).then_some(id));
                self.next_generation();
            }
        }
    }

    fn show(self, puzzle: Puzzle, daily: bool) {
        set_address(Some(&puzzle.id));
        self.missing.set(None);
        self.daily.set(daily);
        self.rated.set(None);
        self.auto.set(false);
        self.next_generation();
        self.attempt.set(Some(Attempt::new(puzzle)));
    }

    fn current_id(self) -> Option<String> {
        self.attempt
            .with_untracked(|a| a.as_ref().map(|a| a.puzzle().id.clone()))
    }

    fn next_generation(self) -> u32 {
        self.generation.update_value(|g| *g += 1);
        self.generation.get_value()
    }

    /// Runs `f` after `ms` unless another try has started meanwhile.
    fn later(self, ms: u64, f: impl FnOnce(Puzzles) + 'static) {
        let generation = self.generation.get_value();
        set_timeout(
            move || {
                if self.generation.get_value() == generation {
                    f(self);
                }
            },
            Duration::from_millis(ms),
        );
    }

    /// The person's move at `pos`; whether it was taken.
    pub fn press(self, pos: Pos) -> bool {
        let Some(press) = self.attempt.try_update(|a| a.as_mut().map(|a| a.play(pos))) else {
            return false;
        };
        match press {
            Some(Press::Refused) | None => return false,
            Some(Press::Solved) => self.finish(true),
            Some(Press::OnLine) => self.later(REPLY_MS, |p| {
                p.attempt.update(|a| {
                    if let Some(a) = a {
                        a.reply();
                    }
                });
                p.finish_if_failed();
            }),
            Some(Press::OffLine) => {
                let asked = self
                    .attempt
                    .with_untracked(|a| a.as_ref().map(|a| (a.game().clone(), a.puzzle().kind)));
                if let Some((game, kind)) = asked {
                    let generation = self.generation.get_value();
                    client::answer(&game, kind, move |answer| {
                        if self.generation.get_value() != generation {
                            return;
                        }
                        self.attempt.update(|a| {
                            if let Some(a) = a {
                                a.answered(answer);
                            }
                        });
                        self.finish_if_failed();
                    });
                }
            }
        }
        true
    }

    fn finish_if_failed(self) {
        let failed = self.attempt.with_untracked(|a| {
            a.as_ref()
                .is_some_and(|a| matches!(a.phase(), Phase::Failed { .. }))
        });
        if failed {
            self.finish(false);
        }
    }

    /// Rates a try that ended (the first try only) and keeps the progress.
    fn finish(self, solved: bool) {
        let Some((id, rating, first)) = self.attempt.with_untracked(|a| {
            a.as_ref()
                .map(|a| (a.puzzle().id.clone(), a.puzzle().rating, a.first_try()))
        }) else {
            return;
        };
        let before = self.progress.with_untracked(|p| p.rating.rating);
        let counted =
            first && self.progress.try_update(|p| p.record(&id, rating, solved)) == Some(true);
        if counted {
            let after = self.progress.with_untracked(|p| p.rating.rating);
            self.rated.set(Some(Rated::By(after - before)));
            save_setting(PUZZLES_KEY, &self.progress.with_untracked(Progress::encode));
        } else {
            self.rated.set(Some(Rated::NotRated));
        }
    }

    /// Starts the puzzle again from its position.
    pub fn retry(self) {
        self.next_generation();
        self.auto.set(false);
        self.rated.set(None);
        self.attempt.update(|a| {
            if let Some(a) = a {
                a.retry();
            }
        });
    }

    /// Shows the solution from the position and plays it out (a try not yet ended
    /// counts as failed).
    pub fn show_solution(self) {
        let ended = self
            .attempt
            .with_untracked(|a| a.as_ref().is_none_or(Attempt::ended));
        if !ended {
            self.finish(false);
        }
        self.next_generation();
        self.attempt.update(|a| {
            if let Some(a) = a {
                a.show(0);
            }
        });
        self.auto.set(true);
        self.later(AUTO_MS, Puzzles::auto_step);
    }

    fn auto_step(self) {
        if !self.auto.get_untracked() {
            return;
        }
        let more = self.step_by(1);
        if more {
            self.later(AUTO_MS, Puzzles::auto_step);
        } else {
            self.auto.set(false);
        }
    }

    /// The solution's step shown and how many it has, while it shows.
    pub fn showing(self) -> Option<(usize, usize)> {
        self.attempt.with(|a| {
            let a = a.as_ref()?;
            match a.phase() {
                Phase::Showing { step } => Some((step, a.puzzle().solution.len())),
                _ => None,
            }
        })
    }

    /// Steps the solution shown by `delta` moves; whether more moves follow.
    pub fn step_by(self, delta: isize) -> bool {
        let Some((step, of)) = untrack(|| self.showing()) else {
            return false;
        };
        let to = step.saturating_add_signed(delta).min(of);
        self.attempt.update(|a| {
            if let Some(a) = a {
                a.show(to);
            }
        });
        to < of
    }

    /// A step by a person's press of ‹ or ›: the solution stops playing itself.
    pub fn step_by_hand(self, delta: isize) {
        self.auto.set(false);
        self.step_by(delta);
    }

    /// Plays the solution on from where it is shown, or pauses it.
    pub fn toggle_auto(self) {
        if self.auto.get_untracked() {
            self.auto.set(false);
            return;
        }
        if let Some((step, of)) = untrack(|| self.showing()) {
            if step >= of {
                self.step_by(-(of as isize));
            }
            self.next_generation();
            self.auto.set(true);
            self.later(AUTO_MS, Puzzles::auto_step);
        }
    }
}

impl Default for Puzzles {
    fn default() -> Puzzles {
        Puzzles::new()
    }
}

/// The puzzle with `id` in the set or among the person's own.
fn find(set: &[Puzzle], own: &[Puzzle], id: &str) -> Option<Puzzle> {
    set.iter().chain(own).find(|p| p.id == id).cloned()
}

trait OkOrDefault<T> {
    /// `Err` with an empty ID for `None`.
    fn ok_or_default(self) -> Result<T, String>;
}

impl<T> OkOrDefault<T> for Option<T> {
    fn ok_or_default(self) -> Result<T, String> {
        self.ok_or_else(String::new)
    }
}

/// Puts `?puzzle=ID` in the address (the page's own path otherwise), its place's
/// fragment kept, without a reload or an entry in the history.
fn set_address(id: Option<&str>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let hash = window.location().hash().unwrap_or_default();
    let url = match id {
        Some(id) => format!("{path}?puzzle={id}{hash}"),
        None => format!("{path}{hash}"),
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}
