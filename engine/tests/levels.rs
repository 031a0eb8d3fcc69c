//! The ladder of levels: every level answers legally under every rule on both boards the
//! page offers, a weaker level never works harder than a stronger one, and a game replays
//! from its seed.

use gobang_engine::ai::{Budget, Level, Limits, think};
use gobang_engine::{Game, Pos, Rule, Stone};

mod common;
use common::stones15;

/// The most nodes the legality tests let a level search: every part of the search runs,
/// and a debug build stays quick. (Whether a move is legal does not depend on how long
/// the search ran.)
const TEST_NODES: u64 = 4_000;

fn limits(level: Level, seed: u64) -> Limits<'static> {
    let capped = match level.budget() {
        Budget::Look => None,
        Budget::Nodes(nodes) => Some(nodes.min(TEST_NODES)),
        Budget::Clock(_) => Some(TEST_NODES),
    };
    Limits {
        nodes: capped,
        seed,
        ..Limits::default()
    }
}

/// Plays `black` against `white` from `opening` for at most `moves` moves, every move
/// checked by the game's own rules; returns the game.
fn play(
    size: usize,
    rule: Rule,
    opening: &[&str],
    (black, white): (Level, Level),
    moves: usize,
    seed: u64,
) -> Game {
    let mut game = Game::with_rule(size, rule).unwrap();
    for text in opening {
        game.play(Pos::parse(text, size).unwrap());
    }
    for _ in 0..moves {
        if game.is_over() {
            break;
        }
        let side = game.to_move();
        let level = if side == Stone::Black { black } else { white };
        let thought = think(game.board(), side, rule, level, limits(level, seed))
            .unwrap_or_else(|| panic!("{level} found no move on\n{}", game.board()));
        if let Err(e) = game.try_play(thought.best) {
            panic!(
                "{level} ({side:?}, {rule}, {size}x{size}, seed {seed}) played {:?}: {e}\n{}",
                thought.best,
                game.board()
            );
        }
    }
    game
}

#[test]
fn every_level_answers_legally_under_every_rule_on_every_board_the_page_offers() {
    for level in Level::ALL {
        // 15x15, the original's 19x19, and Gomocup's 20x20.
        for size in [15, 19, 20] {
            for rule in Rule::ALL {
                // Against the level beside it, with either colour, seven moves each.
                let partner = Level::ALL[(level as usize + 1) % Level::ALL.len()];
                let opening = ["h8", "i9", "i8"];
                play(size, rule, &opening, (level, partner), 14, 3);
                play(size, rule, &opening, (partner, level), 14, 4);
            }
        }
    }
}

#[test]
fn no_level_plays_a_forbidden_point_however_its_dice_fall() {
    // h8 would give black a double three, the strongest-looking point on the board, and is
    // forbidden under renju.
    let board = stones15(
        &[(6, 7), (5, 7), (7, 8), (7, 9), (2, 2)],
        &[(0, 0), (0, 14), (14, 0), (14, 14)],
    );
    for level in Level::ALL {
        for seed in 0..40 {
            let thought = think(
                &board,
                Stone::Black,
                Rule::Renju,
                level,
                limits(level, seed),
            )
            .expect("a legal move");
            assert_eq!(
                Rule::Renju.forbidden(&board, thought.best, Stone::Black),
                None,
                "{level} with seed {seed} played {:?}",
                thought.best
            );
            // The searching levels do not leave the choice to chance.
            if level >= Level::Advanced && seed > 0 {
                break;
            }
        }
    }
}

#[test]
fn the_same_seed_replays_the_same_game_and_another_seed_plays_another() {
    let ladder_games = |seed: u64| -> Vec<Game> {
        [
            (Level::Beginner, Level::Easy),
            (Level::Easy, Level::Intermediate),
        ]
        .into_iter()
        .map(|pair| play(19, Rule::Freestyle, &["j10", "k11", "k10"], pair, 200, seed))
        .collect()
    };
    let first = ladder_games(11);
    assert_eq!(first, ladder_games(11));
    for game in &first {
        assert!(
            game.is_over(),
            "{:?} after {} moves",
            game.status(),
            game.moves().len()
        );
    }
    let others: Vec<Vec<Game>> = (12..16).map(ladder_games).collect();
    assert!(others.iter().all(|games| *games != first));
}

#[test]
fn a_weaker_level_never_works_harder_than_a_stronger_one() {
    // Nodes searched, a measure that is the same on every machine, on the middle-game
    // positions the benchmarks use and a quiet opening.
    let games: Vec<Game> = gobang_engine::ai::BENCHMARK_GAMES
        .iter()
        .chain(&["j10 k11"])
        .map(|moves| Game::from_record(moves, 19).unwrap())
        .collect();
    let work = |level: Level| -> (u64, u64) {
        let nodes: Vec<u64> = games
            .iter()
            .map(|game| {
                let limits = Limits {
                    seed: 5,
                    ..Limits::default()
                };
                think(game.board(), game.to_move(), game.rule(), level, limits)
                    .unwrap()
                    .nodes
            })
            .collect();
        (nodes.iter().copied().max().unwrap(), nodes.iter().sum())
    };
    // The strongest level thinks for its clock; without one, for its node budget, which
    // is more than any level below it may spend (see `Level::budget`).
    let below_top = &Level::ALL[..Level::ALL.len() - 1];
    let measured: Vec<(Level, (u64, u64))> = below_top.iter().map(|&l| (l, work(l))).collect();
    for pair in measured.windows(2) {
        let ((weaker, (most_w, sum_w)), (stronger, (most_s, sum_s))) = (pair[0], pair[1]);
        assert!(
            most_w <= most_s && sum_w <= sum_s,
            "{weaker} took up to {most_w} nodes ({sum_w} in all), {stronger} up to {most_s} ({sum_s})"
        );
    }
    let Budget::Clock(top) = Level::STRONGEST.budget() else {
        panic!("the strongest level has a clock");
    };
    let (expert_most, _) = measured.last().unwrap().1;
    assert!(expert_most <= top);
}
