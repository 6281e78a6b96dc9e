//! Bounded excerpts of a run, kept in its record to explain a failure once the run's buffers are
//! gone: the head of the input (and of the output), the tail of stderr, and a line diff around the first difference.
//! Each holds a few lines, every line cut to about [`LINE_BYTES`].

use std::borrow::Cow;
use std::ops::Range;

use similar::{capture_diff_slices, Algorithm, DiffTag};

use judge::compare::{self, Mismatch, Mode};

/// The most of one line an excerpt keeps. Displays show at most 200 characters of a line, which
/// come from at most 800 bytes, so a cut line shows as the whole one would, `…` included.
pub const LINE_BYTES: usize = 1024;

/// The start of `line`, enough to show it ([`LINE_BYTES`]).
pub fn cut(line: &[u8]) -> Vec<u8> {
    let Some(rest) = line.get(LINE_BYTES..) else {
        return line.to_vec();
    };
    let mut kept = line[..LINE_BYTES].to_vec();
    // Spaces are shown as trailing (`·`) when nothing but spaces and tabs follows them: keep one
    // byte of what follows, past anything shown, so that the cut does not make them trailing.
    if let Some(&after) = rest.iter().find(|&&b| b != b' ' && b != b'\t') {
        kept.push(after);
    }
    kept
}

/// The first lines of a text: the input, or what a failed run wrote.
pub struct Head {
    pub lines: Vec<Vec<u8>>,
    pub total_lines: usize,
    pub total_bytes: u64,
}

impl Head {
    /// Reads only as far as the lines it keeps, and counts the rest, whatever the input's size.
    pub fn of(text: &[u8]) -> Head {
        const LINES: usize = 5;
        Head {
            lines: compare::lines(text).take(LINES).map(cut).collect(),
            total_lines: compare::lines(text).count(),
            total_bytes: text.len() as u64,
        }
    }
}

/// The last lines of standard error.
pub struct StderrTail {
    pub lines: Vec<Vec<u8>>,
    pub total_bytes: u64,
    /// The lines are all that was written.
    pub whole: bool,
}

impl StderrTail {
    /// From the tail the process kept and the size of all it wrote.
    pub fn of(tail: &[u8], total_bytes: u64) -> StderrTail {
        const LINES: usize = 10;
        let lines: Vec<&[u8]> = compare::lines(tail).collect();
        let shown = &lines[lines.len().saturating_sub(LINES)..];
        StderrTail {
            lines: shown.iter().map(|l| cut(l)).collect(),
            total_bytes,
            whole: total_bytes as usize <= tail.len() && shown.len() == lines.len(),
        }
    }
}

/// One row of a diff, with its 1-based line number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiffRow {
    /// The same on both sides; numbered as in the output.
    Same(usize, Vec<u8>),
    /// An expected line that the output lacks.
    Removed(usize, Vec<u8>),
    /// An output line that was not expected.
    Added(usize, Vec<u8>),
    /// Unchanged lines left out.
    Gap,
}

/// A line diff of the expected output against the actual one around the first difference: the
/// changes with a little context, at most a screenful.
#[derive(Debug)]
pub struct Diff {
    pub rows: Vec<DiffRow>,
    /// Lines after the last row differ too, or were not looked at.
    pub more: bool,
    /// The highest line number looked at on either side, which sets the width of the numbers.
    pub last_line: usize,
}

