use super::*;

const SIZE: usize = 15;

fn p(text: &str) -> Pos {
    Pos::parse(text, SIZE).unwrap()
}

fn stone(text: &str) -> Action {
    Action::Stone(p(text))
}

fn offer(text: &str) -> Action {
    Action::Offer(p(text))
}

fn choose(choice: Choice) -> Action {
    Action::Choose(choice)
}

fn contest(rule: Rule, opening: OpeningRule) -> Contest {
    Contest::new(SIZE, rule, opening).unwrap()
}

/// Takes each action for whoever's step it is, and returns the last step.
fn play(contest: &mut Contest, actions: &[Action]) -> Step {
    let mut step = contest.step();
    for &action in actions {
        let by = step.by().expect("a step to take");
        step = contest
            .act(by, action)
            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
    }
    step
}

/// Checks that `action` by `by` is refused with `expected` and changes nothing.
fn refused(contest: &mut Contest, by: Role, action: Action, expected: OpeningError) {
    let before = contest.clone();
    assert_eq!(contest.act(by, action), Err(expected), "{action:?}");
    assert_eq!(*contest, before);
}

fn place(by: Role, stone: Stone, number: usize, last: usize) -> Step {
    Step::Place {
        by,
        stone,
        number,
        last,
    }
}

#[test]
fn without_an_opening_rule_the_opener_holds_black() {
    let mut c = contest(Rule::Freestyle, OpeningRule::None);
    assert_eq!(
        c.step(),
        Step::Move {
            by: Role::Opener,
            stone: Stone::Black
        }
    );
    assert!(c.colours_settled());
    let step = play(&mut c, &[stone("h8")]);
    assert_eq!(
        step,
        Step::Move {
            by: Role::Responder,
            stone: Stone::White
        }
    );
    refused(
        &mut c,
        Role::Opener,
        stone("h9"),
        OpeningError::OutOfTurn { awaited: step },
    );
    refused(
        &mut c,
        Role::Responder,
        choose(Choice::Black),
        OpeningError::WrongStep { awaited: step },
    );
}

#[test]
fn swap_three_stones_then_the_responder_chooses() {
    let mut c = contest(Rule::Freestyle, OpeningRule::Swap);
    assert_eq!(c.step(), place(Role::Opener, Stone::Black, 1, 3));
    let step = play(&mut c, &[stone("h8")]);
    assert_eq!(step, place(Role::Opener, Stone::White, 2, 3));
    // The responder may not place the opener's stones, nor choose early.
    refused(
        &mut c,
        Role::Responder,
        stone("h9"),
        OpeningError::OutOfTurn { awaited: step },
    );
    refused(
        &mut c,
        Role::Opener,
        choose(Choice::White),
        OpeningError::WrongStep { awaited: step },
    );
    refused(
        &mut c,
        Role::Opener,
        stone("h8"),
        OpeningError::Play(PlayError::Occupied(p("h8"))),
    );
    let off = Pos::new(16, 0).unwrap();
    refused(
        &mut c,
        Role::Opener,
        Action::Stone(off),
        OpeningError::Play(PlayError::OutOfBounds(off)),
    );
    let step = play(&mut c, &[stone("h9"), stone("a1")]);
    assert_eq!(
        step,
        Step::Choose {
            by: Role::Responder,
            options: COLOURS
        }
    );
    assert!(!c.colours_settled());
    // A fourth stone (a wrong count), swap2's extra stones, or the opener's choice: no.
    refused(
        &mut c,
        Role::Responder,
        stone("j10"),
        OpeningError::WrongStep { awaited: step },
    );
    refused(
        &mut c,
        Role::Responder,
        choose(Choice::More),
        OpeningError::NotOffered {
            choice: Choice::More,
            options: COLOURS,
        },
    );
    refused(
        &mut c,
        Role::Opener,
        choose(Choice::Black),
        OpeningError::OutOfTurn { awaited: step },
    );
    // The responder takes black: the opener now holds white and plays the fourth stone.
    let step = c.act(Role::Responder, choose(Choice::Black)).unwrap();
    assert_eq!(
        step,
        Step::Move {
            by: Role::Opener,
            stone: Stone::White
        }
    );
    assert_eq!(c.colour(Role::Responder), Stone::Black);
    assert_eq!(c.holder(Stone::White), Role::Opener);
    assert!(c.colours_settled());
    refused(
        &mut c,
        Role::Responder,
        choose(Choice::White),
        OpeningError::OutOfTurn { awaited: step },
    );
    refused(
        &mut c,
        Role::Opener,
        choose(Choice::White),
        OpeningError::WrongStep { awaited: step },
    );
    assert_eq!(
        play(&mut c, &[stone("j10")]),
        Step::Move {
            by: Role::Responder,
            stone: Stone::Black
        }
    );
}

