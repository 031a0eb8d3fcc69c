//! The page's controller: [`Play`] holds the signals the components draw (the session,
//! the setup, the language and the rest) and the handlers they call, and talks to the
//! outside world (storage, the address, alerts, the search worker and, through the seam,
//! the study module: [`Play::obey`] is the page's one receiver of its commands).

use std::time::Duration;

use gobang_engine::Pos;
use gobang_engine::ai::{CLOCK_MS, Level, classic};
use leptos::prelude::*;

use crate::game::hint::HintReason;
use crate::game::saved::{SavedGame, SharedGame, first_size};
use crate::game::session::{
    ClickRefused, FirstPlayer, MoveRequest, Opponent, Outcome, Phase, Session, Setup,
};
use crate::play::notice::Notice;
use crate::shell::browser::{
    self, Alerts, after_paint, load_setting, now_ms, remove_setting, save_setting,
};
use crate::shell::keys::{
    CONFIRM_TAPS_KEY, COORDS_KEY, LANG_KEY, LEVEL_KEY, NUMBERS_KEY, SAVE_KEY, SIZE_KEY,
};
use crate::shell::seam::{self, PageCommand, PageState};
use crate::shell::text::Lang;
use crate::worker::client::WorkerClient;
use crate::worker::protocol::{Reply, Request, ThinkJob};

/// The shortest time the computer seems to take, so that the person sees their own stone
/// land before the answer appears; a longer search counts towards it.
const THINKING_PAUSE_MS: f64 = 250.0;
/// The longest the search may think about a move: the strongest level's full clock; the
/// others have node budgets that end their search well before it.
const THINKING_LIMIT_MS: u32 = CLOCK_MS;
/// The pace of the computer playing itself: the least time between two of its moves.
const WATCH_PACE_MS: f64 = 700.0;
/// Where the address holds a game to open: `#moves=j10,k11,…`, with settings before.
const LINK_MARKER: &str = "moves=";
/// The setup of the next game (see `play::setup`), and its first choice.
const SETUP: &str = "details.setup";
const FIRST_CHOICE: &str = "details.setup select";

/// A suggested move for the person, valid for one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The game it was asked for.
    pub game_id: u64,
    /// How many moves had been played.
    pub ply: usize,
    /// Where the strongest level would play.
    pub pos: Pos,
    /// Why.
    pub reason: HintReason,
}

/// A stone shown where a tap would play, waiting for a second tap to confirm it; valid
/// for one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preview {
    /// The game it was shown in.
    pub game_id: u64,
    /// How many moves had been played.
    pub ply: usize,
    /// Where.
    pub pos: Pos,
}

/// Everything the page shows and the handlers change. Copy, so that every handler can
/// hold it.
#[derive(Clone, Copy)]
pub struct Play {
    /// The one source of truth for the game.
    pub session: RwSignal<Session>,
    /// How the next game is set up: who plays whom, who moves first, size and rules.
    pub setup: RwSignal<Setup>,
    /// The page's language.
    pub lang: RwSignal<Lang>,
    /// Whether stones show their move numbers.
    pub numbers: RwSignal<bool>,
    /// Whether the board's edges show their letters and numbers.
    pub coords: RwSignal<bool>,
    /// Whether a tap on a point too small for a finger first shows a preview stone.
    pub confirm_taps: RwSignal<bool>,
    /// The preview stone of a first tap.
    pub preview: RwSignal<Option<Preview>>,
    /// Whether End is waiting for the person to confirm.
    pub confirming_end: RwSignal<bool>,
    /// The suggested move, while its position is on the board.
    pub hint: RwSignal<Option<Hint>>,
    /// Whether a hint is being looked for.
    pub hint_pending: RwSignal<bool>,
    /// Whether a phone shows what a game in progress folds away (setup, options, record,
    /// rules).
    pub more: RwSignal<bool>,
    /// A message for the person that is not an alert (shown under the status line, in
    /// the language of the moment).
    pub notice: RwSignal<Option<Notice>>,
    /// What just changed, for screen readers (a live region): the computer's move, the
    /// end of a game, a notice; replaced by the next change.
    pub announcement: RwSignal<String>,
    alerts: StoredValue<Alerts>,
    thinker: StoredValue<WorkerClient, LocalStorage>,
}

