//! PlayOK's game exports (playok.com, the largest site where people play gomoku), a PGN
//! of tags and numbered pairs of moves:
//!
//! ```text
//! [Event "?"]
//! [Site "PlayOK"]
//! [Date "2024.05.01"]
//! [Round "-"]
//! [Black "ana"]
//! [White "bo"]
//! [Result "0-1"]
//! [TimeControl "300"]
//! [BlackElo "1494"]
//! [WhiteElo "1610"]
//! [GameType "61,15"]
//!
//! 1. o8 a8 2. o9 white 3. -- j8 4. m9 k9 0-1
//! ```
//!
//! What the files show, and how they are read:
//!
//! - A point is the usual notation: a column letter from `a` at the left (`i` included),
//!   a row number from 1 at the bottom. The board is `GameType`'s second number (15 when
//!   missing: PlayOK's gomoku board).
//! - The words of the move list alternate between the two seats, the first seat's first;
//!   the tags `Black`, `White`, `BlackElo`, `WhiteElo` and the result (`1-0`: the first
//!   seat won) name the seats, not the colours. Every point written is a stone, and the
//!   stones alternate black, white, black… in the order written. A swap opening's choice
//!   is a word in its chooser's slot, `black` or `white` (the colour the chooser takes);
//!   `--` is a slot where that seat placed nothing. So `1. n4 m2 2. k2 black 3. k5 k7`:
//!   three stones, the second seat takes black, white's k5 is the first seat's. Swap2's
//!   two more stones are simply written: `1. n4 m2 2. k2 a15 3. b15 -- 4. black k5`.
//! - The colours of the seats come from the choices; without any, from the seat of the
//!   last stone. The game's info names black and white and says the result by colour
//!   (`B+`, `W+`, `Draw`); the choices are kept as a swap2 [`Contest`] when they fit one
//!   (three stones then a choice, or five stones then the first seat's choice).
//! - The file does not say the rule (PlayOK's gomoku is played to five or more): see the
//!   module notes of [`super`]. Several games in one file are several games.
//!
//! Written: the tags above (`?`, `-` and `????.??.??` where nothing is known; the names
//! and ratings in the seats' order; `GameType` 61, the kind PlayOK's gomoku exports say,
//! with the board's side), then the words as PlayOK lays them out, eight pairs a line,
//! and the result.

use super::{
    Format, FormatError, GameInfo, Imported, Move, Start, Why, off_board, play_line, quote,
    result_of,
};
use crate::game::Game;
use crate::opening::{Action, Choice, Contest, OpeningRule, Role};
use crate::pos::{MAX_SIZE, MIN_SIZE, Pos};
use crate::stone::Stone;

const FORMAT: Format = Format::PlayOk;
/// PlayOK's gomoku board.
const SIZE: usize = 15;
/// The kind of game PlayOK's gomoku exports write in `GameType`.
const GOMOKU_KIND: &str = "61";
/// PGN's game results, as the first seat's score.
const RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

fn fail(line: usize, why: Why) -> FormatError {
    FormatError::at(FORMAT, line, why)
}

/// Whether `text` (trimmed) opens with a PGN tag (`[Event "`...) or a numbered pair
/// (`1. h8`).
pub(super) fn looks_like(text: &str) -> bool {
    if let Some(rest) = text.strip_prefix('[') {
        let key_len = rest.bytes().take_while(u8::is_ascii_alphanumeric).count();
        return key_len > 0 && rest[key_len..].trim_start().starts_with('"');
    }
    text.split_whitespace()
        .next()
        .is_some_and(|w| w == "1." || w.strip_prefix("1.").is_some_and(is_point_like))
}

fn is_point_like(word: &str) -> bool {
    Pos::parse(word, MAX_SIZE).is_ok() || word == "--"
}

/// A word of the move list, with its line.
#[derive(Clone, Debug)]
enum Slot {
    Stone(Move),
    Choice(Choice),
    Empty,
}

