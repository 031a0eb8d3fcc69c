//! The panel beside the board: how the next game is set up, the options, the slot where
//! the study module draws the game's record, and the rules in play.

use gobang_engine::ai::Level;
use gobang_engine::opening::OpeningRule;
use gobang_engine::{Rule, Stone};
use leptos::prelude::*;

use crate::game::saved::{NARROW_WIDTH, SIZES};
use crate::game::session::{FirstPlayer, Opponent, Phase, Session};
use crate::play::controller::Play;
use crate::shell::browser::{load_setting, remove_setting, save_setting, screen_width};
use crate::shell::keys::THEME_KEY;
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

/// After them: the game's record (drawn by the study module into its slot once the page
/// is up: see `study::played`) and the rules.
#[component]
pub fn PanelMore() -> impl IntoView {
    view! {
        <div class="slot" id=crate::shell::seam::RECORD_SLOT></div>
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
            <ThemeChoice />
        </fieldset>
    }
}

/// The theme: the system's, light or dark, remembered; index.html's first script puts it
/// on the page before the first paint, so that a reload in dark does not flash light.
#[component]
fn ThemeChoice() -> impl IntoView {
    let play = expect_context::<Play>();
    let t = move || play.texts();
    let chosen = RwSignal::new(load_setting(THEME_KEY).unwrap_or_default());
    let options = ["", "light", "dark"]
        .into_iter()
        .enumerate()
        .map(|(i, name)| {
            view! {
                <option value=name selected=move || chosen.get() == name>
                    {move || t().themes[i]}
                </option>
            }
        })
        .collect_view();
    let picked = move |name: String| {
        set_theme(&name);
        chosen.set(name);
    };
    view! {
        <label class="setting">
            <span>{move || t().theme}</span>
            {menu("theme", options, move || chosen.get(), picked)}
        </label>
    }
}

