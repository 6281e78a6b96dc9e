//! Byte-lane arithmetic on eight bytes in a `u64` (loaded little-endian: the first byte in the
//! lowest lane), which the scanner and the number parser use to look at eight bytes at once.
//!
//! The lane tests add or subtract across the whole word, so a carry or a borrow can leave a lane
//! and corrupt the lanes above it; it only ever leaves a lane that the test marks. Hence the
//! lowest marked lane is always exact, and it is the only one the callers read.

/// One in every lane.
const ONES: u64 = 0x0101_0101_0101_0101;
const HIGH_BITS: u64 = 0x80 * ONES;
const ASCII_ZEROS: u64 = b'0' as u64 * ONES;

/// Eight bytes from `bytes[at..]`.
#[inline(always)]
pub(super) fn load(bytes: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"))
}

/// The high bit of every lane whose byte ends a token: at or below a space, or beyond ASCII.
#[inline(always)]
pub(super) fn token_stops(block: u64) -> u64 {
    (block.wrapping_sub(b'!' as u64 * ONES) | block) & HIGH_BITS
}

/// The high bit of every lane whose byte is not an ASCII digit: below `0`, above `9` (adding
/// 0x46 sets the high bit from `:` = 0x3a up), or beyond ASCII.
#[inline(always)]
pub(super) fn non_digits(block: u64) -> u64 {
    (block.wrapping_sub(ASCII_ZEROS) | block.wrapping_add(0x46 * ONES) | block) & HIGH_BITS
}

/// Number of lanes below the lowest marked one, given a nonzero mask from a lane test.
#[inline(always)]
pub(super) fn lanes_before(marked: u64) -> usize {
    (marked.trailing_zeros() / 8) as usize
}

/// The value of eight ASCII digits.
#[inline(always)]
pub(super) fn eight_digits_value(block: u64) -> u64 {
    lanes_value(block - ASCII_ZEROS)
}

/// The value of the ASCII digits in the lowest `count` lanes (0 to 7; the lanes above may hold
/// anything).
#[inline(always)]
pub(super) fn leading_digits_value(block: u64, count: usize) -> u64 {
    debug_assert!(count < 8);
    // Moves the digits to the top lanes, so that the emptied lanes below read as leading zeros.
    // Two shifts, as one by 64 (for no digits) would overflow.
    lanes_value((block.wrapping_sub(ASCII_ZEROS) << (63 - 8 * count)) << 1)
}

/// The number whose decimal digits (0 to 9) are the lanes, the first in the lowest. Combines
/// neighbours in the register: pairs, then fours, then the eight (each step's partial sums stay
/// inside their lanes, so nothing carries across).
#[inline(always)]
fn lanes_value(digits: u64) -> u64 {
    let pairs = (digits * 10 + (digits >> 8)) & 0x00ff_00ff_00ff_00ff;
    let fours = (pairs * 100 + (pairs >> 16)) & 0x0000_ffff_0000_ffff;
    (fours * 10_000 + (fours >> 32)) & 0xffff_ffff
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(text: &[u8]) -> u64 {
        let mut bytes = [b' '; 8];
        bytes[..text.len()].copy_from_slice(text);
        u64::from_le_bytes(bytes)
    }

    #[test]
    fn lane_tests_mark_the_first_byte_of_each_kind() {
        for byte in 0..=255u8 {
            for at in 0..8 {
                let mut bytes = *b"12345678";
                bytes[at] = byte;
                let block = u64::from_le_bytes(bytes);
                let expected = if byte.is_ascii_digit() {
                    None
                } else {
                    Some(at)
                };
                let found = Some(non_digits(block))
                    .filter(|&m| m != 0)
                    .map(lanes_before);
                assert_eq!(found, expected, "non_digits, byte {byte:#x} at {at}");
                let stops = byte <= b' ' || byte >= 0x80;
                let found = Some(token_stops(block))
                    .filter(|&m| m != 0)
                    .map(lanes_before);
                assert_eq!(
                    found,
                    stops.then_some(at),
                    "token_stops, byte {byte:#x} at {at}"
                );
            }
        }
    }

    #[test]
    fn values_of_digit_runs() {
        assert_eq!(eight_digits_value(block(b"12345678")), 12_345_678);
        assert_eq!(eight_digits_value(block(b"00000000")), 0);
        assert_eq!(eight_digits_value(block(b"99999999")), 99_999_999);
        for count in 0..8 {
            let digits = &b"9081726"[..count];
            let expected = std::str::from_utf8(digits).unwrap().parse().unwrap_or(0);
            // Anything may follow the digits.
            for after in [b' ', b'x', 0xff, 0x00] {
                let mut bytes = [after; 8];
                bytes[..count].copy_from_slice(digits);
                let value = leading_digits_value(u64::from_le_bytes(bytes), count);
                assert_eq!(value, expected, "{count} digits, then {after:#x}");
            }
        }
    }
}
