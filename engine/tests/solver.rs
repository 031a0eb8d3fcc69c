//! The threat-space solver (`gobang_engine::ai::solver`) against positions with known
//! answers: the tactics suite's wins by fours and its defences, a plain brute-force
//! reference for wins by fours, the points that stop a three checked one by one, wins
//! that need a quiet move, the same position reached by two orders, renju's forbidden
//! points on both sides, proved wins played out against every defence listed, and the
//! older doors the page asks (`solve`, `winning_moves`, `answer`).

mod common;

use common::*;
use gobang_engine::ai::solver::{
    Defence, Kind, Proof, Solver, Space, answer, prove, prove_move, solve, threat_moves,
    winning_moves,
};
use gobang_engine::opening::renju::turn_point;
use gobang_engine::{Board, Game, GameStatus, Pos, Rule, Stone};
use proptest::prelude::*;

const NODES: u64 = 200_000;

/// The game of `board` under `rule` with `to_move` to play (an edited position); where
/// the stones' count says the other side is to move, a stone of the side not to move is
/// added in the first corner with no stone within four points, where it shares no line's
/// five with any stone and so changes nothing.
fn game_of(board: &Board, rule: Rule, to_move: Stone) -> Game {
    let count = |side| {
        board
            .points()
            .filter(|&q| board.get(q) == Some(side))
            .count()
    };
    let (black, white) = (count(Stone::Black), count(Stone::White));
    let expected = if black == white {
        Stone::Black
    } else {
        Stone::White
    };
    let mut board = board.clone();
    if expected != to_move {
        let last = board.size() - 1;
        let corner = [(0, 0), (0, last), (last, 0), (last, last)]
            .into_iter()
            .map(|(r, c)| p(r, c))
            .find(|&corner| {
                board.points().all(|q| {
                    board.get(q).is_none()
                        || q.row()
                            .abs_diff(corner.row())
                            .max(q.col().abs_diff(corner.col()))
                            > 4
                })
            })
            .expect("a free corner");
        board.place(corner, !to_move);
    }
    Game::from_position(board, to_move, rule).expect("a legal position")
}

/// A point as (row, column).
type Point = (usize, usize);

/// A 15x15 board with the stones of `pairs` (a black and a white stone each, skipped
/// when either point is taken) and then `extra` black stones (skipped likewise).
fn random_board(pairs: &[(Point, Point)], extra: &[Point]) -> Board {
    let mut board = Board::new(15).unwrap();
    for &(b, w) in pairs {
        let (b, w) = (p(b.0, b.1), p(w.0, w.1));
        if b != w && board.is_empty_at(b) && board.is_empty_at(w) {
            board.place(b, Stone::Black);
            board.place(w, Stone::White);
        }
    }
    for &(r, c) in extra {
        if board.is_empty_at(p(r, c)) {
            board.place(p(r, c), Stone::Black);
        }
    }
    board
}

/// The winner after `line` is played on from `game`, if it ends in five.
fn winner_after(game: &Game, line: &[Pos]) -> Option<Stone> {
    let mut played = game.clone();
    for &pos in line {
        if played.is_over() {
            return None;
        }
        played.try_play(pos).ok()?;
    }
    match played.status() {
        GameStatus::Won { winner, .. } => Some(winner),
        _ => None,
    }
}

fn line_of(proof: &Proof) -> &[Pos] {
    match proof {
        Proof::ProvedWin { line } => line,
        other => panic!("not a proved win: {other:?}"),
    }
}

#[test]
fn the_tactics_suites_wins_by_fours_are_proved_and_played_out_shortest() {
    for (i, &(diagram, attacker, fours)) in VCF_WINS.iter().enumerate() {
        let game = game_of(&position(diagram), Rule::Freestyle, attacker);
        for space in [Space::Fours, Space::Threats, Space::Quiet] {
            let proof = prove(&game, space, NODES);
            assert!(proof.is_win(), "position {i} in {space:?}: {proof:?}");
            let line = line_of(&proof);
            assert_eq!(winner_after(&game, line), Some(attacker), "position {i}");
            if space == Space::Fours {
                // The shortest win by fours: that many fours, then the five.
                assert_eq!(line.len(), 2 * fours as usize + 1, "position {i}: {line:?}");
            } else {
                assert!(
                    line.len() <= 2 * fours as usize + 1,
                    "position {i}: {line:?}"
                );
            }
        }
    }
}

