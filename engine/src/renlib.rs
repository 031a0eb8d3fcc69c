//! RenLib opening libraries (`.lib` files): a tree of renju lines with comments, marks and
//! board texts, read into a [`Library`]. Reading only; the reader is pure, never panics,
//! does not recurse and takes time linear in the file's length.
//!
//! The format, as RenLib 3.x writes and reads it (`LibraryFile.cpp`, `MoveNode.cpp`,
//! `RenLibDoc.cpp` `AddLibrary`/`WriteMove`/`WriteNode`/`WriteText`, `Utils.cpp`
//! `PosToPoint` in the public `gomoku/RenLib` repository):
//!
//! - a 20-byte header: `FF 'R' 'e' 'n' 'L' 'i' 'b' FF`, the major and minor version, then
//!   ten `FF`s. Major versions 1 to 3 are read (RenLib 3.4 writes 3.4, or 3.0 for its
//!   "old format", board texts and all). RenLib also opens a file without the header
//!   that starts with the centre point's record (`78`): so does this reader.
//! - then records of two bytes, `[point, flags]`, in the order of a depth-first walk of
//!   the tree. The point is `16 * (y - 1) + x` for RenLib's column `x` and row `y`
//!   (both 1 to 15, row 1 at the top, as RenLib draws it), so our row is `point / 16` and
//!   our column `point % 16 - 1`; `0` is no point (the root, or a pass).
//! - the flag bits: `0x80` the node has a next sibling (the reader remembers the depth),
//!   `0x40` the node has no child (the next record is the sibling of the last remembered
//!   node), `0x20` an old-style comment follows, `0x10` a marked node, `0x08` a comment
//!   follows, `0x04` the start position, `0x02` not a move (a point that only carries a
//!   board text), `0x01` two more flag bytes follow; of those, bit `0x01` of the second
//!   byte says a board text follows.
//! - a text is read two bytes at a time up to a zero byte; a comment's byte `08` parts
//!   its one-line title from the longer text. RenLib writes the bytes of the Windows code
//!   page of the machine it ran on, which the file does not name: the texts are read as
//!   UTF-8 when they all are valid UTF-8, else in the one code page that reads the
//!   library's texts together plausibly (GBK first, as Chinese libraries are written;
//!   then Big5, Shift_JIS, windows-1251, windows-1252: see [`crate::encoding`]), decoded
//!   by the [`TextDecoder`] given to [`read_with`]. Old-style comments are 7-bit with
//!   `[\]{|}` standing for `ÆØÅæøå` and end at a byte with its top bit set.
//!
//! Like RenLib, the reader merges two records of the same point under one node into one
//! node. Unlike RenLib, it refuses a line that plays a point twice, and it bounds the file
//! ([`MAX_BYTES`]), the nodes ([`MAX_NODES`]) and the depth ([`MAX_DEPTH`]).

use std::error::Error;
use std::fmt;

use crate::encoding::{self, TextDecoder};
use crate::pos::Pos;

/// The first eight bytes of every RenLib library.
pub const MAGIC: [u8; 8] = [0xFF, b'R', b'e', b'n', b'L', b'i', b'b', 0xFF];
/// The length of the header before the first record.
pub const HEADER_LEN: usize = 20;
/// The side of a RenLib board.
pub const SIDE: usize = 15;
/// The largest file read, in bytes.
pub const MAX_BYTES: usize = 16 << 20;
/// The most nodes a library may hold, the root included.
pub const MAX_NODES: usize = 1_000_000;
/// The longest line, in nodes below the root.
pub const MAX_DEPTH: usize = 512;
/// The first byte of a library without the header: the centre point's record.
pub const CENTER: u8 = 0x78;

const DOWN: u32 = 0x80;
const RIGHT: u32 = 0x40;
const OLD_COMMENT: u32 = 0x20;
const MARK: u32 = 0x10;
const COMMENT: u32 = 0x08;
const START: u32 = 0x04;
const NO_MOVE: u32 = 0x02;
const EXTENSION: u32 = 0x01;
const BOARD_TEXT: u32 = 0x100;
/// The byte that parts a comment's one-line title from its longer text.
const TITLE_END: u8 = 0x08;

