//! The lesson page's views: the board (the shared board component, showing the try), the
//! lesson shown with its task, what the last move got and the buttons beside it, the
//! list of lessons with the person's progress; and the button that opens the page.

use gobang_engine::{GameStatus, Pos, Stone};
use leptos::prelude::*;

use super::attempt::{Heard, Phase};
use super::controller::{Lessons, Load};
use crate::board::{AnySource, BoardSource, PointState, board};
use crate::shell::text::Lang;

impl BoardSource for Lessons {
    fn size(self) -> usize {
        self.attempt
            .with(|a| a.as_ref().map_or(15, |a| a.game().board().size()))
    }

    fn points(self, focus: Pos) -> Vec<PointState> {
        let size = self.size();
        let preview = self.preview.get();
        self.attempt.with(|a| {
            let Some(a) = a else {
                return vec![PointState::default(); size * size];
            };
            let (game, reply) = (a.game(), a.holding_reply());
            let mut points: Vec<PointState> = (0..size * size)
                .map(|i| {
                    let pos = Pos::new(i / size, i % size).unwrap_or(focus);
                    PointState {
                        stone: game.board().get(pos),
                        focus: pos == focus,
                        preview: preview == Some(pos),
                        hint: reply == Some(pos),
                        ..PointState::default()
                    }
                })
                .collect();
            let mut mark = |pos: Pos, f: &dyn Fn(&mut PointState)| {
                if let Some(point) = points.get_mut(pos.row() * size + pos.col()) {
                    f(point);
                }
            };
            // The moves of the try are numbered from 1, the position's stones not.
            for (n, &pos) in game.moves().iter().enumerate() {
                mark(pos, &|p| p.number = n as u16 + 1);
            }
            if let Some(last) = game.last_move() {
                mark(last, &|p| p.last = true);
            }
            if let GameStatus::Won { line, .. } = game.status() {
                for pos in line.points() {
                    mark(pos, &|p| p.win = true);
                }
            }
            points
        })
    }

    fn press(self, pos: Pos, confirm: bool) -> bool {
        if confirm && self.preview.get_untracked() != Some(pos) {
            self.preview.set(Some(pos));
            return true;
        }
        self.preview.set(None);
        self.press(pos)
    }

    fn label(self) -> String {
        self.texts().board.to_owned()
    }

    fn to_move(self) -> Stone {
        self.attempt
            .with(|a| a.as_ref().map_or(Stone::Black, |a| a.game().to_move()))
    }

    fn playable(self) -> bool {
        self.attempt.with(|a| {
            a.as_ref()
                .is_some_and(|a| matches!(a.phase(), Phase::Playing | Phase::LetGo))
        })
    }

    fn lang(self) -> Lang {
        self.page.with(|p| p.lang)
    }

    /// Always: the lessons name their points.
    fn coords(self) -> bool {
        true
    }

    fn confirm_taps(self) -> bool {
        self.page.with(|p| p.confirm_taps)
    }
}

/// The button among the game's that opens the lesson page.
#[component]
pub fn OpenButton() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    view! {
        <button data-testid="open-lessons" on:click=move |_| lessons.open()>
            {move || lessons.texts().open}
        </button>
    }
}

/// The lesson page, in place of the game while open (and not on the page at all while
/// closed: no second board among the game's points).
#[component]
pub fn LessonPage() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    view! {
        <Show when=move || lessons.open.get()>
            <LessonSection />
        </Show>
    }
}

#[component]
fn LessonSection() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    let t = move || lessons.texts();
    let count = move || {
        let (done, all) = lessons
            .set
            .with(|set| lessons.progress.with(|p| p.count(set)));
        format!("{done} / {all}")
    };
    view! {
        <section class="gobang lessons" aria-labelledby="lessons-heading">
            <header class="title lessons-title">
                <h2 id="lessons-heading" tabindex="-1">
                    {move || t().heading}
                </h2>
                <p class="lesson-count">
                    {move || t().tasks_done}
                    " "
                    <strong data-testid="lesson-progress">{count}</strong>
                </p>
                <button data-testid="lessons-back" on:click=move |_| lessons.close()>
                    {move || t().back}
                </button>
            </header>
            {board(AnySource::new(lessons))}
            <div class="play-bar lessons-bar">
                <Show when=move || lessons.reset.get()>
                    <p class="notice" role="alert" data-testid="lessons-reset">
                        {move || t().reset_notice}
                    </p>
                </Show>
                <Loading />
                <Current />
            </div>
            <nav class="panel lessons-panel" aria-label=move || t().list>
                <LessonList />
            </nav>
        </section>
    }
}

/// Until the set is there: that it is loading, or why it cannot be shown.
#[component]
fn Loading() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    let t = move || lessons.texts();
    let said = move || match lessons.load.get() {
        Load::Idle | Load::Loading => Some(t().loading.to_owned()),
        Load::Failed => Some(t().load_failed.to_owned()),
        Load::Refused(why) => Some(format!("{} {why}", t().bad_set)),
        Load::Ready => None,
    };
    view! {
        <p class="notice" role="status" data-testid="lessons-load" hidden=move || said().is_none()>
            {said}
        </p>
    }
}