#[test]
fn the_tactics_suites_defences_hold_and_the_wrong_moves_do_not() {
    for (i, &(diagram, side)) in DEFENCES.iter().enumerate() {
        let mut board = position(diagram);
        let game = game_of(&board, Rule::Freestyle, side);
        // The opponent, if let move, wins by fours: the side to move must defend.
        let mut passed = game_of(&board, Rule::Freestyle, !side);
        assert!(prove(&passed, Space::Fours, NODES).is_win(), "position {i}");
        let Some(Defence::Holds { reply }) = Solver::new(Space::Fours).defend(&game, NODES) else {
            panic!("position {i}: no defence found");
        };
        // The brute-force reference agrees that the reply stops every win by fours.
        assert!(
            !fails_to_defend(&mut board, side, reply, 6),
            "position {i}: {reply:?}"
        );
        passed.clone_from(&game);
        passed.play(reply);
        assert_eq!(
            prove(&passed, Space::Fours, NODES),
            Proof::Disproved,
            "position {i}"
        );
        // A move that the reference says does not stop the win by fours (the first, in
        // board order) is not taken for a defence either.
        let empty: Vec<Pos> = board.empty_points().collect();
        let wrong = empty
            .into_iter()
            .find(|&q| fails_to_defend(&mut board, side, q, 6))
            .expect("a move that fails");
        let mut after_wrong = game.clone();
        after_wrong.play(wrong);
        assert!(
            prove(&after_wrong, Space::Fours, NODES).is_win(),
            "position {i}: {wrong:?}"
        );
    }
}

#[test]
fn a_move_that_keeps_the_win_is_proved_and_one_that_lets_it_go_is_disproved() {
    // Black's three j10-l10 and two n11-n12: m10 (a four) keeps the win by fours; a stone
    // far away lets white block the three, and then black has no four left to win with.
    let game = Game::from_record("j10 a1 k10 s19 l10 a19 n11 s1 n12 k1", 19).unwrap();
    let at = |text| Pos::parse(text, 19).unwrap();
    let kept = prove_move(&game, at("m10"), Space::Fours, NODES).unwrap();
    assert_eq!(line_of(&kept)[0], at("m10"));
    assert_eq!(winner_after(&game, line_of(&kept)), Some(Stone::Black));
    assert_eq!(
        prove_move(&game, at("r3"), Space::Fours, NODES),
        Ok(Proof::Disproved)
    );
    let mut wasted = game.clone();
    wasted.play(at("r3"));
    let Some(Defence::Holds { reply }) = Solver::new(Space::Fours).defend(&wasted, NODES) else {
        panic!("white holds after a wasted move");
    };
    wasted.play(reply);
    assert_eq!(prove(&wasted, Space::Fours, NODES), Proof::Disproved);
    // With threes, the open three and the two still win: no reply of white's holds.
    assert!(
        prove_move(&game, at("r3"), Space::Threats, NODES)
            .unwrap()
            .is_win()
    );
    // A move on a stone is refused, not judged.
    assert!(prove_move(&game, at("j10"), Space::Threats, NODES).is_err());
}

