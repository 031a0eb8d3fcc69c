//! The board as the search sees it: stones on a padded grid, and for every empty point the
//! line patterns, threats and scores of both sides, all updated incrementally around each
//! move and restored exactly by [`Position::undo`].

use std::sync::OnceLock;

use crate::ai::eval;
use crate::ai::eval::network::{self, Accumulator, Network, Pending};
use crate::ai::eval::pattern::{self, BLACK, EMPTY, Pairs, Pattern, REACH, Threat, WALL, WHITE};
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
    /// The set with no cells.
    pub const EMPTY: CellSet = CellSet([0; CELLS.div_ceil(64)]);

    /// Adds `cell` to the set.
    pub fn insert(&mut self, cell: Cell) {
        self.set(cell, true);
    }

    fn set(&mut self, cell: Cell, on: bool) {
        let bit = 1u64 << (cell % 64);
        if on {
            self.0[cell / 64] |= bit;
        } else {
            self.0[cell / 64] &= !bit;
        }
    }

    fn toggle(&mut self, cell: Cell) {
        self.0[cell / 64] ^= 1 << (cell % 64);
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

/// What an empty point holds for both sides (black's first): the pattern each would make
/// along each line, and what the four combine into. An occupied point holds [`DEAD`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Point {
    patterns: [[Pattern; 4]; 2],
    /// The index of each side's four patterns in the table of combinations
    /// ([`eval::combination`]), kept up to date line by line.
    combination: [u16; 2],
    threat: [Threat; 2],
    /// How good a stone of each side would be here (its attack value).
    score: [i32; 2],
}

/// An occupied point, or one whose lines can make nothing.
const DEAD: Point = Point {
    patterns: [[Pattern::Dead; 4]; 2],
    combination: [0; 2],
    threat: [Threat::None; 2],
    score: [0; 2],
};

/// A point as it was before a move changed one of its lines.
#[derive(Clone, Copy)]
struct Overwritten {
    cell: u16,
    point: Point,
}

/// What [`Position::undo`] needs to take a move back without recomputing: what the move
/// overwrote, put back as it was instead of looked up again.
#[derive(Clone, Copy)]
struct Made {
    cell: Cell,
    /// The moved-on point before the move.
    point: Point,
    /// The evaluation's counts before the move.
    features: [eval::Features; 2],
    candidates: CellSet,
    /// Where this move's entries start in the log of overwritten points.
    log_start: usize,
}

/// The search's board. Black and white are indexed 0 and 1 in the per-side tables.
#[derive(Clone)]
pub struct Position {
    size: usize,
    rule: Rule,
    /// How far along a line a stone changes patterns: five under the exact-five rules,
    /// four where five or more wins.
    reach: isize,
    /// Black's and white's patterns of every line key under the rule.
    lines: Pairs,
    to_move: Stone,
    hash: u64,
    cells: [u32; CELLS],
    /// For every cell and direction, the cells up to [`REACH`] away on both sides, packed
    /// as in [`pattern`] from black's point of view.
    keys: [[u32; 4]; CELLS],
    /// The patterns, threats and scores of every cell.
    points: [Point; CELLS],
    /// The threat and value of every combination of four patterns.
    combinations: &'static [(Threat, i32)],
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
    /// The moves made since the set-up, with what each overwrote on its own point.
    moves: Vec<Made>,
    /// What the moves overwrote on the other points' lines, oldest first; reserved at the
    /// set-up for every point of the board, so that the search never allocates.
    log: Vec<Overwritten>,
    /// The value network, when the search evaluates with it ([`Position::set_network`]).
    network: Option<Network>,
    /// The multiset rank of every combination of four patterns ([`network::ranks`]);
    /// empty without a network.
    ranks: &'static [u16],
    /// Black's and white's pooled sums of the network over the empty points, kept up to
    /// date with the points' patterns while a network is set.
    accumulators: [Accumulator; 2],
    /// The pooled sums before each move made with a network set, put back by `undo`.
    saved: Vec<[Accumulator; 2]>,
    /// The changes of the pooled sums that the move being made has gathered, added in
    /// when it is made ([`network::add_pending`]): zero between moves.
    pending: Pending,
}

