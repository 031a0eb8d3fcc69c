//! Plays two players against each other from balanced openings, each opening twice with the
//! colours swapped, and reports the score, the Elo difference (both with 95% intervals),
//! forfeits and move times. A player is a built-in level or an external Gomocup brain (any
//! program speaking the Piskvork protocol), so one tool measures self-play and sparring.
//!
//! ```sh
//! cargo run --release -p gobang-engine --example match -- hard classic --games 200
//! cargo run --release -p gobang-engine --example match -- hard 'brain:/path/to/pbrain-x --flag' --ms 1000
//! ```
//!
//! A player is a level name (`pbrain-gobang --list-levels` lists them; the aliases `medium`
//! and `hard` read too) or `brain:` followed by a command line (split at spaces). Options:
//!
//! - `--games N` (even; default 100), `--threads N` (games at once; default 2), `--seed N`
//!   (the openings, and with the game's number the chances of the levels that take them);
//! - `--ms N`, `--ms-a N`, `--ms-b N`: time per move in milliseconds (a brain is told it as
//!   `timeout_turn`); `--nodes-a N`, `--nodes-b N`: node budgets per move (a brain is told
//!   `max_node`, an extension that not every brain knows);
//! - `--tolerance N`: milliseconds a move may overrun its time before it loses the game
//!   (default 100); `--memory-mb N`: `max_memory` for brains (default 64);
//! - `--net-a FILE`, `--net-b FILE`: a level evaluates with this value network (a `.gvn`,
//!   or a `.gvf` quantized on load; see docs/learning.md) instead of its weights; its name
//!   gets `+net`. A level that plays with a network ([`Level::uses_network`]: the
//!   strongest) has the shipped one (`assets/network.gvn`) unless told otherwise;
//!   `--net-a none` plays it with its fitted weights, named `+weights`;
//! - `--size N` (default 19), `--rule freestyle|standard|renju`;
//! - `--sprt ELO0,ELO1`: stop as soon as a sequential probability ratio test decides
//!   between an Elo difference of ELO0 and one of ELO1 for A (5% errors each way);
//! - `--book FILE`: openings, one record a line (default: the rule's committed book,
//!   `engine/tuning/openings-RULE.txt` made by the `book` example, when the board is 19×19
//!   and it holds enough openings; else random three-stone openings the Advanced level judges
//!   balanced); the openings played are written to the match's folder as `openings.txt`;
//! - `--name NAME`, `--name-a NAME`, `--name-b NAME`: the match's and the players' names;
//! - `--out DIR`: where the match's folder goes (default `target/matches`);
//! - `--psq DIR`: also write each game as a Piskvork / Gomocup `.psq` file,
//!   `DIR/game-NNN.psq`, with the players' names and how it ended (Piskvork opens it).
//!
//! Every game is saved as a record (`game-NNN.txt`, the format the page's "paste moves"
//! reads), with `games.tsv` listing who had black, the result and why, and `summary.txt`.
//!
//! `match --replay FILE` reads a game file instead (a Gomocup `.psq`, SGF, RenjuNet `.rif`
//! or a record: see `docs/formats.md`) and prints each game as a record with its board,
//! rule, players and result, so that Gomocup's games can be replayed and analysed (the
//! `analyse` example takes the record).

#[path = "../shared/book.rs"]
mod book;
mod brain;
#[path = "../shared/network.rs"]
mod network;
#[path = "../shared/opening.rs"]
mod opening;
mod report;

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::exit;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use book::{default_book, read_book, record};
use brain::{Brain, BrainFault, BrainSetup};
use gobang_engine::ai::network::Network;
use gobang_engine::ai::{Level, Limits, Rng, think};
use gobang_engine::encoding;
use gobang_engine::formats::{self, Format, GameInfo};
use gobang_engine::{Board, Game, GameStatus, Pos, Rule, Stone};
use opening::opening;
use report::{Score, Sprt, Verdict, elo, elo_text, ms, percentile};

/// Who plays: a built-in level or an external brain.
#[derive(Clone, Debug)]
enum Engine {
    Level(Level),
    Brain(Vec<String>),
}

#[derive(Clone, Debug)]
struct Player {
    name: String,
    engine: Engine,
    nodes: Option<u64>,
    time: Option<Duration>,
    /// The value network a level evaluates with, if any.
    network: Option<Network>,
}

