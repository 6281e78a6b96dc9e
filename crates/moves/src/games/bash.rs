//! The Bash game: one pile, a move takes 1..=m stones, who takes the last stone wins (so a
//! player facing an empty pile, or a pile from which no take is allowed, has lost).

use crate::explore::{pair, About, Explore, Explorer};
use crate::search::{Game, Solver};
use crate::Parameter;

/// A position is (stones left, the most a move may take).
#[derive(Default)]
pub struct BashRules;

impl Game for BashRules {
    type Position = (u64, u64);

    fn options(
        &self,
        &(stones, most): &(u64, u64),
        visit: &mut dyn FnMut((u64, u64)) -> bool,
    ) -> bool {
        (1..=most.min(stones)).any(|take| visit((stones - take, most)))
    }
}

pub fn explore() -> Box<dyn Explore> {
    const PARAMETERS: &[Parameter] = &[Parameter::new("n", 0), Parameter::new("m", 1)];
    let about = About::two_numbers(
        "bash",
        "one pile of n; a move takes 1 to m stones; who takes the last stone wins",
        PARAMETERS,
        40,
    );
    Explorer::boxed(about, BashRules, pair)
}

/// Bash positions solved by search.
#[derive(Default)]
pub struct Bash(Solver<BashRules>);

impl Bash {
    /// True when the player to move wins with `stones` left and takes of 1..=`max_take`.
    pub fn mover_wins(&mut self, stones: u64, max_take: u64) -> bool {
        self.0.wins(&(stones, max_take))
    }

    /// Whether the player to move wins, by the game's theory rather than the search: leaving a
    /// multiple of `max_take + 1` answers every take with its complement, so the mover loses
    /// exactly on those (and with no take allowed).
    pub fn mover_wins_by_theory(stones: u64, max_take: u64) -> bool {
        let period = max_take.checked_add(1);
        stones > 0 && max_take > 0 && period.is_none_or(|period| !stones.is_multiple_of(period))
    }

    /// True when the search is small: `stones` positions, each trying up to `max_take` takes.
    pub fn feasible(stones: u64, max_take: u64) -> bool {
        stones <= 100_000 && stones.saturating_mul(max_take.min(stones)) <= 5_000_000
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theory_agrees_with_the_search_up_to_200_stones_and_takes_of_60() {
        let mut bash = Bash::default();
        for stones in 0..=200 {
            for max_take in 0..=60 {
                let by_theory = Bash::mover_wins_by_theory(stones, max_take);
                assert_eq!(
                    by_theory,
                    bash.mover_wins(stones, max_take),
                    "{stones} {max_take}"
                );
            }
        }
    }

    #[test]
    fn small_positions_by_hand() {
        let mut bash = Bash::default();
        assert!(!bash.mover_wins(0, 3));
        assert!(bash.mover_wins(3, 3));
        assert!(!bash.mover_wins(4, 3));
        assert!(!bash.mover_wins(5, 0));
    }
}
