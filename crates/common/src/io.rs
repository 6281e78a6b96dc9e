//! Streaming input for proconio's `input!`, and the `main` every solution shares.
//!
//! [`Scanner`] is a proconio [`Source`] that holds one fixed 64 KiB buffer, so memory stays flat
//! however large the input (a 100 MB single line included). [`Num`] reads a non-negative integer
//! straight from the token's bytes. Input that breaks the format stops the program with one line
//! on stderr naming what was read, on which line, and what was expected ([`run`] installs the hook
//! that prints it) and a non-zero exit status.
//!
//! ```
//! use common::io::{Num, Scanner};
//! use proconio::input;
//!
//! let mut scanner = Scanner::new("2\r\n 7\t9".as_bytes());
//! input! { from &mut scanner, n: Num<usize>, piles: [Num<u32>; n] }
//! assert_eq!(piles, vec![7, 9]);
//! assert!(scanner.is_empty());
//! ```

use proconio::source::{Readable, Source};
use std::cell::Cell;
use std::fmt::{self, Display};
use std::io::{self, BufRead, BufWriter, ErrorKind, Read, StdinLock, StdoutLock, Write};
use std::marker::PhantomData;

const BUFFER_SIZE: usize = 1 << 16;
/// Longest token accepted; the longest valid token in these problems has 20 digits.
const MAX_TOKEN: usize = 64;

thread_local! {
    /// Line of the token read last, for error messages raised far from the scanner.
    static LINE: Cell<u64> = const { Cell::new(1) };
}

/// Input that breaks the problem's format. Raised as a panic payload so that the one-line
/// message reaches stderr through the hook [`run`] installs, after the output of the cases
/// already complete has been flushed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(pub String);

impl Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Stops the program on bad input: `line L: <message>`, where L is the line of the last token.
pub fn bad_input(message: impl Display) -> ! {
    let line = LINE.with(Cell::get);
    std::panic::panic_any(InputError(format!("line {line}: {message}")))
}

/// Returns `value` if it is at least `min` (the statement's lower bound), else stops with a clear
/// error.
///
/// Used where a value below the statement's bound would change the answer or break the method
/// (a take limit of 0, a Fibonacci pile of one stone).
pub fn ensure_at_least<T: PartialOrd + Display>(name: &str, value: T, min: T) -> T {
    if value < min {
        bad_input(format_args!(
            "{name} = {value}, but the statement requires {name} >= {min}"
        ));
    }
    value
}

/// A proconio [`Source`] over any reader with a fixed-size buffer: tokens are split on ASCII
/// whitespace (spaces, tabs, CR, LF, ...), so CRLF, blank lines and a missing final newline are
/// all accepted.
pub struct Scanner<R> {
    reader: R,
    buffer: Box<[u8]>,
    /// Next unread byte in `buffer`.
    position: usize,
    /// End of the bytes read into `buffer`.
    filled: usize,
    at_end: bool,
}

impl<R: Read> Scanner<R> {
    pub fn new(reader: R) -> Self {
        LINE.with(|line| line.set(1));
        Scanner {
            reader,
            buffer: vec![0; BUFFER_SIZE].into_boxed_slice(),
            position: 0,
            filled: 0,
            at_end: false,
        }
    }

