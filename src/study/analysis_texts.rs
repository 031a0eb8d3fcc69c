//! The analysis board's texts (its search, its buttons, its tree of variations and their
//! refusals), in English and in Simplified Chinese; [`analysis_texts`] chooses them.
//! Texts with parts that change are methods.

use gobang_engine::PlayError;

use crate::shell::text::{Lang, say};
use crate::study::variations::TreeError;

/// The analysis board's texts in `lang`.
pub const fn analysis_texts(lang: Lang) -> &'static AnalysisTexts {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// The analysis board's texts in one language.
pub struct AnalysisTexts {
    /// The language these texts are in.
    pub lang: Lang,
    pub board: &'static str,
    pub bar: &'static str,
    pub depth: &'static str,
    pub searching: &'static str,
    pub finished: &'static str,
    pub stopped: &'static str,
    pub stop: &'static str,
    pub go_on: &'static str,
    pub variations: &'static str,
    pub promote: &'static str,
    pub delete: &'static str,
    /// The promote button's visible word (`promote` is its whole name).
    pub promote_short: &'static str,
    /// The delete button's visible word.
    pub delete_short: &'static str,
    pub record: &'static str,
    pub open: &'static str,
    pub copied: &'static str,
    pub copy_failed: &'static str,
    pub opened: &'static str,
    /// Before the reason a tree was refused, its separator included.
    pub refused: &'static str,
    /// Before the reason a move was refused, its separator included.
    pub not_here: &'static str,
    pub taken: &'static str,
    pub off_board: &'static str,
    pub over: &'static str,
    pub forbidden: &'static str,
    pub unpaired: &'static str,
    pub empty_line: &'static str,
    pub too_long: &'static str,
    pub closed_while_playing: &'static str,
    /// Said when the analysis board opens on a board of its own beside a game against
    /// the computer.
    pub own_board: &'static str,
}

impl AnalysisTexts {
    /// How far the search went: "Depth 9 · 400k positions · searching deeper…".
    pub fn progress(&self, depth: i32, nodes: u64, searching: bool, paused: bool) -> String {
        let state = if searching {
            self.searching
        } else if paused {
            self.stopped
        } else {
            self.finished
        };
        format!("{} {depth} · {} · {state}", self.depth, self.count(nodes))
    }

    /// A number of positions, rounded as players say it.
    fn count(&self, nodes: u64) -> String {
        // One decimal, rounded, without ".0" (integer arithmetic: no float formatting
        // in the module).
        let short = |unit: u64| {
            let tenths = (nodes * 10 + unit / 2) / unit;
            match tenths % 10 {
                0 => (tenths / 10).to_string(),
                d => format!("{}.{d}", tenths / 10),
            }
        };
        // Chinese counts in ten thousands (万), English in thousands and millions.
        match self.lang {
            Lang::Zh if nodes >= 10_000 => format!("{}万个局面", short(10_000)),
            Lang::Zh => format!("{nodes}个局面"),
            Lang::En if nodes >= 1_000_000 => format!("{}M positions", short(1_000_000)),
            Lang::En if nodes >= 1_000 => format!("{}k positions", short(1_000)),
            Lang::En => format!("{nodes} positions"),
        }
    }

    /// Why a move was refused on the analysis board, after its point's name.
    pub fn play_error(&self, point: &str, error: &PlayError) -> String {
        let reason = match error {
            PlayError::Occupied(_) => self.taken,
            PlayError::OutOfBounds(_) => self.off_board,
            PlayError::GameOver => self.over,
            PlayError::Forbidden(..) => self.forbidden,
        };
        format!("{}{point}: {reason}", self.not_here)
    }

    /// Why a written tree was refused.
    pub fn tree_error(&self, error: &TreeError) -> String {
        let reason = match error {
            TreeError::Unpaired => self.unpaired.to_owned(),
            TreeError::EmptyLine => self.empty_line.to_owned(),
            TreeError::NotAPoint(word) => say!(
                self.lang,
                "`{word}` is not a point of the board",
                "“{word}”不是棋盘上的点"
            ),
            TreeError::TooLong => self.too_long.to_owned(),
            TreeError::Illegal(point, e) => {
                return format!("{}{}", self.refused, self.play_error(point, e));
            }
        };
        format!("{}{reason}", self.refused)
    }
}

