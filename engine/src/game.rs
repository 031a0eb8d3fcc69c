use std::error::Error;
use std::fmt;

use crate::board::Board;
use crate::pos::{Pos, SizeError};
use crate::rules::{Forbidden, Rule, forbidden_black};
use crate::setup::{SetupError, check_position};
use crate::stone::Stone;
use crate::win::{Line, winning_line};

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    /// The side to move may play.
    Ongoing,
    /// `winner` made five or more in a row: `line` is that row.
    Won {
        /// The side that made the line.
        winner: Stone,
        /// The winning stones.
        line: Line,
    },
    /// The board is full and nobody has five.
    Draw,
}

impl GameStatus {
    /// Whether no more moves may be played.
    pub const fn is_over(self) -> bool {
        !matches!(self, GameStatus::Ongoing)
    }
}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The point already holds a stone.
    Occupied(Pos),
    /// The point is not on this game's board.
    OutOfBounds(Pos),
    /// The game has been won or drawn.
    GameOver,
    /// Renju: the point is forbidden to black.
    Forbidden(Pos, Forbidden),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Occupied(pos) => {
                write!(
                    f,
                    "row {}, column {} already holds a stone",
                    pos.row(),
                    pos.col()
                )
            }
            PlayError::OutOfBounds(pos) => {
                write!(
                    f,
                    "row {}, column {} is off the board",
                    pos.row(),
                    pos.col()
                )
            }
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::Forbidden(pos, why) => write!(
                f,
                "row {}, column {} is forbidden to black: it would make {why}",
                pos.row(),
                pos.col()
            ),
        }
    }
}

impl Error for PlayError {}

/// A game of Gomoku: black moves first, the sides alternate, five in a row wins (five or
/// more in freestyle, the default) and a board with no move left is a draw. There is no
/// pass; under renju some points are forbidden to black.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    board: Board,
    rule: Rule,
    /// The stones on the board before the first move, in row-major order: empty for a
    /// game from the start, an edited position otherwise (see [`Game::from_position`]).
    setup: Vec<(Pos, Stone)>,
    /// The side to move after the setup (black on an empty board).
    first: Stone,
    moves: Vec<Pos>,
    status: GameStatus,
}

impl Game {
    /// A new game on the standard 19x19 board.
    pub fn new() -> Game {
        Game::on(Board::standard(), Rule::Freestyle)
    }

    /// A new freestyle game on an empty board of side `size`.
    ///
    /// # Errors
    /// [`SizeError`] for a size the engine does not play.
    pub fn with_size(size: usize) -> Result<Game, SizeError> {
        Game::with_rule(size, Rule::Freestyle)
    }

    /// A new game under `rule` on an empty board of side `size`.
    ///
    /// # Errors
    /// [`SizeError`] for a size the engine does not play.
    pub fn with_rule(size: usize, rule: Rule) -> Result<Game, SizeError> {
        Board::new(size).map(|board| Game::on(board, rule))
    }

    fn on(board: Board, rule: Rule) -> Game {
        Game {
            board,
            rule,
            setup: Vec::new(),
            first: Stone::Black,
            moves: Vec::new(),
            status: GameStatus::Ongoing,
        }
    }

