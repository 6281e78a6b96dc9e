//! The Grundy values g(0), g(1), g(2), … of a heap game, as an iterator.
//!
//! A heap game is an [`ImpartialGame`] whose positions are heap sizes and whose options only
//! leave smaller heaps (subtraction games, octal games, Lasker's nim). Then g(n) needs only
//! g(0..n), so a table replaces the solver's hash map.
//!
//! ```
//! use common::grundy_sequence::grundy_sequence;
//! use common::subtraction::SubtractionGame;
//!
//! let values: Vec<u32> = grundy_sequence(SubtractionGame::new(&[4, 1, 3])).take(8).collect();
//! assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0]);
//! ```

use crate::game::ImpartialGame;
use crate::mex::mex;

/// The iterator returned by [`grundy_sequence`]; it never ends.
pub struct GrundySequence<G> {
    game: G,
    values: Vec<u32>,
}

/// g(0), g(1), … of the heap game `game`.
///
/// # Panics
///
/// While iterating, if an option of heap n leaves a heap of n or more (not a heap game).
///
/// # Complexity
///
/// Computing g(n) costs the number of heaps in the options of n, plus the game's own cost of
/// listing them; memory holds every value computed so far.
pub fn grundy_sequence<G: ImpartialGame<Position = usize>>(game: G) -> GrundySequence<G> {
    GrundySequence {
        game,
        values: Vec::new(),
    }
}

impl<G: ImpartialGame<Position = usize>> GrundySequence<G> {
    /// The values computed so far, g(0) onward.
    pub fn values(&self) -> &[u32] {
        &self.values
    }
}

impl<G: ImpartialGame<Position = usize>> Iterator for GrundySequence<G> {
    type Item = u32;

    fn next(&mut self) -> Option<u32> {
        let n = self.values.len();
        let values = &self.values;
        let option_values: Vec<u32> = self
            .game
            .options(&n)
            .iter()
            .map(|option| {
                option.iter().fold(0, |xor, &heap| {
                    assert!(heap < n, "heap {n} has an option leaving a heap of {heap}");
                    xor ^ values[heap]
                })
            })
            .collect();
        let value = mex(option_values);
        self.values.push(value);
        Some(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{game_from_fn, Solver};

    fn lasker_options(n: usize) -> Vec<Vec<usize>> {
        let takes = (0..n).map(|rest| vec![rest]);
        let splits = (1..n).map(|a| vec![a, n - a]);
        takes.chain(splits).collect()
    }

    #[test]
    fn agrees_with_the_generic_solver() {
        let sequence: Vec<u32> = grundy_sequence(game_from_fn(|&n: &usize| lasker_options(n)))
            .take(80)
            .collect();
        let mut solver = Solver::new(game_from_fn(|&n: &usize| lasker_options(n)));
        for (n, &value) in sequence.iter().enumerate() {
            assert_eq!(value, solver.grundy(&n), "{n}");
        }
    }

    #[test]
    fn values_keeps_the_computed_prefix() {
        let mut sequence = grundy_sequence(game_from_fn(|&n: &usize| {
            (0..n).map(|rest| vec![rest]).collect()
        }));
        assert!(sequence.values().is_empty());
        assert_eq!(sequence.nth(5), Some(5));
        assert_eq!(sequence.values(), [0, 1, 2, 3, 4, 5]);
    }

    #[test]
    #[should_panic(expected = "heap 0 has an option leaving a heap of 1")]
    fn options_that_grow_a_heap_are_rejected() {
        let growing = game_from_fn(|&n: &usize| vec![vec![n + 1]]);
        grundy_sequence(growing).nth(3);
    }
}
