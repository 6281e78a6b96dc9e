//! UVa 1378's game: each stone is a heap whose size is its distance to the last pile, and the
//! moves of a case's piles in the statement's order, for its first winning move.

use oracles::prelude::*;

/// A stone d piles before the last pile; a move takes it and puts two stones on later piles
/// (both on one pile allowed), each nearer the last; who cannot move loses.
#[derive(Default)]
pub struct FunnyStones;

impl HeapMoves for FunnyStones {
    fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>> {
        (0..heap).flat_map(|a| (0..=a).map(move |b| vec![a, b]))
    }
}

/// The theory (README): a stone at distance d ≥ 1 is worth the d-th odious number (of odd
/// popcount: 1, 2, 4, 7, 8, 11, …), 2(d − 1) + 1 − parity(d − 1).
impl HeapTheory for FunnyStones {
    fn heap_value(d: u64) -> u64 {
        d.checked_sub(1)
            .map_or(0, |e| 2 * e + 1 - u64::from(e.count_ones() % 2))
    }
}

/// The stones of piles S_0..S_{n−1} as heaps: S_i stones at distance n − 1 − i. Past 2^16
/// stones (piles far beyond the statement's, as broken inputs hold), a heap no position takes.
pub fn stones(piles: &[u64]) -> Vec<u64> {
    if piles.iter().fold(0u64, |sum, &s| sum.saturating_add(s)) > 1 << 16 {
        return vec![u64::MAX];
    }
    let last = piles.len() as u64 - 1;
    let stones = piles.iter().enumerate();
    stones
        .flat_map(|(i, &count)| std::iter::repeat(last - i as u64).take(count as usize))
        .collect()
}

/// Every move (i, j, k), i < j <= k with pile i non-empty, in (i, j, k) order, with the piles
/// it leaves.
pub fn moves(piles: &[u64]) -> impl Iterator<Item = ([u64; 3], Vec<u64>)> + '_ {
    let n = piles.len();
    let from = (0..n).filter(move |&i| piles[i] > 0);
    let all = from.flat_map(move |i| (i + 1..n).flat_map(move |j| (j..n).map(move |k| (i, j, k))));
    all.map(move |(i, j, k)| {
        let mut after = piles.to_vec();
        after[i] -= 1;
        after[j] += 1;
        after[k] += 1;
        ([i, j, k].map(|p| p as u64), after)
    })
}
