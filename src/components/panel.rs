use gobang_engine::Stone;
use gobang_engine::ai::Level;
use leptos::prelude::*;

use crate::session::{FirstPlayer, Phase, Session};
use crate::text;

/// The information beside the board: title, first-player choice, the Start/End button,
/// the status line and the rules.
#[component]
pub fn Panel(
    /// The match to describe.
    session: RwSignal<Session>,
    /// Who will move first in the next game.
    first: RwSignal<FirstPlayer>,
    /// Called when the Start/End button is pressed.
    #[prop(into)]
    on_toggle: Callback<()>,
    /// Called with the level the person chose.
    #[prop(into)]
    on_level: Callback<Level>,
    /// A message for the person, shown under the status line while it is set.
    notice: RwSignal<Option<&'static str>>,
) -> impl IntoView {
    let radio = move |choice: FirstPlayer, test_id: &'static str, label: &'static str| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name="first"
                    data-testid=test_id
                    prop:checked=move || first.get() == choice
                    on:change=move |_| first.set(choice)
                />
                {label}
            </label>
        }
    };
    view! {
        <section class="panel">
            <h1>
                {text::TITLE} <span class="mini-stone black"></span>
                <span class="mini-stone white"></span>
            </h1>
            <p class="tagline">{text::TAGLINE}</p>
            <fieldset class="first-player">
                <legend>{text::WHO_STARTS}</legend>
                {radio(FirstPlayer::Computer, "first-computer", text::COMPUTER_FIRST)}
                {radio(FirstPlayer::Me, "first-me", text::ME_FIRST)}
            </fieldset>
            <LevelChoice session on_level />
            <button
                class="start"
                data-testid="start"
                class:ending=move || session.with(Session::in_game)
                on:click=move |_| on_toggle.run(())
            >
                {move || if session.with(Session::in_game) { text::END } else { text::START }}
            </button>
            <Status session />
            {move || notice.get().map(|text| view! { <p class="notice" data-testid="notice" role="alert">{text}</p> })}
            <Rules />
        </section>
    }
}

/// The computer's level.
#[component]
fn LevelChoice(
    /// The match whose level is shown.
    session: RwSignal<Session>,
    /// Called with the level chosen.
    on_level: Callback<Level>,
) -> impl IntoView {
    let options = Level::ALL
        .into_iter()
        .map(|level| {
            view! {
                <option value=level.name() selected=move || session.with(|s| s.level() == level)>
                    {text::level(level)}
                </option>
            }
        })
        .collect_view();
    view! {
        <label class="level">
            {text::LEVEL} " "
            <select
                data-testid="level"
                prop:value=move || session.with(|s| s.level().name())
                on:change=move |event| {
                    if let Ok(level) = event_target_value(&event).parse() {
                        on_level.run(level);
                    }
                }
            >
                {options}
            </select>
        </label>
    }
}

/// Who holds which colour and whose turn it is, or how the game ended.
#[component]
fn Status(
    /// The match to describe.
    session: RwSignal<Session>,
) -> impl IntoView {
    let side = |who: &'static str, stone: Stone| {
        view! {
            <span class="side">
                {who} ": " <span class=format!("mini-stone {}", stone.name())></span>
                {text::colour(stone)}
            </span>
        }
    };
    let line = move || {
        let (phase, computer, person) = session.with(|s| (s.phase(), s.computer(), s.person()));
        let turn = match phase {
            Phase::Idle => return view! { <span>{text::IDLE}</span> }.into_any(),
            Phase::YourTurn => text::YOUR_TURN,
            Phase::ComputerTurn => text::THINKING,
            Phase::Over(outcome) => text::outcome_status(outcome),
        };
        view! {
            {side(text::COMPUTER, computer)}
            " · "
            {side(text::YOU, person)}
            " — "
            <b>{turn}</b>
        }
        .into_any()
    };
    view! {
        <p class="status" data-testid="status" role="status" aria-live="polite">
            {line}
        </p>
    }
}

/// The original's rules list.
#[component]
fn Rules() -> impl IntoView {
    view! {
        <div class="rules">
            <h2>{text::RULES}</h2>
            <p>{text::WIN_RULE}</p>
            <ol>
                {text::RULES_LIST
                    .iter()
                    .map(|&(kept, struck)| {
                        view! {
                            <li>
                                {kept} {(!struck.is_empty()).then(|| view! { <del>{struck}</del> })}
                            </li>
                        }
                    })
                    .collect_view()}
            </ol>
            <p class="note">{text::STRUCK_NOTE}</p>
        </div>
    }
}
