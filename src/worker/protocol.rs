//! What the page and the search worker say to each other: one line of text each way, so
//! that nothing but strings crosses the worker boundary and both ends are unit-tested
//! natively.
//!
//! - the worker, once loaded: `ready`
//! - the page asks: `think <id> <level> <size> <rule> <millis> <seed> <position…>`
//! - the worker answers: `move <id> <point> <nodes> <depth> <reason>` (why the move is
//!   good, a word of [`HintReason::word`], which a hint shows) or `error <id> <message>`
//! - for speed measurements, the page asks `bench <depth>` and the worker answers
//!   `bench <nodes> <milliseconds>` (see [`gobang_engine::ai::benchmark`])
//!
//! For studying games ([`StudyJob`], [`StudyReply`]; the page runs these in a worker of
//! their own):
//! - the page asks `analyse <id> <size> <rule> <nodes> <position…>` and the worker answers
//!   `analysis <id> <eval>` after each round of a deepening search (from
//!   [`FIRST_ROUND_NODES`], four times as many each round, up to `nodes`), then `done <id>`;
//!   `stop <id>` ends it between two rounds;
//! - the page asks `review <id> <size> <rule> <nodes> <position…>` and the worker answers
//!   `reviewed <id> <ply> <mark> <better> <line> <eval>` for every move in turn (the
//!   position after it), then `done <id>`; `stop <id>` ends a review between two
//!   positions, answered `stopped <id>`.
//!
//! A position is the edited position's stones, if any (`black=h8,i9 white=h9`), then the
//! moves. An eval is black's chance in thousandths, the forced win (`-`, or the winner and
//! the moves it takes, `black:3`, `white:?` when not known), the best line (points
//! joined by commas, `-` for none), the depth the search reached and the nodes it searched
//! (these two may be left off: 0). Points are in gomoku notation (`j10`), for a board of
//! the given size.

use std::error::Error;
use std::fmt;

use gobang_engine::ai::Level;
use gobang_engine::ai::analysis::{Analysis, ForcedWin, Mark, MoveReview};
use gobang_engine::{Board, Game, Pos, Rule, Stone};

use crate::game::hint::HintReason;

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
    /// The stones of the edited position the game began from (none for a game from the
    /// start).
    pub setup: Vec<(Pos, Stone)>,
    /// The game's moves so far.
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
        /// Why the move is good (a hint says so).
        reason: HintReason,
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

pub(super) fn field<'a>(
    words: &mut impl Iterator<Item = &'a str>,
    what: &str,
) -> Result<&'a str, MessageError> {
    words
        .next()
        .ok_or_else(|| MessageError(format!("missing {what}")))
}

pub(super) fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, MessageError> {
    text.parse()
        .map_err(|_| MessageError(format!("{what} `{text}` is not a number")))
}

impl Job {
    /// The job as one line.
    pub fn encode(&self) -> String {
        let head = format!(
            "think {} {} {} {} {} {}",
            self.id, self.level, self.size, self.rule, self.millis, self.seed
        );
        head + &position_words(self.size, &self.setup, &self.moves)
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
        let (setup, moves) = read_position(words, size)?;
        Ok(Job {
            id,
            level,
            size,
            rule,
            millis,
            seed,
            setup,
            moves,
        })
    }