/// Why a game was lost other than by five in a row.
#[derive(Clone, Debug)]
enum Forfeit {
    /// The move came this long after the move began, beyond the time and tolerance.
    Time(Duration),
    /// The move was not legal here.
    Illegal(String),
    /// The brain failed.
    Fault(BrainFault),
}

impl std::fmt::Display for Forfeit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Forfeit::Time(t) => write!(f, "lost on time ({})", ms(*t)),
            Forfeit::Illegal(why) => write!(f, "illegal move: {why}"),
            Forfeit::Fault(fault) => fault.fmt(f),
        }
    }
}

/// How a game ended, for the side that had black and the side that had white.
enum Ending {
    Five(Stone),
    Draw,
    Forfeit(Stone, Forfeit),
}

struct Played {
    game: Game,
    ending: Ending,
    /// Per move: which side (0 black, 1 white), how long it took, nodes (built-in only).
    moves: Vec<(usize, Duration, u64)>,
}

/// One seat at the board for one game.
enum Seat<'p> {
    Level(&'p Player),
    Brain(&'p Player, Brain),
}

impl<'p> Seat<'p> {
    fn take(
        player: &'p Player,
        size: usize,
        rule: Rule,
        memory: u64,
    ) -> Result<Seat<'p>, BrainFault> {
        Ok(match &player.engine {
            Engine::Level(_) => Seat::Level(player),
            Engine::Brain(command) => {
                let setup = BrainSetup {
                    command: command.clone(),
                    turn: player.time,
                    nodes: player.nodes,
                    memory,
                };
                Seat::Brain(player, Brain::start(&setup, size, rule)?)
            }
        })
    }

    fn player(&self) -> &Player {
        match self {
            Seat::Level(p) | Seat::Brain(p, _) => p,
        }
    }

    /// The seat's move in `game`, how long it took and the nodes searched; a level draws
    /// its chances from `seed`.
    fn play(&mut self, game: &Game, seed: u64) -> Result<(Pos, Duration, u64), Forfeit> {
        let started = Instant::now();
        match self {
            Seat::Level(player) => {
                let Engine::Level(level) = player.engine else {
                    unreachable!("a level's seat")
                };
                // Stop a little early, as the page does, so that the move is in on time.
                let time = player
                    .time
                    .map(|t| t.mul_f64(0.95).saturating_sub(Duration::from_millis(5)));
                let stop = move || time.is_some_and(|t| started.elapsed() >= t);
                let spent =
                    move || time.map_or(0.0, |t| started.elapsed().as_secs_f64() / t.as_secs_f64());
                let mut limits = match (time, player.nodes) {
                    (Some(_), None) => level.with_clock(&stop, &spent, seed),
                    _ => Limits {
                        nodes: player.nodes,
                        stop: Some(&stop),
                        seed,
                        ..Limits::default()
                    },
                };
                limits.network = player.network.as_ref();
                let thought = think(game.board(), game.to_move(), game.rule(), level, limits)
                    .expect("a move on a board that is not full");
                Ok((thought.best, started.elapsed(), thought.nodes))
            }
            Seat::Brain(player, brain) => {
                let deadline = started + player.time.unwrap_or(Duration::from_secs(3600));
                let (pos, at) = brain.play(game, deadline).map_err(Forfeit::Fault)?;
                Ok((pos, at - started, 0))
            }
        }
    }

    fn leave(self) -> Vec<String> {
        match self {
            Seat::Level(_) => Vec::new(),
            Seat::Brain(_, brain) => {
                let said = brain.complaints().to_vec();
                brain.finish();
                said
            }
        }
    }
}

struct Setup {
    size: usize,
    rule: Rule,
    tolerance: Duration,
    memory: u64,
}

