//! Every text the page shows, in English and in Simplified Chinese (the original game's
//! language), and the words every feature shares: sides, colours, stones, levels, rules,
//! points, moves and the common buttons. Components read the [`Texts`] of the chosen
//! [`Lang`]; a feature's own texts sit in its folder and take the shared words from here.
//! A text with parts that change (a point, a reason) is a method whose English and
//! Chinese sentences stand side by side as format strings (`say!`), so the compiler
//! checks every part of them; a table of texts by an enum is sized by the enum's `ALL`
//! and read at `variant as usize`.
//! Text put into HTML goes through the one [`escape`].

use gobang_engine::ai::Level;
use gobang_engine::opening::OpeningRule;
use gobang_engine::{Forbidden, Pos, Rule, Stone};

use crate::game::hint::HintReason;
use crate::game::session::{Opponent, Outcome};

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

    /// Of a text in English and the same in Chinese, the one in this language.
    pub const fn pick<'a>(self, en: &'a str, zh: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Zh => zh,
        }
    }

    /// The texts in this language.
    pub const fn texts(self) -> &'static Texts {
        match self {
            Lang::En => &EN,
            Lang::Zh => &ZH,
        }
    }
}

/// A text with values in it, in `lang`: its English or its Chinese format string, each
/// naming the caller's variables (`{n}`, `{side}`), which the compiler checks.
macro_rules! say {
    ($lang:expr, $en:literal, $zh:literal) => {
        match $lang {
            $crate::shell::text::Lang::En => format!($en),
            $crate::shell::text::Lang::Zh => format!($zh),
        }
    };
}
pub(crate) use say;

