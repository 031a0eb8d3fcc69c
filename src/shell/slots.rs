//! The learning pages' places on the page: the row of buttons after the study's panel
//! (`#learn-row`, made by `assets/study_loader.js` with a stand-in button in each of its
//! slots until the study module is up) and the pages themselves, each of which takes the
//! game's place while open.
//!
//! A feature mounts its button into its slot with [`button_slot`] and its page into the
//! element [`page_host`] makes.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// The row after the study's panel that holds the learning pages' buttons.
pub const LEARN_ROW: &str = "learn-row";

/// Where a feature's button goes, as far as the page is built.
pub enum Slot {
    /// The page's panel is not there yet: ask again next frame.
    NotYet,
    /// The slot is there, emptied of its stand-in; `pressed` says whether the stand-in was
    /// pressed before the module was up (the feature then opens its page at once).
    Found {
        /// The element to mount the button into.
        slot: HtmlElement,
        /// Whether the person pressed the stand-in.
        pressed: bool,
    },
    /// There is no document, or no slot of that id (a page built without the loader).
    Missing,
}

/// Takes the slot `id` (e.g. `lessons-slot`) in the learning row: reads and clears its
/// stand-in's `data-pressed` and empties it, ready for the feature's own button.
pub fn button_slot(id: &str) -> Slot {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return Slot::Missing;
    };
    if document.get_element_by_id(LEARN_ROW).is_none() {
        return Slot::NotYet;
    }
    let Some(slot) = document.get_element_by_id(id) else {
        return Slot::Missing;
    };
    let pressed = slot.get_attribute("data-pressed").is_some();
    let _ = slot.remove_attribute("data-pressed");
    slot.set_inner_html("");
    match slot.dyn_into::<HtmlElement>() {
        Ok(slot) => Slot::Found { slot, pressed },
        Err(_) => Slot::Missing,
    }
}

/// A new element `id` at the end of the body, for a page that takes the game's place.
pub fn page_host(id: &str) -> Option<HtmlElement> {
    let document = web_sys::window().and_then(|w| w.document())?;
    let (body, page) = (document.body()?, document.create_element("div").ok()?);
    page.set_id(id);
    body.append_child(&page).ok()?;
    page.dyn_into::<HtmlElement>().ok()
}
