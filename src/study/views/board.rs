//! The study module's board: the page's own board component ([`board`]), given what the
//! study shows (an earlier move with the review's ghost stones, or the editor's position,
//! whose points take the editor's stones), drawn over the page's board while it shows
//! something else than the game as it stands.

use gobang_engine::{Pos, Stone};
use leptos::prelude::*;

use crate::study::texts::study_texts;

use crate::board::{BoardModel, Ghost, GhostKind, Picture, PointState, Stones};
use crate::board::{board, paint, preview_first};
use crate::shell::text::Lang;
use crate::study::analysis_texts::analysis_texts;
use crate::study::desk::Desk;
use crate::study::state::Insight;
use crate::study::variations::Variations;

/// The study's board: what the study shows, where a press steps, plays a variation or
/// edits.
fn model(desk: Desk) -> BoardModel {
    BoardModel {
        size: Box::new(move || desk.shown.with(|s| s.board.size())),
        points: Box::new(move || desk.board_points()),
        press: Box::new(move |pos, confirm| {
            let editing = desk.study.editor.with_untracked(Option::is_some)
                || desk.opening.shown.with_untracked(Option::is_some);
            preview_first(desk.preview, pos, editing && confirm) || desk.click(pos)
        }),
        label: Box::new(move || desk.board_label()),
        to_move: Box::new(move || desk.shown.with(|s| s.to_move)),
        playable: Box::new(move || desk.board_playable()),
        lang: Box::new(move || desk.lang.get()),
        coords: Box::new(move || desk.coords.get()),
        confirm_taps: Box::new(move || desk.confirm_taps.get()),
        ghost_label: Some(Desk::ghost_label),
    }
}

impl Desk {
    /// What the whole board shows: the position shown, its moves numbered when numbers
    /// are on, and the ghost stones (renju's fifth-move offers, the review's explanation
    /// of a marked move, or the analysis board's best line); the editor's preview stone.
    fn board_points(self) -> Vec<PointState> {
        let editing = self.study.editor.with(Option::is_some);
        let numbers = self.numbers.get();
        let preview = self.preview.get();
        let offers: Vec<Ghost> = self.opening.shown.with(|o| {
            o.as_ref().map_or_else(Vec::new, |o| {
                o.offers
                    .iter()
                    .map(|&pos| Ghost {
                        pos,
                        stone: Stone::Black,
                        kind: GhostKind::Offer,
                        order: None,
                    })
                    .collect()
            })
        });
        // What a file wrote on the analysis board's node shown: its labels and marks.
        let notes = self
            .study
            .variations
            .with(|v| v.as_ref().and_then(Variations::notes).cloned())
            .filter(|_| offers.is_empty() && !editing)
            .unwrap_or_default();
        let labels: Vec<(Pos, &str)> = notes
            .labels
            .iter()
            .map(|(pos, text)| (*pos, text.as_str()))
            .collect();
        let ghosts = if !offers.is_empty() {
            offers
        } else if editing {
            Vec::new()
        } else {
            let ply = self.at().0;
            let on_game = self
                .study
                .variations
                .with(|v| v.as_ref().is_none_or(Variations::on_game));
            let review = self.session.with(|s| {
                self.study
                    .review_of(s.game())
                    .filter(|_| on_game)
                    .map(|run| run.ghosts(ply))
                    .unwrap_or_default()
            });
            // The review's ghosts explain a marked move; elsewhere the analysis board
            // shows the engine's best line.
            if review.is_empty() {
                self.best_line()
            } else {
                review
            }
        };
        self.shown.with(|shown| {
            let picture = Picture {
                stones: Stones::Played {
                    board: &shown.board,
                    moves: &shown.moves,
                    numbered_from: numbers.then_some(0),
                },
                preview: preview.filter(|_| editing),
                ghosts: &ghosts,
                texts: &labels,
                marks: &notes.marks,
                ..Picture::default()
            };
            paint(shown.board.size(), &picture)
        })
    }

    /// The grid's name: the opening's, the editor's, the analysis board's, or the move
    /// shown.
    fn board_label(self) -> String {
        let texts = self.texts();
        if let Some(label) = self
            .opening
            .shown
            .with(|o| o.as_ref().map(|o| o.label.clone()))
        {
            return label;
        }
        if self.study.editor.with(Option::is_some) {
            texts.edit.to_owned()
        } else if self.study.variations.with(Option::is_some) {
            analysis_texts(self.lang.get()).board.to_owned()
        } else {
            let (n, m) = self.at();
            format!("{} {n} / {m}", texts.move_word)
        }
    }