/// The page's texts in one language, and the words every feature shares (sides, levels,
/// rules, points, moves, common buttons). A text with parts that change is a method;
/// a table by an enum has one entry a variant, in the order of the enum's `ALL`.
pub struct Texts {
    /// The language these texts are in.
    pub lang: Lang,
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
    /// The phone's fold of what a game in progress does not need (setup, options, record,
    /// rules).
    pub more: &'static str,
    pub hint_thinking: &'static str,
    pub numbers: &'static str,
    pub level: &'static str,
    levels: [&'static str; Level::ALL.len()],
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
    /// "black", "黑": a colour, as in "you play black".
    colours: [&'static str; Stone::ALL.len()],
    pub empty: &'static str,
    /// "black stone", "黑子", as a screen reader names a point's stone.
    stones: [&'static str; Stone::ALL.len()],
    /// "black", "黑方": the side of a game ("white's", "白方的").
    sides: [&'static str; Stone::ALL.len()],
    /// Between a name and what follows it: ": ", or the full-width "：".
    pub colon: &'static str,
    /// Between the parts of a point's name for screen readers, and of a list: ", " or "，".
    pub comma: &'static str,
    /// A library's move from the position shown, in a point's name for screen readers:
    /// plain, marked.
    pub branches: [&'static str; 2],
    /// A point a file marks, in a point's name for screen readers.
    pub marked: &'static str,
    pub game_over: &'static str,
    pub occupied: &'static str,
    pub wait_for_computer: &'static str,
    pub watching_busy: &'static str,
    pub paused_busy: &'static str,
    pub undone_after_end: &'static str,
    pub game_ended: &'static str,
    pub undone: &'static str,
    pub setup: &'static str,
    pub next_game_note: &'static str,
    pub two_players: &'static str,
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
    opponents: [&'static str; Opponent::ALL.len()],
    pub board_size: &'static str,
    /// "Rules", the menu of rule sets (and a column of the progress page's tables).
    pub rule_set: &'static str,
    rule_names: [&'static str; Rule::ALL.len()],
    /// The rule sets' names without the note in brackets, for the puzzles' filter.
    short_rule_names: [&'static str; Rule::ALL.len()],
    /// What each rule set means, in a sentence.
    rule_notes: [&'static str; Rule::ALL.len()],
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
    /// Overline, double four, double three: the kinds of forbidden point, named alone.
    forbidden_names: [&'static str; 3],
    pub forbidden_mark: &'static str,
    pub rules: &'static str,
    pub struck_note: &'static str,
    /// The original's rules, in parts: a part is struck out where it is not played.
    pub rules_list: [&'static [(&'static str, InPlay)]; 10],
    pub opening: &'static str,
    opening_names: [&'static str; OpeningRule::ALL.len()],
    /// The status while an opening's steps are taken beside the board.
    pub opening_status: &'static str,
    /// A point offered as black's fifth move (renju's opening), for screen readers.
    pub offer_mark: &'static str,
    /// The button back from a feature's page (puzzles, lessons, progress, analysis).
    pub back_to_game: &'static str,
    pub copy_link: &'static str,
    pub copied: &'static str,
    /// While the computer answers a move of a puzzle or a lesson.
    pub computer_answers: &'static str,
    pub puzzle_rating: &'static str,
}

/// `word` with its first letter a capital ("black" → "Black"; Chinese stays as it is).
pub fn capitalized(word: &str) -> String {
    // ASCII case alone: the texts' first letters are English or Chinese, and Unicode's
    // case tables would weigh on the download.
    let mut word = word.to_owned();
    if let Some(first) = word.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    word
}

/// A phrase ("your turn", "轮到你下") as a sentence of its own: a capital, and a full
/// stop where it has none.
pub fn sentence(phrase: &str) -> String {
    let end = match phrase.chars().last() {
        Some(c) if c.is_ascii_alphanumeric() => ".",
        Some(c) if ('\u{4e00}'..='\u{9fff}').contains(&c) => "。",
        _ => "",
    };
    capitalized(phrase) + end
}

/// The one escape of text put into the page's HTML, in an element or in an attribute's
/// value: the engine's, which writes XML files with it.
pub use gobang_engine::formats::xml::escape;

/// A point's name as the board's edges and the hints show it: `J10`.
pub fn point_name(pos: Pos, size: usize) -> String {
    pos.display(size).to_string().to_ascii_uppercase()
}

impl Texts {
    /// A colour's name ("black", "黑").
    pub const fn colour(&self, stone: Stone) -> &'static str {
        self.colours[stone as usize]
    }

    /// A side's name in a game ("black", "黑方").
    pub const fn side(&self, stone: Stone) -> &'static str {
        self.sides[stone as usize]
    }

    /// A side's name at the start of a sentence ("Black", "黑方").
    pub fn side_first(&self, stone: Stone) -> String {
        capitalized(self.side(stone))
    }

    /// A stone's name for screen readers ("black stone", "黑子").
    pub const fn stone(&self, stone: Stone) -> &'static str {
        self.stones[stone as usize]
    }

    /// A level's name.
    pub const fn level_name(&self, level: Level) -> &'static str {
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

    /// "move 5", "第 5 手": a move by its number.
    pub fn move_number(&self, n: usize) -> String {
        say!(self.lang, "move {n}", "第 {n} 手")
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
        self.opponents[opponent as usize]
    }

    /// An opening rule's name.
    pub const fn opening_name(&self, opening: OpeningRule) -> &'static str {
        self.opening_names[opening as usize]
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
                escape(self.opening_name(opening))
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
                let text = escape(text);
                if in_play.holds(opponent, rule, opening) {
                    html.push_str(&text);
                } else {
                    html.push_str(&format!("<del>{text}</del>"));
                }
            }
            html.push_str("</li>");
        }
        html
    }

    /// A rule set's name.
    pub const fn rule_name(&self, rule: Rule) -> &'static str {
        self.rule_names[rule as usize]
    }

    /// A rule set's name without the note in brackets ("Standard", "标准规则").
    pub const fn short_rule_name(&self, rule: Rule) -> &'static str {
        self.short_rule_names[rule as usize]
    }

    /// What a rule set means.
    pub const fn rule_note(&self, rule: Rule) -> &'static str {
        self.rule_notes[rule as usize]
    }

