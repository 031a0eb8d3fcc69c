//! The words of the puzzles' requests and replies (the grammar is at the top of
//! [`super::protocol`]):
//!
//! - the defender's reply to the person's move: `defend <id> <size> <rule> <kind> <nodes>
//!   <position…>` (the position after the attacker's move, as in a `think` request),
//!   answered with [`gobang_engine::ai::solver::answer`]: `defended <id> wins <reply>
//!   <line>` (the win still stands: the defence that resists longest and the attacker's win
//!   after it, points joined by commas), `defended <id> holds <reply>` (the defence that
//!   holds), or `defended <id> none` (the game is over, or the defender has no move);
//! - whether the side to move wins by force (the lessons' check of a defence, the
//!   opponent to move after it): `solve` with the same words as `defend`, answered with
//!   [`gobang_engine::ai::solver::prove`] in the kind's space: `solved <id> win <line>`
//!   (proved: the win's points joined by commas), `solved <id> disproved` or
//!   `solved <id> unknown` (the budget ran out first);
//! - the wins missed in a finished game: `mine <id> <size> <rule> <record>` (the game's
//!   moves joined by commas, `-` for none), answered with [`gobang_engine::puzzle::mine`]:
//!   `mined <id> <n>` and, when `n` is not 0, a space and the `n` puzzles' lines in the
//!   set's format (see [`gobang_engine::puzzle`]) joined by `|` (a puzzle line has no `|`),
//!   so that the answer stays one line.
//!
//! Mining runs the solver on every position of the game (see [`MINE_NODES`]), seconds for a
//! long game: the page sends it to a worker of its own, never the one that answers moves.

use gobang_engine::ai::solver::{self, Defence, Kind, Proof};
pub use gobang_engine::puzzle::MINE_NODES;
use gobang_engine::puzzle::{self, Puzzle};
use gobang_engine::{Game, Pos, Rule, Stone};

use super::words::{
    MessageError, field, game_of, named, number, points_text, position_words, read_points,
    read_position,
};

/// The search the defender's reply gets: enough to prove the wins of the shipped puzzles
/// again after each attacking move.
pub const DEFEND_NODES: u64 = 200_000;

/// A position for the solver: the defender's reply to find in it (`defend`), or the side to
/// move's forced win (`solve`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolverJob {
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
    /// The moves, the attacker's last when the defender is to move.
    pub moves: Vec<Pos>,
}

impl SolverJob {
    /// `game` for the solver, with wins of `kind` searched with `nodes`.
    pub fn of(game: &Game, kind: Kind, nodes: u64) -> SolverJob {
        SolverJob {
            size: game.board().size(),
            rule: game.rule(),
            kind,
            nodes,
            setup: game.setup().to_vec(),
            moves: game.moves().to_vec(),
        }
    }

    /// The words after the id.
    pub(super) fn words(&self) -> String {
        let head = format!(" {} {} {} {}", self.size, self.rule, self.kind, self.nodes);
        head + &position_words(self.size, &self.setup, &self.moves)
    }

    pub(super) fn read(words: &str) -> Result<SolverJob, MessageError> {
        let mut words = words.split_whitespace();
        let size = number(field(&mut words, "size")?, "size")?;
        let rule = named(&mut words, "rule")?;
        let kind = named(&mut words, "kind of win")?;
        let nodes = number(field(&mut words, "nodes")?, "nodes")?;
        let (setup, moves) = read_position(words, size)?;
        Ok(SolverJob {
            size,
            rule,
            kind,
            nodes,
            setup,
            moves,
        })
    }

    /// The defender's reply (the defender to move), `None` when there is none to make.
    ///
    /// # Errors
    /// [`MessageError`] when the position is not one a game can reach.
    pub fn defend(&self) -> Result<Option<Defence>, MessageError> {
        let game = game_of(self.size, self.rule, &self.setup, &self.moves)?;
        Ok(solver::answer(&game, self.kind, self.nodes))
    }

    /// Whether the side to move wins by force: proved (with the win), disproved, or
    /// unknown.
    ///
    /// # Errors
    /// [`MessageError`] when the position is not one a game can reach.
    pub fn solve(&self) -> Result<Proof, MessageError> {
        let game = game_of(self.size, self.rule, &self.setup, &self.moves)?;
        Ok(solver::prove(&game, self.kind.space(), self.nodes))
    }
}

