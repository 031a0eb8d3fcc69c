//! The search behind the levels that look ahead: threat checks first (a five to make, a
//! four to block, an open four, a win by continuous fours), then iterative-deepening
//! principal-variation alpha-beta over the points near stones, with a transposition table,
//! killer and history move ordering, late-move reductions and (in the full search)
//! singular extensions; all under a node budget and an optional stop signal (a clock, in
//! practice).

pub(crate) mod params;
pub(crate) mod vcf;
pub(crate) mod vct;

use std::ops::ControlFlow;

use crate::ai::eval::Weights;
use crate::ai::eval::pattern::Threat;
use crate::ai::eval::policy::Policy;
use crate::ai::eval::position::{Cell, CellSet, Position, STEPS, STRIDE, cell_of, pos_of};
use crate::pos::Pos;
use crate::stone::Stone;
use vcf::VcfBudget;

/// A score meaning "the side to move wins": a win `n` moves from the root scores `WIN - n`.
pub const WIN: i32 = 1_000_000;
/// Scores above this are wins found by the search.
const WIN_BOUND: i32 = WIN - 1_000;
const INFINITY: i32 = WIN + 1;
const MAX_PLY: usize = 64;

/// Pruning near the leaves (with [`Settings::prune`]): how deep the futility cut reaches.
const FUTILITY_DEPTH: i32 = 3;
/// How deep a node is tried with fours alone when far below alpha.
const RAZOR_DEPTH: i32 = 2;
/// From what depth a pass is tried.
const NULL_MOVE_DEPTH: i32 = 4;
/// Up to what depth late quiet moves are skipped.
const LATE_MOVE_DEPTH: i32 = 3;
/// From what depth the hash move is tested for being singular (see
/// [`Tuning::singular_margin`]).
const SINGULAR_DEPTH: i32 = 6;
/// A search on a clock stops between iterations once its best move is settled: the same
/// for this many iterations in a row, ahead of every other root move by this much, and
/// this share of the time spent.
const SETTLED_ITERATIONS: u32 = 5;
const SETTLED_LEAD: i32 = 300;
const SETTLED_SPENT: f64 = 0.5;
/// A search on a clock starts the next iteration when, growing as the last did, it would
/// end within this share of the time: well beyond the clock, since an iteration cut short
/// has still searched the best move first and keeps a move that fails high above it.
const START_WITHIN: f64 = 2.0;

/// How hard a level searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Nodes the search may visit (the deterministic budget).
    pub nodes: u64,
    /// The deepest iteration.
    pub max_depth: i32,
    /// How many of the best-ordered points are searched at a quiet node.
    pub width: usize,
    /// The most fours a VCF at the root may take.
    pub vcf_fours: u32,
    /// Nodes for the root VCF searches.
    pub vcf_nodes: u64,
    /// The most threats a VCT at the root may take (0: no VCT search).
    pub vct_threats: u32,
    /// Nodes for the root VCT searches.
    pub vct_nodes: u64,
    /// How many fours the search at the leaves may play in a row (0: the leaves are
    /// evaluated as they stand).
    pub leaf_fours: u32,
    /// Whether to prune far from the principal line: futility, razoring, null move, late
    /// moves skipped near the leaves and reduced more the later they come.
    pub prune: bool,
    /// Whether to check that the chosen move leaves the opponent no VCF.
    pub root_defence: bool,
    /// How positions are valued.
    pub weights: Weights,
    /// log2 of the transposition table's entries.
    pub table_bits: u32,
    /// The margins and counts of the pruning (with `prune`) and of the aspiration window.
    pub tuning: Tuning,
}

