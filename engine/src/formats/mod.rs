//! Game files of other programs, read and written: Piskvork / Gomocup `.psq`, SGF for
//! gomoku and renju, RenjuNet's `.rif` database, Gomocalc's move strings and links,
//! PlayOK's PGN exports, and the page's own record (`j10 k11 k10`, see
//! [`Game::record`]); and read only, the binary `.pos` positions of engine test sets.
//!
//! A file's bytes are read by [`read_bytes`]: a `.pos` is found from its bytes, anything
//! else is decoded to text first ([`decode_text`]: UTF-8, the code page SGF's `CA`
//! declares, or the first plausible CJK or Windows code page, through the
//! [`TextDecoder`] the caller passes) and read as text ([`read`]).
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

#[cfg(all(test, feature = "encodings"))]
mod field_tests;
mod gomocalc;
mod playok;
mod pos;
mod psq;
mod rif;
mod sgf;
#[cfg(test)]
mod tests;
pub mod xml;

use std::error::Error;
use std::fmt;

use crate::board::Board;
pub use crate::encoding::{Decoded, TextDecoder};
use crate::game::{Game, GameStatus};
use crate::opening::Contest;
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
    /// PlayOK's PGN export: tags (`[Site "PlayOK"]`, `[Black "..."]`...), then numbered
    /// pairs of points, `1. h8 h9 2. i9 white 3. -- j10`.
    PlayOk,
    /// The binary `.pos` position of engine test sets: a count byte, then one byte a stone.
    Pos,
}

impl Format {
    /// Every format [`write`] writes, in the order a menu lists them.
    pub const EXPORT: [Format; 6] = [
        Format::Record,
        Format::Psq,
        Format::Sgf,
        Format::Rif,
        Format::Gomocalc,
        Format::PlayOk,
    ];

    /// The text formats every program of the field reads: [`Format::EXPORT`] without
    /// PlayOK (whose games are a site's, written for its players).
    pub const TEXT: [Format; 5] = {
        let e = Format::EXPORT;
        [e[0], e[1], e[2], e[3], e[4]]
    };

    /// Every format read: [`Format::EXPORT`] and the binary `.pos`.
    pub const ALL: [Format; 7] = {
        let e = Format::EXPORT;
        [e[0], e[1], e[2], e[3], e[4], e[5], Format::Pos]
    };

    /// The format's name in settings, links and on the command line.
    pub const fn id(self) -> &'static str {
        match self {
            Format::Record => "record",
            Format::Psq => "psq",
            Format::Sgf => "sgf",
            Format::Rif => "rif",
            Format::Gomocalc => "gomocalc",
            Format::PlayOk => "playok",
            Format::Pos => "pos",
        }
    }

    /// The format whose [`Format::id`] is `id`.
    pub fn from_id(id: &str) -> Option<Format> {
        Format::ALL.into_iter().find(|f| f.id() == id)
    }

    /// The usual file name extension, without the dot.
    pub const fn extension(self) -> &'static str {
        match self {
            Format::Record | Format::Gomocalc => "txt",
            Format::Psq => "psq",
            Format::Sgf => "sgf",
            Format::Rif => "rif",
            Format::PlayOk => "pgn",
            Format::Pos => "pos",
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
            Format::PlayOk => "PlayOK (.pgn)",
            Format::Pos => "binary position (.pos)",
        })
    }
}

/// What a file says about a game besides its moves; empty where it says nothing. Each
/// is kept as the file writes it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameInfo {
    /// Black's name (the side that moves first).
    pub black: String,
    /// White's name.
    pub white: String,
    /// The event or tournament.
    pub event: String,
    /// The result as the file says it: SGF's `RE` as written (`B+R`, `W+T`, `0`...),
    /// `B+`, `W+` or `Draw` from a `.rif` or a PlayOK game, `time out` or `error` from a
    /// `.psq`.
    pub result: String,
    /// Black's rating (PlayOK's `BlackElo`, SGF's `BR`).
    pub black_rating: String,
    /// White's rating (PlayOK's `WhiteElo`, SGF's `WR`).
    pub white_rating: String,
    /// The date played (PlayOK's `Date`, `2024.05.01`; SGF's `DT`, `2024-05-01`).
    pub date: String,
    /// The round (PlayOK's `Round`, SGF's `RO`).
    pub round: String,
    /// Where it was played (PlayOK's `Site`, SGF's `PC`).
    pub site: String,
    /// The time control (PlayOK's `TimeControl` and SGF's `TM`, seconds for each player).
    pub time_control: String,
}