/// A request for the wins missed in a played game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MineJob {
    /// The board's side.
    pub size: usize,
    /// The rules.
    pub rule: Rule,
    /// The game's moves, from an empty board.
    pub moves: Vec<Pos>,
}

impl MineJob {
    /// The request for `game`; `None` for a game from an edited position, whose positions
    /// are not a record's and make no puzzles.
    pub fn of(game: &Game) -> Option<MineJob> {
        game.setup().is_empty().then(|| MineJob {
            size: game.board().size(),
            rule: game.rule(),
            moves: game.moves().to_vec(),
        })
    }

    /// The words after the id.
    pub(super) fn words(&self) -> String {
        format!(
            " {} {} {}",
            self.size,
            self.rule,
            points_text(&self.moves, self.size)
        )
    }

    pub(super) fn read(words: &str) -> Result<MineJob, MessageError> {
        let mut words = words.split(' ');
        let size = number(field(&mut words, "size")?, "size")?;
        let rule = named(&mut words, "rule")?;
        let moves = read_points(field(&mut words, "record")?, size)?;
        if let Some(extra) = words.next() {
            return Err(MessageError(format!("more than a record: `{extra}`")));
        }
        Ok(MineJob { size, rule, moves })
    }

    /// The puzzles of the game's missed wins.
    ///
    /// # Errors
    /// [`MessageError`] when the record is not a game's.
    pub fn answer(&self) -> Result<Vec<Puzzle>, MessageError> {
        Ok(puzzle::mine(&game_of(
            self.size,
            self.rule,
            &[],
            &self.moves,
        )?))
    }
}

/// The words of a `defended` reply after its id.
pub(super) fn defence_words(answer: Option<&Defence>, size: usize) -> String {
    match answer {
        None => " none".into(),
        Some(Defence::Holds { reply }) => format!(" holds {}", reply.display(size)),
        Some(Defence::Unknown { reply }) => format!(" unknown {}", reply.display(size)),
        Some(Defence::Loses { reply, line }) => {
            format!(" wins {} {}", reply.display(size), points_text(line, size))
        }
    }
}

/// The words of a `solved` reply after its id.
pub(super) fn proof_words(proof: &Proof, size: usize) -> String {
    match proof {
        Proof::ProvedWin { line } => format!(" win {}", points_text(line, size)),
        Proof::Disproved => " disproved".into(),
        Proof::Unknown => " unknown".into(),
    }
}

/// Reads the words of a `solved` reply after its id.
pub(super) fn read_proof(text: &str, size: usize) -> Result<Proof, MessageError> {
    match text.split(' ').collect::<Vec<_>>()[..] {
        ["disproved"] => Ok(Proof::Disproved),
        ["unknown"] => Ok(Proof::Unknown),
        ["win", line] => {
            let line = read_points(line, size)?;
            if line.is_empty() {
                return Err(MessageError("a win with no moves".into()));
            }
            Ok(Proof::ProvedWin { line })
        }
        _ => Err(MessageError(format!("not a proof: `{text}`"))),
    }
}

/// The words of a `mined` reply after its id: the count, then the puzzles' lines.
pub(super) fn mined_words(puzzles: &[Puzzle]) -> String {
    let lines: Vec<String> = puzzles.iter().map(Puzzle::line).collect();
    if lines.is_empty() {
        " 0".into()
    } else {
        format!(" {} {}", lines.len(), lines.join("|"))
    }
}

/// Reads the words of a `defended` reply after its id.
pub(super) fn read_defence(text: &str, size: usize) -> Result<Option<Defence>, MessageError> {
    let words: Vec<&str> = text.split(' ').collect();
    let point = |word: &str| Pos::parse(word, size).map_err(|e| MessageError(e.to_string()));
    match words[..] {
        ["none"] => Ok(None),
        ["holds", reply] => Ok(Some(Defence::Holds {
            reply: point(reply)?,
        })),
        ["unknown", reply] => Ok(Some(Defence::Unknown {
            reply: point(reply)?,
        })),
        ["wins", reply, line] => {
            let line = read_points(line, size)?;
            if line.is_empty() {
                return Err(MessageError("a win with no moves".into()));
            }
            Ok(Some(Defence::Loses {
                reply: point(reply)?,
                line,
            }))
        }
        _ => Err(MessageError(format!("not a defence: `{text}`"))),
    }
}

