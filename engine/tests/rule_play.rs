//! The search levels under each rule: black never plays a forbidden point under renju,
//! white wins by forcing black to need one, and overlines win only where the rule says.

use gobang_engine::ai::{Level, Limits, Reason, WIN, think};
use gobang_engine::{Board, Game, GameStatus, Rule, Stone};

mod common;
use common::{p, stones15};

fn hard(board: &Board, side: Stone, rule: Rule) -> gobang_engine::ai::Thought {
    think(board, side, rule, Level::STRONGEST, Limits::default()).expect("a move")
}

#[test]
fn black_never_plays_a_forbidden_point_even_when_it_looks_best() {
    // h8 would give black a double three (two open threes): the strongest point on the
    // board, and forbidden under renju.
    let stones = [(6, 7), (5, 7), (7, 8), (7, 9)];
    let board = stones15(&stones, &[(0, 0), (0, 14), (14, 0), (14, 14)]);
    for level in Level::ALL {
        let thought = think(&board, Stone::Black, Rule::Renju, level, Limits::default()).unwrap();
        assert_ne!(thought.best, p(7, 7), "{level}");
        assert_eq!(
            Rule::Renju.forbidden(&board, thought.best, Stone::Black),
            None,
            "{level}"
        );
    }
    // Under freestyle the same point is black's winning double three.
    let free = hard(&board, Stone::Black, Rule::Freestyle);
    assert_eq!(free.best, p(7, 7));
}

#[test]
fn white_wins_by_a_four_whose_block_is_forbidden_to_black() {
    // White's diagonal d12 e11 f10 with g9 to come makes a four that only h8 completes
    // (c13 is black). h8 is a double three for black: black cannot block, white wins.
    let black = [(6, 7), (5, 7), (7, 8), (7, 9), (2, 2)];
    let white = [(3, 3), (4, 4), (5, 5), (14, 14)];
    let board = stones15(&black, &white);
    let thought = hard(&board, Stone::White, Rule::Renju);
    assert_eq!(thought.reason, Reason::Winning);
    assert!(thought.score >= WIN - 10);
    // Played out under the rules: black's reply is legal, and white has five next move.
    let mut game = Game::with_rule(15, Rule::Renju).unwrap();
    // Replay the stones as moves, black first, then let white (to move) play on.
    let mut white_moves = white.iter();
    for &(r, c) in &black {
        game.play(p(r, c));
        if let Some(&(r, c)) = white_moves.next() {
            game.play(p(r, c));
        }
    }
    assert_eq!(game.to_move(), Stone::White);
    for _ in 0..6 {
        let side = game.to_move();
        let thought = think(
            game.board(),
            side,
            Rule::Renju,
            Level::STRONGEST,
            Limits::default(),
        )
        .unwrap();
        match game.try_play(thought.best) {
            Ok(GameStatus::Won { winner, .. }) => {
                assert_eq!(winner, Stone::White);
                return;
            }
            Ok(_) => {}
            Err(e) => panic!("{side} played an illegal move: {e}"),
        }
    }
    panic!("white did not win:\n{}", game.board());
}

#[test]
fn an_overline_is_a_win_only_under_freestyle() {
    // Black OXXXX.X: filling the gap makes six, the only way to five or more.
    let black = [(7, 2), (7, 3), (7, 4), (7, 5), (7, 7)];
    let white = [(7, 1), (0, 0), (0, 2), (0, 4)];
    let board = stones15(&black, &white);
    let free = hard(&board, Stone::Black, Rule::Freestyle);
    assert_eq!((free.best, free.score), (p(7, 6), WIN - 1));
    for rule in [Rule::Standard, Rule::Renju] {
        let thought = hard(&board, Stone::Black, rule);
        assert!(
            thought.score < WIN - 100,
            "{rule}: six in a row does not win"
        );
        assert_ne!(thought.best, p(7, 6), "{rule}");
    }
    assert!(
        Rule::Renju
            .forbidden(&board, p(7, 6), Stone::Black)
            .is_some()
    );
}

#[test]
fn white_s_overline_wins_under_renju_but_not_standard() {
    let white = [(7, 2), (7, 3), (7, 4), (7, 5), (7, 7)];
    let black = [(0, 0), (0, 2), (0, 4), (0, 6), (14, 14)];
    let board = stones15(&black, &white);
    let renju = hard(&board, Stone::White, Rule::Renju);
    assert_eq!(renju.score, WIN - 1);
    let standard = hard(&board, Stone::White, Rule::Standard);
    assert_eq!(
        standard.best,
        p(7, 1),
        "only the exact five wins under standard rules"
    );
}
