use gobang_engine::ai::Level;
use gobang_engine::{Rule, Stone};
use leptos::prelude::*;

use crate::play::Play;
use crate::saved::SIZES;
use crate::session::{FirstPlayer, Opponent, Phase, Session};
use crate::text::{Lang, Texts};

/// The information beside the board (below it on narrow screens): title and language,
/// how the next game is set up, the game's buttons, the status line, the game record and
/// the rules.
#[component]
pub fn Panel() -> impl IntoView {
    let play = expect_context::<Play>();
    let t = move || play.texts();
    let in_game = move || play.session.with(Session::in_game);
    let watching = move || {
        play.session
            .with(|s| s.opponent() == Opponent::Watch && s.started())
    };
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
            <SetupChoice />
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
                <Show when=watching>
                    <WatchButtons />
                </Show>
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

/// Pause, resume and step, while the computer plays itself.
#[component]
fn WatchButtons() -> impl IntoView {
    let play = expect_context::<Play>();
    let paused = move || play.session.with(Session::paused);
    view! {
        <button
            data-testid="pause"
            prop:disabled=move || !play.session.with(Session::in_game)
            on:click=move |_| play.set_paused(!paused())
        >
            {move || if paused() { play.texts().resume } else { play.texts().pause }}
        </button>
        <button data-testid="step" prop:disabled=move || !paused() on:click=move |_| play.step()>
            {move || play.texts().step}
        </button>
    }
}

/// How the next game is set up: against whom, the computer's level (or both levels when
/// it plays itself), who moves first, the board size and the rules.
#[component]
fn SetupChoice() -> impl IntoView {
    let play = expect_context::<Play>();
    let setup = play.setup;
    let t = move || play.texts();
    let opponent = move || setup.get().opponent;
    let radio = move |choice: FirstPlayer,
                      test_id: &'static str,
                      label: fn(&'static Texts) -> &'static str| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name="first"
                    data-testid=test_id
                    prop:checked=move || setup.get().first == choice
                    on:change=move |_| setup.update(|s| s.first = choice)
                />
                {move || label(t())}
            </label>
        }
    };
    let level_select = move |test_id: &'static str, white: bool| {
        let options = Level::ALL
            .into_iter()
            .map(|level| {
                let current = move || {
                    play.session
                        .with(|s| if white { s.white_level() } else { s.level() })
                        == level
                };
                view! {
                    <option value=level.name() selected=current>
                        {move || t().level_name(level)}
                    </option>
                }
            })
            .collect_view();
        view! {
            <select
                data-testid=test_id
                prop:value=move || {
                    play.session.with(|s| if white { s.white_level() } else { s.level() }).name()
                }
                on:change=move |event| {
                    if let Ok(level) = event_target_value(&event).parse() {
                        if white { play.set_white_level(level) } else { play.set_level(level) }
                    }
                }
            >
                {options}
            </select>
        }
    };
    let opponents = Opponent::ALL
        .into_iter()
        .map(|o| {
            view! {
                <option value=o.name() selected=move || opponent() == o>
                    {move || t().opponent_name(o)}
                </option>
            }
        })
        .collect_view();
    let sizes = SIZES
        .into_iter()
        .map(|n| {
            view! {
                <option value=n.to_string() selected=move || setup.get().size == n>
                    {format!("{n} × {n}")}
                </option>
            }
        })
        .collect_view();
    let rules = Rule::ALL
        .into_iter()
        .map(|r| {
            view! {
                <option value=r.name() selected=move || setup.get().rule == r>
                    {move || t().rule_name(r)}
                </option>
            }
        })
        .collect_view();
    view! {
        <div class="setup">
            <label class="setting">
                <span>{move || t().opponent}</span>
                <select
                    data-testid="opponent"
                    prop:value=move || opponent().name()
                    on:change=move |event| {
                        if let Ok(o) = event_target_value(&event).parse::<Opponent>() {
                            setup.update(|s| s.opponent = o);
                        }
                    }
                >
                    {opponents}
                </select>
            </label>
            <label class="setting" class:hidden=move || opponent() == Opponent::Person>
                <span>
                    {move || {
                        if opponent() == Opponent::Watch { t().black_level } else { t().level }
                    }}
                </span>
                {level_select("level", false)}
            </label>
            <label class="setting" class:hidden=move || opponent() != Opponent::Watch>
                <span>{move || t().white_level}</span>
                {level_select("level-white", true)}
            </label>
            <label class="setting">
                <span>{move || t().board_size}</span>
                <select
                    data-testid="size"
                    prop:value=move || setup.get().size.to_string()
                    on:change=move |event| {
                        if let Ok(n) = event_target_value(&event).parse::<usize>() {
                            setup.update(|s| s.size = n);
                        }
                    }
                >
                    {sizes}
                </select>
            </label>
            <label class="setting">
                <span>{move || t().rule_set}</span>
                <select
                    data-testid="rule"
                    prop:value=move || setup.get().rule.name()
                    on:change=move |event| {
                        if let Ok(r) = event_target_value(&event).parse::<Rule>() {
                            setup.update(|s| s.rule = r);
                        }
                    }
                >
                    {rules}
                </select>
            </label>
            <fieldset class="first-player" class:hidden=move || opponent() != Opponent::Computer>
                <legend>{move || t().who_starts}</legend>
                {radio(FirstPlayer::Computer, "first-computer", |t| t.computer_first)}
                {radio(FirstPlayer::Me, "first-me", |t| t.me_first)}
            </fieldset>
            <p class="black-starts" class:hidden=move || opponent() == Opponent::Computer>
                {move || t().black_starts}
            </p>
        </div>
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

/// Who holds which colour and whose turn it is, or how the game ended; a live region,
/// which also repeats the alerts for screen readers.
#[component]
fn Status() -> impl IntoView {
    let play = expect_context::<Play>();
    let side = move |who: String, stone: Stone| {
        view! {
            <span class="side">
                {who} ": " <span class=format!("mini-stone {}", stone.name())></span>
                {play.texts().colour(stone)}
            </span>
        }
    };
    let line = move || {
        let t = play.texts();
        let (phase, opponent, person, to_move, levels) = play.session.with(|s| {
            (
                s.phase(),
                s.opponent(),
                s.person(),
                s.game().to_move(),
                (s.level(), s.white_level()),
            )
        });
        let turn = match phase {
            Phase::Idle => return view! { <span>{t.idle}</span> }.into_any(),
            Phase::YourTurn if play.hint_pending.get() => t.hint_thinking,
            Phase::YourTurn if opponent == Opponent::Person => t.to_play,
            Phase::YourTurn => t.your_turn,
            Phase::ComputerTurn => t.thinking,
            Phase::Paused => t.paused,
            Phase::Over(outcome) => t.outcome_status(outcome, opponent, person),
        };
        match opponent {
            Opponent::Computer => view! {
                {side(t.computer.to_owned(), !person)}
                " · "
                {side(t.you.to_owned(), person)}
                " — "
                <b>{turn}</b>
            }
            .into_any(),
            Opponent::Person => view! {
                <span class="side">
                    <span class=format!("mini-stone {}", to_move.name())></span>
                    {t.colour(to_move)}
                </span>
                " — "
                <b>{turn}</b>
            }
            .into_any(),
            Opponent::Watch => view! {
                {side(format!("{} ({})", t.black_level, t.level_name(levels.0)), Stone::Black)}
                " · "
                {side(format!("{} ({})", t.white_level, t.level_name(levels.1)), Stone::White)}
                " — "
                <b>{turn}</b>
            }
            .into_any(),
        }
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
            <button
                data-testid="load-record"
                on:click=move |_| play.load_record(&input.get_untracked())
            >
                {move || t().load_record}
            </button>
        </details>
    }
}

/// The original's rules list, and what the current game's rule set means.
#[component]
fn Rules() -> impl IntoView {
    let play = expect_context::<Play>();
    let t = move || play.texts();
    let rule = move || play.session.with(|s| s.game().rule());
    view! {
        <div class="rules">
            <h2>{move || t().rules}</h2>
            <p data-testid="rule-note">{move || t().rule_note(rule())}</p>
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
