//! Tests of the formats: samples shaped as each program writes them (the source followed
//! is named above each), round trips, every refusal with its line, detection, and
//! properties over random games and random text.

use proptest::prelude::*;

use super::*;
use crate::record::RecordError;
use crate::stone::Stone;

fn game(record: &str, size: usize, rule: Rule) -> Game {
    Game::from_record_with(record, size, rule).expect("a legal test game")
}

fn one(text: &str) -> Imported {
    let mut games = read(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0)
}

fn error(format: Format, text: &str) -> FormatError {
    read_as(format, text).expect_err(text)
}

/// A renju game whose ninth move (black h8) makes two open threes.
const DOUBLE_THREE: &str = "h10 a15 h9 c15 i8 e15 j8 g15 h8";

// Piskvork's own writer: plastovicka/Piskvork source/game.cpp `savePsq` and `wrNames`
// (a tournament game: header, `x,y,ms` lines, the two brains, the end code).
const GOMOCUP_PSQ: &str = "Piskvorky 20x20, 11:11, 0\n\
10,10,0\n\
11,11,452\n\
11,10,1032\n\
12,10,15\n\
9,10,88\n\
13,12,3\n\
8,10,120\n\
7,10,4\n\
pbrain-embryo.exe\n\
pbrain-gobang.exe\n\
0\n";

#[test]
fn a_gomocup_psq_reads_with_its_brains() {
    let imported = one(GOMOCUP_PSQ);
    assert_eq!(imported.game.board().size(), 20);
    assert_eq!(imported.game.record(), "j11 k10 k11 l11 i11 m9 h11 g11");
    assert_eq!(imported.game.rule(), Rule::Freestyle);
    assert_eq!(imported.info.black, "pbrain-embryo.exe");
    assert_eq!(imported.info.white, "pbrain-gobang.exe");
    assert!(imported.tree.is_empty());
    // Player 1 began: the second brain played black.
    let swapped = GOMOCUP_PSQ.replacen(", 0\n", ", 1\n", 1);
    let imported = one(&swapped);
    assert_eq!(imported.info.black, "pbrain-gobang.exe");
    // A game saved by hand: no brains, end code -1; people are homo-1 and homo-2.
    let by_hand = one("Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n9,9,0\r\n-1\r\n");
    assert_eq!(by_hand.game.record(), "h8 i7");
    assert_eq!(by_hand.info, GameInfo::default());
    let people = one("Piskvorky 15x15, 0:0, 0\n8,8,0\nhomo-1\nhomo-2\n15\n");
    assert_eq!(
        (people.info.black.as_str(), people.info.result.as_str()),
        ("", "time out")
    );
}

#[test]
fn every_psq_refusal_names_its_line() {
    let cases: [(&str, usize, Why); 6] = [
        (
            "Piskvorky 20x20\n1,1,0\n",
            1,
            Why::BadHeader("Piskvorky 20x20".into()),
        ),
        (
            "Piskvorky 20x20, 1:1, 2\n",
            1,
            Why::BadHeader("Piskvorky 20x20, 1:1, 2".into()),
        ),
        ("Piskvorky 15x20, 0:0, 0\n1,1,0\n", 1, Why::BadSize(15, 20)),
        ("Piskvorky 30x30, 0:0, 0\n1,1,0\n", 1, Why::BadSize(30, 30)),
        (
            "\n\nPiskvorky 15x15, 0:0, 0\n1,1,0\nhomo-1\nhomo-2\nthird\n-1\n",
            7,
            Why::BadMove("third".into()),
        ),
        ("j10 k11\n", 1, Why::NotThisFormat),
    ];
    for (text, line, why) in cases {
        let e = error(Format::Psq, text);
        assert_eq!((e.line, &e.why), (line, &why), "{text}");
    }
    // A header alone is a game with no move yet.
    assert!(
        read("Piskvorky 15x15, 0:0, 0\n").unwrap()[0]
            .game
            .moves()
            .is_empty()
    );
    let e = error(Format::Psq, "Piskvorky 15x15, 0:0, 0\n8,8,0\n16,1,0\n");
    assert_eq!(e.line, 3);
    assert!(matches!(
        e.why,
        Why::Illegal {
            number: 2,
            why: RecordError::UnknownPoint { .. },
            ..
        }
    ));
    let e = error(
        Format::Psq,
        "Piskvorky 15x15, 0:0, 0\n8,8,0\n9,9,0\n8,8,0\n",
    );
    assert_eq!(
        e.to_string(),
        "Piskvork (.psq), line 4: move 3: h8 was already played at move 1"
    );
    let five = "Piskvorky 15x15, 0:0, 0\n1,1,0\n1,2,0\n2,1,0\n2,2,0\n3,1,0\n3,2,0\n4,1,0\n4,2,0\n5,1,0\n5,2,0\n";
    let e = error(Format::Psq, five);
    assert_eq!(e.line, 11);
    assert!(matches!(
        e.why,
        Why::Illegal {
            number: 10,
            why: RecordError::AfterWin { won_at: 9, .. },
            ..
        }
    ));
}