/// Plays one game from `opening`; the levels draw their chances from `seed`.
fn play_game(opening: &[Pos], setup: &Setup, black: &Player, white: &Player, seed: u64) -> Played {
    let mut game = Game::with_rule(setup.size, setup.rule).expect("a supported size");
    for &pos in opening {
        game.play(pos);
    }
    let mut moves = Vec::new();
    let mut seats = Vec::new();
    for (side, player) in [(Stone::Black, black), (Stone::White, white)] {
        match Seat::take(player, setup.size, setup.rule, setup.memory) {
            Ok(seat) => seats.push(seat),
            Err(fault) => {
                return Played {
                    game,
                    ending: Ending::Forfeit(side, Forfeit::Fault(fault)),
                    moves,
                };
            }
        }
    }
    let mut ending = Ending::Draw;
    while !game.is_over() {
        let side = game.to_move();
        let index = usize::from(side == Stone::White);
        let seat = &mut seats[index];
        let result = seat.play(&game, seed).and_then(|(pos, time, nodes)| {
            if let Some(limit) = seat.player().time
                && time > limit + setup.tolerance
            {
                return Err(Forfeit::Time(time));
            }
            game.try_play(pos)
                .map_err(|e| Forfeit::Illegal(format!("{}: {e}", pos.display(setup.size))))?;
            Ok((time, nodes))
        });
        match result {
            Ok((time, nodes)) => moves.push((index, time, nodes)),
            Err(forfeit) => {
                ending = Ending::Forfeit(side, forfeit);
                break;
            }
        }
    }
    if let GameStatus::Won { winner, .. } = game.status() {
        ending = Ending::Five(winner);
    }
    for (seat, side) in seats.into_iter().zip(Stone::ALL) {
        for line in seat.leave() {
            eprintln!("\n{side} said: {line}");
        }
    }
    Played {
        game,
        ending,
        moves,
    }
}

#[derive(Default)]
struct Tally {
    /// Per player (0: A, 1: B): wins, and wins with black.
    wins: [u32; 2],
    black_wins: [u32; 2],
    draws: u32,
    forfeits: [Vec<String>; 2],
    times: [Vec<Duration>; 2],
    nodes: [u64; 2],
    lengths: Vec<usize>,
    /// Per game: a line of `games.tsv`.
    rows: Vec<(usize, String)>,
}

struct Args {
    list: Vec<String>,
    usage: &'static str,
}

impl Args {
    fn fail(&self, message: &str) -> ! {
        eprintln!("{message}\n{}", self.usage);
        exit(2)
    }

    fn text(&self, name: &str) -> Option<&str> {
        let i = self.list.iter().position(|a| a == name)?;
        match self.list.get(i + 1) {
            Some(v) => Some(v),
            None => self.fail(&format!("{name} needs a value")),
        }
    }

    fn number(&self, name: &str) -> Option<u64> {
        self.text(name).map(|v| {
            v.parse()
                .unwrap_or_else(|_| self.fail(&format!("{name} needs a number, not `{v}`")))
        })
    }

    fn player(&self, spec: &str, which: &str) -> Player {
        let (engine, default_name) = if let Some(command) = spec.strip_prefix("brain:") {
            let words: Vec<String> = command.split_whitespace().map(str::to_owned).collect();
            let Some(program) = words.first() else {
                self.fail("brain: needs a command line")
            };
            let name = Path::new(program)
                .file_name()
                .map_or(program.clone(), |n| n.to_string_lossy().into_owned());
            (Engine::Brain(words), name)
        } else {
            match spec.parse::<Level>() {
                Ok(level) => (Engine::Level(level), level.name().to_owned()),
                Err(e) => self.fail(&format!("{e}, or brain:COMMAND")),
            }
        };
        let ms = self
            .number(&format!("--ms-{which}"))
            .or_else(|| self.number("--ms"));
        let file = self.text(&format!("--net-{which}"));
        if file.is_some() && matches!(engine, Engine::Brain(_)) {
            self.fail(&format!("--net-{which} is for a level, not a brain"));
        }
        let uses = matches!(engine, Engine::Level(level) if level.uses_network());
        let (network, default_name) = match file {
            None if uses => (Some(network::shipped()), default_name),
            None => (None, default_name),
            Some("none") if uses => (None, format!("{default_name}+weights")),
            Some("none") => (None, default_name),
            Some(file) => {
                let bytes = fs::read(file).unwrap_or_else(|e| self.fail(&format!("{file}: {e}")));
                match Network::load(&bytes) {
                    Ok((network, _)) => (Some(network), format!("{default_name}+net")),
                    Err(e) => self.fail(&format!("{file}: {e}")),
                }
            }
        };
        Player {
            name: self
                .text(&format!("--name-{which}"))
                .map_or(default_name, str::to_owned),
            engine,
            nodes: self.number(&format!("--nodes-{which}")),
            time: ms.map(Duration::from_millis),
            network,
        }
    }
}

