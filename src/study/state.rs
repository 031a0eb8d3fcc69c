//! Studying a game: stepping through it, its review and the analysis of the position
//! shown, run by the engine in a worker of their own, and the board editor. [`StudyState`]
//! holds their signals and talks to the worker; the study module's controller
//! ([`crate::study::desk::Desk`]) routes clicks and keys here.

use std::collections::HashMap;

use gobang_engine::ai::analysis::REVIEW_NODES;
use gobang_engine::{Board, Game, Pos, SetupError, Stone};
use leptos::prelude::*;

use crate::study::analysis_texts::analysis_texts;
use crate::study::texts::study_texts;

use crate::game::session::Session;
use crate::shell::text::Lang;
use crate::study::editor::Editor;
use crate::study::review::{ReviewRun, Shown, can_step, game_at};
use crate::study::variations::Variations;
use crate::worker::client::WorkerClient;
use crate::worker::protocol::{Eval, Reply, Request, StudiedGame};

/// The most nodes the analysis board searches in a position, deepening to it in rounds
/// (see [`crate::worker::protocol::rounds`]): about a minute in a browser's worker.
const DEEPEST_NODES: u64 = 25_600_000;

/// What the analysis panel shows for the position on the board.
#[derive(Clone, Debug, PartialEq)]
pub enum Insight {
    /// The engine's view.
    Eval(Eval),
    /// The worker is at it.
    Thinking,
    /// The editor's position is not one a game can go on from.
    Impossible(SetupError),
}

/// The signals of studying a game, and the worker that does the engine's part.
#[derive(Clone, Copy)]
pub struct StudyState {
    /// The move shown while stepping through a game (which game, which move); the game
    /// as it stands when it is `None` or names another game.
    ply: RwSignal<Option<(u64, usize)>>,
    /// The review asked for, running or done.
    pub review: RwSignal<Option<ReviewRun>>,
    /// Whether the analysis is shown.
    pub analysis_on: RwSignal<bool>,
    /// The analysis board's tree of variations and the node shown, while the analysis
    /// is shown.
    pub variations: RwSignal<Option<Variations>>,
    /// Whether the search was stopped (Stop), until Go on.
    pub paused: RwSignal<bool>,
    /// Whether the worker is deepening the analysis of a position.
    pub searching: RwSignal<bool>,
    /// The deepest analysis received for each position, and whether its search is
    /// complete.
    analyses: RwSignal<HashMap<String, (Eval, bool)>>,
    /// The position being edited, while the editor is open.
    pub editor: RwSignal<Option<Editor>>,
    lang: RwSignal<Lang>,
    /// The page's notice and the screen readers' announcement, for a job that failed.
    notice: RwSignal<Option<String>>,
    announcement: RwSignal<String>,
    review_id: StoredValue<Option<u32>>,
    /// The key of the position the analysis board's worker analyses.
    search: StoredValue<Option<String>>,
    analyst: StoredValue<WorkerClient, LocalStorage>,
    /// The analysis board's worker, apart from the review's: a deep search for a
    /// position left is abandoned by ending it.
    deep: StoredValue<WorkerClient, LocalStorage>,
}

impl StudyState {
    /// Nothing studied yet; the worker starts when first needed. A job that fails is
    /// told in the page's `notice` and `announcement`, in `lang`.
    pub fn new(
        lang: RwSignal<Lang>,
        notice: RwSignal<Option<String>>,
        announcement: RwSignal<String>,
    ) -> StudyState {
        StudyState {
            ply: RwSignal::new(None),
            review: RwSignal::new(None),
            analysis_on: RwSignal::new(false),
            variations: RwSignal::new(None),
            paused: RwSignal::new(false),
            searching: RwSignal::new(false),
            analyses: RwSignal::new(HashMap::new()),
            editor: RwSignal::new(None),
            lang,
            notice,
            announcement,
            review_id: StoredValue::new(None),
            search: StoredValue::new(None),
            analyst: StoredValue::new_local(WorkerClient::default()),
            deep: StoredValue::new_local(WorkerClient::default()),
        }
    }

