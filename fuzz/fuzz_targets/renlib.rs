//! RenLib libraries: any bytes are read without a panic (texts decoded by the native
//! decoder), a refusal points inside the file, and every node read has a line from the
//! root that plays no point twice.
#![no_main]

use gobang_engine::renlib::{self, Library};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // Most inputs should get past the header, so the header is given when it is missing
    // (bytes that read without one, from the centre point, are read as they are).
    let mut bytes;
    let file = if renlib::is_renlib(data) {
        data
    } else {
        bytes = renlib::MAGIC.to_vec();
        bytes.extend([3, 4]);
        bytes.extend([0xFF; 10]);
        bytes.extend(data);
        &bytes[..]
    };
    match renlib::read(file) {
        Ok(library) => {
            for id in 0..library.len() {
                let line = library.line(id);
                let mut points: Vec<_> = line.iter().flatten().collect();
                points.sort();
                points.dedup();
                assert_eq!(points.len(), line.iter().flatten().count());
                assert!(library.children(id).all(|c| library.parent(c) == Some(id)));
            }
            assert!(library.node(Library::ROOT).is_some());
        }
        Err(error) => assert!(error.offset <= file.len()),
    }
    // Without a header: a file RenLib opens from its centre point's record.
    if let Ok(library) = renlib::read(data) {
        assert!(renlib::is_renlib(data));
        assert!(!library.encoding().is_empty());
    }
});
