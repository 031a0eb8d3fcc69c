//! Tunes the evaluation's weights (`engine/src/ai/eval/weights.rs`) the Texel way: the Hard
//! level plays itself from random openings at a small node budget, a deeper search scores
//! every quiet position of those games, and a logistic model of that score (as an expected
//! result) is fitted to the features of those positions.
//!
//! ```sh
//! # 1. Self-play games (a result and a record a line); about 12 minutes on two cores.
//! cargo run --release -p gobang-engine --example tune -- play > engine/tuning/games-freestyle.txt
//! # 2. The search's score of every quiet position (the games again, with scores=).
//! cargo run --release -p gobang-engine --example tune -- label engine/tuning/games-freestyle.txt > engine/tuning/labelled-freestyle.txt
//! # 3. The fit, written as the Rust table the engine compiles in; under a minute.
//! cargo run --release -p gobang-engine --example tune -- fit engine/tuning/labelled-freestyle.txt > engine/src/ai/eval/weights.rs
//! ```
//!
//! `play` options: `--games N` (default 1000), `--nodes N` (a move's budget; default 5000),
//! `--seed N` (default 1), `--threads N` (default 2), `--rule R` (default freestyle).
//! The same options give the same games. `label` options: `--nodes N` (default 50000),
//! `--skip N` (leave out the first N games; default 0), `--games N` (the first N after
//! those; default all), `--threads N` (default 2); the scores come from
//! today's weights. `fit` options:
//! `--iterations N` (default 3000), `--blend X` (the game outcome's share of the target
//! where a position has a score, default 0: the score alone; unlabelled games are fitted
//! to their outcomes), `--hold-out N` (leave every Nth game out of the fit and report how
//! well the fitted and today's weights predict its positions' search scores and results;
//! default 0, none).
//!
//! `policy` fits the full search's move order instead (`engine/src/ai/eval/policy_weights.rs`,
//! see [`policy`]): `tune policy GAMES_FILE... > engine/src/ai/eval/policy_weights.rs`, options
//! `--iterations N` (default 300), `--hold-out N` (as for `fit`, reporting how well the
//! table and the attack values predict the moves played) and `--l2 X` (default 10⁻⁵).

mod cli;
mod games;
mod policy;

use std::fmt::Write as _;
use std::sync::Mutex;

use cli::{fail, games_files, option, regenerate};
use games::{GameLine, SKIP_PLIES, files_named, read_games};
use gobang_engine::ai::{FEATURES, Level, Limits, Rng, WIN, evaluation_input, think};
use gobang_engine::{Game, GameStatus, Pos, Rule};

/// The weights are written as integers of this many parts of an evaluation unit.
const SCALE: i32 = 16;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("play") => play(&args),
        Some("label") => label(&args),
        Some("fit") => {
            let files = games_files(&args);
            fit(
                &files,
                option(&args, "--iterations").unwrap_or(3000),
                option(&args, "--blend").unwrap_or(0.0),
                option(&args, "--hold-out").unwrap_or(0),
            )
        }
        Some("policy") => {
            let files = games_files(&args);
            policy::fit(
                &files,
                option(&args, "--iterations").unwrap_or(300),
                option(&args, "--hold-out").unwrap_or(0),
                option(&args, "--l2").unwrap_or(1e-5),
            )
        }
        _ => fail("play, label, fit or policy?"),
    }
}

/// A random opening: two to six stones in the middle 7x7 points, not yet decided.
fn opening(rng: &mut Rng, rule: Rule) -> Game {
    loop {
        let mut game = Game::with_rule(19, rule).expect("19 is a size");
        let stones = 2 + rng.below(5) as usize;
        while game.moves().len() < stones && !game.is_over() {
            let pos = Pos::new(6 + rng.below(7) as usize, 6 + rng.below(7) as usize)
                .expect("on the board");
            let _ = game.try_play(pos);
        }
        if !game.is_over() {
            return game;
        }
    }
}

