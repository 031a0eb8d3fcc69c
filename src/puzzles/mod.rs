//! Puzzles: positions in which the side to move wins by force, to be solved on a page of
//! their own that takes the game's place (the game stays underneath, untouched). Part of
//! the lazily loaded study module, so that a first visit downloads none of it; the set
//! (`puzzles.txt`) is fetched when the page first opens.
//!
//! [`attempt`] is one try as plain data, [`progress`] the person's rating (Glicko-2, in
//! [`crate::game::rating`]), streak and history with the choice of the next puzzle and the
//! daily one; [`controller::Puzzles`] drives them, [`views`] draw it, and [`run`], here at the
//! folder's root, mounts the button among the game's and the page.

pub mod attempt;
pub mod controller;
pub mod mine;
pub mod progress;
pub mod texts;
pub mod views;

use leptos::prelude::*;

use crate::shell::slots::{Slot, button_slot, page_host};
use controller::{LINK_ATTRIBUTE, Puzzles, Want};

/// The id of the Puzzles button's slot in the learning row (see [`crate::shell::slots`]).
pub const BUTTON_SLOT: &str = "puzzles-slot";

/// Mounts the Puzzles button into its slot and the puzzle page beside the game's, once
/// the game's panel is there; opens the page at once if the stand-in button was pressed
/// or the address asked for a puzzle (`?puzzle=ID`, left by the loader).
pub fn run() {
    let (slot, pressed) = match button_slot(BUTTON_SLOT) {
        Slot::NotYet => {
            request_animation_frame(run);
            return;
        }
        Slot::Missing => return,
        Slot::Found { slot, pressed } => (slot, pressed),
    };
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
    let button_view = leptos::mount::mount_to(slot, move || {
        provide_context(puzzles);
        view! { <views::OpenButton /> }
    });
    mine::watch();
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    let link = root.as_ref().and_then(|r| r.get_attribute(LINK_ATTRIBUTE));
    if let Some(root) = root {
        let _ = root.remove_attribute(LINK_ATTRIBUTE);
    }
    untrack(|| match (link, pressed) {
        (Some(id), _) => puzzles.open_with(Want::Id(id)),
        (None, true) => puzzles.open_with(Want::Next),
        _ => {}
    });
    // The puzzles live as long as the page.
    std::mem::forget((page_view, button_view));
}
