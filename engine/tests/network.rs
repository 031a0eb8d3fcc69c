//! The value network's inference: the multiset ranks the engine feeds it agree with the
//! definition (docs/learning.md, "Data"), the integer network agrees with the float one, the files
//! round-trip and their check vectors pass, and no bytes make the readers panic.

use gobang_engine::ai::network::{
    CheckVector, FloatNetwork, MULTISETS, Network, NetworkError, Sample, rank,
};
use gobang_engine::ai::pattern::{Pattern, patterns_at};
use gobang_engine::ai::{BENCHMARK_GAMES, Level, Limits, Rng, network_points, think};
use gobang_engine::{Board, Game, Pos, Rule, Stone};
use proptest::prelude::*;

const RULES: [Rule; 3] = [Rule::Freestyle, Rule::Standard, Rule::Renju];

/// How far the integer network's out may stray from the float one's: 0.02 plus 2% of it.
fn tolerance(out: f64) -> f64 {
    0.02 + 0.02 * out.abs()
}

/// A board of side `size` with up to `stones` stones of alternate colours dropped near its
/// centre (a five on it is allowed: the ranks are defined all the same).
fn random_board(rng: &mut Rng, size: usize, stones: usize) -> Board {
    let mut board = Board::new(size).unwrap();
    let centre = size / 2;
    let spread = (size / 3) as u64;
    let mut stone = Stone::Black;
    for _ in 0..stones {
        let row = centre + rng.below(2 * spread + 1) as usize - spread as usize;
        let col = centre + rng.below(2 * spread + 1) as usize - spread as usize;
        let pos = Pos::new(row, col).unwrap();
        if board.is_empty_at(pos) {
            board.place(pos, stone);
            stone = !stone;
        }
    }
    board
}

/// The rank of four patterns by the definition: their sorted tuple's place in the nested
/// enumeration.
fn rank_by_definition(patterns: [Pattern; 4]) -> u16 {
    let mut sorted = patterns.map(|p| p as usize);
    sorted.sort_unstable();
    let mut next = 0;
    for a in 0..11 {
        for b in a..11 {
            for c in b..11 {
                for d in c..11 {
                    if [a, b, c, d] == sorted {
                        return next;
                    }
                    next += 1;
                }
            }
        }
    }
    unreachable!("four patterns always sort into a tuple of the enumeration")
}

fn rule_code(rule: Rule) -> u8 {
    RULES.iter().position(|&r| r == rule).unwrap() as u8
}

/// A sample of `board` with `to_move` to play, as the data tools write it.
fn sample(board: &Board, rule: Rule, to_move: Stone, game: u32) -> Sample {
    Sample {
        game,
        rule: rule_code(rule),
        size: board.size() as u8,
        to_move: u8::from(to_move == Stone::White),
        result: 1,
        score: i16::MIN,
        ply: board.stone_count() as u16,
        points: network_points(board, rule),
    }
}

fn random_float(seed: u64) -> FloatNetwork {
    let mut rng = Rng::new(seed);
    FloatNetwork::random(|| rng.unit())
}

/// Check vectors for `float` on random positions of both sizes and every rule.
fn checks(float: &FloatNetwork, seed: u64, count: u32) -> Vec<CheckVector> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| {
            let size = if i % 2 == 0 { 15 } else { 19 };
            let rule = RULES[i as usize % 3];
            let stones = rng.below(70) as usize;
            let board = random_board(&mut rng, size, stones);
            let to_move = if i % 4 < 2 {
                Stone::Black
            } else {
                Stone::White
            };
            let sample = sample(&board, rule, to_move, i);
            let ranks: Vec<[u16; 2]> = sample.ranks().collect();
            let out = float.out(usize::from(sample.to_move), &ranks) as f32;
            CheckVector { sample, out }
        })
        .collect()
}

