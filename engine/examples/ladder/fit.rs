//! Elo from a round-robin: the Bradley–Terry model fitted by maximum likelihood (as Ordo
//! does, without a prior), draws counted as half a win, one player anchored at 0; and 95%
//! intervals by bootstrap (the games of every pair resampled, the model refitted, the
//! 2.5th and 97.5th percentiles taken).

use gobang_engine::ai::Rng;

/// Results of a round-robin among `n` players: for every ordered pair, the points `i`
/// scored against `j` in each game played (1, ½ or 0).
#[derive(Clone, Debug)]
pub struct Results {
    n: usize,
    /// `games[i][j]`: `i`'s score in each game against `j` (`i` < `j` only).
    games: Vec<Vec<Vec<f64>>>,
}

/// The fitted ratings, and their intervals.
#[derive(Clone, Debug)]
pub struct Fit {
    /// Elo of each player, the anchor at 0.
    pub elo: Vec<f64>,
    /// 95% interval of each player's Elo.
    pub interval: Vec<(f64, f64)>,
    /// 95% interval of each player's Elo above the one before it (the first: (0, 0)).
    pub step_interval: Vec<(f64, f64)>,
}

impl Results {
    /// No games yet among `n` players.
    pub fn new(n: usize) -> Results {
        Results {
            n,
            games: vec![vec![Vec::new(); n]; n],
        }
    }

    /// Records a game between `i` and `j` in which `i` scored `score`.
    pub fn add(&mut self, i: usize, j: usize, score: f64) {
        if i < j {
            self.games[i][j].push(score);
        } else {
            self.games[j][i].push(1.0 - score);
        }
    }

    /// `i`'s points and games against `j`.
    pub fn pair(&self, i: usize, j: usize) -> (f64, usize) {
        let (a, b, flip) = if i < j { (i, j, false) } else { (j, i, true) };
        let games = &self.games[a][b];
        let points: f64 = games.iter().sum();
        let points = if flip {
            games.len() as f64 - points
        } else {
            points
        };
        (points, games.len())
    }

    /// Games played by `i`.
    pub fn games_of(&self, i: usize) -> usize {
        (0..self.n)
            .filter(|&j| j != i)
            .map(|j| self.pair(i, j).1)
            .sum()
    }

    /// The maximum-likelihood Elo of every player, `anchor` at 0; `None` when some
    /// player's rating is unbounded (it won or lost every game of a part of the table
    /// that is not tied to the rest both ways).
    pub fn ratings(&self, anchor: usize) -> Option<Vec<f64>> {
        // Minorisation–maximisation on gamma = 10^(elo/400) (Hunter 2004): each step
        // raises the likelihood, and it converges to the maximum when one exists.
        let n = self.n;
        let points: Vec<f64> = (0..n)
            .map(|i| (0..n).filter(|&j| j != i).map(|j| self.pair(i, j).0).sum())
            .collect();
        if points.iter().any(|&p| p <= 0.0) {
            return None;
        }
        let mut gamma = vec![1.0; n];
        for _ in 0..100_000 {
            let mut next = gamma.clone();
            for i in 0..n {
                let denominator: f64 = (0..n)
                    .filter(|&j| j != i)
                    .map(|j| self.pair(i, j).1 as f64 / (gamma[i] + gamma[j]))
                    .sum();
                next[i] = points[i] / denominator;
            }
            let scale = next[anchor];
            next.iter_mut().for_each(|g| *g /= scale);
            let change = gamma
                .iter()
                .zip(&next)
                .map(|(a, b)| (a.ln() - b.ln()).abs())
                .fold(0.0, f64::max);
            gamma = next;
            if change < 1e-12 {
                let elo: Vec<f64> = gamma.iter().map(|g| 400.0 * g.log10()).collect();
                return elo.iter().all(|e| e.is_finite()).then_some(elo);
            }
        }
        None
    }

    /// The same results with one more game, a draw, for every pair that played.
    fn with_draws(&self) -> Results {
        let mut more = self.clone();
        for games in more.games.iter_mut().flatten() {
            if !games.is_empty() {
                games.push(0.5);
            }
        }
        more
    }

