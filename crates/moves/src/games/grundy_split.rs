//! Grundy's game: heaps; a move splits one heap into two non-empty heaps of different sizes;
//! who cannot move loses. Its one-heap values are not known to be periodic, and its misère
//! outcomes are not its normal ones turned around: `guess grundy-split --misere` must play
//! them rather than read them off normal-play values.

use crate::explore::{About, Explore, Explorer};
use crate::search::{piles_position, replace_one_pile, split_piles, Game};

/// A position is the heap sizes, sorted, without empty heaps.
pub struct GrundySplitRules;

impl Game for GrundySplitRules {
    type Position = Vec<u16>;

    fn options(&self, heaps: &Vec<u16>, visit: &mut dyn FnMut(Vec<u16>) -> bool) -> bool {
        replace_one_pile(heaps, visit, |heap| {
            (1..heap.div_ceil(2)).map(move |small| vec![small, heap - small])
        })
    }

    fn split(&self, heaps: &Vec<u16>) -> Option<Vec<Vec<u16>>> {
        split_piles(heaps)
    }
}

pub fn explore() -> Box<dyn Explore> {
    let about = About::splitting_heaps(
        "grundy-split",
        "heaps; a move splits a heap into two non-empty heaps of different sizes; who cannot move loses",
    );
    Explorer::boxed(about, GrundySplitRules, piles_position)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Solver;

    #[test]
    fn the_first_values_are_grundys() {
        let mut solver = Solver::new(GrundySplitRules);
        let values: Vec<u64> = (0..=10)
            .map(|n| solver.grundy(&piles_position(&[n]).unwrap()))
            .collect();
        // g(n) for n = 0..=10, as tabulated by Berlekamp, Conway and Guy.
        assert_eq!(values, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0]);
    }
}
