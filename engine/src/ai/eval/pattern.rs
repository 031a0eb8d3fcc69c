//! Line patterns: what a stone on an empty point would make along one line, for one side.
//!
//! A point's neighbourhood along a line is packed into a key of two bits per cell (empty,
//! black, white, off the board) for the five cells on each side; a table built once maps
//! every key to the [`Pattern`] a black stone on the point would make there (white looks
//! keys up with the colours swapped). The table is built by the definition itself: a
//! point makes a four when one more stone would give a five through it, a three when one
//! more stone would give a four, and so on, so fake threes whose four is blocked are never
//! counted as threes.
//!
//! There are two tables: one where five or more wins (freestyle, and renju's white), which
//! needs only four cells each side, and one where exactly five wins (standard, and renju's
//! black), which needs the fifth to tell a five from an overline.
//!
//! Public as `gobang_engine::ai::pattern` so that hints can name shapes the way the search
//! sees them: [`patterns_at`] gives a point's four line [`Pattern`]s from a board and
//! [`Threat::of`] combines them. It needs nothing of the search.

use std::sync::OnceLock;

use crate::board::Board;
use crate::pos::{Direction, Pos};
use crate::rules::Rule;
use crate::stone::Stone;

/// How far the keys look along a line on each side of the point.
pub(crate) const REACH: usize = 5;
/// How far a five-or-more pattern needs to look.
const FREE_REACH: usize = 4;

/// Two bits per cell in a line key.
pub(crate) const EMPTY: u32 = 0;
/// A black stone in a line key.
pub(crate) const BLACK: u32 = 1;
/// A white stone in a line key.
pub(crate) const WHITE: u32 = 2;
/// A point off the board in a line key.
pub(crate) const WALL: u32 = 3;

/// What one stone on an empty point makes along one line, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Pattern {
    /// No five can ever be made through the point along this line.
    Dead,
    /// Six or more in a row where exactly five is needed: no win (and forbidden to black
    /// under renju).
    Overline,
    /// A one that can grow on one side only.
    Block1,
    /// A one with room on both sides.
    Flex1,
    /// A two that can become a closed three at best.
    Block2,
    /// A two that can become an open three.
    Flex2,
    /// A three that can become a four, but not an open one.
    Block3,
    /// An open three: one more stone makes an open four.
    Flex3,
    /// A four: one point left to make five.
    Block4,
    /// An open four (or two fours on one line): two points to make five.
    Flex4,
    /// Five or more in a row.
    Five,
}

impl Pattern {
    /// Every pattern, weakest first (the order of the `u8` values).
    pub const ALL: [Pattern; 11] = [
        Pattern::Dead,
        Pattern::Overline,
        Pattern::Block1,
        Pattern::Flex1,
        Pattern::Block2,
        Pattern::Flex2,
        Pattern::Block3,
        Pattern::Flex3,
        Pattern::Block4,
        Pattern::Flex4,
        Pattern::Five,
    ];

    /// The pattern one step weaker that this one grows from: a point whose line becomes
    /// `self` after one more stone was `self.grown_from()` before it.
    const fn grown_from(self) -> Pattern {
        match self {
            Pattern::Flex4 => Pattern::Flex3,
            Pattern::Block4 => Pattern::Block3,
            Pattern::Flex3 => Pattern::Flex2,
            Pattern::Block3 => Pattern::Block2,
            Pattern::Flex2 => Pattern::Flex1,
            Pattern::Block2 => Pattern::Block1,
            _ => Pattern::Dead,
        }
    }
}

/// The slot (0..10) of the cell `offset` steps from the point (`offset` in ±1..=±5). The
/// cells within four steps take the low 16 bits, so that a five-or-more key is the key
/// masked to them.
pub(crate) const fn slot(offset: i32) -> u32 {
    match offset {
        -5 => 8,
        5 => 9,
        o if o < 0 => (o + FREE_REACH as i32) as u32,
        o => (o - 1) as u32 + FREE_REACH as u32,
    }
}

/// The key with the colours of the two sides swapped: white's view of a black key.
pub(crate) const fn swap_colours(key: u32) -> u32 {
    let differ = (key ^ (key >> 1)) & 0x55555;
    key ^ (differ | (differ << 1))
}

