//! Lesson sets: any text is read without a panic, a refusal names a line of the text, and
//! every task read can be judged on each of its points.
#![no_main]

use gobang_engine::lesson::parse_lessons;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match parse_lessons(&text) {
        Ok(lessons) => {
            for task in lessons.iter().flat_map(|l| &l.tasks) {
                // The solvers' goals are left out: they are slow, and proved by the set's tests.
                if task.goal.fight().is_none() && task.goal != gobang_engine::lesson::Goal::Defend {
                    for pos in task.game.board().points() {
                        let _ = task.judge(&task.game, pos);
                    }
                }
            }
        }
        Err(e) => assert!(e.line <= text.lines().count().max(1)),
    }
});
