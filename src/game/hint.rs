//! Why a suggested move is good, in the words players use: a five, a four, an open three,
//! or the opponent's threat it blocks. The search only answers a point; this reads the
//! engine's line patterns through it ([`patterns_at`]), for the side to move and for the
//! opponent, so that the hint can say where *and* why. Tested natively.

use gobang_engine::ai::pattern::{Pattern, patterns_at};
use gobang_engine::{Board, Game, Pos, Rule, Stone};

/// What a move does, the strongest reason first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintReason {
    /// It makes five in a row: the game is won.
    Wins,
    /// The opponent would make five there: it blocks their four.
    BlocksFour(Stone),
    /// It makes an open four: two points make five, and only one can be blocked.
    OpenFour,
    /// It makes two fours at once.
    DoubleFour,
    /// It makes a four and an open three at once.
    FourThree,
    /// The opponent would make an open four there: it blocks their open three.
    BlocksOpenThree(Stone),
    /// The opponent would make two threats at once there.
    BlocksDoubleThreat(Stone),
    /// It makes a four, which must be answered.
    Four,
    /// It makes two open threes at once.
    DoubleThree,
    /// It makes an open three.
    OpenThree,
    /// None of the above: the search's judgement of the whole position.
    Judgement,
}

impl HintReason {
    /// Every reason, each with its word in the worker's replies (see
    /// [`crate::worker::protocol`]).
    const WORDS: [(HintReason, &'static str); 14] = [
        (HintReason::Wins, "wins"),
        (HintReason::BlocksFour(Stone::Black), "blocks-four-black"),
        (HintReason::BlocksFour(Stone::White), "blocks-four-white"),
        (HintReason::OpenFour, "open-four"),
        (HintReason::DoubleFour, "double-four"),
        (HintReason::FourThree, "four-three"),
        (
            HintReason::BlocksOpenThree(Stone::Black),
            "blocks-open-three-black",
        ),
        (
            HintReason::BlocksOpenThree(Stone::White),
            "blocks-open-three-white",
        ),
        (
            HintReason::BlocksDoubleThreat(Stone::Black),
            "blocks-double-threat-black",
        ),
        (
            HintReason::BlocksDoubleThreat(Stone::White),
            "blocks-double-threat-white",
        ),
        (HintReason::Four, "four"),
        (HintReason::DoubleThree, "double-three"),
        (HintReason::OpenThree, "open-three"),
        (HintReason::Judgement, "judgement"),
    ];

    /// The reason as one word.
    pub fn word(self) -> &'static str {
        Self::WORDS
            .iter()
            .find(|(reason, _)| *reason == self)
            .map_or("judgement", |(_, word)| word)
    }

    /// The reason a word of [`HintReason::word`] names, if it names one.
    pub fn from_word(word: &str) -> Option<HintReason> {
        Self::WORDS
            .iter()
            .find(|(_, w)| *w == word)
            .map(|(reason, _)| *reason)
    }
}

/// What the four lines through a point would hold with a stone of one side on it: how
/// many fives, open fours, fours (open ones included) and open threes.
#[derive(Clone, Copy, Debug, Default)]
struct Threats {
    fives: usize,
    open_fours: usize,
    fours: usize,
    threes: usize,
}

impl Threats {
    /// The threats a stone of `side` at the empty point `pos` would make, as the engine's
    /// line patterns see them.
    fn of(board: &Board, rule: Rule, pos: Pos, side: Stone) -> Threats {
        let patterns = patterns_at(board, rule, pos, side);
        let count = |wanted: Pattern| patterns.iter().filter(|&&p| p == wanted).count();
        Threats {
            fives: count(Pattern::Five),
            open_fours: count(Pattern::Flex4),
            fours: count(Pattern::Block4) + count(Pattern::Flex4),
            threes: count(Pattern::Flex3),
        }
    }

    /// Whether they hold two threats at once: two fours, a four and an open three, or two
    /// open threes.
    fn double(self) -> bool {
        self.fours >= 2 || (self.fours >= 1 && self.threes >= 1) || self.threes >= 2
    }
}

