use leptos::prelude::*;

use crate::browser::{self, Alerts};
use crate::components::actions::GameActions;
use crate::components::board::Board;
use crate::components::panel::Panel;
use crate::components::status::{Announcer, Notices, Status};
use crate::play::Play;
use crate::session::Phase;
use crate::text::Lang;

/// The whole page, phone first: the title, the board, and by the board the status and
/// the game's actions, which stay on screen together while a game is on; the setup, the
/// options, the record and the rules after them.
#[component]
pub fn App() -> impl IntoView {
    let alerts = use_context::<Alerts>().unwrap_or_else(Alerts::browser);
    let play = Play::new(alerts);
    provide_context(play);
    play.start();
    // What the first move needs is drawn at once; the panel once that has been painted,
    // so that no start-up task is long. The panel is mounted on its own (a root of its
    // own, given the same `Play`), which keeps the app small: a panel drawn from a
    // reactive closure would carry code to redraw the whole panel, never used. Until then
    // an empty slot keeps the panel's place.
    let slot = NodeRef::<leptos::html::Div>::new();
    let panel = StoredValue::new_local(None);
    browser::after_paint(move || {
        // (Nothing to do if the app is gone by then.)
        let Some(slot) = slot.try_get_untracked().flatten() else {
            return;
        };
        let mounted =
            leptos::mount::mount_to(wasm_bindgen::JsCast::unchecked_into(slot), move || {
                provide_context(play);
                view! { <Panel /> }
            });
        // Kept as long as the app: dropped with it, it takes the panel away.
        let _ = panel.try_set_value(Some(mounted));
    });
    // Lets the layout fold what is not needed while a game is on.
    let phase = move || {
        play.session.with(|s| match s.phase() {
            _ if s.in_game() => "playing",
            Phase::Over(_) => "over",
            _ => "idle",
        })
    };
    view! {
        <main class="gobang" data-phase=phase>
            <Header />
            <Board />
            <section class="play-bar">
                <Status />
                <Notices />
                <GameActions />
                <Announcer />
            </section>
            <div class="panel-slot" node_ref=slot></div>
        </main>
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