// SGF FF[4] (red-bean.com/sgf) with GM[4], as renju servers and RenLib export it: points
// are column then row letters from the top left, RU names the opening rule.
const RENJU_SGF: &str = "(;GM[4]FF[4]CA[UTF-8]SZ[15]RU[RIF]\n\
PB[Ana Renju]PW[Bo \\] Gomoku]EV[Test Cup]RE[B+R]\n\
;B[hh];W[hi];B[ii]\n\
;W[gg]\n\
)";

#[test]
fn a_renju_sgf_reads_with_its_rule_and_players() {
    let imported = one(RENJU_SGF);
    assert_eq!(imported.game.board().size(), 15);
    assert_eq!(imported.game.rule(), Rule::Renju);
    assert_eq!(imported.game.record(), "h8 h7 i7 g9");
    assert_eq!(imported.info.black, "Ana Renju");
    assert_eq!(imported.info.white, "Bo ] Gomoku");
    assert_eq!(imported.info.event, "Test Cup");
    assert_eq!(imported.info.result, "B+R");
    assert!(imported.tree.is_empty());
}

#[test]
fn sgf_side_lines_read_as_a_tree_with_the_first_as_main_line() {
    let text = "(;GM[4]SZ[15];B[hh](;W[ih];B[ii](;W[jj])(;W[gg]))(;W[hi]))";
    let imported = one(text);
    assert_eq!(imported.game.record(), "h8 i8 i7 j6");
    let branch = |s, children| Branch {
        pos: Pos::parse(s, 15).unwrap(),
        notes: Notes::default(),
        children,
    };
    let leaf = |s| branch(s, vec![]);
    let expected = vec![branch(
        "h8",
        vec![
            branch("i8", vec![branch("i7", vec![leaf("j6"), leaf("g9")])]),
            leaf("h7"),
        ],
    )];
    assert_eq!(imported.tree, expected);
    // Two game trees are two games; text between them is skipped.
    let two = read("(;GM[4];B[hh])\nnotes\n(;GM[4];B[ii];W[jj])").unwrap();
    assert_eq!(
        two.iter().map(|g| g.game.record()).collect::<Vec<_>>(),
        ["h8", "i7 j6"]
    );
}

