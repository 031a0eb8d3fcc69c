//! Puzzles: positions from played games in which the side to move has a forced win, with
//! the win's main line. A puzzle set is text, one puzzle a line (`#` lines are comments):
//!
//! ```text
//! ID RULE SIZE KIND RATING POSITION SOLUTION
//! f19v0042 freestyle 19 vcf 1380 j10,k11,k10,... l9,m8,...
//! ```
//!
//! - `ID`: letters and digits, unique in a set;
//! - `RULE`: `freestyle`, `standard` or `renju`; `SIZE`: `15` or `19`;
//! - `KIND`: `vcf` (a win by continuous fours) or `vct` (by threes and fours);
//! - `RATING`: the puzzle's difficulty, on the scale of a person's puzzle rating;
//! - `POSITION`: the stones as the moves of a record, black's first, colours alternating,
//!   joined by commas; the side to move (the attacker) is the next colour;
//! - `SOLUTION`: the main line, joined by commas: the attacker's first move, the defence
//!   that resists longest, ..., ending with the attacker's five.
//!
//! Reading a line checks all of it: the points, the position (no point twice, no five
//! already, nothing forbidden), and that the solution is legal and ends in the attacker's
//! five and only there. The solvers that prove a puzzle live in [`crate::ai::solver`];
//! [`mine`] finds puzzles in a game.

mod mine;

use std::collections::HashSet;
use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::ai::solver::Kind;
use crate::game::{Game, GameStatus};
use crate::pos::Pos;
use crate::record::RecordError;
use crate::rules::Rule;
use crate::stone::Stone;

pub use mine::{MINE_NODES, RATING_BASE, estimate, mine};

/// The search a shipped puzzle's win is proved with, by fours or else by threes and fours
/// (by the generator, and again by the tests): moves of the solver's search.
pub const PROOF_NODES: u64 = 200_000;
/// The search each other first move of the attacker's (in
/// [`crate::ai::solver::Space::Quiet`]) gets to be disproved, for a shipped puzzle.
pub const OTHER_NODES: u64 = 200_000;
/// The search the puzzle page gives its verdict on a move off the solution
/// ([`crate::ai::solver::prove_move`] in [`crate::ai::solver::Space::Quiet`]): under
/// 0.25 s natively for nine verdicts in ten on the shipped set's positions.
pub const VERDICT_NODES: u64 = 200_000;

/// One puzzle: a position, the side to move wins by force, and the main line of that win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Letters and digits, unique in a set.
    pub id: String,
    /// The rules the puzzle is played by.
    pub rule: Rule,
    /// The board's side: 15 or 19.
    pub size: usize,
    /// The threats the win uses.
    pub kind: Kind,
    /// How hard it is, on the scale of a person's puzzle rating.
    pub rating: i32,
    /// The stones, as the moves of a record: black's first, colours alternating.
    pub position: Vec<Pos>,
    /// The main line: the attacker's first move, the best defence, ..., the five.
    pub solution: Vec<Pos>,
}

/// Why a puzzle line was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// Not seven fields separated by single spaces.
    Fields(usize),
    /// The ID is empty or has something other than ASCII letters and digits.
    Id(String),
    /// The rule is not one of the three.
    Rule(String),
    /// The size is not 15 or 19.
    Size(String),
    /// The kind is not `vcf` or `vct`.
    Kind(String),
    /// The rating is not a whole number.
    Rating(String),
    /// The position cannot be played as a record.
    Position(RecordError),
    /// The position has no stones.
    Empty,
    /// Somebody has five on the board already.
    FiveAlready,
    /// The solution cannot be played on from the position.
    Solution(RecordError),
    /// The solution does not end with the attacker's five.
    NoFive,
    /// The solution goes on after a five, or a five is the defender's.
    WrongEnd,
    /// The same ID is on an earlier line.
    Duplicate(String),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Fields(n) => {
                write!(f, "{n} fields, expected 7 separated by single spaces")
            }
            PuzzleError::Id(id) => write!(f, "the ID `{id}` is not letters and digits"),
            PuzzleError::Rule(rule) => write!(f, "unknown rule `{rule}`"),
            PuzzleError::Size(size) => write!(f, "the size `{size}` is not 15 or 19"),
            PuzzleError::Kind(kind) => write!(f, "the kind `{kind}` is not vcf or vct"),
            PuzzleError::Rating(rating) => write!(f, "the rating `{rating}` is not a number"),
            PuzzleError::Position(e) => write!(f, "the position: {e}"),
            PuzzleError::Empty => write!(f, "the position has no stones"),
            PuzzleError::FiveAlready => write!(f, "the position has a five already"),
            PuzzleError::Solution(e) => write!(f, "the solution: {e}"),
            PuzzleError::NoFive => write!(f, "the solution does not end in the attacker's five"),
            PuzzleError::WrongEnd => {
                write!(f, "the solution's five is not the attacker's last move")
            }
            PuzzleError::Duplicate(id) => write!(f, "the ID `{id}` is used on an earlier line"),
        }
    }
}

impl Error for PuzzleError {}

/// A line of a puzzle set that was refused, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    /// The line's number, from 1.
    pub line: usize,
    /// Why it was refused.
    pub error: PuzzleError,
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

