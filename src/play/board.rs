//! The page's board: the board component given the game as it stands, where a press plays
//! (or, on a small point, first shows a preview stone).

use gobang_engine::{Pos, Stone};
use leptos::prelude::*;

use super::controller::Play;
use crate::board::{BoardSource, PointState, board};
use crate::game::session::Phase;
use crate::shell::text::Lang;

/// The page's board: the game as it stands, where a press plays.
#[component]
pub fn Board() -> impl IntoView {
    board(expect_context::<Play>())
}

impl BoardSource for Play {
    fn size(self) -> usize {
        self.session.with(|s| s.game().board().size())
    }
    fn points(self, focus: Pos) -> Vec<PointState> {
        board_state(self, focus)
    }
    fn press(self, pos: Pos, confirm: bool) -> bool {
        let previewed = self.current_preview() == Some(pos);
        if confirm && !previewed {
            self.show_preview(pos)
        } else {
            self.click(pos)
        }
    }
    fn label(self) -> String {
        self.texts().board.to_owned()
    }
    fn to_move(self) -> Stone {
        self.session.with(|s| s.game().to_move())
    }
    fn playable(self) -> bool {
        self.session.with(|s| s.phase() == Phase::YourTurn)
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
}

/// What the whole board shows, point by point (row by row from the top).
fn board_state(play: Play, focus: Pos) -> Vec<PointState> {
    let numbers = play.numbers.get();
    let hint = play.current_hint().map(|h| h.pos);
    let preview = play.current_preview();
    play.session.with(|s| {
        let game = s.game();
        let size = game.board().size();
        let mut points: Vec<PointState> = (0..size * size)
            .map(|i| {
                let pos = Pos::new(i / size, i % size).unwrap_or(focus);
                let stone = game.board().get(pos);
                PointState {
                    stone,
                    hint: hint == Some(pos),
                    preview: preview == Some(pos),
                    focus: focus == pos,
                    ..PointState::default()
                }
            })
            .collect();
        let index = |pos: Pos| pos.row() * size + pos.col();
        for pos in s.forbidden_points() {
            points[index(pos)].forbidden = true;
        }
        if let Some(last) = game.last_move() {
            points[index(last)].last = true;
        }
        if let Some(line) = s.win_line() {
            for pos in line.points() {
                points[index(pos)].win = true;
            }
        }
        if numbers {
            for (n, &pos) in game.moves().iter().enumerate() {
                points[index(pos)].number = n as u16 + 1;
            }
        }
        points
    })
}
