//! The app's places: the game, the puzzles, the lessons, the progress, the analysis board
//! and the opening library, each with its own address (a hash route, `#puzzles`, which a
//! static host serves) and an entry in the browser's history, so that Back, Forward, a
//! reload and a link behave as on any site. The bar of places (`data-testid="places"`)
//! stands on every screen, above the page.
//!
//! The places other than the game belong to the study module, and so does the router:
//! each feature registers a [`Door`] (whether it is open, how to enter and leave it) with
//! [`register`]; [`start`] takes the bar over from the loader's stand-in (index.html,
//! `assets/study_loader.js`) and keeps the address and the open place in step both ways:
//! - an address that changes (a link of the bar, Back, Forward, a link typed or opened)
//!   opens its place and leaves the others; the analysis board stays under a learning page
//!   opened over it;
//! - a place opened or left from within (a page's Back to game, a line of the library
//!   played) is written in the address as a new entry of the history.
//!
//! Opening a place never touches the game: the learning pages are drawn over it, and the
//! analysis board analyses the game when it may be studied, else a board of its own.

use std::cell::{Cell, RefCell};

use leptos::prelude::*;

use crate::shell::text::Lang;

/// A place of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The game (the page's own board).
    Play,
    /// The puzzles.
    Puzzles,
    /// The lessons.
    Lessons,
    /// The player's progress.
    Progress,
    /// The analysis board.
    Analysis,
    /// The opening library (RenLib files).
    Library,
}

impl Place {
    /// Every place, in the bar's order.
    pub const ALL: [Place; 6] = [
        Place::Play,
        Place::Puzzles,
        Place::Lessons,
        Place::Progress,
        Place::Analysis,
        Place::Library,
    ];

    /// The place's name in its address and in the bar's `data-place`.
    pub const fn name(self) -> &'static str {
        match self {
            Place::Play => "play",
            Place::Puzzles => "puzzles",
            Place::Lessons => "lessons",
            Place::Progress => "progress",
            Place::Analysis => "analysis",
            Place::Library => "library",
        }
    }

    /// The place an address's fragment names (`#lessons`); the game for any other
    /// fragment or none (a game's link, `#moves=…`, is the game's).
    pub fn from_hash(hash: &str) -> Place {
        let name = hash.strip_prefix('#').unwrap_or(hash);
        Place::ALL
            .into_iter()
            .find(|place| place.name() == name)
            .unwrap_or(Place::Play)
    }

    /// The fragment of the place's address, `#` included.
    pub fn hash(self) -> String {
        format!("#{}", self.name())
    }

    /// Whether the place is a page drawn over the game (rather than the game's board).
    pub const fn is_page(self) -> bool {
        !matches!(self, Place::Play | Place::Analysis)
    }

    /// The place's name in the bar.
    pub const fn label(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (Lang::En, Place::Play) => "Play",
            (Lang::En, Place::Puzzles) => "Puzzles",
            (Lang::En, Place::Lessons) => "Lessons",
            (Lang::En, Place::Progress) => "Progress",
            (Lang::En, Place::Analysis) => "Analysis",
            (Lang::En, Place::Library) => "Library",
            (Lang::Zh, Place::Play) => "对局",
            (Lang::Zh, Place::Puzzles) => "习题",
            (Lang::Zh, Place::Lessons) => "课程",
            (Lang::Zh, Place::Progress) => "进度",
            (Lang::Zh, Place::Analysis) => "分析",
            (Lang::Zh, Place::Library) => "棋谱",
        }
    }
}

/// What the router needs of a place: whether it is open, and how to enter and leave it.
#[derive(Clone, Copy)]
pub struct Door {
    /// Whether the place is open now.
    pub open: Signal<bool>,
    /// Opens the place.
    pub enter: Callback<()>,
    /// Leaves the place (back to the game).
    pub leave: Callback<()>,
}

impl Door {
    /// The door of a place open while `open` is, entered with `enter` and left with
    /// `leave`.
    pub fn new(
        open: impl Into<Signal<bool>>,
        enter: impl Fn() + Send + Sync + 'static,
        leave: impl Fn() + Send + Sync + 'static,
    ) -> Door {
        Door {
            open: open.into(),
            enter: Callback::new(move |()| enter()),
            leave: Callback::new(move |()| leave()),
        }
    }
}

/// The place that is open, given whether each place with a door is: a learning page
/// first (it is drawn over the rest), then the analysis board, else the game.
pub fn open_place(open: impl IntoIterator<Item = (Place, bool)>) -> Place {
    let open: Vec<Place> = open.into_iter().filter(|o| o.1).map(|o| o.0).collect();
    let page = open.iter().copied().find(|place| place.is_page());
    page.or_else(|| open.contains(&Place::Analysis).then_some(Place::Analysis))
        .unwrap_or(Place::Play)
}

/// Which doors to leave to enter `target`: every open one but the target, and the
/// analysis board stays under a learning page.
pub fn to_leave(target: Place, open: impl IntoIterator<Item = (Place, bool)>) -> Vec<Place> {
    open.into_iter()
        .filter(|&(place, open)| {
            open && place != target && !(target.is_page() && place == Place::Analysis)
        })
        .map(|(place, _)| place)
        .collect()
}

thread_local! {
    /// The doors registered so far.
    static DOORS: RefCell<Vec<(Place, Door)>> = const { RefCell::new(Vec::new()) };
    /// The place last seen open, to tell a place opened from within from one opened by
    /// its address.
    static SEEN: Cell<Option<Place>> = const { Cell::new(None) };
    /// Whether the place in the address waits for the page to be up.
    static PENDING: Cell<bool> = const { Cell::new(false) };
}

