//! After a game, beside the board (under the status and the game's buttons on a phone):
//! how it ended and in how many moves, and the next steps: a rematch with the colours
//! swapped or kept (against the computer; the same setup again otherwise), after a loss
//! to the computer the level below and after a win the one above, the review of the
//! game, and a new setup. The page's alert comes first, as in the original; this box
//! only follows it, and leaves the board (and its winning five) in view.

use gobang_engine::ai::Level;
use gobang_engine::{GameStatus, Stone};
use leptos::prelude::*;

use crate::game::saved::SavedGame;
use crate::game::session::{Opponent, Outcome};
use crate::play::played::PlayedGame;
use crate::play::played_texts::played_texts;
use crate::shell::seam::{self, PageCommand};

/// How the page's last game ended, while its final position is on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ended {
    outcome: Outcome,
    opponent: Opponent,
    /// The person's colour against the computer.
    person: Stone,
    /// The computer's level.
    level: Level,
    moves: usize,
}

impl Ended {
    /// The level to try next against the computer: below after a loss, above after a
    /// win; none after a draw, between people, or past the ladder's end. Which one, from
    /// the player's rating when there is one (`fair`, the level that is a fair match for
    /// them now): after a win the fair level if it is above the next one up, after a
    /// loss if it is below the next one down; else the next one.
    fn level_offer(&self, fair: Option<Level>) -> Option<Level> {
        let Outcome::Winner(winner) = self.outcome else {
            return None;
        };
        if self.opponent != Opponent::Computer {
            return None;
        }
        let won = winner == self.person;
        let next = self.level.neighbour(won)?;
        Some(match fair {
            Some(fair) if won => next.max(fair),
            Some(fair) => next.min(fair),
            None => next,
        })
    }
}

/// The page's game, if it has ended on the board.
fn ended(saved: Option<&SavedGame>) -> Option<Ended> {
    let saved = saved?;
    let outcome = match saved.game.status() {
        GameStatus::Ongoing => return None,
        GameStatus::Won { winner, .. } => Outcome::Winner(winner),
        GameStatus::Draw => Outcome::Draw,
    };
    Some(Ended {
        outcome,
        opponent: saved.opponent,
        person: saved.person,
        level: saved.level,
        moves: saved.game.moves().len(),
    })
}

/// The result of the page's last game and what to do next, while the game's final
/// position is on the board.
#[component]
pub fn ResultBox(
    /// The level that is a fair match for the player now, from their rating (none before
    /// their first rated game).
    fair: fn() -> Option<Level>,
) -> impl IntoView {
    let played = expect_context::<PlayedGame>();
    let ended = Memo::new(move |_| played.saved.with(|s| ended(s.as_ref())));
    let t = move || played_texts(played.lang());
    let study = played.study;
    let send = |command: PageCommand| move |_| seam::send(&command);
    view! {
        {move || {
            // Away while the editor (whose Play from here is then the one primary button)
            // or the analysis board is open; a review keeps it, for the rematch after.
            let ended = ended.get().filter(|_| !study.covering.get())?;
            let page_texts = played.lang().texts();
            let result = format!(
                "{} · {}",
                page_texts.outcome_status(ended.outcome, ended.opponent, ended.person),
                t().moves(ended.moves),
            );
            let computer = ended.opponent == Opponent::Computer;
            let offer = ended.level_offer(untrack(fair)).map(|level| {
                let up = level > ended.level;
                view! {
                    <button
                        data-testid="level-offer"
                        data-level=level.name()
                        on:click=send(PageCommand::Start(level))
                    >
                        {move || t().level_offer(level, up)}
                    </button>
                }
            });
            Some(view! {
                <section class="result" role="group" aria-label=move || t().next_steps>
                    <p data-testid="result">{result}</p>
                    <div class="buttons">
                        // (Not filled: the page's Start stays the one primary button.)
                        <button
                            data-testid="rematch"
                            on:click=send(PageCommand::Rematch { swap: computer })
                        >
                            {move || if computer { t().rematch } else { t().play_again }}
                        </button>
                        <Show when=move || computer>
                            <button
                                data-testid="rematch-same"
                                on:click=send(PageCommand::Rematch { swap: false })
                            >
                                {move || t().rematch_same}
                            </button>
                        </Show>
                        {offer}
                        <button
                            data-testid="review-game"
                            prop:disabled=move || !study.can_step.get()
                            on:click=move |_| study.review.run(())
                        >
                            {move || t().review_game}
                        </button>
                        <button data-testid="new-setup" on:click=send(PageCommand::ShowSetup)>
                            {move || t().new_setup}
                        </button>
                    </div>
                </section>
            })
        }}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ended(outcome: Outcome, opponent: Opponent, level: Level) -> Ended {
        Ended {
            outcome,
            opponent,
            person: Stone::White,
            level,
            moves: 9,
        }
    }

    #[test]
    fn a_loss_offers_the_level_below_and_a_win_the_level_above() {
        let (won, lost) = (Outcome::Winner(Stone::White), Outcome::Winner(Stone::Black));
        let computer = Opponent::Computer;
        let offer = |outcome, opponent, level| ended(outcome, opponent, level).level_offer(None);
        assert_eq!(
            offer(lost, computer, Level::Intermediate),
            Some(Level::Easy)
        );
        assert_eq!(
            offer(won, computer, Level::Intermediate),
            Some(Level::Advanced)
        );
        assert_eq!(offer(lost, computer, Level::Classic), None);
        assert_eq!(offer(won, computer, Level::Grandmaster), None);
        assert_eq!(offer(Outcome::Draw, computer, Level::Easy), None);
        assert_eq!(offer(won, Opponent::Person, Level::Easy), None);
    }

    #[test]
    fn with_a_rating_the_offer_goes_as_far_as_the_fair_level_and_never_the_wrong_way() {
        let (won, lost) = (Outcome::Winner(Stone::White), Outcome::Winner(Stone::Black));
        let offer = |outcome, level, fair| {
            ended(outcome, Opponent::Computer, level).level_offer(Some(fair))
        };
        // A strong player who beat Classic is offered their own level, not Beginner.
        assert_eq!(
            offer(won, Level::Classic, Level::Expert),
            Some(Level::Expert)
        );
        // A fair level at or below the one beaten: the next one up all the same.
        assert_eq!(
            offer(won, Level::Easy, Level::Classic),
            Some(Level::Intermediate)
        );
        // A loss to a level far above the player's: down to their fair level.
        assert_eq!(offer(lost, Level::Master, Level::Easy), Some(Level::Easy));
        // A loss to a level below the player's fair one: the next one down.
        assert_eq!(
            offer(lost, Level::Easy, Level::Advanced),
            Some(Level::Beginner)
        );
        assert_eq!(offer(lost, Level::Classic, Level::Expert), None);
    }
}
