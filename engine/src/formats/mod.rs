//! Game files of other programs, read and written: Piskvork / Gomocup `.psq`, SGF for
//! gomoku and renju, RenjuNet's `.rif` database, Gomocalc's move strings and links, and
//! the page's own record (`j10 k11 k10`, see [`Game::record`]).
//!
//! Reading never trusts the file: every move is played in a [`Game`], so a point off the
//! board, a point played twice, a move forbidden under renju or a move after the five is
//! refused with its line and the reason ([`FormatError`]). Reading is linear in the text,
//! refuses text over [`MOST_BYTES`], games over [`MOST_MOVES`] moves, files over
//! [`MOST_GAMES`] games and SGF nested deeper than [`MOST_DEPTH`], and never panics.
//!
//! The rule comes from the file where it says (SGF `RU`, the `.rif` rule). Where it does
//! not (`.psq`, SGF without `RU`, Gomocalc, the record), the game is read as freestyle
//! (five or more wins: Piskvork's default rule) unless freestyle refuses it because play
//! goes on after an overline; then it is read as standard (exactly five), the only rule
//! under which such a game is legal.
//!
//! ```
//! use gobang_engine::formats::{self, Format, GameInfo};
//!
//! let psq = "Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,0\n-1\n";
//! assert_eq!(formats::detect(psq), Some(Format::Psq));
//! let games = formats::read(psq).unwrap();
//! assert_eq!(games[0].game.record(), "j11 k10");
//! let sgf = formats::write(Format::Sgf, &games[0].game, &GameInfo::default());
//! assert_eq!(formats::read(&sgf).unwrap()[0].game, games[0].game);
//! ```

mod gomocalc;
mod psq;
mod rif;
mod sgf;
#[cfg(test)]
mod tests;
mod xml;

use std::error::Error;
use std::fmt;

use crate::game::{Game, GameStatus};
use crate::pos::{MAX_SIZE, MIN_SIZE, Pos, STANDARD_SIZE};
use crate::record::RecordError;
use crate::rules::Rule;
use crate::stone::Stone;

/// The longest text [`read`] accepts, in bytes (5 MiB).
pub const MOST_BYTES: usize = 5 << 20;
/// The most moves a game may have (a 20x20 board holds 400; longer is not a game).
pub const MOST_MOVES: usize = 2_000;
/// The most games a file may hold.
pub const MOST_GAMES: usize = 10_000;
/// The deepest nesting of SGF variations read.
pub const MOST_DEPTH: usize = 500;

/// A kind of game file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Format {
    /// The page's own record: points in notation separated by spaces, `j10 k11 k10`.
    Record,
    /// Piskvork / Gomocup `.psq`: a `Piskvorky 20x20, 11:11, 0` header, then `x,y,ms`.
    Psq,
    /// Smart Game Format for gomoku and renju (`GM[4]`): `(;GM[4]SZ[15];B[hh];W[ih])`.
    Sgf,
    /// RenjuNet's XML database (`.rif`): players, rules and games with their moves.
    Rif,
    /// Gomocalc's moves joined without separators, `h8h7i7`, or a link that carries them.
    Gomocalc,
}

impl Format {
    /// Every format, in the order a menu lists them.
    pub const TEXT: [Format; 5] = [
        Format::Record,
        Format::Psq,
        Format::Sgf,
        Format::Rif,
        Format::Gomocalc,
    ];

    /// The format's name in settings, links and on the command line.
    pub const fn id(self) -> &'static str {
        match self {
            Format::Record => "record",
            Format::Psq => "psq",
            Format::Sgf => "sgf",
            Format::Rif => "rif",
            Format::Gomocalc => "gomocalc",
        }
    }

    /// The format whose [`Format::id`] is `id`.
    pub fn from_id(id: &str) -> Option<Format> {
        Format::TEXT.into_iter().find(|f| f.id() == id)
    }

    /// The usual file name extension, without the dot.
    pub const fn extension(self) -> &'static str {
        match self {
            Format::Record | Format::Gomocalc => "txt",
            Format::Psq => "psq",
            Format::Sgf => "sgf",
            Format::Rif => "rif",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Record => "record",
            Format::Psq => "Piskvork (.psq)",
            Format::Sgf => "SGF",
            Format::Rif => "RenjuNet (.rif)",
            Format::Gomocalc => "Gomocalc",
        })
    }
}

