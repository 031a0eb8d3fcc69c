//! One try at a puzzle, as plain data: the person plays the attacker's moves, the computer
//! answers from the puzzle's line, a move off the line is judged by the solver's answer
//! ([`Attempt::answered`]: a proved win goes on, a disproved one fails, one the solver
//! cannot decide goes on and is judged by how it ends), and the try ends solved or
//! failed; then it may start again
//! ([`Attempt::retry`]) or the solution is shown move by move ([`Attempt::show`]).
//! It knows nothing of the browser: the view waits the computer's short pause and asks
//! the solver.

use gobang_engine::ai::solver::Defence;
use gobang_engine::puzzle::Puzzle;
use gobang_engine::{Game, GameStatus, Pos};

/// Where a try stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The person's move (the attacker's).
    Playing,
    /// The person's move is on the line: the computer's reply comes next ([`Attempt::reply`]).
    Replying,
    /// The person's move is off the line: the solver's answer comes next
    /// ([`Attempt::answered`]).
    Asking,
    /// The attacker made five.
    Solved,
    /// The win was let go: `reply` (if any) is the defence that holds, on the board.
    Failed {
        /// The defender's move that holds.
        reply: Option<Pos>,
    },
    /// The solution, shown: `step` of its moves are on the board.
    Showing {
        /// How many of the solution's moves are on the board.
        step: usize,
    },
}

/// What the solver said of the person's last move off the line, while the try goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// The move wins too (proved): the try goes on along the solver's line.
    AnotherWay,
    /// The solver could not decide within its budget: the computer defends as best it
    /// can and the try goes on, judged by how it ends.
    CannotTell,
}

/// What a press on the board did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// Refused: not the person's turn, or the point cannot be played.
    Refused,
    /// The move made five: solved.
    Solved,
    /// On the line: the computer replies after a pause.
    OnLine,
    /// Off the line: the solver is to judge it.
    OffLine,
}

/// One try at a puzzle.
#[derive(Clone, Debug)]
pub struct Attempt {
    puzzle: Puzzle,
    game: Game,
    /// The win still to play from `game`: the attacker's next move (or, while replying,
    /// the defence), ..., the five.
    line: Vec<Pos>,
    phase: Phase,
    /// What the solver said of the last move off the line, until the next move.
    note: Option<Note>,
    /// How many tries were started before this one (0: the first try, the one rated).
    tries: u32,
}

impl Attempt {
    /// A first try at `puzzle`, from its position.
    pub fn new(puzzle: Puzzle) -> Attempt {
        let game = puzzle.game();
        let line = puzzle.solution.clone();
        Attempt {
            puzzle,
            game,
            line,
            phase: Phase::Playing,
            note: None,
            tries: 0,
        }
    }

    /// The puzzle tried.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The game on the board.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Where the try stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// What the solver said of the person's last move off the line, while the try goes
    /// on after it.
    pub fn note(&self) -> Option<Note> {
        self.note.filter(|_| !self.ended())
    }

    /// Whether this is the first try (the one that rates).
    pub fn first_try(&self) -> bool {
        self.tries == 0
    }

    /// Whether the try has ended (solved or failed; showing the solution ends it too).
    pub fn ended(&self) -> bool {
        matches!(
            self.phase,
            Phase::Solved | Phase::Failed { .. } | Phase::Showing { .. }
        )
    }

    /// The person's move at `pos`.
    pub fn play(&mut self, pos: Pos) -> Press {
        if self.phase != Phase::Playing || self.game.to_move() != self.puzzle.attacker() {
            return Press::Refused;
        }
        let Ok(status) = self.game.try_play(pos) else {
            return Press::Refused;
        };
        self.note = None;
        if matches!(status, GameStatus::Won { .. }) {
            self.phase = Phase::Solved;
            return Press::Solved;
        }
        if self.line.first() == Some(&pos) && self.line.len() > 1 {
            self.line.remove(0);
            self.phase = Phase::Replying;
            Press::OnLine
        } else {
            self.phase = Phase::Asking;
            Press::OffLine
        }
    }

    /// The computer's reply from the line, after a move on it.
    pub fn reply(&mut self) {
        if self.phase != Phase::Replying || self.line.is_empty() {
            return;
        }
        let defence = self.line.remove(0);
        self.defend(defence);
    }

