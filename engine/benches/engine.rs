//! Speed of the engine's hot paths: the win check after a move and the Classic level's
//! choice of move. Run with `cargo bench -p gobang-engine`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gobang_engine::ai::{Level, choose_move};
use gobang_engine::{Game, Pos, five_through};

/// A middle-game position reached by the Classic level playing itself from a few fixed
/// openings, so that the benchmark needs no stored data.
fn middle_game(moves: usize) -> Game {
    let mut game = Game::new();
    for &(r, c) in &[(9, 9), (8, 10), (10, 8)] {
        game.play(Pos::new(r, c).expect("on the board"));
    }
    while game.moves().len() < moves {
        match choose_move(&game, Level::Classic) {
            Some(pos) if !game.is_over() => {
                game.play(pos);
            }
            _ => break,
        }
    }
    game
}

fn bench(c: &mut Criterion) {
    let game = middle_game(30);
    c.bench_function("classic: choose a move, 30 stones on the board", |b| {
        b.iter(|| choose_move(black_box(&game), Level::Classic))
    });
    let last = game.last_move().expect("moves were played");
    c.bench_function("win check through the last move", |b| {
        b.iter(|| five_through(black_box(game.board()), black_box(last)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
