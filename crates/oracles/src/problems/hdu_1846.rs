//! HDU 1846, Brave Game: `C` (<= 100) lines `n m` (1 <= n, m <= 1000): one pile of n, a move
//! takes 1..=m, who takes the last stone wins; `first` or `second`.

use super::assert_batch;
use super::lists::Count;
use super::pairs::{PairFrame, PairInput};
use crate::games::bash::Bash;
use crate::random::{biased, smaller_each};
use crate::{MaxInput, Parameter, Parsed, Problem, Rng, Scale, Table};
use itertools::iproduct;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BashCase {
    pub stones: u64,
    pub max_take: u64,
}

/// [`Problem::enumerate`]`(bound)`: every `n, m` in `1..=bound`.
#[derive(Default)]
pub struct Hdu1846 {
    bash: Bash,
}

/// Stones near multiples of `period` (where the Bash game turns), at most `max`, at least `low`.
pub(crate) fn near_multiple(rng: &mut Rng, period: u64, low: u64, max: u64) -> u64 {
    let multiple = period * rng.u64(0..=max / period);
    biased(rng, low, max, &[multiple, multiple + period])
}

const INPUT: PairInput = PairInput {
    frame: PairFrame::Counted(Count::new("C", 0..=100, "100")),
    names: ["n", "m"],
    values: 1..=1000,
    range: "1..=1000",
};

impl Problem for Hdu1846 {
    type Case = BashCase;
    const NAME: &'static str = "hdu-1846";
    const MAX_BATCH: usize = 100;
    const EXHAUSTIVE_BOUND: u64 = 500;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> BashCase {
        let max = scale.pick([3, 5, 8, 12, 20, 40, 80, 200, 500, 1000]);
        let max_take = biased(rng, 1, max, &[2, max / 2]);
        let stones = match rng.u8(0..3) {
            0 => near_multiple(rng, max_take + 1, 1, max),
            1 => biased(rng, 1, max_take.min(max), &[]),
            _ => biased(rng, 1, max, &[max_take, max_take + 1]),
        };
        BashCase { stones, max_take }
    }

    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<BashCase> {
        let cases = (0..100).map(|_| BashCase {
            stones: rng.u64(1..=1000),
            max_take: rng.u64(1..=1000),
        });
        MaxInput {
            cases: cases.collect(),
            shape: "C = 100, n, m <= 1000",
        }
    }

    fn render(&self, cases: &[BashCase]) -> String {
        assert_batch(cases.len(), Self::MAX_BATCH, Self::NAME);
        INPUT.render(cases.iter().map(|case| [case.stones, case.max_take]))
    }

    fn answer(&mut self, case: &BashCase) -> String {
        let first = self.bash.mover_wins(case.stones, case.max_take);
        format!("{}\n", if first { "first" } else { "second" })
    }

    fn table(&self) -> Option<Table<BashCase>> {
        Some(Table {
            parameters: vec![Parameter::new("n", 1), Parameter::new("m", 1)],
            case: |values| {
                Some(BashCase {
                    stones: values[0],
                    max_take: values[1],
                })
            },
            mover_wins: |answer| answer == "first\n",
        })
    }

    fn shrink(&self, case: &BashCase) -> Vec<BashCase> {
        let smaller = smaller_each(&[case.stones, case.max_take], 1);
        let cases = smaller
            .into_iter()
            .map(|[stones, max_take]| BashCase { stones, max_take });
        cases.collect()
    }

    fn enumerate(&self, bound: u64) -> Vec<BashCase> {
        iproduct!(1..=bound, 1..=bound)
            .map(|(stones, max_take)| BashCase { stones, max_take })
            .collect()
    }

    fn parse(&self, input: &[u8]) -> Result<Parsed<BashCase>, String> {
        let parsed = INPUT.parse(input)?;
        Ok(parsed.map(|[stones, max_take]| BashCase { stones, max_take }))
    }

    /// The rules also cover `n = 0` (nothing to take) and `m = 0` (no take allowed): the
    /// player to move has lost.
    fn feasible(&self, case: &BashCase) -> bool {
        Bash::feasible(case.stones, case.max_take)
    }
}
