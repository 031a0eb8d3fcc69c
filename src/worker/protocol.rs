//! What the page, the study module and the search worker say to each other: one line of
//! text each way, so that nothing but strings crosses the worker boundary and both ends are
//! unit-tested natively. A request is a [`Request`] and its id, `<word> <id> <words…>`; the
//! worker reads it once, by its word, and answers with [`Reply`]s that carry the same id,
//! which is how the client ([`super::client`]) routes each to the one who asked.
//!
//! - the worker, once loaded: `ready` (it reads nothing before);
//! - `think <id> <level> <size> <rule> <millis> <seed> <position…>`, the computer's move:
//!   `move <id> <point> <nodes> <depth> <reason>` (why the move is good, a word of
//!   [`HintReason::word`], which a hint shows);
//! - `analyse <id> <size> <rule> <nodes> <position…>`: `analysis <id> <eval>` after each
//!   round of a deepening search (from [`FIRST_ROUND_NODES`], four times as many each round,
//!   up to `nodes`), then `done <id>`;
//! - `review <id> <size> <rule> <nodes> <position…>`: `reviewed <id> <ply> <mark> <better>
//!   <line> <eval>` for every move in turn (the position after it), then `done <id>`;
//! - `stop <id>`: ends the analysis or the review `id` between two rounds or positions (no
//!   reply: its asker has given it up);
//! - `opening <id> <level> <seed> <size> <rule> <opening> <steps>`, the computer's step of a
//!   tournament opening: `opened <id> <actions>` (see [`super::opening_protocol`]);
//! - `defend <id> <size> <rule> <kind> <nodes> <position…>`, the defender's reply in a
//!   puzzle: `defended <id> …`; `solve` with the same words, whether the side to move
//!   wins by force: `solved <id> win <line>`, `solved <id> disproved` or
//!   `solved <id> unknown`; `mine <id> <size> <rule> <record>`, the wins missed in a game:
//!   `mined <id> <n> <puzzles>` (see [`super::puzzle_protocol`]);
//! - `bench <id> <depth>`, or `bench <id> <depth> net` with the value network, for speed
//!   measurements: `bench <id> <nodes> <microseconds>` (see [`gobang_engine::ai::benchmark`]);
//! - any request that cannot be done: `error <id> <message>` (id 0 when it could not be
//!   read).
//!
//! A position is the edited position's stones, if any (`black=h8,i9 white=h9`), then the
//! moves. An eval is black's chance in thousandths, the forced win (`-`, or the winner and
//! the moves it takes, `black:3`, `white:?` when not known), the best line (points
//! joined by commas, `-` for none), the depth the search reached and the nodes it searched
//! (these two may be left off: 0). Points are in gomoku notation (`j10`), for a board of
//! the given size.

use gobang_engine::ai::Level;
use gobang_engine::ai::analysis::{Analysis, ForcedWin, Mark, MoveReview};
use gobang_engine::ai::solver::{Defence, Proof};
use gobang_engine::opening::Action;
use gobang_engine::puzzle::Puzzle;
use gobang_engine::{Game, Pos, Rule, Stone};

use super::opening_protocol::{OpeningJob, actions_words, read_actions};
use super::puzzle_protocol::{
    MineJob, SolverJob, defence_words, mined_words, proof_words, read_defence, read_mined,
    read_proof,
};
use super::words::{
    MessageError, field, game_of, named, number, points_text, position_words, read_points,
    read_position,
};
use crate::game::hint::HintReason;

/// What the worker says once it can take requests.
pub const READY: &str = "ready";

/// What is asked of a worker (its id travels beside it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// The computer's move.
    Think(ThinkJob),
    /// An analysis of the position after the moves, deepened in rounds.
    Analyse(StudiedGame),
    /// A review of every move.
    Review(StudiedGame),
    /// An end to the analysis or the review whose id this request carries.
    Stop,
    /// The computer's step of a tournament opening.
    Opening(OpeningJob),
    /// The defender's reply in a puzzle.
    Defend(SolverJob),
    /// The side to move's forced win.
    Solve(SolverJob),
    /// The wins missed in a played game, as puzzles.
    Mine(MineJob),
    /// The engine's benchmark searches, to this depth, with the value network or not.
    Bench {
        /// How deep each search goes.
        depth: i32,
        /// Whether the strongest level evaluates with its network, as it plays.
        network: bool,
    },
}

