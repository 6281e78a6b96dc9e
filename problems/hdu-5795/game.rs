//! HDU 5795's game, as one heap's options: the search every answer is checked against.

use oracles::prelude::*;

/// Heaps of candies; a move takes any positive number from one heap, or splits one heap into
/// three non-empty heaps; who takes the last candy wins.
#[derive(Default)]
pub struct SimpleNim;

impl HeapMoves for SimpleNim {
    fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>> {
        let takes = (0..heap).map(|left| vec![left]);
        // Each split once, as a <= b <= c.
        let splits = (1..=heap / 3)
            .flat_map(move |a| (a..=(heap - a) / 2).map(move |b| vec![a, b, heap - a - b]));
        takes.chain(splits)
    }
}

/// The theory (README): a heap of s is worth s, but 8k + 7 and 8k + 8 swap.
impl HeapTheory for SimpleNim {
    fn heap_value(s: u64) -> u64 {
        match s % 8 {
            0 if s > 0 => s - 1,
            7 => s + 1,
            _ => s,
        }
    }
}
