//! Looking back at a game, as plain data: which games may be stepped through, the board at
//! a move, and a review's results as they arrive from the worker (black's chance after
//! every move, the marks and their counts, the ghost stones that explain a mark). Nothing
//! here touches the browser, so it is unit-tested natively.

use gobang_engine::ai::analysis::Mark;
use gobang_engine::{Board, Game, Pos, Stone};

use crate::board::{Ghost, GhostKind};
use crate::game::session::{Opponent, Session};
use crate::worker::protocol::{Eval, Reviewed};

/// Whether the game on the board may be stepped through: any game with moves, a game in
/// progress against the computer too (looking back at its moves gives nothing away).
pub fn can_step(session: &Session) -> bool {
    session.started() && !session.game().moves().is_empty()
}

/// Whether the game on the board may be studied (reviewed, analysed): a game that may be
/// stepped through, except a game in progress against the computer, where the engine's
/// view would be cheating.
pub fn can_study(session: &Session) -> bool {
    session.can_study()
}

/// Whether `session` is a game against the computer still being played.
pub fn in_play_against_computer(session: &Session) -> bool {
    session.in_game() && session.opponent() == Opponent::Computer
}

/// What the editor opens on: the position `shown`, but the start of a game in progress
/// against the computer (its edited position, without its moves), whose moves may not be
/// studied while it is played.
pub fn to_edit(session: &Session, shown: Shown) -> Shown {
    if in_play_against_computer(session) {
        Shown::game(session.game(), Some(0))
    } else {
        shown
    }
}

/// `game` as it stood after its first `ply` moves.
pub fn game_at(game: &Game, ply: usize) -> Game {
    let mut earlier = game.clone();
    while earlier.moves().len() > ply {
        earlier.undo();
    }
    earlier
}

/// Who played move `ply` (from 1) of `game`.
pub fn mover(game: &Game, ply: usize) -> Stone {
    if ply % 2 == 1 {
        game.first_to_move()
    } else {
        !game.first_to_move()
    }
}

/// What the board shows: the game as it stands, an earlier move of it, or the editor's
/// position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The stones.
    pub board: Board,
    /// The moves that led there from the game's start (or its edited position), for the
    /// move numbers and the last move's mark; none in the editor.
    pub moves: Vec<Pos>,
    /// Whose turn it is there.
    pub to_move: Stone,
    /// Whether it is the game as it stands, where the board takes moves.
    pub live: bool,
}

impl Shown {
    /// `game` after its first `ply` moves (all of them for `None`).
    pub fn game(game: &Game, ply: Option<usize>) -> Shown {
        let live = ply.is_none_or(|ply| ply >= game.moves().len());
        let game = match ply {
            Some(ply) if !live => &game_at(game, ply),
            _ => game,
        };
        Shown {
            board: game.board().clone(),
            moves: game.moves().to_vec(),
            to_move: game.to_move(),
            live,
        }
    }
}

/// A review of a game: the moves reviewed so far, as the worker sends them.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewRun {
    /// The game reviewed, as it stood when the review started.
    game: Game,
    /// The moves reviewed, in order.
    moves: Vec<Reviewed>,
    /// Whether the worker is still at it.
    running: bool,
}

impl ReviewRun {
    /// A review of `game` about to start.
    pub fn new(game: Game) -> ReviewRun {
        ReviewRun {
            game,
            moves: Vec::new(),
            running: true,
        }
    }

    /// Takes one more reviewed move; one out of order (a move already reviewed, or one
    /// skipped) is dropped. Returns whether it was taken.
    pub fn add(&mut self, reviewed: Reviewed) -> bool {
        let next = reviewed.ply == self.moves.len() + 1 && reviewed.ply <= self.total();
        if next {
            self.moves.push(reviewed);
        }
        next
    }

    /// Marks the review complete.
    pub fn finish(&mut self) {
        self.running = false;
    }

    /// Whether the worker is still reviewing.
    pub fn running(&self) -> bool {
        self.running
    }

    /// How many moves have been reviewed.
    pub fn done(&self) -> usize {
        self.moves.len()
    }

    /// How many moves the review covers.
    pub fn total(&self) -> usize {
        self.game.moves().len()
    }

