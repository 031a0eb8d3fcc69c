//! Mounts the Gobang page.

use std::time::Duration;

use leptos::prelude::{document, request_animation_frame, set_timeout};
use wasm_bindgen::JsCast;
use web_sys::Element;

fn main() {
    console_error_panic_hook::set_once();
    // In a task of its own, apart from the wasm's start-up, so that neither is long.
    set_timeout(mount, Duration::ZERO);
}

/// Until the app is up, the page's own HTML (index.html) shows the title and the board,
/// so that the first paint does not wait for the wasm. The app is drawn aside, in a few
/// tasks (see `App`), and then takes that first page over in three frames: its board, the
/// same as the page's, then the title and the play bar, then the panel, so that nothing
/// moves and no frame's style and layout is a long task (the measurements behind the
/// three frames are in docs/performance.md).
fn mount() {
    let Ok(root) = document().create_element("div") else {
        return;
    };
    leptos::mount::mount_to(root.clone().unchecked_into(), gobang::App).forget();
    // After the parts that the app has queued, both while it was mounted and as its
    // effects first ran (the board's points): one task more to let those be queued.
    set_timeout(
        move || set_timeout(move || take_over(&root), Duration::ZERO),
        Duration::ZERO,
    );
}

/// Puts the app's board in place of the first page's, and the rest of the app once that
/// has been drawn. Without a first page (served some other way), the app is simply added
/// to the page.
fn take_over(app: &Element) {
    let page = document().get_element_by_id("page");
    let Some((page, drawn)) = page.zip(app.first_element_child()) else {
        if let Some(body) = document().body() {
            let _ = body.append_child(app);
        }
        return;
    };
    replace(&page, &drawn, ".board-frame");
    after_frame(move || {
        take_over_title_and_bar(&page, &drawn);
        after_frame(move || replace(&page, &drawn, ".panel"));
    });
}

/// Runs `then` after the next frame has been drawn (in a task apart, not the frame's own).
fn after_frame(then: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(then, Duration::ZERO));
}

/// The first element within `within` that `selector` finds.
fn find(within: &Element, selector: &str) -> Option<Element> {
    within.query_selector(selector).ok().flatten()
}

/// The first page's element that `selector` finds, replaced by the app's.
fn replace(page: &Element, drawn: &Element, selector: &str) {
    if let (Some(old), Some(new)) = (find(page, selector), find(drawn, selector)) {
        let _ = old.replace_with_with_node_1(&new);
    }
}

/// Puts the app's title and play bar in place of the first page's, keeping the page's
/// main element, its play bar and the status line in it (the app draws the status into
/// that line; see index.html for why they stay).
fn take_over_title_and_bar(page: &Element, drawn: &Element) {
    replace(page, drawn, ".title");
    // The play bar: the app's status is already drawn into the page's status line; the
    // rest of the app's play bar (notices, actions, the announcer) follows it.
    if let (Some(bar), Some(new_bar)) = (find(page, ".play-bar"), find(drawn, ".play-bar")) {
        if let Some(shell) = find(&bar, "[data-shell]") {
            shell.remove();
        }
        while let Some(node) = new_bar.first_child() {
            let _ = bar.append_child(&node);
        }
    }
}
