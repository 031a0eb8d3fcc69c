//! The searcher's state (settings, budget and clock, the transposition table, killers and
//! history) and what every node of every part of the search asks of it: whether the
//! budget is spent, whether the game is decided, and the static value of a position.

use super::clock::Clock;
use super::settings::Settings;
use super::table::Entry;
use super::thought::WIN;
use crate::ai::eval::position::{Cell, Position, STRIDE};

/// How many plies from the root the search may go.
const MAX_PLY: usize = 64;

/// One search: its settings, what it has spent and what it has learnt so far.
pub(super) struct Searcher<'a> {
    pub(super) settings: Settings,
    /// The clock's [`Clock::stop`].
    pub(super) stop: Option<&'a dyn Fn() -> bool>,
    /// The clock's [`Clock::spent`].
    pub(super) spent: Option<&'a dyn Fn() -> f64>,
    /// Whether the budget or the clock stopped the search: every score since is ignored.
    pub(super) stopped: bool,
    /// Nodes visited so far, the threat searches' included.
    pub(super) nodes: u64,
    /// At how many nodes the clock is next asked.
    next_clock_check: u64,
    /// The transposition table: a power of two of entries, empty until the main search.
    pub(super) table: Vec<Entry>,
    /// Per ply: a move left out of the node's search (the hash move, while a singular
    /// extension tests the others), or 0.
    pub(super) excluded: [Cell; MAX_PLY],
    /// The depth of the root's current iteration.
    pub(super) iteration: i32,
    /// Per ply: the last two quiet moves that cut a node off.
    pub(super) killers: [[Cell; 2]; MAX_PLY],
    /// Per side and point: how much its quiet moves have cut off (the depth squared each
    /// time).
    pub(super) history: Vec<u32>,
}

impl<'a> Searcher<'a> {
    /// A searcher with `settings`, stopped by the `clock` besides its node budget.
    pub(super) fn new(settings: Settings, clock: Clock<'a>) -> Searcher<'a> {
        Searcher {
            settings,
            stop: clock.stop,
            spent: clock.spent,
            stopped: false,
            nodes: 0,
            next_clock_check: 0,
            // Allocated only when the main search runs: forced moves need none.
            table: Vec::new(),
            excluded: [0; MAX_PLY],
            iteration: 0,
            killers: [[0; 2]; MAX_PLY],
            history: vec![0; 2 * STRIDE * STRIDE],
        }
    }

    /// The table slot of the position with hash `key`.
    pub(super) fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.table.len() - 1)
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.settings.nodes {
            self.stopped = true;
        } else if self.nodes >= self.next_clock_check {
            self.next_clock_check = self.nodes + 1024;
            self.stopped = self.time_is_up();
        }
        self.stopped
    }

    /// Whether the clock says stop.
    pub(super) fn time_is_up(&self) -> bool {
        self.stop.is_some_and(|stop| stop())
    }

    /// Counts a node and returns its score when no search is needed: the budget is spent
    /// (the score is then ignored), the game is decided on the next move or two, or the
    /// search is as deep as it may go.
    pub(super) fn enter(&mut self, position: &Position, ply: usize) -> Option<i32> {
        self.nodes += 1;
        if self.out_of_budget() {
            return Some(0);
        }
        if let Some(score) = immediate_result(position, ply as i32) {
            return Some(score);
        }
        (ply >= MAX_PLY - 1).then(|| self.evaluate(position))
    }

    /// The static value of the position for the side to move: the network's when the
    /// position has one, else the weighed features'.
    pub(super) fn evaluate(&self, position: &Position) -> i32 {
        if let Some(score) = position.network_score() {
            return score;
        }
        let me = position.to_move();
        self.settings
            .weights
            .evaluate(position.features(me), position.features(!me))
    }
}

/// The score of a position decided at once, for the side to move `ply` moves from the
/// root: a five to make, two fives of the opponent's to block (or one that black may not
/// block), or an open four to make against no four.
fn immediate_result(position: &Position, ply: i32) -> Option<i32> {
    let me = position.to_move();
    let opp = !me;
    if !position.fives(me).is_empty() {
        return Some(WIN - (ply + 1));
    }
    let opp_fives = position.fives(opp);
    let count = opp_fives.len();
    if count >= 2 || count == 1 && opp_fives.iter().all(|c| !position.is_legal(c)) {
        return Some(-(WIN - (ply + 2)));
    }
    if count == 0 && position.flex4s(me).iter().any(|c| position.is_legal(c)) {
        return Some(WIN - (ply + 3));
    }
    None
}
