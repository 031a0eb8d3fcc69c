//! The root: a move without a search where the position allows one (the centre, a five,
//! the block of a four, an open four, a win by fours or threats), else the deepening's
//! best move, replaced when it lets the opponent win by force and another does not.

use super::searcher::Searcher;
use super::thought::{Reason, Thought, WIN, WIN_BOUND};
use super::vcf::{self, VcfBudget};
use super::vct;
use crate::ai::eval::position::{Cell, Position, cell_of, pos_of};
use crate::pos::Pos;

/// What the opponent has after a move, mildest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Danger {
    /// No forced win found.
    None,
    /// A win by threes and fours.
    Threats,
    /// A win by fours alone.
    Fours,
}

impl Searcher<'_> {
    /// The move for the side to move, and why; `None` only when the board is full.
    pub(super) fn root(&mut self, position: &mut Position) -> Option<Thought> {
        let me = position.to_move();
        let opp = !me;
        let thought =
            |best: Cell, score: i32, reason: Reason, nodes: u64, line: Vec<Cell>| Thought {
                best: pos_of(best),
                score,
                depth: 0,
                nodes,
                line: line.into_iter().map(pos_of).collect(),
                reason,
            };
        if !position.has_stones() {
            let centre = cell_of(Pos::center(position.size()));
            return position
                .is_empty(centre)
                .then(|| thought(centre, 0, Reason::Opening, 0, vec![centre]));
        }
        if let Some(five) = position.fives(me).iter().next() {
            return Some(thought(five, WIN - 1, Reason::Winning, 0, vec![five]));
        }
        let opp_fives = *position.fives(opp);
        if let Some(block) = opp_fives.iter().find(|&c| position.is_legal(c)) {
            let score = if opp_fives.len() > 1 { -(WIN - 2) } else { 0 };
            return Some(thought(block, score, Reason::Forced, 0, vec![block]));
        }
        if !opp_fives.is_empty() {
            // Renju: black cannot block (the point is forbidden); the game is lost, and any
            // legal move is as good as another.
            let any = position
                .candidates()
                .iter()
                .find(|&c| position.is_legal(c))?;
            return Some(thought(any, -(WIN - 2), Reason::Forced, 0, vec![any]));
        }
        let legal_flex4s = position.flex4s(me).iter().filter(|&c| position.is_legal(c));
        if let Some(flex4) = self.best_of(position, legal_flex4s) {
            return Some(thought(flex4, WIN - 3, Reason::Winning, 0, vec![flex4]));
        }
        let mut budget = VcfBudget::new(self.settings.vcf_nodes, self.stop);
        let found =
            position.without_network(|p| vcf::find(p, self.settings.vcf_fours, &mut budget));
        self.nodes += budget.used;
        if let Some(line) = found {
            let score = WIN - line.len() as i32;
            return Some(thought(line[0], score, Reason::Winning, self.nodes, line));
        }
        if self.settings.vct_threats > 0 {
            let mut budget = VcfBudget::new(self.settings.vct_nodes, self.stop);
            let threats = self.settings.vct_threats;
            let found = position.without_network(|p| vct::find(p, threats, &mut budget));
            self.nodes += budget.used;
            if let Some(first) = found {
                return Some(thought(
                    first,
                    WIN_BOUND,
                    Reason::Winning,
                    self.nodes,
                    vec![first],
                ));
            }
        }
        let mut result = self.deepen(position)?;
        if self.settings.root_defence && result.score < WIN_BOUND {
            self.defend(position, &mut result);
        }
        result.nodes = self.nodes;
        Some(result)
    }

    /// The highest-scoring of `cells` for the side to move (attack plus defence).
    fn best_of(&self, position: &Position, cells: impl Iterator<Item = Cell>) -> Option<Cell> {
        let me = position.to_move();
        cells.max_by_key(|&c| {
            (
                position.score(me, c) + position.score(!me, c),
                std::cmp::Reverse(c),
            )
        })
    }

    /// Replaces a move that lets the opponent win by force with the best-ordered move that
    /// does not, or failing that with one that at least leaves no win by fours: the most
    /// resistant defence within the budget.
    fn defend(&mut self, position: &mut Position, result: &mut Thought) {
        let chosen = cell_of(result.best);
        let mut least = self.danger_after(position, chosen);
        if least == Danger::None {
            return;
        }
        let alternatives = self.generate(position, 0, None);
        for cell in alternatives
            .into_iter()
            .filter(|&c| c != chosen)
            .take(self.settings.width)
        {
            if self.time_is_up() {
                return;
            }
            let danger = self.danger_after(position, cell);
            if danger < least {
                least = danger;
                result.best = pos_of(cell);
                result.line = vec![pos_of(cell)];
                if danger == Danger::None {
                    return;
                }
            }
        }
    }

    /// How surely the opponent wins by force after the side to move plays `cell`.
    fn danger_after(&mut self, position: &mut Position, cell: Cell) -> Danger {
        let settings = self.settings;
        let mut budget = VcfBudget::new(settings.vcf_nodes / 4, self.stop);
        let danger = position.without_network(|position| {
            position.make(cell);
            let mut danger = Danger::None;
            if vcf::find(position, settings.vcf_fours, &mut budget).is_some() {
                danger = Danger::Fours;
            } else if settings.vct_threats > 0 {
                budget.nodes = budget.used + settings.vct_nodes / 8;
                if vct::find(position, settings.vct_threats, &mut budget).is_some() {
                    danger = Danger::Threats;
                }
            }
            position.undo();
            danger
        });
        self.nodes += budget.used;
        danger
    }
}
