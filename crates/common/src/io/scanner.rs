//! The streaming token source that feeds proconio's `input!`.

use super::error::{bad_input, first_line, next_line};
use super::swar;
use super::Unsigned;
use proconio::source::Source;
use std::io::{BufRead, ErrorKind, Read};

/// Bytes read from the input at a time; also the scanner's whole memory.
pub(super) const BUFFER_SIZE: usize = 1 << 16;
/// Longest token accepted; the longest valid token in these problems has 20 digits.
const MAX_TOKEN: usize = 64;

/// A proconio [`Source`] over any reader with a fixed-size buffer: tokens are split on ASCII
/// whitespace (spaces, tabs, CR, LF, ...), so CRLF, blank lines and a missing final newline are
/// all accepted.
pub struct Scanner<R> {
    reader: R,
    buffer: Box<[u8; BUFFER_SIZE]>,
    /// Next unread byte in `buffer`.
    position: usize,
    /// End of the bytes read into `buffer`.
    filled: usize,
    at_end: bool,
}

impl<R: Read> Scanner<R> {
    /// A scanner over `reader`, counting lines from 1 for its error messages.
    pub fn new(reader: R) -> Self {
        first_line();
        Scanner {
            reader,
            buffer: vec![0; BUFFER_SIZE]
                .into_boxed_slice()
                .try_into()
                .expect("BUFFER_SIZE bytes"),
            position: 0,
            filled: 0,
            at_end: false,
        }
    }

    /// Moves the unread bytes to the front and reads more; false once the reader is exhausted.
    #[inline(never)]
    fn refill(&mut self) -> bool {
        if self.at_end {
            return false;
        }
        self.buffer.copy_within(self.position..self.filled, 0);
        self.filled -= self.position;
        self.position = 0;
        loop {
            match self.reader.read(&mut self.buffer[self.filled..]) {
                Ok(0) => {
                    self.at_end = true;
                    return false;
                }
                Ok(read) => {
                    self.filled += read;
                    return true;
                }
                Err(error) if error.kind() == ErrorKind::Interrupted => {}
                Err(error) => bad_input(format_args!("could not read the input: {error}")),
            }
        }
    }

    /// Skips whitespace, counting lines; false when the input holds no further token.
    pub(super) fn skip_whitespace(&mut self) -> bool {
        loop {
            while self.position < self.filled {
                match self.buffer[self.position] {
                    b'\n' => next_line(),
                    b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {}
                    _ => return true,
                }
                self.position += 1;
            }
            if !self.refill() {
                return false;
            }
        }
    }

    /// True when only whitespace is left: how solutions find the end of an input that has no
    /// terminator, or whose terminator is missing.
    pub fn is_empty(&mut self) -> bool {
        !self.skip_whitespace()
    }

    /// The next whitespace-separated token as bytes, or `None` at the end of the input.
    #[inline]
    pub fn next_bytes(&mut self) -> Option<&[u8]> {
        let (start, end) = match self.span_in_buffer() {
            Some(span) => span,
            None => self.span_after_skipping()?,
        };
        Some(&self.buffer[start..end])
    }

    /// Where the fast path declined: skips the whitespace (counting lines, reading more input),
    /// then tries the fast path once more before the slow one.
    #[inline(never)]
    fn span_after_skipping(&mut self) -> Option<(usize, usize)> {
        if !self.skip_whitespace() {
            return None;
        }
        match self.span_in_buffer() {
            Some(span) => Some(span),
            None => self.span_across_reads(),
        }
    }

