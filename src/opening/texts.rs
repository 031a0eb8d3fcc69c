//! The texts of a tournament opening's steps, in English and 简体中文, shown beside the
//! study's board while the players take the steps ([`crate::opening::steps`]); they ship
//! in the study module, so that the page carries none of them.

use gobang_engine::opening::renju::{CanonicalOpening, OpeningKind};
use gobang_engine::opening::{OpeningError, Role, Step};
use gobang_engine::{Pos, Stone};

use crate::shell::text::{Lang, point_name, say};

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
    /// The language these texts are in.
    pub lang: Lang,
    pub heading: &'static str,
    pub choose_black: &'static str,
    pub choose_white: &'static str,
    pub choose_more: &'static str,
    pub choose_first: &'static str,
    /// Player 1 (the opener) and player 2, between two people.
    players: [&'static str; 2],
    /// Where renju's opening stones 1, 2 and 3 must go.
    opening_areas: [&'static str; 3],
    offered_already: &'static str,
    not_an_offer: &'static str,
    not_now: &'static str,
    pub undo: &'static str,
    pub bad_steps: &'static str,
    pub worker_failed: &'static str,
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
        let [opener, responder] = self.players;
        match role {
            Role::Opener => opener,
            Role::Responder => responder,
        }
    }

    /// What the status says of a step of an opening taken by `actor`: `who` takes it
    /// between two people, stone `n` of a run ending at `last`, of `colour`.
    #[rustfmt::skip]
    pub fn step(&self, step: Step, actor: Actor) -> String {
        let colour = |stone| self.lang.texts().colour(stone);
        let (n, last, colour) = match step {
            Step::Place { number, last, stone, .. } => (number, last, colour(stone)),
            Step::Offer { made, .. } => (made + 1, 2, colour(Stone::Black)),
            _ => (0, 0, ""),
        };
        let more = matches!(step, Step::Choose { options, .. } if options.len() > 2);
        let lang = self.lang;
        let who = match actor {
            Actor::Player(role) => self.player(role),
            Actor::You | Actor::Computer => "",
        };
        match (step, actor) {
            (Step::Over, _) => String::new(),
            (Step::Place { .. }, Actor::You) => say!(lang,
                "You place the opening stones: click a point for stone {n} of {last} ({colour}).",
                "由你摆开局：请点击棋盘摆第 {n} 子（共 {last} 子，{colour}子）。"),
            (Step::Place { .. }, Actor::Computer) => say!(lang,
                "The computer places the opening stones…",
                "电脑正在摆开局…"),
            (Step::Place { .. }, Actor::Player(_)) => say!(lang,
                "{who} places the opening stones: stone {n} of {last} ({colour}).",
                "由{who}摆开局：请摆第 {n} 子（共 {last} 子，{colour}子）。"),
            (Step::Choose { .. }, Actor::Computer) => say!(lang,
                "The computer is choosing…",
                "电脑正在选择…"),
            (Step::Choose { .. }, Actor::You) if more => say!(lang,
                "Your choice: take black, take white and play the next stone, or place two more stones (white, then black) and let the other side choose.",
                "请选择：执黑；执白并走下一手；或再摆两子（先白后黑），由对方选择颜色。"),
            (Step::Choose { .. }, Actor::You) => say!(lang,
                "Choose your colour: black, or white (white plays next).",
                "请选择你执的颜色：执黑，或执白（由白方走下一手）。"),
            (Step::Choose { .. }, Actor::Player(_)) if more => say!(lang,
                "{who}: take black, take white and play the next stone, or place two more stones and let the other player choose.",
                "{who}：请选择执黑、执白并走下一手，或再摆两子由对方选择颜色。"),
            (Step::Choose { .. }, Actor::Player(_)) => say!(lang,
                "{who}: choose a colour (white plays next).",
                "{who}：请选择颜色（由白方走下一手）。"),
            (Step::Offer { .. }, Actor::You) => say!(lang,
                "Offer fifth move {n} of 2: click a point. White chooses which offer is played.",
                "请打第五手（第 {n} 个，共 2 个）：点击棋盘上的点，由白方选择保留哪一个。"),
            (Step::Offer { .. }, Actor::Computer) => say!(lang,
                "The computer is choosing two fifth-move offers…",
                "电脑正在选择五手两打的两个点…"),
            (Step::Offer { .. }, Actor::Player(_)) => say!(lang,
                "{who} (black): offer fifth move {n} of 2. White chooses which is played.",
                "{who}（黑方）：请打第五手（第 {n} 个，共 2 个），由白方选择保留哪一个。"),
            (Step::Pick { .. }, Actor::You) => say!(lang,
                "Black offers two fifth moves (marked on the board): choose the one to be played.",
                "黑方打出了两个第五手（棋盘上已标出）：请选择保留哪一个。"),
            (Step::Pick { .. }, Actor::Computer) => say!(lang,
                "The computer is choosing one of your offers…",
                "电脑正在从你打出的两个点中选择…"),
            (Step::Pick { .. }, Actor::Player(_)) => say!(lang,
                "{who} (white): choose which of black's two offers is played.",
                "{who}（白方）：请在黑方打出的两个点中选择保留哪一个。"),
            (Step::Move { .. }, Actor::You) => say!(lang,
                "Play the fourth stone (white); then black offers two fifth moves.",
                "请下第 4 手（白子），之后由黑方打出两个第五手。"),
            (Step::Move { .. }, Actor::Computer) => say!(lang,
                "The computer is playing the fourth stone…",
                "电脑正在下第 4 手…"),
            (Step::Move { .. }, Actor::Player(_)) => say!(lang,
                "{who} (white): play the fourth stone; then black offers two fifth moves.",
                "{who}（白方）：请下第 4 手，之后由黑方打出两个第五手。"),
        }
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
        let (lang, words) = (self.lang, self.lang.texts());
        let names: Vec<String> = placed
            .iter()
            .map(|&(pos, stone)| {
                let (point, colour) = (point_name(pos, size), words.colour(stone));
                say!(lang, "{point} ({colour})", "{point}（{colour}）")
            })
            .collect();
        let list = match names.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => {
                let rest = rest.join(lang.pick(", ", "、"));
                say!(lang, "{rest} and {last}", "{rest}、{last}")
            }
            None => String::new(),
        };
        let mut lines = Vec::new();
        if !names.is_empty() && more {
            lines.push(say!(
                lang,
                "The computer chose to place two more stones: {list}.",
                "电脑选择再摆两子：{list}。"
            ));
        } else if !names.is_empty() {
            lines.push(say!(
                lang,
                "The computer placed the opening stones: {list}.",
                "电脑摆好了开局：{list}。"
            ));
        }
        if let Some((colour, then)) = took {
            let colour = words.colour(colour);
            lines.push(match then.map(|pos| point_name(pos, size)) {
                None => say!(lang, "The computer took {colour}.", "电脑选择执{colour}。"),
                Some(point) => say!(
                    lang,
                    "The computer took {colour} and played {point}.",
                    "电脑选择执{colour}，并下在 {point}。"
                ),
            });
        }
        // A space between English sentences, none after a full-width full stop.
        lines.join(lang.pick(" ", ""))
    }

    /// A canonical renju opening's name: the RIF's Japanese reading in English
    /// (`Kagetsu (4D)`), its Chinese characters in Chinese (`花月（直指4号）`).
    pub fn canonical_name(&self, opening: &CanonicalOpening) -> String {
        let (name, hanzi, number) = (opening.name, opening.hanzi, opening.number);
        let kind = match opening.kind {
            OpeningKind::Direct => self.lang.pick("D", "直指"),
            OpeningKind::Indirect => self.lang.pick("I", "斜指"),
        };
        say!(
            self.lang,
            "{name} ({number}{kind})",
            "{hanzi}（{kind}{number}号）"
        )
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
                let point = point_name(twin, size);
                say!(
                    self.lang,
                    "That offer mirrors the one at {point}: the two offers must not be symmetric.",
                    "这个点与 {point} 对称：两个打点不能对称。"
                )
            }
            OpeningError::NotAnOffer(_) => self.not_an_offer.to_owned(),
            _ => self.not_now.to_owned(),
        }
    }
}

