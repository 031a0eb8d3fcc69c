//! Every text the page shows, in English and in Simplified Chinese (the original game's
//! language). Components read the [`Texts`] of the chosen [`Lang`]; texts with parts that
//! change (a point, a reason) are methods.

use gobang_engine::ai::Level;
use gobang_engine::opening::OpeningRule;
use gobang_engine::{Forbidden, Pos, Rule, Stone};

use crate::game::hint::HintReason;
use crate::game::session::{Opponent, Outcome};

/// The short Chinese name of a kind of forbidden point (长连, 四四, 三三), for reasons
/// that name it in brackets.
pub const fn forbidden_name_zh(kind: Forbidden) -> &'static str {
    match kind {
        Forbidden::Overline => "长连",
        Forbidden::DoubleFour => "四四",
        Forbidden::DoubleThree => "三三",
    }
}

/// When a rule of the rules list is played here, so that the panel strikes out exactly
/// the rules that are not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InPlay {
    /// In every game.
    Always,
    /// Never here (passing a turn).
    Never,
    /// Against the computer (choosing who moves first).
    AgainstComputer,
    /// Under renju (black's forbidden moves).
    Renju,
    /// Under renju's prescribed opening.
    Prescribed,
    /// Unless the opening is prescribed (black's first stone anywhere).
    NotPrescribed,
    /// Under an opening rule with a swap after three stones (swap, swap2, renju's).
    Swap,
}

