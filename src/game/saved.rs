//! Games as text: the game in progress as saved in the browser (so that a reload brings it
//! back), and games shared as records or links. Both carry how the game is played (who
//! plays whom, the board size, the rules), the edited position it began from, if any
//! (black's and white's stones, `black=h8,i9 white=h9`), and the moves; both are read
//! back with every part checked: anything that is not exactly a game of this version
//! (corrupt, from another version, edited by hand) is refused with the reason.

use std::error::Error;
use std::fmt;

use gobang_engine::ai::Level;
use gobang_engine::{Board, Game, Pos, RecordError, Rule, STANDARD_SIZE, SetupError, Stone};

use crate::game::opening_note::OpeningNote;
use crate::game::session::{Opponent, Setup};

/// The first line of a save of this version.
const HEADER: &str = "gobang-save 2";
/// The board sizes the setup offers: 15x15 (a phone's), the original's 19x19, and
/// Gomocup's 20x20.
pub const SIZES: [usize; 3] = [15, 19, 20];
/// The board sizes the page plays: any square board from 15 to 20 that a file or a link
/// brings (the setup offers [`SIZES`]).
pub const PLAYED_SIZES: std::ops::RangeInclusive<usize> = 15..=20;
/// Below this width (CSS pixels) a screen is a phone's, where 15x15 is offered first.
/// index.html's first script draws the first page's board by the same rule.
pub const NARROW_WIDTH: f64 = 500.0;
/// The board size offered first on a phone.
pub const PHONE_SIZE: usize = 15;

/// The board size the setup offers first: the one the person chose last (`remembered`,
/// kept as text), else 15x15 on a screen narrower than [`NARROW_WIDTH`] and the
/// original's 19x19 on a wider one.
pub fn first_size(remembered: Option<&str>, screen_width: f64) -> usize {
    match remembered.and_then(|text| text.parse().ok()) {
        Some(size) if SIZES.contains(&size) => size,
        _ if screen_width < NARROW_WIDTH => PHONE_SIZE,
        _ => STANDARD_SIZE,
    }
}

/// A game to resume: its moves and who played what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The game so far, with its size and rules.
    pub game: Game,
    /// Who plays whom.
    pub opponent: Opponent,
    /// The person's colour against the computer.
    pub person: Stone,
    /// The computer's level (black's when it plays itself).
    pub level: Level,
    /// White's level when the computer plays itself.
    pub white_level: Level,
    /// The game's seed (0 in saves from before seeds were kept).
    pub seed: u32,
    /// The game's tournament opening, if it has one.
    pub opening: Option<OpeningNote>,
}

/// Why saved or shared text is not a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The text is not a save at all.
    NotASave,
    /// A save from another version of the game.
    OtherVersion(String),
    /// A field is missing.
    Missing(&'static str),
    /// A setting the game does not know.
    UnknownSetting(String),
    /// A field has a value that is not allowed.
    BadValue {
        /// The field.
        field: String,
        /// Its value.
        value: String,
    },
    /// The moves are not a legal game.
    Moves(RecordError),
    /// The edited position is not one a game can go on from.
    Setup(SetupError),
    /// The edited position puts two stones on one point.
    TwoStones(String),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NotASave => f.write_str("the saved data is not a saved game"),
            SaveError::OtherVersion(header) => {
                write!(f, "the saved game is from another version (`{header}`)")
            }
            SaveError::Missing(field) => write!(f, "the saved game has no {field}"),
            SaveError::UnknownSetting(key) => write!(f, "unknown setting `{key}`"),
            SaveError::BadValue { field, value } => write!(f, "the {field} `{value}` is not valid"),
            SaveError::Moves(e) => write!(f, "{e}"),
            SaveError::Setup(e) => write!(f, "the position: {e}"),
            SaveError::TwoStones(point) => {
                write!(f, "the position has two stones on {point}")
            }
        }
    }
}

impl Error for SaveError {}

fn bad(field: &str, value: &str) -> SaveError {
    SaveError::BadValue {
        field: field.to_owned(),
        value: value.to_owned(),
    }
}

