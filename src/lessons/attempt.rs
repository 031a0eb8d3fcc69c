//! One try at a lesson's task, as plain data: the person's move is judged by the engine
//! ([`Task::judge`]); a right one stays on the board and ends the task, a wrong one is
//! not played and is told why; in a fight (a win by fours, or by threes and fours) a
//! move that keeps to the fight's rules is played and the solver's answer comes next
//! ([`Attempt::answered`]): the computer's best defence, or the defence that holds when
//! the move let the win go (then the move and the defence are taken back at the next
//! press). A defence is played and the solver asked whether the opponent still wins
//! after it ([`Attempt::checked`]): if so, it is taken back and told where the win
//! begins. It knows nothing of the browser: the controller asks the solver (in a worker)
//! and waits the computer's short pause.

use gobang_engine::ai::solver::{Defence, Proof};
use gobang_engine::lesson::{Shape, Task, Verdict, Why, shape};
use gobang_engine::{Game, GameStatus, Pos};

/// Where a try stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The person's move.
    Playing,
    /// A fight's move or a defence was played: the solver's answer comes next.
    Asking,
    /// The task is done (the right move is on the board).
    Done,
    /// A fight's move let the win go: it and the defence that holds are on the board
    /// until the next press, which takes them back first.
    LetGo,
}

/// What the last move got: what the page says of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The move did what the task asks; `five` when it made five.
    Right {
        /// Whether the move made five (the task's goal aside).
        five: bool,
    },
    /// The move at `at` was not what the task asks, for this reason.
    Wrong {
        /// The point tried.
        at: Pos,
        /// Why it is wrong.
        why: Why,
    },
    /// A fight's move that keeps the win, and the computer's defence.
    Kept {
        /// What the move was: a four, an open three, or neither (a block).
        threat: Threat,
        /// The computer's answer.
        reply: Pos,
    },
    /// A fight's move that let the win go: the computer holds with `reply`.
    LetGo {
        /// The defence that holds.
        reply: Pos,
    },
    /// The solver gave no answer (its worker failed): the move was taken back.
    NoAnswer,
    /// A defence the solver could neither prove lost nor show to hold within its budget:
    /// it stays, and the task counts as done.
    CannotTell,
}

/// What a fight's move that keeps the win made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Threat {
    /// An open four: two points make five, and the computer can block only one.
    OpenFour,
    /// A four: the computer must block it.
    Four,
    /// An open three.
    Three,
    /// Neither: the opponent's four blocked.
    Block,
}

/// What a press on the board did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// Not the person's turn (the computer is thinking, or the task is done).
    Refused,
    /// Wrong: not played, told why.
    Wrong,
    /// Right: the task is done.
    Done,
    /// A fight's move, played: ask the solver for the computer's answer.
    Ask,
    /// A defence, played: ask the solver whether the opponent still wins.
    Check,
}

/// One try at a task.
#[derive(Clone, Debug)]
pub struct Attempt {
    /// The lesson's and the task's places in the set.
    place: (usize, usize),
    task: Task,
    game: Game,
    phase: Phase,
    heard: Option<Heard>,
}

impl Attempt {
    /// A try at `task`, task `place.1` of lesson `place.0`, from its position.
    pub fn new(place: (usize, usize), task: Task) -> Attempt {
        Attempt {
            place,
            game: task.game.clone(),
            task,
            phase: Phase::Playing,
            heard: None,
        }
    }

    /// The lesson's and the task's places in the set, from 0.
    pub fn place(&self) -> (usize, usize) {
        self.place
    }

    /// The task tried.
    pub fn task(&self) -> &Task {
        &self.task
    }

    /// The position as it stands.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Where the try stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// What the last move got, if a move was made.
    pub fn heard(&self) -> Option<Heard> {
        self.heard
    }

