//! The board as the search sees it: stones on a padded grid, and for every empty point the
//! line patterns, threats and scores of both sides, all updated incrementally around each
//! move and restored exactly by [`Position::undo`].

use std::sync::OnceLock;

use crate::ai::eval;
use crate::ai::pattern::{self, BLACK, EMPTY, Pattern, REACH, Table, Threat, WALL, WHITE};
use crate::board::Board;
use crate::pos::{MAX_SIZE, Pos};
use crate::rules::{Rule, Stones, forbidden_black};
use crate::stone::Stone;

/// Off-board cells around the board, so that every look along a line stays in the array.
const MARGIN: usize = REACH;
/// Cells per row of the padded grid.
pub const STRIDE: usize = MAX_SIZE + 2 * MARGIN;
/// Cells of the padded grid.
pub const CELLS: usize = STRIDE * STRIDE;
/// One step along each direction, in the order of [`crate::Direction::ALL`].
pub const STEPS: [isize; 4] = [1, STRIDE as isize, STRIDE as isize + 1, 1 - STRIDE as isize];
/// The points a stone changes along a line, nearest first: how many steps away, and the
/// shift of the stone's place in their keys (it lies as many steps the other way).
const NEIGHBOURS: [(isize, u32); 2 * REACH] = {
    let mut neighbours = [(0, 0); 2 * REACH];
    let mut k = 1;
    while k <= REACH as isize {
        let i = 2 * (k as usize - 1);
        neighbours[i] = (k, 2 * pattern::slot(-k as i32));
        neighbours[i + 1] = (-k, 2 * pattern::slot(k as i32));
        k += 1;
    }
    neighbours
};
/// How far from a stone the search looks for moves.
const NEAR: isize = 2;

/// A cell of the padded grid.
pub type Cell = usize;

/// The padded cell of a board point.
pub const fn cell_of(pos: Pos) -> Cell {
    (pos.row() + MARGIN) * STRIDE + pos.col() + MARGIN
}

/// The board point of a padded cell.
pub fn pos_of(cell: Cell) -> Pos {
    Pos::new(cell / STRIDE - MARGIN, cell % STRIDE - MARGIN).expect("an on-board cell")
}

const fn colour_index(stone: Stone) -> usize {
    match stone {
        Stone::Black => 0,
        Stone::White => 1,
    }
}

const fn colour_code(stone: Stone) -> u32 {
    match stone {
        Stone::Black => BLACK,
        Stone::White => WHITE,
    }
}

/// A set of cells.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct CellSet([u64; CELLS.div_ceil(64)]);

impl CellSet {
    const EMPTY: CellSet = CellSet([0; CELLS.div_ceil(64)]);

    fn set(&mut self, cell: Cell, on: bool) {
        let bit = 1u64 << (cell % 64);
        if on {
            self.0[cell / 64] |= bit;
        } else {
            self.0[cell / 64] &= !bit;
        }
    }

    /// Whether `cell` is in the set.
    pub fn contains(&self, cell: Cell) -> bool {
        self.0[cell / 64] & (1 << (cell % 64)) != 0
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// How many cells are in the set.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// The cells in either set.
    pub fn union(&self, other: &CellSet) -> CellSet {
        CellSet(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// The cells, in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = Cell> + '_ {
        self.0.iter().enumerate().flat_map(|(i, &word)| {
            let mut w = word;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let bit = w.trailing_zeros() as usize;
                    w &= w - 1;
                    i * 64 + bit
                })
            })
        })
    }
}

/// Random numbers for Zobrist hashing, the same on every run (a fixed SplitMix64 stream).
fn zobrist() -> &'static [[u64; CELLS]; 2] {
    static KEYS: OnceLock<Box<[[u64; CELLS]; 2]>> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        let mut keys = Box::new([[0; CELLS]; 2]);
        for colour in keys.iter_mut() {
            for key in colour.iter_mut() {
                *key = next();
            }
        }
        keys
    })
}

