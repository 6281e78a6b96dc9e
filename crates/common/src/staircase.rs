//! Staircase nim, and Georgia and Bob (POJ 1704), which is staircase nim in disguise.
//!
//! Staircase nim: coins lie on stairs 1, 2, 3, …; a move carries any positive number of coins
//! from one stair to the stair just below (from stair 1 to the ground, where they leave the
//! game). Its value is the nim sum of the odd stairs: moving coins off an odd stair is a Nim move
//! there, and coins an opponent moves from an even stair onto an odd one can be moved straight on
//! to the next even stair, restoring the odd stairs as they were.
//!
//! ```
//! use common::staircase::{chessmen_nim_sum, staircase_nim_sum};
//!
//! assert_eq!(staircase_nim_sum(&[3, 100, 5]), 3 ^ 5);
//! assert_eq!(chessmen_nim_sum(&mut [3, 2, 1]), 0);
//! ```

/// The value of a staircase nim position: the XOR of the odd stairs. `stairs[0]` holds the coins
/// on stair 1 (the lowest above the ground), so this is `stairs[0] ^ stairs[2] ^ stairs[4] ^ …`.
/// The player to move wins exactly when it is non-zero.
///
/// # Complexity
///
/// O(n).
pub fn staircase_nim_sum(stairs: &[u64]) -> u64 {
    stairs.iter().step_by(2).fold(0, |sum, &coins| sum ^ coins)
}

/// The staircase nim value of chessmen on a 1×∞ strip (POJ 1704): `positions` are distinct cells
/// ≥ 1 in any order (sorted in place); a move shifts one chessman left by at least one cell
/// without landing on or passing another chessman or the edge (cell 0 is the wall). The player
/// to move wins exactly when it is non-zero.
///
/// Why it is staircase nim: read the empty gaps from the right, the gap left of the rightmost
/// chessman being stair 1, the next gap stair 2, and so on (the leftmost gap is the one to the
/// wall). Shifting a chessman left by d takes d cells from the gap on its left and adds them to
/// the gap on its right, one stair lower (the rightmost chessman's d cells leave the game). The
/// odd stairs are the free cells inside the pairs (2nd-last, last), (4th-last, 3rd-last), …, and
/// when the number of chessmen is odd, between the wall and the leftmost chessman.
///
/// # Panics
///
/// If a position is 0 or two positions are equal.
///
/// # Complexity
///
/// O(n log n) for the sort.
pub fn chessmen_nim_sum(positions: &mut [u64]) -> u64 {
    positions.sort_unstable();
    assert!(
        positions.first() != Some(&0),
        "chessmen must stand on cells >= 1 (cell 0 is the wall)"
    );
    assert!(
        positions.windows(2).all(|pair| pair[0] < pair[1]),
        "two chessmen stand on the same cell"
    );
    // Pairs from the right; with an odd count the leftmost chessman pairs with the wall at 0.
    positions
        .rchunks(2)
        .map(|pair| match *pair {
            [left, right] => right - left - 1,
            [alone] => alone - 1,
            _ => unreachable!("rchunks(2) yields one or two items"),
        })
        .fold(0, |sum, gap| sum ^ gap)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Staircase nim from the rules: some move leaves a lost position.
    fn brute_staircase_wins(stairs: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(stairs) {
            return known;
        }
        let mut wins = false;
        'search: for from in 0..stairs.len() {
            for coins in 1..=stairs[from] {
                let mut next = stairs.to_vec();
                next[from] -= coins;
                if from > 0 {
                    next[from - 1] += coins;
                }
                if !brute_staircase_wins(&next, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
        memo.insert(stairs.to_vec(), wins);
        wins
    }

    /// Georgia and Bob from the rules; `cells` sorted ascending.
    fn brute_chessmen_wins(cells: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(cells) {
            return known;
        }
        let mut wins = false;
        'search: for i in 0..cells.len() {
            let lowest = if i == 0 { 1 } else { cells[i - 1] + 1 };
            for target in lowest..cells[i] {
                let mut next = cells.to_vec();
                next[i] = target;
                if !brute_chessmen_wins(&next, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
        memo.insert(cells.to_vec(), wins);
        wins
    }

    #[test]
    fn staircase_value_agrees_with_search_from_the_rules() {
        let mut memo = HashMap::new();
        for length in 0..=4u32 {
            for code in 0..5u64.pow(length) {
                let stairs: Vec<u64> = (0..length).map(|i| code / 5u64.pow(i) % 5).collect();
                let expected = brute_staircase_wins(&stairs, &mut memo);
                assert_eq!(staircase_nim_sum(&stairs) != 0, expected, "{stairs:?}");
            }
        }
    }

    #[test]
    fn chessmen_value_agrees_with_search_from_the_rules() {
        let mut memo = HashMap::new();
        // Every set of 1..=5 chessmen on cells 1..=10, given in descending order.
        for mask in 1u32..1 << 10 {
            if mask.count_ones() > 5 {
                continue;
            }
            let cells: Vec<u64> = (0..10)
                .filter(|b| mask >> b & 1 == 1)
                .map(|b| b + 1)
                .collect();
            let expected = brute_chessmen_wins(&cells, &mut memo);
            let mut shuffled: Vec<u64> = cells.iter().rev().copied().collect();
            assert_eq!(chessmen_nim_sum(&mut shuffled) != 0, expected, "{cells:?}");
            assert_eq!(shuffled, cells, "sorted in place");
        }
    }

    #[test]
    fn chessmen_value_is_the_staircase_value_of_the_gaps() {
        let mut cells = [17, 1, 5, 6, 7, 9, 12, 14];
        let value = chessmen_nim_sum(&mut cells);
        // Gaps read from the right: 14..17, 12..14, 9..12, 7..9, 6..7, 5..6, 1..5, wall..1.
        assert_eq!(staircase_nim_sum(&[2, 1, 2, 1, 0, 0, 3, 0]), value);
    }

    #[test]
    fn poj_1704_samples() {
        assert_eq!(chessmen_nim_sum(&mut [1, 2, 3]), 0);
        assert_ne!(chessmen_nim_sum(&mut [1, 5, 6, 7, 9, 12, 14, 17]), 0);
        assert_eq!(chessmen_nim_sum(&mut []), 0);
        assert_eq!(chessmen_nim_sum(&mut [u64::MAX]), u64::MAX - 1);
    }

    #[test]
    #[should_panic(expected = "same cell")]
    fn repeated_cells_are_rejected() {
        chessmen_nim_sum(&mut [4, 2, 4]);
    }

    #[test]
    #[should_panic(expected = "cell 0 is the wall")]
    fn cell_zero_is_rejected() {
        chessmen_nim_sum(&mut [0, 3]);
    }
}
