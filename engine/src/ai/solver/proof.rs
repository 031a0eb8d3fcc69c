//! The solver's three answers: a [`Solver`] searches a game's position with df-pn over a
//! threat [`Space`] and says [`Proof::ProvedWin`] (with the win played out),
//! [`Proof::Disproved`] (no win by threats in the space: every attacking try refuted) or
//! [`Proof::Unknown`] (the node budget ran out first); for the defender it finds the
//! reply that holds, or the one that resists longest ([`Defence`]).

use std::collections::HashSet;

use crate::ai::eval::position::{CELLS, Cell, Position, cell_of, pos_of};
use crate::ai::{Level, Limits, think};
use crate::game::{Game, GameStatus, PlayError};
use crate::pos::Pos;
use crate::rules::Rule;
use crate::stone::Stone;

use super::dfpn::{Dfpn, Room};
use super::line::{finishing_defence, play_out};
use super::moves::{Node, Space};
use super::table::Table;

/// Entries of a [`Solver`]'s table unless told otherwise: 262,144 (6 MiB).
pub const TABLE_ENTRIES: usize = 1 << 18;
/// Nodes the strongest level gets to choose a reply where the attacker threatens nothing.
const FREE_REPLY_NODES: u64 = 20_000;

/// What the solver says of a win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The attacker wins by force: `line` is the win played out (the attacker's moves,
    /// and between them the defence that resists longest), ending with the five.
    ProvedWin {
        /// The moves of the win, the attacker's first.
        line: Vec<Pos>,
    },
    /// No win by threats exists in the solver's [`Space`]: every attacking try is
    /// refuted. A win that needs moves outside the space (more quiet moves, or quiet moves
    /// that threaten more than a short win by fours) is not ruled out.
    Disproved,
    /// The node budget ran out before either was shown.
    Unknown,
}

impl Proof {
    /// Whether the win is proved.
    pub fn is_win(&self) -> bool {
        matches!(self, Proof::ProvedWin { .. })
    }
}

/// The defender's reply, from [`Solver::defend`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Defence {
    /// Nothing holds: `reply` resists longest, and `line` is the attacker's win after it
    /// (the attacker's move first, ending with the five).
    Loses {
        /// The defender's move.
        reply: Pos,
        /// The attacker's win after it.
        line: Vec<Pos>,
    },
    /// `reply` holds: after it the attacker's win is disproved.
    Holds {
        /// The defender's move.
        reply: Pos,
    },
    /// The budget ran out before a reply was shown to hold or all to lose: `reply` is the
    /// one likeliest to hold.
    Unknown {
        /// The defender's move.
        reply: Pos,
    },
}

impl Defence {
    /// The defender's move.
    pub fn reply(&self) -> Pos {
        match self {
            Defence::Loses { reply, .. }
            | Defence::Holds { reply }
            | Defence::Unknown { reply } => *reply,
        }
    }
}

/// What the last search of a [`Solver`] spent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Moves made (the node budget counts these).
    pub nodes: u64,
    /// Positions found in the table when a node's moves were listed: reached before by
    /// another order of moves, or in an earlier search.
    pub transpositions: u64,
}

/// A threat-space solver with its transposition table, kept from one question to the
/// next about positions of the same rule and board size (so that the first moves of one
/// position share what each has proved).
///
/// ```
/// use gobang_engine::ai::solver::{Proof, Solver, Space};
/// use gobang_engine::{Game, Pos};
/// // Black's three j10-l10 and two n11-n12: a win by fours.
/// let game = Game::from_record("j10 a1 k10 s19 l10 a19 n11 s1 n12 k1", 19).unwrap();
/// let mut solver = Solver::new(Space::Fours);
/// let Proof::ProvedWin { line } = solver.prove(&game, 100_000) else { panic!() };
/// assert_eq!(line.len() % 2, 1, "the attacker's five last");
/// // Stones far apart: no four to make, no win by fours.
/// let quiet = Game::from_record("a1 s19 s1 a19", 19).unwrap();
/// assert_eq!(solver.prove(&quiet, 100_000), Proof::Disproved);
/// // m10, a four, keeps the win; a stone in the corner lets it go.
/// let at = |text| Pos::parse(text, 19).unwrap();
/// assert!(solver.prove_move(&game, at("m10"), 100_000).unwrap().is_win());
/// assert_eq!(solver.prove_move(&game, at("r3"), 100_000), Ok(Proof::Disproved));
/// ```
pub struct Solver {
    space: Space,
    table: Table,
    /// The rule and board size the table's entries were made under.
    setting: Option<(Rule, usize)>,
    last: Stats,
}

impl Solver {
    /// A solver over `space` with a table of [`TABLE_ENTRIES`].
    pub fn new(space: Space) -> Solver {
        Solver::with_table(space, TABLE_ENTRIES)
    }

