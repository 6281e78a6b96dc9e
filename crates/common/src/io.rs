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
use std::io::{self, BufRead, BufWriter, ErrorKind, Read, StdinLock, Write};
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
    buffer: Box<[u8; BUFFER_SIZE]>,
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
    fn skip_whitespace(&mut self) -> bool {
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
        const ONES: u64 = 0x0101_0101_0101_0101;
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
        // Eight bytes at a time up to the first at or below a space, or beyond ASCII: a high bit
        // set by the subtraction's borrow, or already set. (Past that byte a borrow may mark more;
        // only the first is read.)
        let mut end = start;
        loop {
            if end + 8 > BUFFER_SIZE || end - start > MAX_TOKEN {
                return None;
            }
            let block = u64::from_le_bytes(buffer[end..end + 8].try_into().expect("8 bytes"));
            let stops = (block.wrapping_sub(b'!' as u64 * ONES) | block) & (0x80 * ONES);
            if stops != 0 {
                end += (stops.trailing_zeros() / 8) as usize;
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
        let start = self.position;
        self.position = end;
        Some((start, end))
    }
}

fn next_line() {
    LINE.with(|line| line.set(line.get() + 1));
}

#[inline(always)]
fn is_whitespace(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

impl<R: BufRead> Source<R> for Scanner<R> {
    #[inline]
    fn next_token(&mut self) -> Option<&str> {
        let Some((start, end)) = self.span_in_buffer() else {
            return self.text_after_skipping();
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
                "read bytes that are not text (\"{}\"), where a number was expected",
                token.escape_ascii()
            )),
        }
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

    #[inline]
    fn read<R: BufRead, S: Source<R>>(source: &mut S) -> T {
        let Some(token) = source.next_token() else {
            input_ended::<T>()
        };
        match parse_decimal(token.as_bytes()) {
            Some(value) if value <= T::MAX => T::try_from(value).unwrap_or_else(|_| unreachable!()),
            _ => not_a_number::<T>(token),
        }
    }
}

#[cold]
#[inline(never)]
fn input_ended<T: Unsigned>() -> ! {
    bad_input(format_args!(
        "the input ended where a number ({}) was expected",
        T::NAME
    ))
}

#[cold]
#[inline(never)]
fn not_a_number<T: Unsigned>(token: &str) -> ! {
    if token.bytes().all(|b| b.is_ascii_digit()) {
        bad_input(format_args!(
            "read {token}, which is larger than the largest {} ({})",
            T::NAME,
            T::MAX
        ))
    }
    bad_input(format_args!(
        "read \"{}\" where a non-negative integer ({}) was expected",
        token.escape_debug(),
        T::NAME
    ))
}

/// Parses ASCII digits into a `u64`; `None` for an empty token, a non-digit, or overflow.
#[inline]
fn parse_decimal(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() || digits.len() > 19 {
        return parse_long_decimal(digits);
    }
    // Nineteen digits cannot overflow a u64: no checked arithmetic. Eight digits at a time while
    // they last (a ten-digit heap is one block and two digits), then one at a time.
    let mut value: u64 = 0;
    let mut rest = digits;
    while let Some((block, tail)) = rest.split_first_chunk::<8>() {
        value = value * 100_000_000 + eight_digits(u64::from_le_bytes(*block))?;
        rest = tail;
    }
    for &byte in rest {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value = value * 10 + u64::from(digit);
    }
    Some(value)
}

/// The value of eight ASCII digits loaded little-endian (the first digit in the lowest byte), or
/// `None` if any byte is not a digit. Combines neighbours in a register: pairs, then fours, then
/// the eight (each step's partial sums stay inside their lanes, so nothing carries across).
#[inline(always)]
fn eight_digits(block: u64) -> Option<u64> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH_NIBBLES: u64 = 0xf0 * ONES;
    // A byte is a digit (0x30..=0x39) iff its high nibble is 3, and still is after adding 6.
    let is_digits = (block & HIGH_NIBBLES == 0x30 * ONES)
        & (block.wrapping_add(6 * ONES) & HIGH_NIBBLES == 0x30 * ONES);
    if !is_digits {
        return None;
    }
    let digits = block - 0x30 * ONES;
    let pairs = (digits * 10 + (digits >> 8)) & 0x00ff_00ff_00ff_00ff;
    let fours = (pairs * 100 + (pairs >> 16)) & 0x0000_ffff_0000_ffff;
    Some((fours * 10_000 + (fours >> 32)) & 0xffff_ffff)
}

/// `parse_decimal` for the lengths that need care: none, or twenty digits and more (checked).
#[cold]
#[inline(never)]
fn parse_long_decimal(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    let mut value: u64 = 0;
    for &byte in digits {
        let digit = byte.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value = value.checked_mul(10)?.checked_add(u64::from(digit))?;
    }
    Some(value)
}

