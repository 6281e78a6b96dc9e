//! HDU 1730, Northcott Game: Tom and Jerry slide their own pieces along rows, never onto or
//! over the other's; pieces retreat, so the game is solved backwards (`crate::loopy`).

use crate::games::northcott::{position, NorthcottRules};
use crate::{loopy::Outcome, search::Play, search::Solver, Case, Problem};

#[derive(Default)]
pub struct Hdu1730;

impl Problem for Hdu1730 {
    const NAME: &'static str = "hdu-1730";
    const FORMAT: [&'static str; 2] = [
        "until end / n m / (a b)*n",
        "0 <= n <= 1000; 2 <= m <= 100; 1 <= a, b <= m; a != b",
    ];
    const VERDICTS: [&'static str; 2] = ["I WIN!", "BAD LUCK!"];
    const EXHAUSTIVE_BOUND: u64 = 4;
    // No count bounds the cases: 100 of 1000 rows is a 0.7 MB input.
    const MAX_CASES: usize = 100;

    fn wins(&mut self, case: &Case) -> bool {
        let rows: Vec<(u64, u64)> = case.rows().iter().map(|r| (r["a"], r["b"])).collect();
        let start = position(case["m"], &rows).expect("a case inside the statement");
        // A solver per case: a memo kept across cases would grow the proofs' own process, whose
        // size the child's peak memory (ru_maxrss) starts from, past the 32 MiB limit.
        Solver::new(NorthcottRules).outcome(&start, Play::Normal) == Outcome::Win
    }

    /// Each row a nim heap of the squares between the pieces, for the whole range.
    fn reference(&mut self, case: &Case) -> Option<String> {
        let gaps = case.rows().iter().map(|r| r["a"].abs_diff(r["b"]) - 1);
        Some(Self::say(gaps.fold(0, |x, gap| x ^ gap) != 0))
    }

    /// Positions: multisets of rows, each of m(m - 1) placements, with either player to move.
    fn feasible(&self, case: &Case) -> bool {
        let rows: Vec<(u64, u64)> = case.rows().iter().map(|r| (r["a"], r["b"])).collect();
        let placements = case["m"].saturating_mul(case["m"].saturating_sub(1));
        let mut positions = 2u64;
        for k in 1..=rows.len() as u64 {
            positions = positions.saturating_mul(placements + k - 1) / k;
        }
        positions <= 30_000 && position(case["m"], &rows).is_some()
    }
}