    /// A solver over `space` with a table of at least `entries` entries (a power of two).
    pub fn with_table(space: Space, entries: usize) -> Solver {
        Solver {
            space,
            table: Table::new(entries),
            setting: None,
            last: Stats::default(),
        }
    }

    /// The threat space the solver searches.
    pub fn space(&self) -> Space {
        self.space
    }

    /// What the last question cost.
    pub fn stats(&self) -> Stats {
        self.last
    }

    /// Runs `f` on a search of `game`'s position for `attacker`, `nodes` moves at most,
    /// then keeps its costs (and forgets the table when a cut-short search may have left
    /// a wrong disproof in it).
    fn run<R>(
        &mut self,
        game: &Game,
        attacker: Stone,
        nodes: u64,
        f: impl FnOnce(&mut Dfpn<'_>) -> R,
    ) -> R {
        self.run_as(game, game.to_move(), attacker, nodes, f)
    }

    /// [`Solver::run`] on `game`'s board with `to_move` to move (the other side when the
    /// side to move passes).
    fn run_as<R>(
        &mut self,
        game: &Game,
        to_move: Stone,
        attacker: Stone,
        nodes: u64,
        f: impl FnOnce(&mut Dfpn<'_>) -> R,
    ) -> R {
        let setting = (game.rule(), game.board().size());
        if self.setting != Some(setting) {
            self.table.clear();
            self.setting = Some(setting);
        }
        let position = Position::new(game.board(), to_move, game.rule());
        let mut search = Dfpn::new(position, attacker, self.space, &mut self.table, nodes);
        let result = f(&mut search);
        self.last = Stats {
            nodes: search.effort.nodes,
            transpositions: search.transpositions,
        };
        if search.effort.unsure {
            self.table.clear();
        }
        result
    }

    /// Whether the side to move in `game` wins by threats, searching at most `nodes`
    /// moves (and a quarter more to play a proved win out). A finished game is
    /// [`Proof::Disproved`].
    pub fn prove(&mut self, game: &Game, nodes: u64) -> Proof {
        if game.is_over() {
            return Proof::Disproved;
        }
        self.run(game, game.to_move(), nodes, |search| {
            let room = search.room();
            let (pn, dn, _) = search.settle(room);
            if pn == 0 {
                let mut line = Vec::new();
                if play_out(search, room, extra(nodes), &mut line) {
                    return Proof::ProvedWin {
                        line: line.into_iter().map(pos_of).collect(),
                    };
                }
            }
            if dn == 0 && !search.effort.unsure {
                Proof::Disproved
            } else {
                Proof::Unknown
            }
        })
    }

    /// Whether the side to move in `game` still wins after playing `first`: proved with
    /// the win played out from `first` (the defence that resists longest after it), or
    /// disproved (a reply holds: [`Solver::defend`] names it).
    ///
    /// # Errors
    /// When `first` cannot be played: a point with a stone, off the board, forbidden, or
    /// the game is over.
    pub fn prove_move(&mut self, game: &Game, first: Pos, nodes: u64) -> Result<Proof, PlayError> {
        let mut after = game.clone();
        match after.try_play(first)? {
            GameStatus::Ongoing => {}
            GameStatus::Won { .. } => return Ok(Proof::ProvedWin { line: vec![first] }),
            GameStatus::Draw => return Ok(Proof::Disproved),
        }
        Ok(match self.defend(&after, nodes) {
            Some(Defence::Loses { reply, line }) => Proof::ProvedWin {
                line: [first, reply].into_iter().chain(line).collect(),
            },
            Some(Defence::Holds { .. }) => Proof::Disproved,
            Some(Defence::Unknown { .. }) | None => Proof::Unknown,
        })
    }

    /// The reply of the side to move in `game` (the defender, the attacker's move just
    /// played): one that holds when there is one, else the one that resists longest with
    /// the win after it, or, when the budget runs out first, the likeliest to hold. Where
    /// the attacker threatens nothing the space knows, the strongest level's move, checked
    /// to hold (else the points of the attacker's win are tried). `None` when the game is
    /// over or the defender has no legal move.
    pub fn defend(&mut self, game: &Game, nodes: u64) -> Option<Defence> {
        if game.is_over() {
            return None;
        }
        self.defence(game, game.to_move(), nodes)
    }

    /// [`Solver::defend`] for `defender` to move on `game`'s board.
    fn defence(&mut self, game: &Game, defender: Stone, nodes: u64) -> Option<Defence> {
        self.run_as(game, defender, !defender, nodes, |search| {
            let room = search.room();
            let defence = match search.expand(room) {
                Node::Moves { cells, .. } => replies(search, &cells, room, nodes),
                Node::Won(_) => {
                    let reply = finishing_defence(&search.position, &mut search.effort)?;
                    lost_to(search, reply, room, nodes)
                }
                Node::Lost => free_reply(search, game, room, nodes)?,
            };
            Some(defence)
        })
    }

    /// The attacker's (the side to move's) first moves in the solver's space, in the order
    /// the search tries them: fives, then fours, then open threes, then quiet moves
    /// (where the space has them). Empty when the game is over or the defender has a five
    /// to make or to be blocked (the move is forced then).
    pub fn first_moves(&mut self, game: &Game) -> Vec<Pos> {
        if game.is_over() {
            return Vec::new();
        }
        self.run(game, game.to_move(), u64::MAX, |search| {
            let position = &search.position;
            let me = position.to_move();
            if !position.fives(!me).is_empty() {
                return Vec::new();
            }
            let mut cells: Vec<Cell> = position.fives(me).iter().collect();
            let room = search.room();
            match search.expand(room) {
                Node::Moves { cells: more, .. } => cells.extend(more),
                _ => {
                    // An open four to make: the search listed nothing, so list the
                    // threats as it would.
                    let position = &search.position;
                    let threes = (search.space >= Space::Threats).then(|| position.threes(me));
                    let mut more: Vec<Cell> = position
                        .fours(me)
                        .iter()
                        .chain(threes.into_iter().flat_map(|s| s.iter()))
                        .filter(|&c| position.is_legal(c))
                        .collect();
                    more.sort_unstable();
                    cells.extend(more);
                }
            }
            let mut seen = HashSet::new();
            cells.retain(|&c| seen.insert(c));
            cells.into_iter().map(pos_of).collect()
        })
    }

    /// [`Solver::prove_move`] for every one of [`Solver::first_moves`], each with `nodes`.
    pub fn judge_first_moves(&mut self, game: &Game, nodes: u64) -> Vec<(Pos, Proof)> {
        self.first_moves(game)
            .into_iter()
            .map(|first| {
                let proof = self
                    .prove_move(game, first, nodes)
                    .unwrap_or(Proof::Disproved);
                (first, proof)
            })
            .collect()
    }

    /// The first legal move of the side to move in `game`, other than `first`, that the
    /// solver does not disprove with `nodes` (and, where that leaves it unknown, ten times
    /// as many): proved to win, or unknown, with its proof;
    /// `None` when every other move is disproved, so that `first` is the only move that
    /// can win in the space. The moves of [`Solver::first_moves`] are judged first. Every
    /// other point threatens nothing the space knows: it is disproved at once where the
    /// reply that would hold if the attacker passed still holds after it, and else judged
    /// in full ([`Solver::prove_move`], the defender's free reply).
    pub fn another_win(&mut self, game: &Game, first: Pos, nodes: u64) -> Option<(Pos, Proof)> {
        if game.is_over() {
            return None;
        }
        // A move left unknown gets ten times the budget once more.
        let judge = |solver: &mut Solver, pos: Pos| {
            let mut proof = solver
                .prove_move(game, pos, nodes)
                .unwrap_or(Proof::Disproved);
            if proof == Proof::Unknown {
                proof = solver
                    .prove_move(game, pos, nodes.saturating_mul(10))
                    .unwrap_or(Proof::Disproved);
            }
            (proof != Proof::Disproved).then_some((pos, proof))
        };
        let listed = self.first_moves(game);
        for &pos in listed.iter().filter(|&&pos| pos != first) {
            if let Some(found) = judge(self, pos) {
                return Some(found);
            }
        }
        let held = match self.defence(game, !game.to_move(), nodes) {
            Some(Defence::Holds { reply }) => Some(reply),
            _ => None,
        };
        let rest: Vec<Pos> = game.board().empty_points().collect();
        for pos in rest {
            let mut after = game.clone();
            if pos == first || listed.contains(&pos) || after.try_play(pos).is_err() {
                continue;
            }
            let refuted = held.is_some_and(|reply| {
                after.try_play(reply).is_ok() && self.prove(&after, nodes) == Proof::Disproved
            });
            if !refuted && let Some(found) = judge(self, pos) {
                return Some(found);
            }
        }
        None
    }

    /// The replies the search lists for the side to move in `game` (the defender, the
    /// attacker's move just played), in the order it tries them: empty where a five
    /// settles it, or the attacker threatens nothing.
    pub fn defences(&mut self, game: &Game) -> Vec<Pos> {
        if game.is_over() {
            return Vec::new();
        }
        self.run(game, !game.to_move(), u64::MAX, |search| {
            match search.expand(search.room()) {
                Node::Moves { cells, .. } => cells.into_iter().map(pos_of).collect(),
                _ => Vec::new(),
            }
        })
    }
}

/// The moves a proved win may take to be played out, beyond the search's budget.
fn extra(nodes: u64) -> u64 {
    nodes / 2 + 20_000
}

/// The defence among the defender's `cells` (the search's list at the root): the first
/// that holds, else the slowest loss, else the likeliest to hold.
fn replies(search: &mut Dfpn<'_>, cells: &[Cell], room: Room, nodes: u64) -> Defence {
    let (pn, dn, _) = search.settle(room);
    let mut numbers = Vec::with_capacity(cells.len());
    for &cell in cells {
        search.position.make(cell);
        let known = match search.known(room) {
            Some(known) => known,
            None if dn == 0 || pn == 0 => search.solve(room),
            None => (1, 1, 0),
        };
        numbers.push(known);
        search.position.undo();
    }
    if dn == 0 && !search.effort.unsure {
        let holds = numbers.iter().position(|&(_, dn, _)| dn == 0);
        if let Some(i) = holds {
            return Defence::Holds {
                reply: pos_of(cells[i]),
            };
        }
    }
    if pn == 0 {
        // The reply that resists longest, found as a line from here would be.
        let mut line = Vec::new();
        if play_out(search, room, extra(nodes), &mut line)
            && let Some((&reply, rest)) = line.split_first()
        {
            return Defence::Loses {
                reply: pos_of(reply),
                line: rest.iter().map(|&c| pos_of(c)).collect(),
            };
        }
    }
    // The likeliest to hold: the least disproof number among the replies not proved lost.
    let likeliest = (0..cells.len())
        .filter(|&i| numbers[i].0 != 0)
        .min_by_key(|&i| numbers[i].1)
        .unwrap_or(0);
    Defence::Unknown {
        reply: pos_of(cells[likeliest]),
    }
}

/// [`Defence::Loses`] with `reply` and the attacker's win after it, played out (or
/// [`Defence::Unknown`] when it cannot be, the budget spent).
fn lost_to(search: &mut Dfpn<'_>, reply: Cell, room: Room, nodes: u64) -> Defence {
    search.position.make(reply);
    let mut line = Vec::new();
    let played = play_out(search, room, extra(nodes), &mut line);
    search.position.undo();
    if played {
        Defence::Loses {
            reply: pos_of(reply),
            line: line.into_iter().map(pos_of).collect(),
        }
    } else {
        Defence::Unknown {
            reply: pos_of(reply),
        }
    }
}

/// The defender's reply where the attacker threatens nothing the space knows: the
/// defender's five if there is one; else the strongest level's move when it holds; else
/// the points of the win the attacker would have with a second move in a row, and then
/// every other point, until one holds. [`Defence::Loses`] only when every legal point was
/// shown to lose; `None` when there is no legal point.
fn free_reply(search: &mut Dfpn<'_>, game: &Game, room: Room, nodes: u64) -> Option<Defence> {
    let position = &search.position;
    let me = position.to_move();
    if let Some(five) = position.fives(me).iter().next() {
        return Some(Defence::Holds {
            reply: pos_of(five),
        });
    }
    let limits = Limits {
        nodes: Some(FREE_REPLY_NODES),
        ..Limits::default()
    };
    let level = think(game.board(), me, game.rule(), Level::STRONGEST, limits)
        .map(|thought| cell_of(thought.best));
    let mut tries: Vec<Cell> = level.into_iter().collect();
    search.position.pass();
    if search.settle(room).0 == 0 {
        let mut win = Vec::new();
        play_out(search, room, extra(nodes), &mut win);
        tries.extend(win);
    }
    search.position.pass();
    let position = &search.position;
    let mut rest: Vec<(i32, Cell)> = (0..CELLS)
        .filter(|&c| position.is_empty(c))
        .map(|c| (-(position.score(me, c) + position.score(!me, c)), c))
        .collect();
    rest.sort_unstable();
    tries.extend(rest.into_iter().map(|(_, c)| c));
    let mut seen = HashSet::new();
    tries.retain(|&c| seen.insert(c) && search.position.is_legal(c));
    let first = *tries.first()?;
    let mut unknown = None;
    let mut slowest: Option<(Cell, u16)> = None;
    for &cell in &tries {
        if search.spent() {
            unknown = unknown.or(Some(cell));
            break;
        }
        search.position.make(cell);
        let (pn, dn, plies) = search.settle(room);
        search.position.undo();
        if dn == 0 && !search.effort.unsure {
            return Some(Defence::Holds {
                reply: pos_of(cell),
            });
        }
        if pn != 0 {
            unknown = unknown.or(Some(cell));
        } else if slowest.is_none_or(|(_, p)| plies > p) {
            slowest = Some((cell, plies));
        }
    }
    Some(match (unknown, slowest) {
        (None, Some((reply, _))) => lost_to(search, reply, room, nodes),
        _ => Defence::Unknown {
            reply: pos_of(level.unwrap_or(first)),
        },
    })
}
