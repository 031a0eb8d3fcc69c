//! What the engine makes of a position, and of every move of a game: black's chance of
//! winning, a forced win and its length when the solver proves one, and the best line
//! ([`analyse`]); then, move by move, what the mover missed and what the move allowed
//! ([`Review`], with its [`Mark`]s).
//!
//! Everything runs the strongest level's search (Grandmaster) at a node budget, with the
//! value network it plays with where the caller has it ([`analyse_with`],
//! [`Review::with_network`]: the page's worker does), and the solver
//! ([`super::solver`], df-pn over [`Space::Quiet`]) at [`PROOF_NODES`], and nothing else,
//! so the same position, budget and network always give the same analysis.
//!
//! **A forced win** is said only when the solver proves it. Where the search believes a
//! side wins by force and the solver can neither prove it nor rule it out within its
//! budget, the analysis says so ([`Analysis::unsure`]: the engine cannot tell); a
//! [`Mark::MissedWin`] or [`Mark::Blunder`] is given only when the solver proves the win
//! that was there and disproves it after the move (or after the engine's move), and
//! otherwise the move is [`MoveReview::unsure`] of that mark.
//!
//! **Black's chance** comes from the search's score `s` for the side to move through a
//! logistic curve, `1 / (1 + e^(-s / CHANCE_SCALE))`, turned round when white is to move.
//! [`CHANCE_SCALE`] is fitted to the engine's own games: `examples/fit_chance.rs` plays
//! the engine against itself at [`REVIEW_NODES`] from random openings, records the score
//! of every position and who went on to win, and finds the scale that predicts the
//! outcomes best (maximum likelihood). A position the search proves won or lost is 100%
//! or 0%.

use crate::game::{Game, GameStatus};
use crate::pos::Pos;
use crate::stone::Stone;

use super::network::Network;
use super::solver::{self, Defence, Proof, Space};
use super::{Level, Limits, Reason, WIN, think};

/// Nodes searched for each position of a review: about 0.2 s a position in a browser's
/// worker, so that a 40-move game is reviewed in well under the 20 s it may take.
pub const REVIEW_NODES: u64 = 100_000;

/// The logistic scale from search score to winning chance: a score of `CHANCE_SCALE`
/// gives the side to move 73%, twice that 88%. Fitted by `examples/fit_chance.rs` (see
/// the module's documentation; the command and its output are in docs/engine.md).
pub const CHANCE_SCALE: f64 = 1_198.0;

/// Nodes the solver gets in each analysed position to prove or rule out the side to
/// move's forced win (and the other side's, where the search believes in it).
pub const PROOF_NODES: u64 = 200_000;

/// The winning chance shown for a side whose win is not proved: never certain.
const UNPROVED_CHANCE: f32 = 0.99;

/// A move that leaves the mover's winning chance this much below where the engine's move
/// leaves it is a [`Mark::Mistake`] (20 percentage points).
pub const MISTAKE_DROP: f32 = 0.20;

/// Scores at least this far up are wins the search proved ([`super::Thought::score`]).
const PROVEN: i32 = WIN - 1_000;
/// How many forced moves in a row (single blocks) [`analyse`] plays through to find out
/// what the position is worth after them.
const FORCED_PLIES: usize = 12;

/// A win that the search proved: whatever the loser does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForcedWin {
    /// Who wins.
    pub winner: Stone,
    /// How many stones the winner plays to make five, the five included, when the search
    /// knows (a five, an open four, a win by fours, a win the main search saw to the
    /// end); `None` for a win by threes and fours whose length it does not track.
    pub moves: Option<u32>,
}

/// What the solver says of the side to move's forced win in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Force {
    /// Proved: the side wins whatever the other does.
    Wins,
    /// Disproved: no win by threats in the solver's space (the game over counts here).
    NoWin,
    /// Neither within [`PROOF_NODES`]: the engine cannot tell.
    CannotTell,
}

