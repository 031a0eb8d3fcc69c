//! The page's and the study module's ends of the engine's workers: each worker is started
//! when first needed, and its messages (see [`super::protocol`]) are sent and answered
//! through the clients here.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gobang_engine::Pos;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{MessageEvent, Worker};

use super::jobs::Jobs;
use super::protocol::{Job, READY, Reply, StudyJob, StudyReply};
use crate::game::hint::HintReason;
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

/// What a search answers: the move and why it is good, or why there is none.
type Done = Box<dyn FnOnce(Result<(Pos, HintReason), String>)>;

/// A running worker and the handlers that must live as long as it does.
struct Running {
    worker: Worker,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(web_sys::Event)>,
}

/// A message for a worker, written when it is sent: one that waited for the worker to be
/// ready can say so (a search's clock counts the wait).
type Message = Box<dyn FnOnce() -> String>;

/// Messages for a worker that has not said it is ready, or `None` once it has.
type Waiting = Rc<RefCell<Option<Vec<Message>>>>;

/// A worker of the engine's, started when the first message is posted to it. Messages
/// posted before it is ready wait for it; every other message it sends goes to
/// `on_message`, and `on_error` hears of its failure.
pub(super) struct Link {
    running: RefCell<Option<Running>>,
    waiting: Waiting,
    /// Whether the running worker has failed: the next message starts a fresh one (which
    /// says so in turn if it fails too) rather than wait for an answer that cannot come.
    failed: Rc<Cell<bool>>,
    on_message: Rc<dyn Fn(String)>,
    on_error: Rc<dyn Fn()>,
}

impl Link {
    pub(super) fn new(
        on_message: impl Fn(String) + 'static,
        on_error: impl Fn() + 'static,
    ) -> Link {
        Link {
            running: RefCell::default(),
            waiting: Waiting::default(),
            failed: Rc::default(),
            on_message: Rc::new(on_message),
            on_error: Rc::new(on_error),
        }
    }

    pub(super) fn post(&self, text: String) -> Result<(), String> {
        self.post_later(Box::new(move || text))
    }

    /// Posts the message `write` makes at once, or when the worker is ready if it is not.
    fn post_later(&self, write: Message) -> Result<(), String> {
        let worker = self.worker()?;
        if let Some(queue) = &mut *self.waiting.borrow_mut() {
            queue.push(write);
            return Ok(());
        }
        worker.post_message(&write().into()).map_err(describe)
    }

    /// Ends the worker; the next message starts a fresh one.
    pub(super) fn terminate(&self) {
        if let Some(running) = self.running.borrow_mut().take() {
            running.worker.terminate();
        }
    }

    fn worker(&self) -> Result<Worker, String> {
        if self.failed.replace(false) {
            self.terminate();
        }
        if let Some(running) = &*self.running.borrow() {
            return Ok(running.worker.clone());
        }
        let worker = Worker::new(WORKER_URL).map_err(describe)?;
        *self.waiting.borrow_mut() = Some(Vec::new());
        let waiting = Rc::clone(&self.waiting);
        let ready_worker = worker.clone();
        let handle = Rc::clone(&self.on_message);
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            if text == READY {
                for write in waiting.borrow_mut().take().unwrap_or_default() {
                    let _ = ready_worker.post_message(&write().into());
                }
                return;
            }
            handle(text);
        });
        let failed = Rc::clone(&self.on_error);
        let broken = Rc::clone(&self.failed);
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
            broken.set(true);
            failed();
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

/// The search worker, started when first needed. Jobs are answered in order through their
/// callbacks; [`Thinker::cancel`] stops a search that is no longer wanted by ending the
/// worker, and the next job starts a fresh one.
pub struct Thinker {
    link: Link,
    pending: Rc<RefCell<Jobs<(usize, Done)>>>,
    next_id: Cell<u32>,
}

impl Default for Thinker {
    fn default() -> Thinker {
        let pending: Rc<RefCell<Jobs<(usize, Done)>>> = Rc::default();
        let answered = Rc::clone(&pending);
        let failed = Rc::clone(&pending);
        let link = Link::new(
            move |text| {
                let Some(id) = text.split(' ').nth(1).and_then(|id| id.parse::<u32>().ok()) else {
                    return;
                };
                // An answer to a cancelled job finds nothing pending and is dropped.
                let Some((size, done)) = answered.borrow_mut().remove(id) else {
                    return;
                };
                done(match Reply::decode(&text, size) {
                    Ok(Reply::Move { best, reason, .. }) => Ok((best, reason)),
                    Ok(Reply::Error { message, .. }) => Err(message),
                    Err(e) => Err(e.to_string()),
                });
            },
            move || {
                let failed = failed.borrow_mut().take_all();
                for (_, (_, done)) in failed {
                    done(Err("the search worker failed".into()));
                }
            },
        );
        Thinker {
            link,
            pending,
            next_id: Cell::new(0),
        }
    }
}

