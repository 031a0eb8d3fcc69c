//! Tournament openings: the rules by which two players set up the first stones of a game
//! and settle who holds which colour, as plain data. A [`Contest`] is a game between two
//! players, the opener and the responder, played under one of the [`OpeningRule`]s:
//!
//! - **none**: the opener holds black and the sides alternate from the first stone;
//! - **swap**: the opener places three stones (black, white, black); the responder
//!   chooses a colour;
//! - **swap2** (Gomocup and world championships): the opener places three stones; the
//!   responder takes black, or takes white, or places two more stones (white, black) and
//!   leaves the choice of colour to the opener;
//! - **rif** (renju's prescribed opening): the opener places the first three stones as one
//!   of the 26 canonical openings ([`renju`]): black at the centre, white beside it, black
//!   within the central 5×5 square; the responder may swap; white plays the fourth stone;
//!   black offers two fifth moves that are not symmetric to each other, and white chooses
//!   which one is played.
//!
//! Stones always alternate black, white, black… on the board, so the game underneath is an
//! ordinary [`Game`]; the contest adds who acts at each step, the colour choices and the
//! fifth-move offers. Every action is checked ([`Contest::act`]) and refused with an
//! [`OpeningError`] that says why; the actions taken so far are the contest's history, which
//! undo, records and saves replay.

pub mod renju;

use std::error::Error;
use std::fmt;
use std::ops::Not;
use std::str::FromStr;

use crate::game::{Game, GameStatus, PlayError};
use crate::pos::{Pos, SizeError};
use crate::record::RecordError;
use crate::rules::Rule;
use crate::stone::Stone;

use renju::CanonicalOpening;

/// How many fifth moves black offers under [`OpeningRule::Rif`].
pub const OFFERS: usize = 2;

/// How the first stones are placed and the colours settled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OpeningRule {
    /// No opening rule: the opener holds black.
    #[default]
    None,
    /// Three stones, then the responder chooses a colour.
    Swap,
    /// Three stones, then the responder takes a colour or places two more and lets the
    /// opener choose.
    Swap2,
    /// Renju's prescribed opening (RIF): a canonical three-stone opening, a swap, and two
    /// fifth-move offers.
    Rif,
}

impl OpeningRule {
    /// Every opening rule, in the order of the menu.
    pub const ALL: [OpeningRule; 4] = [
        OpeningRule::None,
        OpeningRule::Swap,
        OpeningRule::Swap2,
        OpeningRule::Rif,
    ];

    /// The name in settings, records and links.
    pub const fn name(self) -> &'static str {
        match self {
            OpeningRule::None => "none",
            OpeningRule::Swap => "swap",
            OpeningRule::Swap2 => "swap2",
            OpeningRule::Rif => "rif",
        }
    }

    /// Whether the opening rule goes with `rule`: renju's prescribed opening only with
    /// renju, the others with every rule.
    pub const fn fits(self, rule: Rule) -> bool {
        !matches!(self, OpeningRule::Rif) || matches!(rule, Rule::Renju)
    }
}