/// The search's board. Black and white are indexed 0 and 1 in the per-side tables.
#[derive(Clone)]
pub struct Position {
    size: usize,
    rule: Rule,
    /// How far along a line a stone changes patterns: five under the exact-five rules,
    /// four where five or more wins.
    reach: isize,
    /// The pattern tables of black and white under the rule.
    tables: [Table; 2],
    to_move: Stone,
    hash: u64,
    cells: [u32; CELLS],
    /// For every cell and direction, the cells up to [`REACH`] away on both sides, packed
    /// as in [`pattern`] from black's point of view.
    keys: [[u32; 4]; CELLS],
    /// For every empty cell, the pattern each side would make along each line.
    patterns: [[[Pattern; 4]; CELLS]; 2],
    /// For every empty cell, the index of its four patterns in the table of combinations
    /// ([`eval::combination`]), kept up to date line by line.
    combination: [[u16; CELLS]; 2],
    /// The threat and value of every combination of four patterns.
    combinations: &'static [(Threat, i32)],
    threat: [[Threat; CELLS]; 2],
    score: [[i32; CELLS]; 2],
    /// What the evaluation counts, per side: the patterns over the empty points' lines and
    /// their threats ([`eval::Features`]).
    features: [eval::Features; 2],
    /// How many stones lie within [`NEAR`] of each cell.
    near: [u8; CELLS],
    /// How many stones are on the board.
    stones: usize,
    candidates: CellSet,
    fives: [CellSet; 2],
    fours: [CellSet; 2],
    flex4s: [CellSet; 2],
    threes: [CellSet; 2],
    moves: Vec<Cell>,
}

impl Position {
    /// The position of `board` under `rule` with `to_move` to play.
    pub fn new(board: &Board, to_move: Stone, rule: Rule) -> Position {
        let size = board.size();
        let table = |side: Stone| {
            if rule.exact_five(side) {
                Table::exactly_five()
            } else {
                Table::five_or_more()
            }
        };
        let exact = Stone::ALL.iter().any(|&side| rule.exact_five(side));
        let mut position = Position {
            size,
            rule,
            reach: if exact {
                REACH as isize
            } else {
                REACH as isize - 1
            },
            tables: [table(Stone::Black), table(Stone::White)],
            to_move: Stone::Black,
            hash: 0,
            cells: [WALL; CELLS],
            keys: [[0; 4]; CELLS],
            patterns: [[[Pattern::Dead; 4]; CELLS]; 2],
            combination: [[0; CELLS]; 2],
            combinations: eval::combinations(),
            threat: [[Threat::None; CELLS]; 2],
            score: [[0; CELLS]; 2],
            features: [eval::Features::default(); 2],
            near: [0; CELLS],
            stones: 0,
            candidates: CellSet::EMPTY,
            fives: [CellSet::EMPTY; 2],
            fours: [CellSet::EMPTY; 2],
            flex4s: [CellSet::EMPTY; 2],
            threes: [CellSet::EMPTY; 2],
            moves: Vec::with_capacity(size * size),
        };
        for pos in board.points() {
            position.cells[cell_of(pos)] = EMPTY;
        }
        for pos in board.points() {
            let cell = cell_of(pos);
            for (d, &step) in STEPS.iter().enumerate() {
                for k in (-position.reach..=position.reach).filter(|&k| k != 0) {
                    let code = position.cells[offset(cell, step * k)];
                    position.keys[cell][d] |= code << (2 * pattern::slot(k as i32));
                }
            }
            position.refresh(cell);
        }
        for pos in board.points() {
            if let Some(stone) = board.get(pos) {
                position.place(cell_of(pos), stone);
            }
        }
        position.moves.clear();
        position.to_move = to_move;
        position
    }

    /// The side of the board.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The side to move.
    pub fn to_move(&self) -> Stone {
        self.to_move
    }

    /// Whether the side to move may play on the empty `cell`: always, but for black's
    /// forbidden points under renju. Only points whose patterns could make an overline, two
    /// fours or two threes are checked stone by stone.
    pub fn is_legal(&self, cell: Cell) -> bool {
        !self.is_forbidden(self.to_move, cell)
    }

