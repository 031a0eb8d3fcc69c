//! What the page and the search worker say to each other: one line of text each way, so
//! that nothing but strings crosses the worker boundary and both ends are unit-tested
//! natively.
//!
//! - the worker, once loaded: `ready`
//! - the page asks: `think <id> <level> <size> <rule> <millis> <seed> <moves…>`
//! - the worker answers: `move <id> <point> <nodes> <depth>` or `error <id> <message>`
//! - for speed measurements, the page asks `bench <depth>` and the worker answers
//!   `bench <nodes> <milliseconds>` (see [`gobang_engine::ai::benchmark`])
//!
//! Points are in gomoku notation (`j10`), for a board of the given size.

use std::error::Error;
use std::fmt;

use gobang_engine::ai::Level;
use gobang_engine::{Game, Pos, Rule};

/// What the worker says once it can take jobs.
pub const READY: &str = "ready";

/// The start of a speed measurement request, `bench <depth>`, and of its answer.
pub const BENCH: &str = "bench";

/// A request for the computer's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    /// Matches the answer to the request.
    pub id: u32,
    /// The level to play at.
    pub level: Level,
    /// The board's side.
    pub size: usize,
    /// The rules.
    pub rule: Rule,
    /// The most time to think, in milliseconds.
    pub millis: u32,
    /// The game's seed, for the levels that leave something to chance.
    pub seed: u32,
    /// The game's moves so far, black's first.
    pub moves: Vec<Pos>,
}

/// The worker's reply to a [`Job`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The move chosen, with the work it took.
    Move {
        /// The job's id.
        id: u32,
        /// Where to play.
        best: Pos,
        /// Nodes searched.
        nodes: u64,
        /// Depth reached.
        depth: i32,
    },
    /// The job could not be done.
    Error {
        /// The job's id (0 when it could not be read).
        id: u32,
        /// Why.
        message: String,
    },
}

/// A message that does not follow the format above.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageError(pub String);

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad worker message: {}", self.0)
    }
}

impl Error for MessageError {}

fn field<'a>(
    words: &mut impl Iterator<Item = &'a str>,
    what: &str,
) -> Result<&'a str, MessageError> {
    words
        .next()
        .ok_or_else(|| MessageError(format!("missing {what}")))
}

fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, MessageError> {
    text.parse()
        .map_err(|_| MessageError(format!("{what} `{text}` is not a number")))
}

impl Job {
    /// The job as one line.
    pub fn encode(&self) -> String {
        let mut text = format!(
            "think {} {} {} {} {} {}",
            self.id, self.level, self.size, self.rule, self.millis, self.seed
        );
        for pos in &self.moves {
            text.push(' ');
            text.push_str(&pos.display(self.size).to_string());
        }
        text
    }

    /// Reads a job.
    ///
    /// # Errors
    /// [`MessageError`] naming the part that is wrong.
    pub fn decode(text: &str) -> Result<Job, MessageError> {
        let mut words = text.split_whitespace();
        if field(&mut words, "kind")? != "think" {
            return Err(MessageError(format!("not a job: `{text}`")));
        }
        let id = number(field(&mut words, "id")?, "id")?;
        let level = field(&mut words, "level")?
            .parse()
            .map_err(|e| MessageError(format!("{e}")))?;
        let size = number(field(&mut words, "size")?, "size")?;
        let rule = field(&mut words, "rule")?
            .parse()
            .map_err(|e| MessageError(format!("{e}")))?;
        let millis = number(field(&mut words, "time")?, "time")?;
        let seed = number(field(&mut words, "seed")?, "seed")?;
        let moves = words
            .map(|w| Pos::parse(w, size).map_err(|e| MessageError(e.to_string())))
            .collect::<Result<_, _>>()?;
        Ok(Job {
            id,
            level,
            size,
            rule,
            millis,
            seed,
            moves,
        })
    }

    /// The game the moves make.
    ///
    /// # Errors
    /// [`MessageError`] when the size is not supported or a move is illegal.
    pub fn game(&self) -> Result<Game, MessageError> {
        let mut game =
            Game::with_rule(self.size, self.rule).map_err(|e| MessageError(e.to_string()))?;
        for &pos in &self.moves {
            game.try_play(pos)
                .map_err(|e| MessageError(format!("move {}: {e}", pos.display(self.size))))?;
        }
        Ok(game)
    }
}

