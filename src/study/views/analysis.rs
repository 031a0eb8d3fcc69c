//! The analysis board's panel: what the engine makes of the position shown (black's
//! chance or a forced win, the best line, how deep the search went, Stop and Go on), back
//! to the game, what a file wrote on the node shown, the tree of variations as a move
//! list (click to go; promote, delete; a node with a file's notes flagged), and the
//! tree's record and link.

use gobang_engine::GameStatus;
use leptos::prelude::*;

use crate::shell::browser::{copy_to_clipboard, keep_in_view};
use crate::shell::text::point_name;
use crate::study::analysis_texts::analysis_texts;
use crate::study::desk::Desk;
use crate::study::state::{Insight, eval_text};
use crate::study::texts::study_texts;
use crate::study::variations::{Line, Variations};

/// The analysis board's panel (`analysis-board`).
#[component]
pub fn AnalysisBoard() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let a = move || analysis_texts(desk.lang.get());
    let insight = Memo::new(move |_| {
        let (size, rule) = desk.setup.with(|s| (s.size, s.rule));
        desk.session
            .with(|s| desk.study.insight(s, desk.game_id.get(), size, rule))
    });
    let studied = Memo::new(move |_| {
        let (size, rule) = desk.setup.with(|s| (s.size, s.rule));
        desk.session
            .with(|s| desk.study.studied(s, desk.game_id.get(), size, rule))
            .ok()
    });
    let finished = move || studied.with(|g| g.as_ref().map(|g| g.status()).filter(|s| s.is_over()));
    let eval = move || {
        let lang = desk.lang.get();
        let t = study_texts(lang);
        match (finished(), insight.get()) {
            (Some(GameStatus::Won { winner, .. }), _) => t.has_won(winner),
            (Some(_), _) => t.draw.to_owned(),
            (None, Insight::Eval(eval)) => eval_text(lang, &eval),
            (None, Insight::Thinking) => t.thinking.to_owned(),
            (None, Insight::Impossible(e)) => format!("{}{}", t.no_analysis, t.setup_error(e)),
        }
    };
    let line = move || {
        let t = desk.texts();
        let to_move = desk.shown.with(|s| s.to_move);
        let size = desk.shown.with(|s| s.board.size());
        match insight.get() {
            Insight::Eval(eval) if !eval.line.is_empty() && finished().is_none() => {
                let moves: Vec<String> = eval
                    .line
                    .iter()
                    .take(8)
                    .map(|&p| point_name(p, size))
                    .collect();
                format!("{}{}", t.best_line(to_move), moves.join(" "))
            }
            _ => String::new(),
        }
    };
    let searching = move || desk.study.searching.get();
    let paused = move || desk.study.paused.get();
    let progress = move || match insight.get() {
        Insight::Eval(eval) if eval.nodes > 0 && finished().is_none() => {
            a().progress(eval.depth, eval.nodes, searching(), paused())
        }
        _ => String::new(),
    };
    // What a file wrote on the node shown.
    let comment = move || {
        desk.study.variations.with(|v| {
            v.as_ref()
                .and_then(Variations::notes)
                .map(|n| n.comment.clone())
                .unwrap_or_default()
        })
    };
    view! {
        <div class="analysis" data-testid="analysis-board" role="status" aria-live="polite">
            <p data-testid="eval">{eval}</p>
            <p data-testid="best-line">{line}</p>
            <p class="depth" data-testid="depth">{progress}</p>
            <p class="node-comment" data-testid="node-comment">{comment}</p>
        </div>
        <div class="buttons analysis-buttons">
            <button
                data-testid="analysis-stop"
                aria-pressed=move || if paused() { "true" } else { "false" }
                on:click=move |_| desk.study.toggle_pause()
            >
                {move || if paused() { a().go_on } else { a().stop }}
            </button>
            <button
                data-testid="analysis-home"
                prop:disabled=move || {
                    desk.study.variations.with(|v| v.as_ref().is_none_or(Variations::on_game))
                }
                on:click=move |_| { desk.vary(Variations::home); }
            >
                {move || desk.lang.get().texts().back_to_game}
            </button>
        </div>
        <Tree />
        <TreeRecord />
    }
}

/// The tree of variations: the main line, each side line after the move it replaces
/// (`variation`, with its first move's `data-ply` and its moves in `data-line`), with
/// promote and delete.
#[component]
fn Tree() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let a = move || analysis_texts(desk.lang.get());
    let main = Memo::new(move |_| {
        desk.study
            .variations
            .with(|v| v.as_ref().map(Variations::main_line))
    });
    let size = move || desk.shown.with(|s| s.board.size());
    let section = NodeRef::<leptos::html::Section>::new();
    // The main line scrolls (the page does not) to keep the move shown in view, a side
    // line's too, a new one as it is made.
    Effect::new(move |_| {
        main.track();
        desk.study
            .variations
            .with(|v| v.as_ref().map(|v| v.at().to_vec()));
        request_animation_frame(move || {
            let main_line = section
                .try_get_untracked()
                .flatten()
                .and_then(|s| s.query_selector(".main-line").ok().flatten());
            if let Some(main_line) = main_line {
                keep_in_view(&main_line, "[aria-current=\"step\"]");
            }
        });
    });
    view! {
        <section class="variations" node_ref=section aria-label=move || a().variations>
            {move || main.get().map(|line| line_view(desk, line, size(), 0))}
        </section>
    }
}