    /// The person's move at `pos`, judged.
    pub fn play(&mut self, pos: Pos) -> Press {
        if self.phase == Phase::LetGo {
            self.take_back();
        }
        if self.phase != Phase::Playing {
            return Press::Refused;
        }
        let verdict = self.task.judge_unsearched(&self.game, pos);
        // (Judged first: the shape is only asked of an empty point.)
        let made = if verdict == Verdict::Fight {
            shape(
                self.game.board(),
                self.game.rule(),
                pos,
                self.game.to_move(),
            )
        } else {
            Shape::default()
        };
        match verdict {
            Verdict::Wrong(why) => {
                self.heard = Some(Heard::Wrong { at: pos, why });
                Press::Wrong
            }
            _ if self.game.try_play(pos).is_err() => {
                self.heard = Some(Heard::Wrong {
                    at: pos,
                    why: Why::Occupied,
                });
                Press::Wrong
            }
            Verdict::Right => {
                self.phase = Phase::Done;
                self.heard = Some(Heard::Right {
                    five: matches!(self.game.status(), GameStatus::Won { .. }),
                });
                Press::Done
            }
            // (An unsearched verdict is never CannotTell: that is the search's answer.)
            Verdict::Defence | Verdict::CannotTell => {
                self.phase = Phase::Asking;
                self.heard = None;
                Press::Check
            }
            Verdict::Fight => {
                self.phase = Phase::Asking;
                self.heard = Some(Heard::Kept {
                    threat: if made.open_fours > 0 {
                        Threat::OpenFour
                    } else if made.fours > 0 {
                        Threat::Four
                    } else if made.open_threes > 0 {
                        Threat::Three
                    } else {
                        Threat::Block
                    },
                    // Replaced by the computer's answer when it comes.
                    reply: pos,
                });
                Press::Ask
            }
        }
    }

    /// The solver's answer to the fight's move just played: the win stands, or the
    /// solver cannot tell (either way the computer blocks and the person goes on), or it
    /// was let go, disproved (the defence that holds is played and shown), or no answer
    /// came (the move is taken back).
    pub fn answered(&mut self, answer: Option<Defence>) {
        if self.phase != Phase::Asking {
            return;
        }
        let Some(Heard::Kept { threat, .. }) = self.heard else {
            return;
        };
        let reply = answer.as_ref().map(Defence::reply);
        let played = reply.is_some_and(|reply| self.game.try_play(reply).is_ok());
        let reply = match reply {
            Some(reply) if played => reply,
            _ => {
                self.game.undo();
                self.phase = Phase::Playing;
                self.heard = Some(Heard::NoAnswer);
                return;
            }
        };
        let holds = matches!(answer, Some(Defence::Holds { .. }))
            || matches!(self.game.status(), GameStatus::Won { .. });
        (self.phase, self.heard) = if holds {
            (Phase::LetGo, Some(Heard::LetGo { reply }))
        } else {
            (Phase::Playing, Some(Heard::Kept { threat, reply }))
        };
    }

    /// The solver's answer after the defence just played, the opponent to move: a
    /// disproved win means the defence holds and the task is done; one the solver cannot
    /// tell is not called wrong (the task is done, and the page says the engine cannot
    /// tell); a proved win takes the defence back, told where the win begins; `None` (no
    /// answer came) takes it back too.
    pub fn checked(&mut self, proof: Option<Proof>) {
        if self.phase != Phase::Asking || self.task.goal.fight().is_some() {
            return;
        }
        let verdict = proof.as_ref().map(Verdict::of_defence);
        let heard = match verdict {
            Some(Verdict::Right) => Some(Heard::Right { five: false }),
            Some(Verdict::CannotTell) => Some(Heard::CannotTell),
            _ => None,
        };
        if let Some(heard) = heard {
            self.phase = Phase::Done;
            self.heard = Some(heard);
            return;
        }
        let at = self.game.undo();
        self.phase = Phase::Playing;
        self.heard = match (verdict, at) {
            (Some(Verdict::Wrong(why)), Some(at)) => Some(Heard::Wrong { at, why }),
            _ => Some(Heard::NoAnswer),
        };
    }

