use gobang_engine::{Pos, STANDARD_SIZE};
use leptos::prelude::*;

use crate::session::Session;
use crate::text;

/// The star points (hoshi) of the 19x19 board, drawn as dots like on a real board.
const STAR_LINES: [usize; 3] = [3, 9, 15];

/// The wooden board: one cell per point, lines drawn by CSS through each cell's centre.
#[component]
pub fn Board(
    /// The match whose position is drawn.
    session: RwSignal<Session>,
    /// Called with the point the person clicked.
    #[prop(into)]
    on_play: Callback<Pos>,
) -> impl IntoView {
    let size = STANDARD_SIZE;
    let cells = (0..size * size)
        .filter_map(|i| Pos::new(i / size, i % size))
        .map(|pos| view! { <Cell pos size session on_play /> })
        .collect_view();
    view! {
        <div
            class="board"
            role="grid"
            aria-label=text::BOARD
            style:--size=size.to_string()
            data-person=move || session.with(|s| s.person().name())
        >
            {cells}
        </div>
    }
}

/// One point of the board.
#[component]
fn Cell(
    /// Which point.
    pos: Pos,
    /// The board's side, to know which lines stop at the edge.
    size: usize,
    /// The match whose position is drawn.
    session: RwSignal<Session>,
    /// Called when the point is clicked.
    on_play: Callback<Pos>,
) -> impl IntoView {
    let (row, col) = (pos.row(), pos.col());
    let edges = [
        (row == 0, "edge-top"),
        (row + 1 == size, "edge-bottom"),
        (col == 0, "edge-left"),
        (col + 1 == size, "edge-right"),
        (
            STAR_LINES.contains(&row) && STAR_LINES.contains(&col),
            "star",
        ),
    ];
    let class = edges
        .iter()
        .filter(|(on, _)| *on)
        .fold(String::from("cell"), |class, (_, name)| class + " " + name);
    let stone = move || session.with(|s| s.game().board().get(pos));
    view! {
        <div
            class=class
            class:playable=move || session.with(|s| s.can_play(pos))
            role="gridcell"
            data-row=row
            data-col=col
            data-stone=move || stone().map(|s| s.name())
            on:click=move |_| on_play.run(pos)
        >
            {move || stone().map(|s| view! { <span class=format!("stone {}", s.name())></span> })}
        </div>
    }
}
