//! The formats players exchange, on the page: a file opened or dropped, or text pasted,
//! read by the engine's readers ([`gobang_engine::formats`]) into games the page can
//! open, and the page's game written in each of them ([`export::ExportBox`]). A RenLib
//! library goes to whoever browses libraries (the root registers it with
//! [`set_library_opener`]). Loaded with the study module, so a first visit carries none
//! of it.

pub mod export;
pub mod texts;

use std::cell::Cell;

use gobang_engine::encoding::TextDecoder;
use gobang_engine::formats::{self, Format, FormatError, Imported};
use gobang_engine::renlib::{self, LibraryError};
use wasm_bindgen::JsCast;

use crate::game::saved::{PLAYED_SIZES, SaveError, SharedGame};
use crate::game::session::Opponent;
use crate::shell::links::Lines;
use crate::shell::text::Lang;

use self::texts::exchange_texts;

/// The id of the record box's file input: the library page gives it the focus back when
/// it closes (a library is opened there).
pub const OPEN_FILE: &str = "open-file";

/// The largest file read: a larger one is refused before it is read (the engine's
/// readers refuse text over [`formats::MOST_BYTES`] as well).
pub const MOST_FILE_BYTES: u64 = 16 << 20;

/// A game found in what was opened, ready for the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// How the game is named in a list: its number, players and result.
    pub label: String,
    /// The game as the page opens it through its link.
    pub shared: SharedGame,
    /// Its lines and notes, when the file writes side lines or notes (comments, labels,
    /// marks): the analysis board opens with them.
    pub lines: Option<Lines>,
}

/// Why something opened could not be read, in words for the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// A format reader's refusal.
    Format(FormatError),
    /// The page's own record or link, refused.
    Record(SaveError),
    /// A file larger than [`MOST_FILE_BYTES`] (its size in bytes).
    TooBig(u64),
    /// A file that is not text in any format (nor a library).
    NotText,
    /// A file the browser could not read.
    Unreadable,
    /// A RenLib library refused: the file's name and why.
    Library(String, LibraryError),
    /// A game on a board the page does not play (its side).
    Size(usize),
    /// A file refused: its name, and why.
    File(String, Box<Refused>),
}

impl Refused {
    /// The reason in `lang`, with where in the file it is.
    pub fn describe(&self, lang: Lang) -> String {
        let t = exchange_texts(lang);
        match self {
            Refused::Format(error) => t.format_error(error),
            Refused::Record(error) => format!("{}{error}", t.bad_record),
            Refused::TooBig(bytes) => t.too_big(*bytes),
            Refused::NotText => t.not_text.to_owned(),
            Refused::Unreadable => t.unreadable.to_owned(),
            Refused::Library(name, error) => t.library_error(name, error),
            Refused::Size(size) => t.size_refused(*size),
            Refused::File(name, why) => t.in_file(name, &why.describe(lang)),
        }
    }
}

/// Reads text in any of the text formats: the page's own record or link, or a `.psq`,
/// SGF, RenjuNet or Gomocalc text, found from the content.
///
/// # Errors
/// [`Refused`] with the reader's reason.
pub fn read_text(text: &str) -> Result<Vec<Found>, Refused> {
    if text.len() > formats::MOST_BYTES {
        return Err(Refused::Format(FormatError {
            format: Format::Record,
            line: 0,
            why: formats::Why::TooBig,
        }));
    }
    match formats::detect(text) {
        None | Some(Format::Record) => {
            let shared = SharedGame::parse(text).map_err(Refused::Record)?;
            Ok(vec![Found {
                label: String::new(),
                shared,
                lines: None,
            }])
        }
        Some(_) => games(formats::read(text).map_err(Refused::Format)?),
    }
}

/// Reads a file's bytes: a library (from its bytes: [`renlib::is_renlib`]) goes to the
/// registered opener (`Ok(None)` once it is open); a binary `.pos` position (from its
/// bytes, or a file named `.pos`) to its reader; text, in whatever code page it is
/// written ([`decoder`]), to [`read_text`]. A refusal names the file.
///
/// # Errors
/// [`Refused::File`] with the file's name, for a file that is not text or that no reader
/// takes; [`Refused::Library`] for a library refused.
pub fn read_bytes(name: &str, bytes: Vec<u8>) -> Result<Option<Vec<Found>>, Refused> {
    if renlib::is_renlib(&bytes) {
        return open_library(name.to_owned(), bytes)
            .map(|()| None)
            .map_err(|error| Refused::Library(name.to_owned(), error));
    }
    let in_file = |why| Refused::File(name.to_owned(), Box::new(why));
    let named_pos = name.to_ascii_lowercase().ends_with(".pos");
    if named_pos || formats::is_pos(&bytes) {
        let read = formats::read_bytes_as(Format::Pos, &bytes, decoder());
        return read
            .map_err(Refused::Format)
            .and_then(games)
            .map(Some)
            .map_err(in_file);
    }
    if formats::is_binary(&bytes) {
        return Err(in_file(Refused::NotText));
    }
    let text = formats::decode_text(&bytes, decoder()).text;
    read_text(text.trim_start_matches('\u{feff}'))
        .map(Some)
        .map_err(in_file)
}