#[test]
fn every_sgf_refusal_names_its_line() {
    let nested = format!(
        "(;GM[4]{}{})",
        "(;B[aa]".repeat(MOST_DEPTH),
        ")".repeat(MOST_DEPTH)
    );
    let cases: Vec<(String, usize, Why)> = vec![
        (
            "(;GM[2]SZ[8];B[dd])".into(),
            1,
            Why::Unsupported("GM[2]: not gomoku".into()),
        ),
        (
            "(;GM[4];B[hh]\n;AB[ii])".into(),
            2,
            Why::Unsupported("setup stones after the first node (AB)".into()),
        ),
        (
            "(;GM[4]\nAE[hh])".into(),
            2,
            Why::Unsupported("setup stones taken off (AE)".into()),
        ),
        (
            "(;GM[4]AB[hh]\nAW[hh])".into(),
            2,
            Why::BadMove("AW[hh]: a point set twice".into()),
        ),
        ("(;GM[4]AB[zz])".into(), 1, Why::BadMove("AB[zz]".into())),
        (
            "(;GM[4];B[hh]\n;W[])".into(),
            2,
            Why::Unsupported("a pass (W[])".into()),
        ),
        (
            "(;GM[4];W[hh])".into(),
            1,
            Why::Unsupported("W[hh]: the same side plays twice".into()),
        ),
        (
            "(;GM[4];B[hh]W[ii])".into(),
            1,
            Why::BadMove("W[ii]: a second move in one node".into()),
        ),
        ("(;GM[4];B[h8])".into(), 1, Why::BadMove("B[h8]".into())),
        ("(;GM[4]SZ[15:19];B[hh])".into(), 1, Why::BadSize(15, 19)),
        ("(;GM[4]SZ[25];B[hh])".into(), 1, Why::BadSize(25, 25)),
        (
            "(;GM[4]SZ[big];B[hh])".into(),
            1,
            Why::BadHeader("SZ[big]".into()),
        ),
        ("(;GM[4];B[hh]\n".into(), 1, Why::Unclosed("(")),
        ("(;GM[4];B[hh\n)".into(), 1, Why::Unclosed("[")),
        (
            "(;GM[4];B[hh]\n#)".into(),
            2,
            Why::Syntax("unexpected `#`".into()),
        ),
        (
            "(;GM[4]B)".into(),
            1,
            Why::Syntax("`B` has no value".into()),
        ),
        (
            nested,
            1,
            Why::TooMany {
                what: "nested variations",
                most: MOST_DEPTH,
            },
        ),
        // `(` without `;` is text outside any game tree.
        ("(B[hh])".into(), 0, Why::NotThisFormat),
    ];
    for (text, line, why) in cases {
        let e = error(Format::Sgf, &text);
        assert_eq!((e.line, &e.why), (line, &why), "{text}");
    }
    let e = error(Format::Sgf, "(;GM[4]SZ[15];B[hh];W[zz])");
    assert!(matches!(
        e.why,
        Why::Illegal {
            number: 2,
            why: RecordError::UnknownPoint { .. },
            ..
        }
    ));
    // A forbidden move in a side line is refused too, on its own line.
    let mut side = String::from("(;GM[4]SZ[15]RU[renju]");
    let moves: Vec<&str> = DOUBLE_THREE.split(' ').collect();
    let sgf_of = |m: &str| {
        let pos = Pos::parse(m, 15).unwrap();
        format!(
            "{}{}",
            char::from(b'a' + pos.col() as u8),
            char::from(b'a' + pos.row() as u8)
        )
    };
    for (i, m) in moves[..8].iter().enumerate() {
        side.push_str(&format!(";{}[{}]", ["B", "W"][i % 2], sgf_of(m)));
    }
    side.push_str(&format!("(;B[ao])\n(;B[{}]))", sgf_of(moves[8])));
    let e = error(Format::Sgf, &side);
    assert_eq!(e.line, 2);
    assert!(matches!(
        e.why,
        Why::Illegal {
            number: 9,
            why: RecordError::Forbidden { .. },
            ..
        }
    ));
}

// SGF FF[4] setup properties: AB and AW add stones (a point or an `ab:cd` rectangle), PL
// says who moves; renju problem collections are written so.
#[test]
fn sgf_setup_stones_are_played_from() {
    let text = "(;GM[4]SZ[15]AB[hh][ii]AW[hi]\n;W[jj];B[gg])";
    let imported = one(text);
    let game = &imported.game;
    assert_eq!(game.setup().len(), 3);
    assert_eq!(
        (game.first_to_move(), game.record().as_str()),
        (Stone::White, "j6 g9")
    );
    let written = write(Format::Sgf, game, &imported.info);
    assert!(written.contains("AB[hh][ii]\nAW[hi]PL[W]"), "{written}");
    assert_eq!(&one(&written).game, game);
    // A rectangle; the counts give the move to black.
    let square = one("(;GM[4]SZ[15]AB[aa:ab]AW[ca][cb];B[ee])").game;
    assert_eq!((square.setup().len(), square.record().as_str()), (4, "e11"));
    // An impossible position, a move on a setup stone (in a side line too) are refused.
    let e = error(Format::Sgf, "(;GM[4]\nAB[hh]PL[B];B[ii])");
    assert_eq!(e.line, 2);
    assert!(
        matches!(&e.why, Why::Unsupported(w) if w.starts_with("the setup stones: ")),
        "{e}"
    );
    let e = error(Format::Sgf, "(;GM[4]AB[hh]\n(;W[ii])\n(;W[hh]))");
    assert_eq!(e.line, 3);
    assert!(matches!(
        e.why,
        Why::Illegal {
            number: 1,
            why: RecordError::OnSetup { .. },
            ..
        }
    ));
    let e = error(Format::Sgf, "(;GM[4]AB[hh];B[ii])");
    assert_eq!(
        e.why,
        Why::Unsupported("B[ii]: the same side plays twice".into())
    );
}

