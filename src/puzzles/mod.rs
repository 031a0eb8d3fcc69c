//! Puzzles: positions in which the side to move wins by force, to be solved on a page of
//! their own that takes the game's place (the game stays underneath, untouched). Part of
//! the lazily loaded study module, so that a first visit downloads none of it; the set
//! (`puzzles.txt`) is fetched when the page first opens.
//!
//! [`attempt`] is one try as plain data, [`progress`] the person's rating (Glicko-2, in
//! [`crate::game::rating`]), streak and history with the choice of the next puzzle and the
//! daily one; [`controller::Puzzles`] drives them, [`views`] draw it, and [`run`], here at the
//! folder's root, mounts the page as a place of the app.

pub mod attempt;
pub mod controller;
pub mod mine;
pub mod progress;
pub mod texts;
pub mod views;

use leptos::prelude::*;

use crate::shell::places::{self, Door, Place};
use crate::shell::slots::page_host;
use controller::{LINK_ATTRIBUTE, Puzzles, Want};

/// Mounts the puzzle page beside the game's and registers it as a place of the app;
/// opens it at once on the puzzle the address asked for (`?puzzle=ID`, left by the
/// loader).
pub fn run() {
    let Some(page) = page_host("puzzles-page") else {
        return;
    };
    let made = std::rc::Rc::new(std::cell::Cell::new(None));
    let keep = std::rc::Rc::clone(&made);
    let page_view = leptos::mount::mount_to(page, move || {
        let puzzles = Puzzles::new();
        keep.set(Some(puzzles));
        provide_context(puzzles);
        view! { <views::PuzzlePage /> }
    });
    let Some(puzzles) = made.get() else {
        return;
    };
    mine::watch();
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    let link = root.as_ref().and_then(|r| r.get_attribute(LINK_ATTRIBUTE));
    if let Some(root) = root {
        let _ = root.remove_attribute(LINK_ATTRIBUTE);
    }
    if let Some(id) = link {
        untrack(|| puzzles.open_with(Want::Id(id)));
    }
    places::register(
        Place::Puzzles,
        Door::new(
            puzzles.open,
            move || puzzles.open_with(Want::Next),
            move || puzzles.close(),
        ),
    );
    // The puzzles live as long as the page.
    std::mem::forget(page_view);
}
