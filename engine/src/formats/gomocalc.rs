//! Gomocalc's positions: the moves joined without separators, `h8h7i7` (a column letter,
//! `a` at the left, and a row number, `1` at the bottom), alone or in a link such as
//! `https://gomocalc.com/#/h8h7i7` (the form links to gomocalc.com take). Any link whose
//! fragment, last path part or a `?` value is such a string is read. The string does not
//! say the board's size: it is 15x15, or the smallest board the moves need; nor the rule
//! (see the module notes of [`super`]).

use super::{
    Format, FormatError, GameInfo, Imported, Move, Start, Why, off_board, play_line, quote,
};
use crate::game::Game;
use crate::pos::{MAX_SIZE, Pos};

const FORMAT: Format = Format::Gomocalc;
/// Gomocalc's board when the moves do not need a larger one.
const SIZE: usize = 15;

/// The moves of a Gomocalc string as column (0 at the left) and row number (1 at the
/// bottom), or `None` when the text is not one. Numbers go up to 99 here; the board
/// decides which exist.
fn moves_of(text: &str) -> Option<Vec<(usize, usize, &str)>> {
    let bytes = text.as_bytes();
    let mut moves = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        let letter = bytes[i].to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return None;
        }
        i += 1;
        let digits = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() && i - digits < 2 {
            i += 1;
        }
        let number: usize = text.get(digits..i)?.parse().ok()?;
        if i == digits || bytes[digits] == b'0' {
            return None;
        }
        moves.push((usize::from(letter - b'a'), number, text.get(start..i)?));
    }
    Some(moves)
}

/// The places of a link or text that may hold the moves: the whole, the fragment, the
/// last path part and each `?` value.
fn candidates(text: &str) -> Vec<&str> {
    let mut found = vec![text];
    if let Some((before, fragment)) = text.split_once('#') {
        found.push(fragment.trim_start_matches('/'));
        found.push(before);
    }
    let before_fragment = text.split('#').next().unwrap_or(text);
    let (path, query) = before_fragment
        .split_once('?')
        .unwrap_or((before_fragment, ""));
    found.push(
        path.trim_end_matches('/')
            .rsplit('/')
            .next()
            .unwrap_or(path),
    );
    found.extend(
        query
            .split('&')
            .map(|kv| kv.split_once('=').map_or(kv, |(_, v)| v)),
    );
    found
}

/// The moves part of `text`: a Gomocalc string of `least` moves or more, alone or in a
/// link; a link to gomocalc.com may carry any number, none included (the empty board).
fn moves_part(text: &str, least: usize) -> Option<&str> {
    let gomocalc = text.to_ascii_lowercase().contains("gomocalc");
    candidates(text).into_iter().find(|c| {
        moves_of(c).is_some_and(|m| {
            m.iter().all(|&(col, n, _)| col < MAX_SIZE && n <= MAX_SIZE)
                && (m.len() >= least || gomocalc)
        })
    })
}

/// Whether `text` (trimmed) is a link to gomocalc.com, or a Gomocalc string of two moves
/// or more, alone or in another link.
pub(super) fn looks_like(text: &str) -> bool {
    !text.contains(char::is_whitespace)
        && (text.to_ascii_lowercase().contains("gomocalc") || moves_part(text, 2).is_some())
}

pub(super) fn read(text: &str) -> Result<Imported, FormatError> {
    let blank = text.len() - text.trim_start().len();
    let line = 1 + text.get(..blank).unwrap_or("").matches('\n').count();
    let trimmed = text.trim();
    let fail = |why| FormatError {
        format: FORMAT,
        line,
        why,
    };
    if trimmed.contains(char::is_whitespace) {
        return Err(fail(Why::BadMove(quote(trimmed))));
    }
    let part = moves_part(trimmed, 1).ok_or_else(|| fail(Why::BadMove(quote(trimmed))))?;
    let found = moves_of(part).ok_or_else(|| fail(Why::BadMove(quote(part))))?;
    let needed = found
        .iter()
        .map(|&(col, number, _)| (col + 1).max(number))
        .max()
        .unwrap_or(0);
    let size = needed.clamp(SIZE, MAX_SIZE);
    let mut moves = Vec::with_capacity(found.len());
    for (i, &(col, number, word)) in found.iter().enumerate() {
        let pos = (col < size && number <= size)
            .then(|| Pos::new(size - number, col))
            .flatten()
            .ok_or_else(|| off_board(FORMAT, size, i + 1, line, word))?;
        moves.push(Move {
            line,
            text: word.to_owned(),
            pos,
        });
    }
    let game = play_line(FORMAT, &Start::empty(size), None, &moves)?;
    Ok(Imported::game(game, GameInfo::default()))
}

/// The game as a link to gomocalc.com's board (`https://gomocalc.com/#/h8h7i7`), which
/// this reader and Gomocalc both open; nothing for a game with no moves.
pub(super) fn write(game: &Game) -> String {
    let size = game.board().size();
    let moves: String = game
        .moves()
        .iter()
        .map(|p| p.display(size).to_string())
        .collect();
    if moves.is_empty() {
        return moves;
    }
    format!("https://gomocalc.com/#/{moves}")
}