    /// Whether `side` may not play on the empty `cell` (false for a cell with a stone).
    pub fn is_forbidden(&self, side: Stone, cell: Cell) -> bool {
        if !self.rule.has_forbidden_moves(side) || !self.is_empty(cell) {
            return false;
        }
        let patterns = self.patterns[colour_index(side)][cell];
        let count = |f: fn(Pattern) -> bool| patterns.iter().filter(|&&p| f(p)).count();
        let suspicious = count(|p| p == Pattern::Overline) > 0
            || count(|p| p == Pattern::Flex4) > 0
            || count(|p| p == Pattern::Block4) >= 2
            || count(|p| p == Pattern::Flex3) >= 2;
        suspicious && forbidden_black(self, pos_of(cell)).is_some()
    }

    /// The Zobrist hash of the stones and the side to move.
    pub fn hash(&self) -> u64 {
        match self.to_move {
            Stone::Black => self.hash,
            Stone::White => !self.hash,
        }
    }

    /// Whether `cell` is an empty point of the board.
    pub fn is_empty(&self, cell: Cell) -> bool {
        self.cells[cell] == EMPTY
    }

    /// What a `side` stone on the empty `cell` would make.
    pub fn threat(&self, side: Stone, cell: Cell) -> Threat {
        self.threat[colour_index(side)][cell]
    }

    /// How good a `side` stone on the empty `cell` would be (attack value).
    pub fn score(&self, side: Stone, cell: Cell) -> i32 {
        self.score[colour_index(side)][cell]
    }

    /// What the evaluation counts for `side`: the patterns and threats of its stones to
    /// come on the empty points.
    pub fn features(&self, side: Stone) -> &eval::Features {
        &self.features[colour_index(side)]
    }

    /// The empty points near stones: where moves are looked for.
    pub fn candidates(&self) -> &CellSet {
        &self.candidates
    }

    /// The points where `side` would make five.
    pub fn fives(&self, side: Stone) -> &CellSet {
        &self.fives[colour_index(side)]
    }

    /// The points where `side` would make at least one four.
    pub fn fours(&self, side: Stone) -> &CellSet {
        &self.fours[colour_index(side)]
    }

    /// The points where `side` would make an open four or a double four.
    pub fn flex4s(&self, side: Stone) -> &CellSet {
        &self.flex4s[colour_index(side)]
    }

    /// The points where `side` would make an open three but no four.
    pub fn threes(&self, side: Stone) -> &CellSet {
        &self.threes[colour_index(side)]
    }

    /// Whether any stone is on the board.
    pub fn has_stones(&self) -> bool {
        self.stones > 0
    }

    /// Plays the side to move on the empty `cell`. The caller guarantees the cell is an
    /// empty point: this is the search's fast path.
    pub fn make(&mut self, cell: Cell) {
        debug_assert!(self.is_empty(cell), "{:?} is not empty", pos_of(cell));
        self.place(cell, self.to_move);
        self.moves.push(cell);
        self.to_move = !self.to_move;
    }

    /// Passes: the other side is to move, with the same stones. Passing again restores the
    /// position (the search's null move).
    pub fn pass(&mut self) {
        self.to_move = !self.to_move;
    }

    /// Takes back the last [`Position::make`].
    ///
    /// # Panics
    /// When no move has been made.
    pub fn undo(&mut self) {
        let cell = self.moves.pop().expect("a move to undo");
        self.to_move = !self.to_move;
        self.remove(cell, self.to_move);
    }

    fn place(&mut self, cell: Cell, stone: Stone) {
        let code = colour_code(stone);
        self.cells[cell] = code;
        self.stones += 1;
        self.hash ^= zobrist()[colour_index(stone)][cell];
        for side in 0..2 {
            // An occupied point counts for nothing: its patterns are dead, its threat none.
            let features = &mut self.features[side];
            for d in 0..4 {
                features.change_pattern(self.patterns[side][cell][d], Pattern::Dead);
                self.patterns[side][cell][d] = Pattern::Dead;
            }
            self.combination[side][cell] = eval::combination([Pattern::Dead; 4]) as u16;
            features.change_threat(self.threat[side][cell], Threat::None);
            self.score[side][cell] = 0;
            self.threat[side][cell] = Threat::None;
            self.fives[side].set(cell, false);
            self.fours[side].set(cell, false);
            self.flex4s[side].set(cell, false);
            self.threes[side].set(cell, false);
        }
        self.candidates.set(cell, false);
        self.update_lines(cell, |key, shift| key | (code << shift));
        self.update_near(cell, 1);
    }

