//! Nim written as a problem's own game, one heap's options: the game of the test beside it.

use oracles::prelude::*;

/// Heaps of stones; a move takes any positive number from one heap; who takes the last wins.
#[derive(Default)]
pub struct TakeAny;

impl HeapMoves for TakeAny {
    fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>> {
        (0..heap).map(|left| vec![left])
    }
}

/// Bouton: a heap of s is worth s.
impl HeapTheory for TakeAny {
    fn heap_value(s: u64) -> u64 {
        s
    }
}

/// Every move in the statement's order, piles in input order and then by what is left: the
/// printed `a b` (a pile of a left at b) and the piles it leaves.
pub fn moves(piles: &[u64]) -> impl Iterator<Item = ([u64; 2], Vec<u64>)> + '_ {
    let each = piles.iter().enumerate();
    each.flat_map(move |(i, &a)| {
        (0..a).map(move |b| {
            let mut after = piles.to_vec();
            after[i] = b;
            ([a, b], after)
        })
    })
}
