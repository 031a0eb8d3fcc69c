//! After a game, beside the board (under the status and the game's buttons on a phone):
//! how it ended and in how many moves, and the next steps: a rematch with the colours
//! swapped or kept (against the computer; the same setup again otherwise), the review of
//! the game, and a new setup. The page's alert comes first, as in the original; this box
//! only follows it, and leaves the board (and its winning five) in view.

use gobang_engine::{GameStatus, Stone};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use crate::game::session::{Opponent, Outcome};
use crate::study::desk::Desk;
use crate::study::played::page_game;
use crate::study::played::texts::played_texts;

/// How the page's last game ended, while its final position is on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ended {
    outcome: Outcome,
    opponent: Opponent,
    /// The person's colour against the computer.
    person: Stone,
    moves: usize,
}

/// The page's game, if it has ended on the board.
fn ended() -> Option<Ended> {
    let saved = page_game()?;
    let outcome = match saved.game.status() {
        GameStatus::Ongoing => return None,
        GameStatus::Won { winner, .. } => Outcome::Winner(winner),
        GameStatus::Draw => Outcome::Draw,
    };
    Some(Ended {
        outcome,
        opponent: saved.opponent,
        person: saved.person,
        moves: saved.game.moves().len(),
    })
}

/// The page's element with this test hook.
fn page_element(test_id: &str) -> Option<HtmlElement> {
    let document = web_sys::window()?.document()?;
    let found = document
        .query_selector(&format!("[data-testid='{test_id}']"))
        .ok()??;
    found.dyn_into().ok()
}

/// Presses the page's own controls for a rematch: who moves first (against the
/// computer), then Start.
fn rematch(first: Option<&str>) {
    if let Some(radio) = first.and_then(page_element) {
        radio.click();
    }
    if let Some(start) = page_element("start") {
        start.click();
    }
}

/// Brings the page's setup into view with the focus on its first choice.
fn new_setup() {
    let setup = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("details.setup").ok().flatten());
    if let Some(setup) = setup {
        setup.scroll_into_view();
    }
    if let Some(first) = page_element("opponent") {
        let _ = first.focus();
    }
}

/// The result of the page's last game and what to do next, while the game's final
/// position is on the board.
#[component]
pub fn ResultBox() -> impl IntoView {
    let desk = expect_context::<Desk>();
    // The page publishes its game with each change, which the desk's session follows.
    let ended = Memo::new(move |_| {
        desk.session.track();
        ended()
    });
    let t = move || played_texts(desk.lang.get());
    view! {
        {move || {
            // Away while the editor (whose Play from here is then the one primary button)
            // or the analysis board is open; a review keeps it, for the rematch after.
            let studying = desk.study.editor.with(Option::is_some) || desk.study.analysis_on.get();
            let ended = ended.get().filter(|_| !studying)?;
            let page_texts = desk.lang.get().texts();
            let result = format!(
                "{} · {}",
                page_texts.outcome_status(ended.outcome, ended.opponent, ended.person),
                t().moves(ended.moves),
            );
            let computer = ended.opponent == Opponent::Computer;
            // The person's colour in the rematch: the other, or the same.
            let first = |black: bool| if black { "first-me" } else { "first-computer" };
            let was_black = ended.person == Stone::Black;
            Some(view! {
                <section class="result" role="group" aria-label=move || t().next_steps>
                    <p data-testid="result">{result}</p>
                    <div class="buttons">
                        // (Not filled: the page's Start stays the one primary button.)
                        <button
                            data-testid="rematch"
                            on:click=move |_| rematch(computer.then(|| first(!was_black)))
                        >
                            {move || if computer { t().rematch } else { t().play_again }}
                        </button>
                        <Show when=move || computer>
                            <button
                                data-testid="rematch-same"
                                on:click=move |_| rematch(Some(first(was_black)))
                            >
                                {move || t().rematch_same}
                            </button>
                        </Show>
                        <button
                            data-testid="review-game"
                            prop:disabled=move || !desk.can_step()
                            on:click=move |_| {
                                let reviewed = desk
                                    .session
                                    .with_untracked(|s| desk.study.review_of(s.game()).is_some());
                                if !reviewed {
                                    desk.toggle_review();
                                }
                            }
                        >
                            {move || t().review_game}
                        </button>
                        <button data-testid="new-setup" on:click=move |_| new_setup()>
                            {move || t().new_setup}
                        </button>
                    </div>
                </section>
            })
        }}
    }
}
