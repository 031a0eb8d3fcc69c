//! The study module's panel among the game's buttons: the game's move list and stepping
//! through it (in every mode, during play too), the buttons that open the review, the
//! analysis and the editor, the review's results with its graph, the analysis board's
//! panel ([`super::analysis`]), and the opening's panel.

use gobang_engine::Stone;
use gobang_engine::ai::analysis::Mark;
use leptos::prelude::*;

use crate::game::session::Session;
use crate::shell::browser::keep_in_view;
use crate::shell::text::point_name;
use crate::study::desk::Desk;
use crate::study::review::{ReviewRun, mover};
use crate::study::views::editor::{EditingBanner, EditorTools};

/// The viewBox of the evaluation graph: wide and low, drawn to the panel's width. Its
/// coordinates are whole numbers (fine enough at this scale), so that no float is
/// written as text: that would bring float formatting into the module.
const GRAPH_WIDTH: i32 = 4000;
const GRAPH_HEIGHT: i32 = 1000;
/// Room around the graph in the viewBox, so that the dots at 0%, 100% and the last move
/// are drawn whole.
const GRAPH_MARGIN: i32 = 50;

/// Studying the game: its move list and the buttons that step through it, there from the
/// game's start so that nothing moves as moves arrive; the buttons of the review, the
/// analysis and the editor, which stand with the game's own, and what they show: the
/// review's progress, graph and marks, the analysis and the editor's tools.
#[component]
pub fn StudyPanel() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let t = move || desk.texts();
    let studied = Memo::new(move |_| desk.can_study());
    let on_board = Memo::new(move |_| desk.session.with(Session::started));
    let editing = Memo::new(move |_| desk.study.editor.with(Option::is_some));
    let review = Memo::new(move |_| desk.session.with(|s| desk.study.review_of(s.game())));
    let running = move || review.with(|r| r.as_ref().is_some_and(ReviewRun::running));
    let review_label = move || match review.get() {
        Some(run) if run.running() => t().stop_review,
        Some(_) => t().close_review,
        None => t().review,
    };
    let pressed = |on: bool| if on { "true" } else { "false" };
    let edit = NodeRef::<leptos::html::Button>::new();
    view! {
        {desk.opening.panel.run(())}
        <div class="study">
            <Show when=move || editing.get()>
                <EditingBanner edit />
            </Show>
            <Show when=move || on_board.get() && !editing.get()>
                // On the analysis board its tree is the move list, unless a review's
                // marks are on the game's moves.
                <Show when=move || !desk.study.analysis_on.get() || review.with(Option::is_some)>
                    <MoveList review />
                </Show>
                <Navigation />
                <MarkNote review />
            </Show>
            <div class="buttons">
                // Review and Analysis only with something to study; Edit board always.
                <button
                    data-testid="review"
                    class:hidden=move || !studied.get()
                    prop:disabled=move || !studied.get() || editing.get()
                    on:click=move |_| desk.toggle_review()
                >
                    {review_label}
                </button>
                <button
                    data-testid="analysis"
                    aria-pressed=move || pressed(desk.study.analysis_on.get())
                    class:hidden=move || !desk.can_analyse()
                    prop:disabled=move || !desk.can_analyse()
                    on:click=move |_| desk.toggle_analysis()
                >
                    {move || t().analysis}
                </button>
                <button
                    data-testid="edit"
                    node_ref=edit
                    aria-pressed=move || pressed(editing.get())
                    // An opening's steps are taken on the board: no editing then.
                    prop:disabled=move || desk.opening.shown.with(Option::is_some)
                    on:click=move |_| desk.toggle_edit()
                >
                    {move || t().edit}
                </button>
            </div>
            <Show when=running>
                <label class="progress">
                    <span>{move || t().reviewing}</span>
                    <progress
                        data-testid="review-progress"
                        max=move || review.with(|r| r.as_ref().map_or(1, ReviewRun::total))
                        value=move || review.with(|r| r.as_ref().map_or(0, ReviewRun::done))
                    ></progress>
                </label>
            </Show>
            <Show when=move || review.with(Option::is_some) && !editing.get()>
                <Results review />
            </Show>
            <Show when=move || desk.study.variations.with(Option::is_some) && desk.can_analyse()>
                <crate::study::views::analysis::AnalysisBoard />
            </Show>
            <Show when=move || editing.get()>
                <EditorTools />
            </Show>
            <p class="notice" data-testid="study-notice" role="status" aria-live="polite">
                {move || desk.notice.get()}
            </p>
        </div>
    }
}

