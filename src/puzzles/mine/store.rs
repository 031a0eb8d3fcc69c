//! The person's own puzzles as plain data: which of the page's games are mined, the
//! puzzles kept (as text for the browser's storage: the set's lines, newest first, at most
//! [`MOST_PUZZLES`], one puzzle per ID) and the games already mined (hashes of their
//! records, newest first, at most [`MOST_MINED`]). The browser's end is [`super`].

use gobang_engine::puzzle::{LineError, Puzzle, parse_set};
use gobang_engine::{Game, GameStatus};

use crate::game::saved::SavedGame;
use crate::game::session::Opponent;
use crate::puzzles::progress::V1_SHIFT;

/// Where the puzzles are kept in the browser (`localStorage`).
pub const PUZZLES_KEY: &str = "gobang.puzzles.mine";
/// Where the hashes of the games already mined are kept.
pub const MINED_KEY: &str = "gobang.puzzles.mined";
/// The most puzzles kept: the oldest go first.
pub const MOST_PUZZLES: usize = 200;
/// The most games remembered as mined: a game older than these is on the board no more.
pub const MOST_MINED: usize = 50;

/// The game of a save that is worth mining, with its hash: a finished game (won or drawn)
/// that a person played (against the computer or another person, not one the computer
/// played against itself), from an empty board.
pub fn to_mine(saved: &SavedGame) -> Option<(Game, u64)> {
    let game = &saved.game;
    let finished = matches!(game.status(), GameStatus::Won { .. } | GameStatus::Draw);
    let worth = finished && saved.opponent != Opponent::Watch && game.setup().is_empty();
    worth.then(|| (game.clone(), game_hash(game)))
}

