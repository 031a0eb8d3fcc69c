//! Games from edited positions ([`Game::from_position`]): the stone counts decide the side to
//! move, impossible counts and finished positions are refused, and undo stops at the setup.

use gobang_engine::{Board, Game, Pos, Rule, SetupError, Stone};

fn p(row: usize, col: usize) -> Pos {
    Pos::new(row, col).unwrap()
}

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram).unwrap()
}

#[test]
fn the_counts_decide_the_side_to_move() {
    let even = board(".....\n.XO..\n.....\n.....\n.....");
    let game = Game::from_position(even.clone(), Stone::Black, Rule::Freestyle).unwrap();
    assert_eq!(game.to_move(), Stone::Black);
    assert_eq!(
        Game::from_position(even, Stone::White, Rule::Freestyle),
        Err(SetupError::ToMove {
            expected: Stone::Black,
            black: 1,
            white: 1
        })
    );
    let black_ahead = board(".....\n.XOX.\n.....\n.....\n.....");
    let mut game = Game::from_position(black_ahead, Stone::White, Rule::Freestyle).unwrap();
    assert_eq!(game.first_to_move(), Stone::White);
    game.play(p(0, 0));
    assert_eq!(game.to_move(), Stone::Black);
    assert_eq!(game.board().get(p(0, 0)), Some(Stone::White));
}

#[test]
fn impossible_counts_are_refused_with_them() {
    for (diagram, black, white) in [
        (".....\n.OO..\n.X...\n.....\n.....", 1, 2),
        (".....\n.XXX.\n..O..\n.....\n.....", 3, 1),
        (".....\n.....\n..O..\n.....\n.....", 0, 1),
    ] {
        let err = Game::from_position(board(diagram), Stone::Black, Rule::Freestyle);
        assert_eq!(err, Err(SetupError::Counts { black, white }), "{diagram}");
    }
    let message = SetupError::Counts { black: 1, white: 2 }.to_string();
    assert!(message.contains("1 black and 2 white"), "{message}");
}

#[test]
fn a_five_is_refused_by_the_rule_in_play() {
    let six = board(
        "........
         XXXXXX..
         OOOOO...
         ........
         ........
         ........
         ........
         ........",
    );
    // Freestyle: both have a winning row; the first found in row-major order is named.
    assert!(matches!(
        Game::from_position(six.clone(), Stone::White, Rule::Freestyle),
        Err(SetupError::Five {
            winner: Stone::Black,
            ..
        })
    ));
    // Standard: black's six does not win, white's five does.
    let Err(SetupError::Five { winner, line }) =
        Game::from_position(six, Stone::White, Rule::Standard)
    else {
        panic!("white's five must be refused");
    };
    assert_eq!((winner, line.len()), (Stone::White, 5));
    assert!(line.contains(p(2, 0)));
}

#[test]
fn undo_stops_at_the_setup() {
    let mut game = Game::from_position(
        board(".....\n.XO..\n.....\n.....\n....."),
        Stone::Black,
        Rule::Freestyle,
    )
    .unwrap();
    game.play(p(3, 3));
    assert_eq!(game.undo(), Some(p(3, 3)));
    assert_eq!(game.undo(), None);
    assert_eq!(game.board().stone_count(), 2);
    assert_eq!(
        game.setup(),
        [(p(1, 1), Stone::Black), (p(1, 2), Stone::White)]
    );
    // A record played on from the position counts its moves from 1 and names a
    // point of the position as such.
    let err = game.play_record("a5 b4").unwrap_err().to_string();
    assert_eq!(err, "move 2: b4 already holds a stone of the position");
    assert_eq!(game.moves(), [p(0, 0)]);
}

#[test]
fn a_full_board_has_no_move() {
    // The drawn fill of win.rs's tests, on 5x5: no five anywhere.
    let mut full = Board::new(5).unwrap();
    let mut counts = [0, 0];
    for pos in full.points().collect::<Vec<_>>() {
        let black = (pos.col() + 2 * pos.row()) % 4 < 2;
        full.place(pos, if black { Stone::Black } else { Stone::White });
        counts[usize::from(!black)] += 1;
    }
    // 13 black and 12 white: white to move, with nowhere to go.
    assert_eq!(counts, [13, 12]);
    assert_eq!(
        Game::from_position(full, Stone::White, Rule::Freestyle),
        Err(SetupError::NoMove)
    );
}
