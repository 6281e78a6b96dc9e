//! HDU 2147, kiki's game: a coin at the top-right corner of an n × m board moves one cell left,
//! down or down-left; who cannot move loses; kiki moves first.

use crate::format::Sizes;
use crate::games::board::Board;
use crate::{Case, Problem};

#[derive(Default)]
pub struct Hdu2147(Board);

impl Problem for Hdu2147 {
    const NAME: &'static str = "hdu-2147";
    const FORMAT: [&'static str; 2] = ["until 0 0 / n m", "1 <= n, m <= 2000"];
    const VERDICTS: [&'static str; 2] = ["Wonderful!", "What a pity!"];
    const EXHAUSTIVE_BOUND: u64 = 700;
    const SIZES: Sizes = Sizes::values([2, 3, 5, 8, 12, 20, 50, 200, 1000, 2000]);

    fn wins(&mut self, case: &Case) -> bool {
        self.0.first_player_wins(case["n"], case["m"])
    }

    fn feasible(&self, case: &Case) -> bool {
        Board::feasible(case["n"], case["m"])
    }
}
