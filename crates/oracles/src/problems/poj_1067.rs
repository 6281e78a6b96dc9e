//! POJ 1067, Wythoff's game: lines `a b` (0 <= a, b <= 10^9) until the end of the input; `1`
//! if the player to move wins, else `0`.

use super::tuples::{TupleFrame, TupleInput};
use crate::games::wythoff::Wythoff;
use crate::input::Verdicts;
use crate::random::{biased, chance, fibonacci_up_to, wythoff_cold, PORT_BOUNDARIES};
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every `a, b` in `0..=bound`.
#[derive(Default)]
pub struct Poj1067 {
    wythoff: Wythoff,
}

const VERDICTS: Verdicts = Verdicts {
    win: "1",
    lose: "0",
};

impl Spec for Poj1067 {
    /// `[a, b]`: the two piles.
    type Case = [u64; 2];
    type Input = TupleInput<2>;
    const INPUT: TupleInput<2> = TupleInput::new(
        TupleFrame::UntilEnd,
        ["a", "b"],
        0..=1_000_000_000,
        "0..=10^9",
    );
    const NAME: &'static str = "poj-1067";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 700;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> [u64; 2] {
        let max = scale.pick([2, 4, 7, 12, 20, 40, 100, 400, 2000, 10_000]);
        let (a, b) = if rng.bool() {
            // A losing pair from the search, or a neighbour of one.
            let losing = self.wythoff.losing_positions(max);
            let (a, b) = losing[rng.usize(0..losing.len())];
            (biased(rng, 0, max, &[a, a]), biased(rng, 0, max, &[b, b]))
        } else {
            let a = biased(rng, 0, max, &[]);
            (a, biased(rng, 0, max, &[a, 2 * a]))
        };
        if rng.bool() {
            [b, a]
        } else {
            [a, b]
        }
    }

    /// The statement bounds no line count: 10^5 lines, a quarter of them cold positions (the
    /// mover loses) in either order, which uniform draws would almost never hit.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<[u64; 2]> {
        let top = 1_000_000_000;
        // b = ⌊kφ⌋ + k ≈ 2.618 k stays <= top.
        let top_k = top * 1000 / 2619;
        let cases = (0..100_000).map(|_| {
            if !chance(rng, 1, 4) {
                return [rng.u64(0..=top), rng.u64(0..=top)];
            }
            let (a, b) = wythoff_cold(rng.u64(0..=top_k));
            if rng.bool() {
                [a, b]
            } else {
                [b, a]
            }
        });
        MaxInput {
            cases: cases.collect(),
            shape: "10^5 lines, a, b <= 10^9",
        }
    }

    fn answer(&mut self, &[a, b]: &[u64; 2]) -> String {
        VERDICTS.say(self.wythoff.mover_wins(a, b))
    }

    /// Half the time a cold position (or a neighbour) whose k is near a Fibonacci number of
    /// about 10^8, where ⌊kφ⌋ in double precision is off by one; else piles up to 10^9.
    fn full_range_case(&mut self, rng: &mut Rng) -> [u64; 2] {
        let top = 1_000_000_000;
        let (a, b) = if rng.bool() {
            let fibonacci = fibonacci_up_to(top * 1000 / 2619);
            let near = fibonacci[rng.usize(fibonacci.len() - 6..fibonacci.len())];
            let k = biased(rng, 0, top * 1000 / 2619, &[near, near, near]);
            let (a, b) = wythoff_cold(k);
            (
                biased(rng, 0, top, &[a, a, a]),
                biased(rng, 0, top, &[b, b, b]),
            )
        } else {
            (
                biased(rng, 0, top, &PORT_BOUNDARIES),
                biased(rng, 0, top, &PORT_BOUNDARIES),
            )
        };
        if rng.bool() {
            [b, a]
        } else {
            [a, b]
        }
    }

    /// Wythoff's cold positions by Zeckendorf representations, with no golden ratio: a > 0 is
    /// ⌊kφ⌋ for some k exactly when the smallest Fibonacci number in its representation has an
    /// even index (F2 = 1, F3 = 2, F4 = 3, …), and then ⌊kφ⌋ + k is the number that uses the next
    /// Fibonacci number in place of each of a's.
    fn reference(&mut self, &[a, b]: &[u64; 2]) -> String {
        let (low, high) = (a.min(b), a.max(b));
        // F2, F3, … past twice the statement's 10^9, so that every shifted term exists.
        let mut fibonacci = vec![1u64, 2];
        while fibonacci[fibonacci.len() - 1] <= 4_000_000_000 {
            let next = fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2];
            fibonacci.push(next);
        }
        let cold = if low == 0 {
            high == 0
        } else {
            let (mut rest, mut shifted, mut smallest) = (low, 0, 0);
            for index in (0..fibonacci.len() - 1).rev() {
                if fibonacci[index] <= rest {
                    rest -= fibonacci[index];
                    shifted += fibonacci[index + 1];
                    smallest = index;
                }
            }
            // fibonacci[index] is F(index + 2): an even index of F is an even index here.
            smallest % 2 == 0 && high == shifted
        };
        VERDICTS.say(!cold)
    }

    fn table(&self) -> Option<Table<[u64; 2]>> {
        Some(Self::INPUT.table(|answer| VERDICTS.mover_wins(answer)))
    }

    fn enumerate(&self, bound: u64) -> Vec<[u64; 2]> {
        Self::INPUT.all_up_to(bound)
    }

    fn feasible(&self, &[a, b]: &[u64; 2]) -> bool {
        Wythoff::feasible(a, b)
    }
}