impl Position {
    /// The position of `board` under `rule` with `to_move` to play.
    pub fn new(board: &Board, to_move: Stone, rule: Rule) -> Position {
        let size = board.size();
        let exact = Stone::ALL.iter().any(|&side| rule.exact_five(side));
        let mut position = Position {
            size,
            rule,
            reach: if exact {
                REACH as isize
            } else {
                REACH as isize - 1
            },
            lines: Pairs::new(rule.exact_five(Stone::Black), rule.exact_five(Stone::White)),
            to_move: Stone::Black,
            hash: 0,
            cells: [WALL; CELLS],
            keys: [[0; 4]; CELLS],
            points: [DEAD; CELLS],
            combinations: eval::combinations(),
            features: [eval::Features::default(); 2],
            near: [0; CELLS],
            stones: 0,
            candidates: CellSet::EMPTY,
            fives: [CellSet::EMPTY; 2],
            fours: [CellSet::EMPTY; 2],
            flex4s: [CellSet::EMPTY; 2],
            threes: [CellSet::EMPTY; 2],
            moves: Vec::new(),
            log: Vec::new(),
            network: None,
            ranks: &[],
            accumulators: [[0; network::WIDTH]; 2],
            saved: Vec::new(),
            pending: [[0; network::WIDTH]; 2],
        };
        // A point whose lines are all dead combines into nothing.
        debug_assert_eq!(
            position.combinations[eval::combination([Pattern::Dead; 4])],
            (DEAD.threat[0], DEAD.score[0])
        );
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
        // Only the moves to come are taken back: reserve for one on every empty point, each
        // overwriting at most every point its lines reach.
        let empty = board.empty_points().count();
        position.moves = Vec::with_capacity(empty);
        position.log = Vec::with_capacity(empty * 8 * position.reach as usize);
        position.to_move = to_move;
        position
    }

    /// Evaluates with `network` from now on (or with none): its pooled sums are computed
    /// afresh, then kept up to date by every move and take-back.
    pub fn set_network(&mut self, network: Option<Network>) {
        self.ranks = if network.is_some() {
            network::ranks()
        } else {
            &[]
        };
        self.network = network;
        self.accumulators = self.fresh_accumulators();
        self.saved = Vec::with_capacity(self.moves.capacity());
    }

    /// Runs `f`, which must leave the position as it found it, without updating the
    /// network's pooled sums: for the threat searches, which never evaluate.
    pub fn without_network<R>(&mut self, f: impl FnOnce(&mut Position) -> R) -> R {
        let network = self.network.take();
        let moves = self.moves.len();
        let result = f(self);
        debug_assert_eq!(self.moves.len(), moves, "the moves taken back");
        self.network = network;
        result
    }

    /// The network's pooled sums computed from scratch over the board's points (zero
    /// without a network).
    fn fresh_accumulators(&self) -> [Accumulator; 2] {
        let Some(network) = &self.network else {
            return [[0; network::WIDTH]; 2];
        };
        network.accumulate((0..CELLS).map(|cell| self.ranks_at(cell)))
    }

    /// Black's and white's multiset ranks of `cell` ([`network::rank`]): `[0, 0]` for an
    /// occupied or off-board cell. Needs a network set.
    fn ranks_at(&self, cell: Cell) -> [u16; 2] {
        self.points[cell]
            .combination
            .map(|c| self.ranks[usize::from(c)])
    }

    /// The empty points that the network reads, with their multiset ranks (black's
    /// first): those not ranked `[0, 0]`.
    pub fn network_points(&self) -> Vec<(Cell, [u16; 2])> {
        let ranks = network::ranks();
        (0..CELLS)
            .filter(|&cell| self.is_empty(cell))
            .map(|cell| {
                (
                    cell,
                    self.points[cell].combination.map(|c| ranks[usize::from(c)]),
                )
            })
            .filter(|&(_, r)| r != [0, 0])
            .collect()
    }

    /// The network's value of the position for the side to move, in engine units; `None`
    /// without a network.
    pub fn network_score(&self) -> Option<i32> {
        let network = self.network.as_ref()?;
        let me = colour_index(self.to_move);
        Some(network.score(&self.accumulators[me], &self.accumulators[1 - me]))
    }