/// What a file says about a game besides its moves; empty where it says nothing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameInfo {
    /// Black's name (the side that moves first).
    pub black: String,
    /// White's name.
    pub white: String,
    /// The event or tournament.
    pub event: String,
    /// The result as the file says it: SGF's `RE` as written (`B+R`, `W+T`, `0`...),
    /// `B+`, `W+` or `Draw` from a `.rif`, `time out` or `error` from a `.psq`.
    pub result: String,
}

/// A move and what may follow it in a file with side lines; the first child is the main
/// line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Branch {
    /// The point played.
    pub pos: Pos,
    /// The moves that may follow, main line first.
    pub children: Vec<Branch>,
}

/// One game read from a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    /// The main line, every move checked, on the file's board size under its rule.
    pub game: Game,
    /// Every line of the file from the first move, as a tree whose first branches are the
    /// main line; every move is checked. Empty unless the file has side lines.
    pub tree: Vec<Branch>,
    /// Names, event and result.
    pub info: GameInfo,
}

/// Why a file could not be read: the format read, the line and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The format the text was read as.
    pub format: Format,
    /// The line (from 1) of the trouble; 0 when it is the file as a whole.
    pub line: usize,
    /// The reason.
    pub why: Why,
}

/// The reasons a file is refused. The page translates each; keep the list short.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// There is no text, or nothing but blanks.
    Empty,
    /// The text is longer than [`MOST_BYTES`].
    TooBig,
    /// The text is not in the format asked for.
    NotThisFormat,
    /// The header or a property that says how to read the file is not understood (the
    /// text).
    BadHeader(String),
    /// The board is not one the engine plays: its width and height (only square boards
    /// from [`MIN_SIZE`] to [`MAX_SIZE`]).
    BadSize(usize, usize),
    /// Text where a move should be that is not one.
    BadMove(String),
    /// A move the game refuses: its number (from 1 in its line of play), the point as the
    /// file writes it and why.
    Illegal {
        /// Which move, from 1.
        number: usize,
        /// The point as the file writes it.
        point: String,
        /// Why the game refused it.
        why: RecordError,
    },
    /// Something opened is not closed: what (`(`, `[`, an element's name...).
    Unclosed(&'static str),
    /// The file's syntax is broken: what was found.
    Syntax(String),
    /// A `.rif` database holds no game.
    NoGames,
    /// More than the reader takes: what and the most.
    TooMany {
        /// What there are too many of: `moves`, `games` or `nested variations`.
        what: &'static str,
        /// The most read.
        most: usize,
    },
    /// Something the format allows that Gobang cannot play (setup stones, passes, another
    /// game than gomoku): what.
    Unsupported(String),
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Empty => f.write_str("the file is empty"),
            Why::TooBig => write!(f, "the file is longer than {} MiB", MOST_BYTES >> 20),
            Why::NotThisFormat => f.write_str("the text is not in this format"),
            Why::BadHeader(text) => write!(f, "header not understood: `{text}`"),
            Why::BadSize(w, h) => write!(
                f,
                "a {w}x{h} board is not supported (square boards from {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE})"
            ),
            Why::BadMove(text) => write!(f, "`{text}` is not a move"),
            Why::Illegal { why, .. } => why.fmt(f),
            Why::Unclosed(what) => write!(f, "`{what}` is not closed"),
            Why::Syntax(what) => write!(f, "syntax error: {what}"),
            Why::NoGames => f.write_str("the file holds no game"),
            Why::TooMany { what, most } => write!(f, "more than {most} {what}"),
            Why::Unsupported(what) => write!(f, "not supported: {what}"),
        }
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        self.why.fmt(f)
    }
}

impl Error for FormatError {}