fn play(args: &[String]) {
    let games: usize = option(args, "--games").unwrap_or(1000);
    let nodes: u64 = option(args, "--nodes").unwrap_or(5000);
    let seed: u64 = option(args, "--seed").unwrap_or(1);
    let threads: usize = option(args, "--threads").unwrap_or(2);
    let rule: Rule = option(args, "--rule").unwrap_or(Rule::Freestyle);
    let mut rng = Rng::new(seed);
    let openings: Vec<Game> = (0..games).map(|_| opening(&mut rng, rule)).collect();
    let results = in_parallel(games, threads, |i| {
        let mut game = openings[i].clone();
        while !game.is_over() {
            let limits = Limits {
                nodes: Some(nodes),
                ..Limits::default()
            };
            let thought = think(game.board(), game.to_move(), rule, Level::STRONGEST, limits)
                .expect("a move on a board that is not full");
            game.play(thought.best);
        }
        let result = match game.status() {
            GameStatus::Won { winner, .. } => winner.to_string(),
            _ => "draw".to_owned(),
        };
        let rule_word = match rule {
            Rule::Freestyle => String::new(),
            other => format!("rule={other} "),
        };
        format!("{result} {rule_word}{}", game.record())
    });
    println!(
        "# Self-play of the Hard level for tuning: {games} games, {nodes} nodes a move, seed {seed}, {rule}."
    );
    println!("# Each line: the winner (black, white or draw), then the game's record.");
    for line in results {
        println!("{line}");
    }
}

/// `work(i)` for every `i` below `count`, on `threads` threads, in order; the progress
/// goes to the standard error.
fn in_parallel<T: Send + Clone + Default>(
    count: usize,
    threads: usize,
    work: impl Fn(usize) -> T + Sync,
) -> Vec<T> {
    let results = Mutex::new(vec![T::default(); count]);
    let next = Mutex::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let i = {
                        let mut n = next.lock().expect("lock");
                        *n += 1;
                        *n - 1
                    };
                    if i >= count {
                        break;
                    }
                    let result = work(i);
                    results.lock().expect("lock")[i] = result;
                    eprint!("\r{}/{count} games", i + 1);
                }
            });
        }
    });
    eprintln!();
    results.into_inner().expect("lock")
}

/// The search's score of every position of a game from ply [`SKIP_PLIES`] on, `None` where
/// the position is not quiet (the fit skips those).
fn search_scores(line: &GameLine, nodes: u64) -> Vec<Option<i32>> {
    let mut replay = Game::with_rule(19, line.rule).expect("19 is a size");
    let mut scores = Vec::new();
    for (ply, &pos) in line.game.moves().iter().enumerate() {
        if ply >= SKIP_PLIES {
            let to_move = replay.to_move();
            let quiet = evaluation_input(replay.board(), to_move, line.rule).is_some();
            let score = quiet.then(|| {
                let limits = Limits {
                    nodes: Some(nodes),
                    ..Limits::default()
                };
                think(replay.board(), to_move, line.rule, Level::STRONGEST, limits)
                    .map_or(0, |t| t.score)
            });
            scores.push(score);
        }
        replay.play(pos);
    }
    scores
}

/// Labels every quiet position of the games with the Hard level's search score at a node
/// budget: the games file again, each line with `scores=` (a score a position from ply
/// [`SKIP_PLIES`] on, `.` where not quiet).
fn label(args: &[String]) {
    let Some(path) = args.get(1).filter(|a| !a.starts_with("--")) else {
        fail("label needs a games file")
    };
    let nodes: u64 = option(args, "--nodes").unwrap_or(50_000);
    let threads: usize = option(args, "--threads").unwrap_or(2);
    let skip: usize = option(args, "--skip").unwrap_or(0);
    let mut games = read_games(path);
    games.drain(..skip.min(games.len()));
    games.truncate(option(args, "--games").unwrap_or(games.len()));
    let labels = in_parallel(games.len(), threads, |i| search_scores(&games[i], nodes));
    println!(
        "# Games {} to {} of {path}, each quiet position labelled with the Hard level's score at {nodes} nodes.",
        skip + 1,
        skip + games.len()
    );
    println!("# Each line: the winner, the game's record, then scores= from ply {SKIP_PLIES} on.");
    for (game, scores) in games.iter().zip(labels) {
        let list: Vec<String> = scores
            .iter()
            .map(|s| s.map_or(".".to_owned(), |v| v.to_string()))
            .collect();
        println!("{} scores={}", game.text, list.join(","));
    }
}

