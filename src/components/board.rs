//! The wooden board: an ARIA grid of points, with the letters and numbers of the records
//! on its edges.
//!
//! The points are not reactive views of their own. One board-level effect works out what
//! every point shows ([`PointState`]), compares it with what the page shows, and touches
//! only the points that changed; one delegated listener on the grid takes the clicks,
//! taps and keys for all of them. A move therefore costs a few DOM writes, not 361
//! closures, and a new board is written in one go.

use std::fmt::Write as _;

use gobang_engine::{Pos, Stone};
use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use crate::play::Play;
use crate::session::Phase;
use crate::text::{Lang, point_name};

/// A point smaller than this (CSS pixels) is too small for a finger (WCAG 2.5.8): on a
/// touch screen the first tap only shows a preview stone.
const SMALLEST_TARGET_PX: i32 = 24;
/// How long a refused point shakes.
const REFUSED_MS: u64 = 450;

/// The star points (hoshi) of a board, drawn as dots like on a real one: three along
/// each side on the larger boards.
fn star_lines(size: usize) -> [usize; 3] {
    [3, size / 2, size - 4]
}

/// What one point shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct PointState {
    stone: Option<Stone>,
    /// Its move number when numbers are shown, else 0.
    number: u16,
    last: bool,
    win: bool,
    hint: bool,
    preview: bool,
    forbidden: bool,
    /// Whether the keyboard's focus stops here (the one point with `tabindex="0"`).
    focus: bool,
}

/// What the whole board shows, point by point (row by row from the top).
fn board_state(play: Play, focus: Pos) -> Vec<PointState> {
    let numbers = play.numbers.get();
    let hint = play.current_hint().map(|h| h.pos);
    let preview = play.current_preview();
    play.session.with(|s| {
        let game = s.game();
        let size = game.board().size();
        let mut points: Vec<PointState> = (0..size * size)
            .map(|i| {
                let pos = Pos::new(i / size, i % size).unwrap_or(focus);
                let stone = game.board().get(pos);
                PointState {
                    stone,
                    hint: hint == Some(pos),
                    preview: preview == Some(pos),
                    focus: focus == pos,
                    ..PointState::default()
                }
            })
            .collect();
        let index = |pos: Pos| pos.row() * size + pos.col();
        for pos in s.forbidden_points() {
            points[index(pos)].forbidden = true;
        }
        if let Some(last) = game.last_move() {
            points[index(last)].last = true;
        }
        if let Some(line) = s.win_line() {
            for pos in line.points() {
                points[index(pos)].win = true;
            }
        }
        if numbers {
            for (n, &pos) in game.moves().iter().enumerate() {
                points[index(pos)].number = n as u16 + 1;
            }
        }
        points
    })
}

/// The point's classes: a star point has a dot. (The lines are the board's; whether a
/// stone can go there is the board's `data-playable` and the point's own attributes, so
/// that a change of turn touches no point.)
fn cell_class(pos: Pos, size: usize) -> &'static str {
    let stars = star_lines(size);
    if stars.contains(&pos.row()) && stars.contains(&pos.col()) {
        "cell star"
    } else {
        "cell"
    }
}

