//! SGF (Smart Game Format, FF[4], red-bean.com/sgf) for gomoku and renju, as the field
//! writes it: `(;GM[4]FF[4]SZ[15]RU[renju]PB[..]PW[..]RE[B+];B[hh];W[ih](;B[ii])(;B[gg]))`.
//!
//! A point is two letters, column then row, `a` at the top left (as in every SGF game;
//! renju programs such as RenLib write them so). Side lines `( )` are read as a tree
//! whose first variation is the main line; every move of every line is checked. Several
//! game trees in one file are several games; text before, between and after them is
//! skipped, and so is an empty node (`;)`).
//!
//! The game: `GM[4]` (gomoku and renju), and what the field writes besides: `GM[1]` (go's
//! number: GoWrite, KataGomo's trainer, converted renju files), `GM[5]` (ZJRenju, ORC), or
//! no `GM`. A `GM[1]` file is read as gomoku on its board; a go game among them shows
//! itself by what gomoku never has, a point played again after a capture, a pass or
//! stones taken off (`AE`), and is refused as a go game.
//!
//! The root's `SZ` gives the board (15 when missing; 19 for `GM[1]`, go's default), `RU`
//! the rule when it names one (see [`super::rule_from_name`]), `PB`, `PW`, `BR`, `WR`,
//! `EV` (else `GN`), `RO`, `DT`, `PC`, `TM` and `RE` the [`GameInfo`]. Stones set up in
//! the first node (`AB`, `AW`, a point or an `ab:cd` rectangle; `PL` the side to move,
//! else the side the counts give it) make the game start from that position
//! ([`Game::from_position`]). Each node's `C` comment, `LB` labels and marks (`MA`, `TR`,
//! `CR`, `SQ`, and the fifth-move alternatives `5A` of ORC and ZJRenju) are kept as its
//! [`Notes`]; a node with no move adds its notes to the move before it.
//!
//! Property names are read as real files write them: capitals and digits (`5A`), FF[3]'s
//! lower-case letters dropped (`AddBlack` is `AB`), a name all in lower case read in
//! capitals (`sz`); unknown properties (`FG`, `ST`, `SW`, `AP`...) are skipped. The text's
//! code page (`CA`) is [`charset`]'s, for [`super::decode_text`]. Refused: another game
//! than those above, a position no game reaches, setup stones later or taken off (`AE`),
//! passes and a side moving twice, nesting deeper than [`MOST_DEPTH`].

use super::{
    Branch, Format, FormatError, GameInfo, Imported, MOST_DEPTH, MOST_GAMES, MOST_MOVES, Move,
    Notes, Start, Why, off_board, play_line, play_move, quote, result_of, rule_from_name,
};
use crate::game::Game;
use crate::pos::{MAX_SIZE, MIN_SIZE, Pos};
use crate::record::RecordError;
use crate::stone::Stone;

const FORMAT: Format = Format::Sgf;
/// The board when `SZ` is missing: renju's and most gomoku servers'.
const SIZE: usize = 15;
/// The board when a `GM[1]` file has no `SZ`: go's.
const GO_SIZE: usize = 19;
/// The properties whose points are marks on a node.
const MARKS: [&str; 5] = ["MA", "TR", "CR", "SQ", "5A"];

fn fail(line: usize, why: Why) -> FormatError {
    FormatError::at(FORMAT, line, why)
}

/// Whether `text` (trimmed) opens a game tree: `(` then `;`.
pub(super) fn looks_like(text: &str) -> bool {
    opens_tree(text.as_bytes())
}

/// Whether `bytes` begin with `(`, blanks, then `;`.
fn opens_tree(bytes: &[u8]) -> bool {
    bytes.strip_prefix(b"(").is_some_and(|rest| {
        rest.iter()
            .find(|b| !b.is_ascii_whitespace())
            .is_some_and(|&b| b == b';')
    })
}

