//! Piskvork's `.psq` game files, as Piskvork and the Gomocup manager write them
//! (plastovicka/Piskvork, `source/game.cpp`: `savePsq`, `openPsq`, `wrNames`):
//!
//! ```text
//! Piskvorky 20x20, 11:11, 0     width x height, the two players' levels (0: a person),
//! 10,10,0                       which player began (0 or 1); then one line a move:
//! 11,11,15                      column, row (from 1, at the top left), milliseconds
//! pbrain-a.exe                  then, from tournaments and command-line games, the
//! pbrain-b.exe                  players' brains (player 0's first),
//! 0                             and the end code: 0 finished, -1 saved by hand, -2 an
//!                               error, 15 a time out
//! ```
//!
//! Written: the header for the game's board with levels `0:0` (people: Piskvork opening
//! the file starts no brain) and player 0 beginning, the moves with 0 ms, the names when
//! known (`homo-1`, `homo-2` for a missing one), and the end code (15 for `time out`, -2
//! for `error` in [`GameInfo::result`], else 0 for a finished game and -1 otherwise).
//!
//! The file does not say the rule (Piskvork keeps it in its settings); see the module
//! notes of [`super`] for how it is chosen.

use super::{
    Format, FormatError, GameInfo, Imported, Move, Start, Why, off_board, play_line, quote,
    result_of,
};
use crate::game::Game;
use crate::pos::{MAX_SIZE, MIN_SIZE, Pos};

const FORMAT: Format = Format::Psq;

/// Whether `text` (trimmed) opens with Piskvork's header word.
pub(super) fn looks_like(text: &str) -> bool {
    text.starts_with("Piskvorky")
}

fn fail(line: usize, why: Why) -> FormatError {
    FormatError::at(FORMAT, line, why)
}

/// The header's board side and which player (0 or 1) began.
fn header(line: &str) -> Result<(usize, usize), Why> {
    let bad = || Why::BadHeader(quote(line.trim()));
    let rest = line.trim().strip_prefix("Piskvorky").ok_or_else(bad)?;
    let mut parts = rest.split(',').map(str::trim);
    let (w, h) = parts
        .next()
        .and_then(|p| p.split_once('x'))
        .ok_or_else(bad)?;
    let number = |s: &str| s.trim().parse::<usize>().map_err(|_| bad());
    let (w, h) = (number(w)?, number(h)?);
    let levels = parts.next().ok_or_else(bad)?;
    let (l1, l2) = levels.split_once(':').ok_or_else(bad)?;
    number(l1)?;
    number(l2)?;
    let began = parts.next().ok_or_else(bad).and_then(number)?;
    if parts.next().is_some() || began > 1 {
        return Err(bad());
    }
    if w != h || !(MIN_SIZE..=MAX_SIZE).contains(&w) {
        return Err(Why::BadSize(w, h));
    }
    Ok((w, began))
}

/// A move line's column and row (from 1), with or without the time.
fn move_line(line: &str) -> Option<(usize, usize)> {
    let mut parts = line.split(',').map(str::trim);
    let x = parts.next()?.parse().ok()?;
    let y = parts.next()?.parse().ok()?;
    if let Some(ms) = parts.next() {
        ms.parse::<i64>().ok()?;
    }
    parts.next().is_none().then_some((x, y))
}

pub(super) fn read(text: &str) -> Result<Imported, FormatError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty());
    let Some((first, head)) = lines.next() else {
        return Err(fail(0, Why::Empty));
    };
    if !looks_like(head) {
        return Err(fail(first, Why::NotThisFormat));
    }
    let (size, began) = header(head).map_err(|why| fail(first, why))?;
    let mut moves = Vec::new();
    let mut trailer = Vec::new();
    for (line, l) in lines {
        match move_line(l) {
            Some((x, y)) if trailer.is_empty() => {
                let text = format!("{x},{y}");
                let pos = (x >= 1 && y >= 1 && x <= size && y <= size)
                    .then(|| Pos::new(y - 1, x - 1))
                    .flatten()
                    .ok_or_else(|| off_board(FORMAT, size, moves.len() + 1, line, &text))?;
                moves.push(Move { line, text, pos });
            }
            _ => trailer.push((line, l)),
        }
    }
    let game = play_line(FORMAT, &Start::empty(size), None, &moves)?;
    let info = trailer_info(&trailer, began)?;
    Ok(Imported::game(game, info))
}

/// A trailer's player: Piskvork writes `homo-1` and `homo-2` for people.
fn brain_name(name: &str) -> String {
    match name.strip_prefix("homo-") {
        Some(_) => String::new(),
        None => name.to_owned(),
    }
}

/// The players' names and the end code after the moves: up to two names, then the code.
fn trailer_info(trailer: &[(usize, &str)], began: usize) -> Result<GameInfo, FormatError> {
    let (names, code) = match trailer.split_last() {
        Some((&(_, last), names)) if last.parse::<i64>().is_ok() => (names, last),
        _ => (trailer, ""),
    };
    if let Some(&(line, extra)) = names.get(2) {
        return Err(fail(line, Why::BadMove(quote(extra))));
    }
    let mut info = GameInfo {
        result: match code {
            "15" => "time out".to_owned(),
            "-2" => "error".to_owned(),
            _ => String::new(),
        },
        ..GameInfo::default()
    };
    if let [(_, first), (_, second)] = names {
        // Names are written player 0 first; the player who began plays black.
        let (black, white) = if began == 0 {
            (first, second)
        } else {
            (second, first)
        };
        info.black = brain_name(black);
        info.white = brain_name(white);
    }
    Ok(info)
}

pub(super) fn write(game: &Game, info: &GameInfo) -> String {
    let size = game.board().size();
    let mut out = format!("Piskvorky {size}x{size}, 0:0, 0\n");
    for pos in game.moves() {
        out.push_str(&format!("{},{},0\n", pos.col() + 1, pos.row() + 1));
    }
    if !info.black.is_empty() || !info.white.is_empty() {
        // One line each; a person without a name is `homo-N` as Piskvork writes it.
        let name = |n: &str, person: &str| match n.lines().next().map(str::trim) {
            Some(n) if !n.is_empty() && n.parse::<i64>().is_err() && move_line(n).is_none() => {
                n.to_owned()
            }
            _ => person.to_owned(),
        };
        let (black, white) = (name(&info.black, "homo-1"), name(&info.white, "homo-2"));
        out.push_str(&format!("{black}\n{white}\n"));
    }
    // The end code: as read (`time out`, `error`), else 0 for a finished game and -1
    // (Piskvork's "unavailable") for one still going.
    let code = match (info.result.as_str(), result_of(game)) {
        ("time out", _) => "15",
        ("error", _) => "-2",
        (_, "") => "-1",
        _ => "0",
    };
    out.push_str(code);
    out.push('\n');
    out
}
