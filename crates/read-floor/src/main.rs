//! The baseline that `runner bench` times every solution against: read all of stdin at once and
//! parse every decimal integer in it, with no validation and no answer. No solution can read its
//! input faster than this, so a solution's time divided by this one's is its overhead.
//!
//! It prints the count and the wrapping sum of the integers, so that the parsing is not optimised
//! away, and so that a test can check it read what it was given.

use std::io::{self, Read, Write};

/// Count and wrapping sum of the maximal runs of ASCII digits in `bytes`.
fn count_and_sum(bytes: &[u8]) -> (u64, u64) {
    let (mut count, mut sum) = (0u64, 0u64);
    let mut value = 0u64;
    let mut in_number = false;
    for &byte in bytes {
        let digit = byte.wrapping_sub(b'0');
        if digit < 10 {
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            in_number = true;
        } else if in_number {
            sum = sum.wrapping_add(value);
            count += 1;
            value = 0;
            in_number = false;
        }
    }
    if in_number {
        sum = sum.wrapping_add(value);
        count += 1;
    }
    (count, sum)
}

fn main() -> io::Result<()> {
    let mut input = Vec::new();
    io::stdin().lock().read_to_end(&mut input)?;
    let (count, sum) = count_and_sum(&input);
    writeln!(io::stdout().lock(), "{count} {sum}")
}

#[cfg(test)]
mod tests {
    use super::count_and_sum;

    #[test]
    fn counts_and_sums_every_integer() {
        assert_eq!(count_and_sum(b""), (0, 0));
        assert_eq!(count_and_sum(b"7"), (1, 7));
        assert_eq!(count_and_sum(b"3\r\n10 20\t300\n"), (4, 333));
    }
}
