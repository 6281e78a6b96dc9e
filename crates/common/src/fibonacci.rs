//! Fibonacci numbers, Zeckendorf representations and Fibonacci nim.
//!
//! Fibonacci nim: one heap; the first move takes any number of stones but not all, and each later
//! move takes at least one and at most twice what the previous move took; whoever takes the last
//! stone wins. The first player loses exactly when the heap is a Fibonacci number, and otherwise
//! wins by taking the smallest term of the heap's Zeckendorf representation (Whinihan, 1963).
//!
//! ```
//! use common::fibonacci::{fibonacci_nim_winning_first_take, zeckendorf};
//!
//! assert_eq!(zeckendorf(100), vec![89, 8, 3]);
//! assert_eq!(fibonacci_nim_winning_first_take(100), Some(3));
//! assert_eq!(fibonacci_nim_winning_first_take(13), None);
//! ```

/// The numbers [`fibonacci_numbers`] yields, computed at compile time.
const FIBONACCI: [u64; 92] = {
    let mut numbers = [0; 92];
    (numbers[0], numbers[1]) = (1, 2);
    let mut i = 2;
    while i < 92 {
        numbers[i] = numbers[i - 1] + numbers[i - 2];
        i += 1;
    }
    numbers
};

/// Every distinct Fibonacci number ≥ 1 that fits in a `u64`, ascending: 1, 2, 3, 5, 8, …,
/// 12200160415121876738 (92 numbers; 1 appears once).
pub fn fibonacci_numbers() -> impl Iterator<Item = u64> {
    FIBONACCI.iter().copied()
}

/// Whether `n` is one of [`fibonacci_numbers`]; false for 0.
///
/// # Complexity
///
/// O(log log n): a binary search of the 92 numbers.
pub fn is_fibonacci(n: u64) -> bool {
    FIBONACCI.binary_search(&n).is_ok()
}

/// The Zeckendorf representation of `n`: distinct, non-consecutive Fibonacci numbers, in
/// descending order, summing to `n` (empty for 0). Greedy: after taking the largest F ≤ n the
/// rest is below the next smaller Fibonacci number, so no two terms are consecutive.
///
/// # Complexity
///
/// O(log n).
pub fn zeckendorf(n: u64) -> Vec<u64> {
    let mut rest = n;
    let mut terms = Vec::new();
    let candidates = FIBONACCI.partition_point(|&f| f <= n);
    for &f in FIBONACCI[..candidates].iter().rev() {
        if f <= rest {
            terms.push(f);
            rest -= f;
        }
    }
    terms
}

/// Whether the first player wins Fibonacci nim on a heap of `stones`: exactly when `stones` is
/// not a Fibonacci number. With 0 or 1 stones the first player has no legal move (the first
/// move may not take everything) and loses, which the rule also gives for 1; 0 is a special
/// case here.
///
/// # Complexity
///
/// O(log n).
pub fn fibonacci_nim_first_player_wins(stones: u64) -> bool {
    stones >= 2 && !is_fibonacci(stones)
}

/// The smallest winning first take in Fibonacci nim: the smallest term of the Zeckendorf
/// representation of `stones`; `None` when the first player loses (a Fibonacci number, or fewer
/// than 2 stones).
///
/// Why it wins: the next term up is more than twice that smallest term, so the opponent can never
/// clear a whole term of what is left, and the winner keeps taking the smallest term.
///
/// # Complexity
///
/// O(log n).
pub fn fibonacci_nim_winning_first_take(stones: u64) -> Option<u64> {
    let terms = zeckendorf(stones);
    // A single term means a Fibonacci number (or nothing): the first player loses.
    if terms.len() < 2 {
        return None;
    }
    terms.last().copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// wins[n][l]: the player to move wins with n stones left when this move may take 1..=l
    /// (l ≤ n; a larger limit means the same as n). Searched from the rules.
    fn brute_wins(upto: usize) -> Vec<Vec<bool>> {
        let mut wins: Vec<Vec<bool>> = vec![vec![false]];
        for n in 1..=upto {
            let mut row = vec![false; n + 1];
            for limit in 1..=n {
                // Taking `limit` stones lets the opponent take up to 2 · limit.
                let rest = n - limit;
                row[limit] = row[limit - 1] || !wins[rest][(2 * limit).min(rest)];
            }
            wins.push(row);
        }
        wins
    }

    /// The smallest winning first take of n stones (any number but not all), from the rules.
    fn brute_first_take(wins: &[Vec<bool>], n: usize) -> Option<u64> {
        (1..n)
            .find(|&take| !wins[n - take][(2 * take).min(n - take)])
            .map(|take| take as u64)
    }

    #[test]
    fn fibonacci_numbers_are_all_that_fit() {
        let all: Vec<u64> = fibonacci_numbers().collect();
        assert_eq!(all[..8], [1, 2, 3, 5, 8, 13, 21, 34]);
        assert_eq!(all.len(), 92);
        assert_eq!(*all.last().unwrap(), 12_200_160_415_121_876_738);
        for window in all.windows(3) {
            assert_eq!(window[0] + window[1], window[2]);
        }
        // The next one would overflow.
        assert!(all[90].checked_add(all[91]).is_none());
    }

    #[test]
    fn is_fibonacci_matches_the_list() {
        let all: Vec<u64> = fibonacci_numbers().collect();
        for n in 0..2000 {
            assert_eq!(is_fibonacci(n), all.contains(&n), "{n}");
        }
        for &f in &all {
            assert!(is_fibonacci(f));
            assert!(f < 4 || !is_fibonacci(f - 1));
            assert!(f < 3 || !is_fibonacci(f + 1));
        }
        assert!(!is_fibonacci(u64::MAX));
    }

    #[test]
    fn zeckendorf_terms_are_descending_non_consecutive_and_sum_to_n() {
        let all: Vec<u64> = fibonacci_numbers().collect();
        let index = |f: u64| all.iter().position(|&g| g == f).expect("a Fibonacci term");
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        let samples = (0..3000u64).chain((0..3000).map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        }));
        for n in samples.chain([u64::MAX, u64::MAX - 1]) {
            let terms = zeckendorf(n);
            assert_eq!(
                terms.iter().map(|&t| u128::from(t)).sum::<u128>(),
                u128::from(n)
            );
            for pair in terms.windows(2) {
                assert!(index(pair[0]) >= index(pair[1]) + 2, "{n}: {terms:?}");
            }
        }
        assert!(zeckendorf(0).is_empty());
        assert_eq!(zeckendorf(20), [13, 5, 2]);
    }

    #[test]
    fn fibonacci_nim_agrees_with_search_from_the_rules() {
        let upto = 400;
        let wins = brute_wins(upto);
        for n in 0..=upto {
            let expected = brute_first_take(&wins, n);
            assert_eq!(
                fibonacci_nim_first_player_wins(n as u64),
                expected.is_some(),
                "{n}"
            );
            assert_eq!(fibonacci_nim_winning_first_take(n as u64), expected, "{n}");
        }
    }

    #[test]
    fn hdu_2516_samples_and_largest_input() {
        assert!(!fibonacci_nim_first_player_wins(2));
        assert!(!fibonacci_nim_first_player_wins(13));
        assert!(fibonacci_nim_first_player_wins(10000));
        // 2^31 - 1 is not a Fibonacci number; 1836311903 is.
        assert!(fibonacci_nim_first_player_wins((1 << 31) - 1));
        assert!(!fibonacci_nim_first_player_wins(1_836_311_903));
    }
}
