//! Turning runs into text for a terminal: verdict styles, sizes and times, the input's head,
//! a line diff of expected against actual output, the tail of standard error.
//!
//! Everything here returns strings that may hold ANSI styles; they are printed through
//! `anstream`, which drops the styles when the stream is not a terminal or NO_COLOR is set.

use std::fmt::Write as _;
use std::process::ExitCode;
use std::time::Duration;

use anstyle::{AnsiColor, Style};
use similar::{capture_diff_slices, Algorithm, DiffTag};

use crate::compare::{self, Mismatch, Mode};

/// Prints `message` on stderr, each of its lines marked `error:`, and returns the exit status of
/// a command that could not do its work (2).
pub fn error_exit(message: &str) -> ExitCode {
    use std::io::Write as _;
    let mut err = anstream::stderr();
    for line in message.lines() {
        let _ = writeln!(err, "{BAD}error:{BAD:#} {line}");
    }
    ExitCode::from(2)
}

pub const BOLD: Style = Style::new().bold();
pub const DIM: Style = Style::new().dimmed();
pub const GOOD: Style = AnsiColor::Green.on_default().bold();
pub const BAD: Style = AnsiColor::Red.on_default().bold();
pub const WARN: Style = AnsiColor::Yellow.on_default().bold();
pub const NOTE: Style = AnsiColor::Cyan.on_default().bold();
const REMOVED: Style = AnsiColor::Red.on_default();
const ADDED: Style = AnsiColor::Green.on_default();

/// Indentation of the details under a case's line.
pub const INDENT: &str = "      ";

pub fn millis(d: Duration) -> String {
    format!("{} ms", d.as_millis())
}

pub fn mib(kib: u64) -> String {
    format!("{:.1} MiB", kib as f64 / 1024.0)
}

