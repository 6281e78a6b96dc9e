//! Misère Nim (HDU 1907, John): Nim where whoever takes the last stone loses.
//!
//! Play as in normal Nim until the move that would leave only heaps of size ≤ 1; then leave an
//! odd number of single stones instead. So with a heap above 1 the nim sum decides as usual, and
//! with only heaps of 0 and 1 the player to move wins when the number of 1s is even.
//!
//! ```
//! use common::misere::misere_nim_first_player_wins;
//!
//! assert!(misere_nim_first_player_wins(&[3, 5, 1]));
//! assert!(!misere_nim_first_player_wins(&[1]));
//! ```

use crate::nim::nim_sum;

/// Whether the player to move wins misère Nim on `heaps` (taking the last stone loses). With no
/// stones at all, the previous player took the last one and lost, so the player to move wins.
///
/// # Complexity
///
/// O(n).
pub fn misere_nim_first_player_wins(heaps: &[u64]) -> bool {
    let sum = nim_sum(heaps.iter().copied());
    if heaps.iter().all(|&heap| heap <= 1) {
        // The nim sum of 0/1 heaps is the parity of the 1s: win when even.
        sum == 0
    } else {
        sum != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// From the rules: with no stones the player to move has won already (the opponent took the
    /// last one); otherwise win when some move leaves a lost position.
    fn brute_wins(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if heaps.iter().all(|&h| h == 0) {
            return true;
        }
        if let Some(&known) = memo.get(heaps) {
            return known;
        }
        let mut wins = false;
        'search: for i in 0..heaps.len() {
            for rest in 0..heaps[i] {
                let mut next = heaps.to_vec();
                next[i] = rest;
                next.sort_unstable();
                if !brute_wins(&next, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
        memo.insert(heaps.to_vec(), wins);
        wins
    }

    #[test]
    fn agrees_with_search_from_the_rules() {
        let mut memo = HashMap::new();
        for length in 1..=4u32 {
            for code in 0..7u64.pow(length) {
                let mut heaps: Vec<u64> = (0..length).map(|i| code / 7u64.pow(i) % 7).collect();
                heaps.sort_unstable();
                let expected = brute_wins(&heaps, &mut memo);
                assert_eq!(misere_nim_first_player_wins(&heaps), expected, "{heaps:?}");
            }
        }
    }

    #[test]
    fn hdu_1907_samples() {
        assert!(misere_nim_first_player_wins(&[3, 5, 1]));
        assert!(!misere_nim_first_player_wins(&[1]));
        assert!(misere_nim_first_player_wins(&[1, 1]));
        assert!(!misere_nim_first_player_wins(&[1, 1, 1]));
        assert!(misere_nim_first_player_wins(&[4747; 47]));
    }
}