    /// A kind of forbidden point, named alone ("double three", "三三").
    pub const fn forbidden_name(&self, kind: Forbidden) -> &'static str {
        let [overline, double_four, double_three] = self.forbidden_names;
        match kind {
            Forbidden::Overline => overline,
            Forbidden::DoubleFour => double_four,
            Forbidden::DoubleThree => double_three,
        }
    }

    /// Why a point is forbidden to black, for the notice.
    pub fn forbidden_notice(&self, why: Forbidden) -> String {
        // English names the shape as the engine does ("an overline (six or more in a
        // row)"); Chinese by its short name, an overline with its length.
        let name = self.forbidden_name(why);
        let six = if matches!(why, Forbidden::Overline) {
            "（六子或更多）"
        } else {
            ""
        };
        say!(
            self.lang,
            "Black may not play there under renju: it would make {why}.",
            "连珠规则下黑方不能下在这里：这是 {name}禁手{six}。"
        )
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
                self.move_number(usize::from(n))
            ),
            (Some(stone), None) => format!("{name}{comma}{}", self.stone(stone)),
            (None, _) if forbidden => {
                format!("{name}{comma}{}{comma}{}", self.empty, self.forbidden_mark)
            }
            (None, _) => format!("{name}{comma}{}", self.empty),
        }
    }

    /// The words for a hint: where, and why.
    pub fn hint_line(&self, pos: Pos, size: usize, why: HintReason) -> String {
        let point = point_name(pos, size);
        let why = self.hint_reason(why);
        say!(
            self.lang,
            "Hint: {point} — {why}.",
            "提示：{point}——{why}。"
        )
    }

    /// Why a hint's move is good, as the hint says it after its point.
    #[rustfmt::skip]
    fn hint_reason(&self, why: HintReason) -> String {
        let side = match why {
            HintReason::BlocksFour(side)
            | HintReason::BlocksOpenThree(side)
            | HintReason::BlocksDoubleThreat(side) => self.side(side),
            _ => "",
        };
        let lang = self.lang;
        match why {
            HintReason::Wins => say!(lang, "makes five in a row and wins", "连成五子，获胜"),
            HintReason::BlocksFour(_) => say!(lang, "blocks {side}'s four", "挡住{side}的四"),
            HintReason::OpenFour => say!(lang, "makes an open four: two ways to five", "形成活四，两头都能连五"),
            HintReason::DoubleFour => say!(lang, "makes two fours at once", "一子形成双四"),
            HintReason::FourThree => say!(lang, "makes a four and an open three at once", "一子形成四三"),
            HintReason::BlocksOpenThree(_) => say!(lang, "blocks {side}'s open three", "挡住{side}的活三"),
            HintReason::BlocksDoubleThreat(_) => say!(lang, "blocks {side}'s double threat", "破坏{side}的双重威胁"),
            HintReason::Four => say!(lang, "makes a four, which must be answered", "形成冲四，对方必须应对"),
            HintReason::DoubleThree => say!(lang, "makes two open threes at once", "一子形成双活三"),
            HintReason::OpenThree => say!(lang, "makes an open three", "形成活三"),
            HintReason::Judgement => say!(lang, "the strongest move the search found", "搜索找到的最佳一手"),
        }
    }

    /// What a screen reader hears after a move: who played where.
    pub fn played_line(&self, side: Stone, pos: Pos, size: usize) -> String {
        let (side, point) = (self.side_first(side), point_name(pos, size));
        say!(self.lang, "{side} played {point}.", "{side}下在 {point}。")
    }

    /// The notice after a first tap on a small point: tap it again to play there.
    pub fn tap_again(&self, pos: Pos, size: usize) -> String {
        let point = point_name(pos, size);
        say!(
            self.lang,
            "Tap {point} again to place your stone there.",
            "再点一次 {point}，即可在此落子。"
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
        let (level, other) = (self.level_name(levels.0), self.level_name(levels.1));
        let who = match (opponent, person) {
            (Opponent::Computer, Some(person)) => {
                let colour = self.colour(person);
                say!(
                    self.lang,
                    "{level} · you play {colour}",
                    "{level} · 你执{colour}"
                )
            }
            // While an opening settles the colours.
            (Opponent::Computer, None) => level.to_owned(),
            (Opponent::Person, _) => self.two_players.to_owned(),
            (Opponent::Watch, _) => say!(self.lang, "{level} vs {other}", "{level} 对 {other}"),
        };
        let rules = match opening {
            OpeningRule::None => self.rule_name(rule).to_owned(),
            opening => format!("{} · {}", self.rule_name(rule), self.opening_name(opening)),
        };
        format!("{size}×{size} · {rules} · {who}")
    }
}

