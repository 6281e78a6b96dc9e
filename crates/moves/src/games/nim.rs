//! Nim: a move takes at least one stone from one pile; who cannot move loses.

use crate::explore::{heap_reach, About, Explore, Explorer, Shape};
use crate::rules::{HeapMoves, Heaps};
use crate::search::{piles_position, Play, Solver};

/// One pile of Nim: a move leaves any smaller pile.
#[derive(Default)]
pub struct TakeAny;

impl HeapMoves for TakeAny {
    fn heap_options(&self, pile: u16) -> impl Iterator<Item = Vec<u16>> {
        (0..pile).map(|left| vec![left])
    }
}

/// Positions are the sorted sizes of the non-empty piles.
pub type NimRules = Heaps<TakeAny>;

pub fn explore() -> Box<dyn Explore> {
    let about = About {
        name: "nim",
        rules: "heaps; a move takes at least one stone from one heap; who cannot move loses",
        shape: Shape::Heaps,
        play: Play::Normal,
        upto: 60,
        lists: (3, 12),
        over: &[],
        reach: |bound| heap_reach(bound, (3, 12)),
    };
    Explorer::boxed(about, NimRules::default(), piles_position)
}

/// Nim positions solved by search.
#[derive(Default)]
pub struct Nim(Solver<NimRules>);

impl Nim {
    /// True when the player to move wins.
    ///
    /// # Panics
    /// If a pile exceeds `u16` (see [`Nim::feasible`]).
    pub fn mover_wins(&mut self, piles: &[u64]) -> bool {
        let position = piles_position(piles).expect("piles small enough to search");
        self.0.wins(&position)
    }

    /// True when the search answers these piles quickly: every position it can reach is one
    /// choice of a size at most the start's per pile, and there must be few of them.
    pub fn feasible(piles: &[u64]) -> bool {
        let mut positions: u64 = 1;
        for &pile in piles {
            if pile > 255 {
                return false;
            }
            if pile > 0 {
                positions = positions.saturating_mul(pile + 1);
            }
        }
        positions <= 2_000_000
    }

    /// Whether the player to move wins, by Bouton's theorem rather than the search: the piles'
    /// XOR is not 0. It answers piles of any size, for a spec's reference.
    pub fn mover_wins_by_theory(piles: &[u64]) -> bool {
        piles.iter().fold(0, |x, pile| x ^ pile) != 0
    }

    /// [`Nim::winning_moves`] by Bouton's theorem: with XOR x ≠ 0, a pile p has one winning
    /// move, to p ⊕ x, exactly when that is smaller.
    pub fn winning_moves_by_theory(piles: &[u64]) -> Vec<(usize, u64)> {
        let x = piles.iter().fold(0, |x, pile| x ^ pile);
        let smaller = piles
            .iter()
            .map(|&p| p.checked_sub(p ^ x).filter(|&take| take > 0));
        smaller
            .enumerate()
            .filter_map(|(i, take)| Some((i, take?)))
            .collect()
    }

    /// Every move ⟨pile index, amount⟩ in that order (smallest index, then smallest amount)
    /// after which the player to move loses.
    pub fn winning_moves(&mut self, piles: &[u64]) -> Vec<(usize, u64)> {
        let mut wins = Vec::new();
        let mut next = piles.to_vec();
        for (i, &pile) in piles.iter().enumerate() {
            for take in 1..=pile {
                next[i] = pile - take;
                if !self.mover_wins(&next) {
                    wins.push((i, take));
                }
            }
            next[i] = pile;
        }
        wins
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_positions_by_hand() {
        let mut nim = Nim::default();
        assert!(!nim.mover_wins(&[]));
        assert!(!nim.mover_wins(&[0, 0]));
        assert!(nim.mover_wins(&[1]));
        assert!(!nim.mover_wins(&[1, 1]));
        assert!(nim.mover_wins(&[1, 0]));
        assert!(!nim.mover_wins(&[1, 2, 3]));
        assert_eq!(nim.winning_moves(&[3, 6, 9]), [(2, 4)]);
        assert_eq!(nim.winning_moves(&[2, 2]), []);
    }

    #[test]
    fn the_theory_agrees_with_the_search_on_up_to_four_piles_of_up_to_seven() {
        let mut nim = Nim::default();
        for piles in crate::games::all_piles(4, 7) {
            assert_eq!(
                Nim::mover_wins_by_theory(&piles),
                nim.mover_wins(&piles),
                "{piles:?}"
            );
            let by_theory = Nim::winning_moves_by_theory(&piles);
            assert_eq!(by_theory, nim.winning_moves(&piles), "{piles:?}");
        }
    }
}
