//! Victory by continuous threats (VCT): a win in which every attacking move is a four or
//! an open three. A four leaves the defender one reply; an open three leaves a few (block
//! the three, or make a four of their own), and the attack must win against each of them.
//!
//! The search is sound rather than complete: it claims a win only when every defence was
//! tried and refuted, and gives up whenever the defender's counter-fours take the
//! initiative.

use std::collections::HashMap;

use crate::ai::eval::position::{Cell, Position};
use crate::ai::search::vcf::VcfBudget;

/// The first move of a VCT for the side to move within `max_threats` threats, shortest
/// first; `None` when none was found within the budget. `position` is left as it was.
pub fn find(position: &mut Position, max_threats: u32, budget: &mut VcfBudget<'_>) -> Option<Cell> {
    shortest(position, max_threats, budget).map(|(first, _)| first)
}

/// As [`find`], with the number of threats the search needed (1 for a five or an open four
/// to make now).
pub(crate) fn shortest(
    position: &mut Position,
    max_threats: u32,
    budget: &mut VcfBudget<'_>,
) -> Option<(Cell, u32)> {
    let mut failures = HashMap::new();
    for depth in 1..=max_threats {
        let mut search = Vct {
            budget: &mut *budget,
            failures: &mut failures,
        };
        if let Some(first) = search.attack(position, depth) {
            return Some((first, depth));
        }
        if budget.used >= budget.nodes {
            return None;
        }
    }
    None
}

/// The defences to the open three just made by the side not to move: the points of the
/// open four to come, the points that turn it into a closed four, and the fours of the
/// side to move's own; legal points only, in board order.
pub(crate) fn three_defences(position: &Position) -> Vec<Cell> {
    let defender = position.to_move();
    let attacker = !defender;
    let mut defences: Vec<Cell> = position
        .flex4s(attacker)
        .iter()
        .chain(position.fours(attacker).iter())
        .chain(position.fours(defender).iter())
        .collect();
    defences.sort_unstable();
    defences.dedup();
    defences.retain(|&c| position.is_legal(c));
    defences
}

struct Vct<'b, 'a> {
    budget: &'b mut VcfBudget<'a>,
    /// Positions with no VCT within a depth, by hash.
    failures: &'b mut HashMap<u64, u32>,
}

impl Vct<'_, '_> {
    /// The attacker's (the side to move's) winning move within `depth` threats.
    fn attack(&mut self, position: &mut Position, depth: u32) -> Option<Cell> {
        let attacker = position.to_move();
        let defender = !attacker;
        if let Some(five) = position.fives(attacker).iter().next() {
            return Some(five);
        }
        let defender_fives = *position.fives(defender);
        match defender_fives.len() {
            0 => {}
            // The attacker must block, and keeps the initiative only if the block is a four.
            1 => {
                let block = defender_fives.iter().next().expect("one five");
                let keeps =
                    position.fours(attacker).contains(block) && self.four(position, block, depth);
                return keeps.then_some(block);
            }
            _ => return None,
        }
        if let Some(flex4) = position
            .flex4s(attacker)
            .iter()
            .find(|&c| position.is_legal(c))
        {
            return Some(flex4);
        }
        if depth == 0 {
            return None;
        }
        let key = position.hash();
        if self.failures.get(&key).is_some_and(|&d| d >= depth) {
            return None;
        }
        for threat in ordered_threats(position) {
            if !self.budget.spend() {
                return None;
            }
            let won = if position.fours(attacker).contains(threat) {
                self.four(position, threat, depth - 1)
            } else {
                self.three(position, threat, depth - 1)
            };
            if won {
                return Some(threat);
            }
        }
        if self.budget.used < self.budget.nodes {
            self.failures.insert(key, depth);
        }
        None
    }

    /// Whether the attacker's four at `cell`, after the forced block, still wins.
    fn four(&mut self, position: &mut Position, cell: Cell, depth: u32) -> bool {
        let attacker = position.to_move();
        position.make(cell);
        let threats = *position.fives(attacker);
        let won = match threats.len() {
            0 => false,
            // Renju: a block black may not play is no block.
            1 if threats.iter().all(|c| !position.is_legal(c)) => true,
            1 => {
                let block = threats.iter().next().expect("one threat");
                position.make(block);
                let won = self.attack(position, depth).is_some();
                position.undo();
                won
            }
            _ => true,
        };
        position.undo();
        won
    }

    /// Whether the attacker's open three at `cell` wins against every defence.
    fn three(&mut self, position: &mut Position, cell: Cell, depth: u32) -> bool {
        let attacker = position.to_move();
        position.make(cell);
        // Every move that could stop the open four to come.
        let defences = three_defences(position);
        let threatens = !position.flex4s(attacker).is_empty();
        let mut won = threatens;
        if threatens {
            for defence in defences {
                if !self.budget.spend() {
                    won = false;
                    break;
                }
                position.make(defence);
                let refuted = self.attack(position, depth).is_some();
                position.undo();
                if !refuted {
                    won = false;
                    break;
                }
            }
        }
        position.undo();
        won
    }
}

/// The side to move's fours and open threes, fours first, each group best first.
fn ordered_threats(position: &Position) -> Vec<Cell> {
    let me = position.to_move();
    let mut threats: Vec<(bool, i32, Cell)> = position
        .fours(me)
        .iter()
        .map(|c| (true, c))
        .chain(position.threes(me).iter().map(|c| (false, c)))
        .filter(|&(_, c)| position.is_legal(c))
        .map(|(four, c)| (four, position.score(me, c) + position.score(!me, c) / 2, c))
        .collect();
    threats.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
    threats.into_iter().map(|(_, _, c)| c).collect()
}
