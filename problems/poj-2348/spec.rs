//! POJ 2348, Euclid's Game: a move subtracts a positive multiple of the smaller number from the
//! larger, leaving it non-negative; whoever makes a number 0 wins.

use oracles::prelude::*;

#[derive(Default)]
pub struct Poj2348(games::euclid::Euclid);

impl Problem for Poj2348 {
    const NAME: &'static str = "poj-2348";
    const FORMAT: [&'static str; 2] = ["until 0 0 / a b", "1 <= a, b < 2^31"];
    const VERDICTS: [&'static str; 2] = ["Stan wins", "Ollie wins"];
    const EXHAUSTIVE_BOUND: u64 = 150;
    oracles::plays!(euclid::Euclid(a, b), with theory);

    /// The larger more than twice the smaller wins at once, not at least twice.
    fn planted_bug(&mut self, c: &Case) -> String {
        let (mut small, mut large) = (c["a"].min(c["b"]), c["a"].max(c["b"]));
        let mut mover_wins = true;
        while large / small <= 2 && large % small != 0 {
            (small, large) = ((large - small).min(small), (large - small).max(small));
            mover_wins = !mover_wins;
        }
        Self::say(mover_wins)
    }
}

spec_tools::main!(Poj2348);