/// One game as written: its tags and the words after them.
#[derive(Default)]
struct Written<'a> {
    tags: Vec<(&'a str, String, usize)>,
    words: Vec<(usize, &'a str)>,
}

impl Written<'_> {
    fn tag(&self, key: &str) -> Option<(&str, usize)> {
        self.tags
            .iter()
            .find(|(k, _, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v, line)| (v.trim(), *line))
    }

    /// The tag's value, empty when missing or PGN's "unknown" (`?`, `-`, `????.??.??`).
    fn known(&self, key: &str) -> String {
        match self.tag(key) {
            Some((v, _)) if !v.chars().all(|c| matches!(c, '?' | '-' | '.')) => v.to_owned(),
            _ => String::new(),
        }
    }
}

/// A tag line's key and value (PGN escapes `\"` and `\\`), or `None` when the line is not
/// a tag.
fn tag(line: &str) -> Option<(&str, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?;
    let key_len = inner
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
        .count();
    let (key, rest) = inner.split_at(key_len);
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    if key.is_empty() {
        return None;
    }
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.extend(chars.next()),
            c => value.push(c),
        }
    }
    Some((key, value))
}

/// The games of the text: a run of tags and the words after it is one game.
fn split_games(text: &str) -> Result<Vec<Written<'_>>, FormatError> {
    let mut games: Vec<Written> = Vec::new();
    let mut current = Written::default();
    let mut in_comment = false;
    for (i, line) in text.lines().enumerate() {
        let number = i + 1;
        if !in_comment && line.trim_start().starts_with('[') {
            let (key, value) =
                tag(line).ok_or_else(|| fail(number, Why::BadHeader(quote(line.trim()))))?;
            if !current.words.is_empty() {
                games.push(std::mem::take(&mut current));
            }
            current.tags.push((key, value, number));
            continue;
        }
        // `;` comments to the end of the line and `{ }` comments, as in PGN.
        let line = line.split(';').next().unwrap_or("");
        for word in line.split_whitespace() {
            if in_comment || word.starts_with('{') {
                in_comment = !word.ends_with('}');
                continue;
            }
            current.words.push((number, word));
        }
    }
    if !current.tags.is_empty() || !current.words.is_empty() {
        games.push(current);
    }
    if games.len() > super::MOST_GAMES {
        let why = Why::TooMany {
            what: "games",
            most: super::MOST_GAMES,
        };
        return Err(fail(0, why));
    }
    Ok(games)
}

pub(super) fn read(text: &str) -> Result<Vec<Imported>, FormatError> {
    let games = split_games(text)?;
    if games.is_empty() {
        return Err(fail(0, Why::NotThisFormat));
    }
    games.iter().map(read_game).collect()
}

/// The board side `GameType` says (`kind,size`), 15 when it says none.
fn board_size(written: &Written) -> Result<usize, FormatError> {
    let Some((game_type, line)) = written.tag("GameType") else {
        return Ok(SIZE);
    };
    let bad = || {
        fail(
            line,
            Why::BadHeader(format!("GameType \"{}\"", quote(game_type))),
        )
    };
    let Some((_, size)) = game_type.split_once(',') else {
        return Ok(SIZE);
    };
    let size: usize = size.trim().parse().map_err(|_| bad())?;
    if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Err(fail(line, Why::BadSize(size, size)));
    }
    Ok(size)
}