    /// The move shown of the session's game (game `game_id` of the page), `None` for the
    /// game as it stands (also when the game may not be stepped through).
    pub fn shown_ply(self, session: &Session, game_id: u64) -> Option<usize> {
        let (shown_id, ply) = self.ply.get()?;
        (shown_id == game_id && can_step(session) && ply < session.game().moves().len())
            .then_some(ply)
    }

    /// What the board shows: the editor's position while editing (on a board of
    /// `size`), or the session's game at the move shown.
    pub fn shown(self, session: &Session, game_id: u64, size: usize) -> Shown {
        if let Some(game) = self.variations.with(|v| v.as_ref().map(Variations::shown)) {
            return Shown {
                board: game.board().clone(),
                moves: game.moves().to_vec(),
                to_move: game.to_move(),
                live: false,
            };
        }
        if let Some(editor) = self.editor.get() {
            let mut editor = editor;
            editor.resize(size);
            return Shown {
                board: editor.board().clone(),
                moves: Vec::new(),
                to_move: editor.to_move(),
                live: false,
            };
        }
        Shown::game(session.game(), self.shown_ply(session, game_id))
    }

    /// Shows move `ply` of the session's game (`None`, or the last move: the game as it
    /// stands).
    pub fn go(self, session: &Session, game_id: u64, ply: Option<usize>) {
        let total = session.game().moves().len();
        let ply = ply.filter(|&ply| ply < total && can_step(session));
        self.ply.set(ply.map(|ply| (game_id, ply)));
    }

    /// The review of the session's game, if the one asked for is of it.
    pub fn review_of(self, game: &Game) -> Option<ReviewRun> {
        self.review.get().filter(|run| run.is_of(game))
    }

    /// Starts a review of `game`, or stops the one running, or closes the one done.
    pub fn toggle_review(self, game: &Game) {
        let current = self.review.get_untracked().filter(|run| run.is_of(game));
        match current {
            Some(run) if run.running() => self.stop_review(),
            Some(_) => self.review.set(None),
            None => {
                self.stop_review();
                self.review.set(Some(ReviewRun::new(game.clone())));
                let job = Request::Review(StudiedGame::of(game, REVIEW_NODES));
                let on_reply = move |reply| self.receive(reply);
                let id = self.analyst.with_value(|a| a.send(job, on_reply));
                self.review_id.set_value(id);
            }
        }
    }

    /// Stops the review running, if one is; what it found so far is dropped.
    pub fn stop_review(self) {
        if let Some(id) = self.review_id.try_update_value(Option::take).flatten() {
            self.analyst.with_value(|a| a.stop(id));
            self.review.set(None);
        }
    }

    /// What the analysis panel shows for what the board shows.
    pub fn insight(
        self,
        session: &Session,
        game_id: u64,
        size: usize,
        rule: gobang_engine::Rule,
    ) -> Insight {
        let game = match self.studied(session, game_id, size, rule) {
            Ok(game) => game,
            Err(e) => return Insight::Impossible(e),
        };
        let key = key(&game);
        if let Some((eval, _)) = self.analyses.with(|known| known.get(&key).cloned()) {
            return Insight::Eval(eval);
        }
        // The review's view of a move of the game, until the board's own comes.
        let ply = game.moves().len();
        let on_game = session.game().moves().starts_with(game.moves())
            && game.setup() == session.game().setup();
        self.review_of(session.game())
            .filter(|_| on_game && self.editor.with(Option::is_none))
            .and_then(|run| run.eval_at(ply).cloned())
            .map_or(Insight::Thinking, Insight::Eval)
    }

    /// Whether the search of `game` is complete (it went as deep as it goes).
    pub fn complete(self, game: &Game) -> bool {
        let key = key(game);
        self.analyses
            .with(|known| known.get(&key).is_some_and(|(_, done)| *done))
    }

