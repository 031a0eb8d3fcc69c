//! How the full search orders its moves: a point's value for the side to move comes from
//! the class of its four lines for each side (the patterns they make, in any order), with
//! a table fitted to the moves the search itself chose in its self-play games
//! (`examples/tune`, `tune policy`, the generated `ai/eval/policy_weights.rs`).
//!
//! A class is the multiset of a point's four [`Pattern`]s: which direction makes what does
//! not matter, so 11 patterns give 1,001 classes for the side to move and as many for the
//! other side. The search reads one expanded table, indexed by the combination index the
//! position keeps for every point (`ai::eval::combination`).

use std::sync::OnceLock;

use crate::ai::eval::pattern::Pattern;
use crate::ai::eval::policy_weights;
use crate::ai::eval::{COMBINATION_STEP, combination};

const PATTERNS: usize = Pattern::ALL.len();
const COMBINATIONS: usize = PATTERNS * PATTERNS * PATTERNS * PATTERNS;

/// How many classes of points there are for one side: the multisets of four patterns.
pub const CLASSES: usize = 1001;

/// Fitted values of the classes of points, in hundredths of a logit of the chance that the
/// search plays the point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    /// The value of the point's class for the side to move.
    pub mover: [i32; CLASSES],
    /// The value of the point's class for the other side (where a stone of ours blocks).
    pub waiter: [i32; CLASSES],
}

impl Policy {
    /// The fitted table.
    pub const TUNED: Policy = Policy {
        mover: policy_weights::MOVER,
        waiter: policy_weights::WAITER,
    };

    /// The tuned table by combination index: for each, the value for the side to move and
    /// for the other side. Built once.
    pub fn tuned_by_combination() -> &'static [[i32; 2]] {
        static TABLE: OnceLock<Vec<[i32; 2]>> = OnceLock::new();
        TABLE.get_or_init(|| {
            let classes = classes();
            classes
                .iter()
                .map(|&c| {
                    let c = usize::from(c);
                    [Policy::TUNED.mover[c], Policy::TUNED.waiter[c]]
                })
                .collect()
        })
    }
}

/// The class of every combination index: the rank of its patterns, sorted, among all
/// sorted quadruples (in the order of their own combination indices). Built once.
pub fn classes() -> &'static [u16] {
    static TABLE: OnceLock<Vec<u16>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut rank = vec![u16::MAX; COMBINATIONS];
        let mut next = 0u16;
        // Sorted quadruples, a <= b <= c <= d, in increasing order of their index.
        for d in 0..PATTERNS {
            for c in 0..=d {
                for b in 0..=c {
                    for a in 0..=b {
                        let index = a * COMBINATION_STEP[0]
                            + b * COMBINATION_STEP[1]
                            + c * COMBINATION_STEP[2]
                            + d * COMBINATION_STEP[3];
                        rank[index] = next;
                        next += 1;
                    }
                }
            }
        }
        debug_assert_eq!(usize::from(next), CLASSES);
        (0..COMBINATIONS)
            .map(|i| {
                let mut patterns =
                    [0, 1, 2, 3].map(|d| Pattern::ALL[i / COMBINATION_STEP[d] % PATTERNS]);
                patterns.sort_unstable_by_key(|&p| p as usize);
                rank[combination(patterns)]
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_ignores_the_order_of_the_lines_and_tells_different_patterns_apart() {
        use Pattern::*;
        let class = |p: [Pattern; 4]| classes()[combination(p)];
        assert_eq!(
            class([Flex3, Dead, Block4, Flex1]),
            class([Block4, Flex1, Flex3, Dead])
        );
        assert_ne!(
            class([Flex3, Dead, Block4, Flex1]),
            class([Flex3, Dead, Block4, Flex2])
        );
        assert_eq!(class([Dead; 4]), 0);
        let mut seen = classes().to_vec();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), CLASSES);
    }
}
