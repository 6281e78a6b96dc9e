//! Comparing a solution's output with the expected output, like a judge.
//!
//! All modes work on bytes (output need not be UTF-8) and treat CRLF as LF, so a `.out` file saved
//! on Windows still matches.
//!
//! - `exact` (the default): the same lines, byte for byte, in the same number. The one leniency is
//!   the very last newline: `Yes` and `Yes\n` are equal, as they are on POJ, HDU and Luogu, which
//!   accept a last line without its newline. A trailing space, a missing or extra blank line, or
//!   a second newline at the end is a difference, as on a judge that reports Presentation Error.
//! - `lines`: as `exact`, but trailing spaces and tabs on each line, and blank lines at the end,
//!   are ignored (Luogu's default checker).
//! - `tokens`: the same whitespace-separated tokens (what testlib's `wcmp` checks).
//! - `float:EPS`: as `tokens`, but two tokens that are both finite numbers are equal when they
//!   differ by at most EPS, absolutely or relatively to the expected one (testlib's `rcmp`,
//!   oj's `--error`).
//!
//! A problem whose answers are not unique is judged by its own checker instead ([`Compare`]).

use std::borrow::Cow;
use std::fmt;

/// How a problem's output is judged: compared as text with the expected output, or by the
/// problem's checker program (`checker INPUT OUTPUT ANSWER`, testlib's order; exit 0 accepts).
#[derive(Clone, Copy, Debug, PartialEq, serde::Deserialize)]
#[serde(try_from = "String")]
pub enum Compare {
    Text(Mode),
    Checker,
}

impl Compare {
    /// What [`Compare::parse`] accepts, for messages.
    pub const NAMES: &'static str = "exact, lines, tokens, float:EPS (say float:1e-6), checker";

    pub fn parse(name: &str) -> Result<Compare, String> {
        let mode = match name {
            "exact" => Mode::Exact,
            "lines" => Mode::Lines,
            "tokens" => Mode::Tokens,
            "checker" => return Ok(Compare::Checker),
            _ => match name.strip_prefix("float:") {
                Some(eps) => match eps.parse::<f64>() {
                    Ok(eps) if eps.is_finite() && eps > 0.0 => Mode::Float(eps),
                    _ => {
                        return Err(format!(
                            "`{name}`: the float tolerance must be a positive number, such as \
                             float:1e-6"
                        ))
                    }
                },
                None => {
                    return Err(format!(
                        "`{name}` is not a comparison mode; use one of {}",
                        Compare::NAMES
                    ))
                }
            },
        };
        Ok(Compare::Text(mode))
    }
}

impl Default for Compare {
    fn default() -> Self {
        Compare::Text(Mode::Exact)
    }
}

impl TryFrom<String> for Compare {
    type Error = String;

    fn try_from(name: String) -> Result<Compare, String> {
        Compare::parse(&name)
    }
}

impl fmt::Display for Compare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Compare::Text(mode) => mode.fmt(f),
            Compare::Checker => f.write_str("checker"),
        }
    }
}

/// A comparison of the output with the expected output as text.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Mode {
    Exact,
    Lines,
    Tokens,
    /// Tokens, numbers within this absolute or relative error.
    Float(f64),
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mode::Exact => f.write_str("exact"),
            Mode::Lines => f.write_str("lines"),
            Mode::Tokens => f.write_str("tokens"),
            Mode::Float(eps) => write!(f, "float:{eps:e}"),
        }
    }
}

/// Where the output first departs from the expected output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// 0-based line of the difference in the expected output and in the actual output (the same
    /// line in the line modes; in `tokens` mode, the lines holding the differing token).
    pub expected_line: usize,
    pub actual_line: usize,
    /// In `tokens` mode, the 0-based index of the first differing token.
    pub token: Option<usize>,
    /// The expected line (or token) and what came instead; `None` where that side had ended.
    pub expected: Option<Vec<u8>>,
    pub actual: Option<Vec<u8>>,
    /// The two are equal as tokens: only spaces or newlines differ.
    pub whitespace_only: bool,
}

