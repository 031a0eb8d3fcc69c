//! A match on one board, as plain data: who plays whom (a person against the computer, two
//! people, or the computer against itself), who holds which colour, whether a game is on,
//! whose turn it is and how it ended. Nothing here touches the browser, so every rule of
//! play is unit-tested natively; the components only call these methods and draw the
//! result.

use std::fmt;

use gobang_engine::ai::{Level, Rng};
use gobang_engine::opening::OpeningRule;

use crate::game::opening_note::{OpeningNote, OpeningStage};
use gobang_engine::{
    Forbidden, Game, GameStatus, Line, PlayError, Pos, Rule, STANDARD_SIZE, Stone,
};

/// Who plays the first (black) stone against the computer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FirstPlayer {
    /// The computer holds black and opens at the centre (the original's default).
    #[default]
    Computer,
    /// The person holds black.
    Me,
}

/// Who plays against whom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Opponent {
    /// A person against the computer (the original's only way).
    #[default]
    Computer,
    /// Two people taking turns on one device.
    Person,
    /// The computer against itself, to watch.
    Watch,
}

impl Opponent {
    /// Every way to play, in the order of the menu.
    pub const ALL: [Opponent; 3] = [Opponent::Computer, Opponent::Person, Opponent::Watch];

    /// The name in settings, saves and links.
    pub const fn name(self) -> &'static str {
        match self {
            Opponent::Computer => "computer",
            Opponent::Person => "person",
            Opponent::Watch => "watch",
        }
    }
}

impl fmt::Display for Opponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Opponent {
    type Err = ();

    fn from_str(s: &str) -> Result<Opponent, ()> {
        Opponent::ALL.into_iter().find(|o| o.name() == s).ok_or(())
    }
}

/// How a new game is set up: chosen on the page, applied when the game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Who plays against whom.
    pub opponent: Opponent,
    /// Who moves first against the computer.
    pub first: FirstPlayer,
    /// The board's side.
    pub size: usize,
    /// The rules.
    pub rule: Rule,
    /// The tournament opening (none, or one that fits the rules).
    pub opening: OpeningRule,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            opponent: Opponent::Computer,
            first: FirstPlayer::Computer,
            size: STANDARD_SIZE,
            rule: Rule::Freestyle,
            opening: OpeningRule::None,
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// This side made five in a row.
    Winner(Stone),
    /// No move was left and nobody had five.
    Draw,
}

/// Where the match stands, for the status line and the controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// No game is on the board: none has been started since the page opened, or the last
    /// was ended with End (or cleared by a new setup).
    Idle,
    /// A game is on and a person is to move (the only person, or either of two).
    YourTurn,
    /// A game is on and the computer is choosing its move.
    ComputerTurn,
    /// The computer plays itself, and the person has paused it.
    Paused,
    /// A tournament opening's steps are being taken (the study module walks the players
    /// through them on its board).
    Opening,
    /// The game ended; its final position is still on the board.
    Over(Outcome),
}

/// Why a click on the board did not place a stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClickRefused {
    /// No game has been started since the page opened: the person should press Start
    /// (and read the rules).
    NotStarted,
    /// A game has been played (won, lost, drawn or ended with End) and none is on: the
    /// next one needs Start.
    GameOver,
    /// A tournament opening's steps are under way: they are taken on the study module's
    /// board, not the page's.
    InOpening,
    /// It is the computer's move.
    NotYourTurn,
    /// The point holds a stone already (the original silently ignores this).
    Occupied,
    /// Renju: the point is forbidden to black.
    Forbidden(Forbidden),
}

/// What the computer is asked to answer: a copy of the position, tagged so that an answer
/// arriving after the game has changed is recognised as stale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    /// The position to answer.
    pub game: Game,
    /// The level to answer at.
    pub level: Level,
    /// The game's seed, for the levels that leave something to chance.
    pub seed: u32,
    /// Which game of the session this is.
    pub game_id: u64,
}

