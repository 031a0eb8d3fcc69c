//! Piskvork .psq files: read without a panic, and what reads writes back the same
//! (`common/round_trip.rs`).
#![no_main]

#[path = "common/round_trip.rs"]
mod round_trip;

use gobang_engine::formats::Format;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    round_trip::check(Format::Psq, data);
});
