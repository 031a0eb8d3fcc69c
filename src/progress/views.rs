//! The progress page's views: the Progress button in the learning row, and the page, in
//! place of the game while open, with the rating and its graph, the suggested level, the
//! tables, the puzzle rating and the progress file's buttons.

use gobang_engine::ai::Level;
use leptos::prelude::*;

use super::controller::Progress;
use super::summary::{self, Tally};
use crate::shell::text::Texts;

/// The button that opens the page.
#[component]
pub fn OpenButton() -> impl IntoView {
    let progress = expect_context::<Progress>();
    view! {
        <button data-testid="open-progress" on:click=move |_| progress.show()>
            {move || progress.texts().open}
        </button>
    }
}

/// The progress page, in place of the game while open.
#[component]
pub fn ProgressPage() -> impl IntoView {
    let progress = expect_context::<Progress>();
    view! {
        <Show when=move || progress.open.get()>
            <ProgressSection />
        </Show>
    }
}

/// The page's texts of the shell (level, colour and rule names) in the page's language.
fn shell_texts(progress: Progress) -> &'static Texts {
    progress.page.with(|p| p.lang.texts())
}

#[component]
fn ProgressSection() -> impl IntoView {
    let progress = expect_context::<Progress>();
    let t = move || progress.texts();
    view! {
        <section class="progress" aria-labelledby="progress-heading">
            <header class="title progress-title">
                <h2 id="progress-heading" tabindex="-1">
                    {move || t().heading}
                </h2>
                <button data-testid="progress-back" on:click=move |_| progress.close()>
                    {move || t().back}
                </button>
            </header>
            <Show when=move || progress.reset.get()>
                <p class="notice" role="alert" data-testid="progress-reset">
                    {move || t().reset_notice}
                </p>
            </Show>
            <div class="progress-body">
                <Ratings />
                <Suggested />
                <RatingGraph />
                <Tables />
                <Rules />
                <Files />
            </div>
        </section>
    }
}

/// The player's rating with its uncertainty, the games counted, and the puzzle rating.
#[component]
fn Ratings() -> impl IntoView {
    let progress = expect_context::<Progress>();
    let t = move || progress.texts();
    let rating = move || progress.record.with(|r| r.rating.rating.round() as i64);
    let spread = move || {
        progress
            .record
            .with(|r| (2.0 * r.rating.deviation).round() as i64)
    };
    let games = move || progress.record.with(|r| r.count);
    let puzzle = progress.puzzle_rating();
    view! {
        <dl class="progress-numbers">
            <div>
                <dt>{move || t().rating}</dt>
                <dd>
                    <strong data-testid="player-rating">{rating}</strong>
                    <span class="deviation">" ± " {spread}</span>
                </dd>
            </div>
            <div>
                <dt>{move || t().games}</dt>
                <dd>
                    <strong data-testid="player-games">{games}</strong>
                </dd>
            </div>
            {puzzle
                .map(|(rating, deviation, tried)| {
                    view! {
                        <div>
                            <dt>{move || t().puzzle_rating}</dt>
                            <dd>
                                <strong data-testid="puzzle-rating-beside">
                                    {rating.round() as i64}
                                </strong>
                                <span class="deviation">
                                    " ± " {(2.0 * deviation).round() as i64} " · "
                                    {move || t().puzzles_tried.replacen("{}", &tried.to_string(), 1)}
                                </span>
                            </dd>
                        </div>
                    }
                })}
        </dl>
        <p class="progress-note">{move || t().rating_note}</p>
    }
}

/// The level to try next, with why, and the button that starts a game at it.
#[component]
fn Suggested() -> impl IntoView {
    let progress = expect_context::<Progress>();
    let t = move || progress.texts();
    let suggestion = move || progress.record.with(summary::suggest);
    let name = move |level: Level| shell_texts(progress).level_name(level);
    let level = move || suggestion().level;
    view! {
        <div class="level-suggestion" data-testid="level-suggestion" data-level=move || level().name()>
            <p aria-live="polite">{move || t().suggestion(&suggestion(), name)}</p>
            <button
                class="primary"
                data-testid="play-suggested"
                prop:disabled=move || progress.game_on()
                aria-describedby="progress-finish-first"
                on:click=move |_| progress.play(level())
            >
                {move || t().play_level(name(level()))}
            </button>
            <p
                id="progress-finish-first"
                class="progress-note"
                class:hidden=move || !progress.game_on()
            >
                {move || t().finish_first}
            </p>
        </div>
    }
}

