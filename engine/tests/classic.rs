//! The Classic level on positions whose answers were worked out by hand from the original's
//! rules (see `engine/src/ai/classic.rs`).

use gobang_engine::ai::{self, Level, classic};
use gobang_engine::{Board, Game, GameStatus, Pos, Stone};

fn p(row: usize, col: usize) -> Pos {
    Pos::new(row, col).unwrap()
}

fn board_with(black: &[(usize, usize)], white: &[(usize, usize)]) -> Board {
    let mut board = Board::standard();
    for &(r, c) in black {
        board.place(p(r, c), Stone::Black);
    }
    for &(r, c) in white {
        board.place(p(r, c), Stone::White);
    }
    board
}

#[test]
fn moving_first_it_opens_at_the_centre() {
    assert_eq!(
        classic::choose(&Board::standard(), Stone::Black),
        Some(p(9, 9))
    );
    assert_eq!(ai::choose_move(&Game::new(), Level::Classic), Some(p(9, 9)));
    assert_eq!(
        classic::choose(&Board::new(15).unwrap(), Stone::Black),
        Some(p(7, 7))
    );
}

#[test]
fn values_next_to_a_single_stone() {
    // One black stone at the centre. For black, a neighbour along a row or column makes an
    // open two with room 8 (600); a diagonal neighbour an open two on a diagonal (800);
    // a point two away touches nothing (0). For white every point is worth 0.
    let board = board_with(&[(9, 9)], &[]);
    let black = |r, c| classic::point_value(&board, p(r, c), Stone::Black);
    assert_eq!(black(9, 10), 600);
    assert_eq!(black(8, 9), 600);
    assert_eq!(black(8, 8), 800);
    assert_eq!(black(10, 8), 800);
    assert_eq!(black(9, 11), 0);
    assert_eq!(black(7, 7), 0);
    assert!(
        board
            .points()
            .all(|pos| classic::point_value(&board, pos, Stone::White) == 0)
    );
}

#[test]
fn it_answers_the_opening_at_the_first_best_diagonal_point() {
    // White's own best is 0 (at a19), black's best is 800 at four diagonal points; 0 is not
    // more than 800, so white takes black's best point, the first in row-major order.
    let board = board_with(&[(9, 9)], &[]);
    assert_eq!(classic::choose(&board, Stone::White), Some(p(8, 8)));
}

#[test]
fn equal_bests_go_to_blocking_even_when_it_could_win() {
    // White (to move) has four in a row on row 12 and black four on row 5. Completing
    // either five is worth 100000 (the other lines through those points are worth 0), so
    // white's best is not strictly more than black's: the original blocks at (5,4) instead
    // of winning at (12,4). Both are the first of two equal points in row-major order.
    let board = board_with(
        &[(5, 5), (5, 6), (5, 7), (5, 8), (0, 18)],
        &[(12, 5), (12, 6), (12, 7), (12, 8)],
    );
    assert_eq!(
        classic::point_value(&board, p(12, 4), Stone::White),
        100_000
    );
    assert_eq!(classic::point_value(&board, p(5, 4), Stone::Black), 100_000);
    assert_eq!(classic::choose(&board, Stone::White), Some(p(5, 4)));
}

#[test]
fn a_strictly_better_point_of_its_own_is_played() {
    // Black's best is now an open four (80000) at (5,4): white's five (100000) is more, so
    // white plays its own best, the first of (12,4) and (12,9).
    let board = board_with(
        &[(5, 5), (5, 6), (5, 7), (0, 18), (18, 0)],
        &[(12, 5), (12, 6), (12, 7), (12, 8)],
    );
    assert_eq!(classic::point_value(&board, p(5, 4), Stone::Black), 80_000);
    assert_eq!(classic::choose(&board, Stone::White), Some(p(12, 4)));
}

#[test]
fn a_dead_four_with_room_is_worth_8000() {
    // Black stones at (9,5..7) and a white stone at (9,8). For black at (9,4): the right
    // arm has three black stones (run 4, room 3) and then white before any empty point, so
    // the line is dead; the left arm has four empty points (room 4). Room 7 > 4: 8000. The
    // other three lines through (9,4) hold no black stone: 0.
    let board = board_with(
        &[(9, 5), (9, 6), (9, 7), (0, 0)],
        &[(9, 8), (18, 18), (0, 2)],
    );
    assert_eq!(classic::point_value(&board, p(9, 4), Stone::Black), 8_000);
}

#[test]
fn no_move_on_a_full_board_or_after_the_game() {
    let mut game = Game::new();
    for col in 0..4 {
        game.play(p(0, col));
        game.play(p(1, col));
    }
    game.play(p(0, 4));
    assert_eq!(ai::choose_move(&game, Level::Classic), None);
}

#[test]
fn level_names_round_trip() {
    for level in Level::ALL {
        assert_eq!(level.name().parse::<Level>(), Ok(level));
    }
    let err = "godlike".parse::<Level>().unwrap_err();
    assert!(err.to_string().contains("unknown level `godlike`"));
}

/// The lines in `tests/fixtures/beats-classic.txt` that the end-to-end tests play.
#[test]
fn the_recorded_winning_lines_beat_the_classic_level() {
    let fixture = include_str!("../../tests/fixtures/beats-classic.txt");
    let lines: Vec<(&str, &str)> = fixture
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_once(':'))
        .collect();
    assert_eq!(lines.len(), 2, "one line for each first-player choice");
    for (first, moves) in lines {
        let mut game = Game::new();
        let person = match first {
            "me" => Stone::Black,
            "computer" => {
                game.play(Pos::center(19));
                Stone::White
            }
            other => panic!("unknown first player {other}"),
        };
        let moves: Vec<Pos> = moves
            .split_whitespace()
            .map(|m| Pos::parse(m, 19).unwrap())
            .collect();
        let (last, rest) = moves.split_last().unwrap();
        for &pos in rest {
            assert_eq!(game.play(pos), GameStatus::Ongoing, "{first}: {pos:?}");
            let reply = ai::choose_move(&game, Level::Classic).unwrap();
            assert_eq!(
                game.play(reply),
                GameStatus::Ongoing,
                "{first}: reply {reply:?}"
            );
        }
        match game.play(*last) {
            GameStatus::Won { winner, .. } => assert_eq!(winner, person, "{first}"),
            other => panic!("{first}: the line ends {other:?}"),
        }
    }
}
