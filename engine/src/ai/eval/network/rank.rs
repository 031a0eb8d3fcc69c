//! The network's input for one side at one point: the multiset of its four line patterns,
//! ranked (docs/learning.md, "Data"). The four patterns sorted ascending, `a ≤ b ≤ c ≤ d`, are numbered
//! in the order of the nested loops `a in 0..11, b in a..11, c in b..11, d in c..11`, so
//! that four dead lines rank 0 and there are 1001 ranks.

use std::sync::OnceLock;

use crate::ai::eval::pattern::Pattern;
use crate::ai::eval::{COMBINATION_STEP, combination};

const PATTERNS: usize = Pattern::ALL.len();
/// How many ordered combinations of four patterns there are (the search's index).
const COMBINATIONS: usize = PATTERNS * PATTERNS * PATTERNS * PATTERNS;

/// The rank of four line patterns taken in any order: 0..=1000.
pub fn rank(patterns: [Pattern; 4]) -> u16 {
    ranks()[combination(patterns)]
}

/// The rank of every ordered combination of four patterns, indexed as the search indexes
/// them (the lines' patterns as digits in base 11, the first line's lowest), built once:
/// the incremental network reads it on every change of a point's lines.
pub fn ranks() -> &'static [u16] {
    static TABLE: OnceLock<Vec<u16>> = OnceLock::new();
    TABLE.get_or_init(|| {
        // The rank of each sorted combination, by the definition's enumeration.
        let mut sorted = vec![0u16; COMBINATIONS];
        let mut next = 0;
        for a in 0..PATTERNS {
            for b in a..PATTERNS {
                for c in b..PATTERNS {
                    for d in c..PATTERNS {
                        sorted[combination([a, b, c, d].map(|i| Pattern::ALL[i]))] = next;
                        next += 1;
                    }
                }
            }
        }
        (0..COMBINATIONS)
            .map(|i| {
                let mut digits = [0, 1, 2, 3].map(|d| i / COMBINATION_STEP[d] % PATTERNS);
                digits.sort_unstable();
                sorted[combination(digits.map(|i| Pattern::ALL[i]))]
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::network::format::MULTISETS;

    #[test]
    fn ranks_follow_the_nested_enumeration() {
        use Pattern::*;
        assert_eq!(rank([Dead; 4]), 0);
        assert_eq!(rank([Dead, Dead, Dead, Overline]), 1);
        assert_eq!(rank([Dead, Dead, Dead, Five]), 10);
        assert_eq!(rank([Dead, Dead, Overline, Overline]), 11);
        assert_eq!(rank([Five; 4]), MULTISETS as u16 - 1);
        assert_eq!(
            rank([Flex3, Dead, Block4, Flex1]),
            rank([Dead, Flex1, Flex3, Block4])
        );
        let mut seen = ranks().to_vec();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..MULTISETS as u16).collect::<Vec<_>>());
    }
}
