//! `selfplay generate`: the strongest level plays itself at a node budget from balanced
//! random openings, across board sizes and rules, and appends each game with its search
//! scores to a `.gsp` file. A game's moves depend only on the seed and its index, so a run
//! resumes where it stopped (the missing indices are played, a cut-short last record is
//! cut away) and gives the same games on any number of threads.

use std::collections::HashSet;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::sync::Mutex;
use std::time::Instant;

use gobang_engine::ai::network::Network;
use gobang_engine::ai::{Level, Limits, Reason, Rng, Thought, think};
use gobang_engine::{Board, Game, GameStatus, Pos, Rule};

use crate::files::{GameRecord, Move, NO_SCORE, SCORE_LIMIT, file_score, gsp_header, read_gsp};
use crate::opening::opening;

/// One kind of game in the mix: its share, board size and rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// Its weight among the mix's (any positive numbers; percentages read well).
    pub share: u32,
    /// The board's size.
    pub size: usize,
    /// The rule.
    pub rule: Rule,
}

/// The default mix: 19×19 freestyle 40%, standard 20%, renju 20%; 15×15 freestyle 10%,
/// renju 10%.
pub const DEFAULT_MIX: &str =
    "19:freestyle:40,19:standard:20,19:renju:20,15:freestyle:10,15:renju:10";

/// The mix written as `SIZE:RULE:SHARE,...`.
///
/// # Errors
/// A part that is not three fields, a size outside 9..=20, an unknown rule or a zero share.
pub fn parse_mix(text: &str) -> Result<Vec<Variant>, String> {
    text.split(',')
        .map(|part| {
            let fields: Vec<&str> = part.split(':').collect();
            let [size, rule, share] = fields[..] else {
                return Err(format!("mix part `{part}`: SIZE:RULE:SHARE"));
            };
            let size: usize = size
                .parse()
                .ok()
                .filter(|s| (9..=20).contains(s))
                .ok_or_else(|| format!("mix part `{part}`: a size from 9 to 20"))?;
            let rule: Rule = rule
                .parse()
                .map_err(|e| format!("mix part `{part}`: {e}"))?;
            let share: u32 = share
                .parse()
                .ok()
                .filter(|&s| s > 0)
                .ok_or_else(|| format!("mix part `{part}`: a positive share"))?;
            Ok(Variant { share, size, rule })
        })
        .collect()
}

/// What a `generate` run plays.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The `.gsp` file, created or resumed.
    pub out: String,
    /// The games wanted in the file in all: indices `0..games`.
    pub games: u32,
    /// Games played at once.
    pub threads: usize,
    /// The search's node budget a move.
    pub nodes: u64,
    /// The seed of the openings and mix.
    pub seed: u64,
    /// Random moves near the stones after the balanced three-stone opening.
    pub random: usize,
    /// The kinds of games and their shares.
    pub mix: Vec<Variant>,
    /// The value network the level evaluates with (the next generation's data), with the
    /// fingerprint of its file that the side file keeps; `None`: the fitted weights.
    pub network: Option<(Network, String)>,
}

/// A weights file's fingerprint: the FNV-1a 64 hash of its bytes, in hex.
pub fn fingerprint(bytes: &[u8]) -> String {
    let hash = bytes.iter().fold(0xCBF2_9CE4_8422_2325_u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
    });
    format!("{hash:016x}")
}

/// The seed of game `index` of a run seeded `seed`.
fn game_seed(seed: u64, index: u32) -> u64 {
    Rng::new(seed ^ u64::from(index).wrapping_mul(0xA076_1D64_78BD_642F)).next_u64()
}

/// The score a move is written with: the search's ([`file_score`]), a found win as
/// [`SCORE_LIMIT`], and [`NO_SCORE`] where nothing was searched (a forced block, the first
/// stone).
pub fn move_score(thought: &Thought) -> i16 {
    match thought.reason {
        Reason::Searched => file_score(thought.score),
        Reason::Winning => SCORE_LIMIT,
        Reason::Forced if thought.score.abs() > gobang_engine::ai::WIN - 1000 => {
            file_score(thought.score)
        }
        Reason::Forced | Reason::Opening => NO_SCORE,
    }
}

/// An empty point within two of a stone, at random (`None` on an empty or full board).
fn near_stones(board: &Board, rng: &mut Rng) -> Option<Pos> {
    let size = board.size();
    let near: Vec<Pos> = board
        .empty_points()
        .filter(|pos| {
            (-2..=2).any(|dr| {
                (-2..=2).any(|dc| {
                    pos.offset(dr, dc, 1, size)
                        .is_some_and(|p| board.get(p).is_some())
                })
            })
        })
        .collect();
    (!near.is_empty()).then(|| near[rng.below(near.len() as u64) as usize])
}