/// Whether `bytes` begin like a RenLib library: the first eight bytes of the header, or
/// (a file RenLib opens without one) binary records of two bytes from the centre point's
/// (`78` first, an even length, and a zero byte or bytes that are not UTF-8: text that
/// begins with an `x` is not a library).
pub fn is_renlib(bytes: &[u8]) -> bool {
    bytes.starts_with(&MAGIC) || is_headerless(bytes)
}

fn is_headerless(bytes: &[u8]) -> bool {
    bytes.first() == Some(&CENTER)
        && bytes.len().is_multiple_of(2)
        && (bytes.contains(&0) || std::str::from_utf8(bytes).is_err())
}

/// One node of a library: a move (or a pass, or a point that only carries a board text)
/// with what RenLib attached to it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The point, `None` for the root and for a pass.
    pub pos: Option<Pos>,
    /// Whether the node is a move; `false` for the root and for a point that only carries
    /// a board text (RenLib's "no move" flag).
    pub is_move: bool,
    /// RenLib's mark on the node.
    pub mark: bool,
    /// RenLib's "start position" flag.
    pub start: bool,
    /// The one-line comment.
    pub comment: String,
    /// The longer, multi-line comment.
    pub notes: String,
    /// The text RenLib draws on the node's point (letters or a short word).
    pub board_text: String,
    parent: Option<u32>,
    first_child: Option<u32>,
    next_sibling: Option<u32>,
}

/// A library read from a file: a tree of nodes, the root first (id [`Library::ROOT`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Library {
    nodes: Vec<Node>,
    version: (u8, u8),
    encoding: String,
}

impl Library {
    /// The id of the root: the empty board.
    pub const ROOT: usize = 0;

    /// The number of nodes, the root included.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the library holds the root only.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// The file's version, major and minor; `(0, 0)` for a file without the header.
    pub fn version(&self) -> (u8, u8) {
        self.version
    }

    /// The code page the texts were read in: `utf-8` (also when every text is ASCII), or
    /// the label of the one chosen (`gbk`, `big5`, `windows-1252`...; see
    /// [`crate::encoding::decode`]).
    pub fn encoding(&self) -> &str {
        &self.encoding
    }

    /// The node `id`, if there is one.
    pub fn node(&self, id: usize) -> Option<&Node> {
        self.nodes.get(id)
    }

    /// The node above `id`; `None` for the root or an unknown id.
    pub fn parent(&self, id: usize) -> Option<usize> {
        self.nodes.get(id)?.parent.map(|p| p as usize)
    }

    /// The ids of the nodes right below `id`, in the file's order (none for an unknown id).
    pub fn children(&self, id: usize) -> impl Iterator<Item = usize> + '_ {
        let first = self.nodes.get(id).and_then(|n| n.first_child);
        std::iter::successors(first, |&c| self.nodes[c as usize].next_sibling).map(|c| c as usize)
    }

    /// The moves from the root to `id`, black's first (`None` is a pass). Nodes that are
    /// not moves (board texts only) are left out.
    pub fn line(&self, id: usize) -> Vec<Option<Pos>> {
        let mut line = Vec::new();
        let mut at = self.nodes.get(id).map(|_| id);
        while let Some(n) = at {
            let node = &self.nodes[n];
            if node.is_move && n != Self::ROOT {
                line.push(node.pos);
            }
            at = node.parent.map(|p| p as usize);
        }
        line.reverse();
        line
    }
}

/// Why a file could not be read as a library, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryError {
    /// The byte of the file where the problem lies (the start of the record or text).
    pub offset: usize,
    /// What is wrong.
    pub why: LibraryWhy,
}