    /// The defender plays `pos`; the try goes on unless that ends the game.
    fn defend(&mut self, pos: Pos) {
        self.phase = match self.game.try_play(pos) {
            Ok(GameStatus::Ongoing) => Phase::Playing,
            _ => Phase::Failed { reply: Some(pos) },
        };
    }

    /// The solver's answer to a move off the line: a win that still stands goes on along
    /// its own line ([`Note::AnotherWay`]); a defence after which the win is disproved
    /// fails the try; when the solver cannot tell, the computer plays its likeliest
    /// defence and the try goes on with no line to follow ([`Note::CannotTell`]): every
    /// move is asked about again, and the try ends solved at a five or failed at a
    /// disproof. No answer at all (no solver) fails it, with the line's defence shown
    /// where it can be played.
    pub fn answered(&mut self, answer: Option<Defence>) {
        if self.phase != Phase::Asking {
            return;
        }
        match answer {
            Some(Defence::Loses { reply, line }) if !line.is_empty() => {
                self.line = line;
                self.note = Some(Note::AnotherWay);
                self.defend(reply);
            }
            Some(Defence::Unknown { reply }) => {
                self.line.clear();
                self.note = Some(Note::CannotTell);
                self.defend(reply);
            }
            Some(answer) => self.fail(Some(answer.reply())),
            None => {
                let defence = self.line.get(1).copied();
                self.fail(defence);
            }
        }
    }

    /// Ends the try failed, the defence that holds on the board where it can be played.
    fn fail(&mut self, reply: Option<Pos>) {
        let shown = reply.filter(|&pos| self.game.clone().try_play(pos).is_ok());
        if let Some(pos) = shown {
            self.game.play(pos);
        }
        self.phase = Phase::Failed { reply: shown };
    }

    /// Starts again from the puzzle's position (a try after the first is not rated).
    pub fn retry(&mut self) {
        let tries = self.tries + 1;
        *self = Attempt::new(self.puzzle.clone());
        self.tries = tries;
    }

    /// Shows the solution from the puzzle's position, `step` of its moves played (at most
    /// all of them). Showing it ends the try: before it ended, as failed.
    pub fn show(&mut self, step: usize) {
        let step = step.min(self.puzzle.solution.len());
        let mut game = self.puzzle.game();
        for &pos in &self.puzzle.solution[..step] {
            if game.try_play(pos).is_err() {
                break;
            }
        }
        self.game = game;
        self.line.clear();
        self.phase = Phase::Showing { step };
    }

