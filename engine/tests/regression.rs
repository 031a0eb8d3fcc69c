//! A guard against unintended changes to the search: the Hard level searched to a fixed
//! depth on the benchmark games visits exactly this many nodes, on every platform (the
//! search is deterministic). A change that alters the count on purpose (new pruning, a new
//! evaluation) updates the number here, with the match results that justify it.

use gobang_engine::ai::{BENCHMARK_GAMES, benchmark};

#[test]
fn fixed_depth_node_counts() {
    assert_eq!(BENCHMARK_GAMES.len(), 4);
    assert_eq!(benchmark(2, None).nodes, 8_819);
    assert_eq!(benchmark(4, None).nodes, 12_036);
}
