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
