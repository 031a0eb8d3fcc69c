//! What the study module and the search worker say to each other about a tournament
//! opening: one line of text each way, like the moves (`src/worker/protocol.rs`).
//!
//! - the study module asks `opening <id> <level> <seed> <size> <rule> <opening> <steps>`,
//!   the steps so far joined by commas (`-` for none), as a contest's record;
//! - the worker answers `opened <id> <actions>`: what the computer does at the contest's
//!   step (the actions joined by commas: stones, a choice, offers as `j9/`), or
//!   `error <id> <message>`.

use gobang_engine::Rule;
use gobang_engine::ai::{self, Level, Limits};
use gobang_engine::opening::{Action, Contest, OpeningRule};

/// The start of a request.
pub const OPENING: &str = "opening";
/// The start of an answer.
pub const OPENED: &str = "opened";

/// A request for the computer's step of an opening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningJob {
    /// Matches the answer to the request.
    pub id: u32,
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
    /// The request as a line.
    pub fn encode(&self) -> String {
        let steps = if self.steps.is_empty() {
            "-"
        } else {
            &self.steps
        };
        format!(
            "{OPENING} {} {} {} {} {} {} {steps}",
            self.id, self.level, self.seed, self.size, self.rule, self.opening
        )
    }

    /// Reads a request; `None` when it is not one.
    pub fn decode(text: &str) -> Option<OpeningJob> {
        let mut words = text.split(' ');
        (words.next()? == OPENING).then_some(())?;
        let job = OpeningJob {
            id: words.next()?.parse().ok()?,
            level: words.next()?.parse().ok()?,
            seed: words.next()?.parse().ok()?,
            size: words.next()?.parse().ok()?,
            rule: words.next()?.parse().ok()?,
            opening: words.next()?.parse().ok()?,
            steps: words.next().filter(|w| *w != "-").unwrap_or("").to_owned(),
        };
        words.next().is_none().then_some(job)
    }

    /// The computer's answer, as the worker sends it.
    pub fn answer(&self) -> String {
        let id = self.id;
        let contest = Contest::from_record(&self.steps, self.size, self.rule, self.opening);
        let contest = match contest {
            Ok(contest) => contest,
            Err(e) => return format!("error {id} {e}"),
        };
        let limits = Limits {
            seed: u64::from(self.seed),
            ..Limits::default()
        };
        match ai::opening::decide(&contest, self.level, u64::from(self.seed), limits) {
            Some(actions) => {
                let words: Vec<String> = actions.iter().map(|a| a.word(self.size)).collect();
                format!("{OPENED} {id} {}", words.join(","))
            }
            None => format!("error {id} no step to take"),
        }
    }
}

/// Reads the worker's answer for a board of side `size`: the job's id and the actions,
/// or the id and why there are none.
pub fn read_answer(text: &str, size: usize) -> Option<(u32, Result<Vec<Action>, String>)> {
    let mut words = text.splitn(3, ' ');
    let kind = words.next()?;
    let id = words.next()?.parse().ok()?;
    let rest = words.next().unwrap_or("");
    match kind {
        OPENED => {
            let actions: Option<Vec<Vec<Action>>> = rest
                .split(',')
                .map(|w| Action::from_word(w, size))
                .collect();
            let actions = actions.map(|a| a.concat());
            Some((
                id,
                actions.ok_or_else(|| format!("unreadable answer `{rest}`")),
            ))
        }
        "error" => Some((id, Err(rest.to_owned()))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_round_trips_and_is_answered() {
        let job = OpeningJob {
            id: 7,
            level: Level::Easy,
            seed: 42,
            size: 15,
            rule: Rule::Freestyle,
            opening: OpeningRule::Swap2,
            steps: String::new(),
        };
        let text = job.encode();
        assert_eq!(text, "opening 7 easy 42 15 freestyle swap2 -");
        assert_eq!(OpeningJob::decode(&text), Some(job.clone()));
        let (id, actions) = read_answer(&job.answer(), 15).unwrap();
        assert_eq!(id, 7);
        assert_eq!(actions.unwrap().len(), 3, "the three opening stones");
        let bad = OpeningJob {
            steps: "h8,h8".to_owned(),
            ..job
        };
        let (_, refused) = read_answer(&bad.answer(), 15).unwrap();
        assert!(refused.unwrap_err().contains("h8"));
        assert_eq!(OpeningJob::decode("think 1 easy"), None);
        assert_eq!(
            OpeningJob::decode("opening 1 easy 42 15 freestyle swap9 -"),
            None
        );
    }
}
