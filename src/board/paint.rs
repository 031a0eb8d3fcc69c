//! What the points of a board show ([`PointState`]), painted from a game or a position
//! and the marks a feature draws over it ([`Picture`]): every board of the app is
//! painted by [`paint`], so that a stone, its number, the last move, the five, a ghost
//! stone or a library's mark look the same on each. Plain data, tested natively; the
//! board component writes the states into the page.

use gobang_engine::{Board, Game, GameStatus, Line, Pos, Stone};

/// How a ghost stone on the board explains a marked move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GhostKind {
    /// The engine's move in place of the one played.
    Best,
    /// A move of the forced line.
    Line,
    /// Renju's opening: one of black's fifth-move offers, until white picks one.
    Offer,
}

/// A stone drawn faintly: a move that was not played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ghost {
    /// Where.
    pub pos: Pos,
    /// Whose.
    pub stone: Stone,
    /// The better move or a move of the line.
    pub kind: GhostKind,
    /// Its number in the line it belongs to, from 1 (the better move of a missed win is
    /// the first of its winning line; the better move of a blunder or a mistake stands
    /// alone and has none).
    pub order: Option<usize>,
}

/// A move of a library's tree below the position shown: a choice to step into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Branch {
    /// A move like the others.
    Plain,
    /// A move the library marks.
    Marked,
}

/// A short text drawn on a point (a library's letter or word), kept in the point's state
/// without an allocation: up to 15 bytes of UTF-8, cut at a character's end. (Kept as
/// characters, so that writing it out needs no check that it is UTF-8.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PointText {
    chars: [char; 15],
    len: u8,
}

impl PointText {
    /// `text`, cut to fit.
    pub fn new(text: &str) -> PointText {
        let mut chars = ['\0'; 15];
        let (mut len, mut bytes) = (0, 0);
        for c in text.chars() {
            bytes += c.len_utf8();
            if bytes > 15 {
                break;
            }
            chars[len] = c;
            len += 1;
        }
        PointText {
            chars,
            len: len as u8,
        }
    }

    /// The text.
    pub fn text(&self) -> String {
        self.chars[..usize::from(self.len)].iter().collect()
    }

    /// Whether there is no text.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// What one point shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct PointState {
    pub stone: Option<Stone>,
    /// Its move number when numbers are shown, else 0.
    pub number: u16,
    pub last: bool,
    pub win: bool,
    pub hint: bool,
    pub preview: bool,
    pub forbidden: bool,
    /// A move not played, drawn faintly (the review's better move or forced line).
    pub ghost: Option<Ghost>,
    /// Whether the keyboard's focus stops here (the one point with `tabindex="0"`): the
    /// board's to set, not the painter's.
    pub focus: bool,
    /// A library's move from the position shown.
    pub branch: Option<Branch>,
    /// Whether a file marks the point at the node shown (SGF's marks, a renju program's
    /// fifth-move offers).
    pub marked: bool,
    /// A text drawn on the point.
    pub text: PointText,
}

/// The stones a board shows, with their numbers.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) enum Stones<'a> {
    /// None: an empty board (a page whose puzzle or lesson is not there yet).
    #[default]
    None,
    /// A game's or a position's: the stones on `board`, and the `moves` that led there
    /// in order, the last one marked. The moves from index `numbered_from` on are
    /// numbered from 1 (those of a puzzle's position are not); none are with `None`.
    Played {
        board: &'a Board,
        moves: &'a [Pos],
        numbered_from: Option<usize>,
    },
    /// Stones each with its own number, in the order played, the last one marked: a
    /// library's line, where a pass counts as a move. A point named twice shows the later.
    Numbered(&'a [(Pos, Stone, u16)]),
}

/// What a board shows, for [`paint`]: its stones and the marks a feature draws over
/// them. A feature names what it shows and leaves the rest empty
/// (`..Picture::default()`).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Picture<'a> {
    /// The stones and their numbers.
    pub stones: Stones<'a>,
    /// The winning five.
    pub win: Option<Line>,
    /// The points where the player to move may not play (renju's forbidden moves).
    pub forbidden: &'a [Pos],
    /// The point the hint shows, or the computer's reply held back.
    pub hint: Option<Pos>,
    /// The preview stone of a tap to confirm.
    pub preview: Option<Pos>,
    /// Moves not played, drawn faintly (a later one on the same point wins).
    pub ghosts: &'a [Ghost],
    /// A library's moves from the position shown.
    pub branches: &'a [(Pos, Branch)],
    /// Texts drawn on points (a library's letters and words, a file's labels).
    pub texts: &'a [(Pos, &'a str)],
    /// Points a file marks.
    pub marks: &'a [Pos],
}

