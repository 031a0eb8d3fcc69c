//! The shipped puzzle set (`assets/puzzles.txt`): every line reads, the set covers what it
//! promises, and a sample is proved again by the solver, as the generator proved it: its
//! line, and every other legal move disproved.

use gobang_engine::ai::solver::{
    Kind, Proof, Solver, Space, five_points, prove, solve, threat_moves,
};
use gobang_engine::puzzle::{OTHER_NODES, PROOF_NODES, Puzzle, estimate, parse_set};
use gobang_engine::{Rule, Stone};

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
fn a_sample_of_the_set_is_proved_again_with_its_first_move_the_only_win() {
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
        let line = solve(&game, puzzle.kind, PROOF_NODES);
        assert_eq!(
            line.as_ref(),
            Some(&puzzle.solution),
            "{}: proved as shipped",
            puzzle.id
        );
        // Every other legal move disproved (none proved, none unknown), as the generator
        // judged them.
        let other = Solver::new(Space::Quiet).another_win(&game, puzzle.solution[0], OTHER_NODES);
        assert_eq!(
            other
                .as_ref()
                .map(|(pos, proof)| (pos.display(puzzle.size).to_string(), proof.is_win())),
            None,
            "{}: another move is not refuted",
            puzzle.id
        );
    }
}
