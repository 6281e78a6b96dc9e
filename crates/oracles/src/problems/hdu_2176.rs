//! HDU 2176, 取(m堆)石子游戏: Nim; `No`, or `Yes` and every winning first move `a b` (from a
//! pile of a, leave b), piles in input order.

use crate::format::Case;
use crate::games::nim::Nim;
use crate::{AnswerLines, Problem};

#[derive(Default)]
pub struct Hdu2176(Nim);

/// `Yes` and a line `a b` for each pile and what a winning move leaves of it, or `No`.
fn say(piles: &[u64], moves: impl Iterator<Item = (usize, u64)>) -> String {
    let lines: String = moves
        .map(|(pile, left)| format!("{} {left}\n", piles[pile]))
        .collect();
    Hdu2176::say(!lines.is_empty()) + &lines
}

impl Problem for Hdu2176 {
    const NAME: &'static str = "hdu-2176";
    const FORMAT: [&'static str; 2] = ["until 0 / m / a*m", "1 <= m <= 200000; 1 <= a < 2^31"];
    const VERDICTS: [&'static str; 2] = ["Yes", "No"];
    const LINES_PER_ANSWER: AnswerLines = AnswerLines::FromVerdict;
    /// Not 10^5 cases of 2·10^5 piles (40 GB): 10.
    const MAX_CASES: usize = 10;
    const EXHAUSTIVE_BOUND: u64 = 5;

    fn wins(&mut self, case: &Case) -> bool {
        self.0.mover_wins(case.list("a"))
    }

    /// Every move the search finds leaves the rival a lost position, in ⟨pile, amount⟩ order.
    fn answer(&mut self, case: &Case) -> String {
        let piles = case.list("a");
        let moves = self.0.winning_moves(piles).into_iter();
        say(piles, moves.map(|(pile, take)| (pile, piles[pile] - take)))
    }

    fn feasible(&self, case: &Case) -> bool {
        Nim::feasible(case.list("a"))
    }

    /// Bouton: with nim sum x ≠ 0, a pile p has one winning move, to p ⊕ x, when p ⊕ x < p.
    fn reference(&mut self, case: &Case) -> Option<String> {
        let piles = case.list("a");
        let x = piles.iter().fold(0, |sum, pile| sum ^ pile);
        let moves = piles.iter().enumerate().filter(|(_, &p)| p ^ x < p);
        Some(say(piles, moves.map(|(pile, &p)| (pile, p ^ x))))
    }
}
