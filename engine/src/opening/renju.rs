//! Renju's prescribed opening (the RIF rule): black's first stone at the centre, white's
//! second on one of the eight points around it, black's third in the central 5×5 square.
//! Up to the board's symmetries those three stones make exactly 26 positions, the canonical
//! openings, each with a standard name: 13 "direct" ones (white's stone beside the centre
//! in a row or column) and 13 "indirect" ones (white's stone diagonal to the centre).
//!
//! Offsets here are `(right, up)` from the centre, as the openings are drawn in renju
//! books: the direct openings with white's stone just above the centre, the indirect ones
//! with white's stone up and to the right.

use crate::pos::Pos;

/// Whether white's second stone touches the centre along a line or a diagonal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpeningKind {
    /// White's stone is beside the centre in its row or column (the "D" openings).
    Direct,
    /// White's stone is diagonal to the centre (the "I" openings).
    Indirect,
}

/// One of the 26 canonical renju openings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CanonicalOpening {
    /// Direct or indirect.
    pub kind: OpeningKind,
    /// Its number within its kind, 1 to 13, as in the RIF's tables (`1D`, `13I`).
    pub number: u8,
    /// Its standard name, in the Japanese reading used by the RIF (`Kagetsu`).
    pub name: &'static str,
    /// Its name in Chinese characters (`花月`).
    pub hanzi: &'static str,
    /// Black's third stone, `(right, up)` from the centre, with white's stone at `(0, 1)`
    /// (direct) or `(1, 1)` (indirect).
    pub third: (i8, i8),
}

impl CanonicalOpening {
    /// White's second stone, `(right, up)` from the centre.
    pub const fn second(&self) -> (i8, i8) {
        match self.kind {
            OpeningKind::Direct => (0, 1),
            OpeningKind::Indirect => (1, 1),
        }
    }

    /// The short code of the RIF's tables, e.g. `4D` for Kagetsu.
    pub fn code(&self) -> String {
        let kind = match self.kind {
            OpeningKind::Direct => 'D',
            OpeningKind::Indirect => 'I',
        };
        format!("{}{kind}", self.number)
    }

    /// The three stones on a board of side `size`, turned by symmetry `turn` (0 to 7, see
    /// [`transform`]): black's centre, white's second, black's third.
    pub fn stones(&self, size: usize, turn: u8) -> Option<[Pos; 3]> {
        let centre = Pos::center(size);
        let at = |offset: (i8, i8)| at_offset(centre, transform(offset, turn), size);
        Some([centre, at(self.second())?, at(self.third)?])
    }
}

const fn opening(
    kind: OpeningKind,
    number: u8,
    name: &'static str,
    hanzi: &'static str,
    third: (i8, i8),
) -> CanonicalOpening {
    CanonicalOpening {
        kind,
        number,
        name,
        hanzi,
        third,
    }
}

use OpeningKind::{Direct as D, Indirect as I};

/// The 26 canonical openings in the RIF's order: 1D to 13D, then 1I to 13I.
pub const CANONICAL_OPENINGS: [CanonicalOpening; 26] = [
    opening(D, 1, "Kansei", "寒星", (0, 2)),
    opening(D, 2, "Keigetsu", "溪月", (1, 2)),
    opening(D, 3, "Sosei", "疏星", (2, 2)),
    opening(D, 4, "Kagetsu", "花月", (1, 1)),
    opening(D, 5, "Zangetsu", "残月", (2, 1)),
    opening(D, 6, "Ugetsu", "雨月", (1, 0)),
    opening(D, 7, "Kinsei", "金星", (2, 0)),
    opening(D, 8, "Shogetsu", "松月", (0, -1)),
    opening(D, 9, "Kyugetsu", "丘月", (1, -1)),
    opening(D, 10, "Shingetsu", "新月", (2, -1)),
    opening(D, 11, "Zuisei", "瑞星", (0, -2)),
    opening(D, 12, "Sangetsu", "山月", (1, -2)),
    opening(D, 13, "Yusei", "游星", (2, -2)),
    opening(I, 1, "Chosei", "长星", (2, 2)),
    opening(I, 2, "Kyogetsu", "峡月", (2, 1)),
    opening(I, 3, "Kosei", "恒星", (2, 0)),
    opening(I, 4, "Suigetsu", "水月", (2, -1)),
    opening(I, 5, "Ryusei", "流星", (2, -2)),
    opening(I, 6, "Ungetsu", "云月", (1, 0)),
    opening(I, 7, "Hogetsu", "浦月", (1, -1)),
    opening(I, 8, "Rangetsu", "岚月", (1, -2)),
    opening(I, 9, "Gingetsu", "银月", (0, -1)),
    opening(I, 10, "Myojo", "明星", (0, -2)),
    opening(I, 11, "Shagetsu", "斜月", (-1, -1)),
    opening(I, 12, "Meigetsu", "名月", (-1, -2)),
    opening(I, 13, "Suisei", "彗星", (-2, -2)),
];

/// One of the square's eight symmetries applied to an offset: `turn` 0 is the identity,
/// 1 to 3 quarter turns, 4 to 7 the same after a mirror (only `turn % 8` counts).
pub const fn transform((x, y): (i8, i8), turn: u8) -> (i8, i8) {
    let (x, y) = if turn % 8 >= 4 { (-x, y) } else { (x, y) };
    match turn % 4 {
        0 => (x, y),
        1 => (-y, x),
        2 => (-x, -y),
        _ => (y, -x),
    }
}

/// The offset of `pos` from `centre`, `(right, up)`.
pub fn offset_of(pos: Pos, centre: Pos) -> (isize, isize) {
    (
        pos.col() as isize - centre.col() as isize,
        centre.row() as isize - pos.row() as isize,
    )
}

