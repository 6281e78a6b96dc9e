//! Wythoff's game: two heaps, a move takes any positive number from one heap or the same
//! positive number from both; whoever takes the last stone wins.
//!
//! The cold positions (the player to move loses) are the pairs (⌊kφ⌋, ⌊kφ⌋ + k), k ≥ 0, in
//! either order, with φ = (1 + √5) / 2. Everything here is exact integer arithmetic: for k > 0,
//! k√5 is irrational, so ⌊k + k√5⌋ = k + ⌊√(5k²)⌋ and ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2.
//!
//! ```
//! use common::wythoff::{cold_position, is_cold};
//!
//! assert!(is_cold(2, 1) && is_cold(4, 7) && !is_cold(8, 4));
//! assert_eq!(cold_position(3), (4, 7));
//! ```

use crate::isqrt::isqrt;

/// ⌊kφ⌋ for k ≥ 0, or `None` when 5k² does not fit in a `u128`.
///
/// If 5k² ≥ 2^128 then k√5 ≥ 2^64 and ⌊kφ⌋ + k = ⌊kφ²⌋ = ⌊(3k + k√5) / 2⌋ ≥
/// 2^64 · (3/√5 + 1) / 2 > 2^64: no such pair fits in `u64`, which is what both callers use.
fn lower(k: u64) -> Option<u128> {
    let k = u128::from(k);
    let five_k_squared = (k * k).checked_mul(5)?;
    // k + √(5k²) < 2^64 + 2^65: no overflow.
    Some((k + isqrt(five_k_squared)) / 2)
}

/// Whether (a, b) is a cold position of Wythoff's game (the player to move loses), in either
/// order.
///
/// # Complexity
///
/// O(log) arithmetic on `u128`; exact for every pair of `u64`.
pub fn is_cold(a: u64, b: u64) -> bool {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    // A cold pair is determined by its difference k = large - small.
    let k = large - small;
    match lower(k) {
        Some(expected) => u128::from(small) == expected,
        // See `lower`: that pair's larger heap would exceed u64::MAX ≥ large.
        None => false,
    }
}