impl Play {
    /// The page's state at start-up: the settings kept from the last visit (the
    /// language, the level, move numbers) and no game yet.
    pub fn new(alerts: Alerts) -> Play {
        let lang = load_setting(LANG_KEY)
            .and_then(|code| Lang::from_code(&code))
            .unwrap_or_else(|| Lang::preferred(browser::languages().iter().map(String::as_str)));
        // A newcomer meets the original's computer (Classic) until they choose a level,
        // which is kept (the result box offers the level above after a win).
        let level = load_setting(LEVEL_KEY)
            .and_then(|name| name.parse().ok())
            .unwrap_or(Level::Classic);
        let mut session = Session::new(level);
        session.set_seed(browser::random_seed());
        let setup = Setup {
            size: first_size(load_setting(SIZE_KEY).as_deref(), browser::screen_width()),
            ..Setup::default()
        };
        session.show_setup(setup);
        Play {
            session: RwSignal::new(session),
            setup: RwSignal::new(setup),
            lang: RwSignal::new(lang),
            numbers: RwSignal::new(load_setting(NUMBERS_KEY).as_deref() == Some("on")),
            coords: RwSignal::new(load_setting(COORDS_KEY).as_deref() != Some("off")),
            confirm_taps: RwSignal::new(load_setting(CONFIRM_TAPS_KEY).as_deref() != Some("off")),
            preview: RwSignal::new(None),
            confirming_end: RwSignal::new(false),
            hint: RwSignal::new(None),
            hint_pending: RwSignal::new(false),
            more: RwSignal::new(false),
            notice: RwSignal::new(None),
            announcement: RwSignal::new(String::new()),
            alerts: StoredValue::new(alerts),
            thinker: StoredValue::new_local(WorkerClient::default()),
        }
    }

    /// Starts the page's contact with the outside world: brings back the saved game or
    /// opens the one in the address, keeps the game saved and the document's language
    /// current, and lets the computer move if it is its turn.
    pub fn start(self) {
        self.restore();
        if !self.open_link() {
            self.computer_turn();
        }
        let _ = window_event_listener(leptos::ev::hashchange, move |_| {
            self.open_link();
        });
        seam::receive(move |command| self.obey(command));
        // Talking to the outside world: the saved game, the study module and the
        // document's language.
        Effect::new(move |_| {
            let saved = self.session.with(saved_text);
            match &saved {
                Some(text) => save_setting(SAVE_KEY, text),
                None => remove_setting(SAVE_KEY),
            }
            seam::publish(&PageState {
                saved,
                lang: self.lang.get(),
                numbers: self.numbers.get(),
                coords: self.coords.get(),
                confirm_taps: self.confirm_taps.get(),
                setup: self.setup.get(),
            });
        });
        Effect::new(move |_| {
            let lang = self.lang.get();
            browser::set_document_language(lang.code(), lang.texts().title);
        });
    }

