//! The learning data of issue 41 (`docs/learning.md`, "Data"): self-play games of the
//! strongest level with the search's scores (`.gsp`), and the training positions made from
//! them (`.gtf`: the quiet positions, each empty point's pattern multisets, the result and
//! the search's score for the side to move).
//!
//! ```sh
//! # Self-play into target/learning/gen0.gsp; run it again to resume or to add games.
//! nice -n 19 cargo run --release -p gobang-engine --example selfplay -- generate --games 2000
//! # What a file holds.
//! cargo run --release -p gobang-engine --example selfplay -- stats target/learning/gen0.gsp
//! # Its quiet positions (and those of the tuner's text games) as training positions.
//! cargo run --release -p gobang-engine --example selfplay -- export --out target/learning/gen0.gtf \
//!     target/learning/gen0.gsp engine/tuning/labelled-freestyle.txt
//! ```
//!
//! `generate [--out FILE] [--games N] [--threads N] [--nodes N] [--seed N] [--random N]
//! [--mix MIX] [--net FILE]`: the strongest level plays itself at `--nodes` a move (default 20000)
//! from a balanced three-stone opening (as the match runner's, judged by the Advanced
//! level at the same budget) and `--random` random moves near the stones after it
//! (default 2: one each, so that neither side starts a move down), writing game indices `0..--games` (default 1000) to `--out` (default
//! `target/learning/gen0.gsp`) on `--threads` threads (default: every core). `--mix`
//! gives the board sizes, rules and shares, `SIZE:RULE:SHARE,...` (default
//! `19:freestyle:40,19:standard:20,19:renju:20,15:freestyle:10,15:renju:10`), drawn per
//! game from `--seed` (default 1) and the game's index: a game is the same whatever the
//! threads or the order. An existing file is resumed: a cut-short last record is cut away
//! and only the missing indices are played (give the same options again: the side file
//! `FILE.options` keeps them, and a resume with others is refused). Progress goes to
//! the standard error every 30 seconds. `--net` (a `.gvf` or `.gvn`): the level evaluates
//! with that network, for the next generation's data; the side file keeps its fingerprint. It runs at full speed on every core: run it under
//! `nice -n 19`, and stop it before builds and tests.
//!
//! `export FILE... [--out FILE] [--skip N] [--threads N]`: the inputs are `.gsp` files (told by their
//! header) or text games files (a result, `rule=`, `scores=` when labelled, then the record,
//! one game a line, as `tune play` and `tune label` write them; `scores=` are the search's
//! scores for the side to move from ply 4 on). Identical games are exported once (the copy
//! with scores kept), game ids run from 0 in input order; positions before ply `--skip`
//! (default 4, the tuner's) are left out. Default output: `target/learning/positions.gtf`;
//! `--threads` (default: every core) gives the same file on any number.
//!
//! `stats FILE...`: games, positions, the count by board and rule, results and mean length
//! of `.gsp` and `.gtf` files.
//!
//! `compare --net FILE GAMES... [--skip N] [--threads N]`: how well the network, the
//! fitted weights and the search's scores predict the results of the games' quiet
//! positions (log loss and winner named, by board and rule); see `compare.rs`.

mod compare;
mod export;
mod files;
mod generate;
#[path = "../shared/opening.rs"]
mod opening;
mod stats;

use gobang_engine::ai::network::Network;
use std::process::exit;

const USAGE: &str = "usage: selfplay generate [--out FILE] [--games N] [--threads N] [--nodes N] [--seed N] [--random N] [--mix SIZE:RULE:SHARE,...] [--net FILE]
       selfplay export FILE... [--out FILE] [--skip N] [--threads N]
       selfplay stats FILE...
       selfplay compare --net FILE GAMES... [--skip N] [--threads N]";

/// Ends the run with `message` and the usage.
fn fail(message: &str) -> ! {
    eprintln!("{message}\n{USAGE}");
    exit(2)
}

/// The command line after the subcommand: files, then `--name value` options.
struct Args {
    files: Vec<String>,
    options: Vec<(String, String)>,
}

