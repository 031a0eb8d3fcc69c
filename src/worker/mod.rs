//! The engine's workers, seen from the page and the study module: what is said to them
//! ([`protocol`] for moves, analyses and reviews, [`opening_protocol`] for a tournament
//! opening's steps) and the clients that start them and route their answers ([`client`],
//! in the browser only). The worker itself is `src/bin/worker.rs`.

pub mod client;
pub mod opening_protocol;
pub mod protocol;
