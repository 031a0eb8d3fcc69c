//! Depth-first proof-number search (df-pn, Nagai 2002) over the threat space of
//! [`super::moves`]: an attacker's node is proved when one of its moves is, a defender's
//! when all of its replies are; the proof number counts the nodes still to prove, the
//! disproof number those to refute, and the search always goes down the most proving
//! node, with thresholds that send it back up only when a sibling has become the better
//! bet. A sibling's threshold is taken 1 + ε over it rather than 1 over (Pawlewicz and Lew,
//! 2007), so that the search does not swing between two close siblings. Every node's
//! numbers go to the transposition table, keyed by the position's Zobrist hash (with the
//! attacker and what the line may still do mixed in, its [`Room`]): positions reached by
//! other orders of the same moves are searched once.
//!
//! A search may also be bounded in plies ([`Room::plies`]), to find the shortest win:
//! that is how a proved win is played out ([`super::line`]).
//!
//! A node is never left on a budget run out: the search unwinds with what it knows, and
//! what is not proved or disproved is unknown.

use std::collections::HashMap;

use crate::ai::eval::position::{Cell, Position};
use crate::stone::Stone;

use super::moves::{self, Effort, Node, QUIET_MOVES, Space};
use super::table::{Entry, INF, Table};

/// A threshold 1 + ε above `x` (ε = 1/4), at least one above.
fn grow(x: u32) -> u32 {
    if x >= INF {
        INF
    } else {
        (x + 1).max(x.saturating_add(x / 4)).min(INF)
    }
}

/// The sum of proof (or disproof) numbers, [`INF`] when one of them is, else at most
/// `INF - 1`.
fn add(a: u32, b: u32) -> u32 {
    if a >= INF || b >= INF {
        INF
    } else {
        (a + b).min(INF - 1)
    }
}

/// A child's threshold on the numbers its parent sums: what the parent's threshold leaves
/// to it, the siblings' share taken off.
fn share(threshold: u32, sum: u32, child: u32) -> u32 {
    if threshold >= INF {
        INF
    } else {
        threshold - (sum - child)
    }
}

/// Mixed into the keys of the positions white attacks, so that a table serves both sides.
const WHITE_ATTACKS: u64 = 0x5be0_cd19_137e_2179;
/// Mixed into the keys once for every quiet move a line may still play.
const QUIET_LEFT: u64 = 0x1f83_d9ab_fb41_bd6b;
/// Mixed into the keys once for every ply a bounded search may still play.
const PLIES_LEFT: u64 = 0x6a09_e667_f3bc_c909;
/// The most expensive expansions (those that searched for wins by fours) kept, before
/// they are forgotten all at once.
const CACHE: usize = 1 << 16;
/// The child that stands for the quiet moves of an attacker's node before they are
/// listed: not a point.
const QUIET_MOVES_TO_LIST: Cell = usize::MAX;
/// The most plies [`Dfpn::settle`] bounds its first searches to.
const DEEPENING_PLIES: u16 = 21;
/// The proof number of the quiet moves before they are listed: above a three's, so that
/// the threats are tried first.
const QUIET_PN: u32 = 12;
/// The proof number of a defender's node with no direct threat in [`Space::Quiet`],
/// before the search for the win by fours it may face.
const QUIET_THREAT_PN: u32 = 8;

/// What a line may still do from a node: the quiet moves it may still play, and, in a
/// bounded search, the plies left for the attacker to make five in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Room {
    /// Quiet moves the attacker may still play.
    pub quiet: u8,
    /// Plies (of both sides, the five included) the win must end within, or
    /// [`Room::UNBOUNDED`].
    pub plies: u16,
}

impl Room {
    /// No bound on the plies.
    pub const UNBOUNDED: u16 = u16::MAX;

    /// The room after a move (a quiet one of the attacker's when `quiet`).
    pub fn after(self, quiet: bool) -> Room {
        Room {
            quiet: self.quiet - u8::from(quiet),
            plies: match self.plies {
                Room::UNBOUNDED => Room::UNBOUNDED,
                p => p.saturating_sub(1),
            },
        }
    }

