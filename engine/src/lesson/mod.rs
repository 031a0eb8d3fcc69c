//! Lessons: short texts with positions on which a person is asked to do something ("make an
//! open four", "stop white's four"), from the first steps to winning by threes and fours.
//! A move is judged by the rules, the line patterns and the solvers ([`Task::judge`]), not
//! compared with a stored answer: every move that does what a task asks is right, and a
//! wrong one is told why ([`Why`]).
//!
//! A lesson set is text (`assets/lessons.txt`), in both languages, English then Chinese
//! on each text line after ` | `:
//!
//! ```text
//! lesson five
//! title Five in a row | 五子连珠
//! text Black and white take turns… | 黑白双方轮流…
//! task five
//! ask Black to play: make five in a row. | 黑先：连成五子。
//! position 15 freestyle black
//! black h8 i8 j8 k8
//! white h9 i9 j10 k11
//! ```
//!
//! - `lesson KEY` starts a lesson (its number is its place in the set, from 1), followed by
//!   its `title` and one or more `text` paragraphs;
//! - `task GOAL [ARG]` starts a task ([`Goal`]: `five`, `open-four`, `at h8`,
//!   `forbidden double-three`, `opening kagetsu`, …, as `docs/lessons.md` lists them), followed by its `ask` (what it asks, in the lesson's words), its
//!   `position SIZE RULE SIDE` (the side to move is the person's) and the stones, as
//!   `black` and `white` lines of points in notation;
//! - `#` lines and blank lines are skipped.
//!
//! Reading checks every field, every point and the position (no point twice, no five on
//! the board); that each task can be done at all (one point at least does what it asks)
//! is the set's test, as it takes the solvers.

mod judge;
#[cfg(test)]
mod tests;

use std::error::Error;
use std::fmt;

use crate::ai::solver::Kind;
use crate::board::Board;
use crate::game::Game;
use crate::pos::Pos;
use crate::rules::{Forbidden, Rule};
use crate::stone::Stone;

pub use judge::{DEFEND_NODES, Shape, Verdict, Why, shape};

/// A text in the page's two languages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// English.
    pub en: String,
    /// Simplified Chinese.
    pub zh: String,
}

/// One lesson: what it teaches, and the tasks that practise it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// A short name that does not change when lessons are reordered (kept with progress).
    pub key: String,
    /// Its title.
    pub title: Words,
    /// Its paragraphs, shown before the tasks.
    pub text: Vec<Words>,
    /// Its tasks, in order.
    pub tasks: Vec<Task>,
}

/// What a task asks of the person's move (or moves, for the fights).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Play on this point (the first lesson's way of learning the board's names).
    At(Pos),
    /// Make five in a row (that wins under the task's rules).
    Five,
    /// Make a four: a line that one more stone makes five.
    Four,
    /// Make an open four: a four that two points make five.
    OpenFour,
    /// Make an open three: a three that one more stone makes an open four.
    OpenThree,
    /// Stop the opponent's four (or win at once with a five of one's own).
    BlockFour,
    /// Stop the opponent's open three: after the move the opponent can make no open four
    /// and no five.
    BlockThree,
    /// Make a four and an open three at once.
    FourThree,
    /// Make two fours at once.
    DoubleFour,
    /// Win by continuous fours: every move a four, the computer blocking; done with five.
    Vcf,
    /// Win by threes and fours: every move a four or an open three, the computer defending
    /// as well as the solver can; done with five.
    Vct,
    /// Defend: after the move the opponent has no forced win the solver finds.
    Defend,
    /// Renju: find a point where black may not play, of this kind (any kind with `None`).
    FindForbidden(Option<Forbidden>),
    /// Renju, white to play: make a four whose only blocking point is forbidden to black.
    ForbiddenTrap,
    /// Renju: place black's third stone to make the opening with this name (its
    /// [`crate::opening::renju::CanonicalOpening::name`]).
    Opening(&'static str),
}

impl Goal {
    /// The solver's kind for a fight in which the person attacks (and the computer answers
    /// each move with its best defence), `None` for a task of one move.
    pub const fn fight(self) -> Option<Kind> {
        match self {
            Goal::Vcf => Some(Kind::Vcf),
            Goal::Vct => Some(Kind::Vct),
            _ => None,
        }
    }
}

/// One task: a position, and what the person's move in it is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// What it asks, in the lesson's words.
    pub ask: Words,
    /// What a right move does.
    pub goal: Goal,
    /// The position, the person to move.
    pub game: Game,
}

impl Task {
    /// The person's colour: the side to move in the task's position.
    pub fn person(&self) -> Stone {
        self.game.to_move()
    }

