//! The library page's views: the board (the shared board component: the line's stones
//! numbered, the moves that follow marked on their points, the library's texts on
//! theirs), the line, the node's comment, and the buttons to step back, play or
//! analyse.
//!
//! The page is built when it opens and kept lean for the study module's size: a few
//! closures over the walk, no view for each move.

use gobang_engine::formats::GameInfo;
use gobang_engine::renlib::SIDE;
use gobang_engine::{Pos, Stone};
use leptos::prelude::*;

use super::controller::Browse;
use super::texts::LibraryTexts;
use super::walk::Walk;
use crate::board::{BoardModel, Branch, Picture, PointState, Stones, board, paint, preview_first};
use crate::exchange::export::{Export, ExportBox};
use crate::exchange::{self, Refused};
use crate::game::saved::SharedGame;
use crate::game::session::Opponent;
use crate::shell::text::escape;
use wasm_bindgen::JsCast;

/// The library's board: the line shown, where a press on a move of the library steps
/// into it (on a small point, first shows a preview stone).
fn model(browse: Browse) -> BoardModel {
    BoardModel {
        size: Box::new(|| SIDE),
        points: Box::new(move || browse.board_points()),
        press: Box::new(move |pos, confirm| {
            let branch = browse.walk.with_untracked(|w| {
                w.as_ref()
                    .is_some_and(|w| w.branches().iter().any(|b| b.0 == pos))
            });
            branch && (preview_first(browse.preview, pos, confirm) || browse.step(pos))
        }),
        label: Box::new(move || browse.texts().board.to_owned()),
        to_move: Box::new(move || {
            let moves = browse
                .walk
                .with(|w| w.as_ref().map_or(0, |w| w.line().len()));
            if moves % 2 == 0 {
                Stone::Black
            } else {
                Stone::White
            }
        }),
        // Never: a press steps into a move of the library, it puts no stone of its own.
        playable: Box::new(|| false),
        lang: Box::new(move || browse.page.with(|p| p.lang)),
        // Always: the library's lines are read in notation.
        coords: Box::new(|| true),
        confirm_taps: Box::new(move || browse.page.with(|p| p.confirm_taps)),
        ghost_label: None,
    }
}

impl Browse {
    /// What the whole board shows: the line's stones numbered, the moves that follow
    /// marked, the library's texts on their points, the preview stone.
    fn board_points(self) -> Vec<PointState> {
        let preview = self.preview.get();
        self.walk.with(|walk| {
            let stones = walk.as_ref().map(Walk::stones).unwrap_or_default();
            let branches: Vec<(Pos, Branch)> = walk
                .iter()
                .flat_map(Walk::branches)
                .map(|(pos, node)| match node.mark {
                    true => (pos, Branch::Marked),
                    false => (pos, Branch::Plain),
                })
                .collect();
            let texts = walk.as_ref().map(Walk::board_texts).unwrap_or_default();
            let picture = Picture {
                stones: Stones::Numbered(&stones),
                preview,
                branches: &branches,
                texts: &texts,
                ..Picture::default()
            };
            paint(SIDE, &picture)
        })
    }
}

/// The library page, in place of the game while open (and not on the page at all while
/// closed).
#[component]
pub fn LibraryPage() -> impl IntoView {
    let browse = expect_context::<Browse>();
    move || browse.open.get().then(|| library_section(browse))
}

fn library_section(browse: Browse) -> impl IntoView {
    let t = untrack(|| browse.texts());
    let children = move || {
        browse
            .walk
            .with(|w| w.as_ref().map_or(0, |w| w.branches().len()))
    };
    let name = move || browse.walk.with(|w| w.as_ref().map(|w| w.name.clone()));
    // Whether a library is open (its board and buttons are drawn then, once).
    let open = Memo::new(move |_| browse.walk.with(Option::is_some));
    let act = move |event: leptos::ev::MouseEvent| {
        let action = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("[data-action]").ok().flatten())
            .and_then(|e| e.get_attribute("data-action"));
        match action.as_deref() {
            Some("close") => browse.close(),
            Some("back") => {
                browse.walk_with(Walk::back);
            }
            Some("start") => {
                browse.walk_with(|w| {
                    w.to_start();
                    true
                });
            }
            Some("play") => browse.play(),
            Some("analyse") => browse.analyse(),
            _ => {}
        }
    };
    view! {
        <section
            class="gobang library"
            data-testid="library"
            data-node-children=move || children().to_string()
            aria-labelledby="library-heading"
            on:click=act
        >
            <header class="title library-title">
                <h2 id="library-heading" tabindex="-1">
                    {t.heading}
                </h2>
                <p class="library-name">{name}</p>
                <button data-testid="library-close" data-action="close">
                    {t.close}
                </button>
            </header>
            <p class="notice error" data-testid="library-error" role="alert">
                {move || browse.error.get()}
            </p>
            {move || if open.get() { walked(browse, t).into_any() } else { no_library(browse, t).into_any() }}
        </section>
    }
}