/// A quiet position of a game: both sides' features and the outcome for the side to move.
struct Sample {
    features: [[i32; FEATURES]; 2],
    score: i32,
    outcome: f64,
    /// Whether `outcome` blends in a search score.
    searched: bool,
    /// The game's number over all the files read, from 0.
    game: usize,
    /// The game's result for the side to move alone (1, ½ or 0).
    result: f64,
    /// The search score's expectation alone, where the position has one.
    expected: Option<f64>,
}

/// The expected score of a search score for the side to move: a forced win or loss is
/// certain, anything else goes through the logistic at [`LOGISTIC_SCALE`].
fn expectation(score: i32) -> f64 {
    if score > WIN - 1000 {
        1.0
    } else if score < -(WIN - 1000) {
        0.0
    } else {
        sigmoid(f64::from(score) / LOGISTIC_SCALE)
    }
}

/// The quiet positions of a games file, each with its target: the game's outcome for the
/// side to move, or where the file is labelled, `blend` of the outcome and the rest of the
/// search score's expectation.
fn read_samples(path: &str, blend: f64, first_game: usize) -> Vec<Sample> {
    let mut samples = Vec::new();
    for (game, line) in read_games(path).into_iter().enumerate() {
        let mut replay = Game::with_rule(19, line.rule).expect("19 is a size");
        for (ply, &pos) in line.game.moves().iter().enumerate() {
            if ply >= SKIP_PLIES {
                let to_move = replay.to_move();
                if let Some(input) = evaluation_input(replay.board(), to_move, line.rule) {
                    let outcome = match line.winner {
                        Some(w) if w == to_move => 1.0,
                        Some(_) => 0.0,
                        None => 0.5,
                    };
                    let searched = line
                        .scores
                        .as_ref()
                        .and_then(|scores| scores.get(ply - SKIP_PLIES).copied().flatten());
                    let expected = searched.map(expectation);
                    samples.push(Sample {
                        features: input.features,
                        score: input.score,
                        outcome: match expected {
                            Some(e) => blend * outcome + (1.0 - blend) * e,
                            None => outcome,
                        },
                        searched: searched.is_some(),
                        game: first_game + game,
                        result: outcome,
                        expected,
                    });
                }
            }
            replay.play(pos);
        }
    }
    samples
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The mean cross-entropy of predicting each outcome as `sigmoid(score / k)`.
fn loss_of_scores(samples: &[Sample], k: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| cross_entropy(sigmoid(f64::from(s.score) / k), s.outcome))
        .sum();
    total / samples.len() as f64
}

fn cross_entropy(p: f64, outcome: f64) -> f64 {
    let p = p.clamp(1e-9, 1.0 - 1e-9);
    -(outcome * p.ln() + (1.0 - outcome) * (1.0 - p).ln())
}

/// The evaluation units of one logit: the hand-made evaluation (the short search's)
/// predicts the outcomes best at this scale, and the fitted weights keep its units, so that the search's
/// margins keep their meaning (and a rerun gives the same table, whatever the weights are).
const LOGISTIC_SCALE: f64 = 1400.0;

/// The model's inputs: both sides' features and a constant for the tempo.
const INPUTS: usize = 2 * FEATURES + 1;

fn inputs(sample: &Sample) -> [f64; INPUTS] {
    let mut x = [0.0; INPUTS];
    for side in 0..2 {
        for f in 0..FEATURES {
            x[side * FEATURES + f] = f64::from(sample.features[side][f]);
        }
    }
    x[INPUTS - 1] = 1.0;
    x
}

/// The held-out positions' mean cross-entropy against the search score's expectation
/// (where they have one) and against the game's result, predicting each by `value`.
fn held_out_losses(held: &[Sample], value: impl Fn(&Sample) -> f64) -> (f64, f64) {
    let scored: Vec<&Sample> = held.iter().filter(|s| s.expected.is_some()).collect();
    let predict = |s: &Sample| sigmoid(value(s) / LOGISTIC_SCALE);
    let to_score = scored
        .iter()
        .map(|s| cross_entropy(predict(s), s.expected.unwrap_or(0.5)))
        .sum::<f64>()
        / scored.len().max(1) as f64;
    let to_result = held
        .iter()
        .map(|s| cross_entropy(predict(s), s.result))
        .sum::<f64>()
        / held.len().max(1) as f64;
    (to_score, to_result)
}

