//! The lesson set's reader and judge.

use super::*;
use crate::ai::solver::Proof;

fn task(text: &str) -> Task {
    let set = format!("lesson t\ntitle T | 题\n{text}");
    let lessons = parse_lessons(&set).unwrap_or_else(|e| panic!("{e}"));
    lessons[0].tasks[0].clone()
}

fn at(task: &Task, point: &str) -> Verdict {
    let pos = Pos::parse(point, task.game.board().size()).unwrap();
    task.judge(&task.game, pos)
}

#[test]
fn five_is_right_and_a_four_is_not() {
    let t = task(
        "task five\nask a | b\nposition 15 freestyle black\nblack h8 i8 j8 k8\nwhite h9 i9 j9 a1",
    );
    assert_eq!(at(&t, "l8"), Verdict::Right);
    assert_eq!(at(&t, "g8"), Verdict::Right);
    assert_eq!(at(&t, "m8"), Verdict::Wrong(Why::NoFive));
    assert_eq!(at(&t, "h9"), Verdict::Wrong(Why::Occupied));
    assert_eq!(t.right_moves().len(), 2);
}

#[test]
fn a_closed_four_is_not_an_open_four() {
    let t = task(
        "task open-four\nask a | b\nposition 15 freestyle black\nblack g8 h8 i8\nwhite g9 h9 i7",
    );
    assert_eq!(at(&t, "f8"), Verdict::Right);
    assert_eq!(at(&t, "j8"), Verdict::Right);
    assert_eq!(at(&t, "e8"), Verdict::Wrong(Why::ClosedFour));
    assert_eq!(at(&t, "h7"), Verdict::Wrong(Why::NoFour));
}

#[test]
fn threes_open_closed_and_by_the_edge() {
    let t = task(
        "task open-three\nask a | b\nposition 15 freestyle black\nblack a8 b8 e3 e4\nwhite b9 c7 f5 j10",
    );
    assert_eq!(at(&t, "e5"), Verdict::Right);
    assert_eq!(at(&t, "c8"), Verdict::Wrong(Why::ClosedThree));
    assert_eq!(at(&t, "e1"), Verdict::Wrong(Why::ClosedThree));
    assert_eq!(at(&t, "k12"), Verdict::Wrong(Why::NoThree));
    let shape = shape(
        t.game.board(),
        Rule::Freestyle,
        Pos::parse("e5", 15).unwrap(),
        Stone::Black,
    );
    assert_eq!((shape.open_threes, shape.fours), (1, 0));
}

#[test]
fn a_block_one_point_away_leaves_an_open_four() {
    let t = task(
        "task block-three\nask a | b\nposition 15 freestyle black\nblack h9 i9 e3\nwhite h8 i8 j8",
    );
    assert_eq!(at(&t, "g8"), Verdict::Right);
    assert_eq!(at(&t, "k8"), Verdict::Right);
    let k8 = Pos::parse("k8", 15).unwrap();
    assert_eq!(at(&t, "f8"), Verdict::Wrong(Why::StillOpenFour(k8)));
    let four = task(
        "task block-four\nask a | b\nposition 15 freestyle black\nblack f8 g9 h7 l12\nwhite g8 h8 i8 j8",
    );
    assert_eq!(at(&four, "k8"), Verdict::Right);
    assert_eq!(at(&four, "k9"), Verdict::Wrong(Why::StillFive(k8)));
}

#[test]
fn four_three_and_double_four_are_told_apart() {
    let t = task(
        "task four-three\nask a | b\nposition 15 freestyle black\nblack h8 i8 j8 k9 k10\nwhite g8 c3 c5 n13 m2",
    );
    assert_eq!(t.right_moves(), vec![Pos::parse("k8", 15).unwrap()]);
    assert_eq!(at(&t, "l8"), Verdict::Wrong(Why::OnlyFour));
    assert_eq!(at(&t, "k11"), Verdict::Wrong(Why::OnlyThree));
    let d = task(
        "task double-four\nask a | b\nposition 15 freestyle black\nblack h8 i8 j8 k9 k10 k11\nwhite g8 k12 b2 b14 n2 n14",
    );
    assert_eq!(at(&d, "k8"), Verdict::Right);
    assert_eq!(at(&d, "l8"), Verdict::Wrong(Why::OneFour));
}

