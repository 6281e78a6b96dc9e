//! HDU 1848, Fibonacci again and again: three heaps, a move takes a Fibonacci number of stones
//! from one heap, who takes the last stone wins.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu1848(games::fibonacci_takes::FibonacciTakes);

impl Problem for Hdu1848 {
    const NAME: &'static str = "hdu-1848";
    const FORMAT: [&'static str; 2] = ["until 0 0 0 / m n p", "1 <= m, n, p <= 1000"];
    const VERDICTS: [&'static str; 2] = ["Fibo", "Nacci"];
    const EXHAUSTIVE_BOUND: u64 = 32;
    const SIZES: Sizes = Sizes::values([3, 5, 8, 12, 16, 20, 30, 45, 60, 78]);
    oracles::plays!(fibonacci_takes::FibonacciTakes(m, n, p), with theory);

    // Own cases: derived ones stop at heaps of 32, missing a Grundy table cut short below 1000.
    /// Every m, n, p up to `bound`; and, to reach every heap the statement allows, `h a b` with
    /// h in `bound + 1..=1000` and a, b up to `bound / 4`.
    fn enumerate(&self, bound: u64) -> Vec<Case> {
        let mut all = Self::input().enumerate(bound);
        let small = (bound / 4).max(1);
        for h in bound + 1..=1000 {
            for a in 1..=small {
                for b in 1..=small {
                    all.push(Case::numbers(&[("m", h), ("n", a), ("p", b)]));
                }
            }
        }
        all
    }

    /// Takes of 1 forgotten: the Fibonacci numbers from 2.
    fn planted_bug(&mut self, c: &Case) -> String {
        let g = planted::grundy(&planted::fibonacci_up_to(1000)[1..], 1000, |take, heap| {
            take <= heap
        });
        let heaps = [c["m"], c["n"], c["p"]];
        Self::say(heaps.iter().fold(0, |x, &h| x ^ g[h as usize]) != 0)
    }
}

spec_tools::main!(Hdu1848);
