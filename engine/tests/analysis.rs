//! The analysis and the review's marks, on positions whose answer the plain brute-force
//! reference of tests/common can check: a win by fours that the mover had and did not
//! play (a missed win), a move that lets the opponent win by fours (a blunder), and games
//! whose every move is the engine's own (nothing to mark). The positions come from games
//! between the Classic and Medium (now Advanced) levels on 15x15, found by scanning with
//! the reference.

mod common;

use common::*;
use gobang_engine::ai::analysis::{
    Analysis, MISTAKE_DROP, Mark, MoveReview, PROOF_NODES, Review, analyse,
};
use gobang_engine::ai::solver::{Proof, Space, prove};
use gobang_engine::{Board, Game, Pos, Rule, Stone, five_through};

/// Nodes a position: less than the page's, so that the tests stay quick.
const NODES: u64 = 40_000;

/// White to move, with a win by two fours (and nothing quicker); black has no win by
/// fours.
const WHITE_WINS_BY_FOURS: &str = "f9 i9 f8 i8 i10 j9 h9 k10 l11 j11 h7 l9 i12 m8 n7 j8 j10 k9 m9";

/// Black to move; white threatens a win by two fours, black has none.
const WHITE_THREATENS_FOURS: &str =
    "h7 j6 j7 k7 l8 i6 k6 i8 i7 j8 g7 f7 i9 h8 g8 g6 h6 i5 h4 h5 i4 g4 e8 f5 g5 h3 e6 e3";

fn game(record: &str) -> Game {
    Game::from_record(record, 15).expect("a legal record")
}

/// `game`'s position as an edited one: a game with no moves, so that a review of one
/// more move analyses just that move.
fn as_position(game: &Game) -> Game {
    Game::from_position(game.board().clone(), game.to_move(), Rule::Freestyle)
        .expect("a position reached in play")
}

/// The corner farthest from every stone: a move that defends nothing and threatens
/// nothing.
fn far_point(board: &Board) -> Pos {
    let size = board.size();
    let corners = [(0, 0), (0, size - 1), (size - 1, 0), (size - 1, size - 1)];
    let distance = |(r, c): (usize, usize)| {
        board
            .points()
            .filter(|&q| board.get(q).is_some())
            .map(|q| q.row().abs_diff(r).max(q.col().abs_diff(c)))
            .min()
            .unwrap_or(size)
    };
    let (r, c) = corners.into_iter().max_by_key(|&c| distance(c)).unwrap();
    p(r, c)
}

/// The only review of the one move `played` from `position`.
fn review_one(position: &Game, played: Pos) -> MoveReview {
    let mut game = position.clone();
    game.play(played);
    let reviews: Vec<MoveReview> = Review::new(&game, NODES).collect();
    assert_eq!(reviews.len(), 1);
    reviews.into_iter().next().unwrap()
}

/// Checks that `line`, played from `board` with `attacker` first, is a win by fours:
/// every attacking move but the last makes a four (or two), every defence blocks one of
/// them, and the last move makes five.
fn assert_win_by_fours(board: &Board, attacker: Stone, line: &[Pos]) {
    let mut board = board.clone();
    assert!(
        line.len() % 2 == 1,
        "a win by fours ends with the attacker's five: {line:?}"
    );
    for (i, pair) in line.chunks(2).enumerate() {
        board.place(pair[0], attacker);
        if i == line.len() / 2 {
            assert!(
                five_through(&board, pair[0]).is_some(),
                "the last move makes five"
            );
            return;
        }
        let fives = five_points(&mut board, attacker);
        assert!(
            !fives.is_empty(),
            "move {} of {line:?} makes a four",
            2 * i + 1
        );
        assert!(fives.contains(&pair[1]), "the defender blocks the four");
        board.place(pair[1], !attacker);
        assert!(five_through(&board, pair[1]).is_none());
    }
}

#[test]
fn a_forced_win_by_fours_is_found_with_its_length() {
    let game = game(WHITE_WINS_BY_FOURS);
    let mut board = game.board().clone();
    let fours = shortest_vcf(&mut board, Stone::White, 4).expect("white wins by fours");
    assert!(!wins_in_two(&mut board, Stone::White));
    let analysis = analyse(&game, NODES);
    let win = analysis.win.expect("a forced win");
    assert_eq!(win.winner, Stone::White);
    assert_eq!(win.moves, Some(fours + 1), "{fours} fours and the five");
    assert_eq!(analysis.black_chance, 0.0);
    assert_win_by_fours(game.board(), Stone::White, &analysis.line);
}

