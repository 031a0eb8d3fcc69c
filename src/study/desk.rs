//! The study module's controller, [`Desk`]: what the page publishes (see
//! [`crate::shell::seam`]), the study of the game on the board ([`StudyState`]: stepping
//! through it, its review, the analysis, the editor), and the handlers the study
//! components call. Its board shows a tournament opening under way, lent by the opening
//! ([`OpeningOnBoard`]); it does for the other features what [`StudyLink`] says. The
//! study module is a second wasm module that the page loads once it is up
//! (`assets/study_loader.js`), so that none of this weighs on a first visit.

use gobang_engine::Pos;
use leptos::prelude::*;

use crate::study::texts::study_texts;
use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::game::saved::{SavedGame, SharedGame};
use crate::game::session::{Session, Setup};
use crate::shell::links::{Lines, OpeningOnBoard, StudyLink};
use crate::shell::seam::{self, PageCommand};
use crate::shell::text::Lang;
use crate::study::analysis_texts::analysis_texts;
use crate::study::editor::Editor;
use crate::study::page;
use crate::study::review::{Shown, can_step, can_study, to_edit};
use crate::study::state::StudyState;
use crate::study::variations::Variations;

/// What the editor's changes would be thrown away for, while the person is asked first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Discard {
    /// Closing the editor.
    Close,
    /// The game the page has started meanwhile.
    ForGame,
}

/// What the study components draw and call.
#[derive(Clone, Copy)]
pub struct Desk {
    /// The game on the page's board, as the page last saved it.
    pub session: RwSignal<Session>,
    /// Which game it is: another with every game that is not the last played on.
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
    pub study: StudyState,
    /// A tournament opening under way, whose steps are taken on the study's board.
    pub opening: OpeningOnBoard,
    /// What the study's board shows (an earlier move, or the editor's position).
    pub shown: Memo<Shown>,
    /// Whether the study's board covers the page's.
    pub active: Memo<bool>,
    /// A message for the person, under the study's buttons.
    pub notice: RwSignal<Option<String>>,
    /// The same for screen readers.
    pub announcement: RwSignal<String>,
    /// The question asked before the editor's changes are thrown away, while it waits.
    pub asking: RwSignal<Option<Discard>>,
    /// The editor's position as it opened, to tell whether it holds changes.
    opened: StoredValue<Option<Editor>>,
    slot: StoredValue<Option<Element>, LocalStorage>,
    /// The saved game last read, to read it again only when it changes.
    saved: StoredValue<Option<String>>,
    /// The page's setup as last published: the study's setup follows it when it changes
    /// (the editor opens on the size of the board shown until then).
    page_setup: StoredValue<Option<Setup>>,
    /// Whether a reading of the page is due.
    due: StoredValue<bool>,
    /// Whether the analysis board opens once the page's game is known (a link with
    /// variations, a file's game, a library's line).
    analyse: StoredValue<bool>,
    /// The variations it opens with (`tree=` of a link, or a file's).
    tree: StoredValue<Option<Lines>>,
}

