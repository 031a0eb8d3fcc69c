//! Move generation and ordering: which points a node searches (the block of a four, the
//! answers to an open four, or the best points near the stones) and in what order (the
//! fitted policy or the attack values, then the hash move, the killers and the history),
//! and how a cut-off feeds the killers and the history.

use super::searcher::Searcher;
use crate::ai::eval::policy::Policy;
use crate::ai::eval::position::{Cell, CellSet, Position, STRIDE};
use crate::stone::Stone;

impl Searcher<'_> {
    /// The moves worth searching, the most promising first: only the block when the
    /// opponent has a four; only the defences and our own fours when the opponent
    /// threatens an open four; otherwise the best `width` points near stones. The full
    /// search orders them by the fitted policy ([`Policy`]), the short search by the points'
    /// attack values; both then by the hash move, the killers and the history.
    pub(super) fn generate(
        &self,
        position: &Position,
        ply: usize,
        hash_move: Option<Cell>,
    ) -> Vec<Cell> {
        self.generate_within(position, ply, hash_move, self.settings.width)
    }

    /// [`Searcher::generate`] with the best `width` points at a quiet node.
    pub(super) fn generate_within(
        &self,
        position: &Position,
        ply: usize,
        hash_move: Option<Cell>,
        width: usize,
    ) -> Vec<Cell> {
        let me = position.to_move();
        let opp = !me;
        let opp_fives = position.fives(opp);
        if !opp_fives.is_empty() {
            return opp_fives.iter().filter(|&c| position.is_legal(c)).collect();
        }
        let (pool, threatened) = move_pool(position);
        let killers = self.killers.get(ply).copied().unwrap_or_default();
        let history = &self.history[side_index(me) * STRIDE * STRIDE..];
        let mut scored: Vec<(i64, Cell)> = Vec::with_capacity(pool.len());
        // The short search keeps the attack values it was tuned with.
        let policy_weight = if self.settings.prune {
            i64::from(self.settings.tuning.policy_weight)
        } else {
            0
        };
        let policy = Policy::tuned_by_combination();
        scored.extend(pool.iter().filter(|&c| position.is_legal(c)).map(|c| {
            let mut s = if policy_weight > 0 {
                let value = policy[position.combination(me, c)][0]
                    + policy[position.combination(opp, c)][1];
                i64::from(value) * policy_weight / 100
            } else {
                i64::from(attack_order(position, c))
            };
            if Some(c) == hash_move {
                s += 1 << 40;
            } else if killers.contains(&c) {
                s += 1 << 20;
            }
            s += i64::from(history[c].min(1 << 16));
            (s, c)
        }));
        let width = if threatened { usize::MAX } else { width };
        // No two entries are equal (the cells differ), so an unstable sort gives the one
        // order; only the first `width` need sorting.
        let order = |a: &(i64, Cell), b: &(i64, Cell)| b.0.cmp(&a.0).then(a.1.cmp(&b.1));
        if scored.len() > width {
            scored.select_nth_unstable_by(width, order);
            scored.truncate(width);
        }
        scored.sort_unstable_by(order);
        scored.into_iter().map(|(_, c)| c).collect()
    }

    /// A quiet move of `side` that cut a node off at `depth` becomes the ply's first killer
    /// and gains history.
    pub(super) fn remember_cut(&mut self, side: Stone, cell: Cell, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != cell {
            killers[1] = killers[0];
            killers[0] = cell;
        }
        let h = &mut self.history[side_index(side) * STRIDE * STRIDE + cell];
        *h = h.saturating_add((depth * depth) as u32);
    }
}

/// The points a node orders for the side to move when no four of the opponent's forces the
/// block, and whether the opponent threatens an open four: then only the points that stop
/// it and our own fours, else every point near the stones. The fit of the move order
/// ([`crate::ai::policy_input`]) reads the same points.
pub(crate) fn move_pool(position: &Position) -> (CellSet, bool) {
    let me = position.to_move();
    let opp = !me;
    let threatened = !position.flex4s(opp).is_empty();
    let pool = if threatened {
        position
            .fours(me)
            .union(position.flex4s(opp))
            .union(position.fours(opp))
    } else {
        *position.candidates()
    };
    (pool, threatened)
}

/// A point's place in the short search's order: its attack values for both sides, the side
/// to move's weighing more.
pub(crate) fn attack_order(position: &Position, cell: Cell) -> i32 {
    let me = position.to_move();
    position.score(me, cell) * 4 + position.score(!me, cell) * 3
}

/// The index of `stone`'s half of the history table.
fn side_index(stone: Stone) -> usize {
    match stone {
        Stone::Black => 0,
        Stone::White => 1,
    }
}
