//! Nodes per second of the strongest level's search on the benchmark games, natively: the
//! figure the browser's worker is compared with (`scripts/perf` runs the same searches in
//! Chromium).
//!
//! `cargo run --release -p gobang-engine --example search_speed -- [depth] [--net]`
//! (default depth 6; `--net`: with the shipped value network, as the level plays)

use std::time::Instant;

use gobang_engine::ai::benchmark;

#[path = "shared/network.rs"]
mod network;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth = args.iter().find_map(|a| a.parse().ok()).unwrap_or(6);
    let network = args.iter().any(|a| a == "--net").then(network::shipped);
    let network = network.as_ref();
    // Warm up (tables built, caches filled), then take the best of seven (a shared machine is noisy).
    benchmark(2, network);
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..7 {
        let started = Instant::now();
        nodes = benchmark(depth, network).nodes;
        best = best.min(started.elapsed().as_secs_f64());
    }
    println!(
        "native: depth {depth}{}, {nodes} nodes in {:.1} ms: {:.0} nodes/s",
        if network.is_some() {
            " with the network"
        } else {
            ""
        },
        best * 1e3,
        nodes as f64 / best
    );
}
