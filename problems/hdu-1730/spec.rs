//! HDU 1730, Northcott Game: Tom and Jerry slide their own pieces along rows, never onto or
//! over the other's; pieces retreat, so the game is solved backwards (`oracles::loopy`).

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu1730(games::northcott::Northcott);

impl Problem for Hdu1730 {
    const NAME: &'static str = "hdu-1730";
    const FORMAT: [&'static str; 2] = [
        "until end / n m / (a b)*n",
        "0 <= n <= 1000; 2 <= m <= 100; 1 <= a, b <= m; a != b",
    ];
    const VERDICTS: [&'static str; 2] = ["I WIN!", "BAD LUCK!"];
    const EXHAUSTIVE_BOUND: u64 = 4;
    const MAX_CASES: usize = 100; // unbounded by the statement: 100 of 1000 rows is 0.7 MB
    oracles::plays!(northcott::Northcott(m, n), with theory);

    /// The XOR of the distances |a - b| instead of the gaps |a - b| - 1.
    fn planted_bug(&mut self, c: &Case) -> String {
        let gaps: Vec<u64> = c.rows().iter().map(|r| r["a"].abs_diff(r["b"])).collect();
        Self::say(planted::xor(&gaps) != 0)
    }
}

spec_tools::main!(Hdu1730);
