//! Luogu P2197, Nim: who takes the last stone wins; `Yes` when the first player wins.

use oracles::prelude::*;

#[derive(Default)]
pub struct LuoguP2197(games::nim::Nim);

impl Problem for LuoguP2197 {
    const NAME: &'static str = "luogu-p2197";
    const FORMAT: [&'static str; 2] = [
        "T cases / n / a*n",
        "T <= 10; n <= 10^4; a < 10^4; a any order",
    ];
    const VERDICTS: [&'static str; 2] = ["Yes", "No"];
    const EXHAUSTIVE_BOUND: u64 = 8;
    const SIZES: Sizes = Sizes::values([1, 2, 3, 4, 5, 7, 9, 12, 12, 15]);
    oracles::plays!(nim::Nim(a), with theory);

    /// XOR > 1 instead of != 0.
    fn planted_bug(&mut self, c: &Case) -> String {
        Self::say(planted::xor(c.list("a")) > 1)
    }
}

spec_tools::main!(LuoguP2197);
