//! A tournament opening as the page keeps it: its rule and its steps as the study module
//! wrote them (`h8,h9,i9,more,j10,k11,black`), which the page carries in saves, records
//! and links without reading them (the page carries none of the openings' weight: the
//! study module walks the players through the steps, see `src/study/opening/steps.rs`).
//!
//! In a record or link it is one word: `opening=swap2` for an opening about to begin,
//! `opening=swap2+h8,h9` for one under way, `opening=swap2:h8,h9,i9,white` for one that
//! is over (the game's moves then begin with its stones), and `opening=swap2-h8,h9,i9,white`
//! for one that undo has taken the players back into (the study module takes back the
//! last step of the side that undid).

use gobang_engine::opening::OpeningRule;

/// Where an opening stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningStage {
    /// Its steps are being taken (none yet, or those noted).
    UnderWay,
    /// Its steps are over; the game goes on from its stones.
    Over,
    /// Undo went back into it: the study module takes back a step of those noted.
    TakenBack,
}

/// A game's tournament opening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningNote {
    /// The opening rule.
    pub rule: OpeningRule,
    /// The steps, as words joined by commas (stones, `black`, `white`, `more`, offers
    /// `a/b`).
    pub steps: String,
    /// Where it stands.
    pub stage: OpeningStage,
}

/// What separates the rule from the steps for each stage.
const MARKS: [(OpeningStage, char); 3] = [
    (OpeningStage::UnderWay, '+'),
    (OpeningStage::Over, ':'),
    (OpeningStage::TakenBack, '-'),
];

impl OpeningNote {
    /// An opening about to begin.
    pub fn new(rule: OpeningRule) -> OpeningNote {
        OpeningNote {
            rule,
            steps: String::new(),
            stage: OpeningStage::UnderWay,
        }
    }

    /// Whether the players are still in it.
    pub fn in_progress(&self) -> bool {
        self.stage != OpeningStage::Over
    }

    /// How many stones its steps put on the board (offers are not stones; the offer
    /// picked is a step of its own).
    pub fn stones(&self) -> usize {
        self.steps
            .split(',')
            .filter(|w| !w.is_empty() && !w.contains('/'))
            .filter(|w| !matches!(*w, "black" | "white" | "more"))
            .count()
    }

    /// The note as one word (see the module's documentation).
    pub fn word(&self) -> String {
        let mark = MARKS
            .iter()
            .find(|(s, _)| *s == self.stage)
            .map_or('+', |m| m.1);
        if self.steps.is_empty() && self.stage == OpeningStage::UnderWay {
            self.rule.name().to_owned()
        } else {
            format!("{}{mark}{}", self.rule, self.steps)
        }
    }

    /// Reads a note written by [`OpeningNote::word`]; `None` for an unknown rule. Its
    /// steps are checked by the study module, which refuses them with the reason.
    pub fn parse(word: &str) -> Option<OpeningNote> {
        let split = word.find(['+', ':', '-']);
        let (rule, rest) = split.map_or((word, ""), |i| (&word[..i], &word[i..]));
        let rule: OpeningRule = rule.parse().ok()?;
        let mut chars = rest.chars();
        let stage = chars
            .next()
            .and_then(|c| MARKS.iter().find(|m| m.1 == c))
            .map_or(OpeningStage::UnderWay, |m| m.0);
        let steps = chars.as_str().to_owned();
        (rule != OpeningRule::None).then_some(OpeningNote { rule, steps, stage })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_round_trip_as_words() {
        let over = OpeningNote {
            rule: OpeningRule::Swap2,
            steps: "h8,h9,i9,more,j10,k11,black".to_owned(),
            stage: OpeningStage::Over,
        };
        assert_eq!(over.word(), "swap2:h8,h9,i9,more,j10,k11,black");
        assert_eq!(OpeningNote::parse(&over.word()), Some(over.clone()));
        assert_eq!(over.stones(), 5);
        let begun = OpeningNote::new(OpeningRule::Rif);
        assert_eq!(begun.word(), "rif");
        assert_eq!(OpeningNote::parse("rif"), Some(begun));
        let back = OpeningNote {
            stage: OpeningStage::TakenBack,
            ..over
        };
        assert_eq!(OpeningNote::parse(&back.word()), Some(back));
        let offers = OpeningNote::parse("rif+h8,h9,j10,white,i7,i6/g9,i6").unwrap();
        assert_eq!(offers.stones(), 5);
        assert!(offers.in_progress());
        assert_eq!(OpeningNote::parse("swap3"), None);
        assert_eq!(OpeningNote::parse("none"), None);
    }
}