// RenjuNet's database export (renju.net, "RenjuNet database" .rif download): a <database>
// of <players>, <rules>, <tournaments> and <games>, each game's moves in a <move>.
const RENJUNET_RIF: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<!-- exported -->
<database>
<players>
<player id="7" name="Ana" surname="Renju" country="1"/>
<player id="9" name="Bo &amp; Co" surname=""/>
</players>
<rules>
<rule id="1" name="RIF" info="RIF rules"/>
<rule id="2" name="Gomoku" info="standard gomoku"/>
</rules>
<tournaments>
<tournament id="3" name="World &lt;Cup&gt;"/>
</tournaments>
<games>
<game id="1" bid="7" wid="9" rule="1" tournament="3" bresult="1">
<move>h8 h9 i9
g7 j10</move>
</game>
<game id="2" black="9" white="7" rule="2" bresult="0.5"><move>h8 i9</move></game>
</games>
</database>
"#;

#[test]
fn a_renjunet_rif_reads_every_game() {
    let games = read(RENJUNET_RIF).unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].game.record(), "h8 h9 i9 g7 j10");
    assert_eq!(games[0].game.rule(), Rule::Renju);
    assert_eq!(games[0].info.black, "Ana Renju");
    assert_eq!(games[0].info.white, "Bo & Co");
    assert_eq!(games[0].info.event, "World <Cup>");
    assert_eq!(games[0].info.result, "B+");
    assert_eq!(games[1].game.rule(), Rule::Standard);
    assert_eq!(
        (games[1].info.black.as_str(), games[1].info.result.as_str()),
        ("Bo & Co", "Draw")
    );
}

#[test]
fn every_rif_refusal_names_its_line() {
    let game = |moves: &str| {
        format!(
            "<database>\n<games>\n<game id=\"1\">\n<move>{moves}</move>\n</game>\n</games>\n</database>"
        )
    };
    let cases: Vec<(String, usize, Why)> = vec![
        ("<database>\n<games/>\n</database>".into(), 0, Why::NoGames),
        (
            "<database>\n<games>\n<game>".into(),
            3,
            Why::Unclosed("game"),
        ),
        (
            "<database>\n<games>\n</game>".into(),
            3,
            Why::Unclosed("games"),
        ),
        (
            "<database>\n</database>\n</x>".into(),
            3,
            Why::Syntax("`</x>` closes nothing".into()),
        ),
        (
            "<database>\n<!-- never closed".into(),
            2,
            Why::Unclosed("<!--"),
        ),
        (
            "<database><game id=1/></database>".into(),
            1,
            Why::Syntax("`<game id=1`: attributes not understood".into()),
        ),
        (
            "<database/>\n<database/>".into(),
            2,
            Why::Syntax("`<database`: a second root element".into()),
        ),
        (game("h8\nh9 ??"), 5, Why::BadMove("??".into())),
        (
            "<database><game size=\"30\"/></database>".into(),
            1,
            Why::BadSize(30, 30),
        ),
        (
            "<database><game size=\"x\"/></database>".into(),
            1,
            Why::BadHeader("size=\"x\"".into()),
        ),
        ("<html></html>".into(), 1, Why::NotThisFormat),
    ];
    for (text, line, why) in cases {
        let e = error(Format::Rif, &text);
        assert_eq!((e.line, &e.why), (line, &why), "{text}");
    }
    let e = error(Format::Rif, &game("h8 p1"));
    assert!(matches!(
        e.why,
        Why::Illegal {
            number: 2,
            why: RecordError::UnknownPoint { .. },
            ..
        }
    ));
    // No rule given: a RenjuNet game is renju, so the double three is refused.
    let e = error(Format::Rif, &game(DOUBLE_THREE));
    assert_eq!(e.line, 4);
    assert!(matches!(
        e.why,
        Why::Illegal {
            number: 9,
            why: RecordError::Forbidden { .. },
            ..
        }
    ));
}

