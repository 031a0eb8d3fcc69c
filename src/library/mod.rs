//! RenLib opening libraries: a `.lib` file the person opens (read by
//! [`gobang_engine::renlib`]) walked move by move on a page of its own that takes the
//! game's place (the game stays underneath, untouched), with the library's comments,
//! marks and board texts; a line can be played against the computer or analysed. Part
//! of the lazily loaded study module.
//!
//! [`walk`] is the walk through a library as plain data, [`texts`] what the page says in
//! both languages; [`controller::Browse`] drives them, [`views`] draw it, and [`run`],
//! here at the folder's root, mounts the page as a place of the app (with no library, it
//! offers to open one); [`open`] shows a library read. A line analysed opens on the
//! study's analysis board, which the study lends ([`lend_study`]).

pub mod controller;
pub mod texts;
pub mod views;
pub mod walk;

use std::cell::{Cell, OnceCell};

use gobang_engine::renlib::{self, LibraryError};
use leptos::prelude::*;

use crate::shell::links::StudyLink;
use crate::shell::places::{self, Door, Place};
use crate::shell::slots::page_host;
use controller::Browse;

thread_local! {
    /// The library page, once mounted: it lives as long as the page.
    static PAGE: OnceCell<Option<Browse>> = const { OnceCell::new() };
    /// What the study's desk does for the library, once it is up.
    static STUDY: Cell<Option<StudyLink>> = const { Cell::new(None) };
}

/// Takes what the study's desk does for the library (`src/bin/study.rs` wires it).
pub fn lend_study(study: StudyLink) {
    STUDY.with(|s| s.set(Some(study)));
    if let Some(Some(browse)) = PAGE.with(|page| page.get().copied()) {
        browse.lend(study);
    }
}

/// Mounts the library page beside the game's and registers it as a place of the app.
pub fn run() {
    let Some(browse) = PAGE.with(|page| *page.get_or_init(mount)) else {
        return;
    };
    places::register(
        Place::Library,
        Door::new(browse.open, move || browse.show(), move || browse.close()),
    );
}

/// Opens the library file `name` (its bytes) on the library page; a file that cannot be
/// read opens nothing (and a library shown before stays).
///
/// # Errors
/// The reader's [`LibraryError`], which the record box or the library page says.
pub fn open(name: String, bytes: Vec<u8>) -> Result<(), LibraryError> {
    let library = renlib::read_with(&bytes, crate::exchange::decoder())?;
    let browse = PAGE.with(|page| *page.get_or_init(mount));
    if let Some(browse) = browse {
        untrack(|| browse.take(name, library));
    }
    Ok(())
}

/// Mounts the library page beside the game's; `None` without a document.
fn mount() -> Option<Browse> {
    let host = page_host("library-page")?;
    let browse = Browse::new(STUDY.with(Cell::get));
    let view = leptos::mount::mount_to(host, move || {
        provide_context(browse);
        view! { <views::LibraryPage /> }
    });
    std::mem::forget(view);
    Some(browse)
}
