//! Iterative deepening over the root moves: each iteration within an aspiration window
//! around the last one's score, the moves reordered by their scores, the full range opened
//! to every point near the stones when the best-ordered ones all lose, and the deepening
//! stopped by the clock's [`Pace`].

use super::clock::Pace;
use super::searcher::Searcher;
use super::table::{Entry, check};
use super::thought::{INFINITY, Reason, Thought, WIN_BOUND};
use crate::ai::eval::position::{Cell, Position, pos_of};
use crate::pos::Pos;

impl Searcher<'_> {
    /// Iterative deepening over the root moves.
    pub(super) fn deepen(&mut self, position: &mut Position) -> Option<Thought> {
        self.table = vec![Entry::default(); 1 << self.settings.table_bits];
        let mut moves: Vec<(Cell, i32)> = self
            .generate(position, 0, None)
            .into_iter()
            .map(|c| (c, 0))
            .collect();
        let first = moves.first()?.0;
        let mut best = Thought {
            best: pos_of(first),
            score: 0,
            depth: 0,
            nodes: 0,
            line: vec![pos_of(first)],
            reason: Reason::Searched,
        };
        if moves.len() == 1 {
            best.reason = Reason::Forced;
            return Some(best);
        }
        let mut pace = Pace::default();
        let mut widened = false;
        for depth in 1..=self.settings.max_depth {
            // A window around the last iteration's score, widened to the full range on
            // whichever side the score falls out of it.
            let aspire = self.settings.prune && depth >= 4 && best.score.abs() < WIN_BOUND;
            let (mut low, mut high) = if aspire {
                let window = self.settings.tuning.aspiration;
                (best.score - window, best.score + window)
            } else {
                (-INFINITY, INFINITY)
            };
            // A move that scored above the window: better than the last iteration's best
            // even when the re-search that would tell by how much is cut short.
            let mut failed_high = None;
            let iteration_best = loop {
                self.iteration = depth;
                let found = self.root_iteration(position, &mut moves, depth, low, high);
                if self.stopped {
                    break found.or(failed_high);
                }
                match found {
                    Some((_, score)) if score >= high && high < INFINITY => {
                        failed_high = found;
                        high = INFINITY;
                    }
                    None if low > -INFINITY => low = -INFINITY,
                    _ => break found,
                }
                // The move that failed high is searched first again.
                moves.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
            };
            // A cut-short iteration has searched only some moves: its best replaces the
            // last complete iteration's only when it is that move or scores above it (the
            // first move of a re-search after a fail-low is not better for being alone).
            let iteration_best = iteration_best.filter(|&(cell, score)| {
                !self.stopped || pos_of(cell) == best.best || score > best.score
            });
            let kept = iteration_best.is_none_or(|(cell, _)| pos_of(cell) == best.best);
            if let Some((cell, score)) = iteration_best {
                best.best = pos_of(cell);
                best.score = score;
                best.line = self.principal_line(position, cell);
                if !self.stopped {
                    best.depth = depth;
                }
            }
            if self.stopped {
                break;
            }
            // A loss over the best-ordered moves alone is no loss: the full search then
            // looks at every point near the stones from the next iteration on.
            if best.score <= -WIN_BOUND && self.settings.prune && !widened {
                widened = true;
                let all = self.generate_within(position, 0, None, usize::MAX);
                let before = moves.len();
                for cell in all {
                    if !moves[..before].iter().any(|&(c, _)| c == cell) {
                        moves.push((cell, -INFINITY));
                    }
                }
                if moves.len() > before {
                    moves.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
                    continue;
                }
            }
            if best.score.abs() >= WIN_BOUND {
                break;
            }
            // Stable sort: ties keep their order, so the search stays deterministic.
            moves.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
            if let Some(spent) = self.spent {
                // The other moves' scores are upper bounds (they failed low).
                let lead = moves
                    .get(1)
                    .map_or(INFINITY, |&(_, second)| best.score - second);
                if pace.enough(spent(), kept && depth > 1, lead) {
                    break;
                }
            }
        }
        Some(best)
    }

    /// One iteration over the root moves at `depth` within the window (`low`, `high`): the
    /// best move and its score when one scored above `low` (stopping at the first that
    /// reaches `high`). Each move's score is kept in `moves` for the next ordering.
    fn root_iteration(
        &mut self,
        position: &mut Position,
        moves: &mut [(Cell, i32)],
        depth: i32,
        low: i32,
        high: i32,
    ) -> Option<(Cell, i32)> {
        let mut alpha = low;
        let mut best = None;
        for (i, entry) in moves.iter_mut().enumerate() {
            let cell = entry.0;
            position.make(cell);
            let score = if i == 0 {
                -self.search(position, depth - 1, -high, -alpha, 1, true)
            } else {
                let s = -self.search(position, depth - 1, -alpha - 1, -alpha, 1, false);
                if s > alpha && s < high && !self.stopped {
                    -self.search(position, depth - 1, -high, -alpha, 1, true)
                } else {
                    s
                }
            };
            position.undo();
            if self.stopped {
                break;
            }
            entry.1 = score;
            if score > alpha {
                alpha = score;
                best = Some((cell, score));
                if score >= high {
                    break;
                }
            }
        }
        best
    }

    /// The line the table expects from the root move `first` on, at most twelve moves.
    fn principal_line(&self, position: &mut Position, first: Cell) -> Vec<Pos> {
        let mut line = vec![pos_of(first)];
        position.make(first);
        let mut made = 1;
        while made < 12 {
            let entry = self.table[self.slot(position.hash())];
            let next = entry.best as Cell;
            if entry.check != check(position.hash()) || next == 0 || !position.is_empty(next) {
                break;
            }
            line.push(pos_of(next));
            position.make(next);
            made += 1;
        }
        for _ in 0..made {
            position.undo();
        }
        line
    }
}