    /// The same room bounded to `plies`.
    pub fn within(self, plies: u16) -> Room {
        Room { plies, ..self }
    }

    fn mix(self) -> u64 {
        let plies = match self.plies {
            Room::UNBOUNDED => 0,
            p => PLIES_LEFT.wrapping_mul(u64::from(p) + 1),
        };
        QUIET_LEFT.wrapping_mul(u64::from(self.quiet)) ^ plies
    }

    /// Whether a win in `plies` fits in the room.
    fn fits(self, plies: u16) -> bool {
        plies <= self.plies
    }

    /// The fewest plies a node with moves left to search can be won in: three from the
    /// attacker's (a four that makes two, a block, the five), four from the defender's.
    fn least(attacker: bool) -> u16 {
        if attacker { 3 } else { 4 }
    }
}

/// A move of a node being searched, and what is known of the position after it.
#[derive(Clone, Copy, Debug)]
struct Child {
    cell: Cell,
    key: u64,
    pn: u32,
    dn: u32,
    plies: u16,
    room: Room,
}

/// One search: the position (its side to move changes as it goes down and back), the
/// attacker, the space, the table and the budget.
pub(super) struct Dfpn<'t> {
    /// The position the search stands on.
    pub position: Position,
    /// Who tries to win.
    pub attacker: Stone,
    /// What the attacker may play.
    pub space: Space,
    /// The table, kept from search to search.
    pub table: &'t mut Table,
    /// What has been spent.
    pub effort: Effort,
    /// Moves made at most.
    pub limit: u64,
    /// Expansions that searched for wins by fours, by key.
    expansions: HashMap<u64, Node>,
    /// Children whose entries were found in the table when their parent was expanded.
    pub transpositions: u64,
}

