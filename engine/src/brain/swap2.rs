//! The brain's side of a swap2 opening, asked by `SWAP2BOARD` (the Gomocup protocol's
//! opening command): the stones so far, black's first, as `x,y` lines, then `DONE`.
//!
//! - no stone: the brain opens, and answers three stones on one line: `x1,y1 x2,y2 x3,y3`
//!   (black, white, black);
//! - three stones: the brain answers them: `SWAP` to take black (the other side then plays
//!   white's fourth stone), one point to keep white and play the fourth stone, or two
//!   points (white's fourth, black's fifth) to leave the choice of colour to the opener;
//! - five stones: the brain, the opener, chooses: `SWAP` to take black, or one point to
//!   take white and play the sixth stone.

use std::time::Duration;

use super::{Brain, Replies};
use crate::ai::Limits;
use crate::ai::opening::decide;
use crate::opening::{Action, Choice, Contest, OpeningRule, Role};
use crate::pos::Pos;
use crate::stone::Stone;

impl Brain {
    /// Answers a `SWAP2BOARD` opening of `stones`.
    pub(super) fn swap2(&mut self, stones: &[Pos], now: &dyn Fn() -> Duration) -> Replies {
        let Some(size) = self.board.as_ref().map(|b| b.size()) else {
            return vec!["ERROR SWAP2BOARD before START".into()];
        };
        if ![0, 3, 5].contains(&stones.len()) {
            return vec![format!(
                "ERROR SWAP2BOARD takes 0, 3 or 5 stones, not {}",
                stones.len()
            )];
        }
        let Ok(mut contest) = Contest::new(size, self.rule, OpeningRule::Swap2) else {
            return vec!["ERROR the board size was refused".into()];
        };
        // The stones given, with swap2's "two more" between the third and the fourth.
        for (i, &pos) in stones.iter().enumerate() {
            if i == 3 {
                let _ = contest.act(Role::Responder, Action::Choose(Choice::More));
            }
            let by = contest.step().by().unwrap_or(Role::Opener);
            if let Err(e) = contest.act(by, Action::Stone(pos)) {
                return vec![format!(
                    "ERROR stone {} ({},{}): {e}",
                    i + 1,
                    pos.col(),
                    pos.row()
                )];
            }
        }
        let deadline = now() + self.time.budget();
        let stop = || now() >= deadline;
        let limits = Limits {
            stop: Some(&stop),
            memory: self.time.memory,
            ..Limits::default()
        };
        // Each game opens differently: the seed comes from the clock.
        let seed = now().as_nanos() as u64;
        let mut points = Vec::new();
        let mut swapped = false;
        while let Some(by) = contest.step().by() {
            let Some(actions) = decide(&contest, self.level, seed, limits) else {
                return vec!["ERROR no move left".into()];
            };
            for action in actions {
                match action {
                    Action::Stone(pos) => points.push(pos),
                    Action::Choose(Choice::Black) => swapped = true,
                    Action::Choose(_) | Action::Offer(_) => {}
                }
                if let Err(e) = contest.act(by, action) {
                    return vec![format!("ERROR {e}")];
                }
            }
            // The brain goes on while the step is still its own: after taking white it
            // plays white's move, after "two more" it places them.
            if contest.step().by() != Some(by) {
                break;
            }
        }
        self.board = Some(contest.game().board().clone());
        // The brain's colour, once it has one: black after a swap, white after playing
        // white's move; still open after placing stones for the other to choose.
        self.own = match (swapped, points.len()) {
            (true, _) => Some(Stone::Black),
            (false, 1) => Some(Stone::White),
            _ => None,
        };
        if swapped {
            return vec!["SWAP".into()];
        }
        let words: Vec<String> = points
            .iter()
            .map(|p| format!("{},{}", p.col(), p.row()))
            .collect();
        vec![words.join(" ")]
    }
}
