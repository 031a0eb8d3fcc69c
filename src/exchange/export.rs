//! The export of a game in each format: a choice of format, the text in it (to select and
//! copy), Copy and Download. Shared by the record box and the library browser.

use gobang_engine::Game;
use gobang_engine::formats::{self, Format, GameInfo};
use leptos::prelude::*;

use crate::shell::browser;
use crate::shell::text::Lang;

use super::texts::exchange_texts;

/// A game to export: the game, who played it, and its record in the page's own notation
/// (with the settings a record carries).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// The game.
    pub game: Game,
    /// Its players and event, as the formats that name them write them.
    pub info: GameInfo,
    /// The page's own record of it.
    pub record: String,
}

impl Export {
    /// The game in `format`.
    pub fn text(&self, format: Format) -> String {
        match format {
            Format::Record => self.record.clone(),
            other => formats::write(other, &self.game, &self.info),
        }
    }
}

/// The file name of an export: `gobang-YYYY-MM-DD.<extension>`.
fn file_name(format: Format) -> String {
    format!("gobang-{}.{}", browser::local_date(), format.extension())
}

/// The export: a select of the text formats (`export-format`), the chosen one's text
/// (`export-output`), and buttons to copy or download it. `export` is what to export
/// (`None`: nothing yet, the box says so).
#[component]
pub fn ExportBox(lang: Signal<Lang>, export: Signal<Option<Export>>) -> impl IntoView {
    let format = RwSignal::new(Format::Record);
    // Whether the last copy was allowed (`None`: no copy since the text changed).
    let notice = RwSignal::new(None::<bool>);
    let text = Memo::new(move |_| {
        export.with(|e| e.as_ref().map(|e| e.text(format.get())).unwrap_or_default())
    });
    let copy = move |_| {
        browser::copy_to_clipboard(text.get_untracked(), move |copied| {
            notice.set(Some(copied));
            if !copied {
                browser::select_text(".export textarea");
            }
        });
    };
    let download = move |_| {
        browser::download_text(&file_name(format.get_untracked()), &text.get_untracked());
    };
    // Drawn again in another language: its texts are plain, not each a reactive text.
    move || {
        let t = exchange_texts(lang.get());
        let options = Format::EXPORT
            .into_iter()
            .map(|f| {
                view! {
                    <option value=f.id() selected=move || format.get() == f>
                        {t.format_name(f)}
                    </option>
                }
            })
            .collect_view();
        view! {
            <div class="export">
                <label>
                    {t.export_as}
                    " "
                    <select
                        data-testid="export-format"
                        on:change=move |event| {
                            notice.set(None);
                            if let Some(f) = Format::from_id(&event_target_value(&event)) {
                                format.set(f);
                            }
                        }
                    >
                        {options}
                    </select>
                </label>
                <textarea
                    data-testid="export-output"
                    readonly
                    rows="3"
                    aria-label=t.export_text
                    prop:value=move || text.get()
                ></textarea>
                <div class="buttons">
                    <button on:click=copy disabled=move || text.with(String::is_empty)>
                        {t.copy}
                    </button>
                    <button on:click=download disabled=move || text.with(String::is_empty)>
                        {t.download}
                    </button>
                </div>
                <p class="notice" role="status" aria-live="polite">
                    {move || notice.get().map(|copied| if copied { t.lang.texts().copied } else { t.copy_refused })}
                </p>
            </div>
        }
    }
}
