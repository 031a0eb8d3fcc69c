//! The worker's messages: any text is read as a request and as a reply without a panic,
//! and whatever is read is written in the worker's own form, which reads back to itself.
#![no_main]

use gobang::worker::protocol::{Reply, Request};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok((id, request)) = Request::decode(&text) {
        let written = request.encode(id);
        let (again, read) = Request::decode(&written).expect("a written request reads back");
        assert_eq!((again, read.encode(again)), (id, written));
    }
    for size in [15, 19] {
        if let Ok((id, reply)) = Reply::decode(&text, size) {
            let written = reply.encode(id, size);
            let (again, read) = Reply::decode(&written, size).expect("a written reply reads back");
            assert_eq!((again, read.encode(again, size)), (id, written));
        }
    }
});
