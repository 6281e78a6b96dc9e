//! hdu-2897: the game in one line (a first spec from the samples: check it against the
//! statement).

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu2897;

impl Problem for Hdu2897 {
    const NAME: &'static str = "hdu-2897";
    // Guessed from the samples: the frame, the names and the bounds come from the statement.
    const FORMAT: [&'static str; 2] = ["until end / n p q", "1 <= n, p, q < 2^31"];
    const VERDICTS: [&'static str; 2] = ["WIN", "LOST"];
    const EXHAUSTIVE_BOUND: u64 = 10;

    /// The game's search. For a game of crates/moves on the case's values, one line in place of
    /// this function, with the struct holding the game: `oracles::plays!(bash::Bash(n, m));`.
    fn wins(&mut self, case: &Case) -> bool {
        todo!("hdu-2897: the position of a game of crates/moves for {case:?}, and its search")
    }

    /// The winning rule with an off-by-one in a constant or a comparison, as a solution might
    /// get it wrong: the proofs must catch it.
    fn planted_bug(&mut self, case: &Case) -> String {
        todo!("hdu-2897: a near miss of the winning rule for {case:?}")
    }
}