static EN: Texts = Texts {
    lang: Lang::En,
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
    more: "More",
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
    size_note: "15×15 fits a phone better; 19×19 is the original; 20×20 is Gomocup's.",
    elo_note: "The numbers (Elo) are each level's strength, measured in games: Classic, the original, is 0; a level 200 higher wins about three games in four.",
    board: "Board",
    press_start: "Press “Start game” to begin a match. Please read the rules first.",
    idle: "Choose how to play, then press “Start game”.",
    your_turn: "your turn",
    thinking: "the computer is thinking…",
    computer: "Computer",
    you: "You",
    colours: ["black", "white"],
    empty: "empty",
    stones: ["black stone", "white stone"],
    sides: ["black", "white"],
    colon: ": ",
    comma: ", ",
    branches: ["a library move", "a marked library move"],
    marked: "marked",
    game_over: "This game is over. Press “Start game” to play another.",
    occupied: "That point is taken: choose an empty one.",
    wait_for_computer: "Wait for the computer's move.",
    watching_busy: "The computer is playing itself: press “Pause” to stop it.",
    paused_busy: "Paused: press “Resume” or “Step”.",
    undone_after_end: "Move taken back: the game goes on.",
    game_ended: "Game ended.",
    undone: "Move taken back.",
    setup: "Game setup",
    next_game_note: "Whom you play against, the board, the rules and who moves first apply to the next game; the computer's level changes at once.",
    two_players: "two players",
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
    short_rule_names: ["Freestyle", "Standard", "Renju"],
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
    forbidden_names: ["overline", "double four", "double three"],
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
    back_to_game: "Back to the game",
    copy_link: "Copy link",
    copied: "Copied.",
    computer_answers: "The computer answers…",
    puzzle_rating: "Puzzle rating",
};

static ZH: Texts = Texts {
    lang: Lang::Zh,
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
    more: "更多",
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
    size_note: "15×15 更适合手机屏幕；19×19 是原版棋盘；20×20 是 Gomocup 的棋盘。",
    elo_note: "括号里的数字（等级分）是各难度在对局中实测的棋力：原版的经典难度为 0，高出 200 分的一方约四局赢三局。",
    board: "棋盘",
    press_start: "点击“开始游戏”按钮开启对局，请先阅读游戏规则。",
    idle: "选好对局设置，然后点击“开始游戏”。",
    your_turn: "轮到你下",
    thinking: "电脑思考中…",
    computer: "电脑",
    you: "你",
    colours: ["黑", "白"],
    empty: "空",
    stones: ["黑子", "白子"],
    sides: ["黑方", "白方"],
    colon: "：",
    comma: "，",
    branches: ["棋谱中的着法", "棋谱中标记的着法"],
    marked: "已标记",
    game_over: "本局已结束。点击“开始游戏”再来一局。",
    occupied: "这里已有棋子，请选一个空位。",
    wait_for_computer: "请等电脑落子。",
    watching_busy: "电脑正在自己对弈：点击“暂停”可让它停下。",
    paused_busy: "已暂停：点击“继续”或“单步”。",
    undone_after_end: "已悔棋，对局继续。",
    game_ended: "对局已结束。",
    undone: "已悔棋。",
    setup: "对局设置",
    next_game_note: "对手、棋盘、规则和先后手从下一局起生效；电脑难度立即生效。",
    two_players: "双人对弈",
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
    short_rule_names: ["自由规则", "标准规则", "连珠规则"],
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
    forbidden_names: ["长连", "四四", "三三"],
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
    back_to_game: "回到对局",
    copy_link: "复制链接",
    copied: "已复制。",
    computer_answers: "电脑应对中…",
    puzzle_rating: "解题等级分",
};

