use std::error::Error;
use std::fmt;

use crate::pos::{MAX_SIZE, MIN_SIZE, Pos, STANDARD_SIZE, SizeError};
use crate::stone::Stone;

/// A square board of side [`MIN_SIZE`] to [`MAX_SIZE`] with the stones on it.
///
/// The board only holds stones; whose turn it is and whether the game is over is the
/// business of [`crate::Game`].
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    size: u8,
    stones: u16,
    cells: [Option<Stone>; MAX_SIZE * MAX_SIZE],
}

impl Board {
    /// An empty board of side `size`.
    ///
    /// # Errors
    /// [`SizeError`] when `size` is outside [`MIN_SIZE`]..=[`MAX_SIZE`].
    pub fn new(size: usize) -> Result<Board, SizeError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(SizeError(size));
        }
        Ok(Board {
            size: size as u8,
            stones: 0,
            cells: [None; MAX_SIZE * MAX_SIZE],
        })
    }

    /// An empty 19x19 board, as in the original game.
    pub fn standard() -> Board {
        Board::new(STANDARD_SIZE).expect("the standard size is supported")
    }

    /// Reads a board drawn as text, one line per row from the top: `X` (or `x`, `B`, `●`)
    /// black, `O` (or `o`, `W`, `○`) white, `.` (or `+`, `-`) empty; spaces are ignored.
    /// The number of lines gives the size and every line must be that long. This is the
    /// format [`Board`]'s `Display` writes, and how tests draw positions.
    ///
    /// # Errors
    /// [`DiagramError`] for an unknown character, a row of the wrong length or a size
    /// that is not supported.
    ///
    /// ```
    /// use gobang_engine::{Board, Pos, Stone};
    /// let board = Board::from_diagram(
    ///     ".....
    ///      ..X..
    ///      ..O..
    ///      .....
    ///      .....",
    /// )
    /// .unwrap();
    /// assert_eq!(board.get(Pos::new(1, 2).unwrap()), Some(Stone::Black));
    /// assert_eq!(board.stone_count(), 2);
    /// ```
    pub fn from_diagram(text: &str) -> Result<Board, DiagramError> {
        let rows: Vec<Vec<char>> = text
            .lines()
            .map(|line| line.chars().filter(|c| !c.is_whitespace()).collect())
            .filter(|row: &Vec<char>| !row.is_empty())
            .collect();
        let size = rows.len();
        let mut board = Board::new(size).map_err(DiagramError::Size)?;
        for (row, cells) in rows.iter().enumerate() {
            if cells.len() != size {
                return Err(DiagramError::RowLength {
                    row,
                    len: cells.len(),
                    size,
                });
            }
            for (col, &c) in cells.iter().enumerate() {
                let stone = match c {
                    'X' | 'x' | 'B' | '●' => Some(Stone::Black),
                    'O' | 'o' | 'W' | '○' => Some(Stone::White),
                    '.' | '+' | '-' => None,
                    other => return Err(DiagramError::Char(other)),
                };
                if let (Some(stone), Some(pos)) = (stone, Pos::new(row, col)) {
                    board.place(pos, stone);
                }
            }
        }
        Ok(board)
    }

    /// The side of the board.
    pub const fn size(&self) -> usize {
        self.size as usize
    }

    /// Whether `pos` lies on this board.
    pub const fn contains(&self, pos: Pos) -> bool {
        pos.row() < self.size() && pos.col() < self.size()
    }

    /// The stone at `pos`; `None` for an empty point or one off the board.
    pub fn get(&self, pos: Pos) -> Option<Stone> {
        if self.contains(pos) {
            self.cells[index(pos)]
        } else {
            None
        }
    }

    /// Whether `pos` is on the board and has no stone.
    pub fn is_empty_at(&self, pos: Pos) -> bool {
        self.contains(pos) && self.cells[index(pos)].is_none()
    }

    /// How many stones are on the board.
    pub const fn stone_count(&self) -> usize {
        self.stones as usize
    }

    /// Whether every point holds a stone.
    pub const fn is_full(&self) -> bool {
        self.stone_count() == self.size() * self.size()
    }

    /// Every point of the board in row-major order: row 0 first, each row from column 0.
    pub fn points(&self) -> impl Iterator<Item = Pos> + use<> {
        let size = self.size();
        (0..size * size).filter_map(move |i| Pos::new(i / size, i % size))
    }

    /// The empty points, in row-major order.
    pub fn empty_points(&self) -> impl Iterator<Item = Pos> + '_ {
        self.points()
            .filter(|&pos| self.cells[index(pos)].is_none())
    }

    /// Puts `stone` on `pos` without the rules' checks: the fast path for searches, which
    /// take it back with [`Board::remove`].
    ///
    /// # Panics
    /// When `pos` is off the board or already holds a stone: both are bugs in the caller.
    pub fn place(&mut self, pos: Pos, stone: Stone) {
        assert!(
            self.contains(pos),
            "{pos:?} is off a {0}x{0} board",
            self.size
        );
        let cell = &mut self.cells[index(pos)];
        assert!(cell.is_none(), "{pos:?} already holds a stone");
        *cell = Some(stone);
        self.stones += 1;
    }

    /// Takes the stone off `pos` and returns it; `None` (and nothing changes) when the
    /// point is empty or off the board.
    pub fn remove(&mut self, pos: Pos) -> Option<Stone> {
        if !self.contains(pos) {
            return None;
        }
        let taken = self.cells[index(pos)].take();
        if taken.is_some() {
            self.stones -= 1;
        }
        taken
    }
}

