//! The lesson page's texts, in English and in Simplified Chinese; [`lesson_texts`]
//! chooses them. What the page says of a move (right, and why not) is written in the
//! lessons' own words: a sentence a judgement ([`Why`], [`Goal`]), with its points named
//! in notation. The lessons themselves come in both languages from their set.

use gobang_engine::lesson::{Goal, Why};
use gobang_engine::opening::renju::CANONICAL_OPENINGS;
use gobang_engine::{Pos, Stone};

use super::attempt::{Heard, Threat};
use crate::shell::text::{Lang, Texts, capitalized, point_name, say};

/// The lesson page's texts in `lang`.
pub const fn lesson_texts(lang: Lang) -> &'static LessonTexts {
    match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    }
}

/// The lesson page's texts in one language.
pub struct LessonTexts {
    /// The language these texts are in.
    pub lang: Lang,
    /// The page's name, on its button and over it.
    pub heading: &'static str,
    pub board: &'static str,
    pub loading: &'static str,
    pub load_failed: &'static str,
    /// Before the line of the set that could not be read.
    pub bad_set: &'static str,
    /// The list of lessons' name.
    pub list: &'static str,
    /// "Tasks done" before "N / M".
    pub tasks_done: &'static str,
    pub retry: &'static str,
    pub next_task: &'static str,
    pub next_lesson: &'static str,
    /// After the last task of the last lesson.
    pub all_done: &'static str,
    /// A lesson's state in the list: done, the one shown, the one to do next.
    pub done: &'static str,
    pub current: &'static str,
    pub up_next: &'static str,
    pub reset_notice: &'static str,
    /// A first visit's pointer to Lesson 1, its button and the button that puts it away.
    pub pointer: &'static str,
    pub pointer_start: &'static str,
    pub pointer_dismiss: &'static str,
}

/// Whom and where a sentence of the lessons names: the opponent (within the sentence and
/// at its start) and a point.
struct Named {
    opp: &'static str,
    opp_first: String,
    p: String,
}