#[test]
fn the_same_position_reached_by_two_orders_gets_the_same_answer_from_the_table() {
    // Black's closed threes on row 10 and on column c: fours, but no win by them.
    // Refuting every order of the fours meets the same positions again.
    let one = Game::from_record("j10 i10 k10 c4 l10 a19 c5 s19 c6 s1 c7 a1", 19).unwrap();
    let other = Game::from_record("c7 a1 c5 c4 c6 s1 k10 i10 j10 s19 l10 a19", 19).unwrap();
    assert_eq!(one.board(), other.board());
    let mut solver = Solver::new(Space::Fours);
    let first = solver.prove(&one, NODES);
    assert_eq!(first, Proof::Disproved);
    let searched = solver.stats();
    assert!(searched.transpositions > 0, "{searched:?}");
    assert_eq!(solver.prove(&other, NODES), first);
    assert_eq!(solver.stats().nodes, 0, "answered from the table");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// On random freestyle positions, the solver's wins by fours are those of a plain
    /// brute-force search: a win it proves is one the reference finds within as many fours,
    /// and a position it disproves has none the reference can find.
    #[test]
    fn wins_by_fours_agree_with_the_brute_force_reference(
        pairs in prop::collection::vec(((3usize..12, 3usize..12), (3usize..12, 3usize..12)), 4..14),
    ) {
        let mut board = random_board(&pairs, &[]);
        prop_assume!(five_points(&mut board, Stone::Black).is_empty());
        prop_assume!(five_points(&mut board, Stone::White).is_empty());
        let game = game_of(&board, Rule::Freestyle, Stone::Black);
        match prove(&game, Space::Fours, NODES) {
            Proof::ProvedWin { line } => {
                let fours = (line.len() / 2) as u32;
                prop_assert!(has_vcf(&mut board, Stone::Black, fours), "{line:?}");
                prop_assert_eq!(winner_after(&game, &line), Some(Stone::Black));
            }
            Proof::Disproved => prop_assert!(!has_vcf(&mut board, Stone::Black, 4)),
            Proof::Unknown => prop_assert!(false, "unknown at {NODES} nodes"),
        }
    }

    /// Where the attacker has just made an open three, every point the solver does not
    /// list as a defence leaves the attacker an open four (or a five) to make: the list
    /// misses nothing (checked point by point on the board).
    #[test]
    fn every_point_that_stops_an_open_three_is_listed(
        pairs in prop::collection::vec(((4usize..11, 4usize..11), (4usize..11, 4usize..11)), 3..9),
        extra in (4usize..11, 4usize..11),
    ) {
        let mut board = random_board(&pairs, &[extra]);
        prop_assume!(board.points().filter(|&q| board.get(q) == Some(Stone::Black)).count()
            == board.points().filter(|&q| board.get(q) == Some(Stone::White)).count() + 1);
        prop_assume!(five_points(&mut board, Stone::Black).is_empty());
        prop_assume!(five_points(&mut board, Stone::White).is_empty());
        // Black threatens an open four (or a double four) somewhere.
        prop_assume!(wins_in_two(&mut board, Stone::Black));
        let game = game_of(&board, Rule::Freestyle, Stone::White);
        let listed = Solver::new(Space::Threats).defences(&game);
        let empty: Vec<Pos> = board.empty_points().collect();
        for d in empty {
            if listed.contains(&d) {
                continue;
            }
            board.place(d, Stone::White);
            let white_five = !five_points(&mut board, Stone::White).is_empty();
            let still = wins_in_two(&mut board, Stone::Black);
            board.remove(d);
            prop_assert!(still || white_five, "{d:?} stops black's threat but is not listed: {listed:?}");
        }
    }
}

/// White to move (freestyle, 15x15), with no win by fours and threes, but a quiet move at
/// i8 (no four, no open three) threatens a four-three; found among the positions before
/// the shipped puzzles.
const QUIET_WIN: &str = "j6 j10 f6 k10 i10 j11 j9 h11 k11 j13 i12 h12 i11 i13 i9";

#[test]
fn a_win_that_needs_a_quiet_move_is_found_only_with_quiet_moves() {
    let game = Game::from_record(QUIET_WIN, 15).unwrap();
    assert_eq!(prove(&game, Space::Threats, NODES), Proof::Disproved);
    let proof = prove(&game, Space::Quiet, NODES);
    let line = line_of(&proof);
    assert_eq!(winner_after(&game, line), Some(Stone::White));
    let threats = gobang_engine::ai::solver::threat_moves(&game);
    assert!(
        !threats.contains(&line[0]),
        "{:?} is a four or a three",
        line[0]
    );
    // Every reply to the quiet move that the solver lists loses too.
    let mut after = game.clone();
    after.play(line[0]);
    let mut solver = Solver::new(Space::Quiet);
    let replies = solver.defences(&after);
    assert!(!replies.is_empty());
    for reply in replies {
        let mut tried = after.clone();
        tried.play(reply);
        assert!(solver.prove(&tried, NODES).is_win(), "{reply:?} holds");
    }
}

