//! A learned evaluation (issue 41): a small network over the multisets of line patterns of
//! the empty points, pooled per colour, then two small layers (docs/learning.md, "Training"). The float
//! network ([`FloatNetwork`], the trainer's `.gvf`) is the reference; the engine runs the
//! integer [`Network`] made from it, whose pooled sums the position keeps up to date move
//! by move. The search uses it instead of the weighed features when a search is given one
//! ([`Limits::network`](crate::ai::Limits::network)); no level does by default.

mod float;
mod format;
mod quantized;
mod rank;

pub use float::{FloatNetwork, GVF_MAGIC};
pub use format::{
    CheckVector, HIDDEN, MULTISETS, NetworkError, POOL, SCORE_SCALE, Sample, SamplePoint, WIDTH,
};
pub use quantized::{Accumulator, GVN_MAGIC, MAX_PENDING, Network, Pending, Shifts, add_pending};
pub use rank::{rank, ranks};
