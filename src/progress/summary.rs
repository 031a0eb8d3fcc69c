//! What the progress page shows of a [`Record`], as plain data: the level that makes a fair
//! opponent now ([`suggest`]), the games by level, colour and rule ([`Tally`]), and the
//! rating's history as a graph in whole numbers ([`Graph`], so that drawing it formats no
//! floats).

use gobang_engine::ai::Level;
use gobang_engine::{Rule, Stone};

use super::record::{GameResult, RatedGame, Record, START};
use crate::game::saved::PLAYED_SIZES;

/// How many of the last games the suggestion's sentence looks at.
pub const RECENT: usize = 20;
/// The graph's width and height (the SVG's viewBox).
pub const WIDTH: i32 = 600;
/// See [`WIDTH`].
pub const HEIGHT: i32 = 200;
/// The least span of ratings the graph shows, so that a few games do not fill it with noise.
const LEAST_SPAN: i32 = 300;

/// The score expected of a player rated `rating` against one rated `elo` (the logistic
/// curve of Elo, on which the ladder measured the levels).
pub fn expected_score(rating: f64, elo: i32) -> f64 {
    // 10^x as e^(x·ln 10): `exp` is in the module already, `powf` would add libm's `pow`.
    1.0 / (1.0 + ((f64::from(elo) - rating) / 400.0 * std::f64::consts::LN_10).exp())
}

/// Wins, draws and losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Tally {
    /// The tally of `games`.
    pub fn of<'a>(games: impl IntoIterator<Item = &'a RatedGame>) -> Tally {
        let mut tally = Tally::default();
        for game in games {
            match game.result {
                GameResult::Win => tally.wins += 1,
                GameResult::Draw => tally.draws += 1,
                GameResult::Loss => tally.losses += 1,
            }
        }
        tally
    }

    /// Games in it.
    pub const fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points, doubled (a draw is one).
    pub const fn half_points(&self) -> u32 {
        2 * self.wins + self.draws
    }

    /// The score in percent, rounded (0 with no games).
    pub const fn percent(&self) -> u32 {
        let games = self.games();
        if games == 0 {
            0
        } else {
            (self.half_points() * 100 + games) / (2 * games)
        }
    }

    /// The points as text: whole, or with a half (`7.5`).
    pub fn points(&self) -> String {
        let half = self.half_points();
        if half.is_multiple_of(2) {
            (half / 2).to_string()
        } else {
            format!("{}.5", half / 2)
        }
    }
}

/// The games by level (those played, weakest first).
pub fn by_level(games: &[RatedGame]) -> Vec<(Level, Tally)> {
    Level::ALL
        .into_iter()
        .map(|level| (level, Tally::of(games.iter().filter(|g| g.level == level))))
        .filter(|(_, tally)| tally.games() > 0)
        .collect()
}

/// The games by the person's colour, black's first.
pub fn by_colour(games: &[RatedGame]) -> [(Stone, Tally); 2] {
    [Stone::Black, Stone::White].map(|colour| {
        (
            colour,
            Tally::of(games.iter().filter(|g| g.colour == colour)),
        )
    })
}

/// The games by rule and board size (those played).
pub fn by_rule(games: &[RatedGame]) -> Vec<(Rule, usize, Tally)> {
    Rule::ALL
        .into_iter()
        .flat_map(|rule| PLAYED_SIZES.map(move |size| (rule, size)))
        .map(|(rule, size)| {
            let tally = Tally::of(games.iter().filter(|g| g.rule == rule && g.size == size));
            (rule, size, tally)
        })
        .filter(|(.., tally)| tally.games() > 0)
        .collect()
}

/// The level to try next, and what the player scored lately against the level played most.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// The level against which the player's expected score is nearest 50%.
    pub level: Level,
    /// The level played most in the last [`RECENT`] games (the latest of those tied) and
    /// the tally against it there; `None` with no games.
    pub recent: Option<(Level, Tally)>,
}

/// The level that makes a fair opponent for `record`'s rating now, at most one level from
/// the one played most lately (a rating of few games moves far at each); with no games,
/// Classic, the newcomer's first opponent.
pub fn suggest(record: &Record) -> Suggestion {
    let rating = record.rating.rating;
    let fairest = Level::ALL
        .into_iter()
        .filter_map(|level| Some((level, level.elo()?.elo)))
        .min_by(|a, b| {
            let off = |elo| (expected_score(rating, elo) - 0.5).abs();
            off(a.1).total_cmp(&off(b.1))
        })
        .map_or_else(Level::default, |(level, _)| level);
    let recent = &record.games[record.games.len().saturating_sub(RECENT)..];
    // Most games, then the latest played: the last of the maximal ones, read newest last.
    let most = recent.iter().map(|g| g.level).max_by_key(|&level| {
        let count = recent.iter().filter(|g| g.level == level).count();
        let last = recent.iter().rposition(|g| g.level == level);
        (count, last)
    });
    let level = match most {
        None => Level::Classic,
        Some(played) => fairest.clamp(
            played.neighbour(false).unwrap_or(played),
            played.neighbour(true).unwrap_or(played),
        ),
    };
    Suggestion {
        level,
        recent: most.map(|level| (level, Tally::of(recent.iter().filter(|g| g.level == level)))),
    }
}

