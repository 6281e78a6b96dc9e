//! Numbers written without `core::fmt`, for solutions that print them by the hundred thousand.

use std::io::{self, Write};

/// Room for one number and the byte after it: twenty digits and the eight-byte stores that write
/// them (which may write a few bytes past the number, to be overwritten by what follows).
const NUMBER_SPACE: usize = 24;

/// The four ASCII digits of every number below 10^4, leading zeros included, as a
/// little-endian `u32` (the first digit in the lowest byte): 40 KiB, built at compile time.
/// Two lookups in it give eight digits in half the time that computing them in a register took
/// (5·10^5 nine-digit numbers into memory: 1.7–2.1 ms instead of 3.4–3.6 ms).
static FOUR_DIGITS: [u32; 10_000] = four_digits_table();

const fn four_digits_table() -> [u32; 10_000] {
    let mut table = [0; 10_000];
    let mut value = 0;
    while value < 10_000 {
        let digits = [
            b'0' + (value / 1000) as u8,
            b'0' + (value / 100 % 10) as u8,
            b'0' + (value / 10 % 10) as u8,
            b'0' + (value % 10) as u8,
        ];
        table[value] = u32::from_le_bytes(digits);
        value += 1;
    }
    table
}

/// The eight decimal digits of `value` (< 10^8, with leading zeros) as ASCII, first digit in the
/// lowest byte: two lookups of four digits each.
#[inline(always)]
fn eight_ascii_digits(value: u32) -> u64 {
    debug_assert!(value < 100_000_000);
    let (high, low) = ((value / 10_000) as usize, (value % 10_000) as usize);
    u64::from(FOUR_DIGITS[high]) | u64::from(FOUR_DIGITS[low]) << 32
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
/// of the instructions of `write!`.
///
/// The text is built in blocks of 1 to 256 KiB, as many values as are known to come need, and
/// passed on whole: a `BufWriter` hands a block larger than its own buffer straight to the
/// kernel. Fewer, larger writes of a file cost the kernel less (luogu-p1247's 4.9 MB answer in
/// 256 KiB writes rather than 64 KiB ones: 0.8 ms less in all). Memory stays bounded however
/// many values there are.
pub fn write_numbers<W, I>(output: &mut W, values: I) -> io::Result<()>
where
    W: Write,
    I: IntoIterator,
    I::Item: Into<u64>,
{
    let values = values.into_iter();
    let size = values
        .size_hint()
        .0
        .saturating_mul(NUMBER_SPACE)
        .clamp(1 << 10, 256 << 10);
    // Zeroed on every call, so no larger than the values need: hdu-2149 writes 10^4 short lines.
    let mut block = vec![0; size];
    let mut filled = 0;
    for value in values {
        let value = value.into();
        if filled + NUMBER_SPACE > size {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::testing::next_random;

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

        // Enough values to fill several of the largest blocks, and of the smallest (a `filter`
        // does not tell how many values come).
        let many: Vec<u64> = (0..40_000).map(|i| values[i % values.len()]).collect();
        let expected = many
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ")
            + "\n";
        let mut line = Vec::new();
        write_numbers(&mut line, many.iter().copied()).unwrap();
        assert_eq!(String::from_utf8(line).unwrap(), expected);
        let mut line = Vec::new();
        write_numbers(&mut line, many.iter().copied().filter(|_| true)).unwrap();
        assert_eq!(String::from_utf8(line).unwrap(), expected);
        let mut empty = Vec::new();
        write_numbers(&mut empty, [0u64; 0]).unwrap();
        assert_eq!(empty, b"\n");
    }
}
