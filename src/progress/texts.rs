//! The progress page's texts, in English and in Simplified Chinese; [`progress_texts`]
//! chooses them. Texts with parts that change are methods; the levels', rules' and
//! common buttons' names are the page's own (`crate::shell::text`).

use gobang_engine::Stone;

use super::file::FileError;
use super::summary::{Suggestion, Tally};
use crate::shell::text::{Lang, Texts, say};

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
    pub heading: &'static str,
    pub rating: &'static str,
    pub games: &'static str,
    /// How the rating is reckoned, in a sentence.
    pub rating_note: &'static str,
    /// The rules of rated play, one a line.
    pub rules_heading: &'static str,
    pub rules: [&'static str; 5],
    pub graph: &'static str,
    pub no_games: &'static str,
    pub finish_first: &'static str,
    pub by_level: &'static str,
    pub by_colour: &'static str,
    pub by_rule: &'static str,
    /// The tables' heads after the first: games, won, drawn, lost, score.
    pub columns: [&'static str; 5],
    pub level: &'static str,
    pub colour: &'static str,
    /// Black's and white's names in the table.
    colours: [&'static str; Stone::ALL.len()],
    pub kept: &'static str,
    pub save: &'static str,
    pub load: &'static str,
    pub file_note: &'static str,
    pub loaded: &'static str,
    pub confirm_load: &'static str,
    pub unreadable_file: &'static str,
    pub reset_notice: &'static str,
}

impl ProgressTexts {
    /// The page's words in the same language: levels, rules, common buttons.
    pub const fn words(&self) -> &'static Texts {
        self.lang.texts()
    }

    /// The sentence of the suggestion.
    pub fn suggestion(&self, suggestion: &Suggestion) -> String {
        let name = |level| self.words().level_name(level);
        let next = name(suggestion.level);
        let Some((level, tally)) = suggestion.recent else {
            return say!(
                self.lang,
                "No rated games yet. To start with, try {next}.",
                "还没有计分对局。先试试“{next}”。"
            );
        };
        let played = name(level);
        let (percent, points, games) = (tally.percent(), tally.points(), tally.games());
        if suggestion.level == level {
            say!(
                self.lang,
                "You score {percent}% against {played} ({points} of {games}): it is still the fairest match for your rating, play it again.",
                "你对“{played}”得分 {percent}%（{games} 局 {points} 分）：按你的等级分，它仍是最合适的对手，再下一局吧。"
            )
        } else {
            say!(
                self.lang,
                "You score {percent}% against {played} ({points} of {games}): try {next}.",
                "你对“{played}”得分 {percent}%（{games} 局 {points} 分）：试试“{next}”。"
            )
        }
    }

    /// A colour's name in the table.
    pub const fn colour_name(&self, colour: Stone) -> &'static str {
        self.colours[colour as usize]
    }

    /// The suggested level's button.
    pub fn play_level(&self, name: &str) -> String {
        say!(self.lang, "Play {name}", "下一局：{name}")
    }

    /// "12 puzzles tried", beside the puzzle rating.
    pub fn puzzles_tried(&self, n: u32) -> String {
        match n {
            1 => say!(self.lang, "1 puzzle tried", "已做 1 题"),
            _ => say!(self.lang, "{n} puzzles tried", "已做 {n} 题"),
        }
    }

    /// "Saved as gobang-progress-2025-01-31.txt."
    pub fn saved(&self, name: &str) -> String {
        say!(self.lang, "Saved as {name}.", "已保存为 {name}。")
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

    /// That a file was not loaded, and `why`.
    pub fn not_loaded(&self, why: &str) -> String {
        say!(
            self.lang,
            "The file was not loaded: {why}. Your progress is unchanged.",
            "文件未载入：{why}。你的进度没有改变。"
        )
    }

    /// Why a file was refused, and that nothing changed.
    #[rustfmt::skip]
    pub fn refused(&self, error: &FileError) -> String {
        let lang = self.lang;
        let why = match error {
            FileError::NotProgress => say!(lang, "it is not a Gobang progress file", "这不是五子棋的进度文件"),
            FileError::OtherVersion(v) => say!(lang, "it is from another version ({v})", "文件来自其他版本（{v}）"),
            FileError::Truncated => say!(lang, "it is cut short", "文件不完整"),
            FileError::Changed => say!(lang, "it was changed after it was saved", "文件保存后被改动过"),
            FileError::Layout(line) => say!(lang, "line {line} is out of place", "第 {line} 行位置不对"),
            FileError::UnknownKey(key) => say!(lang, "it holds a part this page does not know ({key})", "文件含有本页不认识的部分（{key}）"),
            FileError::Unreadable(key, reason) => say!(lang, "its part {key} cannot be read ({reason})", "文件中的 {key} 部分无法读取（{reason}）"),
        };
        self.not_loaded(&why)
    }
}

const EN: ProgressTexts = ProgressTexts {
    lang: Lang::En,
    heading: "Your progress",
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
    finish_first: "Finish or end the game on the board first.",
    by_level: "By level",
    by_colour: "By colour",
    by_rule: "By rules and board",
    columns: ["Games", "Won", "Drawn", "Lost", "Score"],
    level: "Level",
    colour: "Colour",
    colours: ["Black", "White"],
    kept: "Tables and graph: your last 500 rated games.",
    save: "Save progress",
    load: "Load progress…",
    file_note: "Saves everything you did here (rated games, puzzles, lessons) in a file, to keep or to load on another device, so that nothing is lost when the browser's storage is cleared.",
    loaded: "Progress loaded. The page reloads to show it.",
    confirm_load: "Loading this file replaces the progress kept in this browser. Go on?",
    unreadable_file: "the file cannot be read",
    reset_notice: "Your stored rated games could not be read, so they start again.",
};

const ZH: ProgressTexts = ProgressTexts {
    lang: Lang::Zh,
    heading: "我的进度",
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
    finish_first: "请先下完或结束棋盘上的对局。",
    by_level: "按难度",
    by_colour: "按执子",
    by_rule: "按规则和棋盘",
    columns: ["局数", "胜", "和", "负", "得分"],
    level: "难度",
    colour: "执子",
    colours: ["执黑", "执白"],
    kept: "表格和曲线：最近 500 局计分对局。",
    save: "保存进度",
    load: "载入进度…",
    file_note: "把你在这里的全部记录（计分对局、习题、课程）存成一个文件，可以留存，也可以在另一台设备上载入；清除浏览器数据后也不会丢失。",
    loaded: "进度已载入，页面将重新加载。",
    confirm_load: "载入这个文件会替换本浏览器中保存的进度。继续吗？",
    unreadable_file: "无法读取该文件",
    reset_notice: "保存的计分对局无法读取，已重新开始。",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::summary::Suggestion;
    use crate::shell::text::assert_every_text;
    use gobang_engine::ai::Level;

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
            EN.suggestion(&s),
            "You score 80% against Advanced (8 of 10): try Expert."
        );
        assert_eq!(
            ZH.suggestion(&s),
            "你对“高级”得分 80%（10 局 8 分）：试试“专家”。"
        );
        let none = Suggestion {
            level: Level::Intermediate,
            recent: None,
        };
        assert!(EN.suggestion(&none).starts_with("No rated games yet."));
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

    #[test]
    fn every_text_is_there_in_both_languages() {
        for lang in Lang::ALL {
            assert_every_text!(progress_texts(lang) => ProgressTexts {
                words: heading rating games rating_note rules_heading graph no_games
                    finish_first by_level by_colour by_rule level colour kept save load file_note
                    loaded confirm_load unreadable_file reset_notice;
                tables: rules columns colours;
            });
        }
    }
}