    /// The same round-robin with every pair's games drawn again, with replacement.
    fn resample(&self, rng: &mut Rng) -> Results {
        let mut again = Results::new(self.n);
        for (i, row) in self.games.iter().enumerate() {
            for (j, games) in row.iter().enumerate() {
                again.games[i][j] = (0..games.len())
                    .map(|_| games[rng.below(games.len() as u64) as usize])
                    .collect();
            }
        }
        again
    }

    /// The ratings with their 95% bootstrap intervals over `samples` resamplings (seeded,
    /// so the same results give the same intervals); `None` when the ratings are
    /// unbounded.
    pub fn fit(&self, anchor: usize, samples: usize, seed: u64) -> Option<Fit> {
        let elo = self.ratings(anchor)?;
        let mut rng = Rng::new(seed);
        let mut draws: Vec<Vec<f64>> = Vec::with_capacity(samples);
        for _ in 0..samples {
            // A resample in which a pair's few games all went one way can leave a rating
            // unbounded; that resample is fitted with one virtual draw added to every
            // pair played (BayesElo's prior), which keeps it finite and moves it little.
            let again = self.resample(&mut rng);
            let ratings = again
                .ratings(anchor)
                .or_else(|| again.with_draws().ratings(anchor));
            draws.push(ratings?);
        }
        let interval_of = |values: &mut Vec<f64>| {
            values.sort_by(f64::total_cmp);
            let at = |q: f64| values[((values.len() - 1) as f64 * q).round() as usize];
            (at(0.025), at(0.975))
        };
        let interval = (0..self.n)
            .map(|i| interval_of(&mut draws.iter().map(|d| d[i]).collect()))
            .collect();
        let step_interval = (0..self.n)
            .map(|i| {
                if i == 0 {
                    (0.0, 0.0)
                } else {
                    interval_of(&mut draws.iter().map(|d| d[i] - d[i - 1]).collect())
                }
            })
            .collect();
        Some(Fit {
            elo,
            interval,
            step_interval,
        })
    }
}

/// The expected score of a player `elo` points stronger.
pub fn expected(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(pairs: &[(usize, usize, u32, u32, u32)], n: usize) -> Results {
        let mut results = Results::new(n);
        for &(i, j, wins, draws, losses) in pairs {
            for (count, score) in [(wins, 1.0), (draws, 0.5), (losses, 0.0)] {
                for _ in 0..count {
                    results.add(i, j, score);
                }
            }
        }
        results
    }

    #[test]
    fn two_players_at_75_percent_are_190_8_elo_apart() {
        // 400 log10(0.75 / 0.25) = 190.85
        let fit = results(&[(1, 0, 75, 0, 25)], 2).fit(0, 200, 1).unwrap();
        assert_eq!(fit.elo[0], 0.0);
        assert!((fit.elo[1] - 190.85).abs() < 0.01, "{:?}", fit.elo);
        // Draws count half: 60 wins, 30 draws and 10 losses are 75% too.
        let with_draws = results(&[(0, 1, 10, 30, 60)], 2).ratings(0).unwrap();
        assert!((with_draws[1] - 190.85).abs() < 0.01, "{with_draws:?}");
        assert!((expected(190.85) - 0.75).abs() < 1e-4);
    }

    #[test]
    fn a_chain_of_even_steps_fits_its_steps_and_intervals_hold_them() {
        // Three players, each scoring 75% against the one below and 90% against the one
        // two below (the model's own prediction for two 190.85 steps is 90%).
        let fit = results(
            &[(1, 0, 150, 0, 50), (2, 1, 150, 0, 50), (2, 0, 180, 0, 20)],
            3,
        )
        .fit(0, 400, 2)
        .unwrap();
        assert!((fit.elo[1] - 190.85).abs() < 3.0, "{:?}", fit.elo);
        assert!((fit.elo[2] - 381.7).abs() < 5.0, "{:?}", fit.elo);
        for i in 1..3 {
            let (low, high) = fit.interval[i];
            assert!(low < fit.elo[i] && fit.elo[i] < high, "{i}: {low} {high}");
            let (low, high) = fit.step_interval[i];
            assert!(low < 190.85 && 190.85 < high, "step {i}: {low} {high}");
            // 200 games at 75% pin a step to about ±60 Elo.
            assert!(high - low < 150.0, "step {i}: {low} {high}");
        }
    }

    #[test]
    fn a_player_who_never_scored_has_no_rating() {
        assert!(results(&[(0, 1, 0, 0, 20)], 2).ratings(1).is_none());
    }
}