/// First, previous, next and last, and which move is shown.
#[component]
fn Navigation() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let t = move || desk.texts();
    let at = Memo::new(move |_| desk.at());
    let button = move |test_id: &'static str,
                       symbol: &'static str,
                       label: fn(&crate::study::texts::StudyTexts) -> &'static str,
                       target: fn(usize, usize) -> usize,
                       enabled: fn(usize, usize) -> bool| {
        view! {
            <button
                class="nav"
                data-testid=test_id
                aria-label=move || label(t())
                title=move || label(t())
                prop:disabled=move || { let (n, m) = at.get(); !enabled(n, m) }
                on:click=move |_| { let (n, m) = at.get_untracked(); desk.go(target(n, m)) }
            >
                {symbol}
            </button>
        }
    };
    view! {
        <div class="buttons navigation">
            {button("nav-first", "«", |t| t.first, |_, _| 0, |n, _| n > 0)}
            {button("nav-prev", "‹", |t| t.previous, |n, _| n.saturating_sub(1), |n, _| n > 0)}
            <span class="ply">
                <span class="sr-only">{move || t().move_word}</span>
                <span data-testid="ply" aria-live="polite">
                    {move || { let (n, m) = at.get(); format!("{n} / {m}") }}
                </span>
            </span>
            {button("nav-next", "›", |t| t.next, |n, _| n + 1, |n, m| n < m)}
            {button("nav-last", "»", |t| t.last, |_, m| m, |n, m| n < m)}
        </div>
    }
}

/// What the mark of the move shown means, right under the buttons that step through the
/// moves (on a phone, with the board, in view together).
#[component]
fn MarkNote(
    /// The review of the game on the board, if any.
    review: Memo<Option<ReviewRun>>,
) -> impl IntoView {
    let desk = expect_context::<Desk>();
    let t = move || desk.texts();
    let shown = Memo::new(move |_| desk.at().0);
    let note = move || {
        let ply = shown.get();
        let size = desk.session.with(|s| s.game().board().size());
        review.with(|run| {
            let run = run.as_ref()?;
            let reviewed = run.at(ply)?;
            let better = point_name(reviewed.better?, size);
            let game = desk.session.with(|s| s.game().clone());
            let (played, side) = (
                point_name(*game.moves().get(ply - 1)?, size),
                mover(&game, ply),
            );
            match (reviewed.mark, reviewed.unsure) {
                (Some(mark), _) => Some(t().mark_note(mark, ply, side, &played, &better)),
                (None, Some(mark)) => Some(t().unsure_note(mark, ply, side, &played, &better)),
                (None, None) => None,
            }
        })
    };
    move || note().map(|text| view! { <p class="mark-note" data-testid="mark-note">{text}</p> })
}

/// The review's graph of black's chance and the marks counted per side.
#[component]
fn Results(
    /// The review of the game on the board.
    review: Memo<Option<ReviewRun>>,
) -> impl IntoView {
    let desk = expect_context::<Desk>();
    let t = move || desk.texts();
    let shown = Memo::new(move |_| desk.at().0);
    let summary = move || {
        review.with(|run| {
            run.as_ref().map(|run| {
                let sides =
                    [Stone::Black, Stone::White].map(|side| t().summary(side, run.counts(side)));
                sides.join(" · ")
            })
        })
    };
    view! {
        <div class="review-results">
            <Graph review shown />
            <p class="summary" data-testid="review-summary">{summary}</p>
        </div>
    }
}

/// Black's winning chance after each move, 0 to 100% from the bottom up; a click on a
/// move's column shows that move.
#[component]
fn Graph(
    /// The review drawn.
    review: Memo<Option<ReviewRun>>,
    /// The move shown.
    shown: Memo<usize>,
) -> impl IntoView {
    let desk = expect_context::<Desk>();
    let total = move || review.with(|r| r.as_ref().map_or(1, ReviewRun::total).max(1));
    // The x of a move, and the y of black's chance, in the viewBox's whole units.
    let x = move |ply: usize, total: usize| (ply * GRAPH_WIDTH as usize / total) as i32;
    let y = |chance: f32| (GRAPH_HEIGHT as f32 * (1.0 - chance)).round() as i32;
    // Black's chance as the area under its curve, from the bottom.
    let area = move || {
        let total = total();
        review.with(|run| {
            let mut points = format!("0,{GRAPH_HEIGHT} 0,{}", y(0.5));
            let mut last = 0;
            for r in run.iter().flat_map(|run| run.moves()) {
                last = x(r.ply, total);
                points.push_str(&format!(" {last},{}", y(r.after.black_chance)));
            }
            points.push_str(&format!(" {last},{GRAPH_HEIGHT}"));
            points
        })
    };
    let columns = move || {
        let total = total();
        let width = GRAPH_WIDTH / total as i32;
        review.with(|run| {
            run.iter()
                .flat_map(|run| run.moves())
                .map(|r| {
                    let ply = r.ply;
                    let x = x(ply, total);
                    let value = (r.after.black_chance * 100.0).round() as i32;
                    let mark = r.mark.map(Mark::name);
                    view! {
                        <g
                            class="point"
                            data-ply=ply
                            data-value=value
                            data-mark=mark
                            on:click=move |_| desk.go(ply)
                        >
                            <rect x=x - width / 2 y="0" width=width height=GRAPH_HEIGHT></rect>
                            {mark.map(|_| view! {
                                <circle cx=x cy=y(r.after.black_chance) r="35"></circle>
                            })}
                        </g>
                    }
                })
                .collect_view()
        })
    };
    let t = move || desk.texts();
    let key = [Mark::MissedWin, Mark::Blunder, Mark::Mistake].map(|mark| {
        view! {
            <li data-mark=mark.name()>
                {move || format!("{}: {}", t().mark(mark), t().mark_meaning(mark))}
            </li>
        }
    });
    view! {
        <figure class="graph">
            <svg
                class="eval-graph"
                data-testid="eval-graph"
                role="img"
                aria-label=move || t().graph_key
                viewBox=format!(
                    "{m} {m} {} {}",
                    GRAPH_WIDTH + 2 * GRAPH_MARGIN,
                    GRAPH_HEIGHT + 2 * GRAPH_MARGIN,
                    m = -GRAPH_MARGIN,
                )
                preserveAspectRatio="none"
            >
                <polygon class="area" points=area></polygon>
                <line class="even" x1="0" y1=y(0.5) x2=GRAPH_WIDTH y2=y(0.5)></line>
                <line
                    class="shown"
                    x1=move || x(shown.get(), total())
                    y1="0"
                    x2=move || x(shown.get(), total())
                    y2=GRAPH_HEIGHT
                ></line>
                {columns}
            </svg>
            <Axis review />
            <figcaption>
                <p>{move || t().graph_key}</p>
                <ul class="graph-key">
                    {key}
                    {move || {
                        let unsure = review
                            .with(|r| r.as_ref().is_some_and(|r| r.moves().iter().any(|m| m.unsure.is_some())));
                        unsure.then(|| view! { <li data-unsure="">{t().unsure_meaning}</li> })
                    }}
                </ul>
            </figcaption>
        </figure>
    }
}

