//! The opening's panel, at the top of the study's: the opening's name (and under renju the
//! canonical opening placed), whose step it is and what is chosen, the choice buttons, a
//! line that says what the computer did in its last steps (also once the game it handed
//! over is on, until the person moves), and a button to take back a step. Its status is a
//! live region, so that screen readers hear each step; the offers are on the board
//! (`data-offer`), where the keys reach them.

use gobang_engine::opening::{Choice, OpeningRule, Step};
use leptos::prelude::*;

use crate::opening::steps::OpeningSteps;

/// The opening's panel, while an opening's steps are taken.
#[component]
pub fn OpeningPanel(
    /// The opening under way, if any.
    opening: OpeningSteps,
) -> impl IntoView {
    let t = move || opening.texts();
    let page = move || opening.lang.get().texts();
    let heading = move || {
        let rule = opening.rule()?;
        let mut text = format!("{}{}", t().heading, page().opening_name(rule));
        let canonical = opening.contest.with(|c| {
            c.as_ref()
                .filter(|c| c.opening() == OpeningRule::Rif)
                .and_then(|c| c.canonical())
        });
        if let Some(canonical) = canonical {
            text = format!("{text} · {}", t().canonical_name(canonical));
        }
        Some(text)
    };
    let status = move || opening.step().map(|(step, actor)| t().step(step, actor));
    // What the computer did, seen (not only heard): while the opening goes on, and after
    // it, beside the game it handed over, until the person's next step or move.
    let did = move || {
        let size = opening.size.get();
        opening.computer_did.with(|did| {
            let did = did.as_ref()?;
            let took = did.took.map(|colour| (colour, did.then));
            Some(t().computer_did(&did.placed, did.more, took, size))
        })
    };
    let did_line = move || {
        did().map(|text| view! { <p class="opening-did" data-testid="opening-did">{text}</p> })
    };
    let options = move || match opening.step() {
        Some((Step::Choose { options, .. }, _)) if opening.persons_step() => options,
        _ => &[],
    };
    let button =
        move |choice: Choice,
              test_id: &'static str,
              label: fn(&crate::opening::texts::OpeningTexts) -> &'static str| {
            view! {
                <Show when=move || options().contains(&choice)>
                    <button data-testid=test_id on:click=move |_| opening.choose(choice)>
                        {move || label(t())}
                    </button>
                </Show>
            }
        };
    view! {
        <Show when=move || opening.contest.with(Option::is_some)>
            <div class="opening" data-testid="opening-panel" role="group" aria-label=move || heading().unwrap_or_default()>
                <p class="opening-heading" data-testid="opening-heading">{heading}</p>
                {did_line}
                <p class="opening-status" data-testid="opening-status" aria-live="polite">
                    {status}
                </p>
                <div class="buttons">
                    {button(Choice::Black, "choose-black", |t| t.choose_black)}
                    {button(Choice::White, "choose-white", |t| t.choose_white)}
                    {button(Choice::More, "choose-more", |t| t.choose_more)}
                    <button
                        data-testid="opening-undo"
                        prop:disabled=move || !opening.can_undo()
                        on:click=move |_| opening.undo()
                    >
                        {move || t().undo}
                    </button>
                </div>
                <p class="notice" data-testid="opening-notice" role="alert">
                    {move || opening.notice.get()}
                </p>
            </div>
        </Show>
        <Show when=move || opening.contest.with(Option::is_none)>
            {did_line}
        </Show>
    }
}