    /// The game the position and the moves make.
    ///
    /// # Errors
    /// [`MessageError`] when the size is not supported, the position impossible or a
    /// move illegal.
    pub fn game(&self) -> Result<Game, MessageError> {
        game_of(self.size, self.rule, &self.setup, &self.moves)
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
                reason,
            } => format!(
                "move {id} {} {nodes} {depth} {}",
                best.display(size),
                reason.word()
            ),
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
                let reason = field(&mut parts, "reason")?;
                let reason = HintReason::from_word(reason)
                    .ok_or_else(|| MessageError(format!("unknown reason `{reason}`")))?;
                Ok(Reply::Move {
                    id,
                    best,
                    nodes,
                    depth,
                    reason,
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

/// The stones of an edited position.
type Setup = Vec<(Pos, Stone)>;

/// A position as words: ` black=… white=…` for an edited position, then ` <move>` each.
pub(super) fn position_words(size: usize, setup: &[(Pos, Stone)], moves: &[Pos]) -> String {
    let mut text = String::new();
    if !setup.is_empty() {
        for side in [Stone::Black, Stone::White] {
            let points: Vec<Pos> = setup
                .iter()
                .filter(|&&(_, s)| s == side)
                .map(|&(p, _)| p)
                .collect();
            text.push_str(&format!(" {}={}", side.name(), points_text(&points, size)));
        }
    }
    for pos in moves {
        text.push(' ');
        text.push_str(&pos.display(size).to_string());
    }
    text
}

/// Points joined by commas (`-` for none).
pub(super) fn points_text(points: &[Pos], size: usize) -> String {
    if points.is_empty() {
        return "-".into();
    }
    let words: Vec<String> = points.iter().map(|p| p.display(size).to_string()).collect();
    words.join(",")
}

pub(super) fn read_points(text: &str, size: usize) -> Result<Vec<Pos>, MessageError> {
    text.split(',')
        .filter(|w| !w.is_empty() && *w != "-")
        .map(|w| Pos::parse(w, size).map_err(|e| MessageError(e.to_string())))
        .collect()
}

/// Reads the words of a position: an edited position's stones, then the moves.
pub(super) fn read_position<'a>(
    words: impl Iterator<Item = &'a str>,
    size: usize,
) -> Result<(Setup, Vec<Pos>), MessageError> {
    let mut setup = Vec::new();
    let mut moves = Vec::new();
    for word in words {
        let side = match word.split_once('=') {
            Some(("black", points)) => (Stone::Black, points),
            Some(("white", points)) => (Stone::White, points),
            Some(_) => return Err(MessageError(format!("not a move: `{word}`"))),
            None => {
                moves.push(Pos::parse(word, size).map_err(|e| MessageError(e.to_string()))?);
                continue;
            }
        };
        setup.extend(read_points(side.1, size)?.into_iter().map(|p| (p, side.0)));
    }
    Ok((setup, moves))
}

/// The game of a position: its edited stones (black to move first when the counts are
/// even), then its moves.
pub(super) fn game_of(
    size: usize,
    rule: Rule,
    setup: &[(Pos, Stone)],
    moves: &[Pos],
) -> Result<Game, MessageError> {
    let error = |e: &dyn fmt::Display| MessageError(e.to_string());
    let mut game = if setup.is_empty() {
        Game::with_rule(size, rule).map_err(|e| error(&e))?
    } else {
        let mut board = Board::new(size).map_err(|e| error(&e))?;
        for &(pos, stone) in setup {
            if !board.is_empty_at(pos) {
                return Err(MessageError(format!("two stones on {}", pos.display(size))));
            }
            board.place(pos, stone);
        }
        let to_move = if setup.len().is_multiple_of(2) {
            Stone::Black
        } else {
            Stone::White
        };
        Game::from_position(board, to_move, rule).map_err(|e| error(&e))?
    };
    for &pos in moves {
        game.try_play(pos)
            .map_err(|e| MessageError(format!("move {}: {e}", pos.display(size))))?;
    }
    Ok(game)
}

/// What the page asks of the worker that studies games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StudyJob {
    /// Analyse the position after the moves.
    Analyse(StudiedGame),
    /// Review every move.
    Review(StudiedGame),
    /// Stop the review with this id.
    Stop(u32),
}

/// A position to study and how hard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudiedGame {
    /// Matches the answers to the request.
    pub id: u32,
    /// The board's side.
    pub size: usize,
    /// The rules.
    pub rule: Rule,
    /// Nodes to search in each position.
    pub nodes: u64,
    /// The stones of the edited position the game began from.
    pub setup: Vec<(Pos, Stone)>,
    /// The moves from there.
    pub moves: Vec<Pos>,
}

