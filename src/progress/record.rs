//! The player's rated games as plain data: which games count and how ([`Record::observe`],
//! fed the page's game after every change), the rating they give (Glicko-2 against each
//! level's measured Elo), and the text the browser keeps them in.
//!
//! The rules of rated play:
//!
//! - a game counts when it is against the computer (not between two people, not the
//!   computer against itself) and began from the empty board (not an edited position);
//! - it counts at its first result: a five (won or lost) or a full board (a draw); taking
//!   moves back after the end and finishing again does not count it again (a game is known
//!   by its seed and the person's colour);
//! - a game left unfinished (End, a new game, another game loaded) after the person played
//!   in it counts as a loss, as leaving a rated game does; one left before the person's
//!   first move (or with every move taken back) does not count;
//! - a game whose level was changed while it was on counts against the weakest level it
//!   was played at;
//! - a game first seen already finished (a finished game loaded) does not count.
//!
//! Each game is its own rating period: the player's rating (starting at [`START`]) meets the
//! level's measured Elo ([`Level::elo`], Classic = 0) with a deviation of a quarter of the
//! level's 95% interval (at least [`LEVEL_MIN_DEVIATION`]).
//!
//! Stored as text: a header, the rating (hundredths; the volatility in millionths) and the
//! number of games counted, the game under way (if any), then one line a game, oldest
//! first (the last [`MOST_GAMES`]):
//!
//! ```text
//! gobang-rated 1
//! rating 61234 21050 59990 12
//! open 1234567 expert b freestyle 15 1 1
//! game 2026-12-06 99887766 advanced w standard 19 W 598
//! ```
//!
//! (`open`: seed, level, the person's colour, rule, size, moves on the board when first seen,
//! whether the person has played since; `game`: date, seed, level, colour, rule, size, the
//! result for the person, the rating after it.)

use std::error::Error;
use std::fmt;

use gobang_engine::ai::Level;
use gobang_engine::{GameStatus, Rule, Stone};

use crate::game::rating::{Outcome, Rating, TAU};
use crate::game::saved::{PLAYED_SIZES, SavedGame};
use crate::game::session::Opponent;

/// The first line of the stored text.
const HEADER: &str = "gobang-rated 1";
/// The most games kept (the oldest go first; the rating keeps counting all).
pub const MOST_GAMES: usize = 500;
/// A newcomer's rating on the levels' scale: between Easy and Intermediate, and unsure.
pub const START: Rating = Rating {
    rating: 500.0,
    deviation: 350.0,
    volatility: 0.06,
};
/// The least deviation a level counts with (Classic, the scale's anchor, has none).
pub const LEVEL_MIN_DEVIATION: f64 = 30.0;

/// A game's result for the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    /// The person made five.
    Win,
    /// The board filled up.
    Draw,
    /// The computer made five, or the person left the game.
    Loss,
}

impl GameResult {
    /// The letter it is stored as.
    pub const fn letter(self) -> char {
        match self {
            GameResult::Win => 'W',
            GameResult::Draw => 'D',
            GameResult::Loss => 'L',
        }
    }

    /// Points for it, doubled (a draw is one).
    pub const fn half_points(self) -> u32 {
        match self {
            GameResult::Win => 2,
            GameResult::Draw => 1,
            GameResult::Loss => 0,
        }
    }
}

/// A game that counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedGame {
    /// The local date it ended, `YYYY-MM-DD`.
    pub date: String,
    /// The game's seed.
    pub seed: u32,
    /// The computer's level.
    pub level: Level,
    /// The person's colour.
    pub colour: Stone,
    /// The rules.
    pub rule: Rule,
    /// The board's size.
    pub size: usize,
    /// The result for the person.
    pub result: GameResult,
    /// The person's rating after it, rounded.
    pub rating: i32,
}

/// The rated game under way, as far as it has been seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenGame {
    /// The game's seed.
    pub seed: u32,
    /// The weakest level it has been played at.
    pub level: Level,
    /// The person's colour.
    pub colour: Stone,
    /// The rules.
    pub rule: Rule,
    /// The board's size.
    pub size: usize,
    /// Moves on the board when the game was first seen.
    pub first_moves: usize,
    /// Whether there are more moves now (the person has played since).
    pub moved: bool,
}

