//! Euclid's game (POJ 2348): two numbers; a move subtracts a positive multiple of the smaller
//! from the larger, leaving it non-negative; whoever makes a number 0 wins (so a position with
//! a 0 offers no move: who faces it has lost).

use crate::explore::{pair, About, Explore, Explorer};
use crate::search::{Game, Solver};
use crate::Parameter;

/// A position is the two numbers.
#[derive(Default)]
pub struct EuclidRules;

impl Game for EuclidRules {
    type Position = (u64, u64);

    fn options(&self, &(a, b): &(u64, u64), visit: &mut dyn FnMut((u64, u64)) -> bool) -> bool {
        let (small, large) = (a.min(b), a.max(b));
        if small == 0 {
            return false;
        }
        (1..=large / small).any(|k| visit((small, large - k * small)))
    }
}

pub fn explore() -> Box<dyn Explore> {
    const NUMBERS: &[Parameter] = &[Parameter::new("a", 1), Parameter::new("b", 1)];
    let about = About::two_numbers(
        "euclid",
        "two numbers; a move subtracts a multiple of the smaller from the larger, not below 0; \
         whoever reaches 0 wins",
        NUMBERS,
        60,
    );
    Explorer::boxed(about, EuclidRules, pair)
}

/// Euclid's game solved by search.
#[derive(Default)]
pub struct Euclid(Solver<EuclidRules>);

impl Euclid {
    pub fn mover_wins(&mut self, a: u64, b: u64) -> bool {
        self.0.wins(&(a, b))
    }

    /// True when the search is quick: from (1, n) it tries n - 1 moves before the winning one,
    /// n deep.
    pub fn feasible(a: u64, b: u64) -> bool {
        a.max(b) <= 2000
    }

    /// Whether the player to move wins, by the game's theory rather than the search: at once
    /// when the larger is at least twice the smaller (take all, or all but one multiple,
    /// whichever loses) or a multiple of it; otherwise the one move is forced.
    pub fn mover_wins_by_theory(a: u64, b: u64) -> bool {
        let (mut small, mut large) = (a.min(b), a.max(b));
        if small == 0 {
            return false;
        }
        let mut mover_wins = true;
        while large / small < 2 && large % small != 0 {
            (small, large) = (large - small, small);
            mover_wins = !mover_wins;
        }
        mover_wins
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theory_agrees_with_the_search_up_to_300() {
        let mut game = Euclid::default();
        for a in 0..=300 {
            for b in 0..=300 {
                let by_theory = Euclid::mover_wins_by_theory(a, b);
                assert_eq!(by_theory, game.mover_wins(a, b), "({a}, {b})");
            }
        }
    }
}
