//! What the app needs from the browser beyond the DOM: dialogs and paint timing.

use std::sync::Arc;

use leptos::prelude::request_animation_frame;

/// Shows the game's messages (press Start, won, lost, draw). On the page these are the
/// browser's alerts (gloo-dialogs); component tests provide their own through Leptos
/// context to record what would have been shown.
#[derive(Clone)]
pub struct Alerts(Arc<dyn Fn(&str) + Send + Sync>);

impl Alerts {
    /// Alerts that call the browser's `window.alert`.
    pub fn browser() -> Alerts {
        Alerts::new(gloo_dialogs::alert)
    }

    /// Alerts shown by `show`.
    pub fn new(show: impl Fn(&str) + Send + Sync + 'static) -> Alerts {
        Alerts(Arc::new(show))
    }

    /// Shows `message`.
    pub fn show(&self, message: &str) {
        (self.0)(message)
    }
}

/// Runs `f` once the current DOM changes have been painted: the callback of the second
/// animation frame runs after the first frame, which carries the changes, is on screen.
/// Alerts block painting, so a win is announced this way after its last stone is visible.
pub fn after_paint(f: impl FnOnce() + 'static) {
    request_animation_frame(move || request_animation_frame(f));
}
