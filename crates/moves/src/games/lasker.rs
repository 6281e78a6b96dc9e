//! Lasker's nim: a move takes any positive number of objects from one heap, or splits one heap
//! into two non-empty heaps; who takes the last object wins.

use crate::explore::{heap_reach, power, About, Explore, Explorer, Shape};
use crate::rules::{HeapMoves, Heaps};
use crate::search::{piles_position, Play, Solver};

/// One heap of Lasker's nim: a take leaves any smaller heap, a split two non-empty ones.
#[derive(Default)]
pub struct TakeOrSplit;

impl HeapMoves for TakeOrSplit {
    fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>> {
        let takes = (0..heap).map(|left| vec![left]);
        let splits = (1..=heap / 2).map(move |part| vec![part, heap - part]);
        takes.chain(splits)
    }
}

/// Positions are the sorted sizes of the non-empty heaps.
pub type LaskerRules = Heaps<TakeOrSplit>;

pub fn explore() -> Box<dyn Explore> {
    let about = About {
        name: "lasker",
        rules: "heaps; a move takes any number from one heap, or splits one heap into two non-empty heaps",
        shape: Shape::Heaps,
        play: Play::Normal,
        upto: 100,
        lists: (3, 9),
        over: &[],
        // A heap's splits are pairs of heaps, which the memo keeps too: about N² / 4 of them.
        reach: |bound| heap_reach(bound, (3, 9)).saturating_mul(4).saturating_add(power(bound, 2) / 2),
    };
    Explorer::boxed(about, LaskerRules::default(), piles_position)
}

#[derive(Default)]
pub struct Lasker(Solver<LaskerRules>);

impl Lasker {
    pub fn mover_wins(&mut self, heaps: &[u64]) -> bool {
        let position = piles_position(heaps).expect("heaps small enough to search");
        self.0.wins(&position)
    }

    /// Whether the player to move wins, by the game's Grundy values rather than the search: a
    /// heap s ≡ 1, 2, 3, 0 (mod 4) is worth s, s, s + 1, s − 1, and the mover wins when their
    /// XOR is not 0.
    pub fn mover_wins_by_theory(heaps: &[u64]) -> bool {
        let grundy = |s: u64| match s % 4 {
            0 => s.saturating_sub(1),
            3 => s + 1,
            _ => s,
        };
        heaps.iter().fold(0, |x, &s| x ^ grundy(s)) != 0
    }

    /// True when the search answers quickly: every reachable position is a partition of at
    /// most the total, and partitions grow fast with it.
    pub fn feasible(heaps: &[u64]) -> bool {
        heaps
            .iter()
            .try_fold(0u64, |sum, &h| sum.checked_add(h))
            .is_some_and(|sum| sum <= 36)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theory_agrees_with_the_search_on_up_to_three_heaps_of_up_to_twelve() {
        let mut game = Lasker::default();
        for heaps in crate::games::all_piles(3, 12) {
            let by_theory = Lasker::mover_wins_by_theory(&heaps);
            assert_eq!(by_theory, game.mover_wins(&heaps), "{heaps:?}");
        }
    }

    #[test]
    fn the_statements_samples() {
        let mut game = Lasker::default();
        assert!(game.mover_wins(&[2, 2, 3]));
        assert!(!game.mover_wins(&[3, 3]));
        assert!(!game.mover_wins(&[]));
        // Unlike in Nim, 1 2 3 wins: splitting the 3 into 1 and 2 leaves pairs to mirror.
        assert!(game.mover_wins(&[1, 2, 3]));
        assert!(!game.mover_wins(&[1, 1, 2, 2]));
    }
}
