//! The engine's workers, seen from the page and the study module: what is said to them
//! ([`protocol`] for moves, analyses and reviews, [`opening_protocol`] for a tournament
//! opening's steps, [`puzzle_protocol`] for puzzles' defences and games mined for puzzles)
//! and the clients that start them and route their answers ([`client`], [`puzzle_client`],
//! in the browser only, with the jobs waiting for answers in [`jobs`]). The worker itself
//! is `src/bin/worker.rs`.

pub mod client;
pub mod jobs;
pub mod opening_protocol;
pub mod protocol;
pub mod puzzle_client;
pub mod puzzle_protocol;
