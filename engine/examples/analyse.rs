//! What the Hard level thinks of a position: its move, score, depth, nodes and line, at a
//! time or node budget. For studying the records the match runner saves.
//!
//! `cargo run --release -p gobang-engine --example analyse -- RECORD [--ms N] [--nodes N]
//! [--rule R] [--size N]`: RECORD is a record (`j10 k11 k10`, or a file holding one).

use std::process::exit;
use std::time::{Duration, Instant};

use gobang_engine::ai::{Level, Limits, think};
use gobang_engine::{Game, Rule};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: analyse RECORD [--ms N] [--nodes N] [--rule R] [--size N] [--upto N]";
    let Some(first) = args.first() else {
        eprintln!("{usage}");
        exit(2)
    };
    let option = |name: &str| -> Option<&str> {
        let i = args.iter().position(|a| a == name)?;
        args.get(i + 1).map(String::as_str)
    };
    let number = |name: &str| -> Option<u64> {
        option(name).map(|v| {
            v.parse().unwrap_or_else(|_| {
                eprintln!("{name} needs a number\n{usage}");
                exit(2)
            })
        })
    };
    let text = std::fs::read_to_string(first).unwrap_or_else(|_| first.clone());
    let mut size = number("--size").unwrap_or(19) as usize;
    let mut rule: Rule = option("--rule").map_or(Rule::Freestyle, |r| {
        r.parse().unwrap_or_else(|e| {
            eprintln!("{e}");
            exit(2)
        })
    });
    let mut moves = Vec::new();
    for word in text.split_whitespace() {
        if let Some(s) = word.strip_prefix("size=") {
            size = s.parse().unwrap_or(size);
        } else if let Some(r) = word.strip_prefix("rule=") {
            rule = r.parse().unwrap_or(rule);
        } else {
            moves.push(word);
        }
    }
    if let Some(upto) = number("--upto") {
        moves.truncate(upto as usize);
    }
    let game = Game::from_record_with(&moves.join(" "), size, rule).unwrap_or_else(|e| {
        eprintln!("{e}");
        exit(2)
    });
    let started = Instant::now();
    let deadline = number("--ms").map(|ms| started + Duration::from_millis(ms));
    let stop = move || deadline.is_some_and(|d| Instant::now() >= d);
    let limits = Limits {
        nodes: number("--nodes"),
        stop: Some(&stop),
        ..Limits::default()
    };
    let Some(thought) = think(game.board(), game.to_move(), rule, Level::STRONGEST, limits) else {
        eprintln!("no move: the board is full");
        exit(1)
    };
    let took = started.elapsed();
    let line: Vec<String> = thought
        .line
        .iter()
        .map(|p| p.display(size).to_string())
        .collect();
    println!(
        "{} to move after {} moves: {} ({:?}), score {}, depth {}, {} nodes in {:.0} ms ({:.0} nodes/s); line {}",
        game.to_move(),
        game.moves().len(),
        thought.best.display(size),
        thought.reason,
        thought.score,
        thought.depth,
        thought.nodes,
        took.as_secs_f64() * 1e3,
        thought.nodes as f64 / took.as_secs_f64(),
        line.join(" ")
    );
}