    /// The fast path: the next token when no line break comes before it, and it lies whole in the
    /// bytes already read, ends before them, is not too long and holds only ASCII from `!` to DEL
    /// (hence certainly text). `None` leaves the rest to the slower paths, with the whitespace
    /// before it consumed up to a line break.
    ///
    /// It calls nothing (line breaks are counted elsewhere), so that it needs few registers, and
    /// it looks at eight bytes at a time: a few dozen instructions a token.
    #[inline(always)]
    fn span_in_buffer(&mut self) -> Option<(usize, usize)> {
        let filled = self.filled;
        // The whole allocation: the bytes past `filled` are stale but initialised, so a block of
        // eight can be loaded near the end; a token found to run past `filled` is not taken.
        let buffer: &[u8; BUFFER_SIZE] = &self.buffer;
        let mut start = self.position;
        loop {
            if start >= filled {
                self.position = start;
                return None;
            }
            let byte = buffer[start];
            if !is_whitespace(byte) {
                break;
            }
            if byte == b'\n' {
                self.position = start;
                return None;
            }
            start += 1;
        }
        self.position = start;
        // Eight bytes at a time up to the first that ends a token.
        let mut end = start;
        loop {
            if end + 8 > BUFFER_SIZE || end - start > MAX_TOKEN {
                return None;
            }
            let stops = swar::token_stops(swar::load(buffer, end));
            if stops != 0 {
                end += swar::lanes_before(stops);
                break;
            }
            end += 8;
        }
        // The token ends at whitespace within the bytes read, or is left to the slow path.
        if end >= filled || !is_whitespace(buffer[end]) || end - start > MAX_TOKEN {
            return None;
        }
        self.position = end;
        Some((start, end))
    }

    /// The fast path for numbers: pushes the numbers that follow, up to `wanted` of them, while
    /// [`number_at`] takes them, with single spaces between them. Stops at anything else (a line
    /// break, a run of whitespace, a token it does not take, the end of the bytes read) for the
    /// slower paths to deal with.
    ///
    /// The position stays in a register, so that each number's search starts as soon as the
    /// previous one's end is known.
    #[inline(always)]
    pub(super) fn numbers_in_buffer<T: Unsigned>(&mut self, wanted: usize, values: &mut Vec<T>) {
        let buffer: &[u8; BUFFER_SIZE] = &self.buffer;
        let filled = self.filled;
        let mut position = self.position;
        for _ in 0..wanted {
            let (value, end) = match number_at(buffer, filled, position, T::MAX) {
                Some(found) => found,
                None => break,
            };
            values.push(T::try_from(value).unwrap_or_else(|_| unreachable!()));
            position = end;
        }
        self.position = position;
    }

    /// True when the next byte is whitespace, or is not read yet: what [`Self::skip_whitespace`]
    /// is for.
    pub(super) fn at_whitespace(&self) -> bool {
        self.position >= self.filled || is_whitespace(self.buffer[self.position])
    }

    /// The slow path: reads more input for a token that is cut by the end of the buffer (or
    /// reports a token that is too long).
    #[cold]
    #[inline(never)]
    fn span_across_reads(&mut self) -> Option<(usize, usize)> {
        if !self.skip_whitespace() {
            return None;
        }
        let mut end = self.position;
        loop {
            while end < self.filled && !is_whitespace(self.buffer[end]) {
                end += 1;
            }
            if end - self.position > MAX_TOKEN {
                let start =
                    String::from_utf8_lossy(&self.buffer[self.position..self.position + 20]);
                bad_input(format_args!(
                    "read a token longer than {MAX_TOKEN} bytes (it starts \"{start}\"), \
                     where a number or a word was expected"
                ));
            }
            if end < self.filled {
                break;
            }
            let offset = end - self.position;
            if !self.refill() {
                end = self.filled;
                break;
            }
            end = self.position + offset;
        }
        let start = self.position;
        self.position = end;
        Some((start, end))
    }
}