/// One board and the games played on it, one after another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    game: Game,
    opponent: Opponent,
    /// The person's colour against the computer.
    person: Stone,
    /// The computer's level; black's when the computer plays itself.
    level: Level,
    /// White's level when the computer plays itself.
    white_level: Level,
    started: bool,
    /// Whether a game has been started (or resumed) since the page opened.
    played: bool,
    paused: bool,
    game_id: u64,
    /// The current game's seed: the computer's chances are drawn from it (mixed with the
    /// move number), so that the game can be replayed from its record.
    seed: u32,
    /// The game's tournament opening, if it has one.
    opening: Option<OpeningNote>,
}

impl Default for Session {
    fn default() -> Session {
        Session::new(Level::default())
    }
}

impl Session {
    /// A session with no game on yet, whose computer plays at `level`.
    pub fn new(level: Level) -> Session {
        Session {
            game: Game::new(),
            opponent: Opponent::Computer,
            person: Stone::White,
            level,
            white_level: level,
            started: false,
            played: false,
            paused: false,
            game_id: 0,
            seed: 0,
            opening: None,
        }
    }

    /// The current (or last) game's seed.
    pub fn seed(&self) -> u32 {
        self.seed
    }

    /// Sets the current game's seed: a game restored or loaded keeps its own, and the page
    /// seeds its first game at random; every new game then takes the next of the stream.
    pub fn set_seed(&mut self, seed: u32) {
        self.seed = seed;
    }

    /// A seed for the next game, drawn from the current one.
    fn next_seed(&mut self) {
        self.seed = (Rng::new(u64::from(self.seed)).next_u64() >> 32) as u32;
    }

    /// The current (or last) game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays against whom in the current (or last) game.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// The person's colour against the computer.
    pub fn person(&self) -> Stone {
        self.person
    }

    /// The computer's colour against the person.
    pub fn computer(&self) -> Stone {
        !self.person
    }

    /// Whether a person plays `side`.
    pub fn is_person(&self, side: Stone) -> bool {
        match self.opponent {
            Opponent::Computer => side == self.person,
            Opponent::Person => true,
            Opponent::Watch => false,
        }
    }

    /// The computer's level (black's, when it plays itself).
    pub fn level(&self) -> Level {
        self.level
    }

    /// White's level when the computer plays itself.
    pub fn white_level(&self) -> Level {
        self.white_level
    }

    /// The level the computer plays `side` at.
    pub fn level_of(&self, side: Stone) -> Level {
        match (self.opponent, side) {
            (Opponent::Watch, Stone::White) => self.white_level,
            _ => self.level,
        }
    }

    /// Changes the level; the computer's next move is chosen at the new level.
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// Changes white's level for when the computer plays itself.
    pub fn set_white_level(&mut self, level: Level) {
        self.white_level = level;
    }

    /// Which game of the session is on; changes with every Start, End, undo or load.
    pub fn game_id(&self) -> u64 {
        self.game_id
    }

    /// Whether a game has been started (or loaded) and not ended with End: its position,
    /// finished or not, is on the board.
    pub fn started(&self) -> bool {
        self.started
    }

    /// Whether the game on the board may be stepped through and reviewed: a finished
    /// game, or one in progress between two people or the computer against itself (not a
    /// game in progress against the computer, where looking ahead would be cheating).
    pub fn can_study(&self) -> bool {
        self.started
            && !self.game.moves().is_empty()
            && (self.game.is_over() || self.opponent != Opponent::Computer)
    }

    /// Whether a game is on (the button then reads "End game").
    pub fn in_game(&self) -> bool {
        self.started && !self.game.is_over()
    }

    /// Who moved first in the current (or last) game against the computer.
    pub fn first_player(&self) -> FirstPlayer {
        match self.person {
            Stone::Black => FirstPlayer::Me,
            Stone::White => FirstPlayer::Computer,
        }
    }

    /// The setup of the current (or last) game.
    pub fn setup(&self) -> Setup {
        Setup {
            opponent: self.opponent,
            first: self.first_player(),
            size: self.game.board().size(),
            rule: self.game.rule(),
            opening: self.opening.as_ref().map_or(OpeningRule::None, |o| o.rule),
        }
    }

    /// The game's tournament opening, if it has one.
    pub fn opening(&self) -> Option<&OpeningNote> {
        self.opening.as_ref()
    }

    /// Notes the game's tournament opening (a game resumed or loaded).
    pub fn set_opening(&mut self, opening: Option<OpeningNote>) {
        self.opening = opening;
    }

