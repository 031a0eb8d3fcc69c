//! The search at the leaves: the side to move stands on the evaluation or plays fours along
//! a chain, so that a leaf in the middle of a fight of fours is not taken for quiet.

use super::searcher::Searcher;
use super::table::{Bound, Entry, check, to_table};
use crate::ai::eval::pattern::Threat;
use crate::ai::eval::position::{Cell, Position, STEPS};

impl Searcher<'_> {
    /// The search at the leaves: the side to move may stand on the evaluation or play
    /// fours (at most `fours` more); a four of the opponent must be blocked. So that a leaf
    /// in the middle of a fight of fours is not taken for quiet. Its results go to the
    /// transposition table too: the same fours played in another order meet again.
    /// `last`: the side to move's previous four in this quiescence; its next four must
    /// lie on a line through it (as a four chain's do) or make a second threat.
    pub(super) fn quiesce(
        &mut self,
        position: &mut Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        fours: u32,
        last: Option<Cell>,
    ) -> i32 {
        if let Some(score) = self.enter(position, ply) {
            return score;
        }
        let me = position.to_move();
        let opp = !me;
        let block = position.fives(opp).iter().next();
        if let Some(block) = block {
            position.make(block);
            let score = -self.quiesce(position, -beta, -alpha, ply + 1, fours, last);
            position.undo();
            return score;
        }
        let key = position.hash();
        let slot = self.slot(key);
        let entry = self.table[slot];
        let depth = leaf_depth(fours, last.is_some());
        if entry.check == check(key)
            && entry.depth == depth
            && let Some(score) = entry.cut(alpha, beta, ply as i32)
        {
            return score;
        }
        let original_alpha = alpha;
        let stand = self.evaluate(position);
        if stand >= beta || fours == 0 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        let mut moves = [(0, 0); 32];
        let mut count = 0;
        for cell in position.fours(me).iter() {
            let chained = last.is_none_or(|last| in_line(last, cell))
                || position.threat(me, cell) >= Threat::FourThree;
            if count < moves.len() && chained && position.is_legal(cell) {
                moves[count] = (position.score(me, cell) + position.score(opp, cell), cell);
                count += 1;
            }
        }
        let moves = &mut moves[..count];
        moves.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for &(_, cell) in moves.iter() {
            position.make(cell);
            let score = -self.quiesce(position, -beta, -alpha, ply + 1, fours - 1, Some(cell));
            position.undo();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        // Only where fours were tried (standing is cheaper than a look-up), and never over
        // the main search's entry for another position.
        let old = self.table[slot];
        if !moves.is_empty()
            && (old.check == check(key) || old.depth < 0 || old == Entry::default())
        {
            self.table[slot] = Entry {
                check: check(key),
                best: 0,
                depth,
                bound: Bound::of(best, original_alpha, beta),
                score: to_table(best, ply as i32),
            };
        }
        best
    }
}

/// The depth a quiescence result is stored at, by the fours it could still play and
/// whether they had to follow a chain: below zero, so that the main search never takes it
/// for one of its own.
fn leaf_depth(fours: u32, chained: bool) -> i8 {
    -1 - fours.min(60) as i8 - if chained { 64 } else { 0 }
}

/// Whether `a` and `b` lie on one line within four steps of each other (a stone on one
/// can then help make a four through the other).
fn in_line(a: Cell, b: Cell) -> bool {
    let distance = a.abs_diff(b);
    STEPS
        .iter()
        .any(|&step| (1..=4).any(|k| distance == k * step.unsigned_abs()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::eval::position::{STRIDE, cell_of};
    use crate::pos::Pos;

    #[test]
    fn a_four_chain_continues_along_the_lines_through_the_last_four() {
        let centre = cell_of(Pos::center(19));
        for step in STEPS {
            for k in 1..=4 {
                assert!(in_line(centre, centre.wrapping_add_signed(k * step)));
                assert!(in_line(centre, centre.wrapping_add_signed(-k * step)));
            }
            assert!(!in_line(centre, centre.wrapping_add_signed(5 * step)));
        }
        // A knight's move away, or a step across and two along, is on none of its lines.
        assert!(!in_line(centre, centre + 2 * STRIDE + 1));
        assert!(!in_line(centre, centre + STRIDE + 2));
        assert!(!in_line(centre, centre));
    }
}
