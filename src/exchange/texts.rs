//! The texts of opening and exporting files, in English and in Simplified Chinese;
//! [`exchange_texts`] chooses them. A reader's refusal is said in both (the engine's
//! reasons are English; [`ExchangeTexts::format_error`] puts them in Chinese).

use gobang_engine::formats::{Format, FormatError};
use gobang_engine::renlib::{LibraryError, LibraryWhy, MAX_BYTES, MAX_DEPTH, MAX_NODES, SIDE};

use crate::game::saved::PLAYED_SIZES;
use crate::shell::text::{Lang, say};

/// The texts in `lang`.
pub const fn exchange_texts(lang: Lang) -> &'static ExchangeTexts {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// The texts of opening and exporting, in one language.
pub struct ExchangeTexts {
    /// The language these texts are in.
    pub lang: Lang,
    pub open_file: &'static str,
    /// What can be opened, and where.
    pub open_help: &'static str,
    /// Before the reason a record was refused, its separator included.
    pub bad_record: &'static str,
    /// Before a reader's reason, its separator included.
    pub refused: &'static str,
    pub not_text: &'static str,
    pub unreadable: &'static str,
    pub open_game: &'static str,
    pub export_as: &'static str,
    pub export_text: &'static str,
    pub copy: &'static str,
    pub download: &'static str,
    pub copy_refused: &'static str,
    /// Asked before a game read replaces the game in progress, and its two answers.
    pub confirm_open: &'static str,
    pub open_anyway: &'static str,
    pub keep_game: &'static str,
    /// Every format's name, in [`Format::ALL`]'s order (the enum's).
    formats: [&'static str; Format::ALL.len()],
}

impl ExchangeTexts {
    /// A format's name in a list.
    pub const fn format_name(&self, format: Format) -> &'static str {
        self.formats[format as usize]
    }

    /// "Not opened: the file is 52.4 MB, more than …".
    pub fn too_big(&self, bytes: u64) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20;
        let mb = format!("{}.{}", tenths / 10, tenths % 10);
        say!(
            self.lang,
            "Not opened: the file is {mb} MB, more than the 16 MB a game or library file may have.",
            "未能打开：文件有 {mb} MB，超过了棋谱或棋库文件 16 MB 的上限。"
        )
    }

    /// "3 games in this file: choose one.", before the list of a file's games.
    pub fn games_found(&self, n: usize) -> String {
        say!(
            self.lang,
            "{n} games in this file: choose one.",
            "文件中有 {n} 局棋：请选择一局。"
        )
    }

    /// "game.psq: …": why the file `name` was not opened.
    pub fn in_file(&self, name: &str, why: &str) -> String {
        say!(self.lang, "{name}: {why}", "{name}：{why}")
    }

    /// Why a game on a board of side `size` is not opened.
    pub fn size_refused(&self, size: usize) -> String {
        let (least, most) = (PLAYED_SIZES.start(), PLAYED_SIZES.end());
        say!(
            self.lang,
            "Not opened, and your game is unchanged: the game is on a {size}×{size} board, and this page plays boards from {least}×{least} to {most}×{most}.",
            "未能打开，当前对局不变：这局棋的棋盘是 {size}×{size}，本页面只能下 {least}×{least} 到 {most}×{most} 的棋盘。"
        )
    }

    /// Why the file `name` could not be read, with the byte where it goes wrong.
    pub fn library_error(&self, name: &str, error: &LibraryError) -> String {
        let at = error.offset;
        let zh = match error.why {
            LibraryWhy::NotRenLib => "不是 RenLib 棋谱文件".to_owned(),
            LibraryWhy::Version { major, minor } => format!("不支持 RenLib {major}.{minor} 版"),
            LibraryWhy::TooLarge => format!("文件超过 {} MB", MAX_BYTES >> 20),
            LibraryWhy::CutShort => "文件不完整，中途截断".to_owned(),
            LibraryWhy::TextCutShort => "注释或棋盘文字不完整".to_owned(),
            LibraryWhy::OffBoard { byte } => format!("位置 {byte} 不在 {SIDE}×{SIDE} 棋盘上"),
            LibraryWhy::PlayedTwice { pos } => {
                format!("同一变化中 {} 下了两次", pos.display(SIDE))
            }
            LibraryWhy::TooManyNodes => format!("着法超过 {MAX_NODES} 手"),
            LibraryWhy::TooDeep => format!("变化超过 {MAX_DEPTH} 手"),
        };
        say!(
            self.lang,
            "Could not read {name}: {error}.",
            "无法读取 {name}：{zh}（第 {at} 字节）。"
        )
    }

    /// A reader's refusal: where, and why.
    pub fn format_error(&self, error: &FormatError) -> String {
        let why = match self.lang {
            Lang::En => error.why.to_string(),
            Lang::Zh => zh::why(&error.why),
        };
        let (refused, name) = (self.refused, self.format_name(error.format));
        match error.line {
            0 => say!(
                self.lang,
                "{refused}{name}: {why}",
                "{refused}{name}：{why}"
            ),
            line => say!(
                self.lang,
                "{refused}{name}, line {line}: {why}",
                "{refused}{name}，第 {line} 行：{why}"
            ),
        }
    }
}

