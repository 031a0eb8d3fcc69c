//! RenjuNet's game database (`.rif`), an XML file:
//!
//! ```text
//! <database>
//!   <players><player id="1" name="Ana" surname="Renju"/>...</players>
//!   <rules><rule id="1" name="RIF"/>...</rules>
//!   <tournaments><tournament id="1" name="World Championship"/>...</tournaments>
//!   <games>
//!     <game id="1" bid="1" wid="2" rule="1" tournament="1" bresult="1">
//!       <move>h8 h9 i9</move>
//!     </game>
//!   </games>
//! </database>
//! ```
//!
//! Each `<game>` is one game: black's and white's player ids (`bid`/`wid`, also read as
//! `black`/`white`), its rule's id and black's result (`1` won, `0` lost, `0.5` drawn);
//! its moves in the usual notation on the 15x15 board (rows from 1 at the bottom). A rule
//! whose name says gomoku is read as such, any other as renju (the database's game). A
//! `size` attribute on a game, which Gobang writes for boards other than 15x15, gives
//! the board's side.

use std::collections::HashMap;

use super::xml::{self, Element};
use super::{
    Format, FormatError, GameInfo, Imported, MOST_GAMES, Move, Start, Why, off_board, play_line,
    quote, result_of, rule_from_name,
};
use crate::game::Game;
use crate::pos::{MAX_SIZE, MIN_SIZE, Pos};
use crate::rules::Rule;

const FORMAT: Format = Format::Rif;
/// The board of renju and of RenjuNet's games.
const SIZE: usize = 15;

fn fail(line: usize, why: Why) -> FormatError {
    FormatError::at(FORMAT, line, why)
}

/// Whether `text` (trimmed) is XML that holds a database or games.
pub(super) fn looks_like(text: &str) -> bool {
    text.starts_with('<') && (text.contains("<database") || text.contains("<game"))
}

/// What the database's tables say: names by id.
#[derive(Default)]
struct Tables {
    players: HashMap<String, String>,
    rules: HashMap<String, String>,
    events: HashMap<String, String>,
}

impl Tables {
    fn of(elements: &[Element]) -> Tables {
        let mut tables = Tables::default();
        for e in elements {
            let Some(id) = e.attr(&["id"]) else { continue };
            let name = e.attr(&["name"]).unwrap_or("").trim();
            let (table, value) = match e.name {
                "player" => {
                    let surname = e.attr(&["surname"]).unwrap_or("").trim();
                    let full = format!("{name} {surname}").trim().to_owned();
                    (&mut tables.players, full)
                }
                "rule" => (&mut tables.rules, name.to_owned()),
                "tournament" => (&mut tables.events, name.to_owned()),
                _ => continue,
            };
            table.insert(id.to_owned(), value);
        }
        tables
    }
}

pub(super) fn read(text: &str) -> Result<Vec<Imported>, FormatError> {
    let elements = xml::parse(text).map_err(|(line, why)| fail(line, why))?;
    if elements
        .first()
        .is_none_or(|root| !matches!(root.name, "database" | "games" | "game"))
    {
        return Err(fail(1, Why::NotThisFormat));
    }
    let tables = Tables::of(&elements);
    let mut moves_of: HashMap<usize, Vec<usize>> = HashMap::new();
    for (i, e) in elements.iter().enumerate() {
        if let (Some(parent), "move") = (e.parent, e.name) {
            moves_of.entry(parent).or_default().push(i);
        }
    }
    let mut games = Vec::new();
    for (i, e) in elements
        .iter()
        .enumerate()
        .filter(|(_, e)| e.name == "game")
    {
        if games.len() == MOST_GAMES {
            let why = Why::TooMany {
                what: "games",
                most: MOST_GAMES,
            };
            return Err(fail(e.line, why));
        }
        let moves = moves_of.get(&i).map_or(&[][..], Vec::as_slice);
        games.push(read_game(e, moves.iter().map(|&m| &elements[m]), &tables)?);
    }
    if games.is_empty() {
        return Err(fail(0, Why::NoGames));
    }
    Ok(games)
}