/// The graph's axis: the move numbers at its start, its quarters and its end.
#[component]
fn Axis(
    /// The review drawn.
    review: Memo<Option<ReviewRun>>,
) -> impl IntoView {
    let total = move || review.with(|r| r.as_ref().map_or(0, ReviewRun::total));
    let ticks = move || {
        let total = total();
        (0..=4)
            .map(|quarter| {
                let ply = (total * quarter + 2) / 4;
                view! { <span data-ply=ply>{ply}</span> }
            })
            .collect_view()
    };
    view! {
        <div class="graph-axis" data-testid="graph-axis" aria-hidden="true">
            {ticks}
        </div>
    }
}

/// Every move of the game, numbered and named as the board's edges name the points, to
/// click to look back (during play too). Its height is set, so that nothing under it
/// moves as moves arrive, and it scrolls (the page does not) to keep the move shown in
/// view, the newest while the game is followed.
#[component]
fn MoveList(
    /// The review of the game on the board, if any.
    review: Memo<Option<ReviewRun>>,
) -> impl IntoView {
    let desk = expect_context::<Desk>();
    let shown = Memo::new(move |_| desk.at().0);
    let list = NodeRef::<leptos::html::Ol>::new();
    let items = move || {
        let game = desk.session.with(|s| s.game().clone());
        let size = game.board().size();
        let t = desk.texts();
        let texts = desk.lang.get().texts();
        if game.moves().is_empty() {
            return view! { <li class="no-moves">{t.no_moves}</li> }.into_any();
        }
        game.moves()
            .iter()
            .enumerate()
            .map(|(i, &pos)| {
                let ply = i + 1;
                let side = mover(&game, ply);
                let marks = review.with(|r| {
                    r.as_ref()
                        .and_then(|r| r.at(ply))
                        .map_or((None, None), |r| (r.mark, r.unsure))
                });
                let (mark, unsure) = marks;
                let point = point_name(pos, size);
                // The name starts with the text shown ("3. K10"), as speech input expects.
                let comma = texts.comma;
                let said = match marks {
                    (Some(mark), _) => format!("{comma}{}", t.mark(mark)),
                    (None, Some(mark)) => format!("{comma}{}?", t.mark(mark)),
                    (None, None) => String::new(),
                };
                let label = format!("{ply}. {point}{comma}{}{said}", texts.colour(side));
                view! {
                    <li>
                        <button
                            data-ply=ply
                            data-mark=mark.map(Mark::name)
                            data-unsure=unsure.map(Mark::name)
                            aria-label=label
                            aria-current=move || (shown.get() == ply).then_some("step")
                            on:click=move |_| desk.go(ply)
                        >
                            <span class=format!("mini-stone {}", side.name())></span>
                            {format!("{ply}. {point}")}
                        </button>
                    </li>
                }
            })
            .collect_view()
            .into_any()
    };
    Effect::new(move |_| {
        let ply = shown.get();
        // (Read to follow the moves as they come: the move shown is the newest then.)
        let _ = desk.session.with(|s| s.game().moves().len());
        request_animation_frame(move || {
            // (The list may be gone by then: a game ended with End.)
            if let Some(list) = list.try_get_untracked().flatten() {
                keep_in_view(&list, &format!("[data-ply=\"{ply}\"]"));
            }
        });
    });
    view! {
        <ol
            class="move-list"
            data-testid="move-list"
            node_ref=list
            aria-label=move || desk.texts().moves
        >
            {items}
        </ol>
    }
}
