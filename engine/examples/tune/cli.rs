//! The tuner's command line: its usage, options, the games files a command names, and the
//! command that wrote a generated table (for the table's "Do not edit" line).

use std::process::exit;

/// Ends the run with `message` and the usage.
pub fn fail(message: &str) -> ! {
    eprintln!(
        "{message}\nusage: tune play [--games N] [--nodes N] [--seed N] [--threads N] [--rule R]\n       tune label GAMES_FILE [--nodes N] [--skip N] [--games N] [--threads N]\n       tune fit GAMES_FILE... [--iterations N] [--blend X] [--hold-out N]\n       tune policy GAMES_FILE... [--iterations N] [--hold-out N] [--l2 X]"
    );
    exit(2)
}

/// The value of option `name`, when given.
pub fn option<T: std::str::FromStr>(args: &[String], name: &str) -> Option<T> {
    let i = args.iter().position(|a| a == name)?;
    match args.get(i + 1).map(|v| v.parse()) {
        Some(Ok(v)) => Some(v),
        _ => fail(&format!("{name} needs a value")),
    }
}

/// The games files a command names before its options.
pub fn games_files(args: &[String]) -> Vec<&str> {
    let files: Vec<&str> = args[1..]
        .iter()
        .take_while(|a| !a.starts_with("--"))
        .map(String::as_str)
        .collect();
    if files.is_empty() {
        fail(&format!("{} needs a games file", args[0]));
    }
    files
}

/// The command that wrote a generated table: this run's, its output sent to `table` (a file
/// of `engine/src/ai/eval/`), for the table's "Do not edit" line.
pub fn regenerate(table: &str) -> String {
    let args: Vec<String> = std::env::args().skip(1).collect();
    format!(
        "cargo run --release -p gobang-engine --example tune -- {} > engine/src/ai/eval/{table}",
        args.join(" ")
    )
}