// Gomocalc (gomocalc.com, dhbloo/gomoku-calculator): links are
// `https://gomocalc.com/#/` followed by the moves, rows counted from the bottom.
#[test]
fn gomocalc_strings_and_links_read() {
    for text in [
        "h8h7i7",
        "H8H7I7",
        "https://gomocalc.com/#/h8h7i7",
        "https://www.gomocalc.com/#/h8h7i7\n",
    ] {
        let imported = one(text);
        assert_eq!(imported.game.record(), "h8 h7 i7", "{text}");
        assert_eq!(imported.game.board().size(), 15);
    }
    assert_eq!(
        one("https://example.org/view?moves=a1b2").game.record(),
        "a1 b2"
    );
    assert_eq!(one("https://gomocalc.com/#/").game.moves(), []);
    let e = error(Format::Gomocalc, "https://example.com/");
    assert_eq!(e.why, Why::BadMove("https://example.com/".into()));
    assert_eq!(
        read_as(Format::Gomocalc, "https://x.org/?p=a1").unwrap()[0]
            .game
            .record(),
        "a1"
    );
    // A move off the 15x15 board asks for a larger board.
    let wide = one("j10s19");
    assert_eq!(
        (wide.game.board().size(), wide.game.record().as_str()),
        (19, "j10 s19")
    );
    let e = error(Format::Gomocalc, "h8h7h8");
    assert!(matches!(
        e.why,
        Why::Illegal {
            number: 3,
            why: RecordError::PlayedTwice { first: 1, .. },
            ..
        }
    ));
    let e = error(Format::Gomocalc, "\nh8 h7");
    assert_eq!((e.line, e.why), (2, Why::BadMove("h8 h7".into())));
    let e = error(Format::Gomocalc, "h8z40");
    assert_eq!(e.why, Why::BadMove("h8z40".into()));
}

#[test]
fn records_read_on_the_standard_board_or_the_largest() {
    let imported = one("j10 k11 k10");
    assert_eq!(
        (
            imported.game.board().size(),
            imported.game.record().as_str()
        ),
        (19, "j10 k11 k10")
    );
    assert_eq!(one("t20 a1").game.board().size(), 20);
    let e = error(Format::Record, "j10\nhello");
    assert_eq!((e.line, e.why), (2, Why::BadMove("hello".into())));
    assert_eq!(read("hello").unwrap_err().why, Why::BadMove("hello".into()));
}

#[test]
fn a_game_going_on_after_an_overline_reads_as_standard() {
    let six = "a1 a5 b1 c5 c1 e5 e1 g5 f1 i5 d1";
    let won = one(six);
    assert_eq!(won.game.rule(), Rule::Freestyle);
    assert!(won.game.is_over());
    let going_on = one(&format!("{six} k5"));
    assert_eq!(going_on.game.rule(), Rule::Standard);
    assert!(!going_on.game.is_over());
    // Still refused when no rule allows it.
    let e = error(Format::Record, "a1 a2 b1 b2 c1 c2 d1 d2 e1 e2");
    assert!(matches!(
        e.why,
        Why::Illegal {
            why: RecordError::AfterWin { .. },
            ..
        }
    ));
}