    /// The game whose position the board shows: the editor's (when it is possible) or
    /// the session's at the move shown.
    pub fn studied(
        self,
        session: &Session,
        game_id: u64,
        size: usize,
        rule: gobang_engine::Rule,
    ) -> Result<Game, SetupError> {
        if let Some(game) = self.variations.with(|v| v.as_ref().map(Variations::shown)) {
            return Ok(game);
        }
        match self.editor.get() {
            Some(mut editor) => {
                editor.resize(size);
                editor.game(rule)
            }
            None => Ok(match self.shown_ply(session, game_id) {
                Some(ply) => game_at(session.game(), ply),
                None => session.game().clone(),
            }),
        }
    }

    /// Has the analysis board's worker deepen the analysis of `game`, unless it is
    /// complete, under way, or the search is stopped; a search of another position is
    /// abandoned (its worker ended: a round cannot be broken off).
    pub fn want_analysis(self, game: &Game) {
        if self.paused.get_untracked() {
            return;
        }
        let key = key(game);
        let complete = self
            .analyses
            .with_untracked(|known| known.get(&key).is_some_and(|(_, done)| *done));
        if complete || self.search.with_value(|s| s.as_ref() == Some(&key)) {
            return;
        }
        self.halt();
        let job = Request::Analyse(StudiedGame::of(game, DEEPEST_NODES));
        let on_reply = move |reply| self.receive_deep(reply);
        if self
            .deep
            .with_value(|deep| deep.send(job, on_reply))
            .is_some()
        {
            self.search.set_value(Some(key));
            self.searching.set(true);
        }
    }

    /// Abandons the search under way, if any (its worker is ended).
    pub fn halt(self) {
        if self
            .search
            .try_update_value(Option::take)
            .flatten()
            .is_some()
        {
            self.deep.with_value(WorkerClient::cancel);
            self.searching.set(false);
        }
    }

    /// Stops deepening (Stop), or goes on (Go on).
    pub fn toggle_pause(self) {
        let pause = !self.paused.get_untracked();
        if pause {
            self.halt();
        }
        self.paused.set(pause);
    }

    /// Opens the analysis board on `game` after its move `ply`, or closes it.
    pub fn toggle_board(self, opened: Option<(&Game, usize)>) {
        match opened {
            Some((game, ply)) => {
                self.variations.set(Some(Variations::new(game, ply)));
                self.analysis_on.set(true);
            }
            None => {
                self.halt();
                self.paused.set(false);
                self.variations.set(None);
                self.analysis_on.set(false);
            }
        }
    }

    /// Applies `change` to the analysis board's tree, if it is open; returns what
    /// `change` returns.
    pub fn vary<T>(self, change: impl FnOnce(&mut Variations) -> T) -> Option<T> {
        let mut out = None;
        self.variations.update(|v| out = v.as_mut().map(change));
        out
    }

    /// Plays `pos` on the analysis board; a move the rules refuse is told.
    pub fn play(self, pos: Pos) -> bool {
        match self.vary(|v| v.play(pos)) {
            Some(Ok(())) => true,
            Some(Err(e)) => {
                let point = crate::shell::text::point_name(pos, self.shown_size());
                let message = analysis_texts(self.lang.get_untracked()).play_error(&point, &e);
                self.announcement.set(message.clone());
                self.notice.set(Some(message));
                false
            }
            None => false,
        }
    }

    fn shown_size(self) -> usize {
        self.variations
            .with_untracked(|v| v.as_ref().map_or(19, |v| v.start().board().size()))
    }

