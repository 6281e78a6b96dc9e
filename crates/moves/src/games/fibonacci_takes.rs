//! Fibonacci again and again (HDU 1848): heaps; a move takes a Fibonacci number of stones
//! (1, 2, 3, 5, 8, …) from one heap; who cannot move loses.

use crate::explore::Explore;
use crate::games::subtraction::subtraction_grundy;
use crate::rules::{doc_of, explore_to, HeapMoves, Heaps};
use crate::search::{Game, Solver};

/// heaps; a move takes a Fibonacci number (1, 2, 3, 5, 8, ...) from one heap; who cannot move
/// loses.
#[derive(Default)]
pub struct FibonacciTakeMoves;

impl HeapMoves for FibonacciTakeMoves {
    fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>> {
        let takes = fibonacci_moves(u64::from(heap)).into_iter();
        takes.map(move |take| vec![heap - take as u16])
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

/// Fibonacci again and again: three heaps; a move takes a Fibonacci number of stones from one.
/// A position is the three heap sizes, sorted, packed 16 bits each into one word (empty heaps
/// kept): a one-word key keeps the memo small and quick when it holds a million positions.
pub struct FibonacciRules {
    moves: Vec<u16>,
}

fn pack(heaps: [u16; 3]) -> u64 {
    heaps
        .iter()
        .rev()
        .fold(0, |word, &heap| word << 16 | u64::from(heap))
}

fn unpack(word: u64) -> [u16; 3] {
    [0, 16, 32].map(|shift| (word >> shift) as u16)
}

impl Game for FibonacciRules {
    type Position = u64;

    fn options(&self, &position: &u64, visit: &mut dyn FnMut(u64) -> bool) -> bool {
        let heaps = unpack(position);
        for i in 0..3 {
            if i > 0 && heaps[i] == heaps[i - 1] {
                continue;
            }
            for &take in &self.moves {
                if take > heaps[i] {
                    break; // The moves ascend.
                }
                let mut next = heaps;
                next[i] -= take;
                // Only the smaller heap can be out of order: move it down into place.
                let mut j = i;
                while j > 0 && next[j] < next[j - 1] {
                    next.swap(j, j - 1);
                    j -= 1;
                }
                if visit(pack(next)) {
                    return true;
                }
            }
        }
        false
    }
}

/// Positions of Fibonacci again and again, solved by search.
pub struct FibonacciTakes(Solver<FibonacciRules>);

impl Default for FibonacciTakes {
    fn default() -> Self {
        // Every Fibonacci number a heap the search can hold might give, ascending.
        let moves = fibonacci_moves(u64::from(u16::MAX));
        let moves = moves.into_iter().map(|take| take as u16).collect();
        FibonacciTakes(Solver::new(FibonacciRules { moves }))
    }
}

impl FibonacciTakes {
    /// True when the player to move wins on these three heaps.
    ///
    /// # Panics
    /// If a heap exceeds `u16` (see [`FibonacciTakes::feasible`]).
    pub fn mover_wins(&mut self, a: u64, b: u64, c: u64) -> bool {
        let mut sorted = [a, b, c].map(|heap| u16::try_from(heap).expect("heaps small enough"));
        sorted.sort_unstable();
        let position = pack(sorted);
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
    fn positions_pack_into_one_word() {
        assert_eq!(unpack(pack([1, 2, 65_535])), [1, 2, 65_535]);
        assert_eq!(pack([1, 0, 0]), 1);
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
