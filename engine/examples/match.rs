//! Plays two levels against each other from random balanced openings, each opening twice
//! with the colours swapped, and reports the results and move times.
//!
//! ```sh
//! cargo run --release -p gobang-engine --example match -- hard classic --games 200
//! ```
//!
//! Options: `--games N` (even; default 100), `--threads N` (default 2), `--seed N`,
//! `--nodes-a N` / `--nodes-b N` (node budgets), `--ms-a N` / `--ms-b N` (time budgets per
//! move, in milliseconds), `--size N` (default 19), `--rule freestyle|standard|renju`.

use std::env;
use std::process::exit;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use gobang_engine::ai::{Level, Limits, think};
use gobang_engine::{Board, Game, GameStatus, Pos, Rule, Stone};

#[derive(Clone, Copy)]
struct Player {
    level: Level,
    nodes: Option<u64>,
    time: Option<Duration>,
}

impl Player {
    fn play(&self, game: &Game) -> (Pos, Duration, u64) {
        let started = Instant::now();
        // Stop a little early, so that the move is played within the budget.
        let deadline = self
            .time
            .map(|t| started + t.mul_f64(0.95).saturating_sub(Duration::from_millis(5)));
        let stop = move || deadline.is_some_and(|d| Instant::now() >= d);
        let limits = Limits {
            nodes: self.nodes,
            stop: Some(&stop),
            ..Limits::default()
        };
        let thought = think(
            game.board(),
            game.to_move(),
            game.rule(),
            self.level,
            limits,
        )
        .expect("a move on a board that is not full");
        (thought.best, started.elapsed(), thought.nodes)
    }
}

#[derive(Default)]
struct Tally {
    a_wins: u32,
    b_wins: u32,
    draws: u32,
    a_black_wins: u32,
    b_black_wins: u32,
    times: [Vec<Duration>; 2],
    nodes: [u64; 2],
    lengths: Vec<usize>,
}

/// A small deterministic random number generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A random opening of 3 stones near the centre that the Medium level judges balanced.
fn opening(rng: &mut Rng, size: usize, rule: Rule) -> Vec<Pos> {
    loop {
        let centre = size / 2;
        let mut game = Game::with_rule(size, rule).expect("a supported size");
        let mut moves = Vec::new();
        while moves.len() < 3 {
            let pos = Pos::new(centre + rng.below(5) - 2, centre + rng.below(5) - 2)
                .expect("on the board");
            if game.try_play(pos).is_ok() {
                moves.push(pos);
            }
        }
        let judged = think(
            game.board(),
            game.to_move(),
            rule,
            Level::Medium,
            Limits::default(),
        )
        .expect("a move");
        if judged.score.abs() < 400 {
            return moves;
        }
    }
}

