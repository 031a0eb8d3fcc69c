//! The texts of a tournament opening's steps, in English and 简体中文, shown beside the
//! study's board while the players take the steps ([`crate::opening::steps`]); they ship
//! in the study module, so that the page carries none of them.

use gobang_engine::opening::renju::{CanonicalOpening, OpeningKind};
use gobang_engine::opening::{OpeningError, Role, Step};
use gobang_engine::{Pos, Stone};

use crate::shell::text::Lang;

/// Who takes a step of an opening, as the texts name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    /// The person, against the computer.
    You,
    /// The computer.
    Computer,
    /// One of two people on one device (or the computer playing itself).
    Player(Role),
}

/// The opening's texts in one language.
pub struct OpeningTexts {
    pub heading: &'static str,
    pub your_choice: &'static str,
    pub to_choose: &'static str,
    pub choose_black: &'static str,
    pub choose_white: &'static str,
    pub choose_more: &'static str,
    pub pick: &'static str,
    pub choose_first: &'static str,
    /// Player 1 (the opener) and player 2, between two people.
    pub players: [&'static str; 2],
    /// Where renju's opening stones 1, 2 and 3 must go.
    pub opening_areas: [&'static str; 3],
    pub offered_already: &'static str,
    /// Before and after the point an offer mirrors.
    pub symmetric_offer: [&'static str; 2],
    pub not_an_offer: &'static str,
    pub not_now: &'static str,
    /// The steps' texts: see [`OpeningTexts::step`].
    pub steps: StepTexts,
    /// Whether renju's openings are named in Chinese characters (花月) rather than in
    /// the RIF's Japanese reading (Kagetsu).
    pub opening_in_hanzi: bool,
    pub undo: &'static str,
    pub black: &'static str,
    pub white: &'static str,
    pub bad_steps: &'static str,
    pub worker_failed: &'static str,
    /// What the computer did: see [`OpeningTexts::computer_did`].
    pub did: DidTexts,
}

/// The line that says what the computer did in the opening; `{list}`, `{colour}` and
/// `{point}` are filled in.
pub struct DidTexts {
    pub placed: &'static str,
    pub more: &'static str,
    pub took: &'static str,
    pub took_played: &'static str,
    /// One stone of the list: `{point}` and `{colour}`.
    pub stone: &'static str,
    /// Between the stones of a list, and before its last.
    pub separators: [&'static str; 2],
}

/// What the status of an opening says at each step; `{who}`, `{n}`, `{last}` and
/// `{colour}` are filled in.
pub struct StepTexts {
    pub place_you: &'static str,
    pub place_player: &'static str,
    pub place_computer: &'static str,
    pub choose_more_you: &'static str,
    pub choose_more_player: &'static str,
    pub choose_colour_you: &'static str,
    pub choose_colour_player: &'static str,
    pub choose_computer: &'static str,
    pub offer_you: &'static str,
    pub offer_player: &'static str,
    pub offer_computer: &'static str,
    pub pick_you: &'static str,
    pub pick_player: &'static str,
    pub pick_computer: &'static str,
    /// Renju's opening: white's fourth stone, between the swap and the offers.
    pub move_you: &'static str,
    pub move_player: &'static str,
    pub move_computer: &'static str,
    pub direct: &'static str,
    pub indirect: &'static str,
}

/// The opening's texts in `lang`.
pub fn opening_texts(lang: Lang) -> &'static OpeningTexts {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

impl OpeningTexts {
    /// A player's name between two people.
    pub const fn player(&self, role: Role) -> &'static str {
        match role {
            Role::Opener => self.players[0],
            Role::Responder => self.players[1],
        }
    }

    const fn colour(&self, stone: Stone) -> &'static str {
        match stone {
            Stone::Black => self.black,
            Stone::White => self.white,
        }
    }

    /// What the status says of a step of an opening taken by `actor`.
    pub fn step(&self, step: Step, actor: Actor) -> String {
        let t = &self.steps;
        let (you, player, computer) = match step {
            Step::Place { .. } => (t.place_you, t.place_player, t.place_computer),
            Step::Choose { options, .. } if options.len() > 2 => {
                (t.choose_more_you, t.choose_more_player, t.choose_computer)
            }
            Step::Choose { .. } => (
                t.choose_colour_you,
                t.choose_colour_player,
                t.choose_computer,
            ),
            Step::Offer { .. } => (t.offer_you, t.offer_player, t.offer_computer),
            Step::Pick { .. } => (t.pick_you, t.pick_player, t.pick_computer),
            Step::Move { .. } => (t.move_you, t.move_player, t.move_computer),
            Step::Over => return String::new(),
        };
        let (text, who) = match actor {
            Actor::You => (you, ""),
            Actor::Computer => (computer, ""),
            Actor::Player(role) => (player, self.player(role)),
        };
        let (n, last, colour) = match step {
            Step::Place {
                number,
                last,
                stone,
                ..
            } => (number, last, self.colour(stone)),
            Step::Offer { made, .. } => (made + 1, 2, self.black),
            _ => (0, 0, ""),
        };
        text.replace("{who}", who)
            .replace("{n}", &n.to_string())
            .replace("{last}", &last.to_string())
            .replace("{colour}", colour)
    }

    /// What the computer did in its last steps, e.g. "The computer took white and played
    /// F7.": the stones it `placed` (two `more` in swap2), the colour it `took` and its
    /// first move since; points are named on a board of side `size`.
    pub fn computer_did(
        &self,
        placed: &[(Pos, Stone)],
        more: bool,
        took: Option<(Stone, Option<Pos>)>,
        size: usize,
    ) -> String {
        let t = &self.did;
        let point = |pos: Pos| pos.display(size).to_string().to_ascii_uppercase();
        let names: Vec<String> = placed
            .iter()
            .map(|&(pos, stone)| {
                t.stone
                    .replace("{point}", &point(pos))
                    .replace("{colour}", self.colour(stone))
            })
            .collect();
        let list = match names.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => {
                format!("{}{}{last}", rest.join(t.separators[0]), t.separators[1])
            }
            None => String::new(),
        };
        let mut lines = Vec::new();
        if !names.is_empty() {
            let text = if more { t.more } else { t.placed };
            lines.push(text.replace("{list}", &list));
        }
        if let Some((colour, then)) = took {
            let text = match then {
                Some(pos) => t.took_played.replace("{point}", &point(pos)),
                None => t.took.to_owned(),
            };
            lines.push(text.replace("{colour}", self.colour(colour)));
        }
        // A space between English sentences, none after a full-width full stop.
        lines.join(if self.opening_in_hanzi { "" } else { " " })
    }

    /// A canonical renju opening's name, e.g. `Kagetsu (4D)` or `花月（直指4号）`.
    pub fn canonical_name(&self, opening: &CanonicalOpening) -> String {
        let kind = match opening.kind {
            OpeningKind::Direct => self.steps.direct,
            OpeningKind::Indirect => self.steps.indirect,
        };
        if self.opening_in_hanzi {
            format!("{}（{kind}{}号）", opening.hanzi, opening.number)
        } else {
            format!("{} ({}{kind})", opening.name, opening.number)
        }
    }

    /// Why a point was refused by the opening's rules, for the notice; points are named
    /// on a board of side `size`.
    pub fn refused(&self, error: OpeningError, size: usize) -> String {
        match error {
            OpeningError::OutsideArea { number, .. } => {
                self.opening_areas[number.clamp(1, 3) - 1].to_owned()
            }
            OpeningError::AlreadyOffered(_) => self.offered_already.to_owned(),
            OpeningError::SymmetricOffer { twin, .. } => {
                let [before, after] = self.symmetric_offer;
                let point = twin.display(size).to_string().to_ascii_uppercase();
                format!("{before}{point}{after}")
            }
            OpeningError::NotAnOffer(_) => self.not_an_offer.to_owned(),
            _ => self.not_now.to_owned(),
        }
    }
}

static EN: OpeningTexts = OpeningTexts {
    heading: "Opening: ",
    your_choice: "your choice",
    to_choose: "to choose",
    choose_black: "Take black",
    choose_white: "Take white",
    choose_more: "Place two more",
    pick: "Play",
    choose_first: "Choose first, with the buttons under the status line.",
    players: ["Player 1", "Player 2"],
    opening_areas: [
        "The first stone goes at the centre of the board.",
        "The second stone goes on one of the eight points around the centre.",
        "The third stone goes within the central 5 × 5 square.",
    ],
    offered_already: "That point is offered already.",
    symmetric_offer: [
        "That offer mirrors the one at ",
        ": the two offers must not be symmetric.",
    ],
    not_an_offer: "Choose one of black's two offers (marked on the board).",
    not_now: "That is not possible now.",
    steps: StepTexts {
        place_you: "You place the opening stones: click a point for stone {n} of {last} ({colour}).",
        place_player: "{who} places the opening stones: stone {n} of {last} ({colour}).",
        place_computer: "The computer places the opening stones…",
        choose_more_you: "Your choice: take black, take white and play the next stone, or place two more stones (white, then black) and let the other side choose.",
        choose_more_player: "{who}: take black, take white and play the next stone, or place two more stones and let the other player choose.",
        choose_colour_you: "Choose your colour: black, or white (white plays next).",
        choose_colour_player: "{who}: choose a colour (white plays next).",
        choose_computer: "The computer is choosing…",
        offer_you: "Offer fifth move {n} of 2: click a point. White chooses which offer is played.",
        offer_player: "{who} (black): offer fifth move {n} of 2. White chooses which is played.",
        offer_computer: "The computer is choosing two fifth-move offers…",
        pick_you: "Black offers two fifth moves (marked on the board): choose the one to be played.",
        pick_player: "{who} (white): choose which of black's two offers is played.",
        pick_computer: "The computer is choosing one of your offers…",
        move_you: "Play the fourth stone (white); then black offers two fifth moves.",
        move_player: "{who} (white): play the fourth stone; then black offers two fifth moves.",
        move_computer: "The computer is playing the fourth stone…",
        direct: "D",
        indirect: "I",
    },
    opening_in_hanzi: false,
    undo: "Take back a step",
    black: "black",
    white: "white",
    bad_steps: "The opening's steps could not be read, so it starts again:",
    worker_failed: "The computer's search could not start in this browser, and without it the computer cannot take its steps of the opening. Start a game with no opening rule to play.",
    did: DidTexts {
        placed: "The computer placed the opening stones: {list}.",
        more: "The computer chose to place two more stones: {list}.",
        took: "The computer took {colour}.",
        took_played: "The computer took {colour} and played {point}.",
        stone: "{point} ({colour})",
        separators: [", ", " and "],
    },
};

static ZH: OpeningTexts = OpeningTexts {
    heading: "开局规则：",
    your_choice: "请你选择",
    to_choose: "选择",
    choose_black: "执黑",
    choose_white: "执白",
    choose_more: "再摆两子",
    pick: "保留",
    choose_first: "请先用状态栏下方的按钮做出选择。",
    players: ["甲方", "乙方"],
    opening_areas: [
        "第一子须下在天元（棋盘正中）。",
        "第二子须下在天元周围的八个点之一。",
        "第三子须下在中央 5 × 5 的范围内。",
    ],
    offered_already: "这个点已经打过了。",
    symmetric_offer: ["这个点与 ", " 对称：两个打点不能对称。"],
    not_an_offer: "请在黑方打出的两个点中选择一个（棋盘上已标出）。",
    not_now: "现在不能这样做。",
    steps: StepTexts {
        place_you: "由你摆开局：请点击棋盘摆第 {n} 子（共 {last} 子，{colour}子）。",
        place_player: "由{who}摆开局：请摆第 {n} 子（共 {last} 子，{colour}子）。",
        place_computer: "电脑正在摆开局…",
        choose_more_you: "请选择：执黑；执白并走下一手；或再摆两子（先白后黑），由对方选择颜色。",
        choose_more_player: "{who}：请选择执黑、执白并走下一手，或再摆两子由对方选择颜色。",
        choose_colour_you: "请选择你执的颜色：执黑，或执白（由白方走下一手）。",
        choose_colour_player: "{who}：请选择颜色（由白方走下一手）。",
        choose_computer: "电脑正在选择…",
        offer_you: "请打第五手（第 {n} 个，共 2 个）：点击棋盘上的点，由白方选择保留哪一个。",
        offer_player: "{who}（黑方）：请打第五手（第 {n} 个，共 2 个），由白方选择保留哪一个。",
        offer_computer: "电脑正在选择五手两打的两个点…",
        pick_you: "黑方打出了两个第五手（棋盘上已标出）：请选择保留哪一个。",
        pick_player: "{who}（白方）：请在黑方打出的两个点中选择保留哪一个。",
        pick_computer: "电脑正在从你打出的两个点中选择…",
        move_you: "请下第 4 手（白子），之后由黑方打出两个第五手。",
        move_player: "{who}（白方）：请下第 4 手，之后由黑方打出两个第五手。",
        move_computer: "电脑正在下第 4 手…",
        direct: "直指",
        indirect: "斜指",
    },
    opening_in_hanzi: true,
    undo: "退回一步",
    black: "黑",
    white: "白",
    bad_steps: "无法读取开局的步骤，开局重新开始：",
    worker_failed: "电脑的搜索无法在此浏览器中启动，电脑无法完成开局中它的步骤。请将开局规则设为“无”后开始新对局。",
    did: DidTexts {
        placed: "电脑摆好了开局：{list}。",
        more: "电脑选择再摆两子：{list}。",
        took: "电脑选择执{colour}。",
        took_played: "电脑选择执{colour}，并下在 {point}。",
        stone: "{point}（{colour}）",
        separators: ["、", "、"],
    },
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_name_who_and_what() {
        let place = Step::Place {
            by: Role::Opener,
            stone: Stone::White,
            number: 2,
            last: 3,
        };
        assert_eq!(
            EN.step(place, Actor::Player(Role::Opener)),
            "Player 1 places the opening stones: stone 2 of 3 (white)."
        );
        assert_eq!(
            ZH.step(place, Actor::You),
            "由你摆开局：请点击棋盘摆第 2 子（共 3 子，白子）。"
        );
        let kagetsu = &gobang_engine::opening::renju::CANONICAL_OPENINGS[3];
        assert!(EN.canonical_name(kagetsu).starts_with(kagetsu.name));
        for texts in [&EN, &ZH] {
            assert!(
                !texts
                    .step(
                        Step::Pick {
                            by: Role::Responder
                        },
                        Actor::You
                    )
                    .is_empty()
            );
        }
        for text in [
            ZH.undo,
            ZH.bad_steps,
            ZH.worker_failed,
            ZH.steps.pick_you,
            ZH.did.placed,
            ZH.did.took_played,
        ] {
            assert!(!text.contains([':', ',', '!', '?', ';']), "{text}");
        }
    }

    #[test]
    fn the_computers_steps_are_told_in_a_sentence() {
        let p = |name: &str| Pos::parse(name, 15).unwrap();
        let took = Some((Stone::White, Some(p("f7"))));
        assert_eq!(
            EN.computer_did(&[], false, took, 15),
            "The computer took white and played F7."
        );
        assert_eq!(
            ZH.computer_did(&[], false, took, 15),
            "电脑选择执白，并下在 F7。"
        );
        let took = Some((Stone::White, None));
        assert_eq!(
            EN.computer_did(&[], false, took, 15),
            "The computer took white."
        );
        let mut placed = vec![(p("j10"), Stone::White), (p("k11"), Stone::Black)];
        assert_eq!(
            EN.computer_did(&placed, true, None, 15),
            "The computer chose to place two more stones: J10 (white) and K11 (black)."
        );
        placed.insert(0, (p("h8"), Stone::Black));
        assert_eq!(
            EN.computer_did(&placed, false, None, 15),
            "The computer placed the opening stones: H8 (black), J10 (white) and K11 (black)."
        );
        assert_eq!(
            ZH.computer_did(&placed, false, None, 15),
            "电脑摆好了开局：H8（黑）、J10（白）、K11（黑）。"
        );
    }
}
