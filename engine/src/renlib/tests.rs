//! The RenLib reader against libraries built byte by byte, the way RenLib 3.4 writes them
//! (`RenLibDoc.cpp` `WriteMove`, `WriteNode` and `WriteText` in `gomoku/RenLib`): a
//! depth-first walk, "has a next sibling" and "has no child" flags, texts ended by a zero
//! byte and padded to an even length.

use super::*;
use proptest::prelude::*;

/// A node of a library to write: its point byte, its own flag bits (mark, no move, start),
/// its comment and board text, and its children.
#[derive(Default)]
struct Tree {
    point: u8,
    flags: u8,
    comment: Vec<u8>,
    board_text: Vec<u8>,
    children: Vec<Tree>,
}

fn node(point: u8, children: Vec<Tree>) -> Tree {
    Tree {
        point,
        children,
        ..Tree::default()
    }
}

fn header(major: u8, minor: u8) -> Vec<u8> {
    let mut bytes = MAGIC.to_vec();
    bytes.extend([major, minor]);
    bytes.extend([0xFF; 10]);
    bytes
}

fn text(out: &mut Vec<u8>, text: &[u8]) {
    out.extend(text);
    out.push(0);
    if text.len().is_multiple_of(2) {
        out.push(0);
    }
}

/// One record as `WriteNode` writes it.
fn record(out: &mut Vec<u8>, tree: &Tree, has_sibling: bool, full_tree: bool) {
    let mut low = tree.flags;
    if has_sibling {
        low |= DOWN as u8;
    }
    if full_tree && tree.children.is_empty() {
        low |= RIGHT as u8;
    }
    if !tree.comment.is_empty() {
        low |= COMMENT as u8;
    }
    if tree.board_text.is_empty() {
        out.extend([tree.point, low]);
    } else {
        out.extend([tree.point, low | EXTENSION as u8, 0, 1]);
    }
    if !tree.comment.is_empty() {
        text(out, &tree.comment);
    }
    if !tree.board_text.is_empty() {
        text(out, &tree.board_text);
    }
}

/// The whole library under `root`, as `WriteMove` writes it from the root.
fn write(root: &Tree) -> Vec<u8> {
    let mut out = header(3, 4);
    record(&mut out, root, false, false);
    let mut pending: Vec<&[Tree]> = vec![&root.children];
    while let Some(siblings) = pending.pop() {
        let Some((first, rest)) = siblings.split_first() else {
            continue;
        };
        record(&mut out, first, !rest.is_empty(), true);
        pending.push(rest);
        pending.push(&first.children);
    }
    out
}

fn at(text: &str) -> Pos {
    Pos::parse(text, SIDE).expect("a point of the 15x15 board")
}

fn children(library: &Library, id: usize) -> Vec<String> {
    library
        .children(id)
        .map(|c| match library.node(c).and_then(|n| n.pos) {
            Some(pos) => pos.display(SIDE).to_string(),
            None => "pass".to_owned(),
        })
        .collect()
}

fn refused(bytes: &[u8]) -> LibraryError {
    match read(bytes) {
        Ok(library) => panic!("read {} nodes", library.len()),
        Err(error) => error,
    }
}

#[test]
fn a_library_with_only_the_root_is_empty() {
    let library = read(&write(&Tree::default())).unwrap();
    assert!(library.is_empty());
    assert_eq!(library.version(), (3, 4));
    assert_eq!(children(&library, Library::ROOT), Vec::<String>::new());
}

#[test]
fn points_count_columns_from_the_left_and_rows_from_the_top() {
    let root = node(
        0,
        vec![
            node(0x01, vec![]),
            node(0x78, vec![]),
            node(0xEF, vec![]),
            node(0x1F, vec![]),
        ],
    );
    let library = read(&write(&root)).unwrap();
    assert_eq!(
        children(&library, Library::ROOT),
        ["a15", "h8", "o1", "o14"]
    );
}

#[test]
fn the_flags_rebuild_the_tree_in_the_files_order() {
    // h8, then i9 (a leaf) or i8 j8 / i8 j7 k6.
    let root = node(
        0,
        vec![node(
            0x78,
            vec![
                node(0x69, vec![]),
                node(
                    0x79,
                    vec![node(0x7A, vec![]), node(0x8A, vec![node(0x9B, vec![])])],
                ),
            ],
        )],
    );
    let library = read(&write(&root)).unwrap();
    assert_eq!(library.len(), 7);
    let h8 = library.children(Library::ROOT).next().unwrap();
    assert_eq!(children(&library, h8), ["i9", "i8"]);
    let i8 = library.children(h8).nth(1).unwrap();
    assert_eq!(children(&library, i8), ["j8", "j7"]);
    let j7 = library.children(i8).nth(1).unwrap();
    let k6 = library.children(j7).next().unwrap();
    assert_eq!(
        library.line(k6),
        [at("h8"), at("i8"), at("j7"), at("k6")].map(Some)
    );
    assert_eq!(library.parent(k6), Some(j7));
    assert_eq!(library.parent(Library::ROOT), None);
}

