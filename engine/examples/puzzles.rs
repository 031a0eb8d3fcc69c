//! Mines the shipped puzzle set from self-play: the levels play each other under every
//! rule on 15×15 and 19×19 from seeded random openings, every position of every game is
//! read by the solver, and the positions where the side to move has a proved forced win
//! whose first move is the only one (every other first move disproved) are kept (see
//! `keep` below and docs/puzzles.md).
//!
//! ```text
//! cargo run --release -p gobang-engine --example puzzles -- [--seed N] [--per-set N]
//!     [--threads N] [--out assets/puzzles.txt]
//! ```
//!
//! The same seed and `--per-set` give the same file, whatever the number of threads: games
//! are played in fixed batches and their finds taken in game order.

#[path = "shared/opening.rs"]
mod opening;

use std::collections::HashSet;
use std::time::Instant;

use gobang_engine::ai::solver::{
    Kind, Proof, Solver, Space, five_points, prove, solve, threat_moves,
};
use gobang_engine::ai::{Level, Limits, Rng, think};
use gobang_engine::puzzle::{OTHER_NODES, PROOF_NODES, Puzzle, estimate};
use gobang_engine::{Game, Rule, Stone};

/// Nodes for a first look for a win by threes and fours in every position.
const SCAN_NODES: u64 = 15_000;
/// Nodes for a first look at each other first move of a find, for a win by threats.
const QUICK_NODES: u64 = 20_000;
/// Nodes each level gets when it is asked to find a puzzle's first move.
const FINDER_NODES: u64 = 30_000;
/// The levels that play the games: weak enough to let wins arise and be missed.
const PLAYERS: [Level; 5] = [
    Level::Beginner,
    Level::Easy,
    Level::Intermediate,
    Level::Advanced,
    Level::Expert,
];
/// The levels asked to find each puzzle's first move: each that does makes it easier.
const FINDERS: [Level; 4] = [
    Level::Easy,
    Level::Intermediate,
    Level::Advanced,
    Level::Expert,
];
/// Games played between two looks at the quotas.
const BATCH: usize = 8;
/// The most games for one set before it gives up on its quotas.
const MOST_GAMES: usize = 4_000;
/// The share of a set that are wins by threes and fours.
const VCT_SHARE: f64 = 0.35;

struct Options {
    seed: u64,
    per_set: usize,
    threads: usize,
    out: String,
}

fn options() -> Options {
    let mut options = Options {
        seed: 20_261_206,
        per_set: 180,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        out: "assets/puzzles.txt".into(),
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).map(String::as_str).unwrap_or("");
        let number = || value.parse::<u64>().unwrap_or_else(|_| usage(&pair[0]));
        match pair[0].as_str() {
            "--seed" => options.seed = number(),
            "--per-set" => options.per_set = number() as usize,
            "--threads" => options.threads = number().max(1) as usize,
            "--out" => options.out = value.to_owned(),
            other => usage(other),
        }
    }
    options
}

fn usage(what: &str) -> ! {
    eprintln!(
        "puzzles: bad argument `{what}`\nusage: puzzles [--seed N] [--per-set N] [--threads N] [--out FILE]"
    );
    std::process::exit(2)
}

/// A position with a forced win found in a game, before it is judged.
struct Find {
    game: Game,
    kind: Kind,
}

/// What one set (a rule on a board size) came to.
#[derive(Default)]
struct Tally {
    games: usize,
    positions: usize,
    wins: usize,
    judged: usize,
    /// Judged finds dropped because another first move wins too.
    other_wins: usize,
    /// Judged finds dropped because a first move could be neither proved nor disproved.
    unknown: usize,
    kept: usize,
}

impl Tally {
    fn add(&mut self, other: &Tally) {
        self.games += other.games;
        self.positions += other.positions;
        self.wins += other.wins;
        self.judged += other.judged;
        self.other_wins += other.other_wins;
        self.unknown += other.unknown;
        self.kept += other.kept;
    }
}

/// Why a judged find is not a puzzle.
enum Dropped {
    /// Another first move wins too.
    OtherWin,
    /// A first move (or the win itself) could be neither proved nor disproved.
    Unknown,
}

