//! The original game's computer player, kept move for move as the "Classic" level.
//!
//! For every empty point it adds up, over the four lines through the point, how good a
//! stone there would be for one side, and does so for both sides. It plays its own best
//! point only when that scores strictly more than the opponent's best point; otherwise it
//! takes the opponent's best point away, even when its own point would win at once. That
//! quirk is the original's and is kept. Ties go to the first point in row-major order.

use crate::board::Board;
use crate::pos::Direction;
use crate::pos::Pos;
use crate::rules::Rule;
use crate::stone::Stone;

/// How far the scorer looks along each arm of a line.
const REACH: isize = 4;

/// Line values: `[open four, dead four, open three, dead three, open two, dead two]`.
const STRAIGHT_VALUES: [u32; 6] = [80_000, 8_000, 4_000, 2_000, 600, 300];
const DIAGONAL_VALUES: [u32; 6] = [80_000, 9_000, 4_500, 3_000, 800, 500];
const FIVE_VALUE: u32 = 100_000;

/// What the scorer sees along one line through an empty point, for one side.
#[derive(Debug, PartialEq, Eq)]
struct LineView {
    /// The point itself plus that side's stones touching it on both arms.
    run: u32,
    /// That side's stones and the empty points seen within [`REACH`] on both arms.
    room: u32,
    /// An opposing stone stops an arm before any empty point on it.
    dead: bool,
}

fn look_along(board: &Board, pos: Pos, side: Stone, direction: Direction) -> LineView {
    let (dr, dc) = direction.step();
    let mut view = LineView {
        run: 1,
        room: 0,
        dead: false,
    };
    for sign in [1, -1] {
        let mut spaces = 0;
        for step in 1..=REACH {
            // The board's edge ends the arm without making the line dead.
            let Some(point) = pos.offset(dr * sign, dc * sign, step, board.size()) else {
                break;
            };
            match board.get(point) {
                Some(stone) if stone == side => {
                    if spaces == 0 {
                        view.run += 1;
                    }
                    view.room += 1;
                }
                None => {
                    spaces += 1;
                    view.room += 1;
                }
                Some(_) => {
                    if spaces == 0 {
                        view.dead = true;
                    }
                    break;
                }
            }
        }
    }
    view
}

fn line_value(view: &LineView, direction: Direction) -> u32 {
    let [open4, dead4, open3, dead3, open2, dead2] = if direction.is_diagonal() {
        DIAGONAL_VALUES
    } else {
        STRAIGHT_VALUES
    };
    let cramped = view.room <= 4;
    let pick = |open, dead| match (cramped, view.dead) {
        (true, _) => 0,
        (false, false) => open,
        (false, true) => dead,
    };
    match view.run {
        5.. => FIVE_VALUE,
        4 if !view.dead => open4,
        4 if cramped => 0,
        4 => dead4,
        3 => pick(open3, dead3),
        2 => pick(open2, dead2),
        _ => 0,
    }
}

/// How good a `side` stone on the empty point `pos` would be, summed over its four lines,
/// exactly as the original scores it. Occupied points are not scored by the original; this
/// scores them as if they were empty.
pub fn point_value(board: &Board, pos: Pos, side: Stone) -> u32 {
    Direction::ALL
        .into_iter()
        .map(|direction| line_value(&look_along(board, pos, side, direction), direction))
        .sum()
}

/// The first point with the highest value for `side`, scanning the points `computer` may
/// play row by row.
fn best_point(board: &Board, side: Stone, playable: &impl Fn(Pos) -> bool) -> Option<(Pos, u32)> {
    board
        .empty_points()
        .filter(|&pos| playable(pos))
        .map(|pos| (pos, point_value(board, pos, side)))
        .fold(None, |best, (pos, value)| match best {
            Some((_, top)) if top >= value => best,
            _ => Some((pos, value)),
        })
}

