//! Component tests: the whole App mounted in headless Chromium, clicked as a person would,
//! with the alerts recorded instead of shown. Run with
//! `cargo test --target wasm32-unknown-unknown --test components`.
#![cfg(target_arch = "wasm32")]

use std::sync::{Arc, Mutex};

use gobang::{Alerts, App};
use gobang_engine::ai::Level;
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

/// The points where the person to move can put a stone (the board says whose turn it is,
/// each point whether it is taken or forbidden).
const PLAYABLE: &str =
    r#".board[data-playable="true"] .cell:not([data-stone]):not([data-forbidden])"#;

/// The App mounted in its own element, with every alert it shows recorded.
struct Page {
    root: HtmlElement,
    alerts: Arc<Mutex<Vec<String>>>,
    _mounted: Box<dyn std::any::Any>,
}

impl Page {
    /// Mounts a fresh App: nothing saved from an earlier test (settings, a game in
    /// progress) carries over.
    async fn open() -> Page {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .map(|s| s.clear());
        let document = document();
        let root: HtmlElement = document.create_element("div").unwrap().unchecked_into();
        document.body().unwrap().append_child(&root).unwrap();
        let alerts = Arc::new(Mutex::new(Vec::new()));
        let recorder = alerts.clone();
        let mounted = mount_to(root.clone(), move || {
            provide_context(Alerts::new(move |m| {
                recorder.lock().unwrap().push(m.to_owned())
            }));
            view! { <App /> }
        });
        tick().await;
        let page = Page {
            root,
            alerts,
            _mounted: Box::new(mounted),
        };
        // The board is drawn first (its points a task later), the panel after it.
        page.wait_until("the board is drawn", |p| {
            p.count("[data-row][data-col]") == 361
        })
        .await;
        page.wait_until("the panel is shown", |p| {
            p.count(r#"[data-testid="level"]"#) == 1
        })
        .await;
        // The Classic level answers at once and the same way every time.
        page.choose_level("classic").await;
        page
    }

    fn find(&self, selector: &str) -> HtmlElement {
        self.root
            .query_selector(selector)
            .unwrap()
            .unwrap_or_else(|| panic!("nothing matches {selector}"))
            .unchecked_into()
    }

    fn count(&self, selector: &str) -> u32 {
        self.root.query_selector_all(selector).unwrap().length()
    }

    fn cell(&self, row: usize, col: usize) -> HtmlElement {
        self.find(&format!(r#"[data-row="{row}"][data-col="{col}"]"#))
    }

    fn stone(&self, row: usize, col: usize) -> Option<String> {
        self.cell(row, col).get_attribute("data-stone")
    }

    fn text(&self, test_id: &str) -> String {
        self.find(&format!(r#"[data-testid="{test_id}"]"#))
            .text_content()
            .unwrap_or_default()
    }

    fn alerts(&self) -> Vec<String> {
        self.alerts.lock().unwrap().clone()
    }

    /// Chooses the computer's level as a person would, in the select.
    async fn choose_level(&self, level: &str) {
        let select: web_sys::HtmlSelectElement =
            self.find(r#"[data-testid="level"]"#).unchecked_into();
        select.set_value(level);
        let change = web_sys::Event::new("change").unwrap();
        select.dispatch_event(&change).unwrap();
        tick().await;
    }

    async fn click(&self, selector: &str) {
        self.find(selector).click();
        tick().await;
    }

    async fn click_cell(&self, row: usize, col: usize) {
        self.cell(row, col).click();
        tick().await;
    }

    /// Waits (up to 5 s) until `done` holds, checking every 10 ms.
    async fn wait_until(&self, what: &str, done: impl Fn(&Page) -> bool) {
        wait_for(what, || done(self)).await;
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        self.root.remove();
    }
}

async fn tick() {
    leptos::task::tick().await;
}

/// Waits (up to 5 s) until `done` holds, checking every 10 ms.
async fn wait_for(what: &str, done: impl Fn() -> bool) {
    for _ in 0..500 {
        tick().await;
        if done() {
            return;
        }
        sleep_ms(10).await;
    }
    panic!("timed out waiting until {what}");
}

/// The element matching `selector` in `root`, once it is there (the panel is drawn a
/// frame after the board).
async fn shown(root: &HtmlElement, selector: &str) -> HtmlElement {
    let find = || root.query_selector(selector).unwrap();
    wait_for(selector, || find().is_some()).await;
    find().unwrap().unchecked_into()
}

async fn sleep_ms(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

#[wasm_bindgen_test]
async fn the_page_starts_with_an_empty_board_and_computer_first() {
    let page = Page::open().await;
    assert_eq!(page.count("[data-row][data-col]"), 361);
    assert_eq!(page.count("[data-stone]"), 0);
    assert_eq!(page.text("start"), "Start game");
    let computer_first: HtmlInputElement = page
        .find(r#"[data-testid="first-computer"]"#)
        .unchecked_into();
    let me_first: HtmlInputElement = page.find(r#"[data-testid="first-me"]"#).unchecked_into();
    assert!(computer_first.checked());
    assert!(!me_first.checked());
    assert!(page.text("status").contains("press “Start game”"));
    assert_eq!(page.count(PLAYABLE), 0);
}

#[wasm_bindgen_test]
async fn a_click_before_start_asks_to_press_start() {
    let page = Page::open().await;
    page.click_cell(9, 9).await;
    assert_eq!(page.count("[data-stone]"), 0);
    let alerts = page.alerts();
    assert_eq!(alerts.len(), 1);
    assert!(alerts[0].contains("Start game"), "{alerts:?}");
}

#[wasm_bindgen_test]
async fn computer_first_opens_at_the_centre_and_answers() {
    let page = Page::open().await;
    page.click(r#"[data-testid="start"]"#).await;
    assert_eq!(page.text("start"), "End game");
    assert_eq!(page.stone(9, 9).as_deref(), Some("black"));
    assert_eq!(page.count("[data-stone]"), 1);
    let status = page.text("status");
    assert!(status.contains("Computer: black"), "{status}");
    assert!(status.contains("You: white"), "{status}");
    assert!(status.contains("your turn"), "{status}");
    // Every empty point takes a stone; the centre does not.
    assert_eq!(page.count(PLAYABLE), 360);
    assert!(page.cell(9, 9).matches(PLAYABLE).is_ok_and(|m| !m));

    page.click_cell(9, 9).await;
    assert_eq!(page.count("[data-stone]"), 1);
    assert!(page.alerts().is_empty());

    page.click_cell(8, 8).await;
    assert_eq!(page.stone(8, 8).as_deref(), Some("white"));
    assert!(page.text("status").contains("thinking"));
    assert_eq!(page.count(PLAYABLE), 0);
    page.wait_until("the computer answers", |p| p.count("[data-stone]") == 3)
        .await;
    assert!(page.text("status").contains("your turn"));
    assert_eq!(page.count(r#"[data-stone="black"]"#), 2);
}

#[wasm_bindgen_test]
async fn me_first_gives_the_person_black() {
    let page = Page::open().await;
    page.click(r#"[data-testid="first-me"]"#).await;
    page.click(r#"[data-testid="start"]"#).await;
    assert_eq!(page.count("[data-stone]"), 0);
    assert!(page.text("status").contains("You: black"));
    page.click_cell(3, 4).await;
    assert_eq!(page.stone(3, 4).as_deref(), Some("black"));
    page.wait_until("the computer answers", |p| {
        p.count(r#"[data-stone="white"]"#) == 1
    })
    .await;
}

#[wasm_bindgen_test]
async fn the_radio_choice_applies_when_a_game_starts() {
    let page = Page::open().await;
    page.click(r#"[data-testid="start"]"#).await;
    page.click(r#"[data-testid="first-me"]"#).await;
    // The game on keeps its colours until the next Start.
    assert!(page.text("status").contains("You: white"));
    page.click(r#"[data-testid="start"]"#).await;
    page.click(r#"[data-testid="start"]"#).await;
    assert!(page.text("status").contains("You: black"));
    assert_eq!(page.count("[data-stone]"), 0);
}

#[wasm_bindgen_test]
async fn end_clears_the_board_and_drops_the_pending_answer() {
    let page = Page::open().await;
    page.click(r#"[data-testid="start"]"#).await;
    page.click_cell(0, 0).await;
    // End while the computer is still to answer: the person has moved, so End asks first.
    page.click(r#"[data-testid="start"]"#).await;
    assert_eq!(page.text("start"), "End game");
    page.click(r#"[data-testid="confirm-end"]"#).await;
    assert_eq!(page.text("start"), "Start game");
    assert_eq!(page.count("[data-stone]"), 0);
    page.click(r#"[data-testid="first-me"]"#).await;
    page.click(r#"[data-testid="start"]"#).await;
    page.click_cell(18, 18).await;
    page.wait_until("the new game's answer", |p| p.count("[data-stone]") == 2)
        .await;
    // Only the new game's stones are there: the old answer never landed.
    assert_eq!(page.stone(18, 18).as_deref(), Some("black"));
    assert_eq!(page.count(r#"[data-stone="white"]"#), 1);
    assert!(page.alerts().is_empty());
}

#[wasm_bindgen_test]
async fn the_level_select_changes_the_level_and_remembers_it() {
    let page = Page::open().await;
    let select: web_sys::HtmlSelectElement = page.find(r#"[data-testid="level"]"#).unchecked_into();
    assert_eq!(select.value(), "classic");
    assert_eq!(select.length(), Level::ALL.len() as u32);
    page.choose_level("expert").await;
    let saved = web_sys::window()
        .unwrap()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("gobang.level")
        .unwrap();
    assert_eq!(saved.as_deref(), Some("expert"));
    // A page opened later starts at the remembered level (then Page::open sets classic).
    drop(page);
    let root: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&root).unwrap();
    let _mounted = mount_to(root.clone(), || view! { <App /> });
    let select: web_sys::HtmlSelectElement = shown(&root, r#"[data-testid="level"]"#)
        .await
        .unchecked_into();
    assert_eq!(select.value(), "expert");
    root.remove();
}
