//! Lessons: short texts with positions on which the person is asked to do something
//! ("make an open four", "stop white's four"), from the first steps to winning by fours,
//! on a page of their own that takes the game's place (the game stays underneath,
//! untouched). Part of the lazily loaded study module; the set (`lessons.txt`, read by
//! [`gobang_engine::lesson`]) is fetched when the page first opens.
//!
//! [`attempt`] is one try at a task as plain data (the engine's judge says whether a move
//! does what the task asks), [`progress`] the person's way through the lessons as kept in
//! the browser, [`texts`] what the page says in both languages;
//! [`controller::Lessons`] drives them, [`views`] draw it, and [`run`], here at the
//! folder's root, mounts the button among the game's and the page.

pub mod attempt;
pub mod controller;
pub mod progress;
pub mod texts;
pub mod views;

use leptos::prelude::*;

use crate::shell::slots::{Slot, button_slot, page_host};
use controller::Lessons;

/// The id of the Lessons button's slot in the learning row (see [`crate::shell::slots`]).
pub const BUTTON_SLOT: &str = "lessons-slot";

/// Mounts the Lessons button into its slot and the lesson page beside the game's, once
/// the game's panel is there; opens the page at once if the stand-in button was pressed.
pub fn run() {
    let (slot, pressed) = match button_slot(BUTTON_SLOT) {
        Slot::NotYet => {
            request_animation_frame(run);
            return;
        }
        Slot::Missing => return,
        Slot::Found { slot, pressed } => (slot, pressed),
    };
    let Some(page) = page_host("lessons-page") else {
        return;
    };
    let lessons = Lessons::new();
    let page_view = leptos::mount::mount_to(page, move || {
        provide_context(lessons);
        view! { <views::LessonPage /> }
    });
    let button_view = leptos::mount::mount_to(slot, move || {
        provide_context(lessons);
        view! { <views::OpenButton /> }
    });
    if pressed {
        untrack(|| lessons.open());
    }
    // The lessons live as long as the page.
    std::mem::forget((page_view, button_view));
}