impl Force {
    fn of(proof: &Proof) -> Force {
        match proof {
            Proof::ProvedWin { .. } => Force::Wins,
            Proof::Disproved => Force::NoWin,
            Proof::Unknown => Force::CannotTell,
        }
    }
}

/// What the engine makes of a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Black's chance of winning, from 0 to 1 (1 or 0 for a proved or finished win, 0.5
    /// for a drawn game).
    pub black_chance: f32,
    /// The search's score from black's side (after any forced blocks): what
    /// [`Analysis::black_chance`] is made from, through [`chance_of_score`], when no win
    /// is proved.
    pub black_score: i32,
    /// A win the solver proved (or the game's five), for either side.
    pub win: Option<ForcedWin>,
    /// The solver's answer on the side to move's forced win ([`Force::NoWin`] when the
    /// game is over).
    pub to_move: Force,
    /// A side the search believes wins by force where the solver could not prove it: the
    /// engine cannot tell.
    pub unsure: Option<Stone>,
    /// The best move for the side to move and the expected continuation (the winning
    /// line, for a forced win by fours); empty when the game is over.
    pub line: Vec<Pos>,
    /// Nodes searched.
    pub nodes: u64,
    /// The depth the main search reached (0 when no search was needed).
    pub depth: i32,
}

impl Analysis {
    /// The engine's move for the side to move.
    pub fn best(&self) -> Option<Pos> {
        self.line.first().copied()
    }

    /// The winning chance of `side`.
    pub fn chance(&self, side: Stone) -> f32 {
        match side {
            Stone::Black => self.black_chance,
            Stone::White => 1.0 - self.black_chance,
        }
    }

    /// Whether the solver proved a win for `side`.
    pub fn wins(&self, side: Stone) -> bool {
        self.win.is_some_and(|w| w.winner == side)
    }
}

/// The winning chance of the side to move for a search score that is not a proved win.
pub fn chance_of_score(score: i32) -> f64 {
    1.0 / (1.0 + (-f64::from(score) / CHANCE_SCALE).exp())
}

/// Analyses the position of `game` for its side to move, searching `nodes` nodes (and
/// as many again for each forced block it plays through), and asks the solver about the
/// forced wins with [`PROOF_NODES`].
///
/// ```
/// use gobang_engine::ai::analysis::{REVIEW_NODES, analyse};
/// use gobang_engine::{Game, Stone};
/// // Black to move with four in a row, open at one end: black wins in one.
/// let game = Game::from_record("j10 a1 k10 a2 l10 a3 m10 a19", 19).unwrap();
/// let analysis = analyse(&game, REVIEW_NODES);
/// assert_eq!(analysis.black_chance, 1.0);
/// assert_eq!(analysis.win.map(|w| (w.winner, w.moves)), Some((Stone::Black, Some(1))));
/// assert_eq!(game.board().size(), 19);
/// ```
pub fn analyse(game: &Game, nodes: u64) -> Analysis {
    analyse_with(game, nodes, None)
}

/// [`analyse`] with the strongest level evaluating with `network`, as it plays
/// ([`Level::uses_network`]).
pub fn analyse_with(game: &Game, nodes: u64, network: Option<&Network>) -> Analysis {
    analyse_forced(game, nodes, network, FORCED_PLIES)
}

