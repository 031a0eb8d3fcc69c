//! Opening a game from outside: moves or a file's text pasted, a file chosen or dropped on
//! the board, in any of the formats players exchange ([`crate::exchange`]). A game found
//! goes to the page (which opens it as it opens a link), its variations to the study's
//! analysis board; a file with many games lists them to choose from; a game read while
//! another is in progress on the page waits for the person to say it replaces it;
//! whatever is refused is said in `import-error` and changes nothing.

use gobang_engine::{GameStatus, Pos};
use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::exchange::texts::{ExchangeTexts, exchange_texts};
use crate::exchange::{self, Found, OPEN_FILE, Refused};
use crate::play::played::PlayedGame;
use crate::play::played_texts::played_texts;
use crate::shell::seam::{self, PageCommand};

/// Opens a game read, or first asks whether it replaces the game in progress on the
/// page: an unfinished game with moves that is not the one this box opened last as it
/// was (the person, or the computer, has moved in it since, or it came otherwise).
fn offer(played: PlayedGame, found: Found, state: ImportState) {
    let in_progress = played.saved.with_untracked(|saved| {
        saved.as_ref().is_some_and(|s| {
            let game = &s.game;
            let opened = |(size, moves): &(usize, Vec<Pos>)| {
                *size == game.board().size() && moves.as_slice() == game.moves()
            };
            game.status() == GameStatus::Ongoing
                && !game.moves().is_empty()
                && !state.opened.with_value(|o| o.as_ref().is_some_and(opened))
        })
    });
    if in_progress {
        state.pending.set(Some(found));
    } else {
        open(played, found, state);
    }
}

/// Opens a game read, remembering it as this box's last: hands it to the page and its
/// lines, if any, to the analysis board once the page shows the game.
fn open(played: PlayedGame, found: Found, state: ImportState) {
    let game = &found.shared.game;
    state
        .opened
        .set_value(Some((game.board().size(), game.moves().to_vec())));
    state.pending.set(None);
    if let Some(lines) = found.lines {
        let shown = played
            .saved
            .with_untracked(|s| s.as_ref().is_some_and(|s| s.game == found.shared.game));
        played.study.analyse_next.run((Some(lines), shown));
    }
    seam::send(&PageCommand::Study(Box::new(found.shared)));
}

/// The games read, or why not: one game opens, several wait in `choices`.
fn take(played: PlayedGame, read: Result<Option<Vec<Found>>, Refused>, state: ImportState) {
    state.choices.set(Vec::new());
    match read {
        Ok(None) => state.error.set(None),
        Ok(Some(mut games)) if games.len() == 1 => {
            state.error.set(None);
            offer(played, games.remove(0), state);
        }
        Ok(Some(games)) => {
            state.error.set(None);
            state.chosen.set(0);
            state.choices.set(games);
        }
        Err(refused) => state.error.set(Some(refused)),
    }
}

/// What the import shows: the last refusal and a file's games to choose from.
#[derive(Clone, Copy)]
struct ImportState {
    error: RwSignal<Option<Refused>>,
    choices: RwSignal<Vec<Found>>,
    chosen: RwSignal<usize>,
    /// A game read that waits for the person to say whether it replaces the game in
    /// progress.
    pending: RwSignal<Option<Found>>,
    /// The size and moves of the game this box opened last.
    opened: StoredValue<Option<(usize, Vec<Pos>)>>,
}

/// Reads a file (chosen or dropped) and takes what it holds.
fn open_file(played: PlayedGame, file: web_sys::File, state: ImportState) {
    let name = file.name();
    exchange::read_file(file, move |bytes| {
        let read = bytes.and_then(|bytes| exchange::read_bytes(&name, bytes));
        take(played, read, state);
    });
}

/// Files dropped on a board (the page's or the study's) open as if chosen; the record box
/// opens to show what came of it.
fn take_drops(played: PlayedGame, state: ImportState) {
    let on_board = |event: &ev::DragEvent| {
        event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest(".board-frame, .study-board").ok().flatten())
            .is_some()
    };
    let over = window_event_listener(ev::dragover, move |event| {
        if on_board(&event) {
            event.prevent_default();
        }
    });
    let drop = window_event_listener(ev::drop, move |event| {
        if !on_board(&event) {
            return;
        }
        event.prevent_default();
        let file = exchange::first_file(event.data_transfer().and_then(|d| d.files()));
        if let Some(file) = file {
            if let Some(details) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector("details.record").ok().flatten())
            {
                let _ = details.set_attribute("open", "");
            }
            open_file(played, file, state);
        }
    });
    on_cleanup(move || {
        over.remove();
        drop.remove();
    });
}