fn play_game(
    opening: &[Pos],
    size: usize,
    rule: Rule,
    black: Player,
    white: Player,
) -> (GameStatus, Vec<(usize, Duration, u64)>, usize) {
    let mut game = Game::with_rule(size, rule).expect("a supported size");
    for &pos in opening {
        game.play(pos);
    }
    let mut log = Vec::new();
    while !game.is_over() {
        let side = usize::from(game.to_move() == Stone::White);
        let player = if side == 0 { black } else { white };
        let (pos, time, nodes) = player.play(&game);
        if let Err(e) = game.try_play(pos) {
            eprintln!("{} played an illegal move {pos:?}: {e}", player.level);
            exit(1);
        }
        log.push((side, time, nodes));
    }
    (game.status(), log, game.moves().len())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn main() {
    let args: Vec<String> = env::args().skip(1).collect();
    let usage = "usage: match LEVEL_A LEVEL_B [--games N] [--threads N] [--seed N] [--nodes-a N] [--nodes-b N] [--ms-a N] [--ms-b N] [--size N] [--rule R]";
    let (Some(a), Some(b)) = (args.first(), args.get(1)) else {
        eprintln!("{usage}");
        exit(2);
    };
    let parse_level = |s: &str| {
        s.parse::<Level>().unwrap_or_else(|e| {
            eprintln!("{e}");
            exit(2)
        })
    };
    let option = |name: &str| -> Option<u64> {
        let i = args.iter().position(|a| a == name)?;
        match args.get(i + 1).and_then(|v| v.parse().ok()) {
            Some(v) => Some(v),
            None => {
                eprintln!("{name} needs a number\n{usage}");
                exit(2)
            }
        }
    };
    let player = |level: &str, nodes: &str, ms: &str| Player {
        level: parse_level(level),
        nodes: option(nodes),
        time: option(ms).map(Duration::from_millis),
    };
    let pa = player(a, "--nodes-a", "--ms-a");
    let pb = player(b, "--nodes-b", "--ms-b");
    let games = option("--games").unwrap_or(100).max(2) as usize / 2 * 2;
    let threads = option("--threads").unwrap_or(2).max(1) as usize;
    let size = option("--size").unwrap_or(19) as usize;
    let rule: Rule = match args.iter().position(|a| a == "--rule") {
        Some(i) => args
            .get(i + 1)
            .and_then(|r| r.parse().ok())
            .unwrap_or_else(|| {
                eprintln!("--rule needs freestyle, standard or renju\n{usage}");
                exit(2)
            }),
        None => Rule::Freestyle,
    };
    if Board::new(size).is_err() {
        eprintln!("unsupported size {size}");
        exit(2);
    }
    let mut rng = Rng(option("--seed").unwrap_or(1));
    let openings: Vec<Vec<Pos>> = (0..games / 2)
        .map(|_| opening(&mut rng, size, rule))
        .collect();

    let tally = Mutex::new(Tally::default());
    let next = Mutex::new(0usize);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = {
                        let mut n = next.lock().expect("lock");
                        let i = *n;
                        *n += 1;
                        i
                    };
                    if i >= games {
                        break;
                    }
                    let a_black = i % 2 == 0;
                    let (black, white) = if a_black { (pa, pb) } else { (pb, pa) };
                    let (status, log, length) =
                        play_game(&openings[i / 2], size, rule, black, white);
                    let mut t = tally.lock().expect("lock");
                    match status {
                        GameStatus::Won { winner, .. } => {
                            let a_won = (winner == Stone::Black) == a_black;
                            if a_won {
                                t.a_wins += 1;
                            } else {
                                t.b_wins += 1;
                            }
                            if winner == Stone::Black {
                                if a_black {
                                    t.a_black_wins += 1;
                                } else {
                                    t.b_black_wins += 1;
                                }
                            }
                        }
                        _ => t.draws += 1,
                    }
                    for (side, time, nodes) in log {
                        // side 0 is black: map it to player A or B.
                        let who = usize::from((side == 0) != a_black);
                        t.times[who].push(time);
                        t.nodes[who] += nodes;
                    }
                    t.lengths.push(length);
                    let done = t.a_wins + t.b_wins + t.draws;
                    eprint!(
                        "\r{done}/{games} games: {a} {}, {b} {}, draws {}   ",
                        t.a_wins, t.b_wins, t.draws
                    );
                }
            });
        }
    });
    eprintln!();
    let mut t = tally.into_inner().expect("lock");
    let total = (t.a_wins + t.b_wins + t.draws) as f64;
    println!(
        "{a} vs {b}: {games} games ({} openings, colours swapped), size {size}, {rule}, {:.0} s",
        games / 2,
        started.elapsed().as_secs_f64()
    );
    println!(
        "  {a}: {} wins ({:.1}%), {b}: {} wins ({:.1}%), draws: {}",
        t.a_wins,
        100.0 * f64::from(t.a_wins) / total,
        t.b_wins,
        100.0 * f64::from(t.b_wins) / total,
        t.draws
    );
    println!(
        "  wins with black: {a} {}, {b} {}",
        t.a_black_wins, t.b_black_wins
    );
    t.lengths.sort_unstable();
    println!(
        "  game length (moves): median {}",
        t.lengths[t.lengths.len() / 2]
    );
    for (who, name) in [(0, a), (1, b)] {
        let times = &mut t.times[who];
        times.sort_unstable();
        println!(
            "  {name} move time: median {:.1} ms, p95 {:.1} ms, max {:.1} ms over {} moves; {:.0} nodes/move",
            percentile(times, 0.5).as_secs_f64() * 1e3,
            percentile(times, 0.95).as_secs_f64() * 1e3,
            times.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
            times.len(),
            t.nodes[who] as f64 / times.len().max(1) as f64,
        );
    }
}