fn analyse_forced(
    game: &Game,
    nodes: u64,
    network: Option<&Network>,
    forced_left: usize,
) -> Analysis {
    let finished = |black_chance: f32, winner: Option<Stone>| Analysis {
        black_chance,
        black_score: match winner {
            Some(Stone::Black) => WIN,
            Some(Stone::White) => -WIN,
            None => 0,
        },
        win: winner.map(|winner| ForcedWin {
            winner,
            moves: Some(0),
        }),
        to_move: Force::NoWin,
        unsure: None,
        line: Vec::new(),
        nodes: 0,
        depth: 0,
    };
    match game.status() {
        GameStatus::Won { winner, .. } => {
            return finished(if winner == Stone::Black { 1.0 } else { 0.0 }, Some(winner));
        }
        GameStatus::Draw => return finished(0.5, None),
        GameStatus::Ongoing => {}
    }
    let me = game.to_move();
    let limits = Limits {
        nodes: Some(nodes),
        network,
        ..Limits::default()
    };
    let Some(thought) = think(game.board(), me, game.rule(), Level::STRONGEST, limits) else {
        // No legal move (renju, black's last points all forbidden): nobody can win.
        return finished(0.5, None);
    };
    // A single block tells nothing until it is played: the position is worth what the
    // position after it is worth.
    if thought.reason == Reason::Forced && thought.score > -PROVEN && forced_left > 0 {
        let mut next = game.clone();
        if next.try_play(thought.best).is_ok() {
            let mut after = analyse_forced(&next, nodes, network, forced_left - 1);
            after.line.insert(0, thought.best);
            after.nodes += thought.nodes;
            if let Some(win) = &mut after.win
                && win.winner == me
            {
                win.moves = win.moves.map(|n| n + 1);
            }
            return after;
        }
    }
    let score = thought.score;
    let claim = if score >= PROVEN {
        Some(me)
    } else if score <= -PROVEN {
        Some(!me)
    } else {
        None
    };
    let proof = solver::prove(game, Space::Quiet, PROOF_NODES);
    let to_move = Force::of(&proof);
    // The winner and the win played out, the winner's move or the loser's reply first.
    let proved = match proof {
        Proof::ProvedWin { line } => Some((me, line)),
        // The other side's win, asked where the search believes in it.
        _ if claim == Some(!me) => match solver::defend(game, Space::Quiet, PROOF_NODES) {
            Some(Defence::Loses { reply, line }) => {
                Some((!me, [reply].into_iter().chain(line).collect()))
            }
            _ => None,
        },
        _ => None,
    };
    let (win, line, unsure) = match proved {
        Some((winner, line)) => {
            let winners = if winner == me {
                line.len().div_ceil(2)
            } else {
                line.len() / 2
            };
            let win = ForcedWin {
                winner,
                moves: Some(winners as u32),
            };
            (Some(win), line, None)
        }
        None => (None, legal_part(game, thought.line), claim),
    };
    let chance_to_move = match win {
        Some(win) if win.winner == me => 1.0,
        Some(_) => 0.0,
        None => (chance_of_score(score) as f32).clamp(1.0 - UNPROVED_CHANCE, UNPROVED_CHANCE),
    };
    let black = me == Stone::Black;
    Analysis {
        black_chance: if black {
            chance_to_move
        } else {
            1.0 - chance_to_move
        },
        black_score: if black { score } else { -score },
        win,
        to_move,
        unsure,
        line,
        nodes: thought.nodes,
        depth: thought.depth,
    }
}

/// `line` as far as it is legal from `game`, to its first five.
fn legal_part(game: &Game, mut line: Vec<Pos>) -> Vec<Pos> {
    let mut end = game.clone();
    let legal = line
        .iter()
        .take_while(|&&pos| matches!(end.try_play(pos), Ok(GameStatus::Ongoing)))
        .count();
    // The move that ended the game (a five) stays; one that could not be played goes.
    let ended = end.is_over() && legal < line.len();
    line.truncate(legal + usize::from(ended));
    line
}

/// What a move of a game is marked as, the gravest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// The mover had a win the solver proved, played another move than the engine's
    /// winning one, and after it the solver disproves the mover's win (and the search
    /// does not believe in it).
    MissedWin,
    /// After the move the opponent has a forced win the solver proved; after the engine's
    /// own move the solver disproves it (and the search does not believe in it).
    Blunder,
    /// The mover's winning chance after the move is more than [`MISTAKE_DROP`] below
    /// their chance after the engine's move (and the move is no missed win or blunder).
    Mistake,
}

impl Mark {
    /// Every mark, the gravest first.
    pub const ALL: [Mark; 3] = [Mark::MissedWin, Mark::Blunder, Mark::Mistake];

    /// The mark's name, as in the page's test hooks: `missed-win`, `blunder`, `mistake`.
    pub const fn name(self) -> &'static str {
        match self {
            Mark::MissedWin => "missed-win",
            Mark::Blunder => "blunder",
            Mark::Mistake => "mistake",
        }
    }
}

