//! A Gomocup brain: the Piskvork protocol that tournament managers use to talk to a "brain":
//! commands in, answers out, one line each. [`Brain`] is the whole conversation as a state
//! machine, with no input or output of its own, so that it can be tested (and fuzzed)
//! line by line; `pbrain-gobang` only connects it to standard input and output.
//!
//! Coordinates are `x,y` with `x` the column and `y` the row, both from 0.

use std::time::Duration;

use crate::ai::network::Network;
use crate::ai::{Budget, Level, Limits, SearchParams, think};
use crate::board::Board;
use crate::pos::{MAX_SIZE, MIN_SIZE, Pos};
use crate::rules::Rule;
use crate::stone::Stone;

mod command;
mod swap2;

pub use command::{Block, Command, ProtocolError};

/// How long the brain may think, from the manager's `INFO` settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// `timeout_turn`: the most a move may take (0: as fast as possible).
    pub turn: Option<Duration>,
    /// `time_left`: what remains of the match.
    pub left: Option<Duration>,
    /// `max_memory` in bytes (0: no limit).
    pub memory: Option<u64>,
    /// `max_node`: at most this many nodes a move (an extension of Yixin's board, used by
    /// match runners for budgets that do not depend on the machine's load).
    pub nodes: Option<u64>,
}

impl TimeControl {
    /// The time to spend on the next move: within `timeout_turn` and a share of what is
    /// left of the match, less a margin for the answer to reach the manager.
    pub fn budget(&self) -> Duration {
        let margin = |d: Duration| d.saturating_sub(d / 10 + Duration::from_millis(30));
        let turn = margin(self.turn.unwrap_or(Duration::from_secs(1)));
        let share = self.left.map_or(turn, |left| margin(left / 8));
        turn.min(share).max(Duration::from_millis(1))
    }
}

/// What the brain says back, one line each.
pub type Replies = Vec<String>;

/// A brain in conversation with a manager.
pub struct Brain {
    level: Level,
    /// The seed of the levels that leave something to chance.
    seed: u64,
    rule: Rule,
    board: Option<Board>,
    /// The brain's colour in the current game, once known.
    own: Option<Stone>,
    /// Stones of a `BOARD` position (point, field) or a `SWAP2BOARD` opening (point, 0)
    /// being received.
    receiving: Option<(Block, Vec<(Pos, u8)>)>,
    time: TimeControl,
    /// Values for the full search's constants, when they are being tuned.
    params: Option<SearchParams>,
    /// The value network, for a level that evaluates with one ([`Level::uses_network`]).
    network: Option<Network>,
    finished: bool,
}

impl Brain {
    /// A brain that plays at `level`, with seed 0.
    pub fn new(level: Level) -> Brain {
        Brain {
            level,
            seed: 0,
            rule: Rule::Freestyle,
            board: None,
            own: None,
            receiving: None,
            time: TimeControl {
                turn: None,
                left: None,
                memory: None,
                nodes: None,
            },
            params: None,
            network: None,
            finished: false,
        }
    }

    /// The same brain holding `network`, which its level evaluates with if it is one that
    /// uses a network ([`Level::uses_network`]; `pbrain-gobang` gives the network it
    /// embeds, `assets/network.gvn`).
    pub fn with_network(self, network: Network) -> Brain {
        Brain {
            network: Some(network),
            ..self
        }
    }

    /// The same brain drawing its chances from `seed`: with the same seed a level plays
    /// the same move in the same position, so that a game can be replayed.
    pub fn with_seed(self, seed: u64) -> Brain {
        Brain { seed, ..self }
    }

    /// The same brain searching with `params` instead of the compiled-in constants (for
    /// tuning them by self-play; see [`SearchParams`]).
    pub fn with_params(self, params: SearchParams) -> Brain {
        Brain {
            params: Some(params),
            ..self
        }
    }

    /// The rules of the games, from `INFO rule`.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Whether `END` was received.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// The time settings received so far.
    pub fn time_control(&self) -> TimeControl {
        self.time
    }