impl FormatError {
    /// The error `why` at `line` of a file read as `format`.
    const fn at(format: Format, line: usize, why: Why) -> FormatError {
        FormatError { format, line, why }
    }
}

/// The format of `text`, from its content (not a file name): `None` when it is none that
/// Gobang reads.
///
/// ```
/// use gobang_engine::formats::{detect, Format};
/// assert_eq!(detect("(;GM[4]SZ[15];B[hh])"), Some(Format::Sgf));
/// assert_eq!(detect("https://gomocalc.com/#/h8h7i7"), Some(Format::Gomocalc));
/// assert_eq!(detect("j10 k11 k10"), Some(Format::Record));
/// assert_eq!(detect("hello"), None);
/// ```
pub fn detect(text: &str) -> Option<Format> {
    let text = text.trim_start_matches('\u{feff}').trim();
    if text.is_empty() {
        None
    } else if psq::looks_like(text) {
        Some(Format::Psq)
    } else if rif::looks_like(text) {
        Some(Format::Rif)
    } else if sgf::looks_like(text) {
        Some(Format::Sgf)
    } else if gomocalc::looks_like(text) {
        Some(Format::Gomocalc)
    } else if record_words(text).all(|(_, word)| Pos::parse(word, MAX_SIZE).is_ok()) {
        Some(Format::Record)
    } else {
        None
    }
}

/// The games of `text`, in the format [`detect`] finds; text in no known format is read
/// as a record, so the error names the first word that is not a move.
///
/// # Errors
/// [`FormatError`] with the line and the reason (see [`Why`]).
pub fn read(text: &str) -> Result<Vec<Imported>, FormatError> {
    read_as(detect(text).unwrap_or(Format::Record), text)
}

/// The games of `text` read as `format`. A record's board size is not in the text: it is
/// read on the standard 19x19 board, or on the largest (20x20) when a move needs it.
///
/// # Errors
/// [`FormatError`] with the line and the reason (see [`Why`]).
pub fn read_as(format: Format, text: &str) -> Result<Vec<Imported>, FormatError> {
    let fail = |why| FormatError {
        format,
        line: 0,
        why,
    };
    if text.len() > MOST_BYTES {
        return Err(fail(Why::TooBig));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(fail(Why::Empty));
    }
    match format {
        Format::Record => read_record(text).map(|game| vec![game]),
        Format::Psq => psq::read(text).map(|game| vec![game]),
        Format::Sgf => sgf::read(text),
        Format::Rif => rif::read(text),
        Format::Gomocalc => gomocalc::read(text).map(|game| vec![game]),
    }
}

/// `game` written in `format`, with `info` where the format has room for it. Only the
/// moves are written: a game that began from an edited position ([`Game::setup`]) loses
/// its setup stones. [`Format::Record`] is [`Game::record`].
pub fn write(format: Format, game: &Game, info: &GameInfo) -> String {
    match format {
        Format::Record => game.record(),
        Format::Psq => psq::write(game, info),
        Format::Sgf => sgf::write(game, info),
        Format::Rif => rif::write(game, info),
        Format::Gomocalc => gomocalc::write(game),
    }
}

/// The words of a record with their lines: split at blanks, commas and semicolons.
fn record_words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().flat_map(|(i, line)| {
        line.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|w| !w.is_empty())
            .map(move |w| (i + 1, w))
    })
}

fn read_record(text: &str) -> Result<Imported, FormatError> {
    let fail = |line, why| FormatError {
        format: Format::Record,
        line,
        why,
    };
    let mut moves = Vec::new();
    for (line, word) in record_words(text) {
        let pos = Pos::parse(word, MAX_SIZE).map_err(|_| fail(line, Why::BadMove(word.into())))?;
        moves.push(Move {
            line,
            text: word.to_owned(),
            pos,
        });
    }
    // Points are written from the bottom row: re-read them on the board they fit.
    let size = if moves
        .iter()
        .all(|m| Pos::parse(&m.text, STANDARD_SIZE).is_ok())
    {
        STANDARD_SIZE
    } else {
        MAX_SIZE
    };
    for m in &mut moves {
        m.pos =
            Pos::parse(&m.text, size).map_err(|_| fail(m.line, Why::BadMove(m.text.clone())))?;
    }
    let game = play_line(Format::Record, size, None, &moves)?;
    Ok(Imported {
        game,
        tree: Vec::new(),
        info: GameInfo::default(),
    })
}

