//! The texts of opening and exporting files, in English and in Simplified Chinese;
//! [`exchange_texts`] chooses them. A reader's refusal is said in both (the engine's
//! reasons are English; [`ExchangeTexts::format_error`] puts them in Chinese).

use gobang_engine::formats::{Format, FormatError};
use gobang_engine::renlib::{LibraryError, LibraryWhy, MAX_BYTES, MAX_DEPTH, MAX_NODES, SIDE};

use crate::shell::text::Lang;

/// The texts in `lang`.
pub const fn exchange_texts(lang: Lang) -> &'static ExchangeTexts {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// The texts of opening and exporting, in one language.
pub struct ExchangeTexts {
    pub lang: Lang,
    pub open_file: &'static str,
    /// What can be opened, and where.
    pub open_help: &'static str,
    /// Before the reason a record was refused, its separator included.
    pub bad_record: &'static str,
    /// Before a reader's reason, its separator included.
    pub refused: &'static str,
    /// A file over the size limit: `{mb}` its size in MB.
    pub too_big: &'static str,
    pub not_text: &'static str,
    pub unreadable: &'static str,
    /// Before the list of a file's games: `{n}` how many.
    pub games_found: &'static str,
    pub open_game: &'static str,
    pub export_as: &'static str,
    pub export_text: &'static str,
    pub copy: &'static str,
    pub download: &'static str,
    pub copied: &'static str,
    pub copy_refused: &'static str,
    /// The formats' names, in [`Format::TEXT`]'s order.
    pub formats: [&'static str; 5],
}

impl ExchangeTexts {
    /// A format's name in a list.
    pub fn format_name(&self, format: Format) -> &'static str {
        let i = Format::TEXT.iter().position(|&f| f == format).unwrap_or(0);
        self.formats[i]
    }

    /// "A 52.4 MB file is too big …".
    pub fn too_big(&self, bytes: u64) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20;
        self.too_big
            .replace("{mb}", &format!("{}.{}", tenths / 10, tenths % 10))
    }

    /// "These 3 games are in the file: …".
    pub fn games_found(&self, n: usize) -> String {
        self.games_found.replace("{n}", &n.to_string())
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
        match self.lang {
            Lang::En => format!("Could not read {name}: {error}."),
            Lang::Zh => format!("无法读取 {name}：{zh}（第 {at} 字节）。"),
        }
    }

    /// A reader's refusal: where, and why.
    pub fn format_error(&self, error: &FormatError) -> String {
        let why = match self.lang {
            Lang::En => error.why.to_string(),
            Lang::Zh => zh::why(&error.why),
        };
        let name = self.format_name(error.format);
        match (self.lang, error.line) {
            (Lang::En, 0) => format!("{}{name}: {why}", self.refused),
            (Lang::En, line) => format!("{}{name}, line {line}: {why}", self.refused),
            (Lang::Zh, 0) => format!("{}{name}：{why}", self.refused),
            (Lang::Zh, line) => format!("{}{name}，第 {line} 行：{why}", self.refused),
        }
    }
}

/// English.
pub static EN: ExchangeTexts = ExchangeTexts {
    lang: Lang::En,
    open_file: "Open a file",
    open_help: "Opens Piskvork (.psq), SGF, RenjuNet (.rif), Gomocalc and RenLib (.lib) files, or moves pasted above; a file dropped on the board opens too.",
    bad_record: "These moves could not be loaded, and your game is unchanged: ",
    refused: "Not opened, and your game is unchanged: ",
    too_big: "Not opened: the file is {mb} MB, more than the 16 MB a game or library file may have.",
    not_text: "Not opened: this file is neither a game in a known format nor a RenLib library.",
    unreadable: "Not opened: the browser could not read the file.",
    games_found: "{n} games in this file: choose one.",
    open_game: "Open this game",
    export_as: "Export as",
    export_text: "The game in the chosen format",
    copy: "Copy",
    download: "Download",
    copied: "Copied.",
    copy_refused: "The browser did not allow copying: the text is selected, copy it with Ctrl+C.",
    formats: [
        "Moves (this page's record)",
        "Piskvork (.psq)",
        "SGF (.sgf)",
        "RenjuNet (.rif)",
        "Gomocalc",
    ],
};

/// 简体中文.
pub static ZH: ExchangeTexts = ExchangeTexts {
    lang: Lang::Zh,
    open_file: "打开文件",
    open_help: "可打开 Piskvork（.psq）、SGF、RenjuNet（.rif）、Gomocalc 与 RenLib（.lib）文件，或上方粘贴的棋谱；把文件拖到棋盘上也能打开。",
    bad_record: "无法载入这份棋谱，当前对局保持不变：",
    refused: "未能打开，当前对局保持不变：",
    too_big: "未能打开：文件有 {mb} MB，超过了棋谱或棋库文件 16 MB 的上限。",
    not_text: "未能打开：这既不是可识别格式的棋谱，也不是 RenLib 棋库。",
    unreadable: "未能打开：浏览器无法读取这个文件。",
    games_found: "文件中有 {n} 局棋：请选择一局。",
    open_game: "打开这一局",
    export_as: "导出格式",
    export_text: "所选格式的棋谱",
    copy: "复制",
    download: "下载",
    copied: "已复制。",
    copy_refused: "浏览器不允许复制：文字已选中，请按 Ctrl+C 复制。",
    formats: [
        "棋谱（本页记法）",
        "Piskvork（.psq）",
        "SGF（.sgf）",
        "RenjuNet（.rif）",
        "Gomocalc",
    ],
};

/// The readers' reasons in Chinese.
mod zh {
    use gobang_engine::RecordError;
    use gobang_engine::formats::{MOST_BYTES, Why};

    use crate::shell::text::forbidden_name_zh;

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
                let kind = forbidden_name_zh(*why);
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
            for text in [
                texts.open_file,
                texts.open_help,
                texts.bad_record,
                texts.refused,
                texts.too_big,
                texts.not_text,
                texts.unreadable,
                texts.games_found,
                texts.open_game,
                texts.export_as,
                texts.export_text,
                texts.copy,
                texts.download,
                texts.copied,
                texts.copy_refused,
            ] {
                assert!(!text.trim().is_empty());
            }
            assert!(texts.formats.iter().all(|f| !f.is_empty()));
        }
        assert_eq!(
            EN.too_big(52 * 1_048_576 + 419_431),
            EN.too_big.replace("{mb}", "52.4")
        );
    }
}