const FREE_KEYS: usize = 1 << (4 * FREE_REACH);
const EXACT_KEYS: usize = 1 << (4 * REACH);

/// A table of the pattern a black stone makes for every line key.
#[derive(Clone, Copy)]
pub(crate) struct Table {
    patterns: &'static [Pattern],
    mask: u32,
}

impl Table {
    /// Where five or more wins.
    pub(crate) fn five_or_more() -> Table {
        static TABLE: OnceLock<Vec<Pattern>> = OnceLock::new();
        let patterns = TABLE.get_or_init(|| build(FREE_KEYS, FREE_REACH, false));
        Table {
            patterns,
            mask: FREE_KEYS as u32 - 1,
        }
    }

    /// Where exactly five wins. Built on first use (about a million keys).
    pub(crate) fn exactly_five() -> Table {
        static TABLE: OnceLock<Vec<Pattern>> = OnceLock::new();
        let patterns = TABLE.get_or_init(|| build(EXACT_KEYS, REACH, true));
        Table {
            patterns,
            mask: EXACT_KEYS as u32 - 1,
        }
    }

    /// The pattern a black stone makes on the point whose line key is `key`.
    pub(crate) fn black(self, key: u32) -> Pattern {
        self.patterns[(key & self.mask) as usize]
    }
}

/// Both sides' patterns for every line key (from black's point of view), black's first:
/// the search looks up the two with one read instead of two and a swap of colours.
#[derive(Clone, Copy)]
pub(crate) struct Pairs {
    pairs: &'static [[Pattern; 2]],
    mask: u32,
}

impl Pairs {
    /// The pairs where black wins with exactly five or not (`exact_black`), and white
    /// likewise. Built once for each combination.
    pub(crate) fn new(exact_black: bool, exact_white: bool) -> Pairs {
        static PAIRS: [OnceLock<Vec<[Pattern; 2]>>; 4] = [const { OnceLock::new() }; 4];
        let table = |exact| {
            if exact {
                Table::exactly_five()
            } else {
                Table::five_or_more()
            }
        };
        let (black, white) = (table(exact_black), table(exact_white));
        let keys = if exact_black || exact_white {
            EXACT_KEYS
        } else {
            FREE_KEYS
        };
        let pairs =
            PAIRS[usize::from(exact_black) * 2 + usize::from(exact_white)].get_or_init(|| {
                (0..keys as u32)
                    .map(|key| [black.black(key), white.black(swap_colours(key))])
                    .collect()
            });
        Pairs {
            pairs,
            mask: keys as u32 - 1,
        }
    }

    /// Black's and white's patterns on the point whose line key is `key`.
    pub(crate) fn get(self, key: u32) -> [Pattern; 2] {
        self.pairs[(key & self.mask) as usize]
    }
}

/// The four line patterns a stone of `side` on the empty point `pos` would make, in
/// [`Direction::ALL`] order, read from the tables the search uses: where `side` wins only
/// with exactly five under `rule` (standard, and black under renju) the exact-five table,
/// else the five-or-more one. A stone already on `pos` is left out of the reading, as if
/// the point were empty. The tables are built on first use.
///
/// ```
/// use gobang_engine::ai::pattern::{Pattern, Threat, patterns_at};
/// use gobang_engine::{Board, Pos, Rule, Stone};
/// let board = Board::from_diagram(
///     ".........
///      .XXX.....
///      .........
///      .........
///      .........
///      .........
///      .........
///      .........
///      .........",
/// )
/// .unwrap();
/// // Black on the point right of its three (row 1, column 4) makes an open four along
/// // the row.
/// let four = patterns_at(&board, Rule::Freestyle, Pos::new(1, 4).unwrap(), Stone::Black);
/// assert_eq!(four[0], Pattern::Flex4);
/// assert_eq!(Threat::of(four), Threat::Flex4);
/// // White there only blocks: a lone stone with room on one side along the row.
/// let block = patterns_at(&board, Rule::Freestyle, Pos::new(1, 4).unwrap(), Stone::White);
/// assert_eq!(block[0], Pattern::Block1);
/// ```
///
/// # Panics
/// When `pos` is not on `board`.
pub fn patterns_at(board: &Board, rule: Rule, pos: Pos, side: Stone) -> [Pattern; 4] {
    let size = board.size();
    assert!(
        pos.row() < size && pos.col() < size,
        "{pos:?} is off the board"
    );
    let table = if rule.exact_five(side) {
        Table::exactly_five()
    } else {
        Table::five_or_more()
    };
    Direction::ALL.map(|direction| {
        let (d_row, d_col) = direction.step();
        let mut key = 0;
        for offset in (-(REACH as i32)..=REACH as i32).filter(|&o| o != 0) {
            // The side's stones are read as black, so black's table serves both.
            let code = match pos.offset(d_row, d_col, offset as isize, size) {
                None => WALL,
                Some(at) => match board.get(at) {
                    None => EMPTY,
                    Some(stone) if stone == side => BLACK,
                    Some(_) => WHITE,
                },
            };
            key |= code << (2 * slot(offset));
        }
        table.black(key)
    })
}