/// A renju board: `black` and `white` stones at (row, column) on 15x15.
fn renju_game(black: &[(usize, usize)], white: &[(usize, usize)], to_move: Stone) -> Game {
    let board = stones15(black, white);
    Game::from_position(board, to_move, Rule::Renju).expect("a legal position")
}

#[test]
fn black_may_not_win_with_a_forbidden_double_four() {
    // Black's closed threes on row 7 and column 7 meet at (7,7): a double four, which wins
    // in freestyle and is forbidden to black in renju; the single fours lead nowhere.
    let black = [(7, 4), (7, 5), (7, 6), (4, 7), (5, 7), (6, 7)];
    let white = [(7, 3), (3, 7), (0, 0), (0, 14), (14, 0), (14, 14)];
    let renju = renju_game(&black, &white, Stone::Black);
    let freestyle = Game::from_position(stones15(&black, &white), Stone::Black, Rule::Freestyle)
        .expect("a legal position");
    let line = line_of(&prove(&freestyle, Space::Fours, NODES)).to_vec();
    assert_eq!(line[0], p(7, 7));
    assert_eq!(prove(&renju, Space::Fours, NODES), Proof::Disproved);
    assert!(matches!(
        prove_move(&renju, p(7, 7), Space::Fours, NODES),
        Err(gobang_engine::PlayError::Forbidden(..))
    ));
}

#[test]
fn white_wins_by_a_four_whose_block_is_forbidden_to_black() {
    // White's three on the diagonal, closed at (2,2): white's four at (6,6) leaves one
    // point to block, (7,7), where black would make two open threes.
    let black = [(2, 2), (7, 5), (7, 6), (5, 7), (6, 7)];
    let white = [(3, 3), (4, 4), (5, 5), (14, 14)];
    let renju = renju_game(&black, &white, Stone::White);
    let proof = prove(&renju, Space::Fours, NODES);
    let line = line_of(&proof);
    assert_eq!(line[0], p(6, 6));
    assert_ne!(line[1], p(7, 7), "black may not block there");
    assert_eq!(line.last(), Some(&p(7, 7)));
    assert_eq!(winner_after(&renju, line), Some(Stone::White));
    // Where black may block, the four leads nowhere.
    let standard = Game::from_position(stones15(&black, &white), Stone::White, Rule::Standard)
        .expect("a legal position");
    assert_eq!(prove(&standard, Space::Fours, NODES), Proof::Disproved);
    // And as the defender, black is never offered the forbidden block.
    let mut after = renju.clone();
    after.play(p(6, 6));
    assert!(
        !Solver::new(Space::Fours)
            .defences(&after)
            .contains(&p(7, 7))
    );
}

