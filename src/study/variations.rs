//! The analysis board's moves as plain data: a tree of variations grown from a game's
//! start (its edited position, if any), whose main line is first the game's own moves.
//! [`Variations`] holds the tree, the node shown and the game's moves; a node is named
//! by its path, the points played from the start. The tree is written PGN-style, a side
//! line in parentheses after the move it replaces (`j10 k11 (k10 l11) k12`), and read
//! back with named errors. A tree read from a file brings the notes written on its
//! nodes (comments, labels, marks), which the board and the panel show where they sit.
//! Nothing here touches the browser, so it is unit-tested natively.

use std::fmt;

use gobang_engine::formats::{self, Notes};
use gobang_engine::{Game, PlayError, Pos};

/// The most moves a tree read from a record or a link may hold.
const MOST_MOVES: usize = 2_000;

/// A node's path: the points played from the start to reach it.
pub type Path = Vec<Pos>;

/// A move of the tree and the moves that may follow it, the first of them its main line.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Branch {
    pos: Pos,
    children: Vec<Branch>,
}

/// Why a written tree was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// A `(` with no `)`, or a `)` with no `(`.
    Unpaired,
    /// A `(` with no move before it to replace, or `()`.
    EmptyLine,
    /// A word that is not a point of the board.
    NotAPoint(String),
    /// A move that cannot be played there (a taken point, a forbidden one, after a five).
    Illegal(String, PlayError),
    /// More moves than [`MOST_MOVES`].
    TooLong,
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::Unpaired => write!(f, "unpaired parentheses"),
            TreeError::EmptyLine => write!(f, "a side line with no move to replace"),
            TreeError::NotAPoint(word) => write!(f, "`{word}` is not a point of the board"),
            TreeError::Illegal(point, e) => write!(f, "{point}: {e}"),
            TreeError::TooLong => write!(f, "more than {MOST_MOVES} moves"),
        }
    }
}

impl std::error::Error for TreeError {}

/// One move of a line in the move list, and the side lines that replace it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The node the move leads to.
    pub path: Path,
    /// Its number, from 1 for the first move after the start.
    pub ply: usize,
    /// The lines that replace it, in order.
    pub sides: Vec<Line>,
}

/// A line of the move list: its moves in order, each with its side lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The moves.
    pub steps: Vec<Step>,
}

/// The analysis board's tree, the node shown and the game's own moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variations {
    /// The position the tree grows from: the game's start.
    start: Game,
    /// The first moves.
    roots: Vec<Branch>,
    /// The node shown.
    at: Path,
    /// The game's own moves.
    game: Path,
    /// The node of the game shown when the analysis opened.
    home: Path,
    /// What a file wrote on its nodes, by path (the start's notes under the empty path).
    notes: Vec<(Path, Notes)>,
}

impl Variations {
    /// A tree whose main line is the moves of `game`, showing it after move `ply`.
    pub fn new(game: &Game, ply: usize) -> Variations {
        let mut start = game.clone();
        while start.undo().is_some() {}
        let moves = game.moves().to_vec();
        let home = moves[..ply.min(moves.len())].to_vec();
        let mut variations = Variations {
            start,
            roots: Vec::new(),
            at: home.clone(),
            game: moves.clone(),
            home,
            notes: Vec::new(),
        };
        variations.graft(&moves);
        variations
    }

    /// The position the tree grows from.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// The node shown.
    pub fn at(&self) -> &[Pos] {
        &self.at
    }

    /// The game's own moves.
    pub fn game_moves(&self) -> &[Pos] {
        &self.game
    }

    /// The game at `path`, or `None` for a path not playable from the start.
    pub fn game_at(&self, path: &[Pos]) -> Option<Game> {
        let mut game = self.start.clone();
        for &pos in path {
            game.try_play(pos).ok()?;
        }
        Some(game)
    }

    /// The game at the node shown.
    pub fn shown(&self) -> Game {
        self.game_at(&self.at).unwrap_or_else(|| self.start.clone())
    }