    /// Takes back the move that let the win go and the defence shown.
    fn take_back(&mut self) {
        self.game.undo();
        self.game.undo();
        self.phase = Phase::Playing;
    }

    /// The defence that holds, while it is shown.
    pub fn holding_reply(&self) -> Option<Pos> {
        match (self.phase, self.heard) {
            (Phase::LetGo, Some(Heard::LetGo { reply })) => Some(reply),
            _ => None,
        }
    }

    /// Starts the task again from its position.
    pub fn retry(&mut self) {
        self.game = self.task.game.clone();
        self.phase = Phase::Playing;
        self.heard = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobang_engine::lesson::{Lesson, parse_lessons};

    /// A lesson of three tasks: an open four to make, a win by fours, a four to block.
    fn lesson() -> Lesson {
        let text = "lesson t\ntitle T | 题\ntext T | 文\n\
            task open-four\nask Open four | 活四\nposition 15 freestyle black\nblack h8 i8 j8\nwhite h9 i9 j10\n\
            task vcf\nask Win by fours | 连续冲四\nposition 15 freestyle black\nblack h8 i8 j8 h10 h11 h12\nwhite g8 h9 g10 g12 i13 a1\n\
            task block-four\nask Block | 挡\nposition 15 freestyle black\nblack g8 i9 a1 c1\nwhite h9 i10 j11 k12\n";
        let mut lessons = parse_lessons(text).expect("the test lesson reads");
        lessons.remove(0)
    }

    fn at(name: &str) -> Pos {
        Pos::parse(name, 15).expect("a point")
    }

    #[test]
    fn a_wrong_move_is_not_played_and_says_why_and_a_right_one_ends_the_task() {
        let task = lesson().tasks[0].clone();
        let mut attempt = Attempt::new((0, 0), task.clone());
        // A point far from the stones makes nothing.
        assert_eq!(attempt.play(at("a15")), Press::Wrong);
        assert!(matches!(
            attempt.heard(),
            Some(Heard::Wrong {
                why: Why::NoFour,
                ..
            })
        ));
        assert_eq!(attempt.game().moves(), &[] as &[Pos]);
        assert_eq!(attempt.phase(), Phase::Playing);
        // On a stone: wrong, nothing lost.
        assert_eq!(attempt.play(at("h8")), Press::Wrong);
        assert_eq!(attempt.game(), &task.game);
        assert_eq!(attempt.play(at("k8")), Press::Done);
        assert_eq!(attempt.heard(), Some(Heard::Right { five: false }));
        assert_eq!(attempt.game().moves(), &[at("k8")]);
        // Done: the board takes no more.
        assert_eq!(attempt.play(at("g8")), Press::Refused);
        attempt.retry();
        assert_eq!((attempt.phase(), attempt.heard()), (Phase::Playing, None));
        assert_eq!(attempt.game(), &task.game);
    }

    #[test]
    fn a_fight_goes_on_with_the_computers_defence_and_a_move_that_lets_the_win_go_is_taken_back() {
        let task = lesson().tasks[1].clone();
        let mut attempt = Attempt::new((0, 1), task.clone());
        // Not a four: wrong at once, not asked.
        assert_eq!(attempt.play(at("c3")), Press::Wrong);
        assert!(matches!(
            attempt.heard(),
            Some(Heard::Wrong {
                why: Why::NotAFour,
                ..
            })
        ));
        // A four: the solver is asked; the board takes nothing meanwhile.
        assert_eq!(attempt.play(at("h13")), Press::Ask);
        assert_eq!(attempt.phase(), Phase::Asking);
        assert_eq!(attempt.play(at("a2")), Press::Refused);
        attempt.answered(Some(Defence::Loses {
            reply: at("h14"),
            line: vec![],
        }));
        assert_eq!(attempt.phase(), Phase::Playing);
        assert_eq!(
            attempt.heard(),
            Some(Heard::Kept {
                threat: Threat::Four,
                reply: at("h14")
            })
        );
        assert_eq!(attempt.game().moves(), &[at("h13"), at("h14")]);
        // A four that lets the win go: the defence that holds is shown, then taken back
        // with the move at the next press, which is judged in the position before them.
        let before = attempt.game().clone();
        assert_eq!(attempt.play(at("l8")), Press::Ask);
        attempt.answered(Some(Defence::Holds { reply: at("m8") }));
        assert_eq!(attempt.phase(), Phase::LetGo);
        assert_eq!(attempt.holding_reply(), Some(at("m8")));
        assert_eq!(attempt.play(at("c3")), Press::Wrong);
        assert_eq!(attempt.game(), &before);
        assert_eq!(attempt.holding_reply(), None);
        // No answer (the worker failed): the move is taken back.
        assert_eq!(attempt.play(at("l8")), Press::Ask);
        attempt.answered(None);
        assert_eq!(attempt.heard(), Some(Heard::NoAnswer));
        assert_eq!(attempt.game(), &before);
    }

    #[test]
    fn a_defence_is_played_while_the_solver_searches_and_taken_back_if_the_win_stands() {
        let text = "lesson d\ntitle D | 守\ntext T | 文\n\
            task defend\nask Defend | 防守\nposition 15 freestyle black\nblack a1 a3 c1\nwhite g8 h8 i8\n";
        let task = parse_lessons(text).expect("the test lesson reads")[0].tasks[0].clone();
        let mut attempt = Attempt::new((0, 0), task.clone());
        assert_eq!(attempt.play(at("o15")), Press::Check);
        assert_eq!((attempt.phase(), attempt.heard()), (Phase::Asking, None));
        assert_eq!(attempt.play(at("f8")), Press::Refused);
        let line = vec![at("j8"), at("k8")];
        attempt.checked(Some(Proof::ProvedWin { line }));
        assert_eq!(
            attempt.heard(),
            Some(Heard::Wrong {
                at: at("o15"),
                why: Why::StillWins(at("j8"))
            })
        );
        assert_eq!(attempt.game(), &task.game);
        // No answer: taken back, said so.
        assert_eq!(attempt.play(at("f8")), Press::Check);
        attempt.checked(None);
        assert_eq!(attempt.heard(), Some(Heard::NoAnswer));
        assert_eq!(attempt.game(), &task.game);
        // The win disproved: the defence holds, and stays.
        assert_eq!(attempt.play(at("f8")), Press::Check);
        attempt.checked(Some(Proof::Disproved));
        assert_eq!(attempt.phase(), Phase::Done);
        assert_eq!(attempt.heard(), Some(Heard::Right { five: false }));
        assert_eq!(attempt.game().moves(), &[at("f8")]);
        // The solver cannot tell: not called wrong, the defence stays, said so.
        let mut unsure = Attempt::new((0, 0), task.clone());
        assert_eq!(unsure.play(at("j8")), Press::Check);
        unsure.checked(Some(Proof::Unknown));
        assert_eq!(unsure.phase(), Phase::Done);
        assert_eq!(unsure.heard(), Some(Heard::CannotTell));
        assert_eq!(unsure.game().moves(), &[at("j8")]);
    }

    #[test]
    fn blocking_a_four_is_judged_by_what_is_left_to_the_opponent() {
        let task = lesson().tasks[2].clone();
        let mut attempt = Attempt::new((0, 2), task);
        assert_eq!(attempt.play(at("c3")), Press::Wrong);
        assert!(matches!(
            attempt.heard(),
            Some(Heard::Wrong {
                why: Why::StillFive(_),
                ..
            })
        ));
        assert_eq!(attempt.play(at("l13")), Press::Done);
    }
}