/// English.
pub static EN: ExchangeTexts = ExchangeTexts {
    lang: Lang::En,
    open_file: "Open a file",
    confirm_open: "A game is in progress. Open the game read in its place? The game on the board will be lost.",
    open_anyway: "Open it",
    keep_game: "Keep my game",
    open_help: "Opens Piskvork and Gomocup (.psq), SGF, RenjuNet (.rif), Gomocalc, PlayOK (.pgn), position (.pos) and RenLib (.lib) files on boards from 15×15 to 20×20, in any code page, or moves pasted above; a file dropped on the board opens too.",
    bad_record: "These moves could not be loaded, and your game is unchanged: ",
    refused: "Not opened, and your game is unchanged: ",
    not_text: "Not opened: this file is neither a game in a known format nor a RenLib library.",
    unreadable: "Not opened: the browser could not read the file.",
    open_game: "Open this game",
    export_as: "Export as",
    export_text: "The game in the chosen format",
    copy: "Copy",
    download: "Download",
    copy_refused: "The browser did not allow copying: the text is selected, copy it with Ctrl+C.",
    formats: [
        "Moves (this page's record)",
        "Piskvork (.psq)",
        "SGF (.sgf)",
        "RenjuNet (.rif)",
        "Gomocalc",
        "PlayOK (.pgn)",
        "Position (.pos)",
    ],
};

/// 简体中文.
pub static ZH: ExchangeTexts = ExchangeTexts {
    lang: Lang::Zh,
    open_file: "打开文件",
    confirm_open: "正在下一局棋。要用读入的棋局替换它吗？棋盘上这局棋将不会保留。",
    open_anyway: "打开",
    keep_game: "保留这局棋",
    open_help: "可打开 Piskvork 与 Gomocup（.psq）、SGF、RenjuNet（.rif）、Gomocalc、PlayOK（.pgn）、局面（.pos）与 RenLib（.lib）文件（15×15 到 20×20 的棋盘，任何编码），或上方粘贴的棋谱；把文件拖到棋盘上也能打开。",
    bad_record: "无法载入这份棋谱，当前对局保持不变：",
    refused: "未能打开，当前对局保持不变：",
    not_text: "未能打开：这既不是可识别格式的棋谱，也不是 RenLib 棋库。",
    unreadable: "未能打开：浏览器无法读取这个文件。",
    open_game: "打开这一局",
    export_as: "导出格式",
    export_text: "所选格式的棋谱",
    copy: "复制",
    download: "下载",
    copy_refused: "浏览器不允许复制：文字已选中，请按 Ctrl+C 复制。",
    formats: [
        "棋谱（本页记法）",
        "Piskvork（.psq）",
        "SGF（.sgf）",
        "RenjuNet（.rif）",
        "Gomocalc",
        "PlayOK（.pgn）",
        "局面（.pos）",
    ],
};

