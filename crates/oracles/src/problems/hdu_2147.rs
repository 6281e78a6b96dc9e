//! HDU 2147, kiki's game: lines `n m` (0 < n, m <= 2000) ended by `0 0` (which may be
//! missing); the coin starts at the top-right corner; `Wonderful!` if kiki, moving first, wins,
//! else `What a pity!`.

use super::pairs::{PairFrame, PairInput};
use crate::games::board::Board;
use crate::random::{biased, smaller_each};
use crate::{MaxInput, Parameter, Parsed, Problem, Rng, Scale, Table};
use itertools::iproduct;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardCase {
    pub rows: u64,
    pub columns: u64,
}

/// [`Problem::enumerate`]`(bound)`: every board of `1..=bound` rows and columns.
#[derive(Default)]
pub struct Hdu2147 {
    board: Board,
}

const INPUT: PairInput = PairInput {
    frame: PairFrame::UntilZeros,
    names: ["n", "m"],
    values: 1..=2000,
    range: "1..=2000",
};

impl Problem for Hdu2147 {
    type Case = BoardCase;
    const NAME: &'static str = "hdu-2147";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 700;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> BoardCase {
        let max = scale.pick([2, 3, 5, 8, 12, 20, 50, 200, 1000, 2000]);
        let rows = biased(rng, 1, max, &[1, 2]);
        let columns = biased(rng, 1, max, &[rows, 1, 2]);
        BoardCase { rows, columns }
    }

    /// The statement bounds no line count: 10^5 lines.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<BoardCase> {
        let cases = (0..100_000).map(|_| BoardCase {
            rows: rng.u64(1..=2000),
            columns: rng.u64(1..=2000),
        });
        MaxInput {
            cases: cases.collect(),
            shape: "10^5 lines, n, m <= 2000",
        }
    }

    fn render(&self, cases: &[BoardCase]) -> String {
        INPUT.render(cases.iter().map(|case| [case.rows, case.columns]))
    }

    fn answer(&mut self, case: &BoardCase) -> String {
        let kiki = self.board.first_player_wins(case.rows, case.columns);
        format!("{}\n", if kiki { "Wonderful!" } else { "What a pity!" })
    }

    fn table(&self) -> Option<Table<BoardCase>> {
        Some(Table {
            parameters: vec![Parameter::new("n", 1), Parameter::new("m", 1)],
            case: |values| {
                Some(BoardCase {
                    rows: values[0],
                    columns: values[1],
                })
            },
            mover_wins: |answer| answer == "Wonderful!\n",
        })
    }

    fn shrink(&self, case: &BoardCase) -> Vec<BoardCase> {
        let smaller = smaller_each(&[case.rows, case.columns], 1);
        let cases = smaller
            .into_iter()
            .map(|[rows, columns]| BoardCase { rows, columns });
        cases.collect()
    }

    fn enumerate(&self, bound: u64) -> Vec<BoardCase> {
        iproduct!(1..=bound, 1..=bound)
            .map(|(rows, columns)| BoardCase { rows, columns })
            .collect()
    }

    fn parse(&self, input: &[u8]) -> Result<Parsed<BoardCase>, String> {
        let parsed = INPUT.parse(input)?;
        Ok(parsed.map(|[rows, columns]| BoardCase { rows, columns }))
    }

    /// A board needs at least one cell.
    fn feasible(&self, case: &BoardCase) -> bool {
        Board::feasible(case.rows, case.columns)
    }
}