    /// The moves after `path`, in order (the first is its main line); none for a path
    /// not in the tree.
    pub fn children(&self, path: &[Pos]) -> Vec<Pos> {
        self.branches(path)
            .map(|b| b.iter().map(|b| b.pos).collect())
            .unwrap_or_default()
    }

    /// Whether `path` is a node of the tree (the start is).
    pub fn contains(&self, path: &[Pos]) -> bool {
        self.branches(path).is_some()
    }

    /// The line shown: the node shown and the main line after it.
    pub fn line_shown(&self) -> Path {
        let mut line = self.at.clone();
        while let Some(&next) = self.children(&line).first() {
            line.push(next);
        }
        line
    }

    /// Plays `pos` at the node shown and shows it: a move already in the tree is gone
    /// to, a new one starts a side line (or goes on the line, where nothing follows).
    ///
    /// # Errors
    /// [`PlayError`] for a move the rules refuse there; the tree is left as it is.
    pub fn play(&mut self, pos: Pos) -> Result<(), PlayError> {
        let mut game = self.shown();
        game.try_play(pos)?;
        let mut path = self.at.clone();
        path.push(pos);
        self.graft(&path);
        self.at = path;
        Ok(())
    }

    /// Shows the node `path`; a path not in the tree is refused (`false`).
    pub fn go(&mut self, path: &[Pos]) -> bool {
        let known = self.contains(path);
        if known {
            self.at = path.to_vec();
        }
        known
    }

    /// Shows the move before the node shown (`false` at the start).
    pub fn back(&mut self) -> bool {
        self.at.pop().is_some()
    }

    /// Shows the move after the node shown on its main line (`false` at a line's end).
    pub fn forward(&mut self) -> bool {
        match self.children(&self.at).first() {
            Some(&next) => {
                self.at.push(next);
                true
            }
            None => false,
        }
    }

    /// Shows the game's position where the analysis opened.
    pub fn home(&mut self) {
        self.at = self.home.clone();
    }

    /// Whether the node shown is a position of the game's own moves.
    pub fn on_game(&self) -> bool {
        self.game.starts_with(&self.at)
    }

    /// Deletes the node `path` and every move after it; the node shown, if it was among
    /// them, becomes the move before. The game's own moves are kept (`false`).
    pub fn delete(&mut self, path: &[Pos]) -> bool {
        let Some((&last, parent)) = path.split_last() else {
            return false;
        };
        if self.game.starts_with(path) {
            return false;
        }
        let Some(siblings) = self.branches_mut(parent) else {
            return false;
        };
        let before = siblings.len();
        siblings.retain(|b| b.pos != last);
        if siblings.len() == before {
            return false;
        }
        self.notes.retain(|(at, _)| !at.starts_with(path));
        if self.at.starts_with(path) {
            self.at = parent.to_vec();
        }
        true
    }

    /// Makes the line through `path` the main line: each of its moves becomes the first
    /// of the moves that may follow its node. Returns whether anything moved.
    pub fn promote(&mut self, path: &[Pos]) -> bool {
        if !self.contains(path) {
            return false;
        }
        let mut moved = false;
        for depth in 0..path.len() {
            if let Some(siblings) = self.branches_mut(&path[..depth])
                && let Some(i) = siblings.iter().position(|b| b.pos == path[depth])
                && i > 0
            {
                let branch = siblings.remove(i);
                siblings.insert(0, branch);
                moved = true;
            }
        }
        moved
    }

    /// The main line from the start with its side lines, for the move list.
    pub fn main_line(&self) -> Line {
        line_of(&self.roots, Vec::new())
    }

    /// The tree written PGN-style for a board of side `size`: `j10 k11 (k10 l11) k12`.
    pub fn record(&self) -> String {
        let size = self.start.board().size();
        let mut words = Vec::new();
        write_line(&self.roots, size, &mut words);
        words.join(" ")
    }

    /// The tree as a link's `tree=` value: the record with commas for spaces.
    pub fn link_value(&self) -> String {
        self.record().replace(' ', ",")
    }