impl StudiedGame {
    /// What `game` is to be studied as, at `nodes` nodes a position (the id is set when
    /// the job is sent).
    pub fn of(game: &Game, nodes: u64) -> StudiedGame {
        StudiedGame {
            id: 0,
            size: game.board().size(),
            rule: game.rule(),
            nodes,
            setup: game.setup().to_vec(),
            moves: game.moves().to_vec(),
        }
    }

    /// The game to study.
    ///
    /// # Errors
    /// [`MessageError`] when the size is not supported, the position impossible or a
    /// move illegal.
    pub fn game(&self) -> Result<Game, MessageError> {
        game_of(self.size, self.rule, &self.setup, &self.moves)
    }
}

impl StudyJob {
    /// The job as one line.
    pub fn encode(&self) -> String {
        let (kind, study) = match self {
            StudyJob::Analyse(study) => ("analyse", study),
            StudyJob::Review(study) => ("review", study),
            StudyJob::Stop(id) => return format!("stop {id}"),
        };
        format!(
            "{kind} {} {} {} {}{}",
            study.id,
            study.size,
            study.rule,
            study.nodes,
            position_words(study.size, &study.setup, &study.moves)
        )
    }

    /// Reads a job.
    ///
    /// # Errors
    /// [`MessageError`] naming the part that is wrong.
    pub fn decode(text: &str) -> Result<StudyJob, MessageError> {
        let mut words = text.split_whitespace();
        let kind = field(&mut words, "kind")?;
        let id = number(field(&mut words, "id")?, "id")?;
        if kind == "stop" {
            return Ok(StudyJob::Stop(id));
        }
        let size = number(field(&mut words, "size")?, "size")?;
        let rule = field(&mut words, "rule")?
            .parse()
            .map_err(|e| MessageError(format!("{e}")))?;
        let nodes = number(field(&mut words, "nodes")?, "nodes")?;
        let (setup, moves) = read_position(words, size)?;
        let study = StudiedGame {
            id,
            size,
            rule,
            nodes,
            setup,
            moves,
        };
        match kind {
            "analyse" => Ok(StudyJob::Analyse(study)),
            "review" => Ok(StudyJob::Review(study)),
            other => Err(MessageError(format!("not a study job: `{other}`"))),
        }
    }

    /// Whether `text` is a job for the study worker rather than a move to think about.
    pub fn is_study(text: &str) -> bool {
        ["analyse ", "review ", "stop "]
            .iter()
            .any(|kind| text.starts_with(kind))
    }
}

/// The nodes of an analysis's first round; each round after it searches four times as
/// many, up to the job's nodes.
pub const FIRST_ROUND_NODES: u64 = gobang_engine::ai::analysis::REVIEW_NODES;

/// The node budgets of the rounds of an analysis of up to `nodes` nodes: from
/// [`FIRST_ROUND_NODES`] (or `nodes`, if fewer), four times as many each round, the last
/// round `nodes` itself.
pub fn rounds(nodes: u64) -> Vec<u64> {
    let mut rounds = vec![FIRST_ROUND_NODES.min(nodes)];
    while let Some(&last) = rounds.last()
        && last < nodes
    {
        rounds.push(last.saturating_mul(4).min(nodes));
    }
    rounds
}

/// What the engine makes of a position, as the page needs it.
#[derive(Clone, Debug, PartialEq)]
pub struct Eval {
    /// Black's chance of winning, 0 to 1, in thousandths.
    pub black_chance: f32,
    /// A forced win the search proved.
    pub win: Option<ForcedWin>,
    /// The best line for the side to move.
    pub line: Vec<Pos>,
    /// The depth the search reached.
    pub depth: i32,
    /// The nodes searched.
    pub nodes: u64,
}

impl Eval {
    fn of(analysis: &Analysis) -> Eval {
        Eval {
            black_chance: analysis.black_chance,
            win: analysis.win,
            line: analysis.line.clone(),
            depth: analysis.depth,
            nodes: analysis.nodes,
        }
    }

