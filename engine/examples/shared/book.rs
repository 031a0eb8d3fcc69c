//! Opening books: one record a line, read by the match runner and written by the book
//! generator (one file, included by both).

use std::fs;
use std::path::{Path, PathBuf};

use gobang_engine::{Game, Pos, Rule};

/// The committed book for `rule` on the 19×19 board (`engine/tuning/openings-RULE.txt`).
pub fn default_book(rule: Rule) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tuning/openings-{rule}.txt"))
}

/// A record in the page's format: settings that differ from the original's, then the moves.
pub fn record(game: &Game) -> String {
    let mut words = Vec::new();
    if game.board().size() != 19 {
        words.push(format!("size={}", game.board().size()));
    }
    if game.rule() != Rule::Freestyle {
        words.push(format!("rule={}", game.rule()));
    }
    let moves = game.record();
    if !moves.is_empty() {
        words.push(moves);
    }
    words.join(" ")
}

/// Openings from a book: one record a line (settings words are skipped), blank lines and
/// lines starting with `#` ignored.
pub fn read_book(path: &Path, size: usize, rule: Rule) -> Result<Vec<Vec<Pos>>, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut openings = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let moves: Vec<&str> = line
            .split_whitespace()
            .filter(|w| !w.contains('='))
            .collect();
        let game = Game::from_record_with(&moves.join(" "), size, rule)
            .map_err(|e| format!("{}:{}: {e}", path.display(), n + 1))?;
        if game.is_over() {
            return Err(format!("{}:{}: the game is over", path.display(), n + 1));
        }
        openings.push(game.moves().to_vec());
    }
    Ok(openings)
}
