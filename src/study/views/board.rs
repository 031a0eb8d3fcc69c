//! The study module's board: the page's own board component ([`board`]), given what the
//! study shows (an earlier move with the review's ghost stones, or the editor's position,
//! whose points take the editor's stones), drawn over the page's board while it shows
//! something else than the game as it stands.

use gobang_engine::opening::Step;
use gobang_engine::{Pos, Stone};
use leptos::prelude::*;

use crate::study::texts::study_texts;

use crate::board::{BoardSource, PointState, board};
use crate::board::{Ghost, GhostKind};
use crate::shell::text::Lang;
use crate::study::desk::Desk;

impl BoardSource for Desk {
    fn size(self) -> usize {
        self.shown.with(|s| s.board.size())
    }

    fn points(self, focus: Pos) -> Vec<PointState> {
        let editing = self.study.editor.with(Option::is_some);
        let numbers = self.numbers.get();
        let preview = self.preview.get();
        let offers: Vec<Ghost> = self.opening.contest.with(|c| {
            c.as_ref().map_or_else(Vec::new, |c| {
                c.offers()
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
        let ghosts = if !offers.is_empty() {
            offers
        } else if editing {
            Vec::new()
        } else {
            let ply = self.at().0;
            self.session.with(|s| {
                self.study
                    .review_of(s.game())
                    .map(|run| run.ghosts(ply))
                    .unwrap_or_default()
            })
        };
        self.shown.with(|shown| {
            let size = shown.board.size();
            let mut points: Vec<PointState> = (0..size * size)
                .map(|i| {
                    let pos = Pos::new(i / size, i % size).unwrap_or(focus);
                    PointState {
                        stone: shown.board.get(pos),
                        focus: pos == focus,
                        preview: editing && preview == Some(pos),
                        ..PointState::default()
                    }
                })
                .collect();
            let index = |pos: Pos| pos.row() * size + pos.col();
            if let Some(&last) = shown.moves.last() {
                points[index(last)].last = true;
            }
            if numbers {
                for (n, &pos) in shown.moves.iter().enumerate() {
                    points[index(pos)].number = n as u16 + 1;
                }
            }
            for ghost in ghosts {
                if let Some(point) = points.get_mut(index(ghost.pos)) {
                    point.ghost = Some(ghost);
                }
            }
            points
        })
    }

    fn press(self, pos: Pos, confirm: bool) -> bool {
        let editing = self.study.editor.with_untracked(Option::is_some)
            || self.opening.contest.with_untracked(Option::is_some);
        if editing && confirm && self.preview.get_untracked() != Some(pos) {
            self.preview.set(Some(pos));
            return true;
        }
        self.preview.set(None);
        self.click(pos)
    }

    fn label(self) -> String {
        let texts = self.texts();
        if let Some(rule) = self.opening.rule() {
            let texts = self.lang.get().texts();
            let heading = crate::study::opening::texts::opening_texts(self.lang.get()).heading;
            return format!("{heading}{}", texts.opening_name(rule));
        }
        if self.study.editor.with(Option::is_some) {
            texts.edit.to_owned()
        } else {
            let (n, m) = self.at();
            format!("{} {n} / {m}", texts.move_word)
        }
    }

    fn to_move(self) -> Stone {
        self.shown.with(|s| s.to_move)
    }

    fn playable(self) -> bool {
        self.study.editor.with(Option::is_some)
            || (self.opening.persons_step()
                && self
                    .opening
                    .step()
                    .is_some_and(|(s, _)| !matches!(s, Step::Choose { .. })))
    }

    fn lang(self) -> Lang {
        self.lang.get()
    }

    fn coords(self) -> bool {
        self.coords.get()
    }

    fn confirm_taps(self) -> bool {
        self.confirm_taps.get()
    }

    fn ghost_label(lang: Lang, ghost: Ghost) -> String {
        if ghost.kind == GhostKind::Offer {
            return crate::study::opening::texts::opening_texts(lang)
                .offer_mark
                .to_owned();
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

/// The study's board, over the page's while it shows something else than the game as it
/// stands.
#[component]
pub fn StudyBoard() -> impl IntoView {
    let desk = expect_context::<Desk>();
    view! {
        <Show when=move || desk.active.get()>
            {board(desk)}
        </Show>
    }
}
