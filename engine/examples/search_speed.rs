//! Nodes per second of the Hard search on the benchmark games, natively: the figure the
//! browser's worker is compared with (`scripts/perf` runs the same searches in Chromium).
//!
//! `cargo run --release -p gobang-engine --example search_speed -- [depth]` (default 6)

use std::time::Instant;

use gobang_engine::ai::benchmark;

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(6);
    // Warm up (tables built, caches filled), then take the best of seven (a shared machine is noisy).
    benchmark(2);
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..7 {
        let started = Instant::now();
        nodes = benchmark(depth).nodes;
        best = best.min(started.elapsed().as_secs_f64());
    }
    println!(
        "native: depth {depth}, {nodes} nodes in {:.1} ms: {:.0} nodes/s",
        best * 1e3,
        nodes as f64 / best
    );
}
