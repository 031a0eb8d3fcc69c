//! Files as the programs of the field write them, each sample written by hand byte for
//! byte from what the program's public source or its files show (named above each), and
//! the properties every reader keeps on any bytes.

use proptest::prelude::*;

use super::*;
use crate::encoding::EncodingRs;
use crate::opening::{Action, Choice, OpeningRule, Role};
use crate::record::RecordError;

fn one(bytes: &[u8]) -> Imported {
    let mut games = read_bytes(bytes, &EncodingRs)
        .unwrap_or_else(|e| panic!("{e}\n{}", String::from_utf8_lossy(bytes)));
    assert_eq!(games.len(), 1);
    games.remove(0)
}

fn at(point: &str, size: usize) -> Pos {
    Pos::parse(point, size).expect("a point")
}

/// `text` in the code page `label`, as a program running on a machine with that code
/// page writes it.
fn encoded(text: &str, label: &str) -> Vec<u8> {
    let encoding = encoding_rs::Encoding::for_label(label.as_bytes()).expect("a label");
    encoding.encode(text).0.into_owned()
}

// The Gomocup manager (Piskvork, `savePsq` and `wrNames`) on Windows: a freestyle game on
// Gomocup's 20x20 board, CRLF line ends, the brains' file names and end code 0.
const GOMOCUP_20: &[u8] = b"Piskvorky 20x20, 11:11, 0\r\n\
10,10,1203\r\n11,10,987\r\n10,11,2210\r\n11,11,1750\r\n10,12,640\r\n\
11,12,3322\r\n10,13,15\r\n11,13,4410\r\n10,14,12\r\n\
pbrain-rapfi.exe\r\npbrain-embryo21_e.exe\r\n0\r\n";

#[test]
fn a_gomocup_game_on_20x20_reads_with_its_brains() {
    let imported = one(GOMOCUP_20);
    assert_eq!(imported.game.board().size(), 20);
    assert_eq!(imported.game.record(), "j11 k11 j10 k10 j9 k9 j8 k8 j7");
    assert!(matches!(
        imported.game.status(),
        GameStatus::Won {
            winner: Stone::Black,
            ..
        }
    ));
    assert_eq!(
        (imported.info.black.as_str(), imported.info.white.as_str()),
        ("pbrain-rapfi.exe", "pbrain-embryo21_e.exe")
    );
}

// GoWrite 3.2, a go editor gomoku players record with: go's game number GM[1], its
// application and style properties, a figure (FG) and the game on the size given.
const GOWRITE: &str = "(;GM[1]FF[4]CA[UTF-8]AP[GoWrite:3.2.4]ST[2]\n\
SZ[15]KM[0]GN[Club game]PB[Black]PW[White]RE[B+]DT[2011-03-05]\n\
FG[259:]\n\
;B[hh];W[hg];B[ih];W[ig];B[jh];W[jg];B[kh]\n\
;W[kg];B[lh])\n";

#[test]
fn gowrite_gm1_files_are_gomoku_on_their_board() {
    let imported = one(GOWRITE.as_bytes());
    assert_eq!(imported.game.board().size(), 15);
    assert_eq!(imported.game.record(), "h8 h9 i8 i9 j8 j9 k8 k9 l8");
    assert!(imported.game.is_over());
    assert_eq!(imported.info.event, "Club game");
    assert_eq!(imported.info.date, "2011-03-05");
    // Gomoku on go's own board: GM[1] with SZ[19], and 19 when SZ is missing.
    let go_board = GOWRITE.replace("SZ[15]", "SZ[19]");
    assert_eq!(one(go_board.as_bytes()).game.board().size(), 19);
    let no_size = GOWRITE.replace("SZ[15]", "");
    assert_eq!(
        one(no_size.as_bytes()).game.record(),
        "h12 h13 i12 i13 j12 j13 k12 k13 l12"
    );
}

