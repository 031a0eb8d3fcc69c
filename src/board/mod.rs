//! The wooden board: an ARIA grid of points, with the letters and numbers of the records
//! on its edges. What it shows and what a press does come from its caller, as one
//! [`BoardModel`] whose points are [`paint`]ed from the caller's [`Picture`]: the page's
//! board shows the game as it stands and plays; the study module's, the same board, shows
//! an earlier move with the review's ghost stones, or the editor's position; the puzzles,
//! the lessons and the library show theirs.
//!
//! The points are not reactive views of their own. One board-level effect works out what
//! every point shows ([`PointState`]), compares it with what the page shows, and touches
//! only the points that changed; one delegated listener on the grid takes the clicks,
//! taps and keys for all of them. A move therefore costs a few DOM writes, not 361
//! closures, and a new board is written in one go.

mod paint;

use std::borrow::Cow;
use std::fmt::Write as _;
use std::rc::Rc;

use gobang_engine::{Pos, Stone};
use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use crate::shell::text::{Lang, escape, point_name};

pub(crate) use paint::{Branch, Picture, PointState, Stones, paint};
pub use paint::{Ghost, GhostKind};

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

/// A tap on a point where taps are to be confirmed (`confirm`): the first shows it as a
/// preview and is all the tap does (`true`); otherwise the preview goes and the press is
/// the caller's to carry out (`false`).
pub(crate) fn preview_first(preview: RwSignal<Option<Pos>>, pos: Pos, confirm: bool) -> bool {
    if confirm && preview.get_untracked() != Some(pos) {
        preview.set(Some(pos));
        return true;
    }
    preview.set(None);
    false
}

/// What a screen reader hears of a ghost stone, after the point's name.
pub(crate) type GhostLabel = fn(Lang, Ghost) -> String;

/// What a board shows and what a press on its points does: the board component's one
/// input, which each feature fills in with closures over its own state. The board calls
/// them inside its effects and its attributes, so that it follows the signals they read.
/// (Plain closures, not signals: Leptos's signal and callback wrappers would cost the
/// page's download more than the board itself.)
pub(crate) struct BoardModel {
    /// The board's side.
    pub size: Box<dyn Fn() -> usize + Send + Sync>,
    /// What every point shows, row by row from the top: the feature's [`Picture`],
    /// [`paint`]ed.
    pub points: Box<dyn Fn() -> Vec<PointState> + Send + Sync>,
    /// A press on a point, made by a tap on a point too small for a finger when the flag
    /// is set (where a stone is put, a first such tap only shows a preview:
    /// [`preview_first`]). Whether it was taken: a refused press shakes the point.
    pub press: Box<dyn Fn(Pos, bool) -> bool + Send + Sync>,
    /// The grid's name for screen readers.
    pub label: Box<dyn Fn() -> String + Send + Sync>,
    /// Whose turn it is on the board shown.
    pub to_move: Box<dyn Fn() -> Stone + Send + Sync>,
    /// Whether a press puts a stone (the hover stone and the cursor show it).
    pub playable: Box<dyn Fn() -> bool + Send + Sync>,
    /// The language of the points' names.
    pub lang: Box<dyn Fn() -> Lang + Send + Sync>,
    /// Whether the coordinates are shown on the edges.
    pub coords: Box<dyn Fn() -> bool + Send + Sync>,
    /// Whether a tap on a small point asks to be confirmed.
    pub confirm_taps: Box<dyn Fn() -> bool + Send + Sync>,
    /// How the ghost stones are named, on a board that draws them.
    pub ghost_label: Option<GhostLabel>,
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
    /// The attributes that change with the game, `None` where absent; a ghost stone is
    /// named by `ghost_label`.
    fn attributes(
        &self,
        pos: Pos,
        size: usize,
        lang: Lang,
        ghost_label: Option<GhostLabel>,
    ) -> [(&'static str, Option<Cow<'static, str>>); 13] {
        let flag = |on: bool| on.then_some(Cow::Borrowed("true"));
        let number = (self.number > 0).then_some(self.number);
        let mut label = lang
            .texts()
            .point_label(pos, size, self.stone, number, self.forbidden);
        if let (Some(ghost), Some(ghost_label)) = (self.ghost, ghost_label) {
            label = label + lang.texts().comma + &ghost_label(lang, ghost);
        }
        let texts = lang.texts();
        if let Some(branch) = self.branch {
            label = label + texts.comma + texts.branches[branch as usize];
        }
        if self.marked {
            label = label + texts.comma + texts.marked;
        }
        if !self.text.is_empty() {
            label = label + texts.comma + "“" + &self.text.text() + "”";
        }
        [
            (
                "tabindex",
                Some(Cow::Borrowed(if self.focus { "0" } else { "-1" })),
            ),
            ("aria-label", Some(Cow::Owned(label))),
            ("data-stone", self.stone.map(|s| Cow::Borrowed(s.name()))),
            ("data-last", flag(self.last)),
            ("data-win", flag(self.win)),
            ("data-hint", flag(self.hint)),
            ("data-preview", flag(self.preview)),
            ("data-forbidden", flag(self.forbidden)),
            ("data-mark", flag(self.marked)),
            (
                "data-ghost",
                self.ghost.map(|g| {
                    Cow::Borrowed(match g.kind {
                        GhostKind::Best => "best",
                        GhostKind::Line => "line",
                        GhostKind::Offer => "offer",
                    })
                }),
            ),
            (
                "data-offer",
                self.ghost
                    .filter(|g| g.kind == GhostKind::Offer)
                    .map(|g| Cow::Owned(g.pos.display(size).to_string())),
            ),
            (
                "data-order",
                self.ghost
                    .and_then(|g| g.order)
                    .map(|n| Cow::Owned(n.to_string())),
            ),
            (
                "data-library-child",
                self.branch.map(|b| {
                    Cow::Borrowed(match b {
                        Branch::Plain => "true",
                        Branch::Marked => "marked",
                    })
                }),
            ),
        ]
    }

