//! Output made visible: wherever a mismatch is shown, two sides that differ must never look the
//! same. Every byte a terminal would hide or blur gets a mark of its own:
//!
//! | bytes | shown as |
//! |---|---|
//! | a trailing space, a trailing tab | `·`, `→` |
//! | `\r` (a CRLF line end) | `\r` |
//! | other control characters | `\u{7}` |
//! | a byte-order mark, zero-width and other format characters | `\u{feff}` |
//! | bytes that are not UTF-8 | `\xff` |
//! | a text without its final newline | `(no newline at end)` after its last line |
//!
//! A visible line is never ambiguous about these, though a literal `·` or `\r` typed into the
//! output looks like its mark: outputs of these problems are digits and words.

use std::fmt::Write as _;

/// A line for display, its invisible bytes marked (see the module's table), cut to `max_chars`
/// characters with `…`.
pub fn line(bytes: &[u8], max_chars: usize) -> String {
    let trailing_from = bytes
        .iter()
        .rposition(|&b| b != b' ' && b != b'\t')
        .map_or(0, |i| i + 1);
    let mut out = String::new();
    let mut count = 0;
    let mut at = 0;
    let mut push = |out: &mut String, shown: &str| -> bool {
        if count == max_chars {
            out.push('…');
            return false;
        }
        count += 1;
        out.push_str(shown);
        true
    };
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            let shown = match c {
                ' ' if at >= trailing_from => "·".to_string(),
                '\t' if at >= trailing_from => "→".to_string(),
                '\r' => "\\r".to_string(),
                c if c.is_control() && c != '\t' => format!("\\u{{{:x}}}", c as u32),
                c if is_format(c) => format!("\\u{{{:x}}}", c as u32),
                c => c.to_string(),
            };
            at += c.len_utf8();
            if !push(&mut out, &shown) {
                return out;
            }
        }
        for byte in chunk.invalid() {
            at += 1;
            if !push(&mut out, &format!("\\x{byte:02x}")) {
                return out;
            }
        }
    }
    out
}

/// Characters that print as nothing: the byte-order mark, zero-width spaces and joiners,
/// direction marks, the soft hyphen.
fn is_format(c: char) -> bool {
    matches!(
        c,
        '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2064}'
            | '\u{feff}'
    )
}

/// What follows the last line of `text` when it has no final newline, else nothing.
pub fn end_note(text: &[u8]) -> &'static str {
    if text.is_empty() || text.ends_with(b"\n") {
        ""
    } else {
        "(no newline at end)"
    }
}

/// A whole text for display, line by line (each through [`line`], each ending in `\n`), at most
/// `max_lines` of them, then a note for what was left out and for a missing final newline;
/// `(nothing)` for an empty text.
pub fn text(bytes: &[u8], max_lines: usize) -> String {
    if bytes.is_empty() {
        return "(nothing)\n".to_string();
    }
    let body = bytes.strip_suffix(b"\n").unwrap_or(bytes);
    let mut out = String::new();
    let total = body.split(|&b| b == b'\n').count();
    for raw in body.split(|&b| b == b'\n').take(max_lines) {
        let _ = writeln!(out, "{}", line(raw, 200));
    }
    if total > max_lines {
        let more = total - max_lines;
        let _ = writeln!(
            out,
            "… {more} more line{}",
            if more == 1 { "" } else { "s" }
        );
    }
    let note = end_note(bytes);
    if !note.is_empty() {
        let _ = writeln!(out, "{note}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trailing_whitespace_and_control_characters_are_marked() {
        assert_eq!(line(b"a b  ", 80), "a b··");
        assert_eq!(line(b"a\t", 80), "a→");
        assert_eq!(line(b"a\tb", 80), "a\tb");
        assert_eq!(line(b"x\x07", 80), "x\\u{7}");
        assert_eq!(line(b"first\r", 80), "first\\r");
        assert_eq!(line(b"abcdef", 3), "abc…");
    }

    #[test]
    fn a_byte_order_mark_and_bytes_that_are_not_utf8_are_marked() {
        assert_eq!(line("\u{feff}first".as_bytes(), 80), "\\u{feff}first");
        assert_eq!(line(b"\xff\xfe", 80), "\\xff\\xfe");
        assert_eq!(line("café".as_bytes(), 80), "café");
    }

    #[test]
    fn lines_that_differ_never_look_the_same() {
        let variants: [&[u8]; 9] = [
            b"first",
            b"first\r",
            b"first ",
            b"first\t",
            "\u{feff}first".as_bytes(),
            "first\u{200b}".as_bytes(),
            b"first\xff",
            b"first\xfe",
            b"first\0",
        ];
        for (i, a) in variants.iter().enumerate() {
            for b in &variants[i + 1..] {
                assert_ne!(line(a, 80), line(b, 80), "{a:?} and {b:?}");
            }
        }
    }

    #[test]
    fn a_text_shows_a_missing_final_newline() {
        assert_eq!(text(b"first\n", 10), "first\n");
        assert_eq!(text(b"first", 10), "first\n(no newline at end)\n");
        assert_eq!(text(b"", 10), "(nothing)\n");
        assert_eq!(text(b"1\n2\n3\n", 2), "1\n2\n… 1 more line\n");
        assert_ne!(text(b"first\r\n", 10), text(b"first\n", 10));
    }
}