    /// Whether a `BOARD` position or a `SWAP2BOARD` opening is being received.
    pub fn in_board(&self) -> bool {
        self.receiving.is_some()
    }

    fn block(&self) -> Option<Block> {
        self.receiving.as_ref().map(|(block, _)| *block)
    }

    /// Handles one line from the manager. `now` is the time since some fixed instant, used
    /// to stop thinking in time (a clock, in practice).
    pub fn handle(&mut self, line: &str, now: &dyn Fn() -> Duration) -> Replies {
        if line.trim().is_empty() {
            return Vec::new();
        }
        match Command::parse(line, self.block()) {
            Ok(command) => self.command(command, now),
            Err(ProtocolError::Unknown(name)) => vec![format!("UNKNOWN command {name}")],
            Err(e) => vec![format!("ERROR {e}")],
        }
    }

    /// Answers one parsed command: the game's setup and moves here, the stones of a
    /// `BOARD` or `SWAP2BOARD` block in the methods below.
    fn command(&mut self, command: Command, now: &dyn Fn() -> Duration) -> Replies {
        match command {
            Command::Start(size) => self.start(size),
            Command::RectStart(w, h) => vec![format!(
                "ERROR rectangular boards ({w}x{h}) are not supported"
            )],
            Command::Restart => self.restart(),
            Command::Begin => self.begin(now),
            Command::Turn(pos) => self.turn(pos, now),
            Command::Board => self.open_block(Block::Board, "BOARD"),
            Command::Swap2Board => self.open_block(Block::Swap2Board, "SWAP2BOARD"),
            Command::BoardStone(pos, field) => self.receive_stone(pos, field),
            Command::Swap2Stone(pos) => self.receive_stone(pos, 0),
            Command::Done => self.done(now),
            Command::Takeback(pos) => self.takeback(pos),
            Command::Info(key, value) => self.info(&key, &value),
            Command::About => vec![format!(
                "name=\"gobang\", version=\"{}\", author=\"the Gobang team\", country=\"\", www=\"\"",
                env!("CARGO_PKG_VERSION")
            )],
            Command::End => {
                self.finished = true;
                Vec::new()
            }
        }
    }

    /// `START size`: a new empty board of that size, the brain's colour not yet known.
    fn start(&mut self, size: usize) -> Replies {
        match Board::new(size) {
            Ok(board) => {
                self.board = Some(board);
                self.own = None;
                vec!["OK".into()]
            }
            Err(_) => vec![format!(
                "ERROR unsupported size {size} (boards from {MIN_SIZE} to {MAX_SIZE} are)"
            )],
        }
    }

    /// `RESTART`: an empty board of the size `START` gave.
    fn restart(&mut self) -> Replies {
        match &self.board {
            Some(board) => {
                self.board = Board::new(board.size()).ok();
                self.own = None;
                vec!["OK".into()]
            }
            None => vec!["ERROR RESTART before START".into()],
        }
    }

    /// `BEGIN`: the brain opens the game as black and plays its first move.
    fn begin(&mut self, now: &dyn Fn() -> Duration) -> Replies {
        let Some(board) = &self.board else {
            return vec!["ERROR BEGIN before START".into()];
        };
        if board.stone_count() > 0 {
            return vec!["ERROR BEGIN on a board that is not empty".into()];
        }
        self.own = Some(Stone::Black);
        self.answer(now)
    }

    /// `TURN x,y`: places the opponent's move and answers with the brain's.
    fn turn(&mut self, pos: Pos, now: &dyn Fn() -> Duration) -> Replies {
        let Some(board) = &mut self.board else {
            return vec!["ERROR TURN before START".into()];
        };
        if !board.is_empty_at(pos) {
            return vec![format!(
                "ERROR {},{} is occupied or off the board",
                pos.col(),
                pos.row()
            )];
        }
        // The opponent's colour: the one that moves after the brain, or black when
        // the opponent opened the game.
        let own = *self.own.get_or_insert(if board.stone_count() == 0 {
            Stone::White
        } else {
            Stone::Black
        });
        board.place(pos, !own);
        self.answer(now)
    }

