//! Every text the page shows, in English and in Simplified Chinese (the original game's
//! language). Components read the [`Texts`] of the chosen [`Lang`]; texts with parts that
//! change (a point, a reason) are methods.

use gobang_engine::ai::Level;
use gobang_engine::{Forbidden, Pos, Rule, Stone};

use crate::session::{Opponent, Outcome};

/// A language of the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// 简体中文.
    Zh,
}

impl Lang {
    /// Both languages, in the order of the language menu.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The language's tag, as in `<html lang>` and the saved setting.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh-CN",
        }
    }

    /// The language's own name, for the menu.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "简体中文",
        }
    }

    /// The language with this tag.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The first of the browser's preferred languages that the page speaks; English when
    /// none is.
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(|tag| {
                let tag = tag.to_ascii_lowercase();
                if tag.starts_with("zh") {
                    Some(Lang::Zh)
                } else if tag.starts_with("en") {
                    Some(Lang::En)
                } else {
                    None
                }
            })
            .unwrap_or_default()
    }

    /// The texts in this language.
    pub const fn texts(self) -> &'static Texts {
        match self {
            Lang::En => &EN,
            Lang::Zh => &ZH,
        }
    }
}

/// The page's texts in one language.
pub struct Texts {
    pub title: &'static str,
    pub tagline: &'static str,
    pub language: &'static str,
    pub who_starts: &'static str,
    pub computer_first: &'static str,
    pub me_first: &'static str,
    pub start: &'static str,
    pub end: &'static str,
    pub undo: &'static str,
    pub hint: &'static str,
    pub hint_thinking: &'static str,
    pub numbers: &'static str,
    pub level: &'static str,
    pub levels: [&'static str; 3],
    pub board: &'static str,
    pub press_start: &'static str,
    pub idle: &'static str,
    pub your_turn: &'static str,
    pub thinking: &'static str,
    pub computer: &'static str,
    pub you: &'static str,
    pub black: &'static str,
    pub white: &'static str,
    pub empty: &'static str,
    pub stone: &'static str,
    pub won_alert: &'static str,
    pub lost_alert: &'static str,
    pub draw_alert: &'static str,
    pub won_status: &'static str,
    pub lost_status: &'static str,
    pub draw_status: &'static str,
    pub worker_failed: &'static str,
    pub record: &'static str,
    pub record_help: &'static str,
    pub copy_record: &'static str,
    pub copy_link: &'static str,
    pub load_record: &'static str,
    pub copied: &'static str,
    pub copy_by_hand: &'static str,
    pub loaded: &'static str,
    pub bad_record: &'static str,
    pub bad_save: &'static str,
    pub bad_link: &'static str,
    pub resumed: &'static str,
    pub opponent: &'static str,
    /// Against the computer, another person, watching the computer play itself.
    pub opponents: [&'static str; 3],
    pub board_size: &'static str,
    pub rule_set: &'static str,
    /// Freestyle, standard, renju.
    pub rule_names: [&'static str; 3],
    /// What each rule set means, in a sentence.
    pub rule_notes: [&'static str; 3],
    pub black_starts: &'static str,
    pub black_level: &'static str,
    pub white_level: &'static str,
    pub pause: &'static str,
    pub resume: &'static str,
    pub step: &'static str,
    pub to_play: &'static str,
    pub paused: &'static str,
    pub black_wins: &'static str,
    pub white_wins: &'static str,
    pub forbidden: &'static str,
    /// Overline, double four, double three.
    pub forbidden_kinds: [&'static str; 3],
    pub forbidden_mark: &'static str,
    pub rules: &'static str,
    pub struck_note: &'static str,
    /// The original's rules; the second part of each pair is struck out (not played here).
    pub rules_list: [(&'static str, &'static str); 10],
}

impl Texts {
    /// A colour's name.
    pub const fn colour(&self, stone: Stone) -> &'static str {
        match stone {
            Stone::Black => self.black,
            Stone::White => self.white,
        }
    }

    /// A level's name.
    pub const fn level_name(&self, level: Level) -> &'static str {
        match level {
            Level::Classic => self.levels[0],
            Level::Medium => self.levels[1],
            Level::Hard => self.levels[2],
        }
    }

    /// The alert at the end of a game: who won, from the person's side when one person
    /// plays the computer.
    pub const fn outcome_alert(
        &self,
        outcome: Outcome,
        opponent: Opponent,
        person: Stone,
    ) -> &'static str {
        let alerts = [self.won_alert, self.lost_alert, self.draw_alert];
        self.outcome(outcome, opponent, person, alerts)
    }

    /// The status line at the end of a game.
    pub const fn outcome_status(
        &self,
        outcome: Outcome,
        opponent: Opponent,
        person: Stone,
    ) -> &'static str {
        let statuses = [self.won_status, self.lost_status, self.draw_status];
        self.outcome(outcome, opponent, person, statuses)
    }

    /// Which of `[won, lost, draw]` (the person's side against the computer) or of the
    /// colour-named wins says how a game ended.
    const fn outcome(
        &self,
        outcome: Outcome,
        opponent: Opponent,
        person: Stone,
        [won, lost, draw]: [&'static str; 3],
    ) -> &'static str {
        match (outcome, opponent) {
            (Outcome::Draw, _) => draw,
            (Outcome::Winner(w), Opponent::Computer) if w as u8 == person as u8 => won,
            (Outcome::Winner(_), Opponent::Computer) => lost,
            (Outcome::Winner(Stone::Black), _) => self.black_wins,
            (Outcome::Winner(Stone::White), _) => self.white_wins,
        }
    }

    /// A way to play's name.
    pub const fn opponent_name(&self, opponent: Opponent) -> &'static str {
        match opponent {
            Opponent::Computer => self.opponents[0],
            Opponent::Person => self.opponents[1],
            Opponent::Watch => self.opponents[2],
        }
    }