    /// The side of the board.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The rules the position is played by.
    pub fn rule(&self) -> Rule {
        self.rule
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
        let patterns = self.points[cell].patterns[colour_index(side)];
        let count = |f: fn(Pattern) -> bool| patterns.iter().filter(|&&p| f(p)).count();
        let (overlines, flex4s, block4s, flex3s) = (
            count(|p| p == Pattern::Overline),
            count(|p| p == Pattern::Flex4),
            count(|p| p == Pattern::Block4),
            count(|p| p == Pattern::Flex3),
        );
        let suspicious = overlines > 0 || flex4s > 0 || block4s >= 2 || flex3s >= 2;
        if !suspicious {
            return false;
        }
        let lone_flex4 = flex4s == 1 && block4s == 0 && overlines == 0 && flex3s <= 1;
        if lone_flex4 && !patterns.contains(&Pattern::Five) {
            // One line with two fives to make and nothing else of note: a straight four
            // (a run of four, open at both ends) is allowed, two fours on the line are
            // not. The search asks this of every open four it might make.
            let d = patterns
                .iter()
                .position(|&p| p == Pattern::Flex4)
                .expect("one open four");
            return self.run_through(cell, STEPS[d], colour_code(side)) != 4;
        }
        forbidden_black(self, pos_of(cell)).is_some()
    }

    /// How many stones of the colour `code` would run through `cell` along `step` with
    /// one of them on `cell`.
    fn run_through(&self, cell: Cell, step: isize, code: u32) -> usize {
        let arm = |sign: isize| {
            (1..)
                .take_while(|&k| self.cells[offset(cell, sign * step * k)] == code)
                .count()
        };
        1 + arm(1) + arm(-1)
    }

    /// The Zobrist hash of the stones and the side to move.
    pub fn hash(&self) -> u64 {
        match self.to_move {
            Stone::Black => self.hash,
            Stone::White => !self.hash,
        }
    }

    /// [`Position::hash`] after the side to move plays on the empty `cell`, without
    /// playing it.
    pub fn hash_after(&self, cell: Cell) -> u64 {
        let raw = self.hash ^ zobrist()[colour_index(self.to_move)][cell];
        match self.to_move {
            Stone::Black => !raw,
            Stone::White => raw,
        }
    }

    /// Whether `cell` is an empty point of the board.
    pub fn is_empty(&self, cell: Cell) -> bool {
        self.cells[cell] == EMPTY
    }

    /// What a `side` stone on the empty `cell` would make.
    pub fn threat(&self, side: Stone, cell: Cell) -> Threat {
        self.points[cell].threat[colour_index(side)]
    }

    /// The four line patterns a `side` stone on the empty `cell` would make, in
    /// [`crate::Direction::ALL`] order (all [`Pattern::Dead`] on an occupied cell).
    pub fn patterns(&self, side: Stone, cell: Cell) -> [Pattern; 4] {
        self.points[cell].patterns[colour_index(side)]
    }

    /// How good a `side` stone on the empty `cell` would be (attack value).
    pub fn score(&self, side: Stone, cell: Cell) -> i32 {
        self.points[cell].score[colour_index(side)]
    }

    /// The index of the empty `cell`'s four line patterns for `side` in the table of
    /// combinations ([`eval::combination`]).
    pub fn combination(&self, side: Stone, cell: Cell) -> usize {
        usize::from(self.points[cell].combination[colour_index(side)])
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
        self.moves.push(Made {
            cell,
            point: self.points[cell],
            features: self.features,
            candidates: self.candidates,
            log_start: self.log.len(),
        });
        if self.network.is_some() {
            self.saved.push(self.accumulators);
        }
        self.place(cell, self.to_move);
        self.to_move = !self.to_move;
    }

    /// Passes: the other side is to move, with the same stones. Passing again restores the
    /// position (the search's null move).
    pub fn pass(&mut self) {
        self.to_move = !self.to_move;
    }