fn fit(paths: &[&str], iterations: usize, blend: f64, hold_out: usize) {
    let (held, samples) = fit_samples(paths, blend, hold_out);
    let k = LOGISTIC_SCALE;
    let before = loss_of_scores(&samples, k);
    eprintln!(
        "{} positions; today's weights: loss {before:.5}",
        samples.len()
    );
    // The fit runs on standardized inputs (mean 0, deviation 1) in logit units, where
    // plain Adam converges well; the weights are mapped back to evaluation units after.
    let raw: Vec<[f64; INPUTS]> = samples.iter().map(inputs).collect();
    let scale = Standardize::of(&raw);
    let xs: Vec<[f64; INPUTS]> = raw.iter().map(|x| scale.apply(x)).collect();
    let (u, bias, loss) = logistic_fit(&xs, &samples, iterations);
    let w = scale.to_evaluation_units(&u, bias, k);
    eprintln!("fitted: loss {loss:.5} (today's {before:.5})");
    if !held.is_empty() {
        report_held_out(&held, &w, hold_out);
    }
    let target = target_text(&samples, blend);
    print!("{}", weights_file(&w, paths, &target, k, loss));
}

/// The quiet positions of the games files, every `hold_out`-th game's apart (to measure
/// the fit on), then the rest.
fn fit_samples(paths: &[&str], blend: f64, hold_out: usize) -> (Vec<Sample>, Vec<Sample>) {
    let mut samples = Vec::new();
    let mut games = 0;
    for path in paths {
        let read = read_samples(path, blend, games);
        games = read.last().map_or(games, |s| s.game + 1);
        samples.extend(read);
    }
    let (held, samples): (Vec<Sample>, Vec<Sample>) = samples
        .into_iter()
        .partition(|s| hold_out > 0 && s.game % hold_out == hold_out - 1);
    if samples.is_empty() {
        fail("no positions to fit");
    }
    (held, samples)
}

/// The inputs' means and deviations, to fit on standardized inputs.
struct Standardize {
    mean: [f64; INPUTS],
    /// 0 for a constant input (a feature that never occurs, and the tempo).
    deviation: [f64; INPUTS],
}

impl Standardize {
    fn of(raw: &[[f64; INPUTS]]) -> Standardize {
        let n = raw.len() as f64;
        let mut mean = [0.0f64; INPUTS];
        let mut deviation = [0.0f64; INPUTS];
        for x in raw {
            for i in 0..INPUTS {
                mean[i] += x[i] / n;
            }
        }
        for x in raw {
            for i in 0..INPUTS {
                deviation[i] += (x[i] - mean[i]).powi(2) / n;
            }
        }
        // Constant inputs stay as they are.
        let deviation = deviation.map(|d| if d > 1e-12 { d.sqrt() } else { 0.0 });
        Standardize { mean, deviation }
    }

    fn apply(&self, x: &[f64; INPUTS]) -> [f64; INPUTS] {
        std::array::from_fn(|i| {
            if self.deviation[i] > 0.0 {
                (x[i] - self.mean[i]) / self.deviation[i]
            } else {
                0.0
            }
        })
    }

    /// The weights `u` and `bias` fitted to standardized inputs, in evaluation units at
    /// logistic scale `k`: score = k * (bias + sum u (x - mean) / deviation).
    fn to_evaluation_units(&self, u: &[f64; INPUTS], bias: f64, k: f64) -> [f64; INPUTS] {
        let mut w = [0.0f64; INPUTS];
        let mut constant = bias;
        for i in 0..INPUTS - 1 {
            if self.deviation[i] > 0.0 {
                w[i] = k * u[i] / self.deviation[i];
                constant -= u[i] * self.mean[i] / self.deviation[i];
            }
        }
        w[INPUTS - 1] = k * constant;
        w
    }
}