/// The variant of game `index` and the generator its opening draws from after it.
fn variant_of(settings: &Settings, index: u32) -> (Variant, Rng) {
    let mut rng = Rng::new(game_seed(settings.seed, index));
    let total: u32 = settings.mix.iter().map(|v| v.share).sum();
    let mut pick = rng.below(u64::from(total)) as u32;
    let variant = *settings
        .mix
        .iter()
        .find(|v| {
            let found = pick < v.share;
            pick = pick.saturating_sub(v.share);
            found
        })
        .unwrap_or(&settings.mix[0]);
    (variant, rng)
}

/// Plays game `index`: its variant and opening from the seed, then the strongest level at
/// `settings.nodes` a move until the game ends.
pub fn play_game(settings: &Settings, index: u32) -> GameRecord {
    let seed = game_seed(settings.seed, index);
    let (variant, mut rng) = variant_of(settings, index);
    let (size, rule) = (variant.size, variant.rule);
    let mut game = Game::with_rule(size, rule).expect("a size from 9 to 20");
    let mut moves = Vec::new();
    let stones = opening(&mut rng, size, rule, Level::Advanced, Some(settings.nodes));
    for pos in stones {
        game.play(pos);
        moves.push(Move {
            point: (pos.row() * size + pos.col()) as u16,
            score: NO_SCORE,
        });
    }
    for _ in 0..settings.random {
        // A random point may be forbidden to black under renju: a few tries.
        for _ in 0..20 {
            if let Some(pos) = near_stones(game.board(), &mut rng)
                && game.try_play(pos).is_ok()
            {
                moves.push(Move {
                    point: (pos.row() * size + pos.col()) as u16,
                    score: NO_SCORE,
                });
                break;
            }
        }
    }
    let opening_plies = moves.len() as u8;
    while !game.is_over() {
        let limits = Limits {
            nodes: Some(settings.nodes),
            seed,
            network: settings.network.as_ref().map(|(network, _)| network),
            ..Limits::default()
        };
        let Some(thought) = think(game.board(), game.to_move(), rule, Level::STRONGEST, limits)
        else {
            break;
        };
        game.play(thought.best);
        moves.push(Move {
            point: (thought.best.row() * size + thought.best.col()) as u16,
            score: move_score(&thought),
        });
    }
    let winner = match game.status() {
        GameStatus::Won { winner, .. } => Some(winner),
        _ => None,
    };
    GameRecord {
        index,
        size: size as u8,
        rule,
        winner,
        opening: opening_plies,
        moves,
    }
}

/// What a run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Generated {
    /// Games the file held before.
    pub before: usize,
    /// Games played now.
    pub played: usize,
    /// Their moves.
    pub moves: usize,
}

/// Opens `settings.out` for appending: created with its header, or its whole records kept
/// and a cut-short last one cut away; returns the file and the games it holds, each with
/// its byte offset.
///
/// # Errors
/// The file cannot be read, written or is malformed.
pub fn open_for_appending(out: &str) -> Result<(File, Vec<(u64, GameRecord)>), String> {
    if let Some(dir) = std::path::Path::new(out).parent() {
        fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let existing = match fs::read(out) {
        Ok(bytes) if !bytes.is_empty() => Some(bytes),
        Ok(_) => None,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("{out}: {e}")),
    };
    let error = |e: std::io::Error| format!("{out}: {e}");
    let Some(bytes) = existing else {
        let mut file = File::create(out).map_err(error)?;
        file.write_all(&gsp_header()).map_err(error)?;
        return Ok((file, Vec::new()));
    };
    let contents = read_gsp(&bytes, out).map_err(|e| e.to_string())?;
    let file = OpenOptions::new().append(true).open(out).map_err(error)?;
    if contents.truncated {
        eprintln!(
            "{out}: a cut-short last record cut away ({} bytes)",
            bytes.len() as u64 - contents.whole_len
        );
        file.set_len(contents.whole_len).map_err(error)?;
    }
    Ok((file, contents.games))
}

/// Checks that the games of a resumed file have the board and rule that `settings` draw
/// for their indices, so that a resume with another seed or mix is refused.
///
/// # Errors
/// The first game that does not match, named by its byte offset.
fn check_resumed(settings: &Settings, games: &[(u64, GameRecord)]) -> Result<(), String> {
    for (offset, game) in games {
        let (variant, _) = variant_of(settings, game.index);
        if (usize::from(game.size), game.rule) != (variant.size, variant.rule) {
            return Err(format!(
                "{}: byte {offset}: game {} is {}×{} {} where these options draw {}×{} {}: resume with the options that wrote the file",
                settings.out,
                game.index,
                game.size,
                game.size,
                game.rule,
                variant.size,
                variant.size,
                variant.rule
            ));
        }
    }
    Ok(())
}