/// Reads the words of a `mined` reply after its id: the count, then the puzzles' lines.
pub(super) fn read_mined(text: &str) -> Result<Vec<Puzzle>, MessageError> {
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

    /// The words of a `defended` reply with `answer`, checked to read back.
    fn defence_sent(answer: Option<&Defence>) -> String {
        let words = defence_words(answer, 19);
        assert_eq!(
            read_defence(words.trim_start(), 19).as_ref(),
            Ok(&answer.cloned())
        );
        words
    }

    #[test]
    fn a_solver_request_reads_back_as_written() {
        let job = SolverJob::of(&game("j10 k11 s19"), Kind::Vct, 5_000);
        assert_eq!(job.words(), " 19 freestyle vct 5000 j10 k11 s19");
        assert_eq!(SolverJob::read(job.words().trim_start()), Ok(job));
        let edited = SolverJob {
            setup: vec![
                (Pos::parse("h8", 15).unwrap(), Stone::Black),
                (Pos::parse("h9", 15).unwrap(), Stone::White),
            ],
            moves: vec![Pos::parse("a1", 15).unwrap()],
            size: 15,
            rule: Rule::Renju,
            kind: Kind::Vcf,
            nodes: 1,
        };
        assert_eq!(edited.words(), " 15 renju vcf 1 black=h8 white=h9 a1");
        assert_eq!(SolverJob::read(edited.words().trim_start()), Ok(edited));
    }

    #[test]
    fn a_solve_request_answers_proved_disproved_or_unknown() {
        let four = SolverJob::of(&game("h8 a1 i8 a2 j8 a3 k8 a5"), Kind::Vct, 1_000);
        let Ok(Proof::ProvedWin { line }) = four.solve() else {
            panic!("an open four wins");
        };
        let named = points_text(&line, 19);
        assert!(named == "g8" || named == "l8", "{named}");
        let quiet = SolverJob {
            moves: four.moves[..2].to_vec(),
            ..four.clone()
        };
        assert_eq!(quiet.solve(), Ok(Proof::Disproved));
        // A win by threes and fours of 11 moves (puzzle f19p0001's), one move to find it:
        // the budget runs out first.
        let record = "i12 l10 j9 l9 j12 l11 l12 k12 j13 j11 i10 l7 l8 m11";
        let short = SolverJob {
            moves: game(record).moves().to_vec(),
            nodes: 1,
            ..four
        };
        assert_eq!(short.solve(), Ok(Proof::Unknown));
    }

    #[test]
    fn every_kind_of_bad_solver_request_is_refused_with_its_part() {
        let refused = |words: &str| SolverJob::read(words).unwrap_err().0;
        assert!(refused("").contains("missing size"));
        assert!(refused("nineteen freestyle vcf 10").contains("size `nineteen`"));
        assert!(refused("19 gomoku vcf 10").contains("gomoku"));
        assert!(refused("19 freestyle vcx 10").contains("vcx"));
        assert!(refused("19 freestyle vcf").contains("missing nodes"));
        assert!(refused("19 freestyle vcf -5 j10").contains("nodes `-5`"));
        assert!(refused("19 freestyle vcf 10 j10 z99").contains("z99"));
        assert!(refused("19 freestyle vcf 10 red=j10").contains("red=j10"));
    }

    #[test]
    fn the_defender_answers_a_win_that_still_stands_with_its_longest_defence() {
        let start = game(FOURS);
        let line = solver::solve(&start, Kind::Vcf, DEFEND_NODES).unwrap();
        let mut attacked = start.clone();
        attacked.play(line[0]);
        let answer = SolverJob::of(&attacked, Kind::Vcf, DEFEND_NODES).defend();
        let Ok(Some(answer @ Defence::Loses { reply, line: win })) = &answer else {
            panic!("the win stands: {answer:?}");
        };
        // The reply and the win after it end in black's five.
        attacked.play(*reply);
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
        assert!(defence_sent(Some(answer)).starts_with(" wins "));
    }

    #[test]
    fn a_move_that_lets_the_win_go_is_answered_by_a_defence_that_holds() {
        let mut wasted = game(FOURS);
        wasted.play(Pos::parse("s1", 19).unwrap());
        let answer = SolverJob::of(&wasted, Kind::Vcf, DEFEND_NODES).defend();
        let Ok(Some(holds @ Defence::Holds { .. })) = &answer else {
            panic!("the defence holds: {answer:?}");
        };
        assert!(defence_sent(Some(holds)).starts_with(" holds "));
        // A finished game has no defence to make.
        let over = SolverJob::of(&game(MISSED), Kind::Vct, 100).defend();
        assert_eq!(over, Ok(None));
        assert_eq!(defence_sent(None), " none");
    }

    #[test]
    fn an_impossible_position_is_answered_with_an_error() {
        let answer = |words: &str| SolverJob::read(words).unwrap().defend();
        let why = answer("19 freestyle vcf 10 j10 j10").unwrap_err().0;
        assert!(why.contains("move j10"), "{why}");
        assert!(answer("99 freestyle vcf 10").is_err());
        let mined = MineJob::read("19 freestyle j10,j10").unwrap().answer();
        let why = mined.unwrap_err().0;
        assert!(why.contains("move j10"), "{why}");
    }

    #[test]
    fn a_mining_request_reads_back_as_written() {
        let job = MineJob::of(&game("j10 k11")).unwrap();
        assert_eq!(job.words(), " 19 freestyle j10,k11");
        assert_eq!(MineJob::read(job.words().trim_start()), Ok(job));
        let empty = MineJob::of(&Game::with_rule(15, Rule::Standard).unwrap()).unwrap();
        assert_eq!(empty.words(), " 15 standard -");
        assert_eq!(MineJob::read(empty.words().trim_start()), Ok(empty));
        // A game from an edited position has no record to mine.
        let mut board = gobang_engine::Board::new(15).unwrap();
        board.place(Pos::parse("h8", 15).unwrap(), Stone::Black);
        let edited = Game::from_position(board, Stone::White, Rule::Freestyle).unwrap();
        assert_eq!(MineJob::of(&edited), None);
    }

    #[test]
    fn every_kind_of_bad_mining_request_is_refused_with_its_part() {
        let refused = |words: &str| MineJob::read(words).unwrap_err().0;
        assert!(refused("").contains("size ``"));
        assert!(refused("19").contains("missing rule"));
        assert!(refused("19 renju").contains("missing record"));
        assert!(refused("19 renju j10,t1").contains("t1"));
        assert!(refused("19 renju j10 k11").contains("more than a record"));
    }

    #[test]
    fn a_missed_win_is_mined_as_the_position_before_the_miss() {
        let puzzles = MineJob::of(&game(MISSED)).unwrap().answer().unwrap();
        let words = mined_words(&puzzles);
        assert_eq!(read_mined(words.trim_start()).as_ref(), Ok(&puzzles));
        let before: Vec<Pos> = game(MISSED).moves()[..8].to_vec();
        let missed = puzzles.iter().find(|p| p.position == before);
        let missed = missed.unwrap_or_else(|| panic!("the position before a19: {words}"));
        assert_eq!(missed.attacker(), Stone::Black);
        assert_eq!(missed.kind, Kind::Vct);
        // The only win missed: white kept its own.
        assert_eq!(puzzles.len(), 1, "{words}");
        assert!(words.starts_with(" 1 m"), "{words}");
        // A game without a missed win has none.
        let none = MineJob::of(&game("j10 a1 k10 a2 l10 a3 m10 a4 n10")).unwrap();
        assert_eq!(none.answer(), Ok(Vec::new()));
        assert_eq!(mined_words(&[]), " 0");
        assert_eq!(read_mined("0"), Ok(Vec::new()));
    }

    #[test]
    fn every_kind_of_bad_puzzle_reply_is_refused() {
        let line = "A1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1 h11,a3,h12";
        let two = format!("2 {line}|{}", line.replacen("A1", "A2", 1));
        assert!(matches!(read_mined(&two), Ok(p) if p.len() == 2));
        let defence = |words: &str| read_defence(words, 19).unwrap_err().0;
        assert!(defence("").contains("not a defence"));
        assert!(defence("maybe").contains("not a defence"));
        assert!(defence("holds").contains("not a defence"));
        assert!(defence("holds z1").contains("z1"));
        assert!(defence("wins j10").contains("not a defence"));
        assert!(defence("wins j10 -").contains("no moves"));
        assert!(defence("wins j10 k10,t9").contains("t9"));
        assert!(defence("none extra").contains("not a defence"));
        let mined = |words: &str| read_mined(words).unwrap_err().0;
        assert!(mined("").contains("count ``"));
        assert!(mined("two").contains("count `two`"));
        assert!(mined(&format!("2 {line}")).contains("2 puzzles said, 1 sent"));
        assert!(mined("1 A1 freestyle 15 vcf 900 h8,h8 h9").contains("puzzle `A1"));
    }
}
