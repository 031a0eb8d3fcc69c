use gobang_engine::{Line, Pos, Stone};
use leptos::html::Div;
use leptos::prelude::*;

use crate::play::Play;
use crate::session::{Phase, Session};

/// The star points (hoshi) of a board, drawn as dots like on a real one: three along
/// each side on the larger boards.
fn star_lines(size: usize) -> [usize; 3] {
    [3, size / 2, size - 4]
}

/// The wooden board: an ARIA grid of points, lines drawn by CSS through each point's cell.
/// Clicks and taps play; the arrow keys move the focus across the points and Enter or
/// Space plays where it is.
#[component]
pub fn Board() -> impl IntoView {
    let play = expect_context::<Play>();
    let size = Memo::new(move |_| play.session.with(|s| s.game().board().size()));
    let focus = RwSignal::new(Pos::center(size.get_untracked()));
    let grid = NodeRef::<Div>::new();
    // Shared by all the points, so that each point's view reruns only when what it shows
    // changes.
    let last = Memo::new(move |_| play.session.with(|s| s.game().last_move()));
    let win = Memo::new(move |_| play.session.with(Session::win_line));
    let hint = Memo::new(move |_| play.current_hint());
    let forbidden = Memo::new(move |_| play.session.with(Session::forbidden_points));
    // Whether a person may play now: the points read this rather than the whole session,
    // so that a move wakes only what it changes (a point is playable as
    // `Session::can_play` says: a person's turn, empty, not forbidden).
    let your_turn = Memo::new(move |_| play.session.with(|s| s.phase() == Phase::YourTurn));
    let numbers = Memo::new(move |_| {
        play.numbers.get().then(|| {
            let size = size.get();
            let mut numbers = vec![0u16; size * size];
            play.session.with(|s| {
                for (i, pos) in s.game().moves().iter().enumerate() {
                    numbers[pos.row() * size + pos.col()] = i as u16 + 1;
                }
            });
            numbers
        })
    });
    let points = Points {
        your_turn,
        focus,
        last,
        win,
        hint,
        forbidden,
        numbers,
    };
    let on_keydown = move |event: leptos::ev::KeyboardEvent| {
        let here = focus.get_untracked();
        let step = match event.key().as_str() {
            "ArrowUp" => (-1, 0),
            "ArrowDown" => (1, 0),
            "ArrowLeft" => (0, -1),
            "ArrowRight" => (0, 1),
            "Enter" | " " => {
                event.prevent_default();
                play.click(here);
                return;
            }
            _ => return,
        };
        event.prevent_default();
        if let Some(next) = here.offset(step.0, step.1, 1, size.get_untracked()) {
            focus.set(next);
            let selector = format!(r#"[data-row="{}"][data-col="{}"]"#, next.row(), next.col());
            if let Some(cell) = grid
                .get_untracked()
                .and_then(|g| g.query_selector(&selector).ok().flatten())
            {
                let _ = wasm_bindgen::JsCast::unchecked_into::<web_sys::HtmlElement>(cell).focus();
            }
        }
    };
    // The points are made again only when the board's size changes.
    let rows = move || {
        let size = size.get();
        focus.set(Pos::center(size));
        (0..size)
            .map(|row| {
                let cells = (0..size)
                    .filter_map(|col| Pos::new(row, col))
                    .map(|pos| view! { <Point pos size points /> })
                    .collect_view();
                view! {
                    <div class="row" role="row">
                        {cells}
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <div
            class="board"
            role="grid"
            node_ref=grid
            aria-label=move || play.texts().board
            style:--size=move || size.get().to_string()
            data-next=move || play.session.with(|s| s.game().to_move().name())
            on:keydown=on_keydown
        >
            {rows}
        </div>
    }
}

/// What every point looks up, computed once for the whole board.
#[derive(Clone, Copy)]
struct Points {
    your_turn: Memo<bool>,
    focus: RwSignal<Pos>,
    last: Memo<Option<Pos>>,
    win: Memo<Option<Line>>,
    hint: Memo<Option<Pos>>,
    forbidden: Memo<Vec<Pos>>,
    numbers: Memo<Option<Vec<u16>>>,
}

/// One point of the board.
#[component]
fn Point(
    /// Which point.
    pos: Pos,
    /// The board's side, to know which lines stop at the edge.
    size: usize,
    /// What the whole board shares.
    points: Points,
) -> impl IntoView {
    let play = expect_context::<Play>();
    let (row, col) = (pos.row(), pos.col());
    let stars = star_lines(size);
    let edges = [
        (row == 0, "edge-top"),
        (row + 1 == size, "edge-bottom"),
        (col == 0, "edge-left"),
        (col + 1 == size, "edge-right"),
        (stars.contains(&row) && stars.contains(&col), "star"),
    ];
    let class = edges
        .iter()
        .filter(|(on, _)| *on)
        .fold(String::from("cell"), |class, (_, name)| class + " " + name);
    let stone = Memo::new(move |_| play.session.with(|s| s.game().board().get(pos)));
    let forbidden = Memo::new(move |_| points.forbidden.with(|f| f.contains(&pos)));
    let flag = |on: bool| on.then_some("true");
    let number = move || {
        points.numbers.with(|n| {
            n.as_ref()
                .and_then(|n| n.get(row * size + col).copied())
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
    view! {
        <div
            class=class
            class:playable=move || points.your_turn.get() && stone.get().is_none() && !forbidden.get()
            role="gridcell"
            tabindex=move || if points.focus.get() == pos { "0" } else { "-1" }
            aria-label=move || play.texts().point_label(pos, size, stone.get(), forbidden.get())
            data-row=row
            data-col=col
            data-stone=move || stone.get().map(Stone::name)
            data-last=move || flag(points.last.get() == Some(pos))
            data-win=move || flag(points.win.get().is_some_and(|line| line.contains(pos)))
            data-hint=move || flag(points.hint.get() == Some(pos))
            data-forbidden=move || flag(forbidden.get())
            on:click=move |_| {
                points.focus.set(pos);
                play.click(pos);
            }
        >
            {stone_view}
        </div>
    }
}