/// What a worker answers a request (its id travels beside it).
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The move chosen, with the work it took.
    Move {
        /// Where to play.
        best: Pos,
        /// Nodes searched.
        nodes: u64,
        /// Depth reached.
        depth: i32,
        /// Why the move is good (a hint says so).
        reason: HintReason,
    },
    /// A round of an analysis.
    Analysis(Eval),
    /// One more move of a review.
    Reviewed(Reviewed),
    /// The analysis or the review is complete.
    Done,
    /// The computer's step of an opening.
    Opened(Vec<Action>),
    /// The defender's reply, `None` when there is none to make.
    Defended(Option<Defence>),
    /// Whether the side to move wins by force: proved, disproved or unknown.
    Solved(Proof),
    /// The puzzles mined from a game.
    Mined(Vec<Puzzle>),
    /// The benchmark's nodes and the time they took.
    Bench {
        /// Nodes searched.
        nodes: u64,
        /// Microseconds taken (whole numbers: a float's parser would weigh more than all
        /// the rest of the replies' code).
        micros: u64,
    },
    /// The request could not be done, and why.
    Error(String),
}

/// A message's word, its id and the words after them.
fn head(text: &str) -> Result<(&str, u32, &str), MessageError> {
    let mut parts = text.splitn(3, ' ');
    let word = field(&mut parts, "kind")?;
    let id = number(field(&mut parts, "id")?, "id")?;
    Ok((word, id, parts.next().unwrap_or_default()))
}

/// The id a message carries, if it can be read (also from a message that cannot).
pub fn message_id(text: &str) -> Option<u32> {
    text.split(' ').nth(1)?.parse().ok()
}

impl Request {
    /// The request as one line, with its id. Inlined, so that where the request is made
    /// only its own kind's writing is compiled.
    #[inline(always)]
    pub fn encode(&self, id: u32) -> String {
        let (word, words) = match self {
            Request::Think(job) => ("think", job.words()),
            Request::Analyse(study) => ("analyse", study.words()),
            Request::Review(study) => ("review", study.words()),
            Request::Stop => ("stop", String::new()),
            Request::Opening(job) => ("opening", job.words()),
            Request::Defend(job) => ("defend", job.words()),
            Request::Solve(job) => ("solve", job.words()),
            Request::Mine(job) => ("mine", job.words()),
            Request::Bench { depth, network } => (
                "bench",
                format!(" {depth}{}", if *network { " net" } else { "" }),
            ),
        };
        format!("{word} {id}{words}")
    }

    /// Reads a request and its id.
    ///
    /// # Errors
    /// [`MessageError`] naming the part that is wrong.
    pub fn decode(text: &str) -> Result<(u32, Request), MessageError> {
        let (word, id, words) = head(text)?;
        let request = match word {
            "think" => Request::Think(ThinkJob::read(words)?),
            "analyse" => Request::Analyse(StudiedGame::read(words)?),
            "review" => Request::Review(StudiedGame::read(words)?),
            "stop" if words.is_empty() => Request::Stop,
            "stop" => return Err(MessageError(format!("more than an id: `{words}`"))),
            "opening" => Request::Opening(OpeningJob::read(words)?),
            "defend" => Request::Defend(SolverJob::read(words)?),
            "solve" => Request::Solve(SolverJob::read(words)?),
            "mine" => Request::Mine(MineJob::read(words)?),
            "bench" => {
                let (depth, network) = match words.split_once(' ') {
                    None => (words, false),
                    Some((depth, "net")) => (depth, true),
                    Some((_, more)) => {
                        return Err(MessageError(format!("more than a depth: `{more}`")));
                    }
                };
                Request::Bench {
                    depth: number(depth, "depth")?,
                    network,
                }
            }
            other => return Err(MessageError(format!("unknown request `{other}`"))),
        };
        Ok((id, request))
    }

    /// How the replies to this request are read: those it can get, and `error`. Inlined,
    /// so that where the request is made the choice is made when compiling.
    #[inline(always)]
    pub fn reader(&self) -> Reader {
        match self {
            Request::Think(_) => read::<THINK>,
            Request::Analyse(_) => read::<ANALYSE>,
            Request::Review(_) => read::<REVIEW>,
            Request::Stop => read::<0>,
            Request::Opening(_) => read::<OPENING>,
            Request::Defend(_) => read::<DEFEND>,
            Request::Solve(_) => read::<SOLVE>,
            Request::Mine(_) => read::<MINE>,
            Request::Bench { .. } => read::<BENCH>,
        }
    }

