//! The judge of a lesson's moves: what a move makes on its lines ([`shape`]: five, fours,
//! open fours, threes), and whether that is what the task asks ([`Task::judge`]).

use crate::ai::solver::{self, Kind, Proof};
use crate::board::Board;
use crate::game::Game;
use crate::opening::renju;
use crate::pos::{Direction, Pos};
use crate::rules::{Forbidden, Rule};
use crate::stone::Stone;

use super::{Goal, Task};

/// The search the solver gets to find the opponent's forced win after a defence.
pub const DEFEND_NODES: u64 = 30_000;

/// What a stone makes on its four lines, by the rules in play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    /// A row that wins.
    pub five: bool,
    /// Six or more in a row that does not win (exactly five needed).
    pub overline: bool,
    /// Lines on which one more stone makes a winning five.
    pub fours: u8,
    /// Of those, lines on which two points make it five.
    pub open_fours: u8,
    /// Lines (not fours) on which one more stone makes an open four.
    pub open_threes: u8,
    /// Lines (not fours, not open threes) on which one more stone makes a four.
    pub closed_threes: u8,
}

/// What a stone of `side` on the empty point `pos` makes.
pub fn shape(board: &Board, rule: Rule, pos: Pos, side: Stone) -> Shape {
    let mut board = board.clone();
    board.place(pos, side);
    let mut shape = Shape::default();
    for direction in Direction::ALL {
        let len = run(&board, pos, direction, side).len();
        if rule.wins_with(side, len) {
            shape.five = true;
            continue;
        }
        shape.overline |= len > 5;
        let fives = five_points(&mut board, rule, pos, direction, side).len();
        if fives > 0 {
            shape.fours += 1;
            shape.open_fours += u8::from(fives > 1);
            continue;
        }
        let mut best = 0;
        for q in line(&board, pos, direction) {
            if !board.is_empty_at(q) || rule.forbidden(&board, q, side).is_some() {
                continue;
            }
            board.place(q, side);
            best = best.max(five_points(&mut board, rule, pos, direction, side).len());
            board.remove(q);
        }
        match best {
            0 => {}
            1 => shape.closed_threes += 1,
            _ => shape.open_threes += 1,
        }
    }
    shape
}

/// The points within four of `pos` along `direction`, both ways, on the board.
fn line(board: &Board, pos: Pos, direction: Direction) -> impl Iterator<Item = Pos> + use<> {
    let ((dr, dc), size) = (direction.step(), board.size());
    (-4..=4)
        .filter(|&k| k != 0)
        .filter_map(move |k| pos.offset(dr, dc, k, size))
}

/// The stones of `side` in an unbroken row through `pos` along `direction`.
fn run(board: &Board, pos: Pos, direction: Direction, side: Stone) -> Vec<Pos> {
    let ((dr, dc), size) = (direction.step(), board.size());
    let mut stones = vec![pos];
    for sign in [1, -1] {
        let mut k = 1;
        while let Some(q) = pos.offset(dr * sign, dc * sign, k, size) {
            if board.get(q) != Some(side) {
                break;
            }
            stones.push(q);
            k += 1;
        }
    }
    stones
}

/// The empty points along `direction` where a stone of `side` makes a winning row with
/// the stone on `pos`.
fn five_points(
    board: &mut Board,
    rule: Rule,
    pos: Pos,
    direction: Direction,
    side: Stone,
) -> Vec<Pos> {
    let mut points = Vec::new();
    for q in line(board, pos, direction) {
        if !board.is_empty_at(q) {
            continue;
        }
        board.place(q, side);
        let row = run(board, q, direction, side);
        if rule.wins_with(side, row.len()) && row.contains(&pos) {
            points.push(q);
        }
        board.remove(q);
    }
    points
}

/// The points where `side` would make a winning five now (a five is never forbidden).
fn fives_of(board: &Board, rule: Rule, side: Stone) -> Vec<Pos> {
    let mut board = board.clone();
    let empty: Vec<Pos> = board.empty_points().collect();
    empty
        .into_iter()
        .filter(|&q| {
            board.place(q, side);
            let five = crate::win::winning_line(&board, q, rule).is_some();
            board.remove(q);
            five
        })
        .collect()
}

