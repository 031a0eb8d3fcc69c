//! The lesson page's controller: the set (fetched from `lessons.txt` when the page first
//! opens), the try at the task shown ([`Attempt`]), the person's way through the lessons
//! ([`Progress`], kept in the browser) and what the page shows, as signals the views
//! read. In a fight it asks the solver for the computer's answer
//! ([`client::answer`]) and waits the computer's short pause before playing it; a
//! defence it has the solver check ([`client::solve`]), so that the study module
//! does not carry the solver.

use std::time::Duration;

use gobang_engine::Pos;
use gobang_engine::ai::solver::Kind;
use gobang_engine::lesson::{DEFEND_NODES, Lesson, parse_lessons};
use leptos::prelude::*;

use super::attempt::{Attempt, Phase, Press};
use super::progress::Progress;
use super::texts::{LessonTexts, lesson_texts};
use crate::shell::browser::{
    after_paint, fetch_text, focus, focus_page, load_setting, save_setting, set_root_attribute,
};
use crate::shell::keys::{LESSON_POINTER_KEY, LESSONS_KEY};
use crate::shell::seam::{self, PageState};
use crate::worker::client;

/// Where the set is fetched from (copied beside the page by Trunk).
const SET_URL: &str = "./lessons.txt";
/// The computer's pause before it answers a fight's move: long enough to be seen.
const REPLY_MS: u64 = 400;
/// The document element's attribute set while the lesson page shows (the game is hidden).
pub const OPEN_ATTRIBUTE: &str = "data-lessons";

/// How far the set has come.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Load {
    /// Not asked for yet.
    Idle,
    /// On its way.
    Loading,
    /// Read: the lessons, in the set's order.
    Ready(Vec<Lesson>),
    /// It could not be fetched.
    Failed,
    /// It was fetched but could not be read: the line and why.
    Refused(String),
}

/// The lesson page's state: signals the views read and the methods their handlers call.
#[derive(Clone, Copy)]
pub struct Lessons {
    /// Whether the lesson page shows (in place of the game).
    pub open: RwSignal<bool>,
    /// The page's settings: language, taps.
    pub page: RwSignal<PageState>,
    /// The set, once read ([`Lessons::with_set`]).
    pub load: RwSignal<Load>,
    /// The try at the task shown.
    pub attempt: RwSignal<Option<Attempt>>,
    pub progress: RwSignal<Progress>,
    /// Set when the stored progress could not be read and was reset.
    pub reset: RwSignal<bool>,
    /// The point a first tap on a small point previews.
    pub preview: RwSignal<Option<Pos>>,
    /// Whether the first visit's pointer to Lesson 1 may show: never followed nor put
    /// away, and no lesson begun.
    pub pointer: RwSignal<bool>,
    /// Counts the tasks shown, so that an answer asked for an earlier one does nothing.
    generation: StoredValue<u32>,
}

impl Lessons {
    /// The page's state, with the progress read from storage (a corrupt one reset, with a
    /// notice).
    pub fn new() -> Lessons {
        let (progress, reset) = match load_setting(LESSONS_KEY).map(|t| Progress::decode(&t)) {
            None => (Progress::default(), false),
            Some(Ok(progress)) => (progress, false),
            Some(Err(e)) => {
                leptos::logging::warn!("lesson progress reset: {e}");
                let fresh = Progress::default();
                save_setting(LESSONS_KEY, &fresh.encode());
                (fresh, true)
            }
        };
        let pointer = load_setting(LESSON_POINTER_KEY).is_none() && progress == Progress::default();
        Lessons {
            open: RwSignal::new(false),
            page: seam::watch(),
            load: RwSignal::new(Load::Idle),
            attempt: RwSignal::new(None),
            progress: RwSignal::new(progress),
            reset: RwSignal::new(reset),
            preview: RwSignal::new(None),
            pointer: RwSignal::new(pointer),
            generation: StoredValue::new(0),
        }
    }

    /// `f` of the lessons (none until the set is read), followed by the caller.
    pub fn with_set<T>(self, f: impl FnOnce(&[Lesson]) -> T) -> T {
        self.load.with(|load| f(lessons_of(load)))
    }

    /// [`Lessons::with_set`], not followed.
    pub fn with_set_untracked<T>(self, f: impl FnOnce(&[Lesson]) -> T) -> T {
        self.load.with_untracked(|load| f(lessons_of(load)))
    }

