//! Puzzles from the person's own games: every finished game on the page (against the
//! computer or between two people) is read by the solver in the background, in a worker
//! of its own (a `mine` request, see [`crate::worker::puzzle_protocol`]), and the wins missed in it (by either side) are kept
//! in the browser as the person's own puzzles. What is kept and which games are mined is
//! plain data in [`store`]; this is the browser's end: the page's game read from what it
//! publishes ([`seam`]), the storage, and those told of new puzzles.
//!
//! Storage that cannot be read or written only costs puzzles: a line that cannot be read
//! is dropped with a warning in the console, and nothing here panics.

pub mod store;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gobang_engine::puzzle::Puzzle;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

use crate::game::saved::SavedGame;
use crate::shell::browser::{load_setting, save_setting};
use crate::shell::seam;
use crate::worker::client::WorkerClient;
use crate::worker::protocol::{Reply, Request};
use crate::worker::puzzle_protocol::MineJob;
use store::{MINED_KEY, PUZZLES_KEY};

thread_local! {
    /// The worker that mines games, started with the first game to mine.
    static MINER: WorkerClient = WorkerClient::default();
    /// The games being mined now, by hash: each is sent once.
    static MINING: RefCell<Vec<u64>> = RefCell::default();
    /// Those to tell when new puzzles are kept.
    static LISTENERS: RefCell<Vec<Rc<dyn Fn()>>> = RefCell::default();
    /// Whether [`watch`] has started.
    static WATCHING: Cell<bool> = const { Cell::new(false) };
}

/// Starts watching the page's game (once; later calls do nothing): the game on the board
/// now, and after each change the page publishes, is mined if it is finished and was not
/// mined before.
pub fn watch() {
    if WATCHING.replace(true) {
        return;
    }
    check_page();
    let Some(window) = web_sys::window() else {
        return;
    };
    // The page publishes within the task that changed its game: it is read once that
    // task is done, as the study module's desk reads it.
    let listener = Closure::<dyn Fn()>::new(|| {
        let later = Closure::once_into_js(check_page);
        if let Some(window) = web_sys::window() {
            let _ = window
                .set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0);
        }
    });
    let _ =
        window.add_event_listener_with_callback(seam::CHANGED, listener.as_ref().unchecked_ref());
    // The page's game is watched for as long as the page is open.
    listener.forget();
}

/// The person's own puzzles, newest first (a stored line that cannot be read is dropped
/// from storage, with a warning).
pub fn own_puzzles() -> Vec<Puzzle> {
    let Some(text) = load_setting(PUZZLES_KEY) else {
        return Vec::new();
    };
    let (puzzles, refused) = store::read_puzzles(&text);
    if !refused.is_empty() {
        for error in &refused {
            leptos::logging::warn!("{PUZZLES_KEY}: dropped {error}");
        }
        save_setting(PUZZLES_KEY, &store::write_puzzles(&puzzles));
    }
    puzzles
}

/// Calls `f` after new puzzles of the person's own are kept.
pub fn on_change(f: impl Fn() + 'static) {
    LISTENERS.with_borrow_mut(|listeners| listeners.push(Rc::new(f)));
}

/// Mines the page's game if it is finished, a person played it and it was not mined before.
fn check_page() {
    let saved = seam::read()
        .and_then(|state| state.saved)
        .and_then(|text| SavedGame::decode(&text).ok());
    let Some((game, hash)) = saved.as_ref().and_then(store::to_mine) else {
        return;
    };
    let mined = store::read_mined(&load_setting(MINED_KEY).unwrap_or_default());
    // Whether the game was not being mined yet (it is now).
    let start = |mining: &mut Vec<u64>| {
        let fresh = !mining.contains(&hash);
        if fresh {
            mining.push(hash);
        }
        fresh
    };
    if mined.contains(&hash) || !MINING.with_borrow_mut(start) {
        return;
    }
    // A game from an edited position makes no puzzles.
    let Some(job) = MineJob::of(&game) else {
        return mined_game(hash, Vec::new());
    };
    MINER.with(|miner| {
        miner.ask(Request::Mine(job), move |reply| match reply {
            Reply::Mined(found) => mined_game(hash, found),
            _ => mined_game(hash, Vec::new()),
        });
    });
}

/// Keeps the puzzles of a game mined, remembers the game and tells the listeners.
fn mined_game(hash: u64, found: Vec<Puzzle>) {
    MINING.with_borrow_mut(|mining| mining.retain(|&h| h != hash));
    let mined = store::read_mined(&load_setting(MINED_KEY).unwrap_or_default());
    save_setting(
        MINED_KEY,
        &store::write_mined(&store::remember(&mined, hash)),
    );
    if found.is_empty() {
        return;
    }
    let puzzles = store::add_puzzles(own_puzzles(), found);
    save_setting(PUZZLES_KEY, &store::write_puzzles(&puzzles));
    let listeners = LISTENERS.with_borrow(Clone::clone);
    for listener in listeners {
        listener();
    }
}