#[test]
fn swap_white_keeps_the_opener_black() {
    let mut c = contest(Rule::Standard, OpeningRule::Swap);
    let step = play(
        &mut c,
        &[stone("h8"), stone("h9"), stone("i9"), choose(Choice::White)],
    );
    assert_eq!(
        step,
        Step::Move {
            by: Role::Responder,
            stone: Stone::White
        }
    );
    assert_eq!(c.colour(Role::Opener), Stone::Black);
}

#[test]
fn swap2_every_branch() {
    let three = [stone("h8"), stone("h9"), stone("i9")];
    for (choice, mover) in [
        (Choice::Black, Role::Opener),
        (Choice::White, Role::Responder),
    ] {
        let mut c = contest(Rule::Freestyle, OpeningRule::Swap2);
        let step = play(&mut c, &three);
        assert_eq!(
            step,
            Step::Choose {
                by: Role::Responder,
                options: SWAP2
            }
        );
        assert_eq!(
            play(&mut c, &[choose(choice)]),
            Step::Move {
                by: mover,
                stone: Stone::White
            }
        );
    }
    // Two more stones, white then black, by the responder; then the opener chooses.
    let mut c = contest(Rule::Freestyle, OpeningRule::Swap2);
    play(&mut c, &three);
    let step = play(&mut c, &[choose(Choice::More)]);
    assert_eq!(step, place(Role::Responder, Stone::White, 4, 5));
    assert!(!c.colours_settled());
    refused(
        &mut c,
        Role::Opener,
        stone("j10"),
        OpeningError::OutOfTurn { awaited: step },
    );
    refused(
        &mut c,
        Role::Responder,
        choose(Choice::Black),
        OpeningError::WrongStep { awaited: step },
    );
    let step = play(&mut c, &[stone("j10")]);
    assert_eq!(step, place(Role::Responder, Stone::Black, 5, 5));
    let step = play(&mut c, &[stone("g7")]);
    assert_eq!(
        step,
        Step::Choose {
            by: Role::Opener,
            options: COLOURS
        }
    );
    refused(
        &mut c,
        Role::Responder,
        stone("a1"),
        OpeningError::OutOfTurn { awaited: step },
    );
    refused(
        &mut c,
        Role::Opener,
        choose(Choice::More),
        OpeningError::NotOffered {
            choice: Choice::More,
            options: COLOURS,
        },
    );
    refused(
        &mut c,
        Role::Opener,
        stone("a1"),
        OpeningError::WrongStep { awaited: step },
    );
    // The opener takes white and plays the sixth stone.
    assert_eq!(
        play(&mut c, &[choose(Choice::White)]),
        Step::Move {
            by: Role::Opener,
            stone: Stone::White
        }
    );
    assert_eq!(c.colour(Role::Responder), Stone::Black);
    assert_eq!(c.record(), "h8 h9 i9 more j10 g7 white");
}

/// The three stones of Ryusei, the canonical RIF opening that the tests below play.
const RYUSEI: [&str; 3] = ["h8", "i9", "j6"];

