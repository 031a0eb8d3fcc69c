//! The puzzle page's views: the board (the shared board component, showing the try),
//! the prompt, the result and the buttons beside it, the rating with the streak, the
//! filters, the history and the person's own puzzles; and the button that opens it.

use gobang_engine::ai::solver::Kind;
use gobang_engine::puzzle::Puzzle;
use gobang_engine::{Rule, Stone};
use leptos::prelude::*;

use super::attempt::{Note, Phase};
use super::controller::{Load, Puzzles, Rated, Want};
use super::progress::Filter;
use crate::board::{BoardModel, Picture, PointState, board, paint, preview_first};
use crate::shell::text::point_name;

/// The puzzle's board: the try, where a press plays (on a small point, first shows a
/// preview stone).
fn model(puzzles: Puzzles) -> BoardModel {
    BoardModel {
        size: Box::new(move || puzzles.board_size()),
        points: Box::new(move || puzzles.board_points()),
        press: Box::new(move |pos, confirm| {
            preview_first(puzzles.preview, pos, confirm) || puzzles.press(pos)
        }),
        label: Box::new(move || puzzles.texts().board.to_owned()),
        to_move: Box::new(move || {
            puzzles
                .attempt
                .with(|a| a.as_ref().map_or(Stone::Black, |a| a.game().to_move()))
        }),
        playable: Box::new(move || {
            puzzles
                .attempt
                .with(|a| a.as_ref().is_some_and(|a| a.phase() == Phase::Playing))
        }),
        lang: Box::new(move || puzzles.page.with(|p| p.lang)),
        coords: Box::new(move || puzzles.page.with(|p| p.coords)),
        confirm_taps: Box::new(move || puzzles.page.with(|p| p.confirm_taps)),
        ghost_label: None,
    }
}

impl Puzzles {
    fn board_size(self) -> usize {
        self.attempt
            .with(|a| a.as_ref().map_or(15, |a| a.puzzle().size))
    }

    /// What the whole board shows: the try, its moves numbered from 1 (the position's
    /// stones not), the five, the computer's reply held back, the preview stone.
    fn board_points(self) -> Vec<PointState> {
        let size = self.board_size();
        let preview = self.preview.get();
        self.attempt.with(|a| {
            let picture = match a {
                None => Picture::default(),
                Some(a) => Picture {
                    hint: a.holding_reply(),
                    preview,
                    ..Picture::game(a.game(), Some(a.puzzle().position.len()))
                },
            };
            paint(size, &picture)
        })
    }
}

/// The puzzle page, in place of the game while open (and not on the page at all while
/// closed: no second board among the game's points).
#[component]
pub fn PuzzlePage() -> impl IntoView {
    let puzzles = expect_context::<Puzzles>();
    view! {
        <Show when=move || puzzles.open.get()>
            <PuzzleSection />
        </Show>
    }
}

#[component]
fn PuzzleSection() -> impl IntoView {
    let puzzles = expect_context::<Puzzles>();
    let t = move || puzzles.texts();
    view! {
        <section class="gobang puzzles" aria-labelledby="puzzles-heading">
            <header class="title puzzles-title">
                <h2 id="puzzles-heading" tabindex="-1">
                    {move || t().heading}
                </h2>
                <button data-testid="puzzles-back" on:click=move |_| puzzles.close()>
                    {move || t().words().back_to_game}
                </button>
            </header>
            {board(model(puzzles))}
            <div class="play-bar puzzles-bar">
                <Show when=move || puzzles.reset.get()>
                    <p class="notice" role="alert" data-testid="puzzles-reset">
                        {move || t().reset_notice}
                    </p>
                </Show>
                <Prompt />
                <Actions />
            </div>
            <div class="panel puzzles-panel">
                <RatingLine />
                <Choices />
                <History />
                <OwnPuzzles />
            </div>
        </section>
    }
}

