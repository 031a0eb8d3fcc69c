//! How hard a level searches ([`Settings`]) and the full search's hand-set margins and
//! counts ([`Tuning`]), which a tuner varies without rebuilding.

use crate::ai::eval::Weights;

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
/// [`SearchParams`](crate::ai::SearchParams)). The search reads them from its settings, never
/// per node from elsewhere.
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
