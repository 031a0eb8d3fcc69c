//! The board editor's tools: the stone to place (black, white, or none to take stones
//! off), the side to move, clearing the board, and playing on from the position.

use gobang_engine::Stone;
use leptos::prelude::*;

use crate::study::desk::Desk;

/// The editor's tools: what a click puts on a point, the side to move, clearing the
/// board, and playing from the position.
#[component]
pub fn EditorTools() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let t = move || desk.texts();
    let editor = desk.study.editor;
    let tool = move || editor.with(|e| e.as_ref().and_then(|e| e.tool()));
    let to_move = move || editor.with(|e| e.as_ref().map_or(Stone::Black, |e| e.to_move()));
    let radio = move |choice: Option<Stone>,
                      value: &'static str,
                      label: fn(&crate::study::texts::StudyTexts) -> &'static str| {
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
                {move || label(t())}
            </label>
        }
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
                {radio(Some(Stone::Black), "black", |t| t.black_stone)}
                {radio(Some(Stone::White), "white", |t| t.white_stone)}
                {radio(None, "empty", |t| t.take_off)}
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
            <p class="help">{move || t().editor_help}</p>
        </div>
    }
}
