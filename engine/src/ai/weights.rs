//! The evaluation's weights: for each feature of [`crate::ai::eval::Features`] (the
//! patterns, then the threats), its weight for the side to move and for the other side.

/// Weights of the side to move's features.
pub const MOVER: [i32; 18] = [
    0, 0, 6, 18, 36, 96, 132, 384, 432, 2400, 12000, 0, 0, 0, 1920, 3360, 5400, 24000,
];
/// Weights of the other side's features.
pub const WAITER: [i32; 18] = [
    0, 0, -5, -15, -30, -80, -110, -320, -360, -2000, -10000, 0, 0, 0, -1600, -2800, -4500, -20000,
];
/// What the side to move's turn is worth.
pub const TEMPO: i32 = 0;
/// The weighed sum is divided by this.
pub const SCALE: i32 = 4;
