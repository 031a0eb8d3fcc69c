//! A Gomocup brain: plays Gomoku through the Piskvork protocol on standard input and
//! output, for tournament managers such as Piskvork or gomocup's own.
//!
//! `pbrain-gobang [--level classic|medium|hard]` (default: hard).

use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use gobang_engine::ai::Level;
use gobang_engine::brain::Brain;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level = match args.as_slice() {
        [] => Level::Hard,
        [flag, name] if flag == "--level" => match name.parse() {
            Ok(level) => level,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        },
        _ => {
            eprintln!("usage: pbrain-gobang [--level classic|medium|hard]");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let now = || started.elapsed();
    let mut brain = Brain::new(level);
    let stdin = io::stdin();
    let mut stdout = io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        for reply in brain.handle(&line, &now) {
            if writeln!(stdout, "{reply}")
                .and_then(|()| stdout.flush())
                .is_err()
            {
                return ExitCode::FAILURE;
            }
        }
        if brain.finished() {
            break;
        }
    }
    ExitCode::SUCCESS
}
