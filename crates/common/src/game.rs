//! A generic impartial-game solver: a game is data plus one member, the options of a position;
//! one memoised walk computes every Grundy value.
//!
//! An option is a list of independent parts (a sum of games): its value is the XOR of the parts'
//! values, and a position's value is the mex of its options' values. So a heap game's options
//! are lists of heap sizes: taking a whole heap is the empty list, a split is a list of two.
//!
//! ```
//! use common::game::{game_from_fn, Solver};
//!
//! // Lasker's nim on one heap: take any number, or split the heap in two.
//! let lasker = game_from_fn(|&n: &u32| {
//!     let takes = (0..n).map(|rest| vec![rest]);
//!     let splits = (1..n).map(|a| vec![a, n - a]);
//!     takes.chain(splits).collect()
//! });
//! let mut solver = Solver::new(lasker);
//! assert_eq!(solver.grundy(&3), 4);
//! assert!(!solver.wins_sum(&[3, 3]));
//! ```

use crate::mex::mex;
use std::collections::{HashMap, HashSet};
use std::hash::Hash;
use std::marker::PhantomData;

/// An impartial game under normal play (whoever cannot move loses), finite and without cycles.
pub trait ImpartialGame {
    /// A position, or one independent part of one.
    type Position: Clone + Eq + Hash;

    /// Every option (move) from `position`, each given as the independent parts it leaves; an
    /// empty list is a position with no moves left (value 0).
    fn options(&self, position: &Self::Position) -> Vec<Vec<Self::Position>>;

    /// Splits `position` into independent parts whose values XOR to its value. By default a
    /// position is a single part. Override it to decompose (and canonicalise) positions so that
    /// the memo stores small parts; a part must split into exactly itself.
    fn parts(&self, position: &Self::Position) -> Vec<Self::Position> {
        vec![position.clone()]
    }
}

/// A game given by a closure listing a position's options; see [`game_from_fn`].
pub struct FnGame<P, F> {
    options: F,
    // fn(&P) keeps FnGame Send and Sync whatever P is; it only names the position type.
    position: PhantomData<fn(&P)>,
}

/// A game whose options are listed by `options`, for quick brute-force oracles.
pub fn game_from_fn<P, F>(options: F) -> FnGame<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<Vec<P>>,
{
    FnGame {
        options,
        position: PhantomData,
    }
}

impl<P, F> ImpartialGame for FnGame<P, F>
where
    P: Clone + Eq + Hash,
    F: Fn(&P) -> Vec<Vec<P>>,
{
    type Position = P;

    fn options(&self, position: &P) -> Vec<Vec<P>> {
        (self.options)(position)
    }
}

/// One position being evaluated on the explicit stack of [`Solver`].
struct Frame<P> {
    position: P,
    /// Each option as the flat list of its parts after [`ImpartialGame::parts`].
    options: Vec<Vec<P>>,
    /// Next option, and next part within it, to fold into `xor`.
    option: usize,
    part: usize,
    xor: u32,
    /// Values of the options finished so far.
    values: Vec<u32>,
}

/// Computes Grundy values of a game's positions, remembering every part it has evaluated.
///
/// The walk keeps its own stack, so deep games (a heap of 10^6 with a take of 1) do not
/// overflow the thread's stack.
pub struct Solver<G: ImpartialGame> {
    game: G,
    memo: HashMap<G::Position, u32>,
    /// Parts on the walk's stack, to report a cycle instead of looping forever.
    in_progress: HashSet<G::Position>,
}

impl<G: ImpartialGame> Solver<G> {
    /// A solver with an empty memo.
    pub fn new(game: G) -> Self {
        Solver {
            game,
            memo: HashMap::new(),
            in_progress: HashSet::new(),
        }
    }

    /// The game being solved.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many distinct parts have a remembered value.
    pub fn positions_solved(&self) -> usize {
        self.memo.len()
    }

