//! The loop over a node's moves: which are skipped (late quiet moves near the leaves),
//! extended (a singular hash move, a forced reply) or reduced (late-move reductions), and
//! how each is searched and re-searched.

use std::ops::ControlFlow;

use super::node::Node;
use super::searcher::Searcher;
use super::table::{Bound, Entry, from_table};
use super::thought::{INFINITY, WIN_BOUND};
use crate::ai::eval::pattern::Threat;
use crate::ai::eval::position::{Cell, Position};

/// Up to what depth late quiet moves are skipped.
const LATE_MOVE_DEPTH: i32 = 3;
/// From what depth the hash move is tested for being singular (see
/// [`Tuning::singular_margin`](super::Tuning::singular_margin)).
const SINGULAR_DEPTH: i32 = 6;

/// What the test of a hash move for being singular found.
enum Singular {
    /// Only the hash move holds: search it a ply deeper.
    Extend,
    /// Another move holds above beta as well: the node fails high with this score.
    Cut(i32),
    /// Neither: search on as usual.
    Neither,
}

impl Searcher<'_> {
    /// The move loop: searches `moves` in order from `alpha` up, until one reaches the
    /// node's beta. The best score and move, or a score that ends the node at once (the
    /// budget spent, or a singular test that fails high).
    pub(super) fn search_moves(
        &mut self,
        position: &mut Position,
        node: &Node,
        moves: &[Cell],
        mut alpha: i32,
    ) -> ControlFlow<i32, (i32, Cell)> {
        let (depth, beta, ply, pv) = (node.depth, node.beta, node.ply, node.pv);
        let full = self.settings.prune;
        let me = position.to_move();
        let forced = moves.len() == 1;
        let mut best_score = -INFINITY;
        let mut best_move = moves[0];
        let killers = self.killers[ply];
        for (i, &cell) in moves.iter().enumerate() {
            if cell == node.probe.excluded {
                continue;
            }
            let quiet = self.is_quiet(position, cell, node.opp_fives);
            // Late quiet moves near the leaves are not searched at all.
            if full
                && !pv
                && quiet
                && depth <= LATE_MOVE_DEPTH
                && i >= late_move_count(self.settings.tuning.late_move_base, depth)
                && best_score > -WIN_BOUND
            {
                continue;
            }
            // A forced reply costs no depth.
            let mut new_depth = if forced { depth } else { depth - 1 };
            if !forced && self.tests_singular(node, cell) {
                match self.singular(position, cell, node.probe.entry, depth, beta, ply) {
                    Singular::Extend => new_depth += 1,
                    Singular::Cut(score) => return ControlFlow::Break(score),
                    Singular::Neither => {}
                }
                if self.stopped {
                    return ControlFlow::Break(0);
                }
            }
            let reduction = if i == 0 || !quiet || depth < 3 || node.opp_fives > 0 {
                0
            } else {
                self.reduction(depth, i, pv || killers.contains(&cell), new_depth)
            };
            let reduction = (i > 0).then_some(reduction);
            let window = (alpha, beta);
            let score = self.search_move(position, cell, new_depth, reduction, window, node);
            if self.stopped {
                return ControlFlow::Break(0);
            }
            if score > best_score {
                best_score = score;
                best_move = cell;
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if quiet {
                    self.remember_cut(me, cell, depth, ply);
                }
                break;
            }
        }
        ControlFlow::Continue((best_score, best_move))
    }

    /// Whether the side to move's `cell` is a quiet move (reduced, and skipped late near
    /// the leaves): in the full search one that makes no three or better for either side
    /// while no four of the opponent's is on the board; in the short search one that makes
    /// no four and no double three of the side to move.
    fn is_quiet(&self, position: &Position, cell: Cell, opp_fives: usize) -> bool {
        let me = position.to_move();
        if self.settings.prune {
            let tactical = position.threat(me, cell) >= Threat::Three
                || position.threat(!me, cell) >= Threat::Three;
            !tactical && opp_fives == 0
        } else {
            !position.fours(me).contains(cell) && position.threat(me, cell) < Threat::DoubleThree
        }
    }

    /// Whether the full search tests `cell`, a move of an unforced node, for being
    /// singular: it is the hash move, the table's entry a lower bound from nearly the
    /// node's depth, deep enough and not too far beyond the iteration's depth.
    fn tests_singular(&self, node: &Node, cell: Cell) -> bool {
        let probe = &node.probe;
        self.settings.prune
            && node.ply > 0
            && probe.excluded == 0
            && Some(cell) == probe.hash_move
            && node.depth >= SINGULAR_DEPTH
            && (node.ply as i32) < 2 * self.iteration
            && self.settings.tuning.singular_margin > 0
            && probe.known
            && probe.entry.bound == Bound::Lower
            && i32::from(probe.entry.depth) >= node.depth - 3
    }

    /// How many plies shallower the `index`-th move (a quiet one, not the first) is first
    /// searched at `depth`: in the full search by the late-move formula, a ply less for a
    /// principal-variation node or a killer (`eased`), leaving at least a ply of
    /// `new_depth`; in the short search a ply from the fifth move on.
    fn reduction(&self, depth: i32, index: usize, eased: bool, new_depth: i32) -> i32 {
        if self.settings.prune {
            let mut r = late_move_reduction(self.settings.tuning.reduction_divisor, depth, index);
            if eased {
                r -= 1;
            }
            r.clamp(0, new_depth - 1)
        } else {
            i32::from(index >= 4)
        }
    }

    /// The score of the side to move's `cell`, a move of `node`, searched to `new_depth`
    /// within `window` (alpha, beta). `reduction`: `None` for the node's first move,
    /// searched with the full window; the others are searched with a null window that
    /// many plies less, and again when they beat alpha (the full search first without the
    /// reduction, then, on the principal variation, with the full window; the short search
    /// at once with the full window).
    fn search_move(
        &mut self,
        position: &mut Position,
        cell: Cell,
        new_depth: i32,
        reduction: Option<i32>,
        (alpha, beta): (i32, i32),
        node: &Node,
    ) -> i32 {
        let (ply, pv) = (node.ply, node.pv);
        position.make(cell);
        let mut score;
        if let Some(reduction) = reduction {
            score = -self.search(
                position,
                new_depth - reduction,
                -alpha - 1,
                -alpha,
                ply + 1,
                false,
            );
            if self.settings.prune {
                if score > alpha && reduction > 0 && !self.stopped {
                    score = -self.search(position, new_depth, -alpha - 1, -alpha, ply + 1, false);
                }
                if score > alpha && score < beta && pv && !self.stopped {
                    score = -self.search(position, new_depth, -beta, -alpha, ply + 1, true);
                }
            } else if score > alpha && !self.stopped && (reduction > 0 || score < beta) {
                score = -self.search(position, new_depth, -beta, -alpha, ply + 1, true);
            }
        } else {
            score = -self.search(position, new_depth, -beta, -alpha, ply + 1, pv);
        }
        position.undo();
        score
    }

    /// Whether the hash move `cell` of a node (its table `entry` a lower bound from nearly the
    /// node's `depth`) is singular: the node searched without it, at half the depth, against a
    /// bar [`Tuning::singular_margin`](super::Tuning::singular_margin) a ply below the entry's
    /// score.
    fn singular(
        &mut self,
        position: &mut Position,
        cell: Cell,
        entry: Entry,
        depth: i32,
        beta: i32,
        ply: usize,
    ) -> Singular {
        let score = from_table(entry.score, ply as i32);
        if score.abs() >= WIN_BOUND {
            return Singular::Neither;
        }
        let bar = score - self.settings.tuning.singular_margin * depth;
        self.excluded[ply] = cell;
        let others = self.search(position, (depth - 1) / 2, bar - 1, bar, ply, false);
        self.excluded[ply] = 0;
        if self.stopped {
            Singular::Neither
        } else if others < bar {
            Singular::Extend
        } else if bar >= beta {
            // Another move holds above beta too: the node fails high either way.
            Singular::Cut(bar)
        } else {
            Singular::Neither
        }
    }
}

/// How many quiet moves are searched at a node `depth` plies from the leaves (with
/// [`Settings::prune`](super::Settings::prune) and up to [`LATE_MOVE_DEPTH`]): `base` more than
/// the depth squared.
fn late_move_count(base: i32, depth: i32) -> usize {
    (base + depth * depth).max(0) as usize
}

/// How many plies shallower the `index`-th move is first searched at `depth`: more for
/// later moves and deeper nodes, as their logarithms, over `divisor` hundredths.
fn late_move_reduction(divisor: i32, depth: i32, index: usize) -> i32 {
    // A division by the exact quotient (180 / 100 rounds to the literal 1.8), so that the
    // default reduces exactly as the hand-set formula did.
    let divisor = f64::from(divisor.max(1)) / 100.0;
    (f64::from(depth).ln() * (index as f64 + 1.0).ln() / divisor) as i32
}
