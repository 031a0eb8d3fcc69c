//! The page's components.

mod app;
mod board;
mod panel;

pub use app::App;
