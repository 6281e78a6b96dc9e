//! Lasker's nim: a move takes any positive number of objects from one heap, or splits one heap
//! into two non-empty heaps; whoever takes the last object wins. A position's value is the XOR of
//! its heaps' Grundy values, and the Grundy value of one heap follows its residue mod 4:
//! g(4k + 1) = 4k + 1, g(4k + 2) = 4k + 2, g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3.
//!
//! ```
//! use common::lasker::lasker_grundy;
//!
//! assert_eq!([0, 1, 2, 3, 4].map(lasker_grundy), [0, 1, 2, 4, 3]);
//! ```
//!
//! [`LaskerNim`] is the same game from its rules, for the generic solver and Grundy sequences.

use crate::game::ImpartialGame;

/// Lasker's nim on one heap (heaps are `usize`), from its rules: take any positive number, or
/// split the heap into two non-empty heaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LaskerNim;

impl ImpartialGame for LaskerNim {
    type Position = usize;

    fn options(&self, &heap: &usize) -> Vec<Vec<usize>> {
        let takes = (0..heap).map(|rest| if rest == 0 { vec![] } else { vec![rest] });
        // a + b = heap with 1 ≤ a ≤ b; the other order is the same option.
        let splits = (1..=heap / 2).map(|a| vec![a, heap - a]);
        takes.chain(splits).collect()
    }
}

/// The Grundy value of one heap of Lasker's nim: heaps ≡ 3 and ≡ 0 (mod 4, non-zero) swap values.
///
/// # Panics
///
/// If `heap` is `u64::MAX`: it is ≡ 3 (mod 4), so its value 2^64 does not fit in `u64`.
///
/// # Complexity
///
/// O(1).
pub fn lasker_grundy(heap: u64) -> u64 {
    assert!(
        heap != u64::MAX,
        "lasker_grundy(u64::MAX): the value 2^64 does not fit in u64"
    );
    // Branch-free: with random heaps a `match` on the residue mispredicts half the time, which
    // was two fifths of HDU 3032's run time.
    let residue = heap % 4;
    heap + u64::from(residue == 3) - u64::from(residue == 0 && heap != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy_sequence::grundy_sequence;

    /// g(0..=upto) from the rules: the mex over every smaller heap and every split a + b = n.
    fn brute_grundy(upto: usize) -> Vec<u64> {
        let mut g: Vec<u64> = Vec::with_capacity(upto + 1);
        for n in 0..=upto {
            let mut options: Vec<u64> = g[..n].to_vec();
            options.extend((1..n).map(|a| g[a] ^ g[n - a]));
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        g
    }

    #[test]
    fn agrees_with_search_from_the_rules() {
        for (heap, &expected) in brute_grundy(120).iter().enumerate() {
            assert_eq!(lasker_grundy(heap as u64), expected, "{heap}");
        }
    }

    #[test]
    fn the_game_from_its_rules_has_the_same_sequence() {
        for (heap, value) in grundy_sequence(LaskerNim).take(120).enumerate() {
            assert_eq!(u64::from(value), lasker_grundy(heap as u64), "{heap}");
        }
    }

    #[test]
    fn hdu_3032_samples_and_largest_input() {
        let wins = |heaps: &[u64]| heaps.iter().fold(0, |x, &h| x ^ lasker_grundy(h)) != 0;
        assert!(wins(&[2, 2, 3]));
        assert!(!wins(&[3, 3]));
        assert_eq!(lasker_grundy((1 << 31) - 1), 1 << 31);
        assert_eq!(lasker_grundy(1 << 31), (1 << 31) - 1);
        assert_eq!(lasker_grundy(u64::MAX - 1), u64::MAX - 1);
        assert_eq!(lasker_grundy(u64::MAX - 3), u64::MAX - 4);
    }

    #[test]
    #[should_panic(expected = "does not fit in u64")]
    fn largest_heap_is_rejected() {
        lasker_grundy(u64::MAX);
    }
}
