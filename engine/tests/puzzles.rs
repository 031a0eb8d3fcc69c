//! The shipped puzzle set (`assets/puzzles.txt`): every line reads, the set covers what it
//! promises, and a sample is proved again by the solver: each first move a forced win, each
//! line one played out.

use gobang_engine::ai::solver::{Kind, Proof, Space, five_points, prove, prove_move, threat_moves};
use gobang_engine::puzzle::{PROOF_NODES, Puzzle, estimate, parse_set};
use gobang_engine::{GameStatus, Rule, Stone};

fn shipped() -> Vec<Puzzle> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../assets/puzzles.txt");
    let text = std::fs::read_to_string(path).expect("assets/puzzles.txt");
    let (puzzles, refused) = parse_set(&text);
    let reasons: Vec<String> = refused.iter().map(ToString::to_string).collect();
    assert!(reasons.is_empty(), "refused lines: {reasons:#?}");
    puzzles
}

fn share(puzzles: &[Puzzle], keep: impl Fn(&Puzzle) -> bool) -> f64 {
    puzzles.iter().filter(|p| keep(p)).count() as f64 / puzzles.len() as f64
}

#[test]
fn the_set_has_a_thousand_puzzles_over_every_rule_size_colour_and_kind() {
    let puzzles = shipped();
    assert!(puzzles.len() >= 1_000, "{} puzzles", puzzles.len());
    for rule in Rule::ALL {
        for size in [15, 19] {
            let n = puzzles
                .iter()
                .filter(|p| p.rule == rule && p.size == size)
                .count();
            assert!(n >= 100, "{rule} {size}: {n}");
        }
    }
    for side in Stone::ALL {
        let part = share(&puzzles, |p| p.attacker() == side);
        assert!(part >= 0.2, "{side} attacks in {part:.2}");
    }
    let vct = share(&puzzles, |p| p.kind == Kind::Vct);
    assert!(vct >= 0.3, "vct {vct:.2}");
    assert!(puzzles.iter().all(|p| p.length() >= 2), "no win in one");
}

#[test]
fn every_rating_is_its_wins_estimate_moved_by_how_many_levels_find_its_first_move() {
    // As the generator rates: `estimate` of the win's shape (its length, the attacker's
    // fours and threes to choose from, a quiet first move), 200 up, and 100 down for each
    // of the four levels that plays the first move.
    for puzzle in shipped() {
        let game = puzzle.game();
        let mut after = game.clone();
        after.play(puzzle.solution[0]);
        let quiet = five_points(&after, game.to_move()).is_empty();
        let choice = threat_moves(&game).len();
        let shape = estimate(puzzle.kind, puzzle.length(), choice, quiet);
        let moved = puzzle.rating - shape;
        assert!(
            moved % 100 == 0 && (-200..=200).contains(&moved),
            "{}: rated {}, its shape {shape}",
            puzzle.id,
            puzzle.rating
        );
    }
}

#[test]
fn a_sample_of_the_set_is_proved_again_by_the_solver() {
    let puzzles = shipped();
    // Every 40th puzzle; PUZZLE_SAMPLE=N starts at the Nth instead, to check other ones.
    let start = std::env::var("PUZZLE_SAMPLE").map_or(0, |n| n.parse().unwrap_or(0));
    for puzzle in puzzles.iter().skip(start).step_by(40) {
        let game = puzzle.game();
        if puzzle.kind == Kind::Vct {
            assert_eq!(
                prove(&game, Space::Fours, PROOF_NODES),
                Proof::Disproved,
                "{}: a win by fours",
                puzzle.id
            );
        }
        // The first move wins by force in the puzzle's kind, proved against every defence.
        let first = puzzle.solution[0];
        let proof = prove_move(&game, first, puzzle.kind.space(), PROOF_NODES);
        assert!(
            proof.as_ref().is_ok_and(Proof::is_win),
            "{}: {} is not proved: {proof:?}",
            puzzle.id,
            first.display(puzzle.size)
        );
        // The line shipped is one such win, played out to the attacker's five.
        let mut end = game.clone();
        for &pos in &puzzle.solution {
            end.play(pos);
        }
        assert!(
            matches!(end.status(), GameStatus::Won { winner, .. } if winner == puzzle.attacker()),
            "{}: the line ends in no five",
            puzzle.id
        );
    }
}
