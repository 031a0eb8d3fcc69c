//! The Gobang page: a Leptos app around the `gobang-engine` crate. The rules of play live in
//! [`session`] (plain Rust, unit-tested natively); the components draw it and forward
//! clicks; [`Alerts`] and the paint timing are the only contact with the browser's dialogs.

pub mod bridge;
mod browser;
mod components;
pub mod desk;
pub mod editor;
mod hint;
pub mod opening_desk;
pub mod opening_messages;
pub mod opening_note;
mod opening_text;
mod play;
pub mod review;
pub mod saved;
pub mod session;
mod study;
mod study_text;
mod text;
pub mod worker_messages;

pub use browser::Alerts;
pub use components::App;
