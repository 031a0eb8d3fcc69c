//! The node-count signature of the search, as chess engines print it with `bench`: the
//! Hard level searched to fixed depths on the benchmark games. A change that should not
//! alter the search must not alter these numbers (`engine/tests/regression.rs` checks
//! them); one that alters them on purpose updates the test, with the match that justifies
//! it.
//!
//! `cargo run --release -p gobang-engine --example bench`

use std::time::Instant;

use gobang_engine::ai::benchmark;

fn main() {
    for depth in [2, 4, 6] {
        let started = Instant::now();
        let run = benchmark(depth, None);
        println!(
            "depth {depth}: {} nodes over {} positions in {:.0} ms",
            run.nodes,
            run.positions,
            started.elapsed().as_secs_f64() * 1e3
        );
    }
}
