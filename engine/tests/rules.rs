//! The three rule sets on crafted positions: renju's forbidden moves for black in all four
//! directions (overlines, double fours, double threes, and the "fake three" cases that are
//! not forbidden), overlines under each rule, and wins along the edges of a 15x15 board.

use gobang_engine::{
    Board, Direction, Forbidden, Game, GameStatus, PlayError, Rule, Stone, winning_line,
};

mod common;
use common::{p, stones15};

fn renju(board: &Board, at: (usize, usize)) -> Option<Forbidden> {
    Rule::Renju.forbidden(board, p(at.0, at.1), Stone::Black)
}

/// `n` points from `start` along `direction`, skipping the point `skip`.
fn line(start: (usize, usize), direction: Direction, n: usize) -> Vec<(usize, usize)> {
    let (dr, dc) = direction.step();
    (0..n as isize)
        .map(|k| {
            let pos = p(start.0, start.1).offset(dr, dc, k, 15).unwrap();
            (pos.row(), pos.col())
        })
        .collect()
}

#[test]
fn a_double_three_is_forbidden_in_every_pair_of_directions() {
    use Direction::*;
    let centre = (7, 7);
    // Two black stones each side of... no: two black stones leading up to the centre, on
    // each of two lines, with room on both sides: two open threes.
    let arms = |d: Direction| -> Vec<(usize, usize)> {
        let (dr, dc) = d.step();
        [1, 2]
            .iter()
            .map(|&k| {
                let q = p(7, 7).offset(dr, dc, k, 15).unwrap();
                (q.row(), q.col())
            })
            .collect()
    };
    let directions = [Horizontal, Vertical, Diagonal, AntiDiagonal];
    for (i, &a) in directions.iter().enumerate() {
        for &b in &directions[i + 1..] {
            let stones = [arms(a), arms(b)].concat();
            let position = stones15(&stones, &[]);
            assert_eq!(
                renju(&position, centre),
                Some(Forbidden::DoubleThree),
                "{a:?} + {b:?}"
            );
            // White, and black under the other rules, may play there.
            assert_eq!(
                Rule::Renju.forbidden(&position, p(7, 7), Stone::White),
                None
            );
            assert_eq!(
                Rule::Standard.forbidden(&position, p(7, 7), Stone::Black),
                None
            );
        }
    }
}

#[test]
fn a_double_four_is_forbidden_in_every_pair_of_directions_and_on_one_line() {
    use Direction::*;
    let directions = [Horizontal, Vertical, Diagonal, AntiDiagonal];
    // Three black stones ending next to the centre on each of two lines.
    let arms = |d: Direction| -> Vec<(usize, usize)> {
        let (dr, dc) = d.step();
        (1..=3)
            .map(|k| {
                let q = p(7, 7).offset(-dr, -dc, k, 15).unwrap();
                (q.row(), q.col())
            })
            .collect()
    };
    for (i, &a) in directions.iter().enumerate() {
        for &b in &directions[i + 1..] {
            let position = stones15(&[arms(a), arms(b)].concat(), &[]);
            assert_eq!(
                renju(&position, (7, 7)),
                Some(Forbidden::DoubleFour),
                "{a:?} + {b:?}"
            );
        }
    }
    // X.X*X.X on one line: the centre makes two fours at once.
    for d in directions {
        let (dr, dc) = d.step();
        let stones: Vec<(usize, usize)> = [-3, -1, 1, 3]
            .iter()
            .map(|&k| {
                let q = p(7, 7).offset(dr, dc, k, 15).unwrap();
                (q.row(), q.col())
            })
            .collect();
        assert_eq!(
            renju(&stones15(&stones, &[]), (7, 7)),
            Some(Forbidden::DoubleFour),
            "{d:?}"
        );
    }
}

#[test]
fn an_overline_is_forbidden_to_black_and_wins_nothing_under_standard_rules() {
    use Direction::*;
    for d in [Horizontal, Vertical, Diagonal, AntiDiagonal] {
        let (dr, dc) = d.step();
        // XXX*XX: six in a row through the centre.
        let stones: Vec<(usize, usize)> = [-3, -2, -1, 1, 2]
            .iter()
            .map(|&k| {
                let q = p(7, 7).offset(dr, dc, k, 15).unwrap();
                (q.row(), q.col())
            })
            .collect();
        let mut position = stones15(&stones, &[]);
        assert_eq!(renju(&position, (7, 7)), Some(Forbidden::Overline), "{d:?}");
        position.place(p(7, 7), Stone::Black);
        assert!(
            winning_line(&position, p(7, 7), Rule::Freestyle).is_some(),
            "{d:?}"
        );
        assert!(
            winning_line(&position, p(7, 7), Rule::Standard).is_none(),
            "{d:?}"
        );
        assert!(
            winning_line(&position, p(7, 7), Rule::Renju).is_none(),
            "{d:?}"
        );
    }
    // White's overline wins under renju but not under standard rules.
    let mut position = stones15(&[], &line((2, 2), Horizontal, 6));
    assert!(winning_line(&position, p(2, 4), Rule::Renju).is_some());
    assert!(winning_line(&position, p(2, 4), Rule::Standard).is_none());
    position.remove(p(2, 7));
    assert!(winning_line(&position, p(2, 4), Rule::Standard).is_some());
}