/// What is wrong with a file that is refused ([`LibraryError`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LibraryWhy {
    /// The file does not begin with RenLib's header.
    NotRenLib,
    /// A version this reader does not know.
    Version {
        /// The major version.
        major: u8,
        /// The minor version.
        minor: u8,
    },
    /// The file is larger than [`MAX_BYTES`].
    TooLarge,
    /// The file ends inside the header or a record.
    CutShort,
    /// The file ends inside a comment or board text.
    TextCutShort,
    /// A record's point is off the 15x15 board.
    OffBoard {
        /// The point byte.
        byte: u8,
    },
    /// A line plays the same point twice.
    PlayedTwice {
        /// The point.
        pos: Pos,
    },
    /// More than [`MAX_NODES`] nodes.
    TooManyNodes,
    /// A line longer than [`MAX_DEPTH`].
    TooDeep,
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.offset;
        match self.why {
            LibraryWhy::NotRenLib => write!(f, "not a RenLib library (byte {at})"),
            LibraryWhy::Version { major, minor } => {
                write!(
                    f,
                    "RenLib version {major}.{minor} is not supported (byte {at})"
                )
            }
            LibraryWhy::TooLarge => {
                write!(f, "the file is larger than {} MB", MAX_BYTES >> 20)
            }
            LibraryWhy::CutShort => write!(f, "the file is cut short at byte {at}"),
            LibraryWhy::TextCutShort => {
                write!(f, "the file ends inside the text that starts at byte {at}")
            }
            LibraryWhy::OffBoard { byte } => {
                write!(f, "byte {at}: point {byte} is off the 15x15 board")
            }
            LibraryWhy::PlayedTwice { pos } => {
                let point = pos.display(SIDE);
                write!(f, "byte {at}: a line plays {point} twice")
            }
            LibraryWhy::TooManyNodes => {
                write!(f, "byte {at}: more than {MAX_NODES} moves")
            }
            LibraryWhy::TooDeep => {
                write!(f, "byte {at}: a line longer than {MAX_DEPTH} moves")
            }
        }
    }
}

impl Error for LibraryError {}

/// Reads a RenLib library, its texts decoded by [`encoding::default_decoder`] (natively
/// encoding_rs; with no table in a wasm build, where [`read_with`] takes the browser's
/// decoder).
///
/// # Errors
/// A [`LibraryError`] with the byte where the file goes wrong: not a RenLib file, an
/// unknown version, too large, cut short, a point off the board, a line that plays a
/// point twice, too many nodes or too deep a line.
///
/// ```
/// use gobang_engine::renlib;
/// let mut file = renlib::MAGIC.to_vec();
/// file.extend([3, 4]);
/// file.extend([0xFF; 10]);
/// file.extend([0x00, 0x00]); // the root
/// file.extend([0x78, 0x40]); // h8, no child
/// let library = renlib::read(&file).unwrap();
/// let first = library.children(renlib::Library::ROOT).next().unwrap();
/// assert_eq!(library.node(first).unwrap().pos.unwrap().display(15).to_string(), "h8");
/// ```
pub fn read(bytes: &[u8]) -> Result<Library, LibraryError> {
    read_with(bytes, encoding::default_decoder())
}

/// Reads a RenLib library, its texts decoded by `decoder` (on the page, the browser's
/// `TextDecoder`).
///
/// # Errors
/// As [`read`].
pub fn read_with(bytes: &[u8], decoder: &dyn TextDecoder) -> Result<Library, LibraryError> {
    let (version, start) = read_header(bytes)?;
    let mut reader = Reader {
        bytes,
        at: start,
        nodes: vec![Node::default()],
        line: vec![(Library::ROOT, None)],
        occupied: [false; 256],
        branches: Vec::new(),
        check_root: true,
        texts: Vec::new(),
    };
    while reader.at < bytes.len() {
        reader.record()?;
    }
    let mut nodes = reader.nodes;
    let encoding = decode_texts(&mut nodes, reader.texts, decoder);
    Ok(Library {
        nodes,
        version,
        encoding,
    })
}

/// The version and where the records start: after the header, or at byte 0 for a file
/// without one.
fn read_header(bytes: &[u8]) -> Result<((u8, u8), usize), LibraryError> {
    let refuse = |offset, why| Err(LibraryError { offset, why });
    if bytes.len() > MAX_BYTES {
        return refuse(MAX_BYTES, LibraryWhy::TooLarge);
    }
    if is_headerless(bytes) {
        return Ok(((0, 0), 0));
    }
    let magic = &bytes[..bytes.len().min(MAGIC.len())];
    if let Some(i) = magic.iter().zip(MAGIC).position(|(a, b)| *a != b) {
        return refuse(i, LibraryWhy::NotRenLib);
    }
    if bytes.len() < HEADER_LEN {
        return refuse(bytes.len(), LibraryWhy::CutShort);
    }
    let (major, minor) = (bytes[8], bytes[9]);
    if !(1..=3).contains(&major) {
        return refuse(8, LibraryWhy::Version { major, minor });
    }
    Ok(((major, minor), HEADER_LEN))
}

