//! The check every game file target makes: any text is read without a panic, and every
//! game read with a move writes back, in the same format, to text that reads as the same
//! moves (an empty board writes as empty text in some formats, which is no game).

use gobang_engine::formats::{Format, read_as, write};

pub fn check(format: Format, data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(games) = read_as(format, &text) else {
        return;
    };
    for imported in games {
        let again = write(format, &imported.game, &imported.info);
        if imported.game.moves().is_empty() && again.is_empty() {
            continue;
        }
        let back = read_as(format, &again).expect("a written game reads back");
        assert_eq!(back[0].game.moves(), imported.game.moves(), "{again}");
    }
}