/// The point at `(right, up)` from `centre`, if it is on a board of side `size`.
pub fn at_offset(centre: Pos, (x, y): (i8, i8), size: usize) -> Option<Pos> {
    centre
        .offset(0, 1, x as isize, size)?
        .offset(-1, 0, y as isize, size)
}

/// The image of `pos` under symmetry `turn` about the centre of a board of side `size`
/// (see [`transform`]), if it lies on the board.
pub fn turn_point(pos: Pos, turn: u8, size: usize) -> Option<Pos> {
    let centre = Pos::center(size);
    let (x, y) = offset_of(pos, centre);
    let small = |v: isize| i8::try_from(v).ok();
    at_offset(centre, transform((small(x)?, small(y)?), turn), size)
}

/// Which canonical opening the first three stones of a game make (black's at the centre,
/// white's beside it, black's within two points of the centre), on a board of side `size`.
pub fn identify(stones: [Pos; 3], size: usize) -> Option<&'static CanonicalOpening> {
    let centre = Pos::center(size);
    if stones[0] != centre {
        return None;
    }
    let small = |pos: Pos| {
        let (x, y) = offset_of(pos, centre);
        Some((i8::try_from(x).ok()?, i8::try_from(y).ok()?))
    };
    let (second, third) = (small(stones[1])?, small(stones[2])?);
    (0..8).find_map(|turn| {
        let (second, third) = (transform(second, turn), transform(third, turn));
        CANONICAL_OPENINGS
            .iter()
            .find(|o| o.second() == second && o.third == third)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// The shape of an opening under all eight symmetries: the set of its images.
    fn images(opening: &CanonicalOpening) -> HashSet<((i8, i8), (i8, i8))> {
        (0..8)
            .map(|t| (transform(opening.second(), t), transform(opening.third, t)))
            .collect()
    }

    #[test]
    fn the_26_openings_are_distinct_under_symmetry() {
        for (i, a) in CANONICAL_OPENINGS.iter().enumerate() {
            for b in &CANONICAL_OPENINGS[i + 1..] {
                assert!(
                    images(a).is_disjoint(&images(b)),
                    "{} and {} are the same opening",
                    a.name,
                    b.name
                );
            }
        }
        let names: HashSet<_> = CANONICAL_OPENINGS.iter().map(|o| o.name).collect();
        let hanzi: HashSet<_> = CANONICAL_OPENINGS.iter().map(|o| o.hanzi).collect();
        assert_eq!((names.len(), hanzi.len()), (26, 26));
    }

    #[test]
    fn every_legal_third_stone_makes_exactly_one_of_them() {
        // White beside the centre (8 points), black's third anywhere else in the 5x5
        // square: 8 * 23 positions, each one canonical opening, all 26 reached.
        let size = 15;
        let centre = Pos::center(size);
        let mut seen = HashSet::new();
        let square: Vec<(i8, i8)> = (-2..=2)
            .flat_map(|x| (-2..=2).map(move |y| (x, y)))
            .collect();
        for &second in square
            .iter()
            .filter(|&&(x, y)| x.abs() <= 1 && y.abs() <= 1)
        {
            if second == (0, 0) {
                continue;
            }
            for &third in square.iter().filter(|&&o| o != (0, 0) && o != second) {
                let stones = [
                    centre,
                    at_offset(centre, second, size).unwrap(),
                    at_offset(centre, third, size).unwrap(),
                ];
                let opening = identify(stones, size).expect("a canonical opening");
                seen.insert(opening.name);
            }
        }
        assert_eq!(seen.len(), 26);
        // Outside the 5x5 square, or with the first stone off the centre: none.
        let far = at_offset(centre, (3, 0), size).unwrap();
        let beside = at_offset(centre, (0, 1), size).unwrap();
        assert_eq!(identify([centre, beside, far], size), None);
        assert_eq!(identify([beside, centre, far], size), None);
    }

    #[test]
    fn openings_are_named_and_placed_as_in_the_books() {
        // On the 15x15 board the centre is h8; Kagetsu (4D) is h8 h9 i9, Ryusei (5I)
        // h8 i9 j6, Suisei (13I) h8 i9 f6.
        let size = 15;
        let notation = |o: &CanonicalOpening| {
            let stones = o.stones(size, 0).unwrap();
            stones.map(|p| p.display(size).to_string()).join(" ")
        };
        let by_name = |name: &str| CANONICAL_OPENINGS.iter().find(|o| o.name == name).unwrap();
        assert_eq!(notation(by_name("Kagetsu")), "h8 h9 i9");
        assert_eq!(by_name("Kagetsu").code(), "4D");
        assert_eq!(notation(by_name("Kansei")), "h8 h9 h10");
        assert_eq!(notation(by_name("Ryusei")), "h8 i9 j6");
        assert_eq!(notation(by_name("Suisei")), "h8 i9 f6");
        assert_eq!(by_name("Suisei").code(), "13I");
        // Turned, an opening is still itself.
        for opening in &CANONICAL_OPENINGS {
            for turn in 0..8 {
                let stones = opening.stones(19, turn).unwrap();
                assert_eq!(identify(stones, 19), Some(opening));
            }
        }
    }

    #[test]
    fn turning_points_about_the_centre() {
        let size = 15;
        let p = Pos::parse("i9", size).unwrap();
        let images: HashSet<Pos> = (0..8).filter_map(|t| turn_point(p, t, size)).collect();
        assert_eq!(images.len(), 4, "a diagonal neighbour has four images");
        assert_eq!(turn_point(p, 0, size), Some(p));
        assert_eq!(
            turn_point(Pos::new(0, 0).unwrap(), 2, size),
            Pos::new(14, 14)
        );
    }
}
