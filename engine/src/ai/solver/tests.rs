use super::*;
use crate::game::GameStatus;

fn game(record: &str) -> Game {
    Game::from_record(record, 19).expect("a legal record")
}

/// Plays `line` on from `game`: the winner, if it ends in five.
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
        !five_points(&after_first, Stone::Black).is_empty(),
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
        Some(Answer::Wins { reply, line: rest }) => {
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
    let Some(Answer::Holds { reply }) = answer(&wasted, Kind::Vcf, 100_000) else {
        panic!("a wasted move lets white defend");
    };
    wasted.play(reply);
    assert_eq!(solve(&wasted, Kind::Vcf, 100_000), None, "the reply holds");
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
