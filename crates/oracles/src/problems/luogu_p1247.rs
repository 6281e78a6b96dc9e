//! Luogu P1247, 取火柴游戏: Nim; `lose`, or the winning move ⟨b, a⟩ that is lexicographically
//! first, printed `a b`, then the piles after it.

use crate::format::Sizes;
use crate::games::nim::Nim;
use crate::input::join;
use crate::{Case, Problem};

#[derive(Default)]
pub struct LuoguP1247(Nim);

impl Problem for LuoguP1247 {
    const NAME: &'static str = "luogu-p1247";
    const FORMAT: [&'static str; 2] = ["one case / k / a*k", "k <= 5*10^5; a <= 10^9"];
    const WIN: &'static str = "the winning move";
    const LOSE: &'static str = "lose";
    const EXHAUSTIVE_BOUND: u64 = 5;
    const LINES_PER_ANSWER: Option<usize> = None;
    const SIZES: Sizes = Sizes {
        values: [1, 2, 3, 4, 6, 7, 9, 12, 12, 15],
        counts: [1, 2, 2, 3, 3, 3, 4, 4, 5, 5],
    };

    fn wins(&mut self, case: &Case) -> bool {
        self.0.mover_wins(case.list("a"))
    }

    /// The first move in ⟨pile, amount⟩ order that leaves a position the rival loses.
    fn answer(&mut self, case: &Case) -> String {
        let mut after = case.list("a").to_vec();
        for (pile, &size) in case.list("a").iter().enumerate() {
            for take in 1..=size {
                after[pile] = size - take;
                if !self.0.mover_wins(&after) {
                    return format!("{take} {}\n{}\n", pile + 1, join(&after));
                }
            }
            after[pile] = size;
        }
        "lose\n".to_string()
    }

    fn feasible(&self, case: &Case) -> bool {
        Nim::feasible(case.list("a"))
    }

    /// Bouton: with nim sum x ≠ 0 the one winning move on a pile p takes it to p ⊕ x, smaller
    /// exactly when p has x's top bit; the first such pile is the answer.
    fn reference(&mut self, case: &Case) -> Option<String> {
        let piles = case.list("a");
        let x = piles.iter().fold(0, |sum, pile| sum ^ pile);
        let Some(pile) = piles.iter().position(|&p| p ^ x < p) else {
            return Some("lose\n".to_string());
        };
        let mut after = piles.to_vec();
        after[pile] ^= x;
        let take = piles[pile] - after[pile];
        Some(format!("{take} {}\n{}\n", pile + 1, join(&after)))
    }
}