/// What a file writes on a node of its game tree besides the move: the words and marks
/// the analysis board shows there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// The comment (SGF `C`), lines kept.
    pub comment: String,
    /// Texts written on points (SGF `LB`, `hh:A`): the point and its text.
    pub labels: Vec<(Pos, String)>,
    /// Marked points: SGF's marks (`MA`, `TR`, `CR`, `SQ`) and the fifth-move
    /// alternatives renju programs offer (ORC's and ZJRenju's `5A`).
    pub marks: Vec<Pos>,
}

impl Notes {
    /// Whether there is nothing to show.
    pub fn is_empty(&self) -> bool {
        self.comment.is_empty() && self.labels.is_empty() && self.marks.is_empty()
    }
}

/// A move and what may follow it in a file with side lines or notes; the first child is
/// the main line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Branch {
    /// The point played.
    pub pos: Pos,
    /// What the file writes on the move's node: comment, labels, marks.
    pub notes: Notes,
    /// The moves that may follow, main line first.
    pub children: Vec<Branch>,
}

/// One game read from a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    /// The main line, every move checked, on the file's board size under its rule.
    pub game: Game,
    /// Every line of the file from the first move, as a tree whose first branches are the
    /// main line, with the notes of each move; every move is checked. Empty unless the
    /// file has side lines or notes on its moves.
    pub tree: Vec<Branch>,
    /// What the file writes before the first move (SGF's root node): the game's comment,
    /// labels and marks on the empty or set-up board.
    pub notes: Notes,
    /// Names, ratings, event, date, result and time control.
    pub info: GameInfo,
    /// The game as a tournament opening with its choices, when the file writes them
    /// (PlayOK's `black`/`white` words after the swap stones): who took which colour.
    /// Its game is [`Imported::game`].
    pub contest: Option<Contest>,
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
    /// Something the format allows that Gobang cannot play: another game than gomoku, a
    /// pass, a side moving twice, stones set up after the first move or taken off, a
    /// set-up position no game reaches (with the editor's reason): what.
    Unsupported(String),
    /// A binary file's bytes are not what the format says: the byte (from 0) and what is
    /// wrong there.
    AtByte {
        /// The offset of the byte.
        byte: usize,
        /// What is wrong.
        what: String,
    },
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
            Why::AtByte { byte, what } => write!(f, "byte {byte}: {what}"),
        }
    }
}

impl fmt::Display for FormatError {
    /// The format, the line when there is one, and the reason: `SGF, line 3: ...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            0 => write!(f, "{}: {}", self.format, self.why),
            line => write!(f, "{}, line {line}: {}", self.format, self.why),
        }
    }
}

impl Error for FormatError {}

impl FormatError {
    /// The error `why` at `line` of a file read as `format`.
    const fn at(format: Format, line: usize, why: Why) -> FormatError {
        FormatError { format, line, why }
    }

    /// The error with its text cut to [`MOST_MESSAGE`] characters: a safety net, as each
    /// reader quotes the file through [`quote`].
    fn shortened(mut self) -> FormatError {
        match &mut self.why {
            Why::BadHeader(text)
            | Why::BadMove(text)
            | Why::Syntax(text)
            | Why::Unsupported(text)
            | Why::AtByte { what: text, .. } => {
                shorten(text);
            }
            Why::Illegal { point, .. } => shorten(point),
            _ => {}
        }
        self
    }
}

/// The most characters of the file an error quotes; longer quotes end with `…`.
pub const MOST_QUOTED: usize = 40;
/// The most characters of an error's text, quotes and words together.
const MOST_MESSAGE: usize = 200;

/// `text` of the file as an error quotes it: at most [`MOST_QUOTED`] characters.
fn quote(text: &str) -> String {
    let mut quoted = text.to_owned();
    cut(&mut quoted, MOST_QUOTED);
    quoted
}

fn shorten(text: &mut String) {
    cut(text, MOST_MESSAGE);
}