/// A move read from a file: where it is written, how, and the point.
#[derive(Clone, Debug)]
struct Move {
    line: usize,
    text: String,
    pos: Pos,
}

/// The game of `moves` on a board of side `size` under `rule`, or, when the file does
/// not say the rule, freestyle falling back to standard (see the module's notes).
fn play_line(
    format: Format,
    size: usize,
    rule: Option<Rule>,
    moves: &[Move],
) -> Result<Game, FormatError> {
    if moves.len() > MOST_MOVES {
        return Err(FormatError {
            format,
            line: moves.get(MOST_MOVES).map_or(0, |m| m.line),
            why: Why::TooMany {
                what: "moves",
                most: MOST_MOVES,
            },
        });
    }
    match rule {
        Some(rule) => play_under(format, size, rule, moves),
        None => play_under(format, size, Rule::Freestyle, moves).or_else(|e| {
            let after_win = matches!(
                e.why,
                Why::Illegal {
                    why: RecordError::AfterWin { .. },
                    ..
                }
            );
            match after_win {
                true => play_under(format, size, Rule::Standard, moves).map_err(|_| e),
                false => Err(e),
            }
        }),
    }
}

fn play_under(
    format: Format,
    size: usize,
    rule: Rule,
    moves: &[Move],
) -> Result<Game, FormatError> {
    let mut game = Game::with_rule(size, rule).map_err(|_| FormatError {
        format,
        line: 0,
        why: Why::BadSize(size, size),
    })?;
    for (i, m) in moves.iter().enumerate() {
        play_move(format, &mut game, 0, i + 1, m)?;
    }
    Ok(game)
}

/// Plays `m`, move `number` of a line that began after the first `before` moves of
/// `game`.
fn play_move(
    format: Format,
    game: &mut Game,
    before: usize,
    number: usize,
    m: &Move,
) -> Result<GameStatus, FormatError> {
    game.try_play(m.pos).map_err(|e| FormatError {
        format,
        line: m.line,
        why: Why::Illegal {
            number,
            point: m.text.clone(),
            why: RecordError::from_play(game, before, number, e, &m.text),
        },
    })
}

/// The error for a point of a file that lies off its board.
fn off_board(format: Format, size: usize, number: usize, m_line: usize, text: &str) -> FormatError {
    FormatError {
        format,
        line: m_line,
        why: Why::Illegal {
            number,
            point: text.to_owned(),
            why: RecordError::UnknownPoint {
                number,
                text: text.to_owned(),
                size,
            },
        },
    }
}

/// A rule named in a file (SGF `RU`, a `.rif` rule's name), when the name says one.
fn rule_from_name(name: &str) -> Option<Rule> {
    let name = name.to_ascii_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| name.contains(w));
    if has(&[
        "renju",
        "rif",
        "yamaguchi",
        "soosorv",
        "soosõrv",
        "taraguchi",
        "sakata",
    ]) {
        Some(Rule::Renju)
    } else if has(&["freestyle", "free"]) {
        Some(Rule::Freestyle)
    } else if has(&["standard", "exact", "gomoku"]) {
        Some(Rule::Standard)
    } else {
        None
    }
}

/// How a result is written in [`GameInfo::result`] for a finished game, when the file
/// does not say: `B+`, `W+` or `Draw`; empty for a game still going.
fn result_of(game: &Game) -> &'static str {
    match game.status() {
        GameStatus::Won {
            winner: Stone::Black,
            ..
        } => "B+",
        GameStatus::Won {
            winner: Stone::White,
            ..
        } => "W+",
        GameStatus::Draw => "Draw",
        GameStatus::Ongoing => "",
    }
}
