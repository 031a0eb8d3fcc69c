//! The page as the study module sees it: the session it studies for the page's saved game
//! (moves and all: [`crate::study::review::can_study`] keeps a game in progress against
//! the computer from being reviewed or analysed), whether a new state of the page plays
//! on the same game, and the link that opens a position to play on from it (with the
//! analysis board's variations, the study's link). The page's state itself comes through
//! [`crate::shell::seam`].

use gobang_engine::Game;

use crate::game::saved::{SavedGame, SharedGame};
use crate::game::session::{Session, Setup};

/// The session the study module sees for the page's saved game (`None`: no game on the
/// board, as after End). A game in progress against the computer comes with its moves,
/// to step through while it is played; it may not be studied until it ends (see
/// [`crate::study::review::can_study`]).
pub fn session_of(saved: Option<SavedGame>) -> Session {
    let mut session = Session::default();
    if let Some(SavedGame {
        game,
        opponent,
        person,
        ..
    }) = saved
    {
        session.resume(game, opponent, person);
    }
    session
}

/// Whether `after` is `before` played on (the same game, more moves or none), rather
/// than another game: a new one, one taken back, one loaded. Stepping through a game
/// starts again at its end for another game.
pub fn continues(before: &Session, after: &Session) -> bool {
    let (old, new) = (before.game(), after.game());
    before.started() == after.started()
        && old.rule() == new.rule()
        && old.board().size() == new.board().size()
        && old.setup() == new.setup()
        && new.moves().starts_with(old.moves())
}

/// The address's fragment that has the page play on from `game` as `setup` says: against the computer, the person takes the side to move (as with any
/// link); between two people, or the computer against itself.
pub fn play_link(game: Game, setup: Setup) -> String {
    SharedGame::play_on(game, setup.opponent).fragment()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::{Opponent, Phase};
    use crate::study::review::{can_step, can_study};
    use gobang_engine::Stone;
    use gobang_engine::ai::Level;

    fn saved(record: &str, opponent: Opponent) -> Option<SavedGame> {
        Some(SavedGame {
            game: SharedGame::parse(record).unwrap().game,
            opponent,
            person: Stone::Black,
            level: Level::Classic,
            white_level: Level::Classic,
            seed: 1,
            opening: None,
        })
    }

    #[test]
    fn a_game_in_progress_against_the_computer_is_seen_with_its_moves_but_not_studied() {
        let playing = session_of(saved(
            "size=15 black=h8 white=h9 j10 k11",
            Opponent::Computer,
        ));
        assert!(playing.started());
        assert_eq!(playing.game().moves().len(), 2);
        assert_eq!(playing.game().setup().len(), 2);
        assert!(can_step(&playing), "its moves, to look back at");
        assert!(!can_study(&playing), "no review, no analysis");
        assert_eq!(playing.phase(), Phase::YourTurn, "the person's side");
        let two = session_of(saved("j10 k11 j11", Opponent::Person));
        assert_eq!(two.game().moves().len(), 3);
        assert_eq!(two.phase(), Phase::YourTurn);
        let won = session_of(saved("j10 a1 j11 a2 j12 a3 j13 a4 j14", Opponent::Computer));
        assert_eq!(won.game().moves().len(), 9);
        assert!(can_study(&won), "once it is over");
        let none = session_of(None);
        assert!(!none.started());
    }

    #[test]
    fn a_game_played_on_continues_and_another_does_not() {
        let at = |record: &str| session_of(saved(record, Opponent::Person));
        assert!(continues(&at("j10 k11"), &at("j10 k11 j11")));
        assert!(continues(&at("j10 k11"), &at("j10 k11")));
        assert!(!continues(&at("j10 k11 j11"), &at("j10 k11")), "taken back");
        assert!(!continues(&at("j10 k11"), &at("j10 k10 j11")));
        assert!(!continues(&at("j10"), &at("size=15 j10 k11")));
        assert!(!continues(&at("j10"), &at("rule=renju j10 k11")));
        assert!(!continues(&at("j10"), &at("black=a1 white=a2 j10")));
        assert!(!continues(&at("j10"), &session_of(None)));
    }

    #[test]
    fn the_play_link_opens_the_position_as_set_up() {
        let game = SharedGame::parse("size=15 black=h8,i9 white=h9")
            .unwrap()
            .game;
        let setup = Setup {
            opponent: Opponent::Person,
            ..Setup::default()
        };
        let link = play_link(game.clone(), setup);
        assert_eq!(link, "#mode=person&size=15&black=i9,h8&white=h9&moves=");
        let opened = SharedGame::parse(&link).unwrap();
        assert_eq!(opened.game, game);
        assert_eq!(opened.opponent, Opponent::Person);
        assert!(play_link(game, Setup::default()).starts_with("#size=15&black="));
    }
}
