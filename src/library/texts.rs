//! The library page's texts, in English and in Simplified Chinese; [`library_texts`]
//! chooses them. (A refused file is said by the record box: `crate::exchange::texts`.)

use gobang_engine::PlayError;
use gobang_engine::renlib::SIDE;

use super::walk::Unplayable;
use crate::shell::text::{Lang, say};

/// The library page's texts in `lang`.
pub const fn library_texts(lang: Lang) -> &'static LibraryTexts {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// The library page's texts in one language.
pub struct LibraryTexts {
    /// The language these texts are in.
    pub lang: Lang,
    pub heading: &'static str,
    pub close: &'static str,
    pub board: &'static str,
    pub back: &'static str,
    pub start: &'static str,
    pub play: &'static str,
    pub analyse: &'static str,
    /// Before the line shown.
    pub line: &'static str,
    /// The line of the root.
    pub empty_board: &'static str,
    /// Said of a node the library marks.
    pub marked: &'static str,
    /// Said when nothing follows the node shown.
    pub no_moves: &'static str,
    /// Said while no library is open.
    pub none_open: &'static str,
    /// The button that opens a library file.
    pub open_file: &'static str,
}

impl LibraryTexts {
    /// "3 moves below": the moves that follow the node shown.
    pub fn moves_below(&self, n: usize) -> String {
        match n {
            0 => self.no_moves.to_owned(),
            1 => say!(
                self.lang,
                "1 move follows: it is marked on the board.",
                "后面有 {n} 种着法，已在棋盘上标出。"
            ),
            _ => say!(
                self.lang,
                "{n} moves follow: they are marked on the board.",
                "后面有 {n} 种着法，已在棋盘上标出。"
            ),
        }
    }

    /// Why the line shown cannot be played or analysed: English names a forbidden
    /// shape as the engine does, Chinese by its short name.
    #[rustfmt::skip]
    pub fn unplayable(&self, why: Unplayable) -> String {
        let lang = self.lang;
        match why {
            Unplayable::Pass { number } => say!(lang,
                "Move {number} is a pass: this line cannot be played here.",
                "第 {number} 手是弃权，无法在这里对弈。"),
            Unplayable::Illegal { number, why: PlayError::Forbidden(pos, kind) } => {
                let (pos, name) = (pos.display(SIDE), lang.texts().forbidden_name(kind));
                say!(lang,
                    "Move {number}, {pos}, is forbidden to black ({kind}): this line cannot be played.",
                    "第 {number} 手 {pos} 是黑方禁手（{name}），无法从这里对弈。")
            }
            Unplayable::Illegal { number, .. } => say!(lang,
                "Move {number} comes after the game was won: this line cannot be played.",
                "第 {number} 手之前已分胜负，无法从这里对弈。"),
        }
    }
}

const EN: LibraryTexts = LibraryTexts {
    lang: Lang::En,
    heading: "Opening library",
    close: "Back to the game",
    board: "Library board",
    back: "Back one move",
    start: "To the start",
    play: "Play from here",
    analyse: "Analyse",
    line: "Line: ",
    empty_board: "the empty board",
    marked: "Marked in the library.",
    no_moves: "No moves follow: this line ends here.",
    none_open: "No library is open. Open a RenLib library (a .lib file) to walk its lines, or one from the game's record box.",
    open_file: "Open a library (.lib)",
};

const ZH: LibraryTexts = LibraryTexts {
    lang: Lang::Zh,
    heading: "开局棋谱",
    close: "返回对局",
    board: "棋谱棋盘",
    back: "后退一手",
    start: "回到开始",
    play: "从这里开始对弈",
    analyse: "分析",
    line: "着法：",
    empty_board: "空棋盘",
    marked: "棋谱中已标记。",
    no_moves: "后面没有着法，这一变化到此为止。",
    none_open: "还没有打开棋谱。打开一个 RenLib 棋谱（.lib 文件）即可逐步浏览其中的变化，也可以从对局的棋谱框打开。",
    open_file: "打开棋谱（.lib）",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::text::assert_every_text;
    use gobang_engine::{Forbidden, Pos};

    #[test]
    fn a_forbidden_move_is_said_with_its_kind() {
        let pos = Pos::new(7, 8).expect("a point");
        let why = Unplayable::Illegal {
            number: 9,
            why: PlayError::Forbidden(pos, Forbidden::DoubleThree),
        };
        assert!(
            library_texts(Lang::Zh)
                .unplayable(why)
                .contains("第 9 手 i8 是黑方禁手（三三）")
        );
        assert!(
            library_texts(Lang::En)
                .unplayable(why)
                .contains("Move 9, i8, is forbidden")
        );
    }

    #[test]
    fn every_text_is_there_in_both_languages() {
        for lang in Lang::ALL {
            assert_every_text!(library_texts(lang) => LibraryTexts {
                words: heading close board back start play analyse line empty_board marked no_moves none_open open_file;
                tables: ;
            });
        }
    }
}
