//! The text of a file that may not be UTF-8: which code page its bytes are in, and the
//! bytes decoded. The decoding itself is not here: it goes through a [`TextDecoder`], so
//! that the page passes the browser's own `TextDecoder` (which knows every WHATWG
//! encoding at no download cost) and native programs pass [`default_decoder`]
//! (encoding_rs, behind the `encodings` feature). This module holds no table.
//!
//! How a code page is chosen ([`decode`]):
//!
//! 1. a UTF-8 or UTF-16 byte order mark says it (Unicode is decoded by the standard
//!    library, with no decoder); else valid UTF-8 is UTF-8;
//! 2. a code page the file declares (SGF's `CA[gb2312]`), when decoding by it leaves no
//!    malformed byte;
//! 3. else the first of GBK, Big5, Shift_JIS, windows-1251 and windows-1252 whose
//!    decoding is plausible ([`plausible`]): no malformed byte, no private-use
//!    character, and for each the shape of its language's text (GBK's characters mostly
//!    in GB2312's rows of hanzi and punctuation, Shift_JIS's not mostly half-width
//!    katakana, windows-1251 only with a run of three Cyrillic letters). windows-1252
//!    decodes any byte, so it ends the list: European text from RenLib's home countries.
//!
//! A decoder that does not know a label (no decoder at all: [`Utf8Only`]) skips it; when
//! none decodes, the bytes are read as UTF-8 with U+FFFD for what is not: replacement
//! characters, never mojibake.

/// Decodes bytes in the encoding a WHATWG label names (`gbk`, `big5`, `shift_jis`,
/// `euc-kr`, `windows-1252`, `iso-8859-1`, `utf-16le`...; case and blanks around it do
/// not matter), as the Encoding Standard and the browser's `TextDecoder` (not fatal) do:
/// malformed bytes become U+FFFD, and no byte order mark is taken off.
///
/// A closure `Fn(&[u8], &str) -> Option<String>` is a decoder, so the page can pass the
/// browser's `TextDecoder` as one:
///
/// ```
/// use gobang_engine::encoding::{decode, TextDecoder};
/// // A decoder that knows one code page: Latin-1 (every byte is the character of its value).
/// let latin1 = |bytes: &[u8], label: &str| -> Option<String> {
///     (label == "windows-1252").then(|| bytes.iter().map(|&b| char::from(b)).collect())
/// };
/// assert_eq!(decode(b"caf\xE9 au lait", None, &latin1).text, "café au lait");
/// ```
pub trait TextDecoder {
    /// `bytes` decoded from the encoding named `label`; `None` when the label names no
    /// encoding this decoder knows.
    fn decode(&self, bytes: &[u8], label: &str) -> Option<String>;
}

impl<F: Fn(&[u8], &str) -> Option<String>> TextDecoder for F {
    fn decode(&self, bytes: &[u8], label: &str) -> Option<String> {
        self(bytes, label)
    }
}

/// The decoder with no table: it knows UTF-8 only.
#[derive(Clone, Copy, Debug, Default)]
pub struct Utf8Only;

impl TextDecoder for Utf8Only {
    fn decode(&self, bytes: &[u8], label: &str) -> Option<String> {
        is_utf8_label(label).then(|| String::from_utf8_lossy(bytes).into_owned())
    }
}

/// encoding_rs, the WHATWG Encoding Standard's decoders (the `encodings` feature,
/// native builds only).
#[cfg(all(feature = "encodings", not(target_arch = "wasm32")))]
#[derive(Clone, Copy, Debug, Default)]
pub struct EncodingRs;

#[cfg(all(feature = "encodings", not(target_arch = "wasm32")))]
impl TextDecoder for EncodingRs {
    fn decode(&self, bytes: &[u8], label: &str) -> Option<String> {
        let encoding = encoding_rs::Encoding::for_label(label.trim().as_bytes())?;
        Some(encoding.decode_without_bom_handling(bytes).0.into_owned())
    }
}

/// The decoder native programs use: [`EncodingRs`] with the `encodings` feature (on by
/// default), else [`Utf8Only`].
pub fn default_decoder() -> &'static dyn TextDecoder {
    #[cfg(all(feature = "encodings", not(target_arch = "wasm32")))]
    {
        &EncodingRs
    }
    #[cfg(not(all(feature = "encodings", not(target_arch = "wasm32"))))]
    {
        &Utf8Only
    }
}

/// Text decoded from bytes, and the code page it was read in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// The text, without a byte order mark.
    pub text: String,
    /// The label of the code page read: `utf-8`, `utf-16le`, `utf-16be`, one of
    /// [`GUESSES`], or the declared label as the file writes it, in lower case.
    pub encoding: String,
}

/// The code pages tried, in order, for bytes that are not UTF-8 and declare none that
/// decodes them.
pub const GUESSES: [&str; 5] = ["gbk", "big5", "shift_jis", "windows-1251", "windows-1252"];