    /// The points that do what the task asks on its first move, in board order (for the
    /// tests and the set's checks; a fight's count is of the moves the judge passes to the
    /// solver, and those that win at once).
    pub fn right_moves(&self) -> Vec<Pos> {
        self.game
            .board()
            .empty_points()
            .filter(|&pos| !matches!(self.judge(&self.game, pos), Verdict::Wrong(_)))
            .collect()
    }
}

/// Why a lesson set was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    /// A line begins with a word the format does not have.
    Keyword(String),
    /// A line that belongs to a lesson or task comes before any.
    Outside(&'static str),
    /// A text line has no ` | ` between its English and its Chinese.
    Languages,
    /// The goal is not one the format has, or its argument is wrong.
    Goal(String),
    /// The `position` line is not `SIZE RULE SIDE` with a size of 15 or 19.
    Position(String),
    /// A point is not on the board.
    Point(String),
    /// A point has two stones.
    Twice(String),
    /// Someone has five on the board already, or the position cannot be played on.
    Impossible,
    /// A task ends without something it needs.
    Missing(&'static str),
    /// The set has no lessons, or a lesson no tasks.
    Empty,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::Keyword(word) => write!(f, "unknown keyword `{word}`"),
            LessonError::Outside(what) => write!(f, "`{what}` outside a lesson or task"),
            LessonError::Languages => write!(f, "no ` | ` between the English and the Chinese"),
            LessonError::Goal(goal) => write!(f, "unknown goal `{goal}`"),
            LessonError::Position(text) => {
                write!(
                    f,
                    "`{text}` is not `SIZE RULE SIDE` (15 or 19, a rule, black or white)"
                )
            }
            LessonError::Point(point) => write!(f, "`{point}` is not a point on the board"),
            LessonError::Twice(point) => write!(f, "two stones on {point}"),
            LessonError::Impossible => write!(f, "the position has a five or cannot go on"),
            LessonError::Missing(what) => write!(f, "the task has no `{what}` line"),
            LessonError::Empty => write!(f, "a lesson with no tasks, or no lessons"),
        }
    }
}

impl Error for LessonError {}

/// A line of a lesson set that was refused, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonLineError {
    /// The line's number, from 1 (for a task's own checks, its `task` line).
    pub line: usize,
    /// Why it was refused.
    pub error: LessonError,
}

impl fmt::Display for LessonLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.error)
    }
}

impl Error for LessonLineError {}

/// A task being read: its parts as they come.
struct Draft {
    line: usize,
    goal: String,
    ask: Option<Words>,
    position: Option<(usize, Rule, Stone)>,
    stones: Vec<(Pos, Stone)>,
}

