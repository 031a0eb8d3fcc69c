use std::time::Duration;

use gobang_engine::Pos;
use gobang_engine::ai::{self, Level, classic};
use leptos::prelude::*;

use crate::browser::{Alerts, Thinker, after_paint, load_setting, now_ms, save_setting};
use crate::components::board::Board;
use crate::components::panel::Panel;
use crate::session::{ClickRefused, FirstPlayer, MoveRequest, Outcome, Phase, Session};
use crate::text;
use crate::worker_messages::Job;

/// The shortest time the computer seems to take, so that the person sees their own stone
/// land before the answer appears; a longer search counts towards it.
const THINKING_PAUSE_MS: f64 = 250.0;
/// The longest the search may think about a move.
const THINKING_LIMIT_MS: u32 = 1_000;
/// Where the chosen level is remembered.
const LEVEL_KEY: &str = "gobang.level";

/// The whole page: the board beside the information panel.
#[component]
pub fn App() -> impl IntoView {
    let alerts = use_context::<Alerts>().unwrap_or_else(Alerts::browser);
    let level = load_setting(LEVEL_KEY)
        .and_then(|name| name.parse().ok())
        .unwrap_or_default();
    let play = Play {
        session: RwSignal::new(Session::new(level)),
        alerts: StoredValue::new(alerts),
        thinker: StoredValue::new_local(Thinker::default()),
        notice: RwSignal::new(None),
    };
    let first = RwSignal::new(FirstPlayer::default());
    view! {
        <main class="gobang">
            <Board session=play.session on_play=move |pos| play.click(pos) />
            <Panel
                session=play.session
                first=first
                on_toggle=move |()| play.toggle(first.get_untracked())
                on_level=move |level| play.set_level(level)
                notice=play.notice
            />
        </main>
    }
}

/// The page's one source of truth and what the handlers do with it.
#[derive(Clone, Copy)]
struct Play {
    session: RwSignal<Session>,
    alerts: StoredValue<Alerts>,
    thinker: StoredValue<Thinker, LocalStorage>,
    /// A message for the person that is not an alert (shown under the status line).
    notice: RwSignal<Option<&'static str>>,
}

impl Play {
    fn toggle(self, first: FirstPlayer) {
        // A search for the game being ended is of no more use.
        self.thinker.with_value(Thinker::cancel);
        self.session.update(|s| s.toggle(first));
    }

    fn set_level(self, level: Level) {
        self.session.update(|s| s.set_level(level));
        save_setting(LEVEL_KEY, level.name());
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

    /// Lets the person's stone show, then asks for the computer's answer: from the worker
    /// for the searching levels, at once for Classic. The answer is dropped if the game
    /// has been ended or restarted meanwhile.
    fn computer_turn(self) {
        let Some(request) = self.session.with_untracked(Session::move_request) else {
            return;
        };
        let asked = now_ms();
        let (level, job) = (
            request.level,
            Job {
                id: 0,
                level: request.level,
                size: request.game.board().size(),
                millis: THINKING_LIMIT_MS,
                moves: request.game.moves().to_vec(),
            },
        );
        after_paint(move || {
            let classic = (!level.searches()).then(|| ai::choose_move(&request.game, level));
            let deliver = move |answer: Result<Pos, String>| {
                let pos = answer.ok().or_else(|| {
                    // Without its worker the page cannot search without freezing: the
                    // Classic level answers instead, and the person is told.
                    self.notice.set(Some(text::WORKER_FAILED));
                    let game = &request.game;
                    classic::choose(game.board(), game.to_move())
                });
                let wait = (THINKING_PAUSE_MS - (now_ms() - asked)).max(0.0);
                set_timeout(
                    move || {
                        if let Some(pos) = pos {
                            self.answer(&request, pos);
                        }
                    },
                    Duration::from_millis(wait as u64),
                );
            };
            match classic {
                Some(pos) => deliver(pos.ok_or_else(String::new)),
                None => self.thinker.with_value(|t| t.ask(job, deliver)),
            }
        });
    }

    fn answer(self, request: &MoveRequest, pos: Pos) {
        let phase = self
            .session
            .try_update(|s| s.answer(request, pos))
            .flatten();
        if let Some(phase) = phase {
            self.after_move(phase);
        }
    }

    /// Announces the end of a game once its last stone is on screen.
    fn announce(self, outcome: Outcome) {
        after_paint(move || self.alert(text::outcome(outcome)));
    }

    fn alert(self, message: &str) {
        self.alerts.with_value(|alerts| alerts.show(message));
    }
}
