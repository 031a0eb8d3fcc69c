//! The game on the page: a person against the computer, two people, or the computer
//! against itself. [`controller::Play`] holds the page's signals and handlers; the views
//! beside it draw the status and the notices ([`status`], [`notice`]), the game's actions
//! ([`actions`]) and the setup, the options (the theme among them) and the rules
//! ([`setup`]).
//!
//! The game's record ([`record`]) and, after a game, its result ([`result`]) ship in the
//! study module (the page's first download carries none of them): they see the page's
//! game through the seam ([`played`]), and [`mount_in_study`] mounts them.

pub mod actions;
pub mod board;
pub mod controller;
pub mod notice;
pub mod played;
pub mod played_texts;
pub mod record;
pub mod result;
pub mod setup;
pub mod status;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::shell::links::StudyLink;
use crate::shell::seam::{PANEL_SLOT, RECORD_SLOT};
use played::PlayedGame;

/// Mounts the game's result, first in the study's panel, and its record into its slot on
/// the page (once the page has drawn it), for the study module once its desk is up; the
/// result's offer of another level reads the player's fair level from `fair`.
pub fn mount_in_study(study: StudyLink, fair: fn() -> Option<gobang_engine::ai::Level>) {
    let played = PlayedGame::new(study);
    let document = web_sys::window().and_then(|w| w.document());
    let place = document.as_ref().and_then(|d| {
        let result = d.create_element("div").ok()?;
        d.get_element_by_id(PANEL_SLOT)?
            .prepend_with_node_1(&result)
            .ok()?;
        Some(result.unchecked_into())
    });
    if let Some(place) = place {
        let view = leptos::mount::mount_to(place, move || {
            provide_context(played);
            view! { <result::ResultBox fair /> }
        });
        // It lives as long as the page.
        std::mem::forget(view);
    }
    mount_record(played);
}

/// Mounts the record box into its slot, once the page has drawn it (after its board and
/// its play bar): until then, a frame later.
fn mount_record(played: PlayedGame) {
    let slot = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(RECORD_SLOT));
    let Some(slot) = slot else {
        request_animation_frame(move || mount_record(played));
        return;
    };
    let view = leptos::mount::mount_to(slot.unchecked_into(), move || {
        provide_context(played);
        view! { <record::RecordBox /> }
    });
    std::mem::forget(view);
}