#[test]
fn what_is_not_forbidden() {
    use Direction::*;
    // A four and an open three at once (four-three) is black's winning shape.
    let four_three = stones15(&[(7, 4), (7, 5), (7, 6), (5, 7), (6, 7)], &[(7, 3)]);
    assert_eq!(renju(&four_three, (7, 7)), None);
    // Exactly five wins even when it also makes a double four.
    let five_and_fours = stones15(
        &[
            (7, 3),
            (7, 4),
            (7, 5),
            (7, 6),
            (4, 7),
            (5, 7),
            (6, 7),
            (4, 4),
            (5, 5),
            (6, 6),
        ],
        &[],
    );
    assert_eq!(renju(&five_and_fours, (7, 7)), None);
    // A straight four is one four, not two.
    assert_eq!(
        renju(&stones15(&line((7, 4), Horizontal, 3), &[]), (7, 7)),
        None
    );
    // One open three and one closed three (white stands at one end).
    let closed = stones15(&[(7, 5), (7, 6), (5, 7), (6, 7)], &[(7, 4)]);
    assert_eq!(renju(&closed, (7, 7)), None);
}

#[test]
fn fake_threes_do_not_count() {
    // O.XX*.O: the three has no way to a straight four: with an open three on another
    // line it is no double three.
    let blocked = stones15(&[(7, 5), (7, 6), (5, 7), (6, 7)], &[(7, 3), (7, 9)]);
    assert_eq!(renju(&blocked, (7, 7)), None);
    let open = stones15(&[(7, 5), (7, 6), (5, 7), (6, 7)], &[]);
    assert_eq!(renju(&open, (7, 7)), Some(Forbidden::DoubleThree));

    // The horizontal three .XX*. could become a straight four only at (7,4) or (7,8), but
    // each of those also makes a vertical four (three black stones stand above each), so
    // both are double fours, forbidden: the three is fake, and with the vertical open
    // three the centre is allowed.
    let fake = stones15(
        &[
            (7, 5),
            (7, 6),
            (5, 7),
            (6, 7),
            (4, 4),
            (5, 4),
            (6, 4),
            (4, 8),
            (5, 8),
            (6, 8),
        ],
        &[],
    );
    let mut with_centre = fake.clone();
    with_centre.place(p(7, 7), Stone::Black);
    assert_eq!(renju(&with_centre, (7, 4)), Some(Forbidden::DoubleFour));
    assert_eq!(renju(&with_centre, (7, 8)), Some(Forbidden::DoubleFour));
    assert_eq!(renju(&fake, (7, 7)), None);
    // With only one of the two ends forbidden the three is real again.
    let half = stones15(
        &[(7, 5), (7, 6), (5, 7), (6, 7), (4, 4), (5, 4), (6, 4)],
        &[],
    );
    assert_eq!(renju(&half, (7, 7)), Some(Forbidden::DoubleThree));
}

#[test]
fn a_forbidden_move_is_refused_and_changes_nothing() {
    // Black: j8 j9 (vertical) and k10 l10 (horizontal); white far away.
    let mut game = Game::with_rule(15, Rule::Renju).unwrap();
    for (r, c) in [
        (6, 7),
        (0, 0),
        (5, 7),
        (0, 2),
        (7, 8),
        (0, 4),
        (7, 9),
        (0, 6),
    ] {
        game.play(p(r, c));
    }
    let before = game.clone();
    assert_eq!(game.forbidden(p(7, 7)), Some(Forbidden::DoubleThree));
    let err = game.try_play(p(7, 7)).unwrap_err();
    assert_eq!(err, PlayError::Forbidden(p(7, 7), Forbidden::DoubleThree));
    assert!(err.to_string().contains("forbidden to black"));
    assert_eq!(game, before);
    // The same point is fine under freestyle.
    let mut free = Game::with_size(15).unwrap();
    for &pos in game.moves() {
        free.play(pos);
    }
    assert_eq!(free.try_play(p(7, 7)), Ok(GameStatus::Ongoing));
}

#[test]
fn records_under_renju_name_the_forbidden_move() {
    let err =
        Game::from_record_with("h9 a15 h10 c15 i8 e15 j8 g15 h8", 15, Rule::Renju).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("move 9: h8 is forbidden to black"),
        "{err}"
    );
    assert!(Game::from_record_with("h9 a15 h10 c15 i8 e15 j8 g15 h8", 15, Rule::Freestyle).is_ok());
}

#[test]
fn wins_along_the_edges_of_a_15x15_board() {
    use Direction::*;
    for (start, d) in [
        ((0, 10), Horizontal),
        ((14, 0), Horizontal),
        ((10, 14), Vertical),
        ((0, 0), Vertical),
        ((10, 10), Diagonal),
        ((14, 0), AntiDiagonal),
        ((4, 10), AntiDiagonal),
    ] {
        for rule in Rule::ALL {
            let stones = line(start, d, 5);
            let position = stones15(&stones, &[]);
            let last = p(stones[4].0, stones[4].1);
            let won = winning_line(&position, last, rule)
                .unwrap_or_else(|| panic!("{rule} {start:?} {d:?}"));
            assert_eq!(won.len(), 5);
        }
    }
}