#[test]
fn comments_marks_and_board_texts_are_kept() {
    let mut h8 = node(0x78, vec![]);
    h8.comment = b"Sunrise\x08Black wins\r\nwith care".to_vec();
    h8.flags = MARK as u8;
    let mut label = node(0x69, vec![]);
    label.flags = NO_MOVE as u8;
    label.board_text = b"A".to_vec();
    let mut i8 = node(0x79, vec![]);
    i8.board_text = b"good".to_vec();
    h8.children = vec![label, i8];
    let library = read(&write(&node(0, vec![h8]))).unwrap();
    let h8 = library.node(1).unwrap();
    assert_eq!(
        (h8.comment.as_str(), h8.notes.as_str()),
        ("Sunrise", "Black wins\r\nwith care")
    );
    assert!(h8.mark && h8.is_move);
    let below: Vec<&Node> = library
        .children(1)
        .filter_map(|c| library.node(c))
        .collect();
    assert_eq!(
        (below[0].board_text.as_str(), below[0].is_move),
        ("A", false)
    );
    assert_eq!(
        (below[1].board_text.as_str(), below[1].is_move),
        ("good", true)
    );
}

/// `text` in the code page `label`, as RenLib on a machine with that code page writes it.
fn encoded(text: &str, label: &str) -> Vec<u8> {
    let encoding = encoding_rs::Encoding::for_label(label.as_bytes()).expect("a label");
    encoding.encode(text).0.into_owned()
}

/// A library of two moves whose texts are `comment` and `board_text` in `label`.
fn library_in(label: &str, comment: &str, board_text: &str) -> Library {
    let mut a = node(0x78, vec![]);
    a.comment = encoded(comment, label);
    let mut b = node(0x79, vec![]);
    b.board_text = encoded(board_text, label);
    read(&write(&node(0, vec![a, b]))).unwrap()
}

#[test]
fn texts_are_read_in_the_one_code_page_of_the_library() {
    let utf8 = library_in("utf-8", "五月\u{8}黑先胜", "好");
    assert_eq!(utf8.encoding(), "utf-8");
    assert_eq!(
        (
            utf8.node(1).unwrap().comment.as_str(),
            utf8.node(1).unwrap().notes.as_str()
        ),
        ("五月", "黑先胜")
    );
    // A Chinese library: GBK, the Chinese Windows code page (its one-character board
    // text decoded with the rest).
    let gbk = library_in("gbk", "作者：五月\u{8}黑先胜，白棋第四手是恶手。", "好");
    assert_eq!(gbk.encoding(), "gbk");
    assert_eq!(gbk.node(1).unwrap().comment, "作者：五月");
    assert_eq!(gbk.node(1).unwrap().notes, "黑先胜，白棋第四手是恶手。");
    assert_eq!(gbk.node(2).unwrap().board_text, "好");
    // Taiwan's and Japan's, where GBK fails.
    let big5 = library_in("big5", "黑棋必勝的開局：花月", "好");
    assert_eq!(
        (big5.encoding(), big5.node(1).unwrap().comment.as_str()),
        ("big5", "黑棋必勝的開局：花月")
    );
    let sjis = library_in("shift_jis", "黒の勝ち。白の五手目は悪手です", "良");
    assert_eq!(
        (sjis.encoding(), sjis.node(1).unwrap().comment.as_str()),
        ("shift_jis", "黒の勝ち。白の五手目は悪手です")
    );
    // RenLib's Scandinavian home: windows-1252.
    let latin = library_in("windows-1252", "Öppning för svart, café €", "Å");
    assert_eq!(
        (latin.encoding(), latin.node(1).unwrap().comment.as_str()),
        ("windows-1252", "Öppning för svart, café €")
    );
    // Without a decoder (a build without tables), replacement characters, not mojibake.
    let mut a = node(0x78, vec![]);
    a.comment = encoded("作者", "gbk");
    let plain = read_with(&write(&node(0, vec![a])), &crate::encoding::Utf8Only).unwrap();
    assert!(
        plain
            .node(1)
            .unwrap()
            .comment
            .chars()
            .all(|c| c == '\u{FFFD}')
    );
}