impl LessonTexts {
    /// The page's words in the same language: sides, points, common buttons.
    pub const fn words(&self) -> &'static Texts {
        self.lang.texts()
    }

    /// "Lesson 3", before its title.
    pub fn lesson(&self, number: usize) -> String {
        say!(self.lang, "Lesson {number}", "第 {number} 课")
    }

    /// "Task 2 of 5".
    pub fn task_of(&self, number: usize, of: usize) -> String {
        say!(
            self.lang,
            "Task {number} of {of}",
            "第 {number} 题，共 {of} 题"
        )
    }

    /// What the page says of the last move, as the lesson's words put it: the person
    /// plays `person`, on a board of side `size`.
    #[rustfmt::skip]
    pub fn heard(&self, heard: Heard, goal: Goal, person: Stone, size: usize) -> String {
        let lang = self.lang;
        let (threat, reply) = match heard {
            Heard::Right { five: true } => return say!(lang, "Five in a row: you win!", "连成五子，胜利！"),
            Heard::Right { five: false } => return self.right(goal, !person, size),
            Heard::Wrong { at, why } => return self.why(why, at, !person, size),
            Heard::NoAnswer => return say!(lang,
                "The computer could not answer that move, so it was taken back. Try it again.",
                "电脑没能应对这一步，已经收回，请再下一次。"),
            Heard::CannotTell => {
                let Named { opp, .. } = self.named(!person, None, size);
                return say!(lang,
                    "The engine cannot tell whether {opp} still wins by force after this: it counts, but a surer defence may exist.",
                    "引擎无法判断这步之后{opp}是否仍能必胜：这题算完成，但也许有更稳的守法。");
            }
            Heard::Kept { threat, reply } => (Some(threat), reply),
            Heard::LetGo { reply } => (None, reply),
        };
        let Named { opp, opp_first, p } = self.named(!person, Some(reply), size);
        match threat {
            Some(Threat::OpenFour) => say!(lang, "An open four: {opp} blocks one end at {p}, and the other makes five.", "活四！{opp}在 {p} 挡住一头，另一头就能成五。"),
            Some(Threat::Four) => say!(lang, "A four: {opp} must block it, and does so at {p}.", "冲四！{opp}只能在 {p} 挡住。"),
            Some(Threat::Three) => say!(lang, "An open three: {opp} answers at {p}. Keep going.", "活三！{opp}在 {p} 应对。继续进攻。"),
            Some(Threat::Block) => say!(lang, "Blocked in time. {opp_first} answers at {p}: keep going.", "挡得及时。{opp}应在 {p}，继续进攻。"),
            None => say!(lang,
                "That lets the win go: {opp} holds with {p}. Play another move; this one is taken back.",
                "这步放走了胜机：{opp}在 {p} 守住了。请换一步，这一步会收回。"),
        }
    }

    /// A right move's sentence, a little different for each goal.
    #[rustfmt::skip]
    fn right(&self, goal: Goal, opponent: Stone, size: usize) -> String {
        let point = match goal {
            Goal::At(pos) => Some(pos),
            _ => None,
        };
        let Named { opp, opp_first, p } = self.named(opponent, point, size);
        let name = match goal {
            Goal::Opening(name) => self.opening(name),
            _ => String::new(),
        };
        let lang = self.lang;
        match goal {
            Goal::At(_) => say!(lang, "Right: that is {p}.", "对，这就是 {p}。"),
            Goal::Opening(_) => say!(lang, "Right: those three stones make {name}.", "对，这三个子正是{name}。"),
            Goal::Five | Goal::Vcf | Goal::Vct => say!(lang, "Five in a row: you win!", "连成五子，胜利！"),
            Goal::Four => say!(lang, "Right: a four. {opp_first} must block it at once.", "对，这是四，{opp}必须马上挡住。"),
            Goal::OpenFour => say!(lang, "An open four: two points make five, and {opp} can block only one.", "活四！有两个点都能成五，{opp}只能挡住一个。"),
            Goal::OpenThree => say!(lang, "An open three: next it becomes an open four, so {opp} has to answer it.", "活三！下一步就能变成活四，所以{opp}必须应对。"),
            Goal::BlockFour => say!(lang, "Blocked: that four can no longer make five.", "挡住了，这个四已经成不了五。"),
            Goal::BlockThree => say!(lang, "Stopped: that three can no longer become an open four.", "挡住了，这个三已经变不成活四。"),
            Goal::FourThree => say!(lang, "A four and a three at once: {opp} must block the four, and the three becomes an open four.", "四三！{opp}必须先挡四，你的三就能变成活四。"),
            Goal::DoubleFour => say!(lang, "Two fours at once: {opp} can block only one of them.", "双四！{opp}只能挡住其中一个。"),
            Goal::Defend => say!(lang, "Well defended: {opp} has no forced win any more.", "守住了，{opp}已经没有必胜的攻势。"),
            Goal::FindForbidden(_) => say!(lang, "Right: black may not play there.", "对，这一点是黑棋的禁手。"),
            Goal::ForbiddenTrap => say!(lang, "A trap: the only point that blocks the four is forbidden to black.", "妙！能挡住这个四的唯一一点，正是黑棋的禁手。"),
        }
    }

    /// Why a move is wrong: `tried` is the point played, `opponent` the other side.
    #[rustfmt::skip]
    pub fn why(&self, why: Why, tried: Pos, opponent: Stone, size: usize) -> String {
        let point = match why {
            Why::NotThere(pos) | Why::StillFive(pos) | Why::StillOpenFour(pos) | Why::StillWins(pos) | Why::BlockAllowed(pos) => Some(pos),
            _ => None,
        };
        let Named { opp, opp_first, p } = self.named(opponent, point, size);
        let tried = point_name(tried, size);
        let kind = match why {
            Why::Forbidden(kind) | Why::OtherForbidden(kind) => self.words().forbidden_name(kind),
            _ => "",
        };
        let name = match why {
            Why::OtherOpening(Some(name)) => self.opening(name),
            _ => String::new(),
        };
        let lang = self.lang;
        match why {
            Why::Occupied => say!(lang, "That point already has a stone: stones go on empty points.", "这个点上已经有棋子了，要下在空着的交叉点上。"),
            Why::Forbidden(_) => say!(lang, "Black may not play {tried}: it is a forbidden {kind}.", "黑棋不能下 {tried}：这是{kind}禁手。"),
            Why::NotThere(_) => say!(lang, "That is {tried}, not {p}: find the letter along the bottom edge and the number along the side.", "这是 {tried}，不是 {p}。先在下边找到字母所在的列，再在侧边找到数字所在的行。"),
            Why::Overline => say!(lang, "That makes six in a row, and here only exactly five wins.", "这样成了长连（六个以上），按这里的规则，只有正好五子才算赢。"),
            Why::NoFive => say!(lang, "That is not five in a row yet: look for the line that already has four.", "这还没有连成五子。找一找哪条线上已经有四个子。"),
            Why::NoFour => say!(lang, "That makes no four: a four is a line that one more stone makes five.", "这一步没有形成四。所谓“四”，就是再下一子就能成五的棋形。"),
            Why::ClosedFour => say!(lang, "That is a four, but only one point makes it five: {opp} blocks it there. An open four has two.", "这是冲四，只有一个点能成五，{opp}一挡就没了。活四要有两个成五点。"),
            Why::FourNotThree => say!(lang, "That is a four, not a three: {opp} blocks it, and nothing is left. Make a three that can still grow.", "这是冲四，不是活三：{opp}挡住以后就什么都不剩了。要做一个还能继续发展的三。"),
            Why::ClosedThree => say!(lang, "That is a three, but one end is already closed: it can only become a four that {opp} blocks. An open three can become an open four.", "这是眠三，一头已经被堵住，最多只能变成冲四，{opp}一挡就没了。活三才能变成活四。"),
            Why::NoThree => say!(lang, "That makes no three: put three stones on one line, with both ends open.", "这一步没有形成三。要让三个子在一条线上，而且两头都空着。"),
            Why::StillFive(_) => say!(lang, "{opp_first} still makes five at {p}.", "{opp}仍可在 {p} 连成五。"),
            Why::StillOpenFour(_) => say!(lang, "{opp_first} can still make an open four at {p}: the three is not stopped.", "{opp}仍可在 {p} 走成活四，这个三还没有挡住。"),
            Why::OnlyFour => say!(lang, "That is a four, but no open three comes with it: {opp} blocks the four and the attack is over.", "这只是一个冲四，没有同时形成活三：{opp}挡住以后，攻势就断了。"),
            Why::OnlyThree => say!(lang, "That is only an open three, and {opp} can block it. Look for the point that makes a four as well.", "这只是一个活三，{opp}可以挡住。找一个同时还能成四的点。"),
            Why::TwoThrees => say!(lang, "That makes two open threes, strong too, but the task asks for a four and a three at once.", "这是双活三（三三），也很厉害，但这道题要的是四三：同时形成一个四和一个活三。"),
            Why::OneFour => say!(lang, "That is one four only: {opp} blocks it. Two fours at once cannot both be blocked.", "这只有一个四，{opp}一挡就没了。同时形成两个四，对方才挡不过来。"),
            Why::NotAFour => say!(lang, "In a win by fours every move must be a four; otherwise {opp} has time to attack.", "连续冲四取胜，每一步都必须是四，否则{opp}就有机会反击。"),
            Why::NotAThreat => say!(lang, "Every move must be a four or an open three; otherwise {opp} is free to play anywhere.", "每一步都必须是冲四或活三，否则{opp}就可以随便落子了。"),
            Why::StillWins(_) => say!(lang, "That does not hold: {opp} still wins by force, starting at {p}.", "这样守不住：{opp}从 {p} 开始仍能连续进攻取胜。"),
            Why::Allowed => say!(lang, "Black may play there: it makes no forbidden shape.", "黑棋可以下在这里，这里没有形成禁手。"),
            Why::OtherForbidden(_) => say!(lang, "That point is forbidden to black, but it is a {kind}, not the kind the task asks for.", "这一点确实是黑棋的禁手，但它是{kind}，不是这道题要找的那一种。"),
            Why::BlockAllowed(_) => say!(lang, "That is a four, but black may block it at {p}: that point is not forbidden.", "这是四，但黑棋可以在 {p} 挡住，那一点并不是禁手。"),
            Why::OtherOpening(Some(_)) => say!(lang, "Those three stones make {name}, not the opening the task asks for.", "这三个子组成的是{name}，不是这道题要的开局。"),
            Why::OtherOpening(None) => say!(lang, "Those three stones make none of the 26 openings: the third stone goes near the first two.", "这三个子不构成 26 种开局中的任何一种：第三子要下在前两子附近。"),
        }
    }

    /// The opponent and `point` as a sentence names them: within it and at its start.
    fn named(&self, opponent: Stone, point: Option<Pos>, size: usize) -> Named {
        // The lessons' Chinese names a side by its stones (白棋), where the page says 白方.
        let opp = match (self.lang, opponent) {
            (Lang::En, _) => self.words().side(opponent),
            (Lang::Zh, Stone::Black) => "黑棋",
            (Lang::Zh, Stone::White) => "白棋",
        };
        Named {
            opp,
            opp_first: capitalized(opp),
            p: point.map(|p| point_name(p, size)).unwrap_or_default(),
        }
    }

    /// A renju opening's name: the RIF's reading, or its Chinese name.
    fn opening(&self, name: &str) -> String {
        let found = CANONICAL_OPENINGS.iter().find(|o| o.name == name);
        match (self.lang, found) {
            (Lang::Zh, Some(opening)) => format!("{}局", opening.hanzi),
            _ => name.to_owned(),
        }
    }
}

