//! HDU 2516, Fibonacci nim: one `n` per line (2 <= n < 2^31) ended by `0` (which may be
//! missing); `Second win` if the first player loses, else `First win`.

use super::tuples::{TupleFrame, TupleInput};
use crate::games::fibonacci::FibonacciNim;
use crate::input::Verdicts;
use crate::random::{biased, chance, fibonacci_up_to};
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every `n` in `2..=bound`.
#[derive(Default)]
pub struct Hdu2516 {
    game: FibonacciNim,
}

const VERDICTS: Verdicts = Verdicts {
    win: "First win",
    lose: "Second win",
};

impl Spec for Hdu2516 {
    /// `[n]`: the stones in the pile.
    type Case = [u64; 1];
    type Input = TupleInput<1>;
    const INPUT: TupleInput<1> =
        TupleInput::new(TupleFrame::UntilZeros, ["n"], 2..=(1 << 31) - 1, "2..2^31");
    const NAME: &'static str = "hdu-2516";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 5000;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> [u64; 1] {
        let max = scale.pick([5, 10, 20, 40, 80, 150, 300, 800, 2000, 5000]);
        let fibonacci = fibonacci_up_to(max);
        let near = fibonacci[rng.usize(0..fibonacci.len())];
        [biased(
            rng,
            2,
            max,
            &[near, near, near + 1, near.saturating_sub(2)],
        )]
    }

    /// The statement bounds no line count: 10^5 lines, a quarter of them Fibonacci numbers (the
    /// losing sizes), which uniform draws would almost never hit.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<[u64; 1]> {
        let top = (1 << 31) - 1;
        let fibonacci = fibonacci_up_to(top);
        let cases = (0..100_000).map(|_| {
            if chance(rng, 1, 4) {
                [fibonacci[rng.usize(1..fibonacci.len())]]
            } else {
                [rng.u64(2..=top)]
            }
        });
        MaxInput {
            cases: cases.collect(),
            shape: "10^5 lines, n < 2^31",
        }
    }

    fn answer(&mut self, &[stones]: &[u64; 1]) -> String {
        VERDICTS.say(self.game.first_player_wins(stones))
    }

    /// Near the largest Fibonacci numbers below 2^31 (1836311903 is the last), and the top.
    fn full_range_case(&mut self, rng: &mut Rng) -> [u64; 1] {
        let fibonacci = fibonacci_up_to((1 << 31) - 1);
        let near = fibonacci[rng.usize(fibonacci.len() - 8..fibonacci.len())];
        [biased(rng, 2, (1 << 31) - 1, &[near, near, (1 << 31) - 1])]
    }

    /// The second player wins exactly on the Fibonacci numbers (Zeckendorf), generated afresh.
    fn reference(&mut self, &[stones]: &[u64; 1]) -> String {
        let (mut a, mut b) = (1u64, 2u64);
        while b < stones {
            (a, b) = (b, a + b);
        }
        let first = b != stones && a != stones;
        VERDICTS.say(first)
    }

    fn table(&self) -> Option<Table<[u64; 1]>> {
        Some(Self::INPUT.table(|answer| VERDICTS.mover_wins(answer)))
    }

    fn enumerate(&self, bound: u64) -> Vec<[u64; 1]> {
        Self::INPUT.all_up_to(bound)
    }

    /// The rules also cover `n = 1`: the first move may not take all, so there is none.
    fn feasible(&self, &[stones]: &[u64; 1]) -> bool {
        FibonacciNim::feasible(stones)
    }
}