/// The code page the first game's root node declares (`CA[gb2312]`), read from the bytes
/// before they are decoded: the name is ASCII in every code page SGF files are written in.
pub fn charset(bytes: &[u8]) -> Option<String> {
    let start = (0..bytes.len()).find(|&i| opens_tree(&bytes[i..]))?;
    let mut i = start + bytes[start..].iter().position(|&b| b == b';')? + 1;
    let mut name = Vec::new();
    // The root node ends at the next `;`, `(` or `)` outside a value.
    while let Some(&b) = bytes.get(i) {
        match b {
            b'[' => {
                let end = value_end(bytes, i + 1)?;
                if name.eq_ignore_ascii_case(b"CA") {
                    let value = std::str::from_utf8(&bytes[i + 1..end]).ok()?;
                    return Some(value.trim().to_owned());
                }
                // Several values of one property follow one another.
                if !bytes[end + 1..].trim_ascii_start().starts_with(b"[") {
                    name.clear();
                }
                i = end + 1;
                continue;
            }
            b'(' | b')' | b';' => return None,
            b if b.is_ascii_alphanumeric() => name.push(b),
            _ => {}
        }
        i += 1;
    }
    None
}

/// The index of the `]` that closes the value starting at `from`, escapes skipped.
fn value_end(bytes: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'\\' => i += 2,
            b']' => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// A property's values with the line each begins on.
#[derive(Debug)]
struct Prop {
    name: String,
    values: Vec<(usize, String)>,
}

/// A node of the game tree as written.
#[derive(Debug, Default)]
struct Node {
    props: Vec<Prop>,
    children: Vec<usize>,
}

impl Node {
    fn value(&self, name: &str) -> Option<&(usize, String)> {
        self.props
            .iter()
            .find(|p| p.name == name)
            .and_then(|p| p.values.first())
    }
}

/// The parser's place in the text, counting lines.
struct Cursor<'a> {
    bytes: &'a [u8],
    text: &'a str,
    at: usize,
    line: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn bump(&mut self) {
        if self.peek() == Some(b'\n') {
            self.line += 1;
        }
        self.at += 1;
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.bump();
        }
    }

    /// A value after its `[`, up to the `]` that closes it, escapes undone.
    fn value(&mut self) -> Result<String, FormatError> {
        let line = self.line;
        let start = self.at;
        let mut out = String::new();
        let mut from = start;
        while let Some(b) = self.peek() {
            match b {
                b']' => {
                    out.push_str(self.text.get(from..self.at).unwrap_or(""));
                    self.bump();
                    return Ok(out);
                }
                b'\\' => {
                    out.push_str(self.text.get(from..self.at).unwrap_or(""));
                    self.bump();
                    // An escaped line break is a soft break: it disappears.
                    match self.peek() {
                        Some(b'\n') => self.bump(),
                        Some(b'\r') => {
                            self.bump();
                            if self.peek() == Some(b'\n') {
                                self.bump();
                            }
                        }
                        _ => {}
                    }
                    from = self.at;
                    if self.peek().is_some() {
                        // Keep the escaped character, whole.
                        let len = self
                            .text
                            .get(self.at..)
                            .and_then(|s| s.chars().next())
                            .map_or(1, char::len_utf8);
                        for _ in 0..len {
                            self.bump();
                        }
                    }
                }
                _ => self.bump(),
            }
        }
        Err(fail(line, Why::Unclosed("[")))
    }
}

/// The nodes of `text` and the roots of its game trees.
fn parse(text: &str) -> Result<(Vec<Node>, Vec<usize>), FormatError> {
    let mut cur = Cursor {
        bytes: text.as_bytes(),
        text,
        at: 0,
        line: 1,
    };
    let mut nodes: Vec<Node> = Vec::new();
    let mut roots = Vec::new();
    // For each open `(`, the node its variation hangs from.
    let mut open: Vec<(usize, Option<usize>)> = Vec::new();
    let mut tail: Option<usize> = None;
    while let Some(b) = cur.peek() {
        let line = cur.line;
        match b {
            // Outside the game trees, only `(` then `;` opens one: other text is skipped.
            b'(' if open.is_empty() && !opens_tree(&cur.bytes[cur.at..]) => cur.bump(),
            b'(' => {
                if open.len() == MOST_DEPTH {
                    let why = Why::TooMany {
                        what: "nested variations",
                        most: MOST_DEPTH,
                    };
                    return Err(fail(line, why));
                }
                open.push((line, tail));
                cur.bump();
            }
            b')' if !open.is_empty() => {
                tail = open.pop().and_then(|(_, t)| t);
                cur.bump();
            }
            b';' if !open.is_empty() => {
                let index = nodes.len();
                nodes.push(Node::default());
                match tail {
                    Some(parent) => nodes[parent].children.push(index),
                    None => roots.push(index),
                }
                if roots.len() > MOST_GAMES {
                    let why = Why::TooMany {
                        what: "games",
                        most: MOST_GAMES,
                    };
                    return Err(fail(line, why));
                }
                tail = Some(index);
                cur.bump();
            }
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' if !open.is_empty() => {
                let Some(node) = tail else {
                    return Err(fail(line, Why::Syntax("a property before `;`".into())));
                };
                let prop = property(&mut cur)?;
                nodes[node].props.push(prop);
            }
            _ if open.is_empty() => cur.bump(), // text between game trees
            _ if b.is_ascii_whitespace() => cur.bump(),
            _ => {
                let c = text
                    .get(cur.at..)
                    .and_then(|s| s.chars().next())
                    .unwrap_or('?');
                return Err(fail(line, Why::Syntax(format!("unexpected `{c}`"))));
            }
        }
    }
    if let Some(&(line, _)) = open.last() {
        return Err(fail(line, Why::Unclosed("(")));
    }
    Ok((nodes, roots))
}

