//! The texts of the page's game as the study module serves it (its record, its result
//! and the next steps), in English and in Simplified Chinese; [`played_texts`] chooses
//! them.

use gobang_engine::Pos;
use gobang_engine::ai::Level;

use crate::shell::text::{Lang, say};

/// The texts of the record and the result in `lang`.
pub const fn played_texts(lang: Lang) -> &'static PlayedTexts {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// The record's and the result's texts in one language.
pub struct PlayedTexts {
    /// The language these texts are in.
    pub lang: Lang,
    pub record: &'static str,
    pub copy_record: &'static str,
    pub load_record: &'static str,
    pub copy_by_hand: &'static str,
    /// A rematch with the colours swapped (against the computer).
    pub rematch: &'static str,
    /// A rematch with the same colours (against the computer).
    pub rematch_same: &'static str,
    /// The same setup again (between two people, or watching the computer).
    pub play_again: &'static str,
    pub review_game: &'static str,
    pub new_setup: &'static str,
    /// The next steps' group, for screen readers.
    pub next_steps: &'static str,
}

impl PlayedTexts {
    /// The notation help for a board of side `size`: its last column and row, and an
    /// example record.
    pub fn record_help(&self, size: usize) -> String {
        let last = Pos::new(size - 1, size - 1).map(|p| p.display(size).to_string());
        let letter = last.as_deref().and_then(|p| p.get(..1)).unwrap_or("s");
        let centre = Pos::center(size);
        let example = [(0, 0), (-1, 1), (0, 1)]
            .into_iter()
            .filter_map(|(dr, dc)| centre.offset(dr, dc, 1, size))
            .map(|p| p.display(size).to_string())
            .collect::<Vec<_>>()
            .join(" ");
        say!(
            self.lang,
            "Moves in the usual notation, black first (columns a–{letter} from the left, rows 1–{size} from the bottom), e.g. {example}.",
            "用常见记法书写，黑方先行（列 a–{letter} 从左往右，行 1–{size} 从下往上），例如 {example}。"
        )
    }

    /// The result box's offer of another level: one down after a loss, one up (`up`)
    /// after a win, named as the level menu names it.
    pub fn level_offer(&self, level: Level, up: bool) -> String {
        let name = self.lang.texts().level_choice(level);
        match up {
            true => say!(self.lang, "Try a level up: {name}", "升一级挑战：{name}"),
            false => say!(self.lang, "Try a level down: {name}", "降一级再战：{name}"),
        }
    }

    /// "15 moves" after the result.
    pub fn moves(&self, n: usize) -> String {
        say!(self.lang, "{n} moves", "共 {n} 手")
    }
}

/// English.
pub static EN: PlayedTexts = PlayedTexts {
    lang: Lang::En,
    record: "Game record",
    copy_record: "Copy moves",
    load_record: "Load moves",
    copy_by_hand: "The browser did not allow copying: the text is selected below, copy it with Ctrl+C.",
    rematch: "Rematch, colours swapped",
    rematch_same: "Rematch, same colours",
    play_again: "Play again",
    review_game: "Review game",
    new_setup: "New setup",
    next_steps: "Next steps",
};

/// 简体中文.
pub static ZH: PlayedTexts = PlayedTexts {
    lang: Lang::Zh,
    record: "棋谱",
    copy_record: "复制棋谱",
    load_record: "载入棋谱",
    copy_by_hand: "浏览器不允许复制：文字已在下方选中，请按 Ctrl+C 复制。",
    rematch: "再来一局（交换黑白）",
    rematch_same: "再来一局（执子不变）",
    play_again: "再来一局",
    review_game: "复盘",
    new_setup: "重新设置",
    next_steps: "接下来",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::text::assert_every_text;

    #[test]
    fn the_notation_help_names_the_board_s_last_column_and_row_and_an_example() {
        let help = EN.record_help(15);
        assert!(help.contains("a–o") && help.contains("1–15"), "{help}");
        assert!(help.contains("e.g. h8 i9 i8."), "{help}");
        assert!(EN.record_help(19).contains("e.g. j10 k11 k10."));
        assert!(ZH.record_help(19).contains("例如 j10 k11 k10。"));
    }

    #[test]
    fn every_text_is_there_in_both_languages() {
        for texts in [&EN, &ZH] {
            assert_every_text!(texts => PlayedTexts {
                words: record copy_record load_record copy_by_hand rematch rematch_same play_again
                    review_game new_setup next_steps;
                tables: ;
            });
        }
        assert_eq!(EN.moves(15), "15 moves");
        assert_eq!(
            EN.level_offer(Level::Classic, false),
            "Try a level down: Classic (the original) · Elo 0"
        );
        assert!(
            ZH.level_offer(Level::Easy, true)
                .starts_with("升一级挑战：")
        );
        assert_eq!(ZH.moves(15), "共 15 手");
    }
}
