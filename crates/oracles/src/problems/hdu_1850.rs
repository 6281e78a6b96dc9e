//! HDU 1850, Being a Good Boy in Spring Festival: per case `M` (1 < M <= 100) and M piles
//! (1 <= N_i <= 10^6); `M = 0` ends the input (it may be missing). The number of first moves
//! after which the first player wins.

use super::lists::{Count, Frame, List, ListInput};
use super::luogu_p2197::random_nim_piles;
use crate::games::nim::Nim;
use crate::random::{all_lists, full_range_count, uniform};
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every list of 2 to `bound` piles of 1 to `bound`.
#[derive(Default)]
pub struct Hdu1850 {
    nim: Nim,
}

impl Spec for Hdu1850 {
    type Case = Vec<u64>;
    type Input = ListInput;
    const INPUT: ListInput = ListInput::new(
        Frame::UntilZero,
        List::new(Count::new("M", 2..=100, "100"), "a pile", 1..=1_000_000),
    );
    const NAME: &'static str = "hdu-1850";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 6;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Vec<u64> {
        let count = rng.usize(2..=scale.pick([2, 2, 2, 3, 3, 3, 3, 4, 4, 5]));
        random_nim_piles(rng, count, 1, scale.pick([2, 3, 4, 4, 5, 6, 8, 9, 11, 12]))
    }

    /// The statement bounds no case count: 10^4 cases, every third made losing (answer 0) where
    /// the last pile can be chosen to do it.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<Vec<u64>> {
        let cases = (0..10_000).map(|case| {
            let mut piles = uniform(rng, 100, 1..=1_000_000);
            let rest = piles[..99].iter().fold(0, |x, p| x ^ p);
            if case % 3 == 2 && (1..=1_000_000).contains(&rest) {
                piles[99] = rest;
            }
            piles
        });
        MaxInput {
            cases: cases.collect(),
            shape: "10^4 cases, M = 100, piles <= 10^6",
        }
    }

    /// Counts the moves (a pile, a number of stones to take from it) that leave a position the
    /// search says the rival loses.
    fn answer(&mut self, piles: &Vec<u64>) -> String {
        let count = self.nim.winning_moves(piles).len();
        format!("{count}\n")
    }

    fn full_range_case(&mut self, rng: &mut Rng) -> Vec<u64> {
        let count = full_range_count(rng, 2, 100);
        random_nim_piles(rng, count, 1, 1_000_000)
    }

    /// With nim sum x, a pile p has a winning move exactly when p ⊕ x < p.
    fn reference(&mut self, piles: &Vec<u64>) -> String {
        let nim_sum = piles.iter().fold(0, |sum, pile| sum ^ pile);
        let count = piles.iter().filter(|&&p| p ^ nim_sum < p).count();
        format!("{count}\n")
    }

    /// Three piles, `c` at its smallest unless `--fix c=…` says otherwise.
    fn table(&self) -> Option<Table<Vec<u64>>> {
        Some(Self::INPUT.three_table(|answer| answer != "0\n"))
    }

    fn enumerate(&self, bound: u64) -> Vec<Vec<u64>> {
        all_lists(2..=bound as usize, 1, bound)
    }

    /// The rules also cover an empty pile (it offers no move) and a single pile.
    fn feasible(&self, piles: &Vec<u64>) -> bool {
        Nim::feasible(piles)
    }
}
