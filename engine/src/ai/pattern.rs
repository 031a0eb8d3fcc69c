//! Line patterns: what a stone on an empty point would make along one line, for one side.
//!
//! A point's neighbourhood along a line is packed into a key of two bits per cell (empty,
//! black, white, off the board) for the four cells on each side; a table built once maps
//! every key to the [`Pattern`] a black stone on the point would make there (white looks
//! keys up with the colours swapped). The table is built by the definition itself: a
//! point makes a four when one more stone would give a five through it, a three when one
//! more stone would give a four, and so on, so fake threes whose four is blocked are never
//! counted as threes.

use std::sync::OnceLock;

/// How far the patterns look along a line on each side of the point.
pub const REACH: usize = 4;

/// Two bits per cell in a line key.
pub const EMPTY: u32 = 0;
/// A black stone in a line key.
pub const BLACK: u32 = 1;
/// A white stone in a line key.
pub const WHITE: u32 = 2;
/// A point off the board in a line key.
pub const WALL: u32 = 3;

/// What one stone on an empty point makes along one line, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Pattern {
    /// No five can ever be made through the point along this line.
    Dead,
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
    pub const ALL: [Pattern; 10] = [
        Pattern::Dead,
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

/// The slot (0..8) of the cell `offset` steps from the point (`offset` in ±1..=±4).
pub const fn slot(offset: i32) -> u32 {
    if offset < 0 {
        (offset + REACH as i32) as u32
    } else {
        (offset - 1) as u32 + REACH as u32
    }
}

/// The key with the colours of the two sides swapped: white's view of a black key.
pub const fn swap_colours(key: u32) -> u32 {
    let differ = (key ^ (key >> 1)) & 0x5555;
    key ^ (differ | (differ << 1))
}

const KEYS: usize = 1 << (4 * REACH);

/// The pattern a black stone makes on the point whose line key is `key`.
pub fn black_pattern(key: u32) -> Pattern {
    table()[key as usize & (KEYS - 1)]
}

fn table() -> &'static [Pattern] {
    static TABLE: OnceLock<Vec<Pattern>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut memo: Vec<Option<Pattern>> = vec![None; KEYS];
        (0..KEYS as u32)
            .map(|key| classify(key, &mut memo))
            .collect()
    })
}

fn cell(key: u32, offset: i32) -> u32 {
    (key >> (2 * slot(offset))) & 3
}

/// Whether black has five in a row through the point (taken as black) in `key`.
fn five_through(key: u32) -> bool {
    let run = |step: i32| {
        (1..=REACH as i32)
            .take_while(|&k| cell(key, k * step) == BLACK)
            .count()
    };
    run(-1) + run(1) + 1 >= 5
}

fn offsets() -> impl Iterator<Item = i32> {
    (-(REACH as i32)..=REACH as i32).filter(|&k| k != 0)
}

fn classify(key: u32, memo: &mut [Option<Pattern>]) -> Pattern {
    if let Some(p) = memo[key as usize] {
        return p;
    }
    let pattern = if five_through(key) {
        Pattern::Five
    } else {
        let empties: Vec<i32> = offsets().filter(|&k| cell(key, k) == EMPTY).collect();
        let with = |k: i32| key | (BLACK << (2 * slot(k)));
        let fives = empties.iter().filter(|&&k| five_through(with(k))).count();
        match fives {
            0 => empties
                .iter()
                .map(|&k| classify(with(k), memo).grown_from())
                .max()
                .unwrap_or(Pattern::Dead),
            1 => Pattern::Block4,
            _ => Pattern::Flex4,
        }
    };
    memo[key as usize] = Some(pattern);
    pattern
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

    /// The key of a line drawn as text: nine cells with the point in the middle (`_`),
    /// `X` black, `O` white, `.` empty, `#` off the board.
    fn key(line: &str) -> u32 {
        let cells: Vec<char> = line.chars().collect();
        assert_eq!(cells.len(), 2 * REACH + 1, "{line}");
        assert_eq!(cells[REACH], '_', "{line}");
        offsets()
            .map(|k| {
                let code = match cells[(k + REACH as i32) as usize] {
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
        for p in Pattern::ALL {
            assert!(table().contains(&p), "{p:?}");
        }
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
}