/// `bytes` as text: UTF-8 when they are (or a byte order mark says so), else in the code
/// page `declared` names (a label as written in the file), else in the first plausible
/// of [`GUESSES`] (see the module's notes).
pub fn decode(bytes: &[u8], declared: Option<&str>, decoder: &dyn TextDecoder) -> Decoded {
    let boms: [(&[u8], &'static str); 3] = [
        (b"\xEF\xBB\xBF", "utf-8"),
        (b"\xFF\xFE", "utf-16le"),
        (b"\xFE\xFF", "utf-16be"),
    ];
    for (bom, label) in boms {
        if let Some(rest) = bytes.strip_prefix(bom) {
            // Unicode needs no table: the standard library decodes it.
            let unit = |pair: &[u8]| match (label, pair) {
                ("utf-16le", [a, b]) => u16::from_le_bytes([*a, *b]),
                (_, [a, b]) => u16::from_be_bytes([*a, *b]),
                _ => 0xFFFD,
            };
            let text = match label {
                "utf-8" => String::from_utf8_lossy(rest).into_owned(),
                _ => String::from_utf16_lossy(&rest.chunks(2).map(unit).collect::<Vec<u16>>()),
            };
            return Decoded {
                text,
                encoding: label.to_owned(),
            };
        }
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return utf8(text.to_owned());
    }
    if let Some(label) = declared.map(str::trim).filter(|l| !is_utf8_label(l))
        && let Some(text) = decoder.decode(bytes, label)
        && !text.chars().any(malformed)
    {
        return Decoded {
            text,
            encoding: label.to_ascii_lowercase(),
        };
    }
    for label in GUESSES {
        if let Some(text) = decoder.decode(bytes, label)
            && plausible(label, bytes, &text)
        {
            return Decoded {
                text,
                encoding: label.to_owned(),
            };
        }
    }
    utf8(String::from_utf8_lossy(bytes).into_owned())
}

fn utf8(text: String) -> Decoded {
    Decoded {
        text,
        encoding: "utf-8".to_owned(),
    }
}

fn is_utf8_label(label: &str) -> bool {
    let label = label.trim();
    ["utf-8", "utf8", "unicode-1-1-utf-8"]
        .iter()
        .any(|l| l.eq_ignore_ascii_case(label))
}

/// Whether `text`, decoded from `bytes` as `label`, reads as text of that code page
/// rather than as another's bytes (see the module's notes).
pub fn plausible(label: &str, bytes: &[u8], text: &str) -> bool {
    if text.chars().any(malformed) {
        return false;
    }
    match label {
        "gbk" => mostly_gb2312(bytes),
        "big5" => runs_of_pairs(bytes, |lead| lead >= 0x81),
        "shift_jis" => {
            let wide = text.chars().filter(|c| !c.is_ascii()).count();
            let half_kana = text
                .chars()
                .filter(|c| ('\u{FF61}'..='\u{FF9F}').contains(c))
                .count();
            half_kana * 4 <= wide
                && runs_of_pairs(bytes, |lead| matches!(lead, 0x81..=0x9F | 0xE0..=0xFC))
        }
        "windows-1251" => bytes.windows(3).any(|w| w.iter().all(|&b| b >= 0xC0)),
        _ => true,
    }
}

/// A replacement character (a byte the code page does not map) or a private-use one (a
/// code the code page leaves to each vendor): what text in that code page has not.
fn malformed(c: char) -> bool {
    c == '\u{FFFD}' || ('\u{E000}'..='\u{F8FF}').contains(&c)
}

/// Whether the two-byte characters of `bytes` (those whose first byte `is_lead` says)
/// stand among others, as CJK text's do, rather than each alone between ASCII bytes with
/// an ASCII second byte, as a European letter with an accent before an ASCII letter reads
/// in a two-byte code page: at most a quarter may.
fn runs_of_pairs(bytes: &[u8], is_lead: impl Fn(u8) -> bool) -> bool {
    let (mut pairs, mut alone) = (0usize, 0usize);
    let mut i = 0;
    while i < bytes.len() {
        if !is_lead(bytes[i]) {
            i += 1;
            continue;
        }
        let trail = bytes.get(i + 1).copied().unwrap_or(0);
        let next = bytes.get(i + 2).copied().unwrap_or(0);
        pairs += 1;
        if trail < 0x80 && next < 0x80 {
            alone += 1;
        }
        i += 2;
    }
    alone * 4 <= pairs
}

/// Whether at least three quarters of the two-byte characters of GBK `bytes` lie in
/// GB2312's rows of punctuation (`A1`–`A3`) and hanzi (`B0`–`F7`), both bytes from `A1`:
/// what Chinese text is made of, and what other code pages' bytes seldom are.
fn mostly_gb2312(bytes: &[u8]) -> bool {
    let (mut pairs, mut common) = (0usize, 0usize);
    let mut i = 0;
    while i < bytes.len() {
        let lead = bytes[i];
        if lead < 0x81 {
            i += 1;
            continue;
        }
        let trail = bytes.get(i + 1).copied().unwrap_or(0);
        pairs += 1;
        if matches!(lead, 0xA1..=0xA3 | 0xB0..=0xF7) && trail >= 0xA1 {
            common += 1;
        }
        // GB18030's four-byte sequences have a digit second; count them as one.
        i += if trail.is_ascii_digit() { 4 } else { 2 };
    }
    common * 4 >= pairs * 3
}

#[cfg(all(test, feature = "encodings"))]
mod tests;
