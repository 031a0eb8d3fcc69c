//! Puzzles from a played game: every position in which the side to move had a forced win
//! and played a move that did not keep it. What the page makes of a person's own games.

use crate::ai::solver::{Kind, Proof, Space, five_points, prove_move, solve};
use crate::game::Game;
use crate::stone::Stone;

use super::Puzzle;

/// The search [`mine`] gives each position (and each move that might keep a win): enough
/// for the wins of a played game, about 0.1 s a position in a browser's worker.
pub const MINE_NODES: u64 = 40_000;

/// The most puzzles [`mine`] takes from one game.
const MOST: usize = 6;

/// The wins missed in `game` (by either side), as puzzles, in the order they arose: the
/// position before the move that let the win go, its shortest win (by fours where there
/// is one, otherwise by threes and fours) and a rating from the win's shape
/// ([`estimate`]). A move counts as letting the win go only when the solver disproves it
/// (after it the defender has a reply that leaves no win by threats); a move it proves
/// still wins, or cannot tell about, is no miss. Positions in which either side had a
/// four on the board (a five to make or to stop) are left out; a win missed again at the
/// side's next turn counts once.
/// Each puzzle's ID is `m` and a hash of its position, the same for the same position.
pub fn mine(game: &Game) -> Vec<Puzzle> {
    let size = game.board().size();
    let mut replay = match Game::with_rule(size, game.rule()) {
        Ok(replay) => replay,
        Err(_) => return Vec::new(),
    };
    if !game.setup().is_empty() {
        // A game from an edited position has no record of alternating moves to be a puzzle.
        return Vec::new();
    }
    let mut found = Vec::new();
    // Whether each side (black, white) let a win go at its last turn.
    let mut missing = [false, false];
    for &played in game.moves() {
        let side = usize::from(replay.to_move() == Stone::White);
        let puzzle = missed(&replay, played);
        let again = std::mem::replace(&mut missing[side], puzzle.is_some());
        if let Some(puzzle) = puzzle.filter(|_| !again && found.len() < MOST) {
            found.push(puzzle);
        }
        if replay.try_play(played).is_err() {
            break;
        }
    }
    found
}

/// The puzzle of `game`'s position when its side to move has a win and `played` lets it go.
fn missed(game: &Game, played: crate::Pos) -> Option<Puzzle> {
    let me = game.to_move();
    if !five_points(game, me).is_empty() || !five_points(game, !me).is_empty() {
        return None;
    }
    let (kind, solution) = [Kind::Vcf, Kind::Vct]
        .into_iter()
        .find_map(|kind| Some((kind, solve(game, kind, MINE_NODES)?)))?;
    if solution.first() == Some(&played) {
        return None;
    }
    match prove_move(game, played, Space::Quiet, MINE_NODES) {
        Ok(Proof::Disproved) => {}
        _ => return None,
    }
    let candidates = candidate_count(game);
    let puzzle = Puzzle {
        id: String::new(),
        rule: game.rule(),
        size: game.board().size(),
        kind,
        rating: estimate(kind, solution.len().div_ceil(2), candidates, false),
        position: game.moves().to_vec(),
        solution,
    };
    Some(Puzzle {
        id: format!("m{:08x}", id_hash(&puzzle)),
        ..puzzle
    })
}

/// The attacker's fours and threes: the moves a forced win can start with.
pub(crate) fn candidate_count(game: &Game) -> usize {
    crate::ai::solver::threat_moves(game).len()
}

/// The rating [`estimate`] starts from: the shortest win by fours with nothing else to
/// choose. It anchors the puzzles' scale to a person's puzzle rating, which starts at
/// 1500 ± 350 (Glicko-2): the shipped set's easiest wins by fours, the first puzzles a
/// newcomer is given, come out at 1386 (this, plus 36 for three fours and threes to choose
/// from, less the generator's 200 for a first move that all four levels find), where a
/// newcomer's expected score against a puzzle (deviation 100) is 0.65: the first puzzles
/// are solved more often than not.
pub const RATING_BASE: i32 = 1550;

/// A puzzle's rating from the shape of its win alone, from [`RATING_BASE`]: longer wins,
/// more tempting moves to choose from and wins by threes are harder; a first move that is
/// a three rather than a four (quiet, for a puzzle by threes) harder still. The generator
/// corrects it by how the levels do on the puzzle.
pub fn estimate(kind: Kind, attacker_moves: usize, candidates: usize, quiet: bool) -> i32 {
    let length = attacker_moves.saturating_sub(2).min(12) as i32;
    let choice = candidates.min(30) as i32;
    let kind = match kind {
        Kind::Vcf => 0,
        Kind::Vct => 250,
    };
    RATING_BASE + 110 * length + 12 * choice + kind + if quiet { 150 } else { 0 }
}

/// FNV-1a over the puzzle's rule, size and position: an ID that the same position always
/// gets.
fn id_hash(puzzle: &Puzzle) -> u32 {
    let text = format!("{} {} {:?}", puzzle.rule, puzzle.size, puzzle.position);
    let mut hash: u32 = 0x811c_9dc5;
    for byte in text.bytes() {
        hash ^= u32::from(byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    hash
}
