//! The person's way through the lessons, as plain data kept in the browser: the tasks done
//! in each lesson (by the lesson's key and the task's place in it, so that lessons added
//! or reordered later keep what was done) and the task shown last.
//!
//! Stored as text after a first line with the format's version; `at` is the task shown
//! last, and each `done` line a lesson's key and its tasks done, from 0:
//!
//! ```text
//! gobang-lessons 1
//! at fours 2
//! done board 0 1 2
//! done fours 0 1
//! ```
//!
//! Tasks of lessons no longer in the set are kept (a later set may bring them back) but
//! not counted.

use std::error::Error;
use std::fmt;

use gobang_engine::lesson::Lesson;

/// The first line of the stored text.
const HEADER: &str = "gobang-lessons 1";
/// The most tasks a lesson may have in stored text (a bound against nonsense).
const MOST_TASKS: usize = 1000;

/// The person's way through the lessons.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// The task shown last: its lesson's key and its place in the lesson.
    pub at: Option<(String, usize)>,
    /// Each lesson's key with its tasks done, in order.
    done: Vec<(String, Vec<usize>)>,
}

/// Why stored progress could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// The first line is not this format's (another version, or not this at all).
    Header,
    /// A line that cannot be read, by its number from 1.
    Line(usize),
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::Header => write!(f, "not lesson progress of version 1"),
            ProgressError::Line(n) => write!(f, "line {n} cannot be read"),
        }
    }
}

impl Error for ProgressError {}