impl Desk {
    /// A desk whose board is drawn in `slot`, and shows `opening` while one is under way.
    pub(super) fn new(slot: Element, opening: OpeningOnBoard) -> Desk {
        let session = RwSignal::new(Session::default());
        let game_id = RwSignal::new(0);
        let setup = RwSignal::new(Setup::default());
        let lang = RwSignal::new(Lang::default());
        let notice = RwSignal::new(None);
        let announcement = RwSignal::new(String::new());
        let study = StudyState::new(lang, notice, announcement);
        let shown = Memo::new(move |_| {
            if let Some(shown) = opening
                .shown
                .with(|o| o.as_ref().map(|o| Shown::game(&o.game, None)))
            {
                // The opening's board takes the steps, over the page's.
                return Shown {
                    live: false,
                    ..shown
                };
            }
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
            opening,
            shown,
            active,
            notice,
            announcement,
            asking: RwSignal::new(None),
            opened: StoredValue::new(None),
            slot: StoredValue::new_local(Some(slot)),
            saved: StoredValue::new(None),
            page_setup: StoredValue::new(None),
            due: StoredValue::new(false),
            analyse: StoredValue::new(false),
            tree: StoredValue::new(None),
        };
        desk.read_page();
        desk
    }

    /// Reads what the page published (see [`seam`]): the saved game, the options,
    /// the language and the setup of the next game. Only what changed is set.
    fn read_page(self) {
        self.due.set_value(false);
        let state = seam::read().unwrap_or_default();
        if self.saved.with_value(|last| *last != state.saved) {
            let decoded = state
                .saved
                .as_deref()
                .and_then(|t| SavedGame::decode(t).ok());
            let session = page::session_of(decoded);
            let another = !self
                .session
                .with_untracked(|s| page::continues(s, &session));
            if another {
                self.game_id.update(|id| *id += 1);
            }
            let started = another && session.started();
            // A game that ends while an earlier move is shown shows its end (the five).
            let ended = session.game().is_over() && self.session.with_untracked(Session::in_game);
            self.session.set(session);
            if started {
                self.game_started();
            }
            if ended && self.study.variations.with_untracked(Option::is_none) {
                self.back_to_game();
            }
            self.saved.set_value(state.saved);
        }
        if self.lang.get_untracked() != state.lang {
            // A message in the other language would stay so: it goes.
            self.notice.set(None);
            self.lang.set(state.lang);
        }
        for (signal, on) in [
            (self.numbers, state.numbers),
            (self.coords, state.coords),
            (self.confirm_taps, state.confirm_taps),
        ] {
            if signal.get_untracked() != on {
                signal.set(on);
            }
        }
        let setup = state.setup;
        if self.page_setup.with_value(|last| *last != Some(setup)) {
            self.page_setup.set_value(Some(setup));
            self.setup.set(setup);
        }
    }

    /// Reads the page again once the task that changed it is done (its effects have saved
    /// the game by then).
    fn read_page_soon(self) {
        if !self.due.get_value() {
            self.due.set_value(true);
            set_timeout(move || self.read_page(), std::time::Duration::ZERO);
        }
    }

    /// The texts of studying games in the page's language.
    pub fn texts(self) -> &'static crate::study::texts::StudyTexts {
        study_texts(self.lang.get())
    }

    /// The move shown, `None` for the game as it stands.
    pub fn shown_ply(self) -> Option<usize> {
        self.session
            .with(|s| self.study.shown_ply(s, self.game_id.get()))
    }

    /// The move shown and how many there are.
    pub fn at(self) -> (usize, usize) {
        let total = self.session.with(|s| s.game().moves().len());
        if let Some(ply) = self
            .study
            .variations
            .with(|v| v.as_ref().map(|v| v.at().len()))
        {
            return (ply.min(total), total);
        }
        (self.shown_ply().unwrap_or(total), total)
    }

    /// Whether the game on the board may be stepped through (a game in progress against
    /// the computer too).
    pub fn can_step(self) -> bool {
        self.session.with(can_step)
    }

    /// Whether the game on the board may be reviewed and analysed (not a game in progress
    /// against the computer).
    pub fn can_study(self) -> bool {
        self.session.with(can_study)
    }

    /// Whether an earlier move of a game still being played is shown, over the page's
    /// board, which takes the moves.
    pub fn looking_back(self) -> bool {
        self.shown_ply().is_some()
            && self.session.with(Session::in_game)
            && self.study.editor.with(Option::is_none)
            && self.study.variations.with(Option::is_none)
            && self.opening.shown.with(Option::is_none)
    }

    /// Shows the game as it stands again.
    pub fn back_to_game(self) {
        let total = self.session.with_untracked(|s| s.game().moves().len());
        self.go(total);
    }

    /// Shows the position after move `ply` (the game as it stands for the last).
    pub fn go(self, ply: usize) {
        self.notice.set(None);
        if self.study.variations.with_untracked(Option::is_some) {
            self.study.vary(|v| {
                let moves = v.game_moves().to_vec();
                v.go(&moves[..ply.min(moves.len())])
            });
            return;
        }
        let game_id = self.game_id.get_untracked();
        self.session
            .with_untracked(|s| self.study.go(s, game_id, Some(ply)));
    }

    /// Whether the analysis may show: in the editor, on a board of its own (opened on
    /// the editor's position or on an empty board), or for a game that may be studied
    /// (not a game in progress against the computer).
    pub fn can_analyse(self) -> bool {
        self.study.editor.with(Option::is_some)
            || self
                .study
                .variations
                .with(|v| v.as_ref().is_some_and(|v| v.game_moves().is_empty()))
            || self.can_study()
    }

    /// Opens the analysis board as a place of the app: on the game at the move shown
    /// where it may be analysed, else (no game, or one in progress against the computer,
    /// which stays as it is) on an empty board of the next game's size and rules.
    pub fn enter_analysis(self) {
        if self.study.analysis_on.get_untracked() {
            return;
        }
        if untrack(|| self.can_analyse()) {
            self.toggle_analysis();
            return;
        }
        let (size, rule) = self.setup.with_untracked(|s| (s.size, s.rule));
        let game = gobang_engine::Game::with_rule(size, rule).unwrap_or_default();
        self.study.toggle_board(Some((&game, 0)));
        if self.session.with_untracked(Session::in_game) {
            self.tell(
                analysis_texts(self.lang.get_untracked())
                    .own_board
                    .to_owned(),
            );
        }
    }