    /// Takes back the last [`Position::make`], restoring what it overwrote.
    ///
    /// # Panics
    /// When no move has been made.
    pub fn undo(&mut self) {
        // Read in place: a copy of the whole record is a call to memory.copy in wasm.
        let made = self.moves.last().expect("a move to undo");
        let (cell, point, log_start) = (made.cell, made.point, made.log_start);
        self.features = made.features;
        self.candidates = made.candidates;
        self.moves.truncate(self.moves.len() - 1);
        self.to_move = !self.to_move;
        self.cells[cell] = EMPTY;
        self.stones -= 1;
        self.hash ^= zobrist()[colour_index(self.to_move)][cell];
        let reach = self.reach as usize;
        for (d, &step) in STEPS.iter().enumerate() {
            for &(k, shift) in &NEIGHBOURS[..2 * reach] {
                let other = offset(cell, step * k);
                self.keys[other][d] &= !(3 << shift);
            }
        }
        for i in (log_start..self.log.len()).rev() {
            let entry = self.log[i];
            self.restore(Cell::from(entry.cell), entry.point);
        }
        self.log.truncate(log_start);
        self.restore(cell, point);
        if self.network.is_some()
            && let Some(accumulators) = self.saved.pop()
        {
            self.accumulators = accumulators;
        }
        for dr in -NEAR..=NEAR {
            for dc in -NEAR..=NEAR {
                let other = offset(cell, dr * STRIDE as isize + dc);
                self.near[other] = self.near[other].wrapping_sub(1);
            }
        }
    }

    /// Puts back what the empty `cell` held, and its place in the threat sets.
    #[inline(always)]
    fn restore(&mut self, cell: Cell, point: Point) {
        // The old threats read once and the point put back before the threat sets change:
        // 3% fewer instructions for the search in wasm (tools/wasm-profile.sh).
        let old = self.points[cell].threat;
        self.points[cell] = point;
        for (side, &threat) in point.threat.iter().enumerate() {
            self.change_threat_bits(side, cell, old[side], threat);
        }
    }

    /// Moves `cell` from the threat sets of `old` to those of `new`: only the sets whose
    /// membership differs are written (a three that becomes a four leaves the fives alone).
    fn change_threat_bits(&mut self, side: usize, cell: Cell, old: Threat, new: Threat) {
        const fn sets(threat: Threat) -> u8 {
            let five = matches!(threat, Threat::Five) as u8;
            let four = threat.is_four() as u8;
            let flex4 = matches!(threat, Threat::Flex4) as u8;
            let three = matches!(threat, Threat::Three | Threat::DoubleThree) as u8;
            five | (four << 1) | (flex4 << 2) | (three << 3)
        }
        // A table, not `sets` at run time: computed in place, the search ran 24% more
        // instructions (callgrind, natively and in wasm).
        const SETS: [u8; Threat::Five as usize + 1] = {
            let all = [
                Threat::None,
                Threat::Three,
                Threat::Four,
                Threat::DoubleThree,
                Threat::FourThree,
                Threat::Flex4,
                Threat::Five,
            ];
            let mut table = [0; Threat::Five as usize + 1];
            let mut i = 0;
            while i < all.len() {
                table[all[i] as usize] = sets(all[i]);
                i += 1;
            }
            table
        };
        let changed = SETS[old as usize] ^ SETS[new as usize];
        if changed == 0 {
            return;
        }
        if changed & 1 != 0 {
            self.fives[side].toggle(cell);
        }
        if changed & 2 != 0 {
            self.fours[side].toggle(cell);
        }
        if changed & 4 != 0 {
            self.flex4s[side].toggle(cell);
        }
        if changed & 8 != 0 {
            self.threes[side].toggle(cell);
        }
    }

