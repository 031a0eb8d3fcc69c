//! Games files, as `tune play` writes them and the fits read them: one game a line, its
//! result, `rule=`, `scores=` when labelled, and its moves.

use gobang_engine::{Game, Rule, Stone};

use crate::cli::fail;

/// Positions this close to the start (the random opening) are not fitted.
pub const SKIP_PLIES: usize = 4;

/// One game of a games file: its line, the winner and the moves.
pub struct GameLine {
    pub text: String,
    pub winner: Option<Stone>,
    pub rule: Rule,
    pub game: Game,
    /// The search scores of its quiet positions, when the file was labelled.
    pub scores: Option<Vec<Option<i32>>>,
}

/// The games of the file at `path`; a bad line ends the run.
pub fn read_games(path: &str) -> Vec<GameLine> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("{path}: {e}")));
    let mut games = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let winner = match words.next() {
            Some("black") => Some(Stone::Black),
            Some("white") => Some(Stone::White),
            Some("draw") => None,
            other => fail(&format!("{path}:{}: unknown result {other:?}", n + 1)),
        };
        let mut rule = Rule::Freestyle;
        let mut scores = None;
        let mut moves = Vec::new();
        for word in words {
            if let Some(r) = word.strip_prefix("rule=") {
                rule = r.parse().unwrap_or_else(|e| fail(&format!("{e}")));
            } else if let Some(list) = word.strip_prefix("scores=") {
                let parsed = list
                    .split(',')
                    .map(|v| match v {
                        "." => Ok(None),
                        v => v.parse().map(Some),
                    })
                    .collect::<Result<Vec<_>, _>>()
                    .unwrap_or_else(|e| fail(&format!("{path}:{}: scores: {e}", n + 1)));
                scores = Some(parsed);
            } else {
                moves.push(word);
            }
        }
        let game = Game::from_record_with(&moves.join(" "), 19, rule)
            .unwrap_or_else(|e| fail(&format!("{path}:{}: {e}", n + 1)));
        let text = line
            .split_whitespace()
            .filter(|w| !w.starts_with("scores="))
            .collect::<Vec<_>>()
            .join(" ");
        games.push(GameLine {
            text,
            winner,
            rule,
            game,
            scores,
        });
    }
    games
}

/// The games files as the generated tables name them: in `engine/tuning/`, quoted.
pub fn files_named(paths: &[&str]) -> String {
    let files: Vec<String> = paths
        .iter()
        .map(|path| {
            let name = std::path::Path::new(path)
                .file_name()
                .map_or((*path).to_owned(), |f| f.to_string_lossy().into_owned());
            format!("`engine/tuning/{name}`")
        })
        .collect();
    files.join(", ")
}
