//! HDU 2147, kiki's game: a coin at the top-right corner of an n × m board moves one cell left,
//! down or down-left; who cannot move loses; kiki moves first.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu2147(games::board::Board);

impl Problem for Hdu2147 {
    const NAME: &'static str = "hdu-2147";
    const FORMAT: [&'static str; 2] = ["until 0 0 / n m", "1 <= n, m <= 2000"];
    const VERDICTS: [&'static str; 2] = ["Wonderful!", "What a pity!"];
    const EXHAUSTIVE_BOUND: u64 = 700;
    const SIZES: Sizes = Sizes::values([2, 3, 5, 8, 12, 20, 50, 200, 1000, 2000]);
    oracles::plays!(board::Board(n, m));

    /// kiki loses when n is even (n + 1 odd) and m odd.
    fn planted_bug(&mut self, c: &Case) -> String {
        Self::say((c["n"] + 1) % 2 == 0 || c["m"] % 2 == 0)
    }
}

spec_tools::main!(Hdu2147);