    fn place(&mut self, cell: Cell, stone: Stone) {
        let code = colour_code(stone);
        self.cells[cell] = code;
        self.stones += 1;
        self.hash ^= zobrist()[colour_index(stone)][cell];
        let point = self.points[cell];
        if let Some(network) = &self.network {
            let old = point.combination.map(|c| self.ranks[usize::from(c)]);
            network.change(&mut self.pending, old, [0, 0]);
        }
        for side in 0..2 {
            // An occupied point counts for nothing: its patterns are dead, its threat none.
            let features = &mut self.features[side];
            for d in 0..4 {
                features.change_pattern(point.patterns[side][d], Pattern::Dead);
            }
            features.change_threat(point.threat[side], Threat::None);
            self.change_threat_bits(side, cell, point.threat[side], Threat::None);
        }
        self.points[cell] = DEAD;
        self.candidates.set(cell, false);
        let reach = self.reach as usize;
        for (d, &step) in STEPS.iter().enumerate() {
            for &(k, shift) in &NEIGHBOURS[..2 * reach] {
                let other = offset(cell, step * k);
                match self.cells[other] {
                    WALL => continue,
                    EMPTY => {
                        self.keys[other][d] |= code << shift;
                        let new = self.line_patterns(other, d);
                        let point = self.points[other];
                        if new != [point.patterns[0][d], point.patterns[1][d]] {
                            self.log.push(Overwritten {
                                cell: other as u16,
                                point,
                            });
                            self.set_line(other, d, new);
                        }
                    }
                    _ => self.keys[other][d] |= code << shift,
                }
            }
        }
        // The moved-on point and at most 40 along its lines changed (MAX_PENDING).
        if self.network.is_some() {
            network::add_pending(&mut self.pending, &mut self.accumulators);
        }
        self.update_near(cell);
    }

    /// One more stone within [`NEAR`] of the cells around `cell` (off-board cells count
    /// too, and are never read: no test in the loop).
    fn update_near(&mut self, cell: Cell) {
        for dr in -NEAR..=NEAR {
            for dc in -NEAR..=NEAR {
                let other = offset(cell, dr * STRIDE as isize + dc);
                self.near[other] = self.near[other].wrapping_add(1);
                if self.cells[other] == EMPTY {
                    self.candidates.set(other, true);
                }
            }
        }
    }

    /// Recomputes everything about the empty `cell` for both sides.
    fn refresh(&mut self, cell: Cell) {
        for d in 0..4 {
            let new = self.line_patterns(cell, d);
            self.set_line(cell, d, new);
        }
    }

    /// Both sides' patterns of the empty `cell` along direction `d`, from its key.
    fn line_patterns(&self, cell: Cell, d: usize) -> [Pattern; 2] {
        self.lines.get(self.keys[cell][d])
    }

    /// Sets both sides' patterns of the empty `cell` along direction `d`, and for a side
    /// whose pattern changed, the threat and score its four patterns combine into.
    #[inline(always)]
    fn set_line(&mut self, cell: Cell, d: usize, new: [Pattern; 2]) {
        let before = self.points[cell].combination;
        for (side, &new) in new.iter().enumerate() {
            let point = &mut self.points[cell];
            let old = point.patterns[side][d];
            if old == new {
                continue;
            }
            let features = &mut self.features[side];
            features.change_pattern(old, new);
            point.patterns[side][d] = new;
            let step = eval::COMBINATION_STEP[d] as i32;
            let index =
                (i32::from(point.combination[side]) + (new as i32 - old as i32) * step) as u16;
            point.combination[side] = index;
            let (threat, score) = self.combinations[usize::from(index)];
            point.score[side] = score;
            let old = point.threat[side];
            if threat != old {
                point.threat[side] = threat;
                features.change_threat(old, threat);
                self.change_threat_bits(side, cell, old, threat);
            }
        }
        if let Some(network) = &self.network {
            let after = self.points[cell].combination;
            let old = before.map(|c| self.ranks[usize::from(c)]);
            let new = after.map(|c| self.ranks[usize::from(c)]);
            network.change(&mut self.pending, old, new);
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
        assert_eq!(position.points, fresh.points);
        assert_eq!(position.features, fresh.features);
        assert_eq!(position.near, fresh.near);
        assert!(position.candidates == fresh.candidates);
        assert!(position.fours == fresh.fours && position.fives == fresh.fives);
    }

    #[test]
    fn the_hash_after_a_move_is_the_hash_once_it_is_made() {
        let mut position = Position::new(&Board::standard(), Stone::Black, Rule::Freestyle);
        for cell in [p(9, 9), p(9, 10), p(3, 4)] {
            let expected = position.hash_after(cell);
            position.make(cell);
            assert_eq!(position.hash(), expected);
        }
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
            assert_eq!(position.points, fresh.points);
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
            // None: a full board, or only forbidden points left.
            let Some(cell) = choose_move(&position, choice) else {
                break;
            };
            board.place(pos_of(cell), position.to_move());
            position.make(cell);
        }
        (board, position)
    }