fn main() {
    let options = options();
    let started = Instant::now();
    let mut lines = Vec::new();
    let mut total = Tally::default();
    let only = std::env::var("PUZZLES_ONLY").unwrap_or_default();
    for rule in Rule::ALL {
        for size in [15, 19] {
            if !only.is_empty() && only != format!("{rule}{size}") {
                continue;
            }
            let (puzzles, tally) = mine_set(&options, rule, size);
            eprintln!(
                "{rule} {size}x{size}: {} puzzles ({} vcf, {} vct) from {} games, {} positions read, {} wins found, {} judged, {} dropped for another win, {} as unknown ({:.0} s so far)",
                puzzles.len(),
                puzzles.iter().filter(|p| p.kind == Kind::Vcf).count(),
                puzzles.iter().filter(|p| p.kind == Kind::Vct).count(),
                tally.games,
                tally.positions,
                tally.wins,
                tally.judged,
                tally.other_wins,
                tally.unknown,
                started.elapsed().as_secs_f64()
            );
            total.add(&tally);
            lines.extend(puzzles.iter().map(Puzzle::line));
        }
    }
    let header = format!(
        "# Gobang puzzles: forced wins from the levels' self-play, proved by the engine's solver, every other move disproved.\n\
         # Generated by `cargo run --release -p gobang-engine --example puzzles -- --seed {} --per-set {}`; do not edit.\n\
         # {} puzzles from {} games: {} positions read, {} forced wins found, {} judged: {} dropped for another winning first move, {} as unknown, {} kept.\n\
         # ID RULE SIZE KIND RATING POSITION SOLUTION\n",
        options.seed,
        options.per_set,
        lines.len(),
        total.games,
        total.positions,
        total.wins,
        total.judged,
        total.other_wins,
        total.unknown,
        total.kept
    );
    let text = header + &lines.join("\n") + "\n";
    if let Err(e) = std::fs::write(&options.out, text) {
        eprintln!("puzzles: cannot write {}: {e}", options.out);
        std::process::exit(1);
    }
    eprintln!(
        "wrote {} puzzles to {} in {:.0} s; of {} finds judged, {} ({:.1}%) dropped for another winning first move, {} ({:.1}%) as unknown",
        lines.len(),
        options.out,
        started.elapsed().as_secs_f64(),
        total.judged,
        total.other_wins,
        100.0 * total.other_wins as f64 / total.judged.max(1) as f64,
        total.unknown,
        100.0 * total.unknown as f64 / total.judged.max(1) as f64,
    );
}

/// The puzzles of one rule and board size, up to `per_set`, with the set's tally.
fn mine_set(options: &Options, rule: Rule, size: usize) -> (Vec<Puzzle>, Tally) {
    let vct_quota = (options.per_set as f64 * VCT_SHARE).round() as usize;
    let vcf_quota = options.per_set - vct_quota;
    let mut tally = Tally::default();
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut seen = HashSet::new();
    let count = |puzzles: &[Puzzle], kind| puzzles.iter().filter(|p| p.kind == kind).count();
    while tally.games < MOST_GAMES
        && (count(&puzzles, Kind::Vcf) < vcf_quota || count(&puzzles, Kind::Vct) < vct_quota)
    {
        let first = tally.games;
        let batch: Vec<(usize, Vec<Find>)> = run_batch(options, rule, size, first);
        tally.games += BATCH;
        if std::env::var_os("PUZZLES_PROGRESS").is_some() {
            eprintln!(
                "  {rule} {size}: {} games, {} wins, {} judged, {} kept, {} other wins, {} unknown so far",
                tally.games, tally.wins, tally.judged, tally.kept, tally.other_wins, tally.unknown
            );
        }
        // Every find that may be judged, judged ahead on every thread; the quotas are then
        // applied in game order, so the set is the same whatever the number of threads.
        let open = |kind| match kind {
            Kind::Vcf => count(&puzzles, Kind::Vcf) < vcf_quota,
            Kind::Vct => count(&puzzles, Kind::Vct) < vct_quota,
        };
        let ahead: Vec<&Find> = batch
            .iter()
            .flat_map(|(_, finds)| finds)
            .filter(|find| open(find.kind) && !seen.contains(find.game.moves()))
            .collect();
        let mut verdicts = keep_all(options, &ahead).into_iter();
        let mut judged_ahead = ahead.into_iter().map(|find| find as *const Find);
        let mut verdict_of = |find: &Find| {
            // (The finds judged ahead come in this same order.)
            for next in judged_ahead.by_ref() {
                let verdict = verdicts.next().expect("one verdict a find");
                if std::ptr::eq(next, find) {
                    return verdict;
                }
            }
            keep(find)
        };
        for (positions, finds) in &batch {
            tally.positions += positions;
            tally.wins += finds.len();
            for find in finds {
                let quota = match find.kind {
                    Kind::Vcf => vcf_quota,
                    Kind::Vct => vct_quota,
                };
                if count(&puzzles, find.kind) >= quota || !seen.insert(find.game.moves().to_vec()) {
                    continue;
                }
                tally.judged += 1;
                match verdict_of(find) {
                    Ok(mut puzzle) => {
                        tally.kept += 1;
                        let letter = &rule.name()[..1];
                        puzzle.id = format!("{letter}{size}p{:04}", puzzles.len() + 1);
                        puzzles.push(puzzle);
                    }
                    Err(Dropped::OtherWin) => tally.other_wins += 1,
                    Err(Dropped::Unknown) => tally.unknown += 1,
                }
            }
        }
    }
    (puzzles, tally)
}