#[test]
fn a_go_game_is_refused_by_what_gomoku_never_has() {
    // White's a9 is captured by b9 and a8; black then plays on a9: a point played twice.
    let capture = "(;GM[1]SZ[9];B[ab];W[aa];B[ba];W[ee];B[aa])";
    let e = read(capture).unwrap_err();
    assert!(
        matches!(&e.why, Why::Unsupported(w) if w.starts_with("GM[1]: a go game, not gomoku (move 5")),
        "{e}"
    );
    for pass in ["(;GM[1]SZ[19];B[pd];W[dd];B[])", "(;GM[1];B[pd];W[tt])"] {
        let e = read(pass).unwrap_err();
        assert!(
            matches!(&e.why, Why::Unsupported(w) if w.contains("go game")),
            "{e}"
        );
    }
    // Other games stay refused.
    let e = read("(;GM[3];B[aa])").unwrap_err();
    assert_eq!(e.why, Why::Unsupported("GM[3]: not gomoku".into()));
}

// KataGomo's trainer (hzyhhzy/KataGomo, `WriteSgf::writeSgf`): FF[4]GM[1], the board,
// the players, its rules string (`basicruleRENJU...`), the result, a root comment of the
// self-play's data and one comment a move (value targets, visits, weight), the last with
// the result.
const KATAGOMO: &str = "(;FF[4]GM[1]SZ[15]PB[kata1-b18c384]PW[kata1-b18c384]\
RU[basicruleRENJUvcnruleNOVCfirstpasswin0maxmoves0]RE[B+]\
C[startTurnIdx=0,initTurnNum=0,gameHash=5F3A2C91D07E4B18A6C2E0F1B3D49A77,gtype=normal]\
;B[hh]C[0.52 0.40 0.08 v=600 weight=1.00];W[hg]C[0.55 0.41 0.04 v=600 weight=1.00]\
;B[ih]C[0.61 0.35 0.04 v=600 weight=1.00];W[ig]C[0.70 0.28 0.02 v=600 weight=1.00]\
;B[jh]C[0.83 0.16 0.01 v=600 weight=1.00];W[jg]C[0.97 0.03 0.00 v=600 weight=1.00]\
;B[kh]C[1.00 0.00 0.00 v=600 weight=1.00];W[kg]C[1.00 0.00 0.00 v=600 weight=1.00]\
;B[lh]C[1.00 0.00 0.00 v=600 weight=1.00 result=B+])";

#[test]
fn katagomo_sgf_reads_its_rule_and_keeps_each_comment_on_its_move() {
    let imported = one(KATAGOMO.as_bytes());
    assert_eq!(imported.game.rule(), Rule::Renju);
    assert_eq!(imported.game.record(), "h8 h9 i8 i9 j8 j9 k8 k9 l8");
    assert!(imported.notes.comment.starts_with("startTurnIdx=0,"));
    // No side line, but comments: the tree is the main line with its notes.
    let mut comments = Vec::new();
    let mut next = imported.tree.first();
    while let Some(branch) = next {
        comments.push(branch.notes.comment.as_str());
        next = branch.children.first();
    }
    assert_eq!(comments.len(), 9);
    assert_eq!(comments[0], "0.52 0.40 0.08 v=600 weight=1.00");
    assert!(comments[8].ends_with("result=B+"));
}

// ZJRenju and ORC renju exports: game number 5, the rule, swap refused (`SW[NO]`), the
// fifth-move alternatives black offered (`5A`) on the fourth move's node, labels (`LB`),
// a figure and style (`FG`, `ST`), an empty last node and a line of text after the tree.
const ORC: &str = "(;GM[5]FF[4]SZ[15]RU[RIF]AP[ZJRenju:2.1]SW[NO]ST[0]FG[]\r\n\
PB[Li Wei]PW[Zhang Min]EV[Online tournament]RO[3]RE[W+R]\r\n\
;B[hh];W[ig];B[hg];W[hi]5A[jf][ii]LB[jf:A][ii:B]C[Black offers two fifth moves.]\r\n\
;B[ii];W[jj]\r\n\
;)\r\n\
(c) ZJRenju export\r\n";

#[test]
fn a_zjrenju_gm5_file_keeps_its_offers_labels_and_marks() {
    let imported = one(ORC.as_bytes());
    assert_eq!(imported.game.rule(), Rule::Renju);
    assert_eq!(imported.game.record(), "h8 i9 h9 h7 i7 j6");
    assert_eq!(imported.info.round, "3");
    assert_eq!(imported.info.result, "W+R");
    let fourth = &imported.tree[0].children[0].children[0].children[0];
    assert_eq!(fourth.pos, at("h7", 15));
    assert_eq!(fourth.notes.marks, [at("j10", 15), at("i7", 15)]);
    assert_eq!(
        fourth.notes.labels,
        [
            (at("j10", 15), "A".to_owned()),
            (at("i7", 15), "B".to_owned())
        ]
    );
    assert_eq!(fourth.notes.comment, "Black offers two fifth moves.");
}

