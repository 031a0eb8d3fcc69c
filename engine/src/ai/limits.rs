//! What bounds one search beyond its level's own: nodes, a clock, memory, depth, the
//! game's seed, tuned constants and a value network ([`Limits`], the last argument of [`crate::ai::think`]).

use crate::ai::eval::network::Network;
use crate::ai::search::params::SearchParams;

/// Limits on one search beyond its level's own.
#[derive(Clone, Copy, Default)]
pub struct Limits<'a> {
    /// At most this many nodes (the level's budget when `None`): with no `stop`, the
    /// same position, level and node budget always give the same move.
    pub nodes: Option<u64>,
    /// Asked every thousand nodes or so whether to stop now (a clock, usually); the best
    /// move found so far is then played.
    pub stop: Option<&'a dyn Fn() -> bool>,
    /// For a search on a clock: the share of the move's time spent so far, 1.0 when
    /// `stop` will say stop. With it the search also stops between iterations, when the
    /// next could not finish in time or its best move is settled; a level on a node budget
    /// leaves it `None`, so that its move does not depend on the machine's speed.
    pub spent: Option<&'a dyn Fn() -> f64>,
    /// At most this many bytes for the search's tables (the level's own size when `None`).
    pub memory: Option<u64>,
    /// Search no deeper than this many moves (the level's own depth when `None`).
    pub depth: Option<i32>,
    /// The game's seed: the levels that leave something to chance draw from it, mixed
    /// with the number of stones on the board, so that a game replays move for move.
    pub seed: u64,
    /// Values for the full search's constants (the compiled-in ones when `None`), for
    /// tuning them by self-play.
    pub params: Option<SearchParams>,
    /// A value network to evaluate positions with instead of the level's weighed features
    /// (none by default: every level plays as it always has).
    pub network: Option<&'a Network>,
}