    /// Replaces the tree with the one written in `text` (a record or a link's value),
    /// keeping the game's own moves in it; the game's position where the analysis opened
    /// is shown. A tree that cannot be
    /// read is refused and nothing is lost.
    ///
    /// # Errors
    /// [`TreeError`] naming what is wrong.
    pub fn read(&mut self, text: &str) -> Result<(), TreeError> {
        let roots = parse(text, &self.start)?;
        self.replace_roots(roots);
        Ok(())
    }

    /// Takes `roots` as the tree, the game's own moves grafted back in, and shows the
    /// game's position where the analysis opened.
    fn replace_roots(&mut self, roots: Vec<Branch>) {
        self.roots = roots;
        let game = self.game.clone();
        self.graft(&game);
        self.at = self.home.clone();
    }

    /// Replaces the tree with a file's lines (`tree`, whose first branches are the main
    /// line) and the notes on their nodes, `start` those written before the first move;
    /// the game's own moves are kept in it and the game's position where the analysis
    /// opened is shown. Every move is checked where it is played; a tree that cannot be
    /// read is refused and nothing is lost.
    ///
    /// # Errors
    /// [`TreeError`] naming what is wrong.
    pub fn read_file(&mut self, tree: &[formats::Branch], start: &Notes) -> Result<(), TreeError> {
        let size = self.start.board().size();
        let mut read = Variations::new(&self.start, 0);
        let mut notes = Vec::new();
        if !start.is_empty() {
            notes.push((Vec::new(), start.clone()));
        }
        // Each branch still to read, with the node it is played from.
        let mut stack: Vec<(Path, &formats::Branch)> =
            tree.iter().rev().map(|b| (Vec::new(), b)).collect();
        let mut count = 0;
        while let Some((mut path, branch)) = stack.pop() {
            count += 1;
            if count > MOST_MOVES {
                return Err(TreeError::TooLong);
            }
            let mut game = read.game_at(&path).unwrap_or_else(|| self.start.clone());
            game.try_play(branch.pos)
                .map_err(|e| TreeError::Illegal(branch.pos.display(size).to_string(), e))?;
            path.push(branch.pos);
            read.graft(&path);
            if !branch.notes.is_empty() {
                notes.push((path.clone(), branch.notes.clone()));
            }
            stack.extend(branch.children.iter().rev().map(|b| (path.clone(), b)));
        }
        self.notes = notes;
        self.replace_roots(read.roots);
        Ok(())
    }

    /// What the file wrote on the node shown, if anything.
    pub fn notes(&self) -> Option<&Notes> {
        self.notes_at(&self.at)
    }

    /// What the file wrote on the node `path`, if anything.
    pub fn notes_at(&self, path: &[Pos]) -> Option<&Notes> {
        self.notes
            .iter()
            .find(|(at, _)| at.as_slice() == path)
            .map(|(_, notes)| notes)
    }

    /// Adds the moves of `path` to the tree where they are not, each new move after the
    /// moves already there.
    fn graft(&mut self, path: &[Pos]) {
        let mut level = &mut self.roots;
        for &pos in path {
            let i = match level.iter().position(|b| b.pos == pos) {
                Some(i) => i,
                None => {
                    level.push(Branch {
                        pos,
                        children: Vec::new(),
                    });
                    level.len() - 1
                }
            };
            level = &mut level[i].children;
        }
    }

    fn branches(&self, path: &[Pos]) -> Option<&Vec<Branch>> {
        let mut level = &self.roots;
        for &pos in path {
            level = &level.iter().find(|b| b.pos == pos)?.children;
        }
        Some(level)
    }

    fn branches_mut(&mut self, path: &[Pos]) -> Option<&mut Vec<Branch>> {
        let mut level = &mut self.roots;
        for &pos in path {
            level = &mut level.iter_mut().find(|b| b.pos == pos)?.children;
        }
        Some(level)
    }
}