/// The slots of the move list and the result written after them.
fn slots(written: &Written, size: usize) -> Result<(Vec<Slot>, String), FormatError> {
    let mut slots = Vec::new();
    let mut result = String::new();
    for &(line, word) in &written.words {
        if !result.is_empty() {
            return Err(fail(line, Why::BadMove(quote(word))));
        }
        // A move number, alone (`12.`, `12...`) or before its move (`12.h8`).
        let digits = word.bytes().take_while(u8::is_ascii_digit).count();
        let word = match word[digits..].trim_start_matches('.') {
            rest if digits > 0 && rest.len() < word.len() - digits => rest,
            _ => word,
        };
        if word.is_empty() {
            continue;
        }
        if RESULTS.contains(&word) {
            result = word.to_owned();
            continue;
        }
        let slot = match Choice::from_word(word) {
            Some(choice @ (Choice::Black | Choice::White)) => Slot::Choice(choice),
            _ if word == "--" => Slot::Empty,
            _ => match Pos::parse(word, size) {
                Ok(pos) => Slot::Stone(Move {
                    line,
                    text: word.to_owned(),
                    pos,
                }),
                Err(_) if Pos::parse(word, MAX_SIZE).is_ok() => {
                    let number = stones(&slots).count() + 1;
                    return Err(off_board(FORMAT, size, number, line, word));
                }
                Err(_) => return Err(fail(line, Why::BadMove(quote(word)))),
            },
        };
        slots.push(slot);
    }
    Ok((slots, result))
}

fn stones(slots: &[Slot]) -> impl Iterator<Item = (usize, &Move)> {
    slots.iter().enumerate().filter_map(|(i, s)| match s {
        Slot::Stone(m) => Some((i, m)),
        _ => None,
    })
}

fn read_game(written: &Written) -> Result<Imported, FormatError> {
    let size = board_size(written)?;
    let (slots, result_word) = slots(written, size)?;
    let moves: Vec<Move> = stones(&slots).map(|(_, m)| m.clone()).collect();
    let game = play_line(FORMAT, &Start::empty(size), None, &moves)?;
    let contest = contest_of(&slots, &game);
    // The seat (0 first) holding black: from the choices, else from the last stone.
    let black_seat = match &contest {
        Some(c) => usize::from(c.holder(Stone::Black) == Role::Responder),
        None => stones(&slots)
            .enumerate()
            .last()
            .map_or(0, |(n, (slot, _))| (slot + n) % 2),
    };
    let seat = |black: &str, white: &str| {
        let (first, second) = (written.known(black), written.known(white));
        if black_seat == 0 {
            (first, second)
        } else {
            (second, first)
        }
    };
    let (black, white) = seat("Black", "White");
    let (black_rating, white_rating) = seat("BlackElo", "WhiteElo");
    let said = match written.known("Result") {
        r if r.is_empty() => result_word,
        r => r,
    };
    let result = match (said.as_str(), black_seat) {
        ("1-0", 0) | ("0-1", 1) => "B+".to_owned(),
        ("1-0", _) | ("0-1", _) => "W+".to_owned(),
        ("1/2-1/2", _) => "Draw".to_owned(),
        _ => String::new(),
    };
    let info = GameInfo {
        black,
        white,
        event: written.known("Event"),
        result,
        black_rating,
        white_rating,
        date: written.known("Date"),
        round: written.known("Round"),
        site: written.known("Site"),
        time_control: written.known("TimeControl"),
    };
    let mut imported = Imported::game(game, info);
    imported.contest = contest;
    Ok(imported)
}

/// The choices as a swap2 contest: three stones then the second seat's choice, or five
/// stones (the second seat placed two more) then the first seat's; `None` without
/// choices or when they fit no swap2 opening.
fn contest_of(slots: &[Slot], game: &Game) -> Option<Contest> {
    if !slots.iter().any(|s| matches!(s, Slot::Choice(_))) {
        return None;
    }
    let size = game.board().size();
    let mut contest = Contest::new(size, game.rule(), OpeningRule::Swap2).ok()?;
    let mut placed = 0;
    let mut chosen = false;
    for (i, slot) in slots.iter().enumerate() {
        match slot {
            Slot::Empty => {}
            Slot::Stone(m) => {
                if placed == 3 && !chosen {
                    contest
                        .act(Role::Responder, Action::Choose(Choice::More))
                        .ok()?;
                    chosen = true;
                }
                let by = contest.step().by()?;
                contest.act(by, Action::Stone(m.pos)).ok()?;
                placed += 1;
            }
            Slot::Choice(choice) => {
                // The word stands in its chooser's slot.
                let seat = if i % 2 == 0 {
                    Role::Opener
                } else {
                    Role::Responder
                };
                let by = contest.step().by()?;
                if seat != by {
                    return None;
                }
                contest.act(by, Action::Choose(*choice)).ok()?;
                chosen = true;
            }
        }
    }
    contest.colours_settled().then_some(contest)
}

