//! HDU 5795, A Simple Nim: a move takes from one heap, or splits one heap into three.

#[path = "game.rs"]
mod game;

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu5795(Searched<Heaps<game::SimpleNim>>);

impl Problem for Hdu5795 {
    const NAME: &'static str = "hdu-5795";
    const FORMAT: [&'static str; 2] = [
        "T cases / n / s*n",
        "1 <= T <= 100; 1 <= n <= 10^6; 1 <= s <= 10^9; s any order",
    ];
    const VERDICTS: [&'static str; 2] = ["First player wins.", "Second player wins."];
    const EXHAUSTIVE_BOUND: u64 = 10;
    const EXHAUSTIVE_COUNT: u64 = 4;
    const SIZES: Sizes = Sizes::values([2, 3, 4, 5, 6, 6, 7, 8, 8, 9]);
    /// Not the 100 cases of 10^6 heaps the statement allows (1 GB): 33 MB.
    const MAX_CASES: usize = 3;
    oracles::plays!(own heaps game::SimpleNim(s), with theory);

    /// The swap one residue early: 8k + 6 and 8k + 7.
    fn planted_bug(&mut self, c: &Case) -> String {
        let g = |s: u64| match s % 8 {
            6 => s + 1,
            7 => s - 1,
            _ => s,
        };
        Self::say(c.list("s").iter().fold(0, |x, &s| x ^ g(s)) != 0)
    }
}

spec_tools::main!(Hdu5795);
