//! A match between a person and the computer, as plain data: who holds which colour,
//! whether a game is on, whose turn it is and how it ended. Nothing here touches the
//! browser, so every rule of play is unit-tested natively; the components only call these
//! methods and draw the result.

use gobang_engine::ai::Level;
use gobang_engine::{Game, GameStatus, Line, PlayError, Pos, Stone};

/// Who plays the first (black) stone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FirstPlayer {
    /// The computer holds black and opens at the centre (the original's default).
    #[default]
    Computer,
    /// The person holds black.
    Me,
}

/// How a finished game ended, from the person's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The person made five in a row.
    Won,
    /// The computer made five in a row.
    Lost,
    /// The board filled up with no five.
    Draw,
}

/// Where the match stands, for the status line and the controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// No game is on and none has been played since the page opened or End was pressed.
    Idle,
    /// A game is on and the person is to move.
    YourTurn,
    /// A game is on and the computer is choosing its move.
    ComputerTurn,
    /// The game ended; its final position is still on the board.
    Over(Outcome),
}

/// Why a click on the board did not place a stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClickRefused {
    /// No game is on: the person should press Start.
    NotStarted,
    /// The computer is choosing its move.
    NotYourTurn,
    /// The point holds a stone already (the original silently ignores this).
    Occupied,
}

/// What the computer is asked to answer: a copy of the position, tagged so that an answer
/// arriving after the game has changed is recognised as stale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    /// The position to answer.
    pub game: Game,
    /// The level to answer at.
    pub level: Level,
    /// Which game of the session this is.
    pub game_id: u64,
}