/// What the judge says of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It does what the task asks (in a fight: it makes the five).
    Right,
    /// It does not, for this reason; the move is taken back.
    Wrong(Why),
    /// A fight's move that keeps to its rules (a four, or a three where threes are
    /// allowed): whether the win still stands is the solver's to say (see
    /// [`crate::ai::solver::answer`] with [`Goal::fight`]'s kind), and the computer answers.
    Fight,
    /// A defence, not yet searched (only from [`Task::judge_unsearched`]): it holds when
    /// the solver disproves the opponent's win by threes and fours after it
    /// ([`crate::ai::solver::prove`] in `Kind::Vct`'s space with [`DEFEND_NODES`]; its
    /// answer becomes the verdict with [`Verdict::of_defence`]).
    Defence,
    /// A defence after which the solver can neither prove nor disprove the opponent's win
    /// within its budget: the engine cannot tell whether it holds, so it is not called
    /// wrong.
    CannotTell,
}

impl Verdict {
    /// A defence's verdict from the solver's answer after it, the opponent to move: a
    /// proved win makes it wrong (the win begins at the line's first point), a disproved
    /// one right, an unknown one [`Verdict::CannotTell`].
    pub fn of_defence(proof: &Proof) -> Verdict {
        match proof {
            Proof::ProvedWin { line } => match line.first() {
                Some(&first) => Verdict::Wrong(Why::StillWins(first)),
                None => Verdict::CannotTell,
            },
            Proof::Disproved => Verdict::Right,
            Proof::Unknown => Verdict::CannotTell,
        }
    }
}

/// Why a move is not what the task asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The point has a stone.
    Occupied,
    /// Renju: black may not play there.
    Forbidden(Forbidden),
    /// The task asks for another point.
    NotThere(Pos),
    /// Six or more in a row, which does not win under the task's rules.
    Overline,
    /// Not five in a row.
    NoFive,
    /// No four is made.
    NoFour,
    /// A four, but only one point makes it five: the opponent blocks it there.
    ClosedFour,
    /// A four, where a three was asked: the opponent must block it, and nothing is left.
    FourNotThree,
    /// A three that cannot become an open four: one of its ends is closed.
    ClosedThree,
    /// No three is made.
    NoThree,
    /// The opponent still makes five on this point.
    StillFive(Pos),
    /// The opponent can still make an open four on this point.
    StillOpenFour(Pos),
    /// A four only, where a four and a three were asked.
    OnlyFour,
    /// A three only, where a four and a three were asked.
    OnlyThree,
    /// Two threes, where a four and a three were asked.
    TwoThrees,
    /// One four only, where two were asked.
    OneFour,
    /// In a win by fours, every move must be a four.
    NotAFour,
    /// In a win by threes and fours, every move must be one or the other.
    NotAThreat,
    /// The opponent still has a forced win, beginning on this point.
    StillWins(Pos),
    /// Black may play on this point: nothing forbidden is made.
    Allowed,
    /// Forbidden, but as this kind, not the one asked.
    OtherForbidden(Forbidden),
    /// Black may block the four on this point.
    BlockAllowed(Pos),
    /// The three stones make this opening (by its name), or none of the 26.
    OtherOpening(Option<&'static str>),
}

impl Task {
    /// Judges the move `pos` in `game`: the task's position, or a fight's position as it
    /// stands, the person to move.
    pub fn judge(&self, game: &Game, pos: Pos) -> Verdict {
        match self.judge_unsearched(game, pos) {
            Verdict::Defence => defend(game, pos),
            verdict => verdict,
        }
    }

    /// [`Task::judge`], but a defence's search is left to the caller
    /// ([`Verdict::Defence`]): for a page that runs the solver in a worker, and so does not
    /// carry it.
    pub fn judge_unsearched(&self, game: &Game, pos: Pos) -> Verdict {
        let (board, rule, side) = (game.board(), game.rule(), game.to_move());
        if !board.is_empty_at(pos) {
            return Verdict::Wrong(Why::Occupied);
        }
        if let Goal::FindForbidden(kind) = self.goal {
            return match (rule.forbidden(board, pos, Stone::Black), kind) {
                (None, _) => Verdict::Wrong(Why::Allowed),
                (Some(found), Some(kind)) if found != kind => {
                    Verdict::Wrong(Why::OtherForbidden(found))
                }
                _ => Verdict::Right,
            };
        }
        if let Some(kind) = game.forbidden(pos) {
            return Verdict::Wrong(Why::Forbidden(kind));
        }
        let made = shape(board, rule, pos, side);
        if made.five {
            return Verdict::Right;
        }
        let wrong = |why| Verdict::Wrong(why);
        let right_if = |ok: bool, why| if ok { Verdict::Right } else { wrong(why) };
        match self.goal {
            Goal::At(target) => right_if(pos == target, Why::NotThere(target)),
            Goal::Five if made.overline => wrong(Why::Overline),
            Goal::Five => wrong(Why::NoFive),
            Goal::Four => right_if(made.fours > 0, Why::NoFour),
            Goal::OpenFour if made.fours > 0 => right_if(made.open_fours > 0, Why::ClosedFour),
            Goal::OpenFour => wrong(Why::NoFour),
            Goal::OpenThree => match made {
                m if m.open_threes > 0 => Verdict::Right,
                m if m.fours > 0 => wrong(Why::FourNotThree),
                m if m.closed_threes > 0 => wrong(Why::ClosedThree),
                _ => wrong(Why::NoThree),
            },
            Goal::BlockFour | Goal::BlockThree => self.block(game, pos),
            Goal::FourThree => match (made.fours, made.open_threes) {
                (2.., _) | (1, 1..) => Verdict::Right,
                (1, 0) => wrong(Why::OnlyFour),
                (0, 2..) => wrong(Why::TwoThrees),
                (0, 1) => wrong(Why::OnlyThree),
                _ => wrong(Why::NoFour),
            },
            Goal::DoubleFour => match made.fours {
                2.. => Verdict::Right,
                1 => wrong(Why::OneFour),
                _ => wrong(Why::NoFour),
            },
            Goal::Vcf | Goal::Vct => fight(game, pos, made, self.goal),
            Goal::Defend => Verdict::Defence,
            Goal::ForbiddenTrap => trap(game, pos, made),
            Goal::Opening(name) => opening(game, pos, name),
            Goal::FindForbidden(_) => Verdict::Right,
        }
    }

