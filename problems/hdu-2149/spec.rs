//! HDU 2149, Public Sale: bids raise the price by 1 to N; whoever reaches M buys; every first
//! bid with which Lele, bidding first, surely wins, or `none`.

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu2149(games::auction::Auction);

impl Problem for Hdu2149 {
    const NAME: &'static str = "hdu-2149";
    const FORMAT: [&'static str; 2] = ["until end / M N", "0 < M, N < 1100"];
    const VERDICTS: [&'static str; 2] = ["the winning first bids", "none"];
    const EXHAUSTIVE_BOUND: u64 = 250;
    const SIZES: Sizes = Sizes::values([3, 5, 8, 12, 20, 40, 80, 200, 500, 1099]);
    /// An answer can be a thousand bids: 10^4 lines make about 7 MB of output.
    const MAX_CASES: usize = 10_000;
    oracles::plays!(auction::Auction(M, N));

    fn answer(&mut self, case: &Case) -> String {
        let bids = self.0.winning_first_bids(case["M"], case["N"]);
        let line = match bids.is_empty() {
            true => Self::VERDICTS[1].to_string(),
            false => join(&bids),
        };
        format!("{line}\n")
    }

    /// M mod N instead of M mod (N + 1).
    fn planted_bug(&mut self, c: &Case) -> String {
        match (c["M"], c["N"]) {
            (m, n) if m <= n => format!("{}\n", planted::join(&(m..=n).collect::<Vec<_>>())),
            (m, n) if m % n == 0 => "none\n".to_string(),
            (m, n) => format!("{}\n", m % n),
        }
    }
}

spec_tools::main!(Hdu2149);
