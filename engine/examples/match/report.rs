//! A match's numbers: the score with its 95% interval, the Elo difference with its
//! interval, and move-time percentiles.

use std::time::Duration;

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_964;

/// A score (wins plus half the draws, over games) with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    /// The score, from 0 to 1.
    pub value: f64,
    /// The interval's lower end.
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
}

impl Score {
    /// The score of `wins`, `draws` and `losses`, with a Wilson interval: unlike the normal
    /// approximation it stays honest at 0% and 100%, where a match against a much stronger
    /// or weaker opponent ends. Draws count as half a win (a slightly wide interval then).
    pub fn of(wins: u32, draws: u32, losses: u32) -> Score {
        let n = f64::from(wins + draws + losses);
        if n == 0.0 {
            return Score {
                value: 0.5,
                low: 0.0,
                high: 1.0,
            };
        }
        let p = (f64::from(wins) + f64::from(draws) / 2.0) / n;
        let z2 = Z95 * Z95;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        Score {
            value: p,
            low: (centre - half).max(0.0),
            high: (centre + half).min(1.0),
        }
    }
}

/// A sequential probability ratio test between two Elo differences: the match stops as
/// soon as the games played favour one hypothesis strongly enough (5% errors either way).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// The Elo difference of the null hypothesis (no gain, usually 0).
    pub elo0: f64,
    /// The Elo difference of the alternative (the gain hoped for).
    pub elo1: f64,
}

/// What an SPRT says after some games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Play on.
    Continue,
    /// The gain is there (elo1 rather than elo0).
    Accepted,
    /// It is not.
    Rejected,
}

impl Sprt {
    /// The log-likelihood ratio of elo1 against elo0 after `wins`, `draws` and `losses`
    /// (the normal approximation used by chess engines' testing frameworks).
    pub fn llr(&self, wins: u32, draws: u32, losses: u32) -> f64 {
        let n = f64::from(wins + draws + losses);
        if n == 0.0 || wins + draws == 0 || losses + draws == 0 {
            // No variance yet: nothing can be concluded.
            return 0.0;
        }
        let mean = (f64::from(wins) + f64::from(draws) / 2.0) / n;
        let second = (f64::from(wins) + f64::from(draws) / 4.0) / n;
        let variance = second - mean * mean;
        let score = |elo: f64| 1.0 / (1.0 + 10f64.powf(-elo / 400.0));
        let (s0, s1) = (score(self.elo0), score(self.elo1));
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// The verdict after these games: the bounds are ln(0.05/0.95) and ln(0.95/0.05).
    pub fn verdict(&self, wins: u32, draws: u32, losses: u32) -> Verdict {
        let bound = (0.95f64 / 0.05).ln();
        let llr = self.llr(wins, draws, losses);
        if llr >= bound {
            Verdict::Accepted
        } else if llr <= -bound {
            Verdict::Rejected
        } else {
            Verdict::Continue
        }
    }
}

/// The Elo difference that a score means (infinite at 0 and 1).
pub fn elo(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// An Elo difference as text: `+35`, `-120`, `-inf`.
pub fn elo_text(e: f64) -> String {
    if e.is_infinite() {
        if e > 0.0 { "+inf" } else { "-inf" }.to_owned()
    } else {
        // `+.0` would print a tiny negative difference as `-0`.
        format!("{:+.0}", if e.abs() < 0.5 { 0.0 } else { e })
    }
}

/// The `p`-th quantile (0 to 1) of sorted durations, nearest rank.
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

/// Milliseconds with one decimal.
pub fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_and_intervals() {
        let even = Score::of(50, 0, 50);
        assert!((even.value - 0.5).abs() < 1e-12);
        assert!(even.low < 0.41 && even.low > 0.39 && even.high > 0.59 && even.high < 0.61);
        // No win in 40 games still leaves room for a few percent.
        let none = Score::of(0, 0, 40);
        assert_eq!(none.value, 0.0);
        assert_eq!(none.low, 0.0);
        assert!(none.high > 0.08 && none.high < 0.09, "{}", none.high);
        assert_eq!(Score::of(3, 2, 5).value, 0.4);
    }

    #[test]
    fn an_sprt_decides_clear_cases_and_waits_on_close_ones() {
        let test = Sprt {
            elo0: 0.0,
            elo1: 20.0,
        };
        assert_eq!(test.verdict(10, 0, 10), Verdict::Continue);
        assert_eq!(test.verdict(300, 0, 200), Verdict::Accepted);
        assert_eq!(test.verdict(200, 0, 300), Verdict::Rejected);
        assert_eq!(test.verdict(5, 0, 0), Verdict::Continue);
        assert!(test.llr(60, 0, 40) > 0.0 && test.llr(40, 0, 60) < 0.0);
    }

    #[test]
    fn elo_of_scores() {
        assert_eq!(elo(0.5), 0.0);
        assert!((elo(0.75) - 190.85).abs() < 0.01);
        assert!((elo(0.25) + 190.85).abs() < 0.01);
        assert_eq!(elo_text(elo(0.0)), "-inf");
        assert_eq!(elo_text(elo(0.75)), "+191");
    }

    #[test]
    fn percentiles_take_the_nearest_rank() {
        let times: Vec<Duration> = (1..=100).map(Duration::from_millis).collect();
        assert_eq!(percentile(&times, 0.5), Duration::from_millis(51));
        assert_eq!(percentile(&times, 0.95), Duration::from_millis(95));
        assert_eq!(percentile(&[], 0.5), Duration::ZERO);
    }
}
