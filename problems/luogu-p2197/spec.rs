//! Luogu P2197, Nim: who takes the last stone wins; `Yes` when the first player wins.

// A spec is never bundled: the solution's Rust 1.63 (its rust-version) does not bind it.
#![allow(clippy::incompatible_msrv)]
use oracles::format::Sizes;
use oracles::games::nim::Nim;
use oracles::planted;
use oracles::{Case, GameOf, Problem};

#[derive(Default)]
pub struct LuoguP2197(Nim);

impl Problem for LuoguP2197 {
    const NAME: &'static str = "luogu-p2197";
    const FORMAT: [&'static str; 2] = [
        "T cases / n / a*n",
        "T <= 10; n <= 10^4; a < 10^4; a any order",
    ];
    const VERDICTS: [&'static str; 2] = ["Yes", "No"];
    const GAME: Option<GameOf> = Some(oracles::games::nim::explore);
    const EXHAUSTIVE_BOUND: u64 = 8;
    const SIZES: Sizes = Sizes::values([1, 2, 3, 4, 5, 7, 9, 12, 12, 15]);

    fn wins(&mut self, case: &Case) -> bool {
        self.0.mover_wins(case.list("a"))
    }

    fn feasible(&self, case: &Case) -> bool {
        Nim::feasible(case.list("a"))
    }

    /// Bouton: the mover wins iff the XOR of the piles is not 0.
    fn reference(&mut self, case: &Case) -> Option<String> {
        Some(Self::say(case.list("a").iter().fold(0, |x, a| x ^ a) != 0))
    }

    /// XOR > 1 instead of != 0.
    fn planted_bug(&mut self, c: &Case) -> String {
        Self::say(planted::xor(c.list("a")) > 1)
    }
}

spec_tools::main!(LuoguP2197);