/// [`keep`] for each of `finds`, spread over the threads, in their order.
fn keep_all(options: &Options, finds: &[&Find]) -> Vec<Result<Puzzle, Dropped>> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut verdicts: Vec<Option<Result<Puzzle, Dropped>>> = finds.iter().map(|_| None).collect();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..options.threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(find) = finds.get(i) else {
                            return done;
                        };
                        done.push((i, keep(find)));
                    }
                })
            })
            .collect();
        for worker in workers {
            for (i, verdict) in worker.join().expect("a judging thread") {
                verdicts[i] = Some(verdict);
            }
        }
    });
    verdicts
        .into_iter()
        .map(|v| v.expect("every find judged"))
        .collect()
}

/// Plays `BATCH` games from game number `first` on, spread over the threads; each game's
/// positions read and its finds, in game order.
fn run_batch(options: &Options, rule: Rule, size: usize, first: usize) -> Vec<(usize, Vec<Find>)> {
    let seeds: Vec<u64> = (first..first + BATCH)
        .map(|n| game_seed(options.seed, rule, size, n))
        .collect();
    let mut results: Vec<Option<(usize, Vec<Find>)>> = (0..BATCH).map(|_| None).collect();
    std::thread::scope(|scope| {
        let chunk = BATCH.div_ceil(options.threads);
        for (seeds, results) in seeds.chunks(chunk).zip(results.chunks_mut(chunk)) {
            scope.spawn(move || {
                for (seed, result) in seeds.iter().zip(results.iter_mut()) {
                    *result = Some(play_and_read(*seed, rule, size));
                }
            });
        }
    });
    results.into_iter().flatten().collect()
}

fn game_seed(seed: u64, rule: Rule, size: usize, n: usize) -> u64 {
    let mut rng = Rng::new(seed ^ ((rule as u64) << 40) ^ ((size as u64) << 32) ^ n as u64);
    rng.next_u64()
}

