//! The person's puzzle progress, as plain data kept in the browser: the rating
//! ([`Rating`]), the streak, and the history of first tries (solved or failed); how the
//! next puzzle is chosen near the rating ([`choose_next`]); and the daily puzzle, the
//! same for everyone on a date ([`daily_index`]).
//!
//! Stored as text, one `key values` line each, after a first line with the format's
//! version:
//!
//! ```text
//! gobang-puzzles 2
//! rating 1512.34 288.10 0.060001
//! streak 2 5
//! history +f19v0042 -s15t0007 +f15v0100
//! ```
//!
//! (`streak` is the current streak, then the best; `history` lists first tries, oldest
//! first, `+` solved and `-` failed.) Version 1, the same lines, holds a rating earned
//! against puzzles rated [`V1_SHIFT`] lower than today's: it is read with that added, so
//! that the rating stands where it stood among the puzzles, and written back as version 2.

use std::error::Error;
use std::fmt;

use gobang_engine::Rule;
use gobang_engine::ai::solver::Kind;
use gobang_engine::puzzle::Puzzle;

use crate::game::rating::Rating;

/// The first line of the stored text.
const HEADER: &str = "gobang-puzzles 2";
/// The first line of version 1, which is still read.
const HEADER_V1: &str = "gobang-puzzles 1";
/// What a version 1 rating is short of on today's scale: the puzzles' ratings are this
/// much higher (the engine's `puzzle::RATING_BASE`, which anchors them to a newcomer's
/// 1500, was 900 then).
pub const V1_SHIFT: f64 = 650.0;
/// The ratings a stored rating may have.
const RATINGS: std::ops::Range<f64> = 0.0..5000.0;
/// The most first tries kept (the oldest go first).
const HISTORY_LIMIT: usize = 2000;
/// How many of the puzzles nearest the rating the next one is chosen from.
pub const NEAREST: usize = 20;

/// How many first tries a newcomer makes on the easiest puzzles: 15x15 wins by fours under
/// freestyle (five or more wins, nothing forbidden), the lowest rated first, whatever the
/// starting rating says.
pub const FIRST_EASY: usize = 5;

/// One first try: the puzzle and whether it was solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tried {
    /// The puzzle's ID.
    pub id: String,
    /// Solved, or failed.
    pub solved: bool,
}

/// The person's puzzle progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// The puzzle rating.
    pub rating: Rating,
    /// Puzzles solved in a row at the first try.
    pub streak: u32,
    /// The longest such streak.
    pub best_streak: u32,
    /// First tries, oldest first.
    pub history: Vec<Tried>,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress {
            rating: Rating::START,
            streak: 0,
            best_streak: 0,
            history: Vec::new(),
        }
    }
}

/// Why stored progress could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// The first line is not this format's (another version than 1 or 2, or not this at
    /// all).
    Header,
    /// A line that cannot be read, by its number from 1.
    Line(usize),
    /// The rating's line is missing.
    NoRating,
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::Header => write!(f, "not puzzle progress of version 1 or 2"),
            ProgressError::Line(n) => write!(f, "line {n} cannot be read"),
            ProgressError::NoRating => write!(f, "no rating"),
        }
    }
}

impl Error for ProgressError {}

impl Progress {
    /// Whether the puzzle with `id` has had its first try.
    pub fn seen(&self, id: &str) -> bool {
        self.history.iter().any(|t| t.id == id)
    }

    /// Records a try at the puzzle `id` rated `puzzle_rating`: only a first try counts
    /// (it changes the rating and the streak, and joins the history). Whether it counted.
    pub fn record(&mut self, id: &str, puzzle_rating: i32, solved: bool) -> bool {
        if self.seen(id) {
            return false;
        }
        self.rating = self.rating.after_puzzle(puzzle_rating, solved);
        self.streak = if solved { self.streak + 1 } else { 0 };
        self.best_streak = self.best_streak.max(self.streak);
        self.history.push(Tried {
            id: id.to_owned(),
            solved,
        });
        if self.history.len() > HISTORY_LIMIT {
            let extra = self.history.len() - HISTORY_LIMIT;
            self.history.drain(..extra);
        }
        true
    }