/// `None` when `actual` is accepted.
///
/// Both sides are walked once, line by line or token by token, without collecting them: an
/// output at the cap of millions of empty lines costs time, not memory.
pub fn compare(mode: Mode, expected: &[u8], actual: &[u8]) -> Option<Mismatch> {
    match mode {
        Mode::Exact | Mode::Lines => {
            let (i, e, a) = first_difference(
                comparable_lines(mode, expected),
                comparable_lines(mode, actual),
                |e, a| e == a,
            )?;
            Some(Mismatch {
                expected_line: i,
                actual_line: i,
                token: None,
                expected: e.map(Cow::into_owned),
                actual: a.map(Cow::into_owned),
                whitespace_only: tokens(expected).eq(tokens(actual)),
            })
        }
        Mode::Tokens | Mode::Float(_) => {
            let (k, e, a) = first_difference(
                tokens_with_lines(expected),
                tokens_with_lines(actual),
                |(e, _), (a, _)| match mode {
                    Mode::Float(eps) => e == a || close(e, a, eps),
                    _ => e == a,
                },
            )?;
            // A side that ran out points just past its last line.
            let line = |side: Option<(&[u8], usize)>, text| {
                side.map_or_else(|| lines(text).count(), |(_, line)| line)
            };
            Some(Mismatch {
                expected_line: line(e, expected),
                actual_line: line(a, actual),
                token: Some(k),
                expected: e.map(|(t, _)| t.to_vec()),
                actual: a.map(|(t, _)| t.to_vec()),
                whitespace_only: false,
            })
        }
    }
}

/// The lines of `text` without their terminators (LF or CRLF). A final newline ends the last
/// line rather than starting an empty one, so `a\n` and `a` both have one line and `a\n\n` two.
pub fn lines(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    let body = text.strip_suffix(b"\n").unwrap_or(text);
    body.split(|&b| b == b'\n')
        // An empty text has no lines, where splitting it gives one empty line.
        .take(if text.is_empty() { 0 } else { usize::MAX })
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
}

/// The lines as `mode` compares them; in `tokens` mode, each line's tokens joined by one space
/// (used to line up a diff, not to decide the verdict). Line `i` here is line `i` of [`lines`].
pub fn comparable_lines(mode: Mode, text: &[u8]) -> impl Iterator<Item = Cow<'_, [u8]>> {
    // Blank lines at the end do not count but in `exact` mode: cut the text after its last
    // non-blank byte (which also trims that line, as these modes do anyway).
    let text = match mode {
        Mode::Exact => text,
        Mode::Lines | Mode::Tokens | Mode::Float(_) => {
            let end = text
                .iter()
                .rposition(|b| !b.is_ascii_whitespace())
                .map_or(0, |i| i + 1);
            &text[..end]
        }
    };
    lines(text).map(move |line| match mode {
        Mode::Exact => Cow::Borrowed(line),
        Mode::Lines => Cow::Borrowed(trim_end(line)),
        Mode::Tokens | Mode::Float(_) => Cow::Owned(tokens(line).collect::<Vec<_>>().join(&b' ')),
    })
}

/// Both tokens are finite numbers within `eps` of each other, absolutely or relatively to the
/// expected one.
fn close(expected: &[u8], actual: &[u8], eps: f64) -> bool {
    let number = |token: &[u8]| {
        std::str::from_utf8(token)
            .ok()?
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite())
    };
    match (number(expected), number(actual)) {
        (Some(e), Some(a)) => (e - a).abs() <= eps * e.abs().max(1.0),
        _ => false,
    }
}

fn trim_end(line: &[u8]) -> &[u8] {
    let end = line
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    &line[..end]
}

fn tokens(text: &[u8]) -> impl Iterator<Item = &[u8]> {
    text.split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
}

/// Each token with the 0-based line it is on.
fn tokens_with_lines(text: &[u8]) -> impl Iterator<Item = (&[u8], usize)> {
    text.split(|&b| b == b'\n')
        .enumerate()
        .flat_map(|(i, line)| tokens(line).map(move |t| (t, i)))
}

