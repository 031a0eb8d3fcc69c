//! Opening a game from outside: moves or a file's text pasted, a file chosen or dropped on
//! the board, in any of the formats players exchange ([`crate::exchange`]). A game found
//! goes to the page (which opens it as it opens a link), its variations to the study's
//! analysis board; a file with many games lists them to choose from; whatever is refused
//! is said in `import-error` and changes nothing.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::exchange::texts::{ExchangeTexts, exchange_texts};
use crate::exchange::{self, Found, OPEN_FILE, Refused};
use crate::play::played::PlayedGame;
use crate::play::played_texts::played_texts;
use crate::shell::seam::{self, PageCommand};

/// Hands a found game to the page and its variations, if any, to the analysis board once
/// the page shows the game.
fn open_found(played: PlayedGame, found: Found) {
    if let Some(lines) = found.lines {
        let shown = played
            .saved
            .with_untracked(|s| s.as_ref().is_some_and(|s| s.game == found.shared.game));
        played.study.analyse_next.run((Some(lines), shown));
    }
    seam::send(&PageCommand::open(found.shared));
}

/// The games read, or why not: one game opens, several wait in `choices`.
fn take(played: PlayedGame, read: Result<Option<Vec<Found>>, Refused>, state: ImportState) {
    state.choices.set(Vec::new());
    match read {
        Ok(None) => state.error.set(None),
        Ok(Some(mut games)) if games.len() == 1 => {
            state.error.set(None);
            open_found(played, games.remove(0));
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
            open_found(played, found);
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
