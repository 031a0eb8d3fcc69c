//! The full search's tunable constants as one value that a brain can be given from
//! outside (`GOBANG_PARAMS="futility_margin=140,width=15"`), so that a self-play tuner
//! (`engine/tuning/spsa.py`) can play perturbed brains against each other without
//! rebuilding. The evaluation's weights are keys too (`m5=265,w9=-13886,tempo=-9508`: the
//! side to move's and the other side's weight of feature 5 and 9), for
//! `engine/tuning/spsa_eval.py`. Absent, the levels search with the values compiled in.

use std::fmt;
use std::str::FromStr;

use crate::ai::eval::{FEATURES, Weights};
use crate::ai::search::settings::{Settings, Tuning};

/// Values for the full search's constants: the pruning margins and counts, the aspiration
/// window, the move list's width and the fours the leaves may play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchParams {
    /// The margins and counts the search reads from its settings.
    pub tuning: Tuning,
    /// How many of the best-ordered points are searched at a quiet node.
    pub width: usize,
    /// How many fours the search at the leaves may play in a row.
    pub leaf_fours: u32,
    /// How positions are valued (`m3=...` for the side to move's feature 3, `w3=...` for
    /// the other side's, `tempo=...`).
    pub weights: Weights,
}

impl SearchParams {
    /// The values the strongest levels search with.
    pub const DEFAULT: SearchParams = SearchParams {
        tuning: Tuning::DEFAULT,
        width: 14,
        leaf_fours: 6,
        weights: Weights::TUNED,
    };

    /// The names `key=value` lists may give, in the order [`Display`](fmt::Display)
    /// writes them.
    pub const KEYS: [&'static str; 10] = [
        "futility_margin",
        "razor_margin",
        "null_move_reduction",
        "late_move_base",
        "reduction_divisor",
        "aspiration",
        "width",
        "leaf_fours",
        "policy_weight",
        "singular_margin",
    ];

    /// The values as integers, in the order of [`SearchParams::KEYS`].
    fn values(&self) -> [i64; 10] {
        let t = &self.tuning;
        [
            t.futility_margin.into(),
            t.razor_margin.into(),
            t.null_move_reduction.into(),
            t.late_move_base.into(),
            t.reduction_divisor.into(),
            t.aspiration.into(),
            self.width as i64,
            self.leaf_fours.into(),
            t.policy_weight.into(),
            t.singular_margin.into(),
        ]
    }

    /// Sets the value named `key`, if it is one and `value` fits it.
    fn set(&mut self, key: &str, value: i64) -> Result<(), ParamsError> {
        let bad = || ParamsError::OutOfRange(key.to_owned(), value);
        let small = |low: i64, high: i64| {
            (low..=high)
                .contains(&value)
                .then_some(value as i32)
                .ok_or_else(bad)
        };
        let t = &mut self.tuning;
        match key {
            "futility_margin" => t.futility_margin = small(0, 100_000)?,
            "razor_margin" => t.razor_margin = small(0, 100_000)?,
            "null_move_reduction" => t.null_move_reduction = small(0, 20)?,
            "late_move_base" => t.late_move_base = small(0, 400)?,
            "reduction_divisor" => t.reduction_divisor = small(1, 10_000)?,
            "aspiration" => t.aspiration = small(1, 100_000)?,
            "width" => self.width = small(1, 361)? as usize,
            "leaf_fours" => self.leaf_fours = small(0, 60)? as u32,
            "policy_weight" => t.policy_weight = small(0, 100_000)?,
            "singular_margin" => t.singular_margin = small(0, 100_000)?,
            "tempo" => self.weights.tempo = small(-1_000_000, 1_000_000)?,
            _ => {
                let index = key
                    .get(1..)
                    .and_then(|i| i.parse::<usize>().ok())
                    .filter(|&i| i < FEATURES);
                let value = small(-1_000_000, 1_000_000);
                match (key.as_bytes().first(), index) {
                    (Some(b'm'), Some(i)) => self.weights.mover[i] = value?,
                    (Some(b'w'), Some(i)) => self.weights.waiter[i] = value?,
                    _ => return Err(ParamsError::UnknownKey(key.to_owned())),
                }
            }
        }
        Ok(())
    }

    /// Gives `settings` these values, when they are a full search's (one that prunes);
    /// the short searches of the weaker levels keep their own.
    pub(crate) fn apply(&self, settings: &mut Settings) {
        if settings.prune {
            settings.tuning = self.tuning;
            settings.width = self.width;
            settings.leaf_fours = self.leaf_fours;
            settings.weights = self.weights;
        }
    }
}

impl Default for SearchParams {
    fn default() -> SearchParams {
        SearchParams::DEFAULT
    }
}

/// `key=value` pairs separated by commas, every key once at most; the keys not given keep
/// their defaults, so an empty text is the defaults.
impl FromStr for SearchParams {
    type Err = ParamsError;