#[test]
fn the_engines_ranks_are_the_multisets_of_the_patterns_at_each_empty_point() {
    let mut rng = Rng::new(7);
    for round in 0..24 {
        let size = if round % 2 == 0 { 15 } else { 19 };
        let rule = RULES[round % 3];
        let stones = rng.below(90) as usize;
        let board = random_board(&mut rng, size, stones);
        let points = network_points(&board, rule);
        let mut expected = Vec::new();
        for pos in board.empty_points() {
            let [black, white] =
                [Stone::Black, Stone::White].map(|c| patterns_at(&board, rule, pos, c));
            let ranks = [black, white].map(rank_by_definition);
            assert_eq!(rank(black), ranks[0]);
            if ranks != [0, 0] {
                expected.push(((pos.row() * size + pos.col()) as u16, ranks));
            }
        }
        let found: Vec<_> = points
            .iter()
            .map(|p| (p.point, [p.black, p.white]))
            .collect();
        assert_eq!(found, expected, "round {round}, {rule:?} on {size}x{size}");
    }
}

#[test]
fn the_integer_network_stays_close_to_the_float_one() {
    let mut worst = 0.0f64;
    for seed in 1..=4 {
        let float = random_float(seed);
        let network = Network::quantize(&float).unwrap();
        for check in checks(&float, 100 + seed, 60) {
            let ranks: Vec<[u16; 2]> = check.sample.ranks().collect();
            let exact = float.out(usize::from(check.sample.to_move), &ranks);
            let integer = network.out_of(usize::from(check.sample.to_move), ranks);
            let error = (integer - exact).abs();
            assert!(error <= tolerance(exact), "{integer} against {exact}");
            worst = worst.max(error);
        }
    }
    // Well inside the tolerance (about 0.012 at the embeddings' 2^-9).
    assert!(worst < 0.015, "worst error {worst}");
}

#[test]
fn a_float_file_round_trips_and_its_check_vectors_pass_both_forward_passes() {
    let float = random_float(3);
    let checks = checks(&float, 11, 40);
    let bytes = float.to_gvf(&checks);
    let (read, read_checks) = FloatNetwork::from_gvf(&bytes).unwrap();
    assert_eq!(read, float);
    assert_eq!(read_checks, checks);
    let (network, _) = Network::load(&bytes).unwrap();
    for check in &read_checks {
        let ranks: Vec<[u16; 2]> = check.sample.ranks().collect();
        let to_move = usize::from(check.sample.to_move);
        let out = f64::from(check.out);
        assert!((read.out(to_move, &ranks) - out).abs() <= 1e-4);
        assert!((network.out_of(to_move, ranks) - out).abs() <= tolerance(out));
    }
}

/// The network the strongest level plays with, as the brain embeds it and the page's worker
/// fetches it (docs/learning.md, "The shipped network").
const SHIPPED: &[u8] = include_bytes!("../../assets/network.gvn");

#[test]
fn the_shipped_network_loads_and_agrees_with_its_trainer_on_every_check_vector() {
    let (network, checks) = Network::load(SHIPPED).unwrap();
    assert!(checks.len() >= 8, "{} check vectors", checks.len());
    for check in &checks {
        let out = f64::from(check.out);
        let to_move = usize::from(check.sample.to_move);
        let engine = network.out_of(to_move, check.sample.ranks());
        assert!(
            (engine - out).abs() <= tolerance(out),
            "game {}: the engine's {engine}, the trainer's {out}",
            check.sample.game
        );
    }
}

#[test]
fn an_integer_file_round_trips() {
    let float = random_float(5);
    let network = Network::quantize(&float).unwrap();
    let checks = checks(&float, 12, 5);
    let bytes = network.to_gvn(&checks);
    let (read, read_checks) = Network::load(&bytes).unwrap();
    assert_eq!(read, network);
    assert_eq!(read_checks, checks);
}