fn parse_size(value: &str) -> Result<usize, SaveError> {
    value
        .parse()
        .ok()
        .filter(|size| PLAYED_SIZES.contains(size))
        .ok_or_else(|| bad("size", value))
}

fn parse_rule(value: &str) -> Result<Rule, SaveError> {
    value.parse().map_err(|_| bad("rule", value))
}

fn parse_opponent(value: &str) -> Result<Opponent, SaveError> {
    value.parse().map_err(|()| bad("mode", value))
}

fn parse_level(field: &str, value: &str) -> Result<Level, SaveError> {
    value.parse().map_err(|_| bad(field, value))
}

fn parse_seed(value: &str) -> Result<u32, SaveError> {
    value.parse().map_err(|_| bad("seed", value))
}

/// The points of a list in notation, separated by commas (as in links) or spaces (as in
/// saves).
fn points(list: &str) -> impl Iterator<Item = &str> {
    list.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
}

/// The game whose edited position has the `black` and `white` stones (lists of points),
/// with the moves of `moves` played from there; the side to move first follows from the
/// stone counts. With no stones, a game from the start.
fn game_from(
    size: usize,
    rule: Rule,
    [black, white]: [&str; 2],
    moves: &str,
) -> Result<Game, SaveError> {
    let mut board = Board::new(size).map_err(|e| SaveError::Moves(RecordError::Size(e)))?;
    for (list, stone) in [(black, Stone::Black), (white, Stone::White)] {
        for text in points(list) {
            let pos = Pos::parse(text, size)
                .map_err(|_| bad(&format!("{} stone", stone.name()), text))?;
            if !board.is_empty_at(pos) {
                return Err(SaveError::TwoStones(pos.display(size).to_string()));
            }
            board.place(pos, stone);
        }
    }
    let mut game = if board.stone_count() == 0 {
        Game::with_rule(size, rule).map_err(|e| SaveError::Moves(RecordError::Size(e)))?
    } else {
        let black_first = board.stone_count().is_multiple_of(2);
        let to_move = if black_first {
            Stone::Black
        } else {
            Stone::White
        };
        Game::from_position(board, to_move, rule).map_err(SaveError::Setup)?
    };
    game.play_record(moves).map_err(SaveError::Moves)?;
    Ok(game)
}

/// The stones of `game`'s edited position, black's and white's, as lists of points joined
/// by `separator` (empty lists for a game from the start).
fn setup_lists(game: &Game, separator: &str) -> [String; 2] {
    let size = game.board().size();
    [Stone::Black, Stone::White].map(|side| {
        let list: Vec<String> = game
            .setup()
            .iter()
            .filter(|&&(_, stone)| stone == side)
            .map(|(pos, _)| pos.display(size).to_string())
            .collect();
        list.join(separator)
    })
}

impl SavedGame {
    /// The save as text. A game from an edited position has `black` and `white` lines
    /// too (saves without them, as older versions wrote, start from an empty board).
    pub fn encode(&self) -> String {
        let mut text = format!(
            "{HEADER}\nsize {}\nrule {}\nmode {}\nlevel {}\nwhite-level {}\nseed {}\nperson {}\n",
            self.game.board().size(),
            self.game.rule(),
            self.opponent,
            self.level,
            self.white_level,
            self.seed,
            self.person,
        );
        if !self.game.setup().is_empty() {
            let [black, white] = setup_lists(&self.game, " ");
            text.push_str(&format!("black {black}\nwhite {white}\n"));
        }
        if let Some(opening) = &self.opening {
            text.push_str(&format!("opening {}\n", opening.word()));
        }
        text.push_str(&format!("moves {}\n", self.game.record()));
        text
    }

