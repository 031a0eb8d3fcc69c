//! What the puzzle page and the search worker say to each other: one line of text each
//! way, like the moves (`src/worker/protocol.rs`, whose position words and errors these
//! share).
//!
//! - the defender's reply to the person's move: the page asks
//!   `defend <id> <size> <rule> <kind> <nodes> <position…>` (the position after the
//!   attacker's move, as in a `think` job) and the worker answers with
//!   [`gobang_engine::ai::solver::answer`]: `defended <id> wins <reply> <line>` (the win
//!   still stands: the defence that resists longest and the attacker's win after it, points
//!   joined by commas), `defended <id> holds <reply>` (the defence that holds), or
//!   `defended <id> none` (the game is over, or the defender has no move);
//! - whether the side to move wins by force (the lessons' check of a defence, the
//!   opponent to move after it): the page asks `solve` with the same words as `defend`,
//!   and the worker answers with [`gobang_engine::ai::solver::solve`]:
//!   `solved <id> <line>` (the win's points joined by commas, `-` for none found);
//! - the wins missed in a finished game: the page asks `mine <id> <size> <rule> <record>`
//!   (the game's moves joined by commas, `-` for none) and the worker answers with
//!   [`gobang_engine::puzzle::mine`]: `mined <id> <n>` and, when `n` is not 0, a space and
//!   the `n` puzzles' lines in the set's format (see [`gobang_engine::puzzle`]) joined by
//!   `|` (a puzzle line has no `|`), so that the answer stays one line;
//! - either job, when it cannot be done: `error <id> <message>` (id 0 when the request
//!   could not be read at all).
//!
//! Mining runs the solver on every position of the game (see [`MINE_NODES`]), seconds for a
//! long game: the page sends it to a worker of its own, never the one that answers moves.

use gobang_engine::ai::solver::{self, Answer, Kind};
pub use gobang_engine::puzzle::MINE_NODES;
use gobang_engine::puzzle::{self, Puzzle};
use gobang_engine::{Game, Pos, Rule, Stone};

use super::protocol::{
    MessageError, field, game_of, number, points_text, position_words, read_points, read_position,
};

/// The start of a request for the defender's reply, and of its answer.
pub const DEFEND: &str = "defend";
/// The start of the answer to [`DEFEND`].
pub const DEFENDED: &str = "defended";
/// The start of a request for the side to move's forced win, and of its answer.
pub const SOLVE: &str = "solve";
/// The start of the answer to [`SOLVE`].
pub const SOLVED: &str = "solved";
/// The start of a request to mine a game for puzzles.
pub const MINE: &str = "mine";
/// The start of the answer to [`MINE`].
pub const MINED: &str = "mined";
/// The start of an answer that says why a job could not be done.
pub const ERROR: &str = "error";

/// The search the defender's reply gets: enough to prove the wins of the shipped puzzles
/// again after each attacking move.
pub const DEFEND_NODES: u64 = 200_000;

/// A request for the defender's reply in a puzzle, or (`solve`) for the forced win of the
/// side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefendJob {
    /// Matches the answer to the request.
    pub id: u32,
    /// A `solve` request: the side to move's win, not a defender's reply.
    pub solve: bool,
    /// The board's side.
    pub size: usize,
    /// The rules.
    pub rule: Rule,
    /// The threats the attacker's win may use.
    pub kind: Kind,
    /// The search's budget.
    pub nodes: u64,
    /// The stones of an edited position the game began from (none for a puzzle).
    pub setup: Vec<(Pos, Stone)>,
    /// The moves, the attacker's last: the defender is to move.
    pub moves: Vec<Pos>,
}

impl DefendJob {
    /// The defender's reply in `game` (the defender to move) to a win of `kind`, searched
    /// with `nodes` (the id is set when the job is sent).
    pub fn of(game: &Game, kind: Kind, nodes: u64) -> DefendJob {
        DefendJob {
            id: 0,
            solve: false,
            size: game.board().size(),
            rule: game.rule(),
            kind,
            nodes,
            setup: game.setup().to_vec(),
            moves: game.moves().to_vec(),
        }
    }

    /// The request as one line.
    pub fn encode(&self) -> String {
        let head = format!(
            "{} {} {} {} {} {}",
            if self.solve { SOLVE } else { DEFEND },
            self.id,
            self.size,
            self.rule,
            self.kind,
            self.nodes
        );
        head + &position_words(self.size, &self.setup, &self.moves)
    }

