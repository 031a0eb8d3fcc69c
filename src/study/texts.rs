//! The texts of studying games (stepping through a game, its review, the analysis and
//! the board editor), in English and in Simplified Chinese; [`study_texts`]
//! chooses them. Texts with parts that change are methods; sides, stones and separators
//! are the page's own words (`crate::shell::text`).

use gobang_engine::ai::analysis::Mark;
use gobang_engine::{SetupError, Stone};

use crate::shell::text::{Lang, Texts, say};

/// The texts of studying games in `lang`.
pub const fn study_texts(lang: Lang) -> &'static StudyTexts {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// The study's texts in one language.
pub struct StudyTexts {
    /// The language these texts are in.
    pub lang: Lang,
    pub first: &'static str,
    pub previous: &'static str,
    pub next: &'static str,
    pub last: &'static str,
    pub move_word: &'static str,
    pub review: &'static str,
    pub stop_review: &'static str,
    pub close_review: &'static str,
    pub analysis: &'static str,
    pub edit: &'static str,
    pub reviewing: &'static str,
    /// What the graph shows and how to read it.
    pub graph_key: &'static str,
    /// What a missed win, a blunder and a mistake are, for the graph's key.
    mark_meanings: [&'static str; Mark::ALL.len()],
    /// The key's line for a move marked "(?)": the engine cannot tell.
    pub unsure_meaning: &'static str,
    pub moves: &'static str,
    /// In the move list of a game without moves yet.
    pub no_moves: &'static str,
    /// Missed win, blunder, mistake: as in a sentence, one and several.
    marks: [(&'static str, &'static str); Mark::ALL.len()],
    pub nothing_marked: &'static str,
    pub draw: &'static str,
    pub thinking: &'static str,
    /// Before the reason a position cannot be analysed, its separator included (a space
    /// in English, none after a full-width colon).
    pub no_analysis: &'static str,
    pub put: &'static str,
    pub take_off: &'static str,
    pub to_move: &'static str,
    pub clear: &'static str,
    pub play_from_here: &'static str,
    pub editor_help: &'static str,
    /// The banner over the editor's tools while it is open.
    pub editing: &'static str,
    /// Before throwing the editor's changes away: on closing it, and when a game starts.
    pub discard_question: &'static str,
    pub discard_for_game: &'static str,
    pub discard: &'static str,
    pub keep_editing: &'static str,
    /// Before the reason a position cannot be played from, its separator included.
    pub refused: &'static str,
    /// The button that leaves an earlier move for the game being played.
    pub back_to_game: &'static str,
    pub failed: &'static str,
    pub better_label: &'static str,
}

impl StudyTexts {
    /// The page's words: sides, stones, separators.
    const fn words(&self) -> &'static Texts {
        self.lang.texts()
    }