/// The rating after each game as a line, over the levels' ratings as guides (their names
/// in HTML beside the SVG, so that the stretched drawing does not stretch the text).
#[component]
fn RatingGraph() -> impl IntoView {
    let progress = expect_context::<Progress>();
    let t = move || progress.texts();
    let graph = move || progress.record.with(summary::graph);
    let view_box = format!("0 0 {} {}", summary::WIDTH, summary::HEIGHT);
    let lines = move || {
        graph()
            .guides
            .into_iter()
            .map(|(y, ..)| view! { <line class="guide" x1="0" x2=summary::WIDTH y1=y y2=y /> })
            .collect_view()
    };
    let labels = move || {
        let texts = shell_texts(progress);
        graph()
            .guides
            .into_iter()
            .map(|(y, level, elo)| {
                // Set through the CSSOM: the page's policy refuses style attributes.
                let top = format!("{}%", y * 100 / summary::HEIGHT);
                view! {
                    <span class="guide-label" style:top=top>
                        {texts.level_name(level)}
                        " "
                        {elo}
                    </span>
                }
            })
            .collect_view()
    };
    view! {
        <figure class="rating-graph">
            <div class="graph-box">
                <svg
                    viewBox=view_box
                    preserveAspectRatio="none"
                    role="img"
                    aria-label=move || t().graph
                    data-testid="rating-graph"
                >
                    {lines}
                    <polyline class="rating-line" points=move || graph().points />
                </svg>
                <div aria-hidden="true">{labels}</div>
            </div>
            <figcaption>{move || t().graph}</figcaption>
        </figure>
    }
}

/// One table of tallies: its caption, the first column's head, and its rows.
fn table(caption: String, head: &'static str, rows: Vec<(String, Tally)>) -> impl IntoView {
    let progress = expect_context::<Progress>();
    let t = progress.texts();
    let heads = t.columns.map(|c| view! { <th scope="col">{c}</th> });
    let rows = rows
        .into_iter()
        .map(|(name, tally)| {
            let cells = t.cells(&tally).map(|c| view! { <td>{c}</td> });
            view! {
                <tr>
                    <th scope="row">{name}</th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    view! {
        <div class="table-scroll">
        <table class="progress-table">
            <caption>{caption}</caption>
            <thead>
                <tr>
                    <th scope="col">{head}</th>
                    {heads}
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        </div>
    }
}

/// The games by level, by colour and by rule.
#[component]
fn Tables() -> impl IntoView {
    let progress = expect_context::<Progress>();
    move || {
        let t = progress.texts();
        let texts = shell_texts(progress);
        progress.record.with(|record| {
            if record.games.is_empty() {
                return view! { <p class="progress-note">{t.no_games}</p> }.into_any();
            }
            let games = &record.games;
            let levels = summary::by_level(games)
                .into_iter()
                .map(|(level, tally)| (texts.level_name(level).to_owned(), tally))
                .collect();
            let colours = summary::by_colour(games)
                .into_iter()
                .filter(|(_, tally)| tally.games() > 0)
                .map(|(colour, tally)| (t.colour_name(colour).to_owned(), tally))
                .collect();
            let rules = summary::by_rule(games)
                .into_iter()
                .map(|(rule, size, tally)| {
                    (format!("{} · {size}×{size}", texts.rule_name(rule)), tally)
                })
                .collect();
            view! {
                <div class="progress-tables">
                    {table(t.by_level.to_owned(), t.level, levels)}
                    {table(t.by_colour.to_owned(), t.colour, colours)}
                    {table(t.by_rule.to_owned(), t.rule, rules)}
                </div>
                <p class="progress-note">{t.kept}</p>
            }
            .into_any()
        })
    }
}

/// The rules of rated play.
#[component]
fn Rules() -> impl IntoView {
    let progress = expect_context::<Progress>();
    let t = move || progress.texts();
    view! {
        <details class="progress-rules" data-testid="progress-rules">
            <summary>{move || t().rules_heading}</summary>
            <ul>{move || t().rules.map(|rule| view! { <li>{rule}</li> })}</ul>
        </details>
    }
}

/// Save and load the progress file, with the result said.
#[component]
fn Files() -> impl IntoView {
    let progress = expect_context::<Progress>();
    let t = move || progress.texts();
    view! {
        <div class="progress-files">
            <p class="progress-note">{move || t().file_note}</p>
            <div class="buttons">
                <button data-testid="save-progress" on:click=move |_| progress.save()>
                    {move || t().save}
                </button>
                <label class="file-button">
                    <span>{move || t().load}</span>
                    <input
                        type="file"
                        accept=".txt,text/plain"
                        data-testid="load-progress"
                        on:change=move |event| progress.load(&event)
                    />
                </label>
            </div>
            <p role="status" aria-live="polite" data-testid="progress-status">
                {move || progress.status.get()}
            </p>
        </div>
    }
}
