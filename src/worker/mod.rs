//! The engine's workers, seen from the page and the study module: what is said to them
//! ([`protocol`]: one request type and one reply type, with the words of the openings' in
//! [`opening_protocol`], of the puzzles' in [`puzzle_protocol`], and the words they are all
//! made of in [`words`]) and the client that
//! starts one and routes its replies ([`client`], in the browser only, with the requests
//! waiting for replies in [`pending`]). The worker itself is `src/bin/worker.rs`.

pub mod client;
pub mod opening_protocol;
pub mod pending;
pub mod protocol;
pub mod puzzle_protocol;
pub mod words;