    /// How many of the game's moves came after its opening.
    fn moves_after_opening(&self) -> usize {
        let opening = self.opening.as_ref().map_or(0, OpeningNote::stones);
        self.game.moves().len().saturating_sub(opening)
    }

    /// Whether undo would go back into the game's opening: nothing of a person's has been
    /// played since it ended.
    fn undo_reaches_opening(&self) -> bool {
        let after = self.moves_after_opening();
        self.opening.as_ref().is_some_and(|o| !o.in_progress())
            && self.opponent != Opponent::Watch
            // Against the computer, its reply to the opening is taken back with it.
            && (after == 0
                || (after == 1
                    && self.opponent == Opponent::Computer
                    && !self.is_person(!self.game.to_move())))
    }

    /// The winning stones, once a game has been won.
    pub fn win_line(&self) -> Option<Line> {
        match self.game.status() {
            GameStatus::Won { line, .. } if self.started => Some(line),
            _ => None,
        }
    }

    /// Whether [`Session::undo`] would take anything back.
    pub fn can_undo(&self) -> bool {
        if self.phase() == Phase::Opening {
            return false;
        }
        if self.started && self.undo_reaches_opening() {
            return true;
        }
        self.started
            && match self.opponent {
                Opponent::Computer => self.person_moves() > 0,
                Opponent::Person => !self.game.moves().is_empty(),
                Opponent::Watch => false,
            }
    }

    fn person_moves(&self) -> usize {
        let first = usize::from(self.person == Stone::White);
        (self.game.moves().len() + 1 - first) / 2
    }

    /// Whether ending the game in progress would throw away a person's moves, so that
    /// End should ask first.
    pub fn person_has_moved(&self) -> bool {
        if self.opening.is_some() {
            return self.in_game();
        }
        self.in_game()
            && match self.opponent {
                Opponent::Computer => self.person_moves() > 0,
                Opponent::Person => !self.game.moves().is_empty(),
                Opponent::Watch => false,
            }
    }

    /// Shows a setup chosen between games at once: a clear board of its size under its
    /// rules, in its way to play (a finished game's position stays while those three are
    /// unchanged). A game in progress is left alone: the setup applies when the next game
    /// starts. Returns whether the board changed.
    ///
    /// # Panics
    /// When `setup.size` is not a board size the engine plays (the page plays 15 to 20).
    pub fn show_setup(&mut self, setup: Setup) -> bool {
        let shown = (self.game.board().size(), self.game.rule(), self.opponent);
        if self.in_game() || shown == (setup.size, setup.rule, setup.opponent) {
            return false;
        }
        self.game = Game::with_rule(setup.size, setup.rule).expect("a supported board size");
        self.opponent = setup.opponent;
        self.started = false;
        self.paused = false;
        self.game_id += 1;
        true
    }

