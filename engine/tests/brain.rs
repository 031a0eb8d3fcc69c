//! The Gomocup brain binary, talked to through its standard input and output as a
//! tournament manager would.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

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
    say("SWAP2BOARD");
    assert_eq!(hear(), "UNKNOWN command SWAP2BOARD");
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
        .args(["--level", "grandmaster"])
        .output()
        .expect("the brain runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown level `grandmaster`"));
}
