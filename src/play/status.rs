//! What is happening, beside the board: whose turn it is or how the game ended, the
//! notices and the hint in words, and for screen readers a live region that says only
//! what just changed.

use gobang_engine::Stone;
use leptos::prelude::*;

use crate::game::session::{Opponent, Phase};
use crate::play::controller::Play;

/// Who holds which colour and whose turn it is, or how the game ended. Where the page's
/// own HTML has a status line (index.html), the status is drawn into it, which stays (the
/// largest text of the first paint; see there); otherwise into a line of its own.
#[component]
pub fn Status() -> impl IntoView {
    let play = expect_context::<Play>();
    let side = move |who: String, stone: Stone| {
        let t = play.texts();
        view! {
            <span class="side">
                {who} {t.colon} <span class=format!("mini-stone {}", stone.name())></span>
                {t.colour(stone)}
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
            Phase::Opening => return view! { <span>{t.opening_status}</span> }.into_any(),
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
            // Between people a game over is its result alone: no one's turn.
            Opponent::Person if matches!(phase, Phase::Over(_)) => {
                view! { <b>{turn}</b> }.into_any()
            }
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
    let first_page = document().query_selector("#page .status").ok().flatten();
    if let Some(status) = first_page {
        status.set_text_content(None);
        let drawn =
            leptos::mount::mount_to(wasm_bindgen::JsCast::unchecked_into(status), move || line);
        // Kept as long as the component.
        let drawn = StoredValue::new_local(Some(drawn));
        on_cleanup(move || drop(drawn.try_update_value(Option::take)));
        return ().into_any();
    }
    view! {
        <p class="status" data-testid="status">
            {line}
        </p>
    }
    .into_any()
}

/// The notice of the moment (a refused click, a record loaded, a preview to confirm) and
/// the hint in words, where and why.
#[component]
pub fn Notices() -> impl IntoView {
    let play = expect_context::<Play>();
    let hint = move || {
        let hint = play.current_hint()?;
        let size = play.session.with(|s| s.game().board().size());
        let text = play.texts().hint_line(hint.pos, size, hint.reason);
        Some(view! { <p class="hint-text" data-testid="hint-text">{text}</p> })
    };
    view! {
        {move || {
            let notice = play.notice.get()?;
            let text = notice.text(play.texts());
            Some(view! { <p class="notice" data-testid="notice">{text}</p> })
        }}
        {hint}
    }
}

/// For screen readers only: what just changed (the computer's move, the end of a game, a
/// notice), replaced by the next change, so that nothing old is read again.
#[component]
pub fn Announcer() -> impl IntoView {
    let play = expect_context::<Play>();
    view! {
        <p class="sr-only" role="status" aria-live="polite" data-testid="announcer">
            {move || play.announcement.get()}
        </p>
    }
}
