//! The computer's levels: a ladder from the original's Classic up to the full search at its
//! full clock, each a measured step above the one below (the `ladder` example plays them
//! all against each other and fits their Elo; [`Level::elo`] reads its table).
//!
//! Below the top, a level is a [`Human`]: it notices threats with a set chance, looks
//! ahead as far as its node budget allows, and plays natural moves when it does not
//! think. Node budgets, not clocks, define all but the strongest level, so that a level
//! plays the same on every machine and a game replays from its seed.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use crate::ai::eval::Weights;
use crate::ai::levels::human::Human;
use crate::ai::levels::ladder::MEASURED;
use crate::ai::limits::Limits;
use crate::ai::search::params::SearchParams;
use crate::ai::search::{Settings, Tuning};

/// The full search: VCF and VCT at the root, PVS to 20 plies, wins by fours looked for at
/// the leaves, every move checked against the opponent's forced wins. The levels that
/// search are this with smaller budgets or parts left out.
pub(crate) const FULL: Settings = Settings {
    nodes: 400_000,
    max_depth: 20,
    width: SearchParams::DEFAULT.width,
    vcf_fours: 12,
    vcf_nodes: 60_000,
    vct_threats: 4,
    vct_nodes: 40_000,
    leaf_fours: SearchParams::DEFAULT.leaf_fours,
    prune: true,
    weights: Weights::TUNED,
    root_defence: true,
    table_bits: 20,
    tuning: Tuning::DEFAULT,
};

/// A short search: `max_depth` moves deep over the best `width` points, wins by up to
/// `vcf_fours` fours, no wins by threes, no check of the opponent's forced wins.
const fn short_search(nodes: u64, max_depth: i32, width: usize, vcf_fours: u32) -> Settings {
    // Settings the search gains later take the full search's values.
    #[allow(clippy::needless_update)]
    Settings {
        nodes,
        max_depth,
        width,
        vcf_fours,
        vcf_nodes: nodes / 3,
        vct_threats: 0,
        vct_nodes: 0,
        leaf_fours: 0,
        prune: false,
        weights: Weights::HAND,
        root_defence: false,
        table_bits: 16,
        ..FULL
    }
}

/// How long the strongest level thinks about a move: the page's worker gives it this
/// many milliseconds, and the ladder measures it so. The search stops here at the latest
/// (about one move in four, where a deeper iteration meets a tactic, runs to it), so the
/// clock leaves the page's own delay room within the promised second.
pub const CLOCK_MS: u32 = 850;

/// How the computer chooses its moves, weakest first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// The original game's one-move-ahead scorer ([`crate::ai::levels::classic`]).
    Classic,
    /// No look ahead: natural moves near its stones; rarely misses a four, but one open
    /// three in ten.
    Beginner,
    /// Looks two moves ahead, and now and then misses an open three.
    Easy,
    /// Looks three moves ahead, and now and then misses an open three. The page's default.
    #[default]
    Intermediate,
    /// A short search: fours, open threes and short wins by fours, five moves deep over
    /// six points (the alias `medium` names it).
    Advanced,
    /// The full search on a small node budget.
    Expert,
    /// The full search on a larger node budget.
    Master,
    /// The full search at its full clock ([`CLOCK_MS`]; the alias `hard` names it).
    Grandmaster,
}

/// What a level may spend on a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// One look at the board: no search.
    Look,
    /// At most this many search nodes: the same move on every machine.
    Nodes(u64),
    /// As long as its clock allows ([`CLOCK_MS`] on the page); this many nodes when it is
    /// given no clock.
    Clock(u64),
}

/// A level's strength as the ladder measured it: Elo with Classic at 0, and its 95%
/// interval.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Elo {
    /// The fitted rating.
    pub elo: i32,
    /// The interval's lower end.
    pub low: i32,
    /// The interval's upper end.
    pub high: i32,
    /// Games the level played in the ladder.
    pub games: u32,
}