impl InPlay {
    /// Whether the rule is played in a game of `opponent` under `rule` and `opening`.
    pub const fn holds(self, opponent: Opponent, rule: Rule, opening: OpeningRule) -> bool {
        match self {
            InPlay::Always => true,
            InPlay::Never => false,
            InPlay::AgainstComputer => matches!(opponent, Opponent::Computer),
            InPlay::Renju => matches!(rule, Rule::Renju),
            InPlay::Prescribed => matches!(opening, OpeningRule::Rif),
            InPlay::NotPrescribed => !matches!(opening, OpeningRule::Rif),
            InPlay::Swap => !matches!(opening, OpeningRule::None),
        }
    }
}

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
    /// The tagline in two phrases, each kept on one line.
    pub tagline: [&'static str; 2],
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
    /// Every level's name, weakest first (as [`Level::ALL`]).
    pub levels: [&'static str; 8],
    /// "Elo" in the level menu, before a level's measured rating.
    pub elo: &'static str,
    /// What the game is, in one line, first in the setup.
    pub game_line: &'static str,
    /// On a phone: why 15x15 is offered first.
    pub size_note: &'static str,
    /// What the ratings in the level menu mean, in a sentence.
    pub elo_note: &'static str,
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
    /// "black stone", "white stone", as a screen reader names a point's stone.
    pub stones: [&'static str; 2],
    /// "black", "white" as the side of a game ("white's", "白方的").
    pub sides: [&'static str; 2],
    /// Between a name and what follows it: ": ", or the full-width "：".
    pub colon: &'static str,
    /// Between the parts of a point's name for screen readers: ", " or "，".
    pub comma: &'static str,
    /// A move's number, in a point's name for screen readers ("move {}").
    pub move_number: &'static str,
    /// A library's move from the position shown, in a point's name for screen readers:
    /// plain, marked.
    pub branches: [&'static str; 2],
    pub game_over: &'static str,
    pub occupied: &'static str,
    pub wait_for_computer: &'static str,
    pub watching_busy: &'static str,
    pub paused_busy: &'static str,
    pub tap_again: &'static str,
    pub undone_after_end: &'static str,
    pub game_ended: &'static str,
    pub undone: &'static str,
    /// "{side} played {point}", for screen readers.
    pub played: &'static str,
    /// "Hint: {point} — {why}."
    pub hint_text: &'static str,
    /// Wins, blocks a four, open four, double four, four-three, blocks an open three,
    /// blocks a double threat, four, double three, open three, the search's judgement;
    /// `{}` is the opponent's side where there is one.
    pub hint_reasons: [&'static str; 11],
    pub setup: &'static str,
    pub next_game_note: &'static str,
    /// "you play {}" in the setup's summary.
    pub you_play: &'static str,
    pub two_players: &'static str,
    /// "{} vs {}", the two levels of the computer playing itself.
    pub versus: &'static str,
    pub confirm_end: &'static str,
    pub keep_playing: &'static str,
    pub coordinates: &'static str,
    pub confirm_taps: &'static str,
    pub options: &'static str,
    pub theme: &'static str,
    /// The theme's choices: the system's, light, dark.
    pub themes: [&'static str; 3],
    pub actions: &'static str,
    pub won_alert: &'static str,
    pub lost_alert: &'static str,
    pub draw_alert: &'static str,
    pub won_status: &'static str,
    pub lost_status: &'static str,
    pub draw_status: &'static str,
    pub worker_failed: &'static str,
    pub loaded: &'static str,
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
    /// The original's rules, in parts: a part is struck out where it is not played.
    pub rules_list: [&'static [(&'static str, InPlay)]; 10],
    pub opening: &'static str,
    /// None, swap, swap2, renju's prescribed opening.
    pub opening_names: [&'static str; 4],
    /// The status while an opening's steps are taken beside the board.
    pub opening_status: &'static str,
    /// A point offered as black's fifth move (renju's opening), for screen readers.
    pub offer_mark: &'static str,
}

/// A phrase ("your turn", "轮到你下") as a sentence of its own: a capital, and a full
/// stop where it has none.
pub fn sentence(phrase: &str) -> String {
    // ASCII case alone: the texts' first letters are English or Chinese, and Unicode's
    // case tables would weigh on the download.
    let mut chars = phrase.chars();
    let first = chars.next().map(|c| c.to_ascii_uppercase().to_string());
    let rest: String = chars.collect();
    let end = match phrase.chars().last() {
        Some(c) if c.is_ascii_alphanumeric() => ".",
        Some(c) if ('\u{4e00}'..='\u{9fff}').contains(&c) => "。",
        _ => "",
    };
    format!("{}{rest}{end}", first.unwrap_or_default())
}

/// Text for HTML, in an element or an attribute's value (`&`, `"` and `<` escaped).
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// A point's name as the board's edges and the hints show it: `J10`.
pub fn point_name(pos: Pos, size: usize) -> String {
    pos.display(size).to_string().to_ascii_uppercase()
}

impl Texts {
    /// A colour's name.
    pub const fn colour(&self, stone: Stone) -> &'static str {
        match stone {
            Stone::Black => self.black,
            Stone::White => self.white,
        }
    }

    /// A side's name in a game ("black", "白方").
    pub const fn side(&self, stone: Stone) -> &'static str {
        match stone {
            Stone::Black => self.sides[0],
            Stone::White => self.sides[1],
        }
    }

    /// A level's name.
    pub const fn level_name(&self, level: Level) -> &'static str {
        // The levels are numbered weakest first, as `levels` lists them.
        self.levels[level as usize]
    }

    /// A level as the level menu offers it: its name and, once the ladder has measured
    /// it, its Elo.
    pub fn level_choice(&self, level: Level) -> String {
        match level.elo() {
            Some(rating) => format!("{} · {} {}", self.level_name(level), self.elo, rating.elo),
            None => self.level_name(level).to_owned(),
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
    /// An opening rule's name.
    pub const fn opening_name(&self, opening: OpeningRule) -> &'static str {
        match opening {
            OpeningRule::None => self.opening_names[0],
            OpeningRule::Swap => self.opening_names[1],
            OpeningRule::Swap2 => self.opening_names[2],
            OpeningRule::Rif => self.opening_names[3],
        }
    }

    /// The opening menu's options as HTML: renju's prescribed opening only under renju
    /// (written as text rather than a view per option: lighter).
    pub fn opening_options(&self, rule: Rule, chosen: OpeningRule) -> String {
        let mut html = String::new();
        for opening in OpeningRule::ALL.into_iter().filter(|o| o.fits(rule)) {
            let selected = if opening == chosen { " selected" } else { "" };
            html.push_str(&format!(
                r#"<option value="{}"{selected}>{}</option>"#,
                opening.name(),
                self.opening_name(opening)
            ));
        }
        html
    }

    /// The rules list as HTML, striking out the parts not played in a game of `opponent`
    /// under `rule` and `opening` (written as text rather than a view per part: lighter).
    pub fn rules_html(&self, opponent: Opponent, rule: Rule, opening: OpeningRule) -> String {
        let mut html = String::new();
        for parts in self.rules_list {
            html.push_str("<li>");
            for &(text, in_play) in parts {
                if in_play.holds(opponent, rule, opening) {
                    html.push_str(text);
                } else {
                    html.push_str("<del>");
                    html.push_str(text);
                    html.push_str("</del>");
                }
            }
            html.push_str("</li>");
        }
        html
    }

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

    /// What a screen reader says for a point: its name in notation, and its stone with
    /// its move number when numbers are shown (or that it is forbidden to black).
    pub fn point_label(
        &self,
        pos: Pos,
        size: usize,
        stone: Option<Stone>,
        number: Option<u16>,
        forbidden: bool,
    ) -> String {
        let name = point_name(pos, size);
        let comma = self.comma;
        match (stone, number) {
            (Some(stone), Some(n)) => format!(
                "{name}{comma}{}{comma}{}",
                self.stone(stone),
                self.move_number.replace("{}", &n.to_string())
            ),
            (Some(stone), None) => format!("{name}{comma}{}", self.stone(stone)),
            (None, _) if forbidden => {
                format!("{name}{comma}{}{comma}{}", self.empty, self.forbidden_mark)
            }
            (None, _) => format!("{name}{comma}{}", self.empty),
        }
    }

    /// A stone's name for screen readers ("black stone", "黑子").
    pub const fn stone(&self, stone: Stone) -> &'static str {
        match stone {
            Stone::Black => self.stones[0],
            Stone::White => self.stones[1],
        }
    }

    /// The words for a hint: where, and why.
    pub fn hint_line(&self, pos: Pos, size: usize, why: HintReason) -> String {
        let (index, opponent) = match why {
            HintReason::Wins => (0, None),
            HintReason::BlocksFour(side) => (1, Some(side)),
            HintReason::OpenFour => (2, None),
            HintReason::DoubleFour => (3, None),
            HintReason::FourThree => (4, None),
            HintReason::BlocksOpenThree(side) => (5, Some(side)),
            HintReason::BlocksDoubleThreat(side) => (6, Some(side)),
            HintReason::Four => (7, None),
            HintReason::DoubleThree => (8, None),
            HintReason::OpenThree => (9, None),
            HintReason::Judgement => (10, None),
        };
        let why = self.hint_reasons[index].replace("{}", opponent.map_or("", |s| self.side(s)));
        self.hint_text
            .replace("{point}", &point_name(pos, size))
            .replace("{why}", &why)
    }

    /// What a screen reader hears after a move: who played where.
    pub fn played_line(&self, side: Stone, pos: Pos, size: usize) -> String {
        sentence(
            &self
                .played
                .replace("{side}", self.side(side))
                .replace("{point}", &point_name(pos, size)),
        )
    }

    /// The one-line summary of a game's setup: "19×19 · Freestyle · Medium · you play
    /// white".
    pub fn setup_summary(
        &self,
        (size, rule, opening): (usize, Rule, OpeningRule),
        opponent: Opponent,
        levels: (Level, Level),
        person: Option<Stone>,
    ) -> String {
        let who = match (opponent, person) {
            (Opponent::Computer, Some(person)) => format!(
                "{} · {}",
                self.level_name(levels.0),
                self.you_play.replace("{}", self.colour(person))
            ),
            // While an opening settles the colours.
            (Opponent::Computer, None) => self.level_name(levels.0).to_owned(),
            (Opponent::Person, _) => self.two_players.to_owned(),
            (Opponent::Watch, _) => self
                .versus
                .replacen("{}", self.level_name(levels.0), 1)
                .replacen("{}", self.level_name(levels.1), 1),
        };
        let rules = match opening {
            OpeningRule::None => self.rule_name(rule).to_owned(),
            opening => format!("{} · {}", self.rule_name(rule), self.opening_name(opening)),
        };
        format!("{size}×{size} · {rules} · {who}")
    }
}

static EN: Texts = Texts {
    title: "Gobang",
    tagline: ["Time to show real skill:", "a match against the computer!"],
    language: "Language",
    who_starts: "Who moves first",
    computer_first: "Computer first",
    me_first: "You first",
    start: "Start game",
    end: "End game",
    undo: "Undo",
    hint: "Hint",
    hint_thinking: "Looking for a good move…",
    numbers: "Move numbers",
    level: "Computer level",
    levels: [
        "Classic (the original)",
        "Beginner",
        "Easy",
        "Intermediate",
        "Advanced",
        "Expert",
        "Master",
        "Grandmaster",
    ],
    elo: "Elo",
    game_line: "Black and white take turns; the first with five in a row (across, down or diagonally) wins.",
    size_note: "15×15 fits a phone better; 19×19 is the original.",
    elo_note: "The numbers (Elo) are each level's strength, measured in games: Classic, the original, is 0; a level 200 higher wins about three games in four.",
    board: "Board",
    press_start: "Press “Start game” to begin a match. Please read the rules first.",
    idle: "Choose how to play, then press “Start game”.",
    your_turn: "your turn",
    thinking: "the computer is thinking…",
    computer: "Computer",
    you: "You",
    black: "black",
    white: "white",
    empty: "empty",
    stones: ["black stone", "white stone"],
    sides: ["black", "white"],
    colon: ": ",
    comma: ", ",
    move_number: "move {}",
    branches: ["a library move", "a marked library move"],
    game_over: "This game is over. Press “Start game” to play another.",
    occupied: "That point is taken: choose an empty one.",
    wait_for_computer: "Wait for the computer's move.",
    watching_busy: "The computer is playing itself: press “Pause” to stop it.",
    paused_busy: "Paused: press “Resume” or “Step”.",
    tap_again: "Tap {point} again to place your stone there.",
    undone_after_end: "Move taken back: the game goes on.",
    game_ended: "Game ended.",
    undone: "Move taken back.",
    played: "{side} played {point}.",
    hint_text: "Hint: {point} — {why}.",
    hint_reasons: [
        "makes five in a row and wins",
        "blocks {}'s four",
        "makes an open four: two ways to five",
        "makes two fours at once",
        "makes a four and an open three at once",
        "blocks {}'s open three",
        "blocks {}'s double threat",
        "makes a four, which must be answered",
        "makes two open threes at once",
        "makes an open three",
        "the strongest move the search found",
    ],
    setup: "Game setup",
    next_game_note: "Whom you play against, the board, the rules and who moves first apply to the next game; the computer's level changes at once.",
    you_play: "you play {}",
    two_players: "two players",
    versus: "{} vs {}",
    confirm_end: "End this game? Its moves will be cleared from the board.",
    keep_playing: "Keep playing",
    coordinates: "Coordinates",
    confirm_taps: "Tap twice to place a stone on small points",
    options: "Options",
    theme: "Theme",
    themes: ["As the system", "Light", "Dark"],
    actions: "Game actions",
    won_alert: "Congratulations, you won! 🎉",
    lost_alert: "The computer won this time. Press “Start game” for a rematch.",
    draw_alert: "The board is full and nobody has five in a row: a draw.",
    won_status: "You won!",
    lost_status: "The computer won.",
    draw_status: "Draw: the board is full.",
    worker_failed: "The computer's search could not start in this browser, so it is playing at the Classic level.",
    loaded: "Game loaded: it is your move.",
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
        &[
            (
                "Choose whether the computer or you move first. ",
                InPlay::AgainstComputer,
            ),
            ("Black always moves first.", InPlay::Always),
        ],
        &[("Press “Start game” to begin a match.", InPlay::Always)],
        &[("Press “End game” to end the match.", InPlay::Always)],
        &[("Each side plays stones of one colour.", InPlay::Always)],
        &[("The game starts on an empty board.", InPlay::Always)],
        &[(
            "Black first, then white, taking turns, one stone at a time.",
            InPlay::Always,
        )],
        &[(
            "Stones go on empty points. Once placed, a stone is never moved, taken off or picked up to play elsewhere.",
            InPlay::Always,
        )],
        &[(
            "Black's first stone may go on any point of the board.",
            InPlay::NotPrescribed,
        )],
        &[
            ("Taking turns is each side's right, ", InPlay::Always),
            ("but either side may give up a turn (pass).", InPlay::Never),
        ],
        &[
            ("Tournament rules: ", InPlay::Always),
            ("black's prescribed opening", InPlay::Prescribed),
            (", ", InPlay::Always),
            ("swap after three", InPlay::Swap),
            (", ", InPlay::Always),
            ("two offers on the fifth move", InPlay::Prescribed),
            ("; ", InPlay::Always),
            (
                "black may not make a double three, a double four or an overline.",
                InPlay::Renju,
            ),
        ],
    ],
    opening: "Opening",
    opening_names: [
        "None (black moves first)",
        "Swap",
        "Swap2",
        "RIF (renju's opening)",
    ],
    opening_status: "Tournament opening: take its steps on the board and with the opening's buttons.",
    offer_mark: "offered as black's fifth move",
};

static ZH: Texts = Texts {
    title: "五子棋",
    tagline: ["是时候表演真正的技术了，", "快来一场人机大战吧！"],
    language: "语言",
    who_starts: "谁先下",
    computer_first: "电脑先手",
    me_first: "你先手",
    start: "开始游戏",
    end: "结束游戏",
    undo: "悔棋",
    hint: "提示",
    hint_thinking: "正在寻找好棋…",
    numbers: "显示手数",
    level: "电脑难度",
    levels: [
        "经典（原版）",
        "入门",
        "初级",
        "中级",
        "高级",
        "专家",
        "大师",
        "特级大师",
    ],
    elo: "等级分",
    game_line: "黑白双方轮流落子，先在横、竖或斜线上连成五子的一方获胜。",
    size_note: "15×15 更适合手机屏幕；19×19 是原版棋盘。",
    elo_note: "括号里的数字（等级分）是各难度在对局中实测的棋力：原版的经典难度为 0，高出 200 分的一方约四局赢三局。",
    board: "棋盘",
    press_start: "点击“开始游戏”按钮开启对局，请先阅读游戏规则。",
    idle: "选好对局设置，然后点击“开始游戏”。",
    your_turn: "轮到你下",
    thinking: "电脑思考中…",
    computer: "电脑",
    you: "你",
    black: "黑",
    white: "白",
    empty: "空",
    stones: ["黑子", "白子"],
    sides: ["黑方", "白方"],
    colon: "：",
    comma: "，",
    move_number: "第 {} 手",
    branches: ["棋谱中的着法", "棋谱中标记的着法"],
    game_over: "本局已结束。点击“开始游戏”再来一局。",
    occupied: "这里已有棋子，请选一个空位。",
    wait_for_computer: "请等电脑落子。",
    watching_busy: "电脑正在自己对弈：点击“暂停”可让它停下。",
    paused_busy: "已暂停：点击“继续”或“单步”。",
    tap_again: "再点一次 {point}，即可在此落子。",
    undone_after_end: "已悔棋，对局继续。",
    game_ended: "对局已结束。",
    undone: "已悔棋。",
    played: "{side}下在 {point}。",
    hint_text: "提示：{point}——{why}。",
    hint_reasons: [
        "连成五子，获胜",
        "挡住{}的四",
        "形成活四，两头都能连五",
        "一子形成双四",
        "一子形成四三",
        "挡住{}的活三",
        "破坏{}的双重威胁",
        "形成冲四，对方必须应对",
        "一子形成双活三",
        "形成活三",
        "搜索找到的最佳一手",
    ],
    setup: "对局设置",
    next_game_note: "对手、棋盘、规则和先后手从下一局起生效；电脑难度立即生效。",
    you_play: "你执{}",
    two_players: "双人对弈",
    versus: "{} 对 {}",
    confirm_end: "结束这局吗？棋盘上的棋子将被清除。",
    keep_playing: "继续下棋",
    coordinates: "显示坐标",
    confirm_taps: "棋盘格较小时，点两次落子",
    options: "选项",
    theme: "主题",
    themes: ["跟随系统", "浅色", "深色"],
    actions: "对局操作",
    won_alert: "恭喜，你赢了！🎉",
    lost_alert: "这局电脑赢了。点击“开始游戏”再来一局。",
    draw_alert: "棋盘已满，双方都没有连成五子：和棋。",
    won_status: "你赢了！",
    lost_status: "电脑赢了。",
    draw_status: "和棋：棋盘已满。",
    worker_failed: "电脑的搜索无法在此浏览器中启动，现以经典难度对弈。",
    loaded: "棋谱已载入，轮到你下。",
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
        &[
            ("请选择电脑先手还是你先手，", InPlay::AgainstComputer),
            ("黑棋始终先手。", InPlay::Always),
        ],
        &[("点击“开始游戏”开始对局。", InPlay::Always)],
        &[("点击“结束游戏”结束对局。", InPlay::Always)],
        &[("对局双方各执一色棋子。", InPlay::Always)],
        &[("空棋盘开局。", InPlay::Always)],
        &[("黑先、白后，交替下子，每次只能下一子。", InPlay::Always)],
        &[(
            "棋子下在棋盘的空白点上，棋子下定后，不得向其它点移动，不得从棋盘上拿掉或拿起另落别处。",
            InPlay::Always,
        )],
        &[(
            "黑方的第一枚棋子可下在棋盘任意交叉点上。",
            InPlay::NotPrescribed,
        )],
        &[
            ("轮流下子是双方的权利，", InPlay::Always),
            ("但允许任何一方放弃下子权（即：PASS权）。", InPlay::Never),
        ],
        &[
            ("五子棋对局，执行", InPlay::Always),
            ("黑方指定开局", InPlay::Prescribed),
            ("、", InPlay::Always),
            ("三手可交换", InPlay::Swap),
            ("、", InPlay::Always),
            ("五手两打", InPlay::Prescribed),
            ("的规定。", InPlay::Always),
            (
                "整个对局过程中黑方有禁手，白方无禁手。黑方禁手有三三禁手、四四禁手和长连禁手三种。",
                InPlay::Renju,
            ),
        ],
    ],
    opening: "开局规则",
    opening_names: [
        "无（黑方先行）",
        "三手交换（Swap）",
        "二次交换（Swap2）",
        "RIF 指定开局（连珠）",
    ],
    opening_status: "开局阶段：请在棋盘上并用开局的按钮完成各个步骤。",
    offer_mark: "黑方第五手打点",
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
            EN.point_label(pos, 19, Some(Stone::Black), None, false),
            "K10, black stone"
        );
        assert_eq!(EN.point_label(pos, 19, None, None, false), "K10, empty");
        assert_eq!(
            EN.point_label(pos, 15, None, None, true),
            "K6, empty, forbidden to black"
        );
        assert_eq!(
            ZH.point_label(pos, 19, Some(Stone::White), None, false),
            "K10，白子"
        );
        // With move numbers shown, the number seen on the stone is in its name.
        assert_eq!(
            EN.point_label(pos, 19, Some(Stone::Black), Some(5), false),
            "K10, black stone, move 5"
        );
        assert_eq!(
            ZH.point_label(pos, 19, Some(Stone::Black), Some(12), false),
            "K10，黑子，第 12 手"
        );
    }

    #[test]
    fn announcements_are_sentences() {
        let pos = Pos::new(8, 9).unwrap();
        assert_eq!(EN.played_line(Stone::White, pos, 19), "White played J11.");
        assert_eq!(ZH.played_line(Stone::White, pos, 19), "白方下在 J11。");
        assert_eq!(sentence(EN.your_turn), "Your turn.");
        assert_eq!(sentence(ZH.your_turn), "轮到你下。");
        assert_eq!(sentence(EN.thinking), "The computer is thinking…");
    }

    #[test]
    fn hints_say_where_and_why() {
        let pos = Pos::new(6, 9).unwrap();
        assert_eq!(
            EN.hint_line(pos, 19, HintReason::BlocksOpenThree(Stone::White)),
            "Hint: J13 — blocks white's open three."
        );
        assert_eq!(
            ZH.hint_line(pos, 19, HintReason::BlocksOpenThree(Stone::White)),
            "提示：J13——挡住白方的活三。"
        );
        assert_eq!(
            EN.hint_line(pos, 19, HintReason::Wins),
            "Hint: J13 — makes five in a row and wins."
        );
    }

    #[test]
    fn the_setup_summary_and_the_notation_follow_the_game() {
        let levels = (Level::Intermediate, Level::Grandmaster);
        assert_eq!(
            EN.setup_summary(
                (19, Rule::Freestyle, OpeningRule::None),
                Opponent::Computer,
                levels,
                Some(Stone::White)
            ),
            "19×19 · Freestyle · Intermediate · you play white"
        );
        let renju = (15, Rule::Renju, OpeningRule::None);
        assert_eq!(
            ZH.setup_summary(renju, Opponent::Computer, levels, Some(Stone::Black)),
            "15×15 · 连珠 · 中级 · 你执黑"
        );
        let standard = (15, Rule::Standard, OpeningRule::None);
        assert_eq!(
            EN.setup_summary(standard, Opponent::Watch, levels, Some(Stone::White)),
            "15×15 · Standard (exactly five) · Intermediate vs Grandmaster"
        );
        // During an opening the colours are not settled yet.
        let rif = (15, Rule::Renju, OpeningRule::Rif);
        assert_eq!(
            EN.setup_summary(rif, Opponent::Computer, levels, None),
            "15×15 · Renju · RIF (renju's opening) · Intermediate"
        );
    }

    #[test]
    fn chinese_texts_use_full_width_punctuation() {
        // ASCII punctuation among Chinese characters reads as a typo; notation and the
        // "vs" in levels are the exceptions (they stand between spaces or letters).
        let all = [
            ZH.idle,
            ZH.press_start,
            ZH.game_over,
            ZH.occupied,
            ZH.undone_after_end,
        ];
        let all = all.iter().chain(&ZH.hint_reasons).chain(&ZH.tagline);
        let all = all.chain([&ZH.opening_status, &ZH.offer_mark]);
        for text in all.chain(
            ZH.rules_list
                .iter()
                .flat_map(|parts| parts.iter().map(|p| &p.0)),
        ) {
            assert!(!text.contains([':', ',', '!', '?', ';']), "{text}");
            assert!(!text.contains(['"']), "{text}");
        }
    }

    #[test]
    fn the_rules_list_strikes_out_exactly_what_is_not_played() {
        let html = |opponent, rule, opening| EN.rules_html(opponent, rule, opening);
        let plain = html(Opponent::Computer, Rule::Freestyle, OpeningRule::None);
        assert!(!plain.contains("<del>Choose whether"));
        assert!(plain.contains("<del>swap after three</del>"));
        assert!(plain.contains("<del>black may not make"));
        let two = html(Opponent::Person, Rule::Renju, OpeningRule::Swap2);
        assert!(two.contains("<del>Choose whether"));
        assert!(!two.contains("<del>swap after three"));
        assert!(!two.contains("<del>black may not make"));
        assert!(two.contains("<del>black's prescribed opening</del>"));
        let rif = html(Opponent::Computer, Rule::Renju, OpeningRule::Rif);
        assert!(!rif.contains("<del>black's prescribed"));
        assert!(!rif.contains("<del>two offers"));
        assert!(rif.contains("<del>Black's first stone may go"));
        assert_eq!(rif.matches("<li>").count(), 10);
    }

    #[test]
    fn every_level_has_its_own_name_in_both_languages() {
        for texts in [&EN, &ZH] {
            for (i, level) in Level::ALL.into_iter().enumerate() {
                assert_eq!(texts.level_name(level), texts.levels[i]);
            }
            let mut names = texts.levels.to_vec();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), Level::ALL.len());
        }
        // The menu shows the ladder's measured Elo beside every level that has one.
        for level in Level::ALL {
            let choice = EN.level_choice(level);
            assert!(choice.starts_with(EN.level_name(level)), "{choice}");
            if let Some(rating) = level.elo() {
                assert!(choice.ends_with(&format!("Elo {}", rating.elo)), "{choice}");
                assert!(ZH.level_choice(level).contains("等级分"));
            }
        }
    }

    #[test]
    fn both_languages_have_every_text() {
        // A text left empty by mistake would show as nothing on the page.
        for texts in [&EN, &ZH] {
            let all = [
                texts.title,
                texts.tagline[0],
                texts.tagline[1],
                texts.game_over,
                texts.occupied,
                texts.wait_for_computer,
                texts.watching_busy,
                texts.paused_busy,
                texts.tap_again,
                texts.undone_after_end,
                texts.game_ended,
                texts.undone,
                texts.played,
                texts.hint_text,
                texts.setup,
                texts.next_game_note,
                texts.you_play,
                texts.two_players,
                texts.versus,
                texts.confirm_end,
                texts.keep_playing,
                texts.coordinates,
                texts.confirm_taps,
                texts.options,
                texts.theme,
                texts.game_line,
                texts.size_note,
                texts.themes[0],
                texts.themes[1],
                texts.themes[2],
                texts.actions,
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
                texts.elo,
                texts.elo_note,
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
                texts.won_alert,
                texts.lost_alert,
                texts.draw_alert,
                texts.won_status,
                texts.lost_status,
                texts.draw_status,
                texts.worker_failed,
                texts.loaded,
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
            let lists = lists.chain(&texts.stones).chain(&texts.hint_reasons);
            assert!(all.iter().chain(lists).all(|t| !t.is_empty()));
            assert!(texts.rules_list.iter().all(|parts| !parts.is_empty()));
            assert!(
                all.iter()
                    .chain(&texts.opening_names)
                    .chain(&[texts.opening, texts.opening_status])
                    .all(|t| !t.is_empty())
            );
        }
    }
}