    /// A rule set's name.
    pub const fn rule_name(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Freestyle => self.rule_names[0],
            Rule::Standard => self.rule_names[1],
            Rule::Renju => self.rule_names[2],
        }
    }

    /// What a rule set means.
    pub const fn rule_note(&self, rule: Rule) -> &'static str {
        match rule {
            Rule::Freestyle => self.rule_notes[0],
            Rule::Standard => self.rule_notes[1],
            Rule::Renju => self.rule_notes[2],
        }
    }

    /// Why a point is forbidden to black, for the notice.
    pub fn forbidden_notice(&self, why: Forbidden) -> String {
        let kind = match why {
            Forbidden::Overline => self.forbidden_kinds[0],
            Forbidden::DoubleFour => self.forbidden_kinds[1],
            Forbidden::DoubleThree => self.forbidden_kinds[2],
        };
        format!("{} {kind}", self.forbidden)
    }

    /// What a screen reader says for a point: its name in notation, and its stone (or
    /// that it is forbidden to black).
    pub fn point_label(
        &self,
        pos: Pos,
        size: usize,
        stone: Option<Stone>,
        forbidden: bool,
    ) -> String {
        let name = pos.display(size).to_string().to_uppercase();
        match stone {
            Some(stone) => format!("{name}, {} {}", self.colour(stone), self.stone),
            None if forbidden => format!("{name}, {}, {}", self.empty, self.forbidden_mark),
            None => format!("{name}, {}", self.empty),
        }
    }
}

static EN: Texts = Texts {
    title: "Gobang",
    tagline: "Time to show real skill: a match against the computer!",
    language: "Language",
    who_starts: "Who moves first",
    computer_first: "Computer first",
    me_first: "Me first",
    start: "Start game",
    end: "End game",
    undo: "Undo",
    hint: "Hint",
    hint_thinking: "Looking for a good move…",
    numbers: "Move numbers",
    level: "Computer level",
    levels: ["Classic (the original)", "Medium", "Hard"],
    board: "Board",
    press_start: "Press “Start game” to begin a match. Please read the rules first.",
    idle: "Choose who moves first, then press “Start game”.",
    your_turn: "your turn",
    thinking: "the computer is thinking…",
    computer: "Computer",
    you: "You",
    black: "black",
    white: "white",
    empty: "empty",
    stone: "stone",
    won_alert: "Congratulations, you won! 🎉",
    lost_alert: "The computer won this time. Press “Start game” for a rematch.",
    draw_alert: "The board is full and nobody has five in a row: a draw.",
    won_status: "You won!",
    lost_status: "The computer won.",
    draw_status: "Draw: the board is full.",
    worker_failed: "The computer's search could not start in this browser, so it is playing at the Classic level.",
    record: "Game record",
    record_help: "Moves in the usual notation, black first (columns a–s from the left, rows 1–19 from the bottom), e.g. j10 k11 k10.",
    copy_record: "Copy moves",
    copy_link: "Copy link",
    load_record: "Load moves",
    copied: "Copied.",
    copy_by_hand: "The browser did not allow copying: the text is selected below, copy it with Ctrl+C.",
    loaded: "Game loaded: it is your move.",
    bad_record: "These moves could not be loaded, and your game is unchanged:",
    bad_save: "Your last game could not be restored and was put away:",
    bad_link: "The link's moves could not be opened:",
    resumed: "Your game was restored.",
    opponent: "Play against",
    opponents: [
        "The computer",
        "A friend, on this device",
        "Computer vs computer",
    ],
    board_size: "Board",
    rule_set: "Rules",
    rule_names: ["Freestyle", "Standard (exactly five)", "Renju"],
    rule_notes: [
        "Freestyle: five or more stones in a row win, for both sides.",
        "Standard: exactly five in a row win; six or more do not.",
        "Renju: black must make exactly five and may not make an overline, a double four or a double three (marked × on the board); white wins with five or more.",
    ],
    black_starts: "Black moves first.",
    black_level: "Black",
    white_level: "White",
    pause: "Pause",
    resume: "Resume",
    step: "Step",
    to_play: "to play",
    paused: "paused",
    black_wins: "Black wins!",
    white_wins: "White wins!",
    forbidden: "Black may not play there under renju: it would make",
    forbidden_kinds: [
        "an overline (six or more in a row).",
        "a double four.",
        "a double three.",
    ],
    forbidden_mark: "forbidden to black",
    rules: "Rules",
    struck_note: "Struck-out rules are not played here.",
    rules_list: [
        (
            "Choose whether the computer or you move first. Black always moves first.",
            "",
        ),
        ("Press “Start game” to begin a match.", ""),
        ("Press “End game” to end the match.", ""),
        ("Each side plays stones of one colour.", ""),
        ("The game starts on an empty board.", ""),
        (
            "Black first, then white, taking turns, one stone at a time.",
            "",
        ),
        (
            "Stones go on empty points. Once placed, a stone is never moved, taken off or picked up to play elsewhere.",
            "",
        ),
        ("Black's first stone may go on any point of the board.", ""),
        (
            "Taking turns is each side's right, ",
            "but either side may give up a turn (pass).",
        ),
        (
            "",
            "Tournament rules: black's prescribed opening, swap after three, two offers on the fifth move; black may not make a double three, a double four or an overline.",
        ),
    ],
};