#[test]
fn renju_forbidden_points_and_the_trap() {
    let t = task(
        "task forbidden double-three\nask a | b\nposition 15 renju black\nblack h9 i9 j10 j11\nwhite c3 c12 m3 m12",
    );
    assert_eq!(at(&t, "j9"), Verdict::Right);
    assert_eq!(at(&t, "g9"), Verdict::Wrong(Why::Allowed));
    let five = task(
        "task five\nask a | b\nposition 15 renju black\nblack c12 d12 e12 f12 h12\nwhite c11 d11 f11 g11 g13",
    );
    assert_eq!(at(&five, "b12"), Verdict::Right);
    assert_eq!(
        at(&five, "g12"),
        Verdict::Wrong(Why::Forbidden(Forbidden::Overline))
    );
    let trap = task(
        "task forbidden-trap\nask a | b\nposition 15 renju white\nblack h9 i9 j10 j11 e4\nwhite f5 g6 h7 m12",
    );
    assert_eq!(trap.right_moves(), vec![Pos::parse("i8", 15).unwrap()]);
}

#[test]
fn fights_keep_to_fours_and_openings_are_named() {
    let t = task(
        "task vcf\nask a | b\nposition 15 freestyle white\nblack f10 i7 h6 j8\nwhite h9 h8 h10",
    );
    assert_eq!(at(&t, "h11"), Verdict::Fight);
    assert_eq!(at(&t, "g9"), Verdict::Wrong(Why::NotAFour));
    assert_eq!(Goal::Vcf.fight(), Some(Kind::Vcf));
    let o = task("task opening kagetsu\nask a | b\nposition 15 renju black\nblack h8\nwhite h9");
    assert_eq!(at(&o, "i9"), Verdict::Right);
    assert_eq!(
        at(&o, "i8"),
        Verdict::Wrong(Why::OtherOpening(Some("Ugetsu")))
    );
}

#[test]
fn a_bad_set_is_refused_with_its_line() {
    let refused = |text: &str| parse_lessons(text).unwrap_err();
    assert_eq!(refused("title A | B").error, LessonError::Outside("lesson"));
    let e = refused("lesson a\ntitle A | B\ntask five\nask x\n");
    assert_eq!((e.line, e.error), (4, LessonError::Languages));
    let e = refused("lesson a\ntitle A | B\ntask six\nask x | y\nposition 15 freestyle black\n");
    assert_eq!((e.line, e.error), (3, LessonError::Goal("six".into())));
    let e = refused(
        "lesson a\ntitle A | B\ntask five\nask x | y\nposition 15 freestyle black\nblack h8 z99\n",
    );
    assert_eq!(e.error, LessonError::Point("z99".into()));
    let e = refused(
        "lesson a\ntitle A | B\ntask five\nask x | y\nposition 15 freestyle black\nblack h8\nwhite h8\n",
    );
    assert_eq!(e.error, LessonError::Twice("h8".into()));
    let e = refused(
        "lesson a\ntitle A | B\ntask five\nask x | y\nposition 15 freestyle black\nblack h8\n",
    );
    assert_eq!(e.error, LessonError::Impossible);
    assert_eq!(refused("lesson a\ntitle A | B\n").error, LessonError::Empty);
    assert_eq!(
        refused("lessen a").error,
        LessonError::Keyword("lessen".into())
    );
}

#[test]
fn a_defence_unsearched_is_left_to_the_caller_and_judged_from_the_solvers_answer() {
    // White's open three g8 h8 i8 (black to defend, no threat of black's own): a block
    // at an end holds, a far move does not.
    let t =
        task("task defend\nask a | b\nposition 15 freestyle black\nblack a1 a3 c1\nwhite g8 h8 i8");
    let end = Pos::parse("f8", 15).unwrap();
    let far = Pos::parse("o15", 15).unwrap();
    assert_eq!(t.judge_unsearched(&t.game, end), Verdict::Defence);
    assert_eq!(t.judge_unsearched(&t.game, far), Verdict::Defence);
    assert_eq!(t.judge(&t.game, end), Verdict::Right);
    assert!(matches!(
        t.judge(&t.game, far),
        Verdict::Wrong(Why::StillWins(_))
    ));
    assert_eq!(Verdict::of_defence(&Proof::Disproved), Verdict::Right);
    assert_eq!(Verdict::of_defence(&Proof::Unknown), Verdict::CannotTell);
    let line = vec![far, end];
    assert_eq!(
        Verdict::of_defence(&Proof::ProvedWin { line }),
        Verdict::Wrong(Why::StillWins(far))
    );
}
