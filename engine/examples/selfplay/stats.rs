//! `selfplay stats`: what a `.gsp` or `.gtf` file holds: games, positions, the count by
//! rule and board size, the results and the mean game length.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::fs;

use gobang_engine::Stone;

use crate::files::{GSP_MAGIC, NO_SCORE, read_gsp, read_gtf};

/// Counts by (rule, size) and result, kept in a stable order for printing.
#[derive(Default)]
struct Tally {
    games: usize,
    positions: usize,
    scored: usize,
    by_kind: BTreeMap<String, usize>,
    results: BTreeMap<&'static str, usize>,
}

impl Tally {
    fn text(&self, path: &str, unit: &str) -> String {
        let mut text = format!(
            "{path}: {} games, {} positions ({} with a search score), {:.1} {unit} a game",
            self.games,
            self.positions,
            self.scored,
            self.positions as f64 / self.games.max(1) as f64
        );
        let kinds: Vec<String> = self
            .by_kind
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect();
        let results: Vec<String> = self
            .results
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect();
        let _ = write!(
            text,
            "\n  by kind: {}\n  results: {}",
            kinds.join(", "),
            results.join(", ")
        );
        text
    }
}

/// The summary of the file at `path`, `.gsp` or `.gtf` (told by its header).
///
/// # Errors
/// The file cannot be read or is malformed.
pub fn stats(path: &str) -> Result<String, String> {
    let bytes = fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let mut tally = Tally::default();
    if bytes.starts_with(&GSP_MAGIC) {
        let contents = read_gsp(&bytes, path).map_err(|e| e.to_string())?;
        for (_, game) in &contents.games {
            tally.games += 1;
            tally.positions += game.moves.len();
            tally.scored += game.moves.iter().filter(|m| m.score != NO_SCORE).count();
            let kind = format!("{}×{} {}", game.size, game.size, game.rule);
            *tally.by_kind.entry(kind).or_default() += 1;
            let result = match game.winner {
                Some(Stone::Black) => "black won",
                Some(Stone::White) => "white won",
                None => "draw",
            };
            *tally.results.entry(result).or_default() += 1;
        }
        let mut text = tally.text(path, "moves");
        if let Ok(options) = fs::read_to_string(format!("{path}.options")) {
            let _ = write!(text, "\n  played with {}", options.trim());
        }
        if contents.truncated {
            text.push_str("\n  (a cut-short last record)");
        }
        return Ok(text);
    }
    let mut games = HashSet::new();
    let cut = read_gtf(&bytes, path, |position| {
        games.insert(position.game);
        tally.positions += 1;
        tally.scored += usize::from(position.score != NO_SCORE);
        let kind = format!("{}×{} {}", position.size, position.size, position.rule);
        *tally.by_kind.entry(kind).or_default() += 1;
        let result = ["lost", "draw", "won"][usize::from(position.result.min(2))];
        *tally.results.entry(result).or_default() += 1;
    })
    .map_err(|e| e.to_string())?;
    tally.games = games.len();
    let mut text = tally.text(path, "positions");
    text.push_str(" (for the side to move; by kind and results count positions)");
    if cut {
        text.push_str("\n  (a cut-short last record)");
    }
    Ok(text)
}