/// The lesson shown: its title and text, the task, what the last move got, and the
/// buttons.
#[component]
fn Current() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    let t = move || lessons.texts();
    let lang = move || lessons.page.with(|p| p.lang);
    let place = move || lessons.attempt.with(|a| a.as_ref().map(|a| a.place()));
    let lesson = move |f: &dyn Fn(&gobang_engine::lesson::Lesson) -> String| {
        let (l, _) = place()?;
        lessons.set.with(|set| set.get(l).map(f))
    };
    let words = move |w: &gobang_engine::lesson::Words| match lang() {
        Lang::En => w.en.clone(),
        Lang::Zh => w.zh.clone(),
    };
    let title = move || {
        let (l, _) = place()?;
        lesson(&|lesson| format!("{} · {}", t().lesson(l + 1), words(&lesson.title)))
    };
    let text = move || {
        place().map(|(l, _)| {
            lessons.set.with(|set| {
                set.get(l).map(|lesson| {
                    lesson
                        .text
                        .iter()
                        .map(|p| view! { <p>{words(p)}</p> })
                        .collect_view()
                })
            })
        })
    };
    let step = move || {
        let (_, task) = place()?;
        lesson(&|lesson| {
            let of = lesson.tasks.len();
            let mark = lessons
                .progress
                .with(|p| p.is_done(&lesson.key, task))
                .then_some(" ✓")
                .unwrap_or_default();
            format!("{}{mark}", t().task_of(task + 1, of))
        })
    };
    let ask = move || {
        lessons
            .attempt
            .with(|a| a.as_ref().map(|a| words(&a.task().ask)))
    };
    view! {
        <Show when=move || place().is_some()>
            <h3 id="lesson-title" class="lesson-title" tabindex="-1">
                {title}
            </h3>
            <div class="lesson-text">{text}</div>
            <p class="lesson-step">{step}</p>
            <p class="lesson-task" data-testid="lesson-task" aria-live="polite">
                {ask}
            </p>
            <Feedback />
            <Actions />
        </Show>
    }
}

/// What the last move got: right, or wrong and why (or that the computer is answering).
#[component]
fn Feedback() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    let t = move || lessons.texts();
    let said = move || {
        lessons.attempt.with(|a| {
            let a = a.as_ref()?;
            if a.phase() == Phase::Asking {
                return Some((None, t().thinking.to_owned()));
            }
            let heard = a.heard()?;
            let verdict = match heard {
                Heard::Right { .. } | Heard::Kept { .. } => Some("right"),
                Heard::Wrong { .. } | Heard::LetGo { .. } => Some("wrong"),
                Heard::NoAnswer => None,
            };
            let (goal, person) = (a.task().goal, a.task().person());
            let size = a.game().board().size();
            Some((verdict, t().heard(heard, goal, person, size)))
        })
    };
    view! {
        <p
            class="lesson-feedback"
            data-testid="lesson-feedback"
            data-verdict=move || said().and_then(|(v, _)| v)
            aria-live="polite"
        >
            {move || said().map(|(_, text)| text)}
        </p>
    }
}

/// Start again, Next task (or lesson): the next one may be taken before this one is done.
#[component]
fn Actions() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    let t = move || lessons.texts();
    let next = move || lessons.next_place();
    let done = move || {
        lessons
            .attempt
            .with(|a| a.as_ref().is_some_and(|a| a.phase() == Phase::Done))
    };
    let finished = move || {
        done()
            && next().is_none()
            && lessons
                .set
                .with(|set| lessons.progress.with(|p| p.first_not_done(set).is_none()))
    };
    let next_label = move || match (
        next(),
        lessons.attempt.with(|a| a.as_ref().map(|a| a.place())),
    ) {
        (Some((l, _)), Some((shown, _))) if l != shown => t().next_lesson,
        _ => t().next_task,
    };
    view! {
        <Show when=finished>
            <p class="lesson-finished" role="status">{move || t().all_done}</p>
        </Show>
        <div class="buttons">
            <button data-testid="lesson-retry" on:click=move |_| lessons.retry()>
                {move || t().retry}
            </button>
            <button
                data-testid="lesson-next"
                class=move || if done() { "primary" } else { "" }
                prop:disabled=move || next().is_none()
                on:click=move |_| {
                    if let Some(place) = lessons.next_place() {
                        lessons.show(place);
                    }
                }
            >
                {next_label}
            </button>
        </div>
    }
}

/// The lessons, each with its tasks done and whether it is done, shown, or next.
#[component]
fn LessonList() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    let t = move || lessons.texts();
    let lang = move || lessons.page.with(|p| p.lang);
    let items = move || {
        let shown = lessons.attempt.with(|a| a.as_ref().map(|a| a.place().0));
        lessons.set.with(|set| {
            lessons.progress.with(|progress| {
                let next = progress.first_not_done(set).map(|(l, _)| l);
                set.iter()
                    .enumerate()
                    .map(|(l, lesson)| {
                        let (done, of) = (progress.done_in(lesson), lesson.tasks.len());
                        let state = if Some(l) == shown {
                            Some(1)
                        } else if done == of {
                            Some(0)
                        } else if Some(l) == next {
                            Some(2)
                        } else {
                            None
                        };
                        let class = match (state, done == of) {
                            (_, true) => "done",
                            (Some(1), _) => "current",
                            _ => "",
                        };
                        let title = match lang() {
                            Lang::En => lesson.title.en.clone(),
                            Lang::Zh => lesson.title.zh.clone(),
                        };
                        view! {
                            <li class=class>
                                <button
                                    data-lesson=l + 1
                                    aria-current=(Some(l) == shown).then_some("step")
                                    on:click=move |_| lessons.choose(l)
                                >
                                    <span class="lesson-name">{format!("{}. {title}", l + 1)}</span>
                                    <span class="lesson-done">
                                        {format!("{done}/{of}")}
                                        {state.map(|s| format!(" · {}", t().states[s]))}
                                    </span>
                                </button>
                            </li>
                        }
                    })
                    .collect_view()
            })
        })
    };
    view! { <ol class="lesson-list">{items}</ol> }
}
