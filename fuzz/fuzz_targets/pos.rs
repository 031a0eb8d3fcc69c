//! Binary .pos positions: any bytes are read without a panic, and bytes that read are
//! the ones detection takes for a .pos: the count byte matches the stones, every index
//! is on the board, none twice.
#![no_main]

use gobang_engine::encoding::default_decoder;
use gobang_engine::formats::{Format, detect_bytes, read_bytes, read_bytes_as};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = read_bytes(data, default_decoder());
    if let Ok(games) = read_bytes_as(Format::Pos, data, default_decoder()) {
        assert_eq!(detect_bytes(data), Some(Format::Pos));
        assert_eq!(games[0].game.moves().len(), usize::from(data[0]));
    }
});
