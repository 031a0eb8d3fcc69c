//! Finds a sequence of moves with which a person beats the Classic level, for the
//! end-to-end test that plays a won game (`tests/fixtures/beats-classic.txt`).
//!
//! The Classic level is deterministic, so a line that wins once wins every time. The
//! search opens at the centre and tries, at each turn, the few points that the Classic scorer itself rates best
//! for the person, depth first, until one line ends in five.
//!
//! `cargo run -p gobang-engine --release --example beat_classic -- [me|computer]`

use gobang_engine::ai::{Level, choose_move, classic};
use gobang_engine::{Game, GameStatus, Pos, Stone};

const BRANCHING: usize = 3;
const MAX_PERSON_MOVES: usize = 16;

fn search(game: &mut Game, person: Stone, line: &mut Vec<Pos>, limit: usize) -> bool {
    if line.len() >= limit {
        return false;
    }
    let board = game.board();
    let centre = Pos::center(board.size());
    let mut options: Vec<(u32, Pos)> = board
        .empty_points()
        .filter(|&pos| board.stone_count() > 0 || pos == centre)
        .map(|pos| {
            let attack = classic::point_value(board, pos, person);
            let defence = classic::point_value(board, pos, !person);
            (attack * 2 + defence, pos)
        })
        .collect();
    options.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    for &(_, pos) in options.iter().take(BRANCHING) {
        line.push(pos);
        match game.play(pos) {
            GameStatus::Won { winner, .. } if winner == person => return true,
            GameStatus::Ongoing => {
                let reply = choose_move(game, Level::Classic).expect("a reply");
                if game.play(reply) == GameStatus::Ongoing && search(game, person, line, limit) {
                    return true;
                }
                game.undo();
            }
            _ => {}
        }
        game.undo();
        line.pop();
    }
    false
}

fn main() {
    let me_first = std::env::args().nth(1).as_deref() != Some("computer");
    let mut game = Game::new();
    let person = if me_first {
        Stone::Black
    } else {
        game.play(Pos::center(game.board().size()));
        Stone::White
    };
    let mut line = Vec::new();
    // Iterative deepening: the first line found is one of the shortest.
    if (1..=MAX_PERSON_MOVES).any(|limit| search(&mut game, person, &mut line, limit)) {
        let size = game.board().size();
        let text: Vec<String> = line.iter().map(|p| p.display(size).to_string()).collect();
        println!("{}", text.join(" "));
    } else {
        eprintln!("no win found within {MAX_PERSON_MOVES} moves");
        std::process::exit(1);
    }
}
