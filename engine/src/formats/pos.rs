//! The binary `.pos` positions of engine test sets (the opening and puzzle sets engines
//! are tested on): one count byte, then one byte a stone in the order played, the index
//! `x + 15 * (14 - y)` of column `x` from the left and row `y` from the bottom of the
//! 15x15 board, so `0` is a15 and `224` is o1; the stones alternate from black.
//!
//! ```text
//! 03 70 62 71      three stones: h8 (7 + 15 * 7), i9 (8 + 15 * 6), i8 (8 + 15 * 7)
//! ```
//!
//! Found from its bytes ([`looks_like`]): the count byte matches the length, every index
//! is on the board and none comes twice. Anything else read as a `.pos` is refused with
//! the byte that is wrong. The file does not say the rule: see the module notes of
//! [`super`] for how it is chosen.

use super::{Format, FormatError, GameInfo, Imported, Move, Start, Why, play_line};
use crate::pos::Pos;

const FORMAT: Format = Format::Pos;
/// The side of a `.pos` board.
const SIDE: usize = 15;
/// The number of points on it.
const POINTS: usize = SIDE * SIDE;

/// Whether `bytes` are a `.pos` position: the count byte matches the length, every index
/// is on the board and none comes twice.
pub(super) fn looks_like(bytes: &[u8]) -> bool {
    let Some((&count, stones)) = bytes.split_first() else {
        return false;
    };
    let mut seen = [false; POINTS];
    usize::from(count) == stones.len()
        && stones.iter().all(|&b| {
            let index = usize::from(b);
            index < POINTS && !std::mem::replace(&mut seen[index], true)
        })
}

/// Whether `bytes` are binary rather than text: a control byte first, or a zero byte
/// among the first kilobyte (UTF-16 text, which has zero bytes, begins with its byte
/// order mark).
pub(super) fn looks_binary(bytes: &[u8]) -> bool {
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        return false;
    }
    let control = |b: u8| b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r' | 0x0C);
    bytes.first().is_some_and(|&b| control(b)) || bytes.iter().take(1024).any(|&b| b == 0)
}

fn fail(byte: usize, what: String) -> FormatError {
    FormatError::at(FORMAT, 0, Why::AtByte { byte, what })
}

pub(super) fn read(bytes: &[u8]) -> Result<Imported, FormatError> {
    let Some((&count, stones)) = bytes.split_first() else {
        return Err(FormatError::at(FORMAT, 0, Why::Empty));
    };
    if usize::from(count) != stones.len() {
        let what = format!(
            "the count byte says {count} stones, but {} bytes follow: not a .pos position",
            stones.len()
        );
        return Err(fail(0, what));
    }
    let mut moves = Vec::with_capacity(stones.len());
    for (i, &index) in stones.iter().enumerate() {
        let index = usize::from(index);
        let (row, col) = (index / SIDE, index % SIDE);
        let pos = Pos::new(row, col)
            .filter(|_| index < POINTS)
            .ok_or_else(|| {
                let what = format!(
                    "stone {} has index {index}, off the 15x15 board (0 to {})",
                    i + 1,
                    POINTS - 1
                );
                fail(i + 1, what)
            })?;
        moves.push(Move {
            line: 0,
            text: pos.display(SIDE).to_string(),
            pos,
        });
    }
    let game = play_line(FORMAT, &Start::empty(SIDE), None, &moves)?;
    Ok(Imported::game(game, GameInfo::default()))
}
