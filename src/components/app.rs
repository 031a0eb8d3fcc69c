use std::time::Duration;

use gobang_engine::Pos;
use gobang_engine::ai;
use leptos::prelude::*;

use crate::browser::{Alerts, after_paint};
use crate::components::board::Board;
use crate::components::panel::Panel;
use crate::session::{ClickRefused, FirstPlayer, Outcome, Phase, Session};
use crate::text;

/// How long the computer seems to think before a reply it finds at once, so that the
/// person sees their own stone land before the answer appears.
const THINKING_PAUSE: Duration = Duration::from_millis(250);

/// The whole page: the board beside the information panel.
#[component]
pub fn App() -> impl IntoView {
    let alerts = use_context::<Alerts>().unwrap_or_else(Alerts::browser);
    let play = Play {
        session: RwSignal::new(Session::default()),
        alerts: StoredValue::new(alerts),
    };
    let first = RwSignal::new(FirstPlayer::default());
    view! {
        <main class="gobang">
            <Board session=play.session on_play=move |pos| play.click(pos) />
            <Panel
                session=play.session
                first=first
                on_toggle=move |()| play.toggle(first.get_untracked())
            />
        </main>
    }
}

/// The page's one source of truth and what the handlers do with it.
#[derive(Clone, Copy)]
struct Play {
    session: RwSignal<Session>,
    alerts: StoredValue<Alerts>,
}

impl Play {
    fn toggle(self, first: FirstPlayer) {
        self.session.update(|s| s.toggle(first));
    }

    fn click(self, pos: Pos) {
        let mut result = Err(ClickRefused::NotStarted);
        self.session.maybe_update(|s| {
            result = s.click(pos);
            result.is_ok()
        });
        match result {
            Ok(phase) => self.after_move(phase),
            Err(ClickRefused::NotStarted) => self.alert(text::PRESS_START),
            // As in the original, a taken point or a click during the computer's turn
            // does nothing: the cursor already shows that no stone can go there.
            Err(ClickRefused::Occupied | ClickRefused::NotYourTurn) => {}
        }
    }

    fn after_move(self, phase: Phase) {
        match phase {
            Phase::ComputerTurn => self.computer_turn(),
            Phase::Over(outcome) => self.announce(outcome),
            Phase::Idle | Phase::YourTurn => {}
        }
    }

    /// Lets the person's stone show, then plays the computer's answer, unless the game
    /// has been ended or restarted meanwhile.
    fn computer_turn(self) {
        let Some(request) = self.session.with_untracked(Session::move_request) else {
            return;
        };
        after_paint(move || {
            set_timeout(
                move || {
                    let Some(pos) = ai::choose_move(&request.game, request.level) else {
                        return;
                    };
                    let phase = self
                        .session
                        .try_update(|s| s.answer(&request, pos))
                        .flatten();
                    if let Some(phase) = phase {
                        self.after_move(phase);
                    }
                },
                THINKING_PAUSE,
            )
        });
    }

    /// Announces the end of a game once its last stone is on screen.
    fn announce(self, outcome: Outcome) {
        after_paint(move || self.alert(text::outcome(outcome)));
    }

    fn alert(self, message: &str) {
        self.alerts.with_value(|alerts| alerts.show(message));
    }
}