    fn encode(&self, size: usize) -> String {
        let win = match self.win {
            None => "-".to_owned(),
            Some(win) => match win.moves {
                Some(n) => format!("{}:{n}", win.winner.name()),
                None => format!("{}:?", win.winner.name()),
            },
        };
        let permille = (self.black_chance * 1000.0).round() as u32;
        format!(
            "{permille} {win} {} {} {}",
            points_text(&self.line, size),
            self.depth,
            self.nodes
        )
    }

    fn decode<'a>(
        words: &mut impl Iterator<Item = &'a str>,
        size: usize,
    ) -> Result<Eval, MessageError> {
        let permille: u32 = number(field(words, "chance")?, "chance")?;
        if permille > 1000 {
            return Err(MessageError(format!("chance {permille} is over 1000")));
        }
        let win = match field(words, "win")? {
            "-" => None,
            text => {
                let (winner, moves) = text
                    .split_once(':')
                    .ok_or_else(|| MessageError(format!("bad win `{text}`")))?;
                let winner = match winner {
                    "black" => Stone::Black,
                    "white" => Stone::White,
                    _ => return Err(MessageError(format!("bad winner `{winner}`"))),
                };
                let moves = match moves {
                    "?" => None,
                    n => Some(number(n, "moves")?),
                };
                Some(ForcedWin { winner, moves })
            }
        };
        let line = read_points(field(words, "line")?, size)?;
        let depth = words.next().map_or(Ok(0), |w| number(w, "depth"))?;
        let nodes = words.next().map_or(Ok(0), |w| number(w, "nodes"))?;
        Ok(Eval {
            black_chance: permille as f32 / 1000.0,
            win,
            line,
            depth,
            nodes,
        })
    }
}

/// One move of a review, as the page needs it.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    /// Which move, from 1.
    pub ply: usize,
    /// What it is marked as.
    pub mark: Option<Mark>,
    /// The engine's move in its place, for a marked move.
    pub better: Option<Pos>,
    /// The forced line that explains the mark (see [`MoveReview::line`]).
    pub line: Vec<Pos>,
    /// The position after the move.
    pub after: Eval,
}

/// What the study worker answers.
#[derive(Clone, Debug, PartialEq)]
pub enum StudyReply {
    /// The analysis of a position.
    Analysis(u32, Eval),
    /// One more move of a review.
    Reviewed(u32, Reviewed),
    /// The review is complete.
    Done(u32),
    /// The review was stopped.
    Stopped(u32),
    /// The job could not be done.
    Error(u32, String),
}

impl StudyReply {
    /// The analysis of a position as a reply to job `id`.
    pub fn analysis(id: u32, analysis: &Analysis) -> StudyReply {
        StudyReply::Analysis(id, Eval::of(analysis))
    }

    /// A move of a review as a reply to job `id`.
    pub fn reviewed(id: u32, review: &MoveReview) -> StudyReply {
        StudyReply::Reviewed(
            id,
            Reviewed {
                ply: review.ply,
                mark: review.mark,
                better: review.better,
                line: review.line.clone(),
                after: Eval::of(&review.after),
            },
        )
    }

    /// The reply as one line, for a board of side `size`.
    pub fn encode(&self, size: usize) -> String {
        match self {
            StudyReply::Analysis(id, eval) => format!("analysis {id} {}", eval.encode(size)),
            StudyReply::Reviewed(id, r) => format!(
                "reviewed {id} {} {} {} {} {}",
                r.ply,
                r.mark.map_or("-", Mark::name),
                points_text(&r.better.into_iter().collect::<Vec<_>>(), size),
                points_text(&r.line, size),
                r.after.encode(size)
            ),
            StudyReply::Done(id) => format!("done {id}"),
            StudyReply::Stopped(id) => format!("stopped {id}"),
            StudyReply::Error(id, message) => format!("error {id} {message}"),
        }
    }

