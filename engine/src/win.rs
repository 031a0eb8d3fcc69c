//! The win check: five (or, by the rule, five or more) stones of one colour in an
//! unbroken line, and the lines through a point that it looks along.

use crate::board::Board;
use crate::pos::{Direction, Pos};
use crate::rules::Rule;

/// A straight run of points: where it starts, which way it goes and how long it is.
/// A win carries the line of the winning stones so that the page can draw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    start: Pos,
    direction: Direction,
    len: u8,
}

impl Line {
    /// The first point (the one furthest backwards along the direction).
    pub const fn start(self) -> Pos {
        self.start
    }

    /// The way the line runs from its start.
    pub const fn direction(self) -> Direction {
        self.direction
    }

    /// How many points the line has.
    pub const fn len(self) -> usize {
        self.len as usize
    }

    /// Whether the line has no points (never true of a winning line).
    pub const fn is_empty(self) -> bool {
        self.len == 0
    }

    /// The points of the line, from its start.
    pub fn points(self) -> impl Iterator<Item = Pos> {
        let (dr, dc) = self.direction.step();
        (0..self.len as isize).filter_map(move |k| {
            let row = self.start.row() as isize + dr * k;
            let col = self.start.col() as isize + dc * k;
            Pos::new(row as usize, col as usize)
        })
    }

    /// Whether `pos` is one of the line's points.
    pub fn contains(self, pos: Pos) -> bool {
        self.points().any(|p| p == pos)
    }
}

/// The unbroken run of the stone at `pos` along `direction`, including `pos` itself.
/// On an empty point the run is just that point.
fn run_through(board: &Board, pos: Pos, direction: Direction) -> Line {
    let stone = board.get(pos);
    let (dr, dc) = direction.step();
    let size = board.size();
    let same = |k: isize| {
        stone.is_some() && pos.offset(dr, dc, k, size).and_then(|p| board.get(p)) == stone
    };
    let back = (1..).take_while(|&k| same(-k)).count();
    let forward = (1..).take_while(|&k| same(k)).count();
    let start = pos
        .offset(dr, dc, -(back as isize), size)
        .expect("the run's start is on the board");
    Line {
        start,
        direction,
        len: (back + forward + 1) as u8,
    }
}

/// The line of five or more stones through the stone at `pos`, if it makes one: the win
/// check after a move. Directions are tried in the order of [`Direction::ALL`].
///
/// ```
/// use gobang_engine::{Board, Direction, Pos, five_through};
/// let board = Board::from_diagram(
///     "......
///      .X....
///      ..X...
///      ...X..
///      ....X.
///      .....X",
/// )
/// .unwrap();
/// let line = five_through(&board, Pos::new(3, 3).unwrap()).unwrap();
/// assert_eq!(line.direction(), Direction::Diagonal);
/// assert_eq!((line.start(), line.len()), (Pos::new(1, 1).unwrap(), 5));
/// ```
pub fn five_through(board: &Board, pos: Pos) -> Option<Line> {
    board.get(pos)?;
    Direction::ALL
        .into_iter()
        .map(|direction| run_through(board, pos, direction))
        .find(|line| line.len() >= 5)
}

/// The winning line through the stone at `pos` under `rule`: five or more in a row, or
/// exactly five where the rule (and the stone's colour) asks for that.
///
/// ```
/// use gobang_engine::{Board, Pos, Rule, winning_line};
/// let board = Board::from_diagram(
///     ".......
///      XXXXXX.
///      .......
///      .......
///      .......
///      .......
///      .......",
/// )
/// .unwrap();
/// let last = Pos::new(1, 5).unwrap();
/// assert!(winning_line(&board, last, Rule::Freestyle).is_some());
/// assert!(winning_line(&board, last, Rule::Standard).is_none());
/// ```
pub fn winning_line(board: &Board, pos: Pos, rule: Rule) -> Option<Line> {
    let stone = board.get(pos)?;
    Direction::ALL
        .into_iter()
        .map(|direction| run_through(board, pos, direction))
        .find(|line| rule.wins_with(stone, line.len()))
}
