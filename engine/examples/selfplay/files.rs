//! The two binary files of the learning data (`docs/learning.md`, "Data"): self-play games
//! (`.gsp`, [`GameRecord`]) and training positions (`.gtf`, [`TrainingPosition`]), how each
//! record is written and read back. A point's features are the engine's ([`PointFeature`]:
//! its multiset ranks, from `gobang_engine::ai::network_points`). All integers are
//! little-endian; a reader stops cleanly at a cut-short last
//! record and names the file and byte offset of anything malformed.

use std::fmt;
use std::io::{self, Write};

use gobang_engine::ai::WIN;
use gobang_engine::ai::network::{MULTISETS, Sample};
use gobang_engine::{Pos, Rule, Stone};

/// The first four bytes of a `.gsp` file.
pub const GSP_MAGIC: [u8; 4] = *b"GBSP";
/// The first four bytes of a `.gtf` file.
pub const GTF_MAGIC: [u8; 4] = *b"GBTF";
/// The version both formats are at, after the magic.
pub const VERSION: u32 = 1;
/// The bytes of a file's header: the magic and the version.
pub const HEADER_LEN: u64 = 8;
/// The score of a move that did not come from a search (opening moves, forced replies).
pub const NO_SCORE: i16 = i16::MIN;
/// Scores are clamped to ± this; forced wins and losses are written as ± this.
pub const SCORE_LIMIT: i16 = 30_000;

/// A search score (for the side to move, engine units) as the files hold it: forced wins
/// and losses (beyond `WIN - 1000`) as ±[`SCORE_LIMIT`], anything else clamped to it.
pub fn file_score(score: i32) -> i16 {
    let limit = i32::from(SCORE_LIMIT);
    if score > WIN - 1000 {
        SCORE_LIMIT
    } else if score < -(WIN - 1000) {
        -SCORE_LIMIT
    } else {
        score.clamp(-limit, limit) as i16
    }
}

/// A rule's code in both files: 0 freestyle, 1 standard, 2 renju.
pub fn rule_code(rule: Rule) -> u8 {
    match rule {
        Rule::Freestyle => 0,
        Rule::Standard => 1,
        Rule::Renju => 2,
    }
}

/// The rule of code `code`, when it is one.
pub fn rule_of(code: u8) -> Option<Rule> {
    Rule::ALL.into_iter().find(|&rule| rule_code(rule) == code)
}

/// A malformed file: which, where and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// The file's name as given.
    pub file: String,
    /// The byte offset of the bad value (or of the record it belongs to).
    pub offset: u64,
    /// What is wrong there.
    pub what: String,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: byte {}: {}", self.file, self.offset, self.what)
    }
}

impl std::error::Error for ReadError {}

/// Reads little-endian integers from a byte slice; `None` at the end of the data.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
    file: &'a str,
}

impl Cursor<'_> {
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let slice = self.bytes.get(self.at..self.at + N)?;
        self.at += N;
        slice.try_into().ok()
    }
    fn u8(&mut self) -> Option<u8> {
        self.take::<1>().map(|b| b[0])
    }
    fn u16(&mut self) -> Option<u16> {
        self.take().map(u16::from_le_bytes)
    }
    fn i16(&mut self) -> Option<i16> {
        self.take().map(i16::from_le_bytes)
    }
    fn u32(&mut self) -> Option<u32> {
        self.take().map(u32::from_le_bytes)
    }
    /// An error at `offset` of this file.
    fn error(&self, offset: usize, what: impl Into<String>) -> ReadError {
        ReadError {
            file: self.file.to_owned(),
            offset: offset as u64,
            what: what.into(),
        }
    }
    /// Checks the header: `magic` and [`VERSION`].
    fn header(&mut self, magic: [u8; 4]) -> Result<(), ReadError> {
        let name = String::from_utf8_lossy(&magic).into_owned();
        match self.take::<4>() {
            Some(m) if m == magic => {}
            _ => return Err(self.error(0, format!("not a {name} file (no {name} header)"))),
        }
        match self.u32() {
            Some(VERSION) => Ok(()),
            Some(v) => Err(self.error(
                4,
                format!("{name} version {v}, this reader knows {VERSION}"),
            )),
            None => Err(self.error(4, "the header is cut short")),
        }
    }
}

/// One move of a self-play game: the point and the search's score before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// `row * size + col`, row 0 at the top.
    pub point: u16,
    /// The search's score of the position before the move, for the side that played it
    /// ([`file_score`]), or [`NO_SCORE`].
    pub score: i16,
}

