//! hdu-1524: the game in one line (a first spec from the samples: check it against the
//! statement).

use crate::{Case, Problem};

#[derive(Default)]
pub struct Hdu1524;

impl Problem for Hdu1524 {
    const NAME: &'static str = "hdu-1524";
    // Guessed from the samples: the frame, the names and the bounds come from the statement.
    const FORMAT: [&'static str; 2] = ["until 0 / a b c d", "0 <= a, b, c, d <= 10"];
    const VERDICTS: [&'static str; 2] = ["WIN", "LOSE"];
    const EXHAUSTIVE_BOUND: u64 = 10;

    fn wins(&mut self, case: &Case) -> bool {
        todo!("hdu-1524: the position of a game of crates/moves for {case:?}, and its search")
    }
}
