//! Fits the curve from search score to winning chance (`ai::analysis::CHANCE_SCALE`) to
//! the engine's own games: plays the analysis against itself (each move the analysis's
//! best, at the review's node budget) from random openings, records the search's score
//! of every position and who won in the end, and finds the logistic scale that predicts
//! the outcomes best (maximum likelihood; a draw counts half). It also prints how well
//! the fitted curve is calibrated, and how far the mover's chance falls after the
//! engine's own moves (noise that the mistake threshold must stand above).
//!
//! ```sh
//! cargo run --release -p gobang-engine --example fit_chance -- --games 120
//! ```
//!
//! Options: `--games N` (default 120), `--nodes N` (default the review's budget),
//! `--threads N` (default 2), `--seed N` (default 1), `--size N` (default 19).

use std::env;
use std::process::exit;
use std::sync::Mutex;
use std::thread;
use std::time::Instant;

use gobang_engine::ai::analysis::{CHANCE_SCALE, REVIEW_NODES, analyse};
use gobang_engine::{Game, GameStatus, Pos, Stone};

/// The next of a deterministic sequence of numbers below `n` (a linear congruential
/// generator, enough to scatter opening stones).
fn below(state: &mut u64, n: usize) -> usize {
    *state = state
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    ((*state >> 33) % n as u64) as usize
}

struct Played {
    /// The search's score for black in every position where it proved nothing.
    scores: Vec<i32>,
    /// Black's result: 1 won, 0 lost, 0.5 drawn.
    outcome: f64,
    /// The mover's fall in chance after each of the engine's moves (at the fitted scale
    /// in use when the game was played).
    drops: Vec<f32>,
}

/// Three or four stones at random within three points of the centre, then the engine
/// against itself to the end.
fn play(seed: u64, size: usize, nodes: u64) -> Played {
    let mut rng = seed;
    let centre = size / 2;
    let mut game = Game::with_size(size).expect("a supported size");
    let stones = 3 + below(&mut rng, 2);
    while game.moves().len() < stones {
        let pos = Pos::new(
            centre + below(&mut rng, 7) - 3,
            centre + below(&mut rng, 7) - 3,
        )
        .expect("on the board");
        let _ = game.try_play(pos);
    }
    let mut scores = Vec::new();
    let mut drops = Vec::new();
    let mut before = analyse(&game, nodes);
    while !game.is_over() {
        let mover = game.to_move();
        if before.win.is_none() {
            scores.push(before.black_score);
        }
        let Some(best) = before.best() else { break };
        game.play(best);
        let after = analyse(&game, nodes);
        drops.push(before.chance(mover) - after.chance(mover));
        before = after;
    }
    let outcome = match game.status() {
        GameStatus::Won {
            winner: Stone::Black,
            ..
        } => 1.0,
        GameStatus::Won { .. } => 0.0,
        _ => 0.5,
    };
    Played {
        scores,
        outcome,
        drops,
    }
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean log loss of predicting `outcome` by `sigmoid(offset + score / scale)`.
fn loss(data: &[(f64, f64)], scale: f64, offset: f64) -> f64 {
    let eps = 1e-12;
    data.iter()
        .map(|&(score, y)| {
            let p = sigmoid(offset + score / scale).clamp(eps, 1.0 - eps);
            -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
        })
        .sum::<f64>()
        / data.len() as f64
}

/// Golden-section search for the minimum of `f` on `[lo, hi]`.
fn minimise(f: impl Fn(f64) -> f64, mut lo: f64, mut hi: f64) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..100 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

fn main() {
    let mut games = 120usize;
    let mut nodes = REVIEW_NODES;
    let mut threads = 2usize;
    let mut seed = 1u64;
    let mut size = 19usize;
    let args: Vec<String> = env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
        let Some(value) = value else {
            eprintln!(
                "usage: fit_chance [--games N] [--nodes N] [--threads N] [--seed N] [--size N]"
            );
            exit(2);
        };
        match args[i].as_str() {
            "--games" => games = value as usize,
            "--nodes" => nodes = value,
            "--threads" => threads = value.max(1) as usize,
            "--seed" => seed = value,
            "--size" => size = value as usize,
            other => {
                eprintln!("unknown option {other}");
                exit(2);
            }
        }
        i += 2;
    }
    let started = Instant::now();
    let next = Mutex::new(0usize);
    let results = Mutex::new(Vec::new());
    thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = {
                        let mut next = next.lock().expect("no thread panicked");
                        let index = *next;
                        *next += 1;
                        index
                    };
                    if index >= games {
                        break;
                    }
                    let played = play(seed.wrapping_mul(1_000_003) + index as u64, size, nodes);
                    results
                        .lock()
                        .expect("no thread panicked")
                        .push((index, played));
                }
            });
        }
    });
    let mut results = results.into_inner().expect("no thread panicked");
    results.sort_by_key(|(index, _)| *index);
    let data: Vec<(f64, f64)> = results
        .iter()
        .flat_map(|(_, g)| g.scores.iter().map(move |&s| (f64::from(s), g.outcome)))
        .collect();
    let black_wins = results.iter().filter(|(_, g)| g.outcome == 1.0).count();
    let draws = results.iter().filter(|(_, g)| g.outcome == 0.5).count();
    println!(
        "{games} games ({black_wins} black wins, {} white wins, {draws} draws), {} positions, {nodes} nodes a position, size {size}, seed {seed}, {:.0} s",
        games - black_wins - draws,
        data.len(),
        started.elapsed().as_secs_f64()
    );
    let scale = minimise(|s| loss(&data, s.exp(), 0.0), 3.0, 12.0).exp();
    let offset_fit = |offset: f64| loss(&data, scale, offset);
    let offset = minimise(offset_fit, -2.0, 2.0);
    println!(
        "fitted scale: {scale:.0} (log loss {:.4}; at the scale in use, {CHANCE_SCALE:.0}: {:.4}; a coin: {:.4})",
        loss(&data, scale, 0.0),
        loss(&data, CHANCE_SCALE, 0.0),
        std::f64::consts::LN_2
    );
    println!(
        "with an offset for black as well: offset {offset:+.3}, log loss {:.4}",
        loss(&data, scale, offset)
    );
    println!("calibration at the fitted scale (predicted black chance, observed, positions):");
    for bin in 0..10 {
        let (lo, hi) = (bin as f64 / 10.0, (bin + 1) as f64 / 10.0);
        let inside: Vec<f64> = data
            .iter()
            .filter(|&&(s, _)| {
                let p = sigmoid(s / scale);
                p >= lo && (p < hi || bin == 9)
            })
            .map(|&(_, y)| y)
            .collect();
        if !inside.is_empty() {
            let observed = inside.iter().sum::<f64>() / inside.len() as f64;
            println!(
                "  {:>3.0}-{:>3.0}%  {:>5.1}%  {}",
                lo * 100.0,
                hi * 100.0,
                observed * 100.0,
                inside.len()
            );
        }
    }
    let mut drops: Vec<f32> = results
        .iter()
        .flat_map(|(_, g)| g.drops.iter().copied())
        .collect();
    drops.sort_by(f32::total_cmp);
    let at = |q: f64| drops[((drops.len() - 1) as f64 * q) as usize];
    println!(
        "the mover's fall in chance after the engine's own moves: median {:.3}, 90% {:.3}, 97% {:.3}, 99% {:.3}, max {:.3} ({} moves)",
        at(0.5),
        at(0.9),
        at(0.97),
        at(0.99),
        at(1.0),
        drops.len()
    );
}