    /// The texts of the current language.
    pub fn texts(self) -> &'static crate::shell::text::Texts {
        self.lang.get().texts()
    }

    /// Brings back the game saved before the page was reloaded; a save that cannot be
    /// read is put away with a notice.
    fn restore(self) {
        let Some(text) = load_setting(SAVE_KEY) else {
            return;
        };
        match SavedGame::decode(&text) {
            Ok(saved) => {
                self.session.update(|s| {
                    s.set_level(saved.level);
                    s.set_white_level(saved.white_level);
                    s.resume(saved.game, saved.opponent, saved.person);
                    s.set_seed(saved.seed);
                    s.set_opening(saved.opening);
                });
                self.setup.set(self.session.with_untracked(Session::setup));
                self.tell(Notice::Resumed);
            }
            Err(e) => {
                remove_setting(SAVE_KEY);
                self.tell(Notice::BadSave(e.to_string()));
            }
        }
    }

    /// Opens the position in the address (`#moves=…`), if there is one, and clears it
    /// from the address so that a reload brings back the game as played on. Returns
    /// whether a position was opened.
    fn open_link(self) -> bool {
        let hash = browser::hash();
        if !hash.contains(LINK_MARKER) {
            return false;
        }
        browser::clear_hash();
        match SharedGame::parse(&browser::decode_uri(&hash)) {
            Ok(shared) => {
                self.load(shared);
                true
            }
            Err(e) => {
                self.tell(Notice::BadLink(e.to_string()));
                false
            }
        }
    }

    /// Does what the study module asks (see [`seam`]), through the page's own handlers.
    fn obey(self, command: PageCommand) {
        match command {
            PageCommand::Open(shared) => self.load(*shared),
            PageCommand::Study(shared) => {
                let kept = self.setup.get_untracked();
                self.load(*shared);
                self.setup
                    .update(|s| (s.opponent, s.first) = (kept.opponent, kept.first));
            }
            PageCommand::Rematch { swap } => self.rematch(swap),
            PageCommand::Start(level) => self.start_at(level),
            PageCommand::ShowSetup => show_setup(),
        }
    }

    /// The last game's setup again, with Start: against the computer, the person takes
    /// the other colour (`swap`) or the same.
    fn rematch(self, swap: bool) {
        let (opponent, person) = self.session.with_untracked(|s| (s.opponent(), s.person()));
        if opponent == Opponent::Computer {
            let black = (person == gobang_engine::Stone::Black) != swap;
            let first = if black {
                FirstPlayer::Me
            } else {
                FirstPlayer::Computer
            };
            self.change_setup(|s| s.first = first);
        }
        self.toggle();
    }

    /// A game against the computer at `level`, started as the person would start it;
    /// nothing while a game is in progress (the person finishes or ends it first).
    fn start_at(self, level: Level) {
        if self.session.with_untracked(Session::in_game) {
            return;
        }
        self.change_setup(|s| s.opponent = Opponent::Computer);
        self.set_level(level);
        self.toggle();
    }

    /// Plays on from a shared game, a person taking the side to move against the
    /// computer, at the levels and with the seed the record names (the current ones, and
    /// a new seed, where it names none).
    fn load(self, shared: SharedGame) {
        self.thinker.with_value(WorkerClient::cancel);
        let person = shared.person.unwrap_or_else(|| shared.game.to_move());
        // An opening played beside the board hands its game over as a link: the status
        // then says whose move it is.
        let handed_over = shared.opening.is_some();
        self.session.update(|s| {
            if let Some(level) = shared.level {
                s.set_level(level);
            }
            if let Some(level) = shared.white_level {
                s.set_white_level(level);
            }
            s.resume(shared.game, shared.opponent, person);
            if let Some(seed) = shared.seed {
                s.set_seed(seed);
            }
            s.set_opening(shared.opening);
        });
        self.setup.set(self.session.with_untracked(Session::setup));
        let over = self.session.with_untracked(|s| s.game().status().is_over());
        if handed_over {
            self.notice.set(None);
            self.announce_turn(None);
        } else if over {
            // The status says how it ended; no one's move to announce.
            self.notice.set(None);
        } else {
            self.tell(Notice::Loaded);
        }
        self.computer_turn();
    }

    /// The Start/End button: starts a game, or ends the one in progress, asking first
    /// when that would throw away the person's moves.
    pub fn toggle(self) {
        if self.session.with_untracked(Session::person_has_moved) {
            self.confirming_end.set(true);
        } else {
            self.start_or_end();
        }
    }

    /// Ends the game in progress, the person having confirmed it.
    pub fn confirm_end(self) {
        self.confirming_end.set(false);
        if self.session.with_untracked(Session::in_game) {
            self.start_or_end();
        }
    }

    /// Keeps the game in progress: End was pressed by mistake.
    pub fn cancel_end(self) {
        self.confirming_end.set(false);
    }

    fn start_or_end(self) {
        // A search for the game being ended is of no more use.
        self.thinker.with_value(WorkerClient::cancel);
        self.notice.set(None);
        self.confirming_end.set(false);
        let ending = self.session.with_untracked(Session::in_game);
        let setup = self.setup.get_untracked();
        self.session.update(|s| {
            s.toggle(setup);
            // Between games the board shows the setup of the next one.
            s.show_setup(setup);
        });
        let texts = self.lang.get_untracked().texts();
        if ending {
            self.announce(texts.game_ended.to_owned());
        } else {
            // The computer's opening, when it moves first.
            let opening = self
                .session
                .with_untracked(|s| s.game().last_move().map(|pos| (!s.game().to_move(), pos)));
            self.announce_turn(opening);
        }
        self.computer_turn();
    }

    /// Changes the setup of the next game; between games the board shows it at once.
    pub fn change_setup(self, change: impl FnOnce(&mut Setup)) {
        self.setup.update(change);
        let setup = self.setup.get_untracked();
        self.session.maybe_update(|s| s.show_setup(setup));
    }

    /// Chooses the next game's board size, remembered for the next visit.
    pub fn set_size(self, size: usize) {
        self.change_setup(|s| s.size = size);
        save_setting(SIZE_KEY, &size.to_string());
    }

    pub fn set_level(self, level: Level) {
        self.session.update(|s| s.set_level(level));
        save_setting(LEVEL_KEY, level.name());
    }

    pub fn set_white_level(self, level: Level) {
        self.session.update(|s| s.set_white_level(level));
    }

    /// Pauses or resumes the computer playing itself.
    pub fn set_paused(self, paused: bool) {
        let mut now_paused = false;
        self.session.update(|s| now_paused = s.set_paused(paused));
        if !now_paused {
            self.computer_turn();
        }
    }

    /// One move of the computer playing itself, while paused.
    pub fn step(self) {
        if let Some(request) = self.session.with_untracked(Session::step_request) {
            self.think(request, THINKING_PAUSE_MS);
        }
    }

    /// Changes the page's language; the notice shown, still true, is said in it.
    pub fn set_lang(self, lang: Lang) {
        self.lang.set(lang);
        save_setting(LANG_KEY, lang.code());
    }

    pub fn set_numbers(self, on: bool) {
        self.numbers.set(on);
        save_setting(NUMBERS_KEY, if on { "on" } else { "off" });
    }

    pub fn set_coords(self, on: bool) {
        self.coords.set(on);
        save_setting(COORDS_KEY, if on { "on" } else { "off" });
    }

    pub fn set_confirm_taps(self, on: bool) {
        self.confirm_taps.set(on);
        self.preview.set(None);
        save_setting(CONFIRM_TAPS_KEY, if on { "on" } else { "off" });
    }

    /// Takes back the person's last move (and the computer's reply); after a finished
    /// game, says that the game goes on.
    pub fn undo(self) {
        self.thinker.with_value(WorkerClient::cancel);
        let was_over = self.session.with_untracked(|s| s.started() && !s.in_game());
        let mut undone = false;
        self.session.update(|s| undone = s.undo());
        if !undone {
            return;
        }
        let texts = self.lang.get_untracked().texts();
        self.notice.set(None);
        if was_over {
            self.tell(Notice::UndoneAfterEnd);
        } else {
            self.announce(texts.undone.to_owned());
        }
    }

    /// Asks the strongest level where the person to move should play, and shows it
    /// without playing.
    pub fn ask_hint(self) {
        let Some(job) = self.session.with_untracked(|s| {
            (s.phase() == Phase::YourTurn).then(|| job_for(s.game(), Level::STRONGEST, s.seed()))
        }) else {
            return;
        };
        let (game_id, ply) = self
            .session
            .with_untracked(|s| (s.game_id(), s.game().moves().len()));
        self.hint_pending.set(true);
        self.thinker.with_value(|t| {
            t.ask(Request::Think(job), move |reply| {
                self.hint_pending.set(false);
                let Reply::Move {
                    best: pos, reason, ..
                } = reply
                else {
                    return;
                };
                let found = self.session.with_untracked(|s| {
                    (s.game_id() == game_id && s.game().moves().len() == ply)
                        .then(|| s.game().board().size())
                });
                if let Some(size) = found {
                    self.hint.set(Some(Hint {
                        game_id,
                        ply,
                        pos,
                        reason,
                    }));
                    let texts = self.lang.get_untracked().texts();
                    self.announce(texts.hint_line(pos, size, reason));
                }
            })
        });
    }

    /// The hint for the position on the board, if one was asked for it.
    pub fn current_hint(self) -> Option<Hint> {
        let hint = self.hint.get()?;
        self.session
            .with(|s| s.game_id() == hint.game_id && s.game().moves().len() == hint.ply)
            .then_some(hint)
    }

    /// The preview stone for the position on the board, if one is shown.
    pub fn current_preview(self) -> Option<Pos> {
        let preview = self.preview.get()?;
        self.session
            .with(|s| {
                s.game_id() == preview.game_id
                    && s.game().moves().len() == preview.ply
                    && s.can_play(preview.pos)
            })
            .then_some(preview.pos)
    }

    /// A first tap on a small point: shows where the stone would go, and says how to
    /// place it. A point where no stone can go is answered as a click would be.
    pub fn show_preview(self, pos: Pos) -> bool {
        let Some((game_id, ply, size)) = self.session.with_untracked(|s| {
            s.can_play(pos)
                .then(|| (s.game_id(), s.game().moves().len(), s.game().board().size()))
        }) else {
            return self.click(pos);
        };
        self.preview.set(Some(Preview { game_id, ply, pos }));
        self.tell(Notice::TapAgain(pos, size));
        true
    }

    /// A click (or the second tap of a preview) on `pos`: plays there, or says why not;
    /// while a tournament opening is under way, holds it for the study module, whose
    /// board takes the opening's steps. Returns whether the click was taken.
    pub fn click(self, pos: Pos) -> bool {
        let mut result = Err(ClickRefused::NotStarted);
        self.session.maybe_update(|s| {
            result = s.click(pos);
            result.is_ok()
        });
        let texts = self.lang.get_untracked().texts();
        match result {
            Ok(phase) => {
                self.preview.set(None);
                self.notice.set(None);
                self.after_move(phase);
                return true;
            }
            Err(ClickRefused::NotStarted) => self.alert(texts.press_start),
            Err(ClickRefused::GameOver) => self.alert(texts.game_over),
            Err(ClickRefused::InOpening) => {
                // The opening's steps are the study module's: it takes the click.
                seam::hold_click(pos);
                return true;
            }
            Err(ClickRefused::Forbidden(why)) => self.tell(Notice::Forbidden(why)),
            Err(ClickRefused::Occupied) => self.tell(Notice::Occupied),
            Err(ClickRefused::NotYourTurn) => {
                let (opponent, paused) =
                    self.session.with_untracked(|s| (s.opponent(), s.paused()));
                self.tell(match (opponent, paused) {
                    (_, true) => Notice::PausedBusy,
                    (Opponent::Watch, false) => Notice::WatchingBusy,
                    _ => Notice::WaitForComputer,
                });
            }
        }
        false
    }

    fn after_move(self, phase: Phase) {
        match phase {
            Phase::ComputerTurn => self.computer_turn(),
            Phase::Over(outcome) => self.announce_outcome(outcome),
            Phase::Idle | Phase::YourTurn | Phase::Paused | Phase::Opening => {}
        }
    }

    /// When it is the computer's move, asks for it: after a short pause so that the last
    /// stone is seen, or at the watching pace when the computer plays itself.
    fn computer_turn(self) {
        let Some((request, watching)) = self.session.with_untracked(|s| {
            s.move_request()
                .map(|r| (r, s.opponent() == Opponent::Watch))
        }) else {
            return;
        };
        self.think(
            request,
            if watching {
                WATCH_PACE_MS
            } else {
                THINKING_PAUSE_MS
            },
        );
    }

    /// Lets the last stone show, then gets the computer's answer: from the worker for the
    /// searching levels, at once for Classic, shown no sooner than `pause` ms from now.
    /// The answer is dropped if the game has been ended, restarted or taken back meanwhile.
    fn think(self, request: MoveRequest, pause: f64) {
        let asked = now_ms();
        let job = job_for(&request.game, request.level, request.seed);
        after_paint(move || {
            let game = &request.game;
            let classic = (!request.level.searches())
                .then(|| classic::choose_under(game.board(), game.to_move(), game.rule()));
            let deliver = move |answer: Option<Pos>| {
                let pos = answer.or_else(|| {
                    // Without its worker the page cannot search without freezing: the
                    // Classic level answers instead, and the person is told.
                    self.tell(Notice::WorkerFailed);
                    let game = &request.game;
                    classic::choose_under(game.board(), game.to_move(), game.rule())
                });
                let wait = (pause - (now_ms() - asked)).max(0.0);
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
                Some(pos) => deliver(pos),
                None => self.thinker.with_value(|t| {
                    t.ask(Request::Think(job), move |reply| match reply {
                        Reply::Move { best, .. } => deliver(Some(best)),
                        _ => deliver(None),
                    })
                }),
            }
        });
    }

    fn answer(self, request: &MoveRequest, pos: Pos) {
        let phase = self
            .session
            .try_update(|s| s.answer(request, pos))
            .flatten();
        if let Some(phase) = phase {
            if !matches!(phase, Phase::Over(_)) {
                self.announce_turn(Some((request.game.to_move(), pos)));
            }
            self.after_move(phase);
        }
    }

    /// Tells screen readers whose turn it is now, after the move just played if there is
    /// one ("White played K11. Your turn.").
    fn announce_turn(self, played: Option<(gobang_engine::Stone, Pos)>) {
        let texts = self.lang.get_untracked().texts();
        let (phase, size, opponent, person) = self
            .session
            .with_untracked(|s| (s.phase(), s.game().board().size(), s.opponent(), s.person()));
        let turn = match phase {
            Phase::YourTurn if opponent == Opponent::Person => None,
            Phase::YourTurn => Some(texts.your_turn),
            Phase::ComputerTurn => Some(texts.thinking),
            Phase::Over(outcome) => Some(texts.outcome_status(outcome, opponent, person)),
            Phase::Opening => Some(texts.opening_status),
            Phase::Idle | Phase::Paused => None,
        };
        let mut line = played.map_or_else(String::new, |(side, pos)| {
            texts.played_line(side, pos, size)
        });
        if let Some(turn) = turn {
            // A space between English sentences, none after a full-width full stop.
            if line.ends_with('.') {
                line.push(' ');
            }
            line += &crate::shell::text::sentence(turn);
        }
        if !line.is_empty() {
            self.announce(line);
        }
    }

    /// Announces the end of a game once its last stone is on screen.
    fn announce_outcome(self, outcome: Outcome) {
        // A notice from the game's last turn ("Wait for the computer's move") is stale
        // once the status says how the game ended.
        self.notice.set(None);
        let (opponent, person) = self.session.with_untracked(|s| (s.opponent(), s.person()));
        after_paint(move || {
            let texts = self.lang.get_untracked().texts();
            self.alert(texts.outcome_alert(outcome, opponent, person));
        });
    }

    fn alert(self, message: &'static str) {
        self.announce(message.to_owned());
        self.alerts.with_value(|alerts| alerts.show(message));
    }

    fn tell(self, notice: Notice) {
        self.announce(notice.text(self.lang.get_untracked().texts()));
        self.notice.set(Some(notice));
    }

    fn announce(self, message: String) {
        self.announcement.set(message);
    }
}

/// Brings the setup of the next game into view, with the focus on its first choice.
fn show_setup() {
    if let Some(setup) = document().query_selector(SETUP).ok().flatten() {
        setup.scroll_into_view();
    }
    browser::focus(FIRST_CHOICE);
}

/// The worker's job for the side to move in `game` at `level`, drawing on `seed`.
fn job_for(game: &gobang_engine::Game, level: Level, seed: u32) -> ThinkJob {
    ThinkJob {
        level,
        seed,
        size: game.board().size(),
        rule: game.rule(),
        millis: THINKING_LIMIT_MS,
        setup: game.setup().to_vec(),
        moves: game.moves().to_vec(),
    }
}

/// The game on the board as saved for a reload, `None` when no game is on the board.
fn saved_text(session: &Session) -> Option<String> {
    if !session.started() {
        return None;
    }
    let saved = SavedGame {
        game: session.game().clone(),
        opponent: session.opponent(),
        person: session.person(),
        level: session.level(),
        white_level: session.white_level(),
        seed: session.seed(),
        opening: session.opening().cloned(),
    };
    Some(saved.encode())
}