/// Where two sequences first differ: the index, and the item of each side there (`None` on a
/// side that has ended); `None` when they are the same.
fn first_difference<T>(
    mut a: impl Iterator<Item = T>,
    mut b: impl Iterator<Item = T>,
    same: impl Fn(&T, &T) -> bool,
) -> Option<(usize, Option<T>, Option<T>)> {
    let mut i = 0;
    loop {
        match (a.next(), b.next()) {
            (None, None) => return None,
            (Some(x), Some(y)) if same(&x, &y) => i += 1,
            (x, y) => return Some((i, x, y)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accepts(mode: Mode, expected: &str, actual: &str) -> bool {
        compare(mode, expected.as_bytes(), actual.as_bytes()).is_none()
    }

    #[test]
    fn exact_forgives_crlf_and_the_last_newline_only() {
        assert!(accepts(Mode::Exact, "Yes\nNo\n", "Yes\nNo\n"));
        assert!(accepts(Mode::Exact, "Yes\nNo\n", "Yes\r\nNo\r\n"));
        assert!(accepts(Mode::Exact, "Yes\nNo\n", "Yes\nNo"));
        assert!(accepts(Mode::Exact, "Yes\r\nNo\r\n", "Yes\nNo\n"));
        assert!(!accepts(Mode::Exact, "Yes\nNo\n", "Yes\nNo\n\n"));
        assert!(!accepts(Mode::Exact, "Yes\nNo\n", "Yes \nNo\n"));
        assert!(!accepts(Mode::Exact, "1 2\n", "1  2\n"));
        assert!(!accepts(Mode::Exact, "", "\n"));
        assert!(accepts(Mode::Exact, "", ""));
    }

    #[test]
    fn lines_ignores_trailing_whitespace_and_blank_lines_at_the_end() {
        assert!(accepts(Mode::Lines, "Yes\nNo\n", "Yes  \nNo\t\n\n\n"));
        assert!(!accepts(Mode::Lines, "1 2\n", "1  2\n"));
        assert!(!accepts(Mode::Lines, "Yes\nNo\n", "Yes\n\nNo\n"));
        assert!(!accepts(Mode::Lines, "Yes\n", " Yes\n"));
    }

    #[test]
    fn tokens_ignores_all_whitespace() {
        assert!(accepts(Mode::Tokens, "1 2\n3\n", " 1\n2   3"));
        assert!(!accepts(Mode::Tokens, "1 2 3\n", "1 2\n"));
    }

    #[test]
    fn float_accepts_numbers_within_the_error_and_nothing_else() {
        let float = Mode::Float(1e-6);
        assert!(accepts(float, "0.5 2\n", "0.5000004 2.0000000001"));
        // Relative to the expected value above 1.
        assert!(accepts(float, "1000000\n", "1000000.9\n"));
        assert!(!accepts(float, "1000000\n", "1000001.1\n"));
        assert!(!accepts(float, "0.5\n", "0.500002\n"));
        assert!(!accepts(float, "0.5\n", "0.5 0.5\n"));
        assert!(accepts(float, "Yes 0.25\n", "Yes 0.2500000001\n"));
        assert!(!accepts(float, "Yes\n", "yes\n"));
        assert!(!accepts(float, "nan\n", "nan1\n"));
        assert!(!accepts(float, "1\n", "inf\n"));
    }

    #[test]
    fn parses_every_mode_and_says_what_is_wrong() {
        assert_eq!(Compare::parse("lines"), Ok(Compare::Text(Mode::Lines)));
        assert_eq!(Compare::parse("checker"), Ok(Compare::Checker));
        assert_eq!(
            Compare::parse("float:1e-6"),
            Ok(Compare::Text(Mode::Float(1e-6)))
        );
        assert_eq!(Compare::Text(Mode::Float(1e-6)).to_string(), "float:1e-6");
        assert!(Compare::parse("float:-1").unwrap_err().contains("positive"));
        assert!(Compare::parse("float:").is_err());
        assert!(Compare::parse("fuzzy").unwrap_err().contains("float:EPS"));
    }

    #[test]
    fn mismatch_points_at_the_first_differing_line() {
        let m = compare(Mode::Exact, b"a\nb\nc\n", b"a\nB\nc\n").unwrap();
        assert_eq!((m.expected_line, m.actual_line), (1, 1));
        assert_eq!(m.expected.as_deref(), Some(&b"b"[..]));
        assert_eq!(m.actual.as_deref(), Some(&b"B"[..]));
        assert!(!m.whitespace_only);

        let short = compare(Mode::Exact, b"a\nb\n", b"a\n").unwrap();
        assert_eq!(short.expected_line, 1);
        assert_eq!(short.actual, None);
    }

    #[test]
    fn a_whitespace_only_difference_is_flagged() {
        let m = compare(Mode::Exact, b"1 2\n", b"1 2 \n").unwrap();
        assert!(m.whitespace_only);
        let m = compare(Mode::Lines, b"1\n2\n", b"1 2\n").unwrap();
        assert!(m.whitespace_only);
    }

    #[test]
    fn tokens_mode_reports_the_token_and_its_lines() {
        let m = compare(Mode::Tokens, b"1 2\n3 4\n", b"1\n2\n3\n5\n").unwrap();
        assert_eq!(m.token, Some(3));
        assert_eq!((m.expected_line, m.actual_line), (1, 3));
        assert_eq!(m.actual.as_deref(), Some(&b"5"[..]));

        let ran_out = compare(Mode::Tokens, b"1 2\n", b"1\n").unwrap();
        assert_eq!((ran_out.expected_line, ran_out.actual_line), (0, 1));
        assert_eq!(ran_out.actual, None);
    }

    #[test]
    fn bytes_need_not_be_utf8() {
        assert!(accepts_bytes(b"\xff\xfe\n", b"\xff\xfe"));
        assert!(!accepts_bytes(b"\xff\n", b"\xfe\n"));
    }

    fn accepts_bytes(expected: &[u8], actual: &[u8]) -> bool {
        compare(Mode::Exact, expected, actual).is_none()
    }
}
