//! The value network's files (docs/learning.md, "Inference"):
//!
//! ```sh
//! cargo run --release -p gobang-engine --example network -- quantize IN.gvf OUT.gvn
//! cargo run --release -p gobang-engine --example network -- check FILE
//! cargo run --release -p gobang-engine --example network -- random OUT.gvf --seed N [--checks K]
//! cargo run --release -p gobang-engine --example network -- speed FILE [--nodes N] [--runs N] [--only with|without]
//! ```
//!
//! - `quantize` reads the trainer's float network, makes the engine's integer one, prints
//!   its scales and, for the file's check vectors, the trainer's out against the engine's
//!   float and integer outs with the largest errors, and writes the `.gvn` (the check
//!   vectors go with it).
//! - `check` reads a `.gvf` or a `.gvn` and runs its check vectors through the engine's
//!   forward passes: the float one (a `.gvf`) must agree within 1e-4, the integer one
//!   within 0.02 + 2% of the out. A check vector holds the empty points' ranks, not the
//!   stones, so the engine's own feature extraction cannot be rerun on it; `random` writes
//!   check vectors whose ranks come from it.
//! - `random` writes a network with random weights (`.gvf`, or `.gvn` quantized), with
//!   check vectors on random positions (15×15 and 19×19, every rule) whose ranks the engine
//!   extracts: for tests and speed measurements.
//! - `speed` searches the benchmark games at the strongest level to a node budget (default
//!   200000 a position) without and with the network, and prints the nodes per second of
//!   each (the best of `--runs`, default five, after one to warm up); `--only` measures one
//!   of the two (for a count of instructions under callgrind, say).
//!
//! Exits 1 when a check fails, 2 on a bad command line or file.

use std::fs;
use std::process::exit;
use std::time::Instant;

use gobang_engine::ai::network::{CheckVector, FloatNetwork, GVF_MAGIC, Network, Sample};
use gobang_engine::ai::{BENCHMARK_GAMES, Level, Limits, Rng, network_points, think};
use gobang_engine::{Board, Game, Pos, Rule, Stone};

const USAGE: &str = "usage: network quantize IN.gvf OUT.gvn\n       network check FILE\n       \
                     network random OUT.gvf|OUT.gvn --seed N [--checks K]\n       \
                     network speed FILE [--nodes N] [--runs N] [--only with|without]";

/// How far the integer network's out may stray from the trainer's: 0.02 plus 2% of it.
fn tolerance(out: f64) -> f64 {
    0.02 + 0.02 * out.abs()
}

fn fail(message: &str) -> ! {
    eprintln!("{message}\n{USAGE}");
    exit(2)
}

fn read(file: &str) -> Vec<u8> {
    fs::read(file).unwrap_or_else(|e| fail(&format!("{file}: {e}")))
}

fn write(file: &str, bytes: &[u8]) {
    fs::write(file, bytes).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
    println!("wrote {file} ({} bytes)", bytes.len());
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |i: usize| args.get(i).map(String::as_str);
    let option = |name: &str| {
        let i = args.iter().position(|a| a == name)?;
        let value = args
            .get(i + 1)
            .unwrap_or_else(|| fail(&format!("{name} needs a value")));
        Some(
            value
                .parse::<u64>()
                .unwrap_or_else(|_| fail(&format!("{name} needs a number, not `{value}`"))),
        )
    };
    let ok = match (arg(0), arg(1), arg(2)) {
        (Some("quantize"), Some(input), Some(output)) => quantize(input, output),
        (Some("check"), Some(file), _) => check(file),
        (Some("random"), Some(output), _) => {
            let seed = option("--seed").unwrap_or_else(|| fail("random needs --seed N"));
            random(output, seed, option("--checks").unwrap_or(60) as usize);
            true
        }
        (Some("speed"), Some(file), _) => {
            let only = args
                .iter()
                .position(|a| a == "--only")
                .and_then(|i| args.get(i + 1));
            let runs = option("--runs").unwrap_or(5);
            speed(
                file,
                option("--nodes").unwrap_or(200_000),
                runs,
                only.map(String::as_str),
            );
            true
        }
        _ => fail("which command?"),
    };
    exit(if ok { 0 } else { 1 });
}

fn quantize(input: &str, output: &str) -> bool {
    let (float, checks) =
        FloatNetwork::from_gvf(&read(input)).unwrap_or_else(|e| fail(&format!("{input}: {e}")));
    let network = Network::quantize(&float).unwrap_or_else(|e| fail(&format!("{input}: {e}")));
    println!("scales (powers of two): {:?}", network.shifts());
    let ok = compare(Some(&float), &network, &checks, true);
    write(output, &network.to_gvn(&checks));
    ok
}

fn check(file: &str) -> bool {
    let bytes = read(file);
    let float = bytes.starts_with(GVF_MAGIC).then(|| {
        FloatNetwork::from_gvf(&bytes)
            .unwrap_or_else(|e| fail(&format!("{file}: {e}")))
            .0
    });
    let (network, checks) = Network::load(&bytes).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
    println!("scales (powers of two): {:?}", network.shifts());
    compare(float.as_ref(), &network, &checks, false)
}