/// The field to paste moves or a file's text into, Load, the file to open, a file's games
/// to choose from, and the last refusal.
#[component]
pub fn ImportBox() -> impl IntoView {
    let played = expect_context::<PlayedGame>();
    let input = RwSignal::new(String::new());
    let state = ImportState {
        error: RwSignal::new(None),
        choices: RwSignal::new(Vec::new()),
        chosen: RwSignal::new(0),
        pending: RwSignal::new(None),
        opened: StoredValue::new(None),
    };
    take_drops(played, state);
    let load = move || {
        let read = exchange::read_text(&input.get_untracked()).map(Some);
        take(played, read, state);
    };
    let choose = move || {
        let found = state
            .choices
            .with_untracked(|c| c.get(state.chosen.get_untracked()).cloned());
        if let Some(found) = found {
            state.choices.set(Vec::new());
            offer(played, found, state);
        }
    };
    // Drawn again in another language: its texts are plain, not each a reactive text.
    move || {
        let t = exchange_texts(played.lang());
        let load_record = played_texts(played.lang()).load_record;
        view! {
            <textarea
                data-testid="record-input"
                rows="3"
                aria-label=load_record
                placeholder="j10 k11 k10"
                prop:value=move || input.get()
                on:input=move |event| input.set(event_target_value(&event))
            ></textarea>
            <div class="buttons">
                <button data-testid="load-record" on:click=move |_| load()>
                    {load_record}
                </button>
                <label class="open-file">
                    <span class="button-like">{t.open_file}</span>
                    <input
                        type="file"
                        id=OPEN_FILE
                        data-testid="open-file"
                        accept=".psq,.sgf,.rif,.lib,.txt,.xml,text/plain"
                        on:change=move |event| {
                            if let Some(file) = exchange::first_file(exchange::input_files(&event)) {
                                open_file(played, file, state);
                            }
                            exchange::clear_input(&event);
                        }
                    />
                </label>
            </div>
            <p class="help">{t.open_help}</p>
            {move || choices(state, t, choose)}
            {move || confirm_open(played, state, t)}
            <p class="notice error" data-testid="import-error" role="alert">
                {move || state.error.with(|e| e.as_ref().map(|e| e.describe(t.lang)))}
            </p>
        }
    }
}

/// A file's games to choose from, if it had several: a list and Open.
fn choices(
    state: ImportState,
    t: &'static ExchangeTexts,
    choose: impl Fn() + Copy + 'static,
) -> Option<impl IntoView> {
    let games = state.choices.get();
    (!games.is_empty()).then(|| {
        let options = games
            .iter()
            .enumerate()
            .map(|(i, g)| view! { <option value=i.to_string()>{g.label.clone()}</option> })
            .collect_view();
        view! {
            <div class="import-choice">
                <label>
                    {t.games_found(games.len())}
                    " "
                    <select
                        data-testid="import-choice"
                        on:change=move |event| {
                            state.chosen.set(event_target_value(&event).parse().unwrap_or(0));
                        }
                    >
                        {options}
                    </select>
                </label>
                <button data-testid="open-choice" on:click=move |_| choose()>
                    {t.open_game}
                </button>
            </div>
        }
    })
}

/// "A game is in progress. Open the game read in its place?", while a game read waits.
fn confirm_open(
    played: PlayedGame,
    state: ImportState,
    t: &'static ExchangeTexts,
) -> Option<impl IntoView> {
    state.pending.with(Option::is_some).then(|| {
        let open_it = move |_| {
            if let Some(found) = state.pending.try_update(Option::take).flatten() {
                open(played, found, state);
            }
        };
        view! {
            <div class="confirm-open" role="group" aria-labelledby="confirm-open-question" data-testid="confirm-open">
                <p id="confirm-open-question" role="alert">{t.confirm_open}</p>
                <div class="buttons">
                    <button data-testid="open-anyway" on:click=open_it>{t.open_anyway}</button>
                    <button data-testid="keep-game" on:click=move |_| state.pending.set(None)>
                        {t.keep_game}
                    </button>
                </div>
            </div>
        }
    })
}