    /// The Grundy value of `position`: the XOR of its parts' values, each part's value being the
    /// mex of its options' values.
    ///
    /// # Panics
    ///
    /// If a position can be reached from itself (the game is not finite), naming none of the
    /// positions since they need not be printable.
    ///
    /// # Complexity
    ///
    /// Each distinct part reachable from `position` and not yet remembered is expanded once:
    /// O(total number of options of those parts) hash lookups.
    pub fn grundy(&mut self, position: &G::Position) -> u32 {
        let parts = self.game.parts(position);
        parts
            .iter()
            .fold(0, |xor, part| xor ^ self.part_value(part))
    }

    /// Whether the player to move wins from `position` (its Grundy value is not 0).
    ///
    /// # Panics
    ///
    /// As [`Solver::grundy`].
    pub fn wins(&mut self, position: &G::Position) -> bool {
        self.grundy(position) != 0
    }

    /// The Grundy value of a sum of independent positions: the XOR of their values.
    ///
    /// # Panics
    ///
    /// As [`Solver::grundy`].
    pub fn grundy_of_sum(&mut self, positions: &[G::Position]) -> u32 {
        positions.iter().fold(0, |xor, p| xor ^ self.grundy(p))
    }

    /// Whether the player to move wins the sum of `positions`.
    ///
    /// # Panics
    ///
    /// As [`Solver::grundy`].
    pub fn wins_sum(&mut self, positions: &[G::Position]) -> bool {
        self.grundy_of_sum(positions) != 0
    }

    fn frame(&mut self, position: G::Position) -> Frame<G::Position> {
        let game = &self.game;
        let options = game
            .options(&position)
            .iter()
            .map(|option| option.iter().flat_map(|p| game.parts(p)).collect())
            .collect();
        self.in_progress.insert(position.clone());
        Frame {
            position,
            options,
            option: 0,
            part: 0,
            xor: 0,
            values: Vec::new(),
        }
    }

