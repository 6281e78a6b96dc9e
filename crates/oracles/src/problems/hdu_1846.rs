//! HDU 1846, Brave Game: `C` (<= 100) lines `n m` (1 <= n, m <= 1000): one pile of n, a move
//! takes 1..=m, who takes the last stone wins; `first` or `second`.

use super::lists::Count;
use super::tuples::{TupleFrame, TupleInput};
use crate::games::bash::Bash;
use crate::input::Verdicts;
use crate::random::biased;
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every `n, m` in `1..=bound`.
#[derive(Default)]
pub struct Hdu1846 {
    bash: Bash,
}

/// Stones near multiples of `period` (where the Bash game turns), at most `max`, at least `low`.
pub(crate) fn near_multiple(rng: &mut Rng, period: u64, low: u64, max: u64) -> u64 {
    let multiple = period * rng.u64(0..=max / period);
    biased(rng, low, max, &[multiple, multiple + period])
}

const VERDICTS: Verdicts = Verdicts {
    win: "first",
    lose: "second",
};

impl Spec for Hdu1846 {
    /// `[n, m]`: a pile of n stones, of which a move takes 1 to m.
    type Case = [u64; 2];
    type Input = TupleInput<2>;
    const INPUT: TupleInput<2> = TupleInput::new(
        TupleFrame::Counted(Count::new("C", 0..=100, "100")),
        ["n", "m"],
        1..=1000,
        "1..=1000",
    );
    const NAME: &'static str = "hdu-1846";
    const MAX_BATCH: usize = 100;
    const EXHAUSTIVE_BOUND: u64 = 500;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> [u64; 2] {
        let max = scale.pick([3, 5, 8, 12, 20, 40, 80, 200, 500, 1000]);
        let max_take = biased(rng, 1, max, &[2, max / 2]);
        let stones = match rng.u8(0..3) {
            0 => near_multiple(rng, max_take + 1, 1, max),
            1 => biased(rng, 1, max_take.min(max), &[]),
            _ => biased(rng, 1, max, &[max_take, max_take + 1]),
        };
        [stones, max_take]
    }

    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<[u64; 2]> {
        let cases = (0..100).map(|_| [rng.u64(1..=1000), rng.u64(1..=1000)]);
        MaxInput {
            cases: cases.collect(),
            shape: "C = 100, n, m <= 1000",
        }
    }

    fn answer(&mut self, &[stones, max_take]: &[u64; 2]) -> String {
        VERDICTS.say(self.bash.mover_wins(stones, max_take))
    }

    fn table(&self) -> Option<Table<[u64; 2]>> {
        Some(Self::INPUT.table(|answer| VERDICTS.mover_wins(answer)))
    }

    fn enumerate(&self, bound: u64) -> Vec<[u64; 2]> {
        Self::INPUT.all_up_to(bound)
    }

    /// The rules also cover `n = 0` (nothing to take) and `m = 0` (no take allowed): the
    /// player to move has lost.
    fn feasible(&self, &[stones, max_take]: &[u64; 2]) -> bool {
        Bash::feasible(stones, max_take)
    }
}
