//! The three rule sets: freestyle (five or more wins), standard (exactly five wins) and
//! renju (black must make exactly five and may not make an overline, a double four or a
//! double three; white wins with five or more). Each is a few small functions over the
//! stones along the four lines through a point.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::board::Board;
use crate::pos::{Direction, Pos};
use crate::stone::Stone;

/// Which rules a game is played by.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Five or more in a row wins, for both sides; no move is forbidden. The original's.
    #[default]
    Freestyle,
    /// Exactly five in a row wins, for both sides; six or more does not.
    Standard,
    /// Black wins with exactly five and may not make an overline, a double four or a double
    /// three; white wins with five or more and may play anywhere.
    Renju,
}

impl Rule {
    /// Every rule set.
    pub const ALL: [Rule; 3] = [Rule::Freestyle, Rule::Standard, Rule::Renju];

    /// The rule's name in settings, records and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Renju => "renju",
        }
    }

    /// Whether a run of `len` stones of `side` wins.
    pub const fn wins_with(self, side: Stone, len: usize) -> bool {
        match (self, side) {
            (Rule::Freestyle, _) | (Rule::Renju, Stone::White) => len >= 5,
            (Rule::Standard, _) | (Rule::Renju, Stone::Black) => len == 5,
        }
    }

    /// Whether `side` wins only with exactly five under this rule.
    pub const fn exact_five(self, side: Stone) -> bool {
        !self.wins_with(side, 6)
    }

    /// Whether `side` has moves it may not play under this rule.
    pub const fn has_forbidden_moves(self, side: Stone) -> bool {
        matches!((self, side), (Rule::Renju, Stone::Black))
    }

    /// Why `side` may not play on the empty point `pos` of `board` under this rule, if it
    /// may not: only black, only under renju.
    ///
    /// ```
    /// use gobang_engine::{Board, Forbidden, Pos, Rule, Stone};
    /// // Black at the centre would make two open threes.
    /// let board = Board::from_diagram(
    ///     ".........
    ///      .........
    ///      ....X....
    ///      ....X....
    ///      .....XX..
    ///      .........
    ///      .........
    ///      .........
    ///      .........",
    /// )
    /// .unwrap();
    /// let centre = Pos::new(4, 4).unwrap();
    /// assert_eq!(Rule::Renju.forbidden(&board, centre, Stone::Black), Some(Forbidden::DoubleThree));
    /// assert_eq!(Rule::Freestyle.forbidden(&board, centre, Stone::Black), None);
    /// ```
    pub fn forbidden(self, board: &Board, pos: Pos, side: Stone) -> Option<Forbidden> {
        (self.has_forbidden_moves(side) && board.is_empty_at(pos))
            .then(|| forbidden_black(board, pos))
            .flatten()
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule name that is not one of [`Rule::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRuleError(pub String);

impl fmt::Display for ParseRuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown rule `{}` (expected freestyle, standard or renju)",
            self.0
        )
    }
}

impl Error for ParseRuleError {}

impl FromStr for Rule {
    type Err = ParseRuleError;

    fn from_str(s: &str) -> Result<Rule, ParseRuleError> {
        Rule::ALL
            .into_iter()
            .find(|rule| rule.name() == s)
            .ok_or_else(|| ParseRuleError(s.to_owned()))
    }
}

/// Why a renju move is forbidden to black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Forbidden {
    /// Six or more black stones in a row.
    Overline,
    /// Two fours at once.
    DoubleFour,
    /// Two open threes at once.
    DoubleThree,
}

impl fmt::Display for Forbidden {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Forbidden::Overline => "an overline (six or more in a row)",
            Forbidden::DoubleFour => "a double four",
            Forbidden::DoubleThree => "a double three",
        })
    }
}

/// Read access to stones, for the rule checks: a board, or a board with a few stones
/// added in thought.
pub(crate) trait Stones {
    /// The board's side.
    fn size(&self) -> usize;
    /// The stone at `pos`, `None` for an empty point.
    fn stone(&self, pos: Pos) -> Option<Stone>;
}

impl Stones for Board {
    fn size(&self) -> usize {
        Board::size(self)
    }

    fn stone(&self, pos: Pos) -> Option<Stone> {
        self.get(pos)
    }
}

/// `base` with a black stone added at `extra`. The checks recurse (a three is real only
/// if its four is not forbidden), so this wraps a `dyn` base rather than nesting types.
struct WithBlack<'a> {
    base: &'a dyn Stones,
    extra: Pos,
}

impl Stones for WithBlack<'_> {
    fn size(&self) -> usize {
        self.base.size()
    }

    fn stone(&self, pos: Pos) -> Option<Stone> {
        if pos == self.extra {
            Some(Stone::Black)
        } else {
            self.base.stone(pos)
        }
    }
}

/// How many black stones run through `pos` along `direction` (`pos` counted as black).
fn black_run(stones: &dyn Stones, pos: Pos, direction: Direction) -> usize {
    let (dr, dc) = direction.step();
    let size = stones.size();
    let arm = |sign: isize| {
        (1..)
            .take_while(|&k| {
                pos.offset(dr * sign, dc * sign, k, size)
                    .is_some_and(|q| stones.stone(q) == Some(Stone::Black))
            })
            .count()
    };
    1 + arm(1) + arm(-1)
}

/// The empty points along `direction` where black would make exactly five through the
/// black stone at `pos`: the fours `pos` is part of.
fn five_points(stones: &dyn Stones, pos: Pos, direction: Direction) -> Vec<(isize, Pos)> {
    let (dr, dc) = direction.step();
    (-4..=4)
        .filter(|&k| k != 0)
        .filter_map(|k| pos.offset(dr, dc, k, stones.size()).map(|q| (k, q)))
        .filter(|&(_, q)| stones.stone(q).is_none())
        .filter(|&(k, q)| {
            let with = WithBlack {
                base: stones,
                extra: q,
            };
            // The five must reach back to `pos`: every point between is black.
            black_run(&with, q, direction) == 5 && {
                let (lo, hi) = if k < 0 { (k, 0) } else { (0, k) };
                (lo..=hi).all(|j| {
                    pos.offset(dr, dc, j, stones.size())
                        .is_some_and(|r| with.stone(r) == Some(Stone::Black))
                })
            }
        })
        .collect()
}

/// How many fours black's stone at `pos` makes along `direction`: a straight four (two
/// ways to five around one run of four) counts once, two fours on one line twice.
fn fours(stones: &dyn Stones, pos: Pos, direction: Direction) -> usize {
    match five_points(stones, pos, direction).as_slice() {
        [] => 0,
        [(a, _), (b, _)] if (b - a).abs() == 5 => 1,
        points => points.len(),
    }
}

/// Whether black's stone at `pos` makes a straight four along `direction`.
fn straight_four(stones: &dyn Stones, pos: Pos, direction: Direction) -> bool {
    matches!(five_points(stones, pos, direction).as_slice(), [(a, _), (b, _)] if (b - a).abs() == 5)
}

/// Whether black's stone at `pos` makes an open three along `direction`: a three that one
/// more black stone, itself not forbidden, turns into a straight four.
fn open_three(stones: &dyn Stones, pos: Pos, direction: Direction) -> bool {
    let (dr, dc) = direction.step();
    (-4..=4)
        .filter(|&k| k != 0)
        .filter_map(|k| pos.offset(dr, dc, k, stones.size()))
        .filter(|&q| stones.stone(q).is_none())
        .any(|q| {
            let with = WithBlack {
                base: stones,
                extra: q,
            };
            straight_four(&with, pos, direction) && forbidden_black(stones, q).is_none()
        })
}

/// Why black may not play on the empty point `pos` under renju rules, if it may not.
/// `stones` must not have a stone on `pos`.
pub(crate) fn forbidden_black(stones: &dyn Stones, pos: Pos) -> Option<Forbidden> {
    let with = WithBlack {
        base: stones,
        extra: pos,
    };
    let runs = Direction::ALL.map(|d| black_run(&with, pos, d));
    if runs.contains(&5) {
        // Five wins, whatever else the move makes.
        return None;
    }
    if runs.iter().any(|&n| n > 5) {
        return Some(Forbidden::Overline);
    }
    let four_count: usize = Direction::ALL.iter().map(|&d| fours(&with, pos, d)).sum();
    if four_count >= 2 {
        return Some(Forbidden::DoubleFour);
    }
    let threes = Direction::ALL
        .iter()
        .filter(|&&d| fours(&with, pos, d) == 0 && open_three(&with, pos, d))
        .count();
    (threes >= 2).then_some(Forbidden::DoubleThree)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for rule in Rule::ALL {
            assert_eq!(rule.name().parse::<Rule>(), Ok(rule));
        }
        assert!(
            "gomoku"
                .parse::<Rule>()
                .unwrap_err()
                .to_string()
                .contains("unknown rule")
        );
    }

    #[test]
    fn what_wins_under_each_rule() {
        for (rule, side, len, wins) in [
            (Rule::Freestyle, Stone::Black, 5, true),
            (Rule::Freestyle, Stone::White, 6, true),
            (Rule::Freestyle, Stone::Black, 4, false),
            (Rule::Standard, Stone::Black, 5, true),
            (Rule::Standard, Stone::Black, 6, false),
            (Rule::Standard, Stone::White, 7, false),
            (Rule::Renju, Stone::Black, 5, true),
            (Rule::Renju, Stone::Black, 6, false),
            (Rule::Renju, Stone::White, 6, true),
        ] {
            assert_eq!(rule.wins_with(side, len), wins, "{rule} {side} {len}");
        }
        assert!(Rule::Renju.has_forbidden_moves(Stone::Black));
        assert!(!Rule::Renju.has_forbidden_moves(Stone::White));
        assert!(!Rule::Standard.has_forbidden_moves(Stone::Black));
    }
}
