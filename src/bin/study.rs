//! The study module: the review, the analysis, the board editor, the puzzles and the
//! lessons, a second wasm module that the page loads once it is up
//! (`assets/study_loader.js`), so that a first visit downloads none of it. It draws into slots the page leaves for it and talks to the page
//! through `gobang::shell::page_state`; its engine work runs in a worker of its own.

fn main() {
    console_error_panic_hook::set_once();
    gobang::study::run();
    gobang::puzzles::run();
    gobang::lessons::run();
}