impl Reply {
    /// The reply as one line, for a board of side `size`.
    pub fn encode(&self, size: usize) -> String {
        match self {
            Reply::Move {
                id,
                best,
                nodes,
                depth,
            } => format!("move {id} {} {nodes} {depth}", best.display(size)),
            Reply::Error { id, message } => format!("error {id} {message}"),
        }
    }

    /// Reads a reply on a board of side `size`.
    ///
    /// # Errors
    /// [`MessageError`] naming the part that is wrong.
    pub fn decode(text: &str, size: usize) -> Result<Reply, MessageError> {
        let mut words = text.splitn(3, ' ');
        let kind = field(&mut words, "kind")?;
        let id = number(field(&mut words, "id")?, "id")?;
        let rest = words.next().unwrap_or_default();
        match kind {
            "move" => {
                let mut parts = rest.split_whitespace();
                let best = Pos::parse(field(&mut parts, "move")?, size)
                    .map_err(|e| MessageError(e.to_string()))?;
                let nodes = number(field(&mut parts, "nodes")?, "nodes")?;
                let depth = number(field(&mut parts, "depth")?, "depth")?;
                Ok(Reply::Move {
                    id,
                    best,
                    nodes,
                    depth,
                })
            }
            "error" => Ok(Reply::Error {
                id,
                message: rest.to_owned(),
            }),
            other => Err(MessageError(format!("unknown reply `{other}`"))),
        }
    }

    /// The id of the job answered.
    pub fn id(&self) -> u32 {
        match self {
            Reply::Move { id, .. } | Reply::Error { id, .. } => *id,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col).unwrap()
    }

    #[test]
    fn jobs_round_trip() {
        let job = Job {
            id: 42,
            level: Level::Grandmaster,
            size: 19,
            rule: Rule::Renju,
            millis: 1000,
            seed: 31337,
            moves: vec![p(9, 9), p(8, 10), p(0, 18)],
        };
        assert_eq!(
            job.encode(),
            "think 42 grandmaster 19 renju 1000 31337 j10 k11 s19"
        );
        assert_eq!(Job::decode(&job.encode()), Ok(job.clone()));
        for level in Level::ALL {
            let job = Job {
                level,
                ..job.clone()
            };
            assert_eq!(Job::decode(&job.encode()), Ok(job));
        }
    }

    #[test]
    fn replies_round_trip() {
        let reply = Reply::Move {
            id: 7,
            best: p(18, 0),
            nodes: 12345,
            depth: 6,
        };
        assert_eq!(reply.encode(19), "move 7 a1 12345 6");
        assert_eq!(Reply::decode(&reply.encode(19), 19), Ok(reply));
        let error = Reply::Error {
            id: 3,
            message: "move j10: row 9, column 9 already holds a stone".into(),
        };
        assert_eq!(Reply::decode(&error.encode(19), 19), Ok(error));
    }

    #[test]
    fn bad_messages_say_what_is_wrong() {
        let cases = [
            ("", "missing kind"),
            ("hello 1 2", "not a job"),
            ("think x easy 19 freestyle 1000 1", "id `x`"),
            (
                "think 1 genius 19 freestyle 1000 1",
                "unknown level `genius`",
            ),
            ("think 1 easy 19 chess 1000 1", "unknown rule `chess`"),
            ("think 1 easy 19 freestyle", "missing time"),
            ("think 1 easy 19 freestyle 1000", "missing seed"),
            ("think 1 easy 19 freestyle 1000 j10", "seed `j10`"),
            (
                "think 1 easy 19 freestyle 100 1 z9",
                "unknown coordinate `z9`",
            ),
        ];
        for (text, expected) in cases {
            let err = Job::decode(text).unwrap_err().to_string();
            assert!(err.contains(expected), "{text}: {err}");
        }
        assert!(Reply::decode("move 1 j10 x 3", 19).is_err());
        assert!(Reply::decode("shrug 1", 19).is_err());
    }

    #[test]
    fn a_job_with_an_illegal_move_has_no_game() {
        let job = Job::decode("think 1 hard 19 freestyle 100 0 j10 j10").unwrap();
        let err = job.game().unwrap_err().to_string();
        assert!(err.contains("already holds a stone"), "{err}");
        let job = Job::decode("think 1 hard 3 freestyle 100 0").unwrap();
        assert!(job.game().is_err());
        let job = Job::decode("think 1 hard 15 renju 100 0 h9 a1 h10 c1 i8 e1 j8 g1 h8").unwrap();
        assert!(
            job.game()
                .unwrap_err()
                .to_string()
                .contains("forbidden to black")
        );
    }
}