fn cut(text: &mut String, most: usize) {
    if let Some((at, _)) = text.char_indices().nth(most) {
        text.truncate(at);
        text.push('…');
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
/// assert_eq!(detect("[Site \"PlayOK\"]\n1. h8 h9 2. i9 *"), Some(Format::PlayOk));
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
    } else if playok::looks_like(text) {
        Some(Format::PlayOk)
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
    let games = match format {
        Format::Record => read_record(text).map(|game| vec![game]),
        Format::Psq => psq::read(text).map(|game| vec![game]),
        Format::Sgf => sgf::read(text),
        Format::Rif => rif::read(text),
        Format::Gomocalc => gomocalc::read(text).map(|game| vec![game]),
        Format::PlayOk => playok::read(text),
        Format::Pos => pos::read(text.as_bytes()).map(|game| vec![game]),
    };
    games.map_err(FormatError::shortened)
}

/// `game` written in `format`, with `info` where the format has room for it. A game that
/// began from an edited position ([`Game::setup`]) keeps its setup stones in SGF only
/// (`AB`, `AW`, `PL`); the other formats have no room for them and write only the moves.
/// [`Format::Record`] is [`Game::record`]. [`Format::Pos`] is read only: it writes as
/// empty text.
pub fn write(format: Format, game: &Game, info: &GameInfo) -> String {
    match format {
        Format::Record => game.record(),
        Format::Psq => psq::write(game, info),
        Format::Sgf => sgf::write(game, info),
        Format::Rif => rif::write(game, info),
        Format::Gomocalc => gomocalc::write(game),
        Format::PlayOk => playok::write(game, None, info),
        Format::Pos => String::new(),
    }
}

/// `contest`'s game written in `format` as [`write`] does, with the opening's choices
/// where the format has room for them: PlayOK writes its `black`/`white` words and the
/// seats as PlayOK does (see its notes); the others write the game alone.
pub fn write_contest(format: Format, contest: &Contest, info: &GameInfo) -> String {
    match format {
        Format::PlayOk => playok::write(contest.game(), Some(contest), info),
        _ => write(format, contest.game(), info),
    }
}

/// The text of a file's `bytes` (see [`crate::encoding::decode`]): UTF-8, or the code page
/// an SGF file declares in `CA`, or the first plausible of the CJK and Windows code pages,
/// decoded by `decoder` (the browser's `TextDecoder` on the page,
/// [`crate::encoding::default_decoder`] natively).
pub fn decode_text(bytes: &[u8], decoder: &dyn TextDecoder) -> Decoded {
    crate::encoding::decode(bytes, sgf::charset(bytes).as_deref(), decoder)
}

/// Whether a file's `bytes` are binary rather than text: a control byte first, or a zero
/// byte among the first kilobyte (UTF-16 text, which has zero bytes, begins with its byte
/// order mark).
pub fn is_binary(bytes: &[u8]) -> bool {
    pos::looks_binary(bytes)
}

/// Whether a file's `bytes` are a `.pos` position: the count byte matches the length,
/// every index is on the board and none comes twice.
pub fn is_pos(bytes: &[u8]) -> bool {
    pos::looks_like(bytes)
}

/// The format of a file's `bytes`: a `.pos` position from its bytes, else the format
/// [`detect`] finds in its text ([`decode_text`] with no decoder: the formats are told
/// apart by their ASCII).
pub fn detect_bytes(bytes: &[u8]) -> Option<Format> {
    if pos::looks_like(bytes) {
        return Some(Format::Pos);
    }
    detect(&String::from_utf8_lossy(bytes))
}

/// The games of a file's `bytes`, in the format [`detect_bytes`] finds: a `.pos` from its
/// bytes; text, decoded by [`decode_text`], as [`read`] reads it. Binary bytes in no
/// format (a zero byte or another control byte first) are refused as a `.pos` would be,
/// with the byte that is wrong.
///
/// ```
/// use gobang_engine::encoding::default_decoder;
/// use gobang_engine::formats::{read_bytes, Format};
/// // A GB2312 SGF with a comment (作者, "author"), as Chinese renju programs write them.
/// let sgf = b"(;GM[4]CA[gb2312]SZ[15]C[\xD7\xF7\xD5\xDF];B[hh])";
/// let games = read_bytes(sgf, default_decoder()).unwrap();
/// assert_eq!(games[0].notes.comment, "作者");
/// // A .pos: two stones, h8 (7 + 15 * 7 = 112) and i9 (8 + 15 * 6 = 98).
/// let games = read_bytes(&[2, 112, 98], default_decoder()).unwrap();
/// assert_eq!(games[0].game.record(), "h8 i9");
/// ```
///
/// # Errors
/// [`FormatError`] with the line or the byte and the reason (see [`Why`]).
pub fn read_bytes(bytes: &[u8], decoder: &dyn TextDecoder) -> Result<Vec<Imported>, FormatError> {
    if bytes.len() > MOST_BYTES {
        let head = &bytes[..bytes.len().min(1 << 10)];
        let format = detect_bytes(head).unwrap_or(Format::Record);
        return Err(FormatError::at(format, 0, Why::TooBig));
    }
    let format = if pos::looks_like(bytes) || pos::looks_binary(bytes) {
        Format::Pos
    } else {
        let text = decode_text(bytes, decoder).text;
        return read(&text);
    };
    read_bytes_as(format, bytes, decoder)
}

/// The games of a file's `bytes` read as `format` (text decoded by [`decode_text`]).
///
/// # Errors
/// [`FormatError`] with the line or the byte and the reason (see [`Why`]).
pub fn read_bytes_as(
    format: Format,
    bytes: &[u8],
    decoder: &dyn TextDecoder,
) -> Result<Vec<Imported>, FormatError> {
    if bytes.len() > MOST_BYTES {
        return Err(FormatError::at(format, 0, Why::TooBig));
    }
    match format {
        Format::Pos => pos::read(bytes)
            .map(|game| vec![game])
            .map_err(FormatError::shortened),
        _ => read_as(format, &decode_text(bytes, decoder).text),
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
        let pos = Pos::parse(word, MAX_SIZE).map_err(|_| fail(line, Why::BadMove(quote(word))))?;
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
            Pos::parse(&m.text, size).map_err(|_| fail(m.line, Why::BadMove(quote(&m.text))))?;
    }
    let game = play_line(Format::Record, &Start::empty(size), None, &moves)?;
    Ok(Imported::game(game, GameInfo::default()))
}

impl Imported {
    /// A game with its info and nothing else: no tree, notes or opening.
    fn game(game: Game, info: GameInfo) -> Imported {
        Imported {
            game,
            tree: Vec::new(),
            notes: Notes::default(),
            info,
            contest: None,
        }
    }
}

/// A move read from a file: where it is written, how, and the point.
#[derive(Clone, Debug)]
struct Move {
    line: usize,
    text: String,
    pos: Pos,
}

/// Where a game begins: the board's side and, for SGF, the stones set up before the
/// first move with the side to move then.
#[derive(Clone, Debug)]
struct Start {
    size: usize,
    setup: Vec<(Pos, Stone)>,
    to_move: Stone,
    /// The line of the setup, for its errors.
    line: usize,
}

impl Start {
    /// An empty board of side `size`, black to move.
    const fn empty(size: usize) -> Start {
        Start {
            size,
            setup: Vec::new(),
            to_move: Stone::Black,
            line: 0,
        }
    }

    /// The game before its first move under `rule`.
    fn game(&self, format: Format, rule: Rule) -> Result<Game, FormatError> {
        let bad_size = || FormatError::at(format, 0, Why::BadSize(self.size, self.size));
        if self.setup.is_empty() {
            return Game::with_rule(self.size, rule).map_err(|_| bad_size());
        }
        let mut board = Board::new(self.size).map_err(|_| bad_size())?;
        for &(pos, stone) in &self.setup {
            if !board.contains(pos) || !board.is_empty_at(pos) {
                let point = pos.display(self.size).to_string();
                return Err(FormatError::at(format, self.line, Why::BadMove(point)));
            }
            board.place(pos, stone);
        }
        Game::from_position(board, self.to_move, rule).map_err(|e| {
            let why = Why::Unsupported(format!("the setup stones: {e}"));
            FormatError::at(format, self.line, why)
        })
    }
}

/// The game of `moves` from `start` under `rule`, or, when the file does not say the
/// rule, freestyle falling back to standard (see the module's notes).
fn play_line(
    format: Format,
    start: &Start,
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
        Some(rule) => play_under(format, start, rule, moves),
        None => play_under(format, start, Rule::Freestyle, moves).or_else(|e| {
            let after_win = matches!(
                e.why,
                Why::Illegal {
                    why: RecordError::AfterWin { .. },
                    ..
                }
            );
            match after_win {
                true => play_under(format, start, Rule::Standard, moves).map_err(|_| e),
                false => Err(e),
            }
        }),
    }
}

fn play_under(
    format: Format,
    start: &Start,
    rule: Rule,
    moves: &[Move],
) -> Result<Game, FormatError> {
    let mut game = start.game(format, rule)?;
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
