//! Wythoff's game: two piles; a move takes any positive number from one pile, or the same
//! positive number from both; who takes the last stone wins.

use crate::explore::{pair, About, Explore, Explorer};
use crate::search::Game;
#[cfg(test)]
use crate::search::Solver;
use crate::Parameter;
use std::collections::HashSet;

/// The losing positions (a, b) with a, b <= `bound`, found by sweeping the positions in
/// increasing order.
///
/// A position loses when none of its moves reaches a losing position. Its moves reach the
/// positions below it in its column, to its left in its row, and down-left on its diagonal;
/// the sweep keeps, per column, row and diagonal, whether a losing position has been found
/// there yet, so that each position's moves are answered at once instead of one by one.
pub struct Wythoff {
    bound: u64,
    losing: HashSet<(u64, u64)>,
}

impl Default for Wythoff {
    fn default() -> Self {
        Wythoff::sweep(0)
    }
}

impl Wythoff {
    fn sweep(bound: u64) -> Self {
        let n = bound as usize + 1;
        let mut loss_in_column = vec![false; n];
        let mut loss_on_diagonal = vec![false; 2 * n]; // Indexed by b - a + n.
        let mut losing = HashSet::new();
        for a in 0..n {
            let mut loss_in_row = false;
            for (b, loss_in_this_column) in loss_in_column.iter_mut().enumerate() {
                let diagonal = b + n - a;
                if !*loss_in_this_column && !loss_in_row && !loss_on_diagonal[diagonal] {
                    losing.insert((a as u64, b as u64));
                    *loss_in_this_column = true;
                    loss_in_row = true;
                    loss_on_diagonal[diagonal] = true;
                }
            }
        }
        Wythoff { bound, losing }
    }

    fn ensure(&mut self, bound: u64) {
        if bound > self.bound {
            *self = Wythoff::sweep(bound.max((2 * self.bound).min(10_000)).max(64));
        }
    }

    /// True when the player to move wins with piles `a` and `b`.
    pub fn mover_wins(&mut self, a: u64, b: u64) -> bool {
        self.ensure(a.max(b));
        !self.losing.contains(&(a, b))
    }

    /// The losing positions with both piles at most `bound`, sorted (for biasing test data).
    pub fn losing_positions(&mut self, bound: u64) -> Vec<(u64, u64)> {
        self.ensure(bound);
        let mut all: Vec<_> = self
            .losing
            .iter()
            .copied()
            .filter(|&(a, b)| a <= bound && b <= bound)
            .collect();
        all.sort_unstable();
        all
    }

    /// Whether the player to move wins, by Zeckendorf representations rather than the sweep
    /// (and with no golden ratio in floating point): a > 0 is ⌊kφ⌋ for some k exactly when its
    /// smallest Fibonacci term has an even index (F2 = 1, F3 = 2, …), and then ⌊kφ⌋ + k is a
    /// with each term replaced by the next Fibonacci number. Any piles up to 10^18.
    pub fn mover_wins_by_theory(a: u64, b: u64) -> bool {
        let (low, high) = (a.min(b), a.max(b));
        // F2, F3, … past twice the largest pile, so that every shifted term exists.
        let mut fibonacci = vec![1u64, 2];
        while fibonacci[fibonacci.len() - 2] <= low {
            fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
        }
        let (mut rest, mut shifted, mut smallest) = (low, 0u64, 0);
        for index in (0..fibonacci.len() - 1).rev() {
            if fibonacci[index] <= rest {
                rest -= fibonacci[index];
                shifted += fibonacci[index + 1];
                smallest = index;
            }
        }
        // fibonacci[index] is F(index + 2): an even index of F is an even index here.
        let cold = if low == 0 {
            high == 0
        } else {
            smallest % 2 == 0 && high == shifted
        };
        !cold
    }

    /// Where the theory is easiest to get wrong: the cold positions (⌊kφ⌋, ⌊kφ⌋ + k), in both
    /// orders, whose k is a Fibonacci number or next to one, with both piles at most `limit`,
    /// smallest first. There kφ is closest to a whole number, so ⌊kφ⌋ in double precision is
    /// one too large for some k near 10^8; ⌊kφ⌋ here is (k + ⌊√(5k²)⌋) / 2, in integers.
    pub fn sharp_positions(limit: u64) -> Vec<[u64; 2]> {
        let mut positions = Vec::new();
        for f in crate::games::fibonacci::fibonacci_numbers(limit) {
            for k in [f - 1, f, f + 1].map(u128::from) {
                let a = (k + (5 * k * k).isqrt()) / 2;
                if k > 0
                    && a + k <= u128::from(limit)
                    && !positions.contains(&[a as u64, (a + k) as u64])
                {
                    positions.extend([[a as u64, (a + k) as u64], [(a + k) as u64, a as u64]]);
                }
            }
        }
        positions
    }

    /// True when the sweep, which visits every position up to the larger pile, is quick.
    pub fn feasible(a: u64, b: u64) -> bool {
        a.max(b) <= 10_000
    }
}

/// The same game move by move, for checking the sweep.
pub struct WythoffRules;

impl Game for WythoffRules {
    type Position = (u64, u64);

    fn options(&self, &(a, b): &(u64, u64), visit: &mut dyn FnMut((u64, u64)) -> bool) -> bool {
        (1..=a).any(|k| visit((a - k, b)))
            || (1..=b).any(|k| visit((a, b - k)))
            || (1..=a.min(b)).any(|k| visit((a - k, b - k)))
    }
}

pub fn explore() -> Box<dyn Explore> {
    const PARAMETERS: &[Parameter] = &[Parameter::new("a", 0), Parameter::new("b", 0)];
    let about = About::two_numbers(
        "wythoff",
        "two piles; a move takes any number from one pile, or the same number from both; who cannot move loses",
        PARAMETERS,
        100,
    );
    Explorer::boxed(about, WythoffRules, pair)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sweep_agrees_with_trying_every_move() {
        let mut wythoff = Wythoff::default();
        let mut search = Solver::new(WythoffRules);
        for a in 0..=40 {
            for b in 0..=40 {
                assert_eq!(wythoff.mover_wins(a, b), search.wins(&(a, b)), "({a}, {b})");
            }
        }
    }

    #[test]
    fn the_sharp_positions_are_cold_and_reach_the_limit() {
        let sharp = Wythoff::sharp_positions(1_000_000_000);
        assert!(sharp
            .iter()
            .all(|&[a, b]| !Wythoff::mover_wins_by_theory(a, b)));
        assert!(sharp.iter().all(|&[a, b]| a.max(b) <= 1_000_000_000));
        // k = 267914296, the largest Fibonacci k whose pair fits, where doubles err.
        assert!(sharp.contains(&[433_494_436, 701_408_732]), "{sharp:?}");
        assert!(sharp.contains(&[701_408_732, 433_494_436]));
        assert_eq!(Wythoff::sharp_positions(2), [[1, 2], [2, 1]]);
    }

    #[test]
    fn the_theory_agrees_with_the_sweep_up_to_600() {
        let mut wythoff = Wythoff::default();
        for a in 0..=600 {
            for b in 0..=600 {
                let by_theory = Wythoff::mover_wins_by_theory(a, b);
                assert_eq!(by_theory, wythoff.mover_wins(a, b), "({a}, {b})");
            }
        }
    }

    #[test]
    fn the_statements_samples() {
        let mut wythoff = Wythoff::default();
        assert!(!wythoff.mover_wins(2, 1));
        assert!(wythoff.mover_wins(8, 4));
        assert!(!wythoff.mover_wins(4, 7));
        assert!(!wythoff.mover_wins(0, 0));
    }
}