/// Why the side to move in `game` would play `pos`. `pos` must be empty.
pub fn reason(game: &Game, pos: Pos) -> HintReason {
    let me = game.to_move();
    let board = game.board();
    if !board.is_empty_at(pos) {
        return HintReason::Judgement;
    }
    let mine = Threats::of(board, game.rule(), pos, me);
    let theirs = Threats::of(board, game.rule(), pos, !me);
    match () {
        _ if mine.fives > 0 => HintReason::Wins,
        _ if theirs.fives > 0 => HintReason::BlocksFour(!me),
        _ if mine.open_fours > 0 => HintReason::OpenFour,
        _ if mine.fours >= 2 => HintReason::DoubleFour,
        _ if mine.fours >= 1 && mine.threes >= 1 => HintReason::FourThree,
        _ if theirs.open_fours > 0 => HintReason::BlocksOpenThree(!me),
        _ if theirs.double() => HintReason::BlocksDoubleThreat(!me),
        _ if mine.fours >= 1 => HintReason::Four,
        _ if mine.threes >= 2 => HintReason::DoubleThree,
        _ if mine.threes >= 1 => HintReason::OpenThree,
        _ => HintReason::Judgement,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game with these moves, black first, in notation.
    fn game(moves: &str) -> Game {
        let mut game = Game::new();
        for text in moves.split_whitespace() {
            game.play(Pos::parse(text, 19).unwrap());
        }
        game
    }

    fn why(moves: &str, hint: &str) -> HintReason {
        reason(&game(moves), Pos::parse(hint, 19).unwrap())
    }

    #[test]
    fn a_move_that_wins_says_so() {
        // Black has four in a row on row 10; white has scattered stones.
        assert_eq!(why("j10 a1 k10 a3 l10 a5 m10 a7", "n10"), HintReason::Wins);
        assert_eq!(why("j10 a1 k10 a3 l10 a5 m10 a7", "i10"), HintReason::Wins);
    }

    #[test]
    fn blocking_the_opponents_four_comes_before_making_threats() {
        // White (to move) must stop black's four at n10.
        assert_eq!(
            why("j10 j11 k10 k11 l10 s19 m10", "n10"),
            HintReason::BlocksFour(Stone::Black)
        );
    }

    #[test]
    fn open_fours_and_fours_are_told_apart() {
        // Black to move with an open three j10 k10 l10: m10 makes an open four.
        assert_eq!(why("j10 a1 k10 a3 l10 a5", "m10"), HintReason::OpenFour);
        // With i10 taken by white, m10 makes only a four.
        assert_eq!(why("j10 i10 k10 a3 l10 a5", "m10"), HintReason::Four);
    }

    #[test]
    fn an_open_three_is_blocked() {
        // White to move; black has an open three on row 10.
        assert_eq!(
            why("j10 a1 k10 a3 l10", "m10"),
            HintReason::BlocksOpenThree(Stone::Black)
        );
        assert_eq!(
            why("j10 a1 k10 a3 l10", "i10"),
            HintReason::BlocksOpenThree(Stone::Black)
        );
    }

    #[test]
    fn threes_and_double_threats() {
        // Black to move with two in a row: a third makes an open three.
        assert_eq!(why("j10 a1 k10 a3", "l10"), HintReason::OpenThree);
        // Two twos that cross at l12 (row 12: j12 k12; column l: l10 l11): two threes.
        assert_eq!(
            why("j12 a1 k12 a3 l10 a5 l11 a7", "l12"),
            HintReason::DoubleThree
        );
        // h12 j12 k12 (i12 empty) and l12 make a four; l10 l11 l12 an open three.
        assert_eq!(
            why("h12 a1 j12 a3 k12 a5 l10 a7 l11 a9", "l12"),
            HintReason::FourThree
        );
    }

    #[test]
    fn every_reason_has_a_word_that_reads_back() {
        for (reason, word) in HintReason::WORDS {
            assert_eq!(reason.word(), word);
            assert_eq!(HintReason::from_word(word), Some(reason));
        }
        let mut words: Vec<&str> = HintReason::WORDS.iter().map(|(_, w)| *w).collect();
        words.sort_unstable();
        words.dedup();
        assert_eq!(words.len(), HintReason::WORDS.len());
        assert_eq!(HintReason::from_word("wins!"), None);
    }

    #[test]
    fn a_quiet_move_is_the_searchs_judgement() {
        assert_eq!(why("j10", "k11"), HintReason::Judgement);
        assert_eq!(why("", "j10"), HintReason::Judgement);
    }
}
