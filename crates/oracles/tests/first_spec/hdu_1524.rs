//! hdu-1524: the game in one line (a first spec from the samples: check it against the
//! statement).

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu1524;

impl Problem for Hdu1524 {
    const NAME: &'static str = "hdu-1524";
    // Guessed from the samples: the frame, the names and the bounds come from the statement.
    const FORMAT: [&'static str; 2] = [
        "until end / N / (k s*k)*N / queries(M p*M) until 0",
        "1 <= N, M <= 10^5; 0 <= k <= 10^5; 1 <= s < 2^31; 0 <= p < 2^31",
    ];
    const VERDICTS: [&'static str; 2] = ["WIN", "LOSE"];
    // A line per query of `queries`: write `answer` too.
    const LINES_PER_ANSWER: AnswerLines = AnswerLines::AsExpected;
    const EXHAUSTIVE_BOUND: u64 = 2;

    /// The game's search. For a game of crates/moves on the case's values, one line in place of
    /// this function, with the struct holding the game: `oracles::plays!(bash::Bash(n, m));`.
    fn wins(&mut self, case: &Case) -> bool {
        todo!("hdu-1524: the position of a game of crates/moves for {case:?}, and its search")
    }

    /// The winning rule with an off-by-one in a constant or a comparison, as a solution might
    /// get it wrong: the proofs must catch it.
    fn planted_bug(&mut self, case: &Case) -> String {
        todo!("hdu-1524: a near miss of the winning rule for {case:?}")
    }
}
