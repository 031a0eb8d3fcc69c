//! A small, tolerant XML reader for `.rif` databases: elements, attributes, text, the
//! five named entities and numeric ones, comments, CDATA, `<?xml ...?>` and `<!DOCTYPE>`.
//! No namespaces, no DTD. It reads in one pass with an explicit stack, so a deep or long
//! document costs no recursion and no more than linear time. Its [`escape`] is the
//! workspace's one escape of text into markup: the `.rif` writer's and the page's.

use super::{Why, quote};

/// An element: its name, attributes and text (its own, not its children's), where it
/// opens and its parent's index in [`parse`]'s list.
#[derive(Clone, Debug)]
pub(super) struct Element<'a> {
    pub name: &'a str,
    pub attrs: Vec<(&'a str, String)>,
    pub text: String,
    /// The line where the element's first text that is not blank begins.
    pub text_line: Option<usize>,
    pub line: usize,
    pub parent: Option<usize>,
}

impl Element<'_> {
    /// The value of the first attribute among `names` that the element has.
    pub fn attr(&self, names: &[&str]) -> Option<&str> {
        names.iter().find_map(|n| {
            self.attrs
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(n))
                .map(|(_, v)| v.as_str())
        })
    }
}

/// Element names a reader may find unclosed, for [`Why::Unclosed`].
const KNOWN: [&str; 8] = [
    "database", "players", "player", "rules", "rule", "games", "game", "move",
];

fn unclosed(name: &str) -> Why {
    Why::Unclosed(
        KNOWN
            .into_iter()
            .find(|k| k.eq_ignore_ascii_case(name))
            .unwrap_or("element"),
    )
}

/// Replaces entities: `&amp; &lt; &gt; &quot; &apos;` and `&#NN;` / `&#xNN;`; an unknown
/// one stays as written.
pub(super) fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest.bytes().take(12).position(|b| b == b';');
        let decoded = end.and_then(|end| {
            let name = &rest[1..end];
            let c = match name {
                "amp" => Some('&'),
                "lt" => Some('<'),
                "gt" => Some('>'),
                "quot" => Some('"'),
                "apos" => Some('\''),
                _ => name
                    .strip_prefix("#x")
                    .or_else(|| name.strip_prefix("#X"))
                    .map(|hex| u32::from_str_radix(hex, 16))
                    .or_else(|| name.strip_prefix('#').map(str::parse::<u32>))
                    .and_then(Result::ok)
                    .and_then(char::from_u32),
            };
            c.map(|c| (c, end + 1))
        });
        match decoded {
            Some((c, len)) => {
                out.push(c);
                rest = &rest[len..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// `text` for an element's text or an attribute's value in either quotes, in XML or in
/// HTML: `& < > " '` as entities, and control characters other than a tab or a line
/// break left out (XML 1.0 has no place for them).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

/// A reader's place in the text, counting lines as it goes.
struct Cursor<'a> {
    text: &'a str,
    at: usize,
    line: usize,
}

impl<'a> Cursor<'a> {
    /// Moves past `len` bytes, counting their new lines.
    fn advance(&mut self, len: usize) -> &'a str {
        let end = (self.at + len).min(self.text.len());
        let skipped = self.text.get(self.at..end).unwrap_or("");
        self.line += skipped.matches('\n').count();
        self.at = end;
        skipped
    }

    fn rest(&self) -> &'a str {
        self.text.get(self.at..).unwrap_or("")
    }

    /// Moves past `end` and what comes before it, or fails with `what` unclosed.
    fn skip_past(&mut self, end: &str, what: &'static str) -> Result<&'a str, (usize, Why)> {
        let line = self.line;
        let found = self.rest().find(end).ok_or((line, Why::Unclosed(what)))?;
        let inside = self.advance(found);
        self.advance(end.len());
        Ok(inside)
    }
}

/// The elements of `text` in document order.
///
/// # Errors
/// The line and [`Why`]: a tag or comment not closed, an end tag that does not match, text
/// after the root or a tag whose syntax is broken.
pub(super) fn parse(text: &str) -> Result<Vec<Element<'_>>, (usize, Why)> {
    let mut cur = Cursor {
        text,
        at: 0,
        line: 1,
    };
    let mut elements: Vec<Element> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    while cur.at < text.len() {
        let rest = cur.rest();
        let Some(lt) = rest.find('<') else {
            add_text(&mut elements, &open, &cur, rest)?;
            cur.advance(rest.len());
            break;
        };
        add_text(&mut elements, &open, &cur, &rest[..lt])?;
        cur.advance(lt);
        let rest = cur.rest();
        if rest.starts_with("<!--") {
            cur.skip_past("-->", "<!--")?;
        } else if rest.starts_with("<![CDATA[") {
            cur.advance(9);
            let inside = cur.skip_past("]]>", "<![CDATA[")?;
            if let Some(&i) = open.last() {
                elements[i].text.push_str(inside);
            }
        } else if rest.starts_with("<?") {
            cur.skip_past("?>", "<?")?;
        } else if rest.starts_with("<!") {
            cur.skip_past(">", "<!")?;
        } else if let Some(end) = rest.strip_prefix("</") {
            let line = cur.line;
            let close = end.find('>').ok_or((line, unclosed("element")))?;
            let name = end[..close].trim();
            match open.pop() {
                Some(i) if elements[i].name == name => {}
                Some(i) => return Err((line, unclosed(elements[i].name))),
                None => {
                    return Err((
                        line,
                        Why::Syntax(format!("`</{}>` closes nothing", quote(name))),
                    ));
                }
            }
            cur.advance(close + 3);
        } else {
            start_tag(&mut cur, &mut elements, &mut open)?;
        }
    }
    match open.last() {
        Some(&i) => Err((elements[i].line, unclosed(elements[i].name))),
        None => Ok(elements),
    }
}