/// Plays the games of `0..settings.games` that `settings.out` lacks, on `settings.threads`
/// threads, appending each as it ends; progress goes to the standard error every
/// `report_every` seconds.
///
/// # Errors
/// The file cannot be read, written or is malformed.
pub fn generate(settings: &Settings, report_every: f64) -> Result<Generated, String> {
    let first_options = check_options(settings)?;
    let (file, games) = open_for_appending(&settings.out)?;
    check_resumed(settings, &games)?;
    if first_options {
        let path = format!("{}.options", settings.out);
        fs::write(&path, options_line(settings)).map_err(|e| format!("{path}: {e}"))?;
    }
    let held: HashSet<u32> = games.iter().map(|(_, g)| g.index).collect();
    drop(games);
    let missing: Vec<u32> = (0..settings.games).filter(|i| !held.contains(i)).collect();
    let before = held.len();
    let todo = missing.len();
    eprintln!(
        "{}: {before} games there, {todo} to play ({} nodes a move, seed {}, {} threads)",
        settings.out, settings.nodes, settings.seed, settings.threads
    );
    let queue = Mutex::new(missing.into_iter());
    let state = Mutex::new((
        file,
        Generated {
            before,
            ..Generated::default()
        },
        None::<String>,
    ));
    let start = Instant::now();
    let last_report = Mutex::new(0.0f64);
    std::thread::scope(|scope| {
        for _ in 0..settings.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let next = queue.lock().expect("lock").next();
                    let Some(index) = next else { break };
                    let record = play_game(settings, index);
                    let mut bytes = Vec::new();
                    record
                        .write_to(&mut bytes)
                        .expect("a game of at most 400 moves");
                    let mut state = state.lock().expect("lock");
                    if state.2.is_some() {
                        break;
                    }
                    if let Err(e) = state.0.write_all(&bytes) {
                        state.2 = Some(format!("{}: {e}", settings.out));
                        break;
                    }
                    state.1.played += 1;
                    state.1.moves += record.moves.len();
                    let seconds = start.elapsed().as_secs_f64();
                    let mut last = last_report.lock().expect("lock");
                    if seconds - *last >= report_every || state.1.played == todo {
                        *last = seconds;
                        eprintln!("{}", progress(&state.1, todo, seconds));
                    }
                }
            });
        }
    });
    let (_, done, failed) = state.into_inner().expect("lock");
    match failed {
        Some(e) => Err(e),
        None => Ok(done),
    }
}

/// The options that decide a file's games, as its side file `FILE.options` holds them.
pub fn options_line(settings: &Settings) -> String {
    let mix: Vec<String> = settings
        .mix
        .iter()
        .map(|v| format!("{}:{}:{}", v.size, v.rule, v.share))
        .collect();
    let net = match &settings.network {
        Some((_, fingerprint)) => format!(" net={fingerprint}"),
        None => String::new(),
    };
    format!(
        "nodes={} seed={} random={} mix={}{net}\n",
        settings.nodes,
        settings.seed,
        settings.random,
        mix.join(",")
    )
}

/// Checks the options against the side file `OUT.options` that the run which began the
/// file wrote (a `.gsp` holds no options); returns whether there is none yet.
///
/// # Errors
/// The side file cannot be read, or names other options.
fn check_options(settings: &Settings) -> Result<bool, String> {
    let path = format!("{}.options", settings.out);
    let wanted = options_line(settings);
    match fs::read_to_string(&path) {
        Ok(held) if held == wanted => Ok(false),
        Ok(held) => Err(format!(
            "{path}: the file's games were played with `{}`, not `{}`: resume with those options",
            held.trim(),
            wanted.trim()
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(true),
        Err(e) => Err(format!("{path}: {e}")),
    }
}

/// A progress line: games and moves so far, the rates, the time left.
pub fn progress(done: &Generated, todo: usize, seconds: f64) -> String {
    let minutes = (seconds / 60.0).max(1e-9);
    let per_minute = done.played as f64 / minutes;
    let left = (todo - done.played) as f64 / per_minute.max(1e-9);
    format!(
        "{}/{todo} games, {} positions, {per_minute:.1} games/min, {:.0} positions/min, {:.1} moves a game, {:.1} min, about {left:.0} min left",
        done.played,
        done.moves,
        done.moves as f64 / minutes,
        done.moves as f64 / done.played.max(1) as f64,
        seconds / 60.0,
    )
}
