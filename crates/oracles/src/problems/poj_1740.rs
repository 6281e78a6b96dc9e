//! POJ 1740, A New Stone Game: per case `n` (1 <= n <= 10) and n piles (each <= 100); a single
//! `0` ends the input (it may be missing). `1` if Alice, moving first, wins, else `0`.

use super::lists::{Count, Frame, List, ListInput};
use crate::games::stones::Stones;
use crate::input::Verdicts;
use crate::random::{all_lists, biased_list, chance, uniform};
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every list of one to three piles of 0 to `bound` stones, and
/// every list of four piles of 0 to `bound / 2`.
#[derive(Default)]
pub struct Poj1740 {
    stones: Stones,
}

const VERDICTS: Verdicts = Verdicts {
    win: "1",
    lose: "0",
};

impl Spec for Poj1740 {
    type Case = Vec<u64>;
    type Input = ListInput;
    const INPUT: ListInput = ListInput::new(
        Frame::UntilZero,
        List::new(Count::new("n", 0..=10, "10"), "a pile", 0..=100),
    );
    const NAME: &'static str = "poj-1740";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 8;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Vec<u64> {
        let count = rng.usize(1..=scale.pick([1, 1, 2, 2, 2, 3, 3, 3, 4, 4]));
        let max = scale.pick([1, 2, 3, 4, 5, 4, 5, 6, 4, 4]);
        // The statement does not promise non-empty piles: now and then one is empty.
        let low = u64::from(!chance(rng, 1, 10));
        biased_list(rng, count, low, max, &[1])
    }

    /// The statement bounds no case count: 10^5 cases, every other one paired up (Alice loses)
    /// and shuffled, since random piles almost never pair.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<Vec<u64>> {
        let cases = (0..100_000).map(|case| {
            let mut piles = uniform(rng, 10, 1..=100);
            if case % 2 == 1 {
                for pair in 0..5 {
                    piles[2 * pair + 1] = piles[2 * pair];
                }
                rng.shuffle(&mut piles);
            }
            piles
        });
        MaxInput {
            cases: cases.collect(),
            shape: "10^5 cases, n = 10, piles <= 100",
        }
    }

    fn answer(&mut self, piles: &Vec<u64>) -> String {
        VERDICTS.say(self.stones.mover_wins(piles))
    }

    /// Up to 10 piles of up to 100, paired up (Alice loses) half the time.
    fn full_range_case(&mut self, rng: &mut Rng) -> Vec<u64> {
        let count = rng.usize(1..=10);
        let mut piles = biased_list(rng, count, 0, 100, &[1, 99]);
        if count.is_multiple_of(2) && chance(rng, 1, 2) {
            for pair in 0..count / 2 {
                piles[2 * pair + 1] = piles[2 * pair];
            }
            rng.shuffle(&mut piles);
        }
        piles
    }

    /// Alice loses exactly when the non-empty piles pair up into equal pairs.
    fn reference(&mut self, piles: &Vec<u64>) -> String {
        let mut sorted: Vec<u64> = piles.iter().copied().filter(|&pile| pile > 0).collect();
        sorted.sort_unstable();
        let paired =
            sorted.len().is_multiple_of(2) && sorted.chunks(2).all(|pair| pair[0] == pair[1]);
        VERDICTS.say(!paired)
    }

    /// Three piles, `c` at its smallest unless `--fix c=…` says otherwise.
    fn table(&self) -> Option<Table<Vec<u64>>> {
        Some(Self::INPUT.three_table(|answer| VERDICTS.mover_wins(answer)))
    }

    fn enumerate(&self, bound: u64) -> Vec<Vec<u64>> {
        let mut all = all_lists(1..=3, 0, bound);
        all.extend(all_lists(4..=4, 0, bound / 2));
        all
    }

    fn feasible(&self, piles: &Vec<u64>) -> bool {
        Stones::feasible(piles)
    }
}
