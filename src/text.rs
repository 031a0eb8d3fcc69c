//! Every text the page shows, in one place.

use gobang_engine::Stone;
use gobang_engine::ai::Level;

use crate::session::Outcome;

pub const TITLE: &str = "Gobang";
pub const TAGLINE: &str = "Time to show real skill: a match against the computer!";
pub const COMPUTER_FIRST: &str = "Computer first";
pub const ME_FIRST: &str = "Me first";
pub const WHO_STARTS: &str = "Who moves first";
pub const START: &str = "Start game";
pub const END: &str = "End game";
pub const BOARD: &str = "Board";
pub const PRESS_START: &str = "Press “Start game” to begin a match. Please read the rules first.";
pub const IDLE: &str = "Choose who moves first, then press “Start game”.";
pub const YOUR_TURN: &str = "your turn";
pub const THINKING: &str = "the computer is thinking…";
pub const COMPUTER: &str = "Computer";
pub const YOU: &str = "You";
pub const RULES: &str = "Rules";
pub const WORKER_FAILED: &str =
    "The computer's search could not start in this browser, so it is playing at the Classic level.";
pub const LEVEL: &str = "Computer level";
pub const WIN_RULE: &str =
    "Five or more stones in an unbroken row (across, down or diagonally) win.";
pub const STRUCK_NOTE: &str = "Struck-out rules are not played here.";

/// The rules list of the original game; the parts in the second half of a pair are struck
/// out there (and here): this game has no pass and no tournament rules.
pub const RULES_LIST: [(&str, &str); 10] = [
    (
        "Choose whether the computer or you move first. Black always moves first.",
        "",
    ),
    ("Press “Start game” to begin a match.", ""),
    ("Press “End game” to end the match.", ""),
    ("Each side plays stones of one colour.", ""),
    ("The game starts on an empty board.", ""),
    (
        "Black first, then white, taking turns, one stone at a time.",
        "",
    ),
    (
        "Stones go on empty points. Once placed, a stone is never moved, taken off or picked up to play elsewhere.",
        "",
    ),
    ("Black's first stone may go on any point of the board.", ""),
    (
        "Taking turns is each side's right, ",
        "but either side may give up a turn (pass).",
    ),
    (
        "",
        "Tournament rules: black's prescribed opening, swap after three, two offers on the fifth move; black may not make a double three, a double four or an overline.",
    ),
];

pub const fn colour(stone: Stone) -> &'static str {
    match stone {
        Stone::Black => "black",
        Stone::White => "white",
    }
}

pub const fn outcome(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "Congratulations, you won! 🎉",
        Outcome::Lost => "The computer won this time. Press “Start game” for a rematch.",
        Outcome::Draw => "The board is full and nobody has five in a row: a draw.",
    }
}

pub const fn outcome_status(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "You won!",
        Outcome::Lost => "The computer won.",
        Outcome::Draw => "Draw: the board is full.",
    }
}

pub const fn level(level: Level) -> &'static str {
    match level {
        Level::Classic => "Classic (the original)",
        Level::Medium => "Medium",
        Level::Hard => "Hard",
    }
}
