//! An external Gomocup brain driven through the Piskvork protocol: started as a process for
//! one game, told the board, the rule and the clock, asked for its moves, and killed if it
//! hangs.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread;
use std::time::{Duration, Instant};

use gobang_engine::{Game, Pos, Rule};

/// How long a brain may take to start and answer `START`.
const START_TIMEOUT: Duration = Duration::from_secs(30);
/// How long after its deadline a brain that has not answered is given before it is killed.
const HANG_GRACE: Duration = Duration::from_secs(5);
/// How long to wait for each `ABOUT` answer before asking again.
const IDLE_POLL: Duration = Duration::from_millis(100);
/// How long a brain may stay busy after its move before it counts as hung.
const IDLE_TIMEOUT: Duration = Duration::from_secs(10);

/// What went wrong with a brain: each loses the game for its side.
#[derive(Clone, Debug)]
pub enum BrainFault {
    /// The process could not be started or talked to.
    Broken(String),
    /// It gave no move before its deadline and a grace period, and was killed.
    Hung,
    /// It answered something that is not a move.
    Garbled(String),
}

impl std::fmt::Display for BrainFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BrainFault::Broken(why) => write!(f, "brain failed: {why}"),
            BrainFault::Hung => f.write_str("brain hung and was killed"),
            BrainFault::Garbled(line) => write!(f, "brain answered `{line}`"),
        }
    }
}

/// How an external brain is set up for a game.
#[derive(Clone, Debug)]
pub struct BrainSetup {
    /// The program and its arguments.
    pub command: Vec<String>,
    /// `timeout_turn`: the time per move (`None`: a node budget rules instead).
    pub turn: Option<Duration>,
    /// `max_node`: a node budget per move, for brains that know this extension.
    pub nodes: Option<u64>,
    /// `max_memory` in bytes.
    pub memory: u64,
}

/// A brain playing one game.
pub struct Brain {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Whether the position was sent (as `BOARD`); later moves go as `TURN`.
    told: bool,
    /// The brain's messages that were neither moves nor noise, kept for the fault report.
    said: Vec<String>,
}

