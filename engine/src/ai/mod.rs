//! The computer players: the original's one-move scorer ([`classic`]), a search built on
//! incrementally updated line patterns, and the ladder of [`Level`]s between them, whose
//! weaker rungs play like weaker people.
//!
//! The code sits in three folders, each importing only from those before it: `eval/` (line
//! [`pattern`]s, the incremental position, the evaluation and the move-order [`policy`], with
//! their generated tables), `search/` (threat searches, alpha-beta, the tunable
//! [`SearchParams`]) and `levels/` (the [`Level`] ladder, the human-like weaker levels, the
//! Classic scorer, the seeded chances). This file and its siblings ([`analysis`],
//! [`opening`]) use them: [`think`] is the one door into a move.

pub mod analysis;
mod eval;
mod levels;
mod limits;
pub mod opening;
mod search;
pub mod solver;

use crate::board::Board;
use crate::game::Game;
use crate::pos::Pos;
use crate::rules::Rule;
use crate::stone::Stone;

pub use eval::FEATURES;
pub use eval::{network, pattern, policy};
pub use levels::classic;
pub use levels::level::{Budget, CLOCK_MS, Elo, Level, ParseLevelError};
pub use levels::seed::Rng;
pub use limits::Limits;
pub use search::params::{ParamsError, SearchParams};
pub use search::{Reason, Thought, Tuning, WIN};

use eval::position::{self, Position};
use levels::human;
use levels::level::Style;

/// What `level` plays for `to_move` on `board` under `rule`, and why; `None` when there is
/// no legal move. The Classic level ignores `limits`, and under renju skips black's
/// forbidden points (the original knew no rules but freestyle).
///
/// ```
/// use gobang_engine::ai::{Level, Limits, Reason, think};
/// use gobang_engine::{Board, Pos, Rule, Stone};
/// // Black has four in a row: White must block at one end or the other.
/// let board = Board::from_diagram(
///     "..........
///      ..........
///      ..XXXX..O.
///      ......O...
///      .....O....
///      ..........
///      ..........
///      ..........
///      ..........
///      ..........",
/// )
/// .unwrap();
/// let thought = think(&board, Stone::White, Rule::Freestyle, Level::STRONGEST, Limits::default()).unwrap();
/// assert_eq!(thought.reason, Reason::Forced);
/// assert!([Pos::new(2, 1), Pos::new(2, 6)].contains(&Some(thought.best)));
/// ```
pub fn think(
    board: &Board,
    to_move: Stone,
    rule: Rule,
    level: Level,
    limits: Limits<'_>,
) -> Option<Thought> {
    let human = match level.style() {
        Style::Classic => {
            let best = classic::choose_under(board, to_move, rule)?;
            return Some(Thought {
                best,
                score: 0,
                depth: 1,
                nodes: 0,
                line: vec![best],
                reason: Reason::Searched,
            });
        }
        Style::Human(human) => human,
    };
    let sight = human.sight.map(|mut settings| {
        if let Some(nodes) = limits.nodes {
            settings.nodes = nodes;
            settings.vcf_nodes = settings.vcf_nodes.min(nodes / 4 + 1);
            // The threat search at the root takes a tenth of a small budget at most, so
            // that matches at small budgets still measure the main search.
            settings.vct_nodes = settings.vct_nodes.min(nodes / 10 + 1);
        }
        if let Some(params) = limits.params {
            params.apply(&mut settings);
        }
        if let Some(depth) = limits.depth {
            settings.max_depth = depth.max(1);
        }
        if let Some(bytes) = limits.memory {
            // Half the memory for the transposition table, at 12 bytes an entry.
            let entries = (bytes / 2 / 12).max(1 << 10);
            settings.table_bits = settings.table_bits.min(entries.ilog2());
        }
        settings
    });
    let mut position = Position::new(board, to_move, rule);
    if let Some(network) = limits.network {
        position.set_network(Some(network.clone()));
    }
    let mut rng = Rng::for_move(limits.seed, board.stone_count());
    let clock = search::Clock {
        stop: limits.stop,
        spent: limits.spent,
    };
    human::choose(board, &mut position, &human, sight, clock, &mut rng)
}

/// What the evaluation sees in a quiet position, for tuning its weights
/// (`examples/tune`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EvaluationInput {
    /// The features of the side to move, then of the other side: how many lines of the
    /// empty points make each pattern, and how many points make each threat.
    pub features: [[i32; FEATURES]; 2],
    /// The evaluation with today's weights, for the side to move.
    pub score: i32,
}

/// What the evaluation sees when `to_move` is to play on `board` under `rule`; `None` when
/// the position is not quiet (a five can be made or must be blocked, or the side to move
/// has an open four to make), since the search never evaluates those.
pub fn evaluation_input(board: &Board, to_move: Stone, rule: Rule) -> Option<EvaluationInput> {
    let position = Position::new(board, to_move, rule);
    let quiet = position.fives(to_move).is_empty()
        && position.fives(!to_move).is_empty()
        && position.flex4s(to_move).is_empty();
    quiet.then(|| {
        let (me, opp) = (position.features(to_move), position.features(!to_move));
        EvaluationInput {
            features: [me.0, opp.0],
            score: eval::Weights::TUNED.evaluate(me, opp),
        }
    })
}

