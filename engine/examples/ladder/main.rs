//! The level ladder: a round-robin of every level against every other from balanced
//! openings, each opening played twice with the colours swapped, at the budgets the page
//! uses (node budgets, and the strongest level's clock); then a Bradley–Terry fit of their
//! Elo by maximum likelihood with Classic at 0 and 95% bootstrap intervals.
//!
//! ```sh
//! cargo run --release -p gobang-engine --example ladder -- --write
//! ```
//!
//! Neighbours on the ladder play the most games, since their step is what the ladder is
//! about; levels further apart play fewer (their results are near 100% and tell little).
//! The games are written as records to `target/ladder/games.txt`, the tables to
//! `target/ladder/report.md`; `--write` also puts the fitted Elo into the engine
//! (`engine/src/ai/levels/ladder.rs`, which the page's level menu shows) and the table in
//! docs/strength.md.
//!
//! Options: `--write`; `--threads N` (default 1); `--seed N` (openings and the levels'
//! chances, default 1); `--scale F` (every pair's games times F); `--levels a,b,…` (only
//! these); `--neighbours` (only neighbouring pairs); `--size N`; `--rule R`;
//! `--no-network` (the strongest level with its fitted weights instead of the shipped value
//! network, `assets/network.gvn`, that it plays with on the page and in the brain).

mod fit;
#[path = "../shared/network.rs"]
mod network;
#[path = "../shared/opening.rs"]
mod opening;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::exit;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use gobang_engine::ai::network::Network;
use gobang_engine::ai::{Budget, CLOCK_MS, Level, Limits, Rng, think};
use gobang_engine::{Game, GameStatus, Pos, Rule, Stone};
use opening::opening;

use fit::{Fit, Results, expected};

/// Games for a pair of levels `distance` rungs apart, the stronger of which is `stronger`
/// (an even number: openings are played twice). Neighbours play the most, since their
/// step is what the ladder is about: 160 games pin a step to about ±55 Elo, and the
/// clocked level's 120 (its games cost the most: [`CLOCK_MS`] of CPU a move, ten seconds
/// or so a game) to about ±75. Levels further apart play a few (their results are near
/// 100% and tell little), fewer the dearer their games. The whole ladder takes about half
/// an hour on one core.
fn games_for(stronger: Level, distance: usize) -> usize {
    match (stronger.budget(), distance) {
        (Budget::Clock(_), 1) => 120,
        (Budget::Clock(_), _) => 2,
        (_, 1) => 160,
        (Budget::Nodes(nodes), _) if nodes >= 10_000 => 4,
        (_, 2) => 20,
        _ => 4,
    }
}

/// Bootstrap resamplings for the intervals.
const SAMPLES: usize = 2000;

struct Options {
    write: bool,
    threads: usize,
    seed: u64,
    scale: f64,
    levels: Vec<Level>,
    neighbours: bool,
    size: usize,
    rule: Rule,
    /// The network of the levels that use one ([`Level::uses_network`]).
    network: Option<Network>,
}

