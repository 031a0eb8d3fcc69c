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

use crate::worker_messages::{Job, READY, Reply};

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

/// Jobs for a worker that has not said it is ready, or `None` once it has.
type Waiting = Rc<RefCell<Option<Vec<String>>>>;

/// The search worker, started when first needed. Jobs are answered in order through their
/// callbacks; [`Thinker::cancel`] stops a search that is no longer wanted by ending the
/// worker, and the next job starts a fresh one.
#[derive(Default)]
pub struct Thinker {
    running: RefCell<Option<Running>>,
    waiting: Waiting,
    pending: Rc<RefCell<HashMap<u32, (usize, Done)>>>,
    next_id: Cell<u32>,
}

impl Thinker {
    /// Asks for the move of `job` (its id is set here); `done` gets the move or why there
    /// is none.
    pub fn ask(&self, mut job: Job, done: impl FnOnce(Result<Pos, String>) + 'static) {
        let id = self.next_id.get().wrapping_add(1).max(1);
        self.next_id.set(id);
        job.id = id;
        let posted = self.worker().and_then(|worker| {
            if let Some(queue) = &mut *self.waiting.borrow_mut() {
                queue.push(job.encode());
                return Ok(());
            }
            worker.post_message(&job.encode().into()).map_err(describe)
        });
        match posted {
            Ok(()) => {
                self.pending
                    .borrow_mut()
                    .insert(id, (job.size, Box::new(done)));
            }
            Err(e) => done(Err(e)),
        }
    }

    /// Drops every pending job; a search in progress is stopped.
    pub fn cancel(&self) {
        let busy = !self.pending.borrow().is_empty();
        self.pending.borrow_mut().clear();
        if busy && let Some(running) = self.running.borrow_mut().take() {
            running.worker.terminate();
        }
    }

    fn worker(&self) -> Result<Worker, String> {
        if let Some(running) = &*self.running.borrow() {
            return Ok(running.worker.clone());
        }
        let worker = Worker::new(WORKER_URL).map_err(describe)?;
        *self.waiting.borrow_mut() = Some(Vec::new());
        let pending = Rc::clone(&self.pending);
        let waiting = Rc::clone(&self.waiting);
        let ready_worker = worker.clone();
        let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            if text == READY {
                for job in waiting.borrow_mut().take().unwrap_or_default() {
                    let _ = ready_worker.post_message(&job.into());
                }
                return;
            }
            let Some(id) = text.split(' ').nth(1).and_then(|id| id.parse::<u32>().ok()) else {
                return;
            };
            // An answer to a cancelled job finds nothing pending and is dropped.
            let Some((size, done)) = pending.borrow_mut().remove(&id) else {
                return;
            };
            done(match Reply::decode(&text, size) {
                Ok(Reply::Move { best, .. }) => Ok(best),
                Ok(Reply::Error { message, .. }) => Err(message),
                Err(e) => Err(e.to_string()),
            });
        });
        let pending = Rc::clone(&self.pending);
        let on_error = Closure::<dyn Fn(web_sys::Event)>::new(move |_| {
            let failed: Vec<(usize, Done)> = pending.borrow_mut().drain().map(|(_, v)| v).collect();
            for (_, done) in failed {
                done(Err("the search worker failed".into()));
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