impl Diff {
    /// Only a window of each side is diffed, so a huge output costs no more than a small one; the
    /// first `Removed`/`Added` row is the first difference.
    pub fn around(mode: Mode, expected: &[u8], actual: &[u8], m: &Mismatch) -> Diff {
        const BEFORE: usize = 2;
        const WINDOW: usize = 60;
        const CONTEXT: usize = 2;
        const MAX_SHOWN: usize = 24;

        /// An index into the actual lines (`Same`, `Added`) or the expected ones (`Removed`).
        enum Row {
            Same(usize),
            Removed(usize),
            Added(usize),
        }

        // Lined up the way the mode compares, displayed as they are; counted in full, but only
        // the lines around the difference are kept.
        let (e_len, a_len) = (
            compare::comparable_lines(mode, expected).count(),
            compare::comparable_lines(mode, actual).count(),
        );
        let (e_first, a_first) = (m.expected_line.min(e_len), m.actual_line.min(a_len));
        let before = BEFORE.min(e_first).min(a_first);
        let (e_end, a_end) = ((e_first + WINDOW).min(e_len), (a_first + WINDOW).min(a_len));
        let e = Window::new(mode, expected, e_first..e_end);
        let a = Window::new(mode, actual, a_first - before..a_end);

        // The lines before the first difference, then the rest of the window.
        let mut rows: Vec<Row> = (1..=before)
            .rev()
            .map(|back| Row::Same(a_first - back))
            .collect();
        if e_len - e_first == a_len - a_first {
            // As many lines on each side (the usual wrong answer: some answers wrong): line by
            // line is what a person wants to see, where an LCS diff would pair up equal answers
            // at different positions.
            for (i, j) in (e_first..e_end).zip(a_first..a_end) {
                if e.key(i) == a.key(j) {
                    rows.push(Row::Same(j));
                } else {
                    rows.extend([Row::Removed(i), Row::Added(j)]);
                }
            }
        } else {
            let ops = capture_diff_slices(
                Algorithm::Myers,
                e.keys(e_first..e_end),
                a.keys(a_first..a_end),
            );
            for op in ops {
                let (tag, old, new) = op.as_tag_tuple();
                let (old, new) = (
                    old.start + e_first..old.end + e_first,
                    new.start + a_first..new.end + a_first,
                );
                match tag {
                    DiffTag::Equal => rows.extend(new.map(Row::Same)),
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
        let mut shown = Vec::new();
        let mut skipped = false;
        for (i, row) in rows.iter().enumerate() {
            if !near_change(i) {
                skipped = true;
                continue;
            }
            if skipped && !shown.is_empty() {
                shown.push(DiffRow::Gap);
            }
            skipped = false;
            shown.push(match *row {
                Row::Same(j) => DiffRow::Same(j + 1, cut(a.raw(j))),
                Row::Removed(i) => DiffRow::Removed(i + 1, cut(e.raw(i))),
                Row::Added(j) => DiffRow::Added(j + 1, cut(a.raw(j))),
            });
        }
        let truncated = shown.len() > MAX_SHOWN || skipped;
        shown.truncate(MAX_SHOWN);
        Diff {
            rows: shown,
            more: truncated || e_end < e_len || a_end < a_len,
            last_line: e_end.max(a_end),
        }
    }

    /// Each row as text: `- 12 | line` for an expected line, `+` for the output's, blank for
    /// both; the numbers aligned, the lines as [`report::visible`] shows them.
    pub fn texts(&self) -> impl Iterator<Item = (&DiffRow, String)> {
        let width = self.last_line.to_string().len();
        self.rows.iter().map(move |row| {
            let text = match row {
                DiffRow::Same(n, line) => {
                    format!("  {n:>width$} | {}", judge::visible::line(line, 100))
                }
                DiffRow::Removed(n, line) => {
                    format!("- {n:>width$} | {}", judge::visible::line(line, 100))
                }
                DiffRow::Added(n, line) => {
                    format!("+ {n:>width$} | {}", judge::visible::line(line, 100))
                }
                DiffRow::Gap => "…".to_string(),
            };
            (row, text)
        })
    }
}

/// Some consecutive lines of one side, as compared and as displayed, numbered as in the whole.
struct Window<'a> {
    from: usize,
    keys: Vec<Cow<'a, [u8]>>,
    raw: Vec<&'a [u8]>,
}

impl<'a> Window<'a> {
    fn new(mode: Mode, text: &'a [u8], range: Range<usize>) -> Self {
        Window {
            from: range.start,
            keys: compare::comparable_lines(mode, text)
                .skip(range.start)
                .take(range.len())
                .collect(),
            raw: compare::lines(text)
                .skip(range.start)
                .take(range.len())
                .collect(),
        }
    }

    fn key(&self, line: usize) -> &[u8] {
        &self.keys[line - self.from]
    }

    fn keys(&self, lines: Range<usize>) -> &[Cow<'a, [u8]>] {
        &self.keys[lines.start - self.from..lines.end - self.from]
    }

    fn raw(&self, line: usize) -> &'a [u8] {
        self.raw[line - self.from]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use judge::compare::compare;

    fn diff_texts(mode: Mode, e: &[u8], a: &[u8]) -> Vec<String> {
        let m = compare(mode, e, a).unwrap();
        Diff::around(mode, e, a, &m)
            .texts()
            .map(|(_, text)| text)
            .collect()
    }

    #[test]
    fn diff_numbers_the_differing_lines() {
        let rows = diff_texts(Mode::Exact, b"1\n2\n3\n4\n", b"1\n2\nX\n4\n");
        assert_eq!(
            rows,
            ["  1 | 1", "  2 | 2", "- 3 | 3", "+ 3 | X", "  4 | 4"]
        );
    }

    #[test]
    fn same_length_outputs_are_diffed_line_by_line() {
        let rows = diff_texts(Mode::Exact, b"No\nYes\nNo\n", b"No\nNo\nNo\n");
        assert_eq!(rows, ["  1 | No", "- 2 | Yes", "+ 2 | No", "  3 | No"]);
    }

    #[test]
    fn a_missing_line_is_diffed_as_one() {
        let rows = diff_texts(Mode::Exact, b"a\nb\nc\nd\n", b"a\nc\nd\n");
        assert_eq!(rows, ["  1 | a", "- 2 | b", "  2 | c", "  3 | d"]);
    }

    #[test]
    fn diff_of_a_long_output_stays_short() {
        let e: String = (0..100_000).map(|i| format!("{i}\n")).collect();
        let a = e.replacen("500\n", "501\n", 1);
        let m = compare(Mode::Exact, e.as_bytes(), a.as_bytes()).unwrap();
        let diff = Diff::around(Mode::Exact, e.as_bytes(), a.as_bytes(), &m);
        assert!(diff.rows.contains(&DiffRow::Removed(501, b"500".to_vec())));
        assert!(diff.rows.len() < 30 && diff.more, "{diff:?}");
    }

    #[test]
    fn a_cut_line_shows_as_the_whole_one() {
        let lines: [Vec<u8>; 5] = [
            vec![b'x'; 5000],
            "é😀".repeat(1000).into_bytes(),
            [&b"1 2"[..], &[b' '; 2000], b"3"].concat(),
            [&b"1 2"[..], &[b'\t'; 2000]].concat(),
            [&[b'\xff'; 1023][..], "é".as_bytes(), b" x"].concat(),
        ];
        for line in &lines {
            for chars in [60, 80, 100, 200] {
                assert_eq!(
                    judge::visible::line(&cut(line), chars),
                    judge::visible::line(line, chars)
                );
            }
        }
    }

    #[test]
    fn excerpts_keep_a_bounded_part_of_long_lines() {
        let long = vec![b'x'; 1 << 20];
        let head = Head::of(&[&long[..], b"\n2\n3\n4\n5\n6\n"].concat());
        assert_eq!(head.lines.len(), 5);
        assert_eq!((head.total_lines, head.lines[0].len()), (6, LINE_BYTES + 1));

        let tail = StderrTail::of(b"a\nb\n", 2000);
        assert_eq!((tail.lines.len(), tail.whole), (2, false));
        assert!(StderrTail::of(b"a\nb\n", 4).whole);
    }
}
