//! A slow, plain reference for the tests: wins by continuous fours (VCF) found by brute
//! force on a `Board`, using nothing of the engine's search but `five_through`. The search
//! levels are checked against it. Also the small helpers every test file shares (each
//! uses a part of this module, hence the `dead_code` allowance).
#![allow(dead_code)]

use gobang_engine::{Board, Pos, Stone, five_through};

/// Reads a position: the diagram (`X` black, `O` white) and the side to move.
pub fn position(diagram: &str) -> Board {
    Board::from_diagram(diagram).unwrap_or_else(|e| panic!("bad diagram: {e}\n{diagram}"))
}

pub fn p(row: usize, col: usize) -> Pos {
    Pos::new(row, col).unwrap()
}

/// A 15x15 board with black and white stones at the given (row, column) points.
pub fn stones15(black: &[(usize, usize)], white: &[(usize, usize)]) -> Board {
    let mut board = Board::new(15).unwrap();
    for (points, side) in [(black, Stone::Black), (white, Stone::White)] {
        for &(r, c) in points {
            board.place(p(r, c), side);
        }
    }
    board
}

/// The empty points where `side` would make five.
pub fn five_points(board: &mut Board, side: Stone) -> Vec<Pos> {
    let points: Vec<Pos> = board.empty_points().collect();
    points
        .into_iter()
        .filter(|&pos| {
            board.place(pos, side);
            let five = five_through(board, pos).is_some();
            board.remove(pos);
            five
        })
        .collect()
}

/// Empty points within four points of a `side` stone along a line: the only places where
/// a `side` stone can make a four.
fn near_lines(board: &Board, side: Stone) -> Vec<Pos> {
    let size = board.size();
    board
        .empty_points()
        .filter(|&pos| {
            [(0, 1), (1, 0), (1, 1), (-1, 1)].iter().any(|&(dr, dc)| {
                (-4..=4)
                    .any(|k| pos.offset(dr, dc, k, size).and_then(|q| board.get(q)) == Some(side))
            })
        })
        .collect()
}

/// Whether `attacker`, to move, wins by continuous fours within `fours` fours.
pub fn has_vcf(board: &mut Board, attacker: Stone, fours: u32) -> bool {
    if !five_points(board, attacker).is_empty() {
        return true;
    }
    if fours == 0 {
        return false;
    }
    let defender = !attacker;
    let defender_fives = five_points(board, defender);
    let moves = match defender_fives.len() {
        0 => near_lines(board, attacker),
        1 => defender_fives,
        _ => return false,
    };
    for m in moves {
        board.place(m, attacker);
        let threats = five_points(board, attacker);
        let won = match threats.as_slice() {
            [] => false,
            [block] => {
                let block = *block;
                board.place(block, defender);
                let won =
                    five_through(board, block).is_none() && has_vcf(board, attacker, fours - 1);
                board.remove(block);
                won
            }
            _ => true,
        };
        board.remove(m);
        if won {
            return true;
        }
    }
    false
}

/// The fewest fours `attacker` (to move) needs to win, up to `max`.
pub fn shortest_vcf(board: &mut Board, attacker: Stone, max: u32) -> Option<u32> {
    (0..=max).find(|&n| has_vcf(board, attacker, n))
}

/// Whether `side`, to move, wins at once or by making an open four / double four.
pub fn wins_in_two(board: &mut Board, side: Stone) -> bool {
    if !five_points(board, side).is_empty() {
        return true;
    }
    if !five_points(board, !side).is_empty() {
        return false;
    }
    let points: Vec<Pos> = board.empty_points().collect();
    points.into_iter().any(|pos| {
        board.place(pos, side);
        let double = five_points(board, side).len() >= 2;
        board.remove(pos);
        double
    })
}

/// Whether, after `side` plays `pos`, the opponent (then to move) still has a forced win
/// by fours within `fours` fours or by an open four.
pub fn fails_to_defend(board: &mut Board, side: Stone, pos: Pos, fours: u32) -> bool {
    board.place(pos, side);
    let lost = wins_in_two(board, !side) || has_vcf(board, !side, fours);
    board.remove(pos);
    lost
}
