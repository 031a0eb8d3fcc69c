//! The search worker: runs the engine off the page's thread, so that the page never freezes
//! while the computer thinks, or while it analyses and reviews games, takes an opening's
//! steps or solves puzzles. Trunk builds it as a second binary (`data-type="worker"` in
//! index.html); the page and the study module talk to it in `gobang::worker::protocol`:
//! each message is read once into a [`Request`] and answered with [`Reply`]s that carry
//! its id.

use std::cell::RefCell;

use gobang::game::hint;
use gobang::worker::protocol::{
    Eval, READY, Reply, Request, Reviewed, StudiedGame, ThinkJob, message_id, rounds,
};
use gobang::worker::words::MessageError;
use gobang_engine::Game;
use gobang_engine::ai::analysis::{Review, analyse_with};
use gobang_engine::ai::benchmark;
use gobang_engine::ai::network::Network;
use gobang_engine::ai::{Limits, think};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{
    DedicatedWorkerGlobalScope, MessageEvent, XmlHttpRequest, XmlHttpRequestResponseType,
};

/// The value network's file, beside the worker's own (docs/learning.md).
const NETWORK_FILE: &str = "./network.gvn";

/// An analysis in progress: its request's id, the board's size, the position and the node
/// budgets of the rounds still to go.
type Deepening = (u32, usize, Game, Vec<u64>);

thread_local! {
    /// The review in progress: its request's id, the board's size and the moves still to go.
    static REVIEW: RefCell<Option<(u32, usize, Review)>> = const { RefCell::new(None) };
    /// The analysis in progress.
    static ANALYSIS: RefCell<Option<Deepening>> = const { RefCell::new(None) };
    /// The value network, once fetched.
    static NETWORK: RefCell<Option<Network>> = const { RefCell::new(None) };
}

/// The value network the strongest level evaluates with: fetched the first time a move
/// needs it (a first visit does not download it; the service worker keeps it once it has
/// been), then kept. `None` while it cannot be had (offline before its first fetch): the
/// level then plays with its fitted weights, and the next move tries again.
fn network() -> Option<Network> {
    if let Some(network) = NETWORK.with_borrow(Clone::clone) {
        return Some(network);
    }
    let network = fetch_network().ok()?;
    NETWORK.set(Some(network.clone()));
    Some(network)
}

/// Reads the network's file. A worker may wait for it (the page's thread never does), and
/// waiting keeps the messages in their order: the move that needs it is searched next.
fn fetch_network() -> Result<Network, String> {
    let failed = |e: wasm_bindgen::JsValue| format!("{NETWORK_FILE}: {e:?}");
    let request = XmlHttpRequest::new().map_err(failed)?;
    request
        .open_with_async("GET", NETWORK_FILE, false)
        .map_err(failed)?;
    request.set_response_type(XmlHttpRequestResponseType::Arraybuffer);
    request.send().map_err(failed)?;
    match request.status().map_err(failed)? {
        200 => {}
        status => return Err(format!("{NETWORK_FILE}: HTTP {status}")),
    }
    let bytes = js_sys::Uint8Array::new(&request.response().map_err(failed)?).to_vec();
    Network::load(&bytes)
        .map(|(network, _)| network)
        .map_err(|e| format!("{NETWORK_FILE}: {e}"))
}

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        serve(&reply_to, &event.data().as_string().unwrap_or_default());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages that arrive while the module is still loading find no handler and are lost,
    // so the page waits for this before it sends any.
    let _ = scope.post_message(&READY.into());
}

/// Reads a request and answers it (an analysis and a review go on in steps).
fn serve(scope: &DedicatedWorkerGlobalScope, text: &str) {
    let (id, request) = match Request::decode(text) {
        Ok(request) => request,
        Err(e) => return post(scope, message_id(text).unwrap_or(0), &refused(e), 0),
    };
    let size = request.size();
    let reply = match request {
        Request::Think(job) => answer(scope, &job),
        Request::Analyse(study) => return start(scope, id, &study, false),
        Request::Review(study) => return start(scope, id, &study, true),
        Request::Stop => return stop(id),
        Request::Opening(job) => job.answer().map_or_else(Reply::Error, Reply::Opened),
        Request::Defend(job) => job.defend().map_or_else(refused, Reply::Defended),
        Request::Solve(job) => job.solve().map_or_else(refused, Reply::Solved),
        Request::Mine(job) => job.answer().map_or_else(refused, Reply::Mined),
        Request::Bench { depth, network } => measure(scope, depth, network),
    };
    post(scope, id, &reply, size);
}

/// The reply to a request that cannot be done, and why.
fn refused(error: MessageError) -> Reply {
    Reply::Error(error.to_string())
}