fn options() -> Options {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: ladder [--write] [--threads N] [--seed N] [--scale F] [--levels a,b,…] [--neighbours] [--size N] [--rule R] [--no-network]";
    let fail = |message: String| -> ! {
        eprintln!("{message}\n{usage}");
        exit(2)
    };
    let mut options = Options {
        write: false,
        threads: 1,
        seed: 1,
        scale: 1.0,
        levels: Level::ALL.to_vec(),
        neighbours: false,
        size: 19,
        rule: Rule::Freestyle,
        network: Some(network::shipped()),
    };
    let mut words = args.iter();
    while let Some(flag) = words.next() {
        let mut value = || {
            words
                .next()
                .cloned()
                .unwrap_or_else(|| fail(format!("{flag} needs a value")))
        };
        let number = |text: String| -> f64 {
            text.parse()
                .unwrap_or_else(|_| fail(format!("{flag}: `{text}` is not a number")))
        };
        match flag.as_str() {
            "--write" => options.write = true,
            "--neighbours" => options.neighbours = true,
            "--no-network" => options.network = None,
            "--threads" => options.threads = (number(value()) as usize).max(1),
            "--seed" => options.seed = number(value()) as u64,
            "--scale" => options.scale = number(value()),
            "--size" => options.size = number(value()) as usize,
            "--rule" => {
                let text = value();
                options.rule = text.parse().unwrap_or_else(|e| fail(format!("{e}")));
            }
            "--levels" => {
                let mut levels: Vec<Level> = value()
                    .split(',')
                    .map(|name| name.parse().unwrap_or_else(|e| fail(format!("{e}"))))
                    .collect();
                levels.sort();
                levels.dedup();
                options.levels = levels;
            }
            _ => fail(format!("unknown option `{flag}`")),
        }
    }
    if options.levels.len() < 2 {
        fail("the ladder needs two levels or more".into());
    }
    if Game::with_rule(options.size, options.rule).is_err() {
        fail(format!("unsupported size {}", options.size));
    }
    let everything = options.levels == Level::ALL
        && !options.neighbours
        && options.scale == 1.0
        && options.size == 19
        && options.rule == Rule::Freestyle
        && options.network.is_some();
    if options.write && !everything {
        fail("--write takes the whole ladder at its default games, size, rule and network".into());
    }
    options
}

/// One game to play: the two levels (indices into the ladder), the opening, the seed.
#[derive(Clone, Copy)]
struct Pairing {
    black: usize,
    white: usize,
    opening: usize,
    seed: u64,
}

/// What a game came to.
struct Played {
    pairing: Pairing,
    game: Game,
    /// Per move: the mover's ladder index, its time and nodes.
    moves: Vec<(usize, Duration, u64)>,
}

fn play(pairing: Pairing, options: &Options, opening: &[Pos]) -> Played {
    let (levels, size, rule) = (&options.levels, options.size, options.rule);
    let mut game = Game::with_rule(size, rule).expect("a supported size");
    for &pos in opening {
        game.play(pos);
    }
    let mut moves = Vec::new();
    while !game.is_over() {
        let who = match game.to_move() {
            Stone::Black => pairing.black,
            Stone::White => pairing.white,
        };
        let level = levels[who];
        let started = Instant::now();
        let clock = Clock::start();
        let time = Duration::from_millis(u64::from(CLOCK_MS));
        let stop = move || clock.elapsed() >= time;
        let spent = move || clock.elapsed().as_secs_f64() / time.as_secs_f64();
        // The clocked level thinks for its clock, as in the page's worker; the others
        // search their node budgets to the end (the page's clock is only a safety net
        // for slow devices), so that their games are the same on any machine, however
        // busy.
        let mut limits = match level.budget() {
            Budget::Clock(_) => level.with_clock(&stop, &spent, pairing.seed),
            Budget::Look | Budget::Nodes(_) => Limits {
                seed: pairing.seed,
                ..Limits::default()
            },
        };
        limits.network = options.network.as_ref().filter(|_| level.uses_network());
        let thought = think(game.board(), game.to_move(), rule, level, limits)
            .expect("a move on a board that is not full");
        let time = started.elapsed();
        if let Err(e) = game.try_play(thought.best) {
            eprintln!("{level} played an illegal move {:?}: {e}", thought.best);
            exit(1);
        }
        moves.push((who, time, thought.nodes));
    }
    Played {
        pairing,
        game,
        moves,
    }
}

/// The clocked level's clock: the time its thread has spent on a CPU, where Linux says
/// (`/proc/thread-self/schedstat`), so that other work on a busy machine does not shorten
/// it and the level plays as on a quiet one, as a player's device is; elsewhere, the wall
/// clock.
#[derive(Clone, Copy)]
enum Clock {
    Cpu(Duration),
    Wall(Instant),
}

impl Clock {
    fn start() -> Clock {
        cpu_time().map_or_else(|| Clock::Wall(Instant::now()), Clock::Cpu)
    }

    fn elapsed(self) -> Duration {
        match self {
            Clock::Cpu(start) => cpu_time().unwrap_or(start).saturating_sub(start),
            Clock::Wall(start) => start.elapsed(),
        }
    }
}

/// The time this thread has spent running, in nanoseconds: the first field of its
/// schedstat.
fn cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