/// A RIF renju contest after the Ryusei stones, then `actions`; and the step it awaits.
fn rif_after(actions: &[Action]) -> (Contest, Step) {
    let mut c = contest(Rule::Renju, OpeningRule::Rif);
    let stones: Vec<Action> = RYUSEI.iter().map(|&s| stone(s)).collect();
    play(&mut c, &stones);
    let step = play(&mut c, actions);
    (c, step)
}

#[test]
fn rif_places_the_first_three_stones_at_the_centre_beside_it_and_within_the_square() {
    let mut c = contest(Rule::Renju, OpeningRule::Rif);
    // Stone 1 at the centre only, stone 2 beside it, stone 3 within the 5x5 square.
    refused(
        &mut c,
        Role::Opener,
        stone("h9"),
        OpeningError::OutsideArea {
            number: 1,
            pos: p("h9"),
        },
    );
    play(&mut c, &[stone("h8")]);
    refused(
        &mut c,
        Role::Opener,
        stone("h10"),
        OpeningError::OutsideArea {
            number: 2,
            pos: p("h10"),
        },
    );
    play(&mut c, &[stone("i9")]);
    refused(
        &mut c,
        Role::Opener,
        stone("k8"),
        OpeningError::OutsideArea {
            number: 3,
            pos: p("k8"),
        },
    );
    refused(
        &mut c,
        Role::Opener,
        stone("i9"),
        OpeningError::Play(PlayError::Occupied(p("i9"))),
    );
    assert_eq!(c.canonical(), None);
    let step = play(&mut c, &[stone("j6")]);
    assert_eq!(c.canonical().map(|o| o.name), Some("Ryusei"));
    assert_eq!(
        step,
        Step::Choose {
            by: Role::Responder,
            options: COLOURS
        }
    );
}

#[test]
fn rif_offers_the_responder_a_colour_and_nothing_more() {
    let (mut c, _) = rif_after(&[]);
    refused(
        &mut c,
        Role::Responder,
        choose(Choice::More),
        OpeningError::NotOffered {
            choice: Choice::More,
            options: COLOURS,
        },
    );
}

#[test]
fn rif_a_responder_who_swaps_leaves_the_opener_white_for_stone_four() {
    // The responder swaps (takes black): the opener holds white and plays stone 4.
    let (_, step) = rif_after(&[choose(Choice::Black)]);
    assert_eq!(
        step,
        Step::Move {
            by: Role::Opener,
            stone: Stone::White
        }
    );
}

#[test]
fn rif_black_offers_two_different_fifth_moves_on_empty_points() {
    // Then black (the responder) offers two fifth moves.
    let (mut c, step) = rif_after(&[choose(Choice::Black), stone("g9")]);
    assert_eq!(
        step,
        Step::Offer {
            by: Role::Responder,
            made: 0
        }
    );
    refused(
        &mut c,
        Role::Responder,
        stone("j9"),
        OpeningError::WrongStep { awaited: step },
    );
    refused(
        &mut c,
        Role::Opener,
        offer("j9"),
        OpeningError::OutOfTurn { awaited: step },
    );
    refused(
        &mut c,
        Role::Responder,
        offer("h8"),
        OpeningError::Play(PlayError::Occupied(p("h8"))),
    );
    let step = play(&mut c, &[offer("j9")]);
    assert_eq!(
        step,
        Step::Offer {
            by: Role::Responder,
            made: 1
        }
    );
    assert_eq!(c.offers(), [p("j9")]);
    refused(
        &mut c,
        Role::Responder,
        offer("j9"),
        OpeningError::AlreadyOffered(p("j9")),
    );
    let step = play(&mut c, &[offer("g7")]);
    assert_eq!(step, Step::Pick { by: Role::Opener });
    assert_eq!(c.record(), "h8 i9 j6 black g9 j9/g7");
}

