//! Puzzles: positions in which the side to move wins by force, to be solved on a page of
//! their own that takes the game's place (the game stays underneath, untouched). Part of
//! the lazily loaded study module, so that a first visit downloads none of it; the set
//! (`puzzles.txt`) is fetched when the page first opens.
//!
//! [`attempt`] is one try as plain data, [`progress`] the person's rating, streak and
//! history with the choice of the next puzzle and the daily one, [`rating`] Glicko-2;
//! [`controller::Puzzles`] drives them, [`views`] draw it, and [`run`], here at the
//! folder's root, mounts the button among the game's and the page.

pub mod attempt;
pub mod controller;
pub mod mine;
pub mod progress;
pub mod rating;
pub mod texts;
pub mod views;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::shell::page_state::PANEL_SLOT;
use controller::{LINK_ATTRIBUTE, Puzzles, Want};

/// The id of the element among the game's buttons that holds the Puzzles button (made by
/// `assets/study_loader.js` with a stand-in button, after the study's panel).
pub const BUTTON_SLOT: &str = "puzzles-slot";

/// Mounts the Puzzles button into its slot and the puzzle page beside the game's, once
/// the game's panel is there; opens the page at once if the stand-in button was pressed
/// or the address asked for a puzzle (`?puzzle=ID`, left by the loader).
pub fn run() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(panel) = document.get_element_by_id(PANEL_SLOT) else {
        // Not yet: try again next frame.
        request_animation_frame(run);
        return;
    };
    let slot = match document.get_element_by_id(BUTTON_SLOT) {
        Some(slot) => slot,
        None => {
            let Ok(slot) = document.create_element("div") else {
                return;
            };
            slot.set_id(BUTTON_SLOT);
            let _ = panel.after_with_node_1(&slot);
            slot
        }
    };
    let _ = slot.set_attribute("class", "study puzzles-slot");
    let pressed = slot.get_attribute("data-pressed");
    let _ = slot.remove_attribute("data-pressed");
    slot.set_inner_html("");
    let (Some(body), Ok(page)) = (document.body(), document.create_element("div")) else {
        return;
    };
    page.set_id("puzzles-page");
    let _ = body.append_child(&page);
    let html = |e: &web_sys::Element| e.clone().unchecked_into::<web_sys::HtmlElement>();
    let made = std::rc::Rc::new(std::cell::Cell::new(None));
    let keep = std::rc::Rc::clone(&made);
    let page_view = leptos::mount::mount_to(html(&page), move || {
        let puzzles = Puzzles::new();
        keep.set(Some(puzzles));
        provide_context(puzzles);
        view! { <views::PuzzlePage /> }
    });
    let Some(puzzles) = made.get() else {
        return;
    };
    let button_view = leptos::mount::mount_to(html(&slot), move || {
        provide_context(puzzles);
        view! { <views::OpenButton /> }
    });
    mine::watch();
    let root = document.document_element();
    let link = root.as_ref().and_then(|r| r.get_attribute(LINK_ATTRIBUTE));
    if let Some(root) = root {
        let _ = root.remove_attribute(LINK_ATTRIBUTE);
    }
    untrack(|| match (link, pressed.as_deref()) {
        (Some(id), _) => puzzles.open_with(Want::Id(id)),
        (None, Some("puzzles")) => puzzles.open_with(Want::Next),
        _ => {}
    });
    // The puzzles live as long as the page.
    std::mem::forget((page_view, button_view));
}
