//! Fits the full search's move order (`engine/src/ai/eval/policy_weights.rs`): in every position
//! of the self-play games that is not forced, the move the search played should be the
//! likeliest of the points it could order, by a softmax over the values of each point's
//! classes for both sides ([`gobang_engine::ai::policy`]), fitted by gradient descent on
//! the cross-entropy with a little L2.

use std::fmt::Write as _;

use gobang_engine::Game;
use gobang_engine::ai::policy::CLASSES;
use gobang_engine::ai::{PolicyPoint, policy_input};

use crate::cli::{fail, regenerate};
use crate::games::{GameLine, SKIP_PLIES, files_named, read_games};

/// One position: the points the search would order, and which of them it played.
struct Choice {
    points: Vec<PolicyPoint>,
    played: usize,
}

/// The positions of the games, each as the points to order and the one played.
fn choices(line: &GameLine) -> Vec<Choice> {
    let mut replay = Game::with_rule(19, line.rule).expect("19 is a size");
    let mut out = Vec::new();
    for (ply, &pos) in line.game.moves().iter().enumerate() {
        if ply >= SKIP_PLIES
            && let Some(points) = policy_input(replay.board(), replay.to_move(), line.rule)
            && let Some(played) = points.iter().position(|p| p.pos == pos)
            && points.len() > 1
        {
            out.push(Choice { points, played });
        }
        replay.play(pos);
    }
    out
}

/// The chance the values `value` give the played point, as a log (natural), and its rank
/// (0: first; ties count against it).
fn log_chance(choice: &Choice, value: impl Fn(&PolicyPoint) -> f64) -> (f64, usize) {
    let values: Vec<f64> = choice.points.iter().map(value).collect();
    let top = values.iter().copied().fold(f64::MIN, f64::max);
    let sum: f64 = values.iter().map(|v| (v - top).exp()).sum();
    let played = values[choice.played];
    let rank = values
        .iter()
        .enumerate()
        .filter(|&(i, &v)| i != choice.played && v >= played)
        .count();
    (played - top - sum.ln(), rank)
}

/// The mean log loss and the shares of positions whose played point comes first, among
/// the first 3 and among the first [`WIDTH`].
fn quality(choices: &[Choice], value: impl Fn(&PolicyPoint) -> f64) -> (f64, [f64; 3]) {
    let mut loss = 0.0;
    let mut within = [0usize; 3];
    for c in choices {
        let (log, rank) = log_chance(c, &value);
        loss -= log;
        for (count, top) in within.iter_mut().zip([1, 3, WIDTH]) {
            *count += usize::from(rank < top);
        }
    }
    let n = choices.len().max(1) as f64;
    (loss / n, within.map(|c| c as f64 / n * 100.0))
}

/// The full search's move list at a quiet node.
const WIDTH: usize = 14;

/// A quality as text.
fn text((loss, within): (f64, [f64; 3])) -> String {
    format!(
        "loss {loss:.4}, first {:.1}%, top 3 {:.1}%, top {WIDTH} {:.1}%",
        within[0], within[1], within[2]
    )
}

