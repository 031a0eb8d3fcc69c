//! The library page's texts, in English and in Simplified Chinese; [`library_texts`]
//! chooses them. (A refused file is said by the record box: `crate::exchange::texts`.)

use gobang_engine::PlayError;
use gobang_engine::renlib::SIDE;

use super::walk::Unplayable;
use crate::shell::text::{Lang, forbidden_name_zh};

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
}

impl LibraryTexts {
    /// "3 moves below": the moves that follow the node shown.
    pub fn moves_below(&self, n: usize) -> String {
        match (self.lang, n) {
            (_, 0) => self.no_moves.to_owned(),
            (Lang::En, 1) => "1 move follows: it is marked on the board.".to_owned(),
            (Lang::En, _) => format!("{n} moves follow: they are marked on the board."),
            (Lang::Zh, _) => format!("后面有 {n} 种着法，已在棋盘上标出。"),
        }
    }

    /// Why the line shown cannot be played or analysed.
    pub fn unplayable(&self, why: Unplayable) -> String {
        match (self.lang, why) {
            (Lang::En, Unplayable::Pass { number }) => {
                format!("Move {number} is a pass: this line cannot be played here.")
            }
            (Lang::Zh, Unplayable::Pass { number }) => {
                format!("第 {number} 手是弃权，无法在这里对弈。")
            }
            (
                Lang::En,
                Unplayable::Illegal {
                    number,
                    why: PlayError::Forbidden(pos, kind),
                },
            ) => {
                let pos = pos.display(SIDE);
                format!(
                    "Move {number}, {pos}, is forbidden to black ({kind}): this line cannot be played."
                )
            }
            (
                Lang::Zh,
                Unplayable::Illegal {
                    number,
                    why: PlayError::Forbidden(pos, kind),
                },
            ) => {
                let pos = pos.display(SIDE);
                format!(
                    "第 {number} 手 {pos} 是黑方禁手（{}），无法从这里对弈。",
                    forbidden_name_zh(kind)
                )
            }
            (Lang::En, Unplayable::Illegal { number, .. }) => {
                format!("Move {number} comes after the game was won: this line cannot be played.")
            }
            (Lang::Zh, Unplayable::Illegal { number, .. }) => {
                format!("第 {number} 手之前已分胜负，无法从这里对弈。")
            }
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
};

#[cfg(test)]
mod tests {
    use super::*;
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
}
