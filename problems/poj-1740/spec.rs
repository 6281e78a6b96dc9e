//! POJ 1740, A New Stone Game: take from one pile, then move any of its rest onto other piles.

use oracles::prelude::*;

#[derive(Default)]
pub struct Poj1740(games::stones::Stones);

impl Problem for Poj1740 {
    const NAME: &'static str = "poj-1740";
    const FORMAT: [&'static str; 2] = ["until 0 / n / a*n", "1 <= n <= 10; a <= 100; a any order"];
    const VERDICTS: [&'static str; 2] = ["1", "0"];
    const EXHAUSTIVE_BOUND: u64 = 8;
    const SIZES: Sizes = Sizes::values([1, 2, 3, 4, 5, 4, 5, 6, 4, 4]);
    oracles::plays!(stones::Stones(a), with theory);

    /// Piles of 1 left out of the pairing, as if empty.
    fn planted_bug(&mut self, c: &Case) -> String {
        let mut piles: Vec<u64> = c.list("a").iter().copied().filter(|&a| a > 1).collect();
        piles.sort_unstable();
        let paired = piles.len() % 2 == 0 && piles.chunks(2).all(|p| p[0] == p[1]);
        Self::say(!paired)
    }
}

spec_tools::main!(Poj1740);