/// Runs the check vectors through the float network (when there is one) and the integer
/// one, prints the errors against the trainer's outs, and says whether all are within
/// their tolerances.
fn compare(
    float: Option<&FloatNetwork>,
    network: &Network,
    checks: &[CheckVector],
    every: bool,
) -> bool {
    if checks.is_empty() {
        println!("no check vectors");
        return true;
    }
    if every {
        println!("check  trainer's out  engine float  engine integer");
    }
    let (mut float_worst, mut integer_worst, mut failed) = (0.0f64, 0.0f64, 0);
    for (i, check) in checks.iter().enumerate() {
        let ranks: Vec<[u16; 2]> = check.sample.ranks().collect();
        let to_move = usize::from(check.sample.to_move);
        let expected = f64::from(check.out);
        let exact = float.map(|f| f.out(to_move, &ranks));
        let integer = network.out_of(to_move, ranks);
        let float_error = exact.map_or(0.0, |e| (e - expected).abs());
        let integer_error = (integer - expected).abs();
        float_worst = float_worst.max(float_error);
        integer_worst = integer_worst.max(integer_error);
        if float_error > 1e-4 || integer_error > tolerance(expected) {
            failed += 1;
        }
        if every {
            let exact = exact.map_or("-".to_string(), |e| format!("{e:.5}"));
            println!("{i:5}  {expected:13.5}  {exact:>12}  {integer:14.5}");
        }
    }
    let float_worst = match float {
        Some(_) => format!("{float_worst:.2e}"),
        None => "- (no float network in the file)".to_string(),
    };
    println!(
        "{} check vectors: largest error {float_worst} (float), {integer_worst:.4} (integer, \
         in engine units {:.1}); {failed} outside the tolerances",
        checks.len(),
        integer_worst * 1198.0
    );
    failed == 0
}

fn random(output: &str, seed: u64, count: usize) {
    let mut rng = Rng::new(seed);
    let float = FloatNetwork::random(|| rng.unit());
    let rules = [Rule::Freestyle, Rule::Standard, Rule::Renju];
    let checks: Vec<CheckVector> = (0..count)
        .map(|i| {
            let (size, rule) = ([15, 19][i % 2], rules[i % 3]);
            let board = random_game(&mut rng, size);
            let to_move = board.stone_count() % 2;
            let sample = Sample {
                game: i as u32,
                rule: (i % 3) as u8,
                size: size as u8,
                to_move: to_move as u8,
                result: 1,
                score: i16::MIN,
                ply: board.stone_count() as u16,
                points: network_points(&board, rule),
            };
            let ranks: Vec<[u16; 2]> = sample.ranks().collect();
            let out = float.out(to_move, &ranks) as f32;
            CheckVector { sample, out }
        })
        .collect();
    if output.ends_with(".gvn") {
        let network = Network::quantize(&float).unwrap_or_else(|e| fail(&e.to_string()));
        write(output, &network.to_gvn(&checks));
    } else {
        write(output, &float.to_gvf(&checks));
    }
}

/// A board after up to 60 random moves, each within two points of a stone already played.
fn random_game(rng: &mut Rng, size: usize) -> Board {
    let mut board = Board::new(size).unwrap_or_else(|e| fail(&e.to_string()));
    let mut stone = Stone::Black;
    let near = |board: &Board, pos: Pos| {
        (-2..=2).any(|dr| {
            (-2..=2).any(|dc| {
                pos.offset(dr, dc, 1, size)
                    .is_some_and(|q| board.get(q).is_some())
            })
        })
    };
    for _ in 0..rng.below(61) {
        let choices: Vec<Pos> = if board.stone_count() == 0 {
            vec![Pos::center(size)]
        } else {
            board.empty_points().filter(|&p| near(&board, p)).collect()
        };
        let pos = choices[rng.below(choices.len() as u64) as usize];
        board.place(pos, stone);
        stone = !stone;
    }
    board
}

/// Nodes per second of the strongest level on the benchmark games at `nodes` a position,
/// without and with the network in `file`.
fn speed(file: &str, nodes: u64, runs: u64, only: Option<&str>) {
    let (network, _) = Network::load(&read(file)).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
    let games: Vec<Game> = BENCHMARK_GAMES
        .iter()
        .map(|moves| {
            let mut game = Game::new();
            for text in moves.split_whitespace() {
                game.play(Pos::parse(text, 19).unwrap_or_else(|_| fail("a benchmark move")));
            }
            game
        })
        .collect();
    let both = [("without", None), ("with", Some(&network))];
    for (name, with) in both
        .into_iter()
        .filter(|(name, _)| only.is_none_or(|o| o == *name))
    {
        let run = || {
            let mut searched = 0;
            for game in &games {
                let limits = Limits {
                    nodes: Some(nodes),
                    network: with,
                    ..Limits::default()
                };
                let (board, to_move) = (game.board(), game.to_move());
                let thought = think(board, to_move, Rule::Freestyle, Level::STRONGEST, limits);
                searched += thought.map_or(0, |t| t.nodes);
            }
            searched
        };
        run();
        let mut best = f64::INFINITY;
        let mut searched = 0;
        for _ in 0..runs {
            let started = Instant::now();
            searched = run();
            best = best.min(started.elapsed().as_secs_f64());
        }
        println!(
            "{name} the network: {searched} nodes in {:.1} ms: {:.0} nodes/s",
            best * 1e3,
            searched as f64 / best
        );
    }
}