/// Room for one number and the byte after it: twenty digits and the eight-byte stores that write
/// them (which may write a few bytes past the number, to be overwritten by what follows).
const NUMBER_SPACE: usize = 24;

/// The eight decimal digits of `value` (< 10^8, with leading zeros) as ASCII, first digit in the
/// lowest byte. All eight at once in one register: split into two halves of four digits, each
/// half into two pairs, each pair into two digits; every split is a multiplication by a
/// reciprocal that works on all lanes together (no product is large enough to reach the next
/// lane), instead of a chain of eight divisions.
#[inline(always)]
fn eight_ascii_digits(value: u32) -> u64 {
    debug_assert!(value < 100_000_000);
    let value = u64::from(value);
    // Two 32-bit lanes: the first four digits and the last four.
    let fours = (value / 10_000) | ((value % 10_000) << 32);
    // x / 100 = (x * 5243) >> 19 for x < 10^4; four 16-bit lanes of two digits each.
    let hundreds = ((fours * 5243) >> 19) & 0x0000_007f_0000_007f;
    let pairs = hundreds | ((fours - 100 * hundreds) << 16);
    // y / 10 = (y * 103) >> 10 for y < 100; eight bytes of one digit each.
    let tens = ((pairs * 103) >> 10) & 0x000f_000f_000f_000f;
    let digits = tens | ((pairs - 10 * tens) << 8);
    digits | 0x3030_3030_3030_3030
}

/// Writes `value` (< 10^8) in decimal at `text[at..]` without leading zeros; returns the end.
/// Stores eight bytes: those past the digits are scratch.
#[inline(always)]
fn put_short(text: &mut [u8; NUMBER_SPACE], at: usize, value: u32) -> usize {
    let digits = eight_ascii_digits(value);
    // Leading zeros are the low bytes equal to b'0'; the last digit always stays.
    let zeros = ((digits ^ 0x3030_3030_3030_3030).trailing_zeros() / 8).min(7);
    text[at..at + 8].copy_from_slice(&(digits >> (8 * zeros)).to_le_bytes());
    at + 8 - zeros as usize
}

/// Writes exactly eight digits of `value` (< 10^8) at `text[at..]`; returns the end.
#[inline(always)]
fn put_eight(text: &mut [u8; NUMBER_SPACE], at: usize, value: u32) -> usize {
    text[at..at + 8].copy_from_slice(&eight_ascii_digits(value).to_le_bytes());
    at + 8
}

/// Writes `value` in decimal at the start of `text`; returns its length.
#[inline]
fn put_decimal(text: &mut [u8; NUMBER_SPACE], value: u64) -> usize {
    const EIGHT: u64 = 100_000_000;
    if value < EIGHT {
        return put_short(text, 0, value as u32);
    }
    let (high, low) = (value / EIGHT, (value % EIGHT) as u32);
    let at = if high < 10 {
        // Nine digits, as most values below 10^9 have: the first one alone.
        text[0] = b'0' + high as u8;
        1
    } else if high < EIGHT {
        put_short(text, 0, high as u32)
    } else {
        // 10^16 and above: at most four more digits (u64::MAX has twenty).
        let at = put_short(text, 0, (high / EIGHT) as u32);
        put_eight(text, at, (high % EIGHT) as u32)
    };
    put_eight(text, at, low)
}

/// Writes `value` in decimal followed by the byte `end` (a space or a newline): the same bytes as
/// `write!(output, "{value}{end}")` at a fraction of the instructions.
#[inline]
pub fn write_number<W: Write>(output: &mut W, value: u64, end: u8) -> io::Result<()> {
    let mut text = [0; NUMBER_SPACE];
    let length = put_decimal(&mut text, value);
    text[length] = end;
    output.write_all(&text[..=length])
}

/// Writes `values` on one line, separated by single spaces (the line is just `\n` when there
/// are none): what a solution that prints numbers by the hundred thousand needs, at a fraction
/// of the instructions of `write!`. The text is built in blocks of 8 KiB, so `output` sees a few
/// large writes, and memory stays flat however many values there are.
pub fn write_numbers<W, I>(output: &mut W, values: I) -> io::Result<()>
where
    W: Write,
    I: IntoIterator,
    I::Item: Into<u64>,
{
    const BLOCK: usize = 8 << 10;
    let mut block = [0; BLOCK];
    let mut filled = 0;
    for value in values {
        let value = value.into();
        if filled + NUMBER_SPACE > BLOCK {
            output.write_all(&block[..filled])?;
            filled = 0;
        }
        let slot: &mut [u8; NUMBER_SPACE] = (&mut block[filled..filled + NUMBER_SPACE])
            .try_into()
            .expect("a slot of NUMBER_SPACE bytes");
        let length = put_decimal(slot, value);
        slot[length] = b' ';
        filled += length + 1;
    }
    // The last separator becomes the end of the line.
    match filled.checked_sub(1) {
        Some(last) => block[last] = b'\n',
        None => {
            block[0] = b'\n';
            filled = 1;
        }
    }
    output.write_all(&block[..filled])
}

