//! HDU 1517, A Multiplication Game: p starts at 1; in turn multiply it by 2 to 9; who first
//! makes p >= n wins. The search plays the game on ⌈n / p⌉, whose values from any n are few
//! (6 623 below 2^32), so it answers the whole range and one memo serves every line.

use crate::format::{Case, Sizes};
use crate::games::multiplication::MultiplicationRules;
use crate::random::biased;
use crate::search::Solver;
use crate::{Problem, Rng, Scale};

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
    const EXHAUSTIVE_BOUND: u64 = 10_000;
    const SIZES: Sizes = Sizes::values([
        10, 20, 200, 4_000, 100_000, MAX_N, MAX_N, MAX_N, MAX_N, MAX_N,
    ]);

    fn wins(&mut self, case: &Case) -> bool {
        self.0.wins(&case["n"])
    }

    /// Half the time next to where the winner changes (9 · 18^j and 18^j); test data only,
    /// the answers come from the search.
    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Case {
        if rng.bool() {
            return crate::problem::derived_random_case(self, rng, scale);
        }
        let max = scale.pick(Self::SIZES.values);
        let powers = (0..8).map(|j| 18u64.pow(j)).flat_map(|p| [p, 9 * p]);
        let points: Vec<u64> = powers.filter(|&p| (2..=max).contains(&p)).collect();
        let near = points[rng.usize(0..points.len())];
        Case::numbers(&[("n", biased(rng, 2, max, &[near, near + 1]))])
    }
}