impl Brain {
    /// Starts the brain and sets up a game of `size` under `rule`.
    pub fn start(setup: &BrainSetup, size: usize, rule: Rule) -> Result<Brain, BrainFault> {
        let (program, args) = setup
            .command
            .split_first()
            .ok_or_else(|| BrainFault::Broken("empty command".into()))?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| BrainFault::Broken(format!("cannot start {program}: {e}")))?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let (sender, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line.trim().to_owned()).is_err() {
                    break;
                }
            }
        });
        let mut brain = Brain {
            child,
            stdin,
            lines,
            told: false,
            said: Vec::new(),
        };
        brain.send(&format!("START {size}"))?;
        let deadline = Instant::now() + START_TIMEOUT;
        loop {
            let line = brain.next_line(deadline)?;
            if line == "OK" {
                break;
            }
            if line.starts_with("ERROR") {
                return Err(BrainFault::Broken(line));
            }
        }
        let rule_code = match rule {
            Rule::Freestyle => 0,
            Rule::Standard => 1,
            Rule::Renju => 4,
        };
        // A long turn when a node budget rules, so that the clock never cuts it short.
        let turn = setup.turn.map_or(3_600_000, |t| t.as_millis());
        brain.send(&format!("INFO timeout_turn {turn}"))?;
        brain.send("INFO timeout_match 0")?;
        brain.send("INFO time_left 2147483647")?;
        brain.send(&format!("INFO max_memory {}", setup.memory))?;
        brain.send(&format!("INFO rule {rule_code}"))?;
        if let Some(nodes) = setup.nodes {
            brain.send(&format!("INFO max_node {nodes}"))?;
        }
        brain.wait_idle()?;
        Ok(brain)
    }

    fn send(&mut self, line: &str) -> Result<(), BrainFault> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| BrainFault::Broken(format!("cannot write `{line}`: {e}")))
    }

    /// The next line the brain prints, before `deadline`.
    fn next_line(&mut self, deadline: Instant) -> Result<String, BrainFault> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(BrainFault::Hung),
            Err(RecvTimeoutError::Disconnected) => {
                let status = self.child.wait().map(|s| s.to_string());
                Err(BrainFault::Broken(format!(
                    "the process ended ({})",
                    status.unwrap_or_else(|e| e.to_string())
                )))
            }
        }
    }

    /// Waits until the brain reads commands again. Some brains print their move and only
    /// then become idle, dropping a command sent in between: `ABOUT` is sent until it is
    /// answered.
    fn wait_idle(&mut self) -> Result<(), BrainFault> {
        let give_up = Instant::now() + IDLE_TIMEOUT;
        while Instant::now() < give_up {
            self.send("ABOUT")?;
            let poll = (Instant::now() + IDLE_POLL).min(give_up);
            loop {
                match self.next_line(poll) {
                    Ok(line) if line.starts_with("name=") => return Ok(()),
                    Ok(_) => {}
                    Err(BrainFault::Hung) => break,
                    Err(e) => return Err(e),
                }
            }
        }
        Err(BrainFault::Hung)
    }

    /// Asks for the brain's move in `game` (the brain plays the side to move) and waits for
    /// it until `deadline` and a grace period; then the brain is killed. Returns the point
    /// and when it arrived.
    pub fn play(&mut self, game: &Game, deadline: Instant) -> Result<(Pos, Instant), BrainFault> {
        let size = game.board().size();
        if self.told {
            let last = game.last_move().expect("the opponent moved");
            self.send(&format!("TURN {},{}", last.col(), last.row()))?;
        } else if game.moves().is_empty() {
            self.send("BEGIN")?;
        } else {
            // The stones in the order they were played: field 1 for the brain's own.
            self.send("BOARD")?;
            let count = game.moves().len();
            for (i, pos) in game.moves().iter().enumerate() {
                let own = (count - i).is_multiple_of(2);
                let field = if own { 1 } else { 2 };
                self.send(&format!("{},{},{field}", pos.col(), pos.row()))?;
            }
            self.send("DONE")?;
        }
        self.told = true;
        let give_up = deadline + HANG_GRACE;
        let answer = loop {
            let line = match self.next_line(give_up) {
                Ok(line) => line,
                Err(fault) => {
                    self.kill();
                    return Err(fault);
                }
            };
            if let Some(pos) = parse_move(&line, size) {
                break (pos, Instant::now());
            }
            let noise = ["MESSAGE", "DEBUG", "SUGGEST", "name=", "OK"];
            if line.is_empty() || noise.iter().any(|n| line.starts_with(n)) {
                continue;
            }
            if line.starts_with("ERROR") || line.starts_with("UNKNOWN") {
                self.said.push(line);
                continue;
            }
            self.kill();
            return Err(BrainFault::Garbled(line));
        };
        self.wait_idle()?;
        Ok(answer)
    }

    /// What the brain complained about during the game (`ERROR`, `UNKNOWN` lines).
    pub fn complaints(&self) -> &[String] {
        &self.said
    }

    /// Ends the game: `END`, then the process is killed if it has not exited within a second.
    pub fn finish(mut self) {
        let _ = self.send("END");
        let until = Instant::now() + Duration::from_secs(1);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        self.kill();
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Brain {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            self.kill();
        }
    }
}

/// A move line `x,y` (column, row from 0) on a board of side `size`.
fn parse_move(line: &str, size: usize) -> Option<Pos> {
    let (x, y) = line.split_once(',')?;
    let (x, y): (usize, usize) = (x.trim().parse().ok()?, y.trim().parse().ok()?);
    (x < size && y < size).then(|| Pos::new(y, x)).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_column_then_row() {
        assert_eq!(parse_move("3,4", 19), Pos::new(4, 3));
        assert_eq!(parse_move(" 18 , 0 ", 19), Pos::new(0, 18));
        assert_eq!(parse_move("19,0", 19), None);
        assert_eq!(parse_move("MESSAGE 3,4", 19), None);
        assert_eq!(parse_move("3,4,1", 19), None);
    }
}
