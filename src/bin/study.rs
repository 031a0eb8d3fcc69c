//! The study module: the review, the analysis, the board editor, the puzzles, the lessons
//! and the player's progress, a second wasm module that the page loads once it is up
//! (`assets/study_loader.js`), so that a first visit downloads none of it. It draws into
//! slots the page leaves for it and talks to the page through `gobang::shell::page_state`;
//! its engine work runs in a worker of its own. Here, at the root, the features are wired
//! to each other: the progress page shows the puzzle rating and checks the puzzles' and
//! the lessons' data in a progress file through their own readers.

use gobang::progress::Links;
use gobang::puzzles::mine::store;
use gobang::puzzles::progress::Progress;
use gobang::shell::browser::load_setting;
use gobang::shell::keys::{LESSONS_KEY, MINED_KEY, OWN_PUZZLES_KEY, PUZZLES_KEY};

fn main() {
    console_error_panic_hook::set_once();
    gobang::study::run();
    gobang::puzzles::run();
    gobang::lessons::run();
    gobang::progress::run(Links {
        puzzle_rating,
        check: check_stored,
    });
    temporary_open_file();
}

/// TEMPORARY (until the lead's `open-file` lands on issue40): a hidden file input whose
/// file goes to the library page.
fn temporary_open_file() {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else { return };
    let Ok(input) = document.create_element("input") else {
        return;
    };
    let _ = input.set_attribute("type", "file");
    let _ = input.set_attribute("hidden", "");
    let _ = input.set_attribute("data-testid", "open-file");
    let on_change = Closure::<dyn Fn(web_sys::Event)>::new(|event: web_sys::Event| {
        let Some(input) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        wasm_bindgen_futures::spawn_local(async move {
            if let Ok(buffer) = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
                let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
                gobang::library::open(file.name(), bytes);
            }
        });
    });
    let _ = input.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
    on_change.forget();
    let _ = body.append_child(&input);
}

/// The puzzle rating kept by the puzzles: rating, deviation and puzzles tried.
fn puzzle_rating() -> Option<(f64, f64, u32)> {
    let progress = Progress::decode(&load_setting(PUZZLES_KEY)?).ok()?;
    let tried = u32::try_from(progress.history.len()).unwrap_or(u32::MAX);
    Some((progress.rating.rating, progress.rating.deviation, tried))
}

/// Whether another feature can read a value of a progress file (why not, if not).
fn check_stored(key: &str, value: &str) -> Result<(), String> {
    match key {
        PUZZLES_KEY => Progress::decode(value).map(drop).map_err(|e| e.to_string()),
        OWN_PUZZLES_KEY => match store::read_puzzles(value).1.first() {
            Some(error) => Err(error.to_string()),
            None => Ok(()),
        },
        MINED_KEY => {
            let words = value.split_whitespace().count();
            if store::read_mined(value).len() == words {
                Ok(())
            } else {
                Err("not a list of games".to_owned())
            }
        }
        LESSONS_KEY => gobang::lessons::progress::validate(value),
        _ => Ok(()),
    }
}