    /// A game that goes on from the stones of `board` (an edited position) under `rule`,
    /// `to_move` to play; its moves and its undo start from there.
    ///
    /// # Errors
    /// [`SetupError`] for a position no game can reach or that is already decided: black
    /// must have as many stones as white (black to move) or one more (white to move), no
    /// side may have five in a row, and the side to move must have a point to play.
    ///
    /// ```
    /// use gobang_engine::{Board, Game, Pos, Rule, SetupError, Stone};
    /// let mut board = Board::new(15).unwrap();
    /// board.place(Pos::new(7, 7).unwrap(), Stone::Black);
    /// let game = Game::from_position(board.clone(), Stone::White, Rule::Freestyle).unwrap();
    /// assert_eq!((game.to_move(), game.moves().len(), game.setup().len()), (Stone::White, 0, 1));
    /// assert!(matches!(
    ///     Game::from_position(board, Stone::Black, Rule::Freestyle),
    ///     Err(SetupError::ToMove { .. })
    /// ));
    /// ```
    pub fn from_position(board: Board, to_move: Stone, rule: Rule) -> Result<Game, SetupError> {
        check_position(&board, to_move, rule)?;
        let setup = board
            .points()
            .filter_map(|pos| board.get(pos).map(|stone| (pos, stone)))
            .collect();
        let game = Game {
            board,
            rule,
            setup,
            first: to_move,
            moves: Vec::new(),
            status: GameStatus::Ongoing,
        };
        if !game.has_legal_move() {
            return Err(SetupError::NoMove);
        }
        Ok(game)
    }

    /// The stones that were on the board before the first move, in row-major order:
    /// empty unless the game began from an edited position.
    pub fn setup(&self) -> &[(Pos, Stone)] {
        &self.setup
    }

    /// The rules the game is played by.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// Why the side to move may not play on the empty point `pos`, if it may not (only
    /// black, only under renju).
    pub fn forbidden(&self, pos: Pos) -> Option<Forbidden> {
        let black_to_move = self.to_move() == Stone::Black;
        (black_to_move
            && self.rule.has_forbidden_moves(Stone::Black)
            && self.board.is_empty_at(pos))
        .then(|| forbidden_black(&self.board, pos))
        .flatten()
    }

    /// The stones on the board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The moves played so far (after the setup, if any), in order.
    pub fn moves(&self) -> &[Pos] {
        &self.moves
    }

    /// The newest move.
    pub fn last_move(&self) -> Option<Pos> {
        self.moves.last().copied()
    }

    /// Won, drawn or still going.
    pub fn status(&self) -> GameStatus {
        self.status
    }

    /// Whether the game has been won or drawn.
    pub fn is_over(&self) -> bool {
        self.status.is_over()
    }

    /// The side that made (or makes) the first move: black, unless the game began from
    /// an edited position with white to move.
    pub fn first_to_move(&self) -> Stone {
        self.first
    }

    /// The side whose turn it is: the first mover after an even number of moves.
    pub fn to_move(&self) -> Stone {
        if self.moves.len().is_multiple_of(2) {
            self.first
        } else {
            !self.first
        }
    }