/// `1 line`, `2 lines`.
pub fn count(n: usize, noun: &str) -> String {
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

pub fn bytes(n: u64) -> String {
    match n {
        n if n < 1 << 10 => format!("{n} B"),
        n if n < 1 << 20 => format!("{:.1} KiB", n as f64 / 1024.0),
        n => format!("{:.1} MiB", n as f64 / (1 << 20) as f64),
    }
}

/// A line for display: lossy UTF-8, control characters escaped, trailing spaces and tabs made
/// visible (`·`, `→`) so that whitespace differences can be seen, cut to `max_chars`.
pub fn visible(line: &[u8], max_chars: usize) -> String {
    let text = String::from_utf8_lossy(line);
    let trailing_from = text.trim_end_matches([' ', '\t']).len();
    let mut out = String::new();
    for (count, (i, c)) in text.char_indices().enumerate() {
        if count == max_chars {
            out.push('…');
            break;
        }
        match c {
            ' ' if i >= trailing_from => out.push('·'),
            '\t' if i >= trailing_from => out.push('→'),
            '\r' => out.push_str("\\r"),
            c if c.is_control() && c != '\t' => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

/// The first lines of the input, each cut short.
pub fn input_head(input: &[u8]) -> String {
    const LINES: usize = 5;
    let lines = compare::lines(input);
    let title = if lines.len() <= LINES {
        format!("input ({}):", count(lines.len(), "line"))
    } else {
        format!(
            "input (first {LINES} of {} lines, {}):",
            lines.len(),
            bytes(input.len() as u64)
        )
    };
    let mut out = format!("{INDENT}{DIM}{title}{DIM:#}\n");
    for line in lines.iter().take(LINES) {
        let _ = writeln!(out, "{INDENT}  {}", visible(line, 100));
    }
    if lines.is_empty() {
        let _ = writeln!(out, "{INDENT}  {DIM}(empty){DIM:#}");
    }
    out
}

/// The end of standard error, if there was any.
pub fn stderr_tail(tail: &[u8], total: u64) -> String {
    const LINES: usize = 10;
    let lines = compare::lines(tail);
    if lines.is_empty() {
        return String::new();
    }
    let shown = &lines[lines.len().saturating_sub(LINES)..];
    let title = if total as usize > tail.len() || shown.len() < lines.len() {
        format!("stderr (its last lines; {} in all):", bytes(total))
    } else {
        "stderr:".to_string()
    };
    let mut out = format!("{INDENT}{DIM}{title}{DIM:#}\n");
    for line in shown {
        let _ = writeln!(out, "{INDENT}  {}", visible(line, 200));
    }
    out
}

/// One sentence that says where the output first goes wrong.
pub fn first_difference(m: &Mismatch, expected_lines: usize) -> String {
    let quote = |bytes: &[u8]| format!("`{}`", visible(bytes, 80));
    let line = m.actual_line + 1;
    match (m.token, &m.expected, &m.actual) {
        (None, Some(e), Some(a)) => format!(
            "first difference at line {line}: expected {}, got {}",
            quote(e),
            quote(a)
        ),
        (None, None, Some(a)) => format!(
            "the output goes on after the expected {}: line {line} is {}",
            count(expected_lines, "line"),
            quote(a)
        ),
        (None, Some(e), None) if line == 1 => format!(
            "the output is empty; expected {}, starting with {}",
            count(expected_lines, "line"),
            quote(e)
        ),
        (None, Some(e), None) => format!(
            "the output ends after {}; line {line} should be {}",
            count(line - 1, "line"),
            quote(e)
        ),
        (Some(k), Some(e), Some(a)) => format!(
            "first difference at token {} (line {} of the expected output, line {line} of the \
             output): expected {}, got {}",
            k + 1,
            m.expected_line + 1,
            quote(e),
            quote(a)
        ),
        (Some(k), None, Some(a)) => format!(
            "the output has more tokens than expected: token {} is {} (line {line})",
            k + 1,
            quote(a)
        ),
        (Some(k), Some(e), None) => format!(
            "the output ends after {k} tokens; token {} should be {} (line {} of the expected \
             output)",
            k + 1,
            quote(e),
            m.expected_line + 1
        ),
        (_, None, None) => "the outputs differ".to_string(),
    }
}

/// One row of a diff: indices into the expected and the actual lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Row {
    Same(usize, usize),
    Removed(usize),
    Added(usize),
}

/// A line diff of the expected output (`-`) against the actual one (`+`) around the first
/// difference, each line with its number; the first `-`/`+` line is the first difference.
/// Only a window of each side is diffed, so a huge output costs no more than a small one.
pub fn diff(mode: Mode, expected: &[u8], actual: &[u8], m: &Mismatch) -> String {
    const BEFORE: usize = 2;
    const WINDOW: usize = 60;
    const CONTEXT: usize = 2;
    const MAX_SHOWN: usize = 24;

    let (e_raw, a_raw) = (compare::lines(expected), compare::lines(actual));
    // Lined up the way the mode compares, displayed as they are.
    let (e_key, a_key) = (
        compare::comparable_lines(mode, expected),
        compare::comparable_lines(mode, actual),
    );
    let (e_first, a_first) = (
        m.expected_line.min(e_key.len()),
        m.actual_line.min(a_key.len()),
    );
    let (e_end, a_end) = (
        (e_first + WINDOW).min(e_key.len()),
        (a_first + WINDOW).min(a_key.len()),
    );

    // The lines before the first difference, then the rest of the window.
    let mut rows: Vec<Row> = (1..=BEFORE.min(e_first).min(a_first))
        .rev()
        .map(|back| Row::Same(e_first - back, a_first - back))
        .collect();
    if e_key.len() - e_first == a_key.len() - a_first {
        // As many lines on each side (the usual wrong answer: some answers wrong): line by line
        // is what a person wants to see, where an LCS diff would pair up equal answers at
        // different positions.
        for (e, a) in (e_first..e_end).zip(a_first..a_end) {
            if e_key[e] == a_key[a] {
                rows.push(Row::Same(e, a));
            } else {
                rows.extend([Row::Removed(e), Row::Added(a)]);
            }
        }
    } else {
        let ops = capture_diff_slices(
            Algorithm::Myers,
            &e_key[e_first..e_end],
            &a_key[a_first..a_end],
        );
        for op in ops {
            let (tag, old, new) = op.as_tag_tuple();
            let (old, new) = (
                old.start + e_first..old.end + e_first,
                new.start + a_first..new.end + a_first,
            );
            match tag {
                DiffTag::Equal => rows.extend(old.zip(new).map(|(e, a)| Row::Same(e, a))),
                _ => {
                    rows.extend(old.map(Row::Removed));
                    rows.extend(new.map(Row::Added));
                }
            }
        }
    }

    // Changes with a little context; gaps marked.
    let near_change = |i: usize| {
        let lo = i.saturating_sub(CONTEXT);
        let hi = (i + CONTEXT + 1).min(rows.len());
        rows[lo..hi].iter().any(|r| !matches!(r, Row::Same(..)))
    };
    let width = e_end.max(a_end).to_string().len();
    let mut body = Vec::new();
    let mut skipped = false;
    for (i, row) in rows.iter().enumerate() {
        if !near_change(i) {
            skipped = true;
            continue;
        }
        if skipped && !body.is_empty() {
            body.push(format!("{INDENT}  {DIM}…{DIM:#}"));
        }
        skipped = false;
        body.push(match *row {
            Row::Same(_, a) => format!(
                "{INDENT}  {DIM}  {:>width$} | {}{DIM:#}",
                a + 1,
                visible(a_raw[a], 100)
            ),
            Row::Removed(e) => format!(
                "{INDENT}  {REMOVED}- {:>width$} | {}{REMOVED:#}",
                e + 1,
                visible(e_raw[e], 100)
            ),
            Row::Added(a) => format!(
                "{INDENT}  {ADDED}+ {:>width$} | {}{ADDED:#}",
                a + 1,
                visible(a_raw[a], 100)
            ),
        });
    }
    let cut = body.len() > MAX_SHOWN || skipped;
    body.truncate(MAX_SHOWN);
    let mut out = format!(
        "{INDENT}{DIM}diff ({REMOVED}- expected{REMOVED:#}{DIM}, {ADDED}+ output{ADDED:#}{DIM}; \
         line numbers on each side):{DIM:#}\n"
    );
    for line in body {
        out.push_str(&line);
        out.push('\n');
    }
    if cut || e_end < e_key.len() || a_end < a_key.len() {
        let _ = writeln!(out, "{INDENT}  {DIM}… (more lines not shown){DIM:#}");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::compare;

    fn plain(text: &str) -> String {
        // Drop the ANSI escapes to assert on the words.
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                for c in chars.by_ref() {
                    if c == 'm' {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn visible_shows_trailing_whitespace_and_control_characters() {
        assert_eq!(visible(b"a b  ", 80), "a b··");
        assert_eq!(visible(b"a\t", 80), "a→");
        assert_eq!(visible(b"x\x07", 80), "x\\u{7}");
        assert_eq!(visible(b"\xff", 80), "\u{fffd}");
        assert_eq!(visible(b"abcdef", 3), "abc…");
    }

    #[test]
    fn diff_numbers_the_differing_lines() {
        let (e, a) = (b"1\n2\n3\n4\n".as_slice(), b"1\n2\nX\n4\n".as_slice());
        let m = compare(Mode::Exact, e, a).unwrap();
        let text = plain(&diff(Mode::Exact, e, a, &m));
        assert!(text.contains("- 3 | 3"), "{text}");
        assert!(text.contains("+ 3 | X"), "{text}");
        assert!(text.contains("  2 | 2"), "{text}");
        assert_eq!(
            first_difference(&m, 4),
            "first difference at line 3: expected `3`, got `X`"
        );
    }

    #[test]
    fn same_length_outputs_are_diffed_line_by_line() {
        let (e, a) = (b"No\nYes\nNo\n".as_slice(), b"No\nNo\nNo\n".as_slice());
        let m = compare(Mode::Exact, e, a).unwrap();
        let text = plain(&diff(Mode::Exact, e, a, &m));
        let rows: Vec<&str> = text.lines().skip(1).map(str::trim).collect();
        assert_eq!(
            rows,
            ["1 | No", "- 2 | Yes", "+ 2 | No", "3 | No"],
            "{text}"
        );
    }

    #[test]
    fn a_missing_line_is_diffed_as_one() {
        let (e, a) = (b"a\nb\nc\nd\n".as_slice(), b"a\nc\nd\n".as_slice());
        let m = compare(Mode::Exact, e, a).unwrap();
        let text = plain(&diff(Mode::Exact, e, a, &m));
        let rows: Vec<&str> = text.lines().skip(1).map(str::trim).collect();
        assert_eq!(rows, ["1 | a", "- 2 | b", "2 | c", "3 | d"], "{text}");
    }

    #[test]
    fn diff_of_a_long_output_stays_short() {
        let e: String = (0..100_000).map(|i| format!("{i}\n")).collect();
        let a = e.replacen("500\n", "501\n", 1);
        let m = compare(Mode::Exact, e.as_bytes(), a.as_bytes()).unwrap();
        let text = plain(&diff(Mode::Exact, e.as_bytes(), a.as_bytes(), &m));
        assert!(text.contains("- 501 | 500"), "{text}");
        assert!(text.lines().count() < 30, "{text}");
    }

    #[test]
    fn empty_and_short_outputs_are_described() {
        let m = compare(Mode::Exact, b"Yes\nNo\n", b"").unwrap();
        assert_eq!(
            first_difference(&m, 2),
            "the output is empty; expected 2 lines, starting with `Yes`"
        );
        let m = compare(Mode::Exact, b"Yes\n", b"Yes\n\n").unwrap();
        assert!(first_difference(&m, 1).contains("goes on after the expected 1 line:"));
    }
}