fn schedule(options: &Options) -> (Vec<Pairing>, usize) {
    let n = options.levels.len();
    let mut rng = Rng::new(options.seed ^ 0x6C61_6464_6572);
    let mut pairings = Vec::new();
    let mut openings_needed = 0;
    for i in 0..n {
        for j in i + 1..n {
            let distance = j - i;
            if options.neighbours && distance > 1 {
                continue;
            }
            let stronger = options.levels[j];
            let games = ((games_for(stronger, distance) as f64 * options.scale / 2.0).round()
                as usize)
                .max(1);
            openings_needed = openings_needed.max(games);
            for opening in 0..games {
                for (black, white) in [(i, j), (j, i)] {
                    pairings.push(Pairing {
                        black,
                        white,
                        opening,
                        seed: rng.next_u64() >> 32,
                    });
                }
            }
        }
    }
    (pairings, openings_needed)
}

/// Per level: moves, time and nodes, for the report.
#[derive(Clone, Default)]
struct Effort {
    times: Vec<Duration>,
    nodes: u64,
}

/// Plays the ladder the options ask for and writes what it measured.
fn main() {
    let options = options();
    let (pairings, openings_needed) = schedule(&options);
    let openings = openings(&options, openings_needed);
    eprintln!(
        "{} games among {} levels ({} openings), {} threads",
        pairings.len(),
        options.levels.len(),
        openings.len(),
        options.threads
    );
    let round = play_round_robin(&options, &pairings, &openings);
    let (results, mut effort) = tally(&round.played, options.levels.len());
    write_outputs(&options, &round, &results, &mut effort);
}

/// The balanced openings the schedule needs, drawn from the seed.
fn openings(options: &Options, needed: usize) -> Vec<Vec<Pos>> {
    let mut rng = Rng::new(options.seed);
    (0..needed)
        // The full search on a small budget judges whether an opening is balanced.
        .map(|_| {
            opening(
                &mut rng,
                options.size,
                options.rule,
                Level::STRONGEST,
                Some(6_000),
            )
        })
        .collect()
}

/// What the round robin came to: its games in the schedule's order, the time they took
/// and the load average before and after.
struct RoundRobin {
    played: Vec<Played>,
    elapsed: Duration,
    load: (Option<f64>, Option<f64>),
}

/// Plays every pairing on `options.threads` threads, each taking the next unplayed one,
/// with about a hundred progress lines on standard error.
fn play_round_robin(options: &Options, pairings: &[Pairing], openings: &[Vec<Pos>]) -> RoundRobin {
    let load_before = load_average();
    let started = Instant::now();
    let next = Mutex::new(0usize);
    let played = Mutex::new(Vec::with_capacity(pairings.len()));
    std::thread::scope(|scope| {
        for _ in 0..options.threads {
            scope.spawn(|| {
                loop {
                    let i = {
                        let mut next = next.lock().expect("lock");
                        *next += 1;
                        *next - 1
                    };
                    let Some(&pairing) = pairings.get(i) else {
                        break;
                    };
                    let opening = &openings[pairing.opening];
                    let game = play(pairing, options, opening);
                    let mut played = played.lock().expect("lock");
                    played.push(game);
                    // About a hundred progress lines in all.
                    if played.len() % pairings.len().div_ceil(100) == 0 {
                        let minutes = started.elapsed().as_secs_f64() / 60.0;
                        eprint!(
                            "\r{}/{} games, {minutes:.1} min   ",
                            played.len(),
                            pairings.len()
                        );
                    }
                }
            });
        }
    });
    eprintln!();
    let mut played = played.into_inner().expect("lock");
    // Threads finish in any order: the report and the records follow the schedule.
    played.sort_by_key(|p| {
        let q = p.pairing;
        (
            q.black.min(q.white),
            q.black.max(q.white),
            q.opening,
            q.black,
        )
    });
    RoundRobin {
        played,
        elapsed: started.elapsed(),
        load: (load_before, load_average()),
    }
}

