//! Tournament openings (swap, swap2 and renju's prescribed opening), whose steps the
//! players take before the game: the steps as signals, the page followed through the seam
//! and the talk with the opening's worker ([`steps`]), their texts ([`texts`]) and the
//! panel beside the board ([`panel`]). They ship in the study module and are taken on the
//! study's board, which the opening borrows through [`OpeningOnBoard`]: [`start`], here
//! at the folder's root, makes it, and `src/bin/study.rs` hands it to the study.

pub mod panel;
pub mod steps;
pub mod texts;

use gobang_engine::opening::Step;
use leptos::prelude::*;

use crate::shell::links::{OpeningOnBoard, OpeningShown};
use crate::shell::seam;
use steps::OpeningSteps;
use texts::opening_texts;

/// Follows the page from now on, an opening's steps taken as it starts one, and lends
/// them to the study's board.
pub fn start() -> OpeningOnBoard {
    let opening = OpeningSteps::new();
    opening.read_page();
    let _ = window_event_listener_untyped(seam::CHANGED, move |_| opening.read_page());
    OpeningOnBoard {
        shown: Memo::new(move |_| shown(opening)).into(),
        click: Callback::new(move |pos| opening.click(pos)),
        panel: Callback::new(move |()| view! { <panel::OpeningPanel opening /> }.into_any()),
    }
}

/// What the study's board shows of the opening under way, if one is.
fn shown(opening: OpeningSteps) -> Option<OpeningShown> {
    let lang = opening.lang.get();
    let choosing = opening
        .step()
        .is_none_or(|(step, _)| matches!(step, Step::Choose { .. }));
    let playable = opening.persons_step() && !choosing;
    opening.contest.with(|contest| {
        let contest = contest.as_ref()?;
        let name = lang.texts().opening_name(contest.opening());
        Some(OpeningShown {
            game: contest.game().clone(),
            offers: contest.offers().to_vec(),
            playable,
            label: format!("{}{name}", opening_texts(lang).heading),
        })
    })
}