/// The full search's hand-set margins and counts, gathered so that a tuner can vary them
/// without rebuilding (`engine/tuning/spsa.py` plays brains given them through
/// [`SearchParams`](crate::ai::SearchParams)). The search reads them from its settings, never per node from
/// elsewhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// By how much the evaluation must clear beta, per ply of depth, for a node near the
    /// leaves to be cut (futility).
    pub futility_margin: i32,
    /// By how much below alpha, per ply of depth, a node is tried with fours alone
    /// (razoring).
    pub razor_margin: i32,
    /// How much shallower than the node's own the search after a pass is (besides the
    /// ply of the pass and a quarter of the depth).
    pub null_move_reduction: i32,
    /// How many quiet moves are searched near the leaves: this plus the depth squared.
    pub late_move_base: i32,
    /// Late-move reductions: the product of the logarithms of the depth and the move's
    /// rank is divided by this many hundredths.
    pub reduction_divisor: i32,
    /// How far on either side of the last iteration's score the next one first looks.
    pub aspiration: i32,
    /// How much the fitted policy ([`crate::ai::eval::policy`]) weighs in the full search's move
    /// order against the history of cut-offs, in hundredths (0: the points' attack values
    /// instead, as the short search orders).
    pub policy_weight: i32,
    /// Singular extensions: when the hash move held a node above some score before and,
    /// searched at half the depth without it, no other move comes within this many points
    /// a ply of that score, the hash move is the only good one and is searched a ply
    /// deeper; when another move also holds above beta, the node is cut (0: neither).
    pub singular_margin: i32,
}

impl Tuning {
    /// The values the search was hand-set with.
    pub const DEFAULT: Tuning = Tuning {
        futility_margin: 150,
        razor_margin: 200,
        null_move_reduction: 2,
        late_move_base: 3,
        reduction_divisor: 180,
        aspiration: 400,
        policy_weight: 100,
        singular_margin: 80,
    };
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning::DEFAULT
    }
}

/// What stops a search besides its node budget.
#[derive(Clone, Copy, Default)]
pub struct Clock<'a> {
    /// Asked every thousand nodes or so whether time is up: the search then stops at once.
    pub stop: Option<&'a dyn Fn() -> bool>,
    /// For a search that may end when it sees fit: the share of its time spent so far (1.0
    /// when `stop` will say stop). Asked after each iteration of the deepening, which ends
    /// when the next iteration could not finish in time or the best move is settled.
    pub spent: Option<&'a dyn Fn() -> f64>,
}

/// What the opponent has after a move, mildest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Danger {
    /// No forced win found.
    None,
    /// A win by threes and fours.
    Threats,
    /// A win by fours alone.
    Fours,
}

/// Why the search chose its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The board was empty: the centre.
    Opening,
    /// Only one move does not lose at once (a five to make or a four to block).
    Forced,
    /// A forced win was found (a five, an open four or a VCF).
    Winning,
    /// The main search's best move.
    Searched,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The move to play.
    pub best: Pos,
    /// Its score for the side to move: above [`WIN`]` - 1000` a forced win, below its
    /// negation a forced loss.
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: i32,
    /// Nodes visited, VCF searches included.
    pub nodes: u64,
    /// The expected continuation, starting with `best`.
    pub line: Vec<Pos>,
    /// Why `best` was chosen.
    pub reason: Reason,
}

/// A transposition table entry: 12 bytes.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Entry {
    /// The hash's upper half (the lower bits choose the slot).
    check: u32,
    score: i32,
    best: u16,
    depth: i8,
    bound: Bound,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
#[repr(u8)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

impl Entry {
    /// The stored score, when it settles a node `ply` moves from the root searched within
    /// (`alpha`, `beta`).
    fn cut(&self, alpha: i32, beta: i32, ply: i32) -> Option<i32> {
        let score = from_table(self.score, ply);
        let settles = match self.bound {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        };
        settles.then_some(score)
    }
}

