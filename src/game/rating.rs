//! A rating by Glicko-2 (Mark Glickman's system, as lichess rates its players and
//! puzzles): a rating, how sure it is (the deviation) and how steady (the volatility),
//! as plain numbers. The puzzles rate the person with it (a puzzle counts as an opponent
//! with the puzzle's rating and a fixed deviation, [`PUZZLE_DEVIATION`]; solving it is a
//! win, failing it a loss), and so does the player's progress against the levels.

/// The scale between Glicko ratings and Glicko-2's internal one.
const SCALE: f64 = 173.7178;
/// How much the volatility may change (Glickman suggests 0.3 to 1.2).
pub const TAU: f64 = 0.5;
/// The deviation a puzzle counts with as an opponent.
pub const PUZZLE_DEVIATION: f64 = 100.0;
/// The deviation never grows beyond a newcomer's.
const MAX_DEVIATION: f64 = 350.0;
/// How close the volatility's iteration gets.
const EPSILON: f64 = 1e-6;

/// A rating with its deviation and volatility.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating: 1500 to start with.
    pub rating: f64,
    /// How far off it may be (one standard deviation): 350 to start with.
    pub deviation: f64,
    /// How much it tends to swing: 0.06 to start with.
    pub volatility: f64,
}

/// One result against an opponent.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outcome {
    /// The opponent's rating.
    pub rating: f64,
    /// The opponent's deviation.
    pub deviation: f64,
    /// 1 for a win, 0 for a loss (0.5 a draw).
    pub score: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating::START
    }
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

impl Rating {
    /// A newcomer's rating.
    pub const START: Rating = Rating {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// The rating after a puzzle rated `puzzle` was solved (`solved`) or failed.
    pub fn after_puzzle(self, puzzle: i32, solved: bool) -> Rating {
        self.after(
            &[Outcome {
                rating: f64::from(puzzle),
                deviation: PUZZLE_DEVIATION,
                score: if solved { 1.0 } else { 0.0 },
            }],
            TAU,
        )
    }

    /// The score this rating expects against an opponent rated `rating` with `deviation`
    /// (Glickman's E of step 3: 0.5 against an equal, towards 1 against a weaker one).
    pub fn expected(self, rating: f64, deviation: f64) -> f64 {
        let difference = (self.rating - rating) / SCALE;
        1.0 / (1.0 + (-g(deviation / SCALE) * difference).exp())
    }

    /// The rating after one rating period with `results` (Glickman's steps 2 to 8);
    /// with none, only the deviation grows.
    pub fn after(self, results: &[Outcome], tau: f64) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if results.is_empty() {
            let grown = (phi * phi + sigma * sigma).sqrt() * SCALE;
            return Rating {
                deviation: grown.min(MAX_DEVIATION),
                ..self
            };
        }
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for outcome in results {
            let g_j = g(outcome.deviation / SCALE);
            let expected = self.expected(outcome.rating, outcome.deviation);
            inverse_v += g_j * g_j * expected * (1.0 - expected);
            sum += g_j * (outcome.score - expected);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        let volatility = new_volatility(phi, sigma, v, delta, tau);
        let phi_star = (phi * phi + volatility * volatility).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: SCALE * mu_new + 1500.0,
            deviation: (SCALE * phi_new).min(MAX_DEVIATION),
            volatility,
        }
    }
}

/// Glickman's step 5: the new volatility, by the Illinois algorithm.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < 100.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    let mut steps = 0;
    while (big_b - big_a).abs() > EPSILON && steps < 100 {
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
        steps += 1;
    }
    (big_a / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example_comes_out_as_in_his_paper() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let results = [
            Outcome {
                rating: 1400.0,
                deviation: 30.0,
                score: 1.0,
            },
            Outcome {
                rating: 1550.0,
                deviation: 100.0,
                score: 0.0,
            },
            Outcome {
                rating: 1700.0,
                deviation: 300.0,
                score: 0.0,
            },
        ];
        let after = player.after(&results, 0.5);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_solved_puzzle_raises_the_rating_and_a_failed_one_lowers_it() {
        let start = Rating::START;
        let won = start.after_puzzle(1500, true);
        let lost = start.after_puzzle(1500, false);
        assert!(
            won.rating > 1600.0 && lost.rating < 1400.0,
            "{won:?} {lost:?}"
        );
        assert!(won.deviation < start.deviation);
        // Even against an equal; 100 below, about 0.63.
        let even = start.expected(1500.0, PUZZLE_DEVIATION);
        assert!((even - 0.5).abs() < 1e-12, "{even}");
        let easier = start.expected(1400.0, PUZZLE_DEVIATION);
        assert!((easier - 0.6338).abs() < 0.0001, "{easier}");
        // A hard puzzle solved gains more than an easy one.
        assert!(start.after_puzzle(1900, true).rating > start.after_puzzle(1100, true).rating);
    }

    #[test]
    fn without_results_only_the_deviation_grows_up_to_a_newcomers() {
        let sure = Rating {
            rating: 1700.0,
            deviation: 50.0,
            volatility: 0.06,
        };
        let later = sure.after(&[], TAU);
        assert_eq!(later.rating, 1700.0);
        assert!(later.deviation > 50.0);
        assert_eq!(Rating::START.after(&[], TAU).deviation, 350.0);
    }
}
