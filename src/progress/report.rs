//! The progress page's report as HTML text: the ratings, the graph, the tables and the rules
//! of rated play. None of it takes input, so it is written as text once per change of the
//! record or the language and set as the report's inner HTML: a typed view for each cell
//! cost 9 KB more (gzipped) in the study module. Every text put in is escaped, and
//! every number is a whole one (no float formatting in the wasm).

use super::record::Record;
use super::summary::{self, Tally};
use super::texts::ProgressTexts;
use crate::shell::text::escape;

/// The ratings: the player's with its spread and games, and the puzzle rating
/// (rating, deviation, puzzles tried) beside it where there is one; the note under them.
pub fn ratings(record: &Record, t: &ProgressTexts, puzzle: Option<(f64, f64, u32)>) -> String {
    let number = |label: &str, id: &str, value: i64, after: &str| {
        format!(
            "<div><dt>{}</dt><dd><strong data-testid=\"{id}\">{value}</strong>{after}</dd></div>",
            escape(label)
        )
    };
    let spread = |deviation: f64| (2.0 * deviation).round() as i64;
    let mut html = String::from("<dl class=\"progress-numbers\">");
    html.push_str(&number(
        t.rating,
        "player-rating",
        record.rating.rating.round() as i64,
        &format!(
            "<span class=\"deviation\"> ± {}</span>",
            spread(record.rating.deviation)
        ),
    ));
    html.push_str(&number(
        t.games,
        "player-games",
        i64::from(record.count),
        "",
    ));
    if let Some((rating, deviation, tried)) = puzzle {
        let tried = t.puzzles_tried(tried);
        let after = format!(
            "<span class=\"deviation\"> ± {} · {}</span>",
            spread(deviation),
            escape(&tried)
        );
        html.push_str(&number(
            t.words().puzzle_rating,
            "puzzle-rating-beside",
            rating.round() as i64,
            &after,
        ));
    }
    html.push_str("</dl><p class=\"progress-note\">");
    html.push_str(&escape(t.rating_note));
    html.push_str("</p>");
    html
}

/// The rating's history: an SVG whose line is drawn stretched to the box (a nested SVG with
/// the graph's own box) and whose guides and their labels stand at heights in percent, so
/// that the labels' letters are not stretched.
pub fn graph(record: &Record, t: &ProgressTexts) -> String {
    let names = t.words();
    let graph = summary::graph(record);
    let mut guides = String::new();
    for (y, level, elo) in &graph.guides {
        let percent = y * 100 / summary::HEIGHT;
        // Above its line, or below it at the very top.
        let dy = if percent < 10 { 13 } else { -4 };
        guides.push_str(&format!(
            "<line class=\"guide\" x1=\"0\" x2=\"100%\" y1=\"{percent}%\" y2=\"{percent}%\"/>\
             <text class=\"guide-label\" x=\"6\" y=\"{percent}%\" dy=\"{dy}\">{} {elo}</text>",
            escape(names.level_name(*level))
        ));
    }
    format!(
        "<figure class=\"rating-graph\"><svg role=\"img\" aria-label=\"{label}\" \
         data-testid=\"rating-graph\">{guides}<svg viewBox=\"0 0 {w} {h}\" \
         preserveAspectRatio=\"none\" width=\"100%\" height=\"100%\" overflow=\"visible\">\
         <polyline class=\"rating-line\" points=\"{points}\"/></svg></svg>\
         <figcaption>{label}</figcaption></figure>",
        label = escape(t.graph),
        w = summary::WIDTH,
        h = summary::HEIGHT,
        points = graph.points,
    )
}

/// One table of tallies: its caption, the first column's head, and its rows.
fn table(t: &ProgressTexts, caption: &str, head: &str, rows: &[(String, Tally)]) -> String {
    let mut html = format!(
        "<div class=\"table-scroll\"><table class=\"progress-table\"><caption>{}</caption>\
         <thead><tr><th scope=\"col\">{}</th>",
        escape(caption),
        escape(head)
    );
    for column in t.columns {
        html.push_str(&format!("<th scope=\"col\">{}</th>", escape(column)));
    }
    html.push_str("</tr></thead><tbody>");
    for (name, tally) in rows {
        html.push_str(&format!("<tr><th scope=\"row\">{}</th>", escape(name)));
        for cell in t.cells(tally) {
            html.push_str(&format!("<td>{cell}</td>"));
        }
        html.push_str("</tr>");
    }
    html.push_str("</tbody></table></div>");
    html
}

