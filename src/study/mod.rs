//! The study: stepping through a game, its review, the analysis and the board editor, in
//! the study module, a second wasm module (`src/bin/study.rs`) that the page loads once
//! it is up, so that a first visit downloads none of it. [`desk::Desk`] is its
//! controller; the views ([`views`]) draw from it, and [`run`], here at the folder's root,
//! mounts them into the slots the page leaves.

pub mod analysis_texts;
pub mod desk;
pub mod editor;
pub mod page;
pub mod review;
pub mod state;
pub mod texts;
pub mod variations;
pub mod views;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

use crate::shell::links::{OpeningOnBoard, StudyLink};
use crate::shell::places::{self, Door, Place};
use crate::shell::seam::{BOARD_SLOT, PANEL_SLOT};
use desk::Desk;

/// Mounts the study's board and panel into their slots on the page, once both are there
/// (the page draws its panel a frame after its board), its board showing `opening` while
/// one is under way; then tells `up` what the desk does for the other features.
pub fn run(opening: OpeningOnBoard, up: fn(StudyLink)) {
    let document = web_sys::window().and_then(|w| w.document());
    let slots = document.as_ref().and_then(|d| {
        let board = d.get_element_by_id(BOARD_SLOT)?;
        let panel = d.get_element_by_id(PANEL_SLOT)?;
        Some((board, panel))
    });
    let Some((board, panel)) = slots else {
        // Not yet: try again next frame.
        request_animation_frame(move || run(opening, up));
        return;
    };
    // The desk is made inside the first mount, which sets up the browser's task queue
    // that its effects need.
    let html = |e: &Element| e.clone().unchecked_into::<web_sys::HtmlElement>();
    // The loader's stand-in buttons give way, and the one pressed (if any) is done.
    let pressed = panel.get_attribute("data-pressed");
    let _ = panel.remove_attribute("data-pressed");
    panel.set_inner_html("");
    let made = std::rc::Rc::new(std::cell::Cell::new(None));
    let keep = std::rc::Rc::clone(&made);
    let state = board.clone();
    let panel_view = leptos::mount::mount_to(html(&panel), move || {
        let desk = Desk::new(state, opening);
        desk.start();
        keep.set(Some((desk, desk.link())));
        provide_context(desk);
        view! { <views::panel::StudyPanel /> }
    });
    let Some((desk, link)) = made.get() else {
        return;
    };
    let board_view = leptos::mount::mount_to(html(&board), move || {
        provide_context(desk);
        view! { <views::board::StudyBoard /> }
    });
    untrack(|| match pressed.as_deref() {
        Some("review") if desk.can_study() => desk.toggle_review(),
        Some("analysis") if desk.can_analyse() => desk.toggle_analysis(),
        Some("edit") => desk.toggle_edit(),
        _ => {}
    });
    // Variations from a link, left by the loader.
    if let Some(root) = document.and_then(|d| d.document_element())
        && let Some(tree) = root.get_attribute("data-tree")
    {
        let _ = root.remove_attribute("data-tree");
        untrack(|| desk.want_tree(tree));
    }
    places::register(
        Place::Analysis,
        Door::new(
            desk.study.analysis_on,
            move || desk.enter_analysis(),
            move || desk.leave_analysis(),
        ),
    );
    // The study lives as long as the page.
    std::mem::forget((board_view, panel_view));
    up(link);
}
