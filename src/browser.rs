//! What the app needs from the browser beyond the DOM: dialogs, paint timing, saved
//! settings and the search worker.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;

use gobang_engine::Pos;
use leptos::prelude::request_animation_frame;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{MessageEvent, Worker};

use crate::worker_messages::{Job, READY, Reply, StudyJob, StudyReply};

/// Shows the game's messages (press Start, won, lost, draw). On the page these are the
/// browser's alerts (gloo-dialogs); component tests provide their own through Leptos
/// context to record what would have been shown.
#[derive(Clone)]
pub struct Alerts(Arc<dyn Fn(&str) + Send + Sync>);

impl Alerts {
    /// Alerts that call the browser's `window.alert`.
    pub fn browser() -> Alerts {
        Alerts::new(gloo_dialogs::alert)
    }

    /// Alerts shown by `show`.
    pub fn new(show: impl Fn(&str) + Send + Sync + 'static) -> Alerts {
        Alerts(Arc::new(show))
    }

    /// Shows `message`.
    pub fn show(&self, message: &str) {
        (self.0)(message)
    }
}

/// Runs `f` once the current DOM changes have been painted: the callback of the second
/// animation frame runs after the first frame, which carries the changes, is on screen.
/// Alerts block painting, so a win is announced this way after its last stone is visible.
pub fn after_paint(f: impl FnOnce() + 'static) {
    request_animation_frame(move || request_animation_frame(f));
}

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

/// Milliseconds since the page started, for measuring how long the computer took.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// A seed for the computer's chances, at random: `Math.random` is enough, since it only
/// has to differ from game to game, not to be unguessable.
pub fn random_seed() -> u32 {
    (js_sys::Math::random() * 4_294_967_296.0) as u32
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// A setting saved in the browser (`localStorage`), if there is one and storage works.
pub fn load_setting(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Saves a setting; where storage is unavailable (some private modes) it is not kept.
pub fn save_setting(key: &str, value: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(key, value);
    }
}

/// Forgets a setting.
pub fn remove_setting(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// The browser's preferred languages, most preferred first.
pub fn languages() -> Vec<String> {
    web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|l| l.as_string())
                .collect()
        })
        .unwrap_or_default()
}

/// Tells the browser (and screen readers) the page's language, and sets its title.
pub fn set_document_language(code: &str, title: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", code);
    }
    document.set_title(title);
}

/// The address's fragment, `#` included (empty when there is none).
pub fn hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The page's address without its fragment.
pub fn address_without_hash() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_owned()
}

/// Removes the fragment from the address without reloading the page or adding to the
/// history.
pub fn clear_hash() {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&address_without_hash()),
        );
    }
}

/// Undoes the percent-encoding of an address component (`%20` and the like).
pub fn decode_uri(text: &str) -> String {
    js_sys::decode_uri_component(text)
        .map(String::from)
        .unwrap_or_else(|_| text.to_owned())
}

/// Puts `text` on the clipboard; `done` learns whether the browser allowed it.
pub fn copy_to_clipboard(text: String, done: impl FnOnce(bool) + 'static) {
    let Some(clipboard) = web_sys::window().map(|w| w.navigator().clipboard()) else {
        done(false);
        return;
    };
    let promise = clipboard.write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// Where the worker's loader is, relative to the page (Trunk writes it next to index.html).
const WORKER_URL: &str = "./worker_loader.js";

type Done = Box<dyn FnOnce(Result<Pos, String>)>;

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
struct Link {
    running: RefCell<Option<Running>>,
    waiting: Waiting,
    on_message: Rc<dyn Fn(String)>,
    on_error: Rc<dyn Fn()>,
}

impl Link {
    fn new(on_message: impl Fn(String) + 'static, on_error: impl Fn() + 'static) -> Link {
        Link {
            running: RefCell::default(),
            waiting: Waiting::default(),
            on_message: Rc::new(on_message),
            on_error: Rc::new(on_error),
        }
    }

    fn post(&self, text: String) -> Result<(), String> {
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
    fn terminate(&self) {
        if let Some(running) = self.running.borrow_mut().take() {
            running.worker.terminate();
        }
    }

    fn worker(&self) -> Result<Worker, String> {
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
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| failed());
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
    pending: Rc<RefCell<HashMap<u32, (usize, Done)>>>,
    next_id: Cell<u32>,
}

impl Default for Thinker {
    fn default() -> Thinker {
        let pending: Rc<RefCell<HashMap<u32, (usize, Done)>>> = Rc::default();
        let answered = Rc::clone(&pending);
        let failed = Rc::clone(&pending);
        let link = Link::new(
            move |text| {
                let Some(id) = text.split(' ').nth(1).and_then(|id| id.parse::<u32>().ok()) else {
                    return;
                };
                // An answer to a cancelled job finds nothing pending and is dropped.
                let Some((size, done)) = answered.borrow_mut().remove(&id) else {
                    return;
                };
                done(match Reply::decode(&text, size) {
                    Ok(Reply::Move { best, .. }) => Ok(best),
                    Ok(Reply::Error { message, .. }) => Err(message),
                    Err(e) => Err(e.to_string()),
                });
            },
            move || {
                let failed: Vec<(usize, Done)> =
                    failed.borrow_mut().drain().map(|(_, v)| v).collect();
                for (_, done) in failed {
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
    /// Asks for the move of `job` (its id is set here); `done` gets the move or why there
    /// is none.
    pub fn ask(&self, mut job: Job, done: impl FnOnce(Result<Pos, String>) + 'static) {
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

fn next_id(counter: &Cell<u32>) -> u32 {
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
    sizes: Rc<RefCell<HashMap<u32, usize>>>,
    next_id: Cell<u32>,
}

impl Analyst {
    /// An analyst whose replies (and failure, as an error for job 0) go to `handle`.
    pub fn new(handle: impl Fn(StudyReply) + 'static) -> Analyst {
        let handle = Rc::new(handle);
        let sizes: Rc<RefCell<HashMap<u32, usize>>> = Rc::default();
        let (replies, failed) = (Rc::clone(&handle), handle);
        let known = Rc::clone(&sizes);
        let link = Link::new(
            move |text| {
                let id = text.split(' ').nth(1).and_then(|id| id.parse::<u32>().ok());
                let Some(size) = id.and_then(|id| known.borrow().get(&id).copied()) else {
                    return;
                };
                match StudyReply::decode(&text, size) {
                    Ok(reply) => {
                        if !matches!(reply, StudyReply::Reviewed(..)) {
                            known.borrow_mut().remove(&reply.id());
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
/// study module (see [`crate::opening_messages`]): a worker of its own, started when first
/// asked.
pub struct Opener {
    link: Link,
    next_id: Cell<u32>,
}

impl Opener {
    /// An opener whose answers (lines, see [`crate::opening_messages::read_answer`]) go to
    /// `handle`, and its failure to `failed`.
    pub fn new(handle: impl Fn(String) + 'static, failed: impl Fn() + 'static) -> Opener {
        Opener {
            link: Link::new(handle, failed),
            next_id: Cell::new(0),
        }
    }

    /// Sends `job` with a new id and returns the id; an error says why the worker could
    /// not take it.
    pub fn send(&self, mut job: crate::opening_messages::OpeningJob) -> Result<u32, String> {
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
