//! HDU 2149, Public Sale: lines `M N` (0 < M, N < 1100) until the end of the input; every first
//! bid with which Lele surely wins, ascending, or `none`.

use super::hdu_1846::near_multiple;
use super::pairs::{PairFrame, PairInput};
use crate::games::auction::Auction;
use crate::input::join;
use crate::random::{biased, smaller_each};
use crate::{MaxInput, Parameter, Parsed, Problem, Rng, Scale, Table};
use itertools::iproduct;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AuctionCase {
    /// M, the price that buys the land.
    pub target: u64,
    /// N, the largest raise of one bid.
    pub max_raise: u64,
}

/// [`Problem::enumerate`]`(bound)`: every `M, N` in `1..=bound`.
#[derive(Default)]
pub struct Hdu2149 {
    auction: Auction,
}

const INPUT: PairInput = PairInput {
    frame: PairFrame::UntilEnd,
    names: ["M", "N"],
    values: 1..=1099,
    range: "1..1100",
};

impl Problem for Hdu2149 {
    type Case = AuctionCase;
    const NAME: &'static str = "hdu-2149";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 250;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> AuctionCase {
        let max = scale.pick([3, 5, 8, 12, 20, 40, 80, 200, 500, 1099]);
        let max_raise = biased(rng, 1, max, &[2, max / 2]);
        let target = match rng.u8(0..3) {
            0 => near_multiple(rng, max_raise + 1, 1, max),
            1 => biased(rng, 1, max_raise.min(max), &[]),
            _ => biased(rng, 1, max, &[max_raise, max_raise + 1, max_raise + 2]),
        };
        AuctionCase { target, max_raise }
    }

    /// The statement bounds no line count: 10^4 lines, since an answer can be a thousand bids
    /// (about 7 MB of output in all).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<AuctionCase> {
        let cases = (0..10_000).map(|_| AuctionCase {
            target: rng.u64(1..=1099),
            max_raise: rng.u64(1..=1099),
        });
        MaxInput {
            cases: cases.collect(),
            shape: "10^4 lines, M, N < 1100",
        }
    }

    fn render(&self, cases: &[AuctionCase]) -> String {
        INPUT.render(cases.iter().map(|case| [case.target, case.max_raise]))
    }

    fn answer(&mut self, case: &AuctionCase) -> String {
        let bids = self.auction.winning_first_bids(case.target, case.max_raise);
        if bids.is_empty() {
            "none\n".to_string()
        } else {
            format!("{}\n", join(&bids))
        }
    }

    fn table(&self) -> Option<Table<AuctionCase>> {
        Some(Table {
            parameters: vec![Parameter::new("M", 1), Parameter::new("N", 1)],
            case: |values| {
                Some(AuctionCase {
                    target: values[0],
                    max_raise: values[1],
                })
            },
            mover_wins: |answer| answer != "none\n",
        })
    }

    fn shrink(&self, case: &AuctionCase) -> Vec<AuctionCase> {
        let smaller = smaller_each(&[case.target, case.max_raise], 1);
        let cases = smaller
            .into_iter()
            .map(|[target, max_raise]| AuctionCase { target, max_raise });
        cases.collect()
    }

    fn enumerate(&self, bound: u64) -> Vec<AuctionCase> {
        iproduct!(1..=bound, 1..=bound)
            .map(|(target, max_raise)| AuctionCase { target, max_raise })
            .collect()
    }

    fn parse(&self, input: &[u8]) -> Result<Parsed<AuctionCase>, String> {
        let parsed = INPUT.parse(input)?;
        Ok(parsed.map(|[target, max_raise]| AuctionCase { target, max_raise }))
    }

    /// An auction needs a positive target and a positive raise.
    fn feasible(&self, case: &AuctionCase) -> bool {
        Auction::feasible(case.target, case.max_raise)
    }
}