impl<'t> Dfpn<'t> {
    /// A search of `position` for `attacker`'s win, spending at most `limit` moves.
    pub fn new(
        position: Position,
        attacker: Stone,
        space: Space,
        table: &'t mut Table,
        limit: u64,
    ) -> Dfpn<'t> {
        Dfpn {
            position,
            attacker,
            space,
            table,
            effort: Effort::default(),
            limit,
            expansions: HashMap::new(),
            transpositions: 0,
        }
    }

    /// The room of a line starting here, unbounded in plies.
    pub fn room(&self) -> Room {
        Room {
            quiet: if self.space == Space::Quiet {
                QUIET_MOVES
            } else {
                0
            },
            plies: Room::UNBOUNDED,
        }
    }

    /// Whether the budget is spent.
    pub fn spent(&self) -> bool {
        self.effort.nodes >= self.limit
    }

    /// The table's key of the position as it stands, with `room`.
    pub fn key(&self, room: Room) -> u64 {
        self.salted(self.position.hash(), room)
    }

    /// The table's key of a position whose Zobrist hash is `hash`.
    fn salted(&self, hash: u64, room: Room) -> u64 {
        let side = match self.attacker {
            Stone::Black => 0,
            Stone::White => WHITE_ATTACKS,
        };
        hash ^ side ^ room.mix()
    }

    /// Whether the attacker is to move.
    pub fn attacker_to_move(&self) -> bool {
        self.position.to_move() == self.attacker
    }

    /// The node of the position as it stands, the attacker's quiet moves listed where
    /// they may play one.
    pub fn expand(&mut self, room: Room) -> Node {
        let (node, pending) = self.expand_lazily(room);
        if pending {
            self.with_quiet_moves(node, room)
        } else {
            node
        }
    }

    /// The node of the position as it stands, and whether the attacker's quiet moves are
    /// still to be added to it ([`Dfpn::with_quiet_moves`]): they are listed only when
    /// the search needs them, as their listing searches each for the win by fours it
    /// threatens.
    fn expand_lazily(&mut self, room: Room) -> (Node, bool) {
        let attacker = self.attacker_to_move();
        let bounded = |node: Node| match node {
            Node::Won(plies) if !room.fits(plies) => Node::Lost,
            Node::Moves { .. } if !room.fits(Room::least(attacker)) => Node::Lost,
            node => node,
        };
        // The moves do not depend on the plies left: one listing serves every bound.
        let key = self.key(room.within(Room::UNBOUNDED));
        if let Some(node) = self.expansions.get(&key) {
            return (bounded(node.clone()), false);
        }
        if attacker {
            let node = bounded(moves::attack(
                &mut self.position,
                self.space,
                &mut self.effort,
            ));
            let open = matches!(node, Node::Moves { .. })
                || (node == Node::Lost
                    && self.position.fives(!self.attacker).is_empty()
                    && room.fits(Room::least(true)));
            (node, self.space == Space::Quiet && room.quiet > 0 && open)
        } else {
            let before = self.effort.nodes;
            let node = moves::defend(&mut self.position, self.space, &mut self.effort);
            if self.effort.nodes > before {
                self.remember(key, &node);
            }
            (bounded(node), false)
        }
    }

    /// `node` (the attacker's, as listed lazily) with the quiet moves added after its
    /// threats, remembered.
    fn with_quiet_moves(&mut self, node: Node, room: Room) -> Node {
        let mut cells = match node {
            Node::Moves { cells, .. } => cells,
            _ => Vec::new(),
        };
        let threats = cells.len();
        cells.extend(moves::quiet_moves(&mut self.position, &mut self.effort));
        let node = if cells.is_empty() {
            Node::Lost
        } else {
            Node::Moves {
                cells,
                quiet: threats,
            }
        };
        let key = self.key(room.within(Room::UNBOUNDED));
        self.remember(key, &node);
        node
    }

    fn remember(&mut self, key: u64, node: &Node) {
        if self.expansions.len() >= CACHE {
            self.expansions.clear();
        }
        self.expansions.insert(key, node.clone());
    }

    /// What a child is likely worth before it is expanded: exact where a five, an open
    /// four or the lack of any move settles it, else the proof and disproof numbers its
    /// moves suggest (an attacker with many threats is hard to refute). Returns proof
    /// number, disproof number, plies.
    fn estimate(&mut self, room: Room) -> (u32, u32, u16) {
        let attacker = self.attacker_to_move();
        let (pn, dn, plies) = self.estimate_unbounded(room);
        let least = if pn == 0 {
            plies
        } else {
            Room::least(attacker)
        };
        if dn != 0 && !room.fits(least) {
            (INF, 0, 0)
        } else {
            (pn, dn, plies)
        }
    }

    fn estimate_unbounded(&mut self, room: Room) -> (u32, u32, u16) {
        let position = &self.position;
        let effort = &mut self.effort;
        let me = position.to_move();
        let won = |plies| (0, INF, plies);
        let lost = (INF, 0, 0);
        if !position.fives(me).is_empty() {
            return if me == self.attacker { won(1) } else { lost };
        }
        let threats = *position.fives(!me);
        match threats.len() {
            0 => {}
            1 => {
                let block = threats.iter().next().expect("one five");
                return match (effort.legal(position, block), me == self.attacker) {
                    (true, _) => (1, 1, 0),
                    (false, true) => lost,
                    (false, false) => won(2),
                };
            }
            _ => return if me == self.attacker { lost } else { won(2) },
        }
        if me == self.attacker {
            if position
                .flex4s(me)
                .iter()
                .any(|c| effort.legal(position, c))
            {
                return won(3);
            }
            let mut count = position.fours(me).len();
            if self.space >= Space::Threats {
                count += position.threes(me).len();
            }
            if count == 0 && (self.space != Space::Quiet || room.quiet == 0) {
                return lost;
            }
            (1, count.max(1) as u32, 0)
        } else if self.space == Space::Fours {
            lost
        } else if moves::threatens_open_four(position, effort) {
            (1, 1, 0)
        } else if self.space == Space::Quiet {
            (QUIET_THREAT_PN, 1, 0)
        } else {
            lost
        }
    }

    /// Searches the position as it stands until its proof number reaches `th_pn` or its
    /// disproof number `th_dn` (or it is proved, disproved, or the budget is spent), and
    /// returns its proof number, disproof number and, when proved, its plies to the five.
    pub fn mid(&mut self, room: Room, th_pn: u32, th_dn: u32) -> (u32, u32, u16) {
        let key = self.key(room);
        let start = self.effort.nodes;
        let prior = self.table.get(key);
        let or = self.attacker_to_move();
        let (node, pending) = self.expand_lazily(room);
        let (cells, quiet_from) = match node {
            Node::Won(plies) => return self.store(key, (0, INF, plies), start, prior),
            Node::Lost if !pending => return self.store(key, (INF, 0, 0), start, prior),
            Node::Lost => (Vec::new(), 0),
            Node::Moves { cells, quiet } => (cells, quiet),
        };
        let mut children = Vec::with_capacity(cells.len() + 1);
        self.add_children(&mut children, &cells, quiet_from, room);
        if pending {
            children.push(Child {
                cell: QUIET_MOVES_TO_LIST,
                key: 0,
                pn: QUIET_PN,
                dn: 1,
                plies: 0,
                room: room.after(true),
            });
        }
        loop {
            for child in children.iter_mut() {
                if let Some(e) = self.table.get(child.key) {
                    (child.pn, child.dn, child.plies) = (e.pn, e.dn, e.plies);
                }
            }
            let (pn, dn) = numbers(or, &children);
            if pn == 0 || dn == 0 || pn >= th_pn || dn >= th_dn || self.spent() {
                break;
            }
            let (best, second) = select(or, &children);
            let child = children[best];
            if child.cell == QUIET_MOVES_TO_LIST {
                children.remove(best);
                let node = self.with_quiet_moves(Node::moves(cells.clone()), room);
                if let Node::Moves { cells, quiet } = node {
                    self.add_children(&mut children, &cells[quiet..], 0, room);
                }
                continue;
            }
            let (child_pn, child_dn) = if or {
                (th_pn.min(grow(second)), share(th_dn, dn, child.dn))
            } else {
                (share(th_pn, pn, child.pn), th_dn.min(grow(second)))
            };
            self.position.make(child.cell);
            self.effort.nodes += 1;
            let (pn, dn, plies) = self.mid(child.room, child_pn, child_dn);
            self.position.undo();
            (children[best].pn, children[best].dn, children[best].plies) = (pn, dn, plies);
        }
        let (pn, dn) = numbers(or, &children);
        let plies = if pn == 0 { plies(or, &children) } else { 0 };
        self.store(key, (pn, dn, plies), start, prior)
    }

    /// Adds a child for each of `cells` (those from `quiet_from` on quiet moves), with
    /// what the table knows of it or else its estimate (kept in the table, with no work
    /// spent, so that the next visit needs no move); stops at a child that settles the
    /// node.
    fn add_children(
        &mut self,
        children: &mut Vec<Child>,
        cells: &[Cell],
        quiet_from: usize,
        room: Room,
    ) {
        let or = self.attacker_to_move();
        for (i, &cell) in cells.iter().enumerate() {
            let room = room.after(or && i >= quiet_from);
            let key = self.salted(self.position.hash_after(cell), room);
            let (pn, dn, plies) = match self.table.get(key) {
                Some(e) => {
                    self.transpositions += 1;
                    (e.pn, e.dn, e.plies)
                }
                None => {
                    self.position.make(cell);
                    self.effort.nodes += 1;
                    let estimate = self.estimate(room);
                    self.position.undo();
                    self.table.put(Entry {
                        key,
                        pn: estimate.0,
                        dn: estimate.1,
                        plies: estimate.2,
                        work: 0,
                    });
                    estimate
                }
            };
            children.push(Child {
                cell,
                key,
                pn,
                dn,
                plies,
                room,
            });
            // One proved move proves an attacker's node; one refuted reply refutes a
            // defender's.
            if (or && pn == 0) || (!or && dn == 0) {
                break;
            }
        }
    }

    fn store(
        &mut self,
        key: u64,
        (pn, dn, plies): (u32, u32, u16),
        start: u64,
        prior: Option<Entry>,
    ) -> (u32, u32, u16) {
        let spent = (self.effort.nodes - start).min(u64::from(u32::MAX)) as u32;
        let work = prior.map_or(0, |e| e.work).saturating_add(spent.max(1));
        self.table.put(Entry {
            key,
            pn,
            dn,
            plies,
            work,
        });
        (pn, dn, plies)
    }

    /// What the table says of the position as it stands with `room`: proof number,
    /// disproof number, plies (`None` when it holds nothing).
    pub fn known(&mut self, room: Room) -> Option<(u32, u32, u16)> {
        let key = self.key(room);
        self.table.get(key).map(|e| (e.pn, e.dn, e.plies))
    }

    /// Searches the position as it stands with `room` to the end or the budget: proof
    /// number, disproof number, plies.
    pub fn solve(&mut self, room: Room) -> (u32, u32, u16) {
        match self.known(room) {
            Some(known @ ((0, _, _) | (_, 0, _))) => known,
            _ => self.mid(room, INF, INF),
        }
    }

    /// [`Dfpn::solve`] for a position searched from the top: first without quiet moves
    /// and bounded to 1, 3, 5, ... plies (2, 4, ... from the defender's turn) up to
    /// [`DEEPENING_PLIES`], with a third of what is left of the budget, which finds a
    /// short win soon where the unbounded search may wander down long lines first; then
    /// unbounded, in the whole space, with the rest.
    pub fn settle(&mut self, room: Room) -> (u32, u32, u16) {
        if let Some(known @ ((0, _, _) | (_, 0, _))) = self.known(room) {
            return known;
        }
        let limit = self.limit;
        self.limit = self.effort.nodes + limit.saturating_sub(self.effort.nodes) / 3;
        let mut plies = if self.attacker_to_move() { 1 } else { 2 };
        let mut found = None;
        // Threats only: cheaper, and a win without quiet moves is a win with them.
        let threats = Room { quiet: 0, ..room };
        while plies <= DEEPENING_PLIES && !self.spent() {
            if self.proved(threats.within(plies)) {
                found = Some(plies);
                break;
            }
            plies += 2;
        }
        self.limit = limit;
        match found {
            Some(plies) => {
                // A win within a bound is a win.
                let key = self.key(room);
                self.store(key, (0, INF, plies), self.effort.nodes, None)
            }
            None => self.solve(room),
        }
    }

    /// Whether the position as it stands is proved won within `room` (searching it if
    /// the table does not say).
    pub fn proved(&mut self, room: Room) -> bool {
        self.solve(room).0 == 0
    }

    /// The room after `cell` is played at a node expanded as `node` with `room`.
    pub fn room_after(&self, node: &Node, cell: Cell, room: Room) -> Room {
        let quiet = match node {
            Node::Moves { cells, quiet } if self.attacker_to_move() => cells
                .iter()
                .position(|&c| c == cell)
                .is_some_and(|i| i >= *quiet),
            _ => false,
        };
        room.after(quiet)
    }
}

