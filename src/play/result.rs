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
    /// The level to try next against the computer: the one below after a loss, the one
    /// above after a win; none after a draw, between people, or past the ladder's end.
    fn level_offer(&self) -> Option<Level> {
        if self.opponent != Opponent::Computer {
            return None;
        }
        let i = Level::ALL.iter().position(|&l| l == self.level)?;
        match self.outcome {
            Outcome::Winner(winner) if winner == self.person => Level::ALL.get(i + 1).copied(),
            Outcome::Winner(_) => i.checked_sub(1).map(|i| Level::ALL[i]),
            Outcome::Draw => None,
        }
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
pub fn ResultBox() -> impl IntoView {
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
            let offer = ended.level_offer().map(|level| {
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
        assert_eq!(
            ended(lost, computer, Level::Intermediate).level_offer(),
            Some(Level::Easy)
        );
        assert_eq!(
            ended(won, computer, Level::Intermediate).level_offer(),
            Some(Level::Advanced)
        );
        assert_eq!(ended(lost, computer, Level::Classic).level_offer(), None);
        assert_eq!(ended(won, computer, Level::Grandmaster).level_offer(), None);
        assert_eq!(
            ended(Outcome::Draw, computer, Level::Easy).level_offer(),
            None
        );
        assert_eq!(
            ended(won, Opponent::Person, Level::Easy).level_offer(),
            None
        );
    }
}