    /// A block of a four, or of an open three: no five left to the opponent, and for a
    /// three no open four either.
    fn block(&self, game: &Game, pos: Pos) -> Verdict {
        let (rule, opponent) = (game.rule(), !game.to_move());
        let mut board = game.board().clone();
        board.place(pos, game.to_move());
        if let Some(&five) = fives_of(&board, rule, opponent).first() {
            return Verdict::Wrong(Why::StillFive(five));
        }
        if self.goal == Goal::BlockThree {
            let open_four = board.empty_points().find(|&q| {
                rule.forbidden(&board, q, opponent).is_none()
                    && shape(&board, rule, q, opponent).open_fours > 0
            });
            if let Some(q) = open_four {
                return Verdict::Wrong(Why::StillOpenFour(q));
            }
        }
        Verdict::Right
    }
}

/// A fight's move: the opponent's four must be blocked first; then a four (or, by threes
/// and fours, an open three) goes to the solver.
fn fight(game: &Game, pos: Pos, made: Shape, goal: Goal) -> Verdict {
    let (board, rule) = (game.board(), game.rule());
    let threats = fives_of(board, rule, !game.to_move());
    if let Some(&five) = threats.iter().find(|&&q| q != pos) {
        return Verdict::Wrong(Why::StillFive(five));
    }
    if !threats.is_empty() || made.fours > 0 {
        return Verdict::Fight;
    }
    match goal {
        Goal::Vct if made.open_threes > 0 => Verdict::Fight,
        Goal::Vct => Verdict::Wrong(Why::NotAThreat),
        _ => Verdict::Wrong(Why::NotAFour),
    }
}

/// A defence: right when the solver disproves the opponent's win after it, wrong when it
/// proves it, [`Verdict::CannotTell`] when its budget runs out first.
fn defend(game: &Game, pos: Pos) -> Verdict {
    let mut after = game.clone();
    if after.try_play(pos).is_err() {
        return Verdict::Wrong(Why::Occupied);
    }
    Verdict::of_defence(&solver::prove(&after, Kind::Vct.space(), DEFEND_NODES))
}

/// White's four whose blocking point is forbidden to black (or an open four).
fn trap(game: &Game, pos: Pos, made: Shape) -> Verdict {
    if made.fours == 0 {
        return Verdict::Wrong(Why::NoFour);
    }
    let (rule, side) = (game.rule(), game.to_move());
    let mut board = game.board().clone();
    board.place(pos, side);
    let fives = fives_of(&board, rule, side);
    match fives[..] {
        [only] if rule.forbidden(&board, only, !side).is_none() => {
            Verdict::Wrong(Why::BlockAllowed(only))
        }
        _ => Verdict::Right,
    }
}

/// Black's third stone of a renju opening: right when the three stones make `name`.
fn opening(game: &Game, pos: Pos, name: &'static str) -> Verdict {
    let size = game.board().size();
    let centre = Pos::center(size);
    let white = game
        .board()
        .points()
        .find(|&q| game.board().get(q) == Some(Stone::White));
    let found = white.and_then(|white| renju::identify([centre, white, pos], size));
    match found {
        Some(o) if o.name == name => Verdict::Right,
        other => Verdict::Wrong(Why::OtherOpening(other.map(|o| o.name))),
    }
}
