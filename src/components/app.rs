use leptos::prelude::*;

use crate::browser::{self, Alerts};
use crate::components::board::Board;
use crate::components::panel::Panel;
use crate::play::Play;

/// The whole page: the board beside the information panel.
#[component]
pub fn App() -> impl IntoView {
    let alerts = use_context::<Alerts>().unwrap_or_else(Alerts::browser);
    let play = Play::new(alerts);
    provide_context(play);
    play.start();
    // The board is drawn first and the panel once the board has been painted, so that
    // the board shows as soon as it can. The panel is mounted on its own (a root of its
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
    view! {
        <main class="gobang">
            <Board />
            <div class="panel-slot" node_ref=slot></div>
        </main>
    }
}
