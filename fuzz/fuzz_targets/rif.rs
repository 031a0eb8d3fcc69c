//! RenjuNet .rif databases (XML): any text is read without a panic, and every game read writes back, in the
//! same format, to text that reads as the same moves.
#![no_main]

use gobang_engine::formats::{Format, read_as, write};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(games) = read_as(Format::Rif, &text) else {
        return;
    };
    for imported in games {
        let again = write(Format::Rif, &imported.game, &imported.info);
        let back = read_as(Format::Rif, &again).expect("a written game reads back");
        assert_eq!(back[0].game.moves(), imported.game.moves(), "{again}");
    }
});
