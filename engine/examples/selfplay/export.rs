//! `selfplay export`: the quiet positions of games, as `.gtf` training positions. The games
//! come from `.gsp` self-play files or from the text games files of `engine/tuning/` (a
//! result, `rule=`, `scores=` when labelled, then the record, one game a line); identical
//! games (same size, rule and moves) are exported once, the copy with scores preferred.

use std::collections::HashMap;
use std::fs;
use std::io::{BufWriter, Write};

use gobang_engine::ai::{evaluation_input, network_points};
use gobang_engine::{Game, Pos, Rule, Stone};

use crate::files::{GSP_MAGIC, NO_SCORE, TrainingPosition, file_score, gtf_header, read_gsp};

/// The text files' `scores=` start at this ply (`tune label` writes them from there).
const TEXT_SCORES_FROM: usize = 4;

/// A game to export, from whichever file.
#[derive(Clone, Debug)]
pub struct SourceGame {
    /// Where it was read: `file:line` or `file: byte N`.
    pub source: String,
    /// The board's size.
    pub size: usize,
    /// The rule.
    pub rule: Rule,
    /// Who won; `None` for a draw.
    pub winner: Option<Stone>,
    /// The moves.
    pub moves: Vec<Pos>,
    /// The search's score before each move for its mover ([`file_score`]), or
    /// [`NO_SCORE`].
    pub scores: Vec<i16>,
}

impl SourceGame {
    fn has_scores(&self) -> bool {
        self.scores.iter().any(|&s| s != NO_SCORE)
    }
}

/// The games of the text games file `path` (as `tune play` and `tune label` write them).
///
/// # Errors
/// The file cannot be read, or a line is malformed (named by its line number).
pub fn read_text_games(path: &str) -> Result<Vec<SourceGame>, String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut games = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("{path}:{}", n + 1);
        let mut words = line.split_whitespace();
        let winner = match words.next() {
            Some("black") => Some(Stone::Black),
            Some("white") => Some(Stone::White),
            Some("draw") => None,
            other => return Err(format!("{at}: unknown result {other:?}")),
        };
        let mut rule = Rule::Freestyle;
        let mut listed = Vec::new();
        let mut record = Vec::new();
        for word in words {
            if let Some(r) = word.strip_prefix("rule=") {
                rule = r.parse().map_err(|e| format!("{at}: {e}"))?;
            } else if let Some(list) = word.strip_prefix("scores=") {
                listed = list
                    .split(',')
                    .map(|v| match v {
                        "." => Ok(NO_SCORE),
                        v => v.parse::<i32>().map(file_score),
                    })
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|e| format!("{at}: scores: {e}"))?;
            } else {
                record.push(word);
            }
        }
        let game = Game::from_record_with(&record.join(" "), 19, rule)
            .map_err(|e| format!("{at}: {e}"))?;
        // The labels are the search's scores for the side to move at each ply from
        // TEXT_SCORES_FROM on: the mover's view, as the formats want.
        let moves = game.moves().to_vec();
        let scores = (0..moves.len())
            .map(|ply| {
                ply.checked_sub(TEXT_SCORES_FROM)
                    .and_then(|i| listed.get(i).copied())
                    .unwrap_or(NO_SCORE)
            })
            .collect();
        games.push(SourceGame {
            source: at,
            size: 19,
            rule,
            winner,
            moves,
            scores,
        });
    }
    Ok(games)
}

/// The games of the `.gsp` file `path`, a cut-short last record left out.
///
/// # Errors
/// The file cannot be read or is malformed (named with the byte offset).
pub fn read_gsp_games(path: &str) -> Result<Vec<SourceGame>, String> {
    let bytes = fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let contents = read_gsp(&bytes, path).map_err(|e| e.to_string())?;
    if contents.truncated {
        eprintln!(
            "{path}: a cut-short record after byte {} left out",
            contents.whole_len
        );
    }
    contents
        .games
        .into_iter()
        .map(|(offset, game)| {
            let source = format!("{path}: byte {offset} (game {})", game.index);
            let moves = game
                .moves
                .iter()
                .map(|&m| {
                    game.pos(m)
                        .ok_or_else(|| format!("{source}: a point off the board"))
                })
                .collect::<Result<Vec<_>, _>>()?;
            Ok(SourceGame {
                source,
                size: usize::from(game.size),
                rule: game.rule,
                winner: game.winner,
                moves,
                scores: game.moves.iter().map(|m| m.score).collect(),
            })
        })
        .collect()
}