impl Args {
    fn parse(list: &[String], known: &[&str]) -> Args {
        let mut args = Args {
            files: Vec::new(),
            options: Vec::new(),
        };
        let mut list = list.iter();
        while let Some(arg) = list.next() {
            if arg.starts_with("--") {
                if !known.contains(&arg.as_str()) {
                    fail(&format!("unknown option {arg}"));
                }
                let Some(value) = list.next() else {
                    fail(&format!("{arg} needs a value"))
                };
                args.options.push((arg.clone(), value.clone()));
            } else {
                args.files.push(arg.clone());
            }
        }
        args
    }

    fn text(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn number<T: std::str::FromStr>(&self, name: &str) -> Option<T> {
        self.text(name).map(|v| {
            v.parse()
                .unwrap_or_else(|_| fail(&format!("{name} needs a number, not `{v}`")))
        })
    }
}

fn main() {
    let list: Vec<String> = std::env::args().skip(1).collect();
    let rest = list.get(1..).unwrap_or_default();
    let outcome = match list.first().map(String::as_str) {
        Some("generate") => run_generate(&Args::parse(
            rest,
            &[
                "--out",
                "--games",
                "--threads",
                "--nodes",
                "--seed",
                "--random",
                "--mix",
                "--net",
            ],
        )),
        Some("export") => run_export(&Args::parse(rest, &["--out", "--skip", "--threads"])),
        Some("compare") => run_compare(&Args::parse(rest, &["--net", "--skip", "--threads"])),
        Some("stats") => {
            let args = Args::parse(rest, &[]);
            args.files.iter().try_for_each(|path| {
                println!("{}", stats::stats(path)?);
                Ok(())
            })
        }
        _ => fail("generate, export, stats or compare?"),
    };
    if let Err(e) = outcome {
        eprintln!("{e}");
        exit(1)
    }
}

/// The `.gvf` or `.gvn` file `path` as the search runs it, with its fingerprint.
fn load_network(path: &str) -> Result<(Network, String), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let (network, _) = Network::load(&bytes).map_err(|e| format!("{path}: {e}"))?;
    Ok((network, generate::fingerprint(&bytes)))
}

fn run_generate(args: &Args) -> Result<(), String> {
    if let Some(file) = args.files.first() {
        fail(&format!("generate takes options only, not `{file}`"));
    }
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let settings = generate::Settings {
        out: args
            .text("--out")
            .unwrap_or("target/learning/gen0.gsp")
            .to_owned(),
        games: args.number("--games").unwrap_or(1000),
        threads: args.number("--threads").unwrap_or(cores),
        nodes: args.number("--nodes").unwrap_or(20_000),
        seed: args.number("--seed").unwrap_or(1),
        random: args.number("--random").unwrap_or(2),
        mix: generate::parse_mix(args.text("--mix").unwrap_or(generate::DEFAULT_MIX))
            .unwrap_or_else(|e| fail(&e)),
        network: args.text("--net").map(load_network).transpose()?,
    };
    let start = std::time::Instant::now();
    let done = generate::generate(&settings, 30.0)?;
    let played = match done.played {
        0 => "nothing to play".to_owned(),
        _ => generate::progress(&done, done.played, start.elapsed().as_secs_f64()),
    };
    eprintln!(
        "done: {} games played now, {} in {} (of {} wanted); {played}",
        done.played,
        done.before + done.played,
        settings.out,
        settings.games,
    );
    Ok(())
}

fn run_compare(args: &Args) -> Result<(), String> {
    let Some(net) = args.text("--net") else {
        fail("compare needs --net FILE");
    };
    if args.files.is_empty() {
        fail("compare needs games files");
    }
    let (network, _) = load_network(net)?;
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let threads = args.number("--threads").unwrap_or(cores);
    let skip = args.number("--skip").unwrap_or(4);
    println!(
        "{}",
        compare::compare(&args.files, &network, skip, threads)?
    );
    Ok(())
}

