//! HDU 2147, kiki's game: lines `n m` (0 < n, m <= 2000) ended by `0 0` (which may be
//! missing); the coin starts at the top-right corner; `Wonderful!` if kiki, moving first, wins,
//! else `What a pity!`.

use super::tuples::{TupleFrame, TupleInput};
use crate::games::board::Board;
use crate::input::Verdicts;
use crate::random::biased;
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every board of `1..=bound` rows and columns.
#[derive(Default)]
pub struct Hdu2147 {
    board: Board,
}

const VERDICTS: Verdicts = Verdicts {
    win: "Wonderful!",
    lose: "What a pity!",
};

impl Spec for Hdu2147 {
    /// `[n, m]`: the board's rows and columns.
    type Case = [u64; 2];
    type Input = TupleInput<2>;
    const INPUT: TupleInput<2> =
        TupleInput::new(TupleFrame::UntilZeros, ["n", "m"], 1..=2000, "1..=2000");
    const NAME: &'static str = "hdu-2147";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 700;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> [u64; 2] {
        let max = scale.pick([2, 3, 5, 8, 12, 20, 50, 200, 1000, 2000]);
        let rows = biased(rng, 1, max, &[1, 2]);
        let columns = biased(rng, 1, max, &[rows, 1, 2]);
        [rows, columns]
    }

    /// The statement bounds no line count: 10^5 lines.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<[u64; 2]> {
        let cases = (0..100_000).map(|_| [rng.u64(1..=2000), rng.u64(1..=2000)]);
        MaxInput {
            cases: cases.collect(),
            shape: "10^5 lines, n, m <= 2000",
        }
    }

    fn answer(&mut self, &[rows, columns]: &[u64; 2]) -> String {
        VERDICTS.say(self.board.first_player_wins(rows, columns))
    }

    fn table(&self) -> Option<Table<[u64; 2]>> {
        Some(Self::INPUT.table(|answer| VERDICTS.mover_wins(answer)))
    }

    fn enumerate(&self, bound: u64) -> Vec<[u64; 2]> {
        Self::INPUT.all_up_to(bound)
    }

    /// A board needs at least one cell.
    fn feasible(&self, &[rows, columns]: &[u64; 2]) -> bool {
        Board::feasible(rows, columns)
    }
}
