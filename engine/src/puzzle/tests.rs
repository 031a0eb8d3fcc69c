use super::*;

/// Black's row h8-h10 and two more: black to play h11, white blocks h12, black h7 wins...
/// written out: black plays h11 (a four), white h12, black h7 (five).
const GOOD: &str = "A1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1 h11,h12,h7";

fn refused(line: &str) -> String {
    line.parse::<Puzzle>().unwrap_err().to_string()
}

#[test]
fn a_good_line_reads_and_writes_back_the_same() {
    let puzzle: Puzzle = GOOD.parse().unwrap();
    assert_eq!(puzzle.id, "A1");
    assert_eq!(puzzle.kind, Kind::Vcf);
    assert_eq!(puzzle.attacker(), Stone::Black);
    assert_eq!(puzzle.length(), 2);
    assert_eq!(puzzle.game().moves().len(), 6);
    assert_eq!(puzzle.line(), GOOD);
}

#[test]
fn a_bad_line_is_refused_with_the_reason() {
    assert_eq!(
        refused("A1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1"),
        "6 fields, expected 7 separated by single spaces"
    );
    assert_eq!(
        refused("A-1 freestyle 15 vcf 900 h8,a1 h9"),
        "the ID `A-1` is not letters and digits"
    );
    assert_eq!(
        refused("A1 gomoku 15 vcf 900 h8,a1 h9"),
        "unknown rule `gomoku`"
    );
    assert_eq!(
        refused("A1 freestyle 17 vcf 900 h8,a1 h9"),
        "the size `17` is not 15 or 19"
    );
    assert_eq!(
        refused("A1 freestyle 15 vcx 900 h8,a1 h9"),
        "the kind `vcx` is not vcf or vct"
    );
    assert_eq!(
        refused("A1 freestyle 15 vcf hard h8,a1 h9"),
        "the rating `hard` is not a number"
    );
}

#[test]
fn an_illegal_position_or_solution_is_refused() {
    // A point twice.
    assert_eq!(
        refused("A1 freestyle 15 vcf 900 h8,a1,h8,a2 h11,h12,h7"),
        "the position: move 3: h8 was already played at move 1"
    );
    // A five already.
    assert_eq!(
        refused("A1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,a3,h11,a4,h12 c1"),
        "the position has a five already"
    );
    // A solution that does not end in five.
    assert_eq!(
        refused("A1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1 h11,h12"),
        "the solution does not end in the attacker's five"
    );
    // A solution that goes on after the five.
    assert_eq!(
        refused("A1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1 h11,h12,h7,c1"),
        "the solution's five is not the attacker's last move"
    );
    // A solution on a stone.
    assert_eq!(
        refused("A1 freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1 h11,h10,h7"),
        "the solution: move 2: h10 already holds a stone of the position"
    );
}

#[test]
fn a_set_skips_comments_and_lists_every_refused_line() {
    let text = format!("# a comment\n\n{GOOD}\n{GOOD}\nB2 freestyle 15 vcf x y z\n");
    let (puzzles, refused) = parse_set(&text);
    assert_eq!(puzzles.len(), 1);
    let reasons: Vec<String> = refused.iter().map(ToString::to_string).collect();
    assert_eq!(
        reasons,
        [
            "line 4: the ID `A1` is used on an earlier line",
            "line 5: the rating `x` is not a number"
        ]
    );
}

#[test]
fn renju_refuses_a_solution_through_a_forbidden_point() {
    // Black's threes h8-h10 (column) and ... black's overline: h6,h7,_,h9..h11 then h8.
    let overline = "A1 renju 15 vcf 900 h6,a1,h7,a2,h9,a3,h10,b1,h11,b3 h8,b2,h12";
    assert!(
        refused(overline).starts_with("the solution: move 1: h8 is forbidden"),
        "{}",
        refused(overline)
    );
}

#[test]
fn a_missed_win_in_a_game_becomes_a_puzzle() {
    // From move 7 on, black's open three h8-h10 wins (an open four at h7 or h11). Black
    // plays a15 instead, white closes the three at h11, and a13 misses nothing more: one
    // puzzle, the position before move 7.
    let game = Game::from_record("h8 a1 h9 a2 h10 b1 a15 h11 a13 o1", 15).unwrap();
    let found = mine(&game);
    assert_eq!(found.len(), 1, "{found:?}");
    let puzzle = &found[0];
    assert_eq!(puzzle.position.len(), 6, "the position before the miss");
    assert_eq!(puzzle.solution.len(), 3, "open four, block, five");
    assert_eq!(puzzle.attacker(), Stone::Black);
    assert!(puzzle.id.starts_with('m'));
    assert!(puzzle.rating >= RATING_BASE, "{}", puzzle.rating);
    // The line reads back: the set's checks hold for a mined puzzle.
    assert_eq!(puzzle.line().parse::<Puzzle>().as_ref(), Ok(puzzle));
    assert_eq!(mine(&game), found, "the same game, the same puzzles");
}

#[test]
fn a_move_that_still_wins_is_no_miss() {
    // Black's open three h8-h10 with j9 beside it: a15, far away, still leaves white no
    // defence (the solver proves the win after every reply), so it is not a miss.
    let game = Game::from_record("h8 a1 h9 a2 h10 b1 j9 c1 a15 o1", 15).unwrap();
    assert_eq!(mine(&game), Vec::new());
}

#[test]
fn the_estimate_starts_at_the_base_and_grows_with_length_choice_threes_and_a_quiet_move() {
    let base = estimate(Kind::Vcf, 2, 0, false);
    assert_eq!(
        base, RATING_BASE,
        "the shortest win by fours, nothing else to choose"
    );
    assert_eq!(estimate(Kind::Vcf, 1, 0, false), base);
    assert!(estimate(Kind::Vcf, 3, 0, false) > base);
    assert!(estimate(Kind::Vcf, 2, 1, false) > base);
    assert!(estimate(Kind::Vct, 2, 0, false) > base);
    assert!(estimate(Kind::Vct, 2, 0, true) > estimate(Kind::Vct, 2, 0, false));
    // Beyond 14 moves and 30 to choose from, no harder.
    assert_eq!(
        estimate(Kind::Vcf, 20, 50, false),
        estimate(Kind::Vcf, 14, 30, false)
    );
    assert!(estimate(Kind::Vcf, 14, 30, false) > estimate(Kind::Vcf, 13, 29, false));
}