    /// The progress as stored text.
    pub fn encode(&self) -> String {
        let history: Vec<String> = self
            .history
            .iter()
            .map(|t| format!("{}{}", if t.solved { '+' } else { '-' }, t.id))
            .collect();
        let history = if history.is_empty() {
            String::new()
        } else {
            format!(" {}", history.join(" "))
        };
        format!(
            "{HEADER}\nrating {} {} {}\nstreak {} {}\nhistory{history}\n",
            fixed(self.rating.rating, 2),
            fixed(self.rating.deviation, 2),
            fixed(self.rating.volatility, 6),
            self.streak,
            self.best_streak,
        )
    }

    /// Reads stored progress, checking all of it; a version 1 rating moves up by
    /// [`V1_SHIFT`].
    ///
    /// # Errors
    /// A [`ProgressError`] for text that is not progress of version 1 or 2, or has a line
    /// that cannot be read (numbers out of their range included, before the shift and
    /// after it).
    pub fn decode(text: &str) -> Result<Progress, ProgressError> {
        let mut lines = text.lines();
        let shift = match lines.next().map(str::trim_end) {
            Some(HEADER) => 0.0,
            Some(HEADER_V1) => V1_SHIFT,
            _ => return Err(ProgressError::Header),
        };
        let mut progress = Progress::default();
        let mut rated = false;
        for (i, line) in lines.enumerate() {
            let number = i + 2;
            let bad = || ProgressError::Line(number);
            let mut words = line.split_whitespace();
            match words.next() {
                Some("rating") => {
                    let numbers: Vec<f64> = words
                        .map(|w| read_fixed(w).ok_or_else(bad))
                        .collect::<Result<_, _>>()?;
                    let [stored, deviation, volatility] = numbers[..] else {
                        return Err(bad());
                    };
                    let rating = stored + shift;
                    let sane = RATINGS.contains(&stored)
                        && RATINGS.contains(&rating)
                        && (1.0..=350.0).contains(&deviation)
                        && (0.0..1.0).contains(&volatility)
                        && volatility > 0.0;
                    if !sane {
                        return Err(bad());
                    }
                    progress.rating = Rating {
                        rating,
                        deviation,
                        volatility,
                    };
                    rated = true;
                }
                Some("streak") => {
                    let numbers: Vec<u32> = words
                        .map(|w| w.parse::<u32>().map_err(|_| bad()))
                        .collect::<Result<_, _>>()?;
                    let [streak, best] = numbers[..] else {
                        return Err(bad());
                    };
                    progress.streak = streak;
                    progress.best_streak = best.max(streak);
                }
                Some("history") => {
                    for word in words {
                        let (solved, id) = match word.split_at_checked(1) {
                            Some(("+", id)) => (true, id),
                            Some(("-", id)) => (false, id),
                            _ => return Err(bad()),
                        };
                        if id.is_empty() || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
                            return Err(bad());
                        }
                        progress.history.push(Tried {
                            id: id.to_owned(),
                            solved,
                        });
                    }
                }
                None => {}
                Some(_) => return Err(bad()),
            }
        }
        if rated {
            Ok(progress)
        } else {
            Err(ProgressError::NoRating)
        }
    }
}

/// `value` with `places` decimals, written with whole numbers only (Rust's float
/// formatting and parsing would add some 60 KB to the study module).
fn fixed(value: f64, places: u32) -> String {
    let scale = 10_i64.pow(places);
    let scaled = (value * scale as f64).round() as i64;
    let sign = if scaled < 0 { "-" } else { "" };
    let scaled = scaled.unsigned_abs();
    let scale = scale.unsigned_abs();
    format!(
        "{sign}{}.{:0width$}",
        scaled / scale,
        scaled % scale,
        width = places as usize
    )
}