#[test]
fn a_win_by_fours_not_played_is_a_missed_win() {
    let position = as_position(&game(WHITE_WINS_BY_FOURS));
    let far = far_point(position.board());
    let review = review_one(&position, far);
    assert_eq!(review.mark, Some(Mark::MissedWin));
    assert_eq!(review.mover, Stone::White);
    // The better move starts the winning line, which is a real win by fours.
    assert_eq!(review.better, review.line.first().copied());
    assert_win_by_fours(position.board(), Stone::White, &review.line);
    // And the win was really missed: black, to move after the far stone, has a defence.
    let mut after = position.board().clone();
    after.place(far, Stone::White);
    let defence = review.after.best().expect("a move for black");
    assert!(!fails_to_defend(&mut after, Stone::Black, defence, 4));
    assert!(review.before < 0.01 && review.black_chance() > 0.0);
}

#[test]
fn a_move_that_lets_the_opponent_win_by_fours_is_a_blunder() {
    let game = game(WHITE_THREATENS_FOURS);
    let mut board = game.board().clone();
    assert!(
        shortest_vcf(&mut board, Stone::White, 3).is_some(),
        "white threatens"
    );
    assert_eq!(
        shortest_vcf(&mut board, Stone::Black, 4),
        None,
        "black has no win"
    );
    let position = as_position(&game);
    // The engine's own move holds (the reference says so), so there was a defence.
    let engine: Analysis = analyse(&position, NODES);
    let best = engine.best().expect("a move");
    assert!(!fails_to_defend(&mut board, Stone::Black, best, 4));

    let far = far_point(position.board());
    assert!(fails_to_defend(&mut board, Stone::Black, far, 4));
    let review = review_one(&position, far);
    assert_eq!(review.mark, Some(Mark::Blunder));
    assert_eq!(review.better, Some(best));
    assert!(review.after.wins(Stone::White));
    let mut after = position.board().clone();
    after.place(far, Stone::Black);
    assert_win_by_fours(&after, Stone::White, &review.line);
    // The engine's move is no blunder.
    assert_eq!(review_one(&position, best).mark, None);
}

/// Plays the analysis against itself for `plies` moves from `record`.
fn self_play(record: &str, plies: usize) -> Game {
    let mut game = game(record);
    for _ in 0..plies {
        match analyse(&game, NODES).best() {
            Some(best) if !game.is_over() => {
                game.play(best);
            }
            _ => break,
        }
    }
    game
}

#[test]
fn the_engines_own_moves_are_never_marked_and_reviews_repeat() {
    let game = self_play("h8 i9 h9", 14);
    let reviews: Vec<MoveReview> = Review::new(&game, NODES).collect();
    assert_eq!(reviews.len(), game.moves().len());
    // The opening stones were not the engine's; every move after them was.
    for review in &reviews[3..] {
        assert_eq!(review.mark, None, "move {}", review.ply);
    }
    for (review, (i, &played)) in reviews.iter().zip(game.moves().iter().enumerate()) {
        assert_eq!((review.ply, review.played), (i + 1, played));
        assert!((0.0..=1.0).contains(&review.black_chance()));
    }
    // The chance before a move is the chance after the one before it.
    for pair in reviews.windows(2) {
        assert_eq!(pair[1].before, pair[0].black_chance());
    }
    assert_eq!(Review::new(&game, NODES).collect::<Vec<_>>(), reviews);
}

