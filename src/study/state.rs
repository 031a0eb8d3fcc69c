//! Studying a game: stepping through it, its review and the analysis of the position
//! shown, run by the engine in a worker of their own, and the board editor. [`StudyState`]
//! holds their signals and talks to the worker; the study module's controller
//! ([`crate::study::desk::Desk`]) routes clicks and keys here.

use std::collections::HashMap;

use gobang_engine::ai::analysis::REVIEW_NODES;
use gobang_engine::{Board, Game, SetupError, Stone};
use leptos::prelude::*;

use crate::study::texts::study_texts;

use crate::game::session::Session;
use crate::shell::text::Lang;
use crate::study::editor::Editor;
use crate::study::review::{ReviewRun, Shown, can_step, game_at};
use crate::worker::client::Analyst;
use crate::worker::protocol::{Eval, StudiedGame, StudyJob, StudyReply};

/// Nodes the analysis searches in a position: as many as the review, so that both agree.
const ANALYSIS_NODES: u64 = REVIEW_NODES;

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

/// The analysis jobs: at most one in the worker, and the latest position asked for since.
#[derive(Default)]
struct Queue {
    /// The job in the worker and the position it is of.
    asked: Option<(u32, String)>,
    /// The position to analyse next, when the worker is free.
    next: Option<(String, StudiedGame)>,
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
    /// The analyses received, by position.
    analyses: RwSignal<HashMap<String, Eval>>,
    /// The position being edited, while the editor is open.
    pub editor: RwSignal<Option<Editor>>,
    lang: RwSignal<Lang>,
    /// The page's notice and the screen readers' announcement, for a job that failed.
    notice: RwSignal<Option<String>>,
    announcement: RwSignal<String>,
    review_id: StoredValue<Option<u32>>,
    queue: StoredValue<Queue>,
    analyst: StoredValue<Option<Analyst>, LocalStorage>,
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
            analyses: RwSignal::new(HashMap::new()),
            editor: RwSignal::new(None),
            lang,
            notice,
            announcement,
            review_id: StoredValue::new(None),
            queue: StoredValue::new(Queue::default()),
            analyst: StoredValue::new_local(None),
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
                let job = StudyJob::Review(StudiedGame::of(game, REVIEW_NODES));
                match self.send(job) {
                    Ok(id) => self.review_id.set_value(Some(id)),
                    Err(e) => self.fail(e),
                }
            }
        }
    }

    /// Stops the review running, if one is; what it found so far is dropped.
    pub fn stop_review(self) {
        if let Some(id) = self.review_id.try_update_value(Option::take).flatten() {
            let _ = self.send(StudyJob::Stop(id));
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
        let ply = game.moves().len();
        if let Some(eval) = self
            .review_of(session.game())
            .filter(|_| self.editor.with(Option::is_none))
            .and_then(|run| run.eval_at(ply).cloned())
        {
            return Insight::Eval(eval);
        }
        let key = key(&game);
        self.analyses
            .with(|known| known.get(&key).cloned())
            .map_or(Insight::Thinking, Insight::Eval)
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

    /// Asks the worker for the analysis of `game`, unless it is known or coming; a
    /// position asked for while the worker is busy waits, replacing any other waiting.
    pub fn want_analysis(self, game: &Game) {
        let key = key(game);
        if self
            .analyses
            .with_untracked(|known| known.contains_key(&key))
        {
            return;
        }
        let busy = self.queue.with_value(|q| q.asked.is_some());
        if busy {
            self.queue.update_value(|q| {
                let asked = q.asked.as_ref().is_some_and(|(_, k)| *k == key);
                q.next = (!asked).then(|| (key, StudiedGame::of(game, ANALYSIS_NODES)));
            });
            return;
        }
        self.ask_analysis(key, StudiedGame::of(game, ANALYSIS_NODES));
    }

    fn ask_analysis(self, key: String, position: StudiedGame) {
        match self.send(StudyJob::Analyse(position)) {
            Ok(id) => self.queue.update_value(|q| q.asked = Some((id, key))),
            Err(e) => self.fail(e),
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

    fn send(self, job: StudyJob) -> Result<u32, String> {
        if self.analyst.with_value(Option::is_none) {
            let analyst = Analyst::new(move |reply| self.receive(reply));
            self.analyst.set_value(Some(analyst));
        }
        self.analyst
            .with_value(|analyst| analyst.as_ref().map(|a| a.send(job)))
            .unwrap_or_else(|| Err("the analysis worker is gone".into()))
    }

    fn receive(self, reply: StudyReply) {
        let reviewing = self.review_id.get_value();
        match reply {
            StudyReply::Reviewed(id, reviewed) if Some(id) == reviewing => {
                self.review.update(|run| {
                    if let Some(run) = run {
                        run.add(reviewed);
                    }
                });
            }
            StudyReply::Done(id) if Some(id) == reviewing => {
                self.review_id.set_value(None);
                self.review.update(|run| {
                    if let Some(run) = run {
                        run.finish();
                    }
                });
            }
            StudyReply::Analysis(id, eval) => {
                let asked = self
                    .queue
                    .try_update_value(|q| q.asked.take_if(|(asked, _)| *asked == id))
                    .flatten();
                if let Some((_, key)) = asked {
                    self.analyses.update(|known| {
                        known.insert(key, eval);
                    });
                }
                let next = self.queue.try_update_value(|q| q.next.take()).flatten();
                if let Some((key, position)) = next {
                    self.ask_analysis(key, position);
                }
            }
            StudyReply::Error(_, message) => {
                self.queue.update_value(|q| *q = Queue::default());
                self.review_id.set_value(None);
                self.review.set(None);
                self.fail(message);
            }
            // Answers to jobs given up.
            StudyReply::Reviewed(..) | StudyReply::Done(_) | StudyReply::Stopped(_) => {}
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
    StudyJob::Analyse(StudiedGame::of(game, 0)).encode()
}

/// What the engine makes of a position in words: a proved win ("Black wins in 3"), or
/// black's winning chance.
pub fn eval_text(lang: Lang, eval: &Eval) -> String {
    let t = study_texts(lang);
    match eval.win {
        Some(win) => match win.moves {
            Some(0) => t.has_won(win.winner),
            Some(n) => t.wins_in(win.winner, n),
            None => t.wins_by_force(win.winner),
        },
        None => t.chance(eval.black_chance),
    }
}
