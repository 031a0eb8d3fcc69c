//! The Gomocup protocol: any lines from a manager get answers without a panic or a hang
//! (the brain plays Classic, which answers at once, and thinks on a clock that says time
//! is up).
#![no_main]

use std::time::Duration;

use gobang_engine::ai::Level;
use gobang_engine::brain::Brain;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut brain = Brain::new(Level::Classic);
    let late = || Duration::from_secs(3600);
    for line in text.lines().take(500) {
        for reply in brain.handle(line, &late) {
            assert!(!reply.contains('\n'), "one line per answer: {reply:?}");
        }
        if brain.finished() {
            break;
        }
    }
});