    /// The side of the board the request is about, which its replies' points are read for
    /// (0 for a request about no board).
    pub fn size(&self) -> usize {
        match self {
            Request::Think(job) => job.size,
            Request::Analyse(study) | Request::Review(study) => study.size,
            Request::Opening(job) => job.size,
            Request::Defend(job) | Request::Solve(job) => job.size,
            Request::Mine(job) => job.size,
            Request::Stop | Request::Bench { .. } => 0,
        }
    }
}

impl Reply {
    /// The reply to request `id` as one line, for a board of side `size`.
    pub fn encode(&self, id: u32, size: usize) -> String {
        let (word, words) = match self {
            Reply::Move {
                best,
                nodes,
                depth,
                reason,
            } => (
                "move",
                format!(" {} {nodes} {depth} {}", best.display(size), reason.word()),
            ),
            Reply::Analysis(eval) => ("analysis", eval.words(size)),
            Reply::Reviewed(reviewed) => ("reviewed", reviewed.words(size)),
            Reply::Done => ("done", String::new()),
            Reply::Opened(actions) => ("opened", actions_words(actions, size)),
            Reply::Defended(answer) => ("defended", defence_words(answer.as_ref(), size)),
            Reply::Solved(proof) => ("solved", proof_words(proof, size)),
            Reply::Mined(puzzles) => ("mined", mined_words(puzzles)),
            Reply::Bench { nodes, micros } => ("bench", format!(" {nodes} {micros}")),
            Reply::Error(message) => ("error", format!(" {message}")),
        };
        format!("{word} {id}{words}")
    }

    /// Reads a reply of any kind on a board of side `size`, and the id of the request it
    /// answers (a client reads the replies to each request with [`Request::reader`]).
    ///
    /// # Errors
    /// [`MessageError`] naming the part that is wrong.
    pub fn decode(text: &str, size: usize) -> Result<(u32, Reply), MessageError> {
        read::<{ u8::MAX }>(text, size)
    }

    /// Whether the reply is the last to its request: all are but an analysis's rounds and
    /// a review's moves, which `done` ends.
    pub fn is_final(&self) -> bool {
        !matches!(self, Reply::Analysis(_) | Reply::Reviewed(_))
    }
}

/// How the replies to one kind of request are read (see [`Request::reader`]).
pub type Reader = fn(&str, usize) -> Result<(u32, Reply), MessageError>;

// The kinds of request that have replies, as bits, for [`read`].
const THINK: u8 = 1;
const ANALYSE: u8 = 2;
const REVIEW: u8 = 4;
const OPENING: u8 = 8;
const DEFEND: u8 = 16;
const SOLVE: u8 = 32;
const MINE: u8 = 64;
const BENCH: u8 = 128;

/// Reads a reply on a board of side `size` to one of the kinds of request `TO` names: the
/// replies they get, and `error`; any other is refused. Compiled for each kind of request
/// apart ([`Request::reader`]), so that a program carries only the reading of the replies
/// it can get: the page, which only sends `think`, reads only `move`.
fn read<const TO: u8>(text: &str, size: usize) -> Result<(u32, Reply), MessageError> {
    let (word, id, words) = head(text)?;
    let to = |kinds: u8| TO & kinds != 0;
    let reply = match word {
        "error" => Reply::Error(words.to_owned()),
        "move" if to(THINK) => read_move(words, size)?,
        "analysis" if to(ANALYSE) => Reply::Analysis(Eval::read(&mut words.split(' '), size)?),
        "reviewed" if to(REVIEW) => Reply::Reviewed(Reviewed::read(words, size)?),
        "done" if to(ANALYSE | REVIEW) => Reply::Done,
        "opened" if to(OPENING) => Reply::Opened(read_actions(words, size)?),
        "defended" if to(DEFEND) => Reply::Defended(read_defence(words, size)?),
        "solved" if to(SOLVE) => Reply::Solved(read_proof(words, size)?),
        "mined" if to(MINE) => Reply::Mined(read_mined(words)?),
        "bench" if to(BENCH) => {
            let mut words = words.split(' ');
            Reply::Bench {
                nodes: number(field(&mut words, "nodes")?, "nodes")?,
                micros: number(field(&mut words, "time")?, "time")?,
            }
        }
        other => return Err(MessageError(format!("unexpected reply `{other}`"))),
    };
    Ok((id, reply))
}

