//! Puzzle sets: any text is read without a panic, every line either a puzzle that writes
//! back as it was read or a refusal with its line number.
#![no_main]

use gobang_engine::puzzle::parse_set;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (puzzles, refused) = parse_set(&text);
    let lines = text.lines().count();
    for puzzle in &puzzles {
        let again: gobang_engine::puzzle::Puzzle = puzzle.line().parse().expect("reads back");
        assert_eq!(&again, puzzle);
    }
    assert!(refused.iter().all(|r| r.line >= 1 && r.line <= lines));
});