#[test]
fn malformed_files_say_what_is_wrong_and_where() {
    let float = random_float(9);
    let gvf = float.to_gvf(&checks(&float, 1, 2));
    let truncated = FloatNetwork::from_gvf(&gvf[..1000]).unwrap_err();
    assert_eq!(
        truncated,
        NetworkError::Truncated {
            what: "A".into(),
            offset: 1000
        }
    );
    assert!(truncated.to_string().contains("ends inside A"));
    assert!(matches!(
        Network::load(b"GBXX\x01\0\0\0"),
        Err(NetworkError::Magic { .. })
    ));
    let mut version = gvf.clone();
    version[4] = 2;
    assert_eq!(
        FloatNetwork::from_gvf(&version),
        Err(NetworkError::Version { found: 2 })
    );
    let mut shape = gvf.clone();
    shape[12] = 16;
    let error = FloatNetwork::from_gvf(&shape).unwrap_err().to_string();
    assert!(error.contains("D (embedding width) at byte 12"), "{error}");
    let mut nan = gvf.clone();
    nan[28..32].copy_from_slice(&f32::NAN.to_le_bytes());
    let error = FloatNetwork::from_gvf(&nan).unwrap_err().to_string();
    assert!(error.starts_with("A at byte 28"), "{error}");
    let mut trailing = gvf.clone();
    trailing.push(0);
    assert!(matches!(
        FloatNetwork::from_gvf(&trailing),
        Err(NetworkError::Trailing { .. })
    ));
    let mut rank = float.to_gvf(&checks(&float, 1, 1));
    let at = rank.len() - 4 - 2;
    rank[at..at + 2].copy_from_slice(&(MULTISETS as u16).to_le_bytes());
    let error = FloatNetwork::from_gvf(&rank).unwrap_err().to_string();
    assert!(error.contains("multiset rank 1001"), "{error}");
    let mut short = float.clone();
    short.w1.pop();
    let error = Network::quantize(&short).unwrap_err().to_string();
    assert_eq!(error, "W1 has 31 rows, not 32");
    // Weights whose sums could overflow are refused, not run.
    let mut huge = Network::quantize(&float).unwrap().to_gvn(&[]);
    huge[32..34].copy_from_slice(&i16::MAX.to_le_bytes());
    let error = Network::load(&huge).unwrap_err().to_string();
    assert!(error.contains("could overflow"), "{error}");
}

#[test]
fn a_search_given_a_network_evaluates_with_it_and_stays_deterministic() {
    let network = Network::quantize(&random_float(6)).unwrap();
    let mut game = Game::new();
    for text in BENCHMARK_GAMES[1].split_whitespace() {
        game.play(Pos::parse(text, 19).unwrap());
    }
    let search = |network| {
        let limits = Limits {
            nodes: Some(20_000),
            network,
            ..Limits::default()
        };
        let (board, to_move) = (game.board(), game.to_move());
        think(board, to_move, Rule::Freestyle, Level::STRONGEST, limits).unwrap()
    };
    let with = search(Some(&network));
    assert_eq!(search(Some(&network)), with);
    assert!(game.board().is_empty_at(with.best));
    // Another evaluation, another tree.
    assert_ne!(search(None).nodes, with.nodes);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Any bytes, and any damage to a good file, give a network or an error, never a panic.
    #[test]
    fn no_bytes_make_the_readers_panic(
        bytes in proptest::collection::vec(any::<u8>(), 0..600),
        cut in any::<usize>(),
        flips in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..8),
    ) {
        let _ = Network::load(&bytes);
        let _ = FloatNetwork::from_gvf(&bytes);
        for file in [good_gvf(), good_gvn()] {
            let mut damaged = file.clone();
            for &(at, value) in &flips {
                let len = damaged.len();
                damaged[at % len] = value;
            }
            let _ = Network::load(&damaged);
            let _ = Network::load(&damaged[..cut % (damaged.len() + 1)]);
        }
    }
}

fn good_gvf() -> &'static Vec<u8> {
    static FILE: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    FILE.get_or_init(|| {
        let float = random_float(2);
        float.to_gvf(&checks(&float, 2, 3))
    })
}

fn good_gvn() -> &'static Vec<u8> {
    static FILE: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    FILE.get_or_init(|| {
        let float = random_float(2);
        Network::quantize(&float)
            .unwrap()
            .to_gvn(&checks(&float, 2, 3))
    })
}
