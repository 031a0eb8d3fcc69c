//! The computer's side of a tournament opening ([`crate::opening`]): it places varied
//! openings that its search finds balanced, chooses colours by what its search says of
//! each side, rebalances a swap2 opening with two more stones when neither colour is
//! clearly better, and makes and picks renju's fifth-move offers.
//!
//! Every decision evaluates candidates with [`think`]: after three or five stones, and
//! after a fifth-move offer, white is to move, so the search's score is white's. The
//! candidates come from a seed, so the computer does not open the same way every game,
//! and the same seed, position and budget always give the same decision.

use crate::ai::{Budget, Level, Limits, think};
use crate::game::Game;
use crate::opening::renju::CANONICAL_OPENINGS;
use crate::opening::{Action, Choice, Contest, OFFERS, OpeningRule, Step};
use crate::pos::Pos;
use crate::stone::Stone;

/// Nodes for one whole decision when the caller sets no budget (a quarter of the
/// Grandmaster level's budget for one move: its candidates are judged, not solved).
pub const DECISION_NODES: u64 = 100_000;
/// Openings or stone pairs the computer considers when it places stones.
const CANDIDATES: usize = 8;
/// Fifth-move offers it considers.
const OFFER_CANDIDATES: usize = 12;
/// A score within this of even counts as balanced: swap2's responder then places two
/// more stones rather than take a colour. (The search's scores after three stones spread
/// over several hundred either way at these budgets; this is about an open three.)
pub const BALANCED: i32 = 150;

/// What `level` does at the contest's current step: one or more actions, all for the same
/// player (the three opening stones, swap2's two more, both fifth-move offers, or one
/// choice or move). `None` once the game is over or no legal move is left.
///
/// `limits.nodes` is the budget for the whole decision (its candidates share it), by
/// default [`DECISION_NODES`]; the levels that do not look ahead (Classic, Beginner)
/// evaluate with the Advanced level's search. `seed` varies the openings placed.
pub fn decide(
    contest: &Contest,
    level: Level,
    seed: u64,
    limits: Limits<'_>,
) -> Option<Vec<Action>> {
    let judge = Judge {
        level: match level.budget() {
            Budget::Look => Level::Advanced,
            Budget::Nodes(_) | Budget::Clock(_) => level,
        },
        limits,
    };
    let game = contest.game();
    match contest.step() {
        Step::Over => None,
        Step::Move { .. } => {
            let thought = think(game.board(), game.to_move(), game.rule(), level, limits)?;
            Some(vec![Action::Stone(thought.best)])
        }
        Step::Place { number, last, .. } => {
            // Stones 1 to 3 are the opening, 4 and 5 swap2's answer.
            let first = if number <= 3 { 0 } else { 3 };
            let stones = judge.stones(contest, seed, first, last)?;
            let placed = game.moves().len();
            Some(
                stones[placed..]
                    .iter()
                    .copied()
                    .map(Action::Stone)
                    .collect(),
            )
        }
        Step::Choose { options, .. } => {
            let white = judge.white_score(game, 1)?;
            let choice = if options.contains(&Choice::More) && white.abs() <= BALANCED {
                Choice::More
            } else if white > 0 {
                Choice::White
            } else {
                Choice::Black
            };
            Some(vec![Action::Choose(choice)])
        }
        Step::Offer { made, .. } => {
            let offers = judge.offers(contest)?;
            Some(offers.into_iter().skip(made).map(Action::Offer).collect())
        }
        Step::Pick { .. } => {
            let offers = contest.offers();
            let (_, best) = offers
                .iter()
                .filter_map(|&pos| {
                    let mut after = game.clone();
                    after.try_play(pos).ok()?;
                    Some((judge.white_score(&after, offers.len())?, pos))
                })
                .max()?;
            Some(vec![Action::Stone(best)])
        }
    }
}

/// Evaluates positions with the search, sharing a budget between candidates.
struct Judge<'a> {
    level: Level,
    limits: Limits<'a>,
}

