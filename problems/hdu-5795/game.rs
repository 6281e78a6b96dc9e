//! HDU 5795's game, as one heap's options: the search every answer is checked against.

use oracles::prelude::*;

/// Heaps of candies; a move takes any positive number from one heap, or splits one heap into
/// three non-empty heaps; who takes the last candy wins.
#[derive(Default)]
pub struct SimpleNim;

impl HeapMoves for SimpleNim {
    fn heap_options(&self, heap: u16, option: &mut dyn FnMut(&[u16])) {
        for left in 0..heap {
            option(&[left]);
        }
        // Each split once, as a ≤ b ≤ c.
        for a in 1..=heap / 3 {
            for b in a..=(heap - a) / 2 {
                option(&[a, b, heap - a - b]);
            }
        }
    }
}