#[test]
fn sgf_property_names_as_old_and_odd_files_write_them() {
    // FF[3]'s long names (lower-case letters dropped), names all in lower case.
    let old = one(b"(;GaMe[4]SiZe[15]AddBlack[hh]PLayer[W];W[ii])");
    assert_eq!(
        (old.game.setup().len(), old.game.record().as_str()),
        (1, "i7")
    );
    let lower = one(b"(;gm[4]sz[15];b[hh];w[ih])");
    assert_eq!(lower.game.record(), "h8 i8");
    // Unknown properties, even with a digit first, are skipped.
    let odd = one(b"(;GM[4]9Z[x]XY[ab][cd];B[hh]ZZ[];W[ih])");
    assert_eq!(odd.game.record(), "h8 i8");
}

// A Chinese renju program's SGF (CA[gb2312], text in that code page), as the Chinese
// renju sites' downloads are: comments at the root and on moves.
const GB2312_SGF: &str = "(;GM[4]FF[4]CA[gb2312]SZ[15]RU[renju]PB[黑方]PW[白方]\
C[作者：五月。黑先胜。];B[hh]C[天元开局];W[ig];B[hg]C[花月])";

#[test]
fn a_gb2312_sgf_shows_its_chinese_comments() {
    let bytes = encoded(GB2312_SGF, "gb2312");
    assert!(std::str::from_utf8(&bytes).is_err());
    assert_eq!(sgf::charset(&bytes).as_deref(), Some("gb2312"));
    let imported = one(&bytes);
    assert_eq!(imported.notes.comment, "作者：五月。黑先胜。");
    assert_eq!(imported.info.black, "黑方");
    assert_eq!(imported.tree[0].notes.comment, "天元开局");
    assert_eq!(
        imported.tree[0].children[0].children[0].notes.comment,
        "花月"
    );
    // Without CA the code page is guessed as GBK, the Chinese programs' own.
    let undeclared = encoded(&GB2312_SGF.replace("CA[gb2312]", ""), "gbk");
    assert_eq!(one(&undeclared).notes.comment, "作者：五月。黑先胜。");
    // A Big5 file that says so.
    let big5 = encoded(
        &GB2312_SGF
            .replace("CA[gb2312]", "CA[Big5]")
            .replace("黑先胜", "黑先勝"),
        "big5",
    );
    assert_eq!(one(&big5).notes.comment, "作者：五月。黑先勝。");
    // With no decoder (a build without tables), unknown bytes are replaced, never
    // misread as another code page.
    let plain = read_bytes(&bytes, &crate::encoding::Utf8Only).unwrap();
    assert!(plain[0].notes.comment.contains('\u{FFFD}'));
}

// PlayOK's gomoku exports (a game page's "PGN" link): tags naming the seats, the move
// list in seats' slots, swap choices as words, `--` where a seat placed nothing. One
// sample for each opening the files show.
const PLAYOK_SWAP_BLACK: &str = "[Event \"?\"]\n[Site \"PlayOK\"]\n[Date \"2024.03.09\"]\n\
[Round \"-\"]\n[Black \"anna_k\"]\n[White \"gomoku_fan\"]\n[Result \"0-1\"]\n\
[Time \"20:41:07\"]\n[TimeControl \"300\"]\n[BlackElo \"1494\"]\n[WhiteElo \"1620\"]\n\
[GameType \"61,15\"]\n\n\
1. n4 m2 2. k2 black 3. k5 k7 4. a1 l8 5. a2 m9 6. a3 n10 7. a4 j6 0-1\n";

