//! The page's components.

mod actions;
mod app;
mod board;
mod editor;
mod opening;
mod panel;
pub(crate) mod review;
mod status;
pub(crate) mod study_board;

pub use app::App;
