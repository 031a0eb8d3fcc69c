//! The puzzle page's texts, in English and in Simplified Chinese; [`puzzle_texts`]
//! chooses them. Texts with parts that change are methods.

use gobang_engine::ai::solver::Kind;
use gobang_engine::{Rule, Stone};

use crate::shell::text::Lang;

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
    pub open: &'static str,
    pub heading: &'static str,
    pub back: &'static str,
    pub board: &'static str,
    pub loading: &'static str,
    pub load_failed: &'static str,
    /// Before the puzzle's ID.
    pub puzzle: &'static str,
    pub daily: &'static str,
    pub daily_mark: &'static str,
    /// "Black", "White" at the start of a sentence.
    pub sides: [&'static str; 2],
    /// After the side: to win with fours (vcf), to win (vct).
    pub to_win: [&'static str; 2],
    pub thinking: &'static str,
    pub your_move: &'static str,
    pub solved: &'static str,
    pub failed: &'static str,
    pub try_again: &'static str,
    pub show_solution: &'static str,
    pub previous: &'static str,
    pub next_step: &'static str,
    pub auto_play: &'static str,
    pub pause: &'static str,
    pub next: &'static str,
    pub rating: &'static str,
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
    pub kinds: [&'static str; 2],
    pub rules: [&'static str; 3],
    pub reset_notice: &'static str,
    pub not_rated: &'static str,
    pub empty_set: &'static str,
}

impl PuzzleTexts {
    /// What to find: "Black to play and win with fours".
    pub fn prompt(&self, attacker: Stone, kind: Kind) -> String {
        let side = self.sides[usize::from(attacker == Stone::White)];
        let goal = self.to_win[usize::from(kind == Kind::Vct)];
        format!("{side}{goal}")
    }

    /// A try that let the win go: "That lets the win go: White holds with K11".
    pub fn let_go(&self, defender: Stone, reply: Option<&str>) -> String {
        let side = self.sides[usize::from(defender == Stone::White)];
        match (self.lang, reply) {
            (Lang::Zh, Some(point)) => format!("这步放走了胜机：{side}在 {point} 守住了"),
            (Lang::Zh, None) => "这步放走了胜机".to_owned(),
            (_, Some(point)) => format!("That lets the win go: {side} holds with {point}"),
            (_, None) => "That lets the win go".to_owned(),
        }
    }

    /// An ID that is in no set: "There is no puzzle X7."
    pub fn missing(&self, id: &str) -> String {
        if self.lang == Lang::Zh {
            format!("没有编号为 {id} 的题目。")
        } else {
            format!("There is no puzzle {id}.")
        }
    }

    /// The step of the solution shown: "Move 3 of 7".
    pub fn step(&self, step: usize, of: usize) -> String {
        if self.lang == Lang::Zh {
            format!("第 {step} 步，共 {of} 步")
        } else {
            format!("Move {step} of {of}")
        }
    }

    /// A rule's name.
    pub const fn rule(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Freestyle => self.rules[0],
            Rule::Standard => self.rules[1],
            Rule::Renju => self.rules[2],
        }
    }

    /// A kind's name.
    pub const fn kind(&self, kind: Kind) -> &'static str {
        match kind {
            Kind::Vcf => self.kinds[0],
            Kind::Vct => self.kinds[1],
        }
    }
}

static EN: PuzzleTexts = PuzzleTexts {
    lang: Lang::En,
    open: "Puzzles",
    heading: "Puzzles",
    back: "Back to the game",
    board: "Puzzle board",
    loading: "Loading the puzzles…",
    load_failed: "The puzzles could not be loaded. Check the connection and try again.",
    puzzle: "Puzzle",
    daily: "Daily puzzle",
    daily_mark: "Today’s puzzle",
    sides: ["Black", "White"],
    to_win: [" to play and win with fours", " to play and win"],
    thinking: "The computer answers…",
    your_move: "Your move.",
    solved: "Solved!",
    failed: "Failed",
    try_again: "Try again",
    show_solution: "Show solution",
    previous: "Previous move",
    next_step: "Next move",
    auto_play: "Play",
    pause: "Pause",
    next: "Next puzzle",
    rating: "Puzzle rating",
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
    rules: ["Freestyle", "Standard", "Renju"],
    reset_notice: "Your saved puzzle rating could not be read, so it starts again at 1500.",
    not_rated: "Not rated: only the first try counts.",
    empty_set: "No puzzles to show.",
};

static ZH: PuzzleTexts = PuzzleTexts {
    lang: Lang::Zh,
    open: "习题",
    heading: "习题",
    back: "回到对局",
    board: "习题棋盘",
    loading: "正在载入习题…",
    load_failed: "习题载入失败，请检查网络后重试。",
    puzzle: "题号",
    daily: "每日一题",
    daily_mark: "今日一题",
    sides: ["黑方", "白方"],
    to_win: ["先走，连续冲四取胜", "先走，取胜"],
    thinking: "电脑应对中…",
    your_move: "轮到你下。",
    solved: "解出来了！",
    failed: "失败",
    try_again: "再试一次",
    show_solution: "看答案",
    previous: "上一步",
    next_step: "下一步",
    auto_play: "播放",
    pause: "暂停",
    next: "下一题",
    rating: "解题等级分",
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
    rules: ["自由规则", "标准规则", "连珠规则"],
    reset_notice: "保存的解题等级分无法读取，已从 1500 重新开始。",
    not_rated: "不计分：只有第一次尝试计入等级分。",
    empty_set: "没有可显示的题目。",
};

#[cfg(test)]
mod tests {
    use super::*;

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
}