/// The number that starts at `buffer[start]`, found and parsed from the same one or two loads of
/// eight bytes, and where the next token may start: when it has 1 to 16 digits, is at most
/// `max`, and ends at whitespace before `filled` (one space after it is passed over too; other
/// whitespace is left to be skipped, and line breaks counted). Otherwise `None`.
#[inline(always)]
fn number_at(
    buffer: &[u8; BUFFER_SIZE],
    filled: usize,
    start: usize,
    max: u64,
) -> Option<(u64, usize)> {
    const POWERS_OF_TEN: [u64; 8] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000];
    // The whole allocation may be loaded: the bytes past `filled` are stale but initialised, and
    // a number found to run past `filled` is not taken.
    if start + 16 > BUFFER_SIZE {
        return None;
    }
    let first = swar::load(buffer, start);
    let first_stops = swar::non_digits(first);
    let (value, end) = if first_stops != 0 {
        let digits = swar::lanes_before(first_stops);
        if digits == 0 {
            return None;
        }
        (swar::leading_digits_value(first, digits), start + digits)
    } else {
        let second = swar::load(buffer, start + 8);
        let second_stops = swar::non_digits(second);
        if second_stops == 0 {
            return None;
        }
        let digits = swar::lanes_before(second_stops);
        let value = swar::eight_digits_value(first) * POWERS_OF_TEN[digits]
            + swar::leading_digits_value(second, digits);
        (value, start + 8 + digits)
    };
    if end >= filled || value > max {
        return None;
    }
    match buffer[end] {
        b' ' => Some((value, end + 1)),
        byte if is_whitespace(byte) => Some((value, end)),
        _ => None,
    }
}

