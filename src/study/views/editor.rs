//! The board editor's views: the banner that says it is on, with the question asked
//! before its changes are thrown away, and its tools: the stone to place (black, white, or
//! none to take stones off), the side to move, clearing the board, and playing on from
//! the position.

use gobang_engine::Stone;
use leptos::html::Button;
use leptos::prelude::*;

use crate::shell::text::capitalized;
use crate::study::desk::{Desk, Discard};

/// "Editing the board" over the study's buttons while the editor is open, and, before
/// its changes are thrown away, the question in the page (not a dialog box): the
/// discarding button takes the focus; Escape or "Keep editing" goes back to the editor;
/// either way the focus returns to the Edit button.
#[component]
pub fn EditingBanner(
    /// The Edit button, which gets the focus back.
    edit: NodeRef<Button>,
) -> impl IntoView {
    let desk = expect_context::<Desk>();
    let t = move || desk.texts();
    let discard = NodeRef::<Button>::new();
    Effect::new(move |_| {
        if let Some(button) = discard.get() {
            let _ = button.focus();
        }
    });
    // Either answer gives the focus back to the Edit button.
    let refocus = move || {
        if let Some(edit) = edit.get_untracked() {
            let _ = edit.focus();
        }
    };
    let question = move || match desk.asking.get() {
        Some(Discard::ForGame) => t().discard_for_game,
        _ => t().discard_question,
    };
    view! {
        <h2 class="editor-banner" data-testid="editor-banner">{move || t().editing}</h2>
        <Show when=move || desk.asking.with(Option::is_some)>
            <div
                class="confirm-discard"
                data-testid="confirm-discard"
                role="group"
                aria-labelledby="confirm-discard-question"
                on:keydown=move |event: leptos::ev::KeyboardEvent| {
                    if event.key() == "Escape" {
                        desk.keep_editing();
                        refocus();
                    }
                }
            >
                <p id="confirm-discard-question">{question}</p>
                <div class="buttons">
                    <button data-testid="discard-edits" node_ref=discard on:click=move |_| { desk.discard_edits(); refocus(); }>
                        {move || t().discard}
                    </button>
                    <button data-testid="keep-editing" on:click=move |_| { desk.keep_editing(); refocus(); }>
                        {move || t().keep_editing}
                    </button>
                </div>
            </div>
        </Show>
    }
}

/// The editor's tools: what a click puts on a point, the side to move, clearing the
/// board, and playing from the position.
#[component]
pub fn EditorTools() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let t = move || desk.texts();
    let editor = desk.study.editor;
    let tool = move || editor.with(|e| e.as_ref().and_then(|e| e.tool()));
    let to_move = move || editor.with(|e| e.as_ref().map_or(Stone::Black, |e| e.to_move()));
    // A stone's tool is named by the stone ("Black stone"), the other by its text.
    let label = move |choice: Option<Stone>| match choice {
        Some(stone) => capitalized(desk.lang.get().texts().stone(stone)),
        None => t().take_off.to_owned(),
    };
    let radio = move |choice: Option<Stone>, value: &'static str| {
        view! {
            <label class="choice">
                <input
                    type="radio"
                    name="edit-stone"
                    data-testid="edit-stone"
                    value=value
                    prop:checked=move || tool() == choice
                    on:change=move |_| desk.edit(|e| e.set_tool(choice))
                />
                {move || label(choice)}
            </label>
        }
    };
    // Why the position could not be played from, said as soon as it is so (a side to
    // move the stones do not allow, a five on the board), not only at Play from here.
    let problem = move || {
        let (size, rule) = desk.setup.with(|s| (s.size, s.rule));
        let error = editor.with(|e| {
            let mut e = e.clone()?;
            e.resize(size);
            e.game(rule).err()
        })?;
        Some(t().setup_error(error))
    };
    let sides = [Stone::Black, Stone::White].map(|side| {
        view! {
            <option value=side.name() selected=move || to_move() == side>
                {move || desk.lang.get().texts().colour(side)}
            </option>
        }
    });
    view! {
        <div class="editor">
            <fieldset>
                <legend>{move || t().put}</legend>
                {radio(Some(Stone::Black), "black")}
                {radio(Some(Stone::White), "white")}
                {radio(None, "empty")}
            </fieldset>
            <label class="setting">
                <span>{move || t().to_move}</span>
                <select
                    data-testid="edit-to-move"
                    prop:value=move || to_move().name()
                    on:change=move |event| {
                        let side = if event_target_value(&event) == "white" { Stone::White } else { Stone::Black };
                        desk.edit(|e| e.set_to_move(side));
                    }
                >
                    {sides}
                </select>
            </label>
            <div class="buttons">
                <button data-testid="edit-clear" on:click=move |_| desk.edit(|e| e.clear())>
                    {move || t().clear}
                </button>
                <button class="start" data-testid="play-from-here" on:click=move |_| desk.play_from_here()>
                    {move || t().play_from_here}
                </button>
            </div>
            <p class="notice" data-testid="edit-problem" role="status">
                {problem}
            </p>
            <p class="help">{move || t().editor_help}</p>
        </div>
    }
}