/// A node's proof and disproof numbers from its children's.
fn numbers(or: bool, children: &[Child]) -> (u32, u32) {
    let min = |f: fn(&Child) -> u32| children.iter().map(f).min().unwrap_or(INF);
    let sum = |f: fn(&Child) -> u32| children.iter().map(f).fold(0, add);
    if or {
        (min(|c| c.pn), sum(|c| c.dn))
    } else {
        (sum(|c| c.pn), min(|c| c.dn))
    }
}

/// The child to search (the least proof number at an attacker's node, the least disproof
/// number at a defender's; the first among equals) and the second least number.
fn select(or: bool, children: &[Child]) -> (usize, u32) {
    let value = |c: &Child| if or { c.pn } else { c.dn };
    let mut best = 0;
    let mut second = INF;
    for (i, child) in children.iter().enumerate().skip(1) {
        let v = value(child);
        if v < value(&children[best]) {
            second = value(&children[best]);
            best = i;
        } else if v < second {
            second = v;
        }
    }
    (best, second)
}

/// A proved node's plies to the five: one more than its quickest proved move's at an
/// attacker's node, than its slowest reply's at a defender's.
fn plies(or: bool, children: &[Child]) -> u16 {
    let proved = children.iter().filter(|c| c.pn == 0).map(|c| c.plies);
    let plies = if or { proved.min() } else { proved.max() };
    plies.unwrap_or(0).saturating_add(1)
}