/// Checks stored lesson progress without keeping it (for a file of saved progress that
/// carries a lessons' section).
///
/// # Errors
/// Why the text is not lesson progress, as a sentence.
pub fn validate(text: &str) -> Result<(), String> {
    Progress::decode(text)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

impl Progress {
    /// Whether task `task` of the lesson `key` is done.
    pub fn is_done(&self, key: &str, task: usize) -> bool {
        self.tasks_of(key).contains(&task)
    }

    /// Marks task `task` of the lesson `key` done; whether it was not before.
    pub fn mark_done(&mut self, key: &str, task: usize) -> bool {
        let at = match self.done.iter().position(|(k, _)| k == key) {
            Some(at) => at,
            None => {
                self.done.push((key.to_owned(), Vec::new()));
                self.done.len() - 1
            }
        };
        let tasks = &mut self.done[at].1;
        match tasks.binary_search(&task) {
            Ok(_) => false,
            Err(place) => {
                tasks.insert(place, task);
                true
            }
        }
    }

    /// How many of `lesson`'s tasks are done.
    pub fn done_in(&self, lesson: &Lesson) -> usize {
        let tasks = self.tasks_of(&lesson.key);
        tasks.iter().filter(|&&t| t < lesson.tasks.len()).count()
    }

    /// The tasks done over all `lessons`, and how many tasks they have.
    pub fn count(&self, lessons: &[Lesson]) -> (usize, usize) {
        lessons.iter().fold((0, 0), |(done, all), lesson| {
            (done + self.done_in(lesson), all + lesson.tasks.len())
        })
    }

    /// The first task not done, as (lesson, task) places in `lessons`, if any.
    pub fn first_not_done(&self, lessons: &[Lesson]) -> Option<(usize, usize)> {
        lessons.iter().enumerate().find_map(|(l, lesson)| {
            (0..lesson.tasks.len())
                .find(|&t| !self.is_done(&lesson.key, t))
                .map(|t| (l, t))
        })
    }

    /// Where to start in `lessons`: the task shown last if it is still there, else the
    /// first not done, else the very first.
    pub fn start(&self, lessons: &[Lesson]) -> (usize, usize) {
        let last = self.at.as_ref().and_then(|(key, task)| {
            let l = lessons.iter().position(|lesson| &lesson.key == key)?;
            (*task < lessons[l].tasks.len()).then_some((l, *task))
        });
        last.or_else(|| self.first_not_done(lessons))
            .unwrap_or((0, 0))
    }

    fn tasks_of(&self, key: &str) -> &[usize] {
        self.done
            .iter()
            .find(|(k, _)| k == key)
            .map_or(&[], |(_, tasks)| tasks)
    }

    /// The progress as stored text.
    pub fn encode(&self) -> String {
        let mut text = format!("{HEADER}\n");
        if let Some((key, task)) = &self.at {
            text += &format!("at {key} {task}\n");
        }
        for (key, tasks) in self.done.iter().filter(|(_, t)| !t.is_empty()) {
            text += "done ";
            text += key;
            for task in tasks {
                text += &format!(" {task}");
            }
            text.push('\n');
        }
        text
    }

    /// Reads stored progress, checking all of it.
    ///
    /// # Errors
    /// A [`ProgressError`] for text that is not progress of this version, or has a line
    /// that cannot be read (a lesson twice, a task out of range or twice included).
    pub fn decode(text: &str) -> Result<Progress, ProgressError> {
        let mut lines = text.lines();
        if lines.next().map(str::trim_end) != Some(HEADER) {
            return Err(ProgressError::Header);
        }
        let mut progress = Progress::default();
        for (i, line) in lines.enumerate() {
            let bad = || ProgressError::Line(i + 2);
            let mut words = line.split_whitespace();
            let (word, key) = (words.next(), words.next());
            let tasks: Vec<usize> = words
                .map(|w| w.parse().ok().filter(|&t| t < MOST_TASKS).ok_or_else(bad))
                .collect::<Result<_, _>>()?;
            match (word, key, &tasks[..]) {
                (None, ..) => {}
                (Some("at"), Some(key), &[task]) if progress.at.is_none() => {
                    progress.at = Some((key.to_owned(), task));
                }
                (Some("done"), Some(key), [_, ..]) if progress.tasks_of(key).is_empty() => {
                    for &task in &tasks {
                        if !progress.mark_done(key, task) {
                            return Err(bad());
                        }
                    }
                }
                _ => return Err(bad()),
            }
        }
        Ok(progress)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobang_engine::lesson::parse_lessons;

    fn lessons() -> Vec<Lesson> {
        let task = |n: usize| {
            format!(
                "task five\nask A{n} | 甲{n}\nposition 15 freestyle black\nblack h8 i8 j8 k8\nwhite h9 i9 j9 l10\n"
            )
        };
        let text = format!(
            "lesson one\ntitle One | 一\ntext T | 文\n{}{}lesson two\ntitle Two | 二\ntext T | 文\n{}{}{}",
            task(1),
            task(2),
            task(3),
            task(4),
            task(5)
        );
        parse_lessons(&text).expect("the test's lessons read")
    }

    #[test]
    fn the_shipped_lessons_keys_are_single_words_that_progress_can_keep() {
        let shipped = parse_lessons(include_str!("../../assets/lessons.txt"))
            .expect("the shipped lessons read");
        let mut progress = Progress::default();
        for (l, lesson) in shipped.iter().enumerate() {
            let key = &lesson.key;
            assert!(
                !key.is_empty() && !key.contains(char::is_whitespace),
                "lesson {}: key `{key}`",
                l + 1
            );
            assert!(
                shipped[..l].iter().all(|other| &other.key != key),
                "key `{key}` twice"
            );
            progress.mark_done(key, lesson.tasks.len() - 1);
        }
        assert_eq!(Progress::decode(&progress.encode()), Ok(progress));
    }

    #[test]
    fn tasks_done_are_counted_once_and_over_the_lessons_in_the_set() {
        let lessons = lessons();
        let mut progress = Progress::default();
        assert_eq!(progress.count(&lessons), (0, 5));
        assert!(progress.mark_done("two", 1));
        assert!(!progress.mark_done("two", 1));
        assert!(progress.mark_done("one", 0));
        // Of a lesson no longer in the set, or past a lesson's end: kept, not counted.
        assert!(progress.mark_done("gone", 0));
        assert!(progress.mark_done("one", 7));
        assert_eq!(progress.count(&lessons), (2, 5));
        assert_eq!(progress.done_in(&lessons[1]), 1);
        assert!(progress.is_done("two", 1) && !progress.is_done("two", 0));
    }

    #[test]
    fn the_start_is_the_task_shown_last_else_the_first_not_done() {
        let lessons = lessons();
        let mut progress = Progress::default();
        assert_eq!(progress.start(&lessons), (0, 0));
        progress.mark_done("one", 0);
        progress.mark_done("one", 1);
        assert_eq!(progress.start(&lessons), (1, 0));
        progress.at = Some(("two".into(), 2));
        assert_eq!(progress.start(&lessons), (1, 2));
        // A place that is no longer in the set is passed over.
        progress.at = Some(("two".into(), 3));
        assert_eq!(progress.start(&lessons), (1, 0));
        progress.at = Some(("gone".into(), 0));
        assert_eq!(progress.start(&lessons), (1, 0));
        for task in 0..3 {
            progress.mark_done("two", task);
        }
        assert_eq!(progress.first_not_done(&lessons), None);
        assert_eq!(progress.start(&lessons), (0, 0));
    }

    #[test]
    fn progress_is_read_back_as_it_was_written() {
        let mut progress = Progress {
            at: Some(("two".into(), 1)),
            ..Progress::default()
        };
        progress.mark_done("two", 2);
        progress.mark_done("two", 0);
        progress.mark_done("one", 1);
        let text = progress.encode();
        assert_eq!(
            text,
            "gobang-lessons 1\nat two 1\ndone two 0 2\ndone one 1\n"
        );
        assert_eq!(Progress::decode(&text), Ok(progress));
        assert_eq!(
            Progress::decode("gobang-lessons 1\n"),
            Ok(Progress::default())
        );
        assert_eq!(validate(&text), Ok(()));
    }

    #[test]
    fn stored_text_that_is_not_progress_is_refused_with_its_line() {
        let refused = |text: &str| Progress::decode(text).err();
        assert_eq!(refused(""), Some(ProgressError::Header));
        assert_eq!(refused("gobang-lessons 2\n"), Some(ProgressError::Header));
        assert_eq!(refused("gobang-puzzles 1\n"), Some(ProgressError::Header));
        let header = "gobang-lessons 1\n";
        for (body, line) in [
            ("done one x\n", 2),
            ("done one -1\n", 2),
            ("done one 1000\n", 2),
            ("done one\n", 2),
            ("done one 1 1\n", 2),
            ("done one 1\ndone one 2\n", 3),
            ("at one\n", 2),
            ("at one 1 2\n", 2),
            ("at one 1\nat two 1\n", 3),
            ("banana\n", 2),
        ] {
            let text = format!("{header}{body}");
            assert_eq!(refused(&text), Some(ProgressError::Line(line)), "{body:?}");
            assert_eq!(
                validate(&text),
                Err(format!("line {line} cannot be read")),
                "{body:?}"
            );
        }
    }
}