    /// Reads a reply on a board of side `size`.
    ///
    /// # Errors
    /// [`MessageError`] naming the part that is wrong.
    pub fn decode(text: &str, size: usize) -> Result<StudyReply, MessageError> {
        let mut words = text.split(' ');
        let kind = field(&mut words, "kind")?;
        let id = number(field(&mut words, "id")?, "id")?;
        let words = &mut words;
        match kind {
            "analysis" => Ok(StudyReply::Analysis(id, Eval::decode(words, size)?)),
            "reviewed" => {
                let ply = number(field(words, "ply")?, "ply")?;
                let mark = match field(words, "mark")? {
                    "-" => None,
                    name => Some(
                        Mark::ALL
                            .into_iter()
                            .find(|m| m.name() == name)
                            .ok_or_else(|| MessageError(format!("unknown mark `{name}`")))?,
                    ),
                };
                let better = read_points(field(words, "better")?, size)?.first().copied();
                let line = read_points(field(words, "line")?, size)?;
                let after = Eval::decode(words, size)?;
                Ok(StudyReply::Reviewed(
                    id,
                    Reviewed {
                        ply,
                        mark,
                        better,
                        line,
                        after,
                    },
                ))
            }
            "done" => Ok(StudyReply::Done(id)),
            "stopped" => Ok(StudyReply::Stopped(id)),
            "error" => Ok(StudyReply::Error(id, words.collect::<Vec<_>>().join(" "))),
            other => Err(MessageError(format!("unknown reply `{other}`"))),
        }
    }

    /// The id of the job answered.
    pub fn id(&self) -> u32 {
        match self {
            StudyReply::Analysis(id, _)
            | StudyReply::Reviewed(id, _)
            | StudyReply::Done(id)
            | StudyReply::Stopped(id)
            | StudyReply::Error(id, _) => *id,
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
            setup: Vec::new(),
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
            reason: HintReason::BlocksOpenThree(Stone::White),
        };
        assert_eq!(
            reply.encode(19),
            "move 7 a1 12345 6 blocks-open-three-white"
        );
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
        assert!(Reply::decode("move 1 j10 x 3 four", 19).is_err());
        let no_reason = Reply::decode("move 1 j10 100 3", 19).unwrap_err();
        assert!(
            no_reason.to_string().contains("missing reason"),
            "{no_reason}"
        );
        let unknown = Reply::decode("move 1 j10 100 3 luck", 19).unwrap_err();
        assert!(
            unknown.to_string().contains("unknown reason `luck`"),
            "{unknown}"
        );
        assert!(Reply::decode("shrug 1", 19).is_err());
    }

    #[test]
    fn a_job_carries_an_edited_position() {
        let job = Job::decode("think 1 hard 15 freestyle 100 0 black=h8,i9 white=h9 j10").unwrap();
        assert_eq!(
            job.setup,
            [
                (p(7, 7), Stone::Black),
                (p(6, 8), Stone::Black),
                (p(6, 7), Stone::White)
            ]
        );
        let game = job.game().unwrap();
        assert_eq!(game.first_to_move(), Stone::White);
        assert_eq!(game.board().get(p(5, 9)), Some(Stone::White));
        assert_eq!(Job::decode(&job.encode()), Ok(job));
        for (text, expected) in [
            (
                "think 1 hard 15 freestyle 100 0 black=h8 white=h8",
                "two stones on h8",
            ),
            (
                "think 1 hard 15 freestyle 100 0 white=h8",
                "0 black and 1 white",
            ),
            (
                "think 1 hard 15 freestyle 100 0 black=z1",
                "unknown coordinate `z1`",
            ),
            (
                "think 1 hard 15 freestyle 100 0 red=h8",
                "not a move: `red=h8`",
            ),
        ] {
            let err = Job::decode(text).and_then(|job| job.game()).unwrap_err();
            assert!(err.to_string().contains(expected), "{text}: {err}");
        }
    }

