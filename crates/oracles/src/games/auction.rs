//! Public Sale: the price starts at 0; the players raise it in turn by 1..=N; whoever makes it
//! reach at least M buys the land.

use std::collections::HashMap;

/// For each raise limit N seen, whether the player to bid wins when the price is d below M,
/// for d = 0, 1, 2, ... (d = 0 means the rival's bid reached M: the player to bid has lost).
#[derive(Default)]
pub struct Auction {
    tables: HashMap<u64, Vec<bool>>,
}

impl Auction {
    /// True when the player about to bid wins while the price is `short` below the target.
    fn bidder_wins(&mut self, short: u64, max_raise: u64) -> bool {
        let table = self.tables.entry(max_raise).or_insert_with(|| vec![false]);
        let short = usize::try_from(short).expect("a target small enough to search");
        while table.len() <= short {
            let d = table.len();
            // A raise of at least d reaches the target and buys; a smaller one hands the rival
            // a price d - raise below it.
            let wins = (1..=max_raise as usize).any(|raise| raise >= d || !table[d - raise]);
            table.push(wins);
        }
        table[short]
    }

    /// Every first bid (ascending) with which the first bidder surely wins.
    pub fn winning_first_bids(&mut self, target: u64, max_raise: u64) -> Vec<u64> {
        assert!(target >= 1 && max_raise >= 1, "an auction needs M, N >= 1");
        (1..=max_raise)
            .filter(|&bid| bid >= target || !self.bidder_wins(target - bid, max_raise))
            .collect()
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
