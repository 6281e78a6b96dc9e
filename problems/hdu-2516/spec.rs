//! HDU 2516, Fibonacci nim: the first move takes any number but not all, each later move at
//! most twice the previous one; who takes the last stone wins.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu2516(games::fibonacci::FibonacciNim);

impl Problem for Hdu2516 {
    const NAME: &'static str = "hdu-2516";
    const FORMAT: [&'static str; 2] = ["until 0 / n", "2 <= n < 2^31"];
    const VERDICTS: [&'static str; 2] = ["First win", "Second win"];
    const EXHAUSTIVE_BOUND: u64 = 5000;
    const SIZES: Sizes = Sizes::values([5, 10, 20, 40, 80, 150, 300, 800, 2000, 5000]);
    // Its full-range cases start near the Fibonacci numbers below 2^31, where an `int` sum
    // overflows.
    oracles::plays!(fibonacci::FibonacciNim(n), with theory and sharp positions);

    /// n + 1 tested for a Fibonacci number.
    fn planted_bug(&mut self, c: &Case) -> String {
        Self::say(!planted::fibonacci_up_to(1 << 32).contains(&(c["n"] + 1)))
    }
}

spec_tools::main!(Hdu2516);
