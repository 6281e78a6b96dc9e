//! poj-2348: the game in one line (a first spec from the samples: check it against the
//! statement).

use crate::{Case, Problem};

#[derive(Default)]
pub struct Poj2348;

impl Problem for Poj2348 {
    const NAME: &'static str = "poj-2348";
    // Guessed from the samples: the frame, the names and the bounds come from the statement.
    const FORMAT: [&'static str; 2] = ["until 0 0 / n m", "0 <= n, m <= 100"];
    const VERDICTS: [&'static str; 2] = ["Stan wins", "Ollie wins"];
    const EXHAUSTIVE_BOUND: u64 = 10;

    fn wins(&mut self, case: &Case) -> bool {
        todo!("poj-2348: the position of a game of crates/moves for {case:?}, and its search")
    }
}
