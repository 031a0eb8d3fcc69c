//! The study module: the review, the analysis, the board editor, the tournament openings'
//! steps, the game's record and result, the puzzles, the lessons, the library and the
//! player's progress, a second wasm module that the page loads once it is up
//! (`assets/study_loader.js`), so that a first visit downloads none of it. It draws into
//! slots the page leaves for it and talks to the page through `gobang::shell::seam`; its
//! engine work runs in workers of its own. Here, at the root, the features are wired to
//! each other: the study's board shows a tournament opening under way, the study's desk
//! serves the game's result (its review) and record (a file's variations) and the
//! library (a line analysed), the progress page shows the puzzle rating and checks the
//! puzzles' and the lessons' data in a progress file through their own readers, and a
//! RenLib library opened in the record box goes to the library page.

use gobang::progress::Links;
use gobang::progress::record::Record;
use gobang::progress::summary::suggest;
use gobang::puzzles::mine::store;
use gobang::puzzles::progress::Progress;
use gobang::shell::browser::load_setting;
use gobang::shell::keys::{LESSONS_KEY, MINED_KEY, OWN_PUZZLES_KEY, PROGRESS_KEY, PUZZLES_KEY};
use gobang::shell::links::StudyLink;
use gobang_engine::ai::Level;

fn main() {
    console_error_panic_hook::set_once();
    gobang::study::run(gobang::opening::start(), study_is_up);
    gobang::puzzles::run();
    gobang::lessons::run();
    gobang::progress::run(Links {
        puzzle_rating,
        check: check_stored,
    });
    gobang::library::run();
    // The places registered, the bar and the address are theirs.
    gobang::shell::places::start();
    // A RenLib library opened in the record box goes to the library page.
    gobang::exchange::set_library_opener(gobang::library::open);
}

/// Once the study's desk is up: the game's record and result, which it serves, and the
/// library, whose lines it analyses.
fn study_is_up(study: StudyLink) {
    gobang::play::mount_in_study(study, fair_level);
    gobang::library::lend_study(study);
}

/// The level that is a fair match for the player now, as the progress page suggests it
/// from their rating; none before their first rated game.
fn fair_level() -> Option<Level> {
    let record = Record::decode(&load_setting(PROGRESS_KEY)?).ok()?;
    (!record.games.is_empty()).then(|| suggest(&record).level)
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
