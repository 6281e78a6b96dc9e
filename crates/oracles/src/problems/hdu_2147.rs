//! HDU 2147, kiki's game: lines `n m` (0 < n, m <= 2000) ended by `0 0` (which may be
//! missing); the coin starts at the top-right corner; `Wonderful!` if kiki, moving first, wins,
//! else `What a pity!`.

use super::require_a_case;
use crate::games::board::Board;
use crate::input::{Outside, Tokens};
use crate::random::{biased, smaller_each};
use crate::{MaxInput, Parsed, Problem, Rng, Scale};
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
        let lines = cases
            .iter()
            .map(|case| format!("{} {}\n", case.rows, case.columns));
        lines.chain(["0 0\n".to_string()]).collect()
    }

    fn answer(&mut self, case: &BoardCase) -> String {
        let kiki = self.board.first_player_wins(case.rows, case.columns);
        format!("{}\n", if kiki { "Wonderful!" } else { "What a pity!" })
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
        let mut tokens = Tokens::new(input);
        let mut outside = Outside::default();
        let mut cases = Vec::new();
        while !tokens.is_empty() {
            let rows = tokens.number("n")?;
            let columns = tokens.number("m")?;
            if (rows, columns) == (0, 0) {
                outside.no_trailing_tokens(&mut tokens);
                break;
            }
            for (name, value) in [("n", rows), ("m", columns)] {
                outside.check((1..=2000).contains(&value), || {
                    format!("{name} = {value} is outside 1..=2000")
                });
            }
            cases.push(BoardCase { rows, columns });
        }
        require_a_case(&cases, &mut outside);
        Ok(Parsed {
            cases,
            outside_statement: outside.into_reason(),
        })
    }

    /// A board needs at least one cell.
    fn feasible(&self, case: &BoardCase) -> bool {
        Board::feasible(case.rows, case.columns)
    }
}