/// The player's rated games and rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The rating now.
    pub rating: Rating,
    /// Games counted, all of them (more than `games` holds after [`MOST_GAMES`]).
    pub count: u32,
    /// The rated game under way.
    pub open: Option<OpenGame>,
    /// The games counted, oldest first (the last [`MOST_GAMES`]).
    pub games: Vec<RatedGame>,
}

impl Default for Record {
    fn default() -> Record {
        Record {
            rating: START,
            count: 0,
            open: None,
            games: Vec::new(),
        }
    }
}

/// Why stored games could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The first line is not this format's.
    Header,
    /// A line that cannot be read, by its number from 1.
    Line(usize),
    /// The rating's line is missing.
    NoRating,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Header => f.write_str("not rated games of this version"),
            RecordError::Line(n) => write!(f, "line {n} cannot be read"),
            RecordError::NoRating => f.write_str("no rating"),
        }
    }
}

impl Error for RecordError {}

/// The rating and deviation a level counts with as an opponent, if it has been measured.
pub fn level_rating(level: Level) -> Option<(f64, f64)> {
    let elo = level.elo()?;
    let deviation = (f64::from(elo.high - elo.low) / 4.0).max(LEVEL_MIN_DEVIATION);
    Some((f64::from(elo.elo), deviation))
}

fn colour_letter(colour: Stone) -> &'static str {
    match colour {
        Stone::Black => "b",
        Stone::White => "w",
    }
}

fn read_colour(word: &str) -> Option<Stone> {
    match word {
        "b" => Some(Stone::Black),
        "w" => Some(Stone::White),
        _ => None,
    }
}

/// `x` in `unit`s, rounded.
fn scaled(x: f64, unit: f64) -> i64 {
    (x * unit).round() as i64
}

impl Record {
    /// Takes in the page's game after a change (`None`: no game on the board) on `date`;
    /// returns whether the record changed (and should be stored again).
    pub fn observe(&mut self, seen: Option<&SavedGame>, date: &str) -> bool {
        let rated = seen.filter(|s| s.opponent == Opponent::Computer && s.game.setup().is_empty());
        let mut changed = false;
        if let Some(open) = self.open.take() {
            let same = rated.is_some_and(|s| {
                let game = (s.seed, s.person, s.game.rule(), s.game.board().size());
                game == (open.seed, open.colour, open.rule, open.size)
            });
            if same {
                self.open = Some(open);
            } else {
                changed = true;
                if open.moved {
                    self.count_game(&open, GameResult::Loss, date);
                }
            }
        }
        let Some(seen) = rated else {
            return changed;
        };
        if self.counted(seen.seed, seen.person) {
            return changed;
        }
        let moves = seen.game.moves().len();
        let status = seen.game.status();
        let Some(open) = &mut self.open else {
            // A game first seen finished was not played here.
            if status == GameStatus::Ongoing {
                self.open = Some(OpenGame {
                    seed: seen.seed,
                    level: seen.level,
                    colour: seen.person,
                    rule: seen.game.rule(),
                    size: seen.game.board().size(),
                    first_moves: moves,
                    moved: false,
                });
                return true;
            }
            return changed;
        };
        if seen.level < open.level {
            open.level = seen.level;
            changed = true;
        }
        if open.moved != (moves > open.first_moves) {
            open.moved = !open.moved;
            changed = true;
        }
        let result = match status {
            GameStatus::Ongoing => return changed,
            GameStatus::Won { winner, .. } if winner == seen.person => GameResult::Win,
            GameStatus::Won { .. } => GameResult::Loss,
            GameStatus::Draw => GameResult::Draw,
        };
        if let Some(open) = self.open.take() {
            self.count_game(&open, result, date);
        }
        true
    }

    /// Whether the game of `seed` with the person as `colour` has counted already.
    fn counted(&self, seed: u32, colour: Stone) -> bool {
        self.games
            .iter()
            .any(|g| g.seed == seed && g.colour == colour)
    }