/// Which text of a node a text read is.
#[derive(Clone, Copy, Debug)]
enum Field {
    Comment,
    Notes,
    BoardText,
}

/// A text as read: the file's bytes, or an old-style comment already in letters.
#[derive(Debug)]
enum Text {
    Bytes(Vec<u8>),
    Letters(String),
}

/// Sets each node's texts, the first text of a field winning (as RenLib keeps the first
/// and lists the others), decoded in one code page for the whole library; returns its
/// label.
fn decode_texts(
    nodes: &mut [Node],
    texts: Vec<(usize, Field, Text)>,
    decoder: &dyn TextDecoder,
) -> String {
    let foreign: Vec<&[u8]> = texts
        .iter()
        .filter_map(|(_, _, t)| match t {
            Text::Bytes(b) if std::str::from_utf8(b).is_err() => Some(&b[..]),
            _ => None,
        })
        .collect();
    let label = match foreign.is_empty() {
        true => "utf-8".to_owned(),
        false => encoding::decode(&foreign.join(&b'\n'), None, decoder).encoding,
    };
    for (id, field, text) in texts {
        let text = match text {
            Text::Letters(letters) => letters,
            Text::Bytes(bytes) => match std::str::from_utf8(&bytes) {
                Ok(utf8) if label == "utf-8" || utf8.is_ascii() => utf8.to_owned(),
                _ => decoder
                    .decode(&bytes, &label)
                    .unwrap_or_else(|| String::from_utf8_lossy(&bytes).into_owned()),
            },
        };
        let node = &mut nodes[id];
        let slot = match field {
            Field::Comment => &mut node.comment,
            Field::Notes => &mut node.notes,
            Field::BoardText => &mut node.board_text,
        };
        if slot.is_empty() {
            *slot = text;
        }
    }
    label
}

/// The reader's state between records: the line from the root to the current node and
/// the depths remembered by "has a next sibling" flags (RenLib's stack).
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    nodes: Vec<Node>,
    /// The current line: node ids from the root, each with the point it occupies.
    line: Vec<(usize, Option<u8>)>,
    /// The points occupied by the moves of `line`, by point byte.
    occupied: [bool; 256],
    /// The depths of the nodes whose next sibling is still to come.
    branches: Vec<usize>,
    /// RenLib skips one leading record with no point: the root's.
    check_root: bool,
    /// The texts read, in the file's order, for [`decode_texts`].
    texts: Vec<(usize, Field, Text)>,
}