/// The k-th cold position (⌊kφ⌋, ⌊kφ⌋ + k), smaller heap first; k = 0 gives (0, 0).
///
/// # Panics
///
/// If ⌊kφ⌋ + k exceeds `u64::MAX` (k above about 7.05 · 10^18).
///
/// # Complexity
///
/// O(log) arithmetic on `u128`.
pub fn cold_position(k: u64) -> (u64, u64) {
    let pair = lower(k).and_then(|a| {
        let b = a + u128::from(k);
        Some((u64::try_from(a).ok()?, u64::try_from(b).ok()?))
    });
    pair.unwrap_or_else(|| panic!("cold_position({k}): the pair does not fit in u64"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// cold[a][b] for all a, b ≤ n, searched from the rules: a position is cold when every
    /// move leads to a hot one.
    fn brute_cold(n: usize) -> Vec<Vec<bool>> {
        let mut cold = vec![vec![false; n + 1]; n + 1];
        for a in 0..=n {
            for b in 0..=n {
                let from_a = (1..=a).any(|t| cold[a - t][b]);
                let from_b = (1..=b).any(|t| cold[a][b - t]);
                let from_both = (1..=a.min(b)).any(|t| cold[a - t][b - t]);
                cold[a][b] = !(from_a || from_b || from_both);
            }
        }
        cold
    }

    /// p/q < φ for q > 0, exactly, by φ = 1 + 1/φ: for p > q, p/q < φ ⟺ q/(p - q) > φ.
    /// A second method, with neither square roots nor multiplication.
    fn below_phi(mut p: u128, mut q: u128) -> bool {
        let mut flipped = false;
        while p > q {
            (p, q) = (q, p - q);
            flipped = !flipped;
        }
        // Now p/q ≤ 1 < φ; φ is irrational, so no ratio is ever equal to it.
        !flipped
    }

    /// ⌊kφ⌋ for k > 0 by the ratio comparison: the a with a/k < φ < (a + 1)/k.
    fn reference_is_cold(a: u64, b: u64) -> bool {
        let (small, large) = (u128::from(a.min(b)), u128::from(a.max(b)));
        let k = large - small;
        if k == 0 {
            return small == 0;
        }
        below_phi(small, k) && !below_phi(small + 1, k)
    }

    #[test]
    fn agrees_with_search_from_the_rules() {
        let n = 200;
        let cold = brute_cold(n);
        for (a, row) in cold.iter().enumerate() {
            for (b, &expected) in row.iter().enumerate() {
                assert_eq!(is_cold(a as u64, b as u64), expected, "({a}, {b})");
            }
        }
        let listed: Vec<(u64, u64)> = (0..)
            .map(cold_position)
            .take_while(|p| p.1 <= 200)
            .collect();
        let searched: Vec<(u64, u64)> = (0..=n)
            .flat_map(|a| (a..=n).map(move |b| (a, b)))
            .filter(|&(a, b)| cold[a][b])
            .map(|(a, b)| (a as u64, b as u64))
            .collect();
        assert_eq!(listed, searched);
    }

    #[test]
    fn poj_1067_samples() {
        assert!(is_cold(2, 1));
        assert!(!is_cold(8, 4));
        assert!(is_cold(4, 7));
    }

    /// The largest k whose cold pair fits in u64, by bisection on the reference method.
    fn largest_fitting_k() -> u64 {
        let fits = |k: u64| {
            let a = u64::MAX - k; // the largest possible smaller heap for this k
                                  // Some a' ≤ a is ⌊kφ⌋ ⟺ ⌊kφ⌋ ≤ a ⟺ a + 1 > kφ ⟺ !below_phi(a + 1, k).
            !below_phi(u128::from(a) + 1, u128::from(k))
        };
        let (mut good, mut bad) = (1u64, u64::MAX);
        while bad - good > 1 {
            let middle = good + (bad - good) / 2;
            if fits(middle) {
                good = middle;
            } else {
                bad = middle;
            }
        }
        good
    }

    #[test]
    fn exact_near_the_top_of_u64() {
        let k_max = largest_fitting_k();
        // 2^64 / φ² ≈ 7.046 · 10^18.
        assert!(k_max > 7_040_000_000_000_000_000 && k_max < 7_050_000_000_000_000_000);
        for k in (k_max - 2000..=k_max)
            .chain(1..2000)
            .chain([1 << 62, 1 << 40, 1 << 32])
        {
            let (a, b) = cold_position(k);
            assert_eq!(b - a, k);
            assert!(reference_is_cold(a, b), "k={k}");
            let (a1, b1) = (a.saturating_add(1), b.saturating_add(1));
            for (x, y) in [
                (a, b),
                (b, a),
                (a1, b1),
                (a - 1, b - 1),
                (a, b - 1),
                (a1, b),
            ] {
                assert_eq!(is_cold(x, y), reference_is_cold(x, y), "({x}, {y})");
            }
        }
        assert!(std::panic::catch_unwind(|| cold_position(k_max + 1)).is_err());
        assert!(std::panic::catch_unwind(|| cold_position(u64::MAX)).is_err());
    }

    #[test]
    fn every_difference_is_safe_including_the_largest() {
        // Differences whose 5k² overflows u128, and pairs at the edges of u64.
        for (a, b) in [
            (0, u64::MAX),
            (u64::MAX, 0),
            (u64::MAX, u64::MAX),
            (1, u64::MAX),
            (u64::MAX / 2, u64::MAX),
            (0, 0),
            (1 << 63, u64::MAX),
        ] {
            assert_eq!(is_cold(a, b), reference_is_cold(a, b), "({a}, {b})");
        }
        assert!(is_cold(0, 0));
        assert!(!is_cold(u64::MAX, u64::MAX));
    }

    #[test]
    fn agrees_with_the_reference_on_pseudo_random_pairs() {
        let mut state: u64 = 0x853c_49e6_748f_ea9b;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..20_000 {
            // Random hot pairs, and cold pairs of random k with a random shift.
            let (a, b) = (next(), next());
            assert_eq!(is_cold(a, b), reference_is_cold(a, b), "({a}, {b})");
            let k = next() % 7_000_000_000_000_000_000;
            let (c, d) = cold_position(k);
            assert!(is_cold(c, d) && reference_is_cold(c, d), "k={k}");
            let shift = next() % 3;
            let c = c.saturating_sub(shift);
            assert_eq!(is_cold(c, d), reference_is_cold(c, d));
        }
    }
}
