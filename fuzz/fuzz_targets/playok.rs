//! PlayOK's PGN exports: read without a panic, what reads writes back the same
//! (`common/round_trip.rs`), and a game whose swap choices were kept writes them back:
//! the same choices, the same names on the same colours.
#![no_main]

#[path = "common/round_trip.rs"]
mod round_trip;

use gobang_engine::formats::{Format, read_as, write_contest};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for imported in round_trip::check(Format::PlayOk, data) {
        let Some(contest) = &imported.contest else {
            continue;
        };
        let again = write_contest(Format::PlayOk, contest, &imported.info);
        let back = read_as(Format::PlayOk, &again).expect("a written game reads back");
        assert_eq!(back[0].contest.as_ref(), Some(contest), "{again}");
        assert_eq!(
            (&back[0].info.black, &back[0].info.white),
            (&imported.info.black, &imported.info.white),
            "{again}"
        );
    }
});