fn post(scope: &DedicatedWorkerGlobalScope, id: u32, reply: &Reply, size: usize) {
    // Posting a string cannot fail in a worker that is still running.
    let _ = scope.post_message(&reply.encode(id, size).into());
}

/// The computer's move, searched on the request's clock.
fn answer(scope: &DedicatedWorkerGlobalScope, job: &ThinkJob) -> Reply {
    let game = match job.game() {
        Ok(game) => game,
        Err(e) => return refused(e),
    };
    // Fetched before the clock starts: the first move at the level waits for it once.
    let network = job.level.uses_network().then(network).flatten();
    let performance = scope.performance();
    let now = move || performance.as_ref().map_or(0.0, |p| p.now());
    let started = now();
    let millis = f64::from(job.millis);
    let stop = || now() >= started + millis;
    let spent = || (now() - started) / millis;
    let limits = Limits {
        network: network.as_ref(),
        ..job.level.with_clock(&stop, &spent, u64::from(job.seed))
    };
    match think(game.board(), game.to_move(), game.rule(), job.level, limits) {
        Some(thought) => Reply::Move {
            best: thought.best,
            nodes: thought.nodes,
            depth: thought.depth,
            reason: hint::reason(&game, thought.best),
        },
        None => Reply::Error("the board is full".into()),
    }
}

/// Ends the analysis or the review `id`, if it is the one in progress.
fn stop(id: u32) {
    REVIEW.with_borrow_mut(|review| {
        if review.as_ref().is_some_and(|(current, ..)| *current == id) {
            *review = None;
        }
    });
    ANALYSIS.with_borrow_mut(|analysis| {
        if analysis
            .as_ref()
            .is_some_and(|(current, ..)| *current == id)
        {
            *analysis = None;
        }
    });
}

/// Starts an analysis, which deepens one round at a time, or a review, which goes on one
/// move at a time, so that a `stop` or a new request is read in between.
fn start(scope: &DedicatedWorkerGlobalScope, id: u32, study: &StudiedGame, reviewing: bool) {
    let game = match study.game() {
        Ok(game) => game,
        Err(e) => return post(scope, id, &refused(e), 0),
    };
    if reviewing {
        // A new review replaces the one in progress. It reads the games with the strongest
        // level's evaluation, as the analysis does.
        let review = Review::new(&game, study.nodes).with_network(network());
        REVIEW.set(Some((id, study.size, review)));
        review_step(scope.clone());
    } else {
        // A new analysis replaces the one in progress.
        ANALYSIS.set(Some((id, study.size, game, rounds(study.nodes))));
        analysis_round(scope.clone());
    }
}

/// Searches one more round of the analysis in progress and, unless that was the last,
/// lets the worker read its messages before the next.
fn analysis_round(scope: DedicatedWorkerGlobalScope) {
    let Some((id, size, game, mut left)) = ANALYSIS.take() else {
        return;
    };
    if left.is_empty() {
        return post(&scope, id, &Reply::Done, size);
    }
    let nodes = left.remove(0);
    let eval = Eval::of(&analyse_with(&game, nodes, network().as_ref()));
    post(&scope, id, &Reply::Analysis(eval), size);
    ANALYSIS.set(Some((id, size, game, left)));
    let next = scope.clone();
    let step = Closure::once_into_js(move || analysis_round(next));
    // A timer that cannot be set leaves the analysis where it is; the page asks again.
    let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(step.unchecked_ref(), 0);
}

/// Reviews one more move and, unless that was the last, lets the worker read its messages
/// before the next.
fn review_step(scope: DedicatedWorkerGlobalScope) {
    let Some((id, size, mut review)) = REVIEW.take() else {
        return;
    };
    let Some(reviewed) = review.next() else {
        return post(&scope, id, &Reply::Done, size);
    };
    post(&scope, id, &Reply::Reviewed(Reviewed::of(&reviewed)), size);
    REVIEW.set(Some((id, size, review)));
    let next = scope.clone();
    let step = Closure::once_into_js(move || review_step(next));
    // A timer that cannot be set leaves the review unfinished; the page offers it again.
    let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(step.unchecked_ref(), 0);
}

/// Runs the engine's benchmark searches to `depth`, with the value network or without, and
/// says how long they took.
fn measure(scope: &DedicatedWorkerGlobalScope, depth: i32, with_network: bool) -> Reply {
    let network = match with_network {
        // The worker's kept network: each of a report's rounds fetches it once at most.
        true => match network() {
            Some(network) => Some(network),
            None => return Reply::Error(format!("{NETWORK_FILE} could not be fetched")),
        },
        false => None,
    };
    let now = || scope.performance().map_or(0.0, |p| p.now());
    benchmark(2, network.as_ref());
    let started = now();
    let run = benchmark(depth, network.as_ref());
    Reply::Bench {
        nodes: run.nodes,
        micros: ((now() - started) * 1000.0) as u64,
    }
}
