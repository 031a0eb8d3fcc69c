//! SGF (Smart Game Format, FF[4], red-bean.com/sgf) for gomoku and renju, `GM[4]`:
//! `(;GM[4]FF[4]SZ[15]RU[renju]PB[..]PW[..]RE[B+];B[hh];W[ih](;B[ii])(;B[gg]))`.
//!
//! A point is two letters, column then row, `a` at the top left (as in every SGF game;
//! renju programs such as RenLib write them so). Side lines `( )` are read as a tree
//! whose first variation is the main line; every move of every line is checked. Several
//! game trees in one file are several games. The root's `SZ` gives the board (15 when
//! missing), `RU` the rule when it names one (see [`super::rule_from_name`]), `PB`, `PW`,
//! `EV` and `RE` the [`GameInfo`]. Refused: another game than gomoku (`GM` other than 4),
//! setup stones (`AB`, `AW`, `AE`), passes and a side moving twice, nesting deeper than
//! [`MOST_DEPTH`].

use super::{
    Branch, Format, FormatError, GameInfo, Imported, MOST_DEPTH, MOST_GAMES, MOST_MOVES, Move, Why,
    off_board, play_line, play_move, result_of, rule_from_name,
};
use crate::game::Game;
use crate::pos::{MAX_SIZE, MIN_SIZE, Pos};
use crate::rules::Rule;
use crate::stone::Stone;

const FORMAT: Format = Format::Sgf;
/// The board when `SZ` is missing: renju's and most gomoku servers'.
const SIZE: usize = 15;

fn fail(line: usize, why: Why) -> FormatError {
    FormatError::at(FORMAT, line, why)
}

/// Whether `text` (trimmed) opens a game tree: `(` then `;`.
pub(super) fn looks_like(text: &str) -> bool {
    text.strip_prefix('(')
        .is_some_and(|rest| rest.trim_start().starts_with(';'))
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
            b'A'..=b'Z' | b'a'..=b'z' if !open.is_empty() => {
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

/// A property at the cursor: its name (capitals; FF[3]'s lower-case letters are
/// dropped) and one value or more.
fn property(cur: &mut Cursor) -> Result<Prop, FormatError> {
    let line = cur.line;
    let mut name = String::new();
    while let Some(b) = cur.peek().filter(u8::is_ascii_alphabetic) {
        if b.is_ascii_uppercase() {
            name.push(char::from(b));
        }
        cur.bump();
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
        return Err(fail(line, Why::Syntax(format!("`{name}` has no value"))));
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

/// A move of the tree: the point, its line and the moves that follow.
struct MoveNode {
    m: Move,
    depth: usize,
    children: Vec<usize>,
}

/// The root's board side.
fn board_size(root: &Node) -> Result<usize, FormatError> {
    let Some((line, value)) = root.value("SZ") else {
        return Ok(SIZE);
    };
    let bad = || fail(*line, Why::BadHeader(format!("SZ[{value}]")));
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
    if let Some((line, gm)) = top.value("GM")
        && gm.trim() != "4"
    {
        return Err(fail(
            *line,
            Why::Unsupported(format!("GM[{gm}]: not gomoku")),
        ));
    }
    let size = board_size(top)?;
    let rule = top.value("RU").and_then(|(_, ru)| rule_from_name(ru));
    let (tree, firsts) = move_tree(nodes, root, size)?;
    let mut main = Vec::new();
    let mut next = firsts.first();
    while let Some(&k) = next {
        main.push(tree[k].m.clone());
        next = tree[k].children.first();
    }
    let game = play_line(FORMAT, size, rule, &main)?;
    let has_sides = firsts.len() > 1 || tree.iter().any(|n| n.children.len() > 1);
    let branches = if has_sides {
        check_tree(&tree, &firsts, size, game.rule())?;
        branches(tree, &firsts)
    } else {
        Vec::new()
    };
    let text = |name| {
        top.value(name)
            .map(|(_, v)| v.trim().to_owned())
            .unwrap_or_default()
    };
    let info = GameInfo {
        black: text("PB"),
        white: text("PW"),
        event: text("EV"),
        result: text("RE"),
    };
    Ok(Imported {
        game,
        tree: branches,
        info,
    })
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

/// The moves of the game tree under `root`, and the indices of the first moves.
fn move_tree(
    nodes: &[Node],
    root: usize,
    size: usize,
) -> Result<(Vec<MoveNode>, Vec<usize>), FormatError> {
    let mut tree: Vec<MoveNode> = Vec::new();
    let mut firsts = Vec::new();
    // Nodes to visit with the move they follow; the first child is visited first.
    let mut stack = vec![(root, None::<usize>)];
    while let Some((index, parent)) = stack.pop() {
        let node = &nodes[index];
        if let Some(p) = node
            .props
            .iter()
            .find(|p| matches!(p.name.as_str(), "AB" | "AW" | "AE"))
        {
            let line = p.values.first().map_or(0, |v| v.0);
            return Err(fail(
                line,
                Why::Unsupported(format!("setup stones ({})", p.name)),
            ));
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
            let expected = if depth % 2 == 1 { "B" } else { "W" };
            let written = format!("{name}[{value}]");
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
                children: Vec::new(),
            });
            match parent {
                Some(p) => tree[p].children.push(k),
                None => firsts.push(k),
            }
            here = Some(k);
        } else if let Some(&(name, (line, value))) = played.get(1) {
            let why = Why::BadMove(format!("{name}[{value}]: a second move in one node"));
            return Err(fail(*line, why));
        }
        stack.extend(node.children.iter().rev().map(|&c| (c, here)));
    }
    Ok((tree, firsts))
}

/// Plays every line of `tree` under `rule`, with one game and undo, so that each move is
/// played once.
fn check_tree(
    tree: &[MoveNode],
    firsts: &[usize],
    size: usize,
    rule: Rule,
) -> Result<(), FormatError> {
    let mut game = Game::with_rule(size, rule).map_err(|_| fail(0, Why::BadSize(size, size)))?;
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
        ("PW", info.white.trim()),
        ("EV", info.event.trim()),
        ("RE", result),
    ] {
        if !value.is_empty() {
            out.push_str(&format!("{name}[{}]", escape(value)));
        }
    }
    for (i, pos) in game.moves().iter().enumerate() {
        let side = if i % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        let letter = |n: usize| char::from(b'a' + n as u8);
        let name = if side == Stone::Black { "B" } else { "W" };
        out.push_str(&format!(
            "\n;{name}[{}{}]",
            letter(pos.col()),
            letter(pos.row())
        ));
    }
    out.push_str(")\n");
    out
}