impl Bound {
    /// What a search within (`alpha`, `beta`) that found `score` knows of the true value.
    fn of(score: i32, alpha: i32, beta: i32) -> Bound {
        if score >= beta {
            Bound::Lower
        } else if score > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

struct Searcher<'a> {
    settings: Settings,
    stop: Option<&'a dyn Fn() -> bool>,
    spent: Option<&'a dyn Fn() -> f64>,
    stopped: bool,
    nodes: u64,
    next_clock_check: u64,
    table: Vec<Entry>,
    /// Per ply: a move left out of the node's search (the hash move, while a singular
    /// extension tests the others), or 0.
    excluded: [Cell; MAX_PLY],
    /// The depth of the root's current iteration.
    iteration: i32,
    killers: [[Cell; 2]; MAX_PLY],
    history: Vec<u32>,
}

/// Chooses a move for the side to move in `position`, within the node budget and the
/// `clock`. `None` only when the board is full.
pub fn think(position: &mut Position, settings: Settings, clock: Clock<'_>) -> Option<Thought> {
    let mut searcher = Searcher {
        settings,
        stop: clock.stop,
        spent: clock.spent,
        stopped: false,
        nodes: 0,
        next_clock_check: 0,
        // Allocated only when the main search runs: forced moves need none.
        table: Vec::new(),
        excluded: [0; MAX_PLY],
        iteration: 0,
        killers: [[0; 2]; MAX_PLY],
        history: vec![0; 2 * STRIDE * STRIDE],
    };
    searcher.root(position)
}

impl Searcher<'_> {
    fn root(&mut self, position: &mut Position) -> Option<Thought> {
        let me = position.to_move();
        let opp = !me;
        let thought =
            |best: Cell, score: i32, reason: Reason, nodes: u64, line: Vec<Cell>| Thought {
                best: pos_of(best),
                score,
                depth: 0,
                nodes,
                line: line.into_iter().map(pos_of).collect(),
                reason,
            };
        if !position.has_stones() {
            let centre = cell_of(Pos::center(position.size()));
            return position
                .is_empty(centre)
                .then(|| thought(centre, 0, Reason::Opening, 0, vec![centre]));
        }
        if let Some(five) = position.fives(me).iter().next() {
            return Some(thought(five, WIN - 1, Reason::Winning, 0, vec![five]));
        }
        let opp_fives = *position.fives(opp);
        if let Some(block) = opp_fives.iter().find(|&c| position.is_legal(c)) {
            let score = if opp_fives.len() > 1 { -(WIN - 2) } else { 0 };
            return Some(thought(block, score, Reason::Forced, 0, vec![block]));
        }
        if !opp_fives.is_empty() {
            // Renju: black cannot block (the point is forbidden); the game is lost, and any
            // legal move is as good as another.
            let any = position
                .candidates()
                .iter()
                .find(|&c| position.is_legal(c))?;
            return Some(thought(any, -(WIN - 2), Reason::Forced, 0, vec![any]));
        }
        let legal_flex4s = position.flex4s(me).iter().filter(|&c| position.is_legal(c));
        if let Some(flex4) = self.best_of(position, legal_flex4s) {
            return Some(thought(flex4, WIN - 3, Reason::Winning, 0, vec![flex4]));
        }
        let mut budget = VcfBudget::new(self.settings.vcf_nodes, self.stop);
        let found =
            position.without_network(|p| vcf::find(p, self.settings.vcf_fours, &mut budget));
        self.nodes += budget.used;
        if let Some(line) = found {
            let score = WIN - line.len() as i32;
            return Some(thought(line[0], score, Reason::Winning, self.nodes, line));
        }
        if self.settings.vct_threats > 0 {
            let mut budget = VcfBudget::new(self.settings.vct_nodes, self.stop);
            let threats = self.settings.vct_threats;
            let found = position.without_network(|p| vct::find(p, threats, &mut budget));
            self.nodes += budget.used;
            if let Some(first) = found {
                return Some(thought(
                    first,
                    WIN_BOUND,
                    Reason::Winning,
                    self.nodes,
                    vec![first],
                ));
            }
        }
        let mut result = self.deepen(position)?;
        if self.settings.root_defence && result.score < WIN_BOUND {
            self.defend(position, &mut result);
        }
        result.nodes = self.nodes;
        Some(result)
    }