    /// The value of one part, by a depth-first walk on an explicit stack.
    fn part_value(&mut self, part: &G::Position) -> u32 {
        if let Some(&value) = self.memo.get(part) {
            return value;
        }
        let mut stack = vec![self.frame(part.clone())];
        while let Some(top) = stack.last_mut() {
            // `match` rather than `let ... else` (Rust 1.65): bundles compile from Rust 1.63 on.
            let option = match top.options.get(top.option) {
                Some(option) => option,
                None => {
                    // Every option folded: this part is done.
                    let done = stack.pop().expect("the stack is not empty");
                    self.in_progress.remove(&done.position);
                    self.memo.insert(done.position, mex(done.values));
                    continue;
                }
            };
            let next = match option.get(top.part) {
                Some(next) => next,
                None => {
                    top.values.push(top.xor);
                    top.option += 1;
                    top.part = 0;
                    top.xor = 0;
                    continue;
                }
            };
            if let Some(&value) = self.memo.get(next) {
                top.xor ^= value;
                top.part += 1;
            } else {
                assert!(
                    !self.in_progress.contains(next),
                    "the game has a cycle: a position can be reached from itself"
                );
                let next = next.clone();
                let frame = self.frame(next);
                stack.push(frame);
            }
        }
        self.memo[part]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lasker::lasker_grundy;
    use crate::nim::nim_sum;
    use crate::wythoff::is_cold;

    #[test]
    fn nim_heap_values_are_their_sizes() {
        let nim = game_from_fn(|&n: &u64| (0..n).map(|rest| vec![rest]).collect());
        let mut solver = Solver::new(nim);
        for n in 0..60 {
            assert_eq!(u64::from(solver.grundy(&n)), n);
        }
        for heaps in [[1, 2, 3], [3, 6, 9], [15, 22, 19]] {
            assert_eq!(solver.wins_sum(&heaps), nim_sum(heaps) != 0, "{heaps:?}");
        }
    }

    #[test]
    fn whole_positions_without_parts_agree_with_sums() {
        // Nim on a whole list of heaps, solved without decomposition.
        let nim = game_from_fn(|heaps: &Vec<u64>| {
            let mut options = Vec::new();
            for (i, &heap) in heaps.iter().enumerate() {
                for rest in 0..heap {
                    let mut next = heaps.clone();
                    next[i] = rest;
                    next.sort_unstable();
                    options.push(vec![next]);
                }
            }
            options
        });
        let mut solver = Solver::new(nim);
        for a in 0..6 {
            for b in a..6 {
                for c in b..6 {
                    assert_eq!(u64::from(solver.grundy(&vec![a, b, c])), a ^ b ^ c);
                }
            }
        }
    }

    /// Lasker's nim on multisets of heaps, decomposed into single heaps by `parts`.
    struct LaskerHeaps;

    impl ImpartialGame for LaskerHeaps {
        type Position = Vec<u64>;

        fn options(&self, heaps: &Vec<u64>) -> Vec<Vec<Vec<u64>>> {
            // Only ever asked about single heaps, since parts() splits everything else.
            assert_eq!(heaps.len(), 1, "parts() should have split {heaps:?}");
            let n = heaps[0];
            let takes = (0..n).map(|rest| vec![vec![rest]]);
            let splits = (1..n).map(|a| vec![vec![a, n - a]]);
            takes.chain(splits).collect()
        }

        fn parts(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
            heaps.iter().filter(|&&h| h > 0).map(|&h| vec![h]).collect()
        }
    }

    #[test]
    fn parts_split_positions_and_the_memo_keeps_only_parts() {
        let mut solver = Solver::new(LaskerHeaps);
        for n in 0..40u64 {
            assert_eq!(u64::from(solver.grundy(&vec![n])), lasker_grundy(n), "{n}");
        }
        assert_eq!(
            solver.positions_solved(),
            39,
            "one entry per non-empty heap"
        );
        let heaps = vec![2, 2, 3];
        let expected = heaps.iter().fold(0, |x, &h| x ^ lasker_grundy(h));
        assert_eq!(u64::from(solver.grundy(&heaps)), expected);
        assert!(solver.wins(&heaps));
        assert!(!solver.wins(&vec![3, 3]));
    }

    #[test]
    fn wythoff_from_the_rules_agrees_with_the_closed_form() {
        let wythoff = game_from_fn(|&(a, b): &(u64, u64)| {
            let mut options = Vec::new();
            options.extend((1..=a).map(|t| vec![(a - t, b)]));
            options.extend((1..=b).map(|t| vec![(a, b - t)]));
            options.extend((1..=a.min(b)).map(|t| vec![(a - t, b - t)]));
            options
        });
        let mut solver = Solver::new(wythoff);
        for a in 0..40 {
            for b in 0..40 {
                assert_eq!(!solver.wins(&(a, b)), is_cold(a, b), "({a}, {b})");
            }
        }
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        // Test threads have 2 MiB stacks; a recursive walk would need 200 000 frames here.
        let one_at_a_time = game_from_fn(|&n: &u32| {
            if n == 0 {
                Vec::new()
            } else {
                vec![vec![n - 1]]
            }
        });
        let mut solver = Solver::new(one_at_a_time);
        assert_eq!(solver.grundy(&200_000), 0);
        assert_eq!(solver.grundy(&199_999), 1);
    }

    #[test]
    fn empty_options_and_empty_parts_have_value_zero() {
        // Taking the whole heap leaves nothing: the option with no parts.
        let take_all = game_from_fn(|&n: &u8| if n > 0 { vec![vec![]] } else { vec![] });
        let mut solver = Solver::new(take_all);
        assert_eq!(solver.grundy(&0), 0);
        assert_eq!(solver.grundy(&5), 1);
        assert_eq!(solver.grundy_of_sum(&[]), 0);
        assert_eq!(solver.grundy_of_sum(&[5, 5, 5]), 1);
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn cycles_are_reported() {
        let cyclic = game_from_fn(|&n: &u8| vec![vec![(n + 1) % 3]]);
        Solver::new(cyclic).grundy(&0);
    }
}
