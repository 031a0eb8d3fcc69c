//! The computer's tournament openings: for a few seeds, what it places and chooses under
//! each opening rule, how balanced its search finds the result, and how long each
//! decision took.
//!
//! `cargo run --release -p gobang-engine --example openings -- [LEVEL] [SEEDS]`

use std::time::Instant;

use gobang_engine::Rule;
use gobang_engine::ai::opening::decide;
use gobang_engine::ai::{Level, Limits};
use gobang_engine::opening::{Contest, OpeningRule};

fn main() {
    let mut args = std::env::args().skip(1);
    let level: Level = match args.next().map(|a| a.parse()) {
        Some(Ok(level)) => level,
        Some(Err(e)) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
        None => Level::STRONGEST,
    };
    let seeds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(6);
    let mut times = Vec::new();
    for (rule, opening) in [
        (Rule::Freestyle, OpeningRule::Swap),
        (Rule::Standard, OpeningRule::Swap2),
        (Rule::Renju, OpeningRule::Rif),
    ] {
        for seed in 0..seeds {
            let Ok(mut contest) = Contest::new(15, rule, opening) else {
                return;
            };
            while contest.step().in_opening()
                || (opening == OpeningRule::Rif && contest.game().moves().len() < 5)
            {
                let Some(by) = contest.step().by() else { break };
                let started = Instant::now();
                let Some(actions) = decide(&contest, level, seed, Limits::default()) else {
                    break;
                };
                times.push(started.elapsed().as_secs_f64() * 1000.0);
                for action in actions {
                    if let Err(e) = contest.act(by, action) {
                        eprintln!("refused {action:?}: {e}");
                        return;
                    }
                }
            }
            let name = contest.canonical().map(|o| o.name).unwrap_or("");
            println!("{opening:5} seed {seed}: {} {name}", contest.record());
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{} decisions at {level}: median {:.0} ms, p95 {:.0} ms, max {:.0} ms",
        times.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    );
}