    /// The highest-scoring of `cells` for the side to move (attack plus defence).
    fn best_of(&self, position: &Position, cells: impl Iterator<Item = Cell>) -> Option<Cell> {
        let me = position.to_move();
        cells.max_by_key(|&c| {
            (
                position.score(me, c) + position.score(!me, c),
                std::cmp::Reverse(c),
            )
        })
    }

    /// Iterative deepening over the root moves.
    fn deepen(&mut self, position: &mut Position) -> Option<Thought> {
        self.table = vec![Entry::default(); 1 << self.settings.table_bits];
        let mut moves: Vec<(Cell, i32)> = self
            .generate(position, 0, None)
            .into_iter()
            .map(|c| (c, 0))
            .collect();
        let first = moves.first()?.0;
        let mut best = Thought {
            best: pos_of(first),
            score: 0,
            depth: 0,
            nodes: 0,
            line: vec![pos_of(first)],
            reason: Reason::Searched,
        };
        if moves.len() == 1 {
            best.reason = Reason::Forced;
            return Some(best);
        }
        let mut pace = Pace::default();
        let mut widened = false;
        for depth in 1..=self.settings.max_depth {
            // A window around the last iteration's score, widened to the full range on
            // whichever side the score falls out of it.
            let aspire = self.settings.prune && depth >= 4 && best.score.abs() < WIN_BOUND;
            let (mut low, mut high) = if aspire {
                let window = self.settings.tuning.aspiration;
                (best.score - window, best.score + window)
            } else {
                (-INFINITY, INFINITY)
            };
            // A move that scored above the window: better than the last iteration's best
            // even when the re-search that would tell by how much is cut short.
            let mut failed_high = None;
            let iteration_best = loop {
                self.iteration = depth;
                let found = self.root_iteration(position, &mut moves, depth, low, high);
                if self.stopped {
                    break found.or(failed_high);
                }
                match found {
                    Some((_, score)) if score >= high && high < INFINITY => {
                        failed_high = found;
                        high = INFINITY;
                    }
                    None if low > -INFINITY => low = -INFINITY,
                    _ => break found,
                }
                // The move that failed high is searched first again.
                moves.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
            };
            // A cut-short iteration has searched only some moves: its best replaces the
            // last complete iteration's only when it is that move or scores above it (the
            // first move of a re-search after a fail-low is not better for being alone).
            let iteration_best = iteration_best.filter(|&(cell, score)| {
                !self.stopped || pos_of(cell) == best.best || score > best.score
            });
            let kept = iteration_best.is_none_or(|(cell, _)| pos_of(cell) == best.best);
            if let Some((cell, score)) = iteration_best {
                best.best = pos_of(cell);
                best.score = score;
                best.line = self.principal_line(position, cell);
                if !self.stopped {
                    best.depth = depth;
                }
            }
            if self.stopped {
                break;
            }
            // A loss over the best-ordered moves alone is no loss: the full search then
            // looks at every point near the stones from the next iteration on.
            if best.score <= -WIN_BOUND && self.settings.prune && !widened {
                widened = true;
                let all = self.generate_within(position, 0, None, usize::MAX);
                let before = moves.len();
                for cell in all {
                    if !moves[..before].iter().any(|&(c, _)| c == cell) {
                        moves.push((cell, -INFINITY));
                    }
                }
                if moves.len() > before {
                    moves.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
                    continue;
                }
            }
            if best.score.abs() >= WIN_BOUND {
                break;
            }
            // Stable sort: ties keep their order, so the search stays deterministic.
            moves.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
            if let Some(spent) = self.spent {
                // The other moves' scores are upper bounds (they failed low).
                let lead = moves
                    .get(1)
                    .map_or(INFINITY, |&(_, second)| best.score - second);
                if pace.enough(spent(), kept && depth > 1, lead) {
                    break;
                }
            }
        }
        Some(best)
    }