/// Asserts that every text of a texts struct in one language is there: every field is
/// named (one left out fails to compile, as `$ty { .. }` is matched without `..`); the
/// `words` and the `tables` of words are each neither blank nor holding a `{` (a
/// placeholder that nothing fills); the `others`, if any, are handed back for the caller
/// to check.
#[cfg(test)]
macro_rules! assert_every_text {
    ($texts:expr => $ty:ident {
        words: $($word:ident)*;
        tables: $($table:ident)*;
        $(others: $($other:ident)*;)?
    }) => {{
        let $ty { lang: _, $($word,)* $($table,)* $($($other,)*)? } = $texts;
        let words = [$(*$word),*].into_iter()$(.chain($table.iter().copied()))*;
        for word in words {
            assert!(!word.trim().is_empty() && !word.contains('{'), "{word:?}");
        }
        $(($($other,)*))?
    }};
}
#[cfg(test)]
pub(crate) use assert_every_text;

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
        let pos = Pos::new(7, 7).unwrap();
        let mut all: Vec<String> = [
            ZH.idle,
            ZH.press_start,
            ZH.game_over,
            ZH.occupied,
            ZH.undone_after_end,
            ZH.opening_status,
            ZH.offer_mark,
        ]
        .iter()
        .chain(&ZH.tagline)
        .map(|t| t.to_string())
        .collect();
        all.extend(every_hint_reason().map(|why| ZH.hint_line(pos, 15, why)));
        all.extend(
            ZH.rules_list
                .iter()
                .flat_map(|parts| parts.iter().map(|p| p.0.to_owned())),
        );
        for text in all {
            let text = text.replace("H8", "");
            assert!(!text.contains([':', ',', '!', '?', ';']), "{text}");
            assert!(!text.contains(['"']), "{text}");
        }
    }

    /// Every reason a hint gives, the blocks for both sides.
    fn every_hint_reason() -> impl Iterator<Item = HintReason> {
        let blocks = Stone::ALL.into_iter().flat_map(|side| {
            [
                HintReason::BlocksFour(side),
                HintReason::BlocksOpenThree(side),
                HintReason::BlocksDoubleThreat(side),
            ]
        });
        [
            HintReason::Wins,
            HintReason::OpenFour,
            HintReason::DoubleFour,
            HintReason::FourThree,
            HintReason::Four,
            HintReason::DoubleThree,
            HintReason::OpenThree,
            HintReason::Judgement,
        ]
        .into_iter()
        .chain(blocks)
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
        assert!(two.contains("<del>black&apos;s prescribed opening</del>"));
        let rif = html(Opponent::Computer, Rule::Renju, OpeningRule::Rif);
        assert!(!rif.contains("<del>black&apos;s prescribed"));
        assert!(!rif.contains("<del>two offers"));
        assert!(rif.contains("<del>Black&apos;s first stone may go"));
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
    fn enum_tables_follow_their_enums_order() {
        // The tables by an enum are read at `variant as usize`.
        assert!(Level::ALL.iter().enumerate().all(|(i, &l)| l as usize == i));
        assert!(Stone::ALL.iter().enumerate().all(|(i, &s)| s as usize == i));
        assert!(Rule::ALL.iter().enumerate().all(|(i, &r)| r as usize == i));
        assert!(
            Opponent::ALL
                .iter()
                .enumerate()
                .all(|(i, &o)| o as usize == i)
        );
        assert!(
            OpeningRule::ALL
                .iter()
                .enumerate()
                .all(|(i, &o)| o as usize == i)
        );
        assert_eq!(EN.rule_name(Rule::Renju), "Renju");
        assert_eq!(ZH.short_rule_name(Rule::Standard), "标准规则");
        assert_eq!(EN.opening_name(OpeningRule::Swap2), "Swap2");
        assert_eq!(ZH.opponent_name(Opponent::Watch), "电脑对电脑");
        assert_eq!(EN.stone(Stone::White), "white stone");
        assert_eq!(ZH.forbidden_name(Forbidden::DoubleFour), "四四");
    }

    #[test]
    fn both_languages_have_every_text() {
        for lang in Lang::ALL {
            let texts = lang.texts();
            assert_eq!(texts.lang, lang);
            let (rules_list,) = assert_every_text!(texts => Texts {
                words: title language who_starts computer_first me_first start end undo hint more
                    hint_thinking numbers level elo game_line size_note elo_note board
                    press_start idle your_turn thinking computer you empty colon comma marked game_over
                    occupied wait_for_computer watching_busy paused_busy undone_after_end
                    game_ended undone setup next_game_note two_players confirm_end keep_playing
                    coordinates confirm_taps options theme actions won_alert lost_alert
                    draw_alert won_status lost_status draw_status worker_failed loaded bad_save
                    bad_link resumed opponent board_size rule_set black_starts black_level
                    white_level pause resume step to_play paused black_wins white_wins
                    forbidden_mark rules struck_note opening opening_status offer_mark
                    back_to_game copy_link copied computer_answers puzzle_rating;
                tables: tagline levels colours stones sides branches themes opponents rule_names
                    short_rule_names rule_notes forbidden_names opening_names;
                others: rules_list;
            });
            let parts = rules_list
                .iter()
                .flat_map(|parts| parts.iter().map(|p| p.0));
            assert!(rules_list.iter().all(|parts| !parts.is_empty()));
            parts.for_each(|part| assert!(!part.is_empty() && !part.contains('{'), "{part}"));
        }
    }
}