fn main() {
    let args = Args {
        list: std::env::args().skip(1).collect(),
        usage: "usage: match A B [--games N] [--threads N] [--seed N] [--ms N] [--ms-a N] [--ms-b N] \
                [--nodes-a N] [--nodes-b N] [--net-a FILE|none] [--net-b FILE|none] [--tolerance MS] [--memory-mb N] [--size N] [--rule R] \
                [--sprt ELO0,ELO1] [--book FILE] [--name NAME] [--name-a NAME] [--name-b NAME] [--out DIR] \
                [--psq DIR]\n       match --replay FILE\n\
                A and B: a level (classic, medium, hard) or brain:COMMAND",
    };
    if let Some(file) = args.text("--replay") {
        exit(replay(Path::new(file)));
    }
    let (Some(a), Some(b)) = (args.list.first(), args.list.get(1)) else {
        args.fail("two players are needed")
    };
    let mut players = [args.player(a, "a"), args.player(b, "b")];
    if players[0].name == players[1].name {
        players[0].name.push_str("-a");
        players[1].name.push_str("-b");
    }
    let games = args.number("--games").unwrap_or(100).max(2) as usize / 2 * 2;
    let threads = args.number("--threads").unwrap_or(2).max(1) as usize;
    let size = args.number("--size").unwrap_or(19) as usize;
    let rule: Rule = args.text("--rule").map_or(Rule::Freestyle, |r| {
        r.parse().unwrap_or_else(|e| args.fail(&format!("{e}")))
    });
    if Board::new(size).is_err() {
        args.fail(&format!("unsupported size {size}"));
    }
    let setup = Setup {
        size,
        rule,
        tolerance: Duration::from_millis(args.number("--tolerance").unwrap_or(100)),
        memory: args.number("--memory-mb").unwrap_or(64) << 20,
    };
    let seed = args.number("--seed").unwrap_or(1);
    let sprt = args.text("--sprt").map(|text| {
        let parsed = text
            .split_once(',')
            .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)));
        match parsed {
            Some((elo0, elo1)) => Sprt { elo0, elo1 },
            None => args.fail(&format!("--sprt needs two Elo differences, not `{text}`")),
        }
    });
    let openings = choose_openings(&args, size, rule, games, seed);
    let folder = match_folder(&args, &players, rule, size, &openings[..games / 2]);
    let psq = args.text("--psq").map(PathBuf::from);
    if let Some(dir) = &psq
        && let Err(e) = fs::create_dir_all(dir)
    {
        args.fail(&format!("cannot make {}: {e}", dir.display()));
    }
    let started = Instant::now();
    let out = Output {
        folder: &folder,
        psq: psq.as_deref(),
    };
    let tally = play_all(
        &players, &openings, &setup, games, threads, seed, sprt, &out,
    );
    eprintln!();
    report(tally, &players, &setup, sprt, started.elapsed(), &folder);
}

/// The openings of the match: the `--book` file, else the committed book of the rule when
/// it has enough openings for the board, else random openings that the Advanced level
/// judges balanced.
fn choose_openings(args: &Args, size: usize, rule: Rule, games: usize, seed: u64) -> Vec<Vec<Pos>> {
    let committed = default_book(rule);
    let book = args.text("--book").map(PathBuf::from).or_else(|| {
        let enough =
            size == 19 && read_book(&committed, size, rule).is_ok_and(|b| b.len() >= games / 2);
        enough.then_some(committed)
    });
    match &book {
        Some(path) => {
            let book = read_book(path, size, rule).unwrap_or_else(|e| args.fail(&e));
            if book.len() < games / 2 {
                args.fail(&format!(
                    "the book has {} openings; {games} games need {}",
                    book.len(),
                    games / 2
                ));
            }
            eprintln!("openings from {}", path.display());
            book
        }
        None => {
            eprintln!("random openings that {} judges balanced", Level::Advanced);
            let mut rng = Rng::new(seed);
            (0..games / 2)
                .map(|_| opening(&mut rng, size, rule, Level::Advanced, None))
                .collect()
        }
    }
}

