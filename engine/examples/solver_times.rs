//! Times the solver's verdicts on the shipped puzzle set's positions: for each puzzle (or
//! every Nth), the verdict on every first move the attacker's widest threat space offers
//! (the solution's and the others, as the puzzle page asks when a person plays one), each
//! with a fresh solver, as the page's worker would; then the 50th and 90th percentiles and
//! the slowest, and how many verdicts were proved, disproved or unknown.
//!
//! ```text
//! cargo run --release -p gobang-engine --example solver_times -- [--every N] [--nodes N]
//!     [--file assets/puzzles.txt] [--space fours|threats|quiet]
//! ```

use std::time::Instant;

use gobang_engine::ai::solver::{Proof, Solver, Space};
use gobang_engine::puzzle::{VERDICT_NODES, parse_set};

fn main() {
    let mut every = 1;
    let mut nodes = VERDICT_NODES;
    let mut file = "assets/puzzles.txt".to_owned();
    let mut space = Space::Quiet;
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).cloned().unwrap_or_default();
        match pair[0].as_str() {
            "--every" => every = value.parse().unwrap_or_else(|_| usage()),
            "--nodes" => nodes = value.parse().unwrap_or_else(|_| usage()),
            "--file" => file = value,
            "--space" => {
                space = match value.as_str() {
                    "fours" => Space::Fours,
                    "threats" => Space::Threats,
                    "quiet" => Space::Quiet,
                    _ => usage(),
                }
            }
            _ => usage(),
        }
    }
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| {
        eprintln!("solver_times: cannot read {file}: {e}");
        std::process::exit(1)
    });
    let (puzzles, _) = parse_set(&text);
    let mut times = Vec::new();
    let mut total_nodes = 0u64;
    let mut counts = [0usize; 3];
    let mut slowest = (0.0, String::new());
    for puzzle in puzzles.iter().step_by(every.max(1)) {
        let game = puzzle.game();
        let firsts = Solver::new(space).first_moves(&game);
        for first in firsts {
            let started = cpu_time();
            let mut solver = Solver::new(space);
            let proof = solver
                .prove_move(&game, first, nodes)
                .expect("a legal move");
            let seconds = cpu_time() - started;
            counts[match proof {
                Proof::ProvedWin { .. } => 0,
                Proof::Disproved => 1,
                Proof::Unknown => 2,
            }] += 1;
            if seconds > slowest.0 {
                slowest = (
                    seconds,
                    format!("{} {}", puzzle.id, first.display(puzzle.size)),
                );
            }
            if std::env::var_os("SOLVER_TIMES_VERBOSE").is_some() {
                let what = match &proof {
                    Proof::ProvedWin { line } => format!("win {}", line.len()),
                    Proof::Disproved => "disproved".into(),
                    Proof::Unknown => "unknown".into(),
                };
                let stats = solver.stats();
                println!(
                    "{} {} {}: {what} {:.0} ms {} nodes",
                    puzzle.id,
                    puzzle.kind,
                    first.display(puzzle.size),
                    seconds * 1000.0,
                    stats.nodes
                );
            }
            times.push(seconds);
            total_nodes += solver.stats().nodes;
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize] * 1000.0;
    println!("total nodes {total_nodes}");
    println!(
        "{} verdicts at {nodes} nodes: {} proved, {} disproved, {} unknown; p50 {:.1} ms, p90 {:.1} ms, max {:.1} ms ({})",
        times.len(),
        counts[0],
        counts[1],
        counts[2],
        at(0.5),
        at(0.9),
        at(1.0),
        slowest.1
    );
}

/// Seconds of processor time this thread has used (from `/proc/thread-self/schedstat`
/// on Linux, so that other programs on a shared machine do not count), else seconds
/// since the first call.
fn cpu_time() -> f64 {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    let start = *START.get_or_init(Instant::now);
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|text| text.split_whitespace().next()?.parse::<u64>().ok())
        .map_or_else(|| start.elapsed().as_secs_f64(), |ns| ns as f64 / 1e9)
}

fn usage() -> ! {
    eprintln!("usage: solver_times [--every N] [--nodes N] [--file FILE]");
    std::process::exit(2)
}