    /// Plays the side to move at `pos`: the door for moves from a person or a file.
    ///
    /// # Errors
    /// [`PlayError`] when the game is over, or `pos` is off the board or occupied; the
    /// game is then unchanged.
    ///
    /// ```
    /// use gobang_engine::{Game, GameStatus, PlayError, Pos};
    /// let mut game = Game::new();
    /// let centre = Pos::new(9, 9).unwrap();
    /// assert_eq!(game.try_play(centre), Ok(GameStatus::Ongoing));
    /// assert_eq!(game.try_play(centre), Err(PlayError::Occupied(centre)));
    /// ```
    pub fn try_play(&mut self, pos: Pos) -> Result<GameStatus, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        if !self.board.contains(pos) {
            return Err(PlayError::OutOfBounds(pos));
        }
        if !self.board.is_empty_at(pos) {
            return Err(PlayError::Occupied(pos));
        }
        if let Some(why) = self.forbidden(pos) {
            return Err(PlayError::Forbidden(pos, why));
        }
        let stone = self.to_move();
        self.board.place(pos, stone);
        self.moves.push(pos);
        self.status = match winning_line(&self.board, pos, self.rule) {
            Some(line) => GameStatus::Won {
                winner: stone,
                line,
            },
            None if !self.has_legal_move() => GameStatus::Draw,
            None => GameStatus::Ongoing,
        };
        Ok(self.status)
    }

    /// Whether the side to move has a point to play: any empty point, except under renju,
    /// where black's forbidden points do not count (checked only near the end, when few
    /// points are left and all of them might be forbidden).
    fn has_legal_move(&self) -> bool {
        let empty = self.board.size() * self.board.size() - self.board.stone_count();
        if empty > 24 || !self.rule.has_forbidden_moves(self.to_move()) {
            return empty > 0;
        }
        self.board
            .empty_points()
            .any(|pos| self.forbidden(pos).is_none())
    }

    /// Plays the side to move at `pos`, for tests and positions known to be legal.
    ///
    /// # Panics
    /// When [`Game::try_play`] would refuse the move; the message says why.
    pub fn play(&mut self, pos: Pos) -> GameStatus {
        match self.try_play(pos) {
            Ok(status) => status,
            Err(e) => panic!("illegal move {pos:?}: {e}"),
        }
    }

    /// Takes back the newest move and returns it; the game is then ongoing again.
    /// `None` when no move has been played.
    pub fn undo(&mut self) -> Option<Pos> {
        let pos = self.moves.pop()?;
        self.board.remove(pos);
        self.status = GameStatus::Ongoing;
        Some(pos)
    }
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col).unwrap()
    }

    #[test]
    fn black_moves_first_and_the_sides_alternate() {
        let mut game = Game::new();
        assert_eq!(game.to_move(), Stone::Black);
        game.play(p(9, 9));
        assert_eq!(game.to_move(), Stone::White);
        game.play(p(9, 10));
        assert_eq!(game.to_move(), Stone::Black);
        assert_eq!(game.board().get(p(9, 9)), Some(Stone::Black));
        assert_eq!(game.board().get(p(9, 10)), Some(Stone::White));
        assert_eq!(game.last_move(), Some(p(9, 10)));
    }

    #[test]
    fn refused_moves_leave_the_game_unchanged() {
        let mut game = Game::with_size(15).unwrap();
        game.play(p(7, 7));
        let before = game.clone();
        assert_eq!(game.try_play(p(7, 7)), Err(PlayError::Occupied(p(7, 7))));
        assert_eq!(
            game.try_play(p(15, 0)),
            Err(PlayError::OutOfBounds(p(15, 0)))
        );
        assert_eq!(game, before);
    }

    #[test]
    fn no_move_after_a_win() {
        let mut game = Game::new();
        for col in 0..4 {
            game.play(p(0, col));
            game.play(p(1, col));
        }
        assert!(matches!(
            game.play(p(0, 4)),
            GameStatus::Won {
                winner: Stone::Black,
                ..
            }
        ));
        let before = game.clone();
        assert_eq!(game.try_play(p(5, 5)), Err(PlayError::GameOver));
        assert_eq!(game, before);
    }

    #[test]
    fn errors_say_what_went_wrong() {
        assert_eq!(
            PlayError::Occupied(p(2, 3)).to_string(),
            "row 2, column 3 already holds a stone"
        );
        assert_eq!(
            PlayError::OutOfBounds(p(19, 0)).to_string(),
            "row 19, column 0 is off the board"
        );
        assert_eq!(PlayError::GameOver.to_string(), "the game is over");
    }

    #[test]
    #[should_panic(expected = "already holds a stone")]
    fn play_panics_with_the_reason() {
        let mut game = Game::new();
        game.play(p(0, 0));
        game.play(p(0, 0));
    }

    #[test]
    fn undo_reopens_a_won_game() {
        let mut game = Game::new();
        for col in 0..4 {
            game.play(p(0, col));
            game.play(p(1, col));
        }
        game.play(p(0, 4));
        assert!(game.is_over());
        assert_eq!(game.undo(), Some(p(0, 4)));
        assert_eq!(game.status(), GameStatus::Ongoing);
        assert_eq!(game.to_move(), Stone::Black);
        assert!(game.board().is_empty_at(p(0, 4)));
        assert_eq!(game.moves().len(), 8);
    }

    #[test]
    fn undo_on_a_new_game_does_nothing() {
        let mut game = Game::new();
        assert_eq!(game.undo(), None);
        assert_eq!(game, Game::new());
    }
}