    /// The stone drawn inside the point, with its number; or a ghost stone, with its
    /// place in its line; or the point's text.
    fn inner_html(&self) -> String {
        let (stone, class, number) = match (self.stone, self.ghost) {
            (Some(stone), _) => (stone, "stone", self.number as usize),
            (None, Some(ghost)) => (ghost.stone, "stone ghost", ghost.order.unwrap_or(0)),
            (None, None) if !self.text.is_empty() => {
                let text = escape(&self.text.text());
                return format!(r#"<span class="point-text">{text}</span>"#);
            }
            (None, None) => return String::new(),
        };
        if number > 0 {
            format!(r#"<span class="{class} {}">{number}</span>"#, stone.name())
        } else {
            format!(r#"<span class="{class} {}"></span>"#, stone.name())
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
    fn draw(
        &mut self,
        grid: &Element,
        size: usize,
        states: Vec<PointState>,
        lang: Lang,
        ghost_label: Option<GhostLabel>,
    ) {
        if self.size != size || self.cells.len() != states.len() {
            self.build(grid, size, &states, lang, ghost_label);
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
                let before = old.attributes(pos, size, lang, ghost_label);
                for ((name, value), (_, was)) in new
                    .attributes(pos, size, lang, ghost_label)
                    .into_iter()
                    .zip(before)
                {
                    if value == was && !(relabel && name == "aria-label") {
                        continue;
                    }
                    let _ = match value {
                        Some(value) => cell.set_attribute(name, &value),
                        None => cell.remove_attribute(name),
                    };
                }
                if (new.stone, new.number, new.ghost, new.text)
                    != (old.stone, old.number, old.ghost, old.text)
                {
                    cell.set_inner_html(&new.inner_html());
                }
            }
        }
        self.states = states;
        self.lang = Some(lang);
    }

    /// Writes a board of side `size` in one go, and keeps its points.
    fn build(
        &mut self,
        grid: &Element,
        size: usize,
        states: &[PointState],
        lang: Lang,
        ghost_label: Option<GhostLabel>,
    ) {
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
                for (name, value) in state.attributes(pos, size, lang, ghost_label) {
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
        self.index(pos).and_then(|i| self.cells.get(i))
    }

    fn index(&self, pos: Pos) -> Option<usize> {
        (pos.row() < self.size && pos.col() < self.size).then(|| pos.row() * self.size + pos.col())
    }

    /// Moves the keyboard's stop (the one point with `tabindex="0"`) to `to`: two points
    /// touched, not the whole board compared.
    fn move_focus(&mut self, to: Pos) {
        let Some(to) = self.index(to).filter(|&i| i < self.states.len()) else {
            return;
        };
        if self.states[to].focus {
            return;
        }
        for (state, cell) in self.states.iter_mut().zip(&self.cells) {
            if state.focus {
                state.focus = false;
                let _ = cell.set_attribute("tabindex", "-1");
            }
        }
        self.states[to].focus = true;
        if let Some(cell) = self.cells.get(to) {
            let _ = cell.set_attribute("tabindex", "0");
        }
    }
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

/// The wooden board: an ARIA grid of points, lines drawn by CSS through each point's cell,
/// showing what `model` gives it. Clicks and taps press a point (on a touch screen,
/// where a point is small, a first tap shows a preview stone and a second plays it); the
/// arrow keys move the focus across the points and Enter or Space presses where it is.
pub(crate) fn board(model: BoardModel) -> impl IntoView {
    let BoardModel {
        size,
        points,
        press,
        label,
        to_move,
        playable,
        lang,
        coords,
        confirm_taps,
        ghost_label,
    } = model;
    // Each closure goes to the one part of the board that calls it; the press, to the
    // click's and the key's handlers both.
    let size = Memo::new(move |_| size());
    let press: Rc<dyn Fn(Pos, bool) -> bool + Send + Sync> = Rc::from(press);
    // Where the keyboard's focus is: not a signal, since a press on a point moves the focus
    // there first, and that would make a move two board updates; the board moves its
    // `tabindex` itself.
    let focus = StoredValue::new(Pos::center(size.get_untracked()));
    let grid = NodeRef::<Div>::new();
    let (columns, rows) = edges(size);
    let drawn = StoredValue::new_local(Drawn::default());
    // How the last press on the board was made: "touch", "pen" or "mouse".
    let pointer = StoredValue::new_local(String::new());
    draw_points(grid, drawn, size, focus, points, lang, ghost_label);
    // The focus moved to `pos` (by a key, a press or a screen reader).
    let set_focus = move |pos: Pos| {
        focus.set_value(pos);
        drawn.update_value(|d| d.move_focus(pos));
    };
    let focus_point = move |pos: Pos| {
        set_focus(pos);
        drawn.with_value(|d| d.cell(pos).map(|cell| cell.focus()));
    };
    let on_key_press = press.clone();
    let on_keydown = move |event: leptos::ev::KeyboardEvent| {
        let here = focus.get_value();
        let step = match event.key().as_str() {
            "ArrowUp" => (-1, 0),
            "ArrowDown" => (1, 0),
            "ArrowLeft" => (0, -1),
            "ArrowRight" => (0, 1),
            "Enter" | " " => {
                event.prevent_default();
                press_point(&*on_key_press, drawn, here, false);
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
        set_focus(pos);
        let touch = pointer.with_value(|p| p == "touch" || p == "pen");
        // (Measured only for a tap: reading a size makes the browser lay the page out.)
        let confirm = touch
            && untrack(&confirm_taps)
            && drawn.with_value(|d| {
                d.cell(pos)
                    .is_some_and(|cell| cell.offset_width() < SMALLEST_TARGET_PX)
            });
        press_point(&*press, drawn, pos, confirm);
    };
    view! {
        <div
            class="board-frame"
            class:coords=move || coords()
            style:--size=move || size.get().to_string()
        >
            <div
                class="board"
                role="grid"
                node_ref=grid
                aria-label=label
                data-next=move || to_move().name()
                data-playable=move || playable().then_some("true")
                on:keydown=on_keydown
                on:click=on_click
                on:pointerdown=move |event: leptos::ev::PointerEvent| {
                    pointer.set_value(event.pointer_type());
                }
                on:focusin=move |event: leptos::ev::FocusEvent| {
                    if let Some(pos) = event_point(event.target()) {
                        set_focus(pos);
                    }
                }
            ></div>
            <div class="coords-cols" aria-hidden="true" node_ref=columns></div>
            <div class="coords-rows" aria-hidden="true" node_ref=rows></div>
        </div>
    }
}

/// The edges' letters and numbers, written again only when the size changes: the two
/// edges' nodes.
fn edges(size: Memo<usize>) -> (NodeRef<Div>, NodeRef<Div>) {
    let columns = NodeRef::<Div>::new();
    let rows = NodeRef::<Div>::new();
    Effect::new(move |_| {
        let size = size.get();
        if let (Some(columns), Some(rows)) = (columns.get(), rows.get()) {
            let (letters, numbers) = coordinates(size);
            columns.set_inner_html(&letters);
            rows.set_inner_html(&numbers);
        }
    });
    (columns, rows)
}

/// The effect that brings the points in `grid` to what `points` gives, the keyboard's
/// stop at `focus` (or the centre, where `focus` is off a smaller board).
fn draw_points(
    grid: NodeRef<Div>,
    drawn: StoredValue<Drawn, LocalStorage>,
    size: Memo<usize>,
    focus: StoredValue<Pos>,
    points: Box<dyn Fn() -> Vec<PointState> + Send + Sync>,
    lang: Box<dyn Fn() -> Lang + Send + Sync>,
    ghost_label: Option<GhostLabel>,
) {
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
        let focused = focus.get_value();
        let focused = if focused.row() < size && focused.col() < size {
            focused
        } else {
            Pos::center(size)
        };
        let mut states = points();
        if let Some(point) = states.get_mut(focused.row() * size + focused.col()) {
            point.focus = true;
        }
        let lang = lang();
        drawn.update_value(|d| d.draw(&grid, size, states, lang, ghost_label));
    });
}

/// A press on a point, given to the model's `press`; a refused press shakes the point.
fn press_point(
    press: &(dyn Fn(Pos, bool) -> bool + Send + Sync),
    drawn: StoredValue<Drawn, LocalStorage>,
    pos: Pos,
    confirm: bool,
) {
    if untrack(|| press(pos, confirm)) {
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
    use crate::board::paint::PointText;

    #[test]
    fn only_changed_attributes_differ() {
        let pos = Pos::new(9, 9).unwrap();
        let empty = PointState::default();
        let black = PointState {
            stone: Some(Stone::Black),
            last: true,
            ..PointState::default()
        };
        let before = empty.attributes(pos, 19, Lang::En, None);
        let after = black.attributes(pos, 19, Lang::En, None);
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
        // A ghost stone: its kind and place in the line, drawn faintly with its number.
        let ghost = PointState {
            ghost: Some(Ghost {
                pos,
                stone: Stone::White,
                kind: GhostKind::Line,
                order: Some(3),
            }),
            ..PointState::default()
        };
        let label: GhostLabel = |_, g| format!("line {:?}", g.order);
        let attributes = ghost.attributes(pos, 19, Lang::En, Some(label));
        assert!(attributes.contains(&("data-ghost", Some("line".into()))));
        assert!(attributes.contains(&("data-order", Some("3".into()))));
        assert!(
            attributes[1]
                .1
                .as_deref()
                .is_some_and(|l| l.ends_with(", line Some(3)"))
        );
        assert_eq!(
            ghost.inner_html(),
            r#"<span class="stone ghost white">3</span>"#
        );
        // A library's marked move with its text: named, flagged and written on the point.
        let branch = PointState {
            branch: Some(Branch::Marked),
            text: PointText::new("A"),
            ..PointState::default()
        };
        let attributes = branch.attributes(pos, 19, Lang::En, Some(label));
        assert!(attributes.contains(&("data-library-child", Some("marked".into()))));
        assert!(
            attributes[1]
                .1
                .as_deref()
                .is_some_and(|l| l.ends_with(", a marked library move, “A”"))
        );
        assert_eq!(branch.inner_html(), r#"<span class="point-text">A</span>"#);
        // A point a file marks: flagged and named.
        let marked = PointState {
            marked: true,
            ..PointState::default()
        };
        let attributes = marked.attributes(pos, 19, Lang::En, None);
        assert!(attributes.contains(&("data-mark", Some("true".into()))));
        assert!(
            attributes[1]
                .1
                .as_deref()
                .is_some_and(|l| l.ends_with(", marked"))
        );
        let (letters, numbers) = coordinates(15);
        assert!(letters.starts_with("<span>A</span><span>B</span>"));
        assert!(letters.ends_with("<span>O</span>"));
        assert!(numbers.starts_with("<span>15</span><span>14</span>"));
        assert!(numbers.ends_with("<span>1</span>"));
    }
}
