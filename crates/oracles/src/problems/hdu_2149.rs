//! HDU 2149, Public Sale: lines `M N` (0 < M, N < 1100) until the end of the input; every first
//! bid with which Lele surely wins, ascending, or `none`.

use super::hdu_1846::near_multiple;
use super::tuples::{TupleFrame, TupleInput};
use crate::games::auction::Auction;
use crate::input::join;
use crate::random::biased;
use crate::{MaxInput, Rng, Scale, Spec, Table};

/// [`Spec::enumerate`]`(bound)`: every `M, N` in `1..=bound`.
#[derive(Default)]
pub struct Hdu2149 {
    auction: Auction,
}

impl Spec for Hdu2149 {
    /// `[M, N]`: the price that buys the land, and the largest raise of one bid.
    type Case = [u64; 2];
    type Input = TupleInput<2>;
    const INPUT: TupleInput<2> =
        TupleInput::new(TupleFrame::UntilEnd, ["M", "N"], 1..=1099, "1..1100");
    const NAME: &'static str = "hdu-2149";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 250;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> [u64; 2] {
        let max = scale.pick([3, 5, 8, 12, 20, 40, 80, 200, 500, 1099]);
        let max_raise = biased(rng, 1, max, &[2, max / 2]);
        let target = match rng.u8(0..3) {
            0 => near_multiple(rng, max_raise + 1, 1, max),
            1 => biased(rng, 1, max_raise.min(max), &[]),
            _ => biased(rng, 1, max, &[max_raise, max_raise + 1, max_raise + 2]),
        };
        [target, max_raise]
    }

    /// The statement bounds no line count: 10^4 lines, since an answer can be a thousand bids
    /// (about 7 MB of output in all).
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<[u64; 2]> {
        let cases = (0..10_000).map(|_| [rng.u64(1..=1099), rng.u64(1..=1099)]);
        MaxInput {
            cases: cases.collect(),
            shape: "10^4 lines, M, N < 1100",
        }
    }

    fn answer(&mut self, &[target, max_raise]: &[u64; 2]) -> String {
        let bids = self.auction.winning_first_bids(target, max_raise);
        if bids.is_empty() {
            "none\n".to_string()
        } else {
            format!("{}\n", join(&bids))
        }
    }

    fn table(&self) -> Option<Table<[u64; 2]>> {
        Some(Self::INPUT.table(|answer| answer != "none\n"))
    }

    fn enumerate(&self, bound: u64) -> Vec<[u64; 2]> {
        Self::INPUT.all_up_to(bound)
    }

    /// An auction needs a positive target and a positive raise.
    fn feasible(&self, &[target, max_raise]: &[u64; 2]) -> bool {
        Auction::feasible(target, max_raise)
    }
}
