use gobang_engine::{Pos, Stone};
use leptos::html::Div;
use leptos::prelude::*;

use crate::components::board::{cell_class, grid_key, grid_rows, move_numbers};
use crate::desk::Desk;
use crate::review::{Ghost, GhostKind};

/// The study's board, drawn over the page's while it shows something else than the game
/// as it stands: an earlier move (with the review's ghost stones for a marked move), or
/// the editor's position, whose points take the editor's stones. The same ARIA grid and
/// keys as the page's board.
#[component]
pub fn StudyBoard() -> impl IntoView {
    let desk = expect_context::<Desk>();
    view! {
        <Show when=move || desk.active.get()>
            <Grid />
        </Show>
    }
}

/// What every point looks up, computed once for the whole board.
#[derive(Clone, Copy)]
struct Points {
    focus: RwSignal<Pos>,
    last: Memo<Option<Pos>>,
    numbers: Memo<Option<Vec<u16>>>,
    ghosts: Memo<Vec<Ghost>>,
    editing: Memo<bool>,
}

#[component]
fn Grid() -> impl IntoView {
    let desk = expect_context::<Desk>();
    let shown = desk.shown;
    let size = Memo::new(move |_| shown.with(|s| s.board.size()));
    let editing = Memo::new(move |_| desk.study.editor.with(Option::is_some));
    let focus = RwSignal::new(Pos::center(size.get_untracked()));
    let grid = NodeRef::<Div>::new();
    let numbers = Memo::new(move |_| {
        desk.numbers
            .get()
            .then(|| shown.with(|s| move_numbers(&s.moves, size.get())))
    });
    let ghosts = Memo::new(move |_| {
        let ply = desk.at().0;
        desk.session.with(|s| {
            desk.study
                .review_of(s.game())
                .filter(|_| !editing.get())
                .map(|run| run.ghosts(ply))
                .unwrap_or_default()
        })
    });
    let points = Points {
        focus,
        last: Memo::new(move |_| shown.with(|s| s.moves.last().copied())),
        numbers,
        ghosts,
        editing,
    };
    let rows = move || {
        let size = size.get();
        grid_rows(size, move |pos| view! { <Point pos size points /> })
    };
    let label = move || {
        let texts = desk.texts();
        if editing.get() {
            texts.edit.to_owned()
        } else {
            let (n, m) = desk.at();
            format!("{} {n} / {m}", texts.move_word)
        }
    };
    view! {
        <div
            class="board"
            class:editing=move || editing.get()
            role="grid"
            node_ref=grid
            aria-label=label
            style:--size=move || size.get().to_string()
            data-next=move || shown.with(|s| s.to_move.name())
            on:keydown=move |event| {
                grid_key(&event, focus, size.get_untracked(), grid, |pos| desk.click(pos))
            }
        >
            {rows}
        </div>
    }
}

/// One point of the study's board.
#[component]
fn Point(
    /// Which point.
    pos: Pos,
    /// The board's side.
    size: usize,
    /// What the whole board shares.
    points: Points,
) -> impl IntoView {
    let desk = expect_context::<Desk>();
    let stone = Memo::new(move |_| desk.shown.with(|s| s.board.get(pos)));
    let ghost = Memo::new(move |_| {
        points
            .ghosts
            .with(|ghosts| ghosts.iter().find(|g| g.pos == pos).copied())
    });
    let flag = |on: bool| on.then_some("true");
    let number = move || {
        points.numbers.with(|n| {
            n.as_ref()
                .and_then(|n| n.get(pos.row() * size + pos.col()).copied())
                .filter(|&n| n > 0)
        })
    };
    let stone_view = move || {
        stone.get().map(|s: Stone| {
            view! {
                <span class=format!("stone {}", s.name())>
                    {move || number().map(|n| n.to_string())}
                </span>
            }
        })
    };
    let ghost_view = move || {
        ghost.get().map(|g| {
            view! {
                <span class=format!("stone ghost {}", g.stone.name())>
                    {g.order.map(|n| n.to_string())}
                </span>
            }
        })
    };
    let label = move || {
        let lang = desk.lang.get();
        let mut label = lang.texts().point_label(pos, size, stone.get(), false);
        if let Some(g) = ghost.get() {
            let ghost = lang.study().ghost_label(g.order, g.kind == GhostKind::Best);
            label = format!("{label}, {ghost}");
        }
        label
    };
    view! {
        <div
            class=cell_class(pos, size)
            class:playable=move || points.editing.get()
            role="gridcell"
            tabindex=move || if points.focus.get() == pos { "0" } else { "-1" }
            aria-label=label
            data-row=pos.row()
            data-col=pos.col()
            data-stone=move || stone.get().map(Stone::name)
            data-last=move || flag(points.last.get() == Some(pos))
            data-ghost=move || {
                ghost.get().map(|g| if g.kind == GhostKind::Best { "best" } else { "line" })
            }
            data-order=move || ghost.get().and_then(|g| g.order)
            on:click=move |_| {
                points.focus.set(pos);
                desk.click(pos);
            }
        >
            {stone_view}
            {ghost_view}
        </div>
    }
}