    /// Reads a request.
    ///
    /// # Errors
    /// [`MessageError`] naming the part that is wrong.
    pub fn decode(text: &str) -> Result<DefendJob, MessageError> {
        let mut words = text.split(' ');
        let solve = match field(&mut words, "kind")? {
            DEFEND => false,
            SOLVE => true,
            _ => return Err(MessageError(format!("not a defence request: `{text}`"))),
        };
        let id = number(field(&mut words, "id")?, "id")?;
        let size = number(field(&mut words, "size")?, "size")?;
        let rule = field(&mut words, "rule")?
            .parse()
            .map_err(|e| MessageError(format!("{e}")))?;
        let kind = field(&mut words, "kind of win")?
            .parse()
            .map_err(|e| MessageError(format!("{e}")))?;
        let nodes = number(field(&mut words, "nodes")?, "nodes")?;
        let (setup, moves) = read_position(words, size)?;
        Ok(DefendJob {
            id,
            solve,
            size,
            rule,
            kind,
            nodes,
            setup,
            moves,
        })
    }

    /// The worker's answer: the solver's reply, or why there is none.
    pub fn answer(&self) -> PuzzleReply {
        match game_of(self.size, self.rule, &self.setup, &self.moves) {
            Ok(game) if self.solve => {
                PuzzleReply::Solved(self.id, solver::solve(&game, self.kind, self.nodes))
            }
            Ok(game) => {
                PuzzleReply::Defended(self.id, solver::answer(&game, self.kind, self.nodes))
            }
            Err(e) => PuzzleReply::Error(self.id, e.to_string()),
        }
    }
}

/// A request for the wins missed in a played game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MineJob {
    /// Matches the answer to the request.
    pub id: u32,
    /// The board's side.
    pub size: usize,
    /// The rules.
    pub rule: Rule,
    /// The game's moves, from an empty board.
    pub moves: Vec<Pos>,
}

impl MineJob {
    /// The job for `game` (the id is set when it is sent); `None` for a game from an edited
    /// position, whose positions are not a record's and make no puzzles.
    pub fn of(game: &Game) -> Option<MineJob> {
        game.setup().is_empty().then(|| MineJob {
            id: 0,
            size: game.board().size(),
            rule: game.rule(),
            moves: game.moves().to_vec(),
        })
    }

    /// The request as one line.
    pub fn encode(&self) -> String {
        format!(
            "{MINE} {} {} {} {}",
            self.id,
            self.size,
            self.rule,
            points_text(&self.moves, self.size)
        )
    }

    /// Reads a request.
    ///
    /// # Errors
    /// [`MessageError`] naming the part that is wrong.
    pub fn decode(text: &str) -> Result<MineJob, MessageError> {
        let mut words = text.split(' ');
        if field(&mut words, "kind")? != MINE {
            return Err(MessageError(format!("not a mining request: `{text}`")));
        }
        let id = number(field(&mut words, "id")?, "id")?;
        let size = number(field(&mut words, "size")?, "size")?;
        let rule = field(&mut words, "rule")?
            .parse()
            .map_err(|e| MessageError(format!("{e}")))?;
        let moves = read_points(field(&mut words, "record")?, size)?;
        if let Some(extra) = words.next() {
            return Err(MessageError(format!("more than a record: `{extra}`")));
        }
        Ok(MineJob {
            id,
            size,
            rule,
            moves,
        })
    }

    /// The worker's answer: the puzzles of the game's missed wins, or why there are none.
    pub fn answer(&self) -> PuzzleReply {
        match game_of(self.size, self.rule, &[], &self.moves) {
            Ok(game) => PuzzleReply::Mined(self.id, puzzle::mine(&game)),
            Err(e) => PuzzleReply::Error(self.id, e.to_string()),
        }
    }
}

/// What the worker answers a puzzle job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleReply {
    /// The defender's reply to job `id`, `None` when there is none to make.
    Defended(u32, Option<Answer>),
    /// The side to move's forced win in job `id`'s position, `None` when none is found.
    Solved(u32, Option<Vec<Pos>>),
    /// The puzzles mined from job `id`'s game.
    Mined(u32, Vec<Puzzle>),
    /// Job `id` could not be done, and why.
    Error(u32, String),
}

