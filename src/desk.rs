//! The study module's controller, [`Desk`]: the page's state as the page last wrote it
//! (see [`crate::bridge`]), the study of the game on the board ([`Study`]: stepping
//! through it, its review, the analysis, the editor), and the handlers the study
//! components call. The study module is a second wasm module that the page loads once it
//! is up (`assets/study_loader.js`), so that none of this weighs on a first visit.

use gobang_engine::Pos;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{Element, MutationObserver, MutationObserverInit};

use crate::bridge::{BOARD_SLOT, PANEL_SLOT, PLAY_EVENT, PageState, PlayRequest, STATE_ATTRIBUTE};
use crate::editor::Editor;
use crate::review::{Shown, can_step};
use crate::saved::SharedGame;
use crate::session::{Session, Setup};
use crate::study::Study;
use crate::text::Lang;

/// What the study components draw and call.
#[derive(Clone, Copy)]
pub struct Desk {
    /// The game on the page's board, as the page last wrote it.
    pub session: RwSignal<Session>,
    /// Which game of the page's session it is.
    pub game_id: RwSignal<u64>,
    /// How the page's next game is set up (the editor plays from here with it).
    pub setup: RwSignal<Setup>,
    /// The page's language.
    pub lang: RwSignal<Lang>,
    /// Whether stones show their move numbers.
    pub numbers: RwSignal<bool>,
    /// Whether the board shows its coordinates.
    pub coords: RwSignal<bool>,
    /// Whether a tap on a small point asks to be confirmed.
    pub confirm_taps: RwSignal<bool>,
    /// The editor's point shown by a first tap on a small point, until a second places it.
    pub preview: RwSignal<Option<Pos>>,
    /// Stepping, the review, the analysis, the editor.
    pub study: Study,
    /// What the study's board shows (an earlier move, or the editor's position).
    pub shown: Memo<Shown>,
    /// Whether the study's board covers the page's.
    pub active: Memo<bool>,
    /// A message for the person, under the study's buttons.
    pub notice: RwSignal<Option<String>>,
    /// The same for screen readers.
    pub announcement: RwSignal<String>,
    slot: StoredValue<Option<Element>, LocalStorage>,
}

impl Desk {
    /// A desk for the page's state in `slot`'s attribute.
    fn new(slot: Element) -> Desk {
        let session = RwSignal::new(Session::default());
        let game_id = RwSignal::new(0);
        let setup = RwSignal::new(Setup::default());
        let lang = RwSignal::new(Lang::default());
        let notice = RwSignal::new(None);
        let announcement = RwSignal::new(String::new());
        let study = Study::new(lang, notice, announcement);
        let shown = Memo::new(move |_| {
            let size = setup.with(|s| s.size);
            session.with(|s| study.shown(s, game_id.get(), size))
        });
        let active = Memo::new(move |_| !shown.with(|s| s.live));
        let desk = Desk {
            session,
            game_id,
            setup,
            lang,
            numbers: RwSignal::new(false),
            coords: RwSignal::new(true),
            confirm_taps: RwSignal::new(true),
            preview: RwSignal::new(None),
            study,
            shown,
            active,
            notice,
            announcement,
            slot: StoredValue::new_local(Some(slot)),
        };
        desk.read_page();
        desk
    }

    /// Takes the page's state from the slot's attribute (a state that cannot be read
    /// leaves the last one).
    fn read_page(self) {
        let text = self
            .slot
            .with_value(|slot| slot.as_ref().and_then(|s| s.get_attribute(STATE_ATTRIBUTE)));
        let Some(Ok(state)) = text.map(|t| PageState::decode(&t)) else {
            return;
        };
        let mut session = Session::default();
        if state.started {
            let SharedGame { game, opponent, .. } = state.game;
            let person = game.to_move();
            session.resume(game, opponent, person);
        }
        self.session.set(session);
        self.game_id.set(state.game_id);
        self.setup.set(state.setup);
        if self.lang.get_untracked() != state.lang {
            // A message in the other language would stay so: it goes.
            self.notice.set(None);
        }
        self.lang.set(state.lang);
        self.numbers.set(state.numbers);
        self.coords.set(state.coords);
        self.confirm_taps.set(state.confirm_taps);
    }

