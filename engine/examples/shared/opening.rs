//! The openings the match runner and the ladder play from (one file, included by both).

use gobang_engine::ai::{Level, Limits, Rng, think};
use gobang_engine::{Game, Pos, Rule};

/// A random opening of three stones near the centre (in the 5×5 square around it) that
/// `judge`, searching `nodes` nodes (its own budget when `None`), scores within 400 of
/// even for the side to move.
pub fn opening(
    rng: &mut Rng,
    size: usize,
    rule: Rule,
    judge: Level,
    nodes: Option<u64>,
) -> Vec<Pos> {
    let centre = size / 2;
    let mut near_centre = || centre + rng.below(5) as usize - 2;
    loop {
        let mut game = Game::with_rule(size, rule).expect("a supported size");
        let mut moves = Vec::new();
        while moves.len() < 3 {
            let pos = Pos::new(near_centre(), near_centre()).expect("on the board");
            if game.try_play(pos).is_ok() {
                moves.push(pos);
            }
        }
        let limits = Limits {
            nodes,
            ..Limits::default()
        };
        let judged = think(game.board(), game.to_move(), rule, judge, limits)
            .expect("a move on a board with three stones");
        if judged.score.abs() < 400 {
            return moves;
        }
    }
}