/// Adds text to the open element; blanks between elements are dropped, other text
/// outside the root is an error.
fn add_text(
    elements: &mut [Element],
    open: &[usize],
    cur: &Cursor,
    text: &str,
) -> Result<(), (usize, Why)> {
    match open.last() {
        Some(&i) => {
            let element = &mut elements[i];
            if element.text_line.is_none() && !text.trim().is_empty() {
                let blank = text.len() - text.trim_start().len();
                element.text_line = Some(cur.line + text[..blank].matches('\n').count());
            }
            element.text.push_str(&unescape(text));
            Ok(())
        }
        None if text.trim().is_empty() => Ok(()),
        None => Err((
            cur.line,
            Why::Syntax(format!(
                "text outside the elements: `{}`",
                short(text.trim())
            )),
        )),
    }
}

/// The first few characters of `text`, for a message.
fn short(text: &str) -> String {
    text.chars().take(20).collect()
}

/// Reads a start tag at the cursor (`<name attr="value" ...>` or `.../>`).
fn start_tag<'a>(
    cur: &mut Cursor<'a>,
    elements: &mut Vec<Element<'a>>,
    open: &mut Vec<usize>,
) -> Result<(), (usize, Why)> {
    let line = cur.line;
    let rest = cur.rest();
    let close = rest.find('>').ok_or((line, unclosed("element")))?;
    let tag = &rest[1..close];
    let (tag, empty) = match tag.strip_suffix('/') {
        Some(tag) => (tag, true),
        None => (tag, false),
    };
    let name_end = tag.find(|c: char| c.is_whitespace()).unwrap_or(tag.len());
    let name = &tag[..name_end];
    let bad = |what: &str| (line, Why::Syntax(format!("`<{}`: {what}", short(tag))));
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_alphanumeric() || "_-.:".contains(c))
    {
        return Err(bad("not an element name"));
    }
    if open.is_empty() && elements.iter().any(|e| e.parent.is_none()) {
        return Err(bad("a second root element"));
    }
    let attrs = attributes(&tag[name_end..]).ok_or_else(|| bad("attributes not understood"))?;
    let parent = open.last().copied();
    cur.advance(close + 1);
    elements.push(Element {
        name,
        attrs,
        text: String::new(),
        text_line: None,
        line,
        parent,
    });
    if !empty {
        open.push(elements.len() - 1);
    }
    Ok(())
}

/// The attributes of a start tag after its name: `name="value"` or `name='value'`.
fn attributes(mut rest: &str) -> Option<Vec<(&str, String)>> {
    let mut attrs = Vec::new();
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            return Some(attrs);
        }
        let eq = rest.find('=')?;
        let name = rest[..eq].trim();
        if name.is_empty() || name.contains(char::is_whitespace) {
            return None;
        }
        let value = rest[eq + 1..].trim_start();
        let quote = value.chars().next().filter(|&q| q == '"' || q == '\'')?;
        let end = value[1..].find(quote)?;
        attrs.push((name, unescape(&value[1..=end])));
        rest = &value[end + 2..];
    }
}