/// What decodes a file's text that is not UTF-8: in the browser, its own `TextDecoder`,
/// which knows every code page of the Encoding Standard at no download cost; natively
/// (the app's tests), the engine's default.
pub fn decoder() -> &'static dyn TextDecoder {
    #[cfg(target_arch = "wasm32")]
    {
        static BROWSER: fn(&[u8], &str) -> Option<String> = browser_decode;
        &BROWSER
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        gobang_engine::encoding::default_decoder()
    }
}

/// `bytes` decoded by the browser's `TextDecoder` for `label`; `None` when it does not
/// know the label.
#[cfg(target_arch = "wasm32")]
fn browser_decode(bytes: &[u8], label: &str) -> Option<String> {
    let decoder = web_sys::TextDecoder::new_with_label(label).ok()?;
    decoder.decode_with_u8_array(bytes).ok()
}

/// A reader's games as the page opens them, or the refusal of the first on a board the
/// page does not play.
fn games(games: Vec<Imported>) -> Result<Vec<Found>, Refused> {
    if let Some(game) = games
        .iter()
        .find(|g| !PLAYED_SIZES.contains(&g.game.board().size()))
    {
        return Err(Refused::Size(game.game.board().size()));
    }
    Ok(games.into_iter().enumerate().map(found).collect())
}

/// An imported game as the page opens it: between two people (a game read from a file
/// is studied and played on, by anyone), with its variations when it has side lines.
fn found((index, imported): (usize, Imported)) -> Found {
    let Imported {
        game,
        tree,
        notes,
        info,
        ..
    } = imported;
    let players = [info.black.as_str(), info.white.as_str()]
        .iter()
        .filter(|name| !name.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" – ");
    let mut label = format!("{}.", index + 1);
    for part in [players.as_str(), info.event.as_str(), info.result.as_str()] {
        if !part.is_empty() {
            label.push(' ');
            label.push_str(part);
        }
    }
    Found {
        label,
        lines: (!tree.is_empty() || !notes.is_empty()).then_some(Lines::Read(tree, notes)),
        shared: SharedGame::play_on(game, Opponent::Person),
    }
}

/// What opens a RenLib library, given its file name and bytes; the reader's refusal if it
/// cannot be read (then nothing is opened).
pub type LibraryOpener = fn(String, Vec<u8>) -> Result<(), LibraryError>;

thread_local! {
    static LIBRARY_OPENER: Cell<Option<LibraryOpener>> = const { Cell::new(None) };
}

/// Registers what opens a RenLib library (the library browser), at the module's root.
pub fn set_library_opener(open: LibraryOpener) {
    LIBRARY_OPENER.with(|o| o.set(Some(open)));
}

/// Hands a library's bytes to the registered opener (none: nothing happens).
fn open_library(name: String, bytes: Vec<u8>) -> Result<(), LibraryError> {
    match LIBRARY_OPENER.with(Cell::get) {
        Some(open) => open(name, bytes),
        None => Ok(()),
    }
}

/// Reads the file `file` (refused unread if larger than [`MOST_FILE_BYTES`]) and hands
/// its bytes to `done`.
pub fn read_file(file: web_sys::File, done: impl FnOnce(Result<Vec<u8>, Refused>) + 'static) {
    // (A size in whole bytes, as a float.)
    let size = file.size() as u64;
    if size > MOST_FILE_BYTES {
        done(Err(Refused::TooBig(size)));
        return;
    }
    let promise = file.array_buffer();
    wasm_bindgen_futures::spawn_local(async move {
        let read = wasm_bindgen_futures::JsFuture::from(promise).await;
        done(match read {
            Ok(buffer) => Ok(js_sys::Uint8Array::new(&buffer).to_vec()),
            Err(_) => Err(Refused::Unreadable),
        });
    });
}

/// The first file of an `<input type="file">`'s change, or of a drop.
pub fn first_file(files: Option<web_sys::FileList>) -> Option<web_sys::File> {
    files?.get(0)
}

