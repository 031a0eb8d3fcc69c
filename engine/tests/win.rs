//! The win check on lines in every direction, in the middle of the board, along its edges
//! and into its corners, with overlines, near misses and full-board draws.

use gobang_engine::{Board, Direction, Game, GameStatus, Pos, Stone, five_through};

fn p(row: usize, col: usize) -> Pos {
    Pos::new(row, col).unwrap()
}

/// `len` points from `start` along `direction`.
fn line(start: Pos, direction: Direction, len: usize) -> Vec<Pos> {
    let (dr, dc) = direction.step();
    (0..len as isize)
        .map(|k| start.offset(dr, dc, k, 19).expect("test line on the board"))
        .collect()
}

/// Every line a test puts on the board: (name, start, direction, length).
const WINNING_LINES: &[(&str, (usize, usize), Direction, usize)] = &[
    ("horizontal, middle", (9, 7), Direction::Horizontal, 5),
    (
        "horizontal, top edge from the corner",
        (0, 0),
        Direction::Horizontal,
        5,
    ),
    (
        "horizontal, to the right edge",
        (18, 14),
        Direction::Horizontal,
        5,
    ),
    ("vertical, middle", (3, 12), Direction::Vertical, 5),
    (
        "vertical, left edge from the corner",
        (0, 0),
        Direction::Vertical,
        5,
    ),
    (
        "vertical, to the bottom right corner",
        (14, 18),
        Direction::Vertical,
        5,
    ),
    ("diagonal, middle", (6, 6), Direction::Diagonal, 5),
    (
        "diagonal, from the top left corner",
        (0, 0),
        Direction::Diagonal,
        5,
    ),
    (
        "diagonal, to the bottom right corner",
        (14, 14),
        Direction::Diagonal,
        5,
    ),
    (
        "diagonal, along the bottom edge's end",
        (14, 0),
        Direction::Diagonal,
        5,
    ),
    ("anti-diagonal, middle", (12, 3), Direction::AntiDiagonal, 5),
    (
        "anti-diagonal, from the bottom left corner",
        (18, 0),
        Direction::AntiDiagonal,
        5,
    ),
    (
        "anti-diagonal, to the top right corner",
        (4, 14),
        Direction::AntiDiagonal,
        5,
    ),
    ("overline of six", (2, 2), Direction::Horizontal, 6),
    ("overline of seven", (5, 9), Direction::Vertical, 7),
    ("overline of nine", (0, 0), Direction::Diagonal, 9),
    ("whole edge", (18, 0), Direction::Horizontal, 19),
];

#[test]
fn a_line_of_five_or_more_wins_whichever_stone_completes_it() {
    for &(name, (row, col), direction, len) in WINNING_LINES {
        let stones = line(p(row, col), direction, len);
        for stone in Stone::ALL {
            let mut board = Board::standard();
            for &pos in &stones {
                board.place(pos, stone);
            }
            for &last in &stones {
                let won = five_through(&board, last)
                    .unwrap_or_else(|| panic!("{name}: no win seen through {last:?}"));
                assert_eq!(won.direction(), direction, "{name}");
                assert_eq!(won.points().collect::<Vec<_>>(), stones, "{name}");
            }
        }
    }
}

#[test]
fn the_game_ends_with_the_winner_and_the_line() {
    // Lines longer than nine would hold a five before their middle stone is played.
    for &(name, (row, col), direction, len) in WINNING_LINES.iter().filter(|l| l.3 <= 9) {
        let stones = line(p(row, col), direction, len);
        // Black plays the line in order, leaving the middle stone for last; white plays far
        // away on points that never line up.
        let (last, rest) = (
            stones[len / 2],
            [&stones[..len / 2], &stones[len / 2 + 1..]].concat(),
        );
        let whites = (0..19)
            .flat_map(|r| (0..19).map(move |c| p(r, c)))
            .filter(|pos| {
                !stones.contains(pos) && (pos.row() + pos.col()) % 5 == 1 && pos.row() % 3 == 0
            });
        let mut game = Game::new();
        for (black, white) in rest.iter().zip(whites) {
            assert_eq!(game.play(*black), GameStatus::Ongoing, "{name}");
            assert_eq!(game.play(white), GameStatus::Ongoing, "{name}");
        }
        match game.play(last) {
            GameStatus::Won { winner, line } => {
                assert_eq!(winner, Stone::Black, "{name}");
                assert_eq!(line.points().collect::<Vec<_>>(), stones, "{name}");
                assert!(line.contains(last));
            }
            other => panic!("{name}: {other:?}"),
        }
        assert!(game.is_over());
    }
}

#[test]
fn near_misses_do_not_win() {
    let boards = [
        // Four in a row, open at both ends.
        "...................\n.XXXX..............",
        // Four, a gap, one more.
        "XXXX.X.............",
        // Five broken by a white stone.
        "XXOXXX.............",
        // Five of mixed colours.
        "XXXOX..............",
        // Four on each diagonal, crossing.
        "X.....X\n.X...X.\n..X.X..\n.......",
    ];
    for picture in boards {
        let mut rows: Vec<String> = picture.lines().map(|r| format!("{r:.<19}")).collect();
        rows.resize(19, ".".repeat(19));
        let board = Board::from_diagram(&rows.join("\n")).unwrap();
        for pos in board.points() {
            assert_eq!(five_through(&board, pos), None, "{picture} at {pos:?}");
        }
    }
}

#[test]
fn a_win_needs_a_stone_on_the_point() {
    let mut board = Board::standard();
    for col in [0, 1, 3, 4] {
        board.place(p(0, col), Stone::White);
    }
    assert_eq!(five_through(&board, p(0, 2)), None);
    board.place(p(0, 2), Stone::White);
    assert!(five_through(&board, p(0, 2)).is_some());
}

#[test]
fn lines_on_a_smaller_board_reach_its_edges() {
    let mut board = Board::new(15).unwrap();
    for k in 0..5 {
        board.place(p(14 - k, 10 + k), Stone::Black);
    }
    let won = five_through(&board, p(12, 12)).unwrap();
    assert_eq!(won.start(), p(14, 10));
    assert_eq!(won.direction(), Direction::AntiDiagonal);
}

/// Black where `(col + 2 * row) % 4` is 0 or 1: no colour ever gets more than two in a row
/// in any direction, and on odd sides black has one stone more than white.
fn drawn_filling(size: usize) -> Vec<Pos> {
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for row in 0..size {
        for col in 0..size {
            let pos = p(row, col);
            if (col + 2 * row) % 4 < 2 {
                black.push(pos);
            } else {
                white.push(pos);
            }
        }
    }
    assert!(black.len() == white.len() || black.len() == white.len() + 1);
    let mut moves = Vec::new();
    for (i, &pos) in black.iter().enumerate() {
        moves.push(pos);
        moves.extend(white.get(i));
    }
    moves
}

#[test]
fn a_full_board_without_five_is_a_draw() {
    for size in [19, 6, 20] {
        let moves = drawn_filling(size);
        let mut game = Game::with_size(size).unwrap();
        let (last, rest) = moves.split_last().unwrap();
        for &pos in rest {
            assert_eq!(game.play(pos), GameStatus::Ongoing, "size {size}");
        }
        assert_eq!(game.play(*last), GameStatus::Draw, "size {size}");
        assert!(game.board().is_full());
    }
}
