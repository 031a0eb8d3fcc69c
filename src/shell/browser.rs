//! What the app needs from the browser beyond the DOM: dialogs, paint timing, the
//! address, the clipboard, saved settings, the date, downloads, the root's attributes and
//! fetched text files, and a list scrolled to keep an item in view.

use std::sync::Arc;

use leptos::prelude::request_animation_frame;
use wasm_bindgen::JsCast;

/// Shows the game's messages (press Start, won, lost, draw). On the page these are the
/// browser's alerts (gloo-dialogs); component tests provide their own through Leptos
/// context to record what would have been shown.
#[derive(Clone)]
pub struct Alerts(Arc<dyn Fn(&str) + Send + Sync>);

impl Alerts {
    /// Alerts that call the browser's `window.alert`.
    pub fn browser() -> Alerts {
        Alerts::new(gloo_dialogs::alert)
    }

    /// Alerts shown by `show`.
    pub fn new(show: impl Fn(&str) + Send + Sync + 'static) -> Alerts {
        Alerts(Arc::new(show))
    }

    /// Shows `message`.
    pub fn show(&self, message: &str) {
        (self.0)(message)
    }
}

/// Runs `f` once the current DOM changes have been painted: the callback of the second
/// animation frame runs after the first frame, which carries the changes, is on screen.
/// Alerts block painting, so a win is announced this way after its last stone is visible.
pub fn after_paint(f: impl FnOnce() + 'static) {
    request_animation_frame(move || request_animation_frame(f));
}

/// Milliseconds since the page started, for measuring how long the computer took.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// A seed for the computer's chances, at random: `Math.random` is enough, since it only
/// has to differ from game to game, not to be unguessable.
pub fn random_seed() -> u32 {
    (js_sys::Math::random() * 4_294_967_296.0) as u32
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The width of the window in CSS pixels (0 where it cannot be read).
pub fn screen_width() -> f64 {
    web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|w| w.as_f64())
        .unwrap_or(0.0)
}

/// A setting saved in the browser (`localStorage`), if there is one and storage works.
pub fn load_setting(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Saves a setting; where storage is unavailable (some private modes) it is not kept.
pub fn save_setting(key: &str, value: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(key, value);
    }
}

/// Forgets a setting.
pub fn remove_setting(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// The browser's preferred languages, most preferred first.
pub fn languages() -> Vec<String> {
    web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|l| l.as_string())
                .collect()
        })
        .unwrap_or_default()
}

/// Tells the browser (and screen readers) the page's language, and sets its title.
pub fn set_document_language(code: &str, title: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", code);
    }
    document.set_title(title);
}

/// The address's fragment, `#` included (empty when there is none).
pub fn hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The page's address without its fragment.
pub fn address_without_hash() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_owned()
}

/// Removes the fragment from the address without reloading the page or adding to the
/// history.
pub fn clear_hash() {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&address_without_hash()),
        );
    }
}

/// Undoes the percent-encoding of an address component (`%20` and the like).
pub fn decode_uri(text: &str) -> String {
    js_sys::decode_uri_component(text)
        .map(String::from)
        .unwrap_or_else(|_| text.to_owned())
}

/// Puts the focus in the text field matching `selector` with all its text selected, so
/// that Ctrl+C copies it; nothing happens without one.
pub fn select_text(selector: &str) {
    if let Some(field) = find::<web_sys::HtmlTextAreaElement>(selector) {
        let _ = field.focus();
        field.select();
    }
}

/// Moves the keyboard's focus to the element `selector` finds, if any.
pub fn focus(selector: &str) {
    if let Some(element) = find::<web_sys::HtmlElement>(selector) {
        let _ = element.focus();
    }
}

/// The page's first element matching `selector`, if it is a `T`.
fn find<T: JsCast>(selector: &str) -> Option<T> {
    web_sys::window()?
        .document()?
        .query_selector(selector)
        .ok()
        .flatten()?
        .dyn_into::<T>()
        .ok()
}

/// Once painted: focuses `heading` (a page that takes the game's place: the button pressed
/// is hidden with the game) and shows the page from its top.
pub fn focus_page(heading: &'static str) {
    after_paint(move || {
        focus(heading);
        if let Some(window) = web_sys::window() {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
}

/// Scrolls `list` itself, never the page, so that its item matching `selector` shows
/// whole (the list's top when none matches, as at the start of a game). The item may sit
/// in lists nested inside `list` (a side line of the analysis tree).
pub fn keep_in_view(list: &web_sys::Element, selector: &str) {
    let Some(item) = list.query_selector(selector).ok().flatten() else {
        list.set_scroll_top(0);
        return;
    };
    let (box_, at) = (
        list.get_bounding_client_rect(),
        item.get_bounding_client_rect(),
    );
    let from = f64::from(list.scroll_top());
    let top = at.top() - box_.top() + from;
    let bottom = at.bottom() - box_.top() + from;
    let height = f64::from(list.client_height());
    if top < from {
        list.set_scroll_top(top.floor() as i32);
    } else if bottom > from + height {
        list.set_scroll_top((bottom - height).ceil() as i32);
    }
}

/// Puts `text` on the clipboard; `done` learns whether the browser allowed it.
pub fn copy_to_clipboard(text: String, done: impl FnOnce(bool) + 'static) {
    let Some(clipboard) = web_sys::window().map(|w| w.navigator().clipboard()) else {
        done(false);
        return;
    };
    let promise = clipboard.write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// The local date as `YYYY-MM-DD`.
pub fn local_date() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}

/// Offers `text` as a download named `name` (a `data:` link clicked, so that no object URL
/// has to be freed).
pub fn download_text(name: &str, text: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(link) = document
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let href = format!(
        "data:text/plain;charset=utf-8,{}",
        js_sys::encode_uri_component(text)
    );
    let _ = link.set_attribute("href", &href);
    let _ = link.set_attribute("download", name);
    link.click();
}

/// Reloads the page.
pub fn reload() {
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}

/// Sets the document element's attribute `name` to `value`, or removes it with `None`
/// (the learning pages mark the root while open, so that the stylesheet hides the game).
pub fn set_root_attribute(name: &str, value: Option<&str>) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = match value {
            Some(value) => root.set_attribute(name, value),
            None => root.remove_attribute(name),
        };
    }
}

/// The text at `url`, or `None` when it cannot be fetched.
pub async fn fetch_text(url: &str) -> Option<String> {
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(url)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}
