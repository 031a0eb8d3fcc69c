//! The code page chosen for text in each code page the field writes, the bytes made by
//! encoding_rs's encoders (so the samples are the bytes those code pages have).

use super::*;

fn encoded(text: &str, label: &str) -> Vec<u8> {
    let encoding = encoding_rs::Encoding::for_label(label.as_bytes()).expect("a known label");
    let (bytes, _, unmappable) = encoding.encode(text);
    assert!(!unmappable, "{text} in {label}");
    bytes.into_owned()
}

fn read(bytes: &[u8]) -> (String, String) {
    let decoded = decode(bytes, None, &EncodingRs);
    (decoded.text, decoded.encoding)
}

#[test]
fn utf8_and_byte_order_marks_come_first() {
    assert_eq!(
        read("作者：五月".as_bytes()),
        ("作者：五月".into(), "utf-8".into())
    );
    assert_eq!(read(b"\xEF\xBB\xBFh8"), ("h8".into(), "utf-8".into()));
    let mut utf16 = vec![0xFF, 0xFE];
    utf16.extend("黑".encode_utf16().flat_map(u16::to_le_bytes));
    assert_eq!(read(&utf16), ("黑".into(), "utf-16le".into()));
    // Valid UTF-8 wins over a declared code page (the declaration is often wrong).
    let decoded = decode("好".as_bytes(), Some("gb2312"), &EncodingRs);
    assert_eq!(decoded.text, "好");
}

#[test]
fn each_cjk_code_page_is_read_as_itself() {
    // Chinese libraries and SGF files: GBK (simplified), Big5 (traditional).
    let simplified = "作者：黑先胜，白棋第五手是恶手。";
    assert_eq!(
        read(&encoded(simplified, "gbk")),
        (simplified.into(), "gbk".into())
    );
    let traditional = "黑棋先手必勝的開局：花月，浦月。";
    assert_eq!(
        read(&encoded(traditional, "big5")),
        (traditional.into(), "big5".into())
    );
    let japanese = "黒の勝ち。白の五手目は悪手です。";
    assert_eq!(
        read(&encoded(japanese, "shift_jis")),
        (japanese.into(), "shift_jis".into())
    );
}

#[test]
fn european_texts_are_read_in_windows_code_pages() {
    // RenLib's Swedish, Danish and Estonian users: windows-1252.
    for text in [
        "Öppning för svart",
        "Bästa drag är h8",
        "blå café €",
        "Sõrv ööbik",
    ] {
        assert_eq!(
            read(&encoded(text, "windows-1252")),
            (text.into(), "windows-1252".into()),
            "{text}"
        );
    }
    // Russian: windows-1251, told by its runs of Cyrillic letters.
    let russian = "Ход белых: лучшая защита";
    assert_eq!(
        read(&encoded(russian, "windows-1251")),
        (russian.into(), "windows-1251".into())
    );
}

#[test]
fn a_declared_code_page_is_honoured_with_whatwg_labels() {
    let korean = "흑 승리";
    for label in ["euc-kr", "EUC-KR", " ks_c_5601-1987 "] {
        let decoded = decode(&encoded(korean, "euc-kr"), Some(label), &EncodingRs);
        assert_eq!(decoded.text, korean, "{label}");
    }
    // Latin-1 is windows-1252, as the Encoding Standard maps it.
    let decoded = decode(b"Jos\xE9", Some("ISO-8859-1"), &EncodingRs);
    assert_eq!(decoded.text, "José");
    // A declared code page that does not decode the bytes gives way to the guesses.
    let decoded = decode(&encoded("作者", "gbk"), Some("shift_jis"), &EncodingRs);
    assert_eq!(
        (decoded.text.as_str(), decoded.encoding.as_str()),
        ("作者", "gbk")
    );
}

#[test]
fn without_a_decoder_bytes_are_replaced_never_misread() {
    let decoded = decode(&encoded("作者", "gbk"), Some("gbk"), &Utf8Only);
    assert_eq!(decoded.encoding, "utf-8");
    assert!(
        decoded.text.chars().all(|c| c == '\u{FFFD}'),
        "{}",
        decoded.text
    );
    // A closure is a decoder: the page's browser decoder is one.
    let only_gbk =
        |bytes: &[u8], label: &str| EncodingRs.decode(bytes, label).filter(|_| label == "gbk");
    assert_eq!(
        decode(&encoded("作者", "gbk"), None, &only_gbk).text,
        "作者"
    );
}

#[test]
fn plausibility_tells_the_code_pages_apart() {
    let gbk = encoded("作者", "gbk");
    assert!(plausible("gbk", &gbk, "作者"));
    // Big5 bytes read as GBK give kana and private-use characters: not Chinese.
    let big5 = encoded("開局勝", "big5");
    let as_gbk = EncodingRs.decode(&big5, "gbk").unwrap();
    assert!(!plausible("gbk", &big5, &as_gbk), "{as_gbk}");
    // Latin letters with accents read as GBK fall outside GB2312.
    let swedish = encoded("Öppning", "windows-1252");
    let as_gbk = EncodingRs.decode(&swedish, "gbk").unwrap();
    assert!(!plausible("gbk", &swedish, &as_gbk), "{as_gbk}");
    // Half-width katakana are not Japanese prose.
    let russian = encoded("Ход", "windows-1251");
    let as_sjis = EncodingRs.decode(&russian, "shift_jis").unwrap();
    assert!(!plausible("shift_jis", &russian, &as_sjis), "{as_sjis}");
}
