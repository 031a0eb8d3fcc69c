//! How the search values points and positions.
//!
//! A point's value for one side (its attack value, used to order moves) adds up what its
//! four lines make. A position's value counts, for each side, the patterns over the lines
//! of the empty points and the threats they combine into ([`Features`]), and weighs the
//! counts with a table.

pub mod network;
pub mod pattern;
pub mod policy;
mod policy_weights;
pub(crate) mod position;
mod weights;

use std::sync::OnceLock;

use crate::ai::eval::pattern::{Pattern, Threat};

const PATTERNS: usize = Pattern::ALL.len();
const THREATS: usize = Threat::Five as usize + 1;

/// How many numbers the evaluation counts for each side: the line patterns, then the
/// threats ([`EvaluationInput::features`](crate::ai::EvaluationInput::features)).
pub const FEATURES: usize = PATTERNS + THREATS;

/// What one side has on the board's empty points: how many of their lines make each
/// [`Pattern`] (the first [`Pattern::ALL`]`.len()` numbers) and how many points make each
/// [`Threat`] (the rest). Dead lines and points without a threat are not counted, so the
/// counts depend on the stones only, not on the order they were played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features(pub [i32; FEATURES]);

impl Features {
    /// A line of an empty point changed from `old` to `new`.
    pub fn change_pattern(&mut self, old: Pattern, new: Pattern) {
        self.0[old as usize] -= i32::from(old != Pattern::Dead);
        self.0[new as usize] += i32::from(new != Pattern::Dead);
    }

    /// An empty point's threat changed from `old` to `new`.
    pub fn change_threat(&mut self, old: Threat, new: Threat) {
        self.0[PATTERNS + old as usize] -= i32::from(old != Threat::None);
        self.0[PATTERNS + new as usize] += i32::from(new != Threat::None);
    }
}

/// The value of one line pattern at a point, indexed by [`Pattern`].
const PATTERN_VALUE: [i32; 11] = [0, 0, 1, 3, 6, 16, 22, 64, 72, 400, 2000];

/// The extra value of what the four lines make together, indexed by [`Threat`].
const THREAT_BONUS: [i32; 7] = [0, 0, 0, 320, 560, 900, 4000];

/// How a position's [`Features`] are weighed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Weights of the side to move's features.
    pub mover: [i32; FEATURES],
    /// Weights of the other side's features.
    pub waiter: [i32; FEATURES],
    /// What the side to move's turn is worth.
    pub tempo: i32,
    /// The weighed sum is divided by this.
    pub scale: i32,
}

impl Weights {
    /// The weights the Texel tuning fitted (`examples/tune`), for the full search.
    pub const TUNED: Weights = Weights {
        mover: weights::MOVER,
        waiter: weights::WAITER,
        tempo: weights::TEMPO,
        scale: weights::SCALE,
    };

    /// Hand-made weights, for the short search's character: every point's value (as for
    /// move ordering) summed for each side, the side to move's counting 6/5 of the other's.
    pub const HAND: Weights = {
        let mut mover = [0; FEATURES];
        let mut waiter = [0; FEATURES];
        let mut i = 0;
        while i < FEATURES {
            let value = if i < PATTERNS {
                PATTERN_VALUE[i]
            } else {
                THREAT_BONUS[i - PATTERNS]
            };
            mover[i] = 6 * value;
            waiter[i] = -5 * value;
            i += 1;
        }
        Weights {
            mover,
            waiter,
            tempo: 0,
            scale: 4,
        }
    };

    /// The static value of a position for the side to move, whose features are `me`,
    /// against the other side's `opp`.
    pub fn evaluate(&self, me: &Features, opp: &Features) -> i32 {
        let mut sum = self.tempo;
        for i in 0..FEATURES {
            sum += self.mover[i] * me.0[i] + self.waiter[i] * opp.0[i];
        }
        sum / self.scale
    }
}

/// How good a stone on a point would be for one side.
fn point_score(patterns: [Pattern; 4], threat: Threat) -> i32 {
    patterns
        .iter()
        .map(|&p| PATTERN_VALUE[p as usize])
        .sum::<i32>()
        + THREAT_BONUS[threat as usize]
}

/// What a stone on a point makes over its four lines, and how good it is.
#[cfg(test)]
fn combine(patterns: [Pattern; 4]) -> (Threat, i32) {
    combinations()[combination(patterns)]
}

/// The index in [`combinations`] of four line patterns: the patterns as digits in base
/// [`Pattern::ALL`]`.len()`, the first line's lowest, so that a change of one line changes
/// the index by `(new - old) * COMBINATION_STEP[line]`.
pub fn combination(patterns: [Pattern; 4]) -> usize {
    (0..4)
        .map(|d| patterns[d] as usize * COMBINATION_STEP[d])
        .sum()
}

/// How much a line's pattern weighs in [`combination`].
pub const COMBINATION_STEP: [usize; 4] = [
    1,
    PATTERNS,
    PATTERNS * PATTERNS,
    PATTERNS * PATTERNS * PATTERNS,
];

/// The threat and the value of every combination of four line patterns, built once: the
/// search asks for them after every change of a line.
pub fn combinations() -> &'static [(Threat, i32)] {
    static TABLE: OnceLock<Vec<(Threat, i32)>> = OnceLock::new();
    TABLE.get_or_init(|| {
        (0..COMBINATIONS)
            .map(|i| {
                let patterns =
                    [0, 1, 2, 3].map(|d| Pattern::ALL[i / COMBINATION_STEP[d] % PATTERNS]);
                let threat = Threat::of(patterns);
                (threat, point_score(patterns, threat))
            })
            .collect()
    })
}

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
