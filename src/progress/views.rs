//! The progress page's views: the page, in
//! place of the game while open. What takes input (the buttons, the file input, the status
//! line) is a view; the report (ratings, graph, tables, rules) is HTML text from
//! [`super::report`].

use leptos::prelude::*;

use super::controller::Progress;
use super::texts::progress_texts;
use super::{report, summary};

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

/// The page. Its texts are read once, when it opens: the language is chosen on the game's
/// page, hidden while this one is open (and static text costs the module less than a
/// reactive one).
#[component]
fn ProgressSection() -> impl IntoView {
    let progress = expect_context::<Progress>();
    let lang = progress.page.with_untracked(|p| p.lang);
    let t = progress_texts(lang);
    // Read once an opening: the puzzles keep it while this page is closed.
    let puzzle = progress.puzzle_rating();
    let ratings = move || progress.record.with(|r| report::ratings(r, t, puzzle));
    let history = move || {
        progress.record.with(|r| {
            let mut html = report::graph(r, t);
            html.push_str(&report::tables(r, t));
            html.push_str(&report::rules(t));
            html
        })
    };
    let reset = progress.reset.get_untracked().then(|| {
        view! {
            <p class="notice" role="alert" data-testid="progress-reset">
                {t.reset_notice}
            </p>
        }
    });
    let suggestion = move || progress.record.with(summary::suggest);
    let level = move || suggestion().level;
    let game_on = move || progress.game_on();
    view! {
        <section class="progress" aria-labelledby="progress-heading">
            <header class="title progress-title">
                <h2 id="progress-heading" tabindex="-1">
                    {t.heading}
                </h2>
                <button data-testid="progress-back" on:click=move |_| progress.close()>
                    {t.words().back_to_game}
                </button>
            </header>
            {reset}
            <div class="progress-part" inner_html=ratings></div>
            <div class="level-suggestion" data-testid="level-suggestion" data-level=move || level().name()>
                <p aria-live="polite">{move || t.suggestion(&suggestion())}</p>
                <button
                    class="primary"
                    data-testid="play-suggested"
                    prop:disabled=game_on
                    on:click=move |_| progress.play(level())
                >
                    {move || t.play_level(t.words().level_name(level()))}
                </button>
                <p class="progress-note" class:hidden=move || !game_on()>
                    {t.finish_first}
                </p>
            </div>
            <div class="progress-part" inner_html=history></div>
            <div class="progress-files">
                <p class="progress-note">{t.file_note}</p>
                <div class="buttons">
                    <button data-testid="save-progress" on:click=move |_| progress.save()>
                        {t.save}
                    </button>
                    <label class="file-button">
                        <span>{t.load}</span>
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
        </section>
    }
}