    #[test]
    fn study_jobs_and_replies_round_trip() {
        let game = Game::from_record("j10 k11 k10", 19).unwrap();
        let mut study = StudiedGame::of(&game, 5000);
        study.id = 9;
        let review = StudyJob::Review(study.clone());
        assert_eq!(review.encode(), "review 9 19 freestyle 5000 j10 k11 k10");
        assert!(StudyJob::is_study(&review.encode()));
        assert!(!StudyJob::is_study("think 1 hard 19 freestyle 100"));
        for job in [review, StudyJob::Analyse(study), StudyJob::Stop(4)] {
            assert_eq!(StudyJob::decode(&job.encode()), Ok(job));
        }
        let eval = Eval {
            black_chance: 0.637,
            win: Some(ForcedWin {
                winner: Stone::White,
                moves: None,
            }),
            line: vec![p(9, 9), p(0, 0)],
            depth: 9,
            nodes: 400_000,
        };
        let replies = [
            StudyReply::Analysis(3, eval.clone()),
            StudyReply::Reviewed(
                3,
                Reviewed {
                    ply: 12,
                    mark: Some(Mark::Blunder),
                    better: Some(p(5, 5)),
                    line: vec![p(1, 1), p(2, 2), p(3, 3)],
                    after: eval,
                },
            ),
            StudyReply::Reviewed(
                3,
                Reviewed {
                    ply: 1,
                    mark: None,
                    better: None,
                    line: Vec::new(),
                    after: Eval {
                        black_chance: 1.0,
                        win: Some(ForcedWin {
                            winner: Stone::Black,
                            moves: Some(3),
                        }),
                        line: Vec::new(),
                        depth: 0,
                        nodes: 0,
                    },
                },
            ),
            StudyReply::Done(3),
            StudyReply::Stopped(3),
            StudyReply::Error(3, "move j10: row 9, column 9 already holds a stone".into()),
        ];
        for reply in replies {
            let text = reply.encode(19);
            assert_eq!(StudyReply::decode(&text, 19), Ok(reply), "{text}");
        }
        assert_eq!(
            StudyReply::Analysis(
                1,
                Eval {
                    black_chance: 0.5,
                    win: None,
                    line: vec![p(9, 9)],
                    depth: 7,
                    nodes: 123_456,
                }
            )
            .encode(19),
            "analysis 1 500 - j10 7 123456"
        );
        // The depth and the nodes may be left off.
        let short = StudyReply::decode("analysis 1 500 - j10", 19).unwrap();
        assert!(matches!(
            short,
            StudyReply::Analysis(
                1,
                Eval {
                    depth: 0,
                    nodes: 0,
                    ..
                }
            )
        ));
    }

    #[test]
    fn an_analysis_deepens_four_times_each_round_up_to_its_nodes() {
        assert_eq!(rounds(100_000), [100_000]);
        assert_eq!(rounds(5_000), [5_000]);
        assert_eq!(
            rounds(25_600_000),
            [100_000, 400_000, 1_600_000, 6_400_000, 25_600_000]
        );
        assert_eq!(rounds(1_000_000), [100_000, 400_000, 1_000_000]);
    }

    #[test]
    fn bad_study_messages_say_what_is_wrong() {
        for (text, expected) in [
            ("analyse x 19 freestyle 10", "id `x`"),
            ("analyse 1 19 freestyle", "missing nodes"),
            ("ponder 1 19 freestyle 10", "not a study job"),
            ("review 1 19 chess 10", "unknown rule"),
        ] {
            let err = StudyJob::decode(text).unwrap_err().to_string();
            assert!(err.contains(expected), "{text}: {err}");
        }
        for (text, expected) in [
            ("analysis 1 1200 - -", "over 1000"),
            ("analysis 1 500 green:3 -", "bad winner"),
            ("analysis 1 500 black -", "bad win"),
            ("analysis 1 500 - - deep", "depth `deep`"),
            ("reviewed 1 3 awful - - 500 - -", "unknown mark `awful`"),
            ("reviewed 1 3 - - z99 500 - -", "unknown coordinate `z99`"),
            ("shrug 1", "unknown reply"),
        ] {
            let err = StudyReply::decode(text, 19).unwrap_err().to_string();
            assert!(err.contains(expected), "{text}: {err}");
        }
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
