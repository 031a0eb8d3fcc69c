//! The levels the computer plays at: the [`Level`](level::Level) ladder and its measured
//! strength, the weaker levels' human-like choice of move, the original's one-move scorer
//! ([`classic`]) and the seeded chances that make a game replay move for move.

pub mod classic;
pub(crate) mod human;
mod ladder;
pub(crate) mod level;
pub(crate) mod seed;