/// The match's folder (created), with the openings it plays written to `openings.txt`.
fn match_folder(
    args: &Args,
    players: &[Player; 2],
    rule: Rule,
    size: usize,
    openings: &[Vec<Pos>],
) -> PathBuf {
    let name = args.text("--name").map_or_else(
        || format!("{}-vs-{}-{rule}-{size}", players[0].name, players[1].name),
        str::to_owned,
    );
    let root = args.text("--out").map_or_else(
        || {
            let engine = Path::new(env!("CARGO_MANIFEST_DIR"));
            engine.parent().unwrap_or(engine).join("target/matches")
        },
        PathBuf::from,
    );
    let folder = root.join(&name);
    if let Err(e) = fs::create_dir_all(&folder) {
        args.fail(&format!("cannot create {}: {e}", folder.display()));
    }
    let book_text: String = openings
        .iter()
        .map(|o| {
            let mut g = Game::with_rule(size, rule).expect("a size");
            o.iter().for_each(|&p| {
                g.play(p);
            });
            record(&g) + "\n"
        })
        .collect();
    write_file(&folder.join("openings.txt"), &book_text);

    folder
}

/// Where games are saved: the match's folder, and the `--psq` folder if asked.
struct Output<'a> {
    folder: &'a Path,
    psq: Option<&'a Path>,
}

/// Prints each game of a game file as a record with its board, rule, players and result;
/// the exit code (0 read, 1 refused).
fn replay(file: &Path) -> i32 {
    let bytes = match fs::read(file) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("cannot read {}: {e}", file.display());
            return 1;
        }
    };
    let games = match formats::read_bytes(&bytes, encoding::default_decoder()) {
        Ok(games) => games,
        Err(e) => {
            eprintln!("{}: {e}", file.display());
            return 1;
        }
    };
    for (i, imported) in games.iter().enumerate() {
        let game = &imported.game;
        let info = &imported.info;
        let status = match game.status() {
            GameStatus::Won { winner, .. } => format!("{winner} won by five"),
            GameStatus::Draw => "draw, the board is full".to_owned(),
            GameStatus::Ongoing => "no five".to_owned(),
        };
        let size = game.board().size();
        println!(
            "game {}: {size}x{size}, {}, {} moves",
            i + 1,
            game.rule(),
            game.moves().len()
        );
        let name = |n: &str| {
            if n.is_empty() {
                "?".to_owned()
            } else {
                n.to_owned()
            }
        };
        println!("  black {}, white {}", name(&info.black), name(&info.white));
        if !info.event.is_empty() {
            println!("  event {}", info.event);
        }
        let said = if info.result.is_empty() {
            String::new()
        } else {
            format!(" (file: {})", info.result)
        };
        println!("  result: {status}{said}");
        println!("  record: {}", game.record());
    }
    0
}

/// The `.psq` of a played game: the players' names, and how it ended when not by five.
fn psq_of(played: &Played, black: &Player, white: &Player) -> String {
    let result = match &played.ending {
        Ending::Forfeit(_, Forfeit::Time(_)) => "time out",
        Ending::Forfeit(..) => "error",
        Ending::Five(_) | Ending::Draw => "",
    };
    let info = GameInfo {
        black: black.name.clone(),
        white: white.name.clone(),
        result: result.to_owned(),
        ..GameInfo::default()
    };
    formats::write(Format::Psq, &played.game, &info)
}