/// The puzzle's ID, what to find, and the result of the try.
#[component]
fn Prompt() -> impl IntoView {
    let puzzles = expect_context::<Puzzles>();
    let t = move || puzzles.texts();
    let prompt = move || {
        if let Some(id) = puzzles.missing.get() {
            return t().missing(&id);
        }
        match puzzles.load.get() {
            Load::Failed => return t().load_failed.to_owned(),
            Load::Idle | Load::Loading => return t().loading.to_owned(),
            Load::Ready => {}
        }
        puzzles.attempt.with(|a| match a {
            Some(a) => t().prompt(a.puzzle().attacker(), a.puzzle().kind),
            None => t().empty_set.to_owned(),
        })
    };
    let id = move || {
        puzzles
            .attempt
            .with(|a| a.as_ref().map(|a| a.puzzle().id.clone()))
    };
    let about = move || {
        puzzles.attempt.with(|a| {
            a.as_ref().map(|a| {
                let p = a.puzzle();
                format!(
                    "{} · {}×{} · {} · {}",
                    t().words().short_rule_name(p.rule),
                    p.size,
                    p.size,
                    t().kind(p.kind),
                    p.rating
                )
            })
        })
    };
    view! {
        <p class="puzzle-prompt" data-testid="puzzle-prompt" aria-live="polite">
            {prompt}
        </p>
        <p class="puzzle-about">
            <Show when=move || puzzles.daily.get()>
                <span class="puzzle-daily">{move || t().daily_mark} " · "</span>
            </Show>
            {move || t().puzzle}
            " "
            <span data-testid="puzzle-id">{id}</span>
            <span class="puzzle-meta">" · " {about}</span>
        </p>
        <Result />
    }
}

/// "Solved!" or "Failed" with what happened, once the try has ended.
#[component]
fn Result() -> impl IntoView {
    let puzzles = expect_context::<Puzzles>();
    let t = move || puzzles.texts();
    let phase = move || puzzles.attempt.with(|a| a.as_ref().map(|a| a.phase()));
    let result = move || match phase() {
        Some(Phase::Solved) => t().solved,
        Some(Phase::Failed { .. }) => t().failed,
        _ => "",
    };
    let detail = move || match phase() {
        Some(Phase::Failed { reply }) => puzzles.attempt.with(|a| {
            let a = a.as_ref()?;
            let size = a.puzzle().size;
            let name = reply.map(|r| point_name(r, size));
            Some(t().let_go(!a.puzzle().attacker(), name.as_deref()))
        }),
        Some(Phase::Asking) | Some(Phase::Replying) => {
            Some(t().words().computer_answers.to_owned())
        }
        Some(Phase::Playing) => puzzles.attempt.with(|a| {
            Some(match a.as_ref()?.note()? {
                Note::AnotherWay => t().another_way.to_owned(),
                Note::CannotTell => t().cannot_tell.to_owned(),
            })
        }),
        _ => None,
    };
    let rated = move || match puzzles.rated.get() {
        Some(Rated::By(change)) => {
            let change = change.round() as i64;
            Some(if change >= 0 {
                format!("+{change}")
            } else {
                change.to_string()
            })
        }
        Some(Rated::NotRated) => Some(t().not_rated.to_owned()),
        None => None,
    };
    view! {
        <p class="puzzle-result" role="status" aria-live="polite">
            <strong data-testid="puzzle-result">{result}</strong>
            <span class="puzzle-change">" " {rated}</span>
        </p>
        <p class="puzzle-detail" data-testid="puzzle-detail" aria-live="polite">
            {detail}
        </p>
    }
}