    /// The name of a mark, for one move.
    pub const fn mark(&self, mark: Mark) -> &'static str {
        self.marks[mark as usize].0
    }

    /// What a mark means, for the graph's key.
    pub const fn mark_meaning(&self, mark: Mark) -> &'static str {
        self.mark_meanings[mark as usize]
    }

    /// A side's marked moves, counted: "Black: 1 blunder, 2 mistakes".
    pub fn summary(&self, side: Stone, counts: [usize; Mark::ALL.len()]) -> String {
        let parts: Vec<String> = counts
            .iter()
            .zip(self.marks)
            .filter(|(n, _)| **n > 0)
            .map(|(&n, (one, many))| {
                let name = if n == 1 { one } else { many };
                say!(self.lang, "{n} {name}", "{name} {n} 次")
            })
            .collect();
        let list = if parts.is_empty() {
            self.nothing_marked.to_owned()
        } else {
            parts.join(self.words().comma)
        };
        let (side, colon) = (self.words().side_first(side), self.words().colon);
        format!("{side}{colon}{list}")
    }

    /// "Black's winning chance: 63%".
    pub fn chance(&self, black_chance: f32) -> String {
        let percent = (black_chance * 100.0).round() as i32;
        say!(
            self.lang,
            "Black's winning chance: {percent}%",
            "黑方胜率：{percent}%"
        )
    }

    /// "Black wins in 3".
    pub fn wins_in(&self, winner: Stone, moves: u32) -> String {
        let side = self.words().side_first(winner);
        say!(self.lang, "{side} wins in {moves}", "{side} {moves} 手胜")
    }

    /// "Black wins by force".
    pub fn wins_by_force(&self, winner: Stone) -> String {
        let side = self.words().side_first(winner);
        say!(self.lang, "{side} wins by force", "{side}必胜")
    }

    /// "The engine cannot tell whether black wins by force".
    pub fn cannot_tell_win(&self, side: Stone) -> String {
        let side = self.words().side(side);
        say!(
            self.lang,
            "the engine cannot tell whether {side} wins by force",
            "引擎无法判断{side}是否必胜"
        )
    }

    /// "Black has won".
    pub fn has_won(&self, winner: Stone) -> String {
        let side = self.words().side_first(winner);
        say!(self.lang, "{side} has won", "{side}已获胜")
    }

    /// "Best line (white to move): ".
    pub fn best_line(&self, to_move: Stone) -> String {
        let side = self.words().side(to_move);
        say!(
            self.lang,
            "Best line ({side} to move): ",
            "最佳走法（{side}走）："
        )
    }

    /// What a marked move did, in a sentence naming the move (its number `n`, by `mover`)
    /// and the better one.
    #[rustfmt::skip]
    pub fn mark_note(&self, mark: Mark, n: usize, mover: Stone, played: &str, better: &str) -> String {
        let (side, other) = (self.words().side(mover), self.words().side(!mover));
        let side_first = self.words().side_first(mover);
        match mark {
            Mark::MissedWin => say!(self.lang,
                "Move {n} ({side}, {played}): a missed win. {side_first} could win by force from {better}: the numbered stones show how.",
                "第 {n} 手（{side}，{played}）：错失胜机。{side}本可从 {better} 开始必胜，编号的虚子显示了走法。"),
            Mark::Blunder => say!(self.lang,
                "Move {n} ({side}, {played}): a blunder. It lets {other} win by force, as the numbered stones show; {better} was better.",
                "第 {n} 手（{side}，{played}）：败着。它让{other}必胜，编号的虚子显示了走法；{better} 更好。"),
            Mark::Mistake => say!(self.lang,
                "Move {n} ({side}, {played}): a mistake. {better} kept far better chances.",
                "第 {n} 手（{side}，{played}）：失误。{better} 的胜算要大得多。"),
        }
    }

    /// What a move may have done, where the engine cannot tell whether it deserves the
    /// mark (a missed win or a blunder; a mistake is never unsure).
    #[rustfmt::skip]
    pub fn unsure_note(&self, mark: Mark, n: usize, mover: Stone, played: &str, better: &str) -> String {
        let (side, other) = (self.words().side(mover), self.words().side(!mover));
        let side_first = self.words().side_first(mover);
        match mark {
            Mark::MissedWin => say!(self.lang,
                "Move {n} ({side}, {played}): perhaps a missed win. {side_first} could win by force from {better}, as the numbered stones show; the engine cannot tell whether {played} lets that win go.",
                "第 {n} 手（{side}，{played}）：也许错失了胜机。{side}本可从 {better} 开始必胜，编号的虚子显示了走法；引擎无法判断 {played} 是否放走了胜机。"),
            Mark::Blunder => say!(self.lang,
                "Move {n} ({side}, {played}): perhaps a blunder. The engine cannot tell whether it lets {other} win by force where {better} would have held; the numbered stones show the line it fears.",
                "第 {n} 手（{side}，{played}）：也许是败着。引擎无法判断它是否让{other}必胜、而 {better} 能守住；编号的虚子显示了它担心的走法。"),
            Mark::Mistake => self.mark_note(mark, n, mover, played, better),
        }
    }

    /// Why the editor's position cannot be played from.
    #[rustfmt::skip]
    pub fn setup_error(&self, error: SetupError) -> String {
        let side = |stone| self.words().side(stone);
        match error {
            SetupError::Counts { black, white } => say!(self.lang,
                "{black} black and {white} white stones cannot happen: black moves first, so black has as many stones as white or one more.",
                "黑子 {black} 枚、白子 {white} 枚的局面不可能出现：黑方先行，黑子应与白子一样多或多一枚。"),
            SetupError::ToMove { expected, black, white } => {
                let side = side(expected);
                say!(self.lang,
                    "With {black} black and {white} white stones it is {side}'s move.",
                    "黑子 {black} 枚、白子 {white} 枚时应轮到{side}走。")
            }
            SetupError::Five { winner, .. } => {
                let side = self.words().side_first(winner);
                say!(self.lang,
                    "{side} already has five in a row: the game would be over.",
                    "{side}已经连成五子，对局已经结束。")
            }
            SetupError::NoMove => say!(self.lang,
                "The side to move has no point left to play.",
                "走棋一方已无处可下。"),
        }
    }

    /// "You are looking at move 5 of 12…", and how to go back (to the game still being
    /// played when `playing`).
    #[rustfmt::skip]
    pub fn stepping(&self, n: usize, m: usize, playing: bool) -> String {
        if playing {
            say!(self.lang,
                "You are looking at move {n} of {m}; the game goes on: press “Back to the game” (or the last move in the list) to play.",
                "正在查看第 {n} 手（共 {m} 手），对局仍在进行：点击“返回对局”（或棋谱里的最后一手）继续下棋。")
        } else {
            say!(self.lang,
                "You are looking at move {n} of {m}: press “Last move” (or End) to go back to the game.",
                "正在查看第 {n} 手（共 {m} 手）：点击“最后一手”（或按 End 键）回到对局。")
        }
    }

    /// "3 stones did not fit…".
    pub fn dropped(&self, n: usize) -> String {
        say!(
            self.lang,
            "{n} stone(s) did not fit on the smaller board and were taken off.",
            "有 {n} 枚棋子超出较小的棋盘，已被拿掉。"
        )
    }

    /// A ghost stone, for screen readers: "better move" or "move 2 of the line".
    pub fn ghost_label(&self, order: Option<usize>, best: bool) -> String {
        match (best, order) {
            (true, _) => self.better_label.to_owned(),
            (false, Some(n)) => say!(self.lang, "move {n} of the line", "变化第 {n} 手"),
            (false, None) => String::new(),
        }
    }
}

