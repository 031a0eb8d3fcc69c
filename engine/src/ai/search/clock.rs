//! Time control: what stops a search besides its node budget ([`Clock`]), and, between the
//! iterations of a search on a clock, whether to start another ([`Pace`]).

/// A search on a clock stops between iterations once its best move is settled: the same
/// for this many iterations in a row, ahead of every other root move by this much, and
/// this share of the time spent.
const SETTLED_ITERATIONS: u32 = 5;
const SETTLED_LEAD: i32 = 300;
const SETTLED_SPENT: f64 = 0.5;
/// A search on a clock starts the next iteration when, growing as the last did, it would
/// end within this share of the time: well beyond the clock, since an iteration cut short
/// has still searched the best move first and keeps a move that fails high above it.
const START_WITHIN: f64 = 2.0;

/// What stops a search besides its node budget.
#[derive(Clone, Copy, Default)]
pub struct Clock<'a> {
    /// Asked every thousand nodes or so whether time is up: the search then stops at once.
    pub stop: Option<&'a dyn Fn() -> bool>,
    /// For a search that may end when it sees fit: the share of its time spent so far (1.0
    /// when `stop` will say stop). Asked after each iteration of the deepening, which ends
    /// when the next iteration could not finish in time or the best move is settled.
    pub spent: Option<&'a dyn Fn() -> f64>,
}

/// Time management between the iterations of a search on a clock.
#[derive(Default)]
pub(super) struct Pace {
    /// When the last iteration ended, as a share of the time.
    ended: f64,
    /// What the last iteration took, and the one before it.
    last: f64,
    before: f64,
    /// Iterations in a row that kept the best move.
    kept: u32,
}

impl Pace {
    /// Whether to stop after an iteration that ended at `spent` (a share of the time),
    /// kept the best move or not, and left it `lead` ahead of the next root move: when the
    /// next iteration, growing as the last did, would end beyond [`START_WITHIN`], or when
    /// the move is settled ([`SETTLED_ITERATIONS`], [`SETTLED_LEAD`], [`SETTLED_SPENT`]).
    pub(super) fn enough(&mut self, spent: f64, kept: bool, lead: i32) -> bool {
        self.before = self.last;
        self.last = spent - self.ended;
        self.ended = spent;
        self.kept = if kept { self.kept + 1 } else { 0 };
        let growth = if self.before > 0.0 {
            (self.last / self.before).clamp(1.5, 6.0)
        } else {
            3.0
        };
        let settled =
            self.kept >= SETTLED_ITERATIONS && lead >= SETTLED_LEAD && spent >= SETTLED_SPENT;
        spent + self.last * growth > START_WITHIN || settled
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `pace` iterations ending at the given shares of the time, each keeping the
    /// best move with `lead`; the index of the one after which it stops.
    fn stops_after(ends: &[f64], lead: i32) -> Option<usize> {
        let mut pace = Pace::default();
        ends.iter().position(|&end| pace.enough(end, true, lead))
    }

    #[test]
    fn an_iteration_is_started_unless_it_would_take_far_beyond_the_clock() {
        // Doubling: after 0.63 the next would end near 1.27; the clock may cut it short,
        // but it searches the best move first, so it is started.
        assert_eq!(stops_after(&[0.01, 0.03, 0.07, 0.15, 0.31, 0.63], 0), None);
        // Growing sixfold: after 0.36 (0.30 spent on it) the next would end near 2.16.
        assert_eq!(stops_after(&[0.01, 0.06, 0.36], 0), Some(2));
    }

    #[test]
    fn a_settled_move_stops_the_search_early_but_a_close_one_does_not() {
        let ends = [0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.52, 0.72];
        // Kept for five iterations and far ahead: stops once half the time is spent.
        assert_eq!(stops_after(&ends, SETTLED_LEAD), Some(6));
        assert_eq!(stops_after(&ends, SETTLED_LEAD - 1), None);
        // A move that changes starts the count again.
        let mut pace = Pace::default();
        let kept = [true, true, true, false, true, true, true, true];
        let stopped = ends
            .iter()
            .zip(kept)
            .position(|(&end, kept)| pace.enough(end, kept, SETTLED_LEAD));
        assert_eq!(stopped, None);
    }
}
