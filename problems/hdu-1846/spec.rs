//! HDU 1846, Brave Game: one pile of n, a move takes 1 to m stones, who takes the last wins.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu1846(games::bash::Bash);

impl Problem for Hdu1846 {
    const NAME: &'static str = "hdu-1846";
    const FORMAT: [&'static str; 2] = ["C cases / n m", "C <= 100; 1 <= n, m <= 1000"];
    const VERDICTS: [&'static str; 2] = ["first", "second"];
    const EXHAUSTIVE_BOUND: u64 = 500;
    const SIZES: Sizes = Sizes::values([3, 5, 8, 12, 20, 40, 80, 200, 500, 1000]);
    oracles::plays!(bash::Bash(n, m));

    /// n mod m instead of n mod (m + 1).
    fn planted_bug(&mut self, c: &Case) -> String {
        Self::say(c["n"] % c["m"] != 0)
    }
}

spec_tools::main!(Hdu1846);