/// Plays one game between two levels drawn from the seed, reading every position for a
/// forced win of the side to move: the number of positions read, and the finds (the first
/// position of each run in which a side has a win).
fn play_and_read(seed: u64, rule: Rule, size: usize) -> (usize, Vec<Find>) {
    let mut rng = Rng::new(seed);
    let black = PLAYERS[rng.below(PLAYERS.len() as u64) as usize];
    let white = PLAYERS[rng.below(PLAYERS.len() as u64) as usize];
    let start = opening::opening(&mut rng, size, rule, Level::Advanced, Some(20_000));
    let mut game = Game::with_rule(size, rule).expect("a supported size");
    for pos in start {
        game.play(pos);
    }
    let mut finds = Vec::new();
    let mut positions = 0;
    let mut winning = [false, false];
    while !game.is_over() {
        let me = game.to_move();
        positions += 1;
        let side = usize::from(me == Stone::White);
        let found = read(&game);
        if let Some(find) = found {
            if !winning[side] {
                finds.push(find);
            }
            winning[side] = true;
        } else {
            winning[side] = false;
        }
        let level = if me == Stone::Black { black } else { white };
        let limits = Limits {
            nodes: Some(20_000),
            seed,
            ..Limits::default()
        };
        let Some(thought) = think(game.board(), me, rule, level, limits) else {
            break;
        };
        game.play(thought.best);
    }
    (positions, finds)
}

/// The forced win of the side to move, if it makes a puzzle's start: no five or four of
/// either side on the board to be made or blocked now, and a proved win by fours, or else
/// (no win by fours, disproved) by threes and fours, that takes at least two of the
/// attacker's moves.
fn read(game: &Game) -> Option<Find> {
    let me = game.to_move();
    if game.moves().len() < 6
        || !five_points(game, me).is_empty()
        || !five_points(game, !me).is_empty()
    {
        return None;
    }
    let (kind, solution) = match prove(game, Space::Fours, PROOF_NODES) {
        Proof::ProvedWin { line } => (Kind::Vcf, line),
        // Most positions have no win: a small search first; a win it misses is left.
        Proof::Disproved => match prove(game, Space::Threats, SCAN_NODES) {
            Proof::ProvedWin { line } => (Kind::Vct, line),
            _ => return None,
        },
        Proof::Unknown => return None,
    };
    (solution.len() >= 3).then(|| Find {
        game: game.clone(),
        kind,
    })
}

/// The find as a puzzle (its ID still to give), rated, if its first move is the only one
/// that wins: the win proved again at the tests' budget (its line is the one shipped),
/// and every other legal move disproved in the widest threat space (fives, fours, threes,
/// quiet moves that threaten a short win by fours, and after any other move the
/// defender's free reply): [`Solver::another_win`]. Otherwise why not.
fn keep(find: &Find) -> Result<Puzzle, Dropped> {
    let game = &find.game;
    let solution = solve(game, find.kind, PROOF_NODES).ok_or(Dropped::Unknown)?;
    let first = *solution.first().ok_or(Dropped::Unknown)?;
    // Most finds have another winning first move (the same fours in another order): a
    // quick look by threats finds most of them before the full judgement.
    let mut quick = Solver::new(Space::Threats);
    for candidate in quick.first_moves(game) {
        if candidate != first
            && quick
                .prove_move(game, candidate, QUICK_NODES)
                .is_ok_and(|proof| proof.is_win())
        {
            return Err(Dropped::OtherWin);
        }
    }
    // Every other legal move: disproved, or the find is dropped.
    let mut solver = Solver::new(Space::Quiet);
    match solver.another_win(game, first, OTHER_NODES) {
        Some((_, Proof::ProvedWin { .. })) => return Err(Dropped::OtherWin),
        Some(_) => return Err(Dropped::Unknown),
        None => {}
    }
    let me = game.to_move();
    let mut after = game.clone();
    after.play(first);
    let quiet = five_points(&after, me).is_empty();
    let candidates = threat_moves(game).len();
    let found_by = FINDERS
        .iter()
        .filter(|&&level| {
            let limits = Limits {
                nodes: Some(FINDER_NODES),
                seed: 1,
                ..Limits::default()
            };
            think(game.board(), me, game.rule(), level, limits).is_some_and(|t| t.best == first)
        })
        .count() as i32;
    let length = solution.len().div_ceil(2);
    let rating = estimate(find.kind, length, candidates, quiet) + 200 - 100 * found_by;
    let puzzle = Puzzle {
        id: "x".into(),
        rule: game.rule(),
        size: game.board().size(),
        kind: find.kind,
        rating,
        position: game.moves().to_vec(),
        solution,
    };
    // The line must read back as it was written: the set's own check.
    puzzle.line().parse().map_err(|_| Dropped::Unknown)
}
