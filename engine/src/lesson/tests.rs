//! The lesson set's reader and judge.

use super::*;

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
