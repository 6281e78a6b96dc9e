//! The Bash game: one pile, a move takes 1..=m stones, who takes the last stone wins (so a
//! player facing an empty pile, or a pile from which no take is allowed, has lost).

use std::collections::HashMap;

/// For each take limit m seen, whether the player to move wins with 0, 1, 2, ... stones left.
#[derive(Default)]
pub struct Bash {
    tables: HashMap<u64, Vec<bool>>,
}

impl Bash {
    /// True when the player to move wins with `stones` left and takes of 1..=`max_take`.
    pub fn mover_wins(&mut self, stones: u64, max_take: u64) -> bool {
        let table = self.tables.entry(max_take).or_default();
        let stones = usize::try_from(stones).expect("a pile small enough to search");
        while table.len() <= stones {
            let left = table.len();
            let takes = 1..=max_take.min(left as u64) as usize;
            let wins = takes.into_iter().any(|take| !table[left - take]);
            table.push(wins);
        }
        table[stones]
    }

    /// True when the table is small: a table of `stones` entries, each trying up to
    /// `max_take` takes.
    pub fn feasible(stones: u64, max_take: u64) -> bool {
        stones <= 100_000 && stones.saturating_mul(max_take.min(stones)) <= 5_000_000
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_positions_by_hand() {
        let mut bash = Bash::default();
        assert!(!bash.mover_wins(0, 3));
        assert!(bash.mover_wins(3, 3));
        assert!(!bash.mover_wins(4, 3));
        assert!(!bash.mover_wins(5, 0));
    }
}
