//! The words of a tournament opening's request and reply (the grammar is at the top of
//! [`super::protocol`]):
//!
//! - `opening <id> <level> <seed> <size> <rule> <opening> <steps>`: the steps so far joined
//!   by commas (`-` for none), as a contest's record;
//! - `opened <id> <actions>`: what the computer does at the contest's step (the actions
//!   joined by commas: stones, a choice, offers as `j9/`).

use gobang_engine::Rule;
use gobang_engine::ai::{self, Level, Limits};
use gobang_engine::opening::{Action, Contest, OpeningRule};

use super::words::{MessageError, field, named, number};

/// A request for the computer's step of an opening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningJob {
    /// The level whose search judges the candidates.
    pub level: Level,
    /// Varies the openings the computer places, reproducibly.
    pub seed: u32,
    /// The board's side.
    pub size: usize,
    /// The rules.
    pub rule: Rule,
    /// The opening rule.
    pub opening: OpeningRule,
    /// The contest's steps so far, as its record (words joined by commas).
    pub steps: String,
}

impl OpeningJob {
    /// The words after the id.
    pub(super) fn words(&self) -> String {
        let steps = if self.steps.is_empty() {
            "-"
        } else {
            &self.steps
        };
        format!(
            " {} {} {} {} {} {steps}",
            self.level, self.seed, self.size, self.rule, self.opening
        )
    }

    pub(super) fn read(words: &str) -> Result<OpeningJob, MessageError> {
        let mut words = words.split(' ');
        let job = OpeningJob {
            level: named(&mut words, "level")?,
            seed: number(field(&mut words, "seed")?, "seed")?,
            size: number(field(&mut words, "size")?, "size")?,
            rule: named(&mut words, "rule")?,
            opening: named(&mut words, "opening rule")?,
            steps: match field(&mut words, "steps")? {
                "-" => String::new(),
                steps => steps.to_owned(),
            },
        };
        match words.next() {
            Some(extra) => Err(MessageError(format!("more than the steps: `{extra}`"))),
            None => Ok(job),
        }
    }

    /// The computer's step, or why it takes none.
    ///
    /// # Errors
    /// Why the steps cannot be read, or the computer has no step to take.
    pub fn answer(&self) -> Result<Vec<Action>, String> {
        let contest = Contest::from_record(&self.steps, self.size, self.rule, self.opening)
            .map_err(|e| e.to_string())?;
        let limits = Limits {
            seed: u64::from(self.seed),
            ..Limits::default()
        };
        ai::opening::decide(&contest, self.level, u64::from(self.seed), limits)
            .ok_or_else(|| "no step to take".to_owned())
    }
}

/// The words of an `opened` reply after its id.
pub(super) fn actions_words(actions: &[Action], size: usize) -> String {
    let words: Vec<String> = actions.iter().map(|a| a.word(size)).collect();
    format!(" {}", words.join(","))
}

/// Reads the actions of an `opened` reply on a board of side `size`.
pub(super) fn read_actions(text: &str, size: usize) -> Result<Vec<Action>, MessageError> {
    let actions: Option<Vec<Vec<Action>>> = text
        .split(',')
        .map(|w| Action::from_word(w, size))
        .collect();
    actions
        .map(|a| a.concat())
        .ok_or_else(|| MessageError(format!("unreadable actions `{text}`")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_places_the_opening_stones_and_refuses_an_impossible_record() {
        let job = OpeningJob {
            level: Level::Easy,
            seed: 42,
            size: 15,
            rule: Rule::Freestyle,
            opening: OpeningRule::Swap2,
            steps: String::new(),
        };
        assert_eq!(job.words(), " easy 42 15 freestyle swap2 -");
        assert_eq!(OpeningJob::read(job.words().trim_start()), Ok(job.clone()));
        let actions = job.answer().unwrap();
        assert_eq!(actions.len(), 3, "the three opening stones");
        let words = actions_words(&actions, 15);
        assert_eq!(read_actions(words.trim_start(), 15), Ok(actions));
        let bad = OpeningJob {
            steps: "h8,h8".to_owned(),
            ..job
        };
        let refused = bad.answer().unwrap_err();
        assert!(refused.contains("h8"), "{refused}");
    }

    #[test]
    fn every_kind_of_bad_opening_request_is_refused_with_its_part() {
        let refused = |words: &str| OpeningJob::read(words).unwrap_err().0;
        assert!(refused("genius 42 15 freestyle swap2 -").contains("genius"));
        assert!(refused("easy x 15 freestyle swap2 -").contains("seed `x`"));
        assert!(refused("easy 42 15 freestyle swap9 -").contains("swap9"));
        assert!(refused("easy 42 15 freestyle swap2").contains("missing steps"));
        assert!(refused("easy 42 15 freestyle swap2 - h8").contains("more than the steps"));
        assert!(
            read_actions("j10,purple", 15)
                .unwrap_err()
                .0
                .contains("purple")
        );
    }
}
