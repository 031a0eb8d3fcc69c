//! The shipped lessons (`assets/lessons.txt`): every line reads, the set is as large as
//! promised, every task can be done and can be got wrong, and every fight is a win the
//! solvers prove. `LESSONS_SHOW=1` prints each task's right moves (for writing lessons).

use gobang_engine::Pos;
use gobang_engine::ai::solver::solve;
use gobang_engine::lesson::{Lesson, Task, Verdict, parse_lessons};

fn shipped() -> Vec<Lesson> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../assets/lessons.txt");
    let text = std::fs::read_to_string(path).expect("assets/lessons.txt");
    parse_lessons(&text).unwrap_or_else(|e| panic!("assets/lessons.txt: {e}"))
}

/// The empty points within two of a stone (where every task's answers lie), or the whole
/// board when it is empty.
fn near(task: &Task) -> Vec<Pos> {
    let board = task.game.board();
    let stones: Vec<Pos> = board.points().filter(|&p| board.get(p).is_some()).collect();
    board
        .empty_points()
        .filter(|p| {
            stones.is_empty()
                || stones
                    .iter()
                    .any(|s| s.row().abs_diff(p.row()) <= 2 && s.col().abs_diff(p.col()) <= 2)
        })
        .collect()
}

#[test]
fn the_set_has_twelve_lessons_and_sixty_tasks_each_one_doable_and_missable() {
    let lessons = shipped();
    let tasks: usize = lessons.iter().map(|l| l.tasks.len()).sum();
    let show = std::env::var_os("LESSONS_SHOW").is_some();
    for (l, lesson) in lessons.iter().enumerate() {
        assert!(!lesson.title.en.is_empty() && !lesson.title.zh.is_empty());
        for (t, task) in lesson.tasks.iter().enumerate() {
            let size = task.game.board().size();
            let points = near(task);
            let right: Vec<Pos> = points
                .iter()
                .copied()
                .filter(|&p| !matches!(task.judge(&task.game, p), Verdict::Wrong(_)))
                .collect();
            let names: Vec<String> = right.iter().map(|p| p.display(size).to_string()).collect();
            if show {
                println!(
                    "{} {}.{} {:?}: {}",
                    lesson.key,
                    l + 1,
                    t + 1,
                    task.goal,
                    names.join(" ")
                );
            }
            let at = format!("lesson {} ({}) task {}", l + 1, lesson.key, t + 1);
            assert!(!right.is_empty(), "{at}: no move is right");
            assert!(right.len() < points.len(), "{at}: every move is right");
        }
    }
    assert!(lessons.len() >= 12, "{} lessons", lessons.len());
    assert!(tasks >= 60, "{tasks} tasks");
}

#[test]
fn every_fight_is_a_win_the_solver_proves() {
    for lesson in shipped() {
        for task in &lesson.tasks {
            if let Some(kind) = task.goal.fight() {
                assert!(
                    solve(&task.game, kind, 200_000).is_some(),
                    "{}: {} has no forced win",
                    lesson.key,
                    task.ask.en
                );
            }
        }
    }
}
