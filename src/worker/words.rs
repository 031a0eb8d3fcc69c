//! The words the worker's messages are made of (see [`super::protocol`] for the
//! messages): numbers, names, points and positions, and the error of a message that
//! cannot be read.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use gobang_engine::{Board, Game, Pos, Rule, Stone};

/// A message that does not follow the worker's grammar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageError(pub String);

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad worker message: {}", self.0)
    }
}

impl Error for MessageError {}

/// The next word, or an error saying it is missing.
pub fn field<'a>(
    words: &mut impl Iterator<Item = &'a str>,
    what: &str,
) -> Result<&'a str, MessageError> {
    words
        .next()
        .ok_or_else(|| MessageError(format!("missing {what}")))
}

/// `text` read as a number, or an error saying it is not one.
pub fn number<T: FromStr>(text: &str, what: &str) -> Result<T, MessageError> {
    text.parse()
        .map_err(|_| MessageError(format!("{what} `{text}` is not a number")))
}

/// The next word, read as a `T` whose errors say what is wrong (a level, a rule…).
pub fn named<'a, T: FromStr<Err: fmt::Display>>(
    words: &mut impl Iterator<Item = &'a str>,
    what: &str,
) -> Result<T, MessageError> {
    field(words, what)?
        .parse()
        .map_err(|e| MessageError(format!("{e}")))
}

/// The stones of an edited position.
type Setup = Vec<(Pos, Stone)>;

/// A position as words: ` black=… white=…` for an edited position, then ` <move>` each.
pub fn position_words(size: usize, setup: &[(Pos, Stone)], moves: &[Pos]) -> String {
    let mut text = String::new();
    if !setup.is_empty() {
        for side in [Stone::Black, Stone::White] {
            let points: Vec<Pos> = setup
                .iter()
                .filter(|&&(_, s)| s == side)
                .map(|&(p, _)| p)
                .collect();
            text.push_str(&format!(" {}={}", side.name(), points_text(&points, size)));
        }
    }
    for pos in moves {
        text.push(' ');
        text.push_str(&pos.display(size).to_string());
    }
    text
}

/// Points joined by commas (`-` for none).
pub fn points_text(points: &[Pos], size: usize) -> String {
    if points.is_empty() {
        return "-".into();
    }
    let words: Vec<String> = points.iter().map(|p| p.display(size).to_string()).collect();
    words.join(",")
}

/// Reads points joined by commas (`-` for none).
pub fn read_points(text: &str, size: usize) -> Result<Vec<Pos>, MessageError> {
    text.split(',')
        .filter(|w| !w.is_empty() && *w != "-")
        .map(|w| Pos::parse(w, size).map_err(|e| MessageError(e.to_string())))
        .collect()
}

/// Reads the words of a position: an edited position's stones, then the moves.
pub fn read_position<'a>(
    words: impl Iterator<Item = &'a str>,
    size: usize,
) -> Result<(Setup, Vec<Pos>), MessageError> {
    let mut setup = Vec::new();
    let mut moves = Vec::new();
    for word in words {
        let side = match word.split_once('=') {
            Some(("black", points)) => (Stone::Black, points),
            Some(("white", points)) => (Stone::White, points),
            Some(_) => return Err(MessageError(format!("not a move: `{word}`"))),
            None => {
                moves.push(Pos::parse(word, size).map_err(|e| MessageError(e.to_string()))?);
                continue;
            }
        };
        setup.extend(read_points(side.1, size)?.into_iter().map(|p| (p, side.0)));
    }
    Ok((setup, moves))
}

/// The game of a position: its edited stones (black to move first when the counts are
/// even), then its moves.
pub fn game_of(
    size: usize,
    rule: Rule,
    setup: &[(Pos, Stone)],
    moves: &[Pos],
) -> Result<Game, MessageError> {
    let error = |e: &dyn fmt::Display| MessageError(e.to_string());
    let mut game = if setup.is_empty() {
        Game::with_rule(size, rule).map_err(|e| error(&e))?
    } else {
        let mut board = Board::new(size).map_err(|e| error(&e))?;
        for &(pos, stone) in setup {
            if !board.is_empty_at(pos) {
                return Err(MessageError(format!("two stones on {}", pos.display(size))));
            }
            board.place(pos, stone);
        }
        let to_move = if setup.len().is_multiple_of(2) {
            Stone::Black
        } else {
            Stone::White
        };
        Game::from_position(board, to_move, rule).map_err(|e| error(&e))?
    };
    for &pos in moves {
        game.try_play(pos)
            .map_err(|e| MessageError(format!("move {}: {e}", pos.display(size))))?;
    }
    Ok(game)
}