/// A property at the cursor: its name (capitals and digits; FF[3]'s lower-case letters
/// are dropped, and a name all in lower case is read in capitals) and one value or more.
fn property(cur: &mut Cursor) -> Result<Prop, FormatError> {
    let line = cur.line;
    let start = cur.at;
    while cur.peek().is_some_and(|b| b.is_ascii_alphanumeric()) {
        cur.bump();
    }
    let written = cur.text.get(start..cur.at).unwrap_or("");
    let mut name: String = written
        .chars()
        .filter(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        .collect();
    if !written.bytes().any(|b| b.is_ascii_uppercase()) {
        name = written.to_ascii_uppercase();
    }
    let mut values = Vec::new();
    cur.skip_blanks();
    while cur.peek() == Some(b'[') {
        cur.bump();
        let value_line = cur.line;
        values.push((value_line, cur.value()?));
        cur.skip_blanks();
    }
    if values.is_empty() {
        return Err(fail(
            line,
            Why::Syntax(format!("`{}` has no value", quote(&name))),
        ));
    }
    Ok(Prop { name, values })
}

pub(super) fn read(text: &str) -> Result<Vec<Imported>, FormatError> {
    let (nodes, roots) = parse(text)?;
    if roots.is_empty() {
        return Err(fail(0, Why::NotThisFormat));
    }
    roots.iter().map(|&root| read_game(&nodes, root)).collect()
}

/// A move of the tree: the point, its line, its notes and the moves that follow.
struct MoveNode {
    m: Move,
    depth: usize,
    notes: Notes,
    children: Vec<usize>,
}

/// The root's board side; `missing` when it does not say.
fn board_size(root: &Node, missing: usize) -> Result<usize, FormatError> {
    let Some((line, value)) = root.value("SZ") else {
        return Ok(missing);
    };
    let bad = || fail(*line, Why::BadHeader(format!("SZ[{}]", quote(value))));
    let (w, h) = value.split_once(':').unwrap_or((value, value));
    let w = w.trim().parse::<usize>().map_err(|_| bad())?;
    let h = h.trim().parse::<usize>().map_err(|_| bad())?;
    if w != h || !(MIN_SIZE..=MAX_SIZE).contains(&w) {
        return Err(fail(*line, Why::BadSize(w, h)));
    }
    Ok(w)
}

fn read_game(nodes: &[Node], root: usize) -> Result<Imported, FormatError> {
    let top = &nodes[root];
    let go = match top.value("GM").map(|(line, gm)| (*line, gm.trim())) {
        None | Some((_, "4" | "5")) => false,
        Some((_, "1")) => true,
        Some((line, gm)) => {
            let why = Why::Unsupported(format!("GM[{}]: not gomoku", quote(gm)));
            return Err(fail(line, why));
        }
    };
    read_tree(nodes, root, go).map_err(|e| if go { as_go(e) } else { e })
}

/// A `GM[1]` file's refusal: when what was refused is what go has and gomoku never
/// (a point played again after a capture, a pass, stones taken off), it is said to be a
/// go game.
fn as_go(e: FormatError) -> FormatError {
    let go_like = match &e.why {
        Why::Illegal {
            why: RecordError::PlayedTwice { .. },
            ..
        } => true,
        Why::Unsupported(what) => what.starts_with("a pass") || what.contains("(AE)"),
        _ => false,
    };
    if !go_like {
        return e;
    }
    let why = Why::Unsupported(format!("GM[1]: a go game, not gomoku ({})", e.why));
    FormatError { why, ..e }
}

fn read_tree(nodes: &[Node], root: usize, go: bool) -> Result<Imported, FormatError> {
    let top = &nodes[root];
    let size = board_size(top, if go { GO_SIZE } else { SIZE })?;
    let rule = top.value("RU").and_then(|(_, ru)| rule_from_name(ru));
    let start = setup(top, size)?;
    let (tree, firsts, root_notes) = move_tree(nodes, root, &start)?;
    let mut main = Vec::new();
    let mut next = firsts.first();
    while let Some(&k) = next {
        main.push(tree[k].m.clone());
        next = tree[k].children.first();
    }
    let game = play_line(FORMAT, &start, rule, &main)?;
    let has_sides = firsts.len() > 1 || tree.iter().any(|n| n.children.len() > 1);
    if has_sides {
        check_tree(&tree, &firsts, start.game(FORMAT, game.rule())?)?;
    }
    let has_notes = tree.iter().any(|n| !n.notes.is_empty());
    let branches = if has_sides || has_notes {
        branches(tree, &firsts)
    } else {
        Vec::new()
    };
    let text = |name| {
        top.value(name)
            .map(|(_, v)| v.trim().to_owned())
            .unwrap_or_default()
    };
    let event = match text("EV") {
        event if event.is_empty() => text("GN"),
        event => event,
    };
    let info = GameInfo {
        black: text("PB"),
        white: text("PW"),
        event,
        result: text("RE"),
        black_rating: text("BR"),
        white_rating: text("WR"),
        date: text("DT"),
        round: text("RO"),
        site: text("PC"),
        time_control: text("TM"),
    };
    let mut imported = Imported::game(game, info);
    imported.tree = branches;
    imported.notes = root_notes;
    Ok(imported)
}

/// What `node` writes besides its move: its comment, labels and marks on a board of side
/// `size`. A label or mark that names no point of the board is skipped.
fn notes(node: &Node, size: usize) -> Notes {
    let mut notes = Notes::default();
    for prop in &node.props {
        for (_, value) in &prop.values {
            match prop.name.as_str() {
                "C" => {
                    if !notes.comment.is_empty() {
                        notes.comment.push('\n');
                    }
                    notes.comment.push_str(value.trim_end());
                }
                "LB" => {
                    let Some((point, text)) = value.split_once(':') else {
                        continue;
                    };
                    if let Some(Some((col, row))) = sgf_point(point, size)
                        && let Some(pos) = Pos::new(row, col).filter(|_| col < size && row < size)
                    {
                        notes.labels.push((pos, text.trim().to_owned()));
                    }
                }
                name if MARKS.contains(&name) => {
                    let points = setup_points(value, size).unwrap_or_default();
                    notes.marks.extend(
                        points
                            .into_iter()
                            .filter_map(|(col, row)| Pos::new(row, col)),
                    );
                }
                _ => {}
            }
        }
    }
    notes
}

/// `more` added to `notes`: comments one after the other, labels and marks together.
fn merge(notes: &mut Notes, more: Notes) {
    if !more.comment.is_empty() {
        if !notes.comment.is_empty() {
            notes.comment.push('\n');
        }
        notes.comment.push_str(&more.comment);
    }
    notes.labels.extend(more.labels);
    notes.marks.extend(more.marks);
}

/// The point an SGF value names on a board of side `size`: `None` for a pass or a value
/// that is not two letters.
fn sgf_point(value: &str, size: usize) -> Option<Option<(usize, usize)>> {
    let value = value.trim();
    if value.is_empty() || (size <= 19 && value == "tt") {
        return Some(None);
    }
    match value.as_bytes() {
        [c, r] if c.is_ascii_lowercase() && r.is_ascii_lowercase() => {
            Some(Some((usize::from(c - b'a'), usize::from(r - b'a'))))
        }
        _ => None,
    }
}

/// The points an `AB` or `AW` value names: one point, or a rectangle `ab:cd` (FF[4]'s
/// compressed list); `None` when a point is not two letters on the board.
fn setup_points(value: &str, size: usize) -> Option<Vec<(usize, usize)>> {
    let (from, to) = value.split_once(':').unwrap_or((value, value));
    let (Some(Some((c1, r1))), Some(Some((c2, r2)))) = (sgf_point(from, size), sgf_point(to, size))
    else {
        return None;
    };
    if c1.max(c2) >= size || r1.max(r2) >= size {
        return None;
    }
    let cols = c1.min(c2)..=c1.max(c2);
    Some(
        cols.flat_map(|c| (r1.min(r2)..=r1.max(r2)).map(move |r| (c, r)))
            .collect(),
    )
}

/// The position the first node sets up (`AB`, `AW`; `PL` the side to move, else the
/// side the counts give it).
fn setup(root: &Node, size: usize) -> Result<Start, FormatError> {
    let mut start = Start::empty(size);
    let mut taken = vec![false; size * size];
    for prop in root
        .props
        .iter()
        .filter(|p| p.name == "AB" || p.name == "AW")
    {
        let stone = if prop.name == "AB" {
            Stone::Black
        } else {
            Stone::White
        };
        for (line, value) in &prop.values {
            let written = format!("{}[{}]", prop.name, quote(value));
            if start.line == 0 {
                start.line = *line;
            }
            let points = setup_points(value, size)
                .ok_or_else(|| fail(*line, Why::BadMove(written.clone())))?;
            for (col, row) in points {
                let twice = || fail(*line, Why::BadMove(format!("{written}: a point set twice")));
                let seen = taken.get_mut(row * size + col).ok_or_else(twice)?;
                if *seen {
                    return Err(twice());
                }
                *seen = true;
                start
                    .setup
                    .push((Pos::new(row, col).ok_or_else(twice)?, stone));
            }
        }
    }
    let blacks = start
        .setup
        .iter()
        .filter(|(_, s)| *s == Stone::Black)
        .count();
    start.to_move = match root.value("PL").map(|(_, v)| v.trim()) {
        Some("B" | "b") => Stone::Black,
        Some("W" | "w") => Stone::White,
        _ if blacks * 2 > start.setup.len() => Stone::White,
        _ => Stone::Black,
    };
    Ok(start)
}

/// The moves of the game tree under `root`, the indices of the first moves, and the notes
/// before the first move.
fn move_tree(
    nodes: &[Node],
    root: usize,
    start: &Start,
) -> Result<(Vec<MoveNode>, Vec<usize>, Notes), FormatError> {
    let size = start.size;
    let mut tree: Vec<MoveNode> = Vec::new();
    let mut firsts = Vec::new();
    let mut root_notes = Notes::default();
    // Nodes to visit with the move they follow; the first child is visited first.
    let mut stack = vec![(root, None::<usize>)];
    while let Some((index, parent)) = stack.pop() {
        let node = &nodes[index];
        // Stones are set up in the first node only (see `setup`); AE takes them off.
        let later = |name: &str| name == "AE" || (index != root && (name == "AB" || name == "AW"));
        if let Some(p) = node.props.iter().find(|p| later(&p.name)) {
            let line = p.values.first().map_or(0, |v| v.0);
            let why = match p.name.as_str() {
                "AE" => Why::Unsupported("setup stones taken off (AE)".to_owned()),
                name => Why::Unsupported(format!("setup stones after the first node ({name})")),
            };
            return Err(fail(line, why));
        }
        let mut here = parent;
        let played: Vec<(&str, &(usize, String))> = node
            .props
            .iter()
            .filter(|p| p.name == "B" || p.name == "W")
            .flat_map(|p| p.values.iter().map(move |v| (p.name.as_str(), v)))
            .collect();
        if let [(name, (line, value))] = played[..] {
            let depth = parent.map_or(1, |p| tree[p].depth + 1);
            if depth > MOST_MOVES {
                let why = Why::TooMany {
                    what: "moves",
                    most: MOST_MOVES,
                };
                return Err(fail(*line, why));
            }
            let side = if depth % 2 == 1 {
                start.to_move
            } else {
                !start.to_move
            };
            let expected = if side == Stone::Black { "B" } else { "W" };
            let written = format!("{name}[{}]", quote(value));
            let (col, row) = match sgf_point(value, size) {
                None => return Err(fail(*line, Why::BadMove(written))),
                Some(None) => {
                    return Err(fail(*line, Why::Unsupported(format!("a pass ({written})"))));
                }
                Some(Some(point)) => point,
            };
            if name != expected {
                let why = Why::Unsupported(format!("{written}: the same side plays twice"));
                return Err(fail(*line, why));
            }
            let pos = (col < size && row < size)
                .then(|| Pos::new(row, col))
                .flatten()
                .ok_or_else(|| off_board(FORMAT, size, depth, *line, &written))?;
            let k = tree.len();
            tree.push(MoveNode {
                m: Move {
                    line: *line,
                    text: written,
                    pos,
                },
                depth,
                notes: notes(node, size),
                children: Vec::new(),
            });
            match parent {
                Some(p) => tree[p].children.push(k),
                None => firsts.push(k),
            }
            here = Some(k);
        } else if let Some(&(name, (line, value))) = played.get(1) {
            let why = Why::BadMove(format!(
                "{name}[{}]: a second move in one node",
                quote(value)
            ));
            return Err(fail(*line, why));
        } else {
            // A node with no move: its notes are the position's after the move before.
            let target = match parent {
                Some(p) => &mut tree[p].notes,
                None => &mut root_notes,
            };
            merge(target, notes(node, size));
        }
        stack.extend(node.children.iter().rev().map(|&c| (c, here)));
    }
    Ok((tree, firsts, root_notes))
}

/// Plays every line of `tree` from `game` (before its first move), with undo, so that
/// each move is played once.
fn check_tree(tree: &[MoveNode], firsts: &[usize], mut game: Game) -> Result<(), FormatError> {
    // (move, whether it is being entered): entering plays it, leaving takes it back.
    let mut stack: Vec<(usize, bool)> = firsts.iter().rev().map(|&k| (k, true)).collect();
    while let Some((k, enter)) = stack.pop() {
        let node = &tree[k];
        if enter {
            play_move(FORMAT, &mut game, 0, node.depth, &node.m)?;
            stack.push((k, false));
            stack.extend(node.children.iter().rev().map(|&c| (c, true)));
        } else {
            game.undo();
        }
    }
    Ok(())
}

/// The tree as [`Branch`]es. A move's children come after it in `tree`, so building from
/// the last move back finds every child built.
fn branches(tree: Vec<MoveNode>, firsts: &[usize]) -> Vec<Branch> {
    let mut built: Vec<Option<Branch>> = Vec::with_capacity(tree.len());
    built.resize_with(tree.len(), || None);
    for (k, node) in tree.into_iter().enumerate().rev() {
        let children = node
            .children
            .iter()
            .filter_map(|&c| built[c].take())
            .collect();
        built[k] = Some(Branch {
            pos: node.m.pos,
            notes: node.notes,
            children,
        });
    }
    firsts.iter().filter_map(|&k| built[k].take()).collect()
}

/// `text` as an SGF SimpleText value.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(if c == '\n' || c == '\r' { ' ' } else { c });
    }
    out
}

