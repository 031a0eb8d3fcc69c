//! Forced wins, proved, disproved or left unknown, and played out to the five: what
//! puzzles, lessons, analysis and review need to be told. A [`Solver`] runs a
//! depth-first proof-number search (df-pn) with a transposition table over a threat
//! [`Space`] — the attacker's fours, open threes (straight and broken) and, in the widest
//! space, quiet moves that threaten a win by fours; every reply of the defender's that
//! could stop them, counter-fours included — and answers one of three things within a node
//! budget ([`Proof`]): **proved win** (with the win played out: the attacker's shortest
//! way and the defence that resists longest), **disproved** (no win by threats in the
//! space: every attacking try refuted), or **unknown** (the budget ran out first). Renju's
//! forbidden points are respected on both sides: black never plays one, and white wins by
//! leaving black a four's block on one. What each side may play is written out in
//! `solver/moves.rs`.
//!
//! The three questions, each a method of [`Solver`] and a function here:
//! - [`prove`]: does the side to move win?
//! - [`prove_move`]: does this attacking move still win (the move played, then solved
//!   from the defender's side)?
//! - [`defend`]: the defender's answer: a reply that holds, else the one that resists
//!   longest, with the win after it ([`Defence`]).
//!
//! The older doors keep their signatures for the page and are answered by the same
//! search: [`solve`] (a win of a [`Kind`], played out: a proved win or `None`),
//! [`winning_moves`] (which first moves win, in the widest space; `None` when one is
//! unknown) and [`answer`] (the defender's reply as [`Defence`]: an unknown is reported as
//! `Holds`, the old meaning of "no win found"; [`defend`] tells the three apart).

mod dfpn;
mod line;
mod moves;
mod proof;
mod table;

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::game::{Game, PlayError};
use crate::pos::Pos;
use crate::stone::Stone;

use super::eval::position::{Cell, Position, pos_of};

pub use moves::{QUIET_FOURS, QUIET_MOVES, Space};
pub use proof::{Defence, Proof, Solver, Stats, TABLE_ENTRIES};

/// Which threats a forced win may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Victory by continuous fours: every attacking move is a four.
    Vcf,
    /// Victory by continuous threats: every attacking move is a four or an open three.
    Vct,
}

impl Kind {
    /// The threat space a win of this kind is searched in.
    pub const fn space(self) -> Space {
        match self {
            Kind::Vcf => Space::Fours,
            Kind::Vct => Space::Threats,
        }
    }

    /// The kind's name in puzzle sets: `vcf` or `vct`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Vcf => "vcf",
            Kind::Vct => "vct",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that is not `vcf` or `vct`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseKindError(pub String);

impl fmt::Display for ParseKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown kind of win `{}` (expected vcf or vct)", self.0)
    }
}

impl Error for ParseKindError {}

impl FromStr for Kind {
    type Err = ParseKindError;

    fn from_str(s: &str) -> Result<Kind, ParseKindError> {
        match s {
            "vcf" => Ok(Kind::Vcf),
            "vct" => Ok(Kind::Vct),
            _ => Err(ParseKindError(s.to_owned())),
        }
    }
}

/// A table for a search of `nodes` moves: about one entry a node, between 4,096 and
/// [`TABLE_ENTRIES`].
fn table_for(nodes: u64) -> usize {
    usize::try_from(nodes)
        .unwrap_or(usize::MAX)
        .clamp(1 << 12, TABLE_ENTRIES)
}

/// Whether the side to move in `game` wins by threats in `space`, searching at most
/// `nodes` moves ([`Solver::prove`] with a fresh table).
///
/// ```
/// use gobang_engine::ai::solver::{Proof, Space, prove};
/// use gobang_engine::Game;
/// // Black's twos h8-i8 and j9-j10 cross at j8: a double three, a win by threes.
/// let game = Game::from_record("h8 a1 i8 s19 j9 a19 j10 s1", 19).unwrap();
/// assert_eq!(prove(&game, Space::Fours, 50_000), Proof::Disproved, "no four to make");
/// assert!(prove(&game, Space::Threats, 50_000).is_win());
/// ```
pub fn prove(game: &Game, space: Space, nodes: u64) -> Proof {
    Solver::with_table(space, table_for(nodes)).prove(game, nodes)
}

