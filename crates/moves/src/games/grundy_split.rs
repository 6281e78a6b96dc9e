//! Grundy's game. Its one-heap values are not known to be periodic, and its misère outcomes are
//! not its normal ones turned around: `guess grundy-split --misere` must play them rather than
//! read them off normal-play values.

use crate::explore::Explore;
use crate::rules::{doc_of, explore_to, HeapMoves, Heaps};

/// heaps; a move splits a heap into two non-empty heaps of different sizes; who cannot move loses.
#[derive(Default)]
pub struct GrundySplit;

impl HeapMoves for GrundySplit {
    fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>> {
        (1..heap.div_ceil(2)).map(move |small| vec![small, heap - small])
    }

    const LISTS: (usize, u64) = (3, 12);
}

pub fn explore() -> Box<dyn Explore> {
    let rules = doc_of(include_str!("grundy_split.rs"), "GrundySplit");
    explore_to::<Heaps<GrundySplit>>("grundy-split", rules, 200)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{piles_position, Solver};

    #[test]
    fn the_first_values_are_grundys() {
        let mut solver = Solver::new(Heaps(GrundySplit));
        let values: Vec<u64> = (0..=10)
            .map(|n| solver.grundy(&piles_position(&[n]).unwrap()))
            .collect();
        // g(n) for n = 0..=10, as tabulated by Berlekamp, Conway and Guy.
        assert_eq!(values, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
    }
}