/// A person against the computer, one game after another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    game: Game,
    person: Stone,
    level: Level,
    started: bool,
    game_id: u64,
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
            person: Stone::White,
            level,
            started: false,
            game_id: 0,
        }
    }

    /// The current (or last) game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The person's colour in the current (or last) game.
    pub fn person(&self) -> Stone {
        self.person
    }

    /// The computer's colour in the current (or last) game.
    pub fn computer(&self) -> Stone {
        !self.person
    }

    /// The level the computer plays at.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Changes the level; the computer's next move is chosen at the new level.
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// Which game of the session is on; changes with every Start and End.
    pub fn game_id(&self) -> u64 {
        self.game_id
    }

    /// Whether a game has been started (or loaded) and not ended with End: its position,
    /// finished or not, is on the board.
    pub fn started(&self) -> bool {
        self.started
    }

    /// Whether a game is on (the button then reads "End game").
    pub fn in_game(&self) -> bool {
        self.started && !self.game.is_over()
    }

    /// Who moved first in the current (or last) game.
    pub fn first_player(&self) -> FirstPlayer {
        match self.person {
            Stone::Black => FirstPlayer::Me,
            Stone::White => FirstPlayer::Computer,
        }
    }

    /// The winning stones, once a game has been won.
    pub fn win_line(&self) -> Option<Line> {
        match self.game.status() {
            GameStatus::Won { line, .. } if self.started => Some(line),
            _ => None,
        }
    }

    /// Whether [`Session::undo`] would take anything back: the person has a move on the
    /// board in a game that is on or has just ended.
    pub fn can_undo(&self) -> bool {
        self.started && self.person_moves() > 0
    }

    fn person_moves(&self) -> usize {
        let first = usize::from(self.person == Stone::White);
        (self.game.moves().len() + 1 - first) / 2
    }

    /// Takes back the person's last move and whatever the computer played after it, so
    /// that it is the person's turn again, even after the game was lost. A pending answer
    /// of the computer is dropped. Returns whether anything was taken back.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        // The side that made the last move is the one not to move now.
        while self.game.moves().last().is_some() {
            let mover = !self.game.to_move();
            self.game.undo();
            if mover == self.person {
                break;
            }
        }
        self.game_id += 1;
        true
    }

    /// Puts `game` on the board to play on, with the person holding `person` (the side to
    /// move, for a game read from a record).
    pub fn resume(&mut self, game: Game, person: Stone) {
        self.game = game;
        self.person = person;
        self.started = true;
        self.game_id += 1;
    }

    /// Where the match stands.
    pub fn phase(&self) -> Phase {
        match self.game.status() {
            _ if !self.started => Phase::Idle,
            GameStatus::Ongoing if self.game.to_move() == self.person => Phase::YourTurn,
            GameStatus::Ongoing => Phase::ComputerTurn,
            GameStatus::Won { winner, .. } if winner == self.person => Phase::Over(Outcome::Won),
            GameStatus::Won { .. } => Phase::Over(Outcome::Lost),
            GameStatus::Draw => Phase::Over(Outcome::Draw),
        }
    }

    /// Whether a click on `pos` would place the person's stone now.
    pub fn can_play(&self, pos: Pos) -> bool {
        self.phase() == Phase::YourTurn && self.game.board().is_empty_at(pos)
    }

    /// Starts a new game on a clear board. Moving first, the computer holds black and
    /// opens at the centre at once, as the original does.
    pub fn start(&mut self, first: FirstPlayer) {
        self.game = Game::new();
        self.started = true;
        self.game_id += 1;
        self.person = match first {
            FirstPlayer::Computer => Stone::White,
            FirstPlayer::Me => Stone::Black,
        };
        if first == FirstPlayer::Computer {
            let centre = Pos::center(self.game.board().size());
            self.game.play(centre);
        }
    }

    /// Ends the game and clears the board.
    pub fn end(&mut self) {
        self.game = Game::new();
        self.started = false;
        self.game_id += 1;
    }

    /// The button: starts a game when none is on, ends the one that is.
    pub fn toggle(&mut self, first: FirstPlayer) {
        if self.in_game() {
            self.end();
        } else {
            self.start(first);
        }
    }

    /// Plays the person's stone at `pos` and returns the new phase.
    ///
    /// # Errors
    /// [`ClickRefused`] when no game is on, it is the computer's turn or the point is
    /// taken; the session is then unchanged.
    pub fn click(&mut self, pos: Pos) -> Result<Phase, ClickRefused> {
        match self.phase() {
            Phase::Idle | Phase::Over(_) => return Err(ClickRefused::NotStarted),
            Phase::ComputerTurn => return Err(ClickRefused::NotYourTurn),
            Phase::YourTurn => {}
        }
        match self.game.try_play(pos) {
            Ok(_) => Ok(self.phase()),
            // The board only offers its own points, and the phase rules out a game over.
            Err(PlayError::Occupied(_) | PlayError::OutOfBounds(_) | PlayError::GameOver) => {
                Err(ClickRefused::Occupied)
            }
        }
    }

    /// What the computer should answer, when it is its turn.
    pub fn move_request(&self) -> Option<MoveRequest> {
        (self.phase() == Phase::ComputerTurn).then(|| MoveRequest {
            game: self.game.clone(),
            level: self.level,
            game_id: self.game_id,
        })
    }

    /// Plays the computer's answer to `request` and returns the new phase; `None` (and
    /// nothing changes) when the answer is stale: the game was ended, restarted or moved
    /// on since the request was made, or the answer is not a legal move.
    pub fn answer(&mut self, request: &MoveRequest, pos: Pos) -> Option<Phase> {
        let current = request.game_id == self.game_id
            && request.game.moves() == self.game.moves()
            && self.phase() == Phase::ComputerTurn;
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

    /// Lets the computer answer, as the page does after drawing the person's stone.
    fn computer_moves(session: &mut Session) -> Option<Phase> {
        let request = session.move_request()?;
        let pos = ai::choose_move(&request.game, request.level)?;
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
        session.start(FirstPlayer::Computer);
        assert_eq!(session.computer(), Stone::Black);
        assert_eq!(session.person(), Stone::White);
        assert_eq!(session.game().moves(), [p(9, 9)]);
        assert_eq!(session.phase(), Phase::YourTurn);
    }

    #[test]
    fn me_first_gives_the_person_black_on_an_empty_board() {
        let mut session = Session::default();
        session.start(FirstPlayer::Me);
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
        session.start(FirstPlayer::Computer);
        let before = session.clone();
        assert_eq!(session.click(p(9, 9)), Err(ClickRefused::Occupied));
        assert!(!session.can_play(p(9, 9)));
        assert_eq!(session, before);
    }

    #[test]
    fn end_clears_the_board_and_the_button_toggles() {
        let mut session = Session::default();
        session.toggle(FirstPlayer::Me);
        assert!(session.in_game());
        session.click(p(0, 0)).unwrap();
        session.toggle(FirstPlayer::Me);
        assert!(!session.in_game());
        assert_eq!(session.phase(), Phase::Idle);
        assert_eq!(session.game().moves(), []);
    }

    #[test]
    fn undo_takes_back_the_person_and_the_reply() {
        let mut session = Session::new(Level::Classic);
        session.start(FirstPlayer::Computer);
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
        session.start(FirstPlayer::Me);
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
        session.start(FirstPlayer::Computer);
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
        assert_eq!(session.phase(), Phase::Over(Outcome::Lost));
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
        session.resume(game.clone(), Stone::White);
        assert_eq!(session.game(), &game);
        assert_eq!(session.phase(), Phase::YourTurn);
        assert_eq!(session.first_player(), FirstPlayer::Computer);
        session.resume(game, Stone::Black);
        assert_eq!(session.phase(), Phase::ComputerTurn);
        assert_eq!(session.first_player(), FirstPlayer::Me);
    }

    #[test]
    fn the_level_can_change_during_a_game() {
        let mut session = Session::new(Level::Classic);
        session.start(FirstPlayer::Me);
        session.click(p(9, 9)).unwrap();
        session.set_level(Level::Hard);
        assert_eq!(session.level(), Level::Hard);
        assert_eq!(session.move_request().map(|r| r.level), Some(Level::Hard));
    }

    #[test]
    fn a_stale_answer_is_dropped() {
        let mut session = Session::default();
        session.start(FirstPlayer::Me);
        session.click(p(9, 9)).unwrap();
        let request = session.move_request().unwrap();
        session.end();
        session.start(FirstPlayer::Me);
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
        session.start(FirstPlayer::Me);
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
        assert_eq!(session.click(p(18, 18)), Err(ClickRefused::NotStarted));
        assert_eq!(session.move_request(), None);
    }
}
