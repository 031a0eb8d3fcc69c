//! Where the learning pages mount: each in an element of its own at the end of the body,
//! which takes the game's place while its page is open (see [`crate::shell::places`]).

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

/// A new element `id` at the end of the body, for a page that takes the game's place.
pub fn page_host(id: &str) -> Option<HtmlElement> {
    let document = web_sys::window().and_then(|w| w.document())?;
    let (body, page) = (document.body()?, document.create_element("div").ok()?);
    page.set_id(id);
    body.append_child(&page).ok()?;
    page.dyn_into::<HtmlElement>().ok()
}
