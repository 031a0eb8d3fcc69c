//! The page's board: the board component given the game as it stands, where a press plays
//! (or, on a small point, first shows a preview stone).

use leptos::prelude::*;

use super::controller::Play;
use crate::board::{BoardModel, Picture, PointState, board, paint};
use crate::game::session::Phase;

/// The page's board: the game as it stands, where a press plays.
#[component]
pub fn Board() -> impl IntoView {
    let play = expect_context::<Play>();
    board(BoardModel {
        size: Box::new(move || play.session.with(|s| s.game().board().size())),
        points: Box::new(move || points(play)),
        press: Box::new(move |pos, confirm| {
            if confirm && play.current_preview() != Some(pos) {
                play.show_preview(pos)
            } else {
                play.click(pos)
            }
        }),
        label: Box::new(move || play.texts().board.to_owned()),
        to_move: Box::new(move || play.session.with(|s| s.game().to_move())),
        playable: Box::new(move || play.session.with(|s| s.phase() == Phase::YourTurn)),
        lang: Box::new(move || play.lang.get()),
        coords: Box::new(move || play.coords.get()),
        confirm_taps: Box::new(move || play.confirm_taps.get()),
        ghost_label: None,
    })
}

/// What the whole board shows: the game, with its numbers when they are on, the five, the
/// forbidden points, the hint and the preview stone.
fn points(play: Play) -> Vec<PointState> {
    let numbers = play.numbers.get();
    let hint = play.current_hint().map(|h| h.pos);
    let preview = play.current_preview();
    play.session.with(|s| {
        let game = s.game();
        let picture = Picture {
            // The session's five: none before the game has started.
            win: s.win_line(),
            forbidden: &s.forbidden_points(),
            hint,
            preview,
            ..Picture::game(game, numbers.then_some(0))
        };
        paint(game.board().size(), &picture)
    })
}
