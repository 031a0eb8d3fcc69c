//! `selfplay compare --net FILE GAMES...`: how well three evaluations of the same quiet
//! positions predict the games' results: the network's, the fitted weights' (the static
//! evaluation the levels use) and, where the record has one, the search's score. For each,
//! the log loss of σ(k · value) against the result at the scale the engine uses (k = 1,
//! values in units of 1198) and at the best k, and how often its sign names the winner;
//! by board and rule. Games none of the networks trained on (another `--seed`) make it a
//! fair test.

use std::collections::BTreeMap;

use gobang_engine::ai::network::{Network, SCORE_SCALE};
use gobang_engine::ai::{evaluation_input, network_points};
use gobang_engine::{Game, Stone};

use crate::export::{SourceGame, read_games};
use crate::files::NO_SCORE;

/// One quiet position's result and values, all for the side to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judged {
    /// 1 won, 0.5 drawn, 0 lost.
    pub result: f64,
    /// The network's out (a logit).
    pub network: f64,
    /// The fitted weights' static value over [`SCORE_SCALE`].
    pub fitted: f64,
    /// The search's score over [`SCORE_SCALE`], if the record has one.
    pub search: Option<f64>,
}

/// The quiet positions of `game` from ply `skip` on, judged by `network` and the fitted
/// weights.
///
/// # Errors
/// A move that cannot be played (named by its source and ply).
pub fn judge_game(
    game: &SourceGame,
    network: &Network,
    skip: usize,
) -> Result<Vec<Judged>, String> {
    let mut replay =
        Game::with_rule(game.size, game.rule).map_err(|e| format!("{}: {e}", game.source))?;
    let scale = f64::from(SCORE_SCALE);
    let mut judged = Vec::new();
    for (ply, &pos) in game.moves.iter().enumerate() {
        let to_move = replay.to_move();
        if ply >= skip
            && let Some(input) = evaluation_input(replay.board(), to_move, game.rule)
        {
            let ranks = network_points(replay.board(), game.rule)
                .into_iter()
                .map(|p| [p.black, p.white]);
            let score = game.scores.get(ply).copied().unwrap_or(NO_SCORE);
            judged.push(Judged {
                result: match game.winner {
                    Some(w) if w == to_move => 1.0,
                    Some(_) => 0.0,
                    None => 0.5,
                },
                network: network.out_of(usize::from(to_move == Stone::White), ranks),
                fitted: f64::from(input.score) / scale,
                search: (score != NO_SCORE).then(|| f64::from(score) / scale),
            });
        }
        replay
            .try_play(pos)
            .map_err(|e| format!("{}: move {}: {e}", game.source, ply + 1))?;
    }
    Ok(judged)
}

/// The mean log loss of σ(k · value) against the results, over `(value, result)` pairs.
pub fn log_loss(pairs: &[(f64, f64)], k: f64) -> f64 {
    let total: f64 = pairs
        .iter()
        .map(|&(value, result)| {
            let x = k * value;
            // ln(1 + e^x) − r·x, computed without overflow.
            x.max(0.0) + (-x.abs()).exp().ln_1p() - result * x
        })
        .sum();
    total / pairs.len().max(1) as f64
}

/// The scale k in 0.05..=4 (steps of 0.05) with the least [`log_loss`], and that loss.
pub fn best_scale(pairs: &[(f64, f64)]) -> (f64, f64) {
    (1..=80)
        .map(|i| f64::from(i) * 0.05)
        .map(|k| (k, log_loss(pairs, k)))
        .fold((1.0, f64::INFINITY), |best, next| {
            if next.1 < best.1 { next } else { best }
        })
}

/// The share of decided positions whose value's sign names the winner.
pub fn accuracy(pairs: &[(f64, f64)]) -> f64 {
    let decided: Vec<_> = pairs.iter().filter(|p| p.1 != 0.5).collect();
    let right = decided
        .iter()
        .filter(|&&&(v, r)| (v > 0.0) == (r > 0.5))
        .count();
    right as f64 / decided.len().max(1) as f64
}

/// A table row: a predictor's figures over `pairs`.
fn row(name: &str, pairs: &[(f64, f64)]) -> String {
    let (k, best) = best_scale(pairs);
    format!(
        "| {name} | {:.4} | {best:.4} (k {k:.2}) | {:.1}% |",
        log_loss(pairs, 1.0),
        100.0 * accuracy(pairs)
    )
}

/// The report on the judged positions of each group (in the order given): every
/// position, then those with a search score, where the three can be set side by side.
pub fn report<'a>(groups: impl IntoIterator<Item = (&'a str, &'a [Judged])>) -> String {
    let mut out = String::new();
    for (kind, judged) in groups {
        let scored: Vec<&Judged> = judged.iter().filter(|j| j.search.is_some()).collect();
        let pairs = |f: &dyn Fn(&Judged) -> f64, set: &[&Judged]| -> Vec<(f64, f64)> {
            set.iter().map(|j| (f(j), j.result)).collect()
        };
        let all: Vec<&Judged> = judged.iter().collect();
        out += &format!(
            "\n{kind}: {} positions, {} with a search score\n\n\
             | on | loss at k = 1 | at the best k | winner named |\n| --- | --- | --- | --- |\n",
            all.len(),
            scored.len()
        );
        out += &(row("network, all", &pairs(&|j| j.network, &all)) + "\n");
        out += &(row("fitted, all", &pairs(&|j| j.fitted, &all)) + "\n");
        if !scored.is_empty() {
            out += &(row("network, scored", &pairs(&|j| j.network, &scored)) + "\n");
            out += &(row("fitted, scored", &pairs(&|j| j.fitted, &scored)) + "\n");
            let search = pairs(&|j| j.search.unwrap_or_default(), &scored);
            out += &(row("search, scored", &search) + "\n");
        }
    }
    out
}

