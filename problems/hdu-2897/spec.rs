//! HDU 2897, 邂逅明下: n coins; a move takes p to q, or all when fewer than p are left; whoever
//! takes the last coin loses.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu2897(games::coins::Coins);

impl Problem for Hdu2897 {
    const NAME: &'static str = "hdu-2897";
    const FORMAT: [&'static str; 2] = ["until end / n p q", "1 <= n, p, q <= 65535; p <= q"];
    const VERDICTS: [&'static str; 2] = ["WIN", "LOST"];
    const EXHAUSTIVE_BOUND: u64 = 40;
    oracles::plays!(coins::Coins(n, p, q));

    /// The rule `guess coins --over` finds, for the whole range (common's proof in its doc).
    fn reference(&mut self, case: &Case) -> Option<String> {
        let residue = case["n"] % (case["p"] + case["q"]);
        Some(Self::say(!(1 <= residue && residue <= case["p"])))
    }

    /// n mod (p + q) < p instead of <= p.
    fn planted_bug(&mut self, c: &Case) -> String {
        let r = c["n"] % (c["p"] + c["q"]);
        Self::say(!(1 <= r && r < c["p"]))
    }
}

spec_tools::main!(Hdu2897);