    /// A reply to the analysis under way (the replies of one abandoned end with its worker).
    fn receive_deep(self, reply: Reply) {
        match reply {
            Reply::Analysis(eval) => {
                let Some(key) = self.search.get_value() else {
                    return;
                };
                self.analyses.update(|known| {
                    let deeper = known
                        .get(&key)
                        .is_none_or(|(had, _)| had.nodes <= eval.nodes);
                    if deeper {
                        known.insert(key, (eval, false));
                    }
                });
            }
            Reply::Error(message) => {
                self.halt();
                self.fail(message);
            }
            // `done`, or any reply that ends the request.
            _ => {
                if let Some(key) = self.search.try_update_value(Option::take).flatten() {
                    self.analyses.update(|known| {
                        if let Some(entry) = known.get_mut(&key) {
                            entry.1 = true;
                        }
                    });
                }
                self.searching.set(false);
            }
        }
    }

    /// Opens the editor on `board` with `to_move` to play, or closes it.
    pub fn toggle_editor(self, board: &Board, to_move: Stone) {
        if self.editor.with_untracked(Option::is_some) {
            self.editor.set(None);
        } else {
            self.editor.set(Some(Editor::new(board.clone(), to_move)));
        }
    }

    /// Applies `change` to the editor's position on a board of `size`; returns how many
    /// stones a change of size left off.
    pub fn edit(self, size: usize, change: impl FnOnce(&mut Editor)) -> usize {
        let mut dropped = 0;
        self.editor.update(|editor| {
            if let Some(editor) = editor {
                dropped = editor.resize(size);
                change(editor);
            }
        });
        dropped
    }

    /// A reply to the review under way (one stopped hears no more).
    fn receive(self, reply: Reply) {
        match reply {
            Reply::Reviewed(reviewed) => self.review.update(|run| {
                if let Some(run) = run {
                    run.add(reviewed);
                }
            }),
            Reply::Error(message) => {
                self.review_id.set_value(None);
                self.review.set(None);
                self.fail(message);
            }
            // `done`, or any reply that ends the request.
            _ => {
                self.review_id.set_value(None);
                self.review.update(|run| {
                    if let Some(run) = run {
                        run.finish();
                    }
                });
            }
        }
    }

    fn fail(self, message: String) {
        let message = format!(
            "{} {message}",
            study_texts(self.lang.get_untracked()).failed
        );
        self.announcement.set(message.clone());
        self.notice.set(Some(message));
    }
}

/// The position of `game` as a key: its words in the worker's messages.
fn key(game: &Game) -> String {
    Request::Analyse(StudiedGame::of(game, 0)).encode(0)
}

/// What the engine makes of a position in words: a proved win ("Black wins in 3"), or
/// black's winning chance, and where the search believes in a win the solver could not
/// prove, that the engine cannot tell.
pub fn eval_text(lang: Lang, eval: &Eval) -> String {
    let t = study_texts(lang);
    match (eval.win, eval.unsure) {
        (Some(win), _) => match win.moves {
            Some(0) => t.has_won(win.winner),
            Some(n) => t.wins_in(win.winner, n),
            None => t.wins_by_force(win.winner),
        },
        (None, Some(side)) => {
            let comma = lang.texts().comma;
            format!(
                "{}{comma}{}",
                t.chance(eval.black_chance),
                t.cannot_tell_win(side)
            )
        }
        (None, None) => t.chance(eval.black_chance),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobang_engine::ai::analysis::ForcedWin;

    #[test]
    fn a_win_is_said_only_when_proved_else_the_engine_cannot_tell() {
        let unproved = Eval {
            black_chance: 0.99,
            win: None,
            unsure: Some(Stone::White),
            line: Vec::new(),
            depth: 9,
            nodes: 1,
        };
        assert_eq!(
            eval_text(Lang::En, &unproved),
            "Black's winning chance: 99%, the engine cannot tell whether white wins by force"
        );
        let proved = Eval {
            win: Some(ForcedWin {
                winner: Stone::White,
                moves: Some(3),
            }),
            unsure: None,
            ..unproved.clone()
        };
        assert_eq!(eval_text(Lang::En, &proved), "White wins in 3");
        let none = Eval {
            unsure: None,
            ..unproved
        };
        assert_eq!(eval_text(Lang::En, &none), "Black's winning chance: 99%");
    }
}