#[test]
fn whole_file_refusals() {
    for format in Format::TEXT {
        assert_eq!(error(format, " \n\t").why, Why::Empty);
        let e = error(format, &" ".repeat(MOST_BYTES + 1));
        assert_eq!((e.line, e.why), (0, Why::TooBig));
    }
    let long = format!(
        "Piskvorky 20x20, 0:0, 0\n{}",
        "1,1,0\n".repeat(MOST_MOVES + 1)
    );
    let e = error(Format::Psq, &long);
    assert_eq!(
        (e.line, e.why),
        (
            MOST_MOVES + 2,
            Why::TooMany {
                what: "moves",
                most: MOST_MOVES
            }
        )
    );
    let many = format!("<database>{}</database>", "<game/>".repeat(MOST_GAMES + 1));
    assert_eq!(
        error(Format::Rif, &many).why,
        Why::TooMany {
            what: "games",
            most: MOST_GAMES
        }
    );
    // An error quotes at most MOST_QUOTED characters of the file.
    let e = error(Format::Record, &"h8".repeat(1000));
    assert_eq!(
        e.why,
        Why::BadMove(format!("{}…", "h8".repeat(MOST_QUOTED / 2)))
    );
    let e = FormatError {
        format: Format::Sgf,
        line: 3,
        why: Why::Unclosed("("),
    };
    assert_eq!(e.to_string(), "SGF, line 3: `(` is not closed");
    assert_eq!(
        FormatError { line: 0, ..e }.to_string(),
        "SGF: `(` is not closed"
    );
}

#[test]
fn detect_knows_each_format_from_its_content() {
    assert_eq!(detect(GOMOCUP_PSQ), Some(Format::Psq));
    assert_eq!(detect(RENJU_SGF), Some(Format::Sgf));
    assert_eq!(detect("\u{feff}  ( ;GM[4];B[hh])"), Some(Format::Sgf));
    assert_eq!(detect(RENJUNET_RIF), Some(Format::Rif));
    assert_eq!(detect("h8h7i7"), Some(Format::Gomocalc));
    assert_eq!(detect("https://gomocalc.com/#/h8"), Some(Format::Gomocalc));
    assert_eq!(detect("j10 k11 k10"), Some(Format::Record));
    assert_eq!(detect("h8"), Some(Format::Record));
    assert_eq!(detect(""), None);
    assert_eq!(detect("hello world"), None);
    // Other links need two moves or more; a link to gomocalc.com may carry none.
    assert_eq!(detect("https://example.com/"), None);
    assert_eq!(detect("https://example.com/?page=a1"), None);
    assert_eq!(
        detect("https://example.com/?p=a1b2"),
        Some(Format::Gomocalc)
    );
    assert_eq!(detect("https://gomocalc.com/"), Some(Format::Gomocalc));
    assert_eq!(detect("<html></html>"), None);
}

#[test]
fn format_ids_and_extensions() {
    for format in Format::TEXT {
        assert_eq!(Format::from_id(format.id()), Some(format));
    }
    assert_eq!(
        Format::TEXT.map(Format::extension),
        ["txt", "psq", "sgf", "rif", "txt"]
    );
    assert_eq!(Format::from_id("pgn"), None);
}

#[test]
fn written_games_read_back_the_same() {
    let info = GameInfo {
        black: "Ana & <Bo>".into(),
        white: "Cy ] \\ Di".into(),
        event: "Cup".into(),
        ..GameInfo::default()
    };
    let games = [
        game("h8 h9 i9 g7 j10 k11", 15, Rule::Freestyle),
        game("j10 k11 k10 l10 a1 s19 a19 s1", 19, Rule::Standard),
        game("h8 i9 i8 g8 j7 a1 h7 a2 g6", 15, Rule::Renju),
        game("a1 t20", 20, Rule::Freestyle),
        Game::with_size(15).unwrap(),
    ];
    for g in &games {
        for format in Format::TEXT {
            let text = write(format, g, &info);
            if text.is_empty() {
                assert!(
                    g.moves().is_empty() && matches!(format, Format::Record | Format::Gomocalc)
                );
                continue;
            }
            let back = read_as(format, &text).unwrap_or_else(|e| panic!("{format}: {e}\n{text}"));
            let back = &back[0];
            // A record and a Gomocalc string do not say the size: the notation is kept.
            assert_eq!(back.game.record(), g.record(), "{format}:\n{text}");
            assert_eq!(detect(&text).unwrap_or(format), format, "{text}");
            // The size is kept where the format says it, and the rule where it has room.
            if matches!(format, Format::Psq | Format::Sgf | Format::Rif) {
                assert_eq!(back.game.board().size(), g.board().size(), "{format}");
                assert_eq!(back.game.moves(), g.moves(), "{format}");
            }
            if matches!(format, Format::Sgf | Format::Rif) {
                assert_eq!(back.game.rule(), g.rule(), "{format}");
            }
            if matches!(format, Format::Sgf | Format::Rif | Format::Psq) {
                assert_eq!(
                    (back.info.black.as_str(), back.info.white.as_str()),
                    ("Ana & <Bo>", "Cy ] \\ Di"),
                    "{format}"
                );
            }
        }
    }
}