/// FNV-1a over the game's size, rules and record: the same game, the same hash.
pub fn game_hash(game: &Game) -> u64 {
    let text = format!("{} {} {}", game.board().size(), game.rule(), game.record());
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The stored text's first line: the scale its ratings are on. Text without it was
/// stored when the scale began 650 lower ([`crate::puzzles::progress::V1_SHIFT`]).
const SCALE_LINE: &str = "# scale 2";

/// The puzzles of the stored text, on today's scale, and its lines that could not be read
/// (to be dropped, with a warning).
pub fn read_puzzles(text: &str) -> (Vec<Puzzle>, Vec<LineError>) {
    let (mut puzzles, errors) = parse_set(text);
    if !text.lines().any(|line| line.trim_end() == SCALE_LINE) {
        for puzzle in &mut puzzles {
            puzzle.rating += V1_SHIFT as i32;
        }
    }
    (puzzles, errors)
}

/// The puzzles as text to store: the scale's line, then their lines, one a line.
pub fn write_puzzles(puzzles: &[Puzzle]) -> String {
    let lines: Vec<String> = puzzles.iter().map(Puzzle::line).collect();
    format!("{SCALE_LINE}\n{}", lines.join("\n"))
}

/// The puzzles kept after a game gave `found`: those first (in the order the game had
/// them), then the ones kept before, without a second puzzle of an ID, at most
/// [`MOST_PUZZLES`].
pub fn add_puzzles(kept: Vec<Puzzle>, found: Vec<Puzzle>) -> Vec<Puzzle> {
    let mut puzzles: Vec<Puzzle> = Vec::with_capacity(kept.len() + found.len());
    for puzzle in found.into_iter().chain(kept) {
        if puzzles.len() < MOST_PUZZLES && puzzles.iter().all(|p| p.id != puzzle.id) {
            puzzles.push(puzzle);
        }
    }
    puzzles
}

/// The hashes of the stored text (words that are not a hash are skipped).
pub fn read_mined(text: &str) -> Vec<u64> {
    text.split_whitespace()
        .filter_map(|word| u64::from_str_radix(word, 16).ok())
        .collect()
}

/// The hashes as text to store.
pub fn write_mined(mined: &[u64]) -> String {
    let words: Vec<String> = mined.iter().map(|hash| format!("{hash:016x}")).collect();
    words.join(" ")
}

/// The games remembered as mined once `hash`'s is: it first, at most [`MOST_MINED`].
pub fn remember(mined: &[u64], hash: u64) -> Vec<u64> {
    std::iter::once(hash)
        .chain(mined.iter().copied().filter(|&h| h != hash))
        .take(MOST_MINED)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use gobang_engine::ai::Level;
    use gobang_engine::{Rule, Stone};

    fn saved(record: &str, opponent: Opponent) -> SavedGame {
        SavedGame {
            game: Game::from_record(record, 19).unwrap(),
            opponent,
            person: Stone::Black,
            level: Level::Easy,
            white_level: Level::Easy,
            seed: 1,
            opening: None,
        }
    }

    /// A game two people played: black, with a double three to make after eight moves,
    /// plays a19; white makes five on row 9. What the end-to-end test plays.
    const MISSED: &str = "j10 k11 k10 k9 l12 m13 l13 j9 a19 l9 f19 m9 o19 n9";

    fn puzzle(id: &str) -> Puzzle {
        let line = format!("{id} freestyle 15 vcf 900 h8,a1,h9,a2,h10,b1 h11,a3,h12");
        line.parse().unwrap()
    }

    fn ids(puzzles: &[Puzzle]) -> Vec<&str> {
        puzzles.iter().map(|p| p.id.as_str()).collect()
    }

    #[test]
    fn finished_games_that_a_person_played_from_an_empty_board_are_mined() {
        for opponent in [Opponent::Person, Opponent::Computer] {
            let (game, hash) = to_mine(&saved(MISSED, opponent)).unwrap();
            assert_eq!(game.moves().len(), 14);
            assert_eq!(hash, game_hash(&game));
        }
        // Not a game still going, nor one the computer played against itself.
        assert_eq!(to_mine(&saved("j10 a1 k10", Opponent::Person)), None);
        assert_eq!(to_mine(&saved(MISSED, Opponent::Watch)), None);
        // Not a game from an edited position: a black stone on s1, then white's five.
        let mut board = gobang_engine::Board::new(19).unwrap();
        board.place(gobang_engine::Pos::parse("s1", 19).unwrap(), Stone::Black);
        let mut edited = saved(MISSED, Opponent::Person);
        edited.game = Game::from_position(board, Stone::White, Rule::Freestyle).unwrap();
        edited
            .game
            .play_record("a1 j10 b1 k10 c1 l12 d1 l13 e1")
            .unwrap();
        assert!(edited.game.status().is_over());
        assert_eq!(to_mine(&edited), None);
    }

    #[test]
    fn the_same_game_hashes_the_same_and_another_differently() {
        let game = |record: &str, rule: Rule| Game::from_record_with(record, 19, rule).unwrap();
        let one = game_hash(&game(MISSED, Rule::Freestyle));
        assert_eq!(one, game_hash(&game(MISSED, Rule::Freestyle)));
        assert_ne!(one, game_hash(&game(MISSED, Rule::Standard)));
        assert_ne!(one, game_hash(&game("j10 a1", Rule::Freestyle)));
    }

    #[test]
    fn puzzles_kept_under_the_old_scale_read_on_todays() {
        let old = format!("{}\n{}", puzzle("m1").line(), puzzle("m2").line());
        let (puzzles, refused) = read_puzzles(&old);
        assert!(refused.is_empty());
        let ratings: Vec<i32> = puzzles.iter().map(|p| p.rating).collect();
        assert_eq!(ratings, [900 + 650, 900 + 650]);
        // Written again, they read as they are.
        assert_eq!(read_puzzles(&write_puzzles(&puzzles)).0, puzzles);
    }

    #[test]
    fn puzzles_read_back_as_written_newest_first() {
        let puzzles = vec![puzzle("m1"), puzzle("m2")];
        let text = write_puzzles(&puzzles);
        assert_eq!(text.lines().count(), 3);
        assert_eq!(read_puzzles(&text), (puzzles, Vec::new()));
        assert_eq!(read_puzzles(""), (Vec::new(), Vec::new()));
    }

    #[test]
    fn a_corrupt_line_is_refused_and_the_rest_kept() {
        let text = format!(
            "{}\nnot a puzzle\n{}\nm3 freestyle 15 vcf 900 h8,h8 h9",
            puzzle("m1").line(),
            puzzle("m2").line()
        );
        let (puzzles, refused) = read_puzzles(&text);
        assert_eq!(ids(&puzzles), ["m1", "m2"]);
        let lines: Vec<usize> = refused.iter().map(|e| e.line).collect();
        assert_eq!(lines, [2, 4]);
        // A repeated ID is refused too.
        let (puzzles, refused) = read_puzzles(&format!("{0}\n{0}", puzzle("m1").line()));
        assert_eq!((puzzles.len(), refused.len()), (1, 1));
    }

    #[test]
    fn new_puzzles_come_first_once_each_and_the_oldest_go_past_the_bound() {
        let kept = vec![puzzle("m1"), puzzle("m2")];
        let added = add_puzzles(kept, vec![puzzle("m3"), puzzle("m2"), puzzle("m3")]);
        assert_eq!(ids(&added), ["m3", "m2", "m1"]);
        let many: Vec<Puzzle> = (0..MOST_PUZZLES)
            .map(|i| puzzle(&format!("o{i}")))
            .collect();
        let added = add_puzzles(many, vec![puzzle("n1")]);
        assert_eq!(added.len(), MOST_PUZZLES);
        assert_eq!(added[0].id, "n1");
        assert_eq!(added[MOST_PUZZLES - 1].id, format!("o{}", MOST_PUZZLES - 2));
    }

    #[test]
    fn mined_games_are_remembered_newest_first_once_each_up_to_the_bound() {
        let mined = remember(&remember(&[], 1), 2);
        assert_eq!(mined, [2, 1]);
        assert_eq!(remember(&mined, 1), [1, 2]);
        let text = write_mined(&[0xabc, u64::MAX]);
        assert_eq!(text, "0000000000000abc ffffffffffffffff");
        assert_eq!(read_mined(&text), [0xabc, u64::MAX]);
        // Words that are not hashes are skipped.
        assert_eq!(read_mined("zz 10 -3 \n 1f"), [0x10, 0x1f]);
        let many: Vec<u64> = (0..MOST_MINED as u64).collect();
        let mined = remember(&many, 999);
        assert_eq!(mined.len(), MOST_MINED);
        assert_eq!(
            (mined[0], mined[MOST_MINED - 1]),
            (999, MOST_MINED as u64 - 2)
        );
    }
}