fn build(keys: usize, reach: usize, exact: bool) -> Vec<Pattern> {
    let mut classifier = Classifier {
        memo: vec![None; keys],
        reach: reach as i32,
        exact,
    };
    (0..keys as u32)
        .map(|key| classifier.classify(key))
        .collect()
}

fn cell(key: u32, offset: i32) -> u32 {
    (key >> (2 * slot(offset))) & 3
}

struct Classifier {
    memo: Vec<Option<Pattern>>,
    reach: i32,
    exact: bool,
}

impl Classifier {
    /// How many black stones run through the point (taken as black) in `key`.
    fn run(&self, key: u32) -> usize {
        let arm = |step: i32| {
            (1..=self.reach)
                .take_while(|&k| cell(key, k * step) == BLACK)
                .count()
        };
        arm(-1) + arm(1) + 1
    }

    fn is_five(&self, run: usize) -> bool {
        if self.exact { run == 5 } else { run >= 5 }
    }

    fn classify(&mut self, key: u32) -> Pattern {
        if let Some(p) = self.memo[key as usize] {
            return p;
        }
        let run = self.run(key);
        let pattern = if self.is_five(run) {
            Pattern::Five
        } else if run > 5 {
            Pattern::Overline
        } else {
            let empties: Vec<i32> = (-self.reach..=self.reach)
                .filter(|&k| k != 0 && cell(key, k) == EMPTY)
                .collect();
            let with = |k: i32| key | (BLACK << (2 * slot(k)));
            let fives = empties
                .iter()
                .filter(|&&k| self.is_five(self.run(with(k))))
                .count();
            match fives {
                0 => empties
                    .iter()
                    .map(|&k| self.classify(with(k)).grown_from())
                    .max()
                    .unwrap_or(Pattern::Dead),
                1 => Pattern::Block4,
                _ => Pattern::Flex4,
            }
        };
        self.memo[key as usize] = Some(pattern);
        pattern
    }
}

/// What a stone on a point makes over its four lines, the threats that matter most first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Threat {
    /// Nothing forcing.
    None,
    /// One open three.
    Three,
    /// One four (the opponent must answer at one point).
    Four,
    /// Two open threes or more.
    DoubleThree,
    /// A four and an open three.
    FourThree,
    /// An open four, or two fours: wins unless the opponent makes five first.
    Flex4,
    /// Five in a row.
    Five,
}

impl Threat {
    /// Combines the four line patterns of a point.
    pub fn of(patterns: [Pattern; 4]) -> Threat {
        let count = |p: Pattern| patterns.iter().filter(|&&q| q == p).count();
        let (fives, flex4, block4, flex3) = (
            count(Pattern::Five),
            count(Pattern::Flex4),
            count(Pattern::Block4),
            count(Pattern::Flex3),
        );
        if fives > 0 {
            Threat::Five
        } else if flex4 > 0 || block4 >= 2 {
            Threat::Flex4
        } else if block4 == 1 && flex3 > 0 {
            Threat::FourThree
        } else if flex3 >= 2 {
            Threat::DoubleThree
        } else if block4 == 1 {
            Threat::Four
        } else if flex3 == 1 {
            Threat::Three
        } else {
            Threat::None
        }
    }