const PLAYOK_SWAP_WHITE: &str = "[Event \"?\"]\n[Site \"PlayOK\"]\n[Date \"2024.03.10\"]\n\
[Round \"-\"]\n[Black \"vilnius77\"]\n[White \"tomas_b\"]\n[Result \"0-1\"]\n\
[Time \"09:02:51\"]\n[TimeControl \"180\"]\n[BlackElo \"1710\"]\n[WhiteElo \"1688\"]\n\
[GameType \"61,15\"]\n\n\
1. o8 a8 2. o9 white 3. -- j8 4. m9 k9 5. b1 l10 6. b2 m11 7. b3 n12 0-1\n";

const PLAYOK_SWAP2: &str = "[Event \"?\"]\n[Site \"PlayOK\"]\n[Date \"2024.03.11\"]\n\
[Round \"-\"]\n[Black \"kasia\"]\n[White \"lee.h\"]\n[Result \"1-0\"]\n\
[Time \"18:15:00\"]\n[TimeControl \"600\"]\n[BlackElo \"1902\"]\n[WhiteElo \"1855\"]\n\
[GameType \"61,15\"]\n\n\
1. n4 m2 2. k2 a15 3. b15 -- 4. black k5 5. l5 k6 6. m6 k7 1-0\n";

#[test]
fn playok_swap_choices_give_the_colours_and_the_seats_their_names() {
    // The second seat takes black after three stones.
    let game = one(PLAYOK_SWAP_BLACK.as_bytes());
    assert_eq!(
        game.game.record(),
        "n4 m2 k2 k5 k7 a1 l8 a2 m9 a3 n10 a4 j6"
    );
    assert!(matches!(
        game.game.status(),
        GameStatus::Won {
            winner: Stone::Black,
            ..
        }
    ));
    let info = &game.info;
    assert_eq!(
        (info.black.as_str(), info.black_rating.as_str()),
        ("gomoku_fan", "1620")
    );
    assert_eq!(
        (info.white.as_str(), info.white_rating.as_str()),
        ("anna_k", "1494")
    );
    assert_eq!(info.result, "B+");
    assert_eq!(
        (info.date.as_str(), info.site.as_str()),
        ("2024.03.09", "PlayOK")
    );
    assert_eq!(
        (info.time_control.as_str(), info.event.as_str()),
        ("300", "")
    );
    let contest = game.contest.as_ref().expect("the choices kept");
    assert_eq!(contest.opening(), OpeningRule::Swap2);
    assert_eq!(contest.holder(Stone::Black), Role::Responder);
    assert_eq!(
        contest.record(),
        "n4 m2 k2 black k5 k7 a1 l8 a2 m9 a3 n10 a4 j6"
    );
    assert_eq!(contest.game(), &game.game);

    // The second seat takes white; the first seat's slot after the choice is empty.
    let game = one(PLAYOK_SWAP_WHITE.as_bytes());
    assert_eq!(game.game.record(), "o8 a8 o9 j8 m9 k9 b1 l10 b2 m11 b3 n12");
    assert_eq!(
        (game.info.black.as_str(), game.info.white.as_str()),
        ("vilnius77", "tomas_b")
    );
    assert_eq!(game.info.result, "W+");
    let contest = game.contest.as_ref().expect("the choices kept");
    assert_eq!(contest.holder(Stone::Black), Role::Opener);

    // Swap2: the second seat places two more stones (one at the corner), the first seat
    // takes black; a result by resignation, the game still going on the board.
    let game = one(PLAYOK_SWAP2.as_bytes());
    assert_eq!(game.game.record(), "n4 m2 k2 a15 b15 k5 l5 k6 m6 k7");
    assert!(!game.game.is_over());
    assert_eq!(
        (game.info.black.as_str(), game.info.result.as_str()),
        ("kasia", "B+")
    );
    let contest = game.contest.as_ref().expect("the choices kept");
    assert_eq!(
        contest.record(),
        "n4 m2 k2 more a15 b15 black k5 l5 k6 m6 k7"
    );
}

