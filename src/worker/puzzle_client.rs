//! The puzzles' end of the search worker (see [`super::puzzle_protocol`]): the defender's
//! replies on the puzzle page and the mining of finished games for the person's own
//! puzzles. Each runs in a worker of its own, started when first asked, apart from the one
//! that plays the computer's moves; so a game being mined (seconds) never holds up a reply.
//! The pages that ask for replies (the puzzles, the lessons' fights) share one client
//! through [`answer`]; the lessons also ask it whether a defence holds ([`solve`]).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gobang_engine::ai::solver::{Answer, Kind};
use gobang_engine::puzzle::Puzzle;
use gobang_engine::{Game, Pos};

use super::client::{Link, next_id};
use super::jobs::Jobs;
use super::puzzle_protocol::{DEFEND_NODES, DefendJob, MineJob, PuzzleReply};

/// What is waiting for a worker's answer.
enum Pending {
    /// A defender's reply on a board of this side.
    Answer(usize, Box<dyn FnOnce(Option<Answer>)>),
    /// A win searched for, on a board of this side: its line, empty when none is found
    /// (`None`: no answer came).
    Solve(usize, Box<dyn FnOnce(Option<Vec<Pos>>)>),
    /// A game's puzzles.
    Mine(Box<dyn FnOnce(Vec<Puzzle>)>),
}

impl Pending {
    /// Tells the one waiting that no answer will come.
    fn fail(self) {
        match self {
            Pending::Answer(_, done) => done(None),
            Pending::Solve(_, done) => done(None),
            Pending::Mine(done) => done(Vec::new()),
        }
    }
}

type Waiting = Rc<RefCell<Jobs<Pending>>>;

/// The puzzles' workers: one that answers the person's moves, one that mines games.
pub struct PuzzleSolver {
    defender: Link,
    miner: Link,
    pending: Waiting,
    next_id: Cell<u32>,
}

impl Default for PuzzleSolver {
    fn default() -> PuzzleSolver {
        let pending = Waiting::default();
        PuzzleSolver {
            defender: link(&pending, false),
            miner: link(&pending, true),
            pending,
            next_id: Cell::new(0),
        }
    }
}

/// A worker whose answers go to the jobs in `pending` (and whose failure fails its own
/// jobs: the mining ones if `mining`, the others if not).
fn link(pending: &Waiting, mining: bool) -> Link {
    let (answered, failed) = (Rc::clone(pending), Rc::clone(pending));
    Link::new(
        move |text| {
            let Some(id) = text.split(' ').nth(1).and_then(|id| id.parse::<u32>().ok()) else {
                return;
            };
            // An answer to a job given up finds nothing waiting and is dropped.
            let Some(waiting) = answered.borrow_mut().remove(id) else {
                return;
            };
            let size = match waiting {
                Pending::Answer(size, _) | Pending::Solve(size, _) => size,
                Pending::Mine(_) => 0,
            };
            match (PuzzleReply::decode(&text, size), waiting) {
                (Ok(PuzzleReply::Defended(_, answer)), Pending::Answer(_, done)) => done(answer),
                (Ok(PuzzleReply::Solved(_, win)), Pending::Solve(_, done)) => {
                    done(Some(win.unwrap_or_default()));
                }
                (Ok(PuzzleReply::Mined(_, puzzles)), Pending::Mine(done)) => done(puzzles),
                (reply, waiting) => {
                    // Why, in words: a reply's Debug form would bring the formatting code of
                    // every puzzle type into the study module.
                    let why = match reply {
                        Err(error) => error.to_string(),
                        Ok(PuzzleReply::Error(_, why)) => why,
                        Ok(_) => "not the kind of answer the job asked for".to_owned(),
                    };
                    warn(&format!("the puzzle worker's answer `{text}`: {why}"));
                    waiting.fail();
                }
            }
        },
        move || {
            warn("the puzzle worker failed");
            let ids: Vec<u32> = failed
                .borrow()
                .iter()
                .filter(|(_, p)| matches!(p, Pending::Mine(_)) == mining)
                .map(|(id, _)| id)
                .collect();
            for id in ids {
                let waiting = failed.borrow_mut().remove(id);
                if let Some(waiting) = waiting {
                    waiting.fail();
                }
            }
        },
    )
}

thread_local! {
    /// The defenders' client shared by the pages, made at the first question (it starts
    /// its worker when first asked).
    static SHARED: std::cell::OnceCell<PuzzleSolver> = const { std::cell::OnceCell::new() };
}

/// [`PuzzleSolver::answer`] on the client the pages share: the defender's reply in `game`
/// to a win of `kind`, or `None` when there is none.
pub fn answer(game: &Game, kind: Kind, done: impl FnOnce(Option<Answer>) + 'static) {
    SHARED.with(|solver| {
        solver
            .get_or_init(PuzzleSolver::default)
            .answer(game, kind, done)
    });
}

/// Asks the client the pages share for the forced win of `game`'s side to move by `kind`
/// within `nodes`: `done` gets its line, empty when none is found, or `None` when the
/// worker could not answer.
pub fn solve(game: &Game, kind: Kind, nodes: u64, done: impl FnOnce(Option<Vec<Pos>>) + 'static) {
    SHARED.with(|solver| {
        let solver = solver.get_or_init(PuzzleSolver::default);
        let job = DefendJob {
            id: next_id(&solver.next_id),
            solve: true,
            ..DefendJob::of(game, kind, nodes)
        };
        let waiting = Pending::Solve(job.size, Box::new(done));
        solver.send(&solver.defender, job.id, job.encode(), waiting);
    });
}

impl PuzzleSolver {
    /// Asks for the defender's reply in `game` (the defender to move, the attacker's move
    /// just played) to a win of `kind`; `done` gets it, or `None` when there is none (the
    /// game over, or the worker could not answer: at once, before this returns, when the
    /// worker cannot even start).
    pub fn answer(&self, game: &Game, kind: Kind, done: impl FnOnce(Option<Answer>) + 'static) {
        let job = DefendJob {
            id: next_id(&self.next_id),
            ..DefendJob::of(game, kind, DEFEND_NODES)
        };
        let waiting = Pending::Answer(job.size, Box::new(done));
        self.send(&self.defender, job.id, job.encode(), waiting);
    }

    /// Asks for the wins missed in `game`, a played game, as puzzles; `done` gets them
    /// (none when the game began from an edited position, at once, or when the worker
    /// could not answer).
    pub fn mine(&self, game: &Game, done: impl FnOnce(Vec<Puzzle>) + 'static) {
        let Some(job) = MineJob::of(game) else {
            return done(Vec::new());
        };
        let job = MineJob {
            id: next_id(&self.next_id),
            ..job
        };
        self.send(
            &self.miner,
            job.id,
            job.encode(),
            Pending::Mine(Box::new(done)),
        );
    }

    /// Gives up the replies asked for and not yet answered (their `done` is not called);
    /// a search in progress is stopped. Mining goes on.
    pub fn cancel(&self) {
        let mut pending = self.pending.borrow_mut();
        let before = pending.len();
        pending.retain(|p| matches!(p, Pending::Mine(_)));
        if pending.len() < before {
            self.defender.terminate();
        }
    }

    fn send(&self, link: &Link, id: u32, text: String, waiting: Pending) {
        match link.post(text) {
            Ok(()) => {
                self.pending.borrow_mut().insert(id, waiting);
            }
            Err(e) => {
                warn(&format!("the puzzle worker: {e}"));
                waiting.fail();
            }
        }
    }
}

fn warn(message: &str) {
    leptos::logging::warn!("{message}");
}