/// The line that starts with the first of `branches` (after the node `before`), with the
/// others as its first move's side lines.
fn line_of(branches: &[Branch], before: Path) -> Line {
    let mut steps = Vec::new();
    let mut level = branches;
    let mut path = before;
    while let Some((first, others)) = level.split_first() {
        let sides = others
            .iter()
            .map(|other| line_of(std::slice::from_ref(other), path.clone()))
            .collect();
        path.push(first.pos);
        steps.push(Step {
            path: path.clone(),
            ply: path.len(),
            sides,
        });
        level = &first.children;
    }
    Line { steps }
}

/// Writes the line that starts with the first of `branches`, each side line in
/// parentheses after the move it replaces.
fn write_line(branches: &[Branch], size: usize, words: &mut Vec<String>) {
    let mut level = branches;
    while let Some((first, others)) = level.split_first() {
        words.push(first.pos.display(size).to_string());
        for other in others {
            let mut side = Vec::new();
            write_line(std::slice::from_ref(other), size, &mut side);
            if let Some(word) = side.first_mut() {
                word.insert(0, '(');
            }
            if let Some(word) = side.last_mut() {
                word.push(')');
            }
            words.extend(side);
        }
        level = &first.children;
    }
}

/// The words of a written tree: points, `(` and `)`, apart.
fn tokens(text: &str) -> Vec<String> {
    let spaced = text.replace('(', " ( ").replace(')', " ) ");
    spaced
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
}

