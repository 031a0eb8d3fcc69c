//! The search worker: runs the engine off the page's thread, so that the page never freezes
//! while the computer thinks, or while it analyses and reviews games. Trunk builds it as a
//! second binary (`data-type="worker"` in index.html); the page talks to it through
//! `gobang::worker::protocol` (the study module also through `opening_protocol` and
//! `puzzle_protocol`).

use std::cell::RefCell;

use gobang::game::hint;
use gobang::worker::opening_protocol::OpeningJob;
use gobang::worker::protocol::{BENCH, Job, READY, Reply, StudyJob, StudyReply, rounds};
use gobang::worker::puzzle_protocol;
use gobang_engine::Game;
use gobang_engine::ai::analysis::{Review, analyse};
use gobang_engine::ai::benchmark;
use gobang_engine::ai::think;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// An analysis in progress: its job's id, the board's size, the position and the node
/// budgets of the rounds still to go.
type Deepening = (u32, usize, Game, Vec<u64>);

thread_local! {
    /// The review in progress: its job's id, the board's size and the moves still to go.
    static REVIEW: RefCell<Option<(u32, usize, Review)>> = const { RefCell::new(None) };
    /// The analysis in progress.
    static ANALYSIS: RefCell<Option<Deepening>> = const { RefCell::new(None) };
}

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        if let Some(answer) = puzzle_protocol::serve(&text) {
            let _ = reply_to.post_message(&answer.into());
            return;
        }
        if let Some(job) = OpeningJob::decode(&text) {
            let _ = reply_to.post_message(&job.answer().into());
            return;
        }
        if StudyJob::is_study(&text) {
            study(&reply_to, &text);
            return;
        }
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
            reason: hint::reason(&game, thought.best),
        },
        None => error("the board is full".into()),
    };
    (job.size, reply)
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &StudyReply, size: usize) {
    // Posting a string cannot fail in a worker that is still running.
    let _ = scope.post_message(&reply.encode(size).into());
}

/// Starts (or stops) an analysis, which deepens one round at a time, or a review, which
/// goes on one move at a time, so that a `stop` or a new job is read in between.
fn study(scope: &DedicatedWorkerGlobalScope, text: &str) {
    let (study, reviewing) = match StudyJob::decode(text) {
        Ok(StudyJob::Analyse(study)) => (study, false),
        Ok(StudyJob::Review(study)) => (study, true),
        Ok(StudyJob::Stop(id)) => {
            let review = REVIEW.with_borrow_mut(|review| {
                let current = review
                    .as_ref()
                    .is_some_and(|(current, _, _)| *current == id);
                current.then(|| review.take())
            });
            let analysis = ANALYSIS.with_borrow_mut(|analysis| {
                let current = analysis
                    .as_ref()
                    .is_some_and(|(current, ..)| *current == id);
                current.then(|| analysis.take())
            });
            if review.is_some() || analysis.is_some() {
                post(scope, &StudyReply::Stopped(id), 0);
            }
            return;
        }
        Err(e) => return post(scope, &StudyReply::Error(0, e.to_string()), 0),
    };
    let game = match study.game() {
        Ok(game) => game,
        Err(e) => return post(scope, &StudyReply::Error(study.id, e.to_string()), 0),
    };
    if reviewing {
        // A new review replaces the one in progress.
        let review = Review::new(&game, study.nodes);
        REVIEW.set(Some((study.id, study.size, review)));
        review_step(scope.clone());
    } else {
        // A new analysis replaces the one in progress.
        ANALYSIS.set(Some((study.id, study.size, game, rounds(study.nodes))));
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
        return post(&scope, &StudyReply::Done(id), size);
    }
    let nodes = left.remove(0);
    post(
        &scope,
        &StudyReply::analysis(id, &analyse(&game, nodes)),
        size,
    );
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
        return post(&scope, &StudyReply::Done(id), size);
    };
    post(&scope, &StudyReply::reviewed(id, &reviewed), size);
    REVIEW.set(Some((id, size, review)));
    let next = scope.clone();
    let step = Closure::once_into_js(move || review_step(next));
    // A timer that cannot be set leaves the review unfinished; the page offers it again.
    let _ = scope.set_timeout_with_callback_and_timeout_and_arguments_0(step.unchecked_ref(), 0);
}

/// Runs the engine's benchmark searches and says how long they took.
fn measure(scope: &DedicatedWorkerGlobalScope, depth: i32) -> String {
    let now = || scope.performance().map_or(0.0, |p| p.now());
    benchmark(2);
    let started = now();
    let run = benchmark(depth);
    format!("{BENCH} {} {:.1}", run.nodes, now() - started)
}