    /// The defence that holds, while the try has failed with one on the board.
    pub fn holding_reply(&self) -> Option<Pos> {
        match self.phase {
            Phase::Failed { reply } => reply,
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Black: h8 h9 h10 and a three on row 5; white scattered. Black wins with fours:
    /// h11 (four), white blocks h12, then h7 makes five.
    fn puzzle() -> Puzzle {
        "T1 freestyle 15 vcf 1200 h8,a1,h9,a3,h10,a5 h11,h12,h7"
            .parse()
            .expect("a good line")
    }

    fn at(name: &str) -> Pos {
        Pos::parse(name, 15).expect("a point")
    }

    #[test]
    fn the_solution_played_gets_the_computers_replies_and_ends_solved() {
        let mut attempt = Attempt::new(puzzle());
        assert_eq!(attempt.phase(), Phase::Playing);
        assert_eq!(attempt.play(at("h11")), Press::OnLine);
        assert_eq!(attempt.phase(), Phase::Replying);
        assert_eq!(
            attempt.play(at("h7")),
            Press::Refused,
            "not while it replies"
        );
        attempt.reply();
        assert_eq!(attempt.game().last_move(), Some(at("h12")));
        assert_eq!(attempt.phase(), Phase::Playing);
        assert_eq!(attempt.play(at("h7")), Press::Solved);
        assert_eq!(attempt.phase(), Phase::Solved);
        assert!(attempt.ended() && attempt.first_try());
        assert_eq!(attempt.play(at("c3")), Press::Refused);
    }

    #[test]
    fn a_move_off_the_line_goes_on_along_the_solvers_line_and_any_five_wins() {
        let mut attempt = Attempt::new(puzzle());
        assert_eq!(
            attempt.play(at("h7")),
            Press::OffLine,
            "a four, not the line's"
        );
        // The solver's line replaces the rest of the solution (here a made-up one)...
        attempt.answered(Some(Defence::Loses {
            reply: at("h6"),
            line: vec![at("c3"), at("d4"), at("e5")],
        }));
        assert_eq!(attempt.phase(), Phase::Playing);
        assert_eq!(attempt.game().last_move(), Some(at("h6")));
        assert_eq!(attempt.note(), Some(Note::AnotherWay));
        // ...and a five off it wins at once.
        assert_eq!(attempt.play(at("h11")), Press::Solved);
        assert_eq!(attempt.phase(), Phase::Solved);
    }

    #[test]
    fn a_move_the_solver_cannot_judge_goes_on_and_is_judged_by_how_it_ends() {
        let mut attempt = Attempt::new(puzzle());
        assert_eq!(attempt.play(at("c3")), Press::OffLine);
        attempt.answered(Some(Defence::Unknown { reply: at("h11") }));
        assert_eq!(attempt.phase(), Phase::Playing, "no failure on a guess");
        assert_eq!(attempt.game().last_move(), Some(at("h11")));
        assert_eq!(attempt.note(), Some(Note::CannotTell));
        // With no line left, even the old solution's move is asked about...
        assert_eq!(attempt.play(at("h12")), Press::OffLine);
        assert_eq!(attempt.note(), None);
        // ...and a disproof then ends the try.
        attempt.answered(Some(Defence::Holds { reply: at("d4") }));
        assert!(matches!(attempt.phase(), Phase::Failed { .. }));
        assert_eq!(attempt.note(), None);
        // A five after an unknown answer solves it.
        let mut lucky = Attempt::new(puzzle());
        lucky.play(at("h11"));
        lucky.reply();
        lucky.play(at("c3"));
        lucky.answered(Some(Defence::Unknown { reply: at("d4") }));
        assert_eq!(lucky.play(at("h7")), Press::Solved);
    }

    #[test]
    fn a_move_that_lets_the_win_go_fails_with_the_reply_on_the_board() {
        let mut attempt = Attempt::new(puzzle());
        assert_eq!(attempt.play(at("c3")), Press::OffLine);
        assert_eq!(attempt.phase(), Phase::Asking);
        attempt.answered(Some(Defence::Holds { reply: at("h11") }));
        assert_eq!(
            attempt.phase(),
            Phase::Failed {
                reply: Some(at("h11"))
            }
        );
        assert_eq!(attempt.holding_reply(), Some(at("h11")));
        assert_eq!(
            attempt.game().board().get(at("h11")),
            Some(gobang_engine::Stone::White)
        );
        assert!(attempt.ended());
        // Without a solver, the line's defence is shown.
        let mut blind = Attempt::new(puzzle());
        blind.play(at("c3"));
        blind.answered(None);
        assert_eq!(blind.holding_reply(), Some(at("h12")));
    }

    #[test]
    fn try_again_starts_from_the_position_and_is_not_the_first_try() {
        let mut attempt = Attempt::new(puzzle());
        attempt.play(at("c3"));
        attempt.answered(None);
        attempt.retry();
        assert_eq!(attempt.phase(), Phase::Playing);
        assert!(!attempt.first_try());
        assert_eq!(attempt.game(), &puzzle().game());
        assert_eq!(attempt.play(at("h11")), Press::OnLine);
    }

    #[test]
    fn the_solution_is_shown_step_by_step() {
        let mut attempt = Attempt::new(puzzle());
        attempt.show(0);
        assert_eq!(attempt.phase(), Phase::Showing { step: 0 });
        assert!(attempt.ended());
        attempt.show(2);
        assert_eq!(attempt.game().moves().len(), 8);
        assert_eq!(
            attempt.play(at("h7")),
            Press::Refused,
            "the board only shows"
        );
        attempt.show(99);
        assert_eq!(attempt.phase(), Phase::Showing { step: 3 });
        assert!(attempt.game().is_over());
    }
}
