//! Fibonacci again and again (HDU 1848): heaps; a move takes a Fibonacci number of stones
//! (1, 2, 3, 5, 8, …) from one heap; who cannot move loses.

use crate::explore::Explore;
use crate::games::subtraction::subtraction_grundy;
use crate::rules::{doc_of, explore_to, HeapMoves, Heaps};
use crate::search::{piles_position, Solver};

/// heaps; a move takes a Fibonacci number (1, 2, 3, 5, 8, ...) from one heap; who cannot move
/// loses.
#[derive(Default)]
pub struct FibonacciTakeMoves;

impl HeapMoves for FibonacciTakeMoves {
    fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>> {
        // f(n) from (f(n), f(n + 1)), ending where a u16 overflows: past every heap.
        let pairs =
            std::iter::successors(Some((1u16, 2u16)), |&(f, g)| Some((g, f.checked_add(g)?)));
        let takes = pairs.map(|(f, _)| f).take_while(move |&take| take <= heap);
        takes.map(move |take| vec![heap - take])
    }

    const LISTS: (usize, u64) = (3, 16);
}

/// Fibonacci again and again on any number of heaps.
pub fn explore() -> Box<dyn Explore> {
    let rules = doc_of(include_str!("fibonacci_takes.rs"), "FibonacciTakeMoves");
    explore_to::<Heaps<FibonacciTakeMoves>>("fibonacci-takes", rules, 200)
}

/// The Fibonacci numbers of HDU 1848's statement, f(1) = 1, f(2) = 2, f(n) = f(n - 1) +
/// f(n - 2), up to `limit`: the move set of its game, by definition.
pub fn fibonacci_moves(limit: u64) -> Vec<u64> {
    let mut moves = Vec::new();
    let (mut current, mut following) = (1u64, 2u64);
    while current <= limit {
        moves.push(current);
        (current, following) = (following, current.saturating_add(following));
    }
    moves
}

/// Positions of Fibonacci again and again, solved by search.
#[derive(Default)]
pub struct FibonacciTakes(Solver<Heaps<FibonacciTakeMoves>>);

impl FibonacciTakes {
    /// True when the player to move wins on these three heaps.
    ///
    /// # Panics
    /// If a heap exceeds `u16` (see [`FibonacciTakes::feasible`]).
    pub fn mover_wins(&mut self, a: u64, b: u64, c: u64) -> bool {
        let position = piles_position(&[a, b, c]).expect("heaps small enough");
        self.0.wins(&position)
    }

    /// True when the search answers quickly: the positions reachable are at most one size per
    /// heap up to its start. (Half a million of them take a few seconds in a debug build.)
    pub fn feasible(a: u64, b: u64, c: u64) -> bool {
        let mut reachable: u64 = 1;
        for heap in [a, b, c] {
            if heap > u64::from(u16::MAX) {
                return false;
            }
            reachable = reachable.saturating_mul(heap + 1);
        }
        reachable <= 500_000
    }

    /// Whether the player to move wins, by the Sprague–Grundy theorem rather than the search:
    /// each heap's Grundy value over the Fibonacci takes, tabulated up to the largest heap, and
    /// the mover wins when their XOR is not 0.
    pub fn mover_wins_by_theory(a: u64, b: u64, c: u64) -> bool {
        let top = a.max(b).max(c);
        let grundy = subtraction_grundy(&fibonacci_moves(top), top);
        grundy[a as usize] ^ grundy[b as usize] ^ grundy[c as usize] != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fibonacci_sample() {
        assert_eq!(fibonacci_moves(13), [1, 2, 3, 5, 8, 13]);
        let mut game = FibonacciTakes::default();
        assert!(game.mover_wins(1, 1, 1));
        assert!(!game.mover_wins(1, 4, 1));
        // 4 cannot be taken at once: from 4 the moves reach 3, 2 and 1, all winning.
        assert!(!game.mover_wins(4, 0, 0));
        assert!(!game.mover_wins(0, 0, 0));
    }

    #[test]
    fn feasibility() {
        assert!(FibonacciTakes::feasible(1000, 21, 21));
        assert!(FibonacciTakes::feasible(1000, 1, 200));
        assert!(FibonacciTakes::feasible(1000, 498, 0));
        assert!(!FibonacciTakes::feasible(1000, 1000, 1));
        assert!(!FibonacciTakes::feasible(1000, 1000, 1000));
    }

    #[test]
    fn the_theory_agrees_with_the_search_on_three_heaps_up_to_40() {
        let mut game = FibonacciTakes::default();
        for a in 0..=40 {
            for b in 0..=40 {
                for c in 0..=40 {
                    let by_theory = FibonacciTakes::mover_wins_by_theory(a, b, c);
                    assert_eq!(by_theory, game.mover_wins(a, b, c), "{a} {b} {c}");
                }
            }
        }
    }
}
