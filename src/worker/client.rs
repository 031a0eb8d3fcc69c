//! The page's and the study module's end of the engine's workers: a [`WorkerClient`]
//! starts its worker when first needed, sends it [`Request`]s, each with a fresh id, and
//! hands every reply to the callback of the request it answers. Each feature keeps its own
//! clients, and so its own workers, so that one's long search never delays another's.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gobang_engine::Game;
use gobang_engine::ai::solver::{Defence, Kind, Proof};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{MessageEvent, Worker};

use super::pending::{OnReply, Pending};
use super::protocol::{READY, Reader, Reply, Request, ThinkJob};
use super::puzzle_protocol::{DEFEND_NODES, SolverJob};
use crate::shell::browser::now_ms;

/// The least a search that waited for its worker still thinks, in milliseconds.
const LEAST_CLOCK_MS: u32 = 200;

/// What is left of a clock of `millis` after a wait of `waited` milliseconds, never less
/// than [`LEAST_CLOCK_MS`] (nor more than the clock).
fn clock_left(millis: u32, waited: f64) -> u32 {
    let waited = waited.clamp(0.0, f64::from(u32::MAX)) as u32;
    millis
        .saturating_sub(waited)
        .max(LEAST_CLOCK_MS.min(millis))
}

/// Where the worker's loader is, relative to the page (Trunk writes it next to index.html).
const WORKER_URL: &str = "./worker_loader.js";

/// A running worker and the handlers that must live as long as it does.
struct Running {
    worker: Worker,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(web_sys::Event)>,
}

/// What a client shares with its worker's handlers.
#[derive(Default)]
struct Shared {
    /// The messages sent before the worker said it was ready; `None` once it has.
    waiting: RefCell<Option<Vec<Message>>>,
    /// The requests waiting for replies.
    pending: RefCell<Pending>,
    /// Whether the running worker has failed: the next request starts a fresh one (which
    /// says so in turn if it fails too) rather than wait for a reply that cannot come.
    failed: Cell<bool>,
    /// Which worker is the running one: each started is the next, and the handlers of an
    /// ended one, which hold their number, do nothing.
    generation: Cell<u32>,
}

/// A request as it goes to the worker: its text, written where the request is made (so
/// that each program carries only the writing of its own requests), or a search with its
/// id and when it was asked for, written when it is posted, since its clock counts the wait
/// for the worker.
enum Message {
    Text(String),
    Think(u32, ThinkJob, f64),
}

impl Message {
    /// The message's text, as it is posted now.
    fn text(self) -> String {
        match self {
            Message::Text(text) => text,
            Message::Think(id, mut job, asked) => {
                // The person waits from when the move was asked for: a search that waited
                // for the worker to start (the first of a page, or the first after a
                // cancelled one) thinks for that much less.
                job.millis = clock_left(job.millis, now_ms() - asked);
                Request::Think(job).encode(id)
            }
        }
    }
}

/// A worker of the engine's, started when the first request is sent to it. Requests sent
/// before it is ready wait for it; each reply goes to the callback of the request it
/// answers (an analysis's rounds and a review's moves to the same one, until `done`);
/// replies to requests given up are dropped; and when the worker fails, every request
/// waiting hears it as an error.
#[derive(Default)]
pub struct WorkerClient {
    running: RefCell<Option<Running>>,
    /// The handlers of the worker ended last, kept until the next one ends: a reply it
    /// posted just before it ended, already queued on the page, finds them (and they drop
    /// it) rather than handlers already dropped.
    retired: RefCell<Option<Running>>,
    shared: Rc<Shared>,
    last_id: Cell<u32>,
}

impl WorkerClient {
    /// Sends `request` with a fresh id, which it returns; its replies go to `on_reply`.
    /// When the worker cannot start, `on_reply` hears why at once, and `None` is returned.
    #[inline(always)]
    pub fn send(&self, request: Request, on_reply: impl Fn(Reply) + 'static) -> Option<u32> {
        let id = self.last_id.get().wrapping_add(1).max(1);
        self.last_id.set(id);
        // Chosen here, where the request is made: each program carries only the reading of
        // the replies to the requests it makes (see `Request::reader`), and the writing of
        // those requests.
        let (read, size) = (request.reader(), request.size());
        let message = match request {
            Request::Think(job) => Message::Think(id, job, now_ms()),
            request => Message::Text(request.encode(id)),
        };
        self.send_message(id, message, (read, size), Rc::new(on_reply))
    }

    /// [`WorkerClient::send`] for a request with one reply, which goes to `done`.
    #[inline(always)]
    pub fn ask(&self, request: Request, done: impl FnOnce(Reply) + 'static) {
        let done = Cell::new(Some(done));
        self.send(request, move |reply| {
            if let Some(done) = done.take() {
                done(reply);
            }
        });
    }

    /// Sends request `id`'s `message`; its replies are read with `read` for a board of side
    /// `size` and go to `on_reply`.
    fn send_message(
        &self,
        id: u32,
        message: Message,
        (read, size): (Reader, usize),
        on_reply: OnReply,
    ) -> Option<u32> {
        match self.post(message) {
            Ok(()) => {
                let pending = &mut self.shared.pending.borrow_mut();
                pending.insert(id, read, size, on_reply);
                Some(id)
            }
            Err(e) => {
                on_reply(Reply::Error(e));
                None
            }
        }
    }