    /// Whether the move makes at least one four (so the opponent must answer it).
    pub const fn is_four(self) -> bool {
        matches!(self, Threat::Four | Threat::FourThree | Threat::Flex4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn black_pattern(key: u32) -> Pattern {
        Table::five_or_more().black(key)
    }

    /// The key of a line drawn as text: nine (or eleven) cells with the point in the
    /// middle (`_`), `X` black, `O` white, `.` empty, `#` off the board.
    fn key(line: &str) -> u32 {
        let cells: Vec<char> = line.chars().collect();
        let reach = cells.len() / 2;
        assert_eq!(cells[reach], '_', "{line}");
        (-(reach as i32)..=reach as i32)
            .filter(|&k| k != 0)
            .map(|k| {
                let code = match cells[(k + reach as i32) as usize] {
                    'X' => BLACK,
                    'O' => WHITE,
                    '#' => WALL,
                    _ => EMPTY,
                };
                code << (2 * slot(k))
            })
            .sum()
    }

    #[test]
    fn patterns_of_drawn_lines() {
        let cases = [
            ("..XX_XX..", Pattern::Five),
            ("XXXX_X...", Pattern::Five),
            ("...._XXXX", Pattern::Five),
            ("...._XXX.", Pattern::Flex4),
            ("...X_XX..", Pattern::Flex4),
            (".X.X_X.X.", Pattern::Flex4), // two fours on one line
            ("...O_XXX.", Pattern::Block4),
            ("...X_X.X.", Pattern::Block4),
            (".XXX_O...", Pattern::Block4),
            ("#XXX_O...", Pattern::Dead),
            ("...._XX..", Pattern::Flex3),
            ("...X_.X..", Pattern::Flex3),
            ("...O_XX..", Pattern::Block3),
            ("..O._XXO.", Pattern::Dead),
            ("...O_XX.O", Pattern::Dead),
            ("...._X...", Pattern::Flex2),
            ("...O_X...", Pattern::Block2),
            ("...._....", Pattern::Flex1),
            ("...O_....", Pattern::Block1),
            ("OOOO_OOOO", Pattern::Dead),
            ("##O._.O##", Pattern::Dead),
        ];
        for (line, expected) in cases {
            assert_eq!(black_pattern(key(line)), expected, "{line}");
        }
    }

    #[test]
    fn a_three_whose_fours_are_blocked_is_not_open() {
        // O.XX_.O: every four it can make is closed, so it is no open three.
        assert_eq!(black_pattern(key("O.XX_.O..")), Pattern::Block3);
        // #XX_.. at the edge: the edge blocks like a stone.
        assert_eq!(black_pattern(key("##XX_....")), Pattern::Block3);
    }

    #[test]
    fn white_sees_the_swapped_key() {
        let k = key("...O_OO..");
        assert_eq!(black_pattern(swap_colours(k)), Pattern::Flex4);
        assert_eq!(swap_colours(swap_colours(k)), k);
        assert_eq!(swap_colours(key("#X.O_...#")), key("#O.X_...#"));
    }

    #[test]
    fn every_pattern_occurs() {
        for p in Pattern::ALL.into_iter().filter(|&p| p != Pattern::Overline) {
            assert!(Table::five_or_more().patterns.contains(&p), "{p:?}");
        }
    }

    #[test]
    fn where_exactly_five_wins_an_overline_is_no_five() {
        let exact = |line: &str| Table::exactly_five().black(key(line));
        assert_eq!(exact("...XX_XX..."), Pattern::Five);
        assert_eq!(exact("..XXX_XX..."), Pattern::Overline);
        assert_eq!(black_pattern(key("..XXX_XX...")), Pattern::Five);
        // _XXX.X: completing on the right would make six, so only the left end is a five.
        assert_eq!(exact("....._XXX.X"), Pattern::Block4);
        assert_eq!(black_pattern(key("....._XXX.X")), Pattern::Flex4);
        assert_eq!(exact(".X..._XXX.."), Pattern::Flex4);
        assert!(Table::exactly_five().patterns.contains(&Pattern::Overline));
    }

    #[test]
    fn threats_combine_the_four_lines() {
        use Pattern::*;
        assert_eq!(Threat::of([Five, Dead, Dead, Dead]), Threat::Five);
        assert_eq!(Threat::of([Block4, Block4, Dead, Dead]), Threat::Flex4);
        assert_eq!(Threat::of([Block4, Flex3, Dead, Dead]), Threat::FourThree);
        assert_eq!(Threat::of([Flex3, Flex3, Flex2, Dead]), Threat::DoubleThree);
        assert_eq!(Threat::of([Block4, Block3, Flex2, Dead]), Threat::Four);
        assert_eq!(Threat::of([Flex3, Block3, Flex2, Dead]), Threat::Three);
        assert_eq!(Threat::of([Block3, Block3, Flex2, Dead]), Threat::None);
        assert!(Threat::FourThree.is_four() && !Threat::DoubleThree.is_four());
    }

    /// The four patterns of `side` on the point `_` of a one-line board drawn as text (the
    /// line laid along the middle row of a 15x15 board, the rest empty).
    fn on_row(row: &str, rule: Rule, side: Stone) -> [Pattern; 4] {
        let col = row.find('_').expect("a point");
        let line = format!("{:.<15}", row.replace('_', "."));
        let empty = ".".repeat(15);
        let diagram: Vec<&str> = (0..15)
            .map(|r| {
                if r == 7 {
                    line.as_str()
                } else {
                    empty.as_str()
                }
            })
            .collect();
        let board = Board::from_diagram(&diagram.join("\n")).unwrap();
        patterns_at(&board, rule, Pos::new(7, col).unwrap(), side)
    }

    #[test]
    fn patterns_at_names_fives_fours_and_threes_along_a_line() {
        let black = |row: &str| on_row(row, Rule::Freestyle, Stone::Black)[0];
        assert_eq!(black(".XXXX_"), Pattern::Five);
        assert_eq!(black("..XXX_...."), Pattern::Flex4);
        assert_eq!(black("OXXX_....."), Pattern::Block4);
        assert_eq!(black("...XX_...."), Pattern::Flex3);
        assert_eq!(black("OXX_......"), Pattern::Block3);
        // The other three lines through the point hold a lone stone with room both ways.
        assert_eq!(
            on_row("..XXX_....", Rule::Freestyle, Stone::Black)[1..],
            [Pattern::Flex1; 3]
        );
        // White reads the same row with the colours the other way round.
        assert_eq!(
            on_row("XOOO_.....", Rule::Freestyle, Stone::White)[0],
            Pattern::Block4
        );
        assert_eq!(
            on_row("..XXX_....", Rule::Freestyle, Stone::White)[0],
            Pattern::Block1
        );
    }

    #[test]
    fn patterns_at_reads_each_direction_in_its_place() {
        // A vertical four for black through (7, 7): the second direction.
        let mut rows = vec![".".repeat(15); 15];
        for row in &mut rows[3..7] {
            row.replace_range(7..8, "X");
        }
        let board = Board::from_diagram(&rows.join("\n")).unwrap();
        let at = Pos::new(7, 7).unwrap();
        let patterns = patterns_at(&board, Rule::Freestyle, at, Stone::Black);
        assert_eq!(patterns[1], Pattern::Five);
        assert_eq!(patterns[0], Pattern::Flex1);
        assert_eq!(Threat::of(patterns), Threat::Five);
    }

    #[test]
    fn patterns_at_follows_the_rule_for_each_side() {
        // Six in a row: a five where five or more wins, an overline where exactly five must.
        let six = "XXXX_X....";
        assert_eq!(on_row(six, Rule::Freestyle, Stone::Black)[0], Pattern::Five);
        assert_eq!(
            on_row(six, Rule::Standard, Stone::Black)[0],
            Pattern::Overline
        );
        assert_eq!(on_row(six, Rule::Renju, Stone::Black)[0], Pattern::Overline);
        let six = "OOOO_O....";
        assert_eq!(
            on_row(six, Rule::Standard, Stone::White)[0],
            Pattern::Overline
        );
        assert_eq!(on_row(six, Rule::Renju, Stone::White)[0], Pattern::Five);
        // A four whose only five would make six is no four where exactly five must win.
        let four = "XX_X.XO...";
        assert_eq!(
            on_row(four, Rule::Freestyle, Stone::Black)[0],
            Pattern::Block4
        );
        assert!(on_row(four, Rule::Standard, Stone::Black)[0] < Pattern::Block3);
        assert!(on_row(four, Rule::Renju, Stone::Black)[0] < Pattern::Block3);
        assert_eq!(
            on_row("OO_O.OX...", Rule::Renju, Stone::White)[0],
            Pattern::Block4
        );
    }
}