    fn remove(&mut self, cell: Cell, stone: Stone) {
        self.cells[cell] = EMPTY;
        self.stones -= 1;
        self.hash ^= zobrist()[colour_index(stone)][cell];
        self.update_lines(cell, |key, shift| key & !(3 << shift));
        self.update_near(cell, -1);
        self.candidates.set(cell, self.near[cell] > 0);
        self.refresh(cell);
    }

    /// Rewrites `cell`'s entry in the keys of the points around it on the four lines and
    /// refreshes the empty ones.
    fn update_lines(&mut self, cell: Cell, rewrite: impl Fn(u32, u32) -> u32) {
        let reach = self.reach as usize;
        for (d, &step) in STEPS.iter().enumerate() {
            for &(k, shift) in &NEIGHBOURS[..2 * reach] {
                let other = offset(cell, step * k);
                if self.cells[other] == WALL {
                    continue;
                }
                self.keys[other][d] = rewrite(self.keys[other][d], shift);
                if self.cells[other] == EMPTY {
                    let changed = self.refresh_line(other, d);
                    if changed != 0 {
                        self.recombine(other, changed);
                    }
                }
            }
        }
    }

    fn update_near(&mut self, cell: Cell, delta: i8) {
        for dr in -NEAR..=NEAR {
            for dc in -NEAR..=NEAR {
                let other = offset(cell, dr * STRIDE as isize + dc);
                if self.cells[other] == WALL {
                    continue;
                }
                self.near[other] = self.near[other].wrapping_add_signed(delta);
                let candidate = self.near[other] > 0 && self.cells[other] == EMPTY;
                self.candidates.set(other, candidate);
            }
        }
    }

    /// Recomputes everything about the empty `cell` for both sides.
    fn refresh(&mut self, cell: Cell) {
        for d in 0..4 {
            self.refresh_line(cell, d);
        }
        self.recombine(cell, 0b11);
    }

    /// Recomputes both sides' patterns of the empty `cell` along direction `d`, and says
    /// whose changed: bit 0 for black, bit 1 for white.
    fn refresh_line(&mut self, cell: Cell, d: usize) -> u8 {
        let key = self.keys[cell][d];
        let black = self.tables[0].black(key);
        let white = self.tables[1].black(pattern::swap_colours(key));
        let mut changed = 0;
        for (side, new) in [(0, black), (1, white)] {
            let old = self.patterns[side][cell][d];
            if old != new {
                self.features[side].change_pattern(old, new);
                self.patterns[side][cell][d] = new;
                let step = eval::COMBINATION_STEP[d] as i32;
                let index = &mut self.combination[side][cell];
                *index = (i32::from(*index) + (new as i32 - old as i32) * step) as u16;
                changed |= 1 << side;
            }
        }
        changed
    }

    /// Recomputes the threats and scores of the empty `cell` from its patterns, for the
    /// sides in `sides` (bit 0 black, bit 1 white).
    fn recombine(&mut self, cell: Cell, sides: u8) {
        for side in 0..2 {
            if sides & (1 << side) == 0 {
                continue;
            }
            let (threat, score) = self.combinations[usize::from(self.combination[side][cell])];
            self.score[side][cell] = score;
            let old = self.threat[side][cell];
            if threat == old {
                continue;
            }
            self.features[side].change_threat(old, threat);
            self.threat[side][cell] = threat;
            self.fives[side].set(cell, threat == Threat::Five);
            self.fours[side].set(cell, threat.is_four());
            self.flex4s[side].set(cell, threat == Threat::Flex4);
            self.threes[side].set(cell, matches!(threat, Threat::Three | Threat::DoubleThree));
        }
    }
}

impl Stones for Position {
    fn size(&self) -> usize {
        self.size
    }

    fn stone(&self, pos: Pos) -> Option<Stone> {
        match self.cells[cell_of(pos)] {
            BLACK => Some(Stone::Black),
            WHITE => Some(Stone::White),
            _ => None,
        }
    }
}