/// One game of a `.gsp` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The generator's game number, unique in its file.
    pub index: u32,
    /// The board's size.
    pub size: u8,
    /// The rule it was played under.
    pub rule: Rule,
    /// Who won; `None` for a draw.
    pub winner: Option<Stone>,
    /// How many of the first moves came from the opening, not from the search.
    pub opening: u8,
    /// The moves, black's first.
    pub moves: Vec<Move>,
}

/// A game's result code: 0 black won, 1 white won, 2 draw.
fn result_code(winner: Option<Stone>) -> u8 {
    match winner {
        Some(Stone::Black) => 0,
        Some(Stone::White) => 1,
        None => 2,
    }
}

impl GameRecord {
    /// Appends the record's bytes to `out`.
    ///
    /// # Errors
    /// When `out` fails, or the game has more than 65535 moves.
    pub fn write_to(&self, out: &mut impl Write) -> io::Result<()> {
        let n = u16::try_from(self.moves.len())
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "too many moves"))?;
        let mut bytes = Vec::with_capacity(10 + 4 * self.moves.len());
        bytes.extend(self.index.to_le_bytes());
        bytes.extend([
            self.size,
            rule_code(self.rule),
            result_code(self.winner),
            self.opening,
        ]);
        bytes.extend(n.to_le_bytes());
        for m in &self.moves {
            bytes.extend(m.point.to_le_bytes());
            bytes.extend(m.score.to_le_bytes());
        }
        out.write_all(&bytes)
    }

    /// The point of move `m` on this game's board.
    pub fn pos(&self, m: Move) -> Option<Pos> {
        let size = usize::from(self.size);
        Pos::new(usize::from(m.point) / size, usize::from(m.point) % size)
    }
}

/// The games of a `.gsp` file as far as they are whole.
#[derive(Clone, Debug, Default)]
pub struct GspContents {
    /// The whole games, in file order, each with the byte offset of its record.
    pub games: Vec<(u64, GameRecord)>,
    /// The bytes up to the end of the last whole record.
    pub whole_len: u64,
    /// Whether bytes of a cut-short record follow `whole_len`.
    pub truncated: bool,
}

/// The header of a `.gsp` file.
pub fn gsp_header() -> Vec<u8> {
    let mut bytes = GSP_MAGIC.to_vec();
    bytes.extend(VERSION.to_le_bytes());
    bytes
}

/// The header of a `.gtf` file.
pub fn gtf_header() -> Vec<u8> {
    let mut bytes = GTF_MAGIC.to_vec();
    bytes.extend(VERSION.to_le_bytes());
    bytes
}

/// Reads the `.gsp` bytes of the file named `file`.
///
/// # Errors
/// A missing or wrong header, or a value out of range (a rule, size, result or point),
/// with its byte offset.
pub fn read_gsp(bytes: &[u8], file: &str) -> Result<GspContents, ReadError> {
    let mut cursor = Cursor { bytes, at: 0, file };
    cursor.header(GSP_MAGIC)?;
    let mut contents = GspContents {
        whole_len: HEADER_LEN,
        ..GspContents::default()
    };
    while cursor.at < bytes.len() {
        let start = cursor.at;
        match read_game(&mut cursor, start)? {
            Some(game) => {
                contents.games.push((start as u64, game));
                contents.whole_len = cursor.at as u64;
            }
            None => {
                contents.truncated = true;
                break;
            }
        }
    }
    Ok(contents)
}

/// The game record at `start`; `None` when the data ends inside it.
fn read_game(cursor: &mut Cursor<'_>, start: usize) -> Result<Option<GameRecord>, ReadError> {
    let Some(index) = cursor.u32() else {
        return Ok(None);
    };
    let (Some(size), Some(rule), Some(result), Some(opening), Some(n)) = (
        cursor.u8(),
        cursor.u8(),
        cursor.u8(),
        cursor.u8(),
        cursor.u16(),
    ) else {
        return Ok(None);
    };
    if !(5..=20).contains(&size) {
        return Err(cursor.error(start + 4, format!("board size {size}")));
    }
    let Some(rule) = rule_of(rule) else {
        return Err(cursor.error(start + 5, format!("rule code {rule}")));
    };
    let winner = match result {
        0 => Some(Stone::Black),
        1 => Some(Stone::White),
        2 => None,
        r => return Err(cursor.error(start + 6, format!("result code {r}"))),
    };
    if u16::from(opening) > n {
        return Err(cursor.error(start + 7, format!("{opening} opening plies of {n} moves")));
    }
    let points = u16::from(size) * u16::from(size);
    let mut moves = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        let at = cursor.at;
        let (Some(point), Some(score)) = (cursor.u16(), cursor.i16()) else {
            return Ok(None);
        };
        if point >= points {
            return Err(cursor.error(at, format!("point {point} off a {size}×{size} board")));
        }
        moves.push(Move { point, score });
    }
    Ok(Some(GameRecord {
        index,
        size,
        rule,
        winner,
        opening,
        moves,
    }))
}