impl Reader<'_> {
    fn refuse<T>(&self, offset: usize, why: LibraryWhy) -> Result<T, LibraryError> {
        Err(LibraryError { offset, why })
    }

    fn pair(&mut self) -> Option<(u8, u8)> {
        let pair = self.bytes.get(self.at..self.at + 2)?;
        self.at += 2;
        Some((pair[0], pair[1]))
    }

    /// Reads one record and the texts that follow it.
    fn record(&mut self) -> Result<(), LibraryError> {
        let start = self.at;
        let Some((point, low)) = self.pair() else {
            return self.refuse(start, LibraryWhy::CutShort);
        };
        let mut flags = u32::from(low);
        if flags & EXTENSION != 0 {
            let Some((high, middle)) = self.pair() else {
                return self.refuse(start, LibraryWhy::CutShort);
            };
            flags |= (u32::from(high) << 16) | (u32::from(middle) << 8);
        }
        let id = if self.check_root && point == 0 {
            self.check_root = false;
            self.line.last().map_or(Library::ROOT, |&(id, _)| id)
        } else {
            self.step(start, point, flags & NO_MOVE == 0)?
        };
        if flags & OLD_COMMENT != 0 {
            let text = self.old_text()?;
            let (title, notes) = text.split_once('\u{8}').unwrap_or((&text, ""));
            for (field, part) in [(Field::Comment, title), (Field::Notes, notes)] {
                self.texts.push((id, field, Text::Letters(part.to_owned())));
            }
        } else if flags & COMMENT != 0 {
            let text = self.text()?;
            let (title, notes) = match text.iter().position(|&b| b == TITLE_END) {
                Some(i) => (&text[..i], &text[i + 1..]),
                None => (&text[..], &[][..]),
            };
            for (field, part) in [(Field::Comment, title), (Field::Notes, notes)] {
                self.texts.push((id, field, Text::Bytes(part.to_vec())));
            }
        }
        if flags & BOARD_TEXT != 0 {
            let text = self.text()?;
            self.texts.push((id, Field::BoardText, Text::Bytes(text)));
        }
        let node = &mut self.nodes[id];
        node.mark |= flags & MARK != 0;
        node.start |= flags & START != 0;
        if flags & DOWN != 0 {
            self.branches.push(self.line.len() - 1);
        }
        if flags & RIGHT != 0
            && let Some(depth) = self.branches.pop()
        {
            self.truncate(depth.max(1));
        }
        Ok(())
    }

    /// Steps from the current node to its child at `point` (made if new); returns its id.
    fn step(&mut self, start: usize, point: u8, is_move: bool) -> Result<usize, LibraryError> {
        let pos = match point {
            0 => None,
            _ => match Pos::new(
                usize::from(point / 16),
                usize::from(point % 16).wrapping_sub(1),
            ) {
                Some(pos) if pos.row() < SIDE && pos.col() < SIDE => Some(pos),
                _ => return self.refuse(start, LibraryWhy::OffBoard { byte: point }),
            },
        };
        if self.line.len() > MAX_DEPTH {
            return self.refuse(start, LibraryWhy::TooDeep);
        }
        let parent = self.line.last().map_or(Library::ROOT, |&(id, _)| id);
        let mut last = None;
        let mut child = self.nodes[parent].first_child;
        while let Some(c) = child {
            if self.nodes[c as usize].pos == pos {
                break;
            }
            last = Some(c);
            child = self.nodes[c as usize].next_sibling;
        }
        let id = match child {
            Some(c) => c as usize,
            None => self.add(start, parent, last, pos)?,
        };
        let node = &mut self.nodes[id];
        node.is_move |= is_move;
        let occupies = if node.is_move { pos } else { None };
        if let Some(pos) = occupies {
            if self.occupied[usize::from(point)] {
                return self.refuse(start, LibraryWhy::PlayedTwice { pos });
            }
            self.occupied[usize::from(point)] = true;
        }
        self.line.push((id, occupies.map(|_| point)));
        Ok(id)
    }

    /// A new node at `pos` below `parent`, after its child `last`.
    fn add(
        &mut self,
        start: usize,
        parent: usize,
        last: Option<u32>,
        pos: Option<Pos>,
    ) -> Result<usize, LibraryError> {
        if self.nodes.len() >= MAX_NODES {
            return self.refuse(start, LibraryWhy::TooManyNodes);
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            pos,
            parent: Some(parent as u32),
            ..Node::default()
        });
        match last {
            Some(l) => self.nodes[l as usize].next_sibling = Some(id as u32),
            None => self.nodes[parent].first_child = Some(id as u32),
        }
        Ok(id)
    }

    /// Cuts the current line back to its first `len` nodes.
    fn truncate(&mut self, len: usize) {
        while self.line.len() > len {
            if let Some((_, Some(p))) = self.line.pop() {
                self.occupied[usize::from(p)] = false;
            }
        }
    }

    /// A text up to its zero byte, read two bytes at a time.
    fn text(&mut self) -> Result<Vec<u8>, LibraryError> {
        let start = self.at;
        let mut text = Vec::new();
        loop {
            let Some((a, b)) = self.pair() else {
                return self.refuse(start, LibraryWhy::TextCutShort);
            };
            if a == 0 {
                return Ok(text);
            }
            text.push(a);
            if b == 0 {
                return Ok(text);
            }
            text.push(b);
        }
    }

    /// An old-style 7-bit comment, ended by a byte with its top bit set: ASCII with the
    /// Danish letters in place of `[\]{|}`.
    fn old_text(&mut self) -> Result<String, LibraryError> {
        let start = self.at;
        let mut text = String::new();
        loop {
            let Some((a, b)) = self.pair() else {
                return self.refuse(start, LibraryWhy::TextCutShort);
            };
            for byte in [a, b] {
                text.push(match byte & 0x7F {
                    b'}' => 'å',
                    b'{' => 'æ',
                    b'|' => 'ø',
                    b']' => 'Å',
                    b'[' => 'Æ',
                    b'\\' => 'Ø',
                    c => char::from(c),
                });
                if byte & 0x80 != 0 {
                    return Ok(text);
                }
            }
        }
    }
}

#[cfg(all(test, feature = "encodings"))]
mod tests;