impl PuzzleReply {
    /// The id of the job answered.
    pub fn id(&self) -> u32 {
        match self {
            PuzzleReply::Defended(id, _)
            | PuzzleReply::Solved(id, _)
            | PuzzleReply::Mined(id, _)
            | PuzzleReply::Error(id, _) => *id,
        }
    }

    /// The answer as one line, for a board of side `size`.
    pub fn encode(&self, size: usize) -> String {
        match self {
            PuzzleReply::Defended(id, None) => format!("{DEFENDED} {id} none"),
            PuzzleReply::Defended(id, Some(Answer::Holds { reply })) => {
                format!("{DEFENDED} {id} holds {}", reply.display(size))
            }
            PuzzleReply::Defended(id, Some(Answer::Wins { reply, line })) => format!(
                "{DEFENDED} {id} wins {} {}",
                reply.display(size),
                points_text(line, size)
            ),
            PuzzleReply::Solved(id, win) => {
                format!(
                    "{SOLVED} {id} {}",
                    points_text(win.as_deref().unwrap_or(&[]), size)
                )
            }
            PuzzleReply::Mined(id, puzzles) if puzzles.is_empty() => format!("{MINED} {id} 0"),
            PuzzleReply::Mined(id, puzzles) => {
                let lines: Vec<String> = puzzles.iter().map(Puzzle::line).collect();
                format!("{MINED} {id} {} {}", puzzles.len(), lines.join("|"))
            }
            PuzzleReply::Error(id, message) => format!("{ERROR} {id} {message}"),
        }
    }

    /// Reads an answer on a board of side `size`.
    ///
    /// # Errors
    /// [`MessageError`] naming the part that is wrong.
    pub fn decode(text: &str, size: usize) -> Result<PuzzleReply, MessageError> {
        let mut words = text.splitn(3, ' ');
        let kind = field(&mut words, "kind")?;
        let id = number(field(&mut words, "id")?, "id")?;
        let rest = words.next().unwrap_or("");
        match kind {
            DEFENDED => Ok(PuzzleReply::Defended(id, read_defence(rest, size)?)),
            SOLVED => {
                let win = read_points(rest, size)?;
                Ok(PuzzleReply::Solved(id, (!win.is_empty()).then_some(win)))
            }
            MINED => Ok(PuzzleReply::Mined(id, read_mined(rest)?)),
            ERROR => Ok(PuzzleReply::Error(id, rest.to_owned())),
            _ => Err(MessageError(format!("not a puzzle answer: `{text}`"))),
        }
    }
}

/// The words of a `defended` answer after its id.
fn read_defence(text: &str, size: usize) -> Result<Option<Answer>, MessageError> {
    let words: Vec<&str> = text.split(' ').collect();
    let point = |word: &str| Pos::parse(word, size).map_err(|e| MessageError(e.to_string()));
    match words[..] {
        ["none"] => Ok(None),
        ["holds", reply] => Ok(Some(Answer::Holds {
            reply: point(reply)?,
        })),
        ["wins", reply, line] => {
            let line = read_points(line, size)?;
            if line.is_empty() {
                return Err(MessageError("a win with no moves".into()));
            }
            Ok(Some(Answer::Wins {
                reply: point(reply)?,
                line,
            }))
        }
        _ => Err(MessageError(format!("not a defence: `{text}`"))),
    }
}

/// The words of a `mined` answer after its id: the count, then the puzzles' lines.
fn read_mined(text: &str) -> Result<Vec<Puzzle>, MessageError> {
    let (count, lines) = text.split_once(' ').unwrap_or((text, ""));
    let count: usize = number(count, "count")?;
    let puzzles = lines
        .split('|')
        .filter(|line| !line.is_empty())
        .map(|line| {
            line.parse::<Puzzle>()
                .map_err(|e| MessageError(format!("puzzle `{line}`: {e}")))
        })
        .collect::<Result<Vec<Puzzle>, MessageError>>()?;
    if puzzles.len() != count {
        return Err(MessageError(format!(
            "{count} puzzles said, {} sent",
            puzzles.len()
        )));
    }
    Ok(puzzles)
}

