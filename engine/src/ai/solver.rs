//! Forced wins proved and played out to the five: what a puzzle needs from the threat
//! searches. [`solve`] finds the shortest win of the side to move, by continuous fours
//! ([`Kind::Vcf`]) or by threes and fours ([`Kind::Vct`]), and plays it out with the defence
//! that resists longest at every step; [`winning_moves`] tells whether the first move is the
//! only one that wins; [`answer`] is the defender's reply to any attacking move, with whether
//! the win still stands after it.
//!
//! The solvers are sound rather than complete: a win they report is proved against every
//! defence, but a win longer than their depth, or beyond their node budget, is not seen.
//! A win that needs a move that is neither a four nor an open three (a quiet move) is beyond
//! them, so only fours and threes are ever first moves.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::game::Game;
use crate::pos::Pos;
use crate::stone::Stone;

use super::eval::position::{Cell, Position, cell_of, pos_of};
use super::search::vcf::{self, VcfBudget};
use super::search::vct;
use super::{Level, Limits, think};

/// The fours a VCF may take at most.
pub const VCF_FOURS: u32 = 20;
/// The threats (fours and threes) a VCT may take at most.
pub const VCT_THREATS: u32 = 6;
/// The most moves a played-out win may take, both sides' counted.
const MAX_PLIES: usize = 90;

/// Which threats a forced win may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Victory by continuous fours: every attacking move is a four.
    Vcf,
    /// Victory by continuous threats: every attacking move is a four or an open three.
    Vct,
}

impl Kind {
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

/// The defender's reply to an attacking move, from [`answer`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The attack still wins: `reply` is the defence that resists longest, `line` the win
    /// after it (the attacker's move first, ending with the five).
    Wins {
        /// The defender's move.
        reply: Pos,
        /// The attacker's win after it.
        line: Vec<Pos>,
    },
    /// `reply` holds: the solver finds no forced win for the attacker after it.
    Holds {
        /// The defender's move.
        reply: Pos,
    },
}

impl Answer {
    /// The defender's move.
    pub fn reply(&self) -> Pos {
        match self {
            Answer::Wins { reply, .. } | Answer::Holds { reply } => *reply,
        }
    }
}

/// The shortest forced win of the side to move in `game`, played out: the attacker's first
/// move, the defence that resists longest, ..., the attacker's five. `None` when the game
/// is over, no win of `kind` is found within `nodes` moves of search, or the win turns on a
/// point that the defender may not play (renju: black cannot block at a forbidden point,
/// which a line of moves cannot show).
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
    if game.is_over() {
        return None;
    }
    let mut position = Position::new(game.board(), game.to_move(), game.rule());
    let mut budget = VcfBudget::new(nodes, None);
    let mut line = Vec::new();
    play_out(&mut position, kind, &mut budget, &mut line)?;
    Some(line.into_iter().map(pos_of).collect())
}

/// The shortest win's length in threats (1 for a five or an open four to make now) and its
/// first move, for the side to move; `None` when none is found.
fn shortest(
    position: &mut Position,
    kind: Kind,
    budget: &mut VcfBudget<'_>,
) -> Option<(u32, Cell)> {
    match kind {
        Kind::Vcf => {
            let line = vcf::find(position, VCF_FOURS, budget)?;
            Some((line.len().div_ceil(2) as u32, *line.first()?))
        }
        Kind::Vct => vct::shortest(position, VCT_THREATS, budget).map(|(first, n)| (n, first)),
    }
}

/// The attacker's five-making point, if they have one they may play.
fn five_point(position: &Position) -> Option<Cell> {
    let me = position.to_move();
    position.fives(me).iter().find(|&c| position.is_legal(c))
}

/// Plays the win of the side to move out into `line`; `position` is left as it was.
fn play_out(
    position: &mut Position,
    kind: Kind,
    budget: &mut VcfBudget<'_>,
    line: &mut Vec<Cell>,
) -> Option<()> {
    let made = line.len();
    let result = play_out_moves(position, kind, budget, line);
    for _ in made..line.len() {
        position.undo();
    }
    if result.is_none() {
        line.truncate(made);
    }
    result
}

fn play_out_moves(
    position: &mut Position,
    kind: Kind,
    budget: &mut VcfBudget<'_>,
    line: &mut Vec<Cell>,
) -> Option<()> {
    let attacker = position.to_move();
    while line.len() < MAX_PLIES {
        if let Some(five) = five_point(position) {
            line.push(five);
            position.make(five);
            return Some(());
        }
        let (_, first) = shortest(position, kind, budget)?;
        line.push(first);
        position.make(first);
        if !position.fives(!attacker).is_empty() {
            // The defender could make five: not a win after all.
            return None;
        }
        let reply = defence(position, kind, budget)?;
        line.push(reply);
        position.make(reply);
    }
    None
}

