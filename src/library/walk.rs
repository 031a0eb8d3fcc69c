//! A walk through a RenLib library as plain data: the node shown, the moves below it, the
//! line that leads there, and whether that line can be played as a renju game (RenLib's
//! libraries are renju's, so the line is checked under [`Rule::Renju`] on 15x15).

use gobang_engine::renlib::{Library, Node, SIDE};
use gobang_engine::{Game, PlayError, Pos, Rule, Stone};

/// Why the line shown cannot be played or analysed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unplayable {
    /// Move `number` (from 1) is not allowed under renju's rules.
    Illegal {
        /// Which move.
        number: usize,
        /// Why.
        why: PlayError,
    },
    /// Move `number` is a pass, which a game here cannot hold.
    Pass {
        /// Which move.
        number: usize,
    },
}

/// A library, the file's name and the node shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// The file's name, as the person chose it.
    pub name: String,
    library: Library,
    at: usize,
}

impl Walk {
    /// A walk through `library` from its root.
    pub fn new(name: String, library: Library) -> Walk {
        Walk {
            name,
            library,
            at: Library::ROOT,
        }
    }

    /// The node shown.
    pub fn node(&self) -> Option<&Node> {
        self.library.node(self.at)
    }

    /// Whether the root is shown.
    pub fn at_start(&self) -> bool {
        self.at == Library::ROOT
    }

    /// The moves below the node shown (nodes that are moves and name a point), with their
    /// nodes, in the file's order.
    pub fn branches(&self) -> Vec<(Pos, &Node)> {
        self.library
            .children(self.at)
            .filter_map(|id| self.library.node(id))
            .filter(|n| n.is_move)
            .filter_map(|n| Some((n.pos?, n)))
            .collect()
    }

    /// The texts written on points below the node shown (by moves or by text-only
    /// nodes), the first for each point.
    pub fn board_texts(&self) -> Vec<(Pos, &str)> {
        let mut texts: Vec<(Pos, &str)> = Vec::new();
        for node in self
            .library
            .children(self.at)
            .filter_map(|id| self.library.node(id))
        {
            if let Some(pos) = node.pos
                && !node.board_text.is_empty()
                && texts.iter().all(|&(p, _)| p != pos)
            {
                texts.push((pos, node.board_text.trim()));
            }
        }
        texts
    }

    /// Steps to the move at `pos` below the node shown; whether there is one.
    pub fn step(&mut self, pos: Pos) -> bool {
        let child = self.library.children(self.at).find(|&id| {
            self.library
                .node(id)
                .is_some_and(|n| n.is_move && n.pos == Some(pos))
        });
        if let Some(child) = child {
            self.at = child;
        }
        child.is_some()
    }

    /// Steps back one move; whether it did (not at the root).
    pub fn back(&mut self) -> bool {
        match self.library.parent(self.at) {
            Some(parent) => {
                self.at = parent;
                true
            }
            None => false,
        }
    }

    /// Goes back to the root.
    pub fn to_start(&mut self) {
        self.at = Library::ROOT;
    }

    /// The moves from the root to the node shown (`None` a pass).
    pub fn line(&self) -> Vec<Option<Pos>> {
        self.library.line(self.at)
    }

    /// The stones of the line shown, black's first, each with its move number: drawn
    /// as the library has them, whether or not the rules allow them.
    pub fn stones(&self) -> Vec<(Pos, Stone, u16)> {
        let mut stone = Stone::Black;
        let mut stones = Vec::new();
        for (i, pos) in self.line().into_iter().enumerate() {
            if let Some(pos) = pos {
                stones.push((pos, stone, u16::try_from(i + 1).unwrap_or(u16::MAX)));
            }
            stone = !stone;
        }
        stones
    }

