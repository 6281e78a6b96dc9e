//! Non-negative integers for `input!`, parsed straight from the token's bytes.

use super::error::bad_input;
use super::swar;
use super::Scanner;
use proconio::source::{Readable, Source};
use std::fmt::Display;
use std::io::BufRead;
use std::marker::PhantomData;

/// An unsigned integer type that [`Num`] can read.
pub trait Unsigned: Copy + TryFrom<u64> + Display {
    /// The type's name, for error messages.
    const NAME: &'static str;
    /// The type's largest value, as a `u64`.
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
        let token = match source.next_token() {
            Some(token) => token,
            None => input_ended::<T>(),
        };
        match parse_decimal(token.as_bytes()) {
            Some(value) if value <= T::MAX => T::try_from(value).unwrap_or_else(|_| unreachable!()),
            _ => not_a_number::<T>(token),
        }
    }
}

impl<R: BufRead> Scanner<R> {
    /// Replaces the contents of `values` with the next `count` numbers, each read as `input!`
    /// reads a `Num<T>` (same values, same errors), but faster: a number of up to 16 digits is
    /// found and parsed from the same eight-byte loads, in one pass.
    ///
    /// The vector grows only as numbers arrive (a few thousand at a time), so a count larger
    /// than the input holds fails at the end of the input, instead of first reserving memory for
    /// numbers that are not there (as `input!`'s `[Num<T>; count]` would).
    pub fn read_numbers_into<T: Unsigned>(&mut self, count: usize, values: &mut Vec<T>) {
        // Room for a chunk at a time (bounded, whatever the count), filled by the fast path.
        const CHUNK: usize = 1 << 12;
        values.clear();
        while values.len() < count {
            let left = count - values.len();
            values.reserve(left.min(CHUNK));
            let room = left.min(values.capacity() - values.len());
            let before = values.len();
            self.numbers_in_buffer(room, values);
            if values.len() - before == room {
                continue;
            }
            // The fast path stopped early: at whitespace (skipped here, counting lines and reading
            // more input), or at a token it does not take (read here as `input!` reads it, which
            // also names what is wrong). Either way, the next turn is past it.
            if !self.at_whitespace() || !self.skip_whitespace() {
                values.push(Num::<T>::read(self));
            }
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
    while rest.len() >= 8 {
        let block = swar::load(rest, 0);
        if swar::non_digits(block) != 0 {
            return None;
        }
        value = value * 100_000_000 + swar::eight_digits_value(block);
        rest = &rest[8..];
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::scanner::BUFFER_SIZE;
    use crate::io::testing::{error_of, next_random, Chunks};
    use proconio::input;
    use std::io::BufReader;

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
    fn reads_a_count_of_numbers_into_a_reused_vector() {
        let mut scanner = Scanner::new(&b"7 8 9\r\n10"[..]);
        let mut values = vec![1u32, 2, 3, 4, 5];
        scanner.read_numbers_into(3, &mut values);
        assert_eq!(values, [7, 8, 9]);
        scanner.read_numbers_into(0, &mut values);
        assert!(values.is_empty());
        let message = error_of(|| scanner.read_numbers_into(usize::MAX, &mut values));
        assert_eq!(
            message,
            "line 2: the input ended where a number (u32) was expected"
        );
        assert_eq!(values, [10]);
    }

    /// Regression guard for the number fast path (`Scanner::numbers_in_buffer`): numbers of 1 to
    /// 20 digits, leading zeros included, between runs of every kind of whitespace, across every
    /// buffer boundary and every read, come out as `str::parse` reads them; and a bad token after
    /// them is reported on its own line.
    #[test]
    fn numbers_read_in_bulk_agree_with_str_parse() {
        let mut state = 0x2545_f491_4f6c_dd1d;
        for round in 0..24 {
            let size = if round % 3 == 0 {
                3 * BUFFER_SIZE + 5
            } else {
                3000
            };
            let (mut input, mut expected, mut line) = (Vec::new(), Vec::new(), 1);
            while input.len() < size {
                let length = 1 + next_random(&mut state) as usize % 20;
                let digits: Vec<u8> = (0..length)
                    .map(|_| b'0' + (next_random(&mut state) % 10) as u8)
                    .collect();
                // Twenty digits may overflow a u64: those are left out.
                let Ok(value) = std::str::from_utf8(&digits).unwrap().parse::<u64>() else {
                    continue;
                };
                expected.push(value);
                input.extend_from_slice(&digits);
                for _ in 0..1 + next_random(&mut state) % 3 {
                    let space = b"  \t\n\r\x0b\x0c"[next_random(&mut state) as usize % 7];
                    line += u64::from(space == b'\n');
                    input.push(space);
                }
            }
            input.extend_from_slice(b"12-3");
            for trickle in [false, true] {
                // (A `BufReader` passes the scanner's large reads straight through.)
                let mut scanner: Scanner<Box<dyn BufRead>> = if trickle {
                    Scanner::new(Box::new(BufReader::new(Chunks(&input, round + 1))))
                } else {
                    Scanner::new(Box::new(&input[..]))
                };
                let mut values = Vec::new();
                scanner.read_numbers_into::<u64>(expected.len(), &mut values);
                assert_eq!(values, expected, "round {round}");
                let message = error_of(|| scanner.read_numbers_into::<u64>(1, &mut values));
                assert_eq!(
                    message,
                    format!(
                        "line {line}: read \"12-3\" where a non-negative integer (u64) was expected"
                    )
                );
            }
        }
    }

    #[test]
    fn bulk_reads_stop_at_the_type_limit() {
        let mut scanner = Scanner::new(&b"4294967295 4294967296"[..]);
        let mut values = Vec::new();
        let message = error_of(|| scanner.read_numbers_into::<u32>(2, &mut values));
        assert_eq!(
            message,
            "line 1: read 4294967296, which is larger than the largest u32 (4294967295)"
        );
        assert_eq!(values, [u32::MAX]);
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
}
