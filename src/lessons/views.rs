//! The lesson page's views: the board (the shared board component, showing the try), the
//! lesson shown with its task, what the last move got and the buttons beside it, the
//! list of lessons with the person's progress; and the button that opens the page.
//!
//! The page is built when it opens, in the language of that moment (the language is
//! chosen on the game's page, hidden while this one shows), and kept lean for the study
//! module's size: a few closures, each writing a whole part as HTML (the lesson, the
//! task, the list, whose buttons one listener serves), rather than a view for each text.

use gobang_engine::Stone;
use gobang_engine::lesson::Words;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::attempt::{Heard, Phase};
use super::controller::{Lessons, Load};
use super::texts::LessonTexts;
use crate::board::{BoardModel, Picture, PointState, board, paint, preview_first};
use crate::shell::text::{Lang, escape};

/// The lesson's board: the try, where a press plays (on a small point, first shows a
/// preview stone).
fn model(lessons: Lessons) -> BoardModel {
    BoardModel {
        size: Box::new(move || lessons.board_size()),
        points: Box::new(move || lessons.board_points()),
        press: Box::new(move |pos, confirm| {
            preview_first(lessons.preview, pos, confirm) || lessons.press(pos)
        }),
        label: Box::new(move || lessons.texts().board.to_owned()),
        to_move: Box::new(move || {
            lessons
                .attempt
                .with(|a| a.as_ref().map_or(Stone::Black, |a| a.game().to_move()))
        }),
        playable: Box::new(move || {
            lessons.attempt.with(|a| {
                a.as_ref()
                    .is_some_and(|a| matches!(a.phase(), Phase::Playing | Phase::LetGo))
            })
        }),
        lang: Box::new(move || lessons.page.with(|p| p.lang)),
        // Always: the lessons name their points.
        coords: Box::new(|| true),
        confirm_taps: Box::new(move || lessons.page.with(|p| p.confirm_taps)),
        ghost_label: None,
    }
}

impl Lessons {
    fn board_size(self) -> usize {
        self.attempt
            .with(|a| a.as_ref().map_or(15, |a| a.game().board().size()))
    }

    /// What the whole board shows: the try, its moves numbered from 1, the five, the
    /// computer's reply held back, the preview stone.
    fn board_points(self) -> Vec<PointState> {
        let size = self.board_size();
        let preview = self.preview.get();
        self.attempt.with(|a| {
            let picture = match a {
                None => Picture::default(),
                Some(a) => Picture {
                    hint: a.holding_reply(),
                    preview,
                    ..Picture::game(a.game(), Some(0))
                },
            };
            paint(size, &picture)
        })
    }
}

/// A first visit's pointer to Lesson 1, at the window's foot.
#[component]
pub fn Pointer() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    // A first visit's pointer to Lesson 1, until followed or put away; not while a game
    // is on the page, nor over the lessons.
    let pointer = move || {
        lessons.pointer.get() && !lessons.open.get() && lessons.page.with(|p| p.saved.is_none())
    };
    view! {
        <Show when=pointer>
            <div class="lesson-pointer" data-testid="lesson-pointer" role="note">
                <p>{move || lessons.texts().pointer}</p>
                <div class="buttons">
                    <button class="primary" data-testid="lesson-pointer-start" on:click=move |_| lessons.open()>
                        {move || lessons.texts().pointer_start}
                    </button>
                    <button
                        data-testid="lesson-pointer-dismiss"
                        on:click=move |_| lessons.put_pointer_away()
                    >
                        {move || lessons.texts().pointer_dismiss}
                    </button>
                </div>
            </div>
        </Show>
    }
}

/// The lesson page, in place of the game while open (and not on the page at all while
/// closed: no second board among the game's points).
#[component]
pub fn LessonPage() -> impl IntoView {
    let lessons = expect_context::<Lessons>();
    move || lessons.open.get().then(|| lesson_section(lessons))
}

/// A text of the lessons' set in `lang`, as HTML.
fn words(lang: Lang, words: &Words) -> String {
    escape(match lang {
        Lang::En => &words.en,
        Lang::Zh => &words.zh,
    })
}

