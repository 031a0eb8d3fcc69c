//! The progress page's texts, in English and in Simplified Chinese; [`progress_texts`]
//! chooses them. Texts with parts that change are methods; the levels', colours' and
//! rules' names are the page's own (`crate::shell::text`).

use gobang_engine::ai::Level;

use super::file::FileError;
use super::summary::{Suggestion, Tally};
use crate::shell::text::Lang;

/// The progress page's texts in `lang`.
pub const fn progress_texts(lang: Lang) -> &'static ProgressTexts {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// The progress page's texts in one language.
pub struct ProgressTexts {
    /// The language these texts are in.
    pub lang: Lang,
    pub open: &'static str,
    pub heading: &'static str,
    pub back: &'static str,
    pub rating: &'static str,
    pub games: &'static str,
    /// How the rating is reckoned, in a sentence.
    pub rating_note: &'static str,
    /// The rules of rated play, one a line.
    pub rules_heading: &'static str,
    pub rules: [&'static str; 5],
    pub graph: &'static str,
    pub no_games: &'static str,
    /// "Play {}": the suggested level's button.
    pub play: &'static str,
    pub finish_first: &'static str,
    pub puzzle_rating: &'static str,
    /// "{} puzzles tried".
    pub puzzles_tried: &'static str,
    pub by_level: &'static str,
    pub by_colour: &'static str,
    pub by_rule: &'static str,
    /// The tables' heads after the first: games, won, drawn, lost, score.
    pub columns: [&'static str; 5],
    pub level: &'static str,
    pub colour: &'static str,
    /// Black's and white's names in the table.
    pub colours: [&'static str; 2],
    pub rule: &'static str,
    pub kept: &'static str,
    pub save: &'static str,
    pub load: &'static str,
    pub file_note: &'static str,
    /// "Saved as {}.".
    pub saved: &'static str,
    pub loaded: &'static str,
    pub confirm_load: &'static str,
    pub not_loaded: &'static str,
    pub unreadable_file: &'static str,
    pub reset_notice: &'static str,
    /// Why a file was refused, by [`FileError`]'s kind: not progress, another version,
    /// truncated, changed, out of place, unknown part, unreadable part.
    pub file_errors: [&'static str; 7],
}

impl ProgressTexts {
    /// The sentence of the suggestion, with the level names `name` gives.
    pub fn suggestion(
        &self,
        suggestion: &Suggestion,
        name: impl Fn(Level) -> &'static str,
    ) -> String {
        let next = name(suggestion.level);
        let Some((level, tally)) = suggestion.recent else {
            return match self.lang {
                Lang::En => format!("No rated games yet. To start with, try {next}."),
                Lang::Zh => format!("还没有计分对局。先试试“{next}”。"),
            };
        };
        let played = name(level);
        let (percent, points, games) = (tally.percent(), tally.points(), tally.games());
        let again = suggestion.level == level;
        match (self.lang, again) {
            (Lang::En, false) => {
                format!("You score {percent}% against {played} ({points} of {games}): try {next}.")
            }
            (Lang::En, true) => format!(
                "You score {percent}% against {played} ({points} of {games}): a fair match, play it again."
            ),
            (Lang::Zh, false) => {
                format!("你对“{played}”得分 {percent}%（{games} 局 {points} 分）：试试“{next}”。")
            }
            (Lang::Zh, true) => format!(
                "你对“{played}”得分 {percent}%（{games} 局 {points} 分）：势均力敌，再下一局吧。"
            ),
        }
    }

    /// A colour's name in the table.
    pub const fn colour_name(&self, colour: gobang_engine::Stone) -> &'static str {
        match colour {
            gobang_engine::Stone::Black => self.colours[0],
            gobang_engine::Stone::White => self.colours[1],
        }
    }

    /// The suggested level's button.
    pub fn play_level(&self, name: &str) -> String {
        self.play.replacen("{}", name, 1)
    }

    /// A tally's cells: games, won, drawn, lost, score.
    pub fn cells(&self, tally: &Tally) -> [String; 5] {
        [
            tally.games().to_string(),
            tally.wins.to_string(),
            tally.draws.to_string(),
            tally.losses.to_string(),
            format!("{}%", tally.percent()),
        ]
    }

    /// Why a file was refused, and that nothing changed.
    pub fn refused(&self, error: &FileError) -> String {
        let why = match error {
            FileError::NotProgress => self.file_errors[0].to_owned(),
            FileError::OtherVersion(v) => self.file_errors[1].replacen("{}", v, 1),
            FileError::Truncated => self.file_errors[2].to_owned(),
            FileError::Changed => self.file_errors[3].to_owned(),
            FileError::Layout(line) => self.file_errors[4].replacen("{}", &line.to_string(), 1),
            FileError::UnknownKey(key) => self.file_errors[5].replacen("{}", key, 1),
            FileError::Unreadable(key, reason) => self.file_errors[6]
                .replacen("{}", key, 1)
                .replacen("{}", reason, 1),
        };
        self.not_loaded.replacen("{}", &why, 1)
    }
}

const EN: ProgressTexts = ProgressTexts {
    lang: Lang::En,
    open: "Progress",
    heading: "Your progress",
    back: "Back to the game",
    rating: "Rating",
    games: "Rated games",
    rating_note: "On the levels' scale (Classic = 0), ± twice its uncertainty. You start at 500 ± 700; each game moves it by Glicko-2 against the level's measured Elo. A game you leave (End, a new game) after your first move counts as a loss.",
    rules_heading: "Which games count",
    rules: [
        "Games against the computer from the empty board count, each once, at its first result: five in a row or a full board.",
        "A game left with End, a new game or another game loaded after you have played in it counts as a loss, as leaving a rated game does.",
        "A game left before your first move (or with all your moves taken back) does not count.",
        "If the level is changed during a game, it counts against the weakest level played.",
        "Games between two people, the computer against itself, edited positions and finished games loaded do not count.",
    ],
    graph: "Your rating after each rated game, with the levels' ratings as lines",
    no_games: "No rated games yet.",
    play: "Play {}",
    finish_first: "Finish or end the game on the board first.",
    puzzle_rating: "Puzzle rating",
    puzzles_tried: "{} puzzles tried",
    by_level: "By level",
    by_colour: "By colour",
    by_rule: "By rules and board",
    columns: ["Games", "Won", "Drawn", "Lost", "Score"],
    level: "Level",
    colour: "Colour",
    colours: ["Black", "White"],
    rule: "Rules",
    kept: "Tables and graph: your last 500 rated games.",
    save: "Save progress",
    load: "Load progress…",
    file_note: "Saves everything you did here (rated games, puzzles, lessons) in a file, to keep or to load on another device, so that nothing is lost when the browser's storage is cleared.",
    saved: "Saved as {}.",
    loaded: "Progress loaded. The page reloads to show it.",
    confirm_load: "Loading this file replaces the progress kept in this browser. Go on?",
    not_loaded: "The file was not loaded: {}. Your progress is unchanged.",
    unreadable_file: "the file cannot be read",
    reset_notice: "Your stored rated games could not be read, so they start again.",
    file_errors: [
        "it is not a Gobang progress file",
        "it is from another version ({})",
        "it is cut short",
        "it was changed after it was saved",
        "line {} is out of place",
        "it holds a part this page does not know ({})",
        "its part {} cannot be read ({})",
    ],
};

const ZH: ProgressTexts = ProgressTexts {
    lang: Lang::Zh,
    open: "我的进度",
    heading: "我的进度",
    back: "回到对局",
    rating: "等级分",
    games: "计分对局",
    rating_note: "以各难度的等级分为尺度（经典 = 0），± 为两倍的不确定度。起始为 500 ± 700；每局按 Glicko-2 与该难度实测的等级分计算。你落子后离开的对局（结束、开新局）算作负局。",
    rules_heading: "哪些对局计分",
    rules: [
        "从空棋盘开始与电脑下的对局计分，每局只计一次，以第一次结果为准：连成五子或棋盘下满。",
        "你落子后用“结束”、开新局或载入别的棋局而离开的对局，算作负局，与中途离开计分对局一样。",
        "你落子之前离开（或悔掉了所有落子）的对局不计分。",
        "对局中改变难度的，按下过的最低难度计分。",
        "双人对局、电脑自弈、摆出的局面和载入的已结束棋局都不计分。",
    ],
    graph: "每局计分对局后的等级分，横线为各难度的等级分",
    no_games: "还没有计分对局。",
    play: "下一局：{}",
    finish_first: "请先下完或结束棋盘上的对局。",
    puzzle_rating: "解题等级分",
    puzzles_tried: "已做 {} 题",
    by_level: "按难度",
    by_colour: "按执子",
    by_rule: "按规则和棋盘",
    columns: ["局数", "胜", "和", "负", "得分"],
    level: "难度",
    colour: "执子",
    colours: ["执黑", "执白"],
    rule: "规则",
    kept: "表格和曲线：最近 500 局计分对局。",
    save: "保存进度",
    load: "载入进度…",
    file_note: "把你在这里的全部记录（计分对局、习题、课程）存成一个文件，可以留存，也可以在另一台设备上载入；清除浏览器数据后也不会丢失。",
    saved: "已保存为 {}。",
    loaded: "进度已载入，页面将重新加载。",
    confirm_load: "载入这个文件会替换本浏览器中保存的进度。继续吗？",
    not_loaded: "文件未载入：{}。你的进度没有改变。",
    unreadable_file: "无法读取该文件",
    reset_notice: "保存的计分对局无法读取，已重新开始。",
    file_errors: [
        "这不是五子棋的进度文件",
        "文件来自其他版本（{}）",
        "文件不完整",
        "文件保存后被改动过",
        "第 {} 行位置不对",
        "文件含有本页不认识的部分（{}）",
        "文件中的 {} 部分无法读取（{}）",
    ],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::summary::Suggestion;

    fn name(level: Level) -> &'static str {
        Lang::En.texts().level_name(level)
    }

    #[test]
    fn the_suggestion_cites_the_score_and_names_the_level_in_both_languages() {
        let tally = Tally {
            wins: 8,
            draws: 0,
            losses: 2,
        };
        let s = Suggestion {
            level: Level::Expert,
            recent: Some((Level::Advanced, tally)),
        };
        assert_eq!(
            EN.suggestion(&s, name),
            "You score 80% against Advanced (8 of 10): try Expert."
        );
        let zh = |level| Lang::Zh.texts().level_name(level);
        assert_eq!(
            ZH.suggestion(&s, zh),
            "你对“高级”得分 80%（10 局 8 分）：试试“专家”。"
        );
        let none = Suggestion {
            level: Level::Intermediate,
            recent: None,
        };
        assert!(
            EN.suggestion(&none, name)
                .starts_with("No rated games yet.")
        );
    }

    #[test]
    fn a_refused_file_says_why_in_both_languages() {
        let e = FileError::Unreadable("gobang.puzzles".to_owned(), "line 2".to_owned());
        assert_eq!(
            EN.refused(&e),
            "The file was not loaded: its part gobang.puzzles cannot be read (line 2). Your progress is unchanged."
        );
        assert!(ZH.refused(&FileError::Changed).contains("改动"));
    }
}