/// A decimal number as [`fixed`] writes it (digits, one point at most, a sign first),
/// `None` for anything else.
fn read_fixed(text: &str) -> Option<f64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty()
        || whole.len() > 9
        || fraction.len() > 9
        || !all_digits(whole)
        || !all_digits(fraction)
    {
        return None;
    }
    let whole: u32 = whole.parse().ok()?;
    let part: u32 = if fraction.is_empty() {
        0
    } else {
        fraction.parse().ok()?
    };
    let value = f64::from(whole) + f64::from(part) / 10_f64.powi(fraction.len() as i32);
    Some(if negative { -value } else { value })
}

/// Which puzzles the person wants: each part `None` for any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only puzzles of this rule.
    pub rule: Option<Rule>,
    /// Only puzzles of this board size.
    pub size: Option<usize>,
    /// Only puzzles of this kind.
    pub kind: Option<Kind>,
}

impl Filter {
    /// Whether `puzzle` is one the person wants.
    pub fn matches(&self, puzzle: &Puzzle) -> bool {
        self.rule.is_none_or(|r| r == puzzle.rule)
            && self.size.is_none_or(|s| s == puzzle.size)
            && self.kind.is_none_or(|k| k == puzzle.kind)
    }
}

/// FNV-1a, 32 bits: a small hash that is the same everywhere.
pub fn fnv1a(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5, |hash, byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

/// The index of the next puzzle in `puzzles` after the one with ID `after`: among those
/// `filter` lets through (all of them if it lets none), the not yet tried ones (all, once
/// every one is tried) nearest the person's rating, one of the [`NEAREST`] picked by the
/// history's length, so that the same progress always gets the same puzzle. A newcomer
/// (fewer than [`FIRST_EASY`] tries) with no filter gets the easiest freestyle 15x15 wins
/// by fours instead, the lowest rated first. `None` only for an empty set.
pub fn choose_next(
    puzzles: &[Puzzle],
    progress: &Progress,
    filter: Filter,
    after: Option<&str>,
) -> Option<usize> {
    let others = |p: &Puzzle| after != Some(p.id.as_str());
    let mut pool: Vec<usize> = (0..puzzles.len())
        .filter(|&i| filter.matches(&puzzles[i]) && others(&puzzles[i]))
        .collect();
    if pool.is_empty() {
        pool = (0..puzzles.len())
            .filter(|&i| others(&puzzles[i]))
            .collect();
    }
    if pool.is_empty() {
        return (!puzzles.is_empty()).then_some(0);
    }
    let unseen: Vec<usize> = pool
        .iter()
        .copied()
        .filter(|&i| !progress.seen(&puzzles[i].id))
        .collect();
    if !unseen.is_empty() {
        pool = unseen;
    }
    let easy = |i: &usize| {
        let puzzle = &puzzles[*i];
        puzzle.size == 15 && puzzle.kind == Kind::Vcf && puzzle.rule == Rule::Freestyle
    };
    let newcomer = progress.history.len() < FIRST_EASY && filter == Filter::default();
    if newcomer && pool.iter().any(easy) {
        return pool
            .into_iter()
            .filter(easy)
            .min_by_key(|&i| (puzzles[i].rating, puzzles[i].id.as_str()));
    }
    let rating = progress.rating.rating;
    pool.sort_by(|&a, &b| {
        let distance = |i: usize| (f64::from(puzzles[i].rating) - rating).abs();
        distance(a)
            .total_cmp(&distance(b))
            .then_with(|| puzzles[a].id.cmp(&puzzles[b].id))
    });
    pool.truncate(NEAREST);
    let pick = fnv1a(&progress.history.len().to_string()) as usize % pool.len();
    Some(pool[pick])
}

/// The index of the day's puzzle in a set of `count` for the local date `date`
/// (`YYYY-MM-DD`): the date's FNV-1a hash, modulo the count. `None` for an empty set.
pub fn daily_index(date: &str, count: usize) -> Option<usize> {
    (count > 0).then(|| fnv1a(date) as usize % count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rating::PUZZLE_DEVIATION;

    fn puzzle(id: &str, rating: i32, rule: &str) -> Puzzle {
        format!("{id} {rule} 15 vcf {rating} h8,a1,h9,a3,h10,a5 h11,h12,h7")
            .parse()
            .expect("a good line")
    }

    fn set() -> Vec<Puzzle> {
        (0..60)
            .map(|i| {
                let rule = if i % 2 == 0 { "freestyle" } else { "renju" };
                puzzle(&format!("P{i}"), 800 + i * 25, rule)
            })
            .collect()
    }

    #[test]
    fn only_the_first_try_at_a_puzzle_rates() {
        let mut progress = Progress::default();
        assert!(progress.record("P1", 1500, true));
        let after_first = progress.rating;
        assert!(after_first.rating > 1500.0);
        assert_eq!(progress.streak, 1);
        assert!(!progress.record("P1", 1500, false), "a second try");
        assert_eq!(progress.rating, after_first);
        assert_eq!(progress.streak, 1);
        assert!(progress.record("P2", 1500, false));
        assert!(progress.rating.rating < after_first.rating);
        assert_eq!((progress.streak, progress.best_streak), (0, 1));
        assert_eq!(progress.history.len(), 2);
        assert!(progress.seen("P2") && !progress.seen("P3"));
    }

    #[test]
    fn progress_reads_back_as_stored() {
        let mut progress = Progress::default();
        progress.record("f19v0042", 1400, true);
        progress.record("s15t7", 1600, false);
        progress.record("r15v1", 1300, true);
        let text = progress.encode();
        assert!(text.starts_with("gobang-puzzles 2\nrating "));
        assert!(text.contains("history +f19v0042 -s15t7 +r15v1\n"));
        let read = Progress::decode(&text).expect("its own text");
        assert_eq!(read.encode(), text);
        assert_eq!(read.history, progress.history);
        assert_eq!((read.streak, read.best_streak), (1, 1));
        let fresh = Progress::decode(&Progress::default().encode()).expect("a fresh one");
        assert_eq!(fresh, Progress::default());
    }

    #[test]
    fn numbers_are_written_and_read_with_their_decimals() {
        assert_eq!(fixed(1512.345, 2), "1512.35");
        assert_eq!(fixed(0.06, 6), "0.060000");
        assert_eq!(fixed(-3.5, 2), "-3.50");
        assert_eq!(read_fixed("1512.35"), Some(1512.35));
        assert_eq!(read_fixed("0.060000"), Some(0.06));
        assert_eq!(read_fixed("1500"), Some(1500.0));
        assert_eq!(read_fixed("-3.50"), Some(-3.5));
        for bad in ["", ".5", "1e3", "1.2.3", "banana", "NaN", "inf", "--1"] {
            assert_eq!(read_fixed(bad), None, "{bad}");
        }
    }

    #[test]
    fn corrupt_progress_is_refused_with_the_reason() {
        assert_eq!(Progress::decode(""), Err(ProgressError::Header));
        for other in ["gobang-puzzles 3", "gobang-puzzles", "gobang-lessons 1"] {
            let text = format!("{other}\nrating 1500 350 0.06\n");
            assert_eq!(
                Progress::decode(&text),
                Err(ProgressError::Header),
                "{other}"
            );
        }
        assert_eq!(
            ProgressError::Header.to_string(),
            "not puzzle progress of version 1 or 2"
        );
        for version in [1, 2] {
            let header = format!("gobang-puzzles {version}\n");
            let refused = |rest: &str| Progress::decode(&format!("{header}{rest}"));
            let bad = refused("rating 1500 banana 0.06\n");
            assert_eq!(bad, Err(ProgressError::Line(2)), "{version}");
            let negative = refused("rating 1500 -3 0.06\n");
            assert_eq!(negative, Err(ProgressError::Line(2)), "{version}");
            let below = refused("rating -1 350 0.06\n");
            assert_eq!(below, Err(ProgressError::Line(2)), "{version}");
            let history = refused("rating 1500 350 0.06\nhistory +ok *bad\n");
            assert_eq!(history, Err(ProgressError::Line(3)), "{version}");
            let unknown = refused("rating 1500 350 0.06\nmood happy\n");
            assert_eq!(unknown, Err(ProgressError::Line(3)), "{version}");
            let unrated = refused("streak 1 2\n");
            assert_eq!(unrated, Err(ProgressError::NoRating), "{version}");
        }
        // A version 1 rating that the shift would take out of range: version 2 could not
        // hold it.
        let high = "rating 4400 350 0.06\n";
        assert!(Progress::decode(&format!("gobang-puzzles 2\n{high}")).is_ok());
        assert_eq!(
            Progress::decode(&format!("gobang-puzzles 1\n{high}")),
            Err(ProgressError::Line(2))
        );
    }

    #[test]
    fn version_1_progress_reads_on_todays_scale_and_is_written_as_version_2() {
        let old = "gobang-puzzles 1\nrating 1612.40 120.50 0.060001\nstreak 1 3\n\
                   history +f19v0042 -s15t0007 +f15v0100\n";
        let read = Progress::decode(old).expect("version 1");
        assert!((read.rating.rating - (1612.40 + V1_SHIFT)).abs() < 1e-9);
        assert_eq!(read.rating.rating.round(), 2262.0);
        assert_eq!(
            (read.rating.deviation, read.rating.volatility),
            (120.5, 0.060001)
        );
        assert_eq!((read.streak, read.best_streak), (1, 3));
        assert_eq!(read.history.len(), 3);
        assert!(read.history[0].solved && !read.history[1].solved);
        let text = read.encode();
        assert_eq!(
            text,
            "gobang-puzzles 2\nrating 2262.40 120.50 0.060001\nstreak 1 3\n\
             history +f19v0042 -s15t0007 +f15v0100\n"
        );
        // Read again, it moves no further.
        assert_eq!(Progress::decode(&text), Ok(read));
    }

    #[test]
    fn the_next_puzzle_is_an_unseen_one_near_the_rating() {
        let puzzles = set();
        let mut progress = Progress::default();
        progress.rating.rating = 1300.0;
        // Past the newcomer's first tries (on puzzles not in this set).
        for i in 0..FIRST_EASY {
            progress.history.push(Tried {
                id: format!("X{i}"),
                solved: true,
            });
        }
        let nearest = |progress: &Progress, filter: Filter| {
            let mut pool: Vec<&Puzzle> = puzzles
                .iter()
                .filter(|p| filter.matches(p) && !progress.seen(&p.id))
                .collect();
            pool.sort_by_key(|p| {
                (
                    (p.rating - progress.rating.rating as i32).abs(),
                    p.id.clone(),
                )
            });
            pool.iter()
                .take(NEAREST)
                .map(|p| p.id.clone())
                .collect::<Vec<_>>()
        };
        let next = choose_next(&puzzles, &progress, Filter::default(), None).expect("one");
        assert!(nearest(&progress, Filter::default()).contains(&puzzles[next].id));
        // The same progress, the same choice.
        assert_eq!(
            choose_next(&puzzles, &progress, Filter::default(), None),
            Some(next)
        );
        // Tried puzzles are left out while others are near.
        for p in &puzzles[10..40] {
            progress.history.push(Tried {
                id: p.id.clone(),
                solved: true,
            });
        }
        let next = choose_next(&puzzles, &progress, Filter::default(), None).expect("one");
        assert!(!progress.seen(&puzzles[next].id));
        // A filter narrows the choice; one that lets nothing through is ignored.
        let renju = Filter {
            rule: Some(Rule::Renju),
            ..Filter::default()
        };
        let next = choose_next(&puzzles, &progress, renju, None).expect("one");
        assert_eq!(puzzles[next].rule, Rule::Renju);
        let nineteen = Filter {
            size: Some(19),
            ..Filter::default()
        };
        assert!(choose_next(&puzzles, &progress, nineteen, None).is_some());
        // Never the puzzle just played, even when it is the only unseen one.
        let two = vec![
            puzzle("A", 1500, "freestyle"),
            puzzle("B", 1500, "freestyle"),
        ];
        assert_eq!(
            choose_next(&two, &Progress::default(), Filter::default(), Some("A")),
            Some(1)
        );
        assert_eq!(choose_next(&[], &progress, Filter::default(), None), None);
    }

    #[test]
    fn a_newcomer_starts_on_the_easiest_freestyle_15x15_wins_by_fours() {
        let mut puzzles = set();
        // The easiest of all is a 19x19 one, and one a win by threats: neither first.
        puzzles.push(
            "N1 freestyle 19 vcf 100 j10,a1,j11,a3,j12,a5 j13,j14,j9"
                .parse()
                .unwrap(),
        );
        puzzles.push(
            "N2 freestyle 15 vct 100 h8,a1,h9,a3,h10,a5 h11,h12,h7"
                .parse()
                .unwrap(),
        );
        let mut progress = Progress::default();
        let mut shown = Vec::new();
        for _ in 0..FIRST_EASY {
            let next = choose_next(&puzzles, &progress, Filter::default(), None).expect("one");
            shown.push(puzzles[next].id.clone());
            progress.history.push(Tried {
                id: puzzles[next].id.clone(),
                solved: false,
            });
        }
        // The five lowest rated freestyle 15x15 wins by fours (P0 at 800, P2 at 850...; the
        // odd ones are renju), in order.
        assert_eq!(shown, ["P0", "P2", "P4", "P6", "P8"]);
        // Then the rating decides; and a filter chosen is the person's choice at once.
        let next = choose_next(&puzzles, &progress, Filter::default(), None).expect("one");
        assert!(!shown.contains(&puzzles[next].id));
        let nineteen = Filter {
            size: Some(19),
            ..Filter::default()
        };
        let fresh = Progress::default();
        let next = choose_next(&puzzles, &fresh, nineteen, None).expect("one");
        assert_eq!(puzzles[next].id, "N1");
    }

    #[test]
    fn the_daily_puzzle_comes_from_the_date_alone() {
        assert_eq!(fnv1a(""), 0x811c_9dc5);
        assert_eq!(fnv1a("a"), 0xe40c_292c);
        let day = daily_index("2026-12-06", 1000).expect("a set");
        assert_eq!(daily_index("2026-12-06", 1000), Some(day));
        assert_eq!(day, fnv1a("2026-12-06") as usize % 1000);
        let week: Vec<usize> = (1..=7)
            .filter_map(|d| daily_index(&format!("2026-12-0{d}"), 1000))
            .collect();
        assert!(week.iter().any(|&i| i != day), "it changes with the date");
        assert_eq!(daily_index("2026-12-06", 0), None);
    }

    #[test]
    fn a_newcomer_expects_to_solve_the_first_puzzles_of_the_set_more_often_than_not() {
        let (puzzles, _) =
            gobang_engine::puzzle::parse_set(include_str!("../../assets/puzzles.txt"));
        let mut progress = Progress::default();
        for _ in 0..FIRST_EASY {
            let next = choose_next(&puzzles, &progress, Filter::default(), None).expect("one");
            let puzzle = &puzzles[next];
            let easy = (puzzle.size, puzzle.kind, puzzle.rule);
            assert_eq!(easy, (15, Kind::Vcf, Rule::Freestyle), "{}", puzzle.id);
            let expected = Rating::START.expected(f64::from(puzzle.rating), PUZZLE_DEVIATION);
            assert!(
                (0.5..0.75).contains(&expected),
                "{} rated {}: a newcomer expects {expected:.3}",
                puzzle.id,
                puzzle.rating
            );
            progress.history.push(Tried {
                id: puzzle.id.clone(),
                solved: true,
            });
        }
    }

    #[test]
    fn the_shipped_set_is_read_whole_and_a_bad_line_is_refused_with_its_number() {
        let text = include_str!("../../assets/puzzles.txt");
        let (puzzles, refused) = gobang_engine::puzzle::parse_set(text);
        assert!(refused.is_empty(), "{refused:?}");
        assert!(!puzzles.is_empty());
        assert!(choose_next(&puzzles, &Progress::default(), Filter::default(), None).is_some());
        let lines = text.lines().count();
        let bad = format!("{text}X1 freestyle 15 vcf 900 h8,h8 h9\n");
        let (again, refused) = gobang_engine::puzzle::parse_set(&bad);
        assert_eq!(again.len(), puzzles.len());
        assert_eq!(refused.len(), 1);
        assert_eq!(refused[0].line, lines + 1);
    }
}
