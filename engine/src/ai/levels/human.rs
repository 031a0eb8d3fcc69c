//! How the levels below the top choose a move: like a weaker person, not like a strong
//! engine that throws a stone away now and then.
//!
//! A person first glances at what is urgent: a five to make, a four of the opponent's to
//! block, an open four to make, an open three of the opponent's to stop. Each is noticed
//! with a chance that grows with the level ([`Human::see_win`], [`Human::see_four`],
//! [`Human::see_three`]); what is noticed is dealt with at once. Then, when nothing was
//! overlooked and the level has sight, it looks ahead with the search ([`Human::sight`]: a
//! shallow one low on the ladder, the full one at the top). When it has no sight, or it
//! overlooked something (and so did not think the position through), it plays a natural
//! move: one that makes its lines and spoils the opponent's, near its own stones and
//! touching the fight, away from the edge, chosen among the best few with a spread
//! ([`Human::spread`]) that lets a weaker player prefer a slightly worse point.
//!
//! Every roll of the dice comes from the [`Rng`] it is given, so the same seed and position
//! always give the same move.

use crate::ai::eval::position::{Cell, Position, cell_of, pos_of};
use crate::ai::levels::seed::Rng;
use crate::ai::search::{self, Clock, Reason, Settings, Thought};
use crate::board::Board;
use crate::pos::Pos;
use crate::stone::Stone;

/// How a level below the top plays: what it notices, how far it looks, how loosely it
/// chooses. Chances are in thousandths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Human {
    /// The chance of noticing its own five or open four.
    pub see_win: u16,
    /// The chance of noticing the opponent's four (a five threatened next move).
    pub see_four: u16,
    /// The chance of noticing the opponent's open three (an open four threatened).
    pub see_three: u16,
    /// How loosely a natural move is chosen, in the units of [`natural_value`]: a point
    /// this much worse than the best is chosen `e` times less often (0: always the best).
    pub spread: u32,
    /// The search it thinks with when nothing was overlooked; `None`: natural moves only.
    pub sight: Option<Settings>,
}

impl Human {
    /// Whether every threat is always seen and no move left to chance: the search alone.
    pub const fn sees_everything(&self) -> bool {
        self.see_win >= 1000 && self.see_four >= 1000 && self.see_three >= 1000
    }
}

/// The natural moves weighed against each other: the best few by value.
const CHOICES: usize = 6;
/// What an overlooked winning or defending point is still worth to the eye: a point that
/// extends a line a little.
const UNSEEN_VALUE: i32 = 16;

/// What a level noticed this move.
#[derive(Clone, Copy, Debug, Default)]
struct Blind {
    /// Its own fives and open fours went unseen.
    wins: bool,
    /// The opponent's fours went unseen.
    fours: bool,
    /// The opponent's open threes went unseen.
    threes: bool,
}

impl Blind {
    fn any(self) -> bool {
        self.wins || self.fours || self.threes
    }
}

