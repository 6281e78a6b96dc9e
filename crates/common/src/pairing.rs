//! A New Stone Game (POJ 1740): a move removes at least one stone from a pile and then moves any
//! of that pile's remaining stones onto other piles that still have stones. The player to move
//! loses exactly when the piles pair up into equal sizes: whatever the mover does to one pile, the
//! opponent mirrors on its twin; and from any unpaired position one move pairs the piles up
//! (shrink the largest pile and use its stones to level the others).
//!
//! ```
//! use common::pairing::all_paired;
//!
//! assert!(!all_paired(&mut [2, 1, 3]));
//! assert!(all_paired(&mut [1, 1]));
//! ```

/// Whether every value occurs an even number of times (the losing positions of POJ 1740).
/// Sorts `values` in place.
///
/// # Complexity
///
/// O(n log n).
pub fn all_paired<T: Ord>(values: &mut [T]) -> bool {
    values.sort_unstable();
    // Sorted, every value's copies are adjacent: paired exactly when each chunk of two matches
    // (an odd count leaves a last chunk of one).
    values
        .chunks(2)
        .all(|pair| matches!(pair, [first, second] if first == second))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Every way to add a total of at most `budget` stones to `piles[from..]`, each pile getting
    /// any amount, calling `visit` with the piles and the stones left over.
    fn spread(piles: &mut Vec<u64>, from: usize, budget: u64, visit: &mut dyn FnMut(&[u64], u64)) {
        if from == piles.len() {
            visit(piles, budget);
            return;
        }
        for extra in 0..=budget {
            piles[from] += extra;
            spread(piles, from + 1, budget - extra, visit);
            piles[from] -= extra;
        }
    }

    /// The game from its rules; `piles` sorted, empty piles dropped (they take no stones).
    fn brute_wins(piles: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        if let Some(&known) = memo.get(piles) {
            return known;
        }
        let mut options: Vec<Vec<u64>> = Vec::new();
        for (i, &pile) in piles.iter().enumerate() {
            let mut others: Vec<u64> = piles.to_vec();
            others.remove(i);
            for removed in 1..=pile {
                spread(&mut others, 0, pile - removed, &mut |spread_out, kept| {
                    let mut next: Vec<u64> = spread_out.to_vec();
                    if kept > 0 {
                        next.push(kept);
                    }
                    next.sort_unstable();
                    options.push(next);
                });
            }
        }
        let wins = options.iter().any(|next| !brute_wins(next, memo));
        memo.insert(piles.to_vec(), wins);
        wins
    }

    #[test]
    fn losing_positions_are_exactly_the_paired_ones() {
        let mut memo = HashMap::new();
        // Every multiset of 1..=4 piles of 1..=4 stones.
        for length in 1..=4u32 {
            for code in 0..4u64.pow(length) {
                let mut piles: Vec<u64> = (0..length).map(|i| code / 4u64.pow(i) % 4 + 1).collect();
                piles.sort_unstable();
                let expected_lost = !brute_wins(&piles, &mut memo);
                assert_eq!(all_paired(&mut piles), expected_lost, "{piles:?}");
            }
        }
    }

    #[test]
    fn poj_1740_samples_and_other_types() {
        assert!(!all_paired(&mut [2, 1, 3]));
        assert!(all_paired(&mut [1, 1]));
        assert!(all_paired::<u8>(&mut []));
        assert!(!all_paired(&mut [5]));
        assert!(!all_paired(&mut [1, 1, 1, 1, 2, 3]));
        assert!(all_paired(&mut ["b", "a", "b", "a"]));
    }
}