impl fmt::Display for OpeningRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not one of [`OpeningRule::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseOpeningError(pub String);

impl fmt::Display for ParseOpeningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown opening rule `{}` (expected none, swap, swap2 or rif)",
            self.0
        )
    }
}

impl Error for ParseOpeningError {}

impl FromStr for OpeningRule {
    type Err = ParseOpeningError;

    fn from_str(s: &str) -> Result<OpeningRule, ParseOpeningError> {
        OpeningRule::ALL
            .into_iter()
            .find(|o| o.name() == s)
            .ok_or_else(|| ParseOpeningError(s.to_owned()))
    }
}

/// One of the two players of a contest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The player who places the first stones (black, unless the colours are swapped).
    Opener,
    /// The other player, who answers the opening.
    Responder,
}

impl Role {
    /// The name in messages.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Opener => "opener",
            Role::Responder => "responder",
        }
    }
}

impl Not for Role {
    type Output = Role;

    /// The other player.
    fn not(self) -> Role {
        match self {
            Role::Opener => Role::Responder,
            Role::Responder => Role::Opener,
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a player chooses when the opening asks for a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// The chooser takes black.
    Black,
    /// The chooser takes white.
    White,
    /// Swap2: the chooser places two more stones and leaves the choice to the other.
    More,
}

impl Choice {
    /// The word for the choice in records (`black`, `white`, `more`).
    pub const fn name(self) -> &'static str {
        match self {
            Choice::Black => "black",
            Choice::White => "white",
            Choice::More => "more",
        }
    }

    /// The choice a record's word names.
    pub fn from_word(word: &str) -> Option<Choice> {
        [Choice::Black, Choice::White, Choice::More]
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(word))
    }
}

impl fmt::Display for Choice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The choices when the responder answers three stones under swap or renju's opening.
const COLOURS: &[Choice] = &[Choice::Black, Choice::White];
/// The choices when the responder answers three stones under swap2.
const SWAP2: &[Choice] = &[Choice::Black, Choice::White, Choice::More];

/// One thing a player does in a contest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A stone of the colour to move: an opening stone, a move, or the offer white picks.
    Stone(Pos),
    /// A choice of colour (or swap2's two more stones).
    Choose(Choice),
    /// Renju: one of black's fifth-move offers.
    Offer(Pos),
}

impl Action {
    /// The action as a word of a record: a point (`j9`), a choice (`white`), or an offer
    /// followed by a slash (`j9/`).
    pub fn word(self, size: usize) -> String {
        match self {
            Action::Stone(pos) => pos.display(size).to_string(),
            Action::Choose(choice) => choice.name().to_owned(),
            Action::Offer(pos) => format!("{}/", pos.display(size)),
        }
    }

    /// The actions a word of a record names on a board of side `size`: a stone, a choice,
    /// or offers (`j9/`, or both offers `j9/g7`); `None` when the word is none of these.
    pub fn from_word(word: &str, size: usize) -> Option<Vec<Action>> {
        if let Some(choice) = Choice::from_word(word) {
            return Some(vec![Action::Choose(choice)]);
        }
        if word.contains('/') {
            return word
                .split('/')
                .filter(|w| !w.is_empty())
                .map(|w| Pos::parse(w, size).ok().map(Action::Offer))
                .collect();
        }
        Pos::parse(word, size)
            .ok()
            .map(|pos| vec![Action::Stone(pos)])
    }
}

/// What the contest waits for, and from whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// `by` places opening stone `number` (counted from 1 on the board), of colour
    /// `stone`; this run of opening stones ends with stone `last`.
    Place {
        /// Who places it.
        by: Role,
        /// Its colour.
        stone: Stone,
        /// Its number on the board.
        number: usize,
        /// The number of the last stone this player places in a row.
        last: usize,
    },
    /// `by` chooses one of `options`.
    Choose {
        /// Who chooses.
        by: Role,
        /// What may be chosen.
        options: &'static [Choice],
    },
    /// `by`, holding black, makes fifth-move offer `made + 1` of [`OFFERS`].
    Offer {
        /// Who offers (black's player).
        by: Role,
        /// Offers made so far.
        made: usize,
    },
    /// `by`, holding white, picks which of black's offers is played.
    Pick {
        /// Who picks (white's player).
        by: Role,
    },
    /// `by` plays a move for `stone`, the side to move, as in any game.
    Move {
        /// Who moves.
        by: Role,
        /// The colour to move.
        stone: Stone,
    },
    /// The game has been won or drawn.
    Over,
}

impl Step {
    /// Who acts at this step; `None` once the game is over.
    pub const fn by(self) -> Option<Role> {
        match self {
            Step::Place { by, .. }
            | Step::Choose { by, .. }
            | Step::Offer { by, .. }
            | Step::Pick { by }
            | Step::Move { by, .. } => Some(by),
            Step::Over => None,
        }
    }

    /// Whether the opening is still being set up (anything but ordinary moves).
    pub const fn in_opening(self) -> bool {
        !matches!(self, Step::Move { .. } | Step::Over)
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Place {
                by,
                stone,
                number,
                last,
            } => write!(f, "the {by} to place stone {number} of {last} ({stone})"),
            Step::Choose { by, options } => {
                let names: Vec<&str> = options.iter().map(|c| c.name()).collect();
                write!(f, "the {by} to choose ({})", names.join(", "))
            }
            Step::Offer { by, made } => {
                write!(
                    f,
                    "the {by} to make fifth-move offer {} of {OFFERS}",
                    made + 1
                )
            }
            Step::Pick { by } => write!(f, "the {by} to pick one of the fifth-move offers"),
            Step::Move { by, stone } => write!(f, "the {by} to move ({stone})"),
            Step::Over => f.write_str("nothing: the game is over"),
        }
    }
}

/// Why an action was refused. The contest is then unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningError {
    /// The other player is to act.
    OutOfTurn {
        /// The step, and who is to act.
        awaited: Step,
    },
    /// The action is not what the step asks for: a stone when a choice is due, a choice
    /// or an offer when a stone is due, too many or too few stones.
    WrongStep {
        /// The step.
        awaited: Step,
    },
    /// A choice that is not one of the step's options.
    NotOffered {
        /// The choice made.
        choice: Choice,
        /// The step's options.
        options: &'static [Choice],
    },
    /// The stone cannot be played there: the point is taken, off the board, forbidden to
    /// black, or the game is over.
    Play(PlayError),
    /// Renju's opening: stone `number` must be at the centre (1), beside it (2) or within
    /// the central 5×5 square (3).
    OutsideArea {
        /// The stone's number.
        number: usize,
        /// Where it was placed.
        pos: Pos,
    },
    /// Renju's opening: this point has been offered already.
    AlreadyOffered(Pos),
    /// Renju's opening: the offer is symmetric to an earlier one, so it would give white no
    /// real choice.
    SymmetricOffer {
        /// The new offer.
        pos: Pos,
        /// The earlier offer it mirrors.
        twin: Pos,
    },
    /// Renju's opening: white must pick one of black's offers.
    NotAnOffer(Pos),
}

fn point(pos: Pos) -> String {
    format!("row {}, column {}", pos.row(), pos.col())
}

impl fmt::Display for OpeningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpeningError::OutOfTurn { awaited } => {
                write!(f, "it is not your step: waiting for {awaited}")
            }
            OpeningError::WrongStep { awaited } => write!(f, "waiting for {awaited}"),
            OpeningError::NotOffered { choice, options } => {
                let names: Vec<&str> = options.iter().map(|c| c.name()).collect();
                write!(
                    f,
                    "`{choice}` is not a choice here (only {})",
                    names.join(", ")
                )
            }
            OpeningError::Play(e) => e.fmt(f),
            OpeningError::OutsideArea { number, pos } => {
                let area = match number {
                    1 => "at the centre of the board",
                    2 => "on one of the eight points around the centre",
                    _ => "within the central 5x5 square",
                };
                write!(f, "stone {number} must be {area}, not at {}", point(*pos))
            }
            OpeningError::AlreadyOffered(pos) => {
                write!(f, "{} has been offered already", point(*pos))
            }
            OpeningError::SymmetricOffer { pos, twin } => write!(
                f,
                "an offer at {} mirrors the offer at {}: the two offers must differ",
                point(*pos),
                point(*twin)
            ),
            OpeningError::NotAnOffer(pos) => write!(
                f,
                "{} is not one of black's offers: pick one of them",
                point(*pos)
            ),
        }
    }
}

impl Error for OpeningError {}

/// A game between two players under an opening rule: the game on the board, who holds
/// which colour, the fifth-move offers, and every action taken so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contest {
    opening: OpeningRule,
    game: Game,
    /// Who holds black (the opener until a choice says otherwise).
    black: Role,
    /// Renju: black's fifth-move offers, while white has not picked.
    offers: Vec<Pos>,
    actions: Vec<Action>,
    /// Who took each action.
    actors: Vec<Role>,
}

impl Contest {
    /// A new contest on an empty board of side `size` under `rule`, opened by `opening`.
    /// An opening rule that does not fit the rule ([`OpeningRule::fits`]) is played as
    /// [`OpeningRule::None`].
    ///
    /// # Errors
    /// [`SizeError`] for a size the engine does not play.
    pub fn new(size: usize, rule: Rule, opening: OpeningRule) -> Result<Contest, SizeError> {
        let game = Game::with_rule(size, rule)?;
        let opening = if opening.fits(rule) {
            opening
        } else {
            OpeningRule::None
        };
        Ok(Contest {
            opening,
            game,
            black: Role::Opener,
            offers: Vec::new(),
            actions: Vec::new(),
            actors: Vec::new(),
        })
    }

    /// A contest with no opening rule whose game is `game`: the opener holds black.
    pub fn from_game(game: Game) -> Contest {
        let actions = game.moves().iter().map(|&p| Action::Stone(p)).collect();
        let actors = (0..game.moves().len())
            .map(|i| {
                if i % 2 == 0 {
                    Role::Opener
                } else {
                    Role::Responder
                }
            })
            .collect();
        Contest {
            opening: OpeningRule::None,
            game,
            black: Role::Opener,
            offers: Vec::new(),
            actions,
            actors,
        }
    }

    /// The opening rule.
    pub fn opening(&self) -> OpeningRule {
        self.opening
    }

    /// The game on the board.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Every action taken so far, the first first.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Who took each of [`Contest::actions`].
    pub fn actors(&self) -> &[Role] {
        &self.actors
    }

    /// Black's fifth-move offers while white has not picked one (renju's opening).
    pub fn offers(&self) -> &[Pos] {
        &self.offers
    }

    /// Who holds `stone` (before the colours are chosen, the opener holds black).
    pub fn holder(&self, stone: Stone) -> Role {
        match stone {
            Stone::Black => self.black,
            Stone::White => !self.black,
        }
    }

    /// The colour `role` holds (for now, while the colours are still to be chosen).
    pub fn colour(&self, role: Role) -> Stone {
        if role == self.black {
            Stone::Black
        } else {
            Stone::White
        }
    }

    /// Whether the colours have been settled for good: chosen, or never to be chosen.
    pub fn colours_settled(&self) -> bool {
        self.opening == OpeningRule::None || self.chosen_colour()
    }

    fn choices(&self) -> impl Iterator<Item = Choice> + '_ {
        self.actions.iter().filter_map(|a| match a {
            Action::Choose(c) => Some(*c),
            _ => None,
        })
    }

    fn chosen_colour(&self) -> bool {
        self.choices().any(|c| c != Choice::More)
    }

    /// The canonical renju opening the first three stones make, once they are on the
    /// board.
    pub fn canonical(&self) -> Option<&'static CanonicalOpening> {
        match self.game.moves() {
            [a, b, c, ..] => renju::identify([*a, *b, *c], self.game.board().size()),
            _ => None,
        }
    }

    /// What the contest waits for now.
    pub fn step(&self) -> Step {
        if self.game.is_over() {
            return Step::Over;
        }
        let stones = self.game.moves().len();
        let place = |by: Role, last: usize| Step::Place {
            by,
            stone: self.game.to_move(),
            number: stones + 1,
            last,
        };
        let chose = self.chosen_colour();
        let more = self.choices().any(|c| c == Choice::More);
        match self.opening {
            OpeningRule::Swap | OpeningRule::Swap2 | OpeningRule::Rif if stones < 3 => {
                return place(Role::Opener, 3);
            }
            OpeningRule::Swap | OpeningRule::Rif if !chose => {
                return Step::Choose {
                    by: Role::Responder,
                    options: COLOURS,
                };
            }
            OpeningRule::Swap2 if !chose && !more => {
                return Step::Choose {
                    by: Role::Responder,
                    options: SWAP2,
                };
            }
            OpeningRule::Swap2 if !chose && stones < 5 => return place(Role::Responder, 5),
            OpeningRule::Swap2 if !chose => {
                return Step::Choose {
                    by: Role::Opener,
                    options: COLOURS,
                };
            }
            OpeningRule::Rif if stones == 4 && self.offers.len() < OFFERS => {
                return Step::Offer {
                    by: self.holder(Stone::Black),
                    made: self.offers.len(),
                };
            }
            OpeningRule::Rif if stones == 4 => {
                return Step::Pick {
                    by: self.holder(Stone::White),
                };
            }
            _ => {}
        }
        let stone = self.game.to_move();
        Step::Move {
            by: self.holder(stone),
            stone,
        }
    }

    /// Takes `action` for `by`, and returns the next step.
    ///
    /// # Errors
    /// [`OpeningError`] when it is the other player's step, the action is not what the
    /// step asks for, or breaks the opening's or the game's rules; the contest is then
    /// unchanged.
    ///
    /// ```
    /// use gobang_engine::opening::{Action, Choice, Contest, OpeningError, OpeningRule, Role, Step};
    /// use gobang_engine::{Pos, Rule, Stone};
    /// let mut contest = Contest::new(15, Rule::Freestyle, OpeningRule::Swap2).unwrap();
    /// for point in ["h8", "h9", "i9"] {
    ///     let pos = Pos::parse(point, 15).unwrap();
    ///     contest.act(Role::Opener, Action::Stone(pos)).unwrap();
    /// }
    /// // Now the responder chooses; a fourth stone is refused.
    /// let stone = Action::Stone(Pos::parse("j10", 15).unwrap());
    /// assert!(matches!(contest.act(Role::Responder, stone), Err(OpeningError::WrongStep { .. })));
    /// let next = contest.act(Role::Responder, Action::Choose(Choice::White)).unwrap();
    /// assert_eq!(next, Step::Move { by: Role::Responder, stone: Stone::White });
    /// ```
    pub fn act(&mut self, by: Role, action: Action) -> Result<Step, OpeningError> {
        let awaited = self.step();
        if awaited.by().is_some_and(|r| r != by) {
            return Err(OpeningError::OutOfTurn { awaited });
        }
        let wrong = Err(OpeningError::WrongStep { awaited });
        match (awaited, action) {
            (Step::Over, Action::Stone(_)) => {
                return Err(OpeningError::Play(PlayError::GameOver));
            }
            (Step::Place { number, .. }, Action::Stone(pos)) => {
                self.check_area(number, pos)?;
                self.game.try_play(pos).map_err(OpeningError::Play)?;
            }
            (Step::Move { .. }, Action::Stone(pos)) => {
                self.game.try_play(pos).map_err(OpeningError::Play)?;
            }
            (Step::Choose { by, options }, Action::Choose(choice)) => {
                if !options.contains(&choice) {
                    return Err(OpeningError::NotOffered { choice, options });
                }
                match choice {
                    Choice::Black => self.black = by,
                    Choice::White => self.black = !by,
                    Choice::More => {}
                }
            }
            (Step::Offer { .. }, Action::Offer(pos)) => self.check_offer(pos)?,
            (Step::Pick { .. }, Action::Stone(pos)) => {
                if !self.offers.contains(&pos) {
                    return Err(OpeningError::NotAnOffer(pos));
                }
                self.game.try_play(pos).map_err(OpeningError::Play)?;
                self.offers.clear();
            }
            _ => return wrong,
        }
        if let Action::Offer(pos) = action {
            self.offers.push(pos);
        }
        self.actions.push(action);
        self.actors.push(by);
        Ok(self.step())
    }

    /// Renju's opening: stone 1 at the centre, stone 2 beside it, stone 3 within the
    /// central 5×5 square.
    fn check_area(&self, number: usize, pos: Pos) -> Result<(), OpeningError> {
        if self.opening != OpeningRule::Rif {
            return Ok(());
        }
        let size = self.game.board().size();
        let (x, y) = renju::offset_of(pos, Pos::center(size));
        let reach = (number - 1) as isize;
        if x.abs() > reach || y.abs() > reach || !self.game.board().contains(pos) {
            return Err(OpeningError::OutsideArea { number, pos });
        }
        Ok(())
    }

    /// A fifth-move offer must be a legal move for black, new, and not symmetric to an
    /// earlier offer in the position on the board.
    fn check_offer(&self, pos: Pos) -> Result<(), OpeningError> {
        if self.offers.contains(&pos) {
            return Err(OpeningError::AlreadyOffered(pos));
        }
        self.game
            .clone()
            .try_play(pos)
            .map_err(OpeningError::Play)?;
        let size = self.game.board().size();
        let board = self.game.board();
        for turn in 1..8 {
            let keeps_position = board.points().all(|p| {
                let image = renju::turn_point(p, turn, size);
                match board.get(p) {
                    None => true,
                    stone => image.is_some_and(|q| board.get(q) == stone),
                }
            });
            if !keeps_position {
                continue;
            }
            let image = renju::turn_point(pos, turn, size);
            if let Some(&twin) = self.offers.iter().find(|&&o| Some(o) == image) {
                return Err(OpeningError::SymmetricOffer { pos, twin });
            }
        }
        Ok(())
    }

    /// Takes back the last action and returns it; `None` when nothing has been done.
    pub fn undo(&mut self) -> Option<Action> {
        let (&last, earlier) = self.actions.split_last()?;
        let size = self.game.board().size();
        let mut contest = Contest::new(size, self.game.rule(), self.opening).ok()?;
        // Every earlier action was accepted once, in this order, so each replays.
        for &action in earlier {
            let by = contest.step().by()?;
            contest.act(by, action).ok()?;
        }
        *self = contest;
        Some(last)
    }

    /// The contest's actions as a record: stones in notation, choices as words (`black`,
    /// `white`, `more`), and fifth-move offers joined by a slash (`j9/g7`), e.g.
    /// `h8 h9 i9 white j10 i7/g9 i7 k11`. Without an opening rule, just the moves.
    pub fn record(&self) -> String {
        let size = self.game.board().size();
        let mut words: Vec<String> = Vec::new();
        for action in &self.actions {
            match action {
                Action::Stone(pos) => words.push(pos.display(size).to_string()),
                Action::Choose(choice) => words.push(choice.name().to_owned()),
                // The first offer opens a word (`a/`), the second completes it (`a/b`).
                Action::Offer(pos) => match words.last_mut() {
                    Some(last) if last.ends_with('/') => {
                        last.push_str(&pos.display(size).to_string())
                    }
                    _ => words.push(format!("{}/", pos.display(size))),
                },
            }
        }
        words.join(" ")
    }

    /// The contest a record describes (see [`Contest::record`]), on a board of side `size`
    /// under `rule` and `opening`. Words may be separated by spaces, commas or new lines.
    ///
    /// # Errors
    /// [`ContestRecordError`] for the first word that is not a point or a choice, or whose
    /// action the contest refuses.
    pub fn from_record(
        text: &str,
        size: usize,
        rule: Rule,
        opening: OpeningRule,
    ) -> Result<Contest, ContestRecordError> {
        if opening == OpeningRule::None {
            return Ok(Contest::from_game(Game::from_record_with(
                text, size, rule,
            )?));
        }
        let mut contest = Contest::new(size, rule, opening).map_err(RecordError::Size)?;
        let words = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|w| !w.is_empty());
        for word in words {
            let actions =
                Action::from_word(word, size).ok_or_else(|| RecordError::UnknownPoint {
                    number: contest.game.moves().len() + 1,
                    text: word.to_owned(),
                    size,
                })?;
            for action in actions {
                contest.act_from_record(word, action)?;
            }
        }
        Ok(contest)
    }

    fn act_from_record(&mut self, word: &str, action: Action) -> Result<(), ContestRecordError> {
        let by = self.step().by().unwrap_or(Role::Opener);
        let number = self.game.moves().len() + 1;
        match self.act(by, action) {
            Ok(_) => Ok(()),
            // A stone's own faults read as in any record.
            Err(OpeningError::Play(e)) if matches!(action, Action::Stone(_)) => {
                Err(RecordError::from_play(&self.game, 0, number, e, word).into())
            }
            Err(error) => Err(ContestRecordError::Opening {
                after: number - 1,
                word: word.to_owned(),
                error,
            }),
        }
    }

    /// Whether the game has been won, drawn or is going on.
    pub fn status(&self) -> GameStatus {
        self.game.status()
    }
}

/// Why a contest's record was refused: what any game record refuses, or a step of the
/// opening that its rule refuses. (Kept apart from [`RecordError`] so that a program that
/// reads only plain records does not carry the openings' messages.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ContestRecordError {
    /// A word that is not a point or a choice, a point taken twice, a forbidden move, a
    /// move after the win, or a board size out of range.
    Record(RecordError),
    /// A step of a tournament opening that its rule refuses (a choice out of turn, an
    /// opening stone out of place, an offer that is not allowed…).
    Opening {
        /// How many stones were on the board.
        after: usize,
        /// The record's word.
        word: String,
        /// Why it was refused.
        error: OpeningError,
    },
}

impl From<RecordError> for ContestRecordError {
    fn from(error: RecordError) -> Self {
        ContestRecordError::Record(error)
    }
}

impl fmt::Display for ContestRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ContestRecordError::Record(e) => e.fmt(f),
            ContestRecordError::Opening { after, word, error } => {
                write!(f, "after move {after}: `{word}` is refused: {error}")
            }
        }
    }
}

impl Error for ContestRecordError {}

#[cfg(test)]
mod tests;