    /// Counts `game` with `result`: one rating period against its level.
    fn count_game(&mut self, game: &OpenGame, result: GameResult, date: &str) {
        let Some((rating, deviation)) = level_rating(game.level) else {
            return;
        };
        let outcome = Outcome {
            rating,
            deviation,
            score: f64::from(result.half_points()) / 2.0,
        };
        self.rating = self.rating.after(&[outcome], TAU);
        self.count += 1;
        self.games.push(RatedGame {
            date: date.to_owned(),
            seed: game.seed,
            level: game.level,
            colour: game.colour,
            rule: game.rule,
            size: game.size,
            result,
            rating: self.rating.rating.round() as i32,
        });
        if self.games.len() > MOST_GAMES {
            let extra = self.games.len() - MOST_GAMES;
            self.games.drain(..extra);
        }
    }

    /// The record as stored text.
    pub fn encode(&self) -> String {
        let r = &self.rating;
        let mut text = format!(
            "{HEADER}\nrating {} {} {} {}\n",
            scaled(r.rating, 100.0),
            scaled(r.deviation, 100.0),
            scaled(r.volatility, 1e6),
            self.count
        );
        if let Some(o) = &self.open {
            text.push_str(&format!(
                "open {} {} {} {} {} {} {}\n",
                o.seed,
                o.level.name(),
                colour_letter(o.colour),
                o.rule,
                o.size,
                o.first_moves,
                u8::from(o.moved)
            ));
        }
        for g in &self.games {
            text.push_str(&format!(
                "game {} {} {} {} {} {} {} {}\n",
                g.date,
                g.seed,
                g.level.name(),
                colour_letter(g.colour),
                g.rule,
                g.size,
                g.result.letter(),
                g.rating
            ));
        }
        text
    }

    /// Reads stored text, checking all of it.
    ///
    /// # Errors
    /// A [`RecordError`] for text that is not rated games of this version or has a line
    /// that cannot be read (numbers out of their range included).
    pub fn decode(text: &str) -> Result<Record, RecordError> {
        let mut lines = text.lines();
        if lines.next().map(str::trim_end) != Some(HEADER) {
            return Err(RecordError::Header);
        }
        let mut record = Record::default();
        let mut rated = false;
        for (i, line) in lines.enumerate() {
            let bad = || RecordError::Line(i + 2);
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["rating", rating, deviation, volatility, count] => {
                    let number = |w: &str| w.parse::<i64>().map_err(|_| bad());
                    let rating = number(rating)? as f64 / 100.0;
                    let deviation = number(deviation)? as f64 / 100.0;
                    let volatility = number(volatility)? as f64 / 1e6;
                    let sane = (-2000.0..5000.0).contains(&rating)
                        && (1.0..=350.0).contains(&deviation)
                        && volatility > 0.0
                        && volatility < 1.0;
                    if !sane || rated {
                        return Err(bad());
                    }
                    record.rating = Rating {
                        rating,
                        deviation,
                        volatility,
                    };
                    record.count = count.parse().map_err(|_| bad())?;
                    rated = true;
                }
                ["open", words @ ..] => {
                    let open = read_open(words).ok_or_else(bad)?;
                    if record.open.replace(open).is_some() {
                        return Err(bad());
                    }
                }
                ["game", words @ ..] => record.games.push(read_game(words).ok_or_else(bad)?),
                [] => {}
                _ => return Err(bad()),
            }
        }
        if !rated {
            return Err(RecordError::NoRating);
        }
        if record.games.len() > MOST_GAMES || (record.count as usize) < record.games.len() {
            return Err(RecordError::Line(1));
        }
        Ok(record)
    }
}

fn read_size(word: &str) -> Option<usize> {
    word.parse().ok().filter(|size| PLAYED_SIZES.contains(size))
}

fn read_open(words: &[&str]) -> Option<OpenGame> {
    let [seed, level, colour, rule, size, first_moves, moved] = words else {
        return None;
    };
    Some(OpenGame {
        seed: seed.parse().ok()?,
        level: level.parse().ok()?,
        colour: read_colour(colour)?,
        rule: rule.parse().ok()?,
        size: read_size(size)?,
        first_moves: first_moves.parse().ok()?,
        moved: match *moved {
            "0" => false,
            "1" => true,
            _ => return None,
        },
    })
}

