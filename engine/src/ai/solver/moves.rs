//! The solver's threat space: which moves the attacker may try and which replies the
//! defender has, at every node, read from the position's incremental threat sets.
//!
//! **The attacker** (to move), in this order:
//! 1. a five of their own wins; a five of the defender's must be blocked (two cannot be,
//!    nor one on a point forbidden to the attacker);
//! 2. an open four (or a double four) on a point they may play wins;
//! 3. otherwise they try every four, then (in [`Space::Threats`] and [`Space::Quiet`])
//!    every open three, straight or broken, then (in [`Space::Quiet`], while the line has
//!    used fewer than [`QUIET_MOVES`], and where no win by fours is there already) every
//!    *quiet move*: a move that makes no four and no open three but a closed three, one
//!    of whose fours also makes a three or a four on another line, and after which the
//!    attacker, if the defender passed, would win by at most [`QUIET_FOURS`] fours, the
//!    first of them that four.
//!
//! **The defender** (to move) has every reply that could matter:
//! 1. a five of their own wins;
//! 2. a five of the attacker's must be blocked: two cannot be, nor one on a point
//!    forbidden to the defender (renju: white wins by forcing black onto one);
//! 3. against an open three (a point where the attacker would make an open four, on a
//!    point they may play): every point of the open four to come, every point that makes
//!    the attacker's three a four instead (the far ends and the gaps of broken threes),
//!    and every four of the defender's own. A defender's stone can only stop the open four
//!    at one of these: it must take a point of one of its fives;
//! 4. in [`Space::Quiet`], against the threat of a win by at most [`QUIET_FOURS`] fours:
//!    every point whose stone breaks the win the attacker would play (replayed with the
//!    stone on the board: the win's own points, the points whose stone changes what
//!    theirs make, and the defender's fours), the defender's fours among them; any other
//!    reply lets that win through;
//! 5. otherwise the attacker threatens nothing the space knows, and the defender, free to
//!    play anywhere, is counted as holding.
//!
//! Renju's forbidden points are never played by black, attacker or defender.

use crate::ai::eval::pattern::{Pattern, Threat};
use crate::ai::eval::position::{CELLS, Cell, CellSet, Position, STEPS};
use crate::ai::search::vcf::{self, VcfBudget};
use crate::stone::Stone;

/// The most quiet moves the attacker may play in one line of [`Space::Quiet`].
pub const QUIET_MOVES: u8 = 1;
/// The most fours of the win by fours that a quiet move must threaten.
pub const QUIET_FOURS: u32 = 3;
/// The nodes a search for a win by fours that a quiet move threatens may spend; one cut
/// short sets [`Effort::unsure`].
const QUIET_NODES: u64 = 3_000;
/// The most fours of a win by fours that makes quiet moves needless where it is found.
const LONGEST_FOURS: u32 = 20;
/// How far along a line a stone can change what the points beyond it make.
const REACH: isize = 5;

/// Which moves the attacker may try: the threat space a proof or a disproof covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    /// Victory by continuous fours (VCF): every attacking move is a four.
    Fours,
    /// Victory by continuous threats (VCT): every attacking move is a four or an open
    /// three (straight or broken).
    Threats,
    /// As [`Space::Threats`], and up to [`QUIET_MOVES`] quiet moves in a line, each
    /// threatening a win by at most [`QUIET_FOURS`] fours: the widest, what verdicts use.
    Quiet,
}

/// What a node is, for the attacker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Node {
    /// The attacker wins whatever the defender does, in this many moves of both sides.
    Won(u16),
    /// The attacker has no win in the space from here (or, with [`Effort::unsure`] set,
    /// none that the searches cut short could see).
    Lost,
    /// The moves to search, the most promising first: for the attacker, the quiet moves
    /// from index `quiet` on.
    Moves {
        /// The moves.
        cells: Vec<Cell>,
        /// Where the quiet moves start (the attacker's), or the number of moves.
        quiet: usize,
    },
}

impl Node {
    pub(super) fn moves(cells: Vec<Cell>) -> Node {
        let quiet = cells.len();
        Node::Moves { cells, quiet }
    }
}

