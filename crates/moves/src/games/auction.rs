//! Public Sale: the price starts at 0; the players raise it in turn by 1..=N; whoever makes it
//! reach at least M buys the land.

use crate::explore::{pair, About, Explore, Explorer};
use crate::search::{Game, Solver};
use crate::Parameter;

/// A position is (how far the price is below M, N). At 0 the rival's bid reached M: the game
/// is over and the player to bid has lost. A raise past M buys as surely as one reaching it.
#[derive(Default)]
pub struct AuctionRules;

impl Game for AuctionRules {
    type Position = (u64, u64);

    fn options(
        &self,
        &(short, most): &(u64, u64),
        visit: &mut dyn FnMut((u64, u64)) -> bool,
    ) -> bool {
        short > 0 && (1..=most).any(|raise| visit((short.saturating_sub(raise), most)))
    }
}

pub fn explore() -> Box<dyn Explore> {
    const PARAMETERS: &[Parameter] = &[Parameter::new("M", 1), Parameter::new("N", 1)];
    let about = About::two_numbers(
        "public-sale",
        "the price starts at 0; a bid raises it by 1 to N; who makes it reach M buys",
        PARAMETERS,
        40,
    );
    Explorer::boxed(about, AuctionRules, pair)
}

/// Public Sale positions solved by search.
#[derive(Default)]
pub struct Auction(Solver<AuctionRules>);

impl Auction {
    /// Every first bid (ascending) with which the first bidder surely wins.
    pub fn winning_first_bids(&mut self, target: u64, max_raise: u64) -> Vec<u64> {
        assert!(target >= 1 && max_raise >= 1, "an auction needs M, N >= 1");
        (1..=max_raise)
            .filter(|&bid| !self.0.wins(&(target.saturating_sub(bid), max_raise)))
            .collect()
    }

    /// True when the first bidder has a winning first bid.
    pub fn mover_wins(&mut self, target: u64, max_raise: u64) -> bool {
        !self.winning_first_bids(target, max_raise).is_empty()
    }

    pub fn feasible(target: u64, max_raise: u64) -> bool {
        (1..=5_000).contains(&target) && (1..=5_000).contains(&max_raise)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statements_samples() {
        let mut auction = Auction::default();
        assert_eq!(auction.winning_first_bids(4, 2), [1]);
        assert_eq!(auction.winning_first_bids(3, 2), [0u64; 0]);
        assert_eq!(auction.winning_first_bids(3, 5), [3, 4, 5]);
    }
}