/// What a level is made of.
// The settings hold the evaluation's weights by value (so that a tuner can give them),
// which makes the search's variant large; a level is copied once a move, not per node.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Copy, Debug)]
pub(crate) enum Style {
    /// The original's scorer.
    Classic,
    /// Everything else, the full search included.
    Human(Human),
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 8] = [
        Level::Classic,
        Level::Beginner,
        Level::Easy,
        Level::Intermediate,
        Level::Advanced,
        Level::Expert,
        Level::Master,
        Level::Grandmaster,
    ];

    /// The strongest level: the one the hint and the Gomocup brain use by default.
    pub const STRONGEST: Level = Level::Grandmaster;

    /// The next level up the ladder (`harder`) or down it; `None` past its end.
    ///
    /// ```
    /// use gobang_engine::ai::Level;
    /// assert_eq!(Level::Easy.neighbour(true), Some(Level::Intermediate));
    /// assert_eq!(Level::Easy.neighbour(false), Some(Level::Beginner));
    /// assert_eq!(Level::Classic.neighbour(false), None);
    /// assert_eq!(Level::Grandmaster.neighbour(true), None);
    /// ```
    pub fn neighbour(self, harder: bool) -> Option<Level> {
        let i = Level::ALL.iter().position(|&l| l == self)?;
        match harder {
            true => Level::ALL.get(i + 1).copied(),
            false => i.checked_sub(1).map(|i| Level::ALL[i]),
        }
    }

    /// The level's name as used in settings, saves, records and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Classic => "classic",
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Intermediate => "intermediate",
            Level::Advanced => "advanced",
            Level::Expert => "expert",
            Level::Master => "master",
            Level::Grandmaster => "grandmaster",
        }
    }

    /// What the level does, in a phrase (English, for maintainers' tables), read from its
    /// settings.
    pub fn description(self) -> String {
        let human = match self.style() {
            Style::Classic => return "the original's one-move scorer, move for move".into(),
            Style::Human(human) => human,
        };
        let sight = match human.sight {
            None => "no look ahead: natural moves near its stones".to_owned(),
            Some(s) if s.vct_threats > 0 && s.root_defence => format!(
                "the full search: wins by fours and threes, PVS to {} plies, every move checked against the opponent's forced wins",
                s.max_depth
            ),
            Some(s) => format!(
                "a search {} moves deep over the best {} points, wins by up to {} fours",
                s.max_depth, s.width, s.vcf_fours
            ),
        };
        let sight = match self.uses_network() {
            true => format!("{sight}; evaluates with the learned value network"),
            false => sight,
        };
        if human.sees_everything() {
            return sight;
        }
        let percent = |per_mille: u16| f64::from(per_mille) / 10.0;
        format!(
            "{sight}; notices its own wins {}%, the opponent's fours {}% and open threes {}% of the time",
            percent(human.see_win),
            percent(human.see_four),
            percent(human.see_three)
        )
    }

    /// Whether the level evaluates with the value network ([`crate::ai::network`],
    /// given through [`Limits::network`] by whoever holds one: the page's worker, the
    /// Gomocup brain, the match and ladder tools) instead of its fitted weights: the
    /// strongest level only, so that the lower levels keep their character and their
    /// node budgets their speed.
    ///
    /// ```
    /// use gobang_engine::ai::Level;
    /// assert!(Level::STRONGEST.uses_network());
    /// assert!(!Level::Master.uses_network());
    /// ```
    pub const fn uses_network(self) -> bool {
        matches!(self, Level::Grandmaster)
    }

    /// Whether the level searches (and so belongs in a worker rather than on a UI thread).
    pub const fn searches(self) -> bool {
        !matches!(self, Level::Classic)
    }

    /// What the level may spend on a move.
    pub const fn budget(self) -> Budget {
        match self.style() {
            Style::Classic => Budget::Look,
            Style::Human(human) => match human.sight {
                None => Budget::Look,
                Some(_) if matches!(self, Level::Grandmaster) => Budget::Clock(FULL.nodes),
                Some(settings) => Budget::Nodes(settings.nodes),
            },
        }
    }

    /// The level's strength as last measured by the ladder, if it was.
    pub fn elo(self) -> Option<Elo> {
        MEASURED.iter().find(|(name, ..)| *name == self.name()).map(
            |&(_, elo, low, high, games)| Elo {
                elo,
                low,
                high,
                games,
            },
        )
    }

    /// The limits of a move for a player with a clock (the page's worker, the Gomocup
    /// brain, the ladder): `stop` says time is up, `spent` what share of the time is
    /// spent (1.0 when `stop` will say so). A level with a node budget keeps it and takes
    /// the clock only as a safety net; the clocked level searches until the next iteration
    /// would end far beyond the clock, its move is settled, or `stop` says time is up.
    pub fn with_clock<'a>(
        self,
        stop: &'a dyn Fn() -> bool,
        spent: &'a dyn Fn() -> f64,
        seed: u64,
    ) -> Limits<'a> {
        let clocked = matches!(self.budget(), Budget::Clock(_));
        Limits {
            nodes: clocked.then_some(u64::MAX),
            stop: Some(stop),
            spent: clocked.then_some(spent),
            seed,
            ..Limits::default()
        }
    }

    pub(crate) const fn style(self) -> Style {
        const NOTHING_MISSED: Human = Human {
            see_win: 1000,
            see_four: 1000,
            see_three: 1000,
            spread: 0,
            sight: None,
        };
        let human = match self {
            Level::Classic => return Style::Classic,
            Level::Beginner => Human {
                see_four: 990,
                see_three: 900,
                spread: 10,
                ..NOTHING_MISSED
            },
            Level::Easy => Human {
                see_three: 940,
                sight: Some(short_search(800, 2, 6, 2)),
                ..NOTHING_MISSED
            },
            Level::Intermediate => Human {
                see_three: 960,
                sight: Some(short_search(3_000, 3, 8, 3)),
                ..NOTHING_MISSED
            },
            Level::Advanced => Human {
                sight: Some(short_search(6_000, 5, 6, 3)),
                ..NOTHING_MISSED
            },
            Level::Expert => Human {
                sight: Some(Settings {
                    nodes: 8_000,
                    table_bits: 18,
                    ..FULL
                }),
                ..NOTHING_MISSED
            },
            Level::Master => Human {
                sight: Some(Settings {
                    nodes: 55_000,
                    ..FULL
                }),
                ..NOTHING_MISSED
            },
            Level::Grandmaster => Human {
                sight: Some(FULL),
                ..NOTHING_MISSED
            },
        };
        Style::Human(human)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of [`Level::ALL`] (nor an alias of one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        write!(
            f,
            "unknown level `{}` (expected one of: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl Error for ParseLevelError {}

/// Other names a level is read by: `classic`, `medium` (the short search nearest its
/// strength) and `hard` (the full search).
const ALIASES: [(&str, Level); 3] = [
    ("classic", Level::Classic),
    ("medium", Level::Advanced),
    ("hard", Level::Grandmaster),
];

impl FromStr for Level {
    type Err = ParseLevelError;

    /// Reads a level's name, or one of the names saves and links had before the ladder.
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.name() == s)
            .or_else(|| ALIASES.iter().find(|(old, _)| *old == s).map(|&(_, l)| l))
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_old_names_still_load() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
            assert_eq!(level.to_string(), level.name());
        }
        assert_eq!("classic".parse(), Ok(Level::Classic));
        assert_eq!("medium".parse(), Ok(Level::Advanced));
        assert_eq!("hard".parse(), Ok(Level::Grandmaster));
        let err = "godlike".parse::<Level>().unwrap_err().to_string();
        assert!(
            err.contains("`godlike`") && err.contains("beginner"),
            "{err}"
        );
    }

    #[test]
    fn the_ladder_runs_weakest_first_and_budgets_only_grow() {
        assert!(Level::ALL.is_sorted());
        assert_eq!(Level::ALL.last(), Some(&Level::STRONGEST));
        let nodes = |level: Level| match level.budget() {
            Budget::Look => 0,
            Budget::Nodes(n) | Budget::Clock(n) => n,
        };
        for pair in Level::ALL.windows(2) {
            assert!(nodes(pair[0]) <= nodes(pair[1]), "{pair:?}");
        }
        assert_eq!(Level::Grandmaster.budget(), Budget::Clock(FULL.nodes));
    }

    #[test]
    fn only_a_full_search_takes_search_params() {
        let params: SearchParams = "width=9,leaf_fours=2,aspiration=50,m4=7".parse().unwrap();
        let mut full = FULL;
        params.apply(&mut full);
        assert_eq!((full.width, full.leaf_fours), (9, 2));
        assert_eq!(full.tuning.aspiration, 50);
        assert_eq!(full.weights.mover[4], 7);
        let mut short = FULL;
        short.prune = false;
        params.apply(&mut short);
        assert_eq!((short.width, short.leaf_fours), (14, 6));
        assert_eq!(short.tuning, Tuning::DEFAULT);
        assert_eq!(short.weights, Weights::TUNED);
    }
}