    /// The first thing `position` holds differently from `fresh`, a position set up from
    /// the same stones: `None` when they agree on everything a move changes.
    fn difference(position: &Position, fresh: &Position) -> Option<&'static str> {
        let checks = [
            (position.hash() == fresh.hash(), "hash"),
            (position.to_move == fresh.to_move, "side to move"),
            (position.stones == fresh.stones, "stones"),
            (position.cells == fresh.cells, "cells"),
            (position.keys == fresh.keys, "line keys"),
            (
                position.points == fresh.points,
                "patterns, threats or scores",
            ),
            (position.features == fresh.features, "features"),
            (position.near == fresh.near, "stones near"),
            (position.candidates == fresh.candidates, "candidates"),
            (position.fives == fresh.fives, "fives"),
            (position.fours == fresh.fours, "fours"),
            (position.flex4s == fresh.flex4s, "open fours"),
            (position.threes == fresh.threes, "threes"),
        ];
        checks.iter().find(|(same, _)| !same).map(|&(_, what)| what)
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

    /// The legal point near the stones (the centre on an empty board) that `choice` picks,
    /// if there is any.
    fn choose_move(position: &Position, choice: u16) -> Option<Cell> {
        let cells: Vec<Cell> = if position.has_stones() {
            position
                .candidates()
                .iter()
                .filter(|&c| position.is_legal(c))
                .collect()
        } else {
            vec![cell_of(Pos::center(position.size()))]
        };
        cells.get(usize::from(choice) % cells.len().max(1)).copied()
    }

