//! The search worker: runs the engine off the page's thread, so that the page never freezes
//! while the computer thinks. Trunk builds it as a second binary (`data-type="worker"` in
//! index.html); the page talks to it through `gobang::worker_messages`.

use gobang::worker_messages::{BENCH, Job, READY, Reply};
use gobang_engine::ai::benchmark;
use gobang_engine::ai::think;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        let message = match text.strip_prefix(BENCH) {
            Some(depth) => measure(&reply_to, depth.trim().parse().unwrap_or(6)),
            None => {
                let (size, reply) = answer(&reply_to, &text);
                reply.encode(size)
            }
        };
        // Posting a string cannot fail in a worker that is still running.
        let _ = reply_to.post_message(&message.into());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages that arrive while the module is still loading find no handler and are lost,
    // so the page waits for this before it sends any.
    let _ = scope.post_message(&READY.into());
}

fn answer(scope: &DedicatedWorkerGlobalScope, text: &str) -> (usize, Reply) {
    let job = match Job::decode(text) {
        Ok(job) => job,
        Err(e) => {
            return (
                0,
                Reply::Error {
                    id: 0,
                    message: e.to_string(),
                },
            );
        }
    };
    let error = |message: String| Reply::Error {
        id: job.id,
        message,
    };
    let game = match job.game() {
        Ok(game) => game,
        Err(e) => return (job.size, error(e.to_string())),
    };
    let performance = scope.performance();
    let now = move || performance.as_ref().map_or(0.0, |p| p.now());
    let started = now();
    let millis = f64::from(job.millis);
    let stop = || now() >= started + millis;
    let spent = || (now() - started) / millis;
    let limits = job.level.with_clock(&stop, &spent, u64::from(job.seed));
    let reply = match think(game.board(), game.to_move(), game.rule(), job.level, limits) {
        Some(thought) => Reply::Move {
            id: job.id,
            best: thought.best,
            nodes: thought.nodes,
            depth: thought.depth,
        },
        None => error("the board is full".into()),
    };
    (job.size, reply)
}

/// Runs the engine's benchmark searches and says how long they took.
fn measure(scope: &DedicatedWorkerGlobalScope, depth: i32) -> String {
    let now = || scope.performance().map_or(0.0, |p| p.now());
    benchmark(2);
    let started = now();
    let run = benchmark(depth);
    format!("{BENCH} {} {:.1}", run.nodes, now() - started)
}