pub static EN: StudyTexts = StudyTexts {
    lang: Lang::En,
    first: "First move",
    previous: "Previous move",
    next: "Next move",
    last: "Last move (back to the game)",
    move_word: "Move",
    review: "Review game",
    stop_review: "Stop review",
    close_review: "Close review",
    analysis: "Analysis",
    edit: "Edit board",
    reviewing: "Reviewing the moves…",
    graph_key: "Black's winning chance after each move: the dark area; the dashed line is 50%.",
    mark_meanings: [
        "a forced win was there and not played",
        "it lets the opponent win by force",
        "the winning chance falls sharply",
    ],
    unsure_meaning: "(?) in the move list: perhaps a missed win or a blunder; the engine cannot tell",
    moves: "Moves",
    no_moves: "The moves will be listed here.",
    marks: [
        ("missed win", "missed wins"),
        ("blunder", "blunders"),
        ("mistake", "mistakes"),
    ],
    nothing_marked: "no marked moves",
    draw: "Drawn: the board is full.",
    thinking: "Analysing…",
    no_analysis: "No analysis for this position: ",
    put: "Put on a point",
    take_off: "Empty (take off)",
    to_move: "To move",
    clear: "Clear board",
    play_from_here: "Play from here",
    editor_help: "Click or tap points to put stones on or take them off. “Play from here” starts a game from this position as the game setup says: against the computer (at its level, you taking the side to move), between two people, or the computer against itself.",
    refused: "This position cannot be played from; the board is kept as it is: ",
    back_to_game: "Back to the game",
    editing: "Editing the board",
    discard_question: "Close the editor and throw away the changes made to this position?",
    discard_for_game: "A new game has started. Throw away the changes made in the editor and go to the game?",
    discard: "Discard changes",
    keep_editing: "Keep editing",
    failed: "The analysis could not be done:",
    better_label: "better move",
};