/// The empty points of `board` that the value network reads under `rule`, with black's
/// and white's multiset ranks there ([`network::rank`] of their four line patterns): every
/// empty point not ranked (0, 0), in row-major order (docs/learning.md, "Data").
pub fn network_points(board: &Board, rule: Rule) -> Vec<network::SamplePoint> {
    let position = Position::new(board, Stone::Black, rule);
    let size = board.size();
    let mut points: Vec<network::SamplePoint> = position
        .network_points()
        .into_iter()
        .map(|(cell, [black, white])| {
            let pos = position::pos_of(cell);
            network::SamplePoint {
                point: (pos.row() * size + pos.col()) as u16,
                black,
                white,
            }
        })
        .collect();
    points.sort_by_key(|p| p.point);
    points
}

/// A point the full search may play, as its move order sees it, for fitting the policy
/// (`examples/tune`, `tune policy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PolicyPoint {
    /// The point.
    pub pos: Pos,
    /// Its class ([`policy::classes`]) for the side to move, then for the other side.
    pub classes: [u16; 2],
    /// The order's value without the policy: the attack values of both sides.
    pub attack: i32,
}

/// The points the full search would order when `to_move` is to play on `board` under
/// `rule`: those near stones, or only the defences and fours when the opponent threatens an
/// open four; `None` when the move is forced (the opponent has a four) or there is none.
pub fn policy_input(board: &Board, to_move: Stone, rule: Rule) -> Option<Vec<PolicyPoint>> {
    let position = Position::new(board, to_move, rule);
    let (me, opp) = (to_move, !to_move);
    if !position.fives(opp).is_empty() || !position.fives(me).is_empty() {
        return None;
    }
    let (pool, _) = search::move_pool(&position);
    let classes = policy::classes();
    let points: Vec<PolicyPoint> = pool
        .iter()
        .filter(|&c| position.is_legal(c))
        .map(|c| PolicyPoint {
            pos: position::pos_of(c),
            classes: [
                classes[position.combination(me, c)],
                classes[position.combination(opp, c)],
            ],
            attack: search::attack_order(&position, c),
        })
        .collect();
    (!points.is_empty()).then_some(points)
}

/// Games used to measure the search's speed: move lists in gomoku notation on the 19x19
/// board, each stopping in the middle of a fight.
pub const BENCHMARK_GAMES: [&str; 4] = [
    "j10 k11 k10 l10 j12 j11 i11 h10 l12 k12 k9",
    "j10 j11 k11 l12 i9 h8 k9 k10 l9 m9 j9 h9",
    "j10 k9 l10 k10 k11 j12 l12 m13 l11 l9 m11",
    "j10 j9 k8 l7 k10 k9 i9 h8 l10 m10 l11 m12 m11",
];

/// What [`benchmark`] searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchmarkRun {
    /// Positions searched.
    pub positions: usize,
    /// Nodes searched in all.
    pub nodes: u64,
}

/// Searches every game of [`BENCHMARK_GAMES`] at the strongest level to `depth`, for speed
/// measurements: the caller times it (natively, or in a browser's worker) and divides.
/// With `network`, the level evaluates with it, as it plays ([`Level::uses_network`]).
///
/// # Panics
/// Never for the built-in games, which are legal and unfinished.
pub fn benchmark(depth: i32, network: Option<&network::Network>) -> BenchmarkRun {
    let mut run = BenchmarkRun {
        positions: 0,
        nodes: 0,
    };
    for moves in BENCHMARK_GAMES {
        let mut game = Game::new();
        for text in moves.split_whitespace() {
            game.play(Pos::parse(text, 19).expect("a point in notation"));
        }
        let limits = Limits {
            nodes: Some(u64::MAX),
            depth: Some(depth),
            network,
            ..Limits::default()
        };
        let thought = think(
            game.board(),
            game.to_move(),
            Rule::Freestyle,
            Level::STRONGEST,
            limits,
        )
        .expect("a move");
        run.positions += 1;
        run.nodes += thought.nodes;
    }
    run
}

/// The move `level` plays for the side to move in `game` with its default budget;
/// `None` when the game is over.
pub fn choose_move(game: &Game, level: Level) -> Option<Pos> {
    if game.is_over() {
        return None;
    }
    think(
        game.board(),
        game.to_move(),
        game.rule(),
        level,
        Limits::default(),
    )
    .map(|t| t.best)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_search_as_no_params_and_others_search_otherwise() {
        let board = Board::from_diagram(
            "...............
             ...............
             ...............
             ...............
             ...............
             ......O........
             ......XX.......
             .....OX........
             .......X.......
             ......O........
             ...............
             ...............
             ...............
             ...............
             ...............",
        )
        .unwrap();
        let search = |params| {
            let limits = Limits {
                nodes: Some(20_000),
                params,
                ..Limits::default()
            };
            think(
                &board,
                Stone::White,
                Rule::Freestyle,
                Level::STRONGEST,
                limits,
            )
            .unwrap()
        };
        let compiled = search(None);
        assert_eq!(compiled.reason, Reason::Searched);
        assert_eq!(search(Some(SearchParams::DEFAULT)), compiled);
        let narrow = search(Some("width=3,leaf_fours=1".parse().unwrap()));
        assert_ne!((narrow.depth, narrow.line), (compiled.depth, compiled.line));
    }
}
