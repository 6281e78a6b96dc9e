//! hdu-1079: the game in one line (a first spec from the samples: check it against the
//! statement).

use crate::{Case, Problem};

#[derive(Default)]
pub struct Hdu1079;

impl Problem for Hdu1079 {
    const NAME: &'static str = "hdu-1079";
    // Guessed from the samples: the frame, the names and the bounds come from the statement.
    const FORMAT: [&'static str; 2] = ["T cases / n p q", "1 <= T <= 100; 1 <= n, p, q <= 10000"];
    const VERDICTS: [&'static str; 2] = ["YES", "NO"];
    const EXHAUSTIVE_BOUND: u64 = 10;

    fn wins(&mut self, case: &Case) -> bool {
        todo!("hdu-1079: the position of a game of crates/moves for {case:?}, and its search")
    }
}