/// What the solver has spent, whether the space was cut short, and the forbidden points
/// it has already checked.
#[derive(Clone, Debug, Default)]
pub(super) struct Effort {
    /// Moves made, in every search it ran.
    pub nodes: u64,
    /// Whether a search for the win by fours that a quiet move threatens was cut short:
    /// a node may then be counted lost that is not, so a disproof is no longer one.
    pub unsure: bool,
    /// Renju: whether black may play a point, by position and point (the key with its
    /// lowest bit the answer), in slots picked by the key: a check is dear, and the search
    /// asks the same again and again.
    legal: Vec<u64>,
}

/// Slots of [`Effort`]'s memo of forbidden points.
const LEGAL_SLOTS: usize = 1 << 14;

impl Effort {
    /// Whether `side` may play on the empty `cell` ([`Position::is_forbidden`], kept).
    pub fn may_play(&mut self, position: &Position, side: Stone, cell: Cell) -> bool {
        if !position.rule().has_forbidden_moves(side) {
            return true;
        }
        if self.legal.is_empty() {
            self.legal = vec![0; LEGAL_SLOTS];
        }
        let key = (position.hash() ^ (cell as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1;
        let slot = (key >> 40) as usize % LEGAL_SLOTS;
        let stored = self.legal[slot];
        if stored | 1 == key {
            return stored & 1 == 1;
        }
        let legal = !position.is_forbidden(side, cell);
        self.legal[slot] = key & !u64::from(!legal);
        legal
    }

    /// Whether the side to move may play on the empty `cell`.
    pub fn legal(&mut self, position: &Position, cell: Cell) -> bool {
        self.may_play(position, position.to_move(), cell)
    }
}

/// The attacker's (the side to move's) fours and threes (as `space` has them); the quiet
/// moves are listed apart, when the search needs them ([`quiet_moves`]).
pub(super) fn attack(position: &mut Position, space: Space, effort: &mut Effort) -> Node {
    let me = position.to_move();
    if !position.fives(me).is_empty() {
        return Node::Won(1);
    }
    match five_to_block(position, effort) {
        Block::Nothing => {}
        Block::At(block) => return Node::moves(vec![block]),
        Block::Impossible => return Node::Lost,
    }
    if position
        .flex4s(me)
        .iter()
        .any(|c| effort.legal(position, c))
    {
        return Node::Won(3);
    }
    let mut cells = ordered(position, position.fours(me), effort);
    if space >= Space::Threats {
        cells.extend(ordered(position, position.threes(me), effort));
    }
    if cells.is_empty() {
        Node::Lost
    } else {
        Node::moves(cells)
    }
}

/// What the side to move must do about the other side's fives.
enum Block {
    /// The other side has no five to make.
    Nothing,
    /// One five, blocked on this point.
    At(Cell),
    /// Two fives, or one on a point forbidden to the side to move: the other side wins.
    Impossible,
}

/// What the side to move must do about the other side's fives ([`Block`]).
fn five_to_block(position: &Position, effort: &mut Effort) -> Block {
    let threats = *position.fives(!position.to_move());
    let mut points = threats.iter();
    match (points.next(), points.next()) {
        (None, _) => Block::Nothing,
        (Some(block), None) if effort.legal(position, block) => Block::At(block),
        _ => Block::Impossible,
    }
}

/// The legal points of `set` for the side to move, the best first (its own value and
/// half the other side's, then board order).
fn ordered(position: &Position, set: &CellSet, effort: &mut Effort) -> Vec<Cell> {
    let me = position.to_move();
    let mut cells: Vec<(i32, Cell)> = set
        .iter()
        .filter(|&c| effort.legal(position, c))
        .map(|c| (-(position.score(me, c) + position.score(!me, c) / 2), c))
        .collect();
    cells.sort_unstable();
    cells.into_iter().map(|(_, c)| c).collect()
}

/// The attacker's (the side to move's) quiet moves, the best first.
pub(super) fn quiet_moves(position: &mut Position, effort: &mut Effort) -> Vec<Cell> {
    let me = position.to_move();
    let mut found = Vec::new();
    let mut budget = VcfBudget::new(QUIET_NODES, None);
    let fours = vcf::find(position, LONGEST_FOURS, &mut budget);
    effort.nodes += budget.used;
    if fours.is_some() {
        // A win by fours is there already: the fours prove it, and every quiet move
        // would only seem to threaten it.
        return Vec::new();
    }
    for cell in 0..CELLS {
        if !position.is_empty(cell)
            || position.threat(me, cell) != Threat::None
            || !position.patterns(me, cell).contains(&Pattern::Block3)
            || !effort.legal(position, cell)
        {
            continue;
        }
        position.make(cell);
        effort.nodes += 1;
        position.pass();
        let threat = fours_through(position, cell, effort);
        position.pass();
        position.undo();
        if threat {
            found.push((-(position.score(me, cell)), cell));
        }
    }
    found.sort_unstable();
    found.into_iter().map(|(_, c)| c).collect()
}

/// Whether the side to move (the attacker, with a stone just put on `quiet`) wins by at
/// most [`QUIET_FOURS`] fours, the first of them along a line through `quiet` and making
/// a three or a four on another line as well (a four that makes nothing else leaves the
/// defender's block as the end of it).
fn fours_through(position: &mut Position, quiet: Cell, effort: &mut Effort) -> bool {
    let me = position.to_move();
    let mut tried = CellSet::EMPTY;
    for (d, step) in STEPS.into_iter().enumerate() {
        for k in (-4..=4).filter(|&k| k != 0) {
            let four = quiet.wrapping_add_signed(step * k);
            let leads = |position: &Position| {
                let patterns = position.patterns(me, four);
                (0..4).any(|e| e != d && patterns[e] >= Pattern::Block3)
            };
            if four >= CELLS
                || tried.contains(four)
                || !position.fours(me).contains(four)
                || !leads(position)
                || !effort.legal(position, four)
            {
                continue;
            }
            tried.insert(four);
            position.make(four);
            effort.nodes += 1;
            let fives = *position.fives(me);
            let block = fives.iter().next().expect("a four");
            let won = if fives.len() > 1 || !effort.legal(position, block) {
                true
            } else {
                position.make(block);
                effort.nodes += 1;
                let won = fours_win_within(position, QUIET_FOURS - 1, effort).is_some();
                position.undo();
                won
            };
            position.undo();
            if won {
                return true;
            }
        }
    }
    false
}

/// The side to move's win by at most [`QUIET_FOURS`] fours, as the moves of both sides
/// (`None` when there is none, or the search was cut short: then [`Effort::unsure`]).
fn fours_win(position: &mut Position, effort: &mut Effort) -> Option<Vec<Cell>> {
    fours_win_within(position, QUIET_FOURS, effort)
}

/// The side to move's win by at most `fours` fours ([`fours_win`]).
fn fours_win_within(position: &mut Position, fours: u32, effort: &mut Effort) -> Option<Vec<Cell>> {
    let mut budget = VcfBudget::new(QUIET_NODES, None);
    let line = vcf::find(position, fours, &mut budget);
    effort.nodes += budget.used;
    if line.is_none() && budget.used >= budget.nodes {
        effort.unsure = true;
    }
    line
}

/// The defender's (the side to move's) replies.
pub(super) fn defend(position: &mut Position, space: Space, effort: &mut Effort) -> Node {
    if !position.fives(position.to_move()).is_empty() {
        return Node::Lost;
    }
    match five_to_block(position, effort) {
        Block::Nothing => {}
        Block::At(block) => return Node::moves(vec![block]),
        Block::Impossible => return Node::Won(2),
    }
    if space == Space::Fours {
        return Node::Lost;
    }
    if threatens_open_four(position, effort) {
        let defences = three_defences(position, effort);
        return if defences.is_empty() {
            Node::Won(4)
        } else {
            Node::moves(defences)
        };
    }
    if space != Space::Quiet {
        return Node::Lost;
    }
    position.pass();
    let threat = fours_win(position, effort);
    position.pass();
    let Some(line) = threat else {
        return Node::Lost;
    };
    let defences = fours_defences(position, &line, effort);
    if defences.is_empty() {
        Node::Won(line.len() as u16 + 1)
    } else {
        Node::moves(defences)
    }
}

/// Whether the side not to move (the attacker) could make an open four (or a double
/// four) on a point they may play.
pub(super) fn threatens_open_four(position: &Position, effort: &mut Effort) -> bool {
    let attacker = !position.to_move();
    position
        .flex4s(attacker)
        .iter()
        .any(|c| effort.may_play(position, attacker, c))
}

/// The defender's (the side to move's) replies to an open three: the points of the open
/// four to come first, then those that leave only a closed four, then the defender's own
/// fours; legal points only, each group the best first.
pub(super) fn three_defences(position: &Position, effort: &mut Effort) -> Vec<Cell> {
    let me = position.to_move();
    let attacker = !me;
    let mut taken = CellSet::EMPTY;
    let mut cells = Vec::new();
    for set in [
        position.flex4s(attacker),
        position.fours(attacker),
        position.fours(me),
    ] {
        let mut group: Vec<(i32, Cell)> = set
            .iter()
            .filter(|&c| !taken.contains(c) && effort.legal(position, c))
            .map(|c| (-(position.score(attacker, c) + position.score(me, c)), c))
            .collect();
        group.sort_unstable();
        for (_, c) in group {
            taken.insert(c);
            cells.push(c);
        }
    }
    cells
}

/// The defender's (the side to move's) replies that break the attacker's win by fours
/// `line` (the attacker's moves and the blocks between them): its own points first, then
/// the other points whose stone changes what the line's points make, and the defender's
/// fours, each checked by playing the line again after it.
fn fours_defences(position: &mut Position, line: &[Cell], effort: &mut Effort) -> Vec<Cell> {
    let me = position.to_move();
    let mut near = CellSet::EMPTY;
    let mut cells: Vec<Cell> = Vec::new();
    for &c in line {
        if position.is_empty(c) && !near.contains(c) && effort.legal(position, c) {
            near.insert(c);
            cells.push(c);
        }
    }
    let mut others: Vec<(i32, Cell)> = Vec::new();
    let mut consider = |cell: Cell, near: &mut CellSet| {
        if cell < CELLS && position.is_empty(cell) && !near.contains(cell) {
            near.insert(cell);
            others.push((
                -(position.score(!me, cell) + position.score(me, cell)),
                cell,
            ));
        }
    };
    for &c in line {
        for step in STEPS {
            for k in (-REACH..=REACH).filter(|&k| k != 0) {
                consider(c.wrapping_add_signed(step * k), &mut near);
            }
        }
    }
    for c in position.fours(me).iter() {
        consider(c, &mut near);
    }
    others.sort_unstable();
    for (_, cell) in others {
        if !effort.legal(position, cell) {
            continue;
        }
        position.make(cell);
        effort.nodes += 1;
        let holds = !still_wins(position, line, effort);
        position.undo();
        if holds {
            cells.push(cell);
        }
    }
    cells
}

/// Whether the side to move still wins by playing the attacking moves of `line` (every
/// other move of it, from the first), each four blocked where it must be.
pub(super) fn still_wins(position: &mut Position, line: &[Cell], effort: &mut Effort) -> bool {
    let me = position.to_move();
    let mut made = 0;
    let mut won = false;
    for &cell in line.iter().step_by(2) {
        if !position.fives(me).is_empty() {
            won = true;
            break;
        }
        let threats = *position.fives(!me);
        let blocks = threats.is_empty() || (threats.len() == 1 && threats.contains(cell));
        if !blocks || !position.is_empty(cell) || !effort.legal(position, cell) {
            break;
        }
        if threats.is_empty() && position.flex4s(me).contains(cell) {
            won = true;
            break;
        }
        position.make(cell);
        made += 1;
        effort.nodes += 1;
        let fives = *position.fives(me);
        if !position.fives(!me).is_empty() || fives.is_empty() {
            break;
        }
        let block = fives.iter().next().expect("a five");
        if fives.len() > 1 || !effort.legal(position, block) {
            won = true;
            break;
        }
        position.make(block);
        made += 1;
        effort.nodes += 1;
    }
    for _ in 0..made {
        position.undo();
    }
    won
}