/// `tune policy GAMES_FILE... [--iterations N] [--hold-out N] [--l2 X]` (300 steps and
/// 10⁻⁵ unless given): writes the fitted
/// table as Rust to the standard output, and how well it and the attack values predict the
/// played moves (of the held-out games, with `--hold-out`) to the standard error.
pub fn fit(paths: &[&str], iterations: usize, hold_out: usize, l2: f64) {
    let mut train = Vec::new();
    let mut held = Vec::new();
    let mut games = 0;
    for path in paths {
        for line in read_games(path) {
            let target = if hold_out > 0 && games % hold_out == 0 {
                &mut held
            } else {
                &mut train
            };
            target.extend(choices(&line));
            games += 1;
        }
    }
    if train.is_empty() {
        fail("no positions to fit");
    }
    eprintln!(
        "{games} games: {} positions to fit, {} held out",
        train.len(),
        held.len()
    );
    // The attack values, scaled to the logit that fits them best (by a coarse search).
    let attack_scale = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1]
        .into_iter()
        .map(|scale| (quality(&train, |p| f64::from(p.attack) * scale).0, scale))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .expect("scales")
        .1;

    // Parameters: the side to move's class values, then the other side's.
    let mut w = vec![0.0f64; 2 * CLASSES];
    let (mut m, mut v) = (vec![0.0; w.len()], vec![0.0; w.len()]);
    let (rate, beta1, beta2) = (0.05, 0.9, 0.999);
    let value = |w: &[f64], p: &PolicyPoint| {
        w[usize::from(p.classes[0])] + w[CLASSES + usize::from(p.classes[1])]
    };
    let n = train.len() as f64;
    for step in 1..=iterations {
        let mut grad = vec![0.0; w.len()];
        for c in &train {
            let values: Vec<f64> = c.points.iter().map(|p| value(&w, p)).collect();
            let top = values.iter().copied().fold(f64::MIN, f64::max);
            let exps: Vec<f64> = values.iter().map(|x| (x - top).exp()).collect();
            let sum: f64 = exps.iter().sum();
            for (i, p) in c.points.iter().enumerate() {
                let g = (exps[i] / sum - f64::from(u8::from(i == c.played))) / n;
                grad[usize::from(p.classes[0])] += g;
                grad[CLASSES + usize::from(p.classes[1])] += g;
            }
        }
        for (i, g) in grad.iter_mut().enumerate() {
            *g += l2 * w[i];
            m[i] = beta1 * m[i] + (1.0 - beta1) * *g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * *g * *g;
            let mh = m[i] / (1.0 - beta1.powi(step as i32));
            let vh = v[i] / (1.0 - beta2.powi(step as i32));
            w[i] -= rate * mh / (vh.sqrt() + 1e-8);
        }
        if step % 100 == 0 {
            eprintln!("step {step}: {}", text(quality(&train, |p| value(&w, p))));
        }
    }
    let mut report = format!(
        "{} positions of {games} games: {} (the attack values: {})",
        train.len(),
        text(quality(&train, |p| value(&w, p))),
        text(quality(&train, |p| f64::from(p.attack) * attack_scale))
    );
    if !held.is_empty() {
        let _ = write!(
            report,
            "; held out, {} positions: {} (the attack values: {})",
            held.len(),
            text(quality(&held, |p| value(&w, p))),
            text(quality(&held, |p| f64::from(p.attack) * attack_scale))
        );
    }
    eprintln!("{report}");
    print!("{}", weights_file(&w, paths, &report));
}

/// The table as the Rust file the engine compiles in.
fn weights_file(w: &[f64], paths: &[&str], report: &str) -> String {
    let integers = |part: &[f64]| -> String {
        let values: Vec<String> = part
            .iter()
            .map(|x| ((x * 100.0).round() as i32).to_string())
            .collect();
        values.join(", ")
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "//! The full search's fitted move order, from which the policy builds\n\
         //! [`Policy::TUNED`](super::policy::Policy::TUNED): for each class of point, its value for\n\
         //! the side to move and for the other side.\n\
         //!\n\
         //! Fitted to the self-play games in {}:\n\
         //! {report}.\n\
         //! Do not edit: regenerate with\n\
         //! `{}`\n\
         //! (see docs/tuning.md).\n\
         \n\
         /// The value of each class of point for the side to move.\n\
         #[rustfmt::skip]\n\
         pub const MOVER: [i32; {CLASSES}] = [{}];\n\
         /// The value of each class of point for the other side.\n\
         #[rustfmt::skip]\n\
         pub const WAITER: [i32; {CLASSES}] = [{}];",
        files_named(paths),
        regenerate("policy_weights.rs"),
        integers(&w[..CLASSES]),
        integers(&w[CLASSES..])
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_chance_is_a_softmax_and_a_tie_ranks_behind() {
        let point = |attack| PolicyPoint {
            pos: gobang_engine::Pos::new(0, 0).expect("on the board"),
            classes: [0, 0],
            attack,
        };
        let choice = Choice {
            points: vec![point(1), point(0), point(1)],
            played: 0,
        };
        let (log, rank) = log_chance(&choice, |p| f64::from(p.attack));
        let e = std::f64::consts::E;
        assert!((log - (e / (2.0 * e + 1.0)).ln()).abs() < 1e-12);
        assert_eq!(rank, 1, "a tie is not first");
    }
}