/// Puts the theme `name` (`light`, `dark`, or empty for the system's) on the page and
/// remembers it.
fn set_theme(name: &str) {
    let root = document().document_element();
    if name.is_empty() {
        remove_setting(THEME_KEY);
        if let Some(root) = root {
            let _ = root.remove_attribute("data-theme");
        }
    } else {
        save_setting(THEME_KEY, name);
        if let Some(root) = root {
            let _ = root.set_attribute("data-theme", name);
        }
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
    let t = move || play.texts();
    let in_game = move || play.session.with(Session::in_game);
    view! {
        <details class="setup" prop:open=move || !in_game()>
            <summary data-testid="setup-summary">
                <span class="setup-title">{move || t().setup}</span>
                // Between games the choices themselves are in view.
                <span class="summary-text" class:hidden=move || !in_game()>
                    {move || setup_summary(play)}
                </span>
            </summary>
            <p class="next-game" class:hidden=move || !in_game() data-testid="next-game">
                {move || t().next_game_note}
            </p>
            <div class="setup-choices">
                // What the game is, first (index.html's first page says it too).
                <p class="setup-note game-line" data-testid="game-line">
                    {move || t().game_line}
                </p>
                {opponent_choice(play)}
                {level_choices(play)}
                {board_choices(play)}
                {first_player_choice(play)}
            </div>
        </details>
    }
}

/// The setup in one line: the game's while one is on, the next game's between games.
fn setup_summary(play: Play) -> String {
    let levels = play.session.with(|s| (s.level(), s.white_level()));
    let (setup, person) = if play.session.with(Session::in_game) {
        play.session.with(|s| {
            let colour_settled = s.phase() != Phase::Opening;
            (s.setup(), colour_settled.then(|| s.person()))
        })
    } else {
        let setup = play.setup.get();
        let person = match setup.first {
            FirstPlayer::Computer => Stone::White,
            FirstPlayer::Me => Stone::Black,
        };
        (setup, Some(person))
    };
    let game = (setup.size, setup.rule, setup.opening);
    play.texts()
        .setup_summary(game, setup.opponent, levels, person)
}

/// A menu of the setup: its options, the value shown, and what a choice does with the
/// value picked (a value it cannot read is left alone).
fn menu(
    test_id: &'static str,
    options: impl IntoView,
    value: impl Fn() -> String + Send + Sync + 'static,
    picked: impl Fn(String) + 'static,
) -> impl IntoView {
    view! {
        <select
            data-testid=test_id
            prop:value=value
            on:change=move |event| picked(event_target_value(&event))
        >
            {options}
        </select>
    }
}

/// Against whom: the computer, another person, or the computer against itself.
fn opponent_choice(play: Play) -> impl IntoView {
    let t = move || play.texts();
    let opponent = move || play.setup.get().opponent;
    let options = Opponent::ALL
        .into_iter()
        .map(|o| {
            view! {
                <option value=o.name() selected=move || opponent() == o>
                    {move || t().opponent_name(o)}
                </option>
            }
        })
        .collect_view();
    let picked = move |value: String| {
        if let Ok(o) = value.parse::<Opponent>() {
            play.change_setup(|s| s.opponent = o);
        }
    };
    view! {
        <label class="setting">
            <span>{move || t().opponent}</span>
            {menu("opponent", options, move || opponent().name().to_owned(), picked)}
        </label>
    }
}

/// The computer's level, or black's and white's when it plays itself, and the note on
/// what the levels' ratings mean.
fn level_choices(play: Play) -> impl IntoView {
    let t = move || play.texts();
    let opponent = move || play.setup.get().opponent;
    view! {
        <label class="setting" class:hidden=move || opponent() == Opponent::Person>
            <span>
                {move || {
                    if opponent() == Opponent::Watch { t().black_level } else { t().level }
                }}
            </span>
            {level_select(play, "level", false)}
        </label>
        <label class="setting" class:hidden=move || opponent() != Opponent::Watch>
            <span>{move || t().white_level}</span>
            {level_select(play, "level-white", true)}
        </label>
        <p
            id="level-note"
            class="setup-note"
            data-testid="level-note"
            class:hidden=move || opponent() == Opponent::Person
        >
            {move || t().elo_note}
        </p>
    }
}

/// The menu of the levels: black's (or the computer's), or white's when `white`.
fn level_select(play: Play, test_id: &'static str, white: bool) -> impl IntoView {
    let t = move || play.texts();
    let level_of = move || {
        play.session
            .with(|s| if white { s.white_level() } else { s.level() })
    };
    let options = Level::ALL
        .into_iter()
        .map(|level| {
            view! {
                <option value=level.name() selected=move || level_of() == level>
                    {move || t().level_choice(level)}
                </option>
            }
        })
        .collect_view();
    view! {
        <select
            data-testid=test_id
            aria-describedby="level-note"
            prop:value=move || level_of().name()
            on:change=move |event| {
                if let Ok(level) = event_target_value(&event).parse() {
                    if white { play.set_white_level(level) } else { play.set_level(level) }
                }
            }
        >
            {options}
        </select>
    }
}

/// The board's size, the rules, and the tournament opening (only those that fit the rules
/// are offered; a change of rules drops one that no longer fits).
fn board_choices(play: Play) -> impl IntoView {
    let t = move || play.texts();
    let setup = play.setup;
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
    let narrow = screen_width() < NARROW_WIDTH;
    let size_picked = move |value: String| {
        if let Ok(n) = value.parse::<usize>() {
            play.set_size(n);
        }
    };
    let rule_picked = move |value: String| {
        if let Ok(r) = value.parse::<Rule>() {
            play.change_setup(|s| {
                s.rule = r;
                if !s.opening.fits(r) {
                    s.opening = OpeningRule::None;
                }
            });
        }
    };
    view! {
        <label class="setting">
            <span>{move || t().board_size}</span>
            {menu("size", sizes, move || setup.get().size.to_string(), size_picked)}
        </label>
        // On a phone, why 15x15 comes first.
        <p class="setup-note" data-testid="size-note" class:hidden=!narrow>
            {move || t().size_note}
        </p>
        <label class="setting">
            <span>{move || t().rule_set}</span>
            {menu("rule", rules, move || setup.get().rule.name().to_owned(), rule_picked)}
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
    }
}

/// Who moves first against the computer (between two people, or the computer against
/// itself, black starts, and the page says so).
fn first_player_choice(play: Play) -> impl IntoView {
    let t = move || play.texts();
    let setup = play.setup;
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
                    on:change=move |_| play.change_setup(|s| s.first = choice)
                />
                {move || label(t())}
            </label>
        }
    };
    view! {
        <fieldset class="first-player" class:hidden=move || opponent() != Opponent::Computer>
            <legend>{move || t().who_starts}</legend>
            {radio(FirstPlayer::Computer, "first-computer", |t| t.computer_first)}
            {radio(FirstPlayer::Me, "first-me", |t| t.me_first)}
        </fieldset>
        <p class="black-starts" class:hidden=move || opponent() == Opponent::Computer>
            {move || t().black_starts}
        </p>
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