/// Standard output without std's line buffering where the platform allows: the solution's
/// `BufWriter` already batches its writes, and the `LineWriter` inside `Stdout` would search each
/// 64 KiB block for its last newline (a tenth of luogu-p1247's instructions).
fn unbuffered_stdout() -> Box<dyn Write> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(descriptor) = io::stdout().as_fd().try_clone_to_owned() {
            return Box::new(std::fs::File::from(descriptor));
        }
    }
    Box::new(io::stdout().lock())
}

/// The shared `main`: runs `solve` on locked stdin and a buffered stdout, flushed once at the end.
///
/// Bad input ends the program with `<program>: bad input: line L: ...` on stderr and a non-zero
/// status; any other panic with `<program>: internal error: ...`. Either way it is one line, with
/// no backtrace hint, and the answers to the cases already complete are still written.
pub fn run<F>(solve: F)
where
    F: FnOnce(StdinLock<'static>, &mut BufWriter<Box<dyn Write>>) -> io::Result<()>,
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
    let mut output = BufWriter::with_capacity(BUFFER_SIZE, unbuffered_stdout());
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
        payload
            .downcast_ref::<InputError>()
            .expect("an InputError")
            .0
            .clone()
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

    /// xorshift64: enough randomness for these tests without a dependency.
    fn next_random(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// A reader that hands out a pseudo-random number of bytes (1 to 300) per call.
    struct Chunks<'a>(&'a [u8], u64);
    impl Read for Chunks<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = (1 + next_random(&mut self.1) as usize % 300)
                .min(buf.len())
                .min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
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
                    assert_eq!(LINE.with(Cell::get), *line, "round {round}, token {i}");
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
        assert!(message.ends_with(r#"not text ("1\xff2"), where a number was expected"#));
    }

    #[test]
    fn parses_every_length_and_rejects_a_non_digit_anywhere() {
        let mut state = 12345;
        for length in 1..=20 {
            for _ in 0..200 {
                let digits: Vec<u8> = (0..length)
                    .map(|_| b'0' + (next_random(&mut state) % 10) as u8)
                    .collect();
                let text = std::str::from_utf8(&digits).unwrap();
                assert_eq!(parse_decimal(&digits), text.parse::<u64>().ok(), "{text}");
                // A byte next to the digits ('/' is '0' - 1, ':' is '9' + 1) anywhere.
                let at = next_random(&mut state) as usize % length;
                for bad in [b'/', b':', b' ', 0x80, b'a'] {
                    let mut wrong = digits.clone();
                    wrong[at] = bad;
                    assert_eq!(parse_decimal(&wrong), None, "{:?}", wrong.escape_ascii());
                }
            }
        }
        assert_eq!(parse_decimal(b"18446744073709551615"), Some(u64::MAX));
        assert_eq!(parse_decimal(b"18446744073709551616"), None);
        assert_eq!(parse_decimal(b"00000000000000000000000042"), Some(42));
    }

    #[test]
    fn writes_numbers_as_display_does() {
        let mut state = 777;
        let mut values = vec![0, 9, 10, 99, 100, 99_999_999, 100_000_000, u64::MAX];
        values.extend((1..=20).map(|digits| 10u64.saturating_pow(digits - 1)));
        values.extend((0..2000).map(|i| next_random(&mut state) >> (i % 64)));
        let mut one_by_one = Vec::new();
        for &value in &values {
            write_number(&mut one_by_one, value, b'\n').unwrap();
        }
        let expected: String = values.iter().map(|v| format!("{v}\n")).collect();
        assert_eq!(String::from_utf8(one_by_one).unwrap(), expected);

        // Enough values to fill several blocks of `write_numbers`.
        let many: Vec<u64> = (0..5000).map(|i| values[i % values.len()]).collect();
        let mut line = Vec::new();
        write_numbers(&mut line, many.iter().copied()).unwrap();
        let expected = many
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ")
            + "\n";
        assert_eq!(String::from_utf8(line).unwrap(), expected);
        let mut empty = Vec::new();
        write_numbers(&mut empty, [0u64; 0]).unwrap();
        assert_eq!(empty, b"\n");
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
        assert_eq!(
            message,
            "line 2: read \"x7\" where a non-negative integer (u32) was expected"
        );
    }

    #[test]
    fn rejects_numbers_beyond_the_type() {
        let message = error_of(|| {
            input! { from Scanner::new(&b"4294967296"[..]), _v: Num<u32> }
        });
        assert!(
            message.contains("larger than the largest u32 (4294967295)"),
            "{message}"
        );
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
        assert_eq!(
            message,
            "line 2: the input ended where a number (u8) was expected"
        );
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
        assert!(
            message.ends_with("m = 0, but the statement requires m >= 1"),
            "{message}"
        );
    }
}