#[test]
fn rif_white_picks_one_of_the_offers_and_the_other_is_not_played() {
    let (mut c, step) = rif_after(&[choose(Choice::Black), stone("g9"), offer("j9"), offer("g7")]);
    // White picks one of the offers, and nothing else.
    refused(
        &mut c,
        Role::Opener,
        stone("a1"),
        OpeningError::NotAnOffer(p("a1")),
    );
    refused(
        &mut c,
        Role::Opener,
        offer("a1"),
        OpeningError::WrongStep { awaited: step },
    );
    refused(
        &mut c,
        Role::Responder,
        stone("g7"),
        OpeningError::OutOfTurn { awaited: step },
    );
    let step = play(&mut c, &[stone("g7")]);
    assert_eq!(
        step,
        Step::Move {
            by: Role::Opener,
            stone: Stone::White
        }
    );
    assert_eq!(c.offers(), []);
    assert!(c.game().board().is_empty_at(p("j9")));
    assert_eq!(c.record(), "h8 i9 j6 black g9 j9/g7 g7");
}

#[test]
fn rif_refuses_symmetric_offers_and_forbidden_points() {
    // Kansei h8 h9 h10, white's fourth on the axis (h11): the position is symmetric about
    // the h column, so g9 and i9 are the same offer.
    let mut c = contest(Rule::Renju, OpeningRule::Rif);
    play(
        &mut c,
        &[
            stone("h8"),
            stone("h9"),
            stone("h10"),
            choose(Choice::White),
            stone("h11"),
            offer("g9"),
        ],
    );
    refused(
        &mut c,
        Role::Opener,
        offer("i9"),
        OpeningError::SymmetricOffer {
            pos: p("i9"),
            twin: p("g9"),
        },
    );
    assert_eq!(
        play(&mut c, &[offer("j8")]),
        Step::Pick {
            by: Role::Responder
        }
    );
    // After the fourth stone breaks the symmetry, mirror images are different offers.
    let mut c = contest(Rule::Renju, OpeningRule::Rif);
    play(
        &mut c,
        &[
            stone("h8"),
            stone("h9"),
            stone("h10"),
            choose(Choice::White),
            stone("a1"),
            offer("g9"),
            offer("i9"),
        ],
    );
    assert_eq!(c.offers(), [p("g9"), p("i9")]);
}

#[test]
fn a_game_over_refuses_every_action() {
    let mut c = contest(Rule::Freestyle, OpeningRule::None);
    let moves = ["a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"];
    play(&mut c, &moves.map(stone));
    assert_eq!(c.step(), Step::Over);
    refused(
        &mut c,
        Role::Responder,
        stone("h8"),
        OpeningError::Play(PlayError::GameOver),
    );
    refused(
        &mut c,
        Role::Opener,
        choose(Choice::Black),
        OpeningError::WrongStep {
            awaited: Step::Over,
        },
    );
}

#[test]
fn undo_takes_back_one_action_at_a_time() {
    let mut c = contest(Rule::Renju, OpeningRule::Rif);
    let actions = [
        stone("h8"),
        stone("h9"),
        stone("i9"),
        choose(Choice::Black),
        stone("g9"),
        offer("j9"),
        offer("g7"),
        stone("j9"),
        stone("k10"),
    ];
    let mut states = vec![c.clone()];
    for &action in &actions {
        play(&mut c, &[action]);
        states.push(c.clone());
    }
    for (i, &action) in actions.iter().enumerate().rev() {
        assert_eq!(c.undo(), Some(action));
        assert_eq!(c, states[i], "after undoing {action:?}");
    }
    assert_eq!(c.undo(), None);
}

