//! HDU 1730, Northcott Game: Tom and Jerry slide their own pieces along rows, never onto or
//! over the other's; pieces retreat, so the game is solved backwards (`oracles::loopy`).

use oracles::games::northcott::{feasible, tom_wins, NorthcottRules};
use oracles::prelude::*;

/// The positions solved so far, kept across cases: the exhaustive proof's boards share most of
/// their positions (its 14 s with a solver per case became 0.15 s).
#[derive(Default)]
pub struct Hdu1730(Solver<NorthcottRules>);

/// Past this many positions the memo starts again, so that stress's thousands of random boards
/// (each up to 30,000 positions, see `feasible`) keep it within a few tens of MiB.
const MEMO_LIMIT: usize = 300_000;

impl Problem for Hdu1730 {
    const NAME: &'static str = "hdu-1730";
    const FORMAT: [&'static str; 2] = [
        "until end / n m / (a b)*n",
        "0 <= n <= 1000; 2 <= m <= 100; 1 <= a, b <= m; a != b",
    ];
    const VERDICTS: [&'static str; 2] = ["I WIN!", "BAD LUCK!"];
    const GAME: Option<GameOf> = Some(oracles::games::northcott::explore);
    const EXHAUSTIVE_BOUND: u64 = 4;
    const MAX_CASES: usize = 100; // unbounded by the statement: 100 of 1000 rows is 0.7 MB

    fn wins(&mut self, case: &Case) -> bool {
        if self.0.positions_known() > MEMO_LIMIT {
            self.0 = Solver::default();
        }
        tom_wins(&mut self.0, case["m"], &rows(case))
    }

    fn feasible(&self, case: &Case) -> bool {
        feasible(case["m"], &rows(case))
    }

    /// Each row a nim heap of the squares between the pieces, over the whole range.
    fn reference(&mut self, case: &Case) -> Option<String> {
        let gaps = rows(case).into_iter().map(|(a, b)| a.abs_diff(b) - 1);
        Some(Self::say(gaps.fold(0, |x, gap| x ^ gap) != 0))
    }

    /// The XOR of the distances |a - b| instead of the gaps |a - b| - 1.
    fn planted_bug(&mut self, c: &Case) -> String {
        let gaps: Vec<u64> = c.rows().iter().map(|r| r["a"].abs_diff(r["b"])).collect();
        Self::say(planted::xor(&gaps) != 0)
    }
}

fn rows(case: &Case) -> Vec<(u64, u64)> {
    case.rows().iter().map(|r| (r["a"], r["b"])).collect()
}

spec_tools::main!(Hdu1730);