impl PointState {
    /// The attributes that change with the game, `None` where absent.
    fn attributes(&self, pos: Pos, size: usize, lang: Lang) -> [(&'static str, Option<String>); 8] {
        let flag = |on: bool| on.then(|| "true".to_owned());
        let number = (self.number > 0).then_some(self.number);
        let label = lang
            .texts()
            .point_label(pos, size, self.stone, number, self.forbidden);
        [
            (
                "tabindex",
                Some(if self.focus { "0" } else { "-1" }.to_owned()),
            ),
            ("aria-label", Some(label)),
            ("data-stone", self.stone.map(|s| s.name().to_owned())),
            ("data-last", flag(self.last)),
            ("data-win", flag(self.win)),
            ("data-hint", flag(self.hint)),
            ("data-preview", flag(self.preview)),
            ("data-forbidden", flag(self.forbidden)),
        ]
    }

    /// The stone drawn inside the point, with its number.
    fn inner_html(&self) -> String {
        match self.stone {
            None => String::new(),
            Some(stone) if self.number > 0 => {
                format!(
                    r#"<span class="stone {}">{}</span>"#,
                    stone.name(),
                    self.number
                )
            }
            Some(stone) => format!(r#"<span class="stone {}"></span>"#, stone.name()),
        }
    }
}

/// The points on the page and what they show.
#[derive(Default)]
struct Drawn {
    size: usize,
    lang: Option<Lang>,
    cells: Vec<HtmlElement>,
    states: Vec<PointState>,
}

impl Drawn {
    /// Brings the page's points to `states`: a new board is written whole, otherwise
    /// only the points (and of those, the attributes) that changed are touched.
    fn draw(&mut self, grid: &Element, size: usize, states: Vec<PointState>, lang: Lang) {
        if self.size != size || self.cells.len() != states.len() {
            self.build(grid, size, &states, lang);
        } else {
            let relabel = self.lang != Some(lang);
            for (i, (new, old)) in states.iter().zip(&self.states).enumerate() {
                if new == old && !relabel {
                    continue;
                }
                let Some(pos) = Pos::new(i / size, i % size) else {
                    continue;
                };
                let cell = &self.cells[i];
                let before = old.attributes(pos, size, lang);
                for ((name, value), (_, was)) in
                    new.attributes(pos, size, lang).into_iter().zip(before)
                {
                    if value == was && !(relabel && name == "aria-label") {
                        continue;
                    }
                    let _ = match value {
                        Some(value) => cell.set_attribute(name, &value),
                        None => cell.remove_attribute(name),
                    };
                }
                if (new.stone, new.number) != (old.stone, old.number) {
                    cell.set_inner_html(&new.inner_html());
                }
            }
        }
        self.states = states;
        self.lang = Some(lang);
    }

    /// Writes a board of side `size` in one go, and keeps its points.
    fn build(&mut self, grid: &Element, size: usize, states: &[PointState], lang: Lang) {
        let mut html = String::with_capacity(size * size * 120);
        for row in 0..size {
            html.push_str(r#"<div class="row" role="row">"#);
            for col in 0..size {
                let (Some(pos), Some(state)) = (Pos::new(row, col), states.get(row * size + col))
                else {
                    continue;
                };
                let _ = write!(
                    html,
                    r#"<div class="{}" role="gridcell" data-row="{row}" data-col="{col}""#,
                    cell_class(pos, size)
                );
                for (name, value) in state.attributes(pos, size, lang) {
                    if let Some(value) = value {
                        let _ = write!(html, r#" {name}="{}""#, escape(&value));
                    }
                }
                let _ = write!(html, ">{}</div>", state.inner_html());
            }
            html.push_str("</div>");
        }
        grid.set_inner_html(&html);
        self.cells = grid
            .query_selector_all("[data-row]")
            .map(|list| {
                (0..list.length())
                    .filter_map(|i| list.item(i))
                    .map(JsCast::unchecked_into)
                    .collect()
            })
            .unwrap_or_default();
        self.size = size;
    }

    fn cell(&self, pos: Pos) -> Option<&HtmlElement> {
        self.cells.get(pos.row() * self.size + pos.col())
    }
}

/// Text for an attribute's value in HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// The point an event happened on, from its `data-row` and `data-col`.
fn event_point(target: Option<web_sys::EventTarget>) -> Option<Pos> {
    let cell = target?
        .dyn_into::<Element>()
        .ok()?
        .closest("[data-row]")
        .ok()??;
    let read = |name: &str| cell.get_attribute(name)?.parse::<usize>().ok();
    Pos::new(read("data-row")?, read("data-col")?)
}

/// The wooden board: an ARIA grid of points, lines drawn by CSS through each point's cell.
/// Clicks and taps play (on a touch screen, where a point is small, a first tap shows a
/// preview stone and a second plays it); the arrow keys move the focus across the points
/// and Enter or Space plays where it is.
#[component]
pub fn Board() -> impl IntoView {
    let play = expect_context::<Play>();
    let size = Memo::new(move |_| play.session.with(|s| s.game().board().size()));
    let focus = RwSignal::new(Pos::center(size.get_untracked()));
    let grid = NodeRef::<Div>::new();
    let columns = NodeRef::<Div>::new();
    let rows = NodeRef::<Div>::new();
    let drawn = StoredValue::new_local(Drawn::default());
    // The edges' letters and numbers, written again only when the size changes.
    Effect::new(move |_| {
        let size = size.get();
        if let (Some(columns), Some(rows)) = (columns.get(), rows.get()) {
            let (letters, numbers) = coordinates(size);
            columns.set_inner_html(&letters);
            rows.set_inner_html(&numbers);
        }
    });
    // How the last press on the board was made: "touch", "pen" or "mouse".
    let pointer = StoredValue::new_local(String::new());
    // The points are first written in a task of their own, so that no start-up task is
    // long (see App).
    let started = RwSignal::new(false);
    set_timeout(move || started.set(true), std::time::Duration::ZERO);
    Effect::new(move |_| {
        let Some(grid) = grid.get() else { return };
        if !started.get() {
            return;
        }
        let size = size.get();
        let focused = focus.get();
        let focused = if focused.row() < size && focused.col() < size {
            focused
        } else {
            Pos::center(size)
        };
        let states = board_state(play, focused);
        let lang = play.lang.get();
        drawn.update_value(|d| d.draw(&grid, size, states, lang));
    });
    let focus_point = move |pos: Pos| {
        focus.set(pos);
        drawn.with_value(|d| d.cell(pos).map(|cell| cell.focus()));
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
                press(play, drawn, here, false);
                return;
            }
            _ => return,
        };
        event.prevent_default();
        if let Some(next) = here.offset(step.0, step.1, 1, size.get_untracked()) {
            focus_point(next);
        }
    };
    let on_click = move |event: leptos::ev::MouseEvent| {
        let Some(pos) = event_point(event.target()) else {
            return;
        };
        focus.set(pos);
        let touch = pointer.with_value(|p| p == "touch" || p == "pen");
        // (Measured only for a tap: reading a size makes the browser lay the page out.)
        let confirm = touch
            && play.confirm_taps.get_untracked()
            && drawn.with_value(|d| {
                d.cell(pos)
                    .is_some_and(|cell| cell.offset_width() < SMALLEST_TARGET_PX)
            });
        press(play, drawn, pos, confirm);
    };
    view! {
        <div
            class="board-frame"
            class:coords=move || play.coords.get()
            style:--size=move || size.get().to_string()
        >
            <div
                class="board"
                role="grid"
                node_ref=grid
                aria-label=move || play.texts().board
                data-next=move || play.session.with(|s| s.game().to_move().name())
                data-playable=move || {
                    play.session.with(|s| s.phase() == Phase::YourTurn).then_some("true")
                }
                on:keydown=on_keydown
                on:click=on_click
                on:pointerdown=move |event: leptos::ev::PointerEvent| {
                    pointer.set_value(event.pointer_type());
                }
                on:focusin=move |event: leptos::ev::FocusEvent| {
                    if let Some(pos) = event_point(event.target()) {
                        focus.set(pos);
                    }
                }
            ></div>
            <div class="coords-cols" aria-hidden="true" node_ref=columns></div>
            <div class="coords-rows" aria-hidden="true" node_ref=rows></div>
        </div>
    }
}

/// A press on a point: with `confirm`, the first shows a preview stone and a second on
/// the same point plays; otherwise it plays at once. A refused press shakes the point.
fn press(play: Play, drawn: StoredValue<Drawn, LocalStorage>, pos: Pos, confirm: bool) {
    let previewed = play.current_preview() == Some(pos);
    let placed = if confirm && !previewed {
        play.show_preview(pos)
    } else {
        play.click(pos)
    };
    if placed {
        return;
    }
    let Some(cell) = drawn.with_value(|d| d.cell(pos).cloned()) else {
        return;
    };
    let _ = cell.set_attribute("data-refused", "true");
    set_timeout(
        move || {
            let _ = cell.remove_attribute("data-refused");
        },
        std::time::Duration::from_millis(REFUSED_MS),
    );
}

/// The letters along the bottom edge and the numbers along the left, as in the records
/// (columns A… from the left, rows 1… from the bottom), as HTML. Screen readers skip them
/// (`aria-hidden`): every point's name already says where it is.
fn coordinates(size: usize) -> (String, String) {
    let letters = (0..size)
        .filter_map(|col| Pos::new(size - 1, col))
        .map(|pos| {
            let name = point_name(pos, size);
            format!(
                "<span>{}</span>",
                name.trim_end_matches(|c: char| c.is_ascii_digit())
            )
        })
        .collect();
    let numbers = (1..=size)
        .rev()
        .map(|n| format!("<span>{n}</span>"))
        .collect();
    (letters, numbers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_changed_attributes_differ() {
        let pos = Pos::new(9, 9).unwrap();
        let empty = PointState::default();
        let black = PointState {
            stone: Some(Stone::Black),
            last: true,
            ..PointState::default()
        };
        let before = empty.attributes(pos, 19, Lang::En);
        let after = black.attributes(pos, 19, Lang::En);
        let changed: Vec<&str> = before
            .iter()
            .zip(&after)
            .filter(|(a, b)| a != b)
            .map(|(a, _)| a.0)
            .collect();
        assert_eq!(changed, ["aria-label", "data-stone", "data-last"]);
        assert_eq!(cell_class(pos, 19), "cell star");
        assert_eq!(cell_class(Pos::new(0, 18).unwrap(), 19), "cell");
        assert_eq!(black.inner_html(), r#"<span class="stone black"></span>"#);
        let (letters, numbers) = coordinates(15);
        assert!(letters.starts_with("<span>A</span><span>B</span>"));
        assert!(letters.ends_with("<span>O</span>"));
        assert!(numbers.starts_with("<span>15</span><span>14</span>"));
        assert!(numbers.ends_with("<span>1</span>"));
    }
}