fn run_export(args: &Args) -> Result<(), String> {
    if args.files.is_empty() {
        fail("export needs games files");
    }
    let out = args
        .text("--out")
        .unwrap_or("target/learning/positions.gtf");
    let skip = args.number("--skip").unwrap_or(4);
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let threads = args.number("--threads").unwrap_or(cores);
    let done = export::export(&args.files, out, skip, threads)?;
    eprintln!(
        "{out}: {} positions ({} with a search score) of {} games ({} read, {} identical copies left out)",
        done.positions, done.scored, done.games, done.read, done.copies
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::export::{SourceGame, positions_of, unique_games};
    use super::files::*;
    use gobang_engine::{Game, Pos, Rule, Stone};

    #[test]
    fn the_rank_table_has_1001_multisets_from_0_to_1000() {
        use gobang_engine::ai::network::{MULTISETS, rank, ranks};
        use gobang_engine::ai::pattern::Pattern;
        let of = |p: [usize; 4]| rank(p.map(|i| Pattern::ALL[i]));
        let mut seen: Vec<u16> = ranks().to_vec();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), MULTISETS);
        assert_eq!(of([0, 0, 0, 0]), 0);
        assert_eq!(of([10, 10, 10, 10]), 1000);
        assert_eq!(of([0, 0, 0, 1]), 1);
        assert_eq!(of([0, 0, 0, 10]), 10);
        assert_eq!(of([0, 0, 1, 1]), 11);
        // Any order of the same four patterns has the same rank.
        assert_eq!(of([3, 7, 1, 3]), of([1, 3, 3, 7]));
    }

    fn sample_game() -> GameRecord {
        GameRecord {
            index: 7,
            size: 15,
            rule: Rule::Renju,
            winner: Some(Stone::White),
            opening: 2,
            moves: vec![
                Move {
                    point: 112,
                    score: NO_SCORE,
                },
                Move {
                    point: 113,
                    score: NO_SCORE,
                },
                Move {
                    point: 97,
                    score: -1234,
                },
            ],
        }
    }

    #[test]
    fn a_game_record_reads_back_and_a_cut_short_tail_is_left_out() {
        let mut bytes = gsp_header();
        sample_game().write_to(&mut bytes).unwrap();
        let whole = bytes.len() as u64;
        let mut second = sample_game();
        second.index = 8;
        second.write_to(&mut bytes).unwrap();
        bytes.truncate(bytes.len() - 3);
        let read = read_gsp(&bytes, "t.gsp").unwrap();
        assert_eq!(read.games.len(), 1);
        assert_eq!(read.games[0], (HEADER_LEN, sample_game()));
        assert_eq!(read.whole_len, whole);
        assert!(read.truncated);
    }

    #[test]
    fn a_bad_value_is_named_with_its_file_and_offset() {
        let mut bytes = gsp_header();
        sample_game().write_to(&mut bytes).unwrap();
        bytes[HEADER_LEN as usize + 5] = 9;
        let error = read_gsp(&bytes, "t.gsp").unwrap_err();
        assert_eq!(error.to_string(), "t.gsp: byte 13: rule code 9");
        assert!(read_gsp(b"GBTF\x01\0\0\0", "x").is_err());
    }

    #[test]
    fn a_training_position_reads_back() {
        let position = TrainingPosition {
            game: 3,
            rule: Rule::Standard,
            size: 19,
            to_move: Stone::White,
            result: 2,
            score: -30000,
            ply: 11,
            points: vec![
                PointFeature {
                    point: 0,
                    black: 0,
                    white: 1000,
                },
                PointFeature {
                    point: 360,
                    black: 5,
                    white: 0,
                },
            ],
        };
        let mut bytes = gtf_header();
        position.write_to(&mut bytes).unwrap();
        let mut read = Vec::new();
        let cut = read_gtf(&bytes, "t.gtf", |p| read.push(p)).unwrap();
        assert_eq!(read, vec![position]);
        assert!(!cut);
        bytes.pop();
        let cut = read_gtf(&bytes, "t.gtf", |_| {}).unwrap();
        assert!(cut);
    }

    #[test]
    fn scores_are_clamped_and_forced_results_are_the_limit() {
        assert_eq!(file_score(1198), 1198);
        assert_eq!(file_score(45_000), 30_000);
        assert_eq!(file_score(gobang_engine::ai::WIN - 3), 30_000);
        assert_eq!(file_score(-(gobang_engine::ai::WIN - 2)), -30_000);
    }

    #[test]
    fn an_exported_game_gives_its_quiet_positions_from_the_movers_view() {
        let game =
            Game::from_record_with("j10 k10 j11 k11 j12 k12 j13", 19, Rule::Freestyle).unwrap();
        let source = SourceGame {
            source: "test".to_owned(),
            size: 19,
            rule: Rule::Freestyle,
            winner: Some(Stone::Black),
            moves: game.moves().to_vec(),
            scores: vec![NO_SCORE, NO_SCORE, 100, -200, 300, -400, 500],
        };
        let positions = positions_of(&source, 5, 2).unwrap();
        // Ply 6 (black to make an open four from its open three) is not quiet.
        assert_eq!(
            positions.iter().map(|p| p.ply).collect::<Vec<_>>(),
            vec![2, 3, 4, 5]
        );
        assert_eq!(positions[0].to_move, Stone::Black);
        assert_eq!((positions[0].result, positions[0].score), (2, 100));
        assert_eq!((positions[1].result, positions[1].score), (0, -200));
        // Every empty point of the open board has a pattern for both sides; the stones'
        // points are not listed.
        assert_eq!(positions[0].points.len(), 19 * 19 - 2);
        let j10 = Pos::parse("j10", 19).unwrap();
        let occupied = (j10.row() * 19 + j10.col()) as u16;
        assert!(positions[0].points.iter().all(|p| p.point != occupied));
        let (unique, copies) = unique_games(vec![
            SourceGame {
                scores: vec![NO_SCORE; 7],
                ..source.clone()
            },
            source.clone(),
        ]);
        assert_eq!((unique.len(), copies), (1, 1));
        assert_eq!(unique[0].scores, source.scores);
    }

    fn tiny(out: &std::path::Path, games: u32, threads: usize) -> super::generate::Settings {
        super::generate::Settings {
            out: out.to_string_lossy().into_owned(),
            games,
            threads,
            nodes: 300,
            seed: 5,
            random: 2,
            mix: super::generate::parse_mix("9:freestyle:2,10:renju:1").unwrap(),
            network: None,
        }
    }

    fn games_in(path: &std::path::Path) -> Vec<GameRecord> {
        let bytes = std::fs::read(path).unwrap();
        let mut games: Vec<GameRecord> = read_gsp(&bytes, "t")
            .unwrap()
            .games
            .into_iter()
            .map(|(_, g)| g)
            .collect();
        games.sort_by_key(|g| g.index);
        games
    }

    #[test]
    fn a_resumed_run_plays_only_the_missing_games_and_the_same_ones() {
        use super::generate::generate;
        let dir = std::env::temp_dir().join(format!("selfplay-test-{}", std::process::id()));
        let (resumed, fresh) = (dir.join("resumed.gsp"), dir.join("fresh.gsp"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        assert_eq!(generate(&tiny(&resumed, 3, 2), 1e9).unwrap().played, 3);
        // A record cut short by a stop in the middle of a write.
        let mut bytes = std::fs::read(&resumed).unwrap();
        let len = bytes.len();
        bytes.extend([1, 0, 0, 0, 9, 0]);
        std::fs::write(&resumed, &bytes).unwrap();
        let done = generate(&tiny(&resumed, 5, 1), 1e9).unwrap();
        assert_eq!((done.before, done.played), (3, 2));
        assert!(std::fs::metadata(&resumed).unwrap().len() > len as u64);
        // The same five games as one run on another number of threads.
        generate(&tiny(&fresh, 5, 3), 1e9).unwrap();
        let games = games_in(&resumed);
        assert_eq!(
            games.iter().map(|g| g.index).collect::<Vec<_>>(),
            vec![0, 1, 2, 3, 4]
        );
        assert_eq!(games, games_in(&fresh));
        // Each game: the opening's three stones and two random ones without scores, then the
        // search's moves, and a result that the moves show.
        for game in &games {
            assert_eq!(game.opening, 5);
            assert!(game.moves[..5].iter().all(|m| m.score == NO_SCORE));
            assert!(game.moves[5..].iter().any(|m| m.score != NO_SCORE));
            let mut replay =
                gobang_engine::Game::with_rule(usize::from(game.size), game.rule).unwrap();
            for &m in &game.moves {
                replay.play(game.pos(m).unwrap());
            }
            assert!(replay.is_over());
        }
        assert!(games.iter().any(|g| g.size == 10 && g.rule == Rule::Renju));
        // Other options are refused, by the side file, or without it by the games' boards.
        let other = super::generate::Settings {
            nodes: 400,
            ..tiny(&resumed, 6, 1)
        };
        let refused = generate(&other, 1e9).unwrap_err();
        assert!(refused.contains("played with `nodes=300 seed=5 random=2 mix=9:freestyle:2,10:renju:1`, not `nodes=400"), "{refused}");
        std::fs::remove_file(dir.join("resumed.gsp.options")).unwrap();
        let other = super::generate::Settings {
            seed: 6,
            ..tiny(&resumed, 6, 1)
        };
        let refused = generate(&other, 1e9).unwrap_err();
        assert!(
            refused.contains("resume with the options that wrote the file"),
            "{refused}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_network_changes_the_games_and_its_file_must_be_given_again_to_resume() {
        use super::generate::{fingerprint, generate};
        use gobang_engine::ai::Rng;
        use gobang_engine::ai::network::{FloatNetwork, Network};
        let dir = std::env::temp_dir().join(format!("selfplay-net-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let mut rng = Rng::new(3);
        let float = FloatNetwork::random(|| rng.unit());
        let bytes = float.to_gvf(&[]);
        let network = (Network::quantize(&float).unwrap(), fingerprint(&bytes));
        let (plain, with_net) = (dir.join("plain.gsp"), dir.join("net.gsp"));
        generate(&tiny(&plain, 4, 2), 1e9).unwrap();
        let netted = super::generate::Settings {
            network: Some(network.clone()),
            ..tiny(&with_net, 4, 2)
        };
        generate(&netted, 1e9).unwrap();
        let (a, b) = (games_in(&plain), games_in(&with_net));
        // The same openings, other moves after them.
        assert!(a.iter().zip(&b).all(|(x, y)| x.moves[..5] == y.moves[..5]));
        assert_ne!(a, b);
        let side = std::fs::read_to_string(dir.join("net.gsp.options")).unwrap();
        assert!(side.ends_with(&format!(" net={}\n", network.1)), "{side}");
        let refused = generate(&tiny(&with_net, 5, 1), 1e9).unwrap_err();
        assert!(refused.contains("net="), "{refused}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_text_games_line_gives_its_scores_from_ply_4_for_the_side_to_move() {
        let dir = std::env::temp_dir().join(format!("selfplay-text-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("games.txt");
        std::fs::write(
            &path,
            "# a comment\nwhite rule=standard h13 l13 h15 k12 j11 k13 scores=1419,.\nblack j10 k10 j11 k11 j12 scores=999987\n",
        )
        .unwrap();
        let games = super::export::read_text_games(&path.to_string_lossy()).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(
            (games[0].rule, games[0].winner),
            (Rule::Standard, Some(Stone::White))
        );
        assert_eq!(
            games[0].scores,
            [NO_SCORE, NO_SCORE, NO_SCORE, NO_SCORE, 1419, NO_SCORE]
        );
        assert_eq!(
            games[1].scores,
            [NO_SCORE, NO_SCORE, NO_SCORE, NO_SCORE, 30_000]
        );
        std::fs::write(&path, "white h13 l13 scores=x\n").unwrap();
        let error = super::export::read_text_games(&path.to_string_lossy()).unwrap_err();
        assert!(
            error.ends_with("games.txt:1: scores: invalid digit found in string"),
            "{error}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
