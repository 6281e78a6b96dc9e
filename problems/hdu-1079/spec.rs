//! HDU 1079, Calendar Game: from a date, a move goes to the next day or to the same day of the
//! next month, never past 2001-11-04; whoever reaches it wins. The search plays every date
//! backwards from 2001-11-04.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu1079(games::calendar::Calendar);

impl Problem for Hdu1079 {
    const NAME: &'static str = "hdu-1079";
    const FORMAT: [&'static str; 2] = [
        "T cases / y m d",
        "1 <= T; 1900 <= y <= 2001; 1 <= m <= 12; 1 <= d <= 31",
    ];
    const VERDICTS: [&'static str; 2] = ["YES", "NO"];
    /// Every date of the game.
    const EXHAUSTIVE_BOUND: u64 = 2001;
    const SIZES: Sizes = Sizes::WHOLE;
    oracles::plays!(calendar::Calendar(y, m, d));

    /// m + d even wins, without the exceptions 9/30 and 11/30.
    fn planted_bug(&mut self, c: &Case) -> String {
        Self::say((c["m"] + c["d"]) % 2 == 0)
    }
}

spec_tools::main!(Hdu1079);
