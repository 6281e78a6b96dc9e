//! Misère Nim: a move takes at least one object from one heap; whoever takes the last object
//! LOSES. So a player left with nothing to take has won: the rival took the last one.

use crate::explore::{heap_reach, About, Explore, Explorer, Shape};
use crate::games::nim::NimRules;
use crate::search::{piles_position, Play, Solver};

pub fn explore() -> Box<dyn Explore> {
    let about = About {
        name: "misere-nim",
        rules:
            "heaps; a move takes at least one object from one heap; who takes the last object loses",
        shape: Shape::Heaps,
        play: Play::Misere,
        upto: 60,
        lists: (4, 7),
        over: &[],
        reach: |bound| heap_reach(bound, (4, 7)),
    };
    Explorer::boxed(about, NimRules::default(), piles_position)
}

/// The moves of Nim; only the end differs, which the solver's misère play gives: the player
/// left without a move (the rival took the last object) has won. (An input with no heap at all
/// is read the same way.)
#[derive(Default)]
pub struct MisereNim(Solver<NimRules>);

impl MisereNim {
    /// True when the player to move wins.
    ///
    /// # Panics
    /// If a heap exceeds `u16` (see [`MisereNim::feasible`]).
    pub fn mover_wins(&mut self, heaps: &[u64]) -> bool {
        let position = piles_position(heaps).expect("heaps small enough to search");
        self.0.misere_wins(&position)
    }

    /// Whether the player to move wins, by Bouton's misère rule rather than the search: with
    /// no heap above 1, an even number of heaps of 1; otherwise a non-zero XOR.
    pub fn mover_wins_by_theory(heaps: &[u64]) -> bool {
        if heaps.iter().all(|&heap| heap <= 1) {
            heaps.iter().filter(|&&heap| heap == 1).count() % 2 == 0
        } else {
            heaps.iter().fold(0, |x, heap| x ^ heap) != 0
        }
    }

    /// True when the search answers quickly. Positions are sorted, so a group of c equal heaps
    /// of v objects can only become a multiset of c sizes in 0..=v: C(v + c, c) of them, a
    /// handful for the many heaps of 1 that misère play turns on (where Nim's bound, one size
    /// per heap, would count 2^c).
    pub fn feasible(heaps: &[u64]) -> bool {
        let mut sorted: Vec<u64> = heaps.iter().copied().filter(|&heap| heap > 0).collect();
        if sorted.iter().any(|&heap| heap > 255) {
            return false;
        }
        sorted.sort_unstable();
        let mut positions: u64 = 1;
        for group in sorted.chunk_by(|a, b| a == b) {
            let (value, count) = (group[0], group.len() as u64);
            positions = positions.saturating_mul(binomial(value + count, value.min(count)));
        }
        positions <= 2_000_000
    }
}

/// C(n, k), or `u64::MAX` when it is above 2^40 (all [`MisereNim::feasible`] needs to know).
fn binomial(n: u64, k: u64) -> u64 {
    let mut result: u128 = 1;
    for i in 1..=u128::from(k) {
        // C(n - k + i, i) from C(n - k + i - 1, i - 1): exact at every step.
        result = result * (u128::from(n - k) + i) / i;
        if result > 1 << 40 {
            return u64::MAX;
        }
    }
    result as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theory_agrees_with_the_search_on_up_to_five_heaps_of_up_to_six() {
        let mut game = MisereNim::default();
        for heaps in crate::games::all_piles(5, 6) {
            let by_theory = MisereNim::mover_wins_by_theory(&heaps);
            assert_eq!(by_theory, game.mover_wins(&heaps), "{heaps:?}");
        }
    }

    #[test]
    fn small_positions_by_hand() {
        let mut game = MisereNim::default();
        // The statement's sample.
        assert!(game.mover_wins(&[3, 5, 1]));
        assert!(!game.mover_wins(&[1]));
        // Nothing left: the rival took the last one.
        assert!(game.mover_wins(&[]));
        assert!(game.mover_wins(&[0, 0]));
        // Single objects: the moves are forced, parity decides.
        assert!(game.mover_wins(&[1, 1]));
        assert!(!game.mover_wins(&[1, 1, 1]));
        // Unlike normal Nim: a lone heap of 2 or more wins (leave one), 2 2 loses.
        assert!(game.mover_wins(&[2]));
        assert!(game.mover_wins(&[5, 1]));
        assert!(!game.mover_wins(&[2, 2]));
        assert!(!game.mover_wins(&[1, 2, 3]));
    }

    #[test]
    fn feasibility_counts_sorted_positions() {
        assert_eq!(binomial(5, 2), 10);
        assert_eq!(binomial(48, 1), 48);
        assert_eq!(binomial(500, 250), u64::MAX);
        assert!(MisereNim::feasible(&[1; 47]));
        assert!(MisereNim::feasible(&[[1; 46].as_slice(), &[255]].concat()));
        assert!(!MisereNim::feasible(&[4747]));
        assert!(!MisereNim::feasible(&[200; 6]));
        let mut game = MisereNim::default();
        assert!(!game.mover_wins(&[1; 47]));
        assert!(game.mover_wins(&[1; 46]));
        assert!(game.mover_wins(&[[1; 46].as_slice(), &[255]].concat()));
    }
}