    /// The line shown as a renju game on 15x15, or why it cannot be one.
    ///
    /// # Errors
    /// [`Unplayable`]: a pass, a forbidden move, a move after a five.
    pub fn game(&self) -> Result<Game, Unplayable> {
        let mut game = Game::with_rule(SIDE, Rule::Renju).unwrap_or_default();
        for (i, pos) in self.line().into_iter().enumerate() {
            let number = i + 1;
            let pos = pos.ok_or(Unplayable::Pass { number })?;
            game.try_play(pos)
                .map_err(|why| Unplayable::Illegal { number, why })?;
        }
        Ok(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobang_engine::renlib::{self, MAGIC};

    /// h8, then i9 (marked, with the text "A"), or i8 and j8; a text "x" on g9.
    fn library() -> Library {
        let mut bytes = MAGIC.to_vec();
        bytes.extend([3, 4]);
        bytes.extend([0xFF; 10]);
        bytes.extend([0, 0, 0x78, 0]);
        bytes.extend([0x69, 0x80 | 0x40 | 0x10 | 0x01, 0, 1, b'A', 0]);
        bytes.extend([0x79, 0x80]);
        bytes.extend([0x7A, 0x40]);
        bytes.extend([0x67, 0x40 | 0x02 | 0x01, 0, 1, b'x', 0]);
        renlib::read(&bytes).expect("a library")
    }

    fn at(text: &str) -> Pos {
        Pos::parse(text, SIDE).expect("a point")
    }

    #[test]
    fn a_walk_steps_into_moves_and_back() {
        let mut walk = Walk::new("t.lib".into(), library());
        assert!(walk.at_start());
        assert_eq!(walk.branches().len(), 1);
        assert!(!walk.step(at("i9")), "not a move from the root");
        assert!(walk.step(at("h8")));
        let moves: Vec<Pos> = walk.branches().iter().map(|&(p, _)| p).collect();
        assert_eq!(moves, [at("i9"), at("i8")]);
        assert!(walk.branches()[0].1.mark);
        assert_eq!(walk.board_texts(), [(at("i9"), "A"), (at("g9"), "x")]);
        assert!(!walk.step(at("g9")), "a text is not a move");
        assert!(walk.step(at("i8")) && walk.step(at("j8")));
        assert_eq!(walk.line(), [at("h8"), at("i8"), at("j8")].map(Some));
        assert_eq!(walk.stones()[2], (at("j8"), Stone::Black, 3));
        assert!(walk.back());
        assert_eq!(walk.line().len(), 2);
        walk.to_start();
        assert!(walk.at_start() && !walk.back());
    }

    #[test]
    fn a_line_is_a_renju_game_unless_a_move_breaks_the_rules() {
        let mut walk = Walk::new("t.lib".into(), library());
        walk.step(at("h8"));
        walk.step(at("i8"));
        let game = walk.game().expect("a legal line");
        assert_eq!(
            (game.rule(), game.board().size(), game.moves().len()),
            (Rule::Renju, 15, 2)
        );
    }

    #[test]
    fn a_forbidden_move_in_the_line_is_shown_but_not_played() {
        // Black's i8 makes two open threes (g8 h8 i8, i8 i9 i10): forbidden in renju.
        let line = ["g8", "a1", "h8", "a3", "i9", "a5", "i10", "c1", "i8"];
        let mut bytes = MAGIC.to_vec();
        bytes.extend([3, 4]);
        bytes.extend([0xFF; 10]);
        bytes.extend([0, 0]);
        for (i, point) in line.iter().enumerate() {
            let pos = at(point);
            let leaf = if i + 1 == line.len() { 0x40 } else { 0 };
            bytes.extend([(pos.row() * 16 + pos.col() + 1) as u8, leaf]);
        }
        let mut walk = Walk::new("f.lib".into(), renlib::read(&bytes).expect("a library"));
        for point in line {
            assert!(walk.step(at(point)));
        }
        assert_eq!(walk.stones().len(), 9);
        assert!(matches!(
            walk.game(),
            Err(Unplayable::Illegal {
                number: 9,
                why: PlayError::Forbidden(..)
            })
        ));
        walk.back();
        assert!(walk.game().is_ok());
    }
}
