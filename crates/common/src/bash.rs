//! The Bash game: one heap, a move takes 1..=m stones, whoever takes the last stone wins.
//! The player to move loses exactly when the heap is a multiple of m + 1: whatever they take,
//! the opponent takes the rest of that block of m + 1.
//!
//! ```
//! use common::bash::{first_player_wins, winning_take};
//!
//! assert!(first_player_wins(23, 2));
//! assert!(!first_player_wins(4, 3));
//! assert_eq!(winning_take(23, 2), Some(2));
//! ```

/// Whether the player to move wins with `stones` left when a move takes 1..=`max_take`.
///
/// # Panics
///
/// If `max_take` is 0 (no move would ever be possible).
///
/// # Complexity
///
/// O(1); exact for every `u64`, `max_take = u64::MAX` included.
pub fn first_player_wins(stones: u64, max_take: u64) -> bool {
    winning_take(stones, max_take).is_some()
}

/// The only winning take (`stones mod (max_take + 1)`), or `None` when the player to move loses.
///
/// # Panics
///
/// If `max_take` is 0.
///
/// # Complexity
///
/// O(1).
pub fn winning_take(stones: u64, max_take: u64) -> Option<u64> {
    assert!(max_take >= 1, "the Bash game needs max_take >= 1");
    // max_take + 1 overflows only for u64::MAX, whose block 2^64 exceeds every heap.
    let rest = match max_take.checked_add(1) {
        Some(block) => stones % block,
        None => stones,
    };
    (rest != 0).then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// wins[n] for one max_take, from the rules: some take leaves a lost heap.
    fn brute_wins(upto: usize, max_take: usize) -> Vec<bool> {
        let mut wins = vec![false; upto + 1];
        for n in 1..=upto {
            wins[n] = (1..=max_take.min(n)).any(|take| !wins[n - take]);
        }
        wins
    }

    #[test]
    fn agrees_with_search_from_the_rules() {
        for max_take in 1..=12 {
            let wins = brute_wins(100, max_take);
            for (stones, &expected) in wins.iter().enumerate() {
                let (n, m) = (stones as u64, max_take as u64);
                assert_eq!(first_player_wins(n, m), expected, "n={n} m={m}");
                match winning_take(n, m) {
                    Some(take) => {
                        assert!(take >= 1 && take <= m && take <= n);
                        assert!(!wins[stones - take as usize], "n={n} m={m} take={take}");
                    }
                    None => assert!(!expected),
                }
            }
        }
    }

    #[test]
    fn hdu_1846_samples() {
        assert!(first_player_wins(23, 2));
        assert!(!first_player_wins(4, 3));
    }

    #[test]
    fn largest_take_does_not_overflow() {
        assert_eq!(winning_take(u64::MAX, u64::MAX), Some(u64::MAX));
        assert_eq!(winning_take(0, u64::MAX), None);
        assert_eq!(winning_take(u64::MAX, u64::MAX - 1), None);
        assert_eq!(winning_take(u64::MAX, 1), Some(1));
    }

    #[test]
    #[should_panic(expected = "max_take >= 1")]
    fn zero_take_is_rejected() {
        first_player_wins(5, 0);
    }
}