/// `value` as a PGN tag value.
fn escape(value: &str) -> String {
    let line = value.lines().next().unwrap_or("").trim();
    line.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The words of the move list, each in its seat's slot (`--` where a seat places
/// nothing), and the seat holding black at the end.
fn layout(game: &Game, contest: Option<&Contest>) -> (Vec<String>, usize) {
    let size = game.board().size();
    let mut words: Vec<String> = Vec::new();
    let mut put = |seat: usize, word: String| {
        if words.len() % 2 != seat {
            words.push("--".to_owned());
        }
        words.push(word);
    };
    let mut black_seat = 0;
    let actions: Vec<(Action, Role)> = match contest {
        Some(c) => c
            .actions()
            .iter()
            .copied()
            .zip(c.actors().iter().copied())
            .collect(),
        None => game
            .moves()
            .iter()
            .map(|&p| (Action::Stone(p), Role::Opener))
            .collect(),
    };
    let mut stones = 0;
    for (action, by) in actions {
        match action {
            Action::Stone(pos) => {
                let seat = if stones % 2 == 0 {
                    black_seat
                } else {
                    1 - black_seat
                };
                put(seat, pos.display(size).to_string());
                stones += 1;
            }
            Action::Choose(choice @ (Choice::Black | Choice::White)) => {
                let seat = usize::from(by == Role::Responder);
                put(seat, choice.name().to_owned());
                black_seat = if choice == Choice::Black {
                    seat
                } else {
                    1 - seat
                };
            }
            Action::Choose(Choice::More) | Action::Offer(_) => {}
        }
    }
    (words, black_seat)
}

pub(super) fn write(game: &Game, contest: Option<&Contest>, info: &GameInfo) -> String {
    let size = game.board().size();
    let (words, black_seat) = layout(game, contest);
    let seats = |black: &str, white: &str| {
        let (black, white) = (black.to_owned(), white.to_owned());
        if black_seat == 0 {
            (black, white)
        } else {
            (white, black)
        }
    };
    let (first, second) = seats(&info.black, &info.white);
    let (first_elo, second_elo) = seats(&info.black_rating, &info.white_rating);
    let result = info.result.trim();
    let result = if result.is_empty() {
        result_of(game)
    } else {
        result
    };
    let black_won = result.starts_with("B+");
    let result = match result {
        r if r.starts_with("B+") || r.starts_with("W+") => {
            if black_won == (black_seat == 0) {
                "1-0"
            } else {
                "0-1"
            }
        }
        "Draw" | "0" | "1/2-1/2" => "1/2-1/2",
        _ => "*",
    };
    let or = |value: &str, unknown: &str| match escape(value) {
        v if v.is_empty() => unknown.to_owned(),
        v => v,
    };
    let mut out = String::new();
    for (key, value) in [
        ("Event", or(&info.event, "?")),
        ("Site", or(&info.site, "?")),
        ("Date", or(&info.date, "????.??.??")),
        ("Round", or(&info.round, "-")),
        ("Black", or(&first, "?")),
        ("White", or(&second, "?")),
        ("Result", result.to_owned()),
        ("TimeControl", escape(&info.time_control)),
        ("BlackElo", escape(&first_elo)),
        ("WhiteElo", escape(&second_elo)),
        ("GameType", format!("{GOMOKU_KIND},{size}")),
    ] {
        if !value.is_empty() {
            out.push_str(&format!("[{key} \"{value}\"]\n"));
        }
    }
    out.push('\n');
    let mut pairs: Vec<String> = words
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect();
    pairs.push(result.to_owned());
    for line in pairs.chunks(8) {
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    out
}
