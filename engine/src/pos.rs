use std::error::Error;
use std::fmt;

/// The smallest board side the engine plays on.
pub const MIN_SIZE: usize = 5;
/// The largest board side the engine plays on (columns `a` to `t`).
pub const MAX_SIZE: usize = 20;
/// The side of the standard board, as in the original game.
pub const STANDARD_SIZE: usize = 19;

/// A point of a board: `row` 0 is the top row, `col` 0 the left column.
///
/// A `Pos` is always within [`MAX_SIZE`]; whether it lies on a particular (smaller) board
/// is the board's question ([`crate::Board::contains`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    row: u8,
    col: u8,
}

impl Pos {
    /// The point at `row`, `col` (0-based, from the top left), or `None` when either is
    /// [`MAX_SIZE`] or more.
    pub const fn new(row: usize, col: usize) -> Option<Pos> {
        if row < MAX_SIZE && col < MAX_SIZE {
            Some(Pos {
                row: row as u8,
                col: col as u8,
            })
        } else {
            None
        }
    }

    /// The row, 0 at the top.
    pub const fn row(self) -> usize {
        self.row as usize
    }

    /// The column, 0 at the left.
    pub const fn col(self) -> usize {
        self.col as usize
    }

    /// The centre of a board of side `size` (the original computer's opening point).
    ///
    /// # Panics
    /// When `size` is larger than [`MAX_SIZE`].
    pub fn center(size: usize) -> Pos {
        Pos::new(size / 2, size / 2).expect("board size within MAX_SIZE")
    }

    /// The point `steps` steps away along `(d_row, d_col)`, if it lies on a board of side
    /// `size`.
    pub fn offset(self, d_row: isize, d_col: isize, steps: isize, size: usize) -> Option<Pos> {
        let row = self.row as isize + d_row * steps;
        let col = self.col as isize + d_col * steps;
        let on_board = |v: isize| (0..size as isize).contains(&v);
        if on_board(row) && on_board(col) {
            Pos::new(row as usize, col as usize)
        } else {
            None
        }
    }

    /// This point in the usual gomoku notation on a board of side `size`: a column letter
    /// (`a` at the left) and a row number (`1` at the bottom), e.g. `j10` for the centre
    /// of the 19x19 board.
    ///
    /// ```
    /// use gobang_engine::Pos;
    /// assert_eq!(Pos::new(9, 9).unwrap().display(19).to_string(), "j10");
    /// assert_eq!(Pos::new(0, 0).unwrap().display(19).to_string(), "a19");
    /// ```
    pub const fn display(self, size: usize) -> PosDisplay {
        PosDisplay { pos: self, size }
    }

    /// Reads a point in the usual gomoku notation (see [`Pos::display`]) on a board of side
    /// `size`; letters may be upper or lower case.
    ///
    /// # Errors
    /// [`ParsePosError`] naming the text when it is not a column letter followed by a row
    /// number, or when the point is off the board.
    ///
    /// ```
    /// use gobang_engine::Pos;
    /// assert_eq!(Pos::parse("K10", 19), Ok(Pos::new(9, 10).unwrap()));
    /// assert!(Pos::parse("z1", 19).is_err());
    /// ```
    pub fn parse(text: &str, size: usize) -> Result<Pos, ParsePosError> {
        let bad = || ParsePosError {
            text: text.to_owned(),
            size,
        };
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(bad)?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase()
            || digits.is_empty()
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(bad());
        }
        let col = (letter as u8 - b'a') as usize;
        let number: usize = digits.parse().map_err(|_| bad())?;
        if col >= size || number == 0 || number > size || size > MAX_SIZE {
            return Err(bad());
        }
        Pos::new(size - number, col).ok_or_else(bad)
    }
}

/// A [`Pos`] written in gomoku notation for a given board size; made by [`Pos::display`].
#[derive(Clone, Copy, Debug)]
pub struct PosDisplay {
    pos: Pos,
    size: usize,
}

impl fmt::Display for PosDisplay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = (b'a' + self.pos.col) as char;
        let number = self.size.saturating_sub(self.pos.row());
        write!(f, "{letter}{number}")
    }
}

/// Text that does not name a point of the board, from [`Pos::parse`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePosError {
    text: String,
    size: usize,
}

impl ParsePosError {
    /// The text that was not understood.
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl fmt::Display for ParsePosError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown coordinate `{}` (a {n}x{n} board has columns a to {} and rows 1 to {n})",
            self.text,
            (b'a' + self.size.clamp(1, MAX_SIZE) as u8 - 1) as char,
            n = self.size,
        )
    }
}

impl Error for ParsePosError {}

/// A board side outside [`MIN_SIZE`]..=[`MAX_SIZE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError(pub usize);

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a board of side {} is not supported (sides {MIN_SIZE} to {MAX_SIZE} are)",
            self.0
        )
    }
}

impl Error for SizeError {}

/// One of the four lines through a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Along a row, left to right.
    Horizontal,
    /// Along a column, top to bottom.
    Vertical,
    /// Top left to bottom right (↘).
    Diagonal,
    /// Bottom left to top right (↗).
    AntiDiagonal,
}

impl Direction {
    /// The four directions.
    pub const ALL: [Direction; 4] = [
        Direction::Horizontal,
        Direction::Vertical,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// One step forwards along this direction, as `(rows, columns)`.
    pub const fn step(self) -> (isize, isize) {
        match self {
            Direction::Horizontal => (0, 1),
            Direction::Vertical => (1, 0),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (-1, 1),
        }
    }

    /// Whether this is one of the two diagonals.
    pub const fn is_diagonal(self) -> bool {
        matches!(self, Direction::Diagonal | Direction::AntiDiagonal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_checks_the_range() {
        assert!(Pos::new(19, 19).is_some());
        assert!(Pos::new(MAX_SIZE, 0).is_none());
        assert!(Pos::new(0, MAX_SIZE).is_none());
    }

    #[test]
    fn notation_round_trips_on_every_point_and_size() {
        for size in MIN_SIZE..=MAX_SIZE {
            for row in 0..size {
                for col in 0..size {
                    let pos = Pos::new(row, col).unwrap();
                    let text = pos.display(size).to_string();
                    assert_eq!(Pos::parse(&text, size), Ok(pos), "{text} on {size}");
                }
            }
        }
    }

    #[test]
    fn notation_corners_of_the_standard_board() {
        let text = |r, c| Pos::new(r, c).unwrap().display(19).to_string();
        assert_eq!(text(0, 0), "a19");
        assert_eq!(text(18, 0), "a1");
        assert_eq!(text(18, 18), "s1");
        assert_eq!(text(0, 18), "s19");
    }

    #[test]
    fn parse_rejects_what_is_not_a_point() {
        for bad in [
            "", "a", "10", "a0", "a20", "t1", "a01", "a1x", "é1", "a-1", " a1", "aa1",
        ] {
            let err = Pos::parse(bad, 19).unwrap_err();
            assert_eq!(err.text(), bad);
            assert!(err.to_string().contains("unknown coordinate"), "{err}");
        }
    }

    #[test]
    fn offset_stays_on_the_board() {
        let corner = Pos::new(0, 0).unwrap();
        assert_eq!(corner.offset(1, 1, 4, 19), Pos::new(4, 4));
        assert_eq!(corner.offset(-1, 0, 1, 19), None);
        assert_eq!(corner.offset(0, 1, 19, 19), None);
        assert_eq!(corner.offset(0, 1, 14, 15), Pos::new(0, 14));
    }
}