/// Whether the side to move in `game` still wins by threats in `space` after playing
/// `first` ([`Solver::prove_move`] with a fresh table).
///
/// # Errors
/// When `first` cannot be played.
pub fn prove_move(game: &Game, first: Pos, space: Space, nodes: u64) -> Result<Proof, PlayError> {
    Solver::with_table(space, table_for(nodes)).prove_move(game, first, nodes)
}

/// The reply of the side to move in `game` to the attacker's move just played
/// ([`Solver::defend`] with a fresh table): `None` when the game is over.
pub fn defend(game: &Game, space: Space, nodes: u64) -> Option<Defence> {
    Solver::with_table(space, table_for(nodes)).defend(game, nodes)
}

/// A win of `kind` for the side to move in `game`, played out: the attacker's first
/// move, the defence that resists longest, ..., the attacker's five. `None` when the game
/// is over or no win is proved within `nodes` moves of search ([`prove`] in the kind's
/// space).
///
/// ```
/// use gobang_engine::ai::solver::{Kind, solve};
/// use gobang_engine::{Game, GameStatus, Stone};
/// // Black's three on row 10 and two on column n: fours win.
/// let game = Game::from_record("j10 a1 k10 a3 l10 a5 n11 a7 n12 a9", 19).unwrap();
/// let line = solve(&game, Kind::Vcf, 100_000).unwrap();
/// let mut played = game.clone();
/// for &pos in &line {
///     played.play(pos);
/// }
/// assert!(matches!(played.status(), GameStatus::Won { winner: Stone::Black, .. }));
/// ```
pub fn solve(game: &Game, kind: Kind, nodes: u64) -> Option<Vec<Pos>> {
    match prove(game, kind.space(), nodes) {
        Proof::ProvedWin { line } => Some(line),
        Proof::Disproved | Proof::Unknown => None,
    }
}

/// The points where `side` would make five now (those they may play).
pub fn five_points(game: &Game, side: Stone) -> Vec<Pos> {
    let position = Position::new(game.board(), side, game.rule());
    position
        .fives(side)
        .iter()
        .filter(|&c| position.is_legal(c))
        .map(pos_of)
        .collect()
}

/// The side to move's fours and threes, the moves a forced win by threats can start with,
/// in board order (their five-making points too, where they have one).
pub fn threat_moves(game: &Game) -> Vec<Pos> {
    let position = Position::new(game.board(), game.to_move(), game.rule());
    let me = position.to_move();
    let mut moves: Vec<Cell> = position
        .fours(me)
        .iter()
        .chain(position.threes(me).iter())
        .chain(position.fives(me).iter())
        .filter(|&c| position.is_legal(c))
        .collect();
    moves.sort_unstable();
    moves.dedup();
    moves.into_iter().map(pos_of).collect()
}

/// Which of the side to move's first moves in the widest space ([`Space::Quiet`]: fives,
/// fours, open threes and quiet moves threatening a win by fours) win, each proved or
/// disproved with `nodes` moves of search and one table shared between them; `None` when
/// one of them is unknown. The moves are in the order the search tries them.
pub fn winning_moves(game: &Game, nodes: u64) -> Option<Vec<Pos>> {
    let mut solver = Solver::new(Space::Quiet);
    let mut wins = Vec::new();
    for (first, proof) in solver.judge_first_moves(game, nodes) {
        match proof {
            Proof::ProvedWin { .. } => wins.push(first),
            Proof::Disproved => {}
            Proof::Unknown => return None,
        }
    }
    Some(wins)
}

/// The defender's reply in `game` (the defender to move, the attacker's move just played),
/// judged in `kind`'s space: [`defend`] in [`Kind::space`]. `None` when the game is over
/// or the defender has no move.
pub fn answer(game: &Game, kind: Kind, nodes: u64) -> Option<Defence> {
    defend(game, kind.space(), nodes)
}