const EN: AnalysisTexts = AnalysisTexts {
    lang: Lang::En,
    board: "Analysis board",
    bar: "Black's winning chance",
    depth: "Depth",
    searching: "searching deeper…",
    finished: "as deep as it goes",
    stopped: "stopped",
    stop: "Stop",
    go_on: "Go on",
    variations: "Variations",
    promote: "Make this the main line",
    delete: "Delete this line",
    promote_short: "Main line",
    delete_short: "Delete",
    record: "Record with variations",
    open: "Open record",
    copied: "The link with the variations is copied.",
    copy_failed: "The link could not be copied; it is selected in the record box instead.",
    opened: "The variations are open.",
    refused: "The variations were not opened, nothing was lost: ",
    not_here: "Not a move here: ",
    taken: "the point is taken",
    off_board: "the point is off the board",
    over: "the game is over in this line",
    forbidden: "a forbidden point for black",
    unpaired: "a parenthesis is not paired",
    empty_line: "a side line has no move to replace, or no moves",
    too_long: "too many moves",
    closed_while_playing: "The analysis is off until the game against the computer ends.",
    own_board: "A board of its own: your game against the computer stays as it is, and can be analysed once it ends.",
};

const ZH: AnalysisTexts = AnalysisTexts {
    lang: Lang::Zh,
    board: "分析棋盘",
    bar: "黑方胜率",
    depth: "深度",
    searching: "正在继续深入…",
    finished: "已算到最深",
    stopped: "已停止",
    stop: "停止",
    go_on: "继续",
    variations: "变化",
    promote: "设为主线",
    delete: "删除这条变化",
    promote_short: "主线",
    delete_short: "删除",
    record: "带变化的棋谱",
    open: "打开棋谱",
    copied: "带变化的链接已复制。",
    copy_failed: "无法复制链接，已在棋谱框中选中，可手动复制。",
    opened: "变化已打开。",
    refused: "未能打开这些变化，原有内容都还在：",
    not_here: "这里不能落子：",
    taken: "该点已有棋子",
    off_board: "该点不在棋盘上",
    over: "这条变化里棋局已经结束",
    forbidden: "黑方禁手点",
    unpaired: "括号没有配对",
    empty_line: "有一条分支前面没有可替换的着法，或者是空的",
    too_long: "着法太多",
    closed_while_playing: "与电脑的对局结束前不能分析。",
    own_board: "这是分析专用的棋盘：你与电脑的对局保持原样，结束后即可分析。",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::text::assert_every_text;

    #[test]
    fn the_search_says_how_deep_and_how_many_positions_as_players_count() {
        assert_eq!(
            EN.progress(9, 400_000, true, false),
            "Depth 9 · 400k positions · searching deeper…"
        );
        assert_eq!(
            EN.progress(14, 25_600_000, false, false),
            "Depth 14 · 25.6M positions · as deep as it goes"
        );
        assert_eq!(
            EN.progress(5, 512, false, true),
            "Depth 5 · 512 positions · stopped"
        );
        assert_eq!(
            ZH.progress(9, 400_000, true, false),
            "深度 9 · 40万个局面 · 正在继续深入…"
        );
        assert_eq!(
            ZH.progress(12, 1_600_000, false, false),
            "深度 12 · 160万个局面 · 已算到最深"
        );
    }

    #[test]
    fn refusals_name_the_reason_in_both_languages() {
        let taken = TreeError::Illegal("j10".into(), PlayError::GameOver);
        assert!(
            EN.tree_error(&taken)
                .ends_with("j10: the game is over in this line")
        );
        assert!(
            ZH.tree_error(&TreeError::Unpaired)
                .ends_with("括号没有配对")
        );
        assert!(
            EN.tree_error(&TreeError::NotAPoint("z9".into()))
                .contains("`z9`")
        );
    }

    #[test]
    fn every_text_is_there_in_both_languages() {
        for lang in Lang::ALL {
            assert_every_text!(analysis_texts(lang) => AnalysisTexts {
                words: board bar depth searching finished stopped stop go_on variations promote
                    delete promote_short delete_short record open copied copy_failed opened refused not_here taken off_board
                    over forbidden unpaired empty_line too_long closed_while_playing own_board;
                tables: ;
            });
        }
    }
}