/// Fits a logistic model of the samples' outcomes to the standardized inputs `xs` with
/// Adam (L2 10⁻⁵): the weights, the bias and the last step's loss.
fn logistic_fit(
    xs: &[[f64; INPUTS]],
    samples: &[Sample],
    iterations: usize,
) -> ([f64; INPUTS], f64, f64) {
    let n = samples.len() as f64;
    let mut u = [0.0f64; INPUTS];
    let mut bias = 0.0f64;
    let (mut m, mut v) = ([0.0f64; INPUTS + 1], [0.0f64; INPUTS + 1]);
    let (beta1, beta2, l2) = (0.9, 0.999, 1e-5);
    let mut loss = 0.0;
    for step in 1..=iterations {
        // The rate decays linearly to a tenth, so that the last steps settle.
        let rate = 0.02 * (1.0 - 0.9 * step as f64 / iterations as f64);
        let mut gradient = [0.0f64; INPUTS + 1];
        loss = 0.0;
        for (x, s) in xs.iter().zip(samples) {
            let z: f64 = bias + x.iter().zip(&u).map(|(a, b)| a * b).sum::<f64>();
            let p = sigmoid(z);
            loss += cross_entropy(p, s.outcome);
            let d = p - s.outcome;
            for (g, a) in gradient.iter_mut().zip(x) {
                *g += d * a;
            }
            gradient[INPUTS] += d;
        }
        loss /= n;
        for i in 0..=INPUTS {
            let weight = if i < INPUTS { u[i] } else { bias };
            let g = gradient[i] / n + if i < INPUTS { l2 * weight } else { 0.0 };
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(step as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(step as i32));
            let change = rate * m_hat / (v_hat.sqrt() + 1e-8);
            if i < INPUTS {
                u[i] -= change;
            } else {
                bias -= change;
            }
        }
        if step % 250 == 0 {
            eprintln!("step {step}: loss {loss:.5}");
        }
    }
    (u, bias, loss)
}

/// How well the fitted weights `w` and today's predict the held-out positions.
fn report_held_out(held: &[Sample], w: &[f64; INPUTS], hold_out: usize) {
    let fitted = |s: &Sample| {
        inputs(s)
            .iter()
            .zip(w)
            .map(|(x, weight)| x * weight)
            .sum::<f64>()
    };
    let (today_score, today_result) = held_out_losses(held, |s| f64::from(s.score));
    let (fitted_score, fitted_result) = held_out_losses(held, fitted);
    eprintln!(
        "held out ({} positions of every {hold_out}th game): loss to the search score \
         {fitted_score:.5} (today's {today_score:.5}), to the result {fitted_result:.5} \
         (today's {today_result:.5})",
        held.len()
    );
}

/// What the fit was fitted to, for the table's header.
fn target_text(samples: &[Sample], blend: f64) -> String {
    let searched = samples.iter().filter(|s| s.searched).count();
    if searched == 0 {
        format!("{} quiet positions; target: the outcome", samples.len())
    } else {
        let share = if blend > 0.0 {
            format!("{blend} of the outcome and the rest ")
        } else {
            String::new()
        };
        format!(
            "{} quiet positions, {searched} of them scored by a search;\n\
             //! target: {share}the search score through the logistic",
            samples.len()
        )
    }
}

fn weights_file(w: &[f64; INPUTS], paths: &[&str], target: &str, k: f64, loss: f64) -> String {
    let integers = |range: std::ops::Range<usize>| -> String {
        let values: Vec<String> = w[range]
            .iter()
            .map(|x| ((x * f64::from(SCALE)).round() as i32).to_string())
            .collect();
        values.join(", ")
    };
    let files = files_named(paths);
    let mut s = String::new();
    let _ = writeln!(
        s,
        "//! The evaluation's tuned weights, from which the evaluation builds\n\
         //! [`Weights::TUNED`](super::Weights::TUNED): for each feature of\n\
         //! [`Features`](super::Features) (the patterns, then the threats), its weight for the side\n\
         //! to move and for the other side.\n\
         //!\n\
         //! Fitted to the self-play games in {files}\n\
         //! ({target}; logistic scale {k:.0}; loss {loss:.5}).\n\
         //! Do not edit: regenerate with\n\
         //! `{}`\n\
         //! (see docs/tuning.md).\n\
         \n\
         /// The side to move's weight of each feature.\n\
         #[rustfmt::skip]\n\
         pub const MOVER: [i32; {FEATURES}] = [{}];\n\
         /// The other side's weight of each feature.\n\
         #[rustfmt::skip]\n\
         pub const WAITER: [i32; {FEATURES}] = [{}];\n\
         /// What the side to move's turn is worth.\n\
         pub const TEMPO: i32 = {};\n\
         /// The weighed sum is divided by this.\n\
         pub const SCALE: i32 = {SCALE};",
        regenerate("weights.rs"),
        integers(0..FEATURES),
        integers(FEATURES..2 * FEATURES),
        (w[INPUTS - 1] * f64::from(SCALE)).round() as i32
    );
    s
}