/// One move of a game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// Which move, from 1.
    pub ply: usize,
    /// Who played it.
    pub mover: Stone,
    /// Where.
    pub played: Pos,
    /// Black's winning chance before the move.
    pub before: f32,
    /// The analysis of the position after the move (black's chance, a forced win, the
    /// best line for the side to move then).
    pub after: Analysis,
    /// What the move is marked as, if anything.
    pub mark: Option<Mark>,
    /// For a marked move, the engine's move in its place.
    pub better: Option<Pos>,
    /// For a missed win, the mover's winning line from [`MoveReview::better`] (which it
    /// starts with); for a blunder, the opponent's winning line after the move. Empty
    /// otherwise, or when the search has no line.
    pub line: Vec<Pos>,
    /// A [`Mark::MissedWin`] or [`Mark::Blunder`] the move may deserve, where the solver
    /// could not tell within its budget (the engine cannot tell): then `mark` is `None`
    /// and [`MoveReview::better`] and [`MoveReview::line`] are as for the mark.
    pub unsure: Option<Mark>,
}

impl MoveReview {
    /// Black's winning chance after the move.
    pub fn black_chance(&self) -> f32 {
        self.after.black_chance
    }
}

/// A review of a game, one move at a time: an iterator whose every step analyses one
/// more position (two for the first move; one more when a move looks like a blunder or a
/// mistake, to compare it with the engine's own move), so that a caller can report
/// progress and stop between moves.
///
/// ```
/// use gobang_engine::ai::analysis::{Mark, Review};
/// use gobang_engine::Game;
/// // Black has an open three on row 10; white looks away (a1), and black makes an
/// // open four: white's a1 let black win by force.
/// let game = Game::from_record("j10 j9 k10 k9 l10 a1", 19).unwrap();
/// let review: Vec<_> = Review::new(&game, 20_000).collect();
/// assert_eq!(review.len(), 6);
/// assert_eq!(review[5].mark, Some(Mark::Blunder));
/// ```
pub struct Review {
    /// The game as far as it has been reviewed.
    game: Game,
    /// The moves still to review, next first.
    moves: std::vec::IntoIter<Pos>,
    /// The analysis of the position about to be played from.
    before: Option<Analysis>,
    nodes: u64,
    /// The network the strongest level evaluates with, if any.
    network: Option<Network>,
}

impl Review {
    /// Reviews `game` from its first move (or its edited position) at `nodes` nodes a
    /// position.
    pub fn new(game: &Game, nodes: u64) -> Review {
        let mut start = game.clone();
        while start.undo().is_some() {}
        Review {
            game: start,
            moves: game.moves().to_vec().into_iter(),
            before: None,
            nodes,
            network: None,
        }
    }

    /// The same review, its searches evaluating with `network` ([`analyse_with`]).
    pub fn with_network(self, network: Option<Network>) -> Review {
        Review { network, ..self }
    }

    /// The analysis of `game` at the review's budget and network.
    fn analyse(&self, game: &Game) -> Analysis {
        analyse_with(game, self.nodes, self.network.as_ref())
    }

    /// How many moves are left to review.
    pub fn remaining(&self) -> usize {
        self.moves.len()
    }
}

impl Iterator for Review {
    type Item = MoveReview;

    fn next(&mut self) -> Option<MoveReview> {
        let played = self.moves.next()?;
        let before = match self.before.take() {
            Some(before) => before,
            None => self.analyse(&self.game),
        };
        let mover = self.game.to_move();
        let ply = self.game.moves().len() + 1;
        let position = self.game.clone();
        if self.game.try_play(played).is_err() {
            // Not for a game's own moves, which were legal when played.
            self.moves = Vec::new().into_iter();
            return None;
        }
        let after = self.analyse(&self.game);
        let (judged, line) = self.judge(&position, &self.game, &before, &after);
        let (mark, unsure) = match judged {
            Some(Judged::Sure(mark)) => (Some(mark), None),
            Some(Judged::Unsure(mark)) => (None, Some(mark)),
            None => (None, None),
        };
        let review = MoveReview {
            ply,
            mover,
            played,
            before: before.black_chance,
            mark,
            better: judged.and_then(|_| before.best()),
            line,
            after: after.clone(),
            unsure,
        };
        self.before = Some(after);
        Some(review)
    }
}