/// Plays the games on `threads` threads (until a sequential test decides, with `sprt`),
/// saving each game in `out` as it ends.
#[allow(clippy::too_many_arguments)]
fn play_all(
    players: &[Player; 2],
    openings: &[Vec<Pos>],
    setup: &Setup,
    games: usize,
    threads: usize,
    seed: u64,
    sprt: Option<Sprt>,
    out: &Output,
) -> Mutex<Tally> {
    let tally = Mutex::new(Tally::default());
    let next = Mutex::new(0usize);
    let decided = std::sync::atomic::AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = {
                        let mut n = next.lock().expect("lock");
                        *n += 1;
                        *n - 1
                    };
                    if i >= games || decided.load(std::sync::atomic::Ordering::Relaxed) {
                        break;
                    }
                    // Player A has black in even games: each opening is played both ways.
                    let a_black = i % 2 == 0;
                    let (black, white) = if a_black {
                        (&players[0], &players[1])
                    } else {
                        (&players[1], &players[0])
                    };
                    // Every game its own seed for the levels' chances, reproducible from
                    // the match's seed and the game's number.
                    let game_seed = (seed << 32) | i as u64;
                    let played = play_game(&openings[i / 2], setup, black, white, game_seed);
                    write_file(
                        &out.folder.join(format!("game-{:03}.txt", i + 1)),
                        &(record(&played.game) + "\n"),
                    );
                    if let Some(dir) = out.psq {
                        let file = dir.join(format!("game-{:03}.psq", i + 1));
                        write_file(&file, &psq_of(&played, black, white));
                    }
                    let mut t = tally.lock().expect("lock");
                    count(&mut t, i, a_black, &played, players);
                    let done = t.rows.len();
                    if let Some(test) = sprt
                        && test.verdict(t.wins[0], t.draws, t.wins[1]) != Verdict::Continue
                    {
                        decided.store(true, std::sync::atomic::Ordering::Relaxed);
                    }
                    eprint!(
                        "\r{done}/{games} games: {} {}, {} {}, draws {}   ",
                        players[0].name, t.wins[0], players[1].name, t.wins[1], t.draws
                    );
                }
            });
        }
    });
    tally
}

/// Writes `games.tsv` and `summary.txt` and prints the summary.
fn report(
    tally: Mutex<Tally>,
    players: &[Player; 2],
    setup: &Setup,
    sprt: Option<Sprt>,
    took: Duration,
    folder: &Path,
) {
    let mut t = tally.into_inner().expect("lock");
    t.rows.sort();
    let mut table = String::from("game\tblack\twhite\tresult\thow\tmoves\n");
    for (_, row) in &t.rows {
        table.push_str(row);
        table.push('\n');
    }
    write_file(&folder.join("games.tsv"), &table);
    let mut summary = summarize(&mut t, players, setup, took, folder);
    if let Some(test) = sprt {
        let verdict = match test.verdict(t.wins[0], t.draws, t.wins[1]) {
            Verdict::Accepted => "H1 accepted",
            Verdict::Rejected => "H0 accepted",
            Verdict::Continue => "undecided",
        };
        let _ = writeln!(
            summary,
            "  SPRT elo0 {}, elo1 {}: LLR {:.2} (bounds +-{:.2}): {verdict}",
            test.elo0,
            test.elo1,
            test.llr(t.wins[0], t.draws, t.wins[1]),
            (0.95f64 / 0.05).ln()
        );
    }
    print!("{summary}");
    write_file(&folder.join("summary.txt"), &summary);
}

fn count(t: &mut Tally, i: usize, a_black: bool, played: &Played, players: &[Player; 2]) {
    // Index of the player who had `side`.
    let who = |side: Stone| usize::from((side == Stone::Black) != a_black);
    let (result, how) = match &played.ending {
        Ending::Five(winner) => {
            t.wins[who(*winner)] += 1;
            if *winner == Stone::Black {
                t.black_wins[who(*winner)] += 1;
            }
            (
                format!("{} wins", players[who(*winner)].name),
                "five".to_owned(),
            )
        }
        Ending::Draw => {
            t.draws += 1;
            ("draw".to_owned(), "board full".to_owned())
        }
        Ending::Forfeit(loser, why) => {
            let winner = !*loser;
            t.wins[who(winner)] += 1;
            if winner == Stone::Black {
                t.black_wins[who(winner)] += 1;
            }
            let text = format!("{}: {why}", players[who(*loser)].name);
            t.forfeits[who(*loser)].push(format!("game {}: {why}", i + 1));
            (format!("{} wins", players[who(winner)].name), text)
        }
    };
    for &(side, time, nodes) in &played.moves {
        let player = usize::from((side == 0) != a_black);
        t.times[player].push(time);
        t.nodes[player] += nodes;
    }
    t.lengths.push(played.game.moves().len());
    let (black, white) = if a_black { (0, 1) } else { (1, 0) };
    t.rows.push((
        i,
        format!(
            "{}\t{}\t{}\t{result}\t{how}\t{}",
            i + 1,
            players[black].name,
            players[white].name,
            played.game.moves().len()
        ),
    ));
}

