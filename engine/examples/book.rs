//! Makes a book of balanced openings for the match runner, by the engine's own judgment
//! (no other engine's): a candidate is three random stones near the centre (in the 5×5
//! square around it), grown to 3 to 6 stones by a short search; the strongest level
//! searching a large node budget judges it from the side to move and keeps it when the
//! score is near even; then two quick self-play games at node budgets, each side once
//! with black, keep it when they split (a win each, or draws). Last, the whole book is
//! replayed at other budgets, and black's share of those games is reported: the book is
//! balanced when it is near half.
//!
//! ```sh
//! cargo run --release -p gobang-engine --example book -- --rule freestyle --count 24 --seed 1
//! ```
//!
//! Options: `--rule freestyle|standard|renju` (default freestyle), `--size N` (19),
//! `--count N` (openings; default 24), `--seed N` (default 1), `--judge-nodes N` (300000),
//! `--margin N` (the most the judge's score may differ from even; default 150),
//! `--check-nodes N` (the self-play games' smaller budget; the other is half as much
//! again; default 20000; 0 keeps every opening the judge finds even, unchecked),
//! `--verify-nodes N` (the replay's smaller budget; the other is half as much again;
//! default twice the check's, or 20000 with no check), `--out FILE` (default
//! `engine/tuning/openings-RULE.txt`). The same options and seed give the same book on
//! every machine.
//!
//! A larger book for node-budget A/B matches (each opening played once a colour, so a
//! deterministic engine plays distinct games) is cheaper with a smaller judge and no check:
//!
//! ```sh
//! cargo run --release -p gobang-engine --example book -- --count 160 --judge-nodes 50000 \
//!     --check-nodes 0 --verify-nodes 20000 --out engine/tuning/openings-ab.txt
//! ```

#[path = "shared/book.rs"]
mod book;

use std::fmt::Write as _;
use std::process::exit;
use std::time::Instant;

use gobang_engine::ai::{Level, Limits, Rng, think};
use gobang_engine::{Game, GameStatus, Pos, Rule, Stone};

struct Options {
    rule: Rule,
    size: usize,
    count: usize,
    seed: u64,
    judge_nodes: u64,
    margin: i32,
    check_nodes: u64,
    verify_nodes: Option<u64>,
    out: Option<String>,
}

fn options() -> Options {
    let usage = "usage: book [--rule R] [--size N] [--count N] [--seed N] [--judge-nodes N] \
                 [--margin N] [--check-nodes N] [--verify-nodes N] [--out FILE]";
    let fail = |message: String| -> ! {
        eprintln!("{message}\n{usage}");
        exit(2)
    };
    let mut options = Options {
        rule: Rule::Freestyle,
        size: 19,
        count: 24,
        seed: 1,
        judge_nodes: 300_000,
        margin: 150,
        check_nodes: 20_000,
        verify_nodes: None,
        out: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let Some(value) = args.next() else {
            fail(format!("{flag} needs a value"))
        };
        let number = |v: &str| -> u64 {
            v.parse()
                .unwrap_or_else(|_| fail(format!("{flag} needs a number, not `{v}`")))
        };
        match flag.as_str() {
            "--rule" => {
                options.rule = value
                    .parse()
                    .unwrap_or_else(|_| fail(format!("unknown rule `{value}`")))
            }
            "--size" => options.size = number(&value) as usize,
            "--count" => options.count = number(&value) as usize,
            "--seed" => options.seed = number(&value),
            "--judge-nodes" => options.judge_nodes = number(&value),
            "--margin" => options.margin = number(&value) as i32,
            "--check-nodes" => options.check_nodes = number(&value),
            "--verify-nodes" => options.verify_nodes = Some(number(&value).max(1)),
            "--out" => options.out = Some(value),
            _ => fail(format!("unknown option {flag}")),
        }
    }
    if Game::with_rule(options.size, options.rule).is_err() {
        fail(format!("unsupported size {}", options.size));
    }
    options
}

/// The strongest level's move and score for the side to move, at `nodes` nodes.
fn search(game: &Game, nodes: u64) -> Option<(Pos, i32)> {
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    think(
        game.board(),
        game.to_move(),
        game.rule(),
        Level::STRONGEST,
        limits,
    )
    .map(|t| (t.best, t.score))
}

/// A candidate: three random stones in the 5×5 square around the centre, then the short
/// search's moves up to `stones` stones; `None` when the short search finds a win.
fn candidate(rng: &mut Rng, size: usize, rule: Rule, stones: usize) -> Option<Game> {
    let mut game = Game::with_rule(size, rule).expect("a supported size");
    let centre = size / 2;
    while game.moves().len() < 3 {
        let mut near = || centre + rng.below(5) as usize - 2;
        let pos = Pos::new(near(), near()).expect("on the board");
        // An occupied or (under renju) forbidden point is drawn again.
        let _ = game.try_play(pos);
    }
    while game.moves().len() < stones {
        let (pos, score) = search(&game, 3_000)?;
        if score.abs() >= 10_000 {
            return None;
        }
        game.try_play(pos).ok()?;
    }
    (!game.is_over()).then_some(game)
}