impl Judge<'_> {
    /// White's score in `game`, searched with a `1 / share` part of the budget.
    fn white_score(&self, game: &Game, share: usize) -> Option<i32> {
        let total = self.limits.nodes.unwrap_or(DECISION_NODES);
        let limits = Limits {
            nodes: Some((total / share.max(1) as u64).max(200)),
            ..self.limits
        };
        let thought = think(
            game.board(),
            game.to_move(),
            game.rule(),
            self.level,
            limits,
        )?;
        Some(match game.to_move() {
            Stone::White => thought.score,
            Stone::Black => -thought.score,
        })
    }

    /// Of `candidates` (the game's stones, of which the first `skip` are in `game`), the
    /// one whose position the search finds nearest to even.
    fn most_balanced(
        &self,
        game: &Game,
        candidates: Vec<Vec<Pos>>,
        skip: usize,
    ) -> Option<Vec<Pos>> {
        let count = candidates.len();
        candidates
            .into_iter()
            .filter_map(|stones| {
                let mut after = game.clone();
                for &pos in &stones[skip..] {
                    after.try_play(pos).ok()?;
                }
                Some((self.white_score(&after, count)?.abs(), stones))
            })
            .min_by_key(|(score, _)| *score)
            .map(|(_, stones)| stones)
    }

    /// Stones `first + 1` to `last` of the game, keeping those on the board already:
    /// under renju's opening one of the 26 canonical openings, turned any of eight ways;
    /// otherwise stones near the centre and near each other. Of a few candidates, the one
    /// the search finds most balanced.
    fn stones(&self, contest: &Contest, seed: u64, first: usize, last: usize) -> Option<Vec<Pos>> {
        let game = contest.game();
        let size = game.board().size();
        let centre = Pos::center(size);
        let rif = contest.opening() == OpeningRule::Rif;
        let placed = game.moves();
        // A seed of its own for each run of stones, so that swap2's answer does not
        // follow the opening's pattern.
        let mut random = Random::new(seed ^ first as u64);
        let candidates = (0..CANDIDATES)
            .filter_map(|_| {
                if rif && placed.is_empty() {
                    let opening = &CANONICAL_OPENINGS[random.below(CANONICAL_OPENINGS.len())];
                    let turn = random.below(8) as u8;
                    return opening.stones(size, turn).map(Vec::from);
                }
                let mut stones = placed.to_vec();
                while stones.len() < last {
                    let next = match (rif, stones.len()) {
                        (true, 0) => Some(centre),
                        (true, n) => random.near(centre, n as isize, size),
                        (false, 0) => random.around(centre, 2, size),
                        (false, n) => {
                            let anchor = stones[random.below(n)];
                            random.near(anchor, 2, size)
                        }
                    };
                    stones.push(next?);
                }
                Some(stones)
            })
            .collect();
        let mut base = Game::with_rule(size, game.rule()).ok()?;
        for &pos in &placed[..first.min(placed.len())] {
            base.try_play(pos).ok()?;
        }
        self.most_balanced(&base, candidates, first)
    }

    /// Black's fifth-move offers: the two points beside the stones after which the search
    /// finds white worst off, that the rules accept together (not symmetric).
    fn offers(&self, contest: &Contest) -> Option<Vec<Pos>> {
        let game = contest.game();
        let centre = Pos::center(game.board().size());
        let mut near: Vec<Pos> = game
            .board()
            .empty_points()
            .filter(|&p| {
                game.moves()
                    .iter()
                    .any(|&s| p.row().abs_diff(s.row()) <= 1 && p.col().abs_diff(s.col()) <= 1)
            })
            .filter(|&p| game.forbidden(p).is_none())
            .collect();
        // The nearest to the centre first, and so the candidates.
        near.sort_by_key(|&p| {
            (
                p.row().abs_diff(centre.row()) + p.col().abs_diff(centre.col()),
                p,
            )
        });
        near.truncate(OFFER_CANDIDATES);
        let count = near.len();
        let mut scored: Vec<(i32, Pos)> = near
            .into_iter()
            .filter_map(|pos| {
                let mut after = game.clone();
                after.try_play(pos).ok()?;
                Some((self.white_score(&after, count)?, pos))
            })
            .collect();
        scored.sort();
        let mut trial = contest.clone();
        let mut offers = Vec::new();
        for (_, pos) in scored {
            let by = trial.step().by()?;
            if trial.act(by, Action::Offer(pos)).is_ok() {
                offers.push(pos);
            }
            if offers.len() == OFFERS {
                return Some(offers);
            }
        }
        None
    }
}

/// A small pseudo-random generator (SplitMix64): the same seed, the same numbers.
struct Random(u64);

impl Random {
    fn new(seed: u64) -> Random {
        Random(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number from 0 to `n - 1`.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// A point within `reach` of `pos` in both directions, `pos` itself included, on a
    /// board of side `size`.
    fn around(&mut self, pos: Pos, reach: isize, size: usize) -> Option<Pos> {
        let width = (2 * reach + 1) as usize;
        let (dr, dc) = (
            self.below(width) as isize - reach,
            self.below(width) as isize - reach,
        );
        pos.offset(dr, 0, 1, size)?.offset(0, dc, 1, size)
    }

    /// A point within `reach` of `pos` in both directions, not `pos` itself.
    fn near(&mut self, pos: Pos, reach: isize, size: usize) -> Option<Pos> {
        (0..64)
            .filter_map(|_| self.around(pos, reach, size))
            .find(|&p| p != pos)
    }
}

#[cfg(test)]
mod tests;