/// Chooses a move for the side to move in `position` (whose stones are `board`'s) as
/// `human` plays, with `sight` as its search settings (the level's, within the caller's
/// limits). `None` when there is no legal move.
pub fn choose(
    board: &Board,
    position: &mut Position,
    human: &Human,
    sight: Option<Settings>,
    clock: Clock<'_>,
    rng: &mut Rng,
) -> Option<Thought> {
    if human.sees_everything()
        && let Some(settings) = sight
    {
        return search::think(position, settings, clock);
    }
    if !position.has_stones() {
        let centre = Pos::center(board.size());
        return position.is_empty(cell_of(centre)).then(|| Thought {
            best: centre,
            score: 0,
            depth: 0,
            nodes: 0,
            line: vec![centre],
            reason: Reason::Opening,
        });
    }
    let me = position.to_move();
    let opp = !me;
    let legal = |c: &Cell| position.is_legal(*c);
    let mut blind = Blind::default();
    // A move chosen at a glance searched nothing.
    let played = |best: Cell, reason: Reason| Thought {
        best: pos_of(best),
        score: 0,
        depth: 0,
        nodes: 0,
        line: vec![pos_of(best)],
        reason,
    };

    let fives: Vec<Cell> = position.fives(me).iter().filter(legal).collect();
    if !fives.is_empty() {
        if rng.chance(human.see_win) {
            return Some(played(fives[0], Reason::Winning));
        }
        blind.wins = true;
    }
    let opp_fives = *position.fives(opp);
    if !opp_fives.is_empty() {
        if rng.chance(human.see_four) {
            let blocks: Vec<Cell> = opp_fives.iter().filter(legal).collect();
            // Under renju black may be unable to block: the game is lost either way.
            let best = natural(
                board,
                position,
                &blocks,
                Blind::default(),
                human.spread,
                rng,
            )
            .or_else(|| position.candidates().iter().find(legal))?;
            return Some(played(best, Reason::Forced));
        }
        blind.fours = true;
    } else {
        let flex4s: Vec<Cell> = position.flex4s(me).iter().filter(legal).collect();
        if !flex4s.is_empty() && !blind.wins {
            if rng.chance(human.see_win) {
                let best = natural(board, position, &flex4s, blind, 0, rng)?;
                return Some(played(best, Reason::Winning));
            }
            blind.wins = true;
        }
        if !position.flex4s(opp).is_empty() {
            if rng.chance(human.see_three) {
                if sight.is_none() {
                    let mut defences: Vec<Cell> = position
                        .flex4s(opp)
                        .iter()
                        .chain(position.fours(opp).iter())
                        .chain(position.fours(me).iter())
                        .filter(legal)
                        .collect();
                    defences.sort_unstable();
                    defences.dedup();
                    let best = natural(board, position, &defences, blind, human.spread, rng)?;
                    return Some(played(best, Reason::Forced));
                }
            } else {
                blind.threes = true;
            }
        }
    }
    if !blind.any()
        && let Some(settings) = sight
    {
        return search::think(position, settings, clock);
    }
    let everywhere: Vec<Cell> = position.candidates().iter().filter(legal).collect();
    let best = natural(board, position, &everywhere, blind, human.spread, rng)
        .or_else(|| board.empty_points().map(cell_of).find(legal))?;
    Some(played(best, Reason::Searched))
}

/// One of `cells` as a person would choose it: the best few by [`natural_value`], one of
/// them drawn with weights falling by `e` for every `spread` of value below the best.
fn natural(
    board: &Board,
    position: &Position,
    cells: &[Cell],
    blind: Blind,
    spread: u32,
    rng: &mut Rng,
) -> Option<Cell> {
    let mut valued: Vec<(i32, Cell)> = cells
        .iter()
        .map(|&c| (natural_value(board, position, c, blind), c))
        .collect();
    valued.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    valued.truncate(CHOICES);
    let &(top, first) = valued.first()?;
    if spread == 0 {
        return Some(first);
    }
    let weights: Vec<f64> = valued
        .iter()
        .map(|&(v, _)| (f64::from(v - top) / f64::from(spread)).exp())
        .collect();
    let mut roll = rng.unit() * weights.iter().sum::<f64>();
    for (&(_, cell), weight) in valued.iter().zip(&weights) {
        if roll < *weight {
            return Some(cell);
        }
        roll -= weight;
    }
    Some(first)
}

/// How good the empty `cell` looks to the side to move at a glance: what a stone there
/// makes of its own lines and spoils of the opponent's (less what it did not notice), and
/// its shape.
fn natural_value(board: &Board, position: &Position, cell: Cell, blind: Blind) -> i32 {
    let me = position.to_move();
    let opp = !me;
    let mut attack = position.score(me, cell);
    if blind.wins && (position.fives(me).contains(cell) || position.flex4s(me).contains(cell)) {
        attack = attack.min(UNSEEN_VALUE);
    }
    let mut defence = position.score(opp, cell);
    let unseen = (blind.fours && position.fives(opp).contains(cell))
        || (blind.threes && position.flex4s(opp).contains(cell));
    if unseen {
        defence = defence.min(UNSEEN_VALUE);
    }
    attack * 4 + defence * 3 + shape(board, pos_of(cell), me)
}