// A Chinese library as RenLib 3.6 saves it in its "old format": version 3.0, an empty
// root record, GBK comments and a board text (the extension flag and its two bytes).
#[test]
fn a_version_3_0_library_with_an_empty_root_record_and_gbk_texts() {
    let mut bytes = header(3, 0);
    bytes.extend([0x00, 0x00]); // the root: no point, no flags
    bytes.extend([0x78, COMMENT as u8]); // h8, a comment, a child follows
    text(&mut bytes, &encoded("花月\u{8}黑必胜", "gbk"));
    bytes.extend([0x69, (RIGHT | EXTENSION) as u8, 0x00, 0x01]); // i9, a board text
    text(&mut bytes, &encoded("好", "gbk"));
    let library = read(&bytes).unwrap();
    assert_eq!(library.version(), (3, 0));
    assert_eq!(library.encoding(), "gbk");
    assert_eq!(children(&library, Library::ROOT), ["h8"]);
    let h8 = library.node(1).unwrap();
    assert_eq!((h8.comment.as_str(), h8.notes.as_str()), ("花月", "黑必胜"));
    assert_eq!(children(&library, 1), ["i9"]);
    assert_eq!(library.node(2).unwrap().board_text, "好");
}

// RenLib opens a file without the header when it starts at the centre point
// (`LibraryFile::CheckVersion`): the records alone.
#[test]
fn a_library_without_the_header_starts_at_the_centre() {
    let mut h8 = node(0x78, vec![node(0x69, vec![]), node(0x79, vec![])]);
    h8.comment = b"Sunrise".to_vec();
    let full = write(&node(0, vec![h8]));
    let headerless = &full[HEADER_LEN + 2..];
    assert_eq!(headerless[0], CENTER);
    assert!(is_renlib(headerless));
    let library = read(headerless).unwrap();
    assert_eq!(library.version(), (0, 0));
    assert_eq!(children(&library, Library::ROOT), ["h8"]);
    assert_eq!(children(&library, 1), ["i9", "i8"]);
    assert_eq!(library.node(1).unwrap().comment, "Sunrise");
    // Text that begins with an `x` is no library.
    assert!(!is_renlib(b"x1 y2"));
    assert_eq!(refused(b"x1 y2").why, LibraryWhy::NotRenLib);
}

#[test]
fn older_versions_read_as_renlib_reads_them() {
    for major in [1, 2, 3] {
        let mut bytes = write(&node(0, vec![node(0x78, vec![])]));
        bytes[8] = major;
        assert_eq!(read(&bytes).unwrap().version().0, major);
    }
}

#[test]
fn an_old_style_comment_ends_at_a_byte_with_its_top_bit_set() {
    let mut bytes = header(3, 0);
    bytes.extend([0, 0, 0x78, 0x80 | 0x40 | 0x20]);
    bytes.extend(b"bl}");
    bytes.push(b'!' | 0x80);
    bytes.extend([0x79, 0x40]);
    let library = read(&bytes).unwrap();
    assert_eq!(library.node(1).unwrap().comment, "blå!");
    assert_eq!(children(&library, Library::ROOT), ["h8", "i8"]);
}

#[test]
fn two_records_of_one_point_under_one_node_are_one_node() {
    let mut text = node(0x69, vec![]);
    text.flags = NO_MOVE as u8;
    text.board_text = b"x".to_vec();
    let root = node(0, vec![node(0x78, vec![node(0x69, vec![]), text])]);
    let library = read(&write(&root)).unwrap();
    assert_eq!(library.len(), 3);
    let i9 = library.node(2).unwrap();
    assert!(i9.is_move);
    assert_eq!(i9.board_text, "x");
}

#[test]
fn a_pass_is_a_move_with_no_point() {
    let root = node(0, vec![node(0x78, vec![node(0, vec![node(0x79, vec![])])])]);
    let library = read(&write(&root)).unwrap();
    assert_eq!(library.line(3), [Some(at("h8")), None, Some(at("i8"))]);
}

#[test]
fn a_file_that_is_not_a_library_is_refused_at_its_first_wrong_byte() {
    assert_eq!(
        refused(b"\xFFRenlib\xFF"),
        LibraryError {
            offset: 4,
            why: LibraryWhy::NotRenLib
        }
    );
    assert_eq!(refused(b"").why, LibraryWhy::CutShort);
    assert_eq!(refused(b"h8 i9").offset, 0);
}

#[test]
fn an_unknown_version_is_refused_at_byte_8() {
    let mut bytes = write(&Tree::default());
    bytes[8] = 4;
    assert_eq!(
        refused(&bytes),
        LibraryError {
            offset: 8,
            why: LibraryWhy::Version { major: 4, minor: 4 }
        }
    );
}