#[test]
fn records_round_trip_through_every_step() {
    let cases = [
        (Rule::Freestyle, OpeningRule::Swap, "h8 h9 i9 black j10 k11"),
        (
            Rule::Standard,
            OpeningRule::Swap2,
            "h8 h9 i9 more j10 g7 black a1",
        ),
        (Rule::Freestyle, OpeningRule::Swap2, "h8 h9 i9 white"),
        (Rule::Freestyle, OpeningRule::Swap2, "h8 h9"),
        (
            Rule::Renju,
            OpeningRule::Rif,
            "h8 i9 j6 white g9 j9/g7 j9 k10",
        ),
        (Rule::Renju, OpeningRule::Rif, "h8 i9 j6 white g9 j9/"),
        (Rule::Freestyle, OpeningRule::None, "h8 h9"),
    ];
    for (rule, opening, text) in cases {
        let c = Contest::from_record(text, SIZE, rule, opening).unwrap();
        assert_eq!(c.record(), text);
        assert_eq!(
            Contest::from_record(&c.record(), SIZE, rule, opening),
            Ok(c)
        );
    }
    // Case and separators are forgiven, as in plain records.
    let c =
        Contest::from_record("H8,H9;I9 White", SIZE, Rule::Freestyle, OpeningRule::Swap).unwrap();
    assert_eq!(c.record(), "h8 h9 i9 white");
}

#[test]
fn bad_opening_records_name_the_step() {
    let cases = [
        (
            OpeningRule::Swap,
            "h8 h9 i9 j10",
            "after move 3: `j10` is refused: waiting for the responder to choose (black, white)",
        ),
        (
            OpeningRule::Swap,
            "h8 h9 i9 more",
            "`more` is not a choice here (only black, white)",
        ),
        (
            OpeningRule::Swap,
            "h8 black",
            "waiting for the opener to place stone 2 of 3 (white)",
        ),
        (
            OpeningRule::Swap2,
            "h8 h9 i9 more j10 black",
            "waiting for the responder to place stone 5 of 5 (black)",
        ),
        (
            OpeningRule::Swap2,
            "h8 h9 i9 more j10 j10",
            "move 5: j10 was already played at move 4",
        ),
        (
            OpeningRule::Swap2,
            "h8 h9 i9 more j10 zz",
            "move 5: unknown coordinate `zz`",
        ),
        (
            OpeningRule::Swap2,
            "h8 h9 i9 j10/k11",
            "waiting for the responder to choose (black, white, more)",
        ),
    ];
    for (opening, text, expected) in cases {
        let err = Contest::from_record(text, SIZE, Rule::Freestyle, opening)
            .unwrap_err()
            .to_string();
        assert!(err.contains(expected), "{text}: {err}");
    }
    let rif = [
        ("h9", "stone 1 must be at the centre of the board"),
        (
            "h8 h10",
            "stone 2 must be on one of the eight points around the centre",
        ),
        ("h8 h9 l12", "stone 3 must be within the central 5x5 square"),
        ("h8 h9 h10 white h11 g9/i9", "mirrors the offer"),
        (
            "h8 h9 h10 white h11 g9/j8 a1",
            "is not one of black's offers",
        ),
        ("h8 h9 h10 white h11 g9/g9", "has been offered already"),
    ];
    for (text, expected) in rif {
        let err = Contest::from_record(text, SIZE, Rule::Renju, OpeningRule::Rif)
            .unwrap_err()
            .to_string();
        assert!(err.contains(expected), "{text}: {err}");
    }
}

#[test]
fn rif_fits_renju_only() {
    assert!(OpeningRule::Rif.fits(Rule::Renju));
    assert!(!OpeningRule::Rif.fits(Rule::Freestyle));
    assert!(OpeningRule::Swap2.fits(Rule::Renju));
    let c = Contest::new(SIZE, Rule::Freestyle, OpeningRule::Rif).unwrap();
    assert_eq!(c.opening(), OpeningRule::None);
    assert_eq!("swap2".parse(), Ok(OpeningRule::Swap2));
    assert!(
        "swap3"
            .parse::<OpeningRule>()
            .unwrap_err()
            .to_string()
            .contains("unknown opening rule `swap3`")
    );
}
