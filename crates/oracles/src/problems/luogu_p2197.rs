//! Luogu P2197, Nim: `T` (<= 10), then per case `n` (<= 10^4) and n piles (each < 10^4, zero
//! allowed); `Yes` when the first player wins.

use super::lists::{Count, Frame, List, ListInput};
use crate::games::nim::Nim;
use crate::input::Verdicts;
use crate::random::{all_lists, biased_list, chance, full_range_count, uniform};
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every list of at most `bound` piles of at most `bound`.
#[derive(Default)]
pub struct LuoguP2197 {
    nim: Nim,
}

/// Piles whose last one is the XOR of the others, half the time: the losing positions.
pub(crate) fn random_nim_piles(rng: &mut Rng, count: usize, low: u64, high: u64) -> Vec<u64> {
    let mut piles = biased_list(rng, count, low, high, &[1, high / 2]);
    if count >= 2 && chance(rng, 1, 2) {
        let others = piles[..count - 1].iter().fold(0, |sum, &pile| sum ^ pile);
        if (low..=high).contains(&others) {
            piles[count - 1] = others;
        }
    }
    piles
}

const VERDICTS: Verdicts = Verdicts {
    win: "Yes",
    lose: "No",
};

impl Spec for LuoguP2197 {
    type Case = Vec<u64>;
    type Input = ListInput;
    const INPUT: ListInput = ListInput::new(
        Frame::Counted(Count::new("T", 0..=10, "10")),
        List::new(Count::new("n", 0..=10_000, "10^4"), "a pile", 0..=9_999),
    );
    const NAME: &'static str = "luogu-p2197";
    const MAX_BATCH: usize = 10;
    const EXHAUSTIVE_BOUND: u64 = 6;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Vec<u64> {
        let count = if chance(rng, 1, 20) {
            0
        } else {
            rng.usize(1..=scale.pick([1, 2, 2, 3, 3, 3, 4, 4, 5, 5]))
        };
        random_nim_piles(rng, count, 0, scale.pick([1, 2, 3, 4, 5, 7, 9, 12, 12, 15]))
    }

    /// Every other case made losing (XOR 0) where the last pile can be chosen to do it.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<Vec<u64>> {
        let cases = (0..10).map(|case| {
            let mut piles = uniform(rng, 10_000, 0..=9_999);
            let rest = piles[..9_999].iter().fold(0, |x, p| x ^ p);
            if case % 2 == 1 && rest < 10_000 {
                piles[9_999] = rest;
            }
            piles
        });
        MaxInput {
            cases: cases.collect(),
            shape: "T = 10, n = 10^4, piles < 10^4",
        }
    }

    fn answer(&mut self, piles: &Vec<u64>) -> String {
        VERDICTS.say(self.nim.mover_wins(piles))
    }

    fn full_range_case(&mut self, rng: &mut Rng) -> Vec<u64> {
        let count = full_range_count(rng, 0, 10_000);
        random_nim_piles(rng, count, 0, 9_999)
    }

    /// Bouton: the mover wins iff the XOR of the piles is not 0.
    fn reference(&mut self, piles: &Vec<u64>) -> String {
        let nim_sum = piles.iter().fold(0, |sum, pile| sum ^ pile);
        VERDICTS.say(nim_sum != 0)
    }

    /// Three piles, `c` at its smallest unless `--fix c=…` says otherwise.
    fn table(&self) -> Option<Table<Vec<u64>>> {
        Some(Self::INPUT.three_table(|answer| VERDICTS.mover_wins(answer)))
    }

    fn enumerate(&self, bound: u64) -> Vec<Vec<u64>> {
        all_lists(0..=bound as usize, 0, bound)
    }

    fn feasible(&self, piles: &Vec<u64>) -> bool {
        Nim::feasible(piles)
    }
}
