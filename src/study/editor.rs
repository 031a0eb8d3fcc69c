//! The board editor as plain data: stones put anywhere or taken off, the side to move, and
//! the game that goes on from the position, refused with the reason when no game could
//! have reached it. Nothing here touches the browser.

use gobang_engine::{Board, Game, Pos, Rule, SetupError, Stone};

/// A position being edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    board: Board,
    to_move: Stone,
    /// What a click puts on a point: a stone, or nothing (to take stones off).
    tool: Option<Stone>,
}

impl Editor {
    /// An editor holding the stones of `board`, `to_move` to play, putting black stones.
    pub fn new(board: Board, to_move: Stone) -> Editor {
        Editor {
            board,
            to_move,
            tool: Some(Stone::Black),
        }
    }

    /// The position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move from the position.
    pub fn to_move(&self) -> Stone {
        self.to_move
    }

    /// What a click puts on a point (`None`: it takes the stone off).
    pub fn tool(&self) -> Option<Stone> {
        self.tool
    }

    /// Chooses what a click puts on a point.
    pub fn set_tool(&mut self, tool: Option<Stone>) {
        self.tool = tool;
    }

    /// Chooses the side to move.
    pub fn set_to_move(&mut self, side: Stone) {
        self.to_move = side;
    }

    /// How many stones each side has: black's, white's.
    pub fn counts(&self) -> (usize, usize) {
        let count = |side| {
            self.board
                .points()
                .filter(|&pos| self.board.get(pos) == Some(side))
                .count()
        };
        (count(Stone::Black), count(Stone::White))
    }

    /// Puts the tool's stone on `pos`, or takes the stone there off (with the empty tool,
    /// or a click on a stone of the tool's colour, so that a second tap undoes the
    /// first). The side to move then follows the counts when they allow only one.
    pub fn click(&mut self, pos: Pos) {
        if !self.board.contains(pos) {
            return;
        }
        let here = self.board.remove(pos);
        if let Some(stone) = self.tool
            && here != Some(stone)
        {
            self.board.place(pos, stone);
        }
        let (black, white) = self.counts();
        match black.checked_sub(white) {
            Some(0) => self.to_move = Stone::Black,
            Some(1) => self.to_move = Stone::White,
            _ => {}
        }
    }

    /// Takes every stone off; black to move.
    pub fn clear(&mut self) {
        self.board = Board::new(self.board.size()).expect("the size in use");
        self.to_move = Stone::Black;
    }

    /// The position on a board of side `size`, each stone on the point of the same name
    /// (columns from the left, rows from the bottom, as in records); returns how many
    /// stones had no such point and were left off.
    pub fn resize(&mut self, size: usize) -> usize {
        let old = self.board.size();
        let Ok(mut board) = Board::new(size) else {
            return 0;
        };
        if size == old {
            return 0;
        }
        let mut dropped = 0;
        for pos in self.board.points() {
            let Some(stone) = self.board.get(pos) else {
                continue;
            };
            let from_bottom = old - 1 - pos.row();
            let moved = size
                .checked_sub(1 + from_bottom)
                .and_then(|row| Pos::new(row, pos.col()))
                .filter(|&p| board.contains(p));
            match moved {
                Some(p) => board.place(p, stone),
                None => dropped += 1,
            }
        }
        self.board = board;
        dropped
    }

    /// The game that goes on from the position under `rule`; the editor keeps its
    /// stones either way.
    ///
    /// # Errors
    /// [`SetupError`] when the counts are impossible or give the move to the other side,
    /// a side already has five, or the side to move has nowhere to play.
    pub fn game(&self, rule: Rule) -> Result<Game, SetupError> {
        Game::from_position(self.board.clone(), self.to_move, rule)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col).unwrap()
    }

    fn editor(size: usize) -> Editor {
        Editor::new(Board::new(size).unwrap(), Stone::Black)
    }

    #[test]
    fn clicks_put_stones_anywhere_and_take_them_off() {
        let mut editor = editor(15);
        editor.click(p(0, 0));
        assert_eq!(editor.board().get(p(0, 0)), Some(Stone::Black));
        assert_eq!(
            editor.to_move(),
            Stone::White,
            "one black stone: white to move"
        );
        editor.set_tool(Some(Stone::White));
        editor.click(p(0, 0));
        assert_eq!(editor.board().get(p(0, 0)), Some(Stone::White), "replaced");
        editor.click(p(0, 0));
        assert_eq!(
            editor.board().get(p(0, 0)),
            None,
            "a second click takes it off"
        );
        editor.click(p(14, 14));
        editor.set_tool(None);
        editor.click(p(14, 14));
        editor.click(p(5, 5));
        assert_eq!(editor.board().stone_count(), 0);
        editor.click(p(15, 15));
        assert_eq!(editor.board().stone_count(), 0, "off the board");
    }

    #[test]
    fn the_side_to_move_follows_the_counts_and_can_be_chosen() {
        let mut editor = editor(15);
        editor.set_tool(Some(Stone::White));
        editor.click(p(1, 1));
        editor.click(p(2, 2));
        assert_eq!(editor.counts(), (0, 2));
        assert_eq!(
            editor.to_move(),
            Stone::Black,
            "unchanged by impossible counts"
        );
        assert_eq!(
            editor.game(Rule::Freestyle),
            Err(SetupError::Counts { black: 0, white: 2 })
        );
        editor.set_tool(Some(Stone::Black));
        editor.click(p(3, 3));
        editor.click(p(4, 4));
        editor.set_to_move(Stone::White);
        assert_eq!(
            editor.game(Rule::Freestyle),
            Err(SetupError::ToMove {
                expected: Stone::Black,
                black: 2,
                white: 2
            })
        );
        let kept = editor.clone();
        editor.set_to_move(Stone::Black);
        let game = editor.game(Rule::Freestyle).unwrap();
        assert_eq!(game.setup().len(), 4);
        assert_eq!(editor.board(), kept.board(), "refusals lose nothing");
    }

    #[test]
    fn a_five_is_refused() {
        let mut editor = editor(15);
        for col in 0..5 {
            editor.set_tool(Some(Stone::Black));
            editor.click(p(7, col));
            editor.set_tool(Some(Stone::White));
            editor.click(p(9, col));
        }
        assert!(matches!(
            editor.game(Rule::Freestyle),
            Err(SetupError::Five {
                winner: Stone::Black,
                ..
            })
        ));
        assert_eq!(editor.board().stone_count(), 10);
    }

    #[test]
    fn resizing_keeps_the_points_names() {
        let mut editor = editor(19);
        editor.click(p(18, 0)); // a1
        editor.click(p(0, 18)); // s19
        editor.click(p(9, 9)); // j10
        assert_eq!(editor.resize(15), 1, "s19 is not on a 15x15 board");
        assert_eq!(editor.board().size(), 15);
        assert_eq!(editor.board().get(p(14, 0)), Some(Stone::Black), "a1");
        assert_eq!(editor.board().get(p(5, 9)), Some(Stone::Black), "j10");
        assert_eq!(editor.resize(15), 0);
        editor.clear();
        assert_eq!(editor.board().stone_count(), 0);
        assert_eq!(editor.to_move(), Stone::Black);
    }
}