    /// One iteration over the root moves at `depth` within the window (`low`, `high`): the
    /// best move and its score when one scored above `low` (stopping at the first that
    /// reaches `high`). Each move's score is kept in `moves` for the next ordering.
    fn root_iteration(
        &mut self,
        position: &mut Position,
        moves: &mut [(Cell, i32)],
        depth: i32,
        low: i32,
        high: i32,
    ) -> Option<(Cell, i32)> {
        let mut alpha = low;
        let mut best = None;
        for (i, entry) in moves.iter_mut().enumerate() {
            let cell = entry.0;
            position.make(cell);
            let score = if i == 0 {
                -self.search(position, depth - 1, -high, -alpha, 1, true)
            } else {
                let s = -self.search(position, depth - 1, -alpha - 1, -alpha, 1, false);
                if s > alpha && s < high && !self.stopped {
                    -self.search(position, depth - 1, -high, -alpha, 1, true)
                } else {
                    s
                }
            };
            position.undo();
            if self.stopped {
                break;
            }
            entry.1 = score;
            if score > alpha {
                alpha = score;
                best = Some((cell, score));
                if score >= high {
                    break;
                }
            }
        }
        best
    }

    /// Replaces a move that lets the opponent win by force with the best-ordered move that
    /// does not, or failing that with one that at least leaves no win by fours: the most
    /// resistant defence within the budget.
    fn defend(&mut self, position: &mut Position, result: &mut Thought) {
        let chosen = cell_of(result.best);
        let mut least = self.danger_after(position, chosen);
        if least == Danger::None {
            return;
        }
        let alternatives = self.generate(position, 0, None);
        for cell in alternatives
            .into_iter()
            .filter(|&c| c != chosen)
            .take(self.settings.width)
        {
            if self.time_is_up() {
                return;
            }
            let danger = self.danger_after(position, cell);
            if danger < least {
                least = danger;
                result.best = pos_of(cell);
                result.line = vec![pos_of(cell)];
                if danger == Danger::None {
                    return;
                }
            }
        }
    }

    /// How surely the opponent wins by force after the side to move plays `cell`.
    fn danger_after(&mut self, position: &mut Position, cell: Cell) -> Danger {
        let settings = self.settings;
        let mut budget = VcfBudget::new(settings.vcf_nodes / 4, self.stop);
        let danger = position.without_network(|position| {
            position.make(cell);
            let mut danger = Danger::None;
            if vcf::find(position, settings.vcf_fours, &mut budget).is_some() {
                danger = Danger::Fours;
            } else if settings.vct_threats > 0 {
                budget.nodes = budget.used + settings.vct_nodes / 8;
                if vct::find(position, settings.vct_threats, &mut budget).is_some() {
                    danger = Danger::Threats;
                }
            }
            position.undo();
            danger
        });
        self.nodes += budget.used;
        danger
    }

