//! The evaluation's tuned weights, from which the evaluation builds
//! [`Weights::TUNED`](super::Weights::TUNED): for each feature of
//! [`Features`](super::Features) (the patterns, then the threats), its weight for the side
//! to move and for the other side.
//!
//! Fitted to the self-play games in `engine/tuning/games-freestyle.txt`
//! (22669 quiet positions; target: the outcome; logistic scale 1400; loss 0.54632).
//! Do not edit: regenerate with
//! `cargo run --release -p gobang-engine --example tune -- fit engine/tuning/games-freestyle.txt > engine/src/ai/eval/weights.rs`
//! (see docs/tuning.md).

/// The side to move's weight of each feature.
#[rustfmt::skip]
pub const MOVER: [i32; 18] = [0, 0, 29, -2, 36, 265, 1065, 1464, 2786, 0, 0, 0, 1714, 2630, 4433, 95269, 0, 0];
/// The other side's weight of each feature.
#[rustfmt::skip]
pub const WAITER: [i32; 18] = [0, 0, -20, 16, -44, -145, -865, -617, -848, -13886, 0, 0, -1638, -4325, -842, -19716, -4417, 0];
/// What the side to move's turn is worth.
pub const TEMPO: i32 = -9508;
/// The weighed sum is divided by this.
pub const SCALE: i32 = 16;