/// Try again, Show solution (and its steps), Next puzzle, Daily puzzle.
#[component]
fn Actions() -> impl IntoView {
    let puzzles = expect_context::<Puzzles>();
    let t = move || puzzles.texts();
    let has = move || puzzles.attempt.with(Option::is_some);
    // Whether showing the solution now fails a first try that rates.
    let costs = move || {
        puzzles.attempt.with(|a| {
            a.as_ref().is_some_and(|a| {
                !a.ended() && a.first_try() && !puzzles.progress.with(|p| p.seen(&a.puzzle().id))
            })
        })
    };
    let ended = move || {
        puzzles
            .attempt
            .with(|a| a.as_ref().is_some_and(|a| a.ended()))
    };
    let showing = move || puzzles.showing();
    view! {
        <Show when=move || showing().is_some()>
            <div class="buttons navigation">
                <button
                    class="nav"
                    aria-label=move || t().previous
                    on:click=move |_| puzzles.step_by_hand(-1)
                >
                    "‹"
                </button>
                <span class="ply" aria-live="polite">
                    {move || showing().map(|(step, of)| t().step(step, of))}
                </span>
                <button
                    class="nav"
                    aria-label=move || t().next_step
                    on:click=move |_| puzzles.step_by_hand(1)
                >
                    "›"
                </button>
                <button on:click=move |_| puzzles.toggle_auto()>
                    {move || if puzzles.auto.get() { t().words().pause } else { t().auto_play }}
                </button>
            </div>
        </Show>
        <div class="buttons">
            <button
                data-testid="puzzle-retry"
                prop:disabled=move || !has() || !ended()
                on:click=move |_| puzzles.retry()
            >
                {move || t().try_again}
            </button>
            <button
                data-testid="puzzle-solution"
                prop:disabled=move || !has()
                on:click=move |_| puzzles.show_solution()
            >
                {move || if costs() { t().show_solution_rated } else { t().show_solution }}
            </button>
            <button
                data-testid="puzzle-next"
                class="primary"
                prop:disabled=move || puzzles.load.get() != Load::Ready
                on:click=move |_| puzzles.go(Want::Next)
            >
                {move || t().next}
            </button>
            <button
                data-testid="puzzle-daily"
                prop:disabled=move || puzzles.load.get() != Load::Ready
                on:click=move |_| puzzles.go(Want::Daily)
            >
                {move || t().daily}
            </button>
        </div>
    }
}

/// The rating as a whole number, its deviation beside it, and the streak.
#[component]
fn RatingLine() -> impl IntoView {
    let puzzles = expect_context::<Puzzles>();
    let t = move || puzzles.texts();
    let rating = move || puzzles.progress.with(|p| p.rating);
    view! {
        <p class="puzzle-rating">
            {move || t().words().puzzle_rating}
            " "
            <strong data-testid="puzzle-rating">{move || rating().rating.round() as i64}</strong>
            // (Twice the uncertainty, as the progress page writes every rating.)
            <span class="deviation">" ± " {move || (2.0 * rating().deviation).round() as i64}</span>
            " · "
            {move || t().streak}
            " "
            <span data-testid="puzzle-streak">{move || puzzles.progress.with(|p| p.streak)}</span>
            " ("
            {move || t().best}
            " "
            {move || puzzles.progress.with(|p| p.best_streak)}
            ")"
        </p>
    }
}

