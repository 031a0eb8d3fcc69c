//! Speed of the engine: the win check, the Classic level's move, and the search (nodes per
//! second, time to a fixed depth). Run with `cargo bench -p gobang-engine`.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use gobang_engine::ai::{BENCHMARK_GAMES, Level, Limits, choose_move, think};
use gobang_engine::{Game, Pos, Rule, five_through};

fn game_of(moves: &str) -> Game {
    let mut game = Game::new();
    for text in moves.split_whitespace() {
        game.play(Pos::parse(text, 19).expect("a point"));
    }
    game
}

fn rules_and_classic(c: &mut Criterion) {
    let game = game_of(BENCHMARK_GAMES[0]);
    c.bench_function("classic: choose a move", |b| {
        b.iter(|| choose_move(black_box(&game), Level::Classic))
    });
    let last = game.last_move().expect("moves were played");
    c.bench_function("win check through the last move", |b| {
        b.iter(|| five_through(black_box(game.board()), black_box(last)))
    });
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("hard search");
    group.sample_size(10);
    for depth in [4, 6] {
        for (i, moves) in BENCHMARK_GAMES.iter().enumerate() {
            let game = game_of(moves);
            let limits = Limits {
                nodes: Some(u64::MAX),
                depth: Some(depth),
                ..Limits::default()
            };
            let run = || {
                think(
                    game.board(),
                    game.to_move(),
                    Rule::Freestyle,
                    Level::STRONGEST,
                    limits,
                )
                .expect("a move")
            };
            // Throughput in nodes: criterion then reports nodes per second.
            group.throughput(Throughput::Elements(run().nodes));
            group.bench_function(format!("game {i} to depth {depth}"), |b| b.iter(run));
        }
    }
    group.finish();
}

criterion_group!(benches, rules_and_classic, search);
criterion_main!(benches);
