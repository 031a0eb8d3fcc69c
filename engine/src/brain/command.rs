//! The commands of the Piskvork protocol, read from the manager's lines.

use std::error::Error;
use std::fmt;

use crate::pos::Pos;

/// A command from the manager.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `START n`: a new game on an n x n board.
    Start(usize),
    /// `RECTSTART w,h`: a rectangular board (not supported).
    RectStart(usize, usize),
    /// `RESTART`: a new game on the same board.
    Restart,
    /// `BEGIN`: the brain plays first.
    Begin,
    /// `TURN x,y`: the opponent played there; the brain answers.
    Turn(Pos),
    /// `BOARD`: a whole position follows, one `x,y,field` line per stone, then `DONE`.
    Board,
    /// A stone of a `BOARD` position: field 1 is the brain's, 2 the opponent's.
    BoardStone(Pos, u8),
    /// `SWAP2BOARD`: the stones of a swap2 opening follow (none, three or five, one
    /// `x,y` line each, black's first), then `DONE`; the brain answers with its step of
    /// the opening.
    Swap2Board,
    /// A stone of a `SWAP2BOARD` opening.
    Swap2Stone(Pos),
    /// `DONE`: the end of a `BOARD` position or a `SWAP2BOARD` opening; the brain answers.
    Done,
    /// `TAKEBACK x,y`: the stone there is taken back.
    Takeback(Pos),
    /// `INFO key value`: a setting.
    Info(String, String),
    /// `ABOUT`: the brain describes itself.
    About,
    /// `END`: the brain exits.
    End,
}

/// A list of stones being received, whose lines are stones rather than commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// After `BOARD`: `x,y,field` lines.
    Board,
    /// After `SWAP2BOARD`: `x,y` lines.
    Swap2Board,
}

/// A line that is not a command this brain understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// An empty line.
    Empty,
    /// A command name the brain does not know.
    Unknown(String),
    /// A known command with arguments that do not parse.
    BadArguments {
        /// The command.
        command: &'static str,
        /// What was wrong.
        detail: String,
    },
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::Empty => f.write_str("empty command"),
            ProtocolError::Unknown(name) => write!(f, "unknown command {name}"),
            ProtocolError::BadArguments { command, detail } => write!(f, "{command}: {detail}"),
        }
    }
}

impl Error for ProtocolError {}

fn bad(command: &'static str, detail: impl Into<String>) -> ProtocolError {
    ProtocolError::BadArguments {
        command,
        detail: detail.into(),
    }
}

/// Reads numbers separated by commas, e.g. `3,4` or `3,4,1`.
fn numbers(command: &'static str, text: &str, count: usize) -> Result<Vec<usize>, ProtocolError> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    if parts.len() != count {
        return Err(bad(
            command,
            format!("expected {count} numbers separated by commas, got `{text}`"),
        ));
    }
    parts
        .iter()
        .map(|p| {
            p.parse::<usize>()
                .map_err(|_| bad(command, format!("`{p}` is not a number")))
        })
        .collect()
}

fn point(command: &'static str, x: usize, y: usize) -> Result<Pos, ProtocolError> {
    Pos::new(y, x).ok_or_else(|| bad(command, format!("{x},{y} is off any supported board")))
}

impl Command {
    /// Reads one line from the manager. `block` says whether a list of stones is being
    /// sent (`BOARD`'s `x,y,field` lines, `SWAP2BOARD`'s `x,y` lines), which ends with
    /// `DONE`.
    ///
    /// # Errors
    /// [`ProtocolError`] for empty lines, unknown commands and bad arguments.
    pub fn parse(line: &str, block: Option<Block>) -> Result<Command, ProtocolError> {
        let line = line.trim();
        let (name, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        if name.is_empty() {
            return Err(ProtocolError::Empty);
        }
        let upper = name.to_ascii_uppercase();
        match block {
            Some(Block::Board) if upper != "DONE" => {
                let n = numbers("BOARD", line, 3)?;
                let field = u8::try_from(n[2]).ok().filter(|f| (1..=3).contains(f));
                let field = field
                    .ok_or_else(|| bad("BOARD", format!("field {} is not 1, 2 or 3", n[2])))?;
                return Ok(Command::BoardStone(point("BOARD", n[0], n[1])?, field));
            }
            Some(Block::Swap2Board) if upper != "DONE" => {
                let n = numbers("SWAP2BOARD", line, 2)?;
                return Ok(Command::Swap2Stone(point("SWAP2BOARD", n[0], n[1])?));
            }
            _ => {}
        }
        Ok(match upper.as_str() {
            "START" => Command::Start(numbers("START", rest, 1)?[0]),
            "RECTSTART" => {
                let n = numbers("RECTSTART", rest, 2)?;
                Command::RectStart(n[0], n[1])
            }
            "RESTART" => Command::Restart,
            "BEGIN" => Command::Begin,
            "TURN" => {
                let n = numbers("TURN", rest, 2)?;
                Command::Turn(point("TURN", n[0], n[1])?)
            }
            "TAKEBACK" => {
                let n = numbers("TAKEBACK", rest, 2)?;
                Command::Takeback(point("TAKEBACK", n[0], n[1])?)
            }
            "BOARD" => Command::Board,
            "SWAP2BOARD" => Command::Swap2Board,
            "DONE" => Command::Done,
            "INFO" => {
                let (key, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                Command::Info(key.to_ascii_lowercase(), value.trim().to_owned())
            }
            "ABOUT" => Command::About,
            "END" => Command::End,
            _ => return Err(ProtocolError::Unknown(name.to_owned())),
        })
    }
}
