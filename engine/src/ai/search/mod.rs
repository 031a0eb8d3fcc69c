//! The search behind the levels that look ahead: threat checks first (a five to make, a
//! four to block, an open four, a win by continuous fours), then iterative-deepening
//! principal-variation alpha-beta over the points near stones, with a transposition table,
//! killer and history move ordering, late-move reductions and (in the full search)
//! singular extensions; all under a node budget and an optional stop signal (a clock, in
//! practice).
//!
//! This file is the door ([`think`] and the types a caller sees); the parts, each
//! importing only those listed after it:
//! - `root.rs`: the moves found without a search, and the defence checked after it;
//! - `deepen.rs`: iterative deepening with aspiration windows over the root moves;
//! - `move_loop.rs`: the loop over a node's moves (skips, extensions, reductions);
//! - `node.rs`: a node of the main search (early results, the table, quiet-node cuts);
//! - `quiesce.rs`: the search at the leaves, fours alone;
//! - `order.rs`: which moves a node searches and in what order, killers and history;
//! - `searcher.rs`: the search's state and what every node asks of it;
//! - `params.rs`: a level's settings and tuning as text, for tuners;
//! - `table.rs`, `clock.rs`, `settings.rs`, `thought.rs`: the transposition table's
//!   entries, time control, a level's settings, and what a search answers;
//! - `vct.rs`, `vcf.rs`: the threat searches (wins by threes and fours; by fours alone),
//!   which the root and the puzzle solver call.

mod clock;
mod deepen;
mod move_loop;
mod node;
mod order;
pub(crate) mod params;
mod quiesce;
mod root;
mod searcher;
mod settings;
mod table;
mod thought;
pub(crate) mod vcf;
pub(crate) mod vct;

pub use self::clock::Clock;
pub(crate) use self::order::{attack_order, move_pool};
pub use self::settings::{Settings, Tuning};
pub use self::thought::{Reason, Thought, WIN};

use self::searcher::Searcher;
use crate::ai::eval::position::Position;

/// Chooses a move for the side to move in `position`, within the node budget and the
/// `clock`. `None` only when the board is full.
pub fn think(position: &mut Position, settings: Settings, clock: Clock<'_>) -> Option<Thought> {
    Searcher::new(settings, clock).root(position)
}