fn lesson_section(lessons: Lessons) -> impl IntoView {
    let t = untrack(|| lessons.texts());
    let count = move || {
        let (done, all) = lessons.with_set(|set| lessons.progress.with(|p| p.count(set)));
        format!("{done} / {all}")
    };
    let notices = move || {
        let reset = untrack(|| lessons.reset.get());
        let mut html = String::new();
        if reset {
            html += &format!(
                r#"<p class="notice" role="alert" data-testid="lessons-reset">{}</p>"#,
                escape(t.reset_notice)
            );
        }
        let said = lessons.load.with(|load| match load {
            Load::Idle | Load::Loading => Some(t.loading.to_owned()),
            Load::Failed => Some(t.load_failed.to_owned()),
            Load::Refused(why) => Some(format!("{} {why}", t.bad_set)),
            Load::Ready(_) => None,
        });
        let Some(said) = said else {
            return html;
        };
        let said = escape(&said);
        html + &format!(r#"<p class="notice" role="status" data-testid="lessons-load">{said}</p>"#)
    };
    let place = Memo::new(move |_| lessons.attempt.with(|a| a.as_ref().map(|a| a.place())));
    let shown = move || place.get().map(|(lesson, _)| lesson);
    let said = Memo::new(move |_| feedback(lessons, t));
    let next = move || lessons.next_place();
    let next_label = move || match (next(), shown()) {
        (Some((l, _)), Some(shown)) if l != shown => t.next_lesson,
        _ => t.next_task,
    };
    let choose = move |ev: leptos::ev::MouseEvent| {
        let chosen = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("[data-lesson]").ok().flatten())
            .and_then(|e| e.get_attribute("data-lesson"))
            .and_then(|n| n.parse::<usize>().ok());
        if let Some(number) = chosen {
            lessons.choose(number.saturating_sub(1));
        }
    };
    view! {
        <section class="gobang lessons" aria-labelledby="lessons-heading">
            <header class="title lessons-title">
                <h2 id="lessons-heading" tabindex="-1">
                    {t.heading}
                </h2>
                <p class="lesson-count">
                    {t.tasks_done} " " <strong data-testid="lesson-progress">{count}</strong>
                </p>
                <button data-testid="lessons-back" on:click=move |_| lessons.close()>
                    {t.words().back_to_game}
                </button>
            </header>
            {board(model(lessons))}
            <div class="play-bar lessons-bar">
                <div class="lesson-notices" inner_html=notices></div>
                <div
                    class="lesson-head"
                    inner_html=move || shown().map(|l| lesson_html(lessons, l, t))
                ></div>
                <div
                    class="lesson-ask"
                    aria-live="polite"
                    inner_html=move || place.get().map(|place| task_html(lessons, place, t))
                ></div>
                <p
                    class="lesson-feedback"
                    data-testid="lesson-feedback"
                    data-verdict=move || said.get().0
                    aria-live="polite"
                >
                    {move || said.get().1}
                </p>
                <div class="buttons" hidden=move || place.get().is_none()>
                    <button data-testid="lesson-retry" on:click=move |_| lessons.retry()>
                        {t.retry}
                    </button>
                    <button
                        data-testid="lesson-next"
                        class="primary"
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
            </div>
            <nav class="panel lessons-panel" aria-label=t.list>
                <ol
                    class="lesson-list"
                    on:click=choose
                    inner_html=move || list_html(lessons, shown(), t)
                ></ol>
            </nav>
        </section>
    }
}

/// The lesson shown: its number and title, and its paragraphs.
fn lesson_html(lessons: Lessons, l: usize, t: &LessonTexts) -> String {
    lessons.with_set_untracked(|set| {
        let Some(lesson) = set.get(l) else {
            return String::new();
        };
        let mut html = format!(
            r#"<h3 id="lesson-title" class="lesson-title" tabindex="-1">{} · {}</h3>"#,
            escape(&t.lesson(l + 1)),
            words(t.lang, &lesson.title)
        );
        for p in &lesson.text {
            html += &format!("<p>{}</p>", words(t.lang, p));
        }
        html
    })
}

/// The task shown: "Task 2 of 5" (and whether it was done before), and what it asks.
fn task_html(lessons: Lessons, (l, task): (usize, usize), t: &LessonTexts) -> String {
    lessons.with_set_untracked(|set| {
        let Some((lesson, asked)) = set.get(l).and_then(|l| Some((l, l.tasks.get(task)?))) else {
            return String::new();
        };
        let done = untrack(|| lessons.progress.with(|p| p.is_done(&lesson.key, task)));
        format!(
            r#"<p class="lesson-step">{} {}</p><p class="lesson-task" data-testid="lesson-task">{}</p>"#,
            escape(&t.task_of(task + 1, lesson.tasks.len())),
            escape(if done { t.done } else { "" }),
            words(t.lang, &asked.ask)
        )
    })
}

/// What the last move got, with its verdict (`right` or `wrong`): right, or wrong and
/// why, or that the computer is answering; after the set's last task, that all is done.
fn feedback(lessons: Lessons, t: &'static LessonTexts) -> (Option<&'static str>, String) {
    let said = lessons.attempt.with(|a| {
        let a = a.as_ref()?;
        if a.phase() == Phase::Asking {
            return Some((None, t.words().computer_answers.to_owned()));
        }
        let heard = a.heard()?;
        let verdict = match heard {
            Heard::Right { .. } | Heard::Kept { .. } => Some("right"),
            Heard::Wrong { .. } | Heard::LetGo { .. } => Some("wrong"),
            Heard::NoAnswer | Heard::CannotTell => None,
        };
        let (goal, person) = (a.task().goal, a.task().person());
        let mut text = t.heard(heard, goal, person, a.game().board().size());
        let all_done = a.phase() == Phase::Done
            && lessons.with_set(|set| lessons.progress.with(|p| p.first_not_done(set).is_none()));
        if all_done {
            text = format!("{text} {}", t.all_done);
        }
        Some((verdict, text))
    });
    said.unwrap_or_default()
}

/// The lessons, each a button with its tasks done and whether it is done, shown, or
/// the next to do.
fn list_html(lessons: Lessons, shown: Option<usize>, t: &LessonTexts) -> String {
    lessons.with_set(|set| {
        lessons.progress.with(|progress| {
            let next = progress.first_not_done(set).map(|(l, _)| l);
            let mut html = String::new();
            for (l, lesson) in set.iter().enumerate() {
                let (done, of) = (progress.done_in(lesson), lesson.tasks.len());
                let state = if Some(l) == shown {
                    t.current
                } else if done == of {
                    t.done
                } else if Some(l) == next {
                    t.up_next
                } else {
                    ""
                };
                html += &format!(
                    r#"<li class="{}"><button data-lesson="{n}"{}><span class="lesson-name">{n}. {}</span><span class="lesson-done">{done}/{of}{}{}</span></button></li>"#,
                    if done == of { "done" } else { "" },
                    if Some(l) == shown { r#" aria-current="step""# } else { "" },
                    words(t.lang, &lesson.title),
                    if state.is_empty() { "" } else { " · " },
                    escape(state),
                    n = l + 1,
                );
            }
            html
        })
    })
}