static ZH: Texts = Texts {
    title: "五子棋",
    tagline: "是时候表演真正的技术了，快来一场人机大战吧！",
    language: "语言",
    who_starts: "谁先下",
    computer_first: "电脑先手",
    me_first: "我先手",
    start: "开始游戏",
    end: "结束游戏",
    undo: "悔棋",
    hint: "提示",
    hint_thinking: "正在寻找好棋…",
    numbers: "显示手数",
    level: "电脑难度",
    levels: ["经典（原版）", "中等", "困难"],
    board: "棋盘",
    press_start: "点击“开始游戏”按钮开启对局，请先阅读游戏规则。",
    idle: "请选择谁先手，然后点击“开始游戏”。",
    your_turn: "轮到你下",
    thinking: "电脑思考中…",
    computer: "电脑",
    you: "我",
    black: "黑",
    white: "白",
    empty: "空",
    stone: "子",
    won_alert: "恭喜，你赢了！🎉",
    lost_alert: "这局电脑赢了。点击“开始游戏”再来一局。",
    draw_alert: "棋盘已满，双方都没有连成五子：和棋。",
    won_status: "你赢了！",
    lost_status: "电脑赢了。",
    draw_status: "和棋：棋盘已满。",
    worker_failed: "电脑的搜索无法在此浏览器中启动，现以经典难度对弈。",
    record: "棋谱",
    record_help: "用常见记法书写，黑方先行（列 a–s 从左往右，行 1–19 从下往上），例如 j10 k11 k10。",
    copy_record: "复制棋谱",
    copy_link: "复制链接",
    load_record: "载入棋谱",
    copied: "已复制。",
    copy_by_hand: "浏览器不允许复制：文字已在下方选中，请按 Ctrl+C 复制。",
    loaded: "棋谱已载入，轮到你下。",
    bad_record: "无法载入这份棋谱，当前对局保持不变：",
    bad_save: "上一局无法恢复，已放弃：",
    bad_link: "无法打开链接中的棋谱：",
    resumed: "已恢复你上次的对局。",
    opponent: "对手",
    opponents: ["电脑", "朋友（同一设备）", "电脑对电脑"],
    board_size: "棋盘",
    rule_set: "规则",
    rule_names: ["自由规则", "标准规则（恰好五连）", "连珠"],
    rule_notes: [
        "自由规则：双方连成五子或更多即获胜。",
        "标准规则：恰好连成五子获胜，六子或更多不算。",
        "连珠：黑方须恰好连成五子，且不得下长连、四四、三三禁手（棋盘上以 × 标出）；白方五子或更多即获胜。",
    ],
    black_starts: "黑方先下。",
    black_level: "黑方",
    white_level: "白方",
    pause: "暂停",
    resume: "继续",
    step: "单步",
    to_play: "走棋",
    paused: "已暂停",
    black_wins: "黑方获胜！",
    white_wins: "白方获胜！",
    forbidden: "连珠规则下黑方不能下在这里：这是",
    forbidden_kinds: ["长连禁手（六子或更多）。", "四四禁手。", "三三禁手。"],
    forbidden_mark: "黑方禁手",
    rules: "游戏规则",
    struck_note: "划掉的规则本游戏不采用。",
    rules_list: [
        ("请选择电脑先手还是你先手，黑棋始终先手。", ""),
        ("点击开始游戏按钮开始对局。", ""),
        ("点击结束游戏按钮结束对局。", ""),
        ("对局双方各执一色棋子。", ""),
        ("空棋盘开局。", ""),
        ("黑先、白后，交替下子，每次只能下一子。", ""),
        (
            "棋子下在棋盘的空白点上，棋子下定后，不得向其它点移动，不得从棋盘上拿掉或拿起另落别处。",
            "",
        ),
        ("黑方的第一枚棋子可下在棋盘任意交叉点上。", ""),
        (
            "轮流下子是双方的权利，",
            "但允许任何一方放弃下子权（即：PASS权）。",
        ),
        (
            "",
            "五子棋对局，执行黑方指定开局、三手可交换、五手两打的规定。整个对局过程中黑方有禁手，白方无禁手。黑方禁手有三三禁手、四四禁手和长连禁手三种。",
        ),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browsers_language_chooses_the_page_language() {
        assert_eq!(Lang::preferred(["zh-CN", "en"]), Lang::Zh);
        assert_eq!(Lang::preferred(["zh-TW"]), Lang::Zh);
        assert_eq!(Lang::preferred(["fr-FR", "en-GB", "zh"]), Lang::En);
        assert_eq!(Lang::preferred(["de", "zh-Hans"]), Lang::Zh);
        assert_eq!(Lang::preferred([]), Lang::En);
        assert_eq!(Lang::from_code("zh-CN"), Some(Lang::Zh));
        assert_eq!(Lang::from_code("xx"), None);
    }

    #[test]
    fn points_are_labelled_for_screen_readers() {
        let pos = Pos::new(9, 10).unwrap();
        assert_eq!(
            EN.point_label(pos, 19, Some(Stone::Black), false),
            "K10, black stone"
        );
        assert_eq!(EN.point_label(pos, 19, None, false), "K10, empty");
        assert_eq!(
            EN.point_label(pos, 15, None, true),
            "K6, empty, forbidden to black"
        );
        assert_eq!(
            ZH.point_label(pos, 19, Some(Stone::White), false),
            "K10, 白 子"
        );
    }

    #[test]
    fn both_languages_have_every_text() {
        // A text left empty by mistake would show as nothing on the page.
        for texts in [&EN, &ZH] {
            let all = [
                texts.title,
                texts.tagline,
                texts.language,
                texts.who_starts,
                texts.computer_first,
                texts.me_first,
                texts.start,
                texts.end,
                texts.undo,
                texts.hint,
                texts.hint_thinking,
                texts.numbers,
                texts.level,
                texts.board,
                texts.press_start,
                texts.idle,
                texts.your_turn,
                texts.thinking,
                texts.computer,
                texts.you,
                texts.black,
                texts.white,
                texts.empty,
                texts.stone,
                texts.won_alert,
                texts.lost_alert,
                texts.draw_alert,
                texts.won_status,
                texts.lost_status,
                texts.draw_status,
                texts.worker_failed,
                texts.record,
                texts.record_help,
                texts.copy_record,
                texts.copy_link,
                texts.load_record,
                texts.copied,
                texts.copy_by_hand,
                texts.loaded,
                texts.bad_record,
                texts.bad_save,
                texts.bad_link,
                texts.resumed,
                texts.rules,
                texts.struck_note,
                texts.opponent,
                texts.board_size,
                texts.rule_set,
                texts.black_starts,
                texts.black_level,
                texts.white_level,
                texts.pause,
                texts.resume,
                texts.step,
                texts.to_play,
                texts.paused,
                texts.black_wins,
                texts.white_wins,
                texts.forbidden,
                texts.forbidden_mark,
            ];
            let lists = texts
                .levels
                .iter()
                .chain(&texts.opponents)
                .chain(&texts.rule_names);
            let lists = lists.chain(&texts.rule_notes).chain(&texts.forbidden_kinds);
            assert!(all.iter().chain(lists).all(|t| !t.is_empty()));
            assert!(
                texts
                    .rules_list
                    .iter()
                    .all(|(kept, struck)| !(kept.is_empty() && struck.is_empty()))
            );
        }
    }
}
