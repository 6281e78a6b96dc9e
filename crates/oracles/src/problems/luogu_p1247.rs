//! Luogu P1247, 取火柴游戏: one case, `k` (<= 5·10^5) then k piles (each <= 10^9). `lose`, or
//! the winning move ⟨b, a⟩ that is lexicographically first printed as `a b`, then the piles
//! after it.

use super::lists::{Count, Frame, List, ListInput};
use super::luogu_p2197::random_nim_piles;
use crate::games::nim::Nim;
use crate::input::join;
use crate::random::{all_lists, chance, full_range_count, uniform};
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every list of at most `bound` piles of at most `bound`.
#[derive(Default)]
pub struct LuoguP1247 {
    nim: Nim,
}

impl Spec for LuoguP1247 {
    type Case = Vec<u64>;
    type Input = ListInput;
    const INPUT: ListInput = ListInput::new(
        Frame::Single,
        List::new(
            Count::new("k", 0..=500_000, "5·10^5"),
            "a pile",
            0..=1_000_000_000,
        ),
    );
    const NAME: &'static str = "luogu-p1247";
    const MAX_BATCH: usize = 1;
    const EXHAUSTIVE_BOUND: u64 = 5;
    const LINES_PER_ANSWER: Option<usize> = None;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Vec<u64> {
        let count = if chance(rng, 1, 30) {
            0
        } else {
            rng.usize(1..=scale.pick([1, 2, 2, 3, 3, 3, 4, 4, 5, 5]))
        };
        random_nim_piles(rng, count, 0, scale.pick([1, 2, 3, 4, 6, 7, 9, 12, 12, 15]))
    }

    /// A winning position, so that the answer prints every pile (`lose` would be one word).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<Vec<u64>> {
        let mut piles = uniform(rng, 500_000, 0..=1_000_000_000);
        if piles.iter().fold(0, |x, p| x ^ p) == 0 {
            piles[0] ^= 1;
        }
        MaxInput {
            cases: vec![piles],
            shape: "k = 5·10^5, piles <= 10^9, a winning position",
        }
    }

    /// Tries every move in ⟨pile, amount⟩ order and stops at the first that leaves a position
    /// the search says the rival loses.
    fn answer(&mut self, piles: &Vec<u64>) -> String {
        let mut after = piles.clone();
        for (pile, &size) in piles.iter().enumerate() {
            for take in 1..=size {
                after[pile] = size - take;
                if !self.nim.mover_wins(&after) {
                    return format!("{take} {}\n{}\n", pile + 1, join(&after));
                }
            }
            after[pile] = size;
        }
        "lose\n".to_string()
    }

    fn full_range_case(&mut self, rng: &mut Rng) -> Vec<u64> {
        let count = full_range_count(rng, 0, 500_000);
        random_nim_piles(rng, count, 0, 1_000_000_000)
    }

    /// Bouton: with nim sum x ≠ 0, the only winning move on a pile p takes it to p ⊕ x, which
    /// is smaller exactly when p has x's top bit; the first such pile is the answer.
    fn reference(&mut self, piles: &Vec<u64>) -> String {
        let nim_sum = piles.iter().fold(0, |sum, pile| sum ^ pile);
        let Some(pile) = piles.iter().position(|&p| p ^ nim_sum < p) else {
            return "lose\n".to_string();
        };
        let mut after = piles.clone();
        after[pile] ^= nim_sum;
        let take = piles[pile] - after[pile];
        format!("{take} {}\n{}\n", pile + 1, join(&after))
    }

    /// Three piles, `c` at its smallest unless `--fix c=…` says otherwise.
    fn table(&self) -> Option<Table<Vec<u64>>> {
        Some(Self::INPUT.three_table(|answer| answer != "lose\n"))
    }

    fn enumerate(&self, bound: u64) -> Vec<Vec<u64>> {
        all_lists(0..=bound as usize, 0, bound)
    }

    fn feasible(&self, piles: &Vec<u64>) -> bool {
        Nim::feasible(piles)
    }
}
