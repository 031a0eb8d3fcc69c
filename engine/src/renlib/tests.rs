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

#[test]
fn texts_are_read_as_utf8_when_valid_else_as_windows_1252() {
    let mut a = node(0x78, vec![]);
    a.comment = "五月".as_bytes().to_vec();
    let mut b = node(0x79, vec![]);
    b.comment = b"caf\xE9 \x80".to_vec();
    let library = read(&write(&node(0, vec![a, b]))).unwrap();
    assert_eq!(library.node(1).unwrap().comment, "五月");
    assert_eq!(library.node(2).unwrap().comment, "café €");
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