fn read_game<'a>(
    game: &Element,
    move_elements: impl Iterator<Item = &'a Element<'a>>,
    tables: &Tables,
) -> Result<Imported, FormatError> {
    let size = match game.attr(&["size"]) {
        Some(size) => {
            let size = size.trim();
            let n = size.parse::<usize>().map_err(|_| {
                fail(
                    game.line,
                    Why::BadHeader(format!("size=\"{}\"", quote(size))),
                )
            })?;
            if !(MIN_SIZE..=MAX_SIZE).contains(&n) {
                return Err(fail(game.line, Why::BadSize(n, n)));
            }
            n
        }
        None => SIZE,
    };
    let mut moves = Vec::new();
    for e in move_elements {
        let mut line = e.text_line.unwrap_or(e.line);
        for (n, chunk) in e.text.trim_start().split('\n').enumerate() {
            line += usize::from(n > 0);
            for word in chunk
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|w| !w.is_empty())
            {
                moves.push(point(word, size, moves.len() + 1, line)?);
            }
        }
    }
    let rule = game
        .attr(&["rule"])
        .and_then(|id| tables.rules.get(id.trim()))
        .and_then(|name| rule_from_name(name))
        .unwrap_or(Rule::Renju);
    let played = play_line(FORMAT, &Start::empty(size), Some(rule), &moves)?;
    let name = |keys: &[&str]| {
        game.attr(keys)
            .and_then(|id| tables.players.get(id.trim()))
            .cloned()
            .unwrap_or_default()
    };
    let info = GameInfo {
        black: name(&["bid", "black"]),
        white: name(&["wid", "white"]),
        event: game
            .attr(&["tournament"])
            .and_then(|id| tables.events.get(id.trim()))
            .cloned()
            .unwrap_or_default(),
        result: match game.attr(&["bresult"]).map(str::trim) {
            Some("1") => "B+".to_owned(),
            Some("0") => "W+".to_owned(),
            Some("0.5") => "Draw".to_owned(),
            _ => String::new(),
        },
        ..GameInfo::default()
    };
    Ok(Imported::game(played, info))
}

/// Move `number`, written `word` on `line`, on a board of side `size`.
fn point(word: &str, size: usize, number: usize, line: usize) -> Result<Move, FormatError> {
    match Pos::parse(word, size) {
        Ok(pos) => Ok(Move {
            line,
            text: word.to_owned(),
            pos,
        }),
        Err(_) if Pos::parse(word, MAX_SIZE).is_ok() => {
            Err(off_board(FORMAT, size, number, line, word))
        }
        Err(_) => Err(fail(line, Why::BadMove(quote(word)))),
    }
}

pub(super) fn write(game: &Game, info: &GameInfo) -> String {
    let size = game.board().size();
    let or = |name: &str, default: &str| match name.trim() {
        "" => default.to_owned(),
        name => xml::escape(name),
    };
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database>\n");
    out.push_str(&format!(
        "<players>\n<player id=\"1\" name=\"{}\" surname=\"\"/>\n<player id=\"2\" name=\"{}\" surname=\"\"/>\n</players>\n",
        or(&info.black, "Black"),
        or(&info.white, "White")
    ));
    out.push_str(&format!(
        "<rules>\n<rule id=\"1\" name=\"{}\"/>\n</rules>\n",
        game.rule().name()
    ));
    let mut extra = String::new();
    if !info.event.trim().is_empty() {
        out.push_str(&format!(
            "<tournaments>\n<tournament id=\"1\" name=\"{}\"/>\n</tournaments>\n",
            xml::escape(info.event.trim())
        ));
        extra.push_str(" tournament=\"1\"");
    }
    if size != SIZE {
        extra.push_str(&format!(" size=\"{size}\""));
    }
    let result = match result_of(game) {
        "B+" => " bresult=\"1\"",
        "W+" => " bresult=\"0\"",
        "Draw" => " bresult=\"0.5\"",
        _ => "",
    };
    let moves: Vec<String> = game
        .moves()
        .iter()
        .map(|p| p.display(size).to_string())
        .collect();
    out.push_str(&format!(
        "<games>\n<game id=\"1\" bid=\"1\" wid=\"2\" black=\"1\" white=\"2\" rule=\"1\"{extra}{result}>\n<move>{}</move>\n</game>\n</games>\n</database>\n",
        moves.join(" ")
    ));
    out
}