/// The games by level, by colour and by rules and board (or that there are none yet).
pub fn tables(record: &Record, t: &ProgressTexts) -> String {
    let names = t.words();
    let games = &record.games;
    if games.is_empty() {
        return format!("<p class=\"progress-note\">{}</p>", escape(t.no_games));
    }
    let levels: Vec<(String, Tally)> = summary::by_level(games)
        .into_iter()
        .map(|(level, tally)| (names.level_name(level).to_owned(), tally))
        .collect();
    let colours: Vec<(String, Tally)> = summary::by_colour(games)
        .into_iter()
        .filter(|(_, tally)| tally.games() > 0)
        .map(|(colour, tally)| (t.colour_name(colour).to_owned(), tally))
        .collect();
    let rules: Vec<(String, Tally)> = summary::by_rule(games)
        .into_iter()
        .map(|(rule, size, tally)| (format!("{} · {size}×{size}", names.rule_name(rule)), tally))
        .collect();
    format!(
        "<div class=\"progress-tables\">{}{}{}</div><p class=\"progress-note\">{}</p>",
        table(t, t.by_level, t.level, &levels),
        table(t, t.by_colour, t.colour, &colours),
        table(t, t.by_rule, names.rule_set, &rules),
        escape(t.kept)
    )
}

/// The rules of rated play, folded.
pub fn rules(t: &ProgressTexts) -> String {
    let items: String = t
        .rules
        .iter()
        .map(|rule| format!("<li>{}</li>", escape(rule)))
        .collect();
    format!(
        "<details class=\"progress-rules\" data-testid=\"progress-rules\"><summary>{}</summary>\
         <ul>{items}</ul></details>",
        escape(t.rules_heading)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::record::{GameResult, RatedGame};
    use crate::progress::texts::progress_texts;
    use crate::shell::text::Lang;
    use gobang_engine::ai::Level;
    use gobang_engine::{Rule, Stone};

    fn record() -> Record {
        let mut record = Record {
            count: 1,
            ..Record::default()
        };
        record.games.push(RatedGame {
            date: "2026-12-06".to_owned(),
            seed: 1,
            level: Level::Easy,
            colour: Stone::White,
            rule: Rule::Renju,
            size: 15,
            result: GameResult::Draw,
            rating: 480,
        });
        record
    }

    #[test]
    fn the_ratings_carry_their_test_hooks_and_the_puzzle_rating_where_there_is_one() {
        let t = progress_texts(Lang::En);
        let html = ratings(&Record::default(), t, None);
        assert!(
            html.contains("<strong data-testid=\"player-rating\">500</strong>"),
            "{html}"
        );
        assert!(html.contains("± 700"), "{html}");
        assert!(
            html.contains("<strong data-testid=\"player-games\">0</strong>"),
            "{html}"
        );
        assert!(!html.contains("puzzle-rating-beside"));
        let html = ratings(&Record::default(), t, Some((1612.4, 120.5, 3)));
        assert!(
            html.contains("\"puzzle-rating-beside\">1612</strong>"),
            "{html}"
        );
        assert!(html.contains("± 241 · 3 puzzles tried"), "{html}");
    }

    #[test]
    fn the_tables_name_levels_colours_and_rules_in_the_pages_language() {
        let html = tables(&record(), progress_texts(Lang::Zh));
        assert!(html.contains("<th scope=\"row\">初级</th>"), "{html}");
        assert!(html.contains("<th scope=\"row\">执白</th>"), "{html}");
        assert!(html.contains("连珠 · 15×15"), "{html}");
        assert!(
            html.contains("<td>1</td><td>0</td><td>1</td><td>0</td><td>50%</td>"),
            "{html}"
        );
        let none = tables(&Record::default(), progress_texts(Lang::En));
        assert_eq!(none, "<p class=\"progress-note\">No rated games yet.</p>");
    }

    #[test]
    fn the_graph_has_whole_numbers_and_labelled_guides() {
        let html = graph(&record(), progress_texts(Lang::En));
        let points = html
            .split("points=\"")
            .nth(1)
            .and_then(|p| p.split('"').next());
        let points = points.unwrap_or_default();
        assert!(points.starts_with("0,"), "{html}");
        assert!(
            points
                .chars()
                .all(|c| c.is_ascii_digit() || c == ',' || c == ' '),
            "{points}"
        );
        assert!(html.contains(">Intermediate 482</text>"), "{html}");
    }
}
