//! Two-row Chomp: a bar of squares in two rows, the bottom row a long and the top row b ≤ a
//! long, left-aligned; a move eats a square and every square above it and to its right; the
//! bottom-left square is poisoned, and whoever must eat it loses. So the position (1, 0) offers
//! no move: who faces it has lost.

use crate::explore::{About, Explore, Explorer};
use crate::search::Game;
use crate::Parameter;

/// A position is (bottom row length a, top row length b), 1 <= a, b <= a.
pub struct ChompRules;

impl Game for ChompRules {
    type Position = (u64, u64);

    fn options(&self, &(a, b): &(u64, u64), visit: &mut dyn FnMut((u64, u64)) -> bool) -> bool {
        // A square of the top row in column c (0-based) leaves (a, c); of the bottom row in
        // column c >= 1 (column 0 is the poison), (c, min(b, c)).
        (0..b).any(|c| visit((a, c))) || (1..a).any(|c| visit((c, b.min(c))))
    }
}

pub fn explore() -> Box<dyn Explore> {
    const NUMBERS: &[Parameter] = &[Parameter::new("a", 1), Parameter::new("b", 0)];
    let about = About::two_numbers(
        "chomp",
        "two rows of a and b <= a squares; a move eats a square and all above and right of it; \
         whoever must eat the poisoned corner loses",
        NUMBERS,
        40,
    );
    Explorer::boxed(about, ChompRules, |numbers| match *numbers {
        [a, b] if b <= a => Some((a, b)),
        _ => None,
    })
}
