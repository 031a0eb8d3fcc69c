//! The page's components.

mod actions;
mod app;
mod board;
mod editor;
mod panel;
mod status;
pub(crate) mod review;
pub(crate) mod study_board;

pub use app::App;
