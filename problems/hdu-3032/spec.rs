//! HDU 3032, Nim or not Nim? (Lasker's nim): a move takes from one heap or splits one in two.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu3032(games::lasker::Lasker);

impl Problem for Hdu3032 {
    const NAME: &'static str = "hdu-3032";
    const FORMAT: [&'static str; 2] = [
        "T cases / N / s*N",
        "1 <= T <= 100; 1 <= N <= 10^6; 1 <= s <= 2^31 - 1; s any order",
    ];
    const VERDICTS: [&'static str; 2] = ["Alice", "Bob"];
    const EXHAUSTIVE_BOUND: u64 = 12;
    const EXHAUSTIVE_COUNT: u64 = 8;
    const SIZES: Sizes = Sizes::values([2, 3, 4, 5, 6, 6, 7, 8, 8, 9]);
    /// Not the 100 cases of 10^6 heaps the statement allows (1 GB): 33 MB.
    const MAX_CASES: usize = 3;
    oracles::plays!(lasker::Lasker(s), with theory);

    /// The mod-4 swap one residue late.
    fn planted_bug(&mut self, c: &Case) -> String {
        let g = |s: u64| match (s + 1) % 4 {
            0 => s - 1,
            3 => s + 1,
            _ => s,
        };
        Self::say(c.list("s").iter().fold(0, |x, &s| x ^ g(s)) != 0)
    }
}

spec_tools::main!(Hdu3032);