impl Error for LineError {}

impl Puzzle {
    /// The side that wins: the one to move in the position.
    pub fn attacker(&self) -> Stone {
        if self.position.len().is_multiple_of(2) {
            Stone::Black
        } else {
            Stone::White
        }
    }

    /// The puzzle's position as a game, the attacker to move.
    ///
    /// # Panics
    /// If the position is not legal, which [`Puzzle::from_str`] and [`mine`] rule out.
    pub fn game(&self) -> Game {
        let mut game = Game::with_rule(self.size, self.rule).expect("a supported size");
        for &pos in &self.position {
            game.play(pos);
        }
        game
    }

    /// How many moves the attacker plays in the main line, the five included.
    pub fn length(&self) -> usize {
        self.solution.len().div_ceil(2)
    }

    /// The puzzle's line in the set's format.
    pub fn line(&self) -> String {
        self.to_string()
    }
}

fn points(moves: &[Pos], size: usize, separator: &str) -> String {
    let words: Vec<String> = moves.iter().map(|p| p.display(size).to_string()).collect();
    words.join(separator)
}

/// Checks that `solution` played from `game` is legal and ends with the attacker's five,
/// and only there.
fn check_solution(mut game: Game, solution: &[Pos]) -> Result<(), PuzzleError> {
    let attacker = game.to_move();
    let size = game.board().size();
    let text = points(solution, size, " ");
    match game.play_record(&text) {
        Ok(()) => {}
        Err(RecordError::AfterWin { .. }) => return Err(PuzzleError::WrongEnd),
        Err(e) => return Err(PuzzleError::Solution(e)),
    }
    match game.status() {
        GameStatus::Won { winner, .. } if winner == attacker => Ok(()),
        GameStatus::Won { .. } => Err(PuzzleError::WrongEnd),
        _ => Err(PuzzleError::NoFive),
    }
}

impl FromStr for Puzzle {
    type Err = PuzzleError;

    /// Reads one line of a puzzle set, checking all of it.
    fn from_str(line: &str) -> Result<Puzzle, PuzzleError> {
        let fields: Vec<&str> = line.split(' ').collect();
        let [id, rule, size, kind, rating, position, solution] = fields[..] else {
            return Err(PuzzleError::Fields(fields.len()));
        };
        if id.is_empty() || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(PuzzleError::Id(id.to_owned()));
        }
        let rule: Rule = rule
            .parse()
            .map_err(|_| PuzzleError::Rule(rule.to_owned()))?;
        let size = match size {
            "15" => 15,
            "19" => 19,
            _ => return Err(PuzzleError::Size(size.to_owned())),
        };
        let kind: Kind = kind
            .parse()
            .map_err(|_| PuzzleError::Kind(kind.to_owned()))?;
        let rating: i32 = rating
            .parse()
            .map_err(|_| PuzzleError::Rating(rating.to_owned()))?;
        let game = Game::from_record_with(position, size, rule).map_err(PuzzleError::Position)?;
        if game.moves().is_empty() {
            return Err(PuzzleError::Empty);
        }
        if game.status().is_over() {
            return Err(PuzzleError::FiveAlready);
        }
        let position = game.moves().to_vec();
        let solution = solution_points(solution, size)?;
        check_solution(game, &solution)?;
        Ok(Puzzle {
            id: id.to_owned(),
            rule,
            size,
            kind,
            rating,
            position,
            solution,
        })
    }
}

/// The solution's points, read one by one (checked against the position afterwards).
fn solution_points(text: &str, size: usize) -> Result<Vec<Pos>, PuzzleError> {
    text.split(',')
        .enumerate()
        .map(|(i, word)| {
            Pos::parse(word, size).map_err(|_| {
                PuzzleError::Solution(RecordError::UnknownPoint {
                    number: i + 1,
                    text: word.to_owned(),
                    size,
                })
            })
        })
        .collect()
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {} {} {} {}",
            self.id,
            self.rule,
            self.size,
            self.kind,
            self.rating,
            points(&self.position, self.size, ","),
            points(&self.solution, self.size, ",")
        )
    }
}

/// Reads a puzzle set: the puzzles, and every line refused with its number and reason
/// (blank lines and `#` comments are skipped; an ID seen before is refused).
///
/// ```
/// use gobang_engine::puzzle::parse_set;
/// let text = "# two lines\nA1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1 h11,a3,h12\nbad";
/// let (puzzles, refused) = parse_set(text);
/// assert_eq!(puzzles.len(), 1);
/// assert_eq!(refused[0].to_string(), "line 3: 1 fields, expected 7 separated by single spaces");
/// ```
pub fn parse_set(text: &str) -> (Vec<Puzzle>, Vec<LineError>) {
    let mut puzzles = Vec::new();
    let mut refused = Vec::new();
    let mut ids = HashSet::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let read = line.parse::<Puzzle>().and_then(|p| {
            if ids.insert(p.id.clone()) {
                Ok(p)
            } else {
                Err(PuzzleError::Duplicate(p.id))
            }
        });
        match read {
            Ok(puzzle) => puzzles.push(puzzle),
            Err(error) => refused.push(LineError { line: i + 1, error }),
        }
    }
    (puzzles, refused)
}

#[cfg(test)]
mod tests;
