//! HDU 2176, 取(m堆)石子游戏: Nim; `No`, or `Yes` and every winning first move `a b` (from a
//! pile of a, leave b), piles in input order.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu2176(games::nim::Nim);

/// `Yes` and a line `a b` for each winning move ⟨pile, amount⟩ (a pile of a left at b), or `No`.
fn say(case: &Case, moves: Vec<(usize, u64)>) -> String {
    let piles = case.list("a");
    let moves = moves
        .into_iter()
        .map(|(i, take)| (piles[i], piles[i] - take));
    let lines: String = moves.map(|(a, b)| format!("{a} {b}\n")).collect();
    Hdu2176::say(!lines.is_empty()) + &lines
}

impl Problem for Hdu2176 {
    const NAME: &'static str = "hdu-2176";
    const FORMAT: [&'static str; 2] = ["until 0 / m / a*m", "1 <= m <= 200000; 1 <= a < 2^31"];
    const VERDICTS: [&'static str; 2] = ["Yes", "No"];
    const LINES_PER_ANSWER: AnswerLines = AnswerLines::FromVerdict;
    const MAX_CASES: usize = 10; // not 10^5 cases of 2·10^5 piles (40 GB)
    const EXHAUSTIVE_BOUND: u64 = 5;
    oracles::plays!(nim::Nim(a), with theory, answer from moves by say);

    /// Only the first winning move, not every one.
    fn planted_bug(&mut self, c: &Case) -> String {
        let piles = c.list("a");
        let x = planted::xor(piles);
        match piles.iter().find(|&&p| p ^ x < p) {
            Some(&p) => format!("Yes\n{p} {}\n", p ^ x),
            None => "No\n".to_string(),
        }
    }
}

spec_tools::main!(Hdu2176);
