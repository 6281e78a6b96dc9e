//! POJ 1067, Wythoff's game: take from one pile, or the same from both; the last stone wins.

use oracles::prelude::*;

#[derive(Default)]
pub struct Poj1067(games::wythoff::Wythoff);

impl Problem for Poj1067 {
    const NAME: &'static str = "poj-1067";
    const FORMAT: [&'static str; 2] = ["until end / a b", "0 <= a, b <= 10^9"];
    const VERDICTS: [&'static str; 2] = ["1", "0"];
    const EXHAUSTIVE_BOUND: u64 = 700;
    const SIZES: Sizes = Sizes::values([2, 4, 7, 12, 20, 40, 100, 400, 2000, 10_000]);
    // Its full-range cases start near cold pairs whose k is a Fibonacci number, where ⌊kφ⌋ in
    // doubles is off by one.
    oracles::plays!(wythoff::Wythoff(a, b), with theory and sharp positions);

    /// ⌊kφ⌋ one too large.
    fn planted_bug(&mut self, c: &Case) -> String {
        let (low, high) = (c["a"].min(c["b"]), c["a"].max(c["b"]));
        Self::say(planted::wythoff_cold(high - low).0 + 1 != low)
    }
}

spec_tools::main!(Poj1067);