    /// `TAKEBACK x,y`: removes the stone there.
    fn takeback(&mut self, pos: Pos) -> Replies {
        let Some(board) = &mut self.board else {
            return vec!["ERROR TAKEBACK before START".into()];
        };
        match board.remove(pos) {
            Some(_) => vec!["OK".into()],
            None => vec![format!("ERROR no stone at {},{}", pos.col(), pos.row())],
        }
    }

    /// `BOARD` or `SWAP2BOARD` (named `name` in the error): starts receiving the block's
    /// stones, which answer nothing until `DONE`.
    fn open_block(&mut self, block: Block, name: &str) -> Replies {
        if self.board.is_none() {
            return vec![format!("ERROR {name} before START")];
        }
        self.receiving = Some((block, Vec::new()));
        Vec::new()
    }

    /// One stone line of the block being received (`field` 0 for `SWAP2BOARD`'s).
    fn receive_stone(&mut self, pos: Pos, field: u8) -> Replies {
        if let Some((_, stones)) = &mut self.receiving {
            stones.push((pos, field));
        }
        Vec::new()
    }

    /// `DONE`: ends the block being received: a `SWAP2BOARD` opening goes to the swap2
    /// answer; a `BOARD` position replaces the board and the brain plays its move in it.
    fn done(&mut self, now: &dyn Fn() -> Duration) -> Replies {
        let (block, stones) = self.receiving.take().unwrap_or((Block::Board, Vec::new()));
        if block == Block::Swap2Board {
            let stones: Vec<Pos> = stones.into_iter().map(|(pos, _)| pos).collect();
            return self.swap2(&stones, now);
        }
        let Some(size) = self.board.as_ref().map(Board::size) else {
            return vec!["ERROR DONE before START".into()];
        };
        let mut board = Board::new(size).expect("the size was accepted by START");
        // The side to move is black when both sides have as many stones.
        let own_count = stones.iter().filter(|(_, f)| *f == 1).count();
        let own = if 2 * own_count == stones.len() {
            Stone::Black
        } else {
            Stone::White
        };
        for (pos, field) in stones {
            if !board.is_empty_at(pos) {
                return vec![format!(
                    "ERROR {},{} is given twice or is off the board",
                    pos.col(),
                    pos.row()
                )];
            }
            board.place(pos, if field == 1 { own } else { !own });
        }
        self.board = Some(board);
        self.own = Some(own);
        self.answer(now)
    }

    fn info(&mut self, key: &str, value: &str) -> Replies {
        let number = || value.parse::<u64>().ok();
        match key {
            "timeout_turn" => {
                self.time.turn = number().filter(|&m| m > 0).map(Duration::from_millis)
            }
            "timeout_match" => {}
            "time_left" => self.time.left = number().map(Duration::from_millis),
            "max_memory" => self.time.memory = number().filter(|&m| m > 0),
            "max_node" => self.time.nodes = number().filter(|&n| n > 0),
            // Bit 2 (continuous games) does not change how a single game is played.
            "rule" => match value.parse::<u32>().map(|r| r & !2) {
                Ok(0) => self.rule = Rule::Freestyle,
                Ok(1) => self.rule = Rule::Standard,
                Ok(4) => self.rule = Rule::Renju,
                _ => {
                    return vec![format!(
                        "ERROR rule {value} is not supported: this brain plays 0 (freestyle), 1 (exactly five) and 4 (renju)"
                    )];
                }
            },
            _ => {}
        }
        Vec::new()
    }