impl Default for Board {
    fn default() -> Board {
        Board::standard()
    }
}

const fn index(pos: Pos) -> usize {
    pos.row() * MAX_SIZE + pos.col()
}

/// Draws the board as [`Board::from_diagram`] reads it: `X` black, `O` white, `.` empty.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..self.size() {
            for col in 0..self.size() {
                let c = match Pos::new(row, col).and_then(|p| self.get(p)) {
                    Some(Stone::Black) => 'X',
                    Some(Stone::White) => 'O',
                    None => '.',
                };
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board {0}x{0}\n{self}", self.size)
    }
}

/// Why [`Board::from_diagram`] could not read a drawing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// The number of rows is not a supported size.
    Size(SizeError),
    /// A row (0-based) does not have as many points as there are rows.
    RowLength {
        /// The row, from 0 at the top.
        row: usize,
        /// How many points it has.
        len: usize,
        /// How many it should have.
        size: usize,
    },
    /// A character that is neither a stone nor an empty point.
    Char(char),
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::Size(e) => e.fmt(f),
            DiagramError::RowLength { row, len, size } => {
                write!(f, "row {row} has {len} points, expected {size}")
            }
            DiagramError::Char(c) => write!(f, "`{c}` is not a stone or an empty point"),
        }
    }
}

impl Error for DiagramError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col).unwrap()
    }

    #[test]
    fn sizes_outside_the_range_are_refused() {
        assert_eq!(Board::new(4), Err(SizeError(4)));
        assert_eq!(Board::new(21), Err(SizeError(21)));
        assert_eq!(Board::new(15).map(|b| b.size()), Ok(15));
        assert_eq!(Board::default().size(), 19);
    }

    #[test]
    fn place_and_remove_keep_the_count() {
        let mut board = Board::standard();
        board.place(p(3, 4), Stone::Black);
        board.place(p(18, 18), Stone::White);
        assert_eq!(board.stone_count(), 2);
        assert_eq!(board.get(p(3, 4)), Some(Stone::Black));
        assert!(!board.is_empty_at(p(18, 18)));
        assert_eq!(board.remove(p(3, 4)), Some(Stone::Black));
        assert_eq!(board.remove(p(3, 4)), None);
        assert_eq!(board.stone_count(), 1);
    }

    #[test]
    fn points_off_a_small_board_are_not_on_it() {
        let mut board = Board::new(15).unwrap();
        assert!(!board.contains(p(15, 0)));
        assert!(!board.is_empty_at(p(0, 15)));
        assert_eq!(board.get(p(19, 19)), None);
        assert_eq!(board.remove(p(19, 19)), None);
        assert_eq!(board.points().count(), 225);
    }

    #[test]
    #[should_panic(expected = "already holds a stone")]
    fn place_on_a_stone_panics() {
        let mut board = Board::standard();
        board.place(p(0, 0), Stone::Black);
        board.place(p(0, 0), Stone::White);
    }

    #[test]
    fn points_are_row_major() {
        let board = Board::new(5).unwrap();
        let first: Vec<Pos> = board.points().take(6).collect();
        assert_eq!(
            first,
            [p(0, 0), p(0, 1), p(0, 2), p(0, 3), p(0, 4), p(1, 0)]
        );
    }

    #[test]
    fn diagram_round_trips() {
        let text = "X....\n.O...\n..X..\n.....\n....O\n";
        let board = Board::from_diagram(text).unwrap();
        assert_eq!(board.to_string(), text);
        assert_eq!(board.stone_count(), 4);
    }

    #[test]
    fn diagram_errors_name_the_problem() {
        assert_eq!(
            Board::from_diagram("...\n...\n..."),
            Err(DiagramError::Size(SizeError(3)))
        );
        assert_eq!(
            Board::from_diagram(".....\n.....\n....\n.....\n....."),
            Err(DiagramError::RowLength {
                row: 2,
                len: 4,
                size: 5
            })
        );
        assert_eq!(
            Board::from_diagram(".....\n..?..\n.....\n.....\n....."),
            Err(DiagramError::Char('?'))
        );
    }
}