/// Each game's score for the fit, and each level's moves, times and nodes for the report.
fn tally(played: &[Played], levels: usize) -> (Results, Vec<Effort>) {
    let mut results = Results::new(levels);
    let mut effort = vec![Effort::default(); levels];
    for game in played {
        let q = game.pairing;
        let black_score = match game.game.status() {
            GameStatus::Won {
                winner: Stone::Black,
                ..
            } => 1.0,
            GameStatus::Won { .. } => 0.0,
            _ => 0.5,
        };
        results.add(q.black, q.white, black_score);
        for &(who, time, nodes) in &game.moves {
            effort[who].times.push(time);
            effort[who].nodes += nodes;
        }
    }
    (results, effort)
}

/// Writes the records to `target/ladder/games.txt`, fits the ratings and prints and writes
/// the report to `target/ladder/report.md`; with `--write`, the fitted Elo into the engine
/// and the level table into the docs. Exits when a file cannot be written or the ratings
/// are unbounded (the scores are printed then).
fn write_outputs(options: &Options, round: &RoundRobin, results: &Results, effort: &mut [Effort]) {
    let levels = &options.levels;
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = root.join("target/ladder");
    save(&out, "games.txt", &records(&round.played, levels, options));
    let Some(fit) = results.fit(0, SAMPLES, options.seed) else {
        print!("{}", scores(levels, results, None));
        eprintln!(
            "the ratings are unbounded: some level won or lost every game; play more games or closer levels"
        );
        exit(1);
    };
    let report = report(
        options,
        results,
        &fit,
        effort,
        round.elapsed,
        round.played.len(),
        round.load,
    );
    print!("{report}");
    save(&out, "report.md", &report);
    eprintln!("records and report in {}", out.display());
    if options.write {
        let conditions = conditions(levels, effort, round.load);
        let table = readme_table(
            results,
            &fit,
            levels,
            (round.played.len(), options.threads),
            round.elapsed,
            &conditions,
        );
        if let Err(e) = write_sources(&root, results, &fit, levels, &table) {
            eprintln!("{e}");
            exit(1);
        }
        eprintln!("wrote engine/src/ai/levels/ladder.rs and the level table");
    }
}

/// Writes `text` to the file `name` in the folder `out`, which it makes if need be; exits
/// if it cannot.
fn save(out: &Path, name: &str, text: &str) {
    if let Err(e) = std::fs::create_dir_all(out).and_then(|()| std::fs::write(out.join(name), text))
    {
        eprintln!("could not write to {}: {e}", out.display());
        exit(1);
    }
}

fn budget(level: Level) -> String {
    match level.budget() {
        Budget::Look => "one look, no search".to_owned(),
        Budget::Nodes(nodes) => format!("{} nodes", thousands(nodes)),
        Budget::Clock(nodes) => format!(
            "{CLOCK_MS} ms a move ({} nodes without a clock)",
            thousands(nodes)
        ),
    }
}

fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The machine's load average over the last minute, where the system says (Linux).
fn load_average() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn report(
    options: &Options,
    results: &Results,
    fit: &Fit,
    effort: &mut [Effort],
    elapsed: Duration,
    games: usize,
    load: (Option<f64>, Option<f64>),
) -> String {
    let levels = &options.levels;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# Ladder: {games} games, {}×{}, {}, {:.1} min on {} threads\n",
        options.size,
        options.size,
        options.rule,
        elapsed.as_secs_f64() / 60.0,
        options.threads
    );
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if let (Some(before), Some(after)) = load {
        let _ = writeln!(
            out,
            "Load average {before:.1} at the start and {after:.1} at the end, on {cores} cores."
        );
        if cpu_time().is_none() && before.max(after) > cores as f64 + 1.0 {
            let _ = writeln!(
                out,
                "**The machine was busy** and its clock is the wall clock: the clocked level \
                 searched fewer nodes a move than it would on a quiet machine, and its Elo is \
                 the lower for it.\n"
            );
        }
    }
    let _ = writeln!(
        out,
        "The clocked level's clock: {}.\n",
        if cpu_time().is_some() {
            "its thread's CPU time"
        } else {
            "the wall clock"
        }
    );
    let _ = writeln!(
        out,
        "| level | Elo | 95% interval | step | step's 95% interval | neighbour's score | games | move time median / p95 / max | nodes a move |"
    );
    let _ = writeln!(out, "|---|---:|---|---:|---|---:|---:|---|---:|");
    for (i, &level) in levels.iter().enumerate() {
        let (low, high) = fit.interval[i];
        let (step, step_interval, score) = if i == 0 {
            ("—".to_owned(), "—".to_owned(), "—".to_owned())
        } else {
            let (points, played) = results.pair(i, i - 1);
            let (sl, sh) = fit.step_interval[i];
            (
                format!("{:+.0}", fit.elo[i] - fit.elo[i - 1]),
                format!("{sl:+.0} … {sh:+.0}"),
                if played > 0 {
                    format!("{:.1}% of {played}", 100.0 * points / played as f64)
                } else {
                    "—".to_owned()
                },
            )
        };
        let times = &mut effort[i].times;
        times.sort_unstable();
        let at = |q: f64| {
            times
                .get(((times.len().max(1) - 1) as f64 * q).round() as usize)
                .map_or(0.0, |t| t.as_secs_f64() * 1e3)
        };
        let _ = writeln!(
            out,
            "| {level} | {:+.0} | {low:+.0} … {high:+.0} | {step} | {step_interval} | {score} | {} | {:.1} / {:.1} / {:.1} ms | {:.0} |",
            fit.elo[i],
            results.games_of(i),
            at(0.5),
            at(0.95),
            at(1.0),
            effort[i].nodes as f64 / times.len().max(1) as f64,
        );
    }
    out.push_str(&scores(levels, results, Some(fit)));
    out
}

/// Every pair's results: the row's score against the column, the games, and what the fit
/// predicts.
fn scores(levels: &[Level], results: &Results, fit: Option<&Fit>) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\nScores (row against column, % of points; games; the model's prediction):\n"
    );
    let _ = write!(out, "| |");
    for level in levels {
        let _ = write!(out, " {level} |");
    }
    let _ = write!(out, "\n|---|");
    for _ in levels {
        let _ = write!(out, "---:|");
    }
    let _ = writeln!(out);
    for (i, level) in levels.iter().enumerate() {
        let _ = write!(out, "| {level} |");
        for j in 0..levels.len() {
            let (points, played) = results.pair(i, j);
            if i == j || played == 0 {
                let _ = write!(out, " |");
                continue;
            }
            let _ = write!(out, " {:.0}% ({played}", 100.0 * points / played as f64);
            if let Some(fit) = fit {
                let _ = write!(out, "; {:.0}%", 100.0 * expected(fit.elo[i] - fit.elo[j]));
            }
            let _ = write!(out, ") |");
        }
        let _ = writeln!(out);
    }
    out
}

/// Every game as a record the page can load: a comment line, then the settings and moves.
fn records(played: &[Played], levels: &[Level], options: &Options) -> String {
    let mut out = String::new();
    for game in played {
        let q = game.pairing;
        let result = match game.game.status() {
            GameStatus::Won {
                winner: Stone::Black,
                ..
            } => "1-0",
            GameStatus::Won { .. } => "0-1",
            _ => "½-½",
        };
        let _ = writeln!(
            out,
            "# {} (black) – {} (white): {result}, opening {}",
            levels[q.black], levels[q.white], q.opening
        );
        let mut settings = format!(
            "mode=watch level={} white-level={} seed={}",
            levels[q.black], levels[q.white], q.seed
        );
        if options.size != 19 {
            let _ = write!(settings, " size={}", options.size);
        }
        if options.rule != Rule::Freestyle {
            let _ = write!(settings, " rule={}", options.rule);
        }
        let _ = writeln!(out, "{settings} {}", game.game.record());
    }
    out
}