/// The games of the files named, `.gsp` or text (told apart by the `.gsp` header).
///
/// # Errors
/// As [`read_text_games`] and [`read_gsp_games`].
pub fn read_games(paths: &[String]) -> Result<Vec<SourceGame>, String> {
    let mut games = Vec::new();
    for path in paths {
        let head = fs::read(path)
            .map_err(|e| format!("{path}: {e}"))?
            .get(..4)
            .map(<[u8]>::to_vec);
        if head.as_deref() == Some(&GSP_MAGIC[..]) {
            games.extend(read_gsp_games(path)?);
        } else {
            games.extend(read_text_games(path)?);
        }
    }
    Ok(games)
}

/// The games with each identical game (size, rule, moves) once, in first-seen order, the
/// copy with scores kept where one has them; and how many copies were left out.
pub fn unique_games(games: Vec<SourceGame>) -> (Vec<SourceGame>, usize) {
    let mut seen: HashMap<(usize, Rule, Vec<Pos>), usize> = HashMap::new();
    let mut unique: Vec<SourceGame> = Vec::new();
    let mut copies = 0;
    for game in games {
        let key = (game.size, game.rule, game.moves.clone());
        if let Some(&i) = seen.get(&key) {
            copies += 1;
            if !unique[i].has_scores() && game.has_scores() {
                unique[i] = game;
            }
        } else {
            seen.insert(key, unique.len());
            unique.push(game);
        }
    }
    (unique, copies)
}

/// The quiet positions of `game` from ply `skip` on, as training positions of game `id`.
///
/// # Errors
/// A move that cannot be played (named by its source and ply).
pub fn positions_of(
    game: &SourceGame,
    id: u32,
    skip: usize,
) -> Result<Vec<TrainingPosition>, String> {
    let mut replay =
        Game::with_rule(game.size, game.rule).map_err(|e| format!("{}: {e}", game.source))?;
    let mut positions = Vec::new();
    for (ply, &pos) in game.moves.iter().enumerate() {
        let to_move = replay.to_move();
        if ply >= skip && evaluation_input(replay.board(), to_move, game.rule).is_some() {
            let result = match game.winner {
                Some(w) if w == to_move => 2,
                Some(_) => 0,
                None => 1,
            };
            positions.push(TrainingPosition {
                game: id,
                rule: game.rule,
                size: game.size as u8,
                to_move,
                result,
                score: game.scores.get(ply).copied().unwrap_or(NO_SCORE),
                ply: ply as u16,
                points: network_points(replay.board(), game.rule),
            });
        }
        replay
            .try_play(pos)
            .map_err(|e| format!("{}: move {}: {e}", game.source, ply + 1))?;
    }
    Ok(positions)
}

/// What an export wrote.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Exported {
    /// Games read, copies included.
    pub read: usize,
    /// Identical copies left out.
    pub copies: usize,
    /// Games with at least one position written.
    pub games: usize,
    /// Positions written.
    pub positions: usize,
    /// Positions with a search score.
    pub scored: usize,
}

/// Writes the quiet positions of the games in `inputs` from ply `skip` on to the `.gtf`
/// file `out`, game ids from 0 in input order (games without a quiet position get none),
/// working on `threads` threads; the file is the same whatever their number.
///
/// # Errors
/// An input cannot be read or is malformed, or the output cannot be written.
pub fn export(
    inputs: &[String],
    out: &str,
    skip: usize,
    threads: usize,
) -> Result<Exported, String> {
    let read = read_games(inputs)?;
    let mut done = Exported {
        read: read.len(),
        ..Exported::default()
    };
    let (games, copies) = unique_games(read);
    done.copies = copies;
    if let Some(dir) = std::path::Path::new(out).parent() {
        fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let file = fs::File::create(out).map_err(|e| format!("{out}: {e}"))?;
    let mut writer = BufWriter::new(file);
    let write_error = |e: std::io::Error| format!("{out}: {e}");
    writer.write_all(&gtf_header()).map_err(write_error)?;
    let mut id: u32 = 0;
    let threads = threads.max(1);
    for batch in games.chunks(64 * threads) {
        let share = batch.len().div_ceil(threads);
        let results: Vec<Result<Vec<TrainingPosition>, String>> = std::thread::scope(|scope| {
            let workers: Vec<_> = batch
                .chunks(share)
                .map(|part| {
                    scope.spawn(move || {
                        part.iter()
                            .map(|game| positions_of(game, 0, skip))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().expect("an export thread"))
                .collect()
        });
        for positions in results {
            let mut positions = positions?;
            if positions.is_empty() {
                continue;
            }
            done.games += 1;
            done.positions += positions.len();
            for position in &mut positions {
                position.game = id;
                done.scored += usize::from(position.score != NO_SCORE);
                position.write_to(&mut writer).map_err(write_error)?;
            }
            id += 1;
        }
    }
    writer.flush().map_err(write_error)?;
    Ok(done)
}
