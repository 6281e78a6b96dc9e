//! POJ 2348, Euclid's Game: a move subtracts a positive multiple of the smaller number from the
//! larger, leaving it non-negative; whoever makes a number 0 wins.

use oracles::games::euclid::EuclidRules;
use oracles::prelude::*;

#[derive(Default)]
pub struct Poj2348(Solver<EuclidRules>);

impl Problem for Poj2348 {
    const NAME: &'static str = "poj-2348";
    const FORMAT: [&'static str; 2] = ["until 0 0 / a b", "1 <= a, b < 2^31"];
    const VERDICTS: [&'static str; 2] = ["Stan wins", "Ollie wins"];
    const GAME: Option<GameOf> = Some(oracles::games::euclid::explore);
    const EXHAUSTIVE_BOUND: u64 = 150;

    fn wins(&mut self, case: &Case) -> bool {
        self.0.wins(&(case["a"], case["b"]))
    }

    /// From (1, n) the search tries n - 1 moves before the winning one, n deep.
    fn feasible(&self, case: &Case) -> bool {
        case["a"].max(case["b"]) <= 2000
    }

    /// The mover wins at once when the larger is at least twice the smaller (take all, or
    /// all but one multiple, whichever loses); otherwise the one move is forced.
    fn reference(&mut self, case: &Case) -> Option<String> {
        let (mut small, mut large) = (case["a"].min(case["b"]), case["a"].max(case["b"]));
        let mut mover_wins = true;
        while large / small < 2 && large % small != 0 {
            (small, large) = (large - small, small);
            mover_wins = !mover_wins;
        }
        Some(Self::say(mover_wins))
    }

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
