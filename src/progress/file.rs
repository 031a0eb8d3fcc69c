//! The progress file: all the player's data kept in the browser (rated games, puzzles,
//! lessons), as one text file to keep or carry to another device, checked whole when read
//! back so that a file truncated, edited by hand or from elsewhere is refused with the
//! reason.
//!
//! ```text
//! gobang-progress 1
//! key gobang.progress 51
//! gobang-rated 1
//! rating 50000 35000 60000 0
//!
//! key gobang.puzzles 12
//! …
//! check 8c7e1b0f6d35a2c4
//! ```
//!
//! After the header, each stored value as `key NAME BYTES`, a newline, the value's bytes
//! (UTF-8) and a newline; last, `check` and the FNV-1a 64 hash (16 hex digits) of all the
//! text before that line.

use std::error::Error;
use std::fmt;

/// The header's first word; the version follows.
const MAGIC: &str = "gobang-progress";
/// The version written.
const VERSION: &str = "1";

/// Why a file is not progress to load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// It does not begin as a progress file.
    NotProgress,
    /// A progress file of another version (the version it names).
    OtherVersion(String),
    /// It ends early: no check line, or a value shorter than it says.
    Truncated,
    /// The check does not match: it was changed after it was saved.
    Changed,
    /// A line where a `key` line should be (its number from 1).
    Layout(usize),
    /// A stored value the page does not keep.
    UnknownKey(String),
    /// A value that its reader refuses: the key and the reason.
    Unreadable(String, String),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::NotProgress => f.write_str("not a progress file"),
            FileError::OtherVersion(v) => write!(f, "a progress file of version {v}"),
            FileError::Truncated => f.write_str("the file is cut short"),
            FileError::Changed => f.write_str("the file was changed after it was saved"),
            FileError::Layout(line) => write!(f, "line {line} is out of place"),
            FileError::UnknownKey(key) => write!(f, "unknown part {key}"),
            FileError::Unreadable(key, why) => write!(f, "{key}: {why}"),
        }
    }
}

impl Error for FileError {}