    /// A network with random weights, made once.
    fn test_network() -> &'static Network {
        static NETWORK: OnceLock<Network> = OnceLock::new();
        NETWORK.get_or_init(|| {
            let mut rng = crate::ai::Rng::new(41);
            let float = network::FloatNetwork::random(|| rng.unit());
            Network::quantize(&float).unwrap()
        })
    }

    /// The cost of a move and its take-back, without and with a network, on the positions
    /// of the benchmark games: `cargo test --release -p gobang-engine --lib make_and_undo_speed
    /// -- --ignored --nocapture`. Without a network first, then with one: `with` and
    /// `without` run apart under `GOBANG_NETWORK=with|without`.
    #[test]
    #[ignore = "a measurement, not a test"]
    fn make_and_undo_speed() {
        use crate::game::Game;
        let which = std::env::var("GOBANG_NETWORK").unwrap_or_default();
        let runs = [None, Some(test_network().clone())];
        for with in runs.into_iter().filter(|w| match which.as_str() {
            "with" => w.is_some(),
            "without" => w.is_none(),
            _ => true,
        }) {
            let mut made = 0u64;
            let started = std::time::Instant::now();
            for moves in crate::ai::BENCHMARK_GAMES {
                let mut game = Game::new();
                for text in moves.split_whitespace() {
                    game.play(Pos::parse(text, 19).unwrap());
                }
                let mut position = Position::new(game.board(), game.to_move(), Rule::Freestyle);
                position.set_network(with.clone());
                let cells: Vec<Cell> = position.candidates().iter().collect();
                // GOBANG_ROUNDS=200 for a run under callgrind, which counts instructions.
                let rounds = std::env::var("GOBANG_ROUNDS").map_or(20_000, |r| r.parse().unwrap());
                for _ in 0..rounds {
                    for &cell in &cells {
                        position.make(cell);
                        position.undo();
                    }
                    made += cells.len() as u64;
                }
            }
            let ns = started.elapsed().as_secs_f64() * 1e9 / made as f64;
            let name = if with.is_some() { "with" } else { "without" };
            println!("{name} a network: {ns:.1} ns a make and undo ({made} of them)");
        }
    }

    #[test]
    fn without_a_network_the_pooled_sums_stay_zero_and_there_is_no_network_score() {
        let mut position = Position::new(&Board::standard(), Stone::Black, Rule::Freestyle);
        position.make(p(9, 9));
        assert_eq!(position.network_score(), None);
        assert_eq!(position.accumulators, [[0; network::WIDTH]; 2]);
        position.set_network(Some(test_network().clone()));
        assert_ne!(position.accumulators, [[0; network::WIDTH]; 2]);
        assert!(position.network_score().is_some());
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
            proptest::prop_assert!(position.points == earlier.points);
            proptest::prop_assert!(position.features == earlier.features);
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
            proptest::prop_assert!(position.points == fresh.points && position.features == fresh.features);
        }

        /// Long runs of moves, take-backs and passes (the search's null move, always
        /// passed back before a take-back), each step checked against a fresh set-up.
        #[test]
        fn random_makes_undos_and_passes_match_a_fresh_setup(
            size in 5usize..=20,
            rule in rules(),
            steps in proptest::collection::vec(proptest::prelude::any::<(u8, u16)>(), 1..300),
        ) {
            let mut board = Board::new(size).unwrap();
            let mut position = Position::new(&board, Stone::Black, rule);
            // The moves on the board, each with whether a pass is pending since it.
            let mut played: Vec<(Pos, bool)> = Vec::new();
            let mut passed = false;
            for &(kind, choice) in &steps {
                match kind % 8 {
                    // Take back, passing back first if a pass is pending.
                    0..=2 if !played.is_empty() => {
                        if passed {
                            position.pass();
                        }
                        position.undo();
                        let (pos, before) = played.pop().unwrap();
                        board.remove(pos);
                        passed = before;
                    }
                    3 => {
                        position.pass();
                        passed = !passed;
                    }
                    _ => {
                        if let Some(cell) = choose_move(&position, choice) {
                            board.place(pos_of(cell), position.to_move());
                            played.push((pos_of(cell), passed));
                            passed = false;
                            position.make(cell);
                        }
                    }
                }
                let fresh = Position::new(&board, position.to_move(), rule);
                proptest::prop_assert_eq!(difference(&position, &fresh), None, "after {} moves", played.len());
            }
        }

        /// With a value network set, the pooled sums kept move by move equal those of a
        /// position set up afresh from the same stones, after any makes, undos and passes.
        #[test]
        fn the_networks_pooled_sums_follow_makes_and_undos_exactly(
            size in proptest::sample::select(vec![15usize, 19]),
            rule in rules(),
            steps in proptest::collection::vec(proptest::prelude::any::<(u8, u16)>(), 1..200),
        ) {
            let network = test_network();
            let mut board = Board::new(size).unwrap();
            let mut position = Position::new(&board, Stone::Black, rule);
            position.set_network(Some(network.clone()));
            let mut played: Vec<Pos> = Vec::new();
            for &(kind, choice) in &steps {
                if kind % 4 == 0 && !played.is_empty() {
                    position.undo();
                    board.remove(played.pop().unwrap());
                } else {
                    if let Some(cell) = choose_move(&position, choice) {
                        board.place(pos_of(cell), position.to_move());
                        played.push(pos_of(cell));
                        position.make(cell);
                    }
                }
                if kind % 7 == 3 {
                    position.pass();
                    position.pass();
                }
                proptest::prop_assert_eq!(position.accumulators, position.fresh_accumulators());
                let mut fresh = Position::new(&board, position.to_move(), rule);
                fresh.set_network(Some(network.clone()));
                proptest::prop_assert_eq!(position.accumulators, fresh.accumulators);
                proptest::prop_assert_eq!(position.network_score(), fresh.network_score());
            }
        }

        /// The quick answers of `is_forbidden` are those of the rule's own check.
        #[test]
        fn forbidden_points_are_those_of_the_rules(
            size in proptest::sample::select(vec![15usize, 19]),
            choices in proptest::collection::vec(proptest::prelude::any::<u16>(), 1..90),
        ) {
            let (board, position) = random_position(size, Rule::Renju, &choices);
            for pos in board.empty_points() {
                let expected = Rule::Renju.forbidden(&board, pos, Stone::Black).is_some();
                proptest::prop_assert_eq!(position.is_forbidden(Stone::Black, cell_of(pos)), expected, "{:?}", pos);
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
