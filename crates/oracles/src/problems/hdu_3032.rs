//! HDU 3032, Nim or not Nim?: `T` (1 <= T <= 100), then per case `N` (1 <= N <= 10^6) and N
//! heaps (1 <= s_i <= 2^31 - 1); `Alice` if Alice, moving first, wins, else `Bob`.

use super::lists::{Count, Frame, List, ListInput};
use crate::games::lasker::Lasker;
use crate::input::Verdicts;
use crate::random::{all_lists, biased_list, full_range_count, uniform};
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every list of one to three heaps of 1 to `bound`, and every
/// list of four heaps of 1 to `bound / 2`.
#[derive(Default)]
pub struct Hdu3032 {
    lasker: Lasker,
}

const VERDICTS: Verdicts = Verdicts {
    win: "Alice",
    lose: "Bob",
};

impl Spec for Hdu3032 {
    type Case = Vec<u64>;
    type Input = ListInput;
    const INPUT: ListInput = ListInput::new(
        Frame::Counted(Count::new("T", 1..=100, "100")),
        List::new(
            Count::new("N", 1..=1_000_000, "10^6"),
            "a heap",
            1..=(1 << 31) - 1,
        ),
    );
    const NAME: &'static str = "hdu-3032";
    const MAX_BATCH: usize = 100;
    const EXHAUSTIVE_BOUND: u64 = 12;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Vec<u64> {
        let count = rng.usize(1..=scale.pick([1, 1, 2, 2, 2, 3, 3, 3, 4, 4]));
        let max = scale.pick([2, 3, 4, 5, 6, 6, 7, 8, 8, 9]);
        // 4k + 3 and 4k + 4 are where Lasker's nim parts from Nim.
        biased_list(rng, count, 1, max, &[3, 4, 7, 8])
    }

    /// Three cases, not the 100 the statement allows (1 GB, more than any judge stores), of 10^6
    /// ten-digit heaps (2^30 <= s < 2^31), the longest tokens the statement allows: 33 MB.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<Vec<u64>> {
        let cases = (0..3).map(|_| uniform(rng, 1_000_000, 1 << 30..=(1 << 31) - 1));
        MaxInput {
            cases: cases.collect(),
            shape: "T = 3, N = 10^6, 2^30 <= s < 2^31",
        }
    }

    fn answer(&mut self, heaps: &Vec<u64>) -> String {
        VERDICTS.say(self.lasker.mover_wins(heaps))
    }

    /// Heaps near 2^31 − 1 in every residue mod 4 (g(2^31 − 1) = 2^31 overflows an `int`), and
    /// now and then the statement's 10^6 heaps.
    fn full_range_case(&mut self, rng: &mut Rng) -> Vec<u64> {
        let count = full_range_count(rng, 1, 1_000_000);
        let top = (1 << 31) - 1;
        let near_top = [top, top - 1, top - 2, top - 3, 1 << 30, (1 << 30) + 3];
        biased_list(rng, count, 1, top, &near_top)
    }

    /// Lasker's nim splits into heaps of Grundy values s, s, s + 1, s − 1 for s ≡ 1, 2, 3, 0
    /// (mod 4); the mover wins iff their XOR is not 0.
    fn reference(&mut self, heaps: &Vec<u64>) -> String {
        let grundy = |s: u64| match s % 4 {
            0 => s - 1,
            3 => s + 1,
            _ => s,
        };
        let alice = heaps.iter().fold(0, |sum, &s| sum ^ grundy(s)) != 0;
        VERDICTS.say(alice)
    }

    /// Three piles, `c` at its smallest unless `--fix c=…` says otherwise.
    fn table(&self) -> Option<Table<Vec<u64>>> {
        Some(Self::INPUT.three_table(|answer| VERDICTS.mover_wins(answer)))
    }

    fn enumerate(&self, bound: u64) -> Vec<Vec<u64>> {
        let mut all = all_lists(1..=3, 1, bound);
        all.extend(all_lists(4..=4, 1, (bound / 2).max(1)));
        all
    }

    /// The rules also cover an empty heap (it offers no move).
    fn feasible(&self, heaps: &Vec<u64>) -> bool {
        Lasker::feasible(heaps)
    }
}
