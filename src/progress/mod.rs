//! The player's progress: every finished game against a computer level counts as a rated
//! game against that level's measured Elo, and the player's rating (Glicko-2, with its
//! uncertainty) is shown with its history, the level that makes a fair opponent now, the
//! games by level, colour and rule, and the puzzle rating; all the player's data can be
//! saved to a file and loaded on another device. Part of the lazily loaded study module.
//!
//! [`record`] holds the rules of rated play and the stored games as plain data,
//! [`summary`] what the page shows of them and [`report`] the page's report as HTML text,
//! [`file`] the progress file's format;
//! [`controller::Progress`] is the browser's end, [`views`] draw it, and [`run`], here at
//! the folder's root, mounts the page as a place of the app. See
//! `docs/progress.md`.

pub mod controller;
pub mod file;
pub mod record;
pub mod report;
pub mod summary;
pub mod texts;
pub mod views;

use leptos::prelude::*;

use crate::shell::places::{self, Door, Place};
use crate::shell::slots::page_host;
pub use controller::Links;
use controller::Progress;

/// Starts counting the page's games, mounts the page beside the game's and registers it
/// as a place of the app.
pub fn run(links: Links) {
    let Some(page) = page_host("progress-page") else {
        return;
    };
    let made = std::rc::Rc::new(std::cell::Cell::new(None));
    let keep = std::rc::Rc::clone(&made);
    let page_view = leptos::mount::mount_to(page, move || {
        let progress = Progress::new(links);
        keep.set(Some(progress));
        provide_context(progress);
        view! { <views::ProgressPage /> }
    });
    let Some(progress) = made.get() else {
        return;
    };
    places::register(
        Place::Progress,
        Door::new(
            progress.open,
            move || progress.show(),
            move || progress.close(),
        ),
    );
    // The progress lives as long as the page.
    std::mem::forget(page_view);
}