#[test]
fn playok_games_write_back_as_playok_lays_them_out() {
    for sample in [PLAYOK_SWAP_BLACK, PLAYOK_SWAP_WHITE, PLAYOK_SWAP2] {
        let game = one(sample.as_bytes());
        let contest = game.contest.as_ref().unwrap();
        let written = write_contest(Format::PlayOk, contest, &game.info);
        let moves = |text: &str| text.lines().last().unwrap_or("").to_owned();
        assert_eq!(moves(&written), moves(sample), "{written}");
        let back = &read(&written).unwrap()[0];
        assert_eq!(back.info, game.info);
        assert_eq!(back.contest, game.contest);
        for tag in [
            "[Black \"",
            "[BlackElo \"",
            "[Date \"",
            "[GameType \"61,15\"]",
        ] {
            let line = |text: &str| text.lines().find(|l| l.starts_with(tag)).map(str::to_owned);
            assert_eq!(line(&written), line(sample), "{tag}");
        }
    }
    // A game without an opening rule: plain pairs, the first seat black.
    let plain = Game::from_record_with("h8 h9 i9 j10", 19, Rule::Freestyle).unwrap();
    let info = GameInfo {
        black: "Ana \"A\"".into(),
        ..GameInfo::default()
    };
    let written = write(Format::PlayOk, &plain, &info);
    assert!(
        written.contains("[Black \"Ana \\\"A\\\"\"]\n[White \"?\"]"),
        "{written}"
    );
    assert!(written.ends_with("\n1. h8 h9 2. i9 j10 *\n"), "{written}");
    let back = &read(&written).unwrap()[0];
    assert_eq!(
        (back.game.board().size(), back.game.moves()),
        (19, plain.moves())
    );
    assert_eq!(back.info.black, "Ana \"A\"");
}

#[test]
fn playok_text_is_found_and_its_refusals_say_where() {
    assert_eq!(detect(PLAYOK_SWAP2), Some(Format::PlayOk));
    assert_eq!(detect("1. h8 h9 2. i9"), Some(Format::PlayOk));
    assert_eq!(detect("[Event \"x\"]"), Some(Format::PlayOk));
    assert_eq!(read("1. h8 h9 2. i9").unwrap()[0].game.record(), "h8 h9 i9");
    let cases: [(&str, usize, Why); 4] = [
        ("[Event \"?\"]\n1. h8 zz", 2, Why::BadMove("zz".into())),
        ("[Event \"?\n1. h8", 1, Why::BadHeader("[Event \"?".into())),
        ("[GameType \"61,30\"]\n1. h8", 1, Why::BadSize(30, 30)),
        ("1. h8 h9 1-0 i9", 1, Why::BadMove("i9".into())),
    ];
    for (text, line, why) in cases {
        let e = read_as(Format::PlayOk, text).unwrap_err();
        assert_eq!((e.line, &e.why), (line, &why), "{text}");
    }
    let e = read_as(Format::PlayOk, "1. h8 p1").unwrap_err();
    assert!(matches!(
        e.why,
        Why::Illegal {
            number: 2,
            why: RecordError::UnknownPoint { .. },
            ..
        }
    ));
    assert!(e.to_string().starts_with("PlayOK (.pgn), line 1: "), "{e}");
    // Two games in one file.
    let two = format!("{PLAYOK_SWAP_BLACK}\n{PLAYOK_SWAP2}");
    assert_eq!(read(&two).unwrap().len(), 2);
}

