//! A node of the main search: the early results (a decided game, the leaves, the
//! distance-to-win bounds), the transposition table's probe, cut and store, and the full
//! search's shortcuts at quiet nodes (futility, razoring, the null move). Its moves are
//! searched by the move loop ([`super::move_loop`]).

use std::ops::ControlFlow;

use super::searcher::Searcher;
use super::table::{Bound, Entry, check, to_table};
use super::thought::{INFINITY, WIN, WIN_BOUND};
use crate::ai::eval::position::{Cell, Position};

/// Pruning near the leaves (with [`Settings::prune`](super::Settings::prune)): how deep the
/// futility cut reaches.
const FUTILITY_DEPTH: i32 = 3;
/// How deep a node is tried with fours alone when far below alpha.
const RAZOR_DEPTH: i32 = 2;
/// From what depth a pass is tried.
const NULL_MOVE_DEPTH: i32 = 4;

/// What a node knows before its moves are searched.
pub(super) struct Node {
    pub(super) depth: i32,
    /// The window's upper end (after the full search's distance-to-win bounds).
    pub(super) beta: i32,
    /// Moves from the root.
    pub(super) ply: usize,
    /// On the principal variation (an open window).
    pub(super) pv: bool,
    /// How many fives the opponent threatens.
    pub(super) opp_fives: usize,
    pub(super) probe: Probe,
}

/// The node's transposition table slot as the node found it.
pub(super) struct Probe {
    pub(super) key: u64,
    pub(super) slot: usize,
    pub(super) entry: Entry,
    /// Whether `entry` is about this position.
    pub(super) known: bool,
    /// The entry's best move, when it is about this position and the point is empty.
    pub(super) hash_move: Option<Cell>,
    /// A move left out of the node's search while a singular extension tests the others,
    /// or 0.
    pub(super) excluded: Cell,
}

