//! Luogu P1247, 取火柴游戏: Nim; `lose`, or the winning move ⟨b, a⟩ that is lexicographically
//! first, printed `a b`, then the piles after it.

use oracles::prelude::*;

#[derive(Default)]
pub struct LuoguP1247(games::nim::Nim);

/// The first move, in ⟨pile, amount⟩ order, printed `a b` (take a from pile b, 1-based), then
/// the piles after it; `lose` if none.
fn say_first(case: &Case, moves: Vec<(usize, u64)>) -> String {
    let piles = case.list("a");
    let Some(&(pile, take)) = moves.first() else {
        return "lose\n".to_string();
    };
    let mut after = piles.to_vec();
    after[pile] -= take;
    format!("{take} {}\n{}\n", pile + 1, join(&after))
}

impl Problem for LuoguP1247 {
    const NAME: &'static str = "luogu-p1247";
    const FORMAT: [&'static str; 2] = ["one case / k / a*k", "k <= 5*10^5; a <= 10^9"];
    const VERDICTS: [&'static str; 2] = ["the winning move", "lose"];
    const EXHAUSTIVE_BOUND: u64 = 5;
    const LINES_PER_ANSWER: AnswerLines = AnswerLines::AsExpected;
    const SIZES: Sizes = Sizes::values([1, 2, 3, 4, 6, 7, 9, 12, 12, 15]);
    oracles::plays!(nim::Nim(a), with theory, answer from moves by say_first);

    /// p ⊕ x <= p moves in a lost position.
    fn planted_bug(&mut self, c: &Case) -> String {
        let (piles, x) = (c.list("a"), planted::xor(c.list("a")));
        let moves = (0..piles.len()).filter(|&i| piles[i] ^ x <= piles[i]);
        let moves: Vec<_> = moves.map(|i| (i, piles[i] - (piles[i] ^ x))).collect();
        say_first(c, moves)
    }
}

spec_tools::main!(LuoguP1247);