/// A mark, proved or not.
#[derive(Clone, Copy)]
enum Judged {
    Sure(Mark),
    Unsure(Mark),
}

impl Review {
    /// The mark of the move from `position` to `played` (the game after it) and the line
    /// that explains it. A forced win's mark rests on the solver: a missed win when the
    /// mover's proved win is disproved after the move, a blunder when the opponent's win
    /// is proved after it and disproved after the engine's own move; where the solver
    /// cannot tell, the mark is unsure. A move that looks like a blunder or a mistake is
    /// checked against the engine's own move, so that a fall the search only saw one move
    /// later, or a position lost whatever the mover did, is not blamed on the move.
    fn judge(
        &self,
        position: &Game,
        played: &Game,
        before: &Analysis,
        after: &Analysis,
    ) -> (Option<Judged>, Vec<Pos>) {
        let mover = position.to_move();
        let moved = played.moves().last().copied();
        let Some(best) = before.best().filter(|&best| Some(best) != moved) else {
            return (None, Vec::new());
        };
        if before.wins(mover) {
            // Whether the mover still wins after the move, the opponent to move.
            // (Disproved, but the search still believes in it: the analysis of the
            // position after the move says the engine cannot tell, and so does the mark.)
            let judged = match solver::defend(played, Space::Quiet, PROOF_NODES) {
                Some(Defence::Holds { .. }) if after.unsure != Some(mover) => {
                    Judged::Sure(Mark::MissedWin)
                }
                Some(Defence::Holds { .. } | Defence::Unknown { .. }) => {
                    Judged::Unsure(Mark::MissedWin)
                }
                Some(Defence::Loses { .. }) | None => return (None, Vec::new()),
            };
            return (Some(judged), before.line.clone());
        }
        // The opponent's win after the move: proved, or believed by the search.
        let allowed = after.to_move == Force::Wins || after.unsure == Some(!mover);
        let allowed = allowed && !before.wins(!mover);
        let fell = before.chance(mover) - after.chance(mover) > MISTAKE_DROP;
        if !allowed && !fell {
            return (None, Vec::new());
        }
        let mut alternative = position.clone();
        if alternative.try_play(best).is_err() {
            return (None, Vec::new());
        }
        let alternative = self.analyse(&alternative);
        if allowed && alternative.to_move != Force::Wins {
            // Sure where the analyses of both positions say so: the win after the move
            // proved, and after the engine's move disproved with no win believed in.
            let sure = after.to_move == Force::Wins
                && alternative.to_move == Force::NoWin
                && alternative.unsure != Some(!mover);
            let judged = if sure {
                Judged::Sure(Mark::Blunder)
            } else {
                Judged::Unsure(Mark::Blunder)
            };
            return (Some(judged), after.line.clone());
        }
        if alternative.chance(mover) - after.chance(mover) > MISTAKE_DROP {
            return (Some(Judged::Sure(Mark::Mistake)), Vec::new());
        }
        (None, Vec::new())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chance_curve_is_even_at_zero_and_symmetric() {
        assert!((chance_of_score(0) - 0.5).abs() < 1e-12);
        let up = chance_of_score(300);
        assert!(up > 0.5 && up < 1.0);
        assert!((up + chance_of_score(-300) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn a_finished_game_is_certain() {
        let won = Game::from_record("a1 a2 b1 b2 c1 c2 d1 d2 e1", 19).unwrap();
        let analysis = analyse(&won, 1_000);
        assert_eq!(analysis.black_chance, 1.0);
        assert_eq!(analysis.line, []);
        assert!(analysis.wins(Stone::Black));
    }
}