/// A library open: its board, what the page says of the node shown, the buttons and the
/// line's export.
fn walked(browse: Browse, t: &'static LibraryTexts) -> impl IntoView {
    // What the buttons may do: step back (not at the start), play and analyse (a line
    // the rules allow; play, not a finished one).
    let can = move || {
        browse.walk.with(|w| {
            w.as_ref().map_or([false; 3], |w| {
                let game = w.game();
                let ongoing = game
                    .as_ref()
                    .is_ok_and(|g| matches!(g.status(), gobang_engine::GameStatus::Ongoing));
                [!w.at_start(), ongoing, game.is_ok()]
            })
        })
    };
    let export = move || line_export(browse);
    view! {
            {board(model(browse))}
            <div class="play-bar library-bar">
                <div
                    class="library-info"
                    aria-live="polite"
                    inner_html=move || browse.walk.with(|w| info_html(w.as_ref(), t))
                ></div>
                <div class="buttons">
                    <button data-testid="library-back" data-action="back" prop:disabled=move || !can()[0]>
                        {t.back}
                    </button>
                    <button data-testid="library-start" data-action="start" prop:disabled=move || !can()[0]>
                        {t.start}
                    </button>
                    <button data-testid="library-play" data-action="play" class="primary" prop:disabled=move || !can()[1]>
                        {t.play}
                    </button>
                    <button data-testid="library-analyse" data-action="analyse" prop:disabled=move || !can()[2]>
                        {t.analyse}
                    </button>
                </div>
                <ExportBox lang=Signal::derive(move || browse.page.with(|p| p.lang)) export=Signal::derive(export) />
            </div>
    }
}

/// While no library is open: what the page is for, and a button to open a library.
fn no_library(browse: Browse, t: &'static LibraryTexts) -> impl IntoView {
    let choose = move |event: leptos::ev::Event| {
        if let Some(file) = exchange::first_file(exchange::input_files(&event)) {
            let (name, lang) = (file.name(), t.lang);
            exchange::read_file(file, move |read| {
                let refused = match read {
                    Ok(bytes) => super::open(name.clone(), bytes)
                        .err()
                        .map(|e| Refused::Library(name, e)),
                    Err(e) => Some(e),
                };
                browse.error.set(refused.map(|r| r.describe(lang)));
            });
        }
        exchange::clear_input(&event);
    };
    view! {
        <div class="library-empty" data-testid="library-empty">
            <p>{t.none_open}</p>
            <label class="open-file">
                <span class="button-like">{t.open_file}</span>
                <input type="file" accept=".lib" data-testid="library-file" on:change=choose />
            </label>
        </div>
    }
}

/// What the page says of the node shown, as HTML: the line, the moves that follow, the
/// library's mark and comment, and why the line cannot be played.
fn info_html(walk: Option<&Walk>, t: &LibraryTexts) -> String {
    let Some(walk) = walk else {
        return String::new();
    };
    let line = walk.line();
    let line = if line.is_empty() {
        t.empty_board.to_owned()
    } else {
        let words: Vec<String> = line
            .iter()
            .map(|p| p.map_or("–".to_owned(), |p| p.display(SIDE).to_string()))
            .collect();
        words.join(" ")
    };
    let mut html = format!(
        r#"<p class="library-line" data-testid="library-line"><span class="library-label">{}</span>{}</p><p data-testid="library-below">{}</p>"#,
        escape(t.line),
        escape(&line),
        escape(&t.moves_below(walk.branches().len()))
    );
    if let Some(node) = walk.node() {
        if node.mark {
            html += &format!(r#"<p class="library-marked">{}</p>"#, escape(t.marked));
        }
        let (comment, notes) = (node.comment.trim(), node.notes.trim());
        if !comment.is_empty() {
            html += &format!(
                r#"<p class="library-comment" data-testid="library-comment">{}</p>"#,
                escape(comment)
            );
        }
        if !notes.is_empty() {
            html += &format!(r#"<p class="library-notes">{}</p>"#, escape(notes));
        }
    }
    if let Err(why) = walk.game() {
        html += &format!(
            r#"<p class="library-unplayable" data-testid="library-unplayable">{}</p>"#,
            escape(&t.unplayable(why))
        );
    }
    html
}

/// The line shown as a game to export (none while it cannot be played), the event named
/// after the library's file.
fn line_export(browse: Browse) -> Option<Export> {
    browse.walk.with(|w| {
        let w = w.as_ref()?;
        let game = w.game().ok()?;
        Some(Export {
            record: SharedGame::play_on(game.clone(), Opponent::Person).record(),
            info: GameInfo {
                event: w.name.clone(),
                ..GameInfo::default()
            },
            game,
        })
    })
}
