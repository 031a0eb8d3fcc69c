//! The puzzle page's texts, in English and in Simplified Chinese; [`puzzle_texts`]
//! chooses them. Texts with parts that change are methods.

use gobang_engine::Stone;
use gobang_engine::ai::solver::Kind;

use crate::shell::text::{Lang, Texts, say};

/// The puzzle page's texts in `lang`.
pub const fn puzzle_texts(lang: Lang) -> &'static PuzzleTexts {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// The puzzle page's texts in one language.
pub struct PuzzleTexts {
    /// The language these texts are in.
    pub lang: Lang,
    /// The page's name, on its button and over it.
    pub heading: &'static str,
    pub board: &'static str,
    pub loading: &'static str,
    pub load_failed: &'static str,
    /// Before the puzzle's ID.
    pub puzzle: &'static str,
    pub daily: &'static str,
    pub daily_mark: &'static str,
    pub your_move: &'static str,
    pub solved: &'static str,
    pub failed: &'static str,
    pub try_again: &'static str,
    pub show_solution: &'static str,
    /// The same, while the first try is on: showing it then counts as not solved.
    pub show_solution_rated: &'static str,
    pub previous: &'static str,
    pub next_step: &'static str,
    pub auto_play: &'static str,
    pub next: &'static str,
    pub streak: &'static str,
    pub best: &'static str,
    pub history: &'static str,
    pub no_history: &'static str,
    pub solved_mark: &'static str,
    pub failed_mark: &'static str,
    pub mine: &'static str,
    pub no_mine: &'static str,
    pub filter: &'static str,
    pub any_rule: &'static str,
    pub any_size: &'static str,
    pub any_kind: &'static str,
    /// Fours (VCF), threats (VCT).
    kinds: [&'static str; 2],
    pub reset_notice: &'static str,
    pub not_rated: &'static str,
    pub empty_set: &'static str,
    /// A move off the line that the solver proved wins too.
    pub another_way: &'static str,
    /// A move off the line the solver could not judge: the try goes on.
    pub cannot_tell: &'static str,
}

impl PuzzleTexts {
    /// The page's words in the same language: sides, rules, common buttons.
    pub const fn words(&self) -> &'static Texts {
        self.lang.texts()
    }

    /// What to find: "Black to play and win with fours".
    pub fn prompt(&self, attacker: Stone, kind: Kind) -> String {
        let side = self.words().side_first(attacker);
        match kind {
            Kind::Vcf => say!(
                self.lang,
                "{side} to play and win with fours",
                "{side}先走，连续冲四取胜"
            ),
            Kind::Vct => say!(self.lang, "{side} to play and win", "{side}先走，取胜"),
        }
    }

    /// A try that let the win go: "That lets the win go: White holds with K11".
    pub fn let_go(&self, defender: Stone, reply: Option<&str>) -> String {
        let side = self.words().side_first(defender);
        match reply {
            Some(point) => say!(
                self.lang,
                "That lets the win go: {side} holds with {point}",
                "这步放走了胜机：{side}在 {point} 守住了"
            ),
            None => say!(self.lang, "That lets the win go", "这步放走了胜机"),
        }
    }

    /// An ID that is in no set: "There is no puzzle X7."
    pub fn missing(&self, id: &str) -> String {
        say!(
            self.lang,
            "There is no puzzle {id}.",
            "没有编号为 {id} 的题目。"
        )
    }

    /// The step of the solution shown: "Move 3 of 7".
    pub fn step(&self, step: usize, of: usize) -> String {
        say!(self.lang, "Move {step} of {of}", "第 {step} 步，共 {of} 步")
    }

    /// A kind's name.
    pub const fn kind(&self, kind: Kind) -> &'static str {
        let [vcf, vct] = self.kinds;
        match kind {
            Kind::Vcf => vcf,
            Kind::Vct => vct,
        }
    }
}

