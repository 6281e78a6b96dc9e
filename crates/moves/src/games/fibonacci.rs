//! Fibonacci nim: one pile; the first move takes any number of stones but not all; after that a
//! move takes from 1 to twice what the previous move took; who takes the last stone wins.

use crate::explore::{About, Explore, Explorer, Shape};
use crate::search::{Game, Play};
use crate::Parameter;

/// A position is (stones left, the most this move may take). The first move's "any number but
/// not all" is the limit n - 1; a limit above the stones left allows what the stones allow, so
/// it is cut to them (equal positions, one key). No stones left: the rival took the last.
pub struct FibonacciNimRules;

impl FibonacciNimRules {
    /// The position before the first move from a pile of `stones`.
    pub fn start(stones: u64) -> (u64, u64) {
        (stones, stones.saturating_sub(1))
    }
}

impl Game for FibonacciNimRules {
    type Position = (u64, u64);

    fn options(
        &self,
        &(stones, most): &(u64, u64),
        visit: &mut dyn FnMut((u64, u64)) -> bool,
    ) -> bool {
        (1..=most.min(stones)).any(|take| {
            let left = stones - take;
            visit((left, (2 * take).min(left)))
        })
    }
}

pub fn explore() -> Box<dyn Explore> {
    const PARAMETERS: &[Parameter] = &[Parameter::new("n", 1)];
    let about = About {
        name: "fibonacci-nim",
        rules: "one pile of n; the first move takes any number but not all, each later one 1 to twice the last; who takes the last stone wins",
        shape: Shape::Numbers(PARAMETERS),
        play: Play::Normal,
        upto: 300,
        lists: (0, 0),
        over: &[],
        // (stones, limit) with limit <= stones.
        reach: |bound| u128::from(bound).saturating_add(1).saturating_pow(2) / 2 + 1,
    };
    Explorer::boxed(about, FibonacciNimRules, |numbers| match *numbers {
        [stones] => Some(FibonacciNimRules::start(stones)),
        _ => None,
    })
}

/// A table of [`FibonacciNimRules`] for the spec, filled by a prefix trick the solver's map
/// cannot use (12.5 million positions at the statement's 5000 stones would not fit it).
/// `rows[s][l]` for 1 <= l <= s: whether the player to move wins with `s` stones left when this
/// move may take at most `l` (a limit above `s` allows the same takes as `s`).
#[derive(Default)]
pub struct FibonacciNim {
    rows: Vec<Vec<bool>>,
}

impl FibonacciNim {
    fn grow(&mut self, stones: usize) {
        if self.rows.is_empty() {
            self.rows.push(Vec::new()); // No stones: never a position, the game is over.
        }
        while self.rows.len() <= stones {
            let s = self.rows.len();
            let mut row = vec![false; s + 1];
            for limit in 1..=s {
                // Some take of at most `limit` wins iff some take of at most `limit - 1` does,
                // or taking exactly `limit` does: it takes the last stone, or leaves the rival
                // s - limit stones and a limit of twice this take, from which they lose.
                let take = limit;
                let take_wins = take == s || {
                    let rest = s - take;
                    !self.rows[rest][(2 * take).min(rest)]
                };
                row[limit] = row[limit - 1] || take_wins;
            }
            self.rows.push(row);
        }
    }

    /// True when the player to move wins with `stones` left and a take limit of `limit`.
    pub fn mover_wins_with_limit(&mut self, stones: u64, limit: u64) -> bool {
        let stones = usize::try_from(stones).expect("a pile small enough to search");
        assert!(stones >= 1 && limit >= 1);
        self.grow(stones);
        let limit = usize::try_from(limit).unwrap_or(usize::MAX).min(stones);
        self.rows[stones][limit]
    }

    /// True when the first player wins from a pile of `stones`: some first take, which may
    /// not take them all, leaves the rival a position they lose.
    pub fn mover_wins(&mut self, stones: u64) -> bool {
        (1..stones).any(|take| !self.mover_wins_with_limit(stones - take, 2 * take))
    }

    /// Whether the first player wins from a pile of `stones`, by Zeckendorf's theorem rather
    /// than the table: exactly when `stones` is not a Fibonacci number.
    pub fn mover_wins_by_theory(stones: u64) -> bool {
        let (mut a, mut b) = (1u64, 2u64);
        while b < stones {
            (a, b) = (b, a.saturating_add(b));
        }
        stones != a && stones != b
    }

    /// Where the theory is easiest to get wrong: the Fibonacci numbers up to `limit`, smallest
    /// first, which are the lost piles (a table of them cut short, or summed in an `int`,
    /// misses the largest).
    pub fn sharp_positions(limit: u64) -> Vec<[u64; 1]> {
        fibonacci_numbers(limit).into_iter().map(|f| [f]).collect()
    }

    pub fn feasible(stones: u64) -> bool {
        (1..=5_000).contains(&stones)
    }
}

/// The Fibonacci numbers 1, 2, 3, 5, … up to `limit` (all that fit in a `u64` at most).
pub fn fibonacci_numbers(limit: u64) -> Vec<u64> {
    let mut numbers = vec![1u64, 2];
    while let Some(next) = numbers[numbers.len() - 1].checked_add(numbers[numbers.len() - 2]) {
        numbers.push(next);
    }
    numbers.retain(|&f| f <= limit);
    numbers
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statements_samples() {
        let mut game = FibonacciNim::default();
        assert!(!game.mover_wins(1));
        assert!(!game.mover_wins(2));
        assert!(!game.mover_wins(13));
        assert!(game.mover_wins(4));
    }

    #[test]
    fn the_sharp_positions_are_lost_and_reach_the_limit() {
        let sharp = FibonacciNim::sharp_positions(u64::MAX);
        assert_eq!(sharp.len(), 92, "F2 = 1 to F93, the last below 2^64");
        assert!(sharp
            .iter()
            .all(|&[n]| !FibonacciNim::mover_wins_by_theory(n)));
        assert_eq!(
            FibonacciNim::sharp_positions(13),
            [[1], [2], [3], [5], [8], [13]]
        );
    }

    #[test]
    fn the_theory_agrees_with_the_table_up_to_3000() {
        let mut game = FibonacciNim::default();
        for stones in 1..=3000 {
            let by_theory = FibonacciNim::mover_wins_by_theory(stones);
            assert_eq!(by_theory, game.mover_wins(stones), "{stones}");
        }
    }

    /// The table's prefix trick against the moves themselves.
    #[test]
    fn the_table_agrees_with_the_moves() {
        let mut solver = crate::search::Solver::new(FibonacciNimRules);
        let mut game = FibonacciNim::default();
        for stones in 1..=40 {
            for limit in 1..=45 {
                let position = (stones, limit.min(stones));
                assert_eq!(
                    game.mover_wins_with_limit(stones, limit),
                    solver.wins(&position),
                    "{stones} {limit}"
                );
            }
            let start = FibonacciNimRules::start(stones);
            assert_eq!(game.mover_wins(stones), solver.wins(&start), "{stones}");
        }
    }
}