pub static ZH: StudyTexts = StudyTexts {
    lang: Lang::Zh,
    first: "第一手",
    previous: "上一手",
    next: "下一手",
    last: "最后一手（回到对局）",
    move_word: "手数",
    review: "复盘",
    stop_review: "停止复盘",
    close_review: "关闭复盘",
    analysis: "分析",
    edit: "摆棋",
    reviewing: "正在复盘…",
    graph_key: "每手棋后黑方的胜率：深色区域；虚线为 50%。",
    mark_meanings: ["有必胜却没有走出", "让对方有了必胜", "胜率大幅下降"],
    unsure_meaning: "着法列表中的 (?)：也许错失胜机或是败着，引擎无法判断",
    moves: "着法",
    no_moves: "棋谱会在这里逐手列出。",
    marks: [("错失胜机", "错失胜机"), ("败着", "败着"), ("失误", "失误")],
    nothing_marked: "没有标记的着法",
    draw: "和棋：棋盘已满。",
    thinking: "分析中…",
    no_analysis: "无法分析这个局面：",
    put: "点击棋盘放置",
    take_off: "空（拿掉棋子）",
    to_move: "轮到",
    clear: "清空棋盘",
    play_from_here: "从此局面开始",
    editor_help: "点击棋盘上的点放上或拿掉棋子。“从此局面开始”按对局设置从这个局面开局：与电脑对弈（使用所选难度，由你执轮到走的一方）、两人对弈，或电脑对电脑。",
    refused: "无法从这个局面开始，棋盘保持不变：",
    back_to_game: "返回对局",
    editing: "正在摆棋",
    discard_question: "关闭摆棋？对这个局面所做的改动将不会保留。",
    discard_for_game: "新的对局已经开始。要放弃摆棋中的改动，转到这局棋吗？",
    discard: "放弃改动",
    keep_editing: "继续摆棋",
    failed: "分析无法完成：",
    better_label: "更好的一手",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::text::assert_every_text;

    #[test]
    fn summaries_count_in_both_languages() {
        assert_eq!(
            EN.summary(Stone::Black, [0, 1, 2]),
            "Black: 1 blunder, 2 mistakes"
        );
        assert_eq!(
            EN.summary(Stone::White, [0, 0, 0]),
            "White: no marked moves"
        );
        assert_eq!(
            ZH.summary(Stone::Black, [1, 0, 3]),
            "黑方：错失胜机 1 次，失误 3 次"
        );
    }

    #[test]
    fn evaluations_read_naturally() {
        assert_eq!(EN.chance(0.634), "Black's winning chance: 63%");
        assert_eq!(EN.wins_in(Stone::White, 3), "White wins in 3");
        assert_eq!(ZH.wins_in(Stone::Black, 2), "黑方 2 手胜");
        assert_eq!(EN.wins_by_force(Stone::Black), "Black wins by force");
        assert_eq!(ZH.best_line(Stone::White), "最佳走法（白方走）：");
        assert_eq!(
            EN.mark_note(Mark::Blunder, 12, Stone::White, "k10", "l11"),
            "Move 12 (white, k10): a blunder. It lets black win by force, as the numbered stones show; l11 was better."
        );
        // Where the engine cannot tell, it says so, never the mark's certainty.
        for t in [&EN, &ZH] {
            for mark in [Mark::MissedWin, Mark::Blunder] {
                let unsure = t.unsure_note(mark, 12, Stone::White, "k10", "l11");
                assert_ne!(unsure, t.mark_note(mark, 12, Stone::White, "k10", "l11"));
                assert!(unsure.contains("k10") && unsure.contains("l11") && !unsure.contains('{'));
            }
        }
        assert!(
            EN.unsure_note(Mark::Blunder, 12, Stone::White, "k10", "l11")
                .contains("The engine cannot tell whether it lets black win by force")
        );
        assert_eq!(ZH.cannot_tell_win(Stone::Black), "引擎无法判断黑方是否必胜");
    }

    #[test]
    fn impossible_positions_are_explained() {
        let error = SetupError::ToMove {
            expected: Stone::Black,
            black: 2,
            white: 2,
        };
        assert_eq!(
            EN.setup_error(error),
            "With 2 black and 2 white stones it is black's move."
        );
        assert_eq!(
            ZH.setup_error(error),
            "黑子 2 枚、白子 2 枚时应轮到黑方走。"
        );
        assert!(ZH.setup_error(SetupError::NoMove).ends_with('。'));
    }

    #[test]
    fn looking_back_says_how_to_return_to_a_game_still_played() {
        assert!(EN.stepping(3, 9, false).contains("Last move"));
        assert_eq!(
            EN.stepping(3, 9, true),
            "You are looking at move 3 of 9; the game goes on: press “Back to the game” (or the last move in the list) to play."
        );
        assert!(ZH.stepping(3, 9, true).contains(ZH.back_to_game));
        assert!(EN.stepping(3, 9, true).contains(EN.back_to_game));
    }

    #[test]
    fn every_text_is_there_in_both_languages() {
        for lang in Lang::ALL {
            let (marks,) = assert_every_text!(study_texts(lang) => StudyTexts {
                words: first previous next last move_word review stop_review close_review analysis
                    edit reviewing graph_key moves no_moves nothing_marked draw thinking no_analysis
                    put take_off to_move clear play_from_here editor_help editing discard_question
                    discard_for_game discard keep_editing refused back_to_game failed better_label unsure_meaning;
                tables: mark_meanings;
                others: marks;
            });
            assert!(
                marks
                    .iter()
                    .all(|(one, many)| !one.is_empty() && !many.is_empty())
            );
        }
    }
}
