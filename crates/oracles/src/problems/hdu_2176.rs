//! hdu-2176: the game in one line (a first spec from the samples: check it against the
//! statement).

use crate::{Case, Problem};

#[derive(Default)]
pub struct Hdu2176;

impl Problem for Hdu2176 {
    const NAME: &'static str = "hdu-2176";
    // Guessed from the samples: the frame, the names and the bounds come from the statement.
    const FORMAT: [&'static str; 2] = ["until 0 / a b c d e", "0 <= a, b, c, d, e <= 100"];
    const VERDICTS: [&'static str; 2] = ["Yes", "No"];
    // The samples print more than two answers: write `answer` too.
    const EXHAUSTIVE_BOUND: u64 = 10;

    fn wins(&mut self, case: &Case) -> bool {
        todo!("hdu-2176: the position of a game of crates/moves for {case:?}, and its search")
    }
}