fn offset(cell: Cell, delta: isize) -> Cell {
    cell.wrapping_add_signed(delta)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(row: usize, col: usize) -> Cell {
        cell_of(Pos::new(row, col).unwrap())
    }

    #[test]
    fn a_union_holds_the_cells_of_both_sets_once_in_order() {
        let (mut a, mut b) = (CellSet::EMPTY, CellSet::EMPTY);
        for cell in [p(0, 0), p(9, 9), p(18, 18)] {
            a.set(cell, true);
        }
        for cell in [p(9, 9), p(3, 17), p(18, 0)] {
            b.set(cell, true);
        }
        let union: Vec<Cell> = a.union(&b).iter().collect();
        let mut expected = vec![p(0, 0), p(9, 9), p(18, 18), p(3, 17), p(18, 0)];
        expected.sort_unstable();
        assert_eq!(union, expected);
    }

    #[test]
    fn cells_round_trip() {
        for pos in Board::standard().points() {
            assert_eq!(pos_of(cell_of(pos)), pos);
        }
    }

    #[test]
    fn threats_follow_the_stones() {
        let board = Board::from_diagram(
            ".........
             .........
             ..XXX....
             .........
             .........
             .........
             .........
             .........
             .........",
        )
        .unwrap();
        let position = Position::new(&board, Stone::White, Rule::Freestyle);
        assert_eq!(position.threat(Stone::Black, p(2, 1)), Threat::Flex4);
        assert_eq!(position.threat(Stone::Black, p(2, 5)), Threat::Flex4);
        assert_eq!(position.threat(Stone::Black, p(2, 0)), Threat::Four);
        assert_eq!(position.flex4s(Stone::Black).len(), 2);
        assert!(position.fives(Stone::Black).is_empty());
        assert!(position.fours(Stone::White).is_empty());
    }

    #[test]
    fn undo_restores_everything() {
        let board = Board::from_diagram(
            ".......
             ..X....
             ...O...
             ...X...
             .......
             .......
             .......",
        )
        .unwrap();
        let mut position = Position::new(&board, Stone::White, Rule::Freestyle);
        let fresh = position.clone();
        for cell in [p(4, 4), p(2, 2), p(0, 0), p(6, 6)] {
            position.make(cell);
        }
        for _ in 0..4 {
            position.undo();
        }
        assert_eq!(position.hash(), fresh.hash());
        assert_eq!(position.keys, fresh.keys);
        assert_eq!(position.score, fresh.score);
        assert_eq!(position.features, fresh.features);
        assert_eq!(position.threat, fresh.threat);
        assert_eq!(position.near, fresh.near);
        assert!(position.candidates == fresh.candidates);
        assert!(position.fours == fresh.fours && position.fives == fresh.fives);
    }

    #[test]
    fn incremental_updates_match_a_fresh_setup() {
        let mut board = Board::standard();
        let mut position = Position::new(&board, Stone::Black, Rule::Freestyle);
        let mut stone = Stone::Black;
        for (r, c) in [
            (9, 9),
            (9, 10),
            (8, 10),
            (10, 8),
            (7, 11),
            (6, 12),
            (10, 10),
            (0, 0),
        ] {
            let pos = Pos::new(r, c).unwrap();
            position.make(cell_of(pos));
            board.place(pos, stone);
            stone = !stone;
            let fresh = Position::new(&board, stone, Rule::Freestyle);
            assert_eq!(position.hash(), fresh.hash());
            assert_eq!(position.keys, fresh.keys);
            assert_eq!(position.score, fresh.score);
            assert_eq!(position.features, fresh.features);
            assert!(position.candidates == fresh.candidates);
        }
    }

    /// The position after playing `choices` (each picks one of the empty points near the
    /// stones, or the centre first) on a board of side `size`.
    fn random_position(size: usize, rule: Rule, choices: &[u16]) -> (Board, Position) {
        let mut board = Board::new(size).unwrap();
        let mut position = Position::new(&board, Stone::Black, rule);
        for &choice in choices {
            let cells: Vec<Cell> = if position.has_stones() {
                position
                    .candidates()
                    .iter()
                    .filter(|&c| position.is_legal(c))
                    .collect()
            } else {
                vec![cell_of(Pos::center(size))]
            };
            // A full board, or only forbidden points left.
            if cells.is_empty() {
                break;
            }
            let cell = cells[usize::from(choice) % cells.len()];
            board.place(pos_of(cell), position.to_move());
            position.make(cell);
        }
        (board, position)
    }

    fn rules() -> impl proptest::strategy::Strategy<Value = Rule> {
        use proptest::prelude::*;
        prop_oneof![
            Just(Rule::Freestyle),
            Just(Rule::Standard),
            Just(Rule::Renju)
        ]
    }

    /// The board's eight symmetries: a point's image under rotations and reflections.
    fn symmetry(k: usize, pos: Pos, size: usize) -> Pos {
        let (r, c) = (pos.row(), pos.col());
        let m = size - 1;
        let (r, c) = match k {
            0 => (r, c),
            1 => (c, m - r),
            2 => (m - r, m - c),
            3 => (m - c, r),
            4 => (r, m - c),
            5 => (m - r, c),
            6 => (c, r),
            _ => (m - c, m - r),
        };
        Pos::new(r, c).unwrap()
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        #[test]
        fn undo_restores_patterns_scores_and_hash_exactly(
            size in 5usize..=20,
            rule in rules(),
            choices in proptest::collection::vec(proptest::prelude::any::<u16>(), 1..80),
            back in 1usize..80,
        ) {
            let (_, mut position) = random_position(size, rule, &choices);
            let made = position.moves.len();
            let back = back.min(made);
            // The same game stopped `back` moves earlier, never undone.
            let (_, earlier) = random_position(size, rule, &choices[..made - back]);
            for _ in 0..back {
                position.undo();
            }
            proptest::prop_assert_eq!(position.moves.len(), earlier.moves.len());
            proptest::prop_assert_eq!(position.hash(), earlier.hash());
            proptest::prop_assert!(position.keys == earlier.keys);
            for cell in 0..CELLS {
                if position.is_empty(cell) {
                    proptest::prop_assert!(position.patterns[0][cell] == earlier.patterns[0][cell]);
                    proptest::prop_assert!(position.patterns[1][cell] == earlier.patterns[1][cell]);
                }
            }
            proptest::prop_assert!(position.score == earlier.score && position.features == earlier.features);
            proptest::prop_assert!(position.threat == earlier.threat);
            proptest::prop_assert!(position.near == earlier.near);
            proptest::prop_assert!(position.candidates == earlier.candidates);
            proptest::prop_assert!(position.fives == earlier.fives && position.fours == earlier.fours);
            proptest::prop_assert!(position.flex4s == earlier.flex4s && position.threes == earlier.threes);
            // And it matches a position set up afresh from the same stones.
            let mut board = Board::new(size).unwrap();
            for pos in Board::new(size).unwrap().points() {
                if let Some(stone) = Stones::stone(&position, pos) {
                    board.place(pos, stone);
                }
            }
            let fresh = Position::new(&board, position.to_move(), rule);
            proptest::prop_assert!(position.score == fresh.score && position.features == fresh.features);
            // Patterns are kept for the empty points only.
            for pos in board.empty_points() {
                let cell = cell_of(pos);
                for side in 0..2 {
                    proptest::prop_assert_eq!(position.patterns[side][cell], fresh.patterns[side][cell]);
                }
            }
        }

        #[test]
        fn the_evaluation_is_the_same_under_the_eight_symmetries(
            size in 5usize..=20,
            rule in rules(),
            choices in proptest::collection::vec(proptest::prelude::any::<u16>(), 1..60),
        ) {
            let (board, position) = random_position(size, rule, &choices);
            for k in 1..8 {
                let mut turned = Board::new(size).unwrap();
                for pos in board.points() {
                    if let Some(stone) = board.get(pos) {
                        turned.place(symmetry(k, pos, size), stone);
                    }
                }
                let image = Position::new(&turned, position.to_move(), rule);
                for side in Stone::ALL {
                    proptest::prop_assert_eq!(image.features(side), position.features(side), "symmetry {}", k);
                }
                for pos in board.points() {
                    let (a, b) = (cell_of(pos), cell_of(symmetry(k, pos, size)));
                    for side in Stone::ALL {
                        proptest::prop_assert_eq!(position.score(side, a), image.score(side, b));
                        proptest::prop_assert_eq!(position.threat(side, a), image.threat(side, b));
                        proptest::prop_assert_eq!(position.is_forbidden(side, a), image.is_forbidden(side, b));
                    }
                }
            }
        }
    }
}
