//! The contract between the page and the study module, two wasm modules that share no
//! memory: where the study module draws on the page, and what the page tells it.

/// The id of the element over the board where the study module draws its board.
pub const BOARD_SLOT: &str = "study-board";
/// The id of the element among the game's buttons where the study module draws its own.
pub const PANEL_SLOT: &str = "study-panel";