    /// The texts of studying games in the page's language.
    pub fn texts(self) -> &'static crate::study_text::StudyTexts {
        self.lang.get().study()
    }

    /// The move shown, `None` for the game as it stands.
    pub fn shown_ply(self) -> Option<usize> {
        self.session
            .with(|s| self.study.shown_ply(s, self.game_id.get()))
    }

    /// The move shown and how many there are.
    pub fn at(self) -> (usize, usize) {
        let total = self.session.with(|s| s.game().moves().len());
        (self.shown_ply().unwrap_or(total), total)
    }

    /// Whether the game on the board may be stepped through and reviewed.
    pub fn can_step(self) -> bool {
        self.session.with(can_step)
    }

    /// Shows the position after move `ply` (the game as it stands for the last).
    pub fn go(self, ply: usize) {
        self.notice.set(None);
        let game_id = self.game_id.get_untracked();
        self.session
            .with_untracked(|s| self.study.go(s, game_id, Some(ply)));
    }

    /// Whether the analysis may show: in the editor, or for a game that may be stepped
    /// through (not a game in progress against the computer).
    pub fn can_analyse(self) -> bool {
        self.study.editor.with(Option::is_some) || self.can_step()
    }

    /// Starts a review of the game, stops the one running or closes the one done (and
    /// goes back to where the game stands).
    pub fn toggle_review(self) {
        if !self.session.with_untracked(can_step) {
            return;
        }
        let closing = self.session.with_untracked(|s| {
            self.study
                .review_of(s.game())
                .is_some_and(|run| !run.running())
        });
        self.session
            .with_untracked(|s| self.study.toggle_review(s.game()));
        if closing {
            let total = self.session.with_untracked(|s| s.game().moves().len());
            self.go(total);
        }
    }

    /// Shows or hides the analysis.
    pub fn toggle_analysis(self) {
        self.study.analysis_on.update(|on| *on = !*on);
    }

    /// Opens the editor on the position shown, or closes it; the game is left as it is.
    pub fn toggle_edit(self) {
        self.notice.set(None);
        let shown = self.shown.get_untracked();
        if self.study.editor.with_untracked(Option::is_none) {
            self.setup.update(|s| s.size = shown.board.size());
        }
        self.study.toggle_editor(&shown.board, shown.to_move);
    }

    /// Changes the editor's position (on the board size of the page's setup).
    pub fn edit(self, change: impl FnOnce(&mut Editor)) {
        let size = self.setup.with_untracked(|s| s.size);
        let dropped = self.study.edit(size, change);
        if dropped > 0 {
            self.tell(self.lang.get_untracked().study().dropped(dropped));
        }
    }

    /// Asks the page to play on from the editor's position with its settings: against
    /// the computer (who moves first says who takes the side to move), between two
    /// people, or the computer against itself. An impossible position is refused with
    /// the reason, and the editor keeps it.
    pub fn play_from_here(self) {
        let Some(mut editor) = self.study.editor.get_untracked() else {
            return;
        };
        let setup = self.setup.get_untracked();
        editor.resize(setup.size);
        let texts = self.lang.get_untracked().study();
        match editor.game(setup.rule) {
            Ok(game) => {
                let request = PlayRequest {
                    game: SharedGame {
                        opponent: setup.opponent,
                        game,
                        level: None,
                        white_level: None,
                        seed: None,
                    },
                    first: setup.first,
                };
                self.study.editor.set(None);
                send_to_page(&request.encode());
                self.tell(texts.from_here.to_owned());
            }
            Err(e) => self.tell(format!("{} {}", texts.refused, texts.setup_error(e))),
        }
    }

    /// A click on the study's board: in the editor, the tool's stone (taken: `true`);
    /// at an earlier move, a word on how to go back to the game (refused: `false`).
    pub fn click(self, pos: Pos) -> bool {
        if self.study.editor.with_untracked(Option::is_some) {
            self.edit(|editor| editor.click(pos));
            return true;
        }
        if let Some(ply) = untrack(|| self.shown_ply()) {
            let total = self.session.with_untracked(|s| s.game().moves().len());
            self.tell(self.lang.get_untracked().study().stepping(ply, total));
        }
        false
    }

    /// Steps through the game for ←, →, Home and End, unless the key is meant for
    /// something else (a board's points, a text field, a menu).
    fn step_key(self, event: &web_sys::KeyboardEvent) {
        if event.default_prevented()
            || event.alt_key()
            || event.ctrl_key()
            || event.meta_key()
            || self.study.editor.with_untracked(Option::is_some)
            || !self.session.with_untracked(can_step)
        {
            return;
        }
        let target = event.target().and_then(|t| t.dyn_into::<Element>().ok());
        let elsewhere = target.is_some_and(|t| {
            t.closest("input, select, textarea, [role=grid]")
                .ok()
                .flatten()
                .is_some()
        });
        if elsewhere {
            return;
        }
        let (shown, total) = self.at();
        let ply = match event.key().as_str() {
            "ArrowLeft" => shown.saturating_sub(1),
            "ArrowRight" => shown + 1,
            "Home" => 0,
            "End" => total,
            _ => return,
        };
        event.prevent_default();
        self.go(ply);
    }

    fn tell(self, message: String) {
        self.announcement.set(message.clone());
        self.notice.set(Some(message));
    }

    /// Keeps the study in step with the page: the page's state as it changes, the
    /// analysis following the position shown, a review stopped when its game is gone,
    /// the keys, and the study's board covering the page's while it shows something
    /// else.
    fn start(self) {
        let observer = Closure::<dyn Fn()>::new(move || self.read_page());
        if let Ok(watcher) = MutationObserver::new(observer.as_ref().unchecked_ref()) {
            let options = MutationObserverInit::new();
            options.set_attributes(true);
            self.slot.with_value(|slot| {
                if let Some(slot) = slot {
                    let _ = watcher.observe_with_options(slot, &options);
                }
            });
        }
        // Kept as long as the page: the study module lives as long.
        observer.forget();
        let study = self.study;
        Effect::new(move |_| {
            if !study.analysis_on.get() || !self.can_analyse() {
                return;
            }
            let (size, rule) = self.setup.with(|s| (s.size, s.rule));
            let game_id = self.game_id.get();
            // (An impossible position in the editor is explained, not analysed.)
            let Ok(game) = self.session.with(|s| study.studied(s, game_id, size, rule)) else {
                return;
            };
            let reviewed = study.editor.with(Option::is_none)
                && self.session.with(|s| {
                    study
                        .review_of(s.game())
                        .is_some_and(|run| run.eval_at(game.moves().len()).is_some())
                });
            if !reviewed {
                study.want_analysis(&game);
            }
        });
        Effect::new(move |_| {
            let gone = self.session.with(|s| {
                study
                    .review
                    .with(|run| run.as_ref().is_some_and(|run| !run.is_of(s.game())))
            });
            if gone {
                study.stop_review();
                study.review.set(None);
            }
        });
        Effect::new(move |_| {
            let active = self.active.get();
            self.slot.with_value(|slot| {
                if let Some(slot) = slot {
                    let _ = if active {
                        slot.set_attribute("data-active", "true")
                    } else {
                        slot.remove_attribute("data-active")
                    };
                }
            });
        });
        let _ = window_event_listener(leptos::ev::keydown, move |event| self.step_key(&event));
    }
}