    /// Closes the analysis board, if it is open.
    pub fn leave_analysis(self) {
        if self.study.analysis_on.get_untracked() {
            self.toggle_analysis();
        }
    }

    /// Starts a review of the game, stops the one running or closes the one done (and
    /// goes back to where the game stands).
    pub fn toggle_review(self) {
        if !self.session.with_untracked(can_study) {
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

    /// Opens the review of the game, unless it is open already (a game's result asks).
    pub fn open_review(self) {
        let reviewed = self
            .session
            .with_untracked(|s| self.study.review_of(s.game()).is_some());
        if !reviewed {
            self.toggle_review();
        }
    }

    /// What the desk does for the other features of the study module.
    pub fn link(self) -> StudyLink {
        let study = self.study;
        StudyLink {
            covering: Signal::derive(move || {
                study.editor.with(Option::is_some) || study.analysis_on.get()
            }),
            can_step: Signal::derive(move || self.can_step()),
            review: Callback::new(move |()| self.open_review()),
            analyse_next: Callback::new(move |(tree, shown)| self.analyse_next(tree, shown)),
        }
    }

    /// Opens the analysis board on the position shown (the editor's, which closes, or
    /// the game's at the move shown), or closes it.
    pub fn toggle_analysis(self) {
        self.notice.set(None);
        if self.study.analysis_on.get_untracked() {
            self.study.toggle_board(None);
            return;
        }
        let (size, rule) = self.setup.with_untracked(|s| (s.size, s.rule));
        let game_id = self.game_id.get_untracked();
        let game = self
            .session
            .with_untracked(|s| self.study.studied(s, game_id, size, rule));
        let ply = untrack(|| self.at().0);
        match game {
            Ok(game) if self.study.editor.with_untracked(Option::is_some) => {
                self.study.editor.set(None);
                let ply = game.moves().len();
                self.study.toggle_board(Some((&game, ply)));
            }
            Ok(_) => {
                let game = self.session.with_untracked(|s| s.game().clone());
                self.study.toggle_board(Some((&game, ply)));
            }
            Err(e) => {
                let texts = study_texts(self.lang.get_untracked());
                self.tell(format!("{}{}", texts.no_analysis, texts.setup_error(e)));
            }
        }
        // Where the panel opens below the screen's edge (a phone), the view goes to it.
        request_animation_frame(|| reveal(ANALYSIS_PANEL));
    }

    /// Changes the analysis board's tree or the node it shows.
    pub fn vary<T>(self, change: impl FnOnce(&mut Variations) -> T) -> Option<T> {
        self.notice.set(None);
        self.study.vary(change)
    }

    /// Reads the variations written in `text` (a record or a link's `tree=` value) into
    /// the analysis board; a tree that cannot be read is refused with the reason.
    pub fn open_tree(self, text: &str) {
        let t = analysis_texts(self.lang.get_untracked());
        match self.study.vary(|v| v.read(text)) {
            Some(Ok(())) => self.tell(t.opened.to_owned()),
            Some(Err(e)) => self.tell(t.tree_error(&e)),
            None => {}
        }
    }

    /// The link that opens the game with the analysis board's variations.
    pub fn tree_link(self) -> Option<String> {
        let tree = self
            .study
            .variations
            .with_untracked(|v| v.as_ref().map(Variations::link_value))?;
        let game = self.session.with_untracked(|s| s.game().clone());
        let setup = Setup {
            opponent: crate::game::session::Opponent::Person,
            ..self.setup.get_untracked()
        };
        let link = page::play_link(game, setup);
        Some(format!(
            "{}{link}&tree={tree}",
            crate::shell::browser::address_without_hash()
        ))
    }

    /// Opens the variations of a link (`tree=`) once the page's game is known: on the
    /// analysis board if the game may be studied, else with a word on why not.
    pub fn want_tree(self, text: String) {
        self.analyse_next(Some(Lines::Written(text)), true);
    }

    /// Opens the analysis board, with the variations `tree` if any, on the game the page
    /// is about to show (a game opened from a file, a library's line): when it shows it,
    /// or now if it shows it already (`shown`).
    pub fn analyse_next(self, tree: Option<Lines>, shown: bool) {
        self.analyse.set_value(true);
        self.tree.set_value(tree);
        if shown {
            self.open_pending_tree();
        }
    }

    fn open_pending_tree(self) {
        if !self.analyse.get_value() || !self.session.with_untracked(Session::started) {
            return;
        }
        self.analyse.set_value(false);
        let tree = self.tree.try_update_value(Option::take).flatten();
        if !untrack(|| self.can_analyse()) {
            self.tell(
                analysis_texts(self.lang.get_untracked())
                    .closed_while_playing
                    .to_owned(),
            );
            return;
        }
        if !self.study.analysis_on.get_untracked() {
            self.toggle_analysis();
        }
        match tree {
            Some(Lines::Written(text)) => self.open_tree(&text),
            Some(Lines::Read(tree, notes)) => {
                if let Some(Err(e)) = self.study.vary(|v| v.read_file(&tree, &notes)) {
                    self.tell(analysis_texts(self.lang.get_untracked()).tree_error(&e));
                }
            }
            None => {}
        }
    }

    /// Opens the editor on the position shown (where the game started, for a game in
    /// progress against the computer), or closes it (asking first when it holds changes);
    /// the game is left as it is.
    pub fn toggle_edit(self) {
        self.notice.set(None);
        if self.has_changes() {
            self.asking.set(Some(Discard::Close));
            return;
        }
        let shown = self
            .session
            .with_untracked(|s| to_edit(s, self.shown.get_untracked()));
        if self.study.editor.with_untracked(Option::is_none) {
            self.setup.update(|s| s.size = shown.board.size());
            self.opened
                .set_value(Some(Editor::new(shown.board.clone(), shown.to_move)));
        }
        self.study.toggle_editor(&shown.board, shown.to_move);
    }

    /// Whether the editor is open with a position changed since it opened.
    pub fn has_changes(self) -> bool {
        let opened = self.opened.get_value();
        self.study
            .editor
            .with_untracked(|now| now.is_some() && *now != opened)
    }

    /// Closes the editor, its changes thrown away (the question answered).
    pub fn discard_edits(self) {
        self.asking.set(None);
        self.opened.set_value(None);
        self.study.editor.set(None);
    }

    /// Keeps the editor open with its changes (the question answered).
    pub fn keep_editing(self) {
        self.asking.set(None);
    }

    /// The page started another game: the editor gives way to it, after asking when it
    /// holds changes.
    fn game_started(self) {
        if self.has_changes() {
            self.asking.set(Some(Discard::ForGame));
        } else if self.study.editor.with_untracked(Option::is_some) {
            self.discard_edits();
        }
    }

    /// Changes the editor's position (on the board size of the page's setup).
    pub fn edit(self, change: impl FnOnce(&mut Editor)) {
        let size = self.setup.with_untracked(|s| s.size);
        let dropped = self.study.edit(size, change);
        if dropped > 0 {
            self.tell(study_texts(self.lang.get_untracked()).dropped(dropped));
        }
    }

    /// Has the page play on from the editor's position with its settings, as a link
    /// would (see [`SharedGame::play_on`]). An impossible position is refused with the
    /// reason, and the editor keeps it.
    pub fn play_from_here(self) {
        let Some(mut editor) = self.study.editor.get_untracked() else {
            return;
        };
        let setup = self.setup.get_untracked();
        editor.resize(setup.size);
        match editor.game(setup.rule) {
            Ok(game) => {
                self.asking.set(None);
                self.study.editor.set(None);
                let shared = SharedGame::play_on(game, setup.opponent);
                seam::send(&PageCommand::open(shared));
            }
            Err(e) => {
                let texts = study_texts(self.lang.get_untracked());
                self.tell(format!("{}{}", texts.refused, texts.setup_error(e)));
            }
        }
    }

    /// A click on the study's board: in the editor, the tool's stone (taken: `true`);
    /// at an earlier move, a word on how to go back to the game (refused: `false`).
    pub fn click(self, pos: Pos) -> bool {
        if self.opening.shown.with_untracked(Option::is_some) {
            return self.opening.click.run(pos);
        }
        if self.study.variations.with_untracked(Option::is_some) {
            self.notice.set(None);
            return self.study.play(pos);
        }
        if self.study.editor.with_untracked(Option::is_some) {
            self.edit(|editor| editor.click(pos));
            return true;
        }
        if let Some(ply) = untrack(|| self.shown_ply()) {
            let (total, playing) = self
                .session
                .with_untracked(|s| (s.game().moves().len(), s.in_game()));
            let texts = study_texts(self.lang.get_untracked());
            self.tell(texts.stepping(ply, total, playing));
        }
        false
    }

    /// Steps through the game for ←, →, Home and End, unless the key is meant for
    /// something else (a board's points, a text field, a menu).
    fn step_key(self, event: &web_sys::KeyboardEvent) {
        let varying = self.study.variations.with_untracked(Option::is_some);
        if event.default_prevented()
            || event.alt_key()
            || event.ctrl_key()
            || event.meta_key()
            || self.study.editor.with_untracked(Option::is_some)
            || !(varying || self.session.with_untracked(can_step))
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
        if varying {
            let stepped = match event.key().as_str() {
                "ArrowLeft" => self.vary(Variations::back),
                "ArrowRight" => self.vary(Variations::forward),
                "Home" => self.vary(|v| v.go(&[])),
                "End" => self.vary(|v| {
                    let end = v.line_shown();
                    v.go(&end)
                }),
                _ => return,
            };
            if stepped.is_some() {
                event.prevent_default();
            }
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
    pub(super) fn start(self) {
        // The page tells when what it publishes changes.
        let _ = window_event_listener_untyped(seam::CHANGED, move |_| self.read_page_soon());
        let study = self.study;
        // The analysis board follows the page's game: another game (or this one played
        // on) opens it afresh at the end; a game that may not be studied closes it.
        Effect::new(move |_| {
            let _ = self.game_id.get();
            self.session.with(|s| {
                let same = study.variations.with_untracked(|v| {
                    // (A board opened on the editor's position has no game moves.)
                    v.as_ref().is_none_or(|v| {
                        v.game_moves().is_empty()
                            || (v.game_moves() == s.game().moves()
                                && v.start().setup() == s.game().setup())
                    })
                });
                if !same {
                    let game = s.game().clone();
                    let ply = game.moves().len();
                    study.toggle_board(None);
                    if can_study(s) {
                        study.toggle_board(Some((&game, ply)));
                    }
                }
            });
            self.open_pending_tree();
        });
        Effect::new(move |_| {
            let on = study.analysis_on.get() && self.can_analyse();
            let _ = study.paused.get();
            if !on {
                study.halt();
                return;
            }
            let (size, rule) = self.setup.with(|s| (s.size, s.rule));
            let game_id = self.game_id.get();
            // (An impossible position in the editor is explained, not analysed.)
            let Ok(game) = self.session.with(|s| study.studied(s, game_id, size, rule)) else {
                return;
            };
            if !game.is_over() {
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
        // While editing, the page's own status and Start step back; while a review is
        // open or the study's board covers the page's, a phone keeps the board in view
        // (see study.css).
        Effect::new(move |_| {
            let editing = study.editor.with(Option::is_some);
            let reviewing = self.session.with(|s| study.review_of(s.game()).is_some());
            let studying = reviewing || self.active.get();
            if let Some(root) = document().document_element() {
                for (name, on) in [("data-editing", editing), ("data-studying", studying)] {
                    let _ = if on {
                        root.set_attribute(name, "true")
                    } else {
                        root.remove_attribute(name)
                    };
                }
            }
        });
        let _ = window_event_listener(leptos::ev::keydown, move |event| self.step_key(&event));
    }
}

/// The analysis board's panel (see `views::analysis`).
const ANALYSIS_PANEL: &str = ".study .analysis";

/// Scrolls the page so that the element `selector` finds is whole on the screen, below
/// the board where the board stays at the top (a phone's, while a game is studied: see
/// study.css); an element already in sight stays where it is.
fn reveal(selector: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(document) = window.document() else {
        return;
    };
    let Some(element) = document.query_selector(selector).ok().flatten() else {
        return;
    };
    let Some(height) = window.inner_height().ok().and_then(|h| h.as_f64()) else {
        return;
    };
    let rect = element.get_bounding_client_rect();
    // The board stays at the top when it stands above the element in one column while a
    // game is studied: what lies under it is hidden.
    let top = document
        .query_selector("[data-studying] .board-frame")
        .ok()
        .flatten()
        .map(|board| board.get_bounding_client_rect())
        .filter(|board| board.left() < rect.right() && rect.left() < board.right())
        .map_or(0.0, |board| board.height());
    const ROOM: f64 = 8.0;
    let scroll = if rect.top() < top {
        rect.top() - top - ROOM
    } else if rect.bottom() > height {
        (rect.bottom() - height + ROOM).min(rect.top() - top - ROOM)
    } else {
        return;
    };
    window.scroll_by_with_x_and_y(0.0, scroll);
}