/// FNV-1a (64 bits) of `text`'s bytes.
pub fn fnv1a64(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The file holding `values` (key, value), in that order.
pub fn write(values: &[(&str, String)]) -> String {
    let mut text = format!("{MAGIC} {VERSION}\n");
    for (key, value) in values {
        text.push_str(&format!("key {key} {}\n{value}\n", value.len()));
    }
    let check = fnv1a64(&text);
    text.push_str(&format!("check {check:016x}\n"));
    text
}

/// Reads a file: its values (key, value) in order, each key one of `known` and its value
/// accepted by `valid` (which says why not).
///
/// # Errors
/// A [`FileError`] for anything but a whole progress file of this version, as saved.
pub fn read(
    text: &str,
    known: &[&str],
    valid: impl Fn(&str, &str) -> Result<(), String>,
) -> Result<Vec<(String, String)>, FileError> {
    let (header, _) = text.split_once('\n').unwrap_or((text, ""));
    let version = header
        .trim_end()
        .strip_prefix(MAGIC)
        .and_then(|rest| rest.strip_prefix(' '))
        .ok_or(FileError::NotProgress)?;
    if version != VERSION {
        return Err(FileError::OtherVersion(version.chars().take(20).collect()));
    }
    let end = text.rfind("\ncheck ").ok_or(FileError::Truncated)? + 1;
    let (body, check) = text.split_at(end);
    let check = check["check ".len()..].trim_end();
    if check.len() < 16 {
        return Err(FileError::Truncated);
    }
    if check.len() > 16 || u64::from_str_radix(check, 16).ok() != Some(fnv1a64(body)) {
        return Err(FileError::Changed);
    }
    let mut values = Vec::new();
    let mut rest = &body[header.len() + 1..];
    let mut line = 2;
    while !rest.is_empty() {
        let (key_line, after) = rest.split_once('\n').ok_or(FileError::Truncated)?;
        let mut words = key_line.split(' ');
        let (Some("key"), Some(key), Some(length), None) =
            (words.next(), words.next(), words.next(), words.next())
        else {
            return Err(FileError::Layout(line));
        };
        let length: usize = length.parse().map_err(|_| FileError::Layout(line))?;
        let value = after.get(..length).ok_or(FileError::Truncated)?;
        rest = after[length..]
            .strip_prefix('\n')
            .ok_or(FileError::Layout(line))?;
        if !known.contains(&key) {
            return Err(FileError::UnknownKey(key.chars().take(40).collect()));
        }
        valid(key, value).map_err(|why| FileError::Unreadable(key.to_owned(), why))?;
        line += 2 + value.matches('\n').count();
        values.push((key.to_owned(), value.to_owned()));
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KNOWN: [&str; 2] = ["gobang.progress", "gobang.lessons"];

    fn any(_: &str, _: &str) -> Result<(), String> {
        Ok(())
    }

    fn file() -> String {
        write(&[
            (
                "gobang.progress",
                "gobang-rated 1\nrating 1 2 3 0\n".to_owned(),
            ),
            ("gobang.lessons", "done 中文 ✓".to_owned()),
        ])
    }

    #[test]
    fn a_file_reads_back_as_written() {
        let text = file();
        assert!(text.starts_with("gobang-progress 1\nkey gobang.progress 30\ngobang-rated 1\n"));
        let values = read(&text, &KNOWN, any).unwrap();
        assert_eq!(values.len(), 2);
        assert_eq!(
            values[1],
            ("gobang.lessons".to_owned(), "done 中文 ✓".to_owned())
        );
        assert_eq!(read(&write(&[]), &KNOWN, any), Ok(Vec::new()));
    }

    #[test]
    fn a_file_from_elsewhere_or_another_version_is_refused() {
        assert_eq!(read("hello\n", &KNOWN, any), Err(FileError::NotProgress));
        assert_eq!(read("", &KNOWN, any), Err(FileError::NotProgress));
        let other = file().replacen("gobang-progress 1", "gobang-progress 2", 1);
        assert_eq!(
            read(&other, &KNOWN, any),
            Err(FileError::OtherVersion("2".to_owned()))
        );
    }

    #[test]
    fn a_truncated_file_is_refused() {
        let text = file();
        for cut in [text.len() - 5, text.len() / 2, 20] {
            let cut = (0..=cut).rev().find(|&i| text.is_char_boundary(i)).unwrap();
            let short = &text[..cut];
            assert_eq!(
                read(short, &KNOWN, any),
                Err(FileError::Truncated),
                "{short}"
            );
        }
    }

    #[test]
    fn a_file_changed_by_hand_is_refused() {
        let text = file().replace("rating 1 2", "rating 9 2");
        assert_eq!(read(&text, &KNOWN, any), Err(FileError::Changed));
        let text = file().replace("check ", "check 0");
        assert_eq!(read(&text, &KNOWN, any), Err(FileError::Changed));
    }

    #[test]
    fn an_unknown_or_unreadable_part_is_refused_with_its_name() {
        let text = write(&[("gobang.other", "x".to_owned())]);
        assert_eq!(
            read(&text, &KNOWN, any),
            Err(FileError::UnknownKey("gobang.other".to_owned()))
        );
        let refuse = |key: &str, _: &str| {
            if key == "gobang.lessons" {
                Err("bad".to_owned())
            } else {
                Ok(())
            }
        };
        assert_eq!(
            read(&file(), &KNOWN, refuse),
            Err(FileError::Unreadable(
                "gobang.lessons".to_owned(),
                "bad".to_owned()
            ))
        );
        // A length that does not fit the value, with the check made to match.
        let body = "gobang-progress 1\nkey gobang.lessons 2\nabc\n";
        let text = format!("{body}check {:016x}\n", fnv1a64(body));
        assert_eq!(read(&text, &KNOWN, any), Err(FileError::Layout(2)));
    }
}