/// One line of the tree as a list of moves, its side lines nested after the move they
/// replace.
fn line_view(desk: Desk, line: Line, size: usize, depth: usize) -> AnyView {
    let a = move || analysis_texts(desk.lang.get());
    let steps = line
        .steps
        .into_iter()
        .map(|step| {
            let path = step.path.clone();
            let last = path.last().copied();
            let name = last.map(|p| point_name(p, size)).unwrap_or_default();
            let text = format!("{}. {name}", step.ply);
            let here = path.clone();
            let current = move || {
                desk.study
                    .variations
                    .with(|v| v.as_ref().is_some_and(|v| v.at() == here.as_slice()))
            };
            let go = path.clone();
            // A node a file wrote a comment, labels or marks on.
            let noted = desk.study.variations.with_untracked(|v| {
                v.as_ref().is_some_and(|v| v.notes_at(&path).is_some())
            });
            let sides = step
                .sides
                .into_iter()
                .map(|side| {
                    let first = side.steps.first().map(|s| s.path.clone()).unwrap_or_default();
                    let ply = side.steps.first().map_or(0, |s| s.ply);
                    let words: Vec<String> = side
                        .steps
                        .iter()
                        .filter_map(|s| s.path.last().map(|p| p.display(size).to_string()))
                        .collect();
                    let (promote, delete) = (first.clone(), first);
                    view! {
                        <li class="variation" data-testid="variation" data-ply=ply data-line=words.join(" ")>
                            {line_view(desk, side, size, depth + 1)}
                            <button
                                class="tree-tool"
                                data-testid="promote"
                                aria-label=move || a().promote
                                title=move || a().promote
                                on:click=move |_| { desk.vary(|v| v.promote(&promote)); }
                            >
                                "⇧ "
                                {move || a().promote_short}
                            </button>
                            <button
                                class="tree-tool"
                                data-testid="delete-line"
                                aria-label=move || a().delete
                                title=move || a().delete
                                on:click=move |_| { desk.vary(|v| v.delete(&delete)); }
                            >
                                "✕ "
                                {move || a().delete_short}
                            </button>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <li class="step">
                    <button
                        data-ply=step.ply
                        data-noted=noted.then_some("true")
                        aria-current=move || current().then_some("step")
                        on:click=move |_| { desk.vary(|v| v.go(&go)); }
                    >
                        {text}
                    </button>
                </li>
                {sides}
            }
        })
        .collect_view();
    let class = if depth == 0 {
        "tree main-line"
    } else {
        "tree side-line"
    };
    view! { <ol class=class data-testid=(depth == 0).then_some("tree")>{steps}</ol> }.into_any()
}

/// The tree's record (PGN-style, side lines in parentheses), which a pasted one replaces
/// (Open record), and its link (Copy link).
#[component]
fn TreeRecord() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let a = move || analysis_texts(desk.lang.get());
    let record = Memo::new(move |_| {
        desk.study
            .variations
            .with(|v| v.as_ref().map(Variations::record).unwrap_or_default())
    });
    let text = RwSignal::new(String::new());
    Effect::new(move |_| text.set(record.get()));
    let area = NodeRef::<leptos::html::Textarea>::new();
    let copy = move |_| {
        let Some(link) = desk.tree_link() else {
            return;
        };
        let t = a();
        let shown = link.clone();
        copy_to_clipboard(link, move |copied| {
            if copied {
                desk.notice.set(Some(t.copied.to_owned()));
            } else {
                text.set(shown);
                if let Some(area) = area.get_untracked() {
                    area.select();
                }
                desk.notice.set(Some(t.copy_failed.to_owned()));
            }
        });
    };
    view! {
        <details class="tree-record">
            <summary>{move || a().record}</summary>
            <textarea
                data-testid="tree-record"
                rows="2"
                node_ref=area
                aria-label=move || a().record
                prop:value=move || text.get()
                on:input=move |e| text.set(event_target_value(&e))
            ></textarea>
            <div class="buttons">
                <button data-testid="tree-open" on:click=move |_| desk.open_tree(&text.get_untracked())>
                    {move || a().open}
                </button>
                <button data-testid="tree-link" on:click=copy>
                    {move || desk.lang.get().texts().copy_link}
                </button>
            </div>
        </details>
    }
}