pub(super) fn write(game: &Game, info: &GameInfo) -> String {
    let size = game.board().size();
    let mut out = format!(
        "(;GM[4]FF[4]CA[UTF-8]AP[Gobang]SZ[{size}]RU[{}]",
        game.rule().name()
    );
    let result = match (info.result.trim(), result_of(game)) {
        ("", "Draw") => "0",
        ("", derived) => derived,
        (written, _) => written,
    };
    for (name, value) in [
        ("PB", info.black.trim()),
        ("BR", info.black_rating.trim()),
        ("PW", info.white.trim()),
        ("WR", info.white_rating.trim()),
        ("EV", info.event.trim()),
        ("RO", info.round.trim()),
        ("DT", info.date.trim()),
        ("PC", info.site.trim()),
        ("TM", info.time_control.trim()),
        ("RE", result),
    ] {
        if !value.is_empty() {
            out.push_str(&format!("{name}[{}]", escape(value)));
        }
    }
    let point = |pos: &Pos| {
        let letter = |n: usize| char::from(b'a' + n as u8);
        format!("{}{}", letter(pos.col()), letter(pos.row()))
    };
    let first = game.first_to_move();
    if !game.setup().is_empty() {
        for (name, side) in [("AB", Stone::Black), ("AW", Stone::White)] {
            let points: Vec<String> = game
                .setup()
                .iter()
                .filter(|(_, s)| *s == side)
                .map(|(p, _)| format!("[{}]", point(p)))
                .collect();
            if !points.is_empty() {
                out.push_str(&format!("\n{name}{}", points.concat()));
            }
        }
        out.push_str(if first == Stone::Black {
            "PL[B]"
        } else {
            "PL[W]"
        });
    }
    for (i, pos) in game.moves().iter().enumerate() {
        let side = if i % 2 == 0 { first } else { !first };
        let name = if side == Stone::Black { "B" } else { "W" };
        out.push_str(&format!("\n;{name}[{}]", point(pos)));
    }
    out.push_str(")\n");
    out
}