/// The original computer's move for `computer` on `board`: the centre on an empty board,
/// `None` on a full one.
///
/// ```
/// use gobang_engine::{Board, Pos, Stone, ai::classic};
/// let board = Board::standard();
/// assert_eq!(classic::choose(&board, Stone::Black), Some(Pos::new(9, 9).unwrap()));
/// ```
pub fn choose(board: &Board, computer: Stone) -> Option<Pos> {
    choose_under(board, computer, Rule::Freestyle)
}

/// [`choose`] under `rule`: the same scorer, which knows nothing of the rule, but only
/// over the points `computer` may play (renju forbids some to black).
pub fn choose_under(board: &Board, computer: Stone, rule: Rule) -> Option<Pos> {
    if board.stone_count() == 0 {
        return Some(Pos::center(board.size()));
    }
    let playable = |pos| rule.forbidden(board, pos, computer).is_none();
    let (own, own_value) = best_point(board, computer, &playable)?;
    let (theirs, their_value) = best_point(board, !computer, &playable)?;
    Some(if own_value > their_value { own } else { theirs })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col).unwrap()
    }

    #[test]
    fn run_stops_at_the_first_empty_point_but_room_goes_on() {
        // Black at (9,10) and (9,12): the run from (9,9) is 2, room counts 4 + 4 points.
        let mut board = Board::standard();
        board.place(p(9, 10), Stone::Black);
        board.place(p(9, 12), Stone::Black);
        let view = look_along(&board, p(9, 9), Stone::Black, Direction::Horizontal);
        assert_eq!(
            view,
            LineView {
                run: 2,
                room: 8,
                dead: false
            }
        );
    }

    #[test]
    fn an_opposing_stone_after_a_gap_does_not_kill_the_line() {
        let mut board = Board::standard();
        board.place(p(9, 10), Stone::Black);
        board.place(p(9, 12), Stone::White);
        let view = look_along(&board, p(9, 9), Stone::Black, Direction::Horizontal);
        assert_eq!(
            view,
            LineView {
                run: 2,
                room: 6,
                dead: false
            }
        );
        board.remove(p(9, 12));
        board.place(p(9, 11), Stone::White);
        let view = look_along(&board, p(9, 9), Stone::Black, Direction::Horizontal);
        assert_eq!(
            view,
            LineView {
                run: 2,
                room: 5,
                dead: true
            }
        );
    }

    #[test]
    fn the_edge_ends_an_arm_without_killing_it() {
        let mut board = Board::standard();
        board.place(p(0, 1), Stone::White);
        let view = look_along(&board, p(0, 0), Stone::White, Direction::Horizontal);
        assert_eq!(
            view,
            LineView {
                run: 2,
                room: 4,
                dead: false
            }
        );
        // Room 4 is too cramped to be worth anything, even though the line is "alive".
        assert_eq!(line_value(&view, Direction::Horizontal), 0);
    }

    #[test]
    fn value_table() {
        let v = |run, room, dead, d| line_value(&LineView { run, room, dead }, d);
        let h = Direction::Horizontal;
        let d = Direction::AntiDiagonal;
        assert_eq!(v(5, 0, true, h), 100_000);
        assert_eq!(v(6, 8, false, d), 100_000);
        assert_eq!(v(4, 4, false, h), 80_000);
        assert_eq!(v(4, 4, false, d), 80_000);
        assert_eq!(v(4, 4, true, h), 0);
        assert_eq!(v(4, 5, true, h), 8_000);
        assert_eq!(v(4, 5, true, d), 9_000);
        assert_eq!(v(3, 4, false, h), 0);
        assert_eq!(v(3, 5, false, h), 4_000);
        assert_eq!(v(3, 5, true, h), 2_000);
        assert_eq!(v(3, 5, false, d), 4_500);
        assert_eq!(v(3, 5, true, d), 3_000);
        assert_eq!(v(2, 4, true, h), 0);
        assert_eq!(v(2, 5, false, h), 600);
        assert_eq!(v(2, 5, true, h), 300);
        assert_eq!(v(2, 5, false, d), 800);
        assert_eq!(v(2, 5, true, d), 500);
        assert_eq!(v(1, 8, false, h), 0);
    }
}