/// Sends the page a request (see [`crate::bridge`]).
fn send_to_page(detail: &str) {
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&detail.into());
    let event = web_sys::CustomEvent::new_with_event_init_dict(PLAY_EVENT, &init);
    if let (Some(window), Ok(event)) = (web_sys::window(), event) {
        let _ = window.dispatch_event(&event);
    }
}

/// Mounts the study's board and panel into their slots on the page, once both are
/// there (the page draws its panel a frame after its board).
pub fn run() {
    let document = web_sys::window().and_then(|w| w.document());
    let slots = document.as_ref().and_then(|d| {
        let board = d.get_element_by_id(BOARD_SLOT)?;
        let panel = d.get_element_by_id(PANEL_SLOT)?;
        Some((board, panel))
    });
    let Some((board, panel)) = slots else {
        // Not yet: try again next frame.
        request_animation_frame(run);
        return;
    };
    // The desk is made inside the first mount, which sets up the browser's task queue
    // that its effects need.
    let html = |e: &Element| e.clone().unchecked_into::<web_sys::HtmlElement>();
    // The loader's stand-in buttons give way, and the one pressed (if any) is done.
    let pressed = panel.get_attribute("data-pressed");
    let _ = panel.remove_attribute("data-pressed");
    panel.set_inner_html("");
    let made = std::rc::Rc::new(std::cell::Cell::new(None));
    let keep = std::rc::Rc::clone(&made);
    let state = board.clone();
    let panel_view = leptos::mount::mount_to(html(&panel), move || {
        let desk = Desk::new(state);
        desk.start();
        keep.set(Some(desk));
        provide_context(desk);
        view! { <crate::components::review::Study /> }
    });
    let Some(desk) = made.get() else {
        return;
    };
    let board_view = leptos::mount::mount_to(html(&board), move || {
        provide_context(desk);
        view! { <crate::components::study_board::StudyBoard /> }
    });
    untrack(|| match pressed.as_deref() {
        Some("review") if desk.can_step() => desk.toggle_review(),
        Some("analysis") if desk.can_analyse() => desk.toggle_analysis(),
        Some("edit") => desk.toggle_edit(),
        _ => {}
    });
    // The study lives as long as the page.
    std::mem::forget((board_view, panel_view));
}
