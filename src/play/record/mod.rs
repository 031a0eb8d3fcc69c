//! The game's record beside the board: copied as moves or as a link, exported in the
//! formats players exchange, or loaded from what the person types, pastes or opens
//! ([`import`]). A game loaded goes to the page, which opens it as it opens a link; one
//! that cannot be read is refused here with the reason.

pub mod import;

use gobang_engine::ai::Level;
use gobang_engine::formats::GameInfo;
use gobang_engine::{Game, Stone};
use leptos::prelude::*;

use crate::exchange::export::{Export, ExportBox};
use crate::game::opening_note::{OpeningNote, OpeningStage};
use crate::game::saved::{SavedGame, SharedGame};
use crate::game::session::{Opponent, Setup};
use crate::play::played::PlayedGame;
use crate::play::played_texts::played_texts;
use crate::shell::browser::{self, load_setting};
use crate::shell::keys::OPENING_KEY;
use import::ImportBox;

/// The record: its notation, Copy moves, Copy link, the text to copy by hand when the
/// browser refuses the clipboard, and a field to load moves from, with its own notice.
#[component]
pub fn RecordBox() -> impl IntoView {
    let played = expect_context::<PlayedGame>();
    let t = move || played_texts(played.lang());
    // The text to copy by hand, and the notice of the last copy or load.
    let by_hand = RwSignal::new(String::new());
    let notice = RwSignal::new(None::<String>);
    let size = move || {
        played.saved.with(|s| match s {
            Some(saved) => saved.game.board().size(),
            None => played.setup().size,
        })
    };
    let copy = move |link: bool| {
        let text = shared_text(
            played.saved.get_untracked(),
            untrack(|| played.setup()),
            link,
        );
        let texts = untrack(|| played_texts(played.lang()));
        browser::copy_to_clipboard(text.clone(), move |copied| {
            if copied {
                by_hand.set(String::new());
                notice.set(Some(texts.lang.texts().copied.to_owned()));
            } else {
                by_hand.set(text);
                notice.set(Some(texts.copy_by_hand.to_owned()));
                // As the notice says: the text, once drawn, selected to copy by hand.
                browser::after_paint(|| browser::select_text("textarea.copy-by-hand"));
            }
        });
    };
    // A notice in the other language would stay so: it goes.
    Effect::new(move |last: Option<_>| {
        let lang = played.lang();
        if last.is_some_and(|last| last != lang) {
            notice.set(None);
        }
        lang
    });
    view! {
        <details class="record">
            <summary>{move || t().record}</summary>
            <p class="help">{move || t().record_help(size())}</p>
            <div class="buttons">
                <button data-testid="copy-record" on:click=move |_| copy(false)>
                    {move || t().copy_record}
                </button>
                <button data-testid="copy-link" on:click=move |_| copy(true)>
                    {move || played.lang().texts().copy_link}
                </button>
            </div>
            {move || {
                let text = by_hand.get();
                (!text.is_empty())
                    .then(|| {
                        view! {
                            <textarea
                                class="copy-by-hand"
                                data-testid="record-output"
                                readonly
                                rows="2"
                                prop:value=text
                            ></textarea>
                        }
                    })
            }}
            <ImportBox />
            <ExportBox
                lang=Signal::derive(move || played.lang())
                export=Signal::derive(move || export_of(played))
            />
            <p class="notice" data-testid="record-notice" role="status" aria-live="polite">
                {move || notice.get()}
            </p>
        </details>
    }
}

/// The page's game as a record, or as the link that opens it: with its levels and seed
/// against the computer, the person's colour after an opening, and the opening. With no
/// game on the board, the next game's empty board as `setup` says.
fn shared_text(saved: Option<SavedGame>, setup: Setup, link: bool) -> String {
    let shared = match saved {
        Some(saved) => {
            let computer = saved.opponent != Opponent::Person;
            let opening = saved.opening.as_ref().map(|o| opening_now(o, saved.seed));
            SharedGame {
                opponent: saved.opponent,
                level: computer.then_some(saved.level),
                white_level: (saved.opponent == Opponent::Watch).then_some(saved.white_level),
                seed: computer.then_some(saved.seed),
                person: (opening.is_some() && saved.opponent == Opponent::Computer)
                    .then_some(saved.person),
                game: saved.game,
                opening,
            }
        }
        None => SharedGame {
            opponent: setup.opponent,
            game: Game::with_rule(setup.size, setup.rule).unwrap_or_default(),
            level: None,
            white_level: None,
            seed: None,
            person: None,
            opening: None,
        },
    };
    if link {
        format!("{}{}", browser::address_without_hash(), shared.fragment())
    } else {
        shared.record()
    }
}

/// The page's game to export (`None` before any move): its record with its settings, and
/// its players by name as the formats that name them write them.
fn export_of(played: PlayedGame) -> Option<Export> {
    // Another move, another game: the export follows.
    let saved = played.saved.get()?;
    let computer = |level: Level| format!("Gobang {level}");
    let (black, white) = match saved.opponent {
        Opponent::Computer if saved.person == Stone::Black => {
            ("Player".to_owned(), computer(saved.level))
        }
        Opponent::Computer => (computer(saved.level), "Player".to_owned()),
        Opponent::Watch => (computer(saved.level), computer(saved.white_level)),
        Opponent::Person => ("Black".to_owned(), "White".to_owned()),
    };
    let game = saved.game.clone();
    let setup = untrack(|| played.setup());
    Some(Export {
        record: shared_text(Some(saved), setup, false),
        info: GameInfo {
            black,
            white,
            event: "Gobang".to_owned(),
            ..GameInfo::default()
        },
        game,
    })
}

/// The game's opening as it stands: one under way has its steps kept under
/// [`OPENING_KEY`] for the game's seed.
fn opening_now(opening: &OpeningNote, seed: u32) -> OpeningNote {
    let mut opening = opening.clone();
    if opening.in_progress() {
        let kept = load_setting(OPENING_KEY);
        let steps = kept
            .as_deref()
            .and_then(|k| k.strip_prefix(&format!("{seed} ")));
        if let Some(steps) = steps {
            opening.steps = steps.to_owned();
            opening.stage = OpeningStage::UnderWay;
        }
    }
    opening
}