/// Counts the doors registered (read by the router's effect).
fn registered() -> RwSignal<usize> {
    thread_local! {
        static COUNT: RwSignal<usize> = RwSignal::new(0);
    }
    COUNT.with(|count| *count)
}

/// Registers the door of `place`; if the address names it, it opens now (once the page
/// is up: see [`start`]).
pub fn register(place: Place, door: Door) {
    DOORS.with_borrow_mut(|doors| doors.push((place, door)));
    registered().update(|count| *count += 1);
    if addressed() == place && page_is_up() && !door.open.get_untracked() {
        untrack(|| door.enter.run(()));
    }
}

/// Whether the page has published its state (its language, its game): a place opened
/// before would show in the wrong language.
fn page_is_up() -> bool {
    crate::shell::seam::read().is_some()
}

/// The place the address names.
fn addressed() -> Place {
    Place::from_hash(&crate::shell::browser::hash())
}

/// Whether each place with a door is open (read by the caller's reactive scope).
fn doors_open() -> Vec<(Place, bool)> {
    let doors: Vec<(Place, Door)> = DOORS.with_borrow(Clone::clone);
    doors
        .into_iter()
        .map(|(place, door)| (place, door.open.get()))
        .collect()
}

/// Opens the place the address names, leaving the others.
fn follow_address() {
    let target = addressed();
    let doors: Vec<(Place, Door)> = DOORS.with_borrow(Clone::clone);
    let leave = untrack(|| to_leave(target, doors_open()));
    for (place, door) in &doors {
        if leave.contains(place) {
            door.leave.run(());
        }
    }
    if let Some((_, door)) = doors.iter().find(|(place, _)| *place == target)
        && !door.open.get_untracked()
    {
        door.enter.run(());
    }
}

/// Writes `place` in the address as a new entry of the history (the query kept).
fn write_address(place: Place) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let url = format!(
        "{}{}{}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default(),
        place.hash()
    );
    if let Ok(history) = window.history() {
        let _ = history.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// Starts the router: the bar of places drawn in `#places` (in place of the loader's
/// stand-in), the place the address names opened, and the two kept in step.
pub fn start() {
    let page = crate::shell::seam::watch();
    SEEN.set(Some(addressed()));
    let current = RwSignal::new(addressed());
    Effect::new(move |_| {
        registered().track();
        let open = open_place(doors_open());
        // Until the door of the place in the address is there, it is not yet open.
        let target = addressed();
        let waiting = PENDING.get()
            || (target != Place::Play
                && DOORS.with_borrow(|doors| doors.iter().all(|(place, _)| *place != target)));
        if waiting || SEEN.get() == Some(open) {
            return;
        }
        SEEN.set(Some(open));
        current.set(open);
        if addressed() != open {
            write_address(open);
        }
    });
    let follow = move || {
        let target = addressed();
        current.set(target);
        SEEN.set(Some(target));
        follow_address();
    };
    let _ = window_event_listener_untyped("hashchange", move |_| follow());
    let _ = window_event_listener_untyped("popstate", move |_| follow());
    // A place in the address opens once the page is up (the study module may come first).
    if !page_is_up() {
        PENDING.set(true);
        let _ = window_event_listener_untyped(crate::shell::seam::CHANGED, move |_| {
            if PENDING.replace(false) {
                untrack(follow_address);
                registered().update(|_| {});
            }
        });
    }
    let Some(nav) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("places"))
    else {
        return;
    };
    nav.set_inner_html("");
    // The study module's bar, up (the tests wait for it).
    let _ = nav.set_attribute("data-up", "");
    let view = leptos::mount::mount_to(wasm_bindgen::JsCast::unchecked_into(nav), move || {
        Place::ALL
            .into_iter()
            .map(|place| {
                view! {
                    <a
                        href=place.hash()
                        data-place=place.name()
                        aria-current=move || (current.get() == place).then_some("page")
                    >
                        {move || place.label(page.with(|p| p.lang))}
                    </a>
                }
            })
            .collect_view()
    });
    // The bar lives as long as the page.
    std::mem::forget(view);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_place_reads_back_from_its_address_and_anything_else_is_the_game() {
        for place in Place::ALL {
            assert_eq!(Place::from_hash(&place.hash()), place);
        }
        assert_eq!(Place::from_hash(""), Place::Play);
        assert_eq!(Place::from_hash("#"), Place::Play);
        assert_eq!(Place::from_hash("#moves=h8,h9"), Place::Play);
        assert_eq!(Place::from_hash("#lessonsx"), Place::Play);
        assert_eq!(Place::from_hash("#Lessons"), Place::Play);
    }

    #[test]
    fn a_learning_page_is_the_place_shown_over_the_analysis_board() {
        use Place::*;
        assert_eq!(open_place([(Analysis, true), (Puzzles, true)]), Puzzles);
        assert_eq!(open_place([(Analysis, true), (Puzzles, false)]), Analysis);
        assert_eq!(open_place([(Analysis, false), (Lessons, false)]), Play);
        assert_eq!(open_place([]), Play);
    }

    #[test]
    fn entering_a_place_leaves_the_others_but_a_page_keeps_the_analysis_under_it() {
        use Place::*;
        let open = [(Analysis, true), (Puzzles, true), (Lessons, false)];
        assert_eq!(to_leave(Lessons, open), vec![Puzzles]);
        assert_eq!(to_leave(Play, open), vec![Analysis, Puzzles]);
        assert_eq!(to_leave(Analysis, open), vec![Puzzles]);
        assert_eq!(to_leave(Puzzles, open), Vec::<Place>::new());
    }

    #[test]
    fn every_place_has_a_name_in_both_languages() {
        for place in Place::ALL {
            for lang in Lang::ALL {
                assert!(!place.label(lang).is_empty());
            }
        }
        assert_eq!(Place::ALL.map(Place::name).len(), 6);
    }
}
