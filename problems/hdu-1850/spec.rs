//! HDU 1850, Being a Good Boy in Spring Festival: Nim; how many first moves win.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu1850(games::nim::Nim);

/// How many first moves (a pile, a number to take) leave the rival a lost position.
fn count(_: &Case, moves: Vec<(usize, u64)>) -> String {
    format!("{}\n", moves.len())
}

impl Problem for Hdu1850 {
    const NAME: &'static str = "hdu-1850";
    const FORMAT: [&'static str; 2] = [
        "until 0 / M / N*M",
        "2 <= M <= 100; 1 <= N <= 10^6; N any order",
    ];
    const VERDICTS: [&'static str; 2] = ["the number of winning moves", "0"];
    const EXHAUSTIVE_BOUND: u64 = 8;
    const SIZES: Sizes = Sizes::values([2, 3, 4, 4, 5, 6, 8, 9, 11, 12]);
    const MAX_CASES: usize = 10_000;
    oracles::plays!(nim::Nim(N), with theory, answer from moves by count);

    /// p ⊕ x <= p counts every pile of a lost position.
    fn planted_bug(&mut self, c: &Case) -> String {
        let x = planted::xor(c.list("N"));
        format!("{}\n", c.list("N").iter().filter(|&&p| p ^ x <= p).count())
    }
}

spec_tools::main!(Hdu1850);