/// Reads a lesson set (see the module's documentation for the format).
///
/// # Errors
/// The first line that cannot be read, with its number and why.
pub fn parse_lessons(text: &str) -> Result<Vec<Lesson>, LessonLineError> {
    let mut lessons: Vec<Lesson> = Vec::new();
    let mut draft: Option<Draft> = None;
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let at = |error| LessonLineError {
            line: number,
            error,
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (keyword, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        if matches!(keyword, "lesson" | "task") {
            finish(&mut lessons, draft.take())?;
        }
        match keyword {
            "lesson" => lessons.push(Lesson {
                key: rest.to_owned(),
                title: Words::default(),
                text: Vec::new(),
                tasks: Vec::new(),
            }),
            "title" | "text" => {
                let words = words(rest).ok_or_else(|| at(LessonError::Languages))?;
                let lesson = lessons
                    .last_mut()
                    .ok_or_else(|| at(LessonError::Outside("lesson")))?;
                if keyword == "title" {
                    lesson.title = words;
                } else {
                    lesson.text.push(words);
                }
            }
            "task" if lessons.is_empty() => return Err(at(LessonError::Outside("task"))),
            "task" => {
                draft = Some(Draft {
                    line: number,
                    goal: rest.to_owned(),
                    ask: None,
                    position: None,
                    stones: Vec::new(),
                });
            }
            "ask" | "position" | "black" | "white" => {
                let task = draft
                    .as_mut()
                    .ok_or_else(|| at(LessonError::Outside("task")))?;
                read_task_line(task, keyword, rest).map_err(at)?;
            }
            _ => return Err(at(LessonError::Keyword(keyword.to_owned()))),
        }
    }
    finish(&mut lessons, draft)?;
    if lessons.is_empty() || lessons.iter().any(|l| l.tasks.is_empty()) {
        return Err(LessonLineError {
            line: text.lines().count(),
            error: LessonError::Empty,
        });
    }
    Ok(lessons)
}

/// A text line's two languages.
fn words(text: &str) -> Option<Words> {
    let (en, zh) = text.split_once(" | ")?;
    Some(Words {
        en: en.trim().to_owned(),
        zh: zh.trim().to_owned(),
    })
}

/// Reads one of a task's own lines into its draft.
fn read_task_line(task: &mut Draft, keyword: &str, rest: &str) -> Result<(), LessonError> {
    match keyword {
        "ask" => task.ask = Some(words(rest).ok_or(LessonError::Languages)?),
        "position" => {
            let bad = || LessonError::Position(rest.to_owned());
            let fields: Vec<&str> = rest.split(' ').collect();
            let [size, rule, side] = fields[..] else {
                return Err(bad());
            };
            let size = match size {
                "15" => 15,
                "19" => 19,
                _ => return Err(bad()),
            };
            let rule = rule.parse::<Rule>().map_err(|_| bad())?;
            let side = match side {
                "black" => Stone::Black,
                "white" => Stone::White,
                _ => return Err(bad()),
            };
            task.position = Some((size, rule, side));
        }
        _ => {
            let size = task
                .position
                .map(|(size, ..)| size)
                .ok_or(LessonError::Missing("position"))?;
            let stone = if keyword == "black" {
                Stone::Black
            } else {
                Stone::White
            };
            for word in rest.split_whitespace() {
                let pos =
                    Pos::parse(word, size).map_err(|_| LessonError::Point(word.to_owned()))?;
                if task.stones.iter().any(|&(p, _)| p == pos) {
                    return Err(LessonError::Twice(word.to_owned()));
                }
                task.stones.push((pos, stone));
            }
        }
    }
    Ok(())
}

/// Completes the task being read, if any, and adds it to the last lesson.
fn finish(lessons: &mut [Lesson], draft: Option<Draft>) -> Result<(), LessonLineError> {
    let Some(draft) = draft else {
        return Ok(());
    };
    let line = draft.line;
    let task = build(draft).map_err(|error| LessonLineError { line, error })?;
    if let Some(lesson) = lessons.last_mut() {
        lesson.tasks.push(task);
    }
    Ok(())
}

/// The task a complete draft describes, checked.
fn build(draft: Draft) -> Result<Task, LessonError> {
    let ask = draft.ask.ok_or(LessonError::Missing("ask"))?;
    let (size, rule, side) = draft.position.ok_or(LessonError::Missing("position"))?;
    let goal = parse_goal(&draft.goal, size)?;
    let mut board = Board::new(size).map_err(|_| LessonError::Impossible)?;
    for &(pos, stone) in &draft.stones {
        board.place(pos, stone);
    }
    // A five on the board, or stone counts no game reaches, are refused here.
    let game = Game::from_position(board, side, rule).map_err(|_| LessonError::Impossible)?;
    Ok(Task { ask, goal, game })
}

/// A goal as written in a lesson set.
fn parse_goal(text: &str, size: usize) -> Result<Goal, LessonError> {
    let bad = || LessonError::Goal(text.to_owned());
    let (word, arg) = text.split_once(' ').unwrap_or((text, ""));
    let goal = match (word, arg) {
        ("at", point) => Goal::At(Pos::parse(point, size).map_err(|_| bad())?),
        ("forbidden", "") => Goal::FindForbidden(None),
        ("forbidden", "overline") => Goal::FindForbidden(Some(Forbidden::Overline)),
        ("forbidden", "double-four") => Goal::FindForbidden(Some(Forbidden::DoubleFour)),
        ("forbidden", "double-three") => Goal::FindForbidden(Some(Forbidden::DoubleThree)),
        ("opening", name) => Goal::Opening(
            crate::opening::renju::CANONICAL_OPENINGS
                .iter()
                .find(|o| o.name.eq_ignore_ascii_case(name))
                .ok_or_else(bad)?
                .name,
        ),
        (word, "") => match word {
            "five" => Goal::Five,
            "four" => Goal::Four,
            "open-four" => Goal::OpenFour,
            "open-three" => Goal::OpenThree,
            "block-four" => Goal::BlockFour,
            "block-three" => Goal::BlockThree,
            "four-three" => Goal::FourThree,
            "double-four" => Goal::DoubleFour,
            "vcf" => Goal::Vcf,
            "vct" => Goal::Vct,
            "defend" => Goal::Defend,
            "forbidden-trap" => Goal::ForbiddenTrap,
            _ => return Err(bad()),
        },
        _ => return Err(bad()),
    };
    Ok(goal)
}
