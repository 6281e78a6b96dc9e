//! Euclid's game (POJ 2348): two numbers; a move subtracts a positive multiple of the smaller
//! from the larger, leaving it non-negative; whoever makes a number 0 wins (so a position with
//! a 0 offers no move: who faces it has lost).

use crate::explore::{pair, About, Explore, Explorer};
use crate::search::Game;
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
