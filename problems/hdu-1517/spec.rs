//! HDU 1517, A Multiplication Game: p starts at 1; in turn multiply it by 2 to 9; who first
//! makes p >= n wins. The search plays the game on ⌈n / p⌉, whose values from any n are few
//! (6 623 below 2^32), so it answers the whole range and one memo serves every line.

use oracles::games::multiplication::MultiplicationRules;
use oracles::prelude::*;

pub struct Hdu1517(Solver<MultiplicationRules>);

impl Default for Hdu1517 {
    fn default() -> Self {
        Hdu1517(Solver::new(MultiplicationRules))
    }
}

const MAX_N: u64 = 4_294_967_294;

impl Problem for Hdu1517 {
    const NAME: &'static str = "hdu-1517";
    const FORMAT: [&'static str; 2] = ["until end / n", "1 < n < 4294967295"];
    const VERDICTS: [&'static str; 2] = ["Stan wins.", "Ollie wins."];
    const GAME: Option<GameOf> = Some(oracles::games::multiplication::explore);
    const EXHAUSTIVE_BOUND: u64 = 10_000;
    const SIZES: Sizes = Sizes::values([
        10, 20, 200, 4_000, 100_000, MAX_N, MAX_N, MAX_N, MAX_N, MAX_N,
    ]);

    fn wins(&mut self, case: &Case) -> bool {
        self.0.wins(&case["n"])
    }

    /// 18^j <= n instead of 18^j < n.
    fn planted_bug(&mut self, c: &Case) -> String {
        let n = c["n"];
        let stan = (0..8).map(|j| 18u64.pow(j)).any(|p| p <= n && n <= 9 * p);
        Self::say(stan)
    }
}

spec_tools::main!(Hdu1517);