/// Black's points (1 a win, ½ a draw) in a self-play game from `game`'s stones, black
/// searching `black` nodes a move and white `white`.
fn black_points(opening: &Game, black: u64, white: u64) -> f64 {
    let mut game = opening.clone();
    while !game.is_over() {
        let nodes = if game.to_move() == Stone::Black {
            black
        } else {
            white
        };
        let Some((pos, _)) = search(&game, nodes) else {
            break;
        };
        if game.try_play(pos).is_err() {
            // The engine never plays an illegal move; should it, that side loses.
            return if game.to_move() == Stone::Black {
                0.0
            } else {
                1.0
            };
        }
    }
    match game.status() {
        GameStatus::Won {
            winner: Stone::Black,
            ..
        } => 1.0,
        GameStatus::Won { .. } => 0.0,
        _ => 0.5,
    }
}

fn main() {
    let options = options();
    let started = Instant::now();
    let mut rng = Rng::new(options.seed ^ 0x626F_6F6B);
    let small = options.check_nodes;
    let large = small + small / 2;
    let mut book: Vec<(Game, i32)> = Vec::new();
    let (mut tried, mut judged_even, mut checked_black) = (0u32, 0u32, 0.0);
    while book.len() < options.count {
        tried += 1;
        let stones = 3 + rng.below(4) as usize;
        let Some(game) = candidate(&mut rng, options.size, options.rule, stones) else {
            continue;
        };
        if book.iter().any(|(g, _)| g.board() == game.board()) {
            continue;
        }
        let Some((_, score)) = search(&game, options.judge_nodes) else {
            continue;
        };
        if score.abs() > options.margin {
            continue;
        }
        judged_even += 1;
        // With no check, every opening the judge finds even counts as split.
        let points = if small == 0 {
            1.0
        } else {
            black_points(&game, small, large) + black_points(&game, large, small)
        };
        checked_black += points;
        eprintln!(
            "{:>4}s {} stones, {score:+} for {}, black {points} of 2: {}{}",
            started.elapsed().as_secs(),
            game.moves().len(),
            game.to_move(),
            game.record(),
            if points == 1.0 { "  kept" } else { "" }
        );
        if points == 1.0 {
            book.push((game, score));
        }
    }

    // Black's share over the book at budgets it was not chosen at.
    let again_small = options
        .verify_nodes
        .unwrap_or(if small == 0 { 20_000 } else { small * 2 });
    let again_large = again_small + again_small / 2;
    let mut verified = 0.0;
    for (game, _) in &book {
        verified += black_points(game, again_small, again_large)
            + black_points(game, again_large, again_small);
    }
    let games = 2 * book.len();
    let share = 100.0 * verified / games as f64;
    let checked = if small == 0 {
        "no self-play check; all kept".to_owned()
    } else {
        format!(
            "black took {:.1}% of their self-play games at {small} and {large} nodes; \
             the {} split games kept",
            100.0 * checked_black / (2.0 * f64::from(judged_even.max(1))),
            book.len(),
        )
    };
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# {} balanced {} openings for the match runner (`--book`), made by\n\
         # cargo run --release -p gobang-engine --example book -- --rule {} --size {} --count {} \
         --seed {} --judge-nodes {} --margin {} --check-nodes {} --verify-nodes {again_small}\n\
         # {tried} candidates; {judged_even} judged within {} of even by {} at {} nodes; \
         {checked}.\n\
         # Replayed at {again_small} and {again_large} nodes: black {verified} of {games}, {share:.1}%.\n\
         # Per opening: the judge's score for the side to move, then the record.",
        book.len(),
        options.rule,
        options.rule,
        options.size,
        options.count,
        options.seed,
        options.judge_nodes,
        options.margin,
        options.check_nodes,
        options.margin,
        Level::STRONGEST,
        options.judge_nodes,
    );
    for (game, score) in &book {
        let _ = writeln!(text, "# {score:+} for {}", game.to_move());
        let _ = writeln!(text, "{}", book::record(game));
    }
    let out = options.out.map_or_else(
        || book::default_book(options.rule),
        std::path::PathBuf::from,
    );
    if let Err(e) = std::fs::write(&out, &text) {
        eprintln!("cannot write {}: {e}", out.display());
        exit(1);
    }
    // What the runner will read: every line must read back as the opening it was.
    match book::read_book(&out, options.size, options.rule) {
        Ok(read) if read.len() == book.len() => {}
        Ok(read) => eprintln!("{} reads back as {} openings", out.display(), read.len()),
        Err(e) => eprintln!("{} does not read back: {e}", out.display()),
    }
    print!("{text}");
    eprintln!(
        "written to {} in {} s",
        out.display(),
        started.elapsed().as_secs()
    );
}
