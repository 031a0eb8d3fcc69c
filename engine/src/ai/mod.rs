//! The computer players: the original's one-move scorer ([`classic`]) and a search
//! ([`Level::Medium`], [`Level::Hard`]) built on incrementally updated line patterns.

pub mod classic;
mod eval;
mod pattern;
mod position;
mod search;
mod vcf;

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::board::Board;
use crate::game::Game;
use crate::pos::Pos;
use crate::stone::Stone;

pub use search::{Reason, Thought, WIN};

/// How the computer chooses its moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// The original game's one-move-ahead scorer ([`classic`]).
    Classic,
    /// A short search: sees fours and open threes and short wins by fours, plays a fair
    /// game against a casual player. The page's default.
    #[default]
    Medium,
    /// The full search: as deep as the budget allows, with wins by fours looked for at
    /// every leaf and every move checked against the opponent's wins by fours.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Classic, Level::Medium, Level::Hard];

    /// The level's name as used in settings and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Classic => "classic",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Whether the level searches (and so belongs in a worker rather than on a UI thread).
    pub const fn searches(self) -> bool {
        !matches!(self, Level::Classic)
    }

    /// The level's default search settings; `None` for [`Level::Classic`].
    const fn settings(self) -> Option<search::Settings> {
        match self {
            Level::Classic => None,
            Level::Medium => Some(search::Settings {
                nodes: 6_000,
                max_depth: 4,
                width: 8,
                vcf_fours: 3,
                vcf_nodes: 2_000,
                leaf_vcf: false,
                root_defence: false,
                table_bits: 16,
            }),
            Level::Hard => Some(search::Settings {
                nodes: 400_000,
                max_depth: 20,
                width: 14,
                vcf_fours: 12,
                vcf_nodes: 60_000,
                leaf_vcf: true,
                root_defence: true,
                table_bits: 20,
            }),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of [`Level::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        write!(
            f,
            "unknown level `{}` (expected one of: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == s)
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

/// Limits on one search beyond its level's own.
#[derive(Clone, Copy, Default)]
pub struct Limits<'a> {
    /// At most this many nodes (the level's budget when `None`): with no `stop`, the
    /// same position, level and node budget always give the same move.
    pub nodes: Option<u64>,
    /// Asked every thousand nodes or so whether to stop now (a clock, usually); the best
    /// move found so far is then played.
    pub stop: Option<&'a dyn Fn() -> bool>,
    /// At most this many bytes for the search's tables (the level's own size when `None`).
    pub memory: Option<u64>,
}

/// What `level` plays for `to_move` on `board`, and why; `None` when the board is full.
/// The Classic level ignores `limits`.
///
/// ```
/// use gobang_engine::ai::{Level, Limits, Reason, think};
/// use gobang_engine::{Board, Pos, Stone};
/// // Black has four in a row: White must block at one end or the other.
/// let board = Board::from_diagram(
///     "..........
///      ..........
///      ..XXXX..O.
///      ......O...
///      .....O....
///      ..........
///      ..........
///      ..........
///      ..........
///      ..........",
/// )
/// .unwrap();
/// let thought = think(&board, Stone::White, Level::Hard, Limits::default()).unwrap();
/// assert_eq!(thought.reason, Reason::Forced);
/// assert!([Pos::new(2, 1), Pos::new(2, 6)].contains(&Some(thought.best)));
/// ```
pub fn think(board: &Board, to_move: Stone, level: Level, limits: Limits<'_>) -> Option<Thought> {
    let Some(mut settings) = level.settings() else {
        let best = classic::choose(board, to_move)?;
        return Some(Thought {
            best,
            score: 0,
            depth: 1,
            nodes: 0,
            line: vec![best],
            reason: Reason::Searched,
        });
    };
    if let Some(nodes) = limits.nodes {
        settings.nodes = nodes;
        settings.vcf_nodes = settings.vcf_nodes.min(nodes / 4 + 1);
    }
    if let Some(bytes) = limits.memory {
        // Half the memory for the transposition table, at 12 bytes an entry.
        let entries = (bytes / 2 / 12).max(1 << 10);
        settings.table_bits = settings.table_bits.min(entries.ilog2());
    }
    let mut position = position::Position::new(board, to_move);
    search::think(&mut position, settings, limits.stop)
}

/// The move `level` plays for the side to move in `game` with its default budget;
/// `None` when the game is over.
pub fn choose_move(game: &Game, level: Level) -> Option<Pos> {
    if game.is_over() {
        return None;
    }
    think(game.board(), game.to_move(), level, Limits::default()).map(|t| t.best)
}