    /// Takes back moves so that it is a person's turn again: against the computer the
    /// person's last move and whatever the computer played after it (even after a lost
    /// game); between two people the last move. A pending answer of the computer is
    /// dropped. Returns whether anything was taken back.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        if self.undo_reaches_opening() {
            if let Some(opening) = &mut self.opening {
                opening.stage = OpeningStage::TakenBack;
            }
            self.game = Game::with_rule(self.game.board().size(), self.game.rule())
                .expect("the size in play");
            self.game_id += 1;
            return true;
        }
        // The side that made the last move is the one not to move now.
        while self.moves_after_opening() > 0 {
            let mover = !self.game.to_move();
            self.game.undo();
            if self.is_person(mover) {
                break;
            }
        }
        self.game_id += 1;
        true
    }

    /// Puts `game` on the board to play on: against the computer with the person holding
    /// `person`, or in the mode given. It takes the next seed; [`Session::set_seed`] gives it
    /// its own.
    pub fn resume(&mut self, game: Game, opponent: Opponent, person: Stone) {
        self.next_seed();
        self.game = game;
        self.opponent = opponent;
        self.person = person;
        self.started = true;
        self.played = true;
        self.paused = false;
        self.game_id += 1;
        self.opening = None;
    }

    /// Where the match stands.
    pub fn phase(&self) -> Phase {
        match self.game.status() {
            _ if !self.started => Phase::Idle,
            _ if self.opening.as_ref().is_some_and(OpeningNote::in_progress) => Phase::Opening,
            GameStatus::Ongoing if self.is_person(self.game.to_move()) => Phase::YourTurn,
            GameStatus::Ongoing if self.paused => Phase::Paused,
            GameStatus::Ongoing => Phase::ComputerTurn,
            GameStatus::Won { winner, .. } => Phase::Over(Outcome::Winner(winner)),
            GameStatus::Draw => Phase::Over(Outcome::Draw),
        }
    }

    /// Whether a click on `pos` would place a stone now.
    pub fn can_play(&self, pos: Pos) -> bool {
        self.phase() == Phase::YourTurn
            && self.game.board().is_empty_at(pos)
            && self.game.forbidden(pos).is_none()
    }

    /// The points the side to move may not play (renju, black to move), while a person
    /// is to move.
    pub fn forbidden_points(&self) -> Vec<Pos> {
        if self.phase() != Phase::YourTurn
            || !self.game.rule().has_forbidden_moves(self.game.to_move())
        {
            return Vec::new();
        }
        let board = self.game.board();
        board
            .empty_points()
            .filter(|&pos| self.game.forbidden(pos).is_some())
            .collect()
    }

    /// Starts a new game on a clear board as `setup` says. Moving first, the computer
    /// holds black and opens at the centre at once, as the original does.
    ///
    /// # Panics
    /// When `setup.size` is not a board size the engine plays (the page plays 15 to 20).
    pub fn start(&mut self, setup: Setup) {
        self.next_seed();
        self.game = Game::with_rule(setup.size, setup.rule).expect("a supported board size");
        self.opponent = setup.opponent;
        self.started = true;
        self.played = true;
        self.paused = false;
        self.game_id += 1;
        self.person = match setup.first {
            FirstPlayer::Computer => Stone::White,
            FirstPlayer::Me => Stone::Black,
        };
        // The study module walks the players through the opening's steps.
        self.opening = (setup.opening != OpeningRule::None && setup.opening.fits(setup.rule))
            .then(|| OpeningNote::new(setup.opening));
        if self.opening.is_none()
            && setup.opponent == Opponent::Computer
            && setup.first == FirstPlayer::Computer
        {
            let centre = Pos::center(self.game.board().size());
            self.game.play(centre);
        }
    }

    /// Ends the game and clears the board.
    pub fn end(&mut self) {
        let (size, rule) = (self.game.board().size(), self.game.rule());
        self.game = Game::with_rule(size, rule).expect("the size in play");
        self.started = false;
        self.paused = false;
        self.game_id += 1;
        self.opening = None;
    }

    /// The button: starts a game when none is on, ends the one that is.
    pub fn toggle(&mut self, setup: Setup) {
        if self.in_game() {
            self.end();
        } else {
            self.start(setup);
        }
    }

    /// Pauses or resumes the computer playing itself. Returns whether it is now paused.
    pub fn set_paused(&mut self, paused: bool) -> bool {
        self.paused = paused && self.opponent == Opponent::Watch && self.in_game();
        self.paused
    }

    /// Whether the computer playing itself is paused.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Plays the stone of the person to move at `pos` and returns the new phase.
    ///
    /// # Errors
    /// [`ClickRefused`] when no game is on, it is the computer's turn, the point is taken
    /// or forbidden; the session is then unchanged.
    pub fn click(&mut self, pos: Pos) -> Result<Phase, ClickRefused> {
        match self.phase() {
            Phase::Idle if self.played => return Err(ClickRefused::GameOver),
            Phase::Idle => return Err(ClickRefused::NotStarted),
            Phase::Opening => return Err(ClickRefused::InOpening),
            Phase::Over(_) => return Err(ClickRefused::GameOver),
            Phase::ComputerTurn | Phase::Paused => return Err(ClickRefused::NotYourTurn),
            Phase::YourTurn => {}
        }
        match self.game.try_play(pos) {
            Ok(_) => Ok(self.phase()),
            Err(PlayError::Forbidden(_, why)) => Err(ClickRefused::Forbidden(why)),
            // The board only offers its own points, and the phase rules out a game over.
            Err(PlayError::Occupied(_) | PlayError::OutOfBounds(_) | PlayError::GameOver) => {
                Err(ClickRefused::Occupied)
            }
        }
    }

    /// What the computer should answer, when it is its turn (and it is not paused).
    pub fn move_request(&self) -> Option<MoveRequest> {
        (self.phase() == Phase::ComputerTurn).then(|| MoveRequest {
            game: self.game.clone(),
            level: self.level_of(self.game.to_move()),
            seed: self.seed,
            game_id: self.game_id,
        })
    }

    /// The same request, even while paused: one step of the computer playing itself.
    pub fn step_request(&self) -> Option<MoveRequest> {
        (self.phase() == Phase::Paused).then(|| MoveRequest {
            game: self.game.clone(),
            level: self.level_of(self.game.to_move()),
            seed: self.seed,
            game_id: self.game_id,
        })
    }

    /// Plays the computer's answer to `request` and returns the new phase; `None` (and
    /// nothing changes) when the answer is stale: the game was ended, restarted or moved
    /// on since the request was made, or the answer is not a legal move.
    pub fn answer(&mut self, request: &MoveRequest, pos: Pos) -> Option<Phase> {
        let current = request.game_id == self.game_id
            && request.game.moves() == self.game.moves()
            && matches!(self.phase(), Phase::ComputerTurn | Phase::Paused);
        if !current {
            return None;
        }
        self.game.try_play(pos).ok().map(|_| self.phase())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobang_engine::ai;

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col).unwrap()
    }

    fn computer_first() -> Setup {
        Setup::default()
    }

    fn me_first() -> Setup {
        Setup {
            first: FirstPlayer::Me,
            ..Setup::default()
        }
    }

    /// Lets the computer answer, as the page does after drawing the person's stone.
    fn computer_moves(session: &mut Session) -> Option<Phase> {
        let request = session.move_request()?;
        let game = &request.game;
        let limits = ai::Limits {
            seed: u64::from(request.seed),
            ..ai::Limits::default()
        };
        let pos = ai::think(
            game.board(),
            game.to_move(),
            game.rule(),
            request.level,
            limits,
        )?
        .best;
        session.answer(&request, pos)
    }

    #[test]
    fn a_new_session_waits_for_start() {
        let mut session = Session::default();
        assert_eq!(session.phase(), Phase::Idle);
        assert!(!session.in_game());
        assert_eq!(session.click(p(9, 9)), Err(ClickRefused::NotStarted));
        assert_eq!(session.game().moves(), []);
    }

    #[test]
    fn computer_first_opens_at_the_centre_with_black() {
        let mut session = Session::default();
        session.start(computer_first());
        assert_eq!(session.computer(), Stone::Black);
        assert_eq!(session.person(), Stone::White);
        assert_eq!(session.game().moves(), [p(9, 9)]);
        assert_eq!(session.phase(), Phase::YourTurn);
    }

    #[test]
    fn a_click_during_an_opening_says_so_rather_than_to_press_start() {
        let mut session = Session::default();
        session.start(Setup {
            opening: OpeningRule::Swap2,
            ..me_first()
        });
        assert_eq!(session.phase(), Phase::Opening);
        assert_eq!(session.click(p(9, 9)), Err(ClickRefused::InOpening));
        assert!(session.game().moves().is_empty());
    }

    #[test]
    fn me_first_gives_the_person_black_on_an_empty_board() {
        let mut session = Session::default();
        session.start(me_first());
        assert_eq!(session.person(), Stone::Black);
        assert_eq!(session.game().moves(), []);
        assert_eq!(session.phase(), Phase::YourTurn);
        assert_eq!(session.click(p(3, 3)), Ok(Phase::ComputerTurn));
        assert_eq!(session.click(p(4, 4)), Err(ClickRefused::NotYourTurn));
        assert_eq!(computer_moves(&mut session), Some(Phase::YourTurn));
        assert_eq!(session.game().moves().len(), 2);
    }

    #[test]
    fn an_occupied_point_changes_nothing() {
        let mut session = Session::default();
        session.start(computer_first());
        let before = session.clone();
        assert_eq!(session.click(p(9, 9)), Err(ClickRefused::Occupied));
        assert!(!session.can_play(p(9, 9)));
        assert_eq!(session, before);
    }

    #[test]
    fn end_clears_the_board_and_the_button_toggles() {
        let mut session = Session::default();
        session.toggle(me_first());
        assert!(session.in_game());
        session.click(p(0, 0)).unwrap();
        session.toggle(me_first());
        assert!(!session.in_game());
        assert_eq!(session.phase(), Phase::Idle);
        assert_eq!(session.game().moves(), []);
    }

    #[test]
    fn undo_takes_back_the_person_and_the_reply() {
        let mut session = Session::new(Level::Classic);
        session.start(computer_first());
        assert!(
            !session.can_undo(),
            "only the computer's opening is on the board"
        );
        assert!(!session.undo());
        session.click(p(8, 8)).unwrap();
        computer_moves(&mut session);
        assert_eq!(session.game().moves().len(), 3);
        assert!(session.undo());
        assert_eq!(session.game().moves(), [p(9, 9)]);
        assert_eq!(session.phase(), Phase::YourTurn);
    }

    #[test]
    fn undo_while_the_computer_thinks_drops_its_answer() {
        let mut session = Session::new(Level::Classic);
        session.start(me_first());
        session.click(p(5, 5)).unwrap();
        let request = session.move_request().unwrap();
        assert!(session.undo());
        assert_eq!(session.game().moves(), []);
        assert_eq!(session.phase(), Phase::YourTurn);
        assert_eq!(session.answer(&request, p(6, 6)), None);
        assert!(!session.can_undo());
    }

    #[test]
    fn undo_after_a_loss_plays_on_from_before_the_mistake() {
        let mut session = Session::new(Level::Classic);
        session.start(computer_first());
        // The person plays far away until the computer wins.
        let far = (0..19).flat_map(|r| [p(r, 0), p(r, 18)]);
        for pos in far {
            if !session.in_game() {
                break;
            }
            if session.can_play(pos) {
                session.click(pos).unwrap();
                computer_moves(&mut session);
            }
        }
        assert_eq!(session.phase(), Phase::Over(Outcome::Winner(Stone::Black)));
        assert!(session.win_line().is_some());
        let moves = session.game().moves().len();
        assert!(session.undo());
        assert_eq!(session.game().moves().len(), moves - 2);
        assert!(session.in_game());
        assert_eq!(session.phase(), Phase::YourTurn);
        assert_eq!(session.win_line(), None);
    }

    #[test]
    fn resume_puts_a_game_on_the_board() {
        let mut session = Session::default();
        let game = Game::from_record("j10 k11 k10", 19).unwrap();
        session.resume(game.clone(), Opponent::Computer, Stone::White);
        assert_eq!(session.game(), &game);
        assert_eq!(session.phase(), Phase::YourTurn);
        assert_eq!(session.first_player(), FirstPlayer::Computer);
        session.resume(game, Opponent::Computer, Stone::Black);
        assert_eq!(session.phase(), Phase::ComputerTurn);
        assert_eq!(session.first_player(), FirstPlayer::Me);
    }

    #[test]
    fn two_people_take_turns_and_undo_one_move() {
        let mut session = Session::new(Level::Classic);
        session.start(Setup {
            opponent: Opponent::Person,
            ..Setup::default()
        });
        assert_eq!(
            session.game().moves(),
            [],
            "no computer opening between people"
        );
        assert!(!session.can_undo());
        for pos in [p(9, 9), p(9, 10), p(8, 8)] {
            assert_eq!(session.click(pos), Ok(Phase::YourTurn));
        }
        assert_eq!(session.move_request(), None);
        assert!(session.undo());
        assert_eq!(session.game().moves(), [p(9, 9), p(9, 10)]);
        assert_eq!(session.game().to_move(), Stone::Black);
    }

    #[test]
    fn the_computer_plays_itself_at_two_levels_and_can_be_paused() {
        let mut session = Session::new(Level::Grandmaster);
        session.set_white_level(Level::Classic);
        session.start(Setup {
            opponent: Opponent::Watch,
            ..Setup::default()
        });
        assert_eq!(session.phase(), Phase::ComputerTurn);
        assert_eq!(session.click(p(0, 0)), Err(ClickRefused::NotYourTurn));
        assert!(!session.can_undo());
        assert_eq!(
            session.move_request().map(|r| r.level),
            Some(Level::Grandmaster)
        );
        let request = session.move_request().unwrap();
        assert_eq!(session.answer(&request, p(9, 9)), Some(Phase::ComputerTurn));
        assert_eq!(
            session.move_request().map(|r| r.level),
            Some(Level::Classic)
        );
        assert!(session.set_paused(true));
        assert_eq!(session.phase(), Phase::Paused);
        assert_eq!(session.move_request(), None);
        let step = session.step_request().unwrap();
        assert_eq!(session.answer(&step, p(8, 8)), Some(Phase::Paused));
        assert!(!session.set_paused(false));
        assert_eq!(session.phase(), Phase::ComputerTurn);
    }

    #[test]
    fn a_small_board_under_renju_refuses_black_forbidden_points() {
        let mut session = Session::new(Level::Classic);
        session.start(Setup {
            opponent: Opponent::Person,
            size: 15,
            rule: Rule::Renju,
            ..Setup::default()
        });
        assert_eq!(session.game().board().size(), 15);
        for pos in [
            p(6, 7),
            p(0, 0),
            p(5, 7),
            p(0, 2),
            p(7, 8),
            p(0, 4),
            p(7, 9),
            p(0, 6),
        ] {
            session.click(pos).unwrap();
        }
        assert_eq!(session.forbidden_points(), [p(7, 7)]);
        assert!(!session.can_play(p(7, 7)));
        let before = session.clone();
        assert_eq!(
            session.click(p(7, 7)),
            Err(ClickRefused::Forbidden(Forbidden::DoubleThree))
        );
        assert_eq!(session, before);
        session.click(p(1, 1)).unwrap();
        assert_eq!(
            session.forbidden_points(),
            [],
            "white has no forbidden points"
        );
    }

    #[test]
    fn the_level_can_change_during_a_game() {
        let mut session = Session::new(Level::Classic);
        session.start(me_first());
        session.click(p(9, 9)).unwrap();
        session.set_level(Level::Grandmaster);
        assert_eq!(session.level(), Level::Grandmaster);
        assert_eq!(
            session.move_request().map(|r| r.level),
            Some(Level::Grandmaster)
        );
    }

    #[test]
    fn every_game_has_a_seed_of_its_own_that_its_requests_carry() {
        let mut session = Session::new(Level::Beginner);
        session.set_seed(12_345);
        session.start(me_first());
        let first = session.seed();
        session.click(p(9, 9)).unwrap();
        assert_eq!(session.move_request().map(|r| r.seed), Some(first));
        session.end();
        session.start(me_first());
        assert_ne!(session.seed(), first);
        // The same page seed gives the same stream of game seeds: a session replays.
        let mut again = Session::new(Level::Beginner);
        again.set_seed(12_345);
        again.start(me_first());
        assert_eq!(again.seed(), first);
        // A game resumed from a save or a record keeps the seed it names.
        let game = session.game().clone();
        session.resume(game, Opponent::Computer, Stone::Black);
        session.set_seed(77);
        session.click(p(9, 9)).unwrap();
        assert_eq!(session.move_request().map(|r| r.seed), Some(77));
    }

    #[test]
    fn a_stale_answer_is_dropped() {
        let mut session = Session::default();
        session.start(me_first());
        session.click(p(9, 9)).unwrap();
        let request = session.move_request().unwrap();
        session.end();
        session.start(me_first());
        session.click(p(0, 0)).unwrap();
        // The old game's answer must not land in the new game, even on an empty point.
        assert_eq!(session.answer(&request, p(8, 8)), None);
        assert_eq!(session.game().moves(), [p(0, 0)]);
        // A duplicate answer to the same request lands only once.
        let request = session.move_request().unwrap();
        assert_eq!(session.answer(&request, p(1, 1)), Some(Phase::YourTurn));
        assert_eq!(session.answer(&request, p(2, 2)), None);
        assert_eq!(session.game().moves(), [p(0, 0), p(1, 1)]);
    }

    #[test]
    fn the_person_wins_and_the_game_stops() {
        let mut session = Session::default();
        session.start(me_first());
        // The person plays a row along the top edge; whatever the computer answers, the
        // row is checked after each of its moves and the game ends when someone has five.
        let mut col = 0;
        while session.in_game() {
            if session.phase() == Phase::YourTurn {
                let pos = (col..19).map(|c| p(0, c)).find(|&q| session.can_play(q));
                let Some(pos) = pos else { break };
                col = pos.col();
                session.click(pos).unwrap();
            } else {
                computer_moves(&mut session);
            }
        }
        assert!(matches!(session.phase(), Phase::Over(_)));
        assert!(!session.in_game());
        assert_eq!(session.click(p(18, 18)), Err(ClickRefused::GameOver));
        assert_eq!(session.move_request(), None);
        // A new setup chosen between games clears the board; the game is still over.
        session.show_setup(Setup {
            size: 15,
            ..me_first()
        });
        assert_eq!(session.phase(), Phase::Idle);
        assert_eq!(session.click(p(7, 7)), Err(ClickRefused::GameOver));
    }

    #[test]
    fn a_game_may_be_studied_once_over_or_between_people_never_against_the_computer_while_on() {
        let mut session = Session::default();
        assert!(!session.can_study(), "an empty board");
        session.start(me_first());
        assert!(!session.can_study(), "no move yet");
        session.click(p(9, 9)).unwrap();
        assert!(
            !session.can_study(),
            "against the computer, while the game is on"
        );
        let game = Game::from_record("j10 k11", 19).unwrap();
        session.resume(game, Opponent::Person, Stone::Black);
        assert!(session.can_study(), "between two people");
        session.end();
        assert!(!session.can_study(), "after End");
    }

    #[test]
    fn after_end_a_click_says_the_game_is_over_not_to_read_the_rules() {
        let mut session = Session::default();
        session.start(me_first());
        session.click(p(9, 9)).unwrap();
        session.toggle(me_first());
        assert_eq!(session.phase(), Phase::Idle);
        assert_eq!(session.click(p(9, 9)), Err(ClickRefused::GameOver));
        assert_eq!(session.game().moves(), []);
    }

    #[test]
    fn a_restored_game_counts_as_played() {
        let mut session = Session::default();
        let game = Game::from_record("j10 k11", 19).unwrap();
        session.resume(game, Opponent::Computer, Stone::Black);
        session.end();
        assert_eq!(session.click(p(9, 9)), Err(ClickRefused::GameOver));
    }

    #[test]
    fn a_setup_chosen_between_games_shows_at_once_and_waits_during_one() {
        let mut session = Session::default();
        let small_renju = Setup {
            size: 15,
            rule: Rule::Renju,
            ..me_first()
        };
        assert!(session.show_setup(small_renju));
        assert_eq!(session.game().board().size(), 15);
        assert_eq!(session.game().rule(), Rule::Renju);
        assert_eq!(session.phase(), Phase::Idle);
        assert!(!session.show_setup(small_renju), "nothing new to show");

        session.start(small_renju);
        session.click(p(7, 7)).unwrap();
        let id = session.game_id();
        assert!(
            !session.show_setup(computer_first()),
            "a game in progress stays"
        );
        assert_eq!(session.game().board().size(), 15);
        assert_eq!(session.game_id(), id);
        assert_eq!(session.game().moves().len(), 1);
    }

    #[test]
    fn end_asks_first_only_when_a_person_has_moved() {
        let mut session = Session::default();
        assert!(!session.person_has_moved());
        session.start(computer_first());
        assert!(
            !session.person_has_moved(),
            "only the computer's opening is on the board"
        );
        session.click(p(0, 0)).unwrap();
        assert!(session.person_has_moved());
        session.undo();
        assert!(!session.person_has_moved());

        let watch = Setup {
            opponent: Opponent::Watch,
            ..computer_first()
        };
        session.start(watch);
        computer_moves(&mut session);
        assert!(
            !session.person_has_moved(),
            "watching, nobody's moves are lost"
        );

        let friends = Setup {
            opponent: Opponent::Person,
            ..computer_first()
        };
        session.start(friends);
        assert!(!session.person_has_moved());
        session.click(p(9, 9)).unwrap();
        assert!(session.person_has_moved());
    }
}
