//! The Gomocup brain binary, talked to through its standard input and output as a
//! tournament manager would.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use gobang_engine::ai::Level;

#[test]
fn a_conversation_with_the_brain() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pbrain-gobang"))
        .args(["--level", "medium"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the brain starts");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = BufReader::new(child.stdout.take().expect("stdout"));
    let mut say = |line: &str| {
        writeln!(input, "{line}")
            .and_then(|()| input.flush())
            .expect("the brain listens")
    };
    let mut hear = || {
        let mut line = String::new();
        output.read_line(&mut line).expect("the brain answers");
        line.trim().to_owned()
    };

    say("START 20");
    assert_eq!(hear(), "OK");
    say("INFO timeout_turn 300");
    say("INFO rule 0");
    say("BEGIN");
    assert_eq!(hear(), "10,10");
    // The manager sends the next command as soon as the move is read.
    say("TURN 11,11");
    let reply = hear();
    let (x, y) = reply.split_once(',').expect("a move");
    let (x, y): (usize, usize) = (x.parse().expect("x"), y.parse().expect("y"));
    assert!(
        x < 20 && y < 20 && (x, y) != (10, 10) && (x, y) != (11, 11),
        "{reply}"
    );
    say("TAKEBACK 11,11");
    assert_eq!(hear(), "OK");
    say("INFO rule 8");
    assert!(hear().starts_with("ERROR rule 8"));
    // A swap2 opening, as Gomocup's manager asks for it: the brain opens with three
    // stones, then answers an opening of the other's.
    say("INFO rule 1");
    say("SWAP2BOARD");
    say("DONE");
    let opening = hear();
    assert_eq!(opening.split_whitespace().count(), 3, "{opening}");
    say("SWAP2BOARD");
    for stone in ["10,10", "0,0", "11,10"] {
        say(stone);
    }
    say("DONE");
    assert_eq!(hear(), "SWAP");
    say("START 30");
    assert!(hear().starts_with("ERROR unsupported size 30"));
    say("ABOUT");
    assert!(hear().starts_with("name=\"gobang\""));
    say("END");
    assert!(child.wait().expect("the brain exits").success());
}

#[test]
fn an_unknown_level_is_refused() {
    let output = Command::new(env!("CARGO_BIN_EXE_pbrain-gobang"))
        .args(["--level", "godlike"])
        .output()
        .expect("the brain runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown level `godlike`"));
}

#[test]
fn list_levels_prints_every_level_weakest_first_and_exits() {
    let output = Command::new(env!("CARGO_BIN_EXE_pbrain-gobang"))
        .arg("--list-levels")
        .stdin(Stdio::null())
        .output()
        .expect("the brain runs");
    assert!(output.status.success());
    let names: Vec<String> = String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    let expected: Vec<String> = Level::ALL.iter().map(|l| l.to_string()).collect();
    assert_eq!(names, expected);
    assert_eq!(names.first().map(String::as_str), Some("classic"));
}

#[test]
fn every_level_plays_through_the_protocol_and_a_seed_replays_its_moves() {
    // The brain's first answer after three stones, at every level; twice with the same
    // seed. The levels with node budgets get time enough never to need their clock (this
    // is a debug build), so that they answer the same way every time.
    let answer = |level: Level, seed: &str| {
        let timeout = if level == Level::STRONGEST {
            1000
        } else {
            60_000
        };
        let mut child = Command::new(env!("CARGO_BIN_EXE_pbrain-gobang"))
            .args(["--level", level.name(), "--seed", seed])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the brain starts");
        let mut input = child.stdin.take().expect("stdin");
        writeln!(
            input,
            "START 15\nINFO timeout_turn {timeout}\nBOARD\n7,7,2\n8,8,1\n7,8,2\nDONE\nEND"
        )
        .expect("the brain listens");
        drop(input);
        let output = child.wait_with_output().expect("the brain answers");
        assert!(output.status.success(), "{level}");
        let text = String::from_utf8_lossy(&output.stdout).into_owned();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.first(), Some(&"OK"), "{level}: {text}");
        let reply = lines.get(1).copied().unwrap_or_default().to_owned();
        let (x, y) = reply.split_once(',').expect("a move");
        let (x, y): (usize, usize) = (x.parse().expect("x"), y.parse().expect("y"));
        assert!(x < 15 && y < 15, "{level}: {reply}");
        assert!(
            ![(7, 7), (8, 8), (7, 8)].contains(&(x, y)),
            "{level}: {reply}"
        );
        reply
    };
    for level in Level::ALL {
        let first = answer(level, "42");
        if level < Level::STRONGEST {
            assert_eq!(first, answer(level, "42"), "{level}");
        }
    }
}

#[test]
fn a_bad_seed_is_refused() {
    let output = Command::new(env!("CARGO_BIN_EXE_pbrain-gobang"))
        .args(["--seed", "many"])
        .output()
        .expect("the brain runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--seed `many`"));
}
