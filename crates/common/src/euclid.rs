//! Euclid's game: two numbers; a move subtracts a positive multiple of the smaller from the
//! larger, leaving it non-negative; whoever makes a number 0 wins.
//!
//! With s ≤ l, the player to move loses exactly when s < l < φs, φ = (1 + √5) / 2. In exact
//! integers: l/s < φ ⇔ (l/s)² − l/s < 1 (φ is the positive root of x² − x − 1), that is
//! l(l − s) < s², whose two sides fit in a `u128` for any `u64` numbers.
//!
//! Why: from l ≥ 2s the mover can leave (s, l mod s + s), whose only move is to (l mod s, s), or
//! that position itself: one of the two loses, so l ≥ 2s wins (and l = s wins at once). From
//! s < l < 2s the only move is to (l − s, s), and for x = l/s the ratio becomes 1/(x − 1), which
//! is above φ exactly when x is below it (1/(φ − 1) = φ). By induction on the sum, ratios above
//! φ win and those in (1, φ) lose.
//!
//! ```
//! use common::euclid::mover_wins;
//!
//! assert!(mover_wins(34, 12));
//! assert!(!mover_wins(15, 24));
//! assert!(mover_wins(7, 7));
//! ```

/// Whether the player to move wins from the numbers `a` and `b`, in either order. A position
/// with a 0 has no move: the rival made the 0 and won, so the player to move has lost.
///
/// # Complexity
///
/// O(1), exact for every pair of `u64`.
pub fn mover_wins(a: u64, b: u64) -> bool {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    if small == 0 {
        return false;
    }
    let (small, large) = (u128::from(small), u128::from(large));
    // large < φ·small ⇔ large · (large − small) < small², with large > small.
    let mover_loses = small < large && large * (large - small) < small * small;
    !mover_loses
}

#[cfg(test)]
mod tests {
    use super::*;

    /// wins[a][b] from the rules, smaller sums first: some move leaves a lost position.
    fn brute_force(upto: usize) -> Vec<Vec<bool>> {
        let mut wins = vec![vec![false; upto + 1]; upto + 1];
        for sum in 1..=2 * upto {
            for a in sum.saturating_sub(upto)..=sum.min(upto) {
                let b = sum - a;
                let (small, large) = (a.min(b), a.max(b));
                if small == 0 {
                    continue;
                }
                let moves = (1..=large / small).map(|k| (small, large - k * small));
                wins[a][b] = moves.into_iter().any(|(x, y)| !wins[x][y]);
            }
        }
        wins
    }

    #[test]
    fn agrees_with_the_rules_on_every_small_pair() {
        let wins = brute_force(300);
        for (a, row) in wins.iter().enumerate() {
            for (b, &expected) in row.iter().enumerate() {
                assert_eq!(mover_wins(a as u64, b as u64), expected, "({a}, {b})");
            }
        }
    }

    #[test]
    fn poj_2348_sample_and_the_ends_of_u64() {
        assert!(mover_wins(34, 12));
        assert!(!mover_wins(15, 24));
        // Consecutive Fibonacci numbers are as close to φ as pairs get, on both sides:
        // F(n+1)/F(n) is below φ for odd n, above it for even n.
        let (f91, f92, f93) = (
            4_660_046_610_375_530_309,
            7_540_113_804_746_346_429,
            12_200_160_415_121_876_738,
        );
        assert!(!mover_wins(f92, f91));
        assert!(mover_wins(f92, f93));
        assert!(mover_wins(u64::MAX, u64::MAX));
        assert!(mover_wins(u64::MAX, 1));
        assert!(!mover_wins(u64::MAX - 1, u64::MAX));
        assert!(!mover_wins(0, 5));
    }
}
