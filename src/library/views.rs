//! The library page's views: the board (the shared board component: the line's stones
//! numbered, the moves that follow marked on their points, the library's texts on
//! theirs), the line, the node's comment, the buttons to step back, play or analyse, and
//! a refused file's reason.
//!
//! The page is built when it opens and kept lean for the study module's size: a few
//! closures over the walk, no view for each move.

use gobang_engine::formats::GameInfo;
use gobang_engine::renlib::SIDE;
use gobang_engine::{Pos, Stone};
use leptos::prelude::*;

use super::controller::Browse;
use crate::board::{AnySource, BoardSource, Branch, PointState, PointText, board, preview_first};
use crate::exchange::export::{Export, ExportBox};
use crate::game::saved::SharedGame;
use crate::game::session::Opponent;
use crate::shell::text::Lang;

impl BoardSource for Browse {
    fn size(self) -> usize {
        SIDE
    }

    fn points(self, focus: Pos) -> Vec<PointState> {
        let preview = self.preview.get();
        self.walk.with(|walk| {
            let mut points: Vec<PointState> = (0..SIDE * SIDE)
                .map(|i| {
                    let pos = Pos::new(i / SIDE, i % SIDE).unwrap_or(focus);
                    PointState {
                        focus: pos == focus,
                        preview: preview == Some(pos),
                        ..PointState::default()
                    }
                })
                .collect();
            let Some(walk) = walk else {
                return points;
            };
            let index = |pos: Pos| pos.row() * SIDE + pos.col();
            let stones = walk.stones();
            for &(pos, stone, number) in &stones {
                if let Some(point) = points.get_mut(index(pos)) {
                    (point.stone, point.number) = (Some(stone), number);
                }
            }
            if let Some(point) = stones
                .last()
                .and_then(|&(pos, ..)| points.get_mut(index(pos)))
            {
                point.last = true;
            }
            for (pos, node) in walk.branches() {
                if let Some(point) = points.get_mut(index(pos)) {
                    point.branch = Some(if node.mark {
                        Branch::Marked
                    } else {
                        Branch::Plain
                    });
                }
            }
            for (pos, text) in walk.board_texts() {
                if let Some(point) = points.get_mut(index(pos)) {
                    point.text = PointText::new(text);
                }
            }
            points
        })
    }

    fn press(self, pos: Pos, confirm: bool) -> bool {
        let branch = self.walk.with_untracked(|w| {
            w.as_ref()
                .is_some_and(|w| w.branches().iter().any(|b| b.0 == pos))
        });
        branch && (preview_first(self.preview, pos, confirm) || self.step(pos))
    }

    fn label(self) -> String {
        self.texts().board.to_owned()
    }

    fn to_move(self) -> Stone {
        let moves = self.walk.with(|w| w.as_ref().map_or(0, |w| w.line().len()));
        if moves % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        }
    }

    /// Never: a press steps into a move of the library, it puts no stone of its own.
    fn playable(self) -> bool {
        false
    }

    fn lang(self) -> Lang {
        self.page.with(|p| p.lang)
    }

    /// Always: the library's lines are read in notation.
    fn coords(self) -> bool {
        true
    }

    fn confirm_taps(self) -> bool {
        self.page.with(|p| p.confirm_taps)
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
    let refused = move || {
        browse
            .refused
            .with(|r| r.as_ref().map(|(name, error)| t.refused(name, error)))
    };
    let line = move || {
        browse.walk.with(|w| {
            let line = w.as_ref().map(|w| w.line()).unwrap_or_default();
            if line.is_empty() {
                return t.empty_board.to_owned();
            }
            let words: Vec<String> = line
                .iter()
                .map(|p| p.map_or("–".to_owned(), |p| p.display(SIDE).to_string()))
                .collect();
            words.join(" ")
        })
    };
    let node_text = move |f: fn(&gobang_engine::renlib::Node) -> String| {
        browse
            .walk
            .with(|w| w.as_ref().and_then(|w| w.node().map(f)).unwrap_or_default())
    };
    let comment = move || node_text(|n| n.comment.trim().to_owned());
    let notes = move || node_text(|n| n.notes.trim().replace("\r\n", "\n"));
    let marked = move || {
        browse
            .walk
            .with(|w| w.as_ref().and_then(|w| w.node()).is_some_and(|n| n.mark))
    };
    let unplayable = move || {
        browse.walk.with(|w| {
            w.as_ref()
                .and_then(|w| w.game().err())
                .map(|why| t.unplayable(why))
        })
    };
    let export = move || line_export(browse);
    let at_start = move || {
        browse
            .walk
            .with(|w| w.as_ref().is_none_or(|w| w.at_start()))
    };
    let cannot_play = move || {
        browse
            .walk
            .with(|w| w.as_ref().is_none_or(|w| w.game().is_err() || w.finished()))
    };
    view! {
        <section
            class="gobang library"
            data-testid="library"
            data-node-children=move || children().to_string()
            aria-labelledby="library-heading"
        >
            <header class="title library-title">
                <h2 id="library-heading" tabindex="-1">
                    {t.heading}
                </h2>
                <p class="library-name">{name}</p>
                <button data-testid="library-close" on:click=move |_| browse.close()>
                    {t.close}
                </button>
            </header>
            <p class="notice library-error" role="alert" data-testid="import-error" hidden=move || refused().is_none()>
                {refused}
            </p>
            {board(AnySource::new(browse))}
            <div class="play-bar library-bar">
                <p class="library-line" data-testid="library-line">
                    <span class="library-label">{t.line}</span> {line}
                </p>
                <p data-testid="library-below" aria-live="polite">{move || t.moves_below(children())}</p>
                <p class="library-marked" hidden=move || !marked()>{t.marked}</p>
                <p class="library-comment" data-testid="library-comment" hidden=move || comment().is_empty()>{comment}</p>
                <p class="library-notes" hidden=move || notes().is_empty()>{notes}</p>
                <p class="library-unplayable" data-testid="library-unplayable" hidden=move || unplayable().is_none()>
                    {unplayable}
                </p>
                <div class="buttons">
                    <button data-testid="library-back" prop:disabled=at_start on:click=move |_| {
                        browse.walk_with(|w| w.back());
                    }>{t.back}</button>
                    <button data-testid="library-start" prop:disabled=at_start on:click=move |_| {
                        browse.walk_with(|w| {
                            w.to_start();
                            true
                        });
                    }>{t.start}</button>
                    <button data-testid="library-play" class="primary" prop:disabled=cannot_play on:click=move |_| browse.play()>
                        {t.play}
                    </button>
                    <button data-testid="library-analyse" prop:disabled=move || unplayable().is_some() || browse.walk.with(Option::is_none) on:click=move |_| browse.analyse()>
                        {t.analyse}
                    </button>
                </div>
                <ExportBox lang=Signal::derive(move || browse.page.with(|p| p.lang)) export=Signal::derive(export) />
            </div>
        </section>
    }
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