static EN: PuzzleTexts = PuzzleTexts {
    lang: Lang::En,
    heading: "Puzzles",
    board: "Puzzle board",
    loading: "Loading the puzzles…",
    load_failed: "The puzzles could not be loaded. Check the connection and try again.",
    puzzle: "Puzzle",
    daily: "Daily puzzle",
    daily_mark: "Today’s puzzle",
    your_move: "Your move.",
    solved: "Solved!",
    failed: "Failed",
    try_again: "Try again",
    show_solution: "Show solution",
    show_solution_rated: "Show solution (counts as not solved)",
    previous: "Previous move",
    next_step: "Next move",
    auto_play: "Play",
    next: "Next puzzle",
    streak: "Streak",
    best: "best",
    history: "History",
    no_history: "No puzzles tried yet.",
    solved_mark: "solved",
    failed_mark: "failed",
    mine: "From your games",
    no_mine: "None yet: the wins missed in your finished games turn up here.",
    filter: "Choose puzzles",
    any_rule: "Any rule",
    any_size: "Any size",
    any_kind: "Fours or threats",
    kinds: ["Fours (VCF)", "Threats (VCT)"],
    reset_notice: "Your saved puzzle rating could not be read, so it starts again at 1500.",
    not_rated: "Not rated: only the first try counts.",
    empty_set: "No puzzles to show.",
    another_way: "Another way to win: play on.",
    cannot_tell: "The engine cannot tell yet whether that still wins: play on, the result decides.",
};

static ZH: PuzzleTexts = PuzzleTexts {
    lang: Lang::Zh,
    heading: "习题",
    board: "习题棋盘",
    loading: "正在载入习题…",
    load_failed: "习题载入失败，请检查网络后重试。",
    puzzle: "题号",
    daily: "每日一题",
    daily_mark: "今日一题",
    your_move: "轮到你下。",
    solved: "解出来了！",
    failed: "失败",
    try_again: "再试一次",
    show_solution: "看答案",
    show_solution_rated: "看答案（算作没解出）",
    previous: "上一步",
    next_step: "下一步",
    auto_play: "播放",
    next: "下一题",
    streak: "连胜",
    best: "最佳",
    history: "做题记录",
    no_history: "还没有做过题。",
    solved_mark: "解出",
    failed_mark: "失败",
    mine: "来自你的对局",
    no_mine: "还没有：你下完的对局中错过的胜机会出现在这里。",
    filter: "选题",
    any_rule: "任意规则",
    any_size: "任意大小",
    any_kind: "冲四或活三",
    kinds: ["连续冲四（VCF）", "连续活三冲四（VCT）"],
    reset_notice: "保存的解题等级分无法读取，已从 1500 重新开始。",
    not_rated: "不计分：只有第一次尝试计入等级分。",
    empty_set: "没有可显示的题目。",
    another_way: "这也是一种赢法：继续走。",
    cannot_tell: "引擎暂时无法判断这步是否仍能取胜：继续走，以结果为准。",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::text::assert_every_text;

    #[test]
    fn prompts_say_whose_move_and_what_to_find_in_both_languages() {
        let en = puzzle_texts(Lang::En);
        assert_eq!(
            en.prompt(Stone::Black, Kind::Vcf),
            "Black to play and win with fours"
        );
        assert_eq!(en.prompt(Stone::White, Kind::Vct), "White to play and win");
        assert_eq!(
            en.let_go(Stone::White, Some("K11")),
            "That lets the win go: White holds with K11"
        );
        let zh = puzzle_texts(Lang::Zh);
        assert_eq!(zh.prompt(Stone::Black, Kind::Vcf), "黑方先走，连续冲四取胜");
        assert_eq!(
            zh.let_go(Stone::Black, Some("K11")),
            "这步放走了胜机：黑方在 K11 守住了"
        );
        assert_eq!(zh.missing("Z9"), "没有编号为 Z9 的题目。");
    }

    #[test]
    fn every_text_is_there_in_both_languages() {
        for lang in Lang::ALL {
            assert_every_text!(puzzle_texts(lang) => PuzzleTexts {
                words: heading board loading load_failed puzzle daily daily_mark your_move solved
                    failed try_again show_solution show_solution_rated previous next_step auto_play next streak best
                    history no_history solved_mark failed_mark mine no_mine filter any_rule any_size
                    any_kind reset_notice not_rated empty_set another_way cannot_tell;
                tables: kinds;
            });
        }
    }
}
