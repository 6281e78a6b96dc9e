//! Text inside XML: the runner's JUnit report and its SVG pictures.

use std::fmt::Write as _;

/// `text` as an attribute value. Tabs and line ends become character references, which a parser
/// keeps, where it would turn the characters themselves into spaces.
pub fn attribute(text: &str) -> String {
    escape(text, false)
}

/// `text` as element content, its tabs and newlines kept as they are.
pub fn content(text: &str) -> String {
    escape(text, true)
}

/// The markup characters as entities; the characters XML 1.0 cannot hold at all, even as
/// references (most control characters, U+FFFE, U+FFFF), written out as `\u{..}` as the terminal
/// shows them. A carriage return is always a reference: a parser reads a bare one as a newline.
fn escape(text: &str, keep_tabs_and_newlines: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' if keep_tabs_and_newlines => out.push(c),
            '\t' | '\n' | '\r' => {
                let _ = write!(out, "&#{};", u32::from(c));
            }
            c if c < ' ' || c == '\u{fffe}' || c == '\u{ffff}' => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_what_xml_cannot_hold() {
        assert_eq!(
            attribute("a&b<c>\"d'e\tf\ng\r\n"),
            "a&amp;b&lt;c&gt;&quot;d&apos;e&#9;f&#10;g&#13;&#10;"
        );
        assert_eq!(content("x\ty\nz\r"), "x\ty\nz&#13;");
        assert_eq!(
            content("nul\u{0} bell\u{7} esc\u{1b} \u{fffe}\u{ffff}"),
            "nul\\u{0} bell\\u{7} esc\\u{1b} \\u{fffe}\\u{ffff}"
        );
        // Lossy UTF-8 and characters outside ASCII are fine as they are.
        assert_eq!(
            content("\u{fffd}é\u{1F600}\u{85}"),
            "\u{fffd}é\u{1F600}\u{85}"
        );
    }
}