    fn principal_line(&self, position: &mut Position, first: Cell) -> Vec<Pos> {
        let mut line = vec![pos_of(first)];
        position.make(first);
        let mut made = 1;
        while made < 12 {
            let entry = self.table[self.slot(position.hash())];
            let next = entry.best as Cell;
            if entry.check != check(position.hash()) || next == 0 || !position.is_empty(next) {
                break;
            }
            line.push(pos_of(next));
            position.make(next);
            made += 1;
        }
        for _ in 0..made {
            position.undo();
        }
        line
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.table.len() - 1)
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.settings.nodes {
            self.stopped = true;
        } else if self.nodes >= self.next_clock_check {
            self.next_clock_check = self.nodes + 1024;
            self.stopped = self.time_is_up();
        }
        self.stopped
    }

    fn time_is_up(&self) -> bool {
        self.stop.is_some_and(|stop| stop())
    }

    /// Counts a node and returns its score when no search is needed: the budget is spent
    /// (the score is then ignored), the game is decided on the next move or two, or the
    /// search is as deep as it may go.
    fn enter(&mut self, position: &Position, ply: usize) -> Option<i32> {
        self.nodes += 1;
        if self.out_of_budget() {
            return Some(0);
        }
        if let Some(score) = immediate_result(position, ply as i32) {
            return Some(score);
        }
        (ply >= MAX_PLY - 1).then(|| self.evaluate(position))
    }

    /// Negamax alpha-beta from the side to move's view; `ply` moves from the root. `pv`:
    /// whether the node is on the principal variation (searched with an open window), where
    /// nothing is pruned.
    ///
    /// The short search (without [`Settings::prune`]) gives the weaker levels their
    /// character; what the full search adds is switched on by that setting in each step
    /// below: the distance-to-win bounds, the shortcuts at quiet nodes, which moves count
    /// as quiet, late moves skipped, singular extensions, the reductions and re-searches,
    /// and the table's replacement rule.
    fn search(
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

    /// The move loop: searches `moves` in order from `alpha` up, until one reaches the
    /// node's beta. The best score and move, or a score that ends the node at once (the
    /// budget spent, or a singular test that fails high).
    fn search_moves(
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

    /// A quiet move of `side` that cut a node off at `depth` becomes the ply's first killer
    /// and gains history.
    fn remember_cut(&mut self, side: Stone, cell: Cell, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != cell {
            killers[1] = killers[0];
            killers[0] = cell;
        }
        let h = &mut self.history[side_index(side) * STRIDE * STRIDE + cell];
        *h = h.saturating_add((depth * depth) as u32);
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

    /// Whether the hash move `cell` of a node (its table `entry` a lower bound from nearly
    /// the node's `depth`) is singular: the node searched without it, at half the depth,
    /// against a bar [`Tuning::singular_margin`] a ply below the entry's score.
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

    /// The search at the leaves: the side to move may stand on the evaluation or play
    /// fours (at most `fours` more); a four of the opponent must be blocked. So that a leaf
    /// in the middle of a fight of fours is not taken for quiet. Its results go to the
    /// transposition table too: the same fours played in another order meet again.
    /// `last`: the side to move's previous four in this quiescence; its next four must
    /// lie on a line through it (as a four chain's do) or make a second threat.
    fn quiesce(
        &mut self,
        position: &mut Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        fours: u32,
        last: Option<Cell>,
    ) -> i32 {
        if let Some(score) = self.enter(position, ply) {
            return score;
        }
        let me = position.to_move();
        let opp = !me;
        let block = position.fives(opp).iter().next();
        if let Some(block) = block {
            position.make(block);
            let score = -self.quiesce(position, -beta, -alpha, ply + 1, fours, last);
            position.undo();
            return score;
        }
        let key = position.hash();
        let slot = self.slot(key);
        let entry = self.table[slot];
        let depth = leaf_depth(fours, last.is_some());
        if entry.check == check(key)
            && entry.depth == depth
            && let Some(score) = entry.cut(alpha, beta, ply as i32)
        {
            return score;
        }
        let original_alpha = alpha;
        let stand = self.evaluate(position);
        if stand >= beta || fours == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut moves = [(0, 0); 32];
        let mut count = 0;
        for cell in position.fours(me).iter() {
            let chained = last.is_none_or(|last| in_line(last, cell))
                || position.threat(me, cell) >= Threat::FourThree;
            if count < moves.len() && chained && position.is_legal(cell) {
                moves[count] = (position.score(me, cell) + position.score(opp, cell), cell);
                count += 1;
            }
        }
        let moves = &mut moves[..count];
        moves.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for &(_, cell) in moves.iter() {
            position.make(cell);
            let score = -self.quiesce(position, -beta, -alpha, ply + 1, fours - 1, Some(cell));
            position.undo();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        // Only where fours were tried (standing is cheaper than a look-up), and never over
        // the main search's entry for another position.
        let old = self.table[slot];
        if !moves.is_empty()
            && (old.check == check(key) || old.depth < 0 || old == Entry::default())
        {
            self.table[slot] = Entry {
                check: check(key),
                best: 0,
                depth,
                bound: Bound::of(best, original_alpha, beta),
                score: to_table(best, ply as i32),
            };
        }
        best
    }

    /// The static value of the position for the side to move: the network's when the
    /// position has one, else the weighed features'.
    fn evaluate(&self, position: &Position) -> i32 {
        if let Some(score) = position.network_score() {
            return score;
        }
        let me = position.to_move();
        self.settings
            .weights
            .evaluate(position.features(me), position.features(!me))
    }

    /// The moves worth searching, the most promising first: only the block when the
    /// opponent has a four; only the defences and our own fours when the opponent
    /// threatens an open four; otherwise the best `width` points near stones. The full
    /// search orders them by the fitted policy ([`Policy`]), the short search by the points'
    /// attack values; both then by the hash move, the killers and the history.
    fn generate(&self, position: &Position, ply: usize, hash_move: Option<Cell>) -> Vec<Cell> {
        self.generate_within(position, ply, hash_move, self.settings.width)
    }

    /// [`Searcher::generate`] with the best `width` points at a quiet node.
    fn generate_within(
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
}

/// What the test of a hash move for being singular found.
/// What a node knows before its moves are searched.
struct Node {
    depth: i32,
    /// The window's upper end (after the full search's distance-to-win bounds).
    beta: i32,
    /// Moves from the root.
    ply: usize,
    /// On the principal variation (an open window).
    pv: bool,
    /// How many fives the opponent threatens.
    opp_fives: usize,
    probe: Probe,
}

/// The node's transposition table slot as the node found it.
struct Probe {
    key: u64,
    slot: usize,
    entry: Entry,
    /// Whether `entry` is about this position.
    known: bool,
    /// The entry's best move, when it is about this position and the point is empty.
    hash_move: Option<Cell>,
    /// A move left out of the node's search while a singular extension tests the others,
    /// or 0.
    excluded: Cell,
}

enum Singular {
    /// Only the hash move holds: search it a ply deeper.
    Extend,
    /// Another move holds above beta as well: the node fails high with this score.
    Cut(i32),
    /// Neither: search on as usual.
    Neither,
}

/// Time management between the iterations of a search on a clock.
#[derive(Default)]
struct Pace {
    /// When the last iteration ended, as a share of the time.
    ended: f64,
    /// What the last iteration took, and the one before it.
    last: f64,
    before: f64,
    /// Iterations in a row that kept the best move.
    kept: u32,
}

impl Pace {
    /// Whether to stop after an iteration that ended at `spent` (a share of the time),
    /// kept the best move or not, and left it `lead` ahead of the next root move: when the
    /// next iteration, growing as the last did, would end beyond [`START_WITHIN`], or when
    /// the move is settled ([`SETTLED_ITERATIONS`], [`SETTLED_LEAD`], [`SETTLED_SPENT`]).
    fn enough(&mut self, spent: f64, kept: bool, lead: i32) -> bool {
        self.before = self.last;
        self.last = spent - self.ended;
        self.ended = spent;
        self.kept = if kept { self.kept + 1 } else { 0 };
        let growth = if self.before > 0.0 {
            (self.last / self.before).clamp(1.5, 6.0)
        } else {
            3.0
        };
        let settled =
            self.kept >= SETTLED_ITERATIONS && lead >= SETTLED_LEAD && spent >= SETTLED_SPENT;
        spent + self.last * growth > START_WITHIN || settled
    }
}

/// The score of a position decided at once, for the side to move `ply` moves from the
/// root: a five to make, two fives of the opponent's to block (or one that black may not
/// block), or an open four to make against no four.
fn immediate_result(position: &Position, ply: i32) -> Option<i32> {
    let me = position.to_move();
    let opp = !me;
    if !position.fives(me).is_empty() {
        return Some(WIN - (ply + 1));
    }
    let opp_fives = position.fives(opp);
    let count = opp_fives.len();
    if count >= 2 || count == 1 && opp_fives.iter().all(|c| !position.is_legal(c)) {
        return Some(-(WIN - (ply + 2)));
    }
    if count == 0 && position.flex4s(me).iter().any(|c| position.is_legal(c)) {
        return Some(WIN - (ply + 3));
    }
    None
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

/// How many quiet moves are searched at a node `depth` plies from the leaves (with
/// [`Settings::prune`] and up to [`LATE_MOVE_DEPTH`]): `base` more than the depth squared.
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

fn side_index(stone: crate::stone::Stone) -> usize {
    match stone {
        crate::stone::Stone::Black => 0,
        crate::stone::Stone::White => 1,
    }
}

/// The depth a quiescence result is stored at, by the fours it could still play and
/// whether they had to follow a chain: below zero, so that the main search never takes it
/// for one of its own.
fn leaf_depth(fours: u32, chained: bool) -> i8 {
    -1 - fours.min(60) as i8 - if chained { 64 } else { 0 }
}

/// Whether `a` and `b` lie on one line within four steps of each other (a stone on one
/// can then help make a four through the other).
fn in_line(a: Cell, b: Cell) -> bool {
    let distance = a.abs_diff(b);
    STEPS
        .iter()
        .any(|&step| (1..=4).any(|k| distance == k * step.unsigned_abs()))
}

fn check(key: u64) -> u32 {
    (key >> 32) as u32
}

/// Win and loss scores are stored relative to the node, not the root.
fn to_table(score: i32, ply: i32) -> i32 {
    if score >= WIN_BOUND {
        score + ply
    } else if score <= -WIN_BOUND {
        score - ply
    } else {
        score
    }
}

fn from_table(score: i32, ply: i32) -> i32 {
    if score >= WIN_BOUND {
        score - ply
    } else if score <= -WIN_BOUND {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `pace` iterations ending at the given shares of the time, each keeping the
    /// best move with `lead`; the index of the one after which it stops.
    fn stops_after(ends: &[f64], lead: i32) -> Option<usize> {
        let mut pace = Pace::default();
        ends.iter().position(|&end| pace.enough(end, true, lead))
    }

    #[test]
    fn a_four_chain_continues_along_the_lines_through_the_last_four() {
        let centre = cell_of(Pos::center(19));
        for step in STEPS {
            for k in 1..=4 {
                assert!(in_line(centre, centre.wrapping_add_signed(k * step)));
                assert!(in_line(centre, centre.wrapping_add_signed(-k * step)));
            }
            assert!(!in_line(centre, centre.wrapping_add_signed(5 * step)));
        }
        // A knight's move away, or a step across and two along, is on none of its lines.
        assert!(!in_line(centre, centre + 2 * STRIDE + 1));
        assert!(!in_line(centre, centre + STRIDE + 2));
        assert!(!in_line(centre, centre));
    }

    #[test]
    fn an_iteration_is_started_unless_it_would_take_far_beyond_the_clock() {
        // Doubling: after 0.63 the next would end near 1.27; the clock may cut it short,
        // but it searches the best move first, so it is started.
        assert_eq!(stops_after(&[0.01, 0.03, 0.07, 0.15, 0.31, 0.63], 0), None);
        // Growing sixfold: after 0.36 (0.30 spent on it) the next would end near 2.16.
        assert_eq!(stops_after(&[0.01, 0.06, 0.36], 0), Some(2));
    }

    #[test]
    fn a_settled_move_stops_the_search_early_but_a_close_one_does_not() {
        let ends = [0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.52, 0.72];
        // Kept for five iterations and far ahead: stops once half the time is spent.
        assert_eq!(stops_after(&ends, SETTLED_LEAD), Some(6));
        assert_eq!(stops_after(&ends, SETTLED_LEAD - 1), None);
        // A move that changes starts the count again.
        let mut pace = Pace::default();
        let kept = [true, true, true, false, true, true, true, true];
        let stopped = ends
            .iter()
            .zip(kept)
            .position(|(&end, kept)| pace.enough(end, kept, SETTLED_LEAD));
        assert_eq!(stopped, None);
    }
}
