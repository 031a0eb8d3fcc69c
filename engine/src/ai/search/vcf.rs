//! Victory by continuous fours (VCF): a win in which every attacking move is a four, so
//! that every defence is forced. Cheap to search, since each side has few such moves, and
//! decisive: a position with a VCF is won whatever the defender does.

use std::collections::HashMap;

use crate::ai::eval::position::{Cell, Position};

/// The node limit of one VCF search, and what it has spent.
pub struct VcfBudget<'a> {
    /// Moves (of both sides) the search may make.
    pub nodes: u64,
    /// Moves made so far.
    pub used: u64,
    /// Asked every thousand moves or so whether to give up now.
    pub stop: Option<&'a dyn Fn() -> bool>,
}

impl<'a> VcfBudget<'a> {
    /// A budget of `nodes` moves.
    pub fn new(nodes: u64, stop: Option<&'a dyn Fn() -> bool>) -> VcfBudget<'a> {
        VcfBudget {
            nodes,
            used: 0,
            stop,
        }
    }

    pub(crate) fn spend(&mut self) -> bool {
        if self.used >= self.nodes {
            return false;
        }
        self.used += 1;
        if self.used.is_multiple_of(1024) && self.stop.is_some_and(|stop| stop()) {
            // Nothing more may be spent: every search in progress unwinds as a failure.
            self.nodes = self.used;
        }
        true
    }

    fn exhausted(&self) -> bool {
        self.used >= self.nodes
    }
}

/// Positions already shown to have no VCF within a depth, by hash.
type Failures = HashMap<u64, u32>;

/// The attacking moves of the shortest VCF for the side to move within `max_fours` fours,
/// with the forced replies between them; `None` when there is none (or the budget ran out).
/// `position` is left as it was.
pub fn find(
    position: &mut Position,
    max_fours: u32,
    budget: &mut VcfBudget<'_>,
) -> Option<Vec<Cell>> {
    let mut failures = Failures::new();
    for depth in 1..=max_fours {
        let mut line = Vec::new();
        if attack(position, depth, budget, &mut failures, &mut line) {
            line.reverse();
            return Some(line);
        }
        if budget.exhausted() {
            return None;
        }
    }
    None
}

/// Whether the side to move wins by fours within `depth` fours. On success `line` holds the
/// winning sequence in reverse order.
fn attack(
    position: &mut Position,
    depth: u32,
    budget: &mut VcfBudget<'_>,
    failures: &mut Failures,
    line: &mut Vec<Cell>,
) -> bool {
    let attacker = position.to_move();
    let defender = !attacker;
    if let Some(five) = position.fives(attacker).iter().next() {
        line.push(five);
        return true;
    }
    if depth == 0 {
        return false;
    }
    let key = position.hash();
    if failures.get(&key).is_some_and(|&d| d >= depth) {
        return false;
    }
    let defender_fives = *position.fives(defender);
    let moves: Vec<Cell> = match defender_fives.len() {
        0 => ordered_fours(position),
        // The attacker must block the defender's four, and keeps the attack only if the
        // block is a four itself.
        1 => defender_fives
            .iter()
            .filter(|&c| position.fours(attacker).contains(c) && position.is_legal(c))
            .collect(),
        _ => Vec::new(),
    };
    for m in moves {
        if position.flex4s(attacker).contains(m) {
            // An open four or a double four: two points to make five, and the defender
            // has no five of their own.
            line.push(m);
            return true;
        }
        if !budget.spend() {
            return false;
        }
        position.make(m);
        let threats = *position.fives(attacker);
        let won = match threats.len() {
            0 => false,
            // Renju: a block black may not play is no block.
            1 if threats.iter().all(|c| !position.is_legal(c)) => true,
            1 => {
                let block = threats.iter().next().expect("one threat");
                let won = budget.spend() && {
                    position.make(block);
                    let won = attack(position, depth - 1, budget, failures, line);
                    position.undo();
                    won
                };
                if won {
                    line.push(block);
                }
                won
            }
            _ => true,
        };
        position.undo();
        if won {
            line.push(m);
            return true;
        }
    }
    if !budget.exhausted() {
        failures.insert(key, depth);
    }
    false
}

/// The side to move's four-making points, the most promising first.
fn ordered_fours(position: &Position) -> Vec<Cell> {
    let me = position.to_move();
    let mut moves: Vec<(i32, Cell)> = position
        .fours(me)
        .iter()
        .filter(|&c| position.is_legal(c))
        .map(|c| (position.score(me, c) + position.score(!me, c) / 2, c))
        .collect();
    moves.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    moves.into_iter().map(|(_, c)| c).collect()
}