impl Searcher<'_> {
    /// Negamax alpha-beta from the side to move's view; `ply` moves from the root. `pv`:
    /// whether the node is on the principal variation (searched with an open window), where
    /// nothing is pruned.
    ///
    /// The short search (without [`Settings::prune`](super::Settings::prune)) gives the weaker
    /// levels their character; what the full search adds is switched on by that setting in each
    /// step below: the distance-to-win bounds, the shortcuts at quiet nodes, which moves count
    /// as quiet, late moves skipped, singular extensions, the reductions and re-searches, and
    /// the table's replacement rule.
    pub(super) fn search(
        &mut self,
        position: &mut Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        pv: bool,
    ) -> i32 {
        if let Some(score) = self.enter(position, ply) {
            return score;
        }
        let opp_fives = position.fives(!position.to_move()).len();
        if depth <= 0 && opp_fives == 0 {
            return match self.settings.leaf_fours {
                0 => self.evaluate(position),
                fours => self.quiesce(position, alpha, beta, ply, fours, None),
            };
        }
        if self.settings.prune {
            // A win found at a shallower ply elsewhere makes a longer one here worthless.
            let ply_score = ply as i32;
            alpha = alpha.max(-(WIN - ply_score));
            beta = beta.min(WIN - ply_score - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        let node = Node {
            depth,
            beta,
            ply,
            pv,
            opp_fives,
            probe: self.probe(position, ply),
        };
        if let Some(score) = self.table_cut(&node, alpha) {
            return score;
        }
        if let Some(score) = self.quiet_node_cut(position, &node, alpha) {
            return score;
        }
        let moves = self.generate(position, ply, node.probe.hash_move);
        if moves.is_empty() {
            return 0;
        }
        let (best_score, best_move) = match self.search_moves(position, &node, &moves, alpha) {
            ControlFlow::Continue(best) => best,
            ControlFlow::Break(score) => return score,
        };
        if best_score == -INFINITY {
            // Every move was pruned: the node is worth what its evaluation says.
            return alpha;
        }
        if node.probe.excluded != 0 {
            return best_score;
        }
        self.store(&node, best_move, best_score, alpha);
        best_score
    }

    /// The transposition table's slot and entry for the position, and the hash move.
    fn probe(&self, position: &Position, ply: usize) -> Probe {
        let key = position.hash();
        let slot = self.slot(key);
        let entry = self.table[slot];
        let known = entry.check == check(key);
        let hash_move = known
            .then(|| Some(entry.best as Cell).filter(|&c| c != 0 && position.is_empty(c)))
            .flatten();
        Probe {
            key,
            slot,
            entry,
            known,
            hash_move,
            excluded: self.excluded[ply],
        }
    }

    /// The table entry's score when it settles the node (searched within `alpha` and the
    /// node's beta). While a singular extension searches this node without its hash move,
    /// the entry (about all moves) does not settle it; nor does it a principal-variation
    /// node of the full search.
    fn table_cut(&self, node: &Node, alpha: i32) -> Option<i32> {
        let probe = &node.probe;
        let settles = probe.known
            && probe.excluded == 0
            && i32::from(probe.entry.depth) >= node.depth
            && !(node.pv && self.settings.prune);
        settles
            .then(|| probe.entry.cut(alpha, node.beta, node.ply as i32))
            .flatten()
    }

    /// The full search's shortcuts for quiet positions far from the principal line (the
    /// opponent threatens nothing that must be answered now): futility, razoring and the
    /// null move. The node's score when one of them settles it.
    fn quiet_node_cut(&mut self, position: &mut Position, node: &Node, alpha: i32) -> Option<i32> {
        let quiet_node = node.opp_fives == 0 && position.flex4s(!position.to_move()).is_empty();
        let (depth, beta, ply) = (node.depth, node.beta, node.ply);
        if !self.settings.prune
            || node.pv
            || !quiet_node
            || node.probe.excluded != 0
            || beta.abs() >= WIN_BOUND
        {
            return None;
        }
        let tuning = self.settings.tuning;
        let eval = self.evaluate(position);
        // So far ahead that even a good reply will not bring the opponent back.
        if depth <= FUTILITY_DEPTH && eval - tuning.futility_margin * depth >= beta {
            return Some(eval);
        }
        // So far behind that only fours can help: look at them alone.
        if depth <= RAZOR_DEPTH && eval + tuning.razor_margin * depth < alpha {
            let leaf_fours = self.settings.leaf_fours;
            let score = self.quiesce(position, alpha - 1, alpha, ply, leaf_fours, None);
            if score < alpha {
                return Some(score);
            }
        }
        // Even passing keeps us above beta: a real move will too.
        if depth >= NULL_MOVE_DEPTH && eval >= beta {
            position.pass();
            let reduced = depth - 1 - tuning.null_move_reduction - depth / 4;
            let score = -self.search(position, reduced, -beta, -beta + 1, ply + 1, false);
            position.pass();
            if self.stopped {
                return Some(0);
            }
            if score >= beta {
                return Some(if score >= WIN_BOUND { beta } else { score });
            }
        }
        None
    }

    /// Stores the node's result in its slot, a bound relative to the window it was
    /// searched in (`alpha` as it came in). The full search keeps a much deeper result
    /// about another position: it is worth more than this one.
    fn store(&mut self, node: &Node, best_move: Cell, best_score: i32, alpha: i32) {
        let probe = &node.probe;
        let old = self.table[probe.slot];
        let keep_old = self.settings.prune
            && old.check != check(probe.key)
            && i32::from(old.depth) > node.depth + 2;
        if !keep_old {
            self.table[probe.slot] = Entry {
                check: check(probe.key),
                best: best_move as u16,
                depth: node.depth.clamp(-1, 127) as i8,
                bound: Bound::of(best_score, alpha, node.beta),
                score: to_table(best_score, node.ply as i32),
            };
        }
    }
}
