//! A Gomocup brain: plays Gomoku through the Piskvork protocol on standard input and
//! output, for tournament managers such as Piskvork or gomocup's own.
//!
//! `pbrain-gobang [--level NAME] [--seed N] [--no-network]`: plays at the named level
//! (default: the strongest) and draws the chances of the weaker levels from the seed
//! (default 0), so that a game replays. The strongest level evaluates with the value
//! network the brain embeds (`assets/network.gvn`, see docs/learning.md); `--no-network`
//! plays it with the fitted weights instead. `pbrain-gobang --list-levels` prints the level
//! names, weakest first.
//!
//! `GOBANG_PARAMS="key=value,..."` in the environment sets the full search's constants
//! and the evaluation's weights (for tuning them, `engine/tuning/spsa.py` and
//! `spsa_eval.py`); the brain refuses to start on a list it cannot read.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

use gobang_engine::ai::network::Network;
use gobang_engine::ai::{Level, SearchParams};
use gobang_engine::brain::Brain;

const USAGE: &str = "usage: pbrain-gobang [--level NAME] [--seed N] [--no-network] | --list-levels";

/// The value network the strongest level evaluates with (made as docs/learning.md says).
const NETWORK: &[u8] = include_bytes!("../../../assets/network.gvn");

/// What the command line asks for.
enum Run {
    /// Play through the protocol.
    Play {
        level: Level,
        seed: u64,
        network: bool,
    },
    /// Print the level names and exit.
    ListLevels,
}

fn parse(args: &[String]) -> Result<Run, String> {
    if let [flag] = args
        && flag == "--list-levels"
    {
        return Ok(Run::ListLevels);
    }
    let mut level = Level::STRONGEST;
    let mut seed = 0;
    let mut network = true;
    let mut words = args.iter();
    while let Some(flag) = words.next() {
        if flag == "--no-network" {
            network = false;
            continue;
        }
        let value = words
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"));
        match flag.as_str() {
            "--level" => level = value?.parse().map_err(|e| format!("{e}"))?,
            "--seed" => {
                let value = value?;
                seed = value
                    .parse()
                    .map_err(|_| format!("--seed `{value}` is not a number\n{USAGE}"))?;
            }
            _ => return Err(format!("unknown option `{flag}`\n{USAGE}")),
        }
    }
    Ok(Run::Play {
        level,
        seed,
        network,
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (level, seed, network) = match parse(&args) {
        Ok(Run::Play {
            level,
            seed,
            network,
        }) => (level, seed, network),
        Ok(Run::ListLevels) => {
            for level in Level::ALL {
                println!("{level}");
            }
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let mut brain = Brain::new(level).with_seed(seed);
    if network && level.uses_network() {
        match Network::load(NETWORK) {
            Ok((network, _)) => brain = brain.with_network(network),
            Err(e) => {
                eprintln!("the embedded network: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    if let Ok(text) = std::env::var("GOBANG_PARAMS") {
        match text.parse::<SearchParams>() {
            Ok(params) => brain = brain.with_params(params),
            Err(e) => {
                eprintln!("GOBANG_PARAMS: {e}");
                return ExitCode::from(2);
            }
        }
    }
    let started = Instant::now();
    let now = || started.elapsed();
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
