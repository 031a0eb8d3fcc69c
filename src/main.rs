//! Mounts the Gobang page.

fn main() {
    console_error_panic_hook::set_once();
    // Until the app is up, the page's own HTML shows the title and the board (so that the
    // first paint does not wait for the wasm). The app draws the same page in its place,
    // in the same task, so that no frame shows neither.
    if let Some(shell) = leptos::prelude::document().get_element_by_id("shell") {
        shell.remove();
    }
    leptos::mount::mount_to_body(gobang::App);
}
