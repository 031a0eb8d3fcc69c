//! Where the browser keeps the settings and the game in progress (`localStorage` keys),
//! shared by the page and the study module.

/// The level chosen last.
pub const LEVEL_KEY: &str = "gobang.level";
/// The page's language.
pub const LANG_KEY: &str = "gobang.lang";
/// Whether stones show their move numbers (`on` or `off`).
pub const NUMBERS_KEY: &str = "gobang.numbers";
/// Whether the board shows its coordinates (`on` or `off`).
pub const COORDS_KEY: &str = "gobang.coords";
/// Whether a tap on a small point asks to be confirmed (`on` or `off`).
pub const CONFIRM_TAPS_KEY: &str = "gobang.confirm-taps";
/// The theme chosen on the page: `light` or `dark` (none: the system's). index.html's
/// first script reads it before the first paint.
pub const THEME_KEY: &str = "gobang.theme";
/// The board size chosen last (`15`, `19` or `20`); none: 15 on a phone, 19 on a wider screen.
/// index.html's first script reads it to draw the first page's board.
pub const SIZE_KEY: &str = "gobang.size";
/// Set (`seen`) once a first visit's pointer to Lesson 1 has been followed or put away.
pub const LESSON_POINTER_KEY: &str = "gobang.lesson-pointer";
/// The game in progress, as a [`crate::game::saved::SavedGame`].
pub const SAVE_KEY: &str = "gobang.save";
/// Where the study module keeps the steps of an opening under way: the game's seed, a
/// space and the steps (see [`crate::game::opening_note::OpeningNote`]).
pub const OPENING_KEY: &str = "gobang.opening";
/// The person's puzzle progress (rating, streak, history) as
/// `crate::puzzles::progress::Progress` text.
pub const PUZZLES_KEY: &str = "gobang.puzzles";
/// The player's rated games and rating as `crate::progress::record::Record` text.
pub const PROGRESS_KEY: &str = "gobang.progress";
/// The person's way through the lessons (the tasks done, the task shown last) as
/// `crate::lessons::progress::Progress` text.
pub const LESSONS_KEY: &str = "gobang.lessons";
/// The person's own puzzles, found in their games (kept by the puzzles).
pub const OWN_PUZZLES_KEY: &str = "gobang.puzzles.mine";
/// The games already searched for puzzles of the person's own (kept by the puzzles).
pub const MINED_KEY: &str = "gobang.puzzles.mined";
/// Everything a progress file holds (see `crate::progress::file`): the player's own data,
/// as opposed to settings and the game on the board.
pub const PLAYER_DATA_KEYS: [&str; 5] = [
    PROGRESS_KEY,
    PUZZLES_KEY,
    OWN_PUZZLES_KEY,
    MINED_KEY,
    LESSONS_KEY,
];