impl Thinker {
    /// Asks for the move of `job` (its id is set here); `done` gets the move and why it is
    /// good, or why there is none.
    pub fn ask(
        &self,
        mut job: Job,
        done: impl FnOnce(Result<(Pos, HintReason), String>) + 'static,
    ) {
        job.id = next_id(&self.next_id);
        let (id, size) = (job.id, job.size);
        // The person waits from now: a job that waits for the worker to start (the first of
        // a page, or the first after a cancelled search) thinks for that much less.
        let asked = now_ms();
        let write = move || {
            job.millis = clock_left(job.millis, now_ms() - asked);
            job.encode()
        };
        match self.link.post_later(Box::new(write)) {
            Ok(()) => {
                self.pending.borrow_mut().insert(id, (size, Box::new(done)));
            }
            Err(e) => done(Err(e)),
        }
    }

    /// Drops every pending job; a search in progress is stopped.
    pub fn cancel(&self) {
        let busy = !self.pending.borrow().is_empty();
        self.pending.borrow_mut().clear();
        if busy {
            self.link.terminate();
        }
    }
}

pub(super) fn next_id(counter: &Cell<u32>) -> u32 {
    let id = counter.get().wrapping_add(1).max(1);
    counter.set(id);
    id
}

/// The worker that studies games (analyses and reviews), apart from the one that plays,
/// so that a review never holds up the computer's move. Every reply goes to one handler,
/// which tells jobs apart by their ids.
pub struct Analyst {
    link: Link,
    /// The board size of each job in progress, to read its replies.
    sizes: Rc<RefCell<Jobs<usize>>>,
    next_id: Cell<u32>,
}

impl Analyst {
    /// An analyst whose replies (and failure, as an error for job 0) go to `handle`.
    pub fn new(handle: impl Fn(StudyReply) + 'static) -> Analyst {
        let handle = Rc::new(handle);
        let sizes: Rc<RefCell<Jobs<usize>>> = Rc::default();
        let (replies, failed) = (Rc::clone(&handle), handle);
        let known = Rc::clone(&sizes);
        let link = Link::new(
            move |text| {
                let id = text.split(' ').nth(1).and_then(|id| id.parse::<u32>().ok());
                let Some(size) = id.and_then(|id| known.borrow().get(id).copied()) else {
                    return;
                };
                match StudyReply::decode(&text, size) {
                    Ok(reply) => {
                        if !matches!(reply, StudyReply::Reviewed(..) | StudyReply::Analysis(..)) {
                            known.borrow_mut().remove(reply.id());
                        }
                        replies(reply);
                    }
                    Err(e) => replies(StudyReply::Error(0, e.to_string())),
                }
            },
            move || failed(StudyReply::Error(0, "the analysis worker failed".into())),
        );
        Analyst {
            link,
            sizes,
            next_id: Cell::new(0),
        }
    }

    /// Sends `job` with a new id (for a stop, the id to stop) and returns the id; an error
    /// says why the worker could not take it.
    pub fn send(&self, mut job: StudyJob) -> Result<u32, String> {
        let id = match &mut job {
            StudyJob::Stop(id) => *id,
            StudyJob::Analyse(study) | StudyJob::Review(study) => {
                study.id = next_id(&self.next_id);
                self.sizes.borrow_mut().insert(study.id, study.size);
                study.id
            }
        };
        self.link.post(job.encode()).map(|()| id)
    }

    /// Ends the worker and forgets its jobs, whose answers will not come; the next job
    /// starts a fresh worker. (A round of a search cannot be broken off inside wasm.)
    pub fn restart(&self) {
        self.link.terminate();
        self.sizes.borrow_mut().clear();
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

/// The search worker that takes the computer's steps of a tournament opening for the
/// study module (see [`crate::worker::opening_protocol`]): a worker of its own, started when first
/// asked.
pub struct Opener {
    link: Link,
    next_id: Cell<u32>,
}

impl Opener {
    /// An opener whose answers (lines, see [`crate::worker::opening_protocol::read_answer`]) go to
    /// `handle`, and its failure to `failed`.
    pub fn new(handle: impl Fn(String) + 'static, failed: impl Fn() + 'static) -> Opener {
        Opener {
            link: Link::new(handle, failed),
            next_id: Cell::new(0),
        }
    }

    /// Sends `job` with a new id and returns the id; an error says why the worker could
    /// not take it.
    pub fn send(
        &self,
        mut job: crate::worker::opening_protocol::OpeningJob,
    ) -> Result<u32, String> {
        job.id = next_id(&self.next_id);
        self.link.post(job.encode()).map(|()| job.id)
    }
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