/// The defender's (the side to move's) reply to the attacker's last move in a proved win:
/// the block of a four, or of an open three the defence that resists longest.
fn defence(position: &mut Position, kind: Kind, budget: &mut VcfBudget<'_>) -> Option<Cell> {
    let attacker = !position.to_move();
    let threats = *position.fives(attacker);
    if !threats.is_empty() {
        // A four (or two): block, where the defender may. A single four whose block is
        // forbidden wins at once, which a line of moves cannot show.
        return threats.iter().find(|&c| position.is_legal(c));
    }
    let defences = vct::three_defences(position);
    longest(position, &defences, kind, budget).ok()
}

/// Among the defender's (the side to move's) `candidates`: `Ok` with the one against which
/// the attacker's shortest win is longest (among equals a block of the attacker's lines
/// before a counter-four, then board order), or `Err` with the first after which the
/// attacker has no win found.
fn longest(
    position: &mut Position,
    candidates: &[Cell],
    kind: Kind,
    budget: &mut VcfBudget<'_>,
) -> Result<Cell, Option<Cell>> {
    let attacker = !position.to_move();
    let mut best: Option<(u32, bool, Cell)> = None;
    for &d in candidates {
        position.make(d);
        let won = shortest(position, kind, budget);
        position.undo();
        let Some((depth, _)) = won else {
            return Err(Some(d));
        };
        let blocks = position.flex4s(attacker).contains(d) || position.fours(attacker).contains(d);
        let better = best.is_none_or(|(b_depth, b_blocks, _)| {
            depth > b_depth || (depth == b_depth && blocks && !b_blocks)
        });
        if better {
            best = Some((depth, blocks, d));
        }
    }
    best.map(|(_, _, d)| d).ok_or(None)
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

/// The side to move's fours and threes, the moves a forced win can start with, in board
/// order (their five-making points too, where they have one).
pub fn threat_moves(game: &Game) -> Vec<Pos> {
    let position = Position::new(game.board(), game.to_move(), game.rule());
    threat_cells(&position).into_iter().map(pos_of).collect()
}

fn threat_cells(position: &Position) -> Vec<Cell> {
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
    moves
}

/// Which of the attacker's fours and open threes (the moves a forced win can start with)
/// win, each searched for a win by threes and fours with `nodes` moves of search; `None`
/// when one of them could not be decided within its budget. The moves are in board order.
/// Meant for a position where the opponent has no four to answer first (as puzzles are
/// chosen): the first move's own four or three is searched, not a block.
pub fn winning_moves(game: &Game, nodes: u64) -> Option<Vec<Pos>> {
    if game.is_over() {
        return Some(Vec::new());
    }
    let mut position = Position::new(game.board(), game.to_move(), game.rule());
    let moves = threat_cells(&position);
    let mut wins = Vec::new();
    for first in moves {
        let mut budget = VcfBudget::new(nodes, None);
        if vct::wins_with(&mut position, first, VCT_THREATS, &mut budget)? {
            wins.push(pos_of(first));
        }
    }
    Some(wins)
}

/// The defender's reply in `game` (the defender to move, the attacker's move just played):
/// the defence that resists longest when the attack still wins by `kind`, otherwise a
/// defence that holds (one of the attack's blocks, or the strongest level's move when the
/// attacker threatens nothing). `None` when the game is over or the defender has no move.
pub fn answer(game: &Game, kind: Kind, nodes: u64) -> Option<Answer> {
    if game.is_over() {
        return None;
    }
    let defender = game.to_move();
    let mut position = Position::new(game.board(), defender, game.rule());
    let mut budget = VcfBudget::new(nodes, None);
    if let Some(five) = five_point(&position) {
        return Some(Answer::Holds {
            reply: pos_of(five),
        });
    }
    let attacker = !defender;
    let threats = *position.fives(attacker);
    let mut candidates: Vec<Cell> = if !threats.is_empty() {
        threats.iter().filter(|&c| position.is_legal(c)).collect()
    } else if !position.flex4s(attacker).is_empty() {
        vct::three_defences(&position)
    } else {
        Vec::new()
    };
    if candidates.is_empty() {
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let thought = think(
            game.board(),
            defender,
            game.rule(),
            Level::STRONGEST,
            limits,
        )?;
        candidates.push(cell_of(thought.best));
    }
    let reply = match longest(&mut position, &candidates, kind, &mut budget) {
        Ok(reply) => reply,
        Err(holding) => {
            return holding.map(|reply| Answer::Holds {
                reply: pos_of(reply),
            });
        }
    };
    position.make(reply);
    let mut line = Vec::new();
    let played = play_out(&mut position, kind, &mut budget, &mut line);
    position.undo();
    Some(match played {
        Some(()) => Answer::Wins {
            reply: pos_of(reply),
            line: line.into_iter().map(pos_of).collect(),
        },
        None => Answer::Holds {
            reply: pos_of(reply),
        },
    })
}

#[cfg(test)]
mod tests;