    /// Thinks and plays the brain's move.
    fn answer(&mut self, now: &dyn Fn() -> Duration) -> Replies {
        let (Some(board), Some(own)) = (&mut self.board, self.own) else {
            return vec!["ERROR no game".into()];
        };
        let budget = self.time.budget();
        let started = now();
        let deadline = started + budget;
        let stop = || now() >= deadline;
        let spent = || (now() - started).as_secs_f64() / budget.as_secs_f64();
        let clock = self.level.with_clock(&stop, &spent, self.seed);
        // `max_node` caps the level's own budget; it never lets a weaker level think more.
        let nodes = match (self.time.nodes, self.level.budget()) {
            (Some(max), Budget::Nodes(own)) if own <= max => clock.nodes,
            (Some(max), _) => Some(max),
            (None, _) => clock.nodes,
        };
        let limits = Limits {
            nodes,
            memory: self.time.memory,
            params: self.params,
            network: self.network.as_ref().filter(|_| self.level.uses_network()),
            ..clock
        };
        match think(board, own, self.rule, self.level, limits) {
            Some(thought) => {
                board.place(thought.best, own);
                vec![format!("{},{}", thought.best.col(), thought.best.row())]
            }
            None => vec!["ERROR the board is full".into()],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zero() -> Duration {
        Duration::ZERO
    }

    fn talk(brain: &mut Brain, line: &str) -> Replies {
        brain.handle(line, &zero)
    }

    fn xy(reply: &str) -> (usize, usize) {
        let (x, y) = reply.split_once(',').expect("a move");
        (x.parse().expect("x"), y.parse().expect("y"))
    }

    #[test]
    fn start_accepts_supported_sizes_only() {
        let mut brain = Brain::new(Level::Advanced);
        assert_eq!(talk(&mut brain, "START 20"), ["OK"]);
        assert_eq!(talk(&mut brain, "START 15"), ["OK"]);
        assert!(talk(&mut brain, "START 25")[0].starts_with("ERROR unsupported size 25"));
        assert!(talk(&mut brain, "START 4")[0].starts_with("ERROR"));
        assert!(talk(&mut brain, "RECTSTART 20,15")[0].starts_with("ERROR"));
        assert!(talk(&mut brain, "START x")[0].starts_with("ERROR START"));
    }

    #[test]
    fn begin_opens_at_the_centre_and_turn_answers_on_an_empty_point() {
        let mut brain = Brain::new(Level::Advanced);
        talk(&mut brain, "START 15");
        assert_eq!(talk(&mut brain, "BEGIN"), ["7,7"]);
        let reply = talk(&mut brain, "TURN 8,8");
        let (x, y) = xy(&reply[0]);
        assert!((x, y) != (7, 7) && (x, y) != (8, 8) && x < 15 && y < 15);
        assert!(talk(&mut brain, "TURN 7,7")[0].starts_with("ERROR 7,7 is occupied"));
    }

    #[test]
    fn board_sets_up_a_position_and_the_brain_completes_its_five() {
        let mut brain = Brain::new(Level::STRONGEST);
        talk(&mut brain, "START 20");
        assert!(talk(&mut brain, "BOARD").is_empty());
        for line in [
            "5,5,1", "6,5,1", "7,5,1", "8,5,1", "5,9,2", "6,9,2", "7,9,2", "8,9,2", "0,0,2",
        ] {
            assert!(talk(&mut brain, line).is_empty(), "{line}");
        }
        // The brain has four stones and the opponent five: the brain is white and to move.
        let reply = talk(&mut brain, "DONE");
        assert!(reply == ["4,5"] || reply == ["9,5"], "{reply:?}");
    }

    #[test]
    fn the_brain_blocks_a_four() {
        let mut brain = Brain::new(Level::STRONGEST);
        talk(&mut brain, "START 19");
        talk(&mut brain, "BOARD");
        for line in [
            "3,3,2", "3,4,2", "3,5,2", "3,6,2", "10,10,1", "12,12,1", "0,18,1",
        ] {
            talk(&mut brain, line);
        }
        let reply = talk(&mut brain, "DONE");
        assert!(reply == ["3,2"] || reply == ["3,7"], "{reply:?}");
    }

    #[test]
    fn takeback_info_about_end_and_unknown() {
        let mut brain = Brain::new(Level::Classic);
        talk(&mut brain, "START 19");
        talk(&mut brain, "TURN 9,9");
        assert_eq!(talk(&mut brain, "TAKEBACK 9,9"), ["OK"]);
        assert!(talk(&mut brain, "TAKEBACK 9,9")[0].starts_with("ERROR no stone"));
        assert!(talk(&mut brain, "INFO timeout_turn 5000").is_empty());
        assert!(talk(&mut brain, "INFO time_left 100000").is_empty());
        assert!(talk(&mut brain, "INFO max_node 5000").is_empty());
        assert_eq!(brain.time_control().nodes, Some(5000));
        assert!(talk(&mut brain, "INFO rule 0").is_empty());
        assert!(talk(&mut brain, "INFO rule 2").is_empty());
        assert_eq!(brain.rule(), Rule::Freestyle);
        assert!(talk(&mut brain, "INFO rule 1").is_empty());
        assert_eq!(brain.rule(), Rule::Standard);
        assert!(talk(&mut brain, "INFO rule 4").is_empty());
        assert_eq!(brain.rule(), Rule::Renju);
        assert!(talk(&mut brain, "INFO rule 8")[0].starts_with("ERROR rule 8"));
        assert!(talk(&mut brain, "INFO rule x")[0].starts_with("ERROR rule x"));
        assert_eq!(brain.rule(), Rule::Renju);
        assert!(talk(&mut brain, "ABOUT")[0].starts_with("name=\"gobang\""));
        assert_eq!(
            talk(&mut brain, "SWAP3BOARD"),
            ["UNKNOWN command SWAP3BOARD"]
        );
        assert!(talk(&mut brain, "").is_empty());
        assert!(!brain.finished());
        assert!(talk(&mut brain, "END").is_empty());
        assert!(brain.finished());
    }

    /// Sends a `SWAP2BOARD` opening and returns the brain's answer.
    fn swap2(brain: &mut Brain, stones: &[&str]) -> Replies {
        assert!(talk(brain, "SWAP2BOARD").is_empty());
        for stone in stones {
            assert!(talk(brain, stone).is_empty(), "{stone}");
        }
        talk(brain, "DONE")
    }

    fn points(reply: &str) -> Vec<(usize, usize)> {
        reply.split_whitespace().map(xy).collect()
    }

    #[test]
    fn swap2board_opens_answers_and_chooses() {
        let mut brain = Brain::new(Level::Advanced);
        talk(&mut brain, "START 15");
        talk(&mut brain, "INFO rule 1");
        // The opening: three different points of the board on one line.
        let reply = swap2(&mut brain, &[]);
        let opening = points(&reply[0]);
        assert_eq!(opening.len(), 3, "{reply:?}");
        assert!(opening.iter().all(|&(x, y)| x < 15 && y < 15));
        assert!(opening[0] != opening[1] && opening[1] != opening[2] && opening[0] != opening[2]);
        // Black has two in a row and white's stone is in a corner: the brain swaps.
        assert_eq!(swap2(&mut brain, &["7,7", "0,0", "8,7"]), ["SWAP"]);
        assert_eq!(brain.own, Some(Stone::Black));
        // After five stones with white's two in the centre and black's scattered, the
        // brain takes white and plays the sixth stone, on an empty point.
        let reply = swap2(&mut brain, &["0,0", "7,7", "14,14", "8,7", "0,14"]);
        let sixth = points(&reply[0]);
        assert_eq!(sixth.len(), 1, "{reply:?}");
        assert!(!["0,0", "7,7", "14,14", "8,7", "0,14"].contains(&reply[0].as_str()));
        assert_eq!(brain.own, Some(Stone::White));
        // Whatever it answers to three stones is a legal swap2 answer.
        let reply = swap2(&mut brain, &["7,7", "8,7", "9,9"]);
        let answer = &reply[0];
        assert!(
            answer == "SWAP" || [1, 2].contains(&points(answer).len()),
            "{answer}"
        );
    }

    #[test]
    fn bad_swap2board_openings_are_errors() {
        let mut brain = Brain::new(Level::Advanced);
        assert!(talk(&mut brain, "SWAP2BOARD")[0].starts_with("ERROR SWAP2BOARD before START"));
        talk(&mut brain, "START 15");
        let reply = swap2(&mut brain, &["7,7", "8,8"]);
        assert!(
            reply[0].starts_with("ERROR SWAP2BOARD takes 0, 3 or 5 stones"),
            "{reply:?}"
        );
        let reply = swap2(&mut brain, &["7,7", "8,8", "7,7"]);
        assert!(reply[0].starts_with("ERROR stone 3 (7,7)"), "{reply:?}");
        assert!(!brain.in_board());
        // The conversation goes on as usual.
        assert_eq!(talk(&mut brain, "RESTART"), ["OK"]);
    }

    #[test]
    fn max_node_is_the_node_budget_of_each_move() {
        let mut brain = Brain::new(Level::Grandmaster);
        talk(&mut brain, "START 19");
        talk(&mut brain, "INFO max_node 3000");
        talk(&mut brain, "BOARD");
        for line in ["9,9,2", "10,10,1", "10,9,2", "8,8,2", "11,11,1"] {
            talk(&mut brain, line);
        }
        let reply = talk(&mut brain, "DONE");
        let mut board = Board::new(19).unwrap();
        for (x, y, stone) in [
            (9, 9, Stone::Black),
            (10, 10, Stone::White),
            (10, 9, Stone::Black),
            (8, 8, Stone::Black),
            (11, 11, Stone::White),
        ] {
            board.place(Pos::new(y, x).unwrap(), stone);
        }
        let limits = Limits {
            nodes: Some(3000),
            ..Limits::default()
        };
        let expected = think(
            &board,
            Stone::White,
            Rule::Freestyle,
            Level::Grandmaster,
            limits,
        )
        .unwrap();
        assert_eq!(
            reply,
            [format!("{},{}", expected.best.col(), expected.best.row())]
        );
    }

    #[test]
    fn commands_before_start_are_errors() {
        let mut brain = Brain::new(Level::Advanced);
        for line in ["BEGIN", "TURN 1,1", "BOARD", "TAKEBACK 1,1", "RESTART"] {
            assert!(talk(&mut brain, line)[0].starts_with("ERROR"), "{line}");
        }
    }

    #[test]
    fn bad_arguments_are_reported() {
        for (line, block) in [
            ("TURN 1", None),
            ("TURN a,b", None),
            ("TURN 30,1", None),
            ("1,2", Some(Block::Board)),
            ("1,2,7", Some(Block::Board)),
            ("1,2,x", Some(Block::Board)),
            ("1,2,1", Some(Block::Swap2Board)),
            ("1", Some(Block::Swap2Board)),
            ("40,2", Some(Block::Swap2Board)),
        ] {
            let err = Command::parse(line, block).unwrap_err();
            assert!(
                matches!(err, ProtocolError::BadArguments { .. }),
                "{line}: {err:?}"
            );
        }
        assert_eq!(
            Command::parse("turn 3,4", None),
            Ok(Command::Turn(Pos::new(4, 3).unwrap()))
        );
        assert_eq!(
            Command::parse("INFO Timeout_Turn 1000", None),
            Ok(Command::Info("timeout_turn".into(), "1000".into()))
        );
    }

    #[test]
    fn time_budget_keeps_a_margin() {
        let tc = |turn: Option<u64>, left: Option<u64>| TimeControl {
            turn: turn.map(Duration::from_millis),
            left: left.map(Duration::from_millis),
            memory: None,
            nodes: None,
        };
        assert_eq!(tc(Some(1000), None).budget(), Duration::from_millis(870));
        assert_eq!(tc(None, None).budget(), Duration::from_millis(870));
        assert_eq!(
            tc(Some(5000), Some(8000)).budget(),
            Duration::from_millis(870)
        );
        assert_eq!(tc(Some(10), None).budget(), Duration::from_millis(1));
    }
}