// Engine test sets' binary positions: a count byte, then `x + 15 * (14 - y)` a stone.
#[test]
fn pos_files_read_from_their_bytes() {
    // h8 (112), i9 (98), i8 (113).
    let imported = one(&[3, 0x70, 0x62, 0x71]);
    assert_eq!(imported.game.record(), "h8 i9 i8");
    assert_eq!(imported.game.board().size(), 15);
    // The corners: a15 is 0, o1 is 224; an empty position is a count of 0.
    assert_eq!(one(&[2, 0, 224]).game.record(), "a15 o1");
    assert!(one(&[0]).game.moves().is_empty());
    assert_eq!(detect_bytes(&[3, 0x70, 0x62, 0x71]), Some(Format::Pos));
    assert_eq!(detect_bytes(b"h8 i9"), Some(Format::Record));
    // Refused with the byte that is wrong.
    let refused = |bytes: &[u8]| read_bytes(bytes, &EncodingRs).unwrap_err();
    let e = refused(&[5, 0x70, 0x62]);
    assert_eq!(e.format, Format::Pos);
    assert!(
        matches!(&e.why, Why::AtByte { byte: 0, what } if what.contains("says 5 stones, but 2")),
        "{e}"
    );
    let e = refused(&[2, 0x70, 230]);
    assert!(
        matches!(&e.why, Why::AtByte { byte: 2, what } if what.contains("index 230")),
        "{e}"
    );
    let e = read_bytes_as(Format::Pos, &[2, 0x70, 0x70], &EncodingRs).unwrap_err();
    assert!(matches!(
        e.why,
        Why::Illegal {
            number: 2,
            why: RecordError::PlayedTwice { .. },
            ..
        }
    ));
    // Other binary bytes are refused as binary, not read as a record.
    let e = refused(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR");
    assert_eq!(e.format, Format::Pos);
}

#[test]
fn format_ids_cover_every_format() {
    for format in Format::ALL {
        assert_eq!(Format::from_id(format.id()), Some(format));
    }
    assert_eq!(&Format::EXPORT[..5], &Format::TEXT[..]);
    assert_eq!(Format::PlayOk.extension(), "pgn");
    assert_eq!(write(Format::Pos, &Game::new(), &GameInfo::default()), "");
}

/// A random swap2 contest: three stones, a choice (or two more stones and the first
/// seat's choice), then moves; every point picked at random, taken ones skipped.
fn random_contest(picks: &[(usize, usize)], choice: u8) -> Option<Contest> {
    let mut contest = Contest::new(15, Rule::Freestyle, OpeningRule::Swap2).ok()?;
    let mut picks = picks.iter().map(|&(r, c)| Pos::new(r % 15, c % 15));
    let mut choices = [Choice::Black, Choice::White, Choice::More]
        .into_iter()
        .cycle()
        .skip(usize::from(choice % 3));
    for _ in 0..60 {
        let Some(by) = contest.step().by() else {
            break;
        };
        let action = match contest.step() {
            crate::opening::Step::Choose { options, .. } => {
                let mut pick = choices.next()?;
                if !options.contains(&pick) {
                    pick = Choice::Black;
                }
                Action::Choose(pick)
            }
            _ => match picks.next() {
                Some(Some(pos)) => Action::Stone(pos),
                _ => break,
            },
        };
        let _ = contest.act(by, action);
    }
    Some(contest)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_bytes_read_without_a_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        for format in Format::ALL {
            let _ = read_bytes_as(format, &bytes, &EncodingRs);
        }
        let _ = read_bytes(&bytes, &EncodingRs);
        let _ = detect_bytes(&bytes);
        let _ = crate::renlib::read(&bytes);
    }

    #[test]
    fn playok_text_reads_without_a_panic(text in "(\\[[A-Za-z]{1,9} \"[0-9a-z,.?\\-]{0,6}\"\\]\n|[0-9]{1,2}\\. |[a-t][0-9]{1,2} |black |white |-- |1-0|\\{x\\} ){0,40}") {
        let _ = read_as(Format::PlayOk, &text);
        let _ = read(&text);
    }

    #[test]
    fn playok_games_round_trip(
        picks in prop::collection::vec((0..15usize, 0..15usize), 0..80),
        choice in any::<u8>(),
        names in ("[a-z_]{0,8}", "[a-z\"\\\\ ]{0,8}"),
    ) {
        let info = GameInfo { black: names.0.clone(), white: names.1.trim().to_owned(), ..GameInfo::default() };
        // A game without an opening rule.
        let mut game = Game::with_rule(15, Rule::Freestyle).unwrap();
        for &(r, c) in &picks {
            if game.is_over() { break; }
            let _ = game.try_play(Pos::new(r, c).unwrap());
        }
        let back = read_as(Format::PlayOk, &write(Format::PlayOk, &game, &info)).unwrap();
        prop_assert_eq!(back[0].game.moves(), game.moves());
        prop_assert_eq!(&back[0].info.black, &info.black);
        // A swap2 contest keeps its choices and its names on the right colours.
        if let Some(contest) = random_contest(&picks, choice).filter(|c| c.colours_settled()) {
            let back = read_as(Format::PlayOk, &write_contest(Format::PlayOk, &contest, &info)).unwrap();
            prop_assert_eq!(back[0].game.moves(), contest.game().moves());
            prop_assert_eq!(back[0].contest.as_ref().map(Contest::record), Some(contest.record()));
            prop_assert_eq!((&back[0].info.black, &back[0].info.white), (&info.black, &info.white));
        }
    }
}
