//! How the search values points and positions.

use std::sync::OnceLock;

use crate::ai::pattern::{Pattern, Threat};

/// The value of one line pattern at a point, indexed by [`Pattern`].
const PATTERN_VALUE: [i32; 11] = [0, 0, 1, 3, 6, 16, 22, 64, 72, 400, 2000];

/// The extra value of what the four lines make together, indexed by [`Threat`].
const THREAT_BONUS: [i32; 7] = [0, 0, 0, 320, 560, 900, 4000];

/// How good a stone on a point would be for one side.
fn point_score(patterns: [Pattern; 4], threat: Threat) -> i32 {
    patterns
        .iter()
        .map(|&p| PATTERN_VALUE[p as usize])
        .sum::<i32>()
        + THREAT_BONUS[threat as usize]
}

/// What a stone on a point makes over its four lines, and how good it is: looked up in a
/// table of every combination of four patterns, since the search asks for it after
/// every change of a line.
pub fn combine(patterns: [Pattern; 4]) -> (Threat, i32) {
    static TABLE: OnceLock<Vec<(Threat, i32)>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        (0..COMBINATIONS)
            .map(|i| {
                let patterns = [0, 1, 2, 3].map(|d| Pattern::ALL[i / PATTERNS.pow(d) % PATTERNS]);
                let threat = Threat::of(patterns);
                (threat, point_score(patterns, threat))
            })
            .collect()
    });
    let index = patterns
        .iter()
        .rev()
        .fold(0, |i, &p| i * PATTERNS + p as usize);
    table[index]
}

const PATTERNS: usize = Pattern::ALL.len();
const COMBINATIONS: usize = PATTERNS * PATTERNS * PATTERNS * PATTERNS;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_agrees_with_the_definition() {
        use Pattern::*;
        for patterns in [
            [Dead, Dead, Dead, Dead],
            [Five, Flex1, Block3, Dead],
            [Block4, Flex3, Flex2, Block1],
            [Flex3, Dead, Flex3, Flex4],
        ] {
            let threat = Threat::of(patterns);
            assert_eq!(combine(patterns), (threat, point_score(patterns, threat)));
        }
    }
}
