//! Properties that hold for any game: random legal games never panic, the win check agrees
//! with a brute-force look at the whole board after every move, undo takes a move back
//! exactly, and every level answers with a legal move on any position reached in play.
//! Under every rule and on boards from 5x5 to 20x20.

use gobang_engine::ai::{Level, Limits, think};
use gobang_engine::{Board, Direction, Game, GameStatus, MAX_SIZE, MIN_SIZE, Pos, Rule, Stone};
use proptest::prelude::*;

fn rule() -> impl Strategy<Value = Rule> {
    prop_oneof![
        Just(Rule::Freestyle),
        Just(Rule::Standard),
        Just(Rule::Renju)
    ]
}

/// The colours with a winning run anywhere on the board, looked for run by run.
fn winners(board: &Board, rule: Rule) -> Vec<Stone> {
    let size = board.size();
    let mut found = Vec::new();
    for pos in board.points() {
        let Some(stone) = board.get(pos) else {
            continue;
        };
        for d in Direction::ALL {
            let (dr, dc) = d.step();
            // Count each run once, from its first stone.
            if pos.offset(dr, dc, -1, size).and_then(|q| board.get(q)) == Some(stone) {
                continue;
            }
            let len = (0..)
                .take_while(|&k| {
                    pos.offset(dr, dc, k, size).and_then(|q| board.get(q)) == Some(stone)
                })
                .count();
            if rule.wins_with(stone, len) && !found.contains(&stone) {
                found.push(stone);
            }
        }
    }
    found
}

/// Plays a game from `choices`: each picks one of the legal points left.
fn play_out(
    size: usize,
    rule: Rule,
    choices: &[u16],
    mut check: impl FnMut(&Game, Pos, GameStatus),
) -> Game {
    let mut game = Game::with_rule(size, rule).expect("a supported size");
    for &choice in choices {
        if game.is_over() {
            break;
        }
        let legal: Vec<Pos> = game
            .board()
            .empty_points()
            .filter(|&p| game.forbidden(p).is_none())
            .collect();
        if legal.is_empty() {
            break;
        }
        let pos = legal[usize::from(choice) % legal.len()];
        let status = game.try_play(pos).expect("a legal point");
        check(&game, pos, status);
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn the_win_check_agrees_with_the_whole_board(
        size in MIN_SIZE..=MAX_SIZE,
        rule in rule(),
        choices in prop::collection::vec(any::<u16>(), 0..400),
    ) {
        play_out(size, rule, &choices, |game, pos, status| {
            let mover = game.board().get(pos).expect("the stone just played");
            let found = winners(game.board(), rule);
            match status {
                GameStatus::Won { winner, line } => {
                    assert_eq!(winner, mover);
                    assert_eq!(found, [mover], "only the mover can have won\n{}", game.board());
                    assert!(line.contains(pos));
                    assert!(line.points().all(|p| game.board().get(p) == Some(mover)));
                }
                GameStatus::Ongoing | GameStatus::Draw => {
                    assert!(found.is_empty(), "a win was missed\n{}", game.board());
                }
            }
            if status == GameStatus::Draw {
                let left = game.board().empty_points().any(|p| game.forbidden(p).is_none());
                assert!(!left, "a draw with a legal point left");
            }
        });
    }

    #[test]
    fn undo_takes_back_exactly_one_move(
        size in MIN_SIZE..=MAX_SIZE,
        rule in rule(),
        choices in prop::collection::vec(any::<u16>(), 1..120),
    ) {
        let mut before = Vec::new();
        let mut game = play_out(size, rule, &choices, |_, _, _| {});
        // Replay, keeping every position, then undo back through them.
        let mut replay = Game::with_rule(size, rule).expect("a supported size");
        before.push(replay.clone());
        for &pos in game.moves() {
            replay.play(pos);
            before.push(replay.clone());
        }
        before.pop();
        while let Some(expected) = before.pop() {
            prop_assert!(game.undo().is_some());
            prop_assert_eq!(&game, &expected);
        }
        prop_assert_eq!(game.undo(), None);
    }

    #[test]
    fn records_read_back_what_they_write(
        size in MIN_SIZE..=MAX_SIZE,
        rule in rule(),
        choices in prop::collection::vec(any::<u16>(), 0..150),
    ) {
        let game = play_out(size, rule, &choices, |_, _, _| {});
        let read = Game::from_record_with(&game.record(), size, rule).expect("its own record");
        prop_assert_eq!(read, game);
    }
}

proptest! {
    // Searching is slower: fewer cases, small budgets (the answers must be legal whatever
    // the budget).
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn every_level_answers_a_legal_point(
        size in prop_oneof![Just(15usize), Just(19usize), MIN_SIZE..=MAX_SIZE],
        rule in rule(),
        choices in prop::collection::vec(any::<u16>(), 0..80),
        seed in any::<u64>(),
    ) {
        let game = play_out(size, rule, &choices, |_, _, _| {});
        prop_assume!(!game.is_over());
        for level in Level::ALL {
            let limits = Limits { nodes: Some(3_000), seed, ..Limits::default() };
            let thought = think(game.board(), game.to_move(), rule, level, limits);
            let best = thought.expect("a move while the game is on").best;
            let mut after = game.clone();
            prop_assert!(after.try_play(best).is_ok(), "{} played {:?} on\n{}", level, best, game.board());
        }
    }
}
