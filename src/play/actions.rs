//! The game's actions, beside the board and the status: Start or End, Undo, Hint, and
//! the buttons of the computer playing itself. Other features add their buttons to
//! [`GameActions`] so that everything a game needs stays in one place on every screen.

use leptos::html::Button;
use leptos::prelude::*;

use crate::game::session::{Opponent, Phase, Session};
use crate::play::controller::Play;

/// The row of buttons for the game on the board, and End's confirmation.
#[component]
pub fn GameActions() -> impl IntoView {
    let play = expect_context::<Play>();
    let t = move || play.texts();
    let in_game = move || play.session.with(Session::in_game);
    let watching = move || {
        play.session
            .with(|s| s.opponent() == Opponent::Watch && s.started())
    };
    let start = NodeRef::<Button>::new();
    view! {
        <div class="buttons actions" role="group" aria-label=move || t().actions>
            <button
                class="start"
                data-testid="start"
                node_ref=start
                class:ending=in_game
                aria-expanded=move || play.confirming_end.get().then_some("true")
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
            // On a phone, while a game is on: the panel folded away behind it (main.css).
            <button
                class="more"
                data-testid="more"
                aria-expanded=move || if play.more.get() { "true" } else { "false" }
                on:click=move |_| play.more.update(|more| *more = !*more)
            >
                {move || t().more}
            </button>
            <Show when=watching>
                <WatchButtons />
            </Show>
        </div>
        // What the page's notice speaks of ("Game loaded") is not what the study shows.
        // Cleared as the click comes down, before the study's button acts: a command it
        // sends the page is obeyed at once, and its notice stays.
        <div
            class="study-panel"
            id=crate::shell::seam::PANEL_SLOT
            on:click:capture=move |_| play.notice.set(None)
        ></div>
        <Show when=move || play.confirming_end.get() && in_game()>
            <EndConfirmation start />
        </Show>
    }
}

/// "End this game?" in the page, not a dialog box: the confirming button takes the focus,
/// Escape or "Keep playing" goes back to the game; either way the focus returns to the
/// Start/End button.
#[component]
fn EndConfirmation(
    /// The End button, which gets the focus back.
    start: NodeRef<Button>,
) -> impl IntoView {
    let play = expect_context::<Play>();
    let t = move || play.texts();
    let confirm = NodeRef::<Button>::new();
    Effect::new(move |_| {
        if let Some(button) = confirm.get() {
            let _ = button.focus();
        }
    });
    let refocus = move || {
        if let Some(button) = start.get_untracked() {
            let _ = button.focus();
        }
    };
    let back = move || {
        play.cancel_end();
        refocus();
    };
    view! {
        <div
            class="confirm-end"
            role="group"
            aria-labelledby="confirm-end-question"
            on:keydown=move |event: leptos::ev::KeyboardEvent| {
                if event.key() == "Escape" {
                    back();
                }
            }
        >
            <p id="confirm-end-question">{move || t().confirm_end}</p>
            <button class="start" data-testid="confirm-end" node_ref=confirm on:click=move |_| {
                play.confirm_end();
                refocus();
            }>
                {move || t().end}
            </button>
            <button data-testid="cancel-end" on:click=move |_| back()>
                {move || t().keep_playing}
            </button>
        </div>
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
