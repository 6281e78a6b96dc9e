//! POJ 1067, Wythoff's game: take from one pile, or the same from both; the last stone wins.

use oracles::prelude::*;
use oracles::random::{biased, fibonacci_up_to, wythoff_cold};

#[derive(Default)]
pub struct Poj1067(games::wythoff::Wythoff);

impl Problem for Poj1067 {
    const NAME: &'static str = "poj-1067";
    const FORMAT: [&'static str; 2] = ["until end / a b", "0 <= a, b <= 10^9"];
    const VERDICTS: [&'static str; 2] = ["1", "0"];
    const EXHAUSTIVE_BOUND: u64 = 700;
    const SIZES: Sizes = Sizes::values([2, 4, 7, 12, 20, 40, 100, 400, 2000, 10_000]);
    oracles::plays!(wythoff::Wythoff(a, b), with theory);

    // Own cases: derived ones miss the cold pairs where ⌊kφ⌋ in doubles is off by one.
    /// Half the time a cold position (or a neighbour) whose k is near a Fibonacci number of
    /// about 10^8, where ⌊kφ⌋ in double precision is off by one; else the derived case.
    fn full_range_case(&mut self, rng: &mut Rng) -> Case {
        if rng.bool() {
            return oracles::problem::derived_full_range_case(self, rng);
        }
        // b = ⌊kφ⌋ + k ≈ 2.618 k stays within 10^9.
        let top_k = 381_825_000;
        let fibonacci = fibonacci_up_to(top_k);
        let near = fibonacci[rng.usize(fibonacci.len() - 6..fibonacci.len())];
        let (a, b) = wythoff_cold(biased(rng, 0, top_k, &[near; 3]));
        let [a, b] = [a, b].map(|v| biased(rng, 0, 1_000_000_000, &[v; 3]));
        let (a, b) = if rng.bool() { (b, a) } else { (a, b) };
        Case::numbers(&[("a", a), ("b", b)])
    }

    /// ⌊kφ⌋ one too large.
    fn planted_bug(&mut self, c: &Case) -> String {
        let (low, high) = (c["a"].min(c["b"]), c["a"].max(c["b"]));
        Self::say(planted::wythoff_cold(high - low).0 + 1 != low)
    }
}

spec_tools::main!(Poj1067);
