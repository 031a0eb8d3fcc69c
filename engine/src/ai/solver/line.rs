//! A proved win played out to the five: the attacker's shortest win, the defender
//! resisting longest. The search is bounded to 1, 3, 5, ... plies (2, 4, ... from the
//! defender's turn) until the win fits; then, move by move, the attacker takes a move that
//! wins within the plies left, and the defender the first of its replies (blocks of the
//! attack before counter-fours) that the attacker cannot beat two plies sooner. When the
//! budget runs out first, the win is played out along the unbounded proof instead (the
//! first proved move, the reply whose proof is longest).

use std::cmp::Reverse;

use crate::ai::eval::position::{CELLS, Cell, Position};

use super::dfpn::{Dfpn, Room};
use super::moves::{self, Effort, Node};

/// The most moves a played-out win may take, both sides' counted.
const MAX_PLIES: u16 = 225;

/// Appends to `out` the win from the position as it stands (proved for the attacker
/// with `room`), played out to the five, the search allowed `extra` more moves for it
/// (twice over: for the shortest win, and if that runs out, along the proof); `false`
/// (and `out` as it was) when it cannot be.
pub(super) fn play_out(search: &mut Dfpn<'_>, room: Room, extra: u64, out: &mut Vec<Cell>) -> bool {
    let made = out.len();
    search.limit = search.limit.max(search.effort.nodes + extra);
    if let Some(bounded) = shortest(search, room)
        && extend(search, bounded, out)
    {
        return true;
    }
    out.truncate(made);
    search.limit = search.limit.max(search.effort.nodes + extra);
    if extend(search, room, out) {
        return true;
    }
    out.truncate(made);
    false
}

/// The room bounded to the fewest plies the position as it stands is won in (`None`
/// when the budget runs out before they are found): at each bound, a win without quiet
/// moves is looked for first, as it is cheaper to find.
fn shortest(search: &mut Dfpn<'_>, room: Room) -> Option<Room> {
    let mut plies = if search.attacker_to_move() { 1 } else { 2 };
    while plies <= MAX_PLIES {
        let threats = Room { quiet: 0, ..room }.within(plies);
        if search.proved(threats) {
            return Some(threats);
        }
        if room.quiet > 0 && search.proved(room.within(plies)) {
            return Some(room.within(plies));
        }
        if search.spent() {
            return None;
        }
        plies += 2;
    }
    None
}

fn extend(search: &mut Dfpn<'_>, room: Room, out: &mut Vec<Cell>) -> bool {
    if out.len() >= usize::from(MAX_PLIES) {
        return false;
    }
    let node = search.expand(room);
    let or = search.attacker_to_move();
    let choice = match &node {
        Node::Lost => None,
        Node::Won(_) if or => finishing_attack(&search.position),
        Node::Won(_) => finishing_defence(&search.position, &mut search.effort),
        Node::Moves { cells, .. } if or => winning(search, &node, cells, room),
        Node::Moves { cells, .. } => slowest(search, &node, cells, room),
    };
    let Some(cell) = choice else {
        return false;
    };
    out.push(cell);
    if or && search.position.fives(search.attacker).contains(cell) {
        return true;
    }
    let room = search.room_after(&node, cell, room);
    search.position.make(cell);
    let played = extend(search, room, out);
    search.position.undo();
    played
}

/// The attacker's move where they win at once: a five, else an open four.
fn finishing_attack(position: &Position) -> Option<Cell> {
    let me = position.to_move();
    position
        .fives(me)
        .iter()
        .next()
        .or_else(|| position.flex4s(me).iter().find(|&c| position.is_legal(c)))
}

/// The defender's move where nothing holds: a block of one of the attacker's fives where
/// the defender may play one, else of an open three, else the legal point worth most to
/// either side (near the stones where there is one); `None` with no legal point at all.
pub(super) fn finishing_defence(position: &Position, effort: &mut Effort) -> Option<Cell> {
    let me = position.to_move();
    let attacker = !me;
    if let Some(block) = position
        .fives(attacker)
        .iter()
        .find(|&c| effort.legal(position, c))
    {
        return Some(block);
    }
    if let Some(&block) = moves::three_defences(position, effort).first() {
        return Some(block);
    }
    let value = |c: Cell| {
        (
            position.score(me, c) + position.score(attacker, c),
            Reverse(c),
        )
    };
    let legal = |c: &Cell| position.is_empty(*c) && position.is_legal(*c);
    position
        .candidates()
        .iter()
        .filter(legal)
        .max_by_key(|&c| value(c))
        .or_else(|| (0..CELLS).filter(legal).max_by_key(|&c| value(c)))
}

/// The attacker's first move (in the search's order) that wins within the room.
fn winning(search: &mut Dfpn<'_>, node: &Node, cells: &[Cell], room: Room) -> Option<Cell> {
    for &cell in cells {
        let room = search.room_after(node, cell, room);
        search.position.make(cell);
        let won = search.proved(room);
        search.position.undo();
        if won {
            return Some(cell);
        }
        if search.spent() {
            break;
        }
    }
    None
}

/// The defender's reply that resists longest: bounded, the first that the attacker
/// cannot beat two plies sooner than the room allows; unbounded, the one whose proof is
/// longest (the first among equals). `None` when a reply is not proved lost within the
/// budget.
pub(super) fn slowest(
    search: &mut Dfpn<'_>,
    node: &Node,
    cells: &[Cell],
    room: Room,
) -> Option<Cell> {
    let mut best: Option<(Cell, u16)> = None;
    for &cell in cells {
        let room = search.room_after(node, cell, room);
        search.position.make(cell);
        let (pn, _, plies) = search.solve(room);
        let sooner = room.plies != Room::UNBOUNDED
            && room.plies >= 2
            && pn == 0
            && search.proved(room.within(room.plies - 2));
        search.position.undo();
        if pn != 0 {
            return None;
        }
        if room.plies != Room::UNBOUNDED && !sooner {
            return Some(cell);
        }
        if best.is_none_or(|(_, b)| plies > b) {
            best = Some((cell, plies));
        }
    }
    best.map(|(c, _)| c)
}
