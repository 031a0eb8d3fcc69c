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
//! folder's root, mounts the page as a place of the app.

pub mod attempt;
pub mod controller;
pub mod progress;
pub mod texts;
pub mod views;

use leptos::prelude::*;

use crate::shell::places::{self, Door, Place};
use crate::shell::slots::page_host;
use controller::Lessons;

/// Mounts the lesson page beside the game's, with the first visit's pointer to Lesson 1,
/// and registers it as a place of the app.
pub fn run() {
    let Some(page) = page_host("lessons-page") else {
        return;
    };
    let lessons = Lessons::new();
    let page_view = leptos::mount::mount_to(page, move || {
        provide_context(lessons);
        view! {
            <views::LessonPage />
            <views::Pointer />
        }
    });
    places::register(
        Place::Lessons,
        Door::new(
            lessons.open,
            move || lessons.open(),
            move || lessons.close(),
        ),
    );
    // The lessons live as long as the page.
    std::mem::forget(page_view);
}
