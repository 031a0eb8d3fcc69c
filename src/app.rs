//! The page's frame: the title and the language menu, the board, the play bar and the
//! panel, mounted in parts so that no start-up task is long. The page's root: it mounts
//! the play views and leaves the slots the study module draws into.

use std::time::Duration;

use leptos::prelude::*;

use crate::game::session::{Phase, Session};
use crate::play::actions::GameActions;
use crate::play::board::Board;
use crate::play::controller::Play;
use crate::play::setup::{PanelMore, PanelSetup};
use crate::play::status::{Announcer, Notices, Status};
use crate::shell::browser::{self, Alerts};
use crate::shell::text::Lang;

/// The whole page, phone first: the title, the board, and by the board the status and
/// the game's actions, which stay on screen together while a game is on; the setup, the
/// options, the record and the rules after them.
///
/// So that no start-up task is long, the page is drawn in parts, each in a task of its
/// own: the board's frame at once, then its points, the title, the play bar, the setup
/// and the options, and the record and the rules once all that has been painted. Each part is
/// mounted on its own (a root of its own, given the same `Play`), which also keeps the app
/// small: parts drawn from reactive closures would carry code to redraw them, never used.
#[component]
pub fn App() -> impl IntoView {
    let alerts = use_context::<Alerts>().unwrap_or_else(Alerts::browser);
    let play = Play::new(alerts);
    provide_context(play);
    play.start();
    let header = NodeRef::<leptos::html::Div>::new();
    let bar = NodeRef::<leptos::html::Div>::new();
    let setup = NodeRef::<leptos::html::Div>::new();
    let more = NodeRef::<leptos::html::Div>::new();
    let parts = StoredValue::new_local(Vec::new());
    set_timeout(
        move || mount_part(play, header, parts, Header),
        Duration::ZERO,
    );
    set_timeout(
        move || mount_part(play, bar, parts, PlayBar),
        Duration::ZERO,
    );
    set_timeout(
        move || mount_part(play, setup, parts, PanelSetup),
        Duration::ZERO,
    );
    browser::after_paint(move || mount_part(play, more, parts, PanelMore));
    // Lets the layout fold what is not needed while a game is on (on the page's main
    // element, which the app takes over: see main.rs).
    let phase = move || {
        play.session.with(|s| match s.phase() {
            _ if s.in_game() => "playing",
            Phase::Over(_) => "over",
            _ => "idle",
        })
    };
    // Whether there is a game to study: the study module's stand-in buttons (its loader)
    // show Review and Analysis only then.
    let study = move || play.session.with(Session::can_study);
    // Whether a phone shows the panel while a game is on (see main.css).
    let folded = move || !play.more.get();
    Effect::new(move |_| {
        let (phase, study, more) = (phase(), study(), !folded());
        if let Some(page) = document().get_element_by_id("page") {
            let _ = page.set_attribute("data-phase", phase);
            let _ = page.toggle_attribute_with_force("data-study", study);
            let _ = page.toggle_attribute_with_force("data-more", more);
        }
    });
    view! {
        <main class="gobang" data-phase=phase>
            <div class="slot" node_ref=header></div>
            <Board />
            <div class="slot" node_ref=bar></div>
            <section class="panel">
                <div class="slot" node_ref=setup></div>
                <div class="slot" node_ref=more></div>
            </section>
        </main>
    }
}

/// Mounts `part` into `slot`, and keeps it as long as the app (dropped, it would take the
/// part away). Nothing to do if the app is gone by then.
fn mount_part<V: IntoView + 'static>(
    play: Play,
    slot: NodeRef<leptos::html::Div>,
    parts: StoredValue<Vec<Box<dyn std::any::Any>>, LocalStorage>,
    part: fn() -> V,
) {
    let Some(slot) = slot.try_get_untracked().flatten() else {
        return;
    };
    let mounted = leptos::mount::mount_to(wasm_bindgen::JsCast::unchecked_into(slot), move || {
        provide_context(play);
        part()
    });
    let _ = parts.try_update_value(|parts| parts.push(Box::new(mounted)));
}

/// The status, the notices and the game's actions, by the board.
#[component]
fn PlayBar() -> impl IntoView {
    view! {
        <section class="play-bar">
            <Status />
            <Notices />
            <GameActions />
            <Announcer />
        </section>
    }
}

/// The title, the language and the tagline (each of its phrases kept on one line).
#[component]
fn Header() -> impl IntoView {
    let play = expect_context::<Play>();
    let t = move || play.texts();
    view! {
        <header class="title">
            <h1>
                {move || t().title} <span class="mini-stone black"></span>
                <span class="mini-stone white"></span>
            </h1>
            <LanguageChoice />
            <p class="tagline">
                <span>{move || t().tagline[0]}</span>
                " "
                <span>{move || t().tagline[1]}</span>
            </p>
        </header>
    }
}

/// The page's language.
#[component]
fn LanguageChoice() -> impl IntoView {
    let play = expect_context::<Play>();
    let options = Lang::ALL
        .into_iter()
        .map(|lang| {
            view! {
                <option value=lang.code() lang=lang.code() selected=move || play.lang.get() == lang>
                    {lang.name()}
                </option>
            }
        })
        .collect_view();
    view! {
        <select
            class="lang"
            data-testid="lang"
            aria-label=move || play.texts().language
            prop:value=move || play.lang.get().code()
            on:change=move |event| {
                if let Some(lang) = Lang::from_code(&event_target_value(&event)) {
                    play.set_lang(lang);
                }
            }
        >
            {options}
        </select>
    }
}