#[test]
fn a_file_cut_short_is_refused_where_it_ends() {
    let bytes = write(&node(0, vec![node(0x78, vec![])]));
    assert_eq!(
        refused(&bytes[..12]),
        LibraryError {
            offset: 12,
            why: LibraryWhy::CutShort
        }
    );
    assert_eq!(
        refused(&bytes[..23]),
        LibraryError {
            offset: 22,
            why: LibraryWhy::CutShort
        }
    );
    let mut extended = header(3, 4);
    extended.extend([0, 0, 0x78, 0x41]);
    assert_eq!(
        refused(&extended),
        LibraryError {
            offset: 22,
            why: LibraryWhy::CutShort
        }
    );
}

#[test]
fn a_text_cut_short_is_refused_where_it_starts() {
    let mut h8 = node(0x78, vec![]);
    h8.comment = b"open".to_vec();
    let bytes = write(&node(0, vec![h8]));
    assert_eq!(
        refused(&bytes[..bytes.len() - 2]),
        LibraryError {
            offset: 24,
            why: LibraryWhy::TextCutShort
        }
    );
}

#[test]
fn a_point_off_the_board_is_refused_at_its_record() {
    for byte in [0x10, 0xF1, 0xFF] {
        let bytes = write(&node(0, vec![node(0x78, vec![]), node(byte, vec![])]));
        assert_eq!(
            refused(&bytes),
            LibraryError {
                offset: 24,
                why: LibraryWhy::OffBoard { byte }
            }
        );
    }
}

#[test]
fn a_line_that_plays_a_point_twice_is_refused() {
    let root = node(
        0,
        vec![node(0x78, vec![node(0x79, vec![node(0x78, vec![])])])],
    );
    assert_eq!(
        refused(&write(&root)),
        LibraryError {
            offset: 26,
            why: LibraryWhy::PlayedTwice { pos: at("h8") }
        }
    );
    // The same point in two lines is fine.
    let root = node(
        0,
        vec![
            node(0x78, vec![node(0x79, vec![])]),
            node(0x79, vec![node(0x78, vec![])]),
        ],
    );
    assert_eq!(read(&write(&root)).unwrap().len(), 5);
}

#[test]
fn too_deep_a_line_is_refused() {
    let mut bytes = header(3, 4);
    bytes.extend([0, 0]);
    for _ in 0..MAX_DEPTH + 1 {
        bytes.extend([0, 0]); // passes
    }
    let error = refused(&bytes);
    assert_eq!(
        error,
        LibraryError {
            offset: 22 + 2 * MAX_DEPTH,
            why: LibraryWhy::TooDeep
        }
    );
}

#[test]
fn too_many_nodes_are_refused() {
    // Every three-move line from the first 101 points: over a million nodes.
    let mut bytes = header(3, 4);
    bytes.extend([0, 0]);
    let points: Vec<u8> = (0u8..=0xEF)
        .filter(|p| !p.is_multiple_of(16))
        .take(101)
        .collect();
    for (i, &a) in points.iter().enumerate() {
        bytes.extend([a, if i + 1 < points.len() { 0x80 } else { 0 }]);
        let rest_a: Vec<u8> = points.iter().copied().filter(|&p| p != a).collect();
        for (j, &b) in rest_a.iter().enumerate() {
            bytes.extend([b, if j + 1 < rest_a.len() { 0x80 } else { 0 }]);
            let rest_b: Vec<u8> = rest_a.iter().copied().filter(|&p| p != b).collect();
            for (k, &c) in rest_b.iter().enumerate() {
                bytes.extend([c, 0x40 | if k + 1 < rest_b.len() { 0x80 } else { 0 }]);
            }
        }
    }
    let error = refused(&bytes);
    assert_eq!(error.why, LibraryWhy::TooManyNodes);
    // Every record makes a node: the first one too many is record number MAX_NODES.
    assert_eq!(error.offset, HEADER_LEN + 2 * MAX_NODES);
}

#[test]
fn a_file_over_the_limit_is_refused_before_reading() {
    let mut bytes = write(&Tree::default());
    bytes.resize(MAX_BYTES + 1, 0);
    assert_eq!(
        refused(&bytes),
        LibraryError {
            offset: MAX_BYTES,
            why: LibraryWhy::TooLarge
        }
    );
}

#[test]
fn errors_say_what_and_where() {
    let error = LibraryError {
        offset: 26,
        why: LibraryWhy::PlayedTwice { pos: at("h8") },
    };
    assert_eq!(error.to_string(), "byte 26: a line plays h8 twice");
}

proptest! {
    #[test]
    fn any_bytes_after_the_header_read_or_are_refused_without_panic(
        tail in proptest::collection::vec(any::<u8>(), 0..400)
    ) {
        let mut bytes = header(3, 4);
        bytes.extend(tail);
        if let Ok(library) = read(&bytes) {
            for id in 0..library.len() {
                prop_assert!(library.line(id).len() <= MAX_DEPTH);
                prop_assert!(library.children(id).all(|c| library.parent(c) == Some(id)));
            }
        }
    }
}
