//! The check every game file target makes: any bytes are read without a panic (text
//! decoded as a file's is, through the native decoder), and every game read with a move
//! writes back, in the same format, to text that reads as the same moves (an empty board
//! writes as empty text in some formats, which is no game).

use gobang_engine::encoding::default_decoder;
use gobang_engine::formats::{Format, Imported, read_as, read_bytes_as, write};

/// The games `data` holds as `format`, each checked to write back the same.
pub fn check(format: Format, data: &[u8]) -> Vec<Imported> {
    let Ok(games) = read_bytes_as(format, data, default_decoder()) else {
        return Vec::new();
    };
    for imported in &games {
        let again = write(format, &imported.game, &imported.info);
        if imported.game.moves().is_empty() && again.is_empty() {
            continue;
        }
        let back = read_as(format, &again).expect("a written game reads back");
        assert_eq!(back[0].game.moves(), imported.game.moves(), "{again}");
    }
    games
}