#[test]
fn mistakes_are_falls_in_chance_against_the_engines_move() {
    // Advanced as black against the analysis as white: the review must find its
    // weaker moves, and every mistake it marks must meet the definition.
    let mut game = game("h8 i9");
    while !game.is_over() && game.moves().len() < 40 {
        let pos = if game.to_move() == Stone::Black {
            gobang_engine::ai::choose_move(&game, gobang_engine::ai::Level::Advanced)
        } else {
            analyse(&game, NODES).best()
        };
        game.play(pos.expect("a move"));
    }
    let reviews: Vec<MoveReview> = Review::new(&game, NODES).collect();
    // Marked, or unsure of a mark where the solver cannot tell.
    let marked: Vec<&MoveReview> = reviews
        .iter()
        .filter(|r| r.mark.is_some() || r.unsure.is_some())
        .collect();
    assert!(
        marked.iter().any(|r| r.mover == Stone::Black),
        "Advanced loses to the analysis and makes no marked move?"
    );
    for review in marked {
        assert!(review.better.is_some() && review.better != Some(review.played));
        if review.mark != Some(Mark::Mistake) {
            continue;
        }
        let mut position = before_move(&game, review.ply);
        position.play(review.better.unwrap());
        let alternative = analyse(&position, NODES);
        let fall = alternative.chance(review.mover) - review.after.chance(review.mover);
        assert!(fall > MISTAKE_DROP, "move {}: {fall}", review.ply);
    }
}

/// The position before move `ply` (from 1) of `game`.
fn before_move(game: &Game, ply: usize) -> Game {
    let mut position = game.clone();
    while position.moves().len() >= ply {
        position.undo();
    }
    position
}

#[test]
fn a_blunder_is_said_only_when_the_solver_proves_it_else_the_engine_cannot_tell() {
    // Advanced as black against the analysis as white, as above: its move 23 (j13) lets
    // white win, which the solver proves; whether black's best would have held, the
    // solver cannot tell within its budget.
    let record = "h8 i9 j8 k9 j9 i8 i7 j6 j10 j11 h6 i12 h9 h7 k10 h11 i11 g10 f9 h13 l10 i10 \
                  j13 g14 f15 h12 h10 e14 m10 n10 j12 h14 h15 f14 d14 i14";
    let game = game(record);
    let reviews: Vec<MoveReview> = Review::new(&game, NODES).collect();
    for review in &reviews {
        let said = review.mark.or(review.unsure);
        if said != Some(Mark::Blunder) {
            continue;
        }
        // What the solver says: the opponent's win after the move, and after the engine's.
        let after = before_move(&game, review.ply + 1);
        let mut alternative = before_move(&game, review.ply);
        alternative.play(review.better.expect("the engine's move"));
        let proved = prove(&after, Space::Quiet, PROOF_NODES).is_win();
        let held = prove(&alternative, Space::Quiet, PROOF_NODES) == Proof::Disproved
            && analyse(&alternative, NODES).unsure.is_none();
        assert_eq!(review.mark.is_some(), proved && held, "move {}", review.ply);
        assert_eq!(
            review.unsure.is_some(),
            !(proved && held),
            "move {}",
            review.ply
        );
    }
    let move_23 = &reviews[22];
    assert_eq!((move_23.mark, move_23.unsure), (None, Some(Mark::Blunder)));
    assert!(
        move_23.after.wins(Stone::White),
        "the win after it is proved"
    );
}

#[test]
fn a_game_from_an_edited_position_is_reviewed_from_there() {
    let mut board = Board::new(15).unwrap();
    board.place(p(7, 7), Stone::Black);
    let mut game = Game::from_position(board, Stone::White, Rule::Freestyle).unwrap();
    for pos in [p(7, 8), p(8, 8), p(6, 6)] {
        game.play(pos);
    }
    let reviews: Vec<MoveReview> = Review::new(&game, NODES).collect();
    let movers: Vec<Stone> = reviews.iter().map(|r| r.mover).collect();
    assert_eq!(movers, [Stone::White, Stone::Black, Stone::White]);
    assert_eq!(reviews[0].played, p(7, 8));
}

#[test]
fn an_analysis_says_how_deep_it_searched_and_deeper_with_more_nodes() {
    let position = game("j10 k11 k10 l10 j11");
    let quick = analyse(&position, 20_000);
    let deep = analyse(&position, 400_000);
    assert!(quick.depth > 0, "{quick:?}");
    assert!(
        deep.depth >= quick.depth,
        "{} < {}",
        deep.depth,
        quick.depth
    );
    assert!(deep.nodes > quick.nodes);
    assert_eq!(
        analyse(&game("j10 a1 j11 a2 j12 a3 j13 a4 j14"), 1_000).depth,
        0
    );
}