    /// Reads a save.
    ///
    /// # Errors
    /// [`SaveError`] saying what is wrong with the text.
    pub fn decode(text: &str) -> Result<SavedGame, SaveError> {
        let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
        let header = lines.next().ok_or(SaveError::NotASave)?;
        if header != HEADER {
            return Err(match header.strip_prefix("gobang-save ") {
                Some(_) => SaveError::OtherVersion(header.to_owned()),
                None => SaveError::NotASave,
            });
        }
        // A few fields: a list (a hash map's code weighed more in the page than the search).
        let fields: Vec<(&str, &str)> = lines
            .map(|line| {
                let (key, value) = line.split_once(' ').unwrap_or((line, ""));
                (key, value.trim())
            })
            .collect();
        // A field given twice counts as its last.
        let get = |name: &str| {
            fields
                .iter()
                .rev()
                .find(|(key, _)| *key == name)
                .map(|&(_, value)| value)
        };
        let field = |name: &'static str| get(name).ok_or(SaveError::Missing(name));
        // Saves from before the ladder name `medium` or `hard`: they read as the levels
        // those names now mean.
        let level = |name: &'static str| parse_level(name, field(name)?);
        // Saves from before seeds were kept have none.
        let seed = get("seed").map_or(Ok(0), parse_seed)?;
        let size = parse_size(field("size")?)?;
        let rule = parse_rule(field("rule")?)?;
        let opponent = parse_opponent(field("mode")?)?;
        let person = parse_stone("person", field("person")?)?;
        let setup = ["black", "white"].map(|name| get(name).unwrap_or(""));
        let game = game_from(size, rule, setup, field("moves")?)?;
        Ok(SavedGame {
            game,
            opponent,
            person,
            level: level("level")?,
            white_level: level("white-level")?,
            seed,
            opening: get("opening").map(parse_opening).transpose()?,
        })
    }
}

/// A game as shared in a record or a link: how it is played, and its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedGame {
    /// Who plays whom.
    pub opponent: Opponent,
    /// The game, with its size and rules.
    pub game: Game,
    /// The computer's level (black's when it plays itself), when the record names it.
    pub level: Option<Level>,
    /// White's level when the computer plays itself, when the record names it.
    pub white_level: Option<Level>,
    /// The game's seed, when the record names it: with the levels and the moves, it lets
    /// the computer's moves be replayed.
    pub seed: Option<u32>,
    /// The person's colour against the computer, when the record names it (`you=`; the
    /// side to move when it does not).
    pub person: Option<Stone>,
    /// The game's tournament opening, if it has one.
    pub opening: Option<OpeningNote>,
}

impl SharedGame {
    /// `game` to play on against `opponent`, naming nothing else: the page's levels and a
    /// new seed, and against the computer, the person takes the side to move.
    pub fn play_on(game: Game, opponent: Opponent) -> SharedGame {
        SharedGame {
            opponent,
            game,
            level: None,
            white_level: None,
            seed: None,
            person: None,
            opening: None,
        }
    }

    /// The settings that differ from the original's (19x19, freestyle, against the
    /// computer), and the levels and seed when known, as `key=value` words.
    fn settings(&self) -> Vec<String> {
        let setup = Setup::default();
        let mut words = Vec::new();
        if self.opponent != setup.opponent {
            words.push(format!("mode={}", self.opponent));
        }
        if self.game.board().size() != STANDARD_SIZE {
            words.push(format!("size={}", self.game.board().size()));
        }
        if self.game.rule() != setup.rule {
            words.push(format!("rule={}", self.game.rule()));
        }
        if let Some(level) = self.level {
            words.push(format!("level={level}"));
        }
        if let Some(level) = self.white_level {
            words.push(format!("white-level={level}"));
        }
        if let Some(seed) = self.seed {
            words.push(format!("seed={seed}"));
        }
        if let Some(person) = self.person {
            words.push(format!("you={person}"));
        }
        if let Some(opening) = &self.opening {
            words.push(format!("opening={}", opening.word()));
        }
        words
    }

    /// The settings and the edited position (if any) as `key=value` words.
    fn words(&self) -> Vec<String> {
        let mut words = self.settings();
        if !self.game.setup().is_empty() {
            let [black, white] = setup_lists(&self.game, ",");
            words.push(format!("black={black}"));
            words.push(format!("white={white}"));
        }
        words
    }

