//! The saved game: whatever is in storage is read without a panic, and a save that reads
//! writes back the same.
#![no_main]

use gobang::game::saved::SavedGame;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(saved) = SavedGame::decode(&text) {
        assert_eq!(SavedGame::decode(&saved.encode()).as_ref(), Ok(&saved));
    }
});