    /// Gives up request `id`: its replies are dropped, and the worker stops it if it is an
    /// analysis or a review (between two rounds or moves).
    pub fn stop(&self, id: u32) {
        self.shared.pending.borrow_mut().remove(id);
        if self.running.borrow().is_some() && !self.shared.failed.get() {
            let _ = self.post(Message::Text(Request::Stop.encode(id)));
        }
    }

    /// Gives up every request waiting; a worker at work on one is ended (a search cannot
    /// be broken off inside wasm), and the next request starts a fresh one.
    pub fn cancel(&self) {
        let given_up = self.shared.pending.borrow_mut().take_all();
        if !given_up.is_empty() {
            self.terminate();
        }
    }

    /// Posts `message` at once, or when the worker is ready if it is not.
    fn post(&self, message: Message) -> Result<(), String> {
        let worker = self.worker()?;
        if let Some(queue) = &mut *self.shared.waiting.borrow_mut() {
            queue.push(message);
            return Ok(());
        }
        worker
            .post_message(&message.text().into())
            .map_err(describe)
    }

    /// Ends the running worker. Its handlers stay alive (as `retired`) and stale: a reply
    /// it posted just before, already queued on the page, reaches them and is dropped.
    fn terminate(&self) {
        let ended = self.running.borrow_mut().take();
        if let Some(running) = ended {
            running.worker.terminate();
            let generation = &self.shared.generation;
            generation.set(generation.get().wrapping_add(1));
            // The handlers retired before this are dropped here.
            drop(self.retired.replace(Some(running)));
        }
    }

    fn worker(&self) -> Result<Worker, String> {
        if self.shared.failed.replace(false) {
            self.terminate();
        }
        if let Some(running) = &*self.running.borrow() {
            return Ok(running.worker.clone());
        }
        let worker = Worker::new(WORKER_URL).map_err(describe)?;
        *self.shared.waiting.borrow_mut() = Some(Vec::new());
        let (shared, ready_worker) = (Rc::clone(&self.shared), worker.clone());
        let generation = self.shared.generation.get();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            if shared.generation.get() != generation {
                return;
            }
            let text = event.data().as_string().unwrap_or_default();
            if text == READY {
                let waiting = shared.waiting.borrow_mut().take().unwrap_or_default();
                for message in waiting {
                    let _ = ready_worker.post_message(&message.text().into());
                }
                return;
            }
            let routed = shared.pending.borrow_mut().route(&text);
            if let Some((on_reply, reply)) = routed {
                on_reply(reply);
            }
        });
        let shared = Rc::clone(&self.shared);
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
            if shared.generation.get() != generation {
                return;
            }
            shared.failed.set(true);
            let failed = shared.pending.borrow_mut().take_all();
            for on_reply in failed {
                on_reply(Reply::Error("the worker failed".into()));
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        *self.running.borrow_mut() = Some(Running {
            worker: worker.clone(),
            _on_message: on_message,
            _on_error: on_error,
        });
        Ok(worker)
    }
}

fn describe(error: wasm_bindgen::JsValue) -> String {
    error
        .as_string()
        .or_else(|| {
            error
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| "the search worker could not start".into())
}

thread_local! {
    /// The worker the puzzle pages share for the defender's replies and the checks of a
    /// defence, apart from the one that plays the page's moves and the one that mines.
    static DEFENDER: WorkerClient = WorkerClient::default();
}

/// The defender's reply in `game` (the defender to move, the attacker's move just played)
/// to a win of `kind`; `done` gets it, or `None` when there is none (the game over, or
/// the worker could not answer: at once, before this returns, when it cannot even start).
pub fn answer(game: &Game, kind: Kind, done: impl FnOnce(Option<Defence>) + 'static) {
    let request = Request::Defend(SolverJob::of(game, kind, DEFEND_NODES));
    DEFENDER.with(|client| {
        client.ask(request, |reply| match reply {
            Reply::Defended(answer) => done(answer),
            other => done(refused(other)),
        });
    });
}

/// Whether `game`'s side to move wins by `kind` within `nodes`: `done` gets the solver's
/// answer (proved, disproved or unknown), or `None` when the worker could not answer.
pub fn solve(game: &Game, kind: Kind, nodes: u64, done: impl FnOnce(Option<Proof>) + 'static) {
    let request = Request::Solve(SolverJob::of(game, kind, nodes));
    DEFENDER.with(|client| {
        client.ask(request, |reply| match reply {
            Reply::Solved(proof) => done(Some(proof)),
            other => done(refused(other)),
        });
    });
}

/// Says in the console why a puzzle request got `reply` rather than its answer.
fn refused<T>(reply: Reply) -> Option<T> {
    // Why, in words: a reply's Debug form would bring the formatting code of every reply
    // type into the study module.
    let why = match reply {
        Reply::Error(why) => why,
        _ => "not the kind of reply the request asked for".to_owned(),
    };
    leptos::logging::warn!("the puzzle worker: {why}");
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wait_for_the_worker_comes_off_the_clock_down_to_a_floor() {
        assert_eq!(clock_left(850, 0.0), 850);
        assert_eq!(clock_left(850, 149.6), 701);
        assert_eq!(clock_left(850, 700.0), LEAST_CLOCK_MS);
        assert_eq!(clock_left(850, 5_000.0), LEAST_CLOCK_MS);
        // A clock shorter than the floor is not lengthened; a clock going back is no wait.
        assert_eq!(clock_left(100, 50.0), 100);
        assert_eq!(clock_left(850, -3.0), 850);
    }
}
