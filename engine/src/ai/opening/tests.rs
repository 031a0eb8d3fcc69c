use super::*;
use crate::opening::Role;
use crate::rules::Rule;

const SIZE: usize = 15;

fn p(text: &str) -> Pos {
    Pos::parse(text, SIZE).unwrap()
}

/// A small budget: these tests check what is decided, not how strongly.
fn small() -> Limits<'static> {
    Limits {
        nodes: Some(3_000),
        ..Limits::default()
    }
}

fn contest(rule: Rule, opening: OpeningRule, record: &str) -> Contest {
    Contest::from_record(record, SIZE, rule, opening).unwrap()
}

/// Lets the computer take every step of `contest` until ordinary play begins (under
/// renju's opening, after the fifth move: the fourth is an ordinary move between steps).
fn open(contest: &mut Contest, seed: u64) {
    let rif = contest.opening() == OpeningRule::Rif;
    while contest.step().in_opening() || (rif && contest.game().moves().len() < 5) {
        let by = contest.step().by().unwrap();
        let actions = decide(contest, Level::Advanced, seed, small()).expect("a decision");
        assert!(!actions.is_empty());
        for action in actions {
            contest
                .act(by, action)
                .unwrap_or_else(|e| panic!("{action:?} at {}: {e}", contest.record()));
        }
    }
}

#[test]
fn the_computer_takes_every_step_of_every_opening_rule() {
    for (rule, opening) in [
        (Rule::Freestyle, OpeningRule::Swap),
        (Rule::Standard, OpeningRule::Swap2),
        (Rule::Renju, OpeningRule::Rif),
    ] {
        let mut c = Contest::new(SIZE, rule, opening).unwrap();
        open(&mut c, 7);
        assert!(c.colours_settled(), "{opening}: {}", c.record());
        assert!(matches!(c.step(), Step::Move { .. }));
        if opening == OpeningRule::Rif {
            assert!(c.canonical().is_some());
            assert_eq!(c.game().moves().len(), 5, "{}", c.record());
        }
    }
}

#[test]
fn openings_vary_with_the_seed_and_repeat_with_it() {
    for (rule, opening) in [
        (Rule::Freestyle, OpeningRule::Swap2),
        (Rule::Renju, OpeningRule::Rif),
    ] {
        let empty = Contest::new(SIZE, rule, opening).unwrap();
        let place = |seed| decide(&empty, Level::Advanced, seed, small()).unwrap();
        let openings: std::collections::HashSet<_> = (0..6).map(place).collect();
        assert!(openings.len() >= 3, "{opening}: {openings:?}");
        assert_eq!(place(11), place(11));
        for stones in openings {
            assert_eq!(stones.len(), 3);
            let mut c = empty.clone();
            for action in stones {
                c.act(Role::Opener, action).unwrap();
            }
        }
    }
}

#[test]
fn a_half_placed_opening_is_completed_around_its_stones() {
    let c = contest(Rule::Freestyle, OpeningRule::Swap, "a1");
    let actions = decide(&c, Level::Advanced, 3, small()).unwrap();
    assert_eq!(actions.len(), 2);
    let c = contest(Rule::Renju, OpeningRule::Rif, "h8 g7");
    let actions = decide(&c, Level::Advanced, 3, small()).unwrap();
    let mut after = c.clone();
    after.act(Role::Opener, actions[0]).unwrap();
    assert!(after.canonical().is_some());
}

#[test]
fn colours_are_chosen_by_the_search() {
    // Black has a solid start (two in a row with room), white's stone is off in a corner:
    // the responder takes black.
    let c = contest(Rule::Freestyle, OpeningRule::Swap, "h8 a1 i8");
    assert_eq!(
        decide(&c, Level::Advanced, 0, small()),
        Some(vec![Action::Choose(Choice::Black)])
    );
    // After five stones white has two in a row in the centre, black's three are
    // scattered at the edges: the opener takes white and plays on.
    let c = contest(Rule::Freestyle, OpeningRule::Swap2, "a1 h8 o15 more i8 a15");
    assert_eq!(
        decide(&c, Level::Advanced, 0, small()),
        Some(vec![Action::Choose(Choice::White)])
    );
    // With nothing between the colours, swap2's responder places two more stones.
    let c = contest(Rule::Freestyle, OpeningRule::Swap2, "a1 o15 a15");
    let white = Judge {
        level: Level::Advanced,
        limits: small(),
    }
    .white_score(c.game(), 1)
    .unwrap();
    let expected = if white.abs() <= BALANCED {
        Choice::More
    } else if white > 0 {
        Choice::White
    } else {
        Choice::Black
    };
    assert_eq!(
        decide(&c, Level::Advanced, 0, small()),
        Some(vec![Action::Choose(expected)])
    );
}

#[test]
fn offers_are_two_and_white_picks_the_one_better_for_white() {
    let c = contest(Rule::Renju, OpeningRule::Rif, "h8 h9 i9 white g10");
    let actions = decide(&c, Level::Advanced, 0, small()).unwrap();
    assert_eq!(actions.len(), OFFERS);
    let mut offered = c.clone();
    for action in actions {
        assert!(matches!(action, Action::Offer(_)));
        offered.act(Role::Opener, action).unwrap();
    }
    // Offers by hand: one that gives black an open three, one far away; white takes the
    // far one.
    let c = contest(Rule::Renju, OpeningRule::Rif, "h8 h9 i9 white g10 j10/a1");
    assert_eq!(
        decide(&c, Level::Advanced, 0, small()),
        Some(vec![Action::Stone(p("a1"))])
    );
}

#[test]
fn ordinary_moves_are_the_search_s() {
    let c = contest(Rule::Freestyle, OpeningRule::Swap, "h8 h9 i9 white");
    let Some([Action::Stone(pos)]) = decide(&c, Level::Advanced, 0, small())
        .as_deref()
        .map(|a| [a[0]])
    else {
        panic!("a stone");
    };
    assert!(c.game().board().is_empty_at(pos));
    let over = contest(
        Rule::Freestyle,
        OpeningRule::None,
        "a1 a2 b1 b2 c1 c2 d1 d2 e1",
    );
    assert_eq!(decide(&over, Level::Advanced, 0, small()), None);
}
