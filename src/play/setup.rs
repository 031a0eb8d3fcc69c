use gobang_engine::ai::Level;
use gobang_engine::opening::OpeningRule;
use gobang_engine::{Rule, Stone};
use leptos::prelude::*;

use crate::game::saved::SIZES;
use crate::game::session::{FirstPlayer, Opponent, Phase, Session};
use crate::play::controller::Play;
use crate::shell::text::Texts;

/// Beside the board (below it on narrow screens), first: how the game is set up, folded
/// into a one-line summary while a game is on, and the options.
#[component]
pub fn PanelSetup() -> impl IntoView {
    view! {
        <SetupChoice />
        <Options />
    }
}

/// After them: the game record and the rules.
#[component]
pub fn PanelMore() -> impl IntoView {
    view! {
        <Record />
        <Rules />
    }
}

/// Move numbers, coordinates and tap confirmation: how the board is shown and played,
/// remembered.
#[component]
fn Options() -> impl IntoView {
    let play = expect_context::<Play>();
    let t = move || play.texts();
    let toggle = move |test_id: &'static str,
                       on: RwSignal<bool>,
                       set: fn(Play, bool),
                       label: fn(&'static Texts) -> &'static str| {
        view! {
            <label class="toggle">
                <input
                    type="checkbox"
                    data-testid=test_id
                    prop:checked=move || on.get()
                    on:change=move |event| set(play, event_target_checked(&event))
                />
                {move || label(t())}
            </label>
        }
    };
    view! {
        <fieldset class="options">
            <legend>{move || t().options}</legend>
            {toggle("numbers", play.numbers, Play::set_numbers, |t| t.numbers)}
            {toggle("coords", play.coords, Play::set_coords, |t| t.coordinates)}
            {toggle("confirm-taps", play.confirm_taps, Play::set_confirm_taps, |t| t.confirm_taps)}
        </fieldset>
    }
}

/// How the next game is set up: against whom, the computer's level (or both levels when
/// it plays itself), who moves first, the board size and the rules. Between games it is
/// open, and a choice shows on the board at once; while a game is on it folds into a
/// one-line summary of the game's setup, and says that changes wait for the next game.
/// (Between games the summary is only the heading: the page's own HTML shows the heading,
/// the first two choices and the note on the levels until the app is up, so that the app
/// draws nothing larger than the first paint: see index.html.)
#[component]
fn SetupChoice() -> impl IntoView {
    let play = expect_context::<Play>();
    let setup = play.setup;
    let t = move || play.texts();
    let opponent = move || setup.get().opponent;
    let in_game = move || play.session.with(Session::in_game);
    let summary = move || {
        let levels = play.session.with(|s| (s.level(), s.white_level()));
        let (setup, person) = if in_game() {
            play.session.with(|s| {
                let colour_settled = s.phase() != Phase::Opening;
                (s.setup(), colour_settled.then(|| s.person()))
            })
        } else {
            let setup = setup.get();
            let person = match setup.first {
                FirstPlayer::Computer => Stone::White,
                FirstPlayer::Me => Stone::Black,
            };
            (setup, Some(person))
        };
        let game = (setup.size, setup.rule, setup.opening);
        t().setup_summary(game, setup.opponent, levels, person)
    };
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
                    on:change=move |_| play.change_setup(|s| s.first = choice)
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
                        {move || t().level_choice(level)}
                    </option>
                }
            })
            .collect_view();
        view! {
            <select
                data-testid=test_id
                aria-describedby="level-note"
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
        <details class="setup" prop:open=move || !in_game()>
            <summary data-testid="setup-summary">
                <span class="setup-title">{move || t().setup}</span>
                // Between games the choices themselves are in view.
                <span class="summary-text" class:hidden=move || !in_game()>
                    {summary}
                </span>
            </summary>
            <p class="next-game" class:hidden=move || !in_game() data-testid="next-game">
                {move || t().next_game_note}
            </p>
            <div class="setup-choices">
            <label class="setting">
                <span>{move || t().opponent}</span>
                <select
                    data-testid="opponent"
                    prop:value=move || opponent().name()
                    on:change=move |event| {
                        if let Ok(o) = event_target_value(&event).parse::<Opponent>() {
                            play.change_setup(|s| s.opponent = o);
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
            <p
                id="level-note"
                class="setup-note"
                data-testid="level-note"
                class:hidden=move || opponent() == Opponent::Person
            >
                {move || t().elo_note}
            </p>
            <label class="setting">
                <span>{move || t().board_size}</span>
                <select
                    data-testid="size"
                    prop:value=move || setup.get().size.to_string()
                    on:change=move |event| {
                        if let Ok(n) = event_target_value(&event).parse::<usize>() {
                            play.change_setup(|s| s.size = n);
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
                            play.change_setup(|s| {
                                s.rule = r;
                                if !s.opening.fits(r) {
                                    s.opening = OpeningRule::None;
                                }
                            });
                        }
                    }
                >
                    {rules}
                </select>
            </label>
            <label class="setting">
                <span>{move || t().opening}</span>
                <select
                    data-testid="opening"
                    inner_html=move || setup.with(|s| t().opening_options(s.rule, s.opening))
                    on:change=move |event| {
                        if let Ok(o) = event_target_value(&event).parse::<OpeningRule>() {
                            play.change_setup(|s| s.opening = o);
                        }
                    }
                ></select>
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
        </details>
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
            <p class="help">
                {move || t().record_help(play.session.with(|s| s.game().board().size()))}
            </p>
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
    let list = move || {
        let setup = play.session.with(|s| {
            if s.started() {
                s.setup()
            } else {
                play.setup.get()
            }
        });
        t().rules_html(setup.opponent, setup.rule, setup.opening)
    };
    view! {
        <div class="rules">
            <h2>{move || t().rules}</h2>
            <p data-testid="rule-note">{move || t().rule_note(rule())}</p>
            <ol inner_html=list></ol>
            <p class="note">{move || t().struck_note}</p>
        </div>
    }
}
