//! The page's components.

mod actions;
mod app;
mod board;
mod panel;
mod status;

pub use app::App;