/// What a person likes about a point apart from its lines: touching their own stones (a
/// connected group), close to the fight, not on the edge.
fn shape(board: &Board, pos: Pos, me: Stone) -> i32 {
    let size = board.size();
    let mut own = 0;
    let mut theirs = 0;
    for dr in -1..=1 {
        for dc in -1..=1 {
            if (dr, dc) == (0, 0) {
                continue;
            }
            match pos.offset(dr, dc, 1, size).and_then(|p| board.get(p)) {
                Some(stone) if stone == me => own += 1,
                Some(_) => theirs += 1,
                None => {}
            }
        }
    }
    let edge = pos
        .row()
        .min(pos.col())
        .min(size - 1 - pos.row())
        .min(size - 1 - pos.col()) as i32;
    let cramped = (3 - edge).max(0);
    12 * own.min(3) + 6 * theirs.min(2) - 20 * cramped
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rule;

    fn position(diagram: &str, to_move: Stone) -> (Board, Position) {
        let board = Board::from_diagram(diagram).unwrap();
        let position = Position::new(&board, to_move, Rule::Freestyle);
        (board, position)
    }

    const CAREFUL: Human = Human {
        see_win: 1000,
        see_four: 1000,
        see_three: 1000,
        spread: 0,
        sight: None,
    };
    const CARELESS: Human = Human {
        see_win: 0,
        see_four: 0,
        see_three: 0,
        spread: 0,
        sight: None,
    };

    const WHITE_HAS_A_FOUR: &str = "
        .........
        .........
        ..OOOO...
        .........
        ...X.....
        ....X....
        .........
        .........
        .........";

    #[test]
    fn a_careful_player_blocks_a_four_and_a_careless_one_does_not() {
        let (board, mut pos) = position(WHITE_HAS_A_FOUR, Stone::Black);
        let blocks = [Pos::new(2, 1), Pos::new(2, 6)].map(Option::unwrap);
        let mut rng = Rng::new(1);
        let careful = choose(&board, &mut pos, &CAREFUL, None, Clock::default(), &mut rng).unwrap();
        assert!(blocks.contains(&careful.best), "{:?}", careful.best);
        assert_eq!(careful.reason, Reason::Forced);
        let careless = choose(
            &board,
            &mut pos,
            &CARELESS,
            None,
            Clock::default(),
            &mut rng,
        )
        .unwrap();
        assert!(!blocks.contains(&careless.best), "{:?}", careless.best);
    }

    #[test]
    fn the_chance_of_noticing_a_four_is_the_one_set() {
        let (board, mut pos) = position(WHITE_HAS_A_FOUR, Stone::Black);
        let human = Human {
            see_four: 700,
            ..CARELESS
        };
        let blocked = (0..1000)
            .filter(|&seed| {
                let mut rng = Rng::for_move(seed, board.stone_count());
                let thought =
                    choose(&board, &mut pos, &human, None, Clock::default(), &mut rng).unwrap();
                thought.reason == Reason::Forced
            })
            .count();
        assert!((650..750).contains(&blocked), "{blocked}");
    }

    #[test]
    fn natural_moves_keep_near_their_own_stones_and_off_the_edge() {
        // An open board with one black stone near the corner and one white in the middle:
        // black plays next to its stone, on the side away from the edge.
        let mut board = Board::standard();
        board.place(Pos::new(3, 3).unwrap(), Stone::Black);
        board.place(Pos::new(9, 9).unwrap(), Stone::White);
        let mut pos = Position::new(&board, Stone::Black, Rule::Freestyle);
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let human = Human {
                spread: 8,
                ..CAREFUL
            };
            let best = choose(&board, &mut pos, &human, None, Clock::default(), &mut rng)
                .unwrap()
                .best;
            let near_own = best.row().abs_diff(3) <= 2 && best.col().abs_diff(3) <= 2;
            let near_theirs = best.row().abs_diff(9) <= 2 && best.col().abs_diff(9) <= 2;
            assert!(near_own || near_theirs, "{best:?}");
            assert!(best.row() >= 2 && best.col() >= 2, "{best:?} hugs the edge");
        }
    }

    #[test]
    fn an_open_three_noticed_is_stopped() {
        let (board, mut pos) = position(
            "
            .........
            .........
            ...OOO...
            .........
            ...X.....
            .........
            .........
            .........
            .........",
            Stone::Black,
        );
        let mut rng = Rng::new(3);
        let best = choose(&board, &mut pos, &CAREFUL, None, Clock::default(), &mut rng)
            .unwrap()
            .best;
        let stops = [(2, 2), (2, 6), (2, 1), (2, 7)].map(|(r, c)| Pos::new(r, c).unwrap());
        assert!(stops.contains(&best), "{best:?}");
    }
}