    fn from_str(text: &str) -> Result<SearchParams, ParamsError> {
        let mut params = SearchParams::DEFAULT;
        let mut seen = Vec::new();
        for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = pair
                .split_once('=')
                .ok_or_else(|| ParamsError::NotAPair(pair.to_owned()))?;
            let (key, value) = (key.trim(), value.trim());
            let number = value
                .parse::<i64>()
                .map_err(|_| ParamsError::NotANumber(key.to_owned(), value.to_owned()))?;
            if seen.contains(&key) {
                return Err(ParamsError::Repeated(key.to_owned()));
            }
            seen.push(key);
            params.set(key, number)?;
        }
        Ok(params)
    }
}

/// Every value, as `key=value` pairs that [`FromStr`] reads back.
impl fmt::Display for SearchParams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (key, value)) in Self::KEYS.iter().zip(self.values()).enumerate() {
            let comma = if i == 0 { "" } else { "," };
            write!(f, "{comma}{key}={value}")?;
        }
        let w = &self.weights;
        if *w != Weights::TUNED {
            for (i, (m, o)) in w.mover.iter().zip(&w.waiter).enumerate() {
                write!(f, ",m{i}={m},w{i}={o}")?;
            }
            write!(f, ",tempo={}", w.tempo)?;
        }
        Ok(())
    }
}

/// Why a text is not a list of search parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamsError {
    /// An entry without `=`.
    NotAPair(String),
    /// A key that names no parameter.
    UnknownKey(String),
    /// A key given twice.
    Repeated(String),
    /// A value that is not a whole number.
    NotANumber(String, String),
    /// A value outside what the parameter can take.
    OutOfRange(String, i64),
}

impl fmt::Display for ParamsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParamsError::NotAPair(pair) => write!(f, "`{pair}` is not key=value"),
            ParamsError::UnknownKey(key) => write!(
                f,
                "unknown search parameter `{key}` (known: {}, and the evaluation's \
                 m0..m{last}, w0..w{last}, tempo)",
                SearchParams::KEYS.join(", "),
                last = FEATURES - 1
            ),
            ParamsError::Repeated(key) => write!(f, "`{key}` is given twice"),
            ParamsError::NotANumber(key, value) => {
                write!(f, "`{key}={value}`: not a whole number")
            }
            ParamsError::OutOfRange(key, value) => write!(f, "`{key}={value}`: out of range"),
        }
    }
}

impl std::error::Error for ParamsError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_print_and_read_back() {
        let text = SearchParams::DEFAULT.to_string();
        assert_eq!(
            text,
            "futility_margin=150,razor_margin=200,null_move_reduction=2,late_move_base=3,\
             reduction_divisor=180,aspiration=400,width=14,leaf_fours=6,policy_weight=100,singular_margin=80"
        );
        assert_eq!(text.parse(), Ok(SearchParams::DEFAULT));
        assert_eq!("".parse(), Ok(SearchParams::DEFAULT));
    }

    #[test]
    fn given_keys_change_and_the_others_keep_their_defaults() {
        let params: SearchParams = " width=16, futility_margin=120 ,".parse().unwrap();
        assert_eq!(params.width, 16);
        assert_eq!(params.tuning.futility_margin, 120);
        assert_eq!(params.tuning.razor_margin, 200);
        assert_eq!(params.leaf_fours, 6);
    }

    #[test]
    fn bad_lists_are_errors() {
        let error = |text: &str| text.parse::<SearchParams>().unwrap_err();
        assert_eq!(error("width"), ParamsError::NotAPair("width".into()));
        assert_eq!(error("depth=3"), ParamsError::UnknownKey("depth".into()));
        assert_eq!(
            error("width=1,width=2"),
            ParamsError::Repeated("width".into())
        );
        assert_eq!(
            error("width=1.5"),
            ParamsError::NotANumber("width".into(), "1.5".into())
        );
        assert_eq!(error("width=0"), ParamsError::OutOfRange("width".into(), 0));
        assert_eq!(
            error("reduction_divisor=-3"),
            ParamsError::OutOfRange("reduction_divisor".into(), -3)
        );
    }

    #[test]
    fn weights_are_keys_too_and_print_only_when_changed() {
        let params: SearchParams = "m5=300,w9=-12000,tempo=-9000".parse().unwrap();
        assert_eq!(params.weights.mover[5], 300);
        assert_eq!(params.weights.waiter[9], -12000);
        assert_eq!(params.weights.tempo, -9000);
        assert_eq!(params.weights.mover[6], Weights::TUNED.mover[6]);
        let text = params.to_string();
        assert!(text.contains(",m5=300,w5="), "{text}");
        assert_eq!(text.parse(), Ok(params));
        let error = |text: &str| text.parse::<SearchParams>().unwrap_err();
        let last = format!("m{FEATURES}");
        assert_eq!(error(&last), ParamsError::NotAPair(last.clone()));
        assert_eq!(error(&format!("{last}=1")), ParamsError::UnknownKey(last));
        assert_eq!(error("x3=1"), ParamsError::UnknownKey("x3".into()));
        assert_eq!(
            error("w3=2000000"),
            ParamsError::OutOfRange("w3".into(), 2_000_000)
        );
    }
}