/// The rating's history drawn in a `WIDTH` by `HEIGHT` box: the line's points and the
/// levels whose Elo falls inside, as guides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    /// The polyline's points, `x,y` separated by spaces.
    pub points: String,
    /// The levels inside the graph: the height of their line and their Elo.
    pub guides: Vec<(i32, Level, i32)>,
}

/// The graph of `record`'s ratings: the one before its first kept game (the start, when
/// all are kept) and after each.
pub fn graph(record: &Record) -> Graph {
    let first = if record.count as usize == record.games.len() {
        START.rating.round() as i32
    } else {
        record.games.first().map_or(0, |g| g.rating)
    };
    let ratings: Vec<i32> = std::iter::once(first)
        .chain(record.games.iter().map(|g| g.rating))
        .collect();
    let (mut low, mut high) = ratings
        .iter()
        .fold((i32::MAX, i32::MIN), |(lo, hi), &r| (lo.min(r), hi.max(r)));
    low -= 40;
    high += 40;
    if high - low < LEAST_SPAN {
        let more = LEAST_SPAN - (high - low);
        low -= more / 2;
        high += more - more / 2;
    }
    let y = |rating: i32| HEIGHT - (rating - low) * HEIGHT / (high - low);
    let last = (ratings.len() as i32 - 1).max(1);
    let points: Vec<String> = ratings
        .iter()
        .enumerate()
        .map(|(i, &r)| format!("{},{}", i as i32 * WIDTH / last, y(r)))
        .collect();
    let guides = Level::ALL
        .into_iter()
        .filter_map(|level| {
            let elo = level.elo()?.elo;
            (low..=high).contains(&elo).then(|| (y(elo), level, elo))
        })
        .collect();
    Graph {
        points: points.join(" "),
        guides,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(level: Level, colour: Stone, result: GameResult, rating: i32) -> RatedGame {
        RatedGame {
            date: "2026-12-06".to_owned(),
            seed: 1,
            level,
            colour,
            rule: Rule::Freestyle,
            size: 15,
            result,
            rating,
        }
    }

    #[test]
    fn expected_scores_follow_elo() {
        assert!((expected_score(500.0, 500) - 0.5).abs() < 1e-9);
        assert!((expected_score(700.0, 500) - 0.76).abs() < 0.01);
        assert!(expected_score(0.0, 1447) < 0.01);
    }

    #[test]
    fn a_tally_counts_points_and_rounds_its_percentage() {
        let games = [
            game(Level::Easy, Stone::Black, GameResult::Win, 0),
            game(Level::Easy, Stone::Black, GameResult::Draw, 0),
            game(Level::Easy, Stone::White, GameResult::Loss, 0),
        ];
        let tally = Tally::of(&games);
        assert_eq!((tally.wins, tally.draws, tally.losses), (1, 1, 1));
        assert_eq!(tally.points(), "1.5");
        assert_eq!(tally.percent(), 50);
        assert_eq!(Tally::default().percent(), 0);
        let [black, white] = by_colour(&games);
        assert_eq!((black.1.games(), white.1.games()), (2, 1));
        assert_eq!(by_level(&games), [(Level::Easy, tally)]);
        assert_eq!(by_rule(&games), [(Rule::Freestyle, 15, tally)]);
    }

    #[test]
    fn the_suggestion_is_the_level_nearest_an_even_score() {
        let mut record = Record::default();
        assert_eq!(suggest(&record).level, Level::Classic, "a newcomer's");
        assert_eq!(suggest(&record).recent, None);
        // One win against Classic moves the rating far, the suggestion one level.
        let mut first = Record::default();
        first.rating.rating = 700.0;
        first
            .games
            .push(game(Level::Classic, Stone::White, GameResult::Win, 700));
        assert_eq!(suggest(&first).level, Level::Beginner);
        record.rating.rating = 900.0;
        for i in 0..10 {
            let result = if i < 8 {
                GameResult::Win
            } else {
                GameResult::Loss
            };
            record
                .games
                .push(game(Level::Advanced, Stone::Black, result, 900));
        }
        record
            .games
            .push(game(Level::Easy, Stone::Black, GameResult::Win, 900));
        let suggestion = suggest(&record);
        assert_eq!(suggestion.level, Level::Expert);
        let (level, tally) = suggestion.recent.unwrap();
        assert_eq!(
            (level, tally.points(), tally.games()),
            (Level::Advanced, "8".to_owned(), 10)
        );
        assert_eq!(tally.percent(), 80);
    }

    #[test]
    fn the_graph_runs_from_the_start_across_the_box_with_level_guides() {
        let mut record = Record::default();
        let graph_empty = graph(&record);
        assert_eq!(graph_empty.points, "0,100");
        record.count = 2;
        record
            .games
            .push(game(Level::Easy, Stone::Black, GameResult::Win, 600));
        record
            .games
            .push(game(Level::Easy, Stone::Black, GameResult::Win, 700));
        let g = graph(&record);
        let points: Vec<&str> = g.points.split(' ').collect();
        assert_eq!(points.len(), 3);
        assert!(points[0].starts_with("0,") && points[2].starts_with("600,"));
        // Higher ratings are drawn higher up.
        let y = |p: &str| p.split(',').nth(1).unwrap().parse::<i32>().unwrap();
        assert!(y(points[2]) < y(points[0]));
        assert!(
            g.guides
                .iter()
                .any(|&(_, level, _)| level == Level::Intermediate)
        );
        assert!(g.guides.iter().all(|&(y, ..)| (0..=HEIGHT).contains(&y)));
    }
}