/// The worker's answer to `text` when it is a puzzle job (`defend`, `solve` or `mine`), `None` for
/// any other message. A puzzle job that cannot be read is answered with an error.
pub fn serve(text: &str) -> Option<String> {
    let mut words = text.split(' ');
    let kind = words.next()?;
    // The id, if it can be read, so that the page hears which job went wrong.
    let id = words.next().and_then(|id| id.parse().ok()).unwrap_or(0);
    let refused = |e: MessageError| (PuzzleReply::Error(id, e.to_string()), 0);
    let (reply, size) = match kind {
        DEFEND | SOLVE => {
            DefendJob::decode(text).map_or_else(refused, |job| (job.answer(), job.size))
        }
        MINE => MineJob::decode(text).map_or_else(refused, |job| (job.answer(), job.size)),
        _ => return None,
    };
    Some(reply.encode(size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobang_engine::GameStatus;

    /// A 19x19 game between two people in which black, after eight moves, has a double
    /// three to make (l10: j10 k10 on row 10, l12 l13 on column l) and plays a19 instead;
    /// white blocks the column and makes five on row 9. Black has no win before the miss,
    /// nor white a four to answer threes with. What the end-to-end test plays on the page.
    const MISSED: &str = "j10,k11,k10,k9,l12,m13,l13,j9,a19,l9,f19,m9,o19,n9";

    fn game(record: &str) -> Game {
        Game::from_record(record, 19).unwrap()
    }

    /// Black to move wins by fours: a three on row 10 and two on column n (the solver's
    /// own example).
    const FOURS: &str = "j10 a1 k10 a3 l10 a5 n11 a7 n12 a9";

    #[test]
    fn a_defence_request_reads_back_as_written() {
        let job = DefendJob {
            id: 12,
            ..DefendJob::of(&game("j10 k11 s19"), Kind::Vct, 5_000)
        };
        assert_eq!(job.encode(), "defend 12 19 freestyle vct 5000 j10 k11 s19");
        assert_eq!(DefendJob::decode(&job.encode()), Ok(job));
        let edited = DefendJob {
            setup: vec![
                (Pos::parse("h8", 15).unwrap(), Stone::Black),
                (Pos::parse("h9", 15).unwrap(), Stone::White),
            ],
            moves: vec![Pos::parse("a1", 15).unwrap()],
            solve: false,
            size: 15,
            rule: Rule::Renju,
            kind: Kind::Vcf,
            id: 3,
            nodes: 1,
        };
        assert_eq!(
            edited.encode(),
            "defend 3 15 renju vcf 1 black=h8 white=h9 a1"
        );
        assert_eq!(DefendJob::decode(&edited.encode()), Ok(edited));
    }

    #[test]
    fn a_solve_request_answers_the_side_to_moves_win_or_none() {
        let four = DefendJob {
            id: 9,
            solve: true,
            ..DefendJob::of(&game("h8 a1 i8 a2 j8 a3 k8 a5"), Kind::Vct, 1_000)
        };
        assert!(four.encode().starts_with("solve 9 19 freestyle vct 1000 "));
        assert_eq!(DefendJob::decode(&four.encode()), Ok(four.clone()));
        let answer = serve(&four.encode()).unwrap();
        assert!(
            answer == "solved 9 g8" || answer == "solved 9 l8",
            "{answer}"
        );
        assert_eq!(
            PuzzleReply::decode(&answer, 19),
            Ok(PuzzleReply::Solved(
                9,
                Some(vec![Pos::parse(&answer[9..], 19).unwrap()])
            ))
        );
        let quiet = DefendJob {
            moves: four.moves[..2].to_vec(),
            ..four
        };
        assert_eq!(serve(&quiet.encode()).as_deref(), Some("solved 9 -"));
        assert_eq!(
            PuzzleReply::decode("solved 9 -", 19),
            Ok(PuzzleReply::Solved(9, None))
        );
    }

    #[test]
    fn every_kind_of_bad_defence_request_is_refused_with_its_part() {
        let refused = |text: &str| DefendJob::decode(text).unwrap_err().0;
        assert!(refused("mine 1 19 freestyle -").contains("not a defence request"));
        assert!(refused("").contains("not a defence request"));
        assert!(refused("defend").contains("missing id"));
        assert!(refused("defend x 19 freestyle vcf 10 j10").contains("id `x`"));
        assert!(refused("defend 1").contains("missing size"));
        assert!(refused("defend 1 nineteen freestyle vcf 10").contains("size `nineteen`"));
        assert!(refused("defend 1 19 gomoku vcf 10").contains("gomoku"));
        assert!(refused("defend 1 19 freestyle vcx 10").contains("vcx"));
        assert!(refused("defend 1 19 freestyle vcf").contains("missing nodes"));
        assert!(refused("defend 1 19 freestyle vcf -5 j10").contains("nodes `-5`"));
        assert!(refused("defend 1 19 freestyle vcf 10 j10 z99").contains("z99"));
        assert!(refused("defend 1 19 freestyle vcf 10 red=j10").contains("red=j10"));
    }

    #[test]
    fn the_defender_answers_a_win_that_still_stands_with_its_longest_defence() {
        let start = game(FOURS);
        let line = solver::solve(&start, Kind::Vcf, DEFEND_NODES).unwrap();
        let mut attacked = start.clone();
        attacked.play(line[0]);
        let job = DefendJob {
            id: 4,
            ..DefendJob::of(&attacked, Kind::Vcf, DEFEND_NODES)
        };
        let reply = job.answer();
        let PuzzleReply::Defended(
            4,
            Some(Answer::Wins {
                reply: defence,
                line: win,
            }),
        ) = &reply
        else {
            panic!("the win stands: {reply:?}");
        };
        // The reply and the win after it end in black's five.
        attacked.play(*defence);
        for &pos in win {
            attacked.play(pos);
        }
        assert!(matches!(
            attacked.status(),
            GameStatus::Won {
                winner: Stone::Black,
                ..
            }
        ));
        let text = reply.encode(19);
        assert!(text.starts_with("defended 4 wins "), "{text}");
        assert_eq!(PuzzleReply::decode(&text, 19), Ok(reply));
    }

    #[test]
    fn a_move_that_lets_the_win_go_is_answered_by_a_defence_that_holds() {
        let mut wasted = game(FOURS);
        wasted.play(Pos::parse("s1", 19).unwrap());
        let reply = DefendJob::of(&wasted, Kind::Vcf, DEFEND_NODES).answer();
        assert!(
            matches!(reply, PuzzleReply::Defended(0, Some(Answer::Holds { .. }))),
            "{reply:?}"
        );
        let text = reply.encode(19);
        assert!(text.starts_with("defended 0 holds "), "{text}");
        assert_eq!(PuzzleReply::decode(&text, 19), Ok(reply));
        // A finished game has no defence to make.
        let over = DefendJob::of(&game(MISSED), Kind::Vct, 100).answer();
        assert_eq!(over, PuzzleReply::Defended(0, None));
        assert_eq!(over.encode(19), "defended 0 none");
        assert_eq!(PuzzleReply::decode("defended 0 none", 19), Ok(over));
    }

    #[test]
    fn an_impossible_position_is_answered_with_an_error() {
        let reply = serve("defend 9 19 freestyle vcf 10 j10 j10").unwrap();
        assert!(
            reply.starts_with("error 9 ") && reply.contains("move j10"),
            "{reply}"
        );
        let reply = serve("defend 9 99 freestyle vcf 10 j10").unwrap();
        assert!(reply.starts_with("error 9 "), "{reply}");
        let reply = serve("mine 5 19 freestyle j10,j10").unwrap();
        assert!(
            reply.starts_with("error 5 ") && reply.contains("move j10"),
            "{reply}"
        );
    }

    #[test]
    fn a_mining_request_reads_back_as_written() {
        let job = MineJob {
            id: 8,
            ..MineJob::of(&game("j10 k11")).unwrap()
        };
        assert_eq!(job.encode(), "mine 8 19 freestyle j10,k11");
        assert_eq!(MineJob::decode(&job.encode()), Ok(job));
        let empty = MineJob::of(&Game::with_rule(15, Rule::Standard).unwrap()).unwrap();
        assert_eq!(empty.encode(), "mine 0 15 standard -");
        assert_eq!(MineJob::decode(&empty.encode()), Ok(empty));
        // A game from an edited position has no record to mine.
        let mut board = gobang_engine::Board::new(15).unwrap();
        board.place(Pos::parse("h8", 15).unwrap(), Stone::Black);
        let edited = Game::from_position(board, Stone::White, Rule::Freestyle).unwrap();
        assert_eq!(MineJob::of(&edited), None);
    }

    #[test]
    fn every_kind_of_bad_mining_request_is_refused_with_its_part() {
        let refused = |text: &str| MineJob::decode(text).unwrap_err().0;
        assert!(refused("defend 1 19 freestyle vcf 1").contains("not a mining request"));
        assert!(refused("mine").contains("missing id"));
        assert!(refused("mine 1.5 19 freestyle -").contains("id `1.5`"));
        assert!(refused("mine 1 19").contains("missing rule"));
        assert!(refused("mine 1 19 renju").contains("missing record"));
        assert!(refused("mine 1 19 renju j10,t1").contains("t1"));
        assert!(refused("mine 1 19 renju j10 k11").contains("more than a record"));
    }

    #[test]
    fn a_missed_win_is_mined_as_the_position_before_the_miss() {
        let reply = serve(&MineJob::of(&game(MISSED)).unwrap().encode()).unwrap();
        let Ok(PuzzleReply::Mined(0, puzzles)) = PuzzleReply::decode(&reply, 19) else {
            panic!("not mined: {reply}");
        };
        let before: Vec<Pos> = game(MISSED).moves()[..8].to_vec();
        let missed = puzzles.iter().find(|p| p.position == before);
        let missed = missed.unwrap_or_else(|| panic!("the position before a19: {reply}"));
        assert_eq!(missed.attacker(), Stone::Black);
        assert_eq!(missed.kind, Kind::Vct);
        // The only win missed: white kept its own.
        assert_eq!(puzzles.len(), 1, "{reply}");
        assert!(reply.starts_with(&format!("mined 0 {} m", puzzles.len())));
        // A game without a missed win has none.
        let none = MineJob::of(&game("j10 a1 k10 a2 l10 a3 m10 a4 n10")).unwrap();
        assert_eq!(none.answer(), PuzzleReply::Mined(0, Vec::new()));
        assert_eq!(none.answer().encode(19), "mined 0 0");
        assert_eq!(
            PuzzleReply::decode("mined 0 0", 19),
            Ok(PuzzleReply::Mined(0, Vec::new()))
        );
    }

    #[test]
    fn every_kind_of_bad_answer_is_refused() {
        let line = "A1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1 h11,a3,h12";
        let two = format!("mined 2 2 {line}|{}", line.replacen("A1", "A2", 1));
        assert!(
            matches!(PuzzleReply::decode(&two, 19), Ok(PuzzleReply::Mined(2, p)) if p.len() == 2)
        );
        let refused = |text: &str| PuzzleReply::decode(text, 19).unwrap_err().0;
        assert!(refused("").contains("missing"));
        assert!(refused("defended").contains("missing id"));
        assert!(refused("defended x none").contains("id `x`"));
        assert!(refused("defended 1").contains("not a defence"));
        assert!(refused("defended 1 maybe").contains("not a defence"));
        assert!(refused("defended 1 holds").contains("not a defence"));
        assert!(refused("defended 1 holds z1").contains("z1"));
        assert!(refused("defended 1 wins j10").contains("not a defence"));
        assert!(refused("defended 1 wins j10 -").contains("no moves"));
        assert!(refused("defended 1 wins j10 k10,t9").contains("t9"));
        assert!(refused("defended 1 none extra").contains("not a defence"));
        assert!(refused("mined 1").contains("count ``"));
        assert!(refused("mined 1 two").contains("count `two`"));
        assert!(refused(&format!("mined 1 2 {line}")).contains("2 puzzles said, 1 sent"));
        assert!(refused("mined 1 1 A1 freestyle 15 vcf 900 h8,h8 h9").contains("puzzle `A1"));
        assert!(refused("moved 1 j10").contains("not a puzzle answer"));
        assert_eq!(
            PuzzleReply::decode("error 3 the board is full", 19),
            Ok(PuzzleReply::Error(3, "the board is full".into()))
        );
    }

    #[test]
    fn the_worker_serves_puzzle_jobs_only_and_answers_a_bad_one_with_its_id() {
        assert_eq!(serve("think 1 easy 19 freestyle 100 1 j10"), None);
        assert_eq!(serve("opening 1 easy 42 15 freestyle swap2 -"), None);
        assert_eq!(serve(""), None);
        let reply = serve("defend 7 19 freestyle vcq 10 j10").unwrap();
        assert!(reply.starts_with("error 7 "), "{reply}");
        let reply = serve("mine seven").unwrap();
        assert!(reply.starts_with("error 0 "), "{reply}");
    }
}
