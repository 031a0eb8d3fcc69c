//! The Gobang (Gomoku, five in a row) engine: the board, the rules, the win check and the
//! computer players. It knows nothing of the browser, so everything here is built, tested
//! and benchmarked natively.
//!
//! ```
//! use gobang_engine::{Game, GameStatus, Pos, Stone};
//!
//! let mut game = Game::new();
//! for col in 0..4 {
//!     game.play(Pos::new(9, col).unwrap()); // black builds a row
//!     game.play(Pos::new(0, col).unwrap()); // white elsewhere
//! }
//! let status = game.play(Pos::new(9, 4).unwrap());
//! assert!(matches!(status, GameStatus::Won { winner: Stone::Black, .. }));
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod ai;
mod board;
pub mod brain;
pub mod encoding;
pub mod formats;
mod game;
pub mod lesson;
pub mod opening;
mod pos;
pub mod puzzle;
mod record;
pub mod renlib;
mod rules;
mod setup;
mod stone;
mod win;

pub use board::{Board, DiagramError};
pub use game::{Game, GameStatus, PlayError};
pub use pos::{
    Direction, MAX_SIZE, MIN_SIZE, ParsePosError, Pos, PosDisplay, STANDARD_SIZE, SizeError,
};
pub use record::RecordError;
pub use rules::{Forbidden, ParseRuleError, Rule};
pub use setup::SetupError;
pub use stone::Stone;
pub use win::{Line, five_through, winning_line};