/// The filters the next puzzle is chosen with.
#[component]
fn Choices() -> impl IntoView {
    let puzzles = expect_context::<Puzzles>();
    let t = move || puzzles.texts();
    let filter = puzzles.filter;
    let set = move |f: &dyn Fn(&mut Filter, &str), value: String| {
        filter.update(|filter| f(filter, &value));
    };
    let on_rule = move |ev: leptos::ev::Event| {
        set(
            &|f, v| f.rule = v.parse::<Rule>().ok(),
            event_target_value(&ev),
        )
    };
    let on_size =
        move |ev: leptos::ev::Event| set(&|f, v| f.size = v.parse().ok(), event_target_value(&ev));
    let on_kind =
        move |ev: leptos::ev::Event| set(&|f, v| f.kind = v.parse().ok(), event_target_value(&ev));
    // (The choices are kept while the page is closed: the options say which is chosen.)
    let rule_is = move |rule: Option<Rule>| filter.with(|f| f.rule == rule);
    let size_is = move |size: Option<usize>| filter.with(|f| f.size == size);
    let kind_is = move |kind: Option<Kind>| filter.with(|f| f.kind == kind);
    view! {
        <details class="puzzle-choices">
            <summary>{move || t().filter}</summary>
            <div class="buttons">
                <select aria-label=move || t().any_rule on:change=on_rule>
                    <option value="" prop:selected=move || rule_is(None)>
                        {move || t().any_rule}
                    </option>
                    {Rule::ALL
                        .into_iter()
                        .map(|rule| {
                            view! {
                                <option
                                    value=rule.to_string()
                                    prop:selected=move || rule_is(Some(rule))
                                >
                                    {move || t().words().short_rule_name(rule)}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
                <select aria-label=move || t().any_size on:change=on_size>
                    <option value="" prop:selected=move || size_is(None)>
                        {move || t().any_size}
                    </option>
                    <option value="15" prop:selected=move || size_is(Some(15))>
                        "15×15"
                    </option>
                    <option value="19" prop:selected=move || size_is(Some(19))>
                        "19×19"
                    </option>
                </select>
                <select aria-label=move || t().any_kind on:change=on_kind>
                    <option value="" prop:selected=move || kind_is(None)>
                        {move || t().any_kind}
                    </option>
                    <option value="vcf" prop:selected=move || kind_is(Some(Kind::Vcf))>
                        {move || t().kind(Kind::Vcf)}
                    </option>
                    <option value="vct" prop:selected=move || kind_is(Some(Kind::Vct))>
                        {move || t().kind(Kind::Vct)}
                    </option>
                </select>
            </div>
        </details>
    }
}

/// A link that opens a puzzle (`?puzzle=ID`), here without a reload.
fn puzzle_link(puzzles: Puzzles, id: String, label: impl IntoView + 'static) -> impl IntoView {
    let href = format!("?puzzle={id}");
    view! {
        <a
            href=href
            on:click=move |ev: leptos::ev::MouseEvent| {
                ev.prevent_default();
                puzzles.go(Want::Id(id.clone()));
            }
        >
            {label}
        </a>
    }
}

/// The first tries, newest first, with links back to them.
#[component]
fn History() -> impl IntoView {
    let puzzles = expect_context::<Puzzles>();
    let t = move || puzzles.texts();
    let items = move || {
        puzzles.progress.with(|p| {
            p.history
                .iter()
                .rev()
                .take(50)
                .map(|tried| {
                    let mark = if tried.solved {
                        t().solved_mark
                    } else {
                        t().failed_mark
                    };
                    let class = if tried.solved { "solved" } else { "failed" };
                    view! {
                        <li class=class>
                            {puzzle_link(puzzles, tried.id.clone(), tried.id.clone())}
                            " "
                            {mark}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <details class="puzzle-history" open>
            <summary>{move || t().history}</summary>
            <Show
                when=move || puzzles.progress.with(|p| !p.history.is_empty())
                fallback=move || view! { <p class="puzzle-none">{move || t().no_history}</p> }
            >
                <ol class="puzzle-list" data-testid="puzzle-history">{items}</ol>
            </Show>
        </details>
    }
}

/// The person's own puzzles, from their games.
#[component]
fn OwnPuzzles() -> impl IntoView {
    let puzzles = expect_context::<Puzzles>();
    let t = move || puzzles.texts();
    let item = move |p: &Puzzle| {
        let id = p.id.clone();
        let about = format!("{} · {}", t().prompt(p.attacker(), p.kind), p.rating);
        view! {
            <li>
                {puzzle_link(puzzles, id.clone(), view! { <span data-testid="puzzle-id">{id}</span> })}
                " "
                <span class="puzzle-meta">{about}</span>
            </li>
        }
    };
    view! {
        <details class="puzzle-mine" open>
            <summary>{move || t().mine}</summary>
            <ul class="puzzle-list" data-testid="puzzles-mine">
                {move || puzzles.own.with(|own| own.iter().map(item).collect_view())}
            </ul>
            <Show when=move || puzzles.own.with(Vec::is_empty)>
                <p class="puzzle-none">{move || t().no_mine}</p>
            </Show>
        </details>
    }
}