    /// Whether this review is of `game`: the same board, rules and edited position, and
    /// `game`'s moves begin with the moves reviewed (a game played on since keeps the
    /// review of its first moves).
    pub fn is_of(&self, game: &Game) -> bool {
        let reviewed = &self.game;
        reviewed.board().size() == game.board().size()
            && reviewed.rule() == game.rule()
            && reviewed.setup() == game.setup()
            && game.moves().starts_with(reviewed.moves())
    }

    /// The review of move `ply` (from 1), once it has arrived.
    pub fn at(&self, ply: usize) -> Option<&Reviewed> {
        ply.checked_sub(1).and_then(|i| self.moves.get(i))
    }

    /// The moves reviewed so far.
    pub fn moves(&self) -> &[Reviewed] {
        &self.moves
    }

    /// What the engine made of the position after move `ply` (none for the start).
    pub fn eval_at(&self, ply: usize) -> Option<&Eval> {
        self.at(ply).map(|r| &r.after)
    }

    /// How many moves of `side` carry each mark, in the order of [`Mark::ALL`].
    pub fn counts(&self, side: Stone) -> [usize; 3] {
        Mark::ALL.map(|mark| {
            self.moves
                .iter()
                .filter(|r| r.mark == Some(mark) && mover(&self.game, r.ply) == side)
                .count()
        })
    }