    /// Whether a press puts a stone: on the analysis board, in the editor, and at the
    /// person's step of an opening where one is placed.
    fn board_playable(self) -> bool {
        self.study.variations.with(Option::is_some)
            || self.study.editor.with(Option::is_some)
            || self
                .opening
                .shown
                .with(|o| o.as_ref().is_some_and(|o| o.playable))
    }

    /// What screen readers hear of a ghost stone: an offer, the better move, or a move of
    /// the line with its number.
    fn ghost_label(lang: Lang, ghost: Ghost) -> String {
        if ghost.kind == GhostKind::Offer {
            return lang.texts().offer_mark.to_owned();
        }
        let t = study_texts(lang);
        match (ghost.kind, ghost.order) {
            // The better move that is also a stone of the line is named as both.
            (GhostKind::Best, Some(n)) => format!(
                "{}{}{}",
                t.ghost_label(None, true),
                lang.texts().comma,
                t.ghost_label(Some(n), false)
            ),
            (kind, order) => t.ghost_label(order, kind == GhostKind::Best),
        }
    }
}

/// How many moves of the engine's line the analysis board draws, the best move first.
const GHOST_LINE: usize = 6;

impl Desk {
    /// The analysis board's ghost stones: the engine's best move, numbered 1, and the
    /// line after it, numbered on; none when the board is closed or the position over.
    fn best_line(self) -> Vec<Ghost> {
        if self.study.variations.with(Option::is_none) {
            return Vec::new();
        }
        let (size, rule) = self.setup.with(|s| (s.size, s.rule));
        let insight = self
            .session
            .with(|s| self.study.insight(s, self.game_id.get(), size, rule));
        let Insight::Eval(eval) = insight else {
            return Vec::new();
        };
        let mut stone = self.shown.with(|s| s.to_move);
        let mut ghosts = Vec::new();
        for (i, &pos) in eval.line.iter().take(GHOST_LINE).enumerate() {
            let free = self.shown.with(|s| s.board.get(pos).is_none());
            if free {
                ghosts.push(Ghost {
                    pos,
                    stone,
                    kind: if i == 0 {
                        GhostKind::Best
                    } else {
                        GhostKind::Line
                    },
                    order: Some(i + 1),
                });
            }
            stone = !stone;
        }
        ghosts
    }
}

/// Black's winning chance on the analysis board (0 to 100), `None` while unknown.
pub fn black_percent(desk: Desk) -> Option<u32> {
    let (size, rule) = desk.setup.with(|s| (s.size, s.rule));
    let game = desk
        .session
        .with(|s| desk.study.studied(s, desk.game_id.get(), size, rule))
        .ok()?;
    if let gobang_engine::GameStatus::Won { winner, .. } = game.status() {
        return Some(if winner == Stone::Black { 100 } else { 0 });
    }
    match desk
        .session
        .with(|s| desk.study.insight(s, desk.game_id.get(), size, rule))
    {
        Insight::Eval(eval) => Some((eval.black_chance * 100.0).round() as u32),
        _ => None,
    }
}

/// The study's board, over the page's while it shows something else than the game as it
/// stands, with a button back to the game while an earlier move of a game still played
/// is shown; beside it on the analysis board, the evaluation bar (black's chance, black
/// from the bottom: upright beside the board on a wide screen, a thin band on a phone).
#[component]
pub fn StudyBoard() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let percent = Memo::new(move |_| black_percent(desk));
    view! {
        <Show when=move || desk.active.get()>
            {board(model(desk))}
        </Show>
        <Show when=move || desk.looking_back()>
            <button
                class="back-to-game"
                data-testid="back-to-game"
                on:click=move |_| desk.back_to_game()
            >
                {move || desk.texts().back_to_game}
            </button>
        </Show>
        <Show when=move || desk.study.variations.with(Option::is_some)>
            <div
                class="eval-bar"
                data-testid="eval-bar"
                role="meter"
                aria-label=move || analysis_texts(desk.lang.get()).bar
                aria-valuemin="0"
                aria-valuemax="100"
                aria-valuenow=move || percent.get().unwrap_or(50)
                data-value=move || percent.get().map(|p| p.to_string())
                style:--black=move || format!("{}%", percent.get().unwrap_or(50))
            >
                <span class="eval-black"></span>
            </div>
        </Show>
    }
}