/// How busy the machine was, and what the clocked level made of its clock.
fn conditions(levels: &[Level], effort: &[Effort], load: (Option<f64>, Option<f64>)) -> String {
    let mut out = String::new();
    for (level, effort) in levels.iter().zip(effort) {
        if let Budget::Clock(_) = level.budget() {
            let moves = effort.times.len().max(1);
            let _ = write!(
                out,
                " {} searched {} nodes a move on average in its {CLOCK_MS} ms.",
                capitalised(level.name()),
                thousands(effort.nodes / moves as u64)
            );
        }
    }
    let clock = if cpu_time().is_some() {
        "its thread's CPU time, so that a busy machine does not shorten it"
    } else {
        "the wall clock"
    };
    let _ = write!(out, " Its clock: {clock}.");
    if let (Some(before), Some(after)) = load {
        let _ = write!(
            out,
            " Load average {before:.1} at the start and {after:.1} at the end."
        );
    }
    out
}

fn readme_table(
    results: &Results,
    fit: &Fit,
    levels: &[Level],
    (games, threads): (usize, usize),
    elapsed: Duration,
    conditions: &str,
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "| level | what it does | budget | Elo (95% interval) | step over the level below (95% interval) | games |"
    );
    let _ = writeln!(out, "|---|---|---|---|---|---:|");
    for (i, &level) in levels.iter().enumerate() {
        let (low, high) = fit.interval[i];
        let elo = if i == 0 {
            "0 (the anchor)".to_owned()
        } else {
            format!("{:+.0} ({low:+.0} … {high:+.0})", fit.elo[i])
        };
        let step = if i == 0 {
            "—".to_owned()
        } else {
            let (points, played) = results.pair(i, i - 1);
            let (sl, sh) = fit.step_interval[i];
            format!(
                "{:+.0} ({sl:+.0} … {sh:+.0}); scored {:.0}% of {played}",
                fit.elo[i] - fit.elo[i - 1],
                100.0 * points / played.max(1) as f64
            )
        };
        let _ = writeln!(
            out,
            "| {} | {} | {} | {elo} | {step} | {} |",
            capitalised(level.name()),
            level.description(),
            budget(level),
            results.games_of(i)
        );
    }
    let _ = writeln!(
        out,
        "\n{games} games in {:.0} minutes on {threads} of this shared machine's 2 cores; \
         intervals by bootstrap ({SAMPLES} resamplings of every pair's games).{conditions}",
        elapsed.as_secs_f64() / 60.0
    );
    out
}

fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

const TABLE_BEGIN: &str = "<!-- ladder:begin -->";
const TABLE_END: &str = "<!-- ladder:end -->";

fn write_sources(
    root: &Path,
    results: &Results,
    fit: &Fit,
    levels: &[Level],
    table: &str,
) -> Result<(), String> {
    let mut rust = String::from(
        "//! The levels' strength as measured by the ladder. Generated by\n\
         //! `cargo run --release -p gobang-engine --example ladder -- --write`; do not edit.\n\n\
         /// Per level: name, Elo (Classic = 0), the 95% interval's ends, and games played.\n\
         pub(crate) const MEASURED: &[(&str, i32, i32, i32, u32)] = &[\n",
    );
    for (i, level) in levels.iter().enumerate() {
        let (low, high) = fit.interval[i];
        let _ = writeln!(
            rust,
            "    ({:?}, {}, {}, {}, {}),",
            level.name(),
            fit.elo[i].round(),
            low.round(),
            high.round(),
            results.games_of(i)
        );
    }
    rust.push_str("];\n");
    let path: PathBuf = root.join("engine/src/ai/levels/ladder.rs");
    std::fs::write(&path, rust).map_err(|e| format!("{}: {e}", path.display()))?;

    // The level table lives in the strength log, or in the README where that has none.
    let with_table = ["docs/strength.md", "README.md"]
        .into_iter()
        .find_map(|name| {
            let text = std::fs::read_to_string(root.join(name)).ok()?;
            let begin = text.find(TABLE_BEGIN)?;
            let end = text.find(TABLE_END)?;
            Some((name, text, begin, end))
        });
    let Some((name, text, begin, end)) = with_table else {
        return Err(format!(
            "neither docs/strength.md nor README.md has a {TABLE_BEGIN} … {TABLE_END} \
             section for the table"
        ));
    };
    let table_path = root.join(name);
    let updated = format!("{}{TABLE_BEGIN}\n{table}{}", &text[..begin], &text[end..]);
    std::fs::write(&table_path, updated).map_err(|e| format!("{name}: {e}"))
}