static EN: OpeningTexts = OpeningTexts {
    lang: Lang::En,
    heading: "Opening: ",
    choose_black: "Take black",
    choose_white: "Take white",
    choose_more: "Place two more",
    choose_first: "Choose first, with the buttons under the status line.",
    players: ["Player 1", "Player 2"],
    opening_areas: [
        "The first stone goes at the centre of the board.",
        "The second stone goes on one of the eight points around the centre.",
        "The third stone goes within the central 5 × 5 square.",
    ],
    offered_already: "That point is offered already.",
    not_an_offer: "Choose one of black's two offers (marked on the board).",
    not_now: "That is not possible now.",
    undo: "Take back a step",
    bad_steps: "The opening's steps could not be read, so it starts again:",
    worker_failed: "The computer's search could not start in this browser, and without it the computer cannot take its steps of the opening. Start a game with no opening rule to play.",
};

static ZH: OpeningTexts = OpeningTexts {
    lang: Lang::Zh,
    heading: "开局规则：",
    choose_black: "执黑",
    choose_white: "执白",
    choose_more: "再摆两子",
    choose_first: "请先用状态栏下方的按钮做出选择。",
    players: ["甲方", "乙方"],
    opening_areas: [
        "第一子须下在天元（棋盘正中）。",
        "第二子须下在天元周围的八个点之一。",
        "第三子须下在中央 5 × 5 的范围内。",
    ],
    offered_already: "这个点已经打过了。",
    not_an_offer: "请在黑方打出的两个点中选择一个（棋盘上已标出）。",
    not_now: "现在不能这样做。",
    undo: "退回一步",
    bad_steps: "无法读取开局的步骤，开局重新开始：",
    worker_failed: "电脑的搜索无法在此浏览器中启动，电脑无法完成开局中它的步骤。请将开局规则设为“无”后开始新对局。",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::text::assert_every_text;

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
        let pick = ZH.step(Step::Pick { by: Role::Opener }, Actor::You);
        let placed = [(Pos::new(7, 7).unwrap(), Stone::Black)];
        let did = ZH.computer_did(&placed, false, Some((Stone::White, None)), 15);
        for text in [ZH.undo, ZH.bad_steps, ZH.worker_failed, &pick, &did] {
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

    #[test]
    fn every_text_is_there_in_both_languages() {
        for lang in Lang::ALL {
            assert_every_text!(opening_texts(lang) => OpeningTexts {
                words: heading choose_black choose_white choose_more choose_first offered_already
                    not_an_offer not_now undo bad_steps worker_failed;
                tables: players opening_areas;
            });
        }
    }
}