/// Judges the quiet positions (from ply `skip` on) of the games in `inputs` with the
/// network and the fitted weights, on `threads` threads, and reports by board and rule.
///
/// # Errors
/// An input cannot be read or is malformed.
pub fn compare(
    inputs: &[String],
    network: &Network,
    skip: usize,
    threads: usize,
) -> Result<String, String> {
    let games = read_games(inputs)?;
    let share = games.len().div_ceil(threads.max(1)).max(1);
    let judged: Vec<Result<(String, Vec<Judged>), String>> = std::thread::scope(|scope| {
        let workers: Vec<_> = games
            .chunks(share)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .map(|g| {
                            let kind = format!("{0}×{0} {1}", g.size, g.rule);
                            judge_game(g, network, skip).map(|j| (kind, j))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a compare thread"))
            .collect()
    });
    let mut all = Vec::new();
    let mut groups: BTreeMap<String, Vec<Judged>> = BTreeMap::new();
    for game in judged {
        let (kind, judged) = game?;
        all.extend(&judged);
        groups.entry(kind).or_default().extend(judged);
    }
    let every = std::iter::once(("every board and rule", all.as_slice()));
    let each = groups.iter().map(|(k, v)| (k.as_str(), v.as_slice()));
    Ok(format!(
        "{} games; log loss of σ(k · value) against the results (values in units of {SCORE_SCALE}), lower is better\n{}",
        games.len(),
        report(every.chain(each))
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobang_engine::ai::Rng;
    use gobang_engine::ai::network::FloatNetwork;

    #[test]
    fn the_log_loss_and_the_best_scale_are_those_of_the_definition() {
        assert!((log_loss(&[(0.0, 1.0), (0.0, 0.0)], 1.0) - 2f64.ln()).abs() < 1e-12);
        // ln(1 + e^-3) for a right call at 3, ln(1 + e^3) for a wrong one.
        let loss = log_loss(&[(3.0, 1.0), (-3.0, 1.0)], 1.0);
        let want = ((-3f64).exp().ln_1p() + 3f64.exp().ln_1p()) / 2.0;
        assert!((loss - want).abs() < 1e-12, "{loss} {want}");
        // Soft results of σ(2v): the least loss is at k = 2.
        let pairs: Vec<(f64, f64)> = (-20..=20)
            .map(|i| f64::from(i) / 10.0)
            .map(|v| (v, 1.0 / (1.0 + (-2.0 * v).exp())))
            .collect();
        let (k, _) = best_scale(&pairs);
        assert!((k - 2.0).abs() < 1e-9, "{k}");
        assert_eq!(
            accuracy(&[(1.0, 1.0), (-1.0, 1.0), (2.0, 0.5), (-2.0, 0.0)]),
            2.0 / 3.0
        );
    }

    #[test]
    fn a_game_is_judged_at_its_quiet_positions_with_both_evaluations() {
        let mut rng = Rng::new(7);
        let network = Network::quantize(&FloatNetwork::random(|| rng.unit())).unwrap();
        let settings = crate::generate::Settings {
            out: String::new(),
            games: 1,
            threads: 1,
            nodes: 300,
            seed: 5,
            random: 2,
            mix: crate::generate::parse_mix("15:renju:1").unwrap(),
            network: None,
        };
        let record = crate::generate::play_game(&settings, 0);
        let game = SourceGame {
            source: "t".into(),
            size: usize::from(record.size),
            rule: record.rule,
            winner: record.winner,
            moves: record
                .moves
                .iter()
                .map(|&m| record.pos(m).unwrap())
                .collect(),
            scores: record.moves.iter().map(|m| m.score).collect(),
        };
        let judged = judge_game(&game, &network, 4).unwrap();
        let exported = crate::export::positions_of(&game, 0, 4).unwrap();
        assert!(!judged.is_empty());
        assert_eq!(judged.len(), exported.len());
        for (j, e) in judged.iter().zip(&exported) {
            assert_eq!(j.result, f64::from(e.result) / 2.0);
            assert_eq!(
                j.search,
                (e.score != NO_SCORE).then(|| f64::from(e.score) / 1198.0)
            );
            let ranks = e.points.iter().map(|p| [p.black, p.white]);
            assert_eq!(
                j.network,
                network.out_of(usize::from(e.to_move == Stone::White), ranks)
            );
        }
        // The fitted value is the static evaluation's, as the tuner sees it.
        let mut replay = Game::with_rule(game.size, game.rule).unwrap();
        let mut seen = Vec::new();
        for (ply, &pos) in game.moves.iter().enumerate() {
            if ply >= 4
                && let Some(input) = evaluation_input(replay.board(), replay.to_move(), game.rule)
            {
                seen.push(f64::from(input.score) / 1198.0);
            }
            replay.play(pos);
        }
        assert_eq!(judged.iter().map(|j| j.fitted).collect::<Vec<_>>(), seen);
    }
}