/// Reads a written tree from `start`, checking every move is legal where it is played.
fn parse(text: &str, start: &Game) -> Result<Vec<Branch>, TreeError> {
    let size = start.board().size();
    let mut tree = Variations {
        start: start.clone(),
        roots: Vec::new(),
        at: Vec::new(),
        game: Vec::new(),
        home: Vec::new(),
        notes: Vec::new(),
    };
    // The node moves go on from, and the node each open `(` goes back to at its `)`.
    let mut at: Path = Vec::new();
    let mut open: Vec<Path> = Vec::new();
    // Whether the last word was a `(` (an empty side line if a `)` follows).
    let mut opened = false;
    let mut count = 0;
    for word in tokens(text) {
        match word.as_str() {
            "(" => {
                // The side line replaces the move just written.
                let Some(replaced) = at.pop() else {
                    return Err(TreeError::EmptyLine);
                };
                let mut back = at.clone();
                back.push(replaced);
                open.push(back);
                opened = true;
            }
            ")" => {
                if opened {
                    return Err(TreeError::EmptyLine);
                }
                at = open.pop().ok_or(TreeError::Unpaired)?;
            }
            point => {
                opened = false;
                let pos =
                    Pos::parse(point, size).map_err(|_| TreeError::NotAPoint(point.to_owned()))?;
                count += 1;
                if count > MOST_MOVES {
                    return Err(TreeError::TooLong);
                }
                let mut game = tree.game_at(&at).unwrap_or_else(|| start.clone());
                game.try_play(pos)
                    .map_err(|e| TreeError::Illegal(pos.display(size).to_string(), e))?;
                at.push(pos);
                tree.graft(&at);
            }
        }
    }
    if !open.is_empty() {
        return Err(TreeError::Unpaired);
    }
    Ok(tree.roots)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(record: &str) -> Game {
        Game::from_record(record, 19).unwrap()
    }

    fn path(record: &str) -> Path {
        record
            .split_whitespace()
            .map(|w| Pos::parse(w, 19).unwrap())
            .collect()
    }

    #[test]
    fn the_games_moves_are_the_main_line_and_a_new_move_starts_a_side_line() {
        let mut tree = Variations::new(&game("j10 k11 k12"), 1);
        assert_eq!(tree.at(), path("j10"));
        assert_eq!(tree.line_shown(), path("j10 k11 k12"));
        assert!(tree.on_game());
        tree.play(path("k10")[0]).unwrap();
        tree.play(path("l11")[0]).unwrap();
        assert_eq!(tree.at(), path("j10 k10 l11"));
        assert!(!tree.on_game());
        assert_eq!(tree.children(&path("j10")), path("k11 k10"));
        assert_eq!(tree.record(), "j10 k11 (k10 l11) k12");
        assert_eq!(tree.link_value(), "j10,k11,(k10,l11),k12");
        // A move already in the tree is gone to, not added again.
        tree.go(&path("j10"));
        tree.play(path("k11")[0]).unwrap();
        assert_eq!(tree.at(), path("j10 k11"));
        assert_eq!(tree.children(&path("j10")).len(), 2);
        // A taken point is refused and nothing changes.
        let before = tree.clone();
        let j10 = path("j10")[0];
        assert_eq!(tree.play(j10), Err(PlayError::Occupied(j10)));
        assert_eq!(tree, before);
    }

    #[test]
    fn the_arrows_step_through_the_line_shown_and_home_returns_to_the_game() {
        let mut tree = Variations::new(&game("j10 k11"), 2);
        tree.go(&path("j10"));
        tree.play(path("k10")[0]).unwrap();
        assert!(!tree.forward(), "the side line ends here");
        assert!(tree.back());
        assert!(tree.forward(), "the main line goes on");
        assert_eq!(tree.at(), path("j10 k11"));
        assert!(tree.back() && tree.back());
        assert!(!tree.back(), "the start");
        assert!(!tree.go(&path("a1")), "not a node");
        tree.go(&path("j10 k10"));
        tree.home();
        assert_eq!(tree.at(), path("j10 k11"));
        assert_eq!(tree.shown().moves(), path("j10 k11"));
    }

    #[test]
    fn a_side_line_is_promoted_and_deleted_but_the_game_is_kept() {
        let mut tree = Variations::new(&game("j10 k11 k12"), 3);
        tree.go(&path("j10"));
        tree.play(path("k10")[0]).unwrap();
        tree.play(path("l11")[0]).unwrap();
        assert!(tree.promote(&path("j10 k10 l11")));
        assert_eq!(tree.record(), "j10 k10 (k11 k12) l11");
        assert!(!tree.promote(&path("j10 k10")), "already the main line");
        assert!(!tree.delete(&path("j10 k11")), "the game's moves stay");
        assert!(tree.delete(&path("j10 k10")));
        assert_eq!(tree.at(), path("j10"), "the node shown was deleted");
        assert_eq!(tree.record(), "j10 k11 k12");
        assert!(!tree.delete(&path("j10 k10")), "gone already");
        assert!(!tree.delete(&[]), "the start");
    }

    #[test]
    fn the_move_list_shows_side_lines_after_the_move_they_replace() {
        let mut tree = Variations::new(&game("j10 k11 k12"), 3);
        tree.go(&path("j10"));
        tree.play(path("k10")[0]).unwrap();
        tree.play(path("l11")[0]).unwrap();
        tree.go(&path("j10 k10"));
        tree.play(path("m12")[0]).unwrap();
        let main = tree.main_line();
        let plies: Vec<usize> = main.steps.iter().map(|s| s.ply).collect();
        assert_eq!(plies, [1, 2, 3]);
        assert!(main.steps[0].sides.is_empty());
        let side = &main.steps[1].sides[0];
        assert_eq!(side.steps[0].path, path("j10 k10"));
        assert_eq!(side.steps[0].ply, 2);
        assert_eq!(side.steps[1].path, path("j10 k10 l11"));
        assert_eq!(side.steps[1].sides[0].steps[0].path, path("j10 k10 m12"));
        assert_eq!(tree.record(), "j10 k11 (k10 l11 (m12)) k12");
    }

    #[test]
    fn a_written_tree_comes_back_as_it_was() {
        let mut tree = Variations::new(&game("j10 k11 k12"), 3);
        tree.go(&path("j10"));
        for p in path("k10 l11") {
            tree.play(p).unwrap();
        }
        tree.go(&path("j10 k10"));
        tree.play(path("m12")[0]).unwrap();
        tree.go(&[]);
        tree.play(path("a1")[0]).unwrap();
        let record = tree.record();
        assert_eq!(record, "j10 (a1) k11 (k10 l11 (m12)) k12");
        let mut read = Variations::new(&game("j10 k11 k12"), 0);
        read.read(&record).unwrap();
        assert_eq!(read.record(), record);
        assert_eq!(read.at(), path(""), "where the analysis opened");
        read.read(&tree.link_value()).unwrap();
        assert_eq!(read.record(), record);
        // A tree without the game's moves gets them back, as a side line.
        read.read("h8 h9").unwrap();
        assert_eq!(read.record(), "h8 (j10 k11 k12) h9");
    }

    fn branch(point: &str, comment: &str, children: Vec<formats::Branch>) -> formats::Branch {
        formats::Branch {
            pos: path(point)[0],
            notes: Notes {
                comment: comment.to_owned(),
                ..Notes::default()
            },
            children,
        }
    }

    #[test]
    fn a_files_tree_opens_with_the_notes_where_they_sit() {
        let mut tree = Variations::new(&game("j10 k11 k12"), 3);
        let read = vec![branch(
            "j10",
            "",
            vec![
                branch("k11", "the game", vec![branch("k12", "", vec![])]),
                branch("k10", "a side line", vec![branch("l11", "its end", vec![])]),
            ],
        )];
        let start = Notes {
            comment: "作者：五月".to_owned(),
            labels: vec![(path("a1")[0], "A".to_owned())],
            marks: vec![path("b2")[0]],
        };
        tree.read_file(&read, &start).unwrap();
        assert_eq!(tree.record(), "j10 k11 (k10 l11) k12");
        assert_eq!(tree.at(), path("j10 k11 k12"), "where the analysis opened");
        assert_eq!(tree.notes(), None, "nothing written on the last move");
        assert_eq!(tree.notes_at(&[]), Some(&start));
        tree.go(&path("j10 k10 l11"));
        assert_eq!(tree.notes().map(|n| n.comment.as_str()), Some("its end"));
        assert_eq!(
            tree.notes_at(&path("j10 k11")).map(|n| n.comment.as_str()),
            Some("the game")
        );
        // A deleted line takes its notes with it, even if its moves are played again.
        assert!(tree.delete(&path("j10 k10")));
        tree.play(path("k10")[0]).unwrap();
        tree.play(path("l11")[0]).unwrap();
        assert_eq!(tree.notes(), None);
        // A file's tree with a move the rules refuse is refused whole.
        let before = tree.clone();
        let bad = vec![branch("j10", "", vec![branch("j10", "again", vec![])])];
        assert_eq!(
            tree.read_file(&bad, &Notes::default()),
            Err(TreeError::Illegal(
                "j10".into(),
                PlayError::Occupied(path("j10")[0])
            ))
        );
        assert_eq!(tree, before);
    }

    #[test]
    fn a_malformed_tree_is_refused_with_its_reason_and_nothing_is_lost() {
        let mut tree = Variations::new(&game("j10 k11"), 2);
        tree.play(path("a1")[0]).unwrap();
        let before = tree.clone();
        let taken = "j10: row 9, column 9 already holds a stone";
        for (text, expected, message) in [
            ("j10 (k10", TreeError::Unpaired, "unpaired parentheses"),
            ("j10 k11) k12", TreeError::Unpaired, "unpaired parentheses"),
            (
                "(j10) k11",
                TreeError::EmptyLine,
                "a side line with no move to replace",
            ),
            (
                "j10 () k11",
                TreeError::EmptyLine,
                "a side line with no move to replace",
            ),
            (
                "j10 z99",
                TreeError::NotAPoint("z99".into()),
                "`z99` is not a point of the board",
            ),
            (
                "j10 k11 j10",
                TreeError::Illegal("j10".into(), PlayError::Occupied(path("j10")[0])),
                taken,
            ),
            (
                "j10 k11 (j10)",
                TreeError::Illegal("j10".into(), PlayError::Occupied(path("j10")[0])),
                taken,
            ),
        ] {
            assert_eq!(tree.read(text), Err(expected.clone()), "{text}");
            assert_eq!(tree, before, "{text}");
            assert_eq!(expected.to_string(), message);
        }
        let long = format!("j10{}", " (a1)".repeat(MOST_MOVES));
        assert_eq!(tree.read(&long), Err(TreeError::TooLong));
    }
}