/// The readers' reasons in Chinese.
mod zh {
    use gobang_engine::RecordError;
    use gobang_engine::formats::{MOST_BYTES, Why};

    use crate::shell::text::Lang;

    /// `why` in Chinese (what the file wrote is quoted as it is).
    pub fn why(why: &Why) -> String {
        match why {
            Why::Empty => "文件是空的".to_owned(),
            Why::TooBig => format!("文件超过 {} MiB", MOST_BYTES >> 20),
            Why::NotThisFormat => "内容不是这种格式".to_owned(),
            Why::BadHeader(text) => format!("无法识别文件头：`{text}`"),
            Why::BadSize(w, h) => format!("不支持 {w}x{h} 的棋盘"),
            Why::BadMove(text) => format!("`{text}` 不是一步棋"),
            Why::Illegal { why, .. } => record(why),
            Why::Unclosed(what) => format!("`{what}` 没有闭合"),
            Why::Syntax(what) => format!("格式错误：{what}"),
            Why::NoGames => "文件中没有棋局".to_owned(),
            Why::TooMany { what, most } => format!("超过 {most} 个（{what}）"),
            Why::Unsupported(what) => format!("不支持：{what}"),
            Why::AtByte { byte, what } => format!("第 {byte} 字节：{what}"),
        }
    }

    /// A move the game refused, in Chinese.
    fn record(error: &RecordError) -> String {
        match error {
            RecordError::Size(size) => format!("不支持 {} 路棋盘", size.0),
            RecordError::UnknownPoint { number, text, .. } => {
                format!("第 {number} 手 `{text}` 不在棋盘上")
            }
            RecordError::PlayedTwice {
                number,
                point,
                first,
            } => {
                format!("第 {number} 手 {point} 已在第 {first} 手下过")
            }
            RecordError::OnSetup { number, point } => {
                format!("第 {number} 手 {point} 处已有摆好的棋子")
            }
            RecordError::Forbidden { number, point, why } => {
                let kind = Lang::Zh.texts().forbidden_name(*why);
                format!("第 {number} 手 {point} 是黑棋的禁手（{kind}）")
            }
            RecordError::AfterWin { number, won_at } => {
                format!("第 {won_at} 手已分出胜负，第 {number} 手是多余的")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::text::assert_every_text;
    use gobang_engine::renlib::{LibraryError, LibraryWhy};

    #[test]
    fn a_refusal_names_the_byte_in_both_languages() {
        let error = LibraryError {
            offset: 24,
            why: LibraryWhy::OffBoard { byte: 16 },
        };
        let en = EN.library_error("a.lib", &error);
        let zh = ZH.library_error("a.lib", &error);
        assert_eq!(
            en,
            "Could not read a.lib: byte 24: point 16 is off the 15x15 board."
        );
        assert!(zh.contains("第 24 字节") && zh.contains("a.lib"));
    }

    #[test]
    fn every_text_is_there_in_both_languages() {
        for texts in [&EN, &ZH] {
            assert_every_text!(texts => ExchangeTexts {
                words: open_file confirm_open open_anyway keep_game open_help bad_record refused
                    not_text unreadable open_game
                    export_as export_text copy download copy_refused;
                tables: formats;
            });
        }
        assert!(
            Format::ALL
                .iter()
                .enumerate()
                .all(|(i, &f)| f as usize == i)
        );
        assert_eq!(EN.format_name(Format::Rif), "RenjuNet (.rif)");
        assert_eq!(
            EN.too_big(52 * 1_048_576 + 419_431),
            "Not opened: the file is 52.4 MB, more than the 16 MB a game or library file may have."
        );
        assert_eq!(ZH.games_found(3), "文件中有 3 局棋：请选择一局。");
    }
}