/// The `<input>` an event is for.
fn input_of(event: &web_sys::Event) -> Option<web_sys::HtmlInputElement> {
    event.target()?.dyn_into().ok()
}

/// The files of an `<input type="file">` whose change is `event`.
pub fn input_files(event: &web_sys::Event) -> Option<web_sys::FileList> {
    input_of(event)?.files()
}

/// Empties the file input whose change is `event`, so that the same file chosen again
/// opens again.
pub fn clear_input(event: &web_sys::Event) {
    if let Some(input) = input_of(event) {
        input.set_value("");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_with_side_lines_or_notes_opens_them_and_a_plain_game_has_none() {
        let sgf = "(;GM[4]SZ[15]C[root];B[hh]C[first](;W[ii])(;W[jj]LB[kk:A]))";
        let games = read_text(sgf).expect("an SGF");
        let Some(Lines::Read(tree, notes)) = &games[0].lines else {
            panic!("the lines of {sgf}");
        };
        assert_eq!(notes.comment, "root");
        assert_eq!(tree[0].notes.comment, "first");
        assert_eq!(tree[0].children.len(), 2);
        assert_eq!(tree[0].children[1].notes.labels.len(), 1);
        let plain = read_text("(;GM[4]SZ[15];B[hh];W[ii])").expect("an SGF");
        assert_eq!(plain[0].lines, None);
        assert_eq!(read_text("h8 i9").expect("a record")[0].lines, None);
    }

    #[test]
    fn a_gomocup_game_on_20x20_opens_and_a_board_the_page_does_not_play_is_named() {
        // As Piskvork writes a Gomocup game: the header, then x,y,time (1-based).
        let psq = b"Piskvorky 20x20, 11:11, 0\r\n10,10,0\r\n11,11,0\r\n20,20,0\r\n-1\r\n";
        let games = read_bytes("gomocup.psq", psq.to_vec())
            .expect("a 20x20 game")
            .expect("games");
        assert_eq!(games[0].shared.game.board().size(), 20);
        assert_eq!(games[0].shared.game.moves().len(), 3);
        let small = b"Piskvorky 10x10, 11:11, 0\r\n5,5,0\r\n-1\r\n";
        let refused = read_bytes("small.psq", small.to_vec()).expect_err("10x10 refused");
        assert_eq!(
            refused,
            Refused::File("small.psq".into(), Box::new(Refused::Size(10)))
        );
        let said = refused.describe(Lang::En);
        assert!(said.starts_with("small.psq: "), "{said}");
        assert!(
            said.contains("10×10") && said.contains("15×15 to 20×20"),
            "{said}"
        );
    }

    #[test]
    fn a_pos_file_is_read_from_its_bytes_and_a_bad_one_is_refused_by_name() {
        // Two stones: h8 (7 + 15 * 7 = 112) and i9 (8 + 15 * 6 = 98).
        let games = read_bytes("test.pos", vec![2, 112, 98])
            .expect("a position")
            .expect("games");
        assert_eq!(games[0].shared.game.moves().len(), 2);
        let refused = read_bytes("broken.pos", vec![2, 112, 240]).expect_err("off the board");
        let said = refused.describe(Lang::En);
        assert!(said.starts_with("broken.pos: "), "{said}");
        assert!(said.contains("(.pos)"), "{said}");
    }

    #[test]
    fn a_library_goes_to_its_opener_and_text_to_the_readers() {
        thread_local!(static OPENED: Cell<usize> = const { Cell::new(0) });
        fn open(_: String, bytes: Vec<u8>) -> Result<(), LibraryError> {
            OPENED.with(|o| o.set(bytes.len()));
            Ok(())
        }
        set_library_opener(open);
        let mut lib = renlib::MAGIC.to_vec();
        lib.extend([3, 0, 255, 255, 255]);
        assert_eq!(read_bytes("a.lib", lib.clone()), Ok(None));
        assert_eq!(OPENED.with(Cell::get), lib.len());
        assert_eq!(
            read_bytes("a.bin", vec![0x01, 0x02, 0x00, 0x41]),
            Err(Refused::File("a.bin".into(), Box::new(Refused::NotText)))
        );
        let games = read_bytes("a.txt", b"\xef\xbb\xbfj10 k11".to_vec())
            .expect("a record")
            .expect("games");
        assert_eq!(games[0].shared.game.moves().len(), 2);
        let huge = "j10 ".repeat(formats::MOST_BYTES / 4 + 1);
        assert!(matches!(
            read_text(&huge),
            Err(Refused::Format(FormatError {
                why: formats::Why::TooBig,
                ..
            }))
        ));
    }
}