    /// Moves the unread bytes to the front and reads more; false once the reader is exhausted.
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
    fn skip_whitespace(&mut self) -> bool {
        loop {
            while self.position < self.filled {
                match self.buffer[self.position] {
                    b'\n' => LINE.with(|line| line.set(line.get() + 1)),
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
    pub fn next_bytes(&mut self) -> Option<&[u8]> {
        if !self.skip_whitespace() {
            return None;
        }
        let mut end = self.position;
        loop {
            while end < self.filled && !is_whitespace(self.buffer[end]) {
                end += 1;
            }
            if end - self.position > MAX_TOKEN {
                let start = String::from_utf8_lossy(&self.buffer[self.position..self.position + 20]);
                bad_input(format_args!(
                    "read a token longer than {MAX_TOKEN} bytes (it starts \"{start}\"), \
                     where a number was expected"
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
        let token = &self.buffer[self.position..end];
        self.position = end;
        Some(token)
    }
}

fn is_whitespace(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

impl<R: BufRead> Source<R> for Scanner<R> {
    fn next_token(&mut self) -> Option<&str> {
        let token = self.next_bytes()?;
        match std::str::from_utf8(token) {
            Ok(text) => Some(text),
            Err(_) => bad_input(format_args!(
                "read bytes that are not text (\"{}\"), where a number was expected",
                token.escape_ascii()
            )),
        }
    }

    fn is_empty(&mut self) -> bool {
        Scanner::is_empty(self)
    }
}

/// An unsigned integer type that [`Num`] can read.
pub trait Unsigned: Copy + TryFrom<u64> + Display {
    /// The type's name and largest value, for error messages.
    const NAME: &'static str;
    const MAX: u64;
}

macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl Unsigned for $t {
            const NAME: &'static str = stringify!($t);
            const MAX: u64 = <$t>::MAX as u64;
        }
    )*};
}
unsigned!(u8, u16, u32, u64, usize);

/// Reads a non-negative decimal integer of type `T` for proconio's `input!`, parsing the token's
/// bytes directly. A token that is not a number, or is larger than `T` holds, or a missing token,
/// stops the program with a clear message (see [`bad_input`]).
pub struct Num<T>(PhantomData<T>);

impl<T: Unsigned> Readable for Num<T> {
    type Output = T;

    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> T {
        let Some(token) = source.next_token() else {
            bad_input(format_args!(
                "the input ended where a number ({}) was expected",
                T::NAME
            ))
        };
        match parse_decimal(token.as_bytes()).filter(|&value| value <= T::MAX) {
            Some(value) => T::try_from(value).unwrap_or_else(|_| unreachable!()),
            None if token.bytes().all(|b| b.is_ascii_digit()) => bad_input(format_args!(
                "read {token}, which is larger than the largest {} ({})",
                T::NAME,
                T::MAX
            )),
            None => bad_input(format_args!(
                "read \"{}\" where a non-negative integer ({}) was expected",
                token.escape_debug(),
                T::NAME
            )),
        }
    }
}

/// Parses ASCII digits into a `u64`; `None` for an empty token, a non-digit, or overflow.
fn parse_decimal(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    let mut value: u64 = 0;
    if digits.len() <= 19 {
        // Nineteen digits cannot overflow a u64: skip the checked arithmetic.
        for &byte in digits {
            let digit = byte.wrapping_sub(b'0');
            if digit > 9 {
                return None;
            }
            value = value * 10 + u64::from(digit);
        }
        return Some(value);
    }
    for &byte in digits {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value = value.checked_mul(10)?.checked_add(u64::from(digit))?;
    }
    Some(value)
}

/// The shared `main`: runs `solve` on locked stdin and a buffered stdout, flushed once at the end.
///
/// Bad input ends the program with `<program>: bad input: line L: ...` on stderr and a non-zero
/// status; any other panic with `<program>: internal error: ...`. Either way it is one line, with
/// no backtrace hint, and the answers to the cases already complete are still written.
pub fn run<F>(solve: F)
where
    F: FnOnce(StdinLock<'static>, &mut BufWriter<StdoutLock<'static>>) -> io::Result<()>,
{
    std::panic::set_hook(Box::new(|info| {
        let program = std::env::args().next().unwrap_or_default();
        let program = program.rsplit('/').next().unwrap_or_default();
        let payload = info.payload();
        if let Some(error) = payload.downcast_ref::<InputError>() {
            eprintln!("{program}: bad input: {error}");
        } else {
            let message = payload
                .downcast_ref::<&str>()
                .copied()
                .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
                .unwrap_or("unknown panic");
            let place = info.location().map(|l| l.to_string()).unwrap_or_default();
            eprintln!("{program}: internal error: {message} (at {place})");
        }
    }));
    let mut output = BufWriter::with_capacity(BUFFER_SIZE, io::stdout().lock());
    let written = solve(io::stdin().lock(), &mut output).and_then(|()| output.flush());
    if let Err(error) = written {
        eprintln!("could not write the output: {error}");
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proconio::input;
    use std::panic::{catch_unwind, AssertUnwindSafe};

    fn tokens(input: &[u8]) -> Vec<String> {
        let mut scanner = Scanner::new(input);
        let mut all = Vec::new();
        while let Some(token) = scanner.next_bytes() {
            all.push(String::from_utf8(token.to_vec()).unwrap());
        }
        all
    }

    fn error_of(f: impl FnOnce()) -> String {
        let payload = catch_unwind(AssertUnwindSafe(f)).expect_err("should fail");
        payload.downcast_ref::<InputError>().expect("an InputError").0.clone()
    }

    #[test]
    fn splits_on_every_kind_of_whitespace() {
        assert_eq!(tokens(b" 1\r\n\r\n22\t333 \x0b4\x0c"), ["1", "22", "333", "4"]);
        assert_eq!(tokens(b"5"), ["5"]);
        assert!(tokens(b" \r\n\t").is_empty());
    }

    /// A reader that hands out one byte per call, so tokens straddle every refill.
    struct Trickle<'a>(&'a [u8]);
    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let Some((&first, rest)) = self.0.split_first() else { return Ok(0) };
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

    #[test]
    fn reads_numbers_up_to_the_type_limit() {
        let mut scanner = Scanner::new(&b"0 4294967295 18446744073709551615"[..]);
        input! { from &mut scanner, a: Num<u32>, b: Num<u32>, c: Num<u64> }
        assert_eq!((a, b, c), (0, u32::MAX, u64::MAX));
    }

    #[test]
    fn names_the_line_and_token_of_a_bad_number() {
        let message = error_of(|| {
            let mut scanner = Scanner::new(&b"1\n2 x7\n"[..]);
            input! { from &mut scanner, _v: [Num<u32>; 3] }
        });
        assert_eq!(message, "line 2: read \"x7\" where a non-negative integer (u32) was expected");
    }

    #[test]
    fn rejects_numbers_beyond_the_type() {
        let message = error_of(|| {
            input! { from Scanner::new(&b"4294967296"[..]), _v: Num<u32> }
        });
        assert!(message.contains("larger than the largest u32 (4294967295)"), "{message}");
        let message = error_of(|| {
            input! { from Scanner::new(&b"99999999999999999999"[..]), _v: Num<u64> }
        });
        assert!(message.contains("larger than the largest u64"), "{message}");
    }

    #[test]
    fn rejects_negative_and_signed_tokens() {
        for token in ["-1", "+1", "1.5", ""] {
            assert_eq!(parse_decimal(token.as_bytes()), None, "{token:?}");
        }
    }

    #[test]
    fn reports_an_early_end_of_input() {
        let message = error_of(|| {
            input! { from Scanner::new(&b"3\r\n1 2"[..]), n: Num<usize>, _v: [Num<u8>; n] }
        });
        assert_eq!(message, "line 2: the input ended where a number (u8) was expected");
    }

    #[test]
    fn rejects_binary_garbage_and_endless_tokens() {
        let message = error_of(|| {
            input! { from Scanner::new(&b"\xff\xfe"[..]), _v: Num<u8> }
        });
        assert!(message.ends_with(r#"not text ("\xff\xfe"), where a number was expected"#));
        let endless = vec![b'7'; 3 * BUFFER_SIZE];
        let message = error_of(|| {
            input! { from Scanner::new(&endless[..]), _v: Num<u64> }
        });
        assert!(message.contains("longer than 64 bytes"), "{message}");
    }

    #[test]
    fn ensure_at_least_accepts_the_bound_and_names_a_value_below() {
        assert_eq!(ensure_at_least("m", 1, 1), 1);
        assert_eq!(ensure_at_least("m", u64::MAX, 1), u64::MAX);
        let message = error_of(|| {
            ensure_at_least("m", 0, 1);
        });
        assert!(message.ends_with("m = 0, but the statement requires m >= 1"), "{message}");
    }
}