    /// The ghost stones that explain the mark of move `ply` (or the mark it may deserve,
    /// where the engine cannot tell), on the board after it (points taken there are left
    /// out).
    pub fn ghosts(&self, ply: usize) -> Vec<Ghost> {
        let Some(reviewed) = self.at(ply) else {
            return Vec::new();
        };
        let (Some(mark), Some(better)) = (reviewed.mark.or(reviewed.unsure), reviewed.better)
        else {
            return Vec::new();
        };
        let me = mover(&self.game, ply);
        let board = game_at(&self.game, ply).board().clone();
        let mut ghosts = vec![Ghost {
            pos: better,
            stone: me,
            kind: GhostKind::Best,
            order: (mark == Mark::MissedWin).then_some(1),
        }];
        // A missed win's line starts with the better move; a blunder's is the opponent's.
        let (skip, first) = match mark {
            Mark::MissedWin => (1, !me),
            Mark::Blunder => (0, !me),
            Mark::Mistake => return ghosts,
        };
        for (i, &pos) in reviewed.line.iter().enumerate().skip(skip) {
            let stone = if (i - skip) % 2 == 0 { first } else { !first };
            let ghost = Ghost {
                pos,
                stone,
                kind: GhostKind::Line,
                order: Some(i + 1),
            };
            if pos == better {
                // The line's stone stays in sight, numbered, with the better move's ring
                // (a blunder's line often begins where the mover should have played).
                ghosts[0] = Ghost {
                    kind: GhostKind::Best,
                    ..ghost
                };
            } else if board.is_empty_at(pos) {
                ghosts.push(ghost);
            }
        }
        ghosts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::{FirstPlayer, Opponent, Setup};
    use gobang_engine::ai::analysis::ForcedWin;

    fn p(row: usize, col: usize) -> Pos {
        Pos::new(row, col).unwrap()
    }

    fn eval(black_chance: f32) -> Eval {
        Eval {
            black_chance,
            win: None,
            unsure: None,
            line: Vec::new(),
            depth: 0,
            nodes: 0,
        }
    }

    fn reviewed(ply: usize, mark: Option<Mark>, better: Option<Pos>, line: Vec<Pos>) -> Reviewed {
        Reviewed {
            ply,
            mark,
            unsure: None,
            better,
            line,
            after: eval(0.5),
        }
    }

    #[test]
    fn every_game_with_moves_steps_but_only_games_not_in_play_against_the_computer_are_studied() {
        let mut session = Session::default();
        assert!(!can_step(&session) && !can_study(&session), "no game");
        session.start(Setup {
            first: FirstPlayer::Me,
            ..Setup::default()
        });
        assert!(!can_step(&session), "against the computer, no move yet");
        session.resume(
            Game::from_record("j10 k11 k10", 19).unwrap(),
            Opponent::Computer,
            Stone::White,
        );
        assert!(
            can_step(&session),
            "against the computer, in progress: its moves"
        );
        assert!(!can_study(&session), "but no review nor analysis");
        session.start(Setup {
            opponent: Opponent::Person,
            ..Setup::default()
        });
        assert!(!can_step(&session), "no move yet");
        session.click(p(9, 9)).unwrap();
        assert!(
            can_step(&session) && can_study(&session),
            "between two people"
        );
        let won = Game::from_record("a1 a2 b1 b2 c1 c2 d1 d2 e1", 19).unwrap();
        session.resume(won, Opponent::Computer, Stone::White);
        assert!(
            can_step(&session) && can_study(&session),
            "a finished game against the computer"
        );
        session.end();
        assert!(!can_step(&session), "the board was cleared");
    }

    #[test]
    fn the_editor_opens_where_a_game_against_the_computer_started_while_it_is_played() {
        let game = crate::game::saved::SharedGame::parse("size=15 black=h8 white=h9 j10 k11 j11")
            .unwrap()
            .game;
        let mut session = Session::default();
        session.resume(game.clone(), Opponent::Computer, Stone::White);
        let shown = Shown::game(&game, None);
        let edited = to_edit(&session, shown.clone());
        assert_eq!(edited.board.stone_count(), 2, "the edited position only");
        assert!(edited.moves.is_empty());
        session.resume(game.clone(), Opponent::Person, Stone::White);
        assert_eq!(
            to_edit(&session, shown.clone()),
            shown,
            "between two people"
        );
        let mut won = Game::from_record("a1 a2 b1 b2 c1 c2 d1 d2 e1", 19).unwrap();
        session.resume(won.clone(), Opponent::Computer, Stone::White);
        let at_three = Shown::game(&won, Some(3));
        assert_eq!(
            to_edit(&session, at_three.clone()),
            at_three,
            "a finished game"
        );
        won.undo();
        session.resume(won, Opponent::Computer, Stone::White);
        assert_eq!(to_edit(&session, at_three).board.stone_count(), 0);
    }

    #[test]
    fn the_board_at_a_move_leaves_the_game_alone() {
        let game = Game::from_record("a1 a2 b1 b2 c1 c2 d1 d2 e1", 19).unwrap();
        let shown = Shown::game(&game, Some(3));
        assert!(!shown.live);
        assert_eq!(shown.board.stone_count(), 3);
        assert_eq!(shown.moves, game.moves()[..3]);
        assert_eq!(shown.to_move, Stone::White);
        let end = Shown::game(&game, None);
        assert!(end.live && end.board.stone_count() == 9);
        assert_eq!(
            Shown::game(&game, Some(9)),
            end,
            "the last move is the game"
        );
        assert_eq!(game.moves().len(), 9);
        assert_eq!(Shown::game(&game, Some(0)).board.stone_count(), 0);
    }

    #[test]
    fn a_review_takes_moves_in_order_and_counts_marks_per_side() {
        let game = Game::from_record("j10 k11 k10 l10 j12", 19).unwrap();
        let mut run = ReviewRun::new(game.clone());
        assert!(run.running() && run.is_of(&game));
        assert!(
            !run.add(reviewed(2, None, None, Vec::new())),
            "skipped a move"
        );
        assert!(run.add(reviewed(1, None, None, Vec::new())));
        assert!(!run.add(reviewed(1, None, None, Vec::new())), "twice");
        run.add(reviewed(2, Some(Mark::Mistake), Some(p(0, 0)), Vec::new()));
        run.add(reviewed(3, Some(Mark::Blunder), Some(p(0, 1)), Vec::new()));
        run.add(reviewed(4, Some(Mark::Blunder), Some(p(0, 2)), Vec::new()));
        run.add(reviewed(
            5,
            Some(Mark::MissedWin),
            Some(p(0, 3)),
            Vec::new(),
        ));
        assert!(
            !run.add(reviewed(6, None, None, Vec::new())),
            "past the end"
        );
        assert_eq!((run.done(), run.total()), (5, 5));
        assert_eq!(run.counts(Stone::Black), [1, 1, 0]);
        assert_eq!(run.counts(Stone::White), [0, 1, 1]);
        run.finish();
        assert!(!run.running());
        // Played on, the game keeps its review; taken back or another game, it does not.
        let mut longer = game.clone();
        longer.play(p(0, 18));
        assert!(run.is_of(&longer));
        let mut shorter = game.clone();
        shorter.undo();
        assert!(!run.is_of(&shorter));
        assert!(!run.is_of(&Game::with_size(15).unwrap()));
    }

    #[test]
    fn ghosts_show_the_better_move_and_the_forced_line() {
        // Black (to move 3) had a win k10-l10-...; white's line after a blunder; a mistake.
        let game = Game::from_record("j10 k11 a1 j11 a2", 19).unwrap();
        let mut run = ReviewRun::new(game);
        run.add(reviewed(1, None, None, Vec::new()));
        run.add(reviewed(2, None, None, Vec::new()));
        // The missed win's line runs over a point taken later (j11, move 4): kept here,
        // since the board after move 3 does not hold it yet.
        let win = vec![p(9, 10), p(9, 11), p(8, 9), p(9, 8)];
        run.add(reviewed(3, Some(Mark::MissedWin), Some(p(9, 10)), win));
        let allowed = vec![p(8, 11), p(7, 12), p(10, 10)];
        run.add(reviewed(4, Some(Mark::Blunder), Some(p(5, 5)), allowed));
        run.add(reviewed(5, Some(Mark::Mistake), Some(p(6, 6)), Vec::new()));
        let missed = run.ghosts(3);
        let described: Vec<(Pos, Stone, GhostKind, Option<usize>)> = missed
            .iter()
            .map(|g| (g.pos, g.stone, g.kind, g.order))
            .collect();
        assert_eq!(
            described,
            [
                (p(9, 10), Stone::Black, GhostKind::Best, Some(1)),
                (p(9, 11), Stone::White, GhostKind::Line, Some(2)),
                (p(8, 9), Stone::Black, GhostKind::Line, Some(3)),
                (p(9, 8), Stone::White, GhostKind::Line, Some(4)),
            ]
        );
        let blunder = run.ghosts(4);
        assert_eq!((blunder[0].stone, blunder[0].order), (Stone::White, None));
        let line: Vec<(Stone, Option<usize>)> =
            blunder[1..].iter().map(|g| (g.stone, g.order)).collect();
        assert_eq!(
            line,
            [
                (Stone::Black, Some(1)),
                (Stone::White, Some(2)),
                (Stone::Black, Some(3))
            ]
        );
        assert_eq!(run.ghosts(5).len(), 1);
        assert_eq!(run.ghosts(1), []);
        assert_eq!(run.ghosts(9), []);
    }

    #[test]
    fn the_better_move_never_hides_a_numbered_stone_of_the_line() {
        // White's move 4 let black win; black's winning line begins where white should
        // have played (k10): that point shows black's stone numbered 1, ringed as the
        // better move, and the rest of the line follows it.
        let game = Game::from_record("j10 k11 a1 a2", 19).unwrap();
        let mut run = ReviewRun::new(game);
        for ply in 1..=3 {
            run.add(reviewed(ply, None, None, Vec::new()));
        }
        let line = vec![p(9, 10), p(9, 11), p(9, 12)];
        run.add(reviewed(4, Some(Mark::Blunder), Some(p(9, 10)), line));
        let ghosts = run.ghosts(4);
        let described: Vec<(Pos, Stone, GhostKind, Option<usize>)> = ghosts
            .iter()
            .map(|g| (g.pos, g.stone, g.kind, g.order))
            .collect();
        assert_eq!(
            described,
            [
                (p(9, 10), Stone::Black, GhostKind::Best, Some(1)),
                (p(9, 11), Stone::White, GhostKind::Line, Some(2)),
                (p(9, 12), Stone::Black, GhostKind::Line, Some(3)),
            ]
        );
        // Every number of the line is on the board, once.
        let mut orders: Vec<usize> = ghosts.iter().filter_map(|g| g.order).collect();
        orders.sort_unstable();
        assert_eq!(orders, [1, 2, 3]);
    }

    #[test]
    fn the_review_keeps_the_engines_view_of_each_position() {
        let game = Game::from_record("j10 k11", 19).unwrap();
        let mut run = ReviewRun::new(game);
        let mut first = reviewed(1, None, None, Vec::new());
        first.after = Eval {
            depth: 0,
            nodes: 0,
            black_chance: 1.0,
            win: Some(ForcedWin {
                winner: Stone::Black,
                moves: Some(4),
            }),
            unsure: None,
            line: vec![p(3, 3)],
        };
        run.add(first.clone());
        assert_eq!(run.eval_at(1), Some(&first.after));
        assert_eq!(run.eval_at(0), None);
        assert_eq!(run.eval_at(2), None);
    }
}
