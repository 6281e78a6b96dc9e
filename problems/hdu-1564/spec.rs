//! HDU 1564, Play a game: a stone walks on an n × n board, never onto a visited square.

#[path = "game.rs"]
mod game;

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu1564(Searched<game::BoardWalk>);

impl Problem for Hdu1564 {
    const NAME: &'static str = "hdu-1564";
    const FORMAT: [&'static str; 2] = ["until 0 / n", "1 <= n <= 10000"];
    const VERDICTS: [&'static str; 2] = ["8600", "ailyanlu"];
    const EXHAUSTIVE_BOUND: u64 = 4;
    const SIZES: Sizes = Sizes::values([1, 2, 3, 4, 4, 4, 4, 4, 4, 4]);
    oracles::plays!(own game::BoardWalk(n));

    /// The domino tiling: 8600 wins iff n is even.
    fn reference(&mut self, case: &Case) -> Option<String> {
        Some(Self::say(case["n"] % 2 == 0))
    }

    /// Decided by the colour of the far corner, n odd or even turned around at n = 3.
    fn planted_bug(&mut self, c: &Case) -> String {
        Self::say(c["n"] % 2 == 0 || c["n"] == 3)
    }
}

spec_tools::main!(Hdu1564);