#[test]
fn finished_games_write_their_result() {
    let won = game("a1 a2 b1 b2 c1 c2 d1 d2 e1", 15, Rule::Freestyle);
    let info = GameInfo::default();
    assert!(write(Format::Sgf, &won, &info).contains("RE[B+]"));
    assert!(write(Format::Rif, &won, &info).contains("bresult=\"1\""));
    assert!(write(Format::Psq, &won, &info).ends_with("\n0\n"));
    assert_eq!(one(&write(Format::Rif, &won, &info)).info.result, "B+");
    // Piskvork's end codes for a time out and an error are kept.
    for said in ["time out", "error"] {
        let info = GameInfo {
            result: said.into(),
            ..GameInfo::default()
        };
        assert_eq!(one(&write(Format::Psq, &won, &info)).info.result, said);
    }
    let going = game("a1", 15, Rule::Freestyle);
    assert!(write(Format::Psq, &going, &info).ends_with("\n-1\n"));
    assert_eq!(
        write(Format::Gomocalc, &won, &info),
        "https://gomocalc.com/#/a1a2b1b2c1c2d1d2e1"
    );
    assert_eq!(write(Format::Record, &won, &info), won.record());
}

/// A random legal game: random points on a board of side `size`, skipping taken ones,
/// stopping at the end of the game.
fn random_game(size: usize, rule: Rule, picks: &[(usize, usize)]) -> Game {
    let mut game = Game::with_rule(size, rule).unwrap();
    for &(r, c) in picks {
        if game.is_over() {
            break;
        }
        let pos = Pos::new(r % size, c % size).unwrap();
        let _ = game.try_play(pos);
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_round_trip_through_every_format(
        size in MIN_SIZE..=MAX_SIZE,
        rule in 0..3usize,
        picks in prop::collection::vec((0..MAX_SIZE, 0..MAX_SIZE), 0..120),
    ) {
        let g = random_game(size, Rule::ALL[rule], &picks);
        for format in [Format::Psq, Format::Sgf, Format::Rif] {
            let back = read_as(format, &write(format, &g, &GameInfo::default())).unwrap();
            prop_assert_eq!(back[0].game.moves(), g.moves());
        }
        if size >= 15 && !g.moves().is_empty() {
            let back = read_as(Format::Gomocalc, &write(Format::Gomocalc, &g, &GameInfo::default()));
            prop_assert_eq!(back.map(|b| b[0].game.moves().len()).ok(), Some(g.moves().len()));
        }
    }

    #[test]
    fn any_text_reads_without_a_panic(text in "[(;)\\[\\]BWAGMSZhi0-9a-t,x\\n <>/=\"&]{0,200}") {
        for format in Format::TEXT {
            // What reads writes back, in its format, to the same moves.
            for imported in read_as(format, &text).unwrap_or_default() {
                let again = write(format, &imported.game, &imported.info);
                if imported.game.moves().is_empty() && again.is_empty() {
                    continue;
                }
                let back = read_as(format, &again);
                prop_assert_eq!(back.map(|b| b[0].game.moves().to_vec()), Ok(imported.game.moves().to_vec()));
            }
        }
        let _ = read(&text);
    }
}

#[test]
fn markup_escapes_every_special_character_for_text_and_attributes() {
    assert_eq!(
        xml::escape("a<b & \"c\" 'd'>\u{1}\tz\n"),
        "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;\tz\n"
    );
    assert_eq!(xml::unescape(&xml::escape("<&\"'>")), "<&\"'>");
}
