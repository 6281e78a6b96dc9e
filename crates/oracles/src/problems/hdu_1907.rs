//! HDU 1907, John: `T` (<= 474), then per case `N` (<= 47) and N counts (1 <= A_i <= 4747);
//! misère Nim (who eats the last M&M loses), John first. `John` if John wins, else `Brother`.

use super::lists::{Count, Frame, List, ListInput};
use super::luogu_p2197::random_nim_piles;
use crate::games::misere::MisereNim;
use crate::input::Verdicts;
use crate::random::{all_lists, biased, biased_list, chance, uniform};
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every list of 0 to `bound` heaps of 1 to `bound`; and every
/// longer list, up to the statement's 47 heaps, of heaps of 1 but the last, which is 1 to `bound`.
#[derive(Default)]
pub struct Hdu1907 {
    game: MisereNim,
}

/// The statement's most heaps and largest heap.
const MAX_COUNT: u64 = 47;
const MAX_HEAP: u64 = 4747;

const VERDICTS: Verdicts = Verdicts {
    win: "John",
    lose: "Brother",
};

impl Spec for Hdu1907 {
    type Case = Vec<u64>;
    type Input = ListInput;
    const INPUT: ListInput = ListInput::new(
        Frame::Counted(Count::new("T", 0..=474, "474")),
        List::new(
            Count::new("N", 0..=MAX_COUNT, "47"),
            "a count A_i",
            1..=MAX_HEAP,
        ),
    );
    const NAME: &'static str = "hdu-1907";
    const MAX_BATCH: usize = 474;
    const EXHAUSTIVE_BOUND: u64 = 7;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Vec<u64> {
        let most = scale.pick([1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
        let high = scale.pick([2, 3, 3, 4, 5, 6, 8, 9, 11, 12]);
        let mut heaps = match rng.u8(0..8) {
            // No heap: the statement does not say N >= 1.
            0 if chance(rng, 1, 3) => Vec::new(),
            // Only heaps of 1, up to the statement's 47: parity decides, not the nim sum.
            0 | 1 => vec![1; rng.usize(1..=MAX_COUNT as usize)],
            // Heaps of 1 and one larger: where misère play leaves normal play.
            2 => {
                let mut heaps = vec![1; rng.usize(0..MAX_COUNT as usize)];
                heaps.push(biased(
                    rng,
                    2,
                    scale.pick([2, 3, 5, 8, 20, 50, 100, 150, 200, 255]),
                    &[2, 3],
                ));
                heaps
            }
            // Two heaps above 1 and heaps of 1: the nim sum decides again.
            3 => {
                let mut heaps = vec![1; rng.usize(0..=4)];
                let big = biased(rng, 2, high, &[2, 3]);
                let other = if chance(rng, 1, 2) {
                    big
                } else {
                    biased(rng, 2, high, &[])
                };
                heaps.extend([big, other]);
                heaps
            }
            // Nim sums of zero half the time.
            _ => {
                let count = rng.usize(1..=most);
                random_nim_piles(rng, count, 1, high)
            }
        };
        rng.shuffle(&mut heaps);
        heaps
    }

    /// One case in four has only heaps of 1, where misère play differs from normal play.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<Vec<u64>> {
        let cases = (0..474).map(|_| {
            if chance(rng, 1, 4) {
                vec![1; 47]
            } else {
                uniform(rng, 47, 1..=4747)
            }
        });
        MaxInput {
            cases: cases.collect(),
            shape: "T = 474, N = 47, heaps <= 4747",
        }
    }

    fn answer(&mut self, heaps: &Vec<u64>) -> String {
        VERDICTS.say(self.game.mover_wins(heaps))
    }

    /// Up to 47 heaps up to 4747; a quarter of the time only heaps of 1, or all but one.
    fn full_range_case(&mut self, rng: &mut Rng) -> Vec<u64> {
        let count = rng.usize(0..=MAX_COUNT as usize);
        let mut heaps = biased_list(rng, count, 1, MAX_HEAP, &[1, 2, 4096]);
        if count > 0 && chance(rng, 1, 4) {
            let keep = rng.usize(0..=1);
            heaps.iter_mut().skip(keep).for_each(|heap| *heap = 1);
        }
        heaps
    }

    /// Misère Nim: with every heap 1, John wins iff their count is even; otherwise iff the XOR
    /// of the heaps is not 0.
    fn reference(&mut self, heaps: &Vec<u64>) -> String {
        let john = if heaps.iter().all(|&heap| heap == 1) {
            heaps.len().is_multiple_of(2)
        } else {
            heaps.iter().fold(0, |sum, heap| sum ^ heap) != 0
        };
        VERDICTS.say(john)
    }

    /// Three piles, `c` at its smallest unless `--fix c=…` says otherwise.
    fn table(&self) -> Option<Table<Vec<u64>>> {
        Some(Self::INPUT.three_table(|answer| VERDICTS.mover_wins(answer)))
    }

    fn enumerate(&self, bound: u64) -> Vec<Vec<u64>> {
        let mut all = all_lists(0..=bound as usize, 1, bound);
        for count in bound as usize + 1..=MAX_COUNT as usize {
            for last in 1..=bound {
                let mut heaps = vec![1; count];
                heaps[count - 1] = last;
                all.push(heaps);
            }
        }
        all
    }

    /// The rules also cover an empty heap (it offers no move).
    fn feasible(&self, heaps: &Vec<u64>) -> bool {
        MisereNim::feasible(heaps)
    }
}