fn read_game(words: &[&str]) -> Option<RatedGame> {
    let [date, seed, level, colour, rule, size, result, rating] = words else {
        return None;
    };
    let date_ok = date.len() == 10
        && date.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    if !date_ok {
        return None;
    }
    Some(RatedGame {
        date: (*date).to_owned(),
        seed: seed.parse().ok()?,
        level: level.parse().ok()?,
        colour: read_colour(colour)?,
        rule: rule.parse().ok()?,
        size: read_size(size)?,
        result: match *result {
            "W" => GameResult::Win,
            "D" => GameResult::Draw,
            "L" => GameResult::Loss,
            _ => return None,
        },
        rating: rating
            .parse()
            .ok()
            .filter(|r: &i32| (-2000..5000).contains(r))?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobang_engine::{Game, Pos};

    const DAY: &str = "2026-12-06";

    /// A game against the computer at `level` with these moves (the person black).
    fn saved(seed: u32, level: Level, moves: &[&str]) -> SavedGame {
        let mut game = Game::with_rule(15, Rule::Freestyle).unwrap();
        for m in moves {
            game.play(Pos::parse(m, 15).unwrap());
        }
        SavedGame {
            game,
            opponent: Opponent::Computer,
            person: Stone::Black,
            level,
            white_level: level,
            seed,
            opening: None,
        }
    }

    /// Black makes five on row 8 while white plays row 9.
    const BLACK_WINS: [&str; 9] = ["a8", "a9", "b8", "b9", "c8", "c9", "d8", "d9", "e8"];

    /// Plays `moves` one by one through `record`, as the page publishes them.
    fn play(record: &mut Record, seed: u32, level: Level, moves: &[&str]) {
        record.observe(Some(&saved(seed, level, &[])), DAY);
        for n in 1..=moves.len() {
            record.observe(Some(&saved(seed, level, &moves[..n])), DAY);
        }
    }

    #[test]
    fn a_win_counts_once_and_raises_the_rating() {
        let mut record = Record::default();
        play(&mut record, 7, Level::Advanced, &BLACK_WINS);
        assert_eq!(record.count, 1);
        assert_eq!(record.games[0].result, GameResult::Win);
        assert_eq!(record.games[0].level, Level::Advanced);
        assert!(record.rating.rating > 500.0 && record.rating.deviation < 350.0);
        assert_eq!(record.open, None);
        // Taken back and won again: still one game.
        let before = record.clone();
        record.observe(Some(&saved(7, Level::Advanced, &BLACK_WINS[..7])), DAY);
        record.observe(Some(&saved(7, Level::Advanced, &BLACK_WINS)), DAY);
        assert_eq!(record, before);
    }

    #[test]
    fn a_loss_lowers_the_rating_and_a_stronger_level_gives_more_for_a_win() {
        let mut lost = Record::default();
        let white_wins = ["a8", "a9", "b8", "b9", "c8", "c9", "d8", "d9", "o1", "e9"];
        play(&mut lost, 1, Level::Advanced, &white_wins);
        assert_eq!(lost.games[0].result, GameResult::Loss);
        assert!(lost.rating.rating < 500.0);
        let mut strong = Record::default();
        play(&mut strong, 1, Level::Master, &BLACK_WINS);
        let mut weak = Record::default();
        play(&mut weak, 1, Level::Beginner, &BLACK_WINS);
        assert!(strong.rating.rating > weak.rating.rating);
    }

    #[test]
    fn a_game_left_after_a_move_is_a_loss_and_before_one_nothing() {
        let mut record = Record::default();
        play(&mut record, 3, Level::Easy, &["h8", "h9"]);
        assert!(record.open.as_ref().is_some_and(|o| o.moved));
        // End: no game on the board.
        assert!(record.observe(None, DAY));
        assert_eq!(record.count, 1);
        assert_eq!(record.games[0].result, GameResult::Loss);
        // A new game left before the first move does not count.
        record.observe(Some(&saved(4, Level::Easy, &[])), DAY);
        record.observe(Some(&saved(5, Level::Easy, &[])), DAY);
        record.observe(None, DAY);
        assert_eq!(record.count, 1);
        // Nor one whose moves were all taken back.
        play(&mut record, 6, Level::Easy, &["h8", "h9"]);
        record.observe(Some(&saved(6, Level::Easy, &[])), DAY);
        record.observe(None, DAY);
        assert_eq!(record.count, 1);
    }

    #[test]
    fn another_game_loaded_over_one_under_way_counts_the_first_as_lost() {
        let mut record = Record::default();
        play(&mut record, 3, Level::Easy, &["h8", "h9"]);
        record.observe(Some(&saved(99, Level::Easy, &["a1", "b2", "c3"])), DAY);
        assert_eq!(record.count, 1);
        assert_eq!(record.open.as_ref().map(|o| o.seed), Some(99));
    }

    #[test]
    fn only_games_against_the_computer_from_the_empty_board_count() {
        let mut record = Record::default();
        let mut people = saved(1, Level::Easy, &BLACK_WINS[..8]);
        people.opponent = Opponent::Person;
        record.observe(Some(&people), DAY);
        people.game.play(Pos::parse("e8", 15).unwrap());
        record.observe(Some(&people), DAY);
        let mut edited = saved(2, Level::Easy, &[]);
        let mut with_stone = gobang_engine::Board::new(15).unwrap();
        with_stone.place(Pos::parse("h8", 15).unwrap(), Stone::Black);
        edited.game = Game::from_position(with_stone, Stone::White, Rule::Freestyle).unwrap();
        edited.person = Stone::White;
        record.observe(Some(&edited), DAY);
        edited.game.play(Pos::parse("a1", 15).unwrap());
        record.observe(Some(&edited), DAY);
        record.observe(None, DAY);
        // A finished game loaded is not one played here.
        record.observe(Some(&saved(3, Level::Easy, &BLACK_WINS)), DAY);
        assert_eq!(record, Record::default());
    }

    #[test]
    fn a_level_lowered_during_a_game_counts_the_game_at_the_weakest() {
        let mut record = Record::default();
        play(&mut record, 8, Level::Master, &BLACK_WINS[..4]);
        record.observe(Some(&saved(8, Level::Beginner, &BLACK_WINS[..6])), DAY);
        record.observe(Some(&saved(8, Level::Master, &BLACK_WINS)), DAY);
        assert_eq!(record.games[0].level, Level::Beginner);
    }

    #[test]
    fn a_record_reads_back_as_written() {
        let mut record = Record::default();
        play(&mut record, 7, Level::Advanced, &BLACK_WINS);
        play(&mut record, 9, Level::Expert, &["h8", "h9"]);
        let text = record.encode();
        assert!(text.starts_with("gobang-rated 1\nrating "), "{text}");
        assert!(
            text.contains("\nopen 9 expert b freestyle 15 0 1\n"),
            "{text}"
        );
        assert!(
            text.contains("\ngame 2026-12-06 7 advanced b freestyle 15 W "),
            "{text}"
        );
        let back = Record::decode(&text).unwrap();
        assert_eq!(back.encode(), text);
        assert!((back.rating.rating - record.rating.rating).abs() < 0.01);
        assert_eq!(
            Record::decode(&Record::default().encode()).unwrap(),
            Record::default()
        );
    }

    #[test]
    fn a_corrupt_record_is_refused_with_the_line() {
        let mut record = Record::default();
        play(&mut record, 7, Level::Advanced, &BLACK_WINS);
        let text = record.encode();
        assert_eq!(Record::decode("hello"), Err(RecordError::Header));
        assert_eq!(
            Record::decode("gobang-rated 1\n"),
            Err(RecordError::NoRating)
        );
        for (from, to) in [
            (" advanced ", " godlike "),
            (" W ", " X "),
            ("2026-12-06", "06.12.2026"),
            (" freestyle ", " chess "),
            (" 15 ", " 21 "),
            ("rating ", "rating x"),
        ] {
            let bad = text.replacen(from, to, 1);
            assert!(
                matches!(Record::decode(&bad), Err(RecordError::Line(_))),
                "{bad}"
            );
        }
        let short = text.replace("\nrating", "\nrating 1");
        assert!(Record::decode(&short).is_err());
    }

    #[test]
    fn only_the_last_games_are_kept_and_all_are_counted() {
        let mut record = Record::default();
        for seed in 0..(MOST_GAMES as u32 + 3) {
            play(&mut record, seed, Level::Easy, &["h8"]);
        }
        record.observe(None, DAY);
        assert_eq!(record.count, MOST_GAMES as u32 + 3);
        assert_eq!(record.games.len(), MOST_GAMES);
        assert_eq!(record.games[0].seed, 3);
    }
}