    /// The game as a record: any settings, the edited position it began from (if any),
    /// then the moves in notation, e.g. `size=15 rule=renju h8 i9` or `black=h8,i9
    /// white=h9 j10` (just the moves for the original's settings).
    pub fn record(&self) -> String {
        let mut words = self.words();
        let moves = self.game.record();
        if !moves.is_empty() {
            words.push(moves);
        }
        words.join(" ")
    }

    /// The game as a link's fragment: `#size=15&rule=renju&moves=h8,i9`, with
    /// `black=…&white=…` before the moves for an edited position.
    pub fn fragment(&self) -> String {
        let mut parts = self.words();
        parts.push(format!("moves={}", self.game.record().replace(' ', ",")));
        format!("#{}", parts.join("&"))
    }

    /// Reads a record or a link's fragment (with or without its `#`): `key=value`
    /// settings (`mode`, `size`, `rule`, `level`, `white-level`, `seed`), an edited
    /// position (`black=` and `white=`, lists of points separated by commas) and moves,
    /// separated by spaces, `&`, `;` or new lines; `moves=` may introduce the moves, which
    /// may also be separated by commas.
    ///
    /// # Errors
    /// [`SaveError`] for an unknown setting, a bad value, an impossible position or bad
    /// moves.
    pub fn parse(text: &str) -> Result<SharedGame, SaveError> {
        let text = text.trim().trim_start_matches('#');
        let mut opponent = Opponent::Computer;
        let mut size = STANDARD_SIZE;
        let mut rule = Rule::Freestyle;
        let (mut level, mut white_level, mut seed) = (None, None, None);
        let (mut person, mut opening) = (None, None);
        let mut setup = [String::new(), String::new()];
        let mut moves = String::new();
        // A list that ends with a comma goes on in the next word ("black=h8, i9").
        let mut continues: Option<usize> = None;
        let words = text
            .split(|c: char| c.is_whitespace() || matches!(c, '&' | ';'))
            .filter(|w| !w.is_empty());
        for word in words {
            let (list, value) = match (continues, word.split_once('=')) {
                (Some(list), None) => (list, word),
                (None, None) => (2, word),
                (_, Some(("mode", value))) => {
                    opponent = parse_opponent(value)?;
                    continue;
                }
                (_, Some(("size", value))) => {
                    size = parse_size(value)?;
                    continue;
                }
                (_, Some(("rule", value))) => {
                    rule = parse_rule(value)?;
                    continue;
                }
                (_, Some(("level", value))) => {
                    level = Some(parse_level("level", value)?);
                    continue;
                }
                (_, Some(("white-level", value))) => {
                    white_level = Some(parse_level("white-level", value)?);
                    continue;
                }
                (_, Some(("seed", value))) => {
                    seed = Some(parse_seed(value)?);
                    continue;
                }
                (_, Some(("you", value))) => {
                    person = Some(parse_stone("you", value)?);
                    continue;
                }
                (_, Some(("opening", value))) => {
                    opening = Some(parse_opening(value)?);
                    continue;
                }
                (_, Some(("black", value))) => (0, value),
                (_, Some(("white", value))) => (1, value),
                (_, Some(("moves", value))) => (2, value),
                // The study module reads the variations (see assets/study_loader.js).
                (_, Some(("tree", _))) => continue,
                (_, Some((key, _))) => return Err(SaveError::UnknownSetting(key.to_owned())),
            };
            let target = if list == 2 {
                &mut moves
            } else {
                &mut setup[list]
            };
            target.push(' ');
            target.push_str(value);
            continues = (list < 2 && value.ends_with(',')).then_some(list);
        }
        let [black, white] = &setup;
        let game = game_from(size, rule, [black, white], &moves.replace(',', " "))?;
        Ok(SharedGame {
            opponent,
            game,
            level,
            white_level,
            seed,
            person,
            opening,
        })
    }
}

fn parse_stone(field: &str, value: &str) -> Result<Stone, SaveError> {
    match value {
        "black" => Ok(Stone::Black),
        "white" => Ok(Stone::White),
        other => Err(bad(field, other)),
    }
}