impl<'a> Picture<'a> {
    /// `game`: its stones, its moves numbered from index `numbered_from` on (see
    /// [`Stones::Played`]), the last one marked, and its five once won.
    pub fn game(game: &'a Game, numbered_from: Option<usize>) -> Picture<'a> {
        Picture {
            stones: Stones::Played {
                board: game.board(),
                moves: game.moves(),
                numbered_from,
            },
            win: match game.status() {
                GameStatus::Won { line, .. } => Some(line),
                _ => None,
            },
            ..Picture::default()
        }
    }
}

/// What every point of a board of side `size` shows, row by row from the top, in
/// `picture`. (Where the keyboard's focus is, is the board's own: no point has it here.)
pub(crate) fn paint(size: usize, picture: &Picture) -> Vec<PointState> {
    let mut points = vec![PointState::default(); size * size];
    let last = match picture.stones {
        Stones::None => None,
        Stones::Played {
            board,
            moves,
            numbered_from,
        } => {
            for (i, point) in points.iter_mut().enumerate() {
                point.stone = Pos::new(i / size, i % size).and_then(|pos| board.get(pos));
            }
            if let Some(first) = numbered_from {
                for (n, &pos) in moves.iter().enumerate().skip(first) {
                    mark(&mut points, size, pos, |p| {
                        p.number = (n + 1 - first) as u16
                    });
                }
            }
            moves.last().copied()
        }
        Stones::Numbered(stones) => {
            for &(pos, stone, number) in stones {
                mark(&mut points, size, pos, |p| {
                    (p.stone, p.number) = (Some(stone), number);
                });
            }
            stones.last().map(|&(pos, ..)| pos)
        }
    };
    if let Some(pos) = last {
        mark(&mut points, size, pos, |p| p.last = true);
    }
    if let Some(line) = picture.win {
        for pos in line.points() {
            mark(&mut points, size, pos, |p| p.win = true);
        }
    }
    for &pos in picture.forbidden {
        mark(&mut points, size, pos, |p| p.forbidden = true);
    }
    if let Some(pos) = picture.hint {
        mark(&mut points, size, pos, |p| p.hint = true);
    }
    if let Some(pos) = picture.preview {
        mark(&mut points, size, pos, |p| p.preview = true);
    }
    for &ghost in picture.ghosts {
        mark(&mut points, size, ghost.pos, |p| p.ghost = Some(ghost));
    }
    for &(pos, branch) in picture.branches {
        mark(&mut points, size, pos, |p| p.branch = Some(branch));
    }
    for &(pos, text) in picture.texts {
        mark(&mut points, size, pos, |p| p.text = PointText::new(text));
    }
    for &pos in picture.marks {
        mark(&mut points, size, pos, |p| p.marked = true);
    }
    points
}

/// Applies `f` to the point at `pos` of a board of side `size`, if it is on the board.
fn mark(points: &mut [PointState], size: usize, pos: Pos, f: impl FnOnce(&mut PointState)) {
    if pos.row() < size
        && pos.col() < size
        && let Some(point) = points.get_mut(pos.row() * size + pos.col())
    {
        f(point);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(name: &str, size: usize) -> Pos {
        Pos::parse(name, size).unwrap()
    }

    /// The points of `points` (a board of side `size`) for which `f` holds, by name.
    fn where_(points: &[PointState], size: usize, f: impl Fn(&PointState) -> bool) -> Vec<String> {
        points
            .iter()
            .enumerate()
            .filter(|(_, point)| f(point))
            .map(|(i, _)| {
                Pos::new(i / size, i % size)
                    .unwrap()
                    .display(size)
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn a_game_shows_its_stones_its_numbers_its_last_move_and_its_five() {
        let mut game = Game::with_size(15).unwrap();
        for name in ["h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"] {
            game.play(p(name, 15));
        }
        let points = paint(15, &Picture::game(&game, Some(0)));
        assert_eq!(points.len(), 225);
        let black = where_(&points, 15, |q| q.stone == Some(Stone::Black));
        assert_eq!(black, ["h8", "i8", "j8", "k8", "l8"]);
        assert_eq!(
            where_(&points, 15, |q| q.stone == Some(Stone::White)),
            ["a4", "a3", "a2", "a1"]
        );
        assert_eq!(points[p("h8", 15).row() * 15 + p("h8", 15).col()].number, 1);
        assert_eq!(points[p("a4", 15).row() * 15 + p("a4", 15).col()].number, 8);
        assert_eq!(where_(&points, 15, |q| q.last), ["l8"]);
        assert_eq!(
            where_(&points, 15, |q| q.win),
            ["h8", "i8", "j8", "k8", "l8"]
        );
        assert_eq!(where_(&points, 15, |q| q.focus), Vec::<String>::new());
        // A puzzle's position is not numbered: the moves after it are, from 1.
        let points = paint(15, &Picture::game(&game, Some(7)));
        let numbered = where_(&points, 15, |q| q.number > 0);
        assert_eq!(numbered, ["l8", "a4"]);
        assert_eq!(points[p("l8", 15).row() * 15 + p("l8", 15).col()].number, 2);
        // Numbers off: none, and the rest as before.
        let points = paint(15, &Picture::game(&game, None));
        assert!(points.iter().all(|q| q.number == 0));
        assert_eq!(where_(&points, 15, |q| q.last), ["l8"]);
    }

    #[test]
    fn marks_go_on_their_points_and_those_off_the_board_are_dropped() {
        let board = Board::new(15).unwrap();
        let ghost = Ghost {
            pos: p("c3", 15),
            stone: Stone::White,
            kind: GhostKind::Line,
            order: Some(2),
        };
        let off = Pos::new(16, 2).unwrap();
        let picture = Picture {
            stones: Stones::Played {
                board: &board,
                moves: &[],
                numbered_from: Some(0),
            },
            forbidden: &[p("a1", 15), off],
            hint: Some(p("b2", 15)),
            preview: Some(off),
            ghosts: &[ghost],
            branches: &[(p("d4", 15), Branch::Marked)],
            marks: &[p("e5", 15), p("d4", 15)],
            texts: &[(p("e5", 15), "A"), (off, "B")],
            ..Picture::default()
        };
        let points = paint(15, &picture);
        assert_eq!(where_(&points, 15, |q| q.forbidden), ["a1"]);
        assert_eq!(where_(&points, 15, |q| q.hint), ["b2"]);
        assert_eq!(where_(&points, 15, |q| q.preview), Vec::<String>::new());
        assert_eq!(where_(&points, 15, |q| q.ghost == Some(ghost)), ["c3"]);
        assert_eq!(
            where_(&points, 15, |q| q.branch == Some(Branch::Marked)),
            ["d4"]
        );
        assert_eq!(where_(&points, 15, |q| q.text.text() == "A"), ["e5"]);
        assert_eq!(where_(&points, 15, |q| q.marked), ["e5", "d4"]);
        assert_eq!(where_(&points, 15, |q| !q.text.is_empty()), ["e5"]);
        assert!(points.iter().all(|q| q.stone.is_none() && !q.last));
        // Nothing to show: an empty board of the size asked.
        let empty = paint(19, &Picture::default());
        assert_eq!(empty, vec![PointState::default(); 361]);
    }

    #[test]
    fn a_library_line_keeps_its_own_numbers_and_a_point_shows_its_later_stone() {
        // Black h8, a pass (move 2), black's i9 as move 3, and h8 named again by move 4.
        let stones = [
            (p("h8", 15), Stone::Black, 1),
            (p("i9", 15), Stone::Black, 3),
            (p("h8", 15), Stone::White, 4),
        ];
        let points = paint(
            15,
            &Picture {
                stones: Stones::Numbered(&stones),
                ..Picture::default()
            },
        );
        let at = |name: &str| points[p(name, 15).row() * 15 + p(name, 15).col()];
        assert_eq!((at("h8").stone, at("h8").number), (Some(Stone::White), 4));
        assert_eq!((at("i9").stone, at("i9").number), (Some(Stone::Black), 3));
        assert_eq!(where_(&points, 15, |q| q.last), ["h8"]);
    }

    #[test]
    fn a_long_text_is_cut_at_a_characters_end() {
        assert_eq!(PointText::new("五月五月五月").text(), "五月五月五");
        assert_eq!(PointText::new("A").text(), "A");
        assert!(PointText::new("").is_empty());
    }
}