    /// The texts in the page's language.
    pub fn texts(self) -> &'static LessonTexts {
        lesson_texts(self.page.with(|p| p.lang))
    }

    /// Opens the lesson page where the person was (the set is fetched the first time).
    pub fn open(self) {
        if self.open.get_untracked() {
            return;
        }
        self.open.set(true);
        self.put_pointer_away();
        set_root_attribute(OPEN_ATTRIBUTE, Some("open"));
        if matches!(self.load.get_untracked(), Load::Idle | Load::Failed) {
            self.load.set(Load::Loading);
            wasm_bindgen_futures::spawn_local(async move {
                match fetch_text(SET_URL).await {
                    Some(text) => self.take_set(&text),
                    None => self.load.set(Load::Failed),
                }
            });
        }
        // The button pressed is hidden with the game: the focus goes to the page's
        // heading, and the page shows from its top.
        focus_page("#lessons-heading");
    }

    /// Puts the first visit's pointer to Lesson 1 away for good.
    pub fn put_pointer_away(self) {
        if self.pointer.get_untracked() {
            self.pointer.set(false);
            save_setting(LESSON_POINTER_KEY, "seen");
        }
    }

    /// Back to the game.
    pub fn close(self) {
        self.open.set(false);
        set_root_attribute(OPEN_ATTRIBUTE, None);
        after_paint(|| focus("#places [data-place=lessons]"));
    }

    /// Reads the fetched set and shows the task where the person was; a set that cannot
    /// be read is logged and said, never half shown.
    pub fn take_set(self, text: &str) {
        match parse_lessons(text) {
            Ok(lessons) => {
                let start = self.progress.with_untracked(|p| p.start(&lessons));
                self.load.set(Load::Ready(lessons));
                self.show(start);
            }
            Err(e) => {
                leptos::logging::warn!("lessons.txt: {e}");
                self.load.set(Load::Refused(e.to_string()));
            }
        }
    }

    /// Shows task `place.1` of lesson `place.0` (places from 0), from its position, and
    /// keeps it as the place to come back to.
    pub fn show(self, place: (usize, usize)) {
        let Some((key, task)) = self.with_set_untracked(|set| {
            let lesson = set.get(place.0)?;
            Some((lesson.key.clone(), lesson.tasks.get(place.1)?.clone()))
        }) else {
            return;
        };
        self.generation.update_value(|g| *g += 1);
        self.preview.set(None);
        self.attempt.set(Some(Attempt::new(place, task)));
        self.progress.update(|p| p.at = Some((key, place.1)));
        self.save();
    }

    /// Shows lesson `lesson` (from 0) at its first task not done (its first if all are).
    pub fn choose(self, lesson: usize) {
        let task = self.with_set_untracked(|set| {
            let lesson = set.get(lesson)?;
            self.progress
                .with_untracked(|p| (0..lesson.tasks.len()).find(|&t| !p.is_done(&lesson.key, t)))
        });
        self.show((lesson, task.unwrap_or(0)));
        after_paint(|| focus("#lesson-title"));
    }

    /// The place of the task after the one shown, in this lesson or the next.
    pub fn next_place(self) -> Option<(usize, usize)> {
        let (lesson, task) = self.attempt.with(|a| a.as_ref().map(Attempt::place))?;
        self.with_set(|set| {
            if task + 1 < set.get(lesson)?.tasks.len() {
                Some((lesson, task + 1))
            } else {
                (lesson + 1 < set.len()).then_some((lesson + 1, 0))
            }
        })
    }

    /// The person's move at `pos`; whether it was taken (a wrong one is not: the point
    /// shakes, and the page says why).
    pub fn press(self, pos: Pos) -> bool {
        let press = self
            .attempt
            .try_update(|a| a.as_mut().map(|a| a.play(pos)))
            .flatten();
        match press {
            Some(Press::Done) => self.keep_if_done(),
            Some(Press::Ask) => self.ask(),
            Some(Press::Check) => self.check(),
            Some(Press::Wrong | Press::Refused) | None => return false,
        }
        true
    }

    /// Keeps the task shown as done, if it is.
    fn keep_if_done(self) {
        let done = self.attempt.with_untracked(|a| {
            let a = a.as_ref().filter(|a| a.phase() == Phase::Done)?;
            let (lesson, task) = a.place();
            self.with_set_untracked(|set| Some((set.get(lesson)?.key.clone(), task)))
        });
        if let Some((key, task)) = done {
            self.progress.update(|p| {
                p.mark_done(&key, task);
            });
            self.save();
        }
    }

    /// Has the solver check the defence just played: whether the opponent still wins.
    fn check(self) {
        let Some(game) = self
            .attempt
            .with_untracked(|a| a.as_ref().map(|a| a.game().clone()))
        else {
            return;
        };
        let generation = self.generation.get_value();
        client::solve(&game, Kind::Vct, DEFEND_NODES, move |proof| {
            if self.generation.get_value() == generation {
                self.attempt.update(|a| {
                    if let Some(a) = a {
                        a.checked(proof);
                    }
                });
                self.keep_if_done();
            }
        });
    }

    /// Asks the solver for the computer's answer to the fight's move just played, and
    /// plays it after the computer's pause.
    fn ask(self) {
        let asked = self.attempt.with_untracked(|a| {
            let a = a.as_ref()?;
            Some((a.game().clone(), a.task().goal.fight()?))
        });
        let Some((game, kind)) = asked else {
            return;
        };
        let generation = self.generation.get_value();
        let current = move || self.generation.get_value() == generation;
        client::answer(&game, kind, move |answer| {
            if !current() {
                return;
            }
            set_timeout(
                move || {
                    if current() {
                        self.attempt.update(|a| {
                            if let Some(a) = a {
                                a.answered(answer);
                            }
                        });
                    }
                },
                Duration::from_millis(REPLY_MS),
            );
        });
    }

    /// Starts the task shown again from its position.
    pub fn retry(self) {
        self.generation.update_value(|g| *g += 1);
        self.preview.set(None);
        self.attempt.update(|a| {
            if let Some(a) = a {
                a.retry();
            }
        });
    }

    fn save(self) {
        save_setting(LESSONS_KEY, &self.progress.with_untracked(Progress::encode));
    }
}

/// The lessons a set's state holds: none until it is read.
fn lessons_of(load: &Load) -> &[Lesson] {
    match load {
        Load::Ready(set) => set,
        _ => &[],
    }
}

impl Default for Lessons {
    fn default() -> Lessons {
        Lessons::new()
    }
}