static EN: LessonTexts = LessonTexts {
    lang: Lang::En,
    heading: "Lessons",
    board: "Lesson board",
    loading: "Loading the lessons…",
    load_failed: "The lessons could not be loaded. Check the connection and try again.",
    bad_set: "The lessons could not be read:",
    list: "All lessons",
    tasks_done: "Tasks done",
    retry: "Start the task again",
    next_task: "Next task",
    next_lesson: "Next lesson",
    all_done: "That was the last task. Well done!",
    done: "done",
    current: "current",
    up_next: "next",
    reset_notice: "Your saved lesson progress could not be read, so it starts again.",
    pointer: "New to five in a row? Lesson 1 teaches the game in a few minutes.",
    pointer_start: "Start Lesson 1",
    pointer_dismiss: "Not now",
};

static ZH: LessonTexts = LessonTexts {
    lang: Lang::Zh,
    heading: "课程",
    board: "课程棋盘",
    loading: "正在载入课程…",
    load_failed: "课程载入失败，请检查网络后重试。",
    bad_set: "课程内容无法读取：",
    list: "全部课程",
    tasks_done: "已完成",
    retry: "重做本题",
    next_task: "下一题",
    next_lesson: "下一课",
    all_done: "这是最后一题了，全部完成，真棒！",
    done: "已学完",
    current: "正在学",
    up_next: "下一课",
    reset_notice: "保存的课程进度无法读取，已从头开始。",
    pointer: "第一次下五子棋？第 1 课几分钟就能教会你。",
    pointer_start: "开始第 1 课",
    pointer_dismiss: "以后再说",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::text::assert_every_text;
    use gobang_engine::Forbidden;

    fn at(name: &str) -> Pos {
        Pos::parse(name, 15).expect("a point")
    }

    /// Every reason the judge gives, once each.
    fn every_why() -> Vec<Why> {
        let p = at("k9");
        let mut all = vec![
            Why::Occupied,
            Why::NotThere(p),
            Why::Overline,
            Why::NoFive,
            Why::NoFour,
            Why::ClosedFour,
            Why::FourNotThree,
            Why::ClosedThree,
            Why::NoThree,
            Why::StillFive(p),
            Why::StillOpenFour(p),
            Why::OnlyFour,
            Why::OnlyThree,
            Why::TwoThrees,
            Why::OneFour,
            Why::NotAFour,
            Why::NotAThreat,
            Why::StillWins(p),
            Why::Allowed,
            Why::BlockAllowed(p),
            Why::OtherOpening(Some(CANONICAL_OPENINGS[0].name)),
            Why::OtherOpening(None),
        ];
        for kind in [
            Forbidden::Overline,
            Forbidden::DoubleFour,
            Forbidden::DoubleThree,
        ] {
            all.extend([Why::Forbidden(kind), Why::OtherForbidden(kind)]);
        }
        all
    }

    #[test]
    fn every_reason_has_a_sentence_in_both_languages_with_its_point_filled_in() {
        for why in every_why() {
            let en = lesson_texts(Lang::En).why(why, at("h8"), Stone::White, 15);
            let zh = lesson_texts(Lang::Zh).why(why, at("h8"), Stone::White, 15);
            for text in [&en, &zh] {
                assert!(!text.is_empty() && !text.contains("{"), "{why:?}: {text}");
            }
            assert!(en.is_ascii() && !zh.is_ascii(), "{why:?}: {en} / {zh}");
            let named = matches!(
                why,
                Why::NotThere(_)
                    | Why::StillFive(_)
                    | Why::StillOpenFour(_)
                    | Why::StillWins(_)
                    | Why::BlockAllowed(_)
            );
            assert_eq!(en.contains("K9") && zh.contains("K9"), named, "{why:?}");
        }
    }

    #[test]
    fn reasons_read_as_the_lessons_say_them() {
        let en = lesson_texts(Lang::En);
        let zh = lesson_texts(Lang::Zh);
        assert_eq!(
            en.why(Why::StillFive(at("k9")), at("a1"), Stone::White, 15),
            "White still makes five at K9."
        );
        assert_eq!(
            zh.why(Why::StillFive(at("k9")), at("a1"), Stone::White, 15),
            "白棋仍可在 K9 连成五。"
        );
        assert_eq!(
            en.why(Why::ClosedFour, at("a1"), Stone::Black, 15),
            "That is a four, but only one point makes it five: black blocks it there. An open four has two."
        );
        assert_eq!(
            en.why(Why::NotThere(at("h8")), at("g9"), Stone::White, 15)
                .get(..21),
            Some("That is G9, not H8: f")
        );
        assert_eq!(
            zh.why(
                Why::Forbidden(Forbidden::DoubleThree),
                at("h8"),
                Stone::White,
                15
            ),
            "黑棋不能下 H8：这是三三禁手。"
        );
        let other = zh.why(
            Why::OtherOpening(Some(CANONICAL_OPENINGS[0].name)),
            at("h8"),
            Stone::White,
            15,
        );
        assert!(other.contains(CANONICAL_OPENINGS[0].hanzi), "{other}");
    }

    #[test]
    fn every_goal_has_its_own_right_sentence_and_fights_say_where_the_computer_answered() {
        let goals = [
            Goal::At(at("h8")),
            Goal::Five,
            Goal::Four,
            Goal::OpenFour,
            Goal::OpenThree,
            Goal::BlockFour,
            Goal::BlockThree,
            Goal::FourThree,
            Goal::DoubleFour,
            Goal::Vcf,
            Goal::Vct,
            Goal::Defend,
            Goal::FindForbidden(None),
            Goal::ForbiddenTrap,
            Goal::Opening(CANONICAL_OPENINGS[0].name),
        ];
        for lang in [Lang::En, Lang::Zh] {
            let t = lesson_texts(lang);
            for goal in goals {
                let text = t.heard(Heard::Right { five: false }, goal, Stone::Black, 15);
                assert!(!text.is_empty() && !text.contains("{"), "{goal:?}: {text}");
            }
            for heard in [
                Heard::Kept {
                    threat: Threat::OpenFour,
                    reply: at("g8"),
                },
                Heard::Kept {
                    threat: Threat::Four,
                    reply: at("g8"),
                },
                Heard::Kept {
                    threat: Threat::Three,
                    reply: at("g8"),
                },
                Heard::Kept {
                    threat: Threat::Block,
                    reply: at("g8"),
                },
                Heard::LetGo { reply: at("g8") },
            ] {
                let text = t.heard(heard, Goal::Vcf, Stone::Black, 15);
                assert!(
                    text.contains("G8") && !text.contains("{"),
                    "{heard:?}: {text}"
                );
            }
            assert!(
                !t.heard(Heard::NoAnswer, Goal::Vcf, Stone::Black, 15)
                    .is_empty()
            );
            let unsure = t.heard(Heard::CannotTell, Goal::Defend, Stone::Black, 15);
            assert!(
                (unsure.contains("white") || unsure.contains("白")) && !unsure.contains('{'),
                "{unsure}"
            );
        }
        assert_eq!(
            lesson_texts(Lang::En).heard(
                Heard::LetGo { reply: at("g8") },
                Goal::Vcf,
                Stone::Black,
                15
            ),
            "That lets the win go: white holds with G8. Play another move; this one is taken back."
        );
        assert_eq!(
            lesson_texts(Lang::Zh).heard(
                Heard::Right { five: false },
                Goal::At(at("h8")),
                Stone::Black,
                15
            ),
            "对，这就是 H8。"
        );
    }

    #[test]
    fn every_text_is_there_in_both_languages() {
        for lang in Lang::ALL {
            assert_every_text!(lesson_texts(lang) => LessonTexts {
                words: heading board loading load_failed bad_set list tasks_done retry next_task
                    next_lesson all_done done current up_next reset_notice pointer pointer_start
                    pointer_dismiss;
                tables: ;
            });
        }
    }
}