fn parse_opening(value: &str) -> Result<OpeningNote, SaveError> {
    OpeningNote::parse(value).ok_or_else(|| bad("opening", value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phone_is_offered_15x15_first_a_wider_screen_19x19_and_a_choice_is_kept() {
        assert_eq!(first_size(None, 360.0), 15);
        assert_eq!(first_size(None, 499.0), 15);
        assert_eq!(first_size(None, 500.0), 19);
        assert_eq!(first_size(None, 1280.0), 19);
        assert_eq!(first_size(Some("19"), 360.0), 19);
        assert_eq!(first_size(Some("15"), 1280.0), 15);
        assert_eq!(first_size(Some("20"), 360.0), 20);
        // A size the page does not offer, or no number at all, is not a choice.
        assert_eq!(first_size(Some("17"), 1280.0), 19);
        assert_eq!(first_size(Some("big"), 360.0), 15);
    }

    fn saved() -> SavedGame {
        SavedGame {
            game: Game::from_record("j10 k11 k10", 19).unwrap(),
            opponent: Opponent::Computer,
            person: Stone::White,
            level: Level::Grandmaster,
            white_level: Level::Easy,
            seed: 4_000_000_007,
            opening: None,
        }
    }

    #[test]
    fn saves_round_trip() {
        let text = saved().encode();
        assert_eq!(
            text,
            "gobang-save 2\nsize 19\nrule freestyle\nmode computer\nlevel grandmaster\nwhite-level easy\nseed 4000000007\nperson white\nmoves j10 k11 k10\n"
        );
        assert_eq!(SavedGame::decode(&text), Ok(saved()));
        let renju = SavedGame {
            game: Game::from_record_with("h8 i9", 15, Rule::Renju).unwrap(),
            opponent: Opponent::Person,
            person: Stone::Black,
            level: Level::Classic,
            white_level: Level::Beginner,
            seed: 0,
            opening: None,
        };
        assert_eq!(SavedGame::decode(&renju.encode()), Ok(renju));
        for level in Level::ALL {
            let game = SavedGame {
                level,
                white_level: level,
                ..saved()
            };
            assert_eq!(SavedGame::decode(&game.encode()), Ok(game));
        }
    }

    #[test]
    fn saves_from_before_the_ladder_load_with_their_levels_mapped() {
        // A save of the version before seeds and the ladder: `medium` and `hard` were the
        // searching levels.
        let old = "gobang-save 2\nsize 19\nrule freestyle\nmode watch\nlevel medium\nwhite-level hard\nperson white\nmoves j10 k11 k10\n";
        let saved = SavedGame::decode(old).unwrap();
        assert_eq!(saved.level, "medium".parse::<Level>().unwrap());
        assert_eq!(saved.white_level, Level::STRONGEST);
        assert_eq!(saved.seed, 0);
        assert_eq!(saved.game.moves().len(), 3);
        let classic = old.replace("level medium", "level classic");
        assert_eq!(SavedGame::decode(&classic).unwrap().level, Level::Classic);
    }

    #[test]
    fn every_kind_of_bad_save_is_refused_with_its_reason() {
        let good = saved().encode();
        let cases: Vec<(String, &str)> = vec![
            (String::new(), "not a saved game"),
            ("{\"moves\":[1,2]}".into(), "not a saved game"),
            (
                good.replace("gobang-save 2", "gobang-save 1"),
                "another version",
            ),
            (
                good.replace("gobang-save 2", "gobang-save 3"),
                "another version",
            ),
            (good.replace("size 19\n", ""), "no size"),
            (good.replace("size 19", "size 99"), "size `99`"),
            (good.replace("size 19", "size 21"), "size `21`"),
            (good.replace("size 19", "size 14"), "size `14`"),
            (good.replace("size 19", "size nineteen"), "size `nineteen`"),
            (good.replace("rule freestyle", "rule chess"), "rule `chess`"),
            (good.replace("mode computer", "mode robot"), "mode `robot`"),
            (
                good.replace("level grandmaster", "level godlike"),
                "level `godlike`",
            ),
            (good.replace("white-level easy\n", ""), "no white-level"),
            (good.replace("seed 4000000007", "seed -1"), "seed `-1`"),
            (
                good.replace("seed 4000000007", "seed 5000000000"),
                "seed `5000000000`",
            ),
            (
                good.replace("person white", "person green"),
                "person `green`",
            ),
            (good.replace("moves j10 k11 k10\n", ""), "no moves"),
            (good.replace("k10", "z99"), "unknown coordinate `z99`"),
            (good.replace("k10", "j10"), "j10 was already played"),
            (
                good.replace("j10 k11 k10", "a1 a2 b1 b2 c1 c2 d1 d2 e1 e2"),
                "already won",
            ),
            (
                good.replace("rule freestyle", "rule renju")
                    .replace("j10 k11 k10", "j9 a1 j10 c1 k8 e1 l8 g1 j8"),
                "forbidden to black",
            ),
        ];
        for (text, expected) in cases {
            let err = SavedGame::decode(&text).unwrap_err().to_string();
            assert!(err.contains(expected), "{text:?}: {err}");
        }
    }

    #[test]
    fn shared_games_round_trip_as_records_and_links() {
        let plain = SharedGame {
            opponent: Opponent::Computer,
            game: Game::from_record("j10 k11", 19).unwrap(),
            level: None,
            white_level: None,
            seed: None,
            person: None,
            opening: None,
        };
        assert_eq!(plain.record(), "j10 k11");
        assert_eq!(plain.fragment(), "#moves=j10,k11");
        let special = SharedGame {
            opponent: Opponent::Person,
            game: Game::from_record_with("h8 i9 h9", 15, Rule::Renju).unwrap(),
            ..plain.clone()
        };
        assert_eq!(special.record(), "mode=person size=15 rule=renju h8 i9 h9");
        assert_eq!(
            special.fragment(),
            "#mode=person&size=15&rule=renju&moves=h8,i9,h9"
        );
        let watched = SharedGame {
            opponent: Opponent::Watch,
            level: Some(Level::Beginner),
            white_level: Some(Level::Expert),
            seed: Some(123_456),
            ..plain.clone()
        };
        assert_eq!(
            watched.record(),
            "mode=watch level=beginner white-level=expert seed=123456 j10 k11"
        );
        assert_eq!(
            watched.fragment(),
            "#mode=watch&level=beginner&white-level=expert&seed=123456&moves=j10,k11"
        );
        let mut every_level: Vec<SharedGame> = Level::ALL
            .into_iter()
            .map(|level| SharedGame {
                level: Some(level),
                seed: Some(7),
                ..plain.clone()
            })
            .collect();
        every_level.extend([plain, special, watched]);
        for shared in every_level {
            assert_eq!(SharedGame::parse(&shared.record()), Ok(shared.clone()));
            assert_eq!(SharedGame::parse(&shared.fragment()), Ok(shared.clone()));
        }
        let empty = SharedGame::parse("size=15").unwrap();
        assert_eq!(
            (empty.game.board().size(), empty.game.moves().len()),
            (15, 0)
        );
        assert_eq!(empty.fragment(), "#size=15&moves=");
        // Any board from 15 to 20 that a file brings opens (Gomocup plays on 20x20).
        for size in [16, 17, 18, 20] {
            let shared = SharedGame::parse(&format!("size={size} a1")).expect("a size played");
            assert_eq!(shared.game.board().size(), size);
            assert_eq!(SharedGame::parse(&shared.fragment()), Ok(shared));
        }
        for size in [14, 21] {
            assert!(
                SharedGame::parse(&format!("size={size}")).is_err(),
                "{size}"
            );
        }
        assert_eq!(SharedGame::parse(&empty.fragment()), Ok(empty));
    }

    /// A 15x15 game from an edited position: two black stones and one white, so white
    /// moves first.
    fn edited() -> SharedGame {
        SharedGame::parse("size=15 black=h8,i9 white=h9 j10 k11").unwrap()
    }

    #[test]
    fn an_edited_position_travels_in_records_links_and_saves() {
        let shared = edited();
        let game = &shared.game;
        assert_eq!(game.setup().len(), 3);
        assert_eq!(game.first_to_move(), Stone::White);
        assert_eq!(game.moves().len(), 2);
        assert_eq!(game.board().stone_count(), 5);
        assert_eq!(game.to_move(), Stone::White);
        assert_eq!(shared.record(), "size=15 black=i9,h8 white=h9 j10 k11");
        assert_eq!(
            shared.fragment(),
            "#size=15&black=i9,h8&white=h9&moves=j10,k11"
        );
        assert_eq!(SharedGame::parse(&shared.record()), Ok(shared.clone()));
        assert_eq!(SharedGame::parse(&shared.fragment()), Ok(shared.clone()));
        // Spaces after the commas, and the position after the moves, read the same.
        assert_eq!(
            SharedGame::parse("size=15 j10, k11 black=h8, i9 white=h9"),
            Ok(shared.clone())
        );
        let saved = SavedGame {
            game: shared.game.clone(),
            ..saved()
        };
        assert!(
            saved
                .encode()
                .contains("\nblack i9 h8\nwhite h9\nmoves j10 k11\n")
        );
        assert_eq!(SavedGame::decode(&saved.encode()), Ok(saved));
        // A position with no move yet.
        let empty = SharedGame::parse("black=j10").unwrap();
        assert_eq!(empty.fragment(), "#black=j10&white=&moves=");
        assert_eq!(SharedGame::parse(&empty.fragment()), Ok(empty));
    }

    #[test]
    fn impossible_positions_are_refused_with_the_reason() {
        for (text, expected) in [
            (
                "black=h8,i9,j9 white=h9",
                "3 black and 1 white stones cannot happen",
            ),
            ("white=h9", "0 black and 1 white stones cannot happen"),
            (
                "black=a1,b1,c1,d1,e1 white=a2,b2,c2,d2",
                "black already has five in a row",
            ),
            ("black=h8 white=h8", "two stones on h8"),
            ("black=z9", "black stone `z9`"),
            (
                "size=15 black=h8 white=h9 h8",
                "move 1: h8 already holds a stone",
            ),
            ("black=h8 white=h9 colour=red", "unknown setting `colour`"),
        ] {
            let err = SharedGame::parse(text).unwrap_err().to_string();
            assert!(err.contains(expected), "{text}: {err}");
        }
        let good = SavedGame {
            game: edited().game,
            ..saved()
        }
        .encode();
        let err = SavedGame::decode(&good.replace("white h9", "white h9 a1 a2"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("2 black and 3 white"), "{err}");
    }

    #[test]
    fn old_level_names_in_records_load_as_the_levels_they_now_mean() {
        let shared = SharedGame::parse("#level=hard&moves=j10,k11").unwrap();
        assert_eq!(shared.level, Some(Level::STRONGEST));
        assert_eq!(shared.record(), "level=grandmaster j10 k11");
    }

    #[test]
    fn bad_shared_games_name_the_problem() {
        for (text, expected) in [
            ("size=13 h8", "size `13`"),
            ("rule=connect6 h8", "rule `connect6`"),
            ("mode=robot", "mode `robot`"),
            ("level=godlike h8", "level `godlike`"),
            ("white-level= h8", "white-level ``"),
            ("seed=x h8", "seed `x`"),
            ("colour=red h8", "unknown setting `colour`"),
            ("size=15 t1", "unknown coordinate `t1`"),
            ("j10 j10", "already played"),
        ] {
            let err = SharedGame::parse(text).unwrap_err().to_string();
            assert!(err.contains(expected), "{text}: {err}");
        }
    }

    #[test]
    fn a_links_variations_are_left_to_the_study_module() {
        let shared = SharedGame::parse("#mode=person&moves=j10,k11&tree=j10,(a1),k11").unwrap();
        assert_eq!(shared.game.moves().len(), 2);
        assert_eq!(shared.opponent, Opponent::Person);
    }
}