/// Checks the proof of the attacker's win from `game` (the attacker to move) down to
/// `positions` more positions: the win is proved and ends in five, and after its first
/// move every reply the solver lists loses too, each followed the same way.
fn check_proof(solver: &mut Solver, game: &Game, positions: &mut usize) -> Result<(), String> {
    let proof = solver.prove(game, NODES);
    let Proof::ProvedWin { line } = proof else {
        return Err(format!("{:?} after {:?}", proof, game.moves()));
    };
    let attacker = game.to_move();
    if winner_after(game, &line) != Some(attacker) {
        return Err(format!("{line:?} does not end in five"));
    }
    let mut after = game.clone();
    if after.play(line[0]).is_over() || *positions == 0 {
        return Ok(());
    }
    let listed = solver.defences(&after);
    // Nothing listed: the win is settled by fives (or the defender is shut out), as the
    // line shows; follow the line's own reply.
    let replies = if listed.is_empty() {
        vec![line[1]]
    } else {
        listed
    };
    for reply in replies {
        if *positions == 0 {
            break;
        }
        *positions -= 1;
        let mut next = after.clone();
        if next.try_play(reply).map_err(|e| e.to_string())?.is_over() {
            return Err(format!("the defence {reply:?} made five"));
        }
        check_proof(solver, &next, positions)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// A shipped puzzle, turned by any of the board's symmetries, is still proved, and its
    /// proof holds against every defence the solver lists, at every step (up to 40
    /// positions a puzzle).
    #[test]
    fn a_proved_win_holds_against_every_listed_defence(
        index in 0usize..1000,
        turn in 0u8..8,
    ) {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../assets/puzzles.txt");
        let text = std::fs::read_to_string(path).expect("assets/puzzles.txt");
        let (puzzles, _) = gobang_engine::puzzle::parse_set(&text);
        let puzzle = &puzzles[index % puzzles.len()];
        let mut game = Game::with_rule(puzzle.size, puzzle.rule).unwrap();
        for &pos in &puzzle.position {
            // The sets' boards are of odd sides: every turn about the centre keeps them.
            game.play(turn_point(pos, turn, puzzle.size).expect("on the board"));
        }
        let mut solver = Solver::new(puzzle.kind.space());
        let mut positions = 40;
        let checked = check_proof(&mut solver, &game, &mut positions);
        prop_assert!(checked.is_ok(), "{} turned {}: {:?}", puzzle.id, turn, checked);
    }
}

// The older doors: `solve`, `winning_moves` and `answer`, on 19x19 records.

fn game(record: &str) -> Game {
    Game::from_record(record, 19).expect("a legal record")
}

/// Black's three j10-l10 and two n11-n12: a win by fours (m10 or i10 first, then n13...).
const VCF: &str = "j10 a1 k10 s19 l10 a19 n11 s1 n12 k1";
/// Black's twos h8-i8 and j9-j10 cross at j8: a double three, a win by threes.
const DOUBLE_THREE: &str = "h8 a1 i8 s19 j9 a19 j10 s1";

#[test]
fn a_win_by_fours_is_played_out_to_the_attackers_five() {
    let start = game(VCF);
    let line = solve(&start, Kind::Vcf, 100_000).expect("a VCF");
    assert_eq!(line.len() % 2, 1, "the attacker's move last: {line:?}");
    assert_eq!(winner_after(&start, &line), Some(Stone::Black));
    let mut after_first = start.clone();
    after_first.play(line[0]);
    assert!(
        !gobang_engine::ai::solver::five_points(&after_first, Stone::Black).is_empty(),
        "every move a four"
    );
}

#[test]
fn a_win_by_threes_needs_the_vct_solver() {
    let start = game(DOUBLE_THREE);
    assert_eq!(solve(&start, Kind::Vcf, 100_000), None, "no four to make");
    let line = solve(&start, Kind::Vct, 100_000).expect("a VCT");
    assert_eq!(winner_after(&start, &line), Some(Stone::Black));
    assert!(threat_moves(&start).contains(&line[0]));
}

#[test]
fn no_win_is_claimed_where_there_is_none() {
    let start = game("j10 k11 j11 k10");
    assert_eq!(solve(&start, Kind::Vcf, 100_000), None);
    assert_eq!(solve(&start, Kind::Vct, 100_000), None);
    let mut over = game("j10 a1 k10 a2 l10 a3 m10 a4");
    over.play(Pos::parse("n10", 19).unwrap());
    assert_eq!(solve(&over, Kind::Vct, 100_000), None, "the game is over");
}

#[test]
fn the_winning_first_moves_include_the_solutions() {
    let start = game(VCF);
    let line = solve(&start, Kind::Vcf, 100_000).unwrap();
    let wins = winning_moves(&start, 50_000).expect("decided");
    assert!(wins.contains(&line[0]), "{wins:?} lacks {:?}", line[0]);
    let double = game(DOUBLE_THREE);
    let wins = winning_moves(&double, 50_000).expect("decided");
    assert!(wins.contains(&Pos::parse("j8", 19).unwrap()), "{wins:?}");
}

#[test]
fn the_defender_answers_the_right_move_with_the_solutions_reply() {
    let start = game(VCF);
    let line = solve(&start, Kind::Vcf, 100_000).unwrap();
    let mut after = start.clone();
    after.play(line[0]);
    match answer(&after, Kind::Vcf, 100_000) {
        Some(Defence::Loses { reply, line: rest }) => {
            assert_eq!(reply, line[1], "the only block");
            after.play(reply);
            assert_eq!(winner_after(&after, &rest), Some(Stone::Black));
        }
        other => panic!("the win should stand: {other:?}"),
    }
}

#[test]
fn a_move_that_lets_the_win_go_is_answered_by_a_defence_that_holds() {
    let mut wasted = game(VCF);
    wasted.play(Pos::parse("r3", 19).unwrap());
    let Some(Defence::Holds { reply }) = answer(&wasted, Kind::Vcf, 100_000) else {
        panic!("a wasted move lets white defend");
    };
    wasted.play(reply);
    assert_eq!(solve(&wasted, Kind::Vcf, 100_000), None, "the reply holds");
}

#[test]
fn a_budget_too_small_to_decide_says_so_and_still_names_a_defence() {
    // White's quiet move played: a win by threes and fours that takes some search.
    let mut game = Game::from_record(QUIET_WIN, 15).unwrap();
    let line = line_of(&prove(&game, Space::Quiet, NODES)).to_vec();
    game.play(line[0]);
    let Some(Defence::Unknown { reply }) = answer(&game, Kind::Vct, 1) else {
        panic!("one move of search decides nothing");
    };
    assert!(game.clone().try_play(reply).is_ok(), "a legal defence");
    assert!(matches!(
        answer(&game, Kind::Vct, NODES),
        Some(Defence::Loses { .. })
    ));
}

#[test]
fn the_defender_makes_five_when_the_attacker_leaves_one() {
    // White has four on row 1; black plays elsewhere.
    let mut left = game("j10 a1 k10 b1 l10 c1 s19 d1 s17");
    assert_eq!(
        answer(&left, Kind::Vcf, 1_000).map(|a| a.reply()),
        Some(Pos::parse("e1", 19).unwrap())
    );
    left.play(Pos::parse("e1", 19).unwrap());
    assert_eq!(answer(&left, Kind::Vcf, 1_000), None, "over");
}

#[test]
fn kinds_read_and_write_their_names() {
    for kind in [Kind::Vcf, Kind::Vct] {
        assert_eq!(kind.to_string().parse::<Kind>(), Ok(kind));
    }
    assert_eq!(
        "vcx".parse::<Kind>().unwrap_err().to_string(),
        "unknown kind of win `vcx` (expected vcf or vct)"
    );
}

#[test]
fn another_winning_move_is_found_among_every_legal_move_even_outside_the_space() {
    // Black to move (15x15, freestyle): g4 wins by fours (g4 f4 k4), and a quiet move that
    // threatens nothing the space lists wins too (an earlier puzzle set's f15p0021).
    let start = Game::from_record("f7 j7 i6 j5 i4 j6 j4 i7 h4 l4", 15).unwrap();
    let g4 = Pos::parse("g4", 15).unwrap();
    let mut solver = Solver::new(Space::Quiet);
    assert!(solver.prove_move(&start, g4, 200_000).unwrap().is_win());
    let (other, proof) = solver
        .another_win(&start, g4, 200_000)
        .expect("another move wins");
    assert_ne!(other, g4);
    assert!(
        !solver.first_moves(&start).contains(&other),
        "outside the space's list"
    );
    let Proof::ProvedWin { line } = proof else {
        panic!("{other:?}: {proof:?}");
    };
    assert_eq!(line[0], other);
    assert_eq!(winner_after(&start, &line), Some(Stone::Black));
}

#[test]
fn a_five_to_make_against_a_four_is_the_only_winning_move() {
    // Black's four j10-m10, closed at i10, against white's four a1-a4: n10 makes five;
    // after any other move white makes five at a5, and after a5 white blocks n10 and
    // black has nothing left (every one of them disproved).
    let start = game("j10 i10 k10 a1 l10 a2 m10 a3 s19 a4");
    let n10 = Pos::parse("n10", 19).unwrap();
    let mut solver = Solver::new(Space::Quiet);
    assert_eq!(solver.another_win(&start, n10, 20_000), None);
    // With the five named as another, the other is n10.
    let o10 = Pos::parse("o10", 19).unwrap();
    let found = solver.another_win(&start, o10, 20_000).map(|(pos, _)| pos);
    assert_eq!(found, Some(n10));
}