/// One empty point of a training position with its two multiset ranks, as the engine's
/// network reads it.
pub use gobang_engine::ai::network::SamplePoint as PointFeature;

/// One quiet position of a `.gtf` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrainingPosition {
    /// The game's id, unique across the files exported together.
    pub game: u32,
    /// The rule.
    pub rule: Rule,
    /// The board's size.
    pub size: u8,
    /// Who is to move.
    pub to_move: Stone,
    /// The game's result for the side to move: 0 lost, 1 draw, 2 won.
    pub result: u8,
    /// The search's score for the side to move ([`file_score`]), or [`NO_SCORE`].
    pub score: i16,
    /// Stones on the board.
    pub ply: u16,
    /// Every empty point whose two ranks are not both 0.
    pub points: Vec<PointFeature>,
}

impl TrainingPosition {
    /// Appends the record's bytes to `out`, written by the engine's own [`Sample::write`].
    ///
    /// # Errors
    /// When `out` fails.
    pub fn write_to(&self, out: &mut impl Write) -> io::Result<()> {
        let sample = Sample {
            game: self.game,
            rule: rule_code(self.rule),
            size: self.size,
            to_move: u8::from(self.to_move == Stone::White),
            result: self.result,
            score: self.score,
            ply: self.ply,
            points: self.points.clone(),
        };
        let mut bytes = Vec::with_capacity(14 + 6 * self.points.len());
        sample.write(&mut bytes);
        out.write_all(&bytes)
    }
}

/// Calls `visit` with every whole position of the `.gtf` bytes of the file named `file`, in
/// order; returns whether a cut-short record followed them.
///
/// # Errors
/// A missing or wrong header, or a value out of range, with its byte offset.
pub fn read_gtf(
    bytes: &[u8],
    file: &str,
    mut visit: impl FnMut(TrainingPosition),
) -> Result<bool, ReadError> {
    let mut cursor = Cursor { bytes, at: 0, file };
    cursor.header(GTF_MAGIC)?;
    while cursor.at < bytes.len() {
        let start = cursor.at;
        match read_position(&mut cursor, start)? {
            Some(position) => visit(position),
            None => return Ok(true),
        }
    }
    Ok(false)
}

/// The position record at `start`; `None` when the data ends inside it.
fn read_position(
    cursor: &mut Cursor<'_>,
    start: usize,
) -> Result<Option<TrainingPosition>, ReadError> {
    let fields = (
        cursor.u32(),
        cursor.u8(),
        cursor.u8(),
        cursor.u8(),
        cursor.u8(),
        cursor.i16(),
        cursor.u16(),
        cursor.u16(),
    );
    let (
        Some(game),
        Some(rule),
        Some(size),
        Some(side),
        Some(result),
        Some(score),
        Some(ply),
        Some(n),
    ) = fields
    else {
        return Ok(None);
    };
    let Some(rule) = rule_of(rule) else {
        return Err(cursor.error(start + 4, format!("rule code {rule}")));
    };
    if !(5..=20).contains(&size) {
        return Err(cursor.error(start + 5, format!("board size {size}")));
    }
    let to_move = match side {
        0 => Stone::Black,
        1 => Stone::White,
        s => return Err(cursor.error(start + 6, format!("side code {s}"))),
    };
    if result > 2 {
        return Err(cursor.error(start + 7, format!("result code {result}")));
    }
    let mut points = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        let at = cursor.at;
        let (Some(point), Some(black), Some(white)) = (cursor.u16(), cursor.u16(), cursor.u16())
        else {
            return Ok(None);
        };
        if point >= u16::from(size) * u16::from(size) || usize::from(black.max(white)) >= MULTISETS
        {
            return Err(cursor.error(at, format!("point {point} ({black}, {white}) out of range")));
        }
        points.push(PointFeature {
            point,
            black,
            white,
        });
    }
    Ok(Some(TrainingPosition {
        game,
        rule,
        size,
        to_move,
        result,
        score,
        ply,
        points,
    }))
}
