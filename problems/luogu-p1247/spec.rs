//! Luogu P1247, 取火柴游戏: Nim; `lose`, or the winning move ⟨b, a⟩ that is lexicographically
//! first, printed `a b`, then the piles after it.

use oracles::input::join;
use oracles::prelude::*;

#[derive(Default)]
pub struct LuoguP1247(games::nim::Nim);

/// `a b` (take a from pile b, 1-based), then the piles after the move.
fn say_move(piles: &[u64], pile: usize, take: u64) -> String {
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
    oracles::plays!(nim::Nim(a));

    /// The first of the moves, in ⟨pile, amount⟩ order, that leave the rival a lost position.
    fn answer(&mut self, case: &Case) -> String {
        let first = self.0.winning_moves(case.list("a")).first().copied();
        first.map_or("lose\n".to_string(), |(pile, take)| {
            say_move(case.list("a"), pile, take)
        })
    }

    /// Bouton: with nim sum x ≠ 0 the one winning move on a pile p takes it to p ⊕ x, smaller
    /// exactly when p has x's top bit; the first such pile is the answer.
    fn reference(&mut self, case: &Case) -> Option<String> {
        let piles = case.list("a");
        let x = piles.iter().fold(0, |sum, pile| sum ^ pile);
        let pile = piles.iter().position(|&p| p ^ x < p);
        Some(pile.map_or("lose\n".to_string(), |pile| {
            say_move(piles, pile, piles[pile] - (piles[pile] ^ x))
        }))
    }

    /// p ⊕ x <= p moves in a lost position.
    fn planted_bug(&mut self, c: &Case) -> String {
        let piles = c.list("a");
        let x = planted::xor(piles);
        let Some(pile) = piles.iter().position(|&p| p ^ x <= p) else {
            return "lose\n".to_string();
        };
        let mut after = piles.to_vec();
        after[pile] ^= x;
        format!(
            "{} {}\n{}\n",
            piles[pile] - after[pile],
            pile + 1,
            planted::join(&after)
        )
    }
}

spec_tools::main!(LuoguP1247);
