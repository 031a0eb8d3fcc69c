use gobang_engine::Stone;
use gobang_engine::ai::Level;
use leptos::prelude::*;

use crate::components::app::Play;
use crate::session::{FirstPlayer, Phase, Session};
use crate::text::Lang;

/// The information beside the board (below it on narrow screens): title and language,
/// the computer's level and who moves first, the game's buttons, the status line, the
/// game record and the rules.
#[component]
pub fn Panel() -> impl IntoView {
    let play = expect_context::<Play>();
    let t = move || play.texts();
    let radio = move |choice: FirstPlayer,
                      test_id: &'static str,
                      label: fn(&'static crate::text::Texts) -> &'static str| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name="first"
                    data-testid=test_id
                    prop:checked=move || play.first.get() == choice
                    on:change=move |_| play.first.set(choice)
                />
                {move || label(t())}
            </label>
        }
    };
    let in_game = move || play.session.with(Session::in_game);
    view! {
        <section class="panel">
            <header class="title">
                <h1>
                    {move || t().title} <span class="mini-stone black"></span>
                    <span class="mini-stone white"></span>
                </h1>
                <LanguageChoice />
            </header>
            <p class="tagline">{move || t().tagline}</p>
            <LevelChoice />
            <fieldset class="first-player">
                <legend>{move || t().who_starts}</legend>
                {radio(FirstPlayer::Computer, "first-computer", |t| t.computer_first)}
                {radio(FirstPlayer::Me, "first-me", |t| t.me_first)}
            </fieldset>
            <div class="buttons">
                <button
                    class="start"
                    data-testid="start"
                    class:ending=in_game
                    on:click=move |_| play.toggle()
                >
                    {move || if in_game() { t().end } else { t().start }}
                </button>
                <button
                    data-testid="undo"
                    prop:disabled=move || !play.session.with(Session::can_undo)
                    on:click=move |_| play.undo()
                >
                    {move || t().undo}
                </button>
                <button
                    data-testid="hint"
                    prop:disabled=move || {
                        play.hint_pending.get() || play.session.with(|s| s.phase() != Phase::YourTurn)
                    }
                    on:click=move |_| play.ask_hint()
                >
                    {move || t().hint}
                </button>
            </div>
            <label class="toggle">
                <input
                    type="checkbox"
                    data-testid="numbers"
                    prop:checked=move || play.numbers.get()
                    on:change=move |event| play.set_numbers(event_target_checked(&event))
                />
                {move || t().numbers}
            </label>
            <Status />
            {move || {
                play.notice
                    .get()
                    .map(|text| view! { <p class="notice" data-testid="notice">{text}</p> })
            }}
            <Record />
            <Rules />
        </section>
    }
}

/// The page's language.
#[component]
fn LanguageChoice() -> impl IntoView {
    let play = expect_context::<Play>();
    let options = Lang::ALL
        .into_iter()
        .map(|lang| {
            view! {
                <option value=lang.code() lang=lang.code() selected=move || play.lang.get() == lang>
                    {lang.name()}
                </option>
            }
        })
        .collect_view();
    view! {
        <select
            class="lang"
            data-testid="lang"
            aria-label=move || play.texts().language
            prop:value=move || play.lang.get().code()
            on:change=move |event| {
                if let Some(lang) = Lang::from_code(&event_target_value(&event)) {
                    play.set_lang(lang);
                }
            }
        >
            {options}
        </select>
    }
}

/// The computer's level.
#[component]
fn LevelChoice() -> impl IntoView {
    let play = expect_context::<Play>();
    let options = Level::ALL
        .into_iter()
        .map(|level| {
            view! {
                <option
                    value=level.name()
                    selected=move || play.session.with(|s| s.level() == level)
                >
                    {move || play.texts().level_name(level)}
                </option>
            }
        })
        .collect_view();
    view! {
        <label class="level">
            {move || play.texts().level} " "
            <select
                data-testid="level"
                prop:value=move || play.session.with(|s| s.level().name())
                on:change=move |event| {
                    if let Ok(level) = event_target_value(&event).parse() {
                        play.set_level(level);
                    }
                }
            >
                {options}
            </select>
        </label>
    }
}

/// Who holds which colour and whose turn it is, or how the game ended; a live region,
/// which also repeats the alerts for screen readers.
#[component]
fn Status() -> impl IntoView {
    let play = expect_context::<Play>();
    let side = move |who: &'static str, stone: Stone| {
        view! {
            <span class="side">
                {who} ": " <span class=format!("mini-stone {}", stone.name())></span>
                {play.texts().colour(stone)}
            </span>
        }
    };
    let line = move || {
        let t = play.texts();
        let (phase, computer, person) =
            play.session.with(|s| (s.phase(), s.computer(), s.person()));
        let turn = match phase {
            Phase::Idle => return view! { <span>{t.idle}</span> }.into_any(),
            Phase::YourTurn if play.hint_pending.get() => t.hint_thinking,
            Phase::YourTurn => t.your_turn,
            Phase::ComputerTurn => t.thinking,
            Phase::Over(outcome) => t.outcome_status(outcome),
        };
        view! {
            {side(t.computer, computer)}
            " · "
            {side(t.you, person)}
            " — "
            <b>{turn}</b>
        }
        .into_any()
    };
    view! {
        <p class="status" data-testid="status" role="status" aria-live="polite">
            {line}
            <span class="sr-only">{move || play.announcement.get()}</span>
        </p>
    }
}

/// The game's moves as text: copied, or loaded from what the person types or pastes.
#[component]
fn Record() -> impl IntoView {
    let play = expect_context::<Play>();
    let t = move || play.texts();
    let input = RwSignal::new(String::new());
    view! {
        <details class="record">
            <summary>{move || t().record}</summary>
            <p class="help">{move || t().record_help}</p>
            <div class="buttons">
                <button data-testid="copy-record" on:click=move |_| play.copy(false)>
                    {move || t().copy_record}
                </button>
                <button data-testid="copy-link" on:click=move |_| play.copy(true)>
                    {move || t().copy_link}
                </button>
            </div>
            {move || {
                let text = play.record_text.get();
                (!text.is_empty())
                    .then(|| {
                        view! {
                            <textarea
                                class="copy-by-hand"
                                data-testid="record-output"
                                readonly
                                rows="2"
                                prop:value=text
                            ></textarea>
                        }
                    })
            }}
            <textarea
                data-testid="record-input"
                rows="3"
                aria-label=move || t().load_record
                placeholder="j10 k11 k10"
                prop:value=move || input.get()
                on:input=move |event| input.set(event_target_value(&event))
            ></textarea>
            <button data-testid="load-record" on:click=move |_| play.load_record(&input.get_untracked())>
                {move || t().load_record}
            </button>
        </details>
    }
}

/// The original's rules list.
#[component]
fn Rules() -> impl IntoView {
    let play = expect_context::<Play>();
    let t = move || play.texts();
    view! {
        <div class="rules">
            <h2>{move || t().rules}</h2>
            <p>{move || t().win_rule}</p>
            <ol>
                {move || {
                    t().rules_list
                        .iter()
                        .map(|&(kept, struck)| {
                            view! {
                                <li>
                                    {kept} {(!struck.is_empty()).then(|| view! { <del>{struck}</del> })}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            <p class="note">{move || t().struck_note}</p>
        </div>
    }
}