/// The words of a `move` reply after its id.
fn read_move(words: &str, size: usize) -> Result<Reply, MessageError> {
    let mut words = words.split_whitespace();
    let best =
        Pos::parse(field(&mut words, "move")?, size).map_err(|e| MessageError(e.to_string()))?;
    let nodes = number(field(&mut words, "nodes")?, "nodes")?;
    let depth = number(field(&mut words, "depth")?, "depth")?;
    let reason = field(&mut words, "reason")?;
    let reason = HintReason::from_word(reason)
        .ok_or_else(|| MessageError(format!("unknown reason `{reason}`")))?;
    Ok(Reply::Move {
        best,
        nodes,
        depth,
        reason,
    })
}

/// A request for the computer's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThinkJob {
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

impl ThinkJob {
    /// The words after the id.
    fn words(&self) -> String {
        let head = format!(
            " {} {} {} {} {}",
            self.level, self.size, self.rule, self.millis, self.seed
        );
        head + &position_words(self.size, &self.setup, &self.moves)
    }

    fn read(words: &str) -> Result<ThinkJob, MessageError> {
        let mut words = words.split_whitespace();
        let level = named(&mut words, "level")?;
        let size = number(field(&mut words, "size")?, "size")?;
        let rule = named(&mut words, "rule")?;
        let millis = number(field(&mut words, "time")?, "time")?;
        let seed = number(field(&mut words, "seed")?, "seed")?;
        let (setup, moves) = read_position(words, size)?;
        Ok(ThinkJob {
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

/// A position to study (analyse or review) and how hard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudiedGame {
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
    /// What `game` is to be studied as, at `nodes` nodes a position.
    pub fn of(game: &Game, nodes: u64) -> StudiedGame {
        StudiedGame {
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

    /// The words after the id.
    fn words(&self) -> String {
        format!(" {} {} {}", self.size, self.rule, self.nodes)
            + &position_words(self.size, &self.setup, &self.moves)
    }

    fn read(words: &str) -> Result<StudiedGame, MessageError> {
        let mut words = words.split_whitespace();
        let size = number(field(&mut words, "size")?, "size")?;
        let rule = named(&mut words, "rule")?;
        let nodes = number(field(&mut words, "nodes")?, "nodes")?;
        let (setup, moves) = read_position(words, size)?;
        Ok(StudiedGame {
            size,
            rule,
            nodes,
            setup,
            moves,
        })
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
    /// A forced win the solver proved.
    pub win: Option<ForcedWin>,
    /// A side the search believes wins by force where the solver could not prove it.
    pub unsure: Option<Stone>,
    /// The best line for the side to move.
    pub line: Vec<Pos>,
    /// The depth the search reached.
    pub depth: i32,
    /// The nodes searched.
    pub nodes: u64,
}

impl Eval {
    /// What the page needs of `analysis`.
    pub fn of(analysis: &Analysis) -> Eval {
        Eval {
            black_chance: analysis.black_chance,
            win: analysis.win,
            unsure: analysis.unsure,
            line: analysis.line.clone(),
            depth: analysis.depth,
            nodes: analysis.nodes,
        }
    }

    /// The words of the eval, each after a space: the win is `black:5` (proved, in 5),
    /// `black:?` (proved, its length not known), `~black` (the engine cannot tell) or `-`.
    fn words(&self, size: usize) -> String {
        let win = match (self.win, self.unsure) {
            (None, None) => "-".to_owned(),
            (None, Some(side)) => format!("~{}", side.name()),
            (Some(win), _) => match win.moves {
                Some(n) => format!("{}:{n}", win.winner.name()),
                None => format!("{}:?", win.winner.name()),
            },
        };
        let permille = (self.black_chance * 1000.0).round() as u32;
        format!(
            " {permille} {win} {} {} {}",
            points_text(&self.line, size),
            self.depth,
            self.nodes
        )
    }

    fn read<'a>(
        words: &mut impl Iterator<Item = &'a str>,
        size: usize,
    ) -> Result<Eval, MessageError> {
        let permille: u32 = number(field(words, "chance")?, "chance")?;
        if permille > 1000 {
            return Err(MessageError(format!("chance {permille} is over 1000")));
        }
        let side = |name: &str| match name {
            "black" => Ok(Stone::Black),
            "white" => Ok(Stone::White),
            _ => Err(MessageError(format!("bad winner `{name}`"))),
        };
        let (win, unsure) = match field(words, "win")? {
            "-" => (None, None),
            text if text.starts_with('~') => (None, Some(side(&text[1..])?)),
            text => {
                let (winner, moves) = text
                    .split_once(':')
                    .ok_or_else(|| MessageError(format!("bad win `{text}`")))?;
                let winner = side(winner)?;
                let moves = match moves {
                    "?" => None,
                    n => Some(number(n, "moves")?),
                };
                (Some(ForcedWin { winner, moves }), None)
            }
        };
        let line = read_points(field(words, "line")?, size)?;
        let depth = words.next().map_or(Ok(0), |w| number(w, "depth"))?;
        let nodes = words.next().map_or(Ok(0), |w| number(w, "nodes"))?;
        Ok(Eval {
            black_chance: permille as f32 / 1000.0,
            win,
            unsure,
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
    /// The mark it may deserve where the engine cannot tell (see
    /// [`MoveReview::unsure`]).
    pub unsure: Option<Mark>,
    /// The engine's move in its place, for a marked move.
    pub better: Option<Pos>,
    /// The forced line that explains the mark (see [`MoveReview::line`]).
    pub line: Vec<Pos>,
    /// The position after the move.
    pub after: Eval,
}

impl Reviewed {
    /// What the page needs of `review`.
    pub fn of(review: &MoveReview) -> Reviewed {
        Reviewed {
            ply: review.ply,
            mark: review.mark,
            unsure: review.unsure,
            better: review.better,
            line: review.line.clone(),
            after: Eval::of(&review.after),
        }
    }

    /// The words of a `reviewed` reply after its id; the mark is its name, its name and
    /// `?` where the engine cannot tell, or `-`.
    fn words(&self, size: usize) -> String {
        let mark = match (self.mark, self.unsure) {
            (Some(mark), _) => mark.name().to_owned(),
            (None, Some(mark)) => format!("{}?", mark.name()),
            (None, None) => "-".to_owned(),
        };
        format!(
            " {} {mark} {} {}{}",
            self.ply,
            points_text(&self.better.into_iter().collect::<Vec<_>>(), size),
            points_text(&self.line, size),
            self.after.words(size)
        )
    }

    fn read(words: &str, size: usize) -> Result<Reviewed, MessageError> {
        let words = &mut words.split(' ');
        let ply = number(field(words, "ply")?, "ply")?;
        let (mark, unsure) = match field(words, "mark")? {
            "-" => (None, None),
            word => {
                let name = word.strip_suffix('?').unwrap_or(word);
                let mark = Mark::ALL
                    .into_iter()
                    .find(|m| m.name() == name)
                    .ok_or_else(|| MessageError(format!("unknown mark `{word}`")))?;
                if name == word {
                    (Some(mark), None)
                } else {
                    (None, Some(mark))
                }
            }
        };
        let better = read_points(field(words, "better")?, size)?.first().copied();
        let line = read_points(field(words, "line")?, size)?;
        let after = Eval::read(words, size)?;
        Ok(Reviewed {
            ply,
            mark,
            unsure,
            better,
            line,
            after,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobang_engine::ai::solver::Kind;
    use gobang_engine::opening::OpeningRule;

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col).unwrap()
    }

    fn think() -> ThinkJob {
        ThinkJob {
            level: Level::Grandmaster,
            size: 19,
            rule: Rule::Renju,
            millis: 1000,
            seed: 31337,
            setup: Vec::new(),
            moves: vec![p(9, 9), p(8, 10), p(0, 18)],
        }
    }

    fn eval() -> Eval {
        Eval {
            black_chance: 0.637,
            win: Some(ForcedWin {
                winner: Stone::White,
                moves: None,
            }),
            unsure: None,
            line: vec![p(9, 9), p(0, 0)],
            depth: 9,
            nodes: 400_000,
        }
    }

    /// A request of every kind, and how it is written with id 9.
    fn every_request() -> Vec<(Request, &'static str)> {
        let game = Game::from_record("j10 k11 k10", 19).unwrap();
        let study = StudiedGame::of(&game, 5000);
        let solver = SolverJob::of(&game, Kind::Vct, 1000);
        vec![
            (
                Request::Think(think()),
                "think 9 grandmaster 19 renju 1000 31337 j10 k11 s19",
            ),
            (
                Request::Analyse(study.clone()),
                "analyse 9 19 freestyle 5000 j10 k11 k10",
            ),
            (
                Request::Review(study),
                "review 9 19 freestyle 5000 j10 k11 k10",
            ),
            (Request::Stop, "stop 9"),
            (
                Request::Opening(OpeningJob {
                    level: Level::Easy,
                    seed: 42,
                    size: 15,
                    rule: Rule::Freestyle,
                    opening: OpeningRule::Swap2,
                    steps: "h8,h9,i9".into(),
                }),
                "opening 9 easy 42 15 freestyle swap2 h8,h9,i9",
            ),
            (
                Request::Defend(solver.clone()),
                "defend 9 19 freestyle vct 1000 j10 k11 k10",
            ),
            (
                Request::Solve(solver),
                "solve 9 19 freestyle vct 1000 j10 k11 k10",
            ),
            (
                Request::Mine(MineJob::of(&game).unwrap()),
                "mine 9 19 freestyle j10,k11,k10",
            ),
            (
                Request::Bench {
                    depth: 8,
                    network: false,
                },
                "bench 9 8",
            ),
            (
                Request::Bench {
                    depth: 8,
                    network: true,
                },
                "bench 9 8 net",
            ),
        ]
    }

    #[test]
    fn every_request_reads_back_as_written_with_its_id() {
        for (request, text) in every_request() {
            assert_eq!(request.encode(9), text);
            assert_eq!(Request::decode(text), Ok((9, request)), "{text}");
        }
        for level in Level::ALL {
            let request = Request::Think(ThinkJob { level, ..think() });
            assert_eq!(Request::decode(&request.encode(1)), Ok((1, request)));
        }
    }

    /// A reply of every kind, and how it is written with id 3 on a 19×19 board.
    fn every_reply() -> Vec<(Reply, String)> {
        let puzzle: Puzzle = "A1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1 h11,a3,h12"
            .parse()
            .unwrap();
        let reviewed = Reviewed {
            ply: 12,
            mark: Some(Mark::Blunder),
            unsure: None,
            better: Some(p(5, 5)),
            line: vec![p(1, 1), p(2, 2), p(3, 3)],
            after: eval(),
        };
        let unsure = Reviewed {
            mark: None,
            unsure: Some(Mark::MissedWin),
            after: Eval {
                win: None,
                unsure: Some(Stone::Black),
                ..eval()
            },
            ..reviewed.clone()
        };
        vec![
            (
                Reply::Move {
                    best: p(18, 0),
                    nodes: 12345,
                    depth: 6,
                    reason: HintReason::BlocksOpenThree(Stone::White),
                },
                "move 3 a1 12345 6 blocks-open-three-white".into(),
            ),
            (
                Reply::Analysis(eval()),
                "analysis 3 637 white:? j10,a19 9 400000".into(),
            ),
            (
                Reply::Reviewed(reviewed),
                "reviewed 3 12 blunder f14 b18,c17,d16 637 white:? j10,a19 9 400000".into(),
            ),
            (
                Reply::Reviewed(unsure),
                "reviewed 3 12 missed-win? f14 b18,c17,d16 637 ~black j10,a19 9 400000".into(),
            ),
            (Reply::Done, "done 3".into()),
            (
                Reply::Opened(vec![Action::Stone(p(9, 9)), Action::Offer(p(9, 10))]),
                "opened 3 j10,k10/".into(),
            ),
            (Reply::Defended(None), "defended 3 none".into()),
            (
                Reply::Defended(Some(Defence::Holds { reply: p(9, 9) })),
                "defended 3 holds j10".into(),
            ),
            (
                Reply::Defended(Some(Defence::Unknown { reply: p(9, 9) })),
                "defended 3 unknown j10".into(),
            ),
            (
                Reply::Defended(Some(Defence::Loses {
                    reply: p(9, 9),
                    line: vec![p(9, 10), p(9, 11)],
                })),
                "defended 3 wins j10 k10,l10".into(),
            ),
            (
                Reply::Solved(Proof::ProvedWin {
                    line: vec![p(9, 9)],
                }),
                "solved 3 win j10".into(),
            ),
            (Reply::Solved(Proof::Disproved), "solved 3 disproved".into()),
            (Reply::Solved(Proof::Unknown), "solved 3 unknown".into()),
            (Reply::Mined(Vec::new()), "mined 3 0".into()),
            (
                Reply::Mined(vec![puzzle.clone(), puzzle]),
                format!(
                    "mined 3 2 {0}|{0}",
                    "A1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1 h11,a3,h12"
                ),
            ),
            (
                Reply::Bench {
                    nodes: 81234,
                    micros: 412_500,
                },
                "bench 3 81234 412500".into(),
            ),
            (
                Reply::Error("move j10: row 9, column 9 already holds a stone".into()),
                "error 3 move j10: row 9, column 9 already holds a stone".into(),
            ),
        ]
    }

    #[test]
    fn every_reply_reads_back_as_written_with_the_id_it_answers() {
        for (reply, text) in every_reply() {
            assert_eq!(reply.encode(3, 19), text);
            assert_eq!(Reply::decode(&text, 19), Ok((3, reply)), "{text}");
            assert_eq!(message_id(&text), Some(3));
        }
        let start = Reviewed {
            ply: 1,
            mark: None,
            unsure: None,
            better: None,
            line: Vec::new(),
            after: Eval {
                black_chance: 1.0,
                win: Some(ForcedWin {
                    winner: Stone::Black,
                    moves: Some(3),
                }),
                unsure: None,
                line: Vec::new(),
                depth: 0,
                nodes: 0,
            },
        };
        let text = Reply::Reviewed(start.clone()).encode(3, 19);
        assert_eq!(text, "reviewed 3 1 - - - 1000 black:3 - 0 0");
        assert_eq!(Reply::decode(&text, 19), Ok((3, Reply::Reviewed(start))));
        // The depth and the nodes may be left off.
        let short = Reply::decode("analysis 1 500 - j10", 19).unwrap();
        assert!(matches!(
            short,
            (
                1,
                Reply::Analysis(Eval {
                    depth: 0,
                    nodes: 0,
                    ..
                })
            )
        ));
    }

    #[test]
    fn only_the_rounds_of_an_analysis_and_the_moves_of_a_review_leave_a_request_open() {
        for (reply, text) in every_reply() {
            let streams = text.starts_with("analysis ") || text.starts_with("reviewed ");
            assert_eq!(reply.is_final(), !streams, "{text}");
        }
    }

    #[test]
    fn each_request_reads_the_replies_it_can_get_and_errors_and_refuses_the_others() {
        let gets = |request: &Request| -> &[&str] {
            match request {
                Request::Think(_) => &["move"],
                Request::Analyse(_) => &["analysis", "done"],
                Request::Review(_) => &["reviewed", "done"],
                Request::Stop => &[],
                Request::Opening(_) => &["opened"],
                Request::Defend(_) => &["defended"],
                Request::Solve(_) => &["solved"],
                Request::Mine(_) => &["mined"],
                Request::Bench { .. } => &["bench"],
            }
        };
        for (request, asked) in every_request() {
            let read = request.reader();
            for (reply, text) in every_reply() {
                let word = text.split(' ').next().unwrap_or_default();
                let expected = word == "error" || gets(&request).contains(&word);
                match read(&text, 19) {
                    Ok(got) => assert!(expected && got == (3, reply), "{asked}: {text}"),
                    Err(e) => assert!(!expected && e.0.contains("unexpected reply"), "{e}"),
                }
            }
        }
    }

    #[test]
    fn a_request_says_the_board_its_replies_are_read_for() {
        let sizes: Vec<usize> = every_request().iter().map(|(r, _)| r.size()).collect();
        assert_eq!(sizes, [19, 19, 19, 0, 15, 19, 19, 19, 0, 0]);
    }

    /// The part of each refusal's message that says what is wrong.
    fn refused_request(text: &str) -> String {
        Request::decode(text).unwrap_err().to_string()
    }

    #[test]
    fn every_kind_of_bad_request_is_refused_with_its_part() {
        for (text, expected) in [
            ("", "missing id"),
            ("think", "missing id"),
            ("hello 1 2", "unknown request `hello`"),
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
            ("analyse x 19 freestyle 10", "id `x`"),
            ("analyse 1 19 freestyle", "missing nodes"),
            ("review 1 19 chess 10", "unknown rule"),
            ("review 1 19 freestyle 10 red=j10", "not a move: `red=j10`"),
            ("stop", "missing id"),
            ("stop 4 5", "more than an id: `5`"),
            ("opening 1 easy 42 15 freestyle swap9 -", "swap9"),
            ("opening 1 easy 42 15", "missing rule"),
            (
                "opening 1 easy 42 15 freestyle swap2 - more",
                "more than the steps",
            ),
            ("defend 1 nineteen freestyle vcf 10", "size `nineteen`"),
            ("solve 1 19 freestyle vcx 10", "vcx"),
            ("mine 1 19 renju j10 k11", "more than a record"),
            ("bench 1", "depth ``"),
            ("bench 1 deep", "depth `deep`"),
            ("bench 1 8 fast", "more than a depth: `fast`"),
        ] {
            let error = refused_request(text);
            assert!(error.contains(expected), "{text}: {error}");
        }
    }

    #[test]
    fn every_kind_of_bad_reply_is_refused_with_its_part() {
        for (text, expected) in [
            ("", "missing id"),
            ("shrug 1", "unexpected reply `shrug`"),
            ("move x j10 100 3 four", "id `x`"),
            ("move 1 j10 x 3 four", "nodes `x`"),
            ("move 1 j10 100 3", "missing reason"),
            ("move 1 j10 100 3 luck", "unknown reason `luck`"),
            ("analysis 1 1200 - -", "over 1000"),
            ("analysis 1 500 green:3 -", "bad winner"),
            ("analysis 1 500 black -", "bad win"),
            ("analysis 1 500 - - deep", "depth `deep`"),
            ("reviewed 1 3 awful - - 500 - -", "unknown mark `awful`"),
            ("reviewed 1 3 awful? - - 500 - -", "unknown mark `awful?`"),
            ("analysis 1 500 ~green -", "bad winner `green`"),
            ("reviewed 1 3 - - z99 500 - -", "unknown coordinate `z99`"),
            ("opened 1 j10,q99", "unreadable actions"),
            ("defended 1 maybe", "not a defence"),
            ("solved 1 j10,t9", "t9"),
            ("mined 1 two", "count `two`"),
            ("bench 1 100", "missing time"),
            ("bench 1 100 soon", "time `soon`"),
        ] {
            let error = Reply::decode(text, 19).unwrap_err().to_string();
            assert!(error.contains(expected), "{text}: {error}");
        }
        // The id of a reply that cannot be read still routes its error.
        assert_eq!(message_id("move 7 nonsense"), Some(7));
        assert_eq!(message_id("ready"), None);
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
    fn a_request_carries_an_edited_position() {
        let (_, request) =
            Request::decode("think 1 hard 15 freestyle 100 0 black=h8,i9 white=h9 j10").unwrap();
        let Request::Think(job) = request.clone() else {
            panic!("not a think: {request:?}");
        };
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
        assert_eq!(Request::decode(&request.encode(1)), Ok((1, request)));
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
        ] {
            let err = match Request::decode(text) {
                Ok((_, Request::Think(job))) => job.game().unwrap_err(),
                Ok(other) => panic!("{text}: {other:?}"),
                Err(refused) => refused,
            };
            assert!(err.to_string().contains(expected), "{text}: {err}");
        }
    }

    #[test]
    fn a_request_with_an_illegal_move_has_no_game() {
        let game = |text: &str| match Request::decode(text) {
            Ok((_, Request::Think(job))) => job.game(),
            Ok((_, Request::Analyse(study))) => study.game(),
            other => panic!("{text}: {other:?}"),
        };
        let err = game("think 1 hard 19 freestyle 100 0 j10 j10").unwrap_err();
        assert!(err.to_string().contains("already holds a stone"), "{err}");
        assert!(game("analyse 1 3 freestyle 100").is_err());
        let err = game("think 1 hard 15 renju 100 0 h9 a1 h10 c1 i8 e1 j8 g1 h8").unwrap_err();
        assert!(err.to_string().contains("forbidden to black"), "{err}");
    }
}
