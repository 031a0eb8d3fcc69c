//! The Gobang page: a Leptos app around the `gobang-engine` crate, in feature folders over
//! shared layers. From the bottom up:
//!
//! - [`game`]: a game as plain data (the match, saved games and links, hints), tested
//!   natively;
//! - [`shell`]: the browser's dialogs, storage and address, the texts, the seam between
//!   the page and the study module, and what the study module's features lend each other;
//! - [`worker`]: what the page and the study module say to the engine's workers;
//! - [`board`]: the board component every feature draws with;
//! - the features: [`play`] (the game on the page, its record and its result), [`study`]
//!   (review, analysis, editor), [`opening`] (tournament openings' steps), [`puzzles`],
//!   [`lessons`], [`library`] (RenLib opening libraries) and [`progress`] (the player's
//!   rating and rated games);
//! - [`app`]: the page's frame, which mounts the play views.
//!
//! A feature imports from its own folder, the layers below it and the engine, never from
//! another feature. The binaries alone decide which wasm file carries what: the page
//! (`src/main.rs`) carries the app and play's views; the study module (`src/bin/study.rs`)
//! everything else, play's record and result among it, and wires what one feature needs
//! of another.

pub mod app;
pub mod board;
pub mod exchange;
pub mod game;
pub mod lessons;
pub mod library;
pub mod opening;
pub mod play;
pub mod progress;
pub mod puzzles;
pub mod shell;
pub mod study;
pub mod worker;

pub use app::App;
pub use shell::browser::Alerts;
