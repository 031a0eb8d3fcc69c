//! Game records and links: any text is read without a panic, and what is read writes
//! back to the same game.
#![no_main]

use gobang::game::saved::SharedGame;
use gobang_engine::{Game, Rule};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let text = String::from_utf8_lossy(rest);
    let size = 5 + usize::from(choice % 16);
    let rule = Rule::ALL[usize::from(choice / 16) % 3];
    if let Ok(game) = Game::from_record_with(&text, size, rule) {
        assert_eq!(Game::from_record_with(&game.record(), size, rule).as_ref(), Ok(&game));
    }
    if let Ok(shared) = SharedGame::parse(&text) {
        assert_eq!(SharedGame::parse(&shared.record()).as_ref(), Ok(&shared));
        assert_eq!(SharedGame::parse(&shared.fragment()).as_ref(), Ok(&shared));
    }
});
