//! HDU 1907, John: misère Nim (who eats the last M&M loses), John first.

use crate::format::{Case, Sizes};
use crate::games::misere::MisereNim;
use crate::random::all_lists;
use crate::Problem;

#[derive(Default)]
pub struct Hdu1907(MisereNim);

impl Problem for Hdu1907 {
    const NAME: &'static str = "hdu-1907";
    const FORMAT: [&'static str; 2] = ["T cases / N / A*N", "T <= 474; N <= 47; 1 <= A <= 4747"];
    const VERDICTS: [&'static str; 2] = ["John", "Brother"];
    const EXHAUSTIVE_BOUND: u64 = 7;
    const SIZES: Sizes = Sizes::values([2, 3, 3, 4, 5, 6, 8, 9, 11, 12]);

    fn wins(&mut self, case: &Case) -> bool {
        self.0.mover_wins(case.list("A"))
    }

    fn feasible(&self, case: &Case) -> bool {
        MisereNim::feasible(case.list("A"))
    }

    /// All heaps 1: John wins iff their count is even; otherwise iff the XOR is not 0.
    fn reference(&mut self, case: &Case) -> Option<String> {
        let heaps = case.list("A");
        Some(Self::say(if heaps.iter().all(|&heap| heap == 1) {
            heaps.len().is_multiple_of(2)
        } else {
            heaps.iter().fold(0, |x, heap| x ^ heap) != 0
        }))
    }

    /// Every list of up to `bound` heaps up to `bound`; and every longer list, up to 47 heaps,
    /// of heaps of 1 but the last, which is up to `bound`.
    fn enumerate(&self, bound: u64) -> Vec<Case> {
        let mut all = all_lists(0..=bound as usize, 1, bound);
        for count in bound as usize + 1..=47 {
            for last in 1..=bound {
                let mut heaps = vec![1; count];
                heaps[count - 1] = last;
                all.push(heaps);
            }
        }
        all.into_iter()
            .map(|heaps| Case::list_of("A", heaps))
            .collect()
    }
}