fn summarize(
    t: &mut Tally,
    players: &[Player; 2],
    setup: &Setup,
    took: Duration,
    folder: &Path,
) -> String {
    let [a, b] = [&players[0].name, &players[1].name];
    let budget = |p: &Player| match (p.time, p.nodes) {
        (Some(t), Some(n)) => format!("{} ms and {n} nodes a move", t.as_millis()),
        (Some(t), None) => format!("{} ms a move", t.as_millis()),
        (None, Some(n)) => format!("{n} nodes a move"),
        (None, None) => "its default budget".to_owned(),
    };
    let games = t.rows.len();
    let pairs = t
        .rows
        .iter()
        .map(|(i, _)| i / 2)
        .collect::<std::collections::HashSet<_>>();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{a} ({}) vs {b} ({}): {games} games ({} openings, colours swapped), {}x{}, {}, \
         tolerance {} ms, {:.0} s",
        budget(&players[0]),
        budget(&players[1]),
        pairs.len(),
        setup.size,
        setup.size,
        setup.rule,
        setup.tolerance.as_millis(),
        took.as_secs_f64()
    );
    let score = Score::of(t.wins[0], t.draws, t.wins[1]);
    let _ = writeln!(
        s,
        "  {a}: {} wins, {} losses, {} draws: score {:.1}% [95%: {:.1}%, {:.1}%], \
         Elo {} [{}, {}]",
        t.wins[0],
        t.wins[1],
        t.draws,
        100.0 * score.value,
        100.0 * score.low,
        100.0 * score.high,
        elo_text(elo(score.value)),
        elo_text(elo(score.low)),
        elo_text(elo(score.high)),
    );
    let _ = writeln!(
        s,
        "  wins with black: {a} {}, {b} {}",
        t.black_wins[0], t.black_wins[1]
    );
    t.lengths.sort_unstable();
    let _ = writeln!(
        s,
        "  game length (moves, opening included): median {}",
        t.lengths.get(t.lengths.len() / 2).copied().unwrap_or(0)
    );
    for (who, name) in [(0, a), (1, b)] {
        let forfeits = &t.forfeits[who];
        let _ = writeln!(s, "  {name} forfeits: {}", forfeits.len());
        for line in forfeits {
            let _ = writeln!(s, "    {line}");
        }
        let times = &mut t.times[who];
        times.sort_unstable();
        let nodes = match players[who].engine {
            Engine::Level(_) => format!(
                "; {:.0} nodes a move",
                t.nodes[who] as f64 / times.len().max(1) as f64
            ),
            Engine::Brain(_) => String::new(),
        };
        let _ = writeln!(
            s,
            "  {name} move time: median {}, p95 {}, max {} over {} moves{nodes}",
            ms(percentile(times, 0.5)),
            ms(percentile(times, 0.95)),
            ms(times.last().copied().unwrap_or_default()),
            times.len(),
        );
    }
    let _ = writeln!(s, "  records: {}", folder.display());
    s
}

fn write_file(path: &Path, text: &str) {
    if let Err(e) = fs::write(path, text) {
        eprintln!("cannot write {}: {e}", path.display());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(name: &str) -> Player {
        Player {
            name: name.to_owned(),
            engine: Engine::Level(Level::ALL[0]),
            nodes: None,
            time: None,
            network: None,
        }
    }

    #[test]
    fn a_played_game_writes_as_a_psq_that_reads_back_with_its_players() {
        let game = Game::from_record_with("h8 h9 i8", 15, Rule::Freestyle).unwrap();
        let lost_on_time = Played {
            game: game.clone(),
            ending: Ending::Forfeit(Stone::White, Forfeit::Time(Duration::from_secs(2))),
            moves: Vec::new(),
        };
        let text = psq_of(&lost_on_time, &player("hard"), &player("pbrain-x"));
        assert!(
            text.starts_with("Piskvorky 15x15, 0:0, 0\n8,8,0\n"),
            "{text}"
        );
        let back = formats::read(&text).unwrap();
        assert_eq!(back[0].game, game);
        assert_eq!(back[0].info.black, "hard");
        assert_eq!(back[0].info.white, "pbrain-x");
        assert_eq!(back[0].info.result, "time out");
    }
}