#[inline(always)]
fn is_whitespace(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

impl<R: BufRead> Source<R> for Scanner<R> {
    // Always: where the compiler chose not to, reading a count of numbers took an eighth more
    // instructions.
    #[inline(always)]
    fn next_token(&mut self) -> Option<&str> {
        let (start, end) = match self.span_in_buffer() {
            Some(span) => span,
            None => return self.text_after_skipping(),
        };
        // SAFETY: the fast path takes only tokens of ASCII, and ASCII is UTF-8.
        Some(unsafe { std::str::from_utf8_unchecked(&self.buffer[start..end]) })
    }

    fn is_empty(&mut self) -> bool {
        Scanner::is_empty(self)
    }
}

impl<R: Read> Scanner<R> {
    /// [`Source::next_token`] where the fast path declined, as [`Self::span_after_skipping`];
    /// checks that a token the fast path did not take is text.
    #[inline(never)]
    fn text_after_skipping(&mut self) -> Option<&str> {
        if !self.skip_whitespace() {
            return None;
        }
        if let Some((start, end)) = self.span_in_buffer() {
            // SAFETY: as in `next_token`.
            return Some(unsafe { std::str::from_utf8_unchecked(&self.buffer[start..end]) });
        }
        let (start, end) = self.span_across_reads()?;
        let token = &self.buffer[start..end];
        match std::str::from_utf8(token) {
            Ok(text) => Some(text),
            Err(_) => bad_input(format_args!(
                "read bytes that are not text (\"{}\"), where a number or a word was expected",
                token.escape_ascii()
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::error::current_line;
    use crate::io::testing::{error_of, next_random, Chunks};
    use crate::io::Num;
    use proconio::input;
    use std::io;

    fn tokens(input: &[u8]) -> Vec<String> {
        let mut scanner = Scanner::new(input);
        let mut all = Vec::new();
        while let Some(token) = scanner.next_bytes() {
            all.push(String::from_utf8(token.to_vec()).unwrap());
        }
        all
    }

    #[test]
    fn splits_on_every_kind_of_whitespace() {
        assert_eq!(
            tokens(b" 1\r\n\r\n22\t333 \x0b4\x0c"),
            ["1", "22", "333", "4"]
        );
        assert_eq!(tokens(b"5"), ["5"]);
        assert!(tokens(b" \r\n\t").is_empty());
    }

    /// A reader that hands out one byte per call, so tokens straddle every refill.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let Some((&first, rest)) = self.0.split_first() else {
                return Ok(0);
            };
            buf[0] = first;
            self.0 = rest;
            Ok(1)
        }
    }

    #[test]
    fn tokens_straddling_reads_are_joined() {
        let mut scanner = Scanner::new(Trickle(b"123 4567\n89"));
        assert_eq!(scanner.next_bytes(), Some(&b"123"[..]));
        assert_eq!(scanner.next_bytes(), Some(&b"4567"[..]));
        assert_eq!(scanner.next_bytes(), Some(&b"89"[..]));
        assert_eq!(scanner.next_bytes(), None);
    }

    #[test]
    fn tokens_straddling_the_buffer_boundary_are_joined() {
        // Pad so that a token starts a few bytes before the 64 KiB boundary.
        let mut input = vec![b' '; BUFFER_SIZE - 3];
        input.extend_from_slice(b"1234567 89");
        assert_eq!(tokens(&input), ["1234567", "89"]);
    }

    /// Regression guard for the eight-bytes-at-a-time fast path: on inputs of every shape
    /// (tokens of 1 to 40 bytes, runs of every kind of whitespace, line breaks, control and
    /// non-ASCII bytes inside tokens, tokens across every buffer boundary and every read), the
    /// tokens and the line of each are those of a plain split.
    #[test]
    fn fast_and_slow_paths_agree_with_a_plain_split() {
        let mut state = 0x9e37_79b9_7f4a_7c15;
        for round in 0..40 {
            let mut input = Vec::new();
            // Some rounds span several buffers, so that refills land everywhere.
            let size = if round % 4 == 0 {
                3 * BUFFER_SIZE + 77
            } else {
                2000
            };
            while input.len() < size {
                let length = 1 + next_random(&mut state) as usize % 40;
                for _ in 0..length {
                    input.push(match next_random(&mut state) % 50 {
                        0 => 0x01,
                        1 => 0x7f,
                        2 => 0xc3,
                        _ => b'0' + (next_random(&mut state) % 10) as u8,
                    });
                }
                let gap = 1 + next_random(&mut state) as usize % 3;
                for _ in 0..gap {
                    input.push(b" \t\n\r\x0b\x0c"[next_random(&mut state) as usize % 6]);
                }
            }
            let mut expected = Vec::new();
            let mut line = 1;
            let mut token = Vec::new();
            for &byte in &input {
                if is_whitespace(byte) {
                    if !token.is_empty() {
                        expected.push((std::mem::take(&mut token), line));
                    }
                    line += u64::from(byte == b'\n');
                } else {
                    token.push(byte);
                }
            }
            for trickle in [false, true] {
                let mut scanner: Scanner<Box<dyn Read>> = if trickle {
                    Scanner::new(Box::new(Chunks(&input, round + 1)))
                } else {
                    Scanner::new(Box::new(&input[..]))
                };
                for (i, (token, line)) in expected.iter().enumerate() {
                    assert_eq!(
                        scanner.next_bytes(),
                        Some(&token[..]),
                        "round {round}, token {i}"
                    );
                    assert_eq!(current_line(), *line, "round {round}, token {i}");
                }
                assert_eq!(scanner.next_bytes(), None);
            }
        }
    }

    /// The fast path skips the UTF-8 check only for ASCII tokens: anything else is still checked.
    #[test]
    fn tokens_are_checked_for_text_on_every_path() {
        let mut scanner = Scanner::new(&b"12 \x7f9 caf\xc3\xa9 \x01\n"[..]);
        assert_eq!(Source::next_token(&mut scanner), Some("12"));
        assert_eq!(Source::next_token(&mut scanner), Some("\u{7f}9"));
        assert_eq!(Source::next_token(&mut scanner), Some("café"));
        assert_eq!(Source::next_token(&mut scanner), Some("\u{1}"));
        assert_eq!(Source::next_token(&mut scanner), None);
        let message = error_of(|| {
            input! { from Scanner::new(&b"7 1\xff2 3"[..]), _v: [Num<u8>; 3] }
        });
        assert!(message.ends_with(r#"not text ("1\xff2"), where a number or a word was expected"#));
    }

    #[test]
    fn rejects_binary_garbage_and_endless_tokens() {
        let message = error_of(|| {
            input! { from Scanner::new(&b"\xff\xfe"[..]), _v: Num<u8> }
        });
        assert!(
            message.ends_with(r#"not text ("\xff\xfe"), where a number or a word was expected"#)
        );
        let endless = vec![b'7'; 3 * BUFFER_SIZE];
        let message = error_of(|| {
            input! { from Scanner::new(&endless[..]), _v: Num<u64> }
        });
        assert!(message.contains("longer than 64 bytes"), "{message}");
    }
}
