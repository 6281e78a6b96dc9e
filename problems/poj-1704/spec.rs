//! POJ 1704, Georgia and Bob: chessmen on a strip move left, never onto or over another.

use oracles::prelude::*;

#[derive(Default)]
pub struct Poj1704(games::chessmen::Chessmen);

impl Problem for Poj1704 {
    const NAME: &'static str = "poj-1704";
    const FORMAT: [&'static str; 2] = [
        "T cases / N / P*N",
        "1 <= T <= 20; 1 <= N <= 1000; 1 <= P <= 10000; P distinct; P any order",
    ];
    const VERDICTS: [&'static str; 2] = ["Georgia will win", "Bob will win"];
    const EXHAUSTIVE_BOUND: u64 = 16;
    const SIZES: Sizes = Sizes::values([2, 4, 5, 7, 9, 11, 13, 16, 20, 24]);
    oracles::plays!(chessmen::Chessmen(P), with theory);

    /// The gaps counted one cell too wide.
    fn planted_bug(&mut self, c: &Case) -> String {
        let mut cells = c.list("P").to_vec();
        cells.sort_unstable();
        let mut x = 0;
        for right in (0..cells.len()).rev().step_by(2) {
            x ^= cells[right] - if right == 0 { 0 } else { cells[right - 1] };
        }
        Self::say(x != 0)
    }
}

spec_tools::main!(Poj1704);
