//! The Gomocup brain binary, talked to through its standard input and output as a
//! tournament manager would.

use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

use gobang_engine::Pos;
use gobang_engine::ai::{BENCHMARK_GAMES, Level};

/// The longest the brain may take to answer before the test fails: far more than any
/// answer here needs (a debug build), far less than a hung run.
const PATIENCE: Duration = Duration::from_secs(120);

/// The brain's process, killed once its test is done with it, passed or failed, so that a
/// brain that hangs does not outlive its test.
struct Running(Child);

impl Running {
    /// Waits for the brain to exit by itself, and fails the test if it has not after
    /// [`PATIENCE`].
    fn exits(mut self) -> std::process::ExitStatus {
        let started = std::time::Instant::now();
        loop {
            if let Some(status) = self.0.try_wait().expect("the brain runs") {
                return status;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "the brain did not exit within {PATIENCE:?}"
            );
            thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The brain's lines as it writes them, read on a thread of their own so that a brain
/// that stops answering fails the test after [`PATIENCE`] instead of hanging it.
fn lines_of(child: &mut Child) -> Receiver<String> {
    let output = BufReader::new(child.stdout.take().expect("stdout"));
    let (send, receive) = mpsc::channel();
    thread::spawn(move || {
        for line in output.lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    receive
}

/// Runs the brain with `args` and nothing on its input, and returns what it wrote.
fn run(args: &[&str]) -> Output {
    let child = Command::new(env!("CARGO_BIN_EXE_pbrain-gobang"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the brain runs");
    finished(child)
}

/// Waits for the brain to finish and returns what it wrote; a brain still running after
/// [`PATIENCE`] is killed and fails the test.
fn finished(child: Child) -> Output {
    let (send, receive) = mpsc::channel();
    let id = child.id();
    thread::spawn(move || {
        let _ = send.send(child.wait_with_output());
    });
    match receive.recv_timeout(PATIENCE) {
        Ok(output) => output.expect("the brain runs"),
        Err(_) => {
            let _ = Command::new("kill").arg(id.to_string()).status();
            panic!("the brain did not finish within {PATIENCE:?}");
        }
    }
}

#[test]
fn a_conversation_with_the_brain() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pbrain-gobang"))
        .args(["--level", "medium"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the brain starts");
    let mut input = child.stdin.take().expect("stdin");
    let output = lines_of(&mut child);
    let child = Running(child);
    let mut say = |line: &str| {
        writeln!(input, "{line}")
            .and_then(|()| input.flush())
            .expect("the brain listens")
    };
    let hear = || {
        let line = output
            .recv_timeout(PATIENCE)
            .unwrap_or_else(|e| panic!("the brain did not answer within {PATIENCE:?}: {e}"));
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
    drop(input);
    assert!(child.exits().success(), "the brain exits");
}

#[test]
fn an_unknown_level_is_refused() {
    let output = run(&["--level", "godlike"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown level `godlike`"));
}

#[test]
fn list_levels_prints_every_level_weakest_first_and_exits() {
    let output = run(&["--list-levels"]);
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
        let output = finished(child);
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
    let output = run(&["--seed", "many"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--seed `many`"));
}

#[test]
fn the_strongest_level_evaluates_with_its_embedded_network_unless_told_not_to() {
    // At a node budget a level's move depends only on the position and its evaluation: over
    // the benchmark games' positions, the network and the fitted weights part somewhere.
    let answer = |moves: &str, network: bool| {
        let mut args = vec!["--seed", "1"];
        if !network {
            args.push("--no-network");
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_pbrain-gobang"))
            .args(&args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the brain starts");
        let mut input = child.stdin.take().expect("stdin");
        let mut board = String::new();
        let stones: Vec<&str> = moves.split_whitespace().collect();
        for (i, text) in stones.iter().enumerate() {
            let pos = Pos::parse(text, 19).expect("a point");
            // The brain's own stones are 1: it is to move, so the last stone is the other's.
            let own = (stones.len() - i).is_multiple_of(2);
            writeln!(
                board,
                "{},{},{}",
                pos.col(),
                pos.row(),
                if own { 1 } else { 2 }
            )
            .unwrap();
        }
        writeln!(
            input,
            "START 19\nINFO max_node 5000\nINFO timeout_turn 60000\nBOARD\n{board}DONE\nEND"
        )
        .expect("the brain listens");
        drop(input);
        let output = finished(child);
        assert!(output.status.success());
        let text = String::from_utf8_lossy(&output.stdout).into_owned();
        text.lines().nth(1).unwrap_or_default().to_owned()
    };
    let answers: Vec<(String, String)> = BENCHMARK_GAMES
        .iter()
        .map(|moves| (answer(moves, true), answer(moves, false)))
        .collect();
    for (with, without) in &answers {
        assert!(with.contains(',') && without.contains(','), "{answers:?}");
    }
    assert!(
        answers.iter().any(|(with, without)| with != without),
        "{answers:?}"
    );
}
