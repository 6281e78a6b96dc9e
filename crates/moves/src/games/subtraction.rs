//! Subtraction games on several heaps: a move takes exactly s stones from one heap, for some s
//! in a fixed move set S (a heap smaller than s cannot give s); who cannot move loses. S-Nim
//! gives S with each case (Fibonacci again and again, with S the Fibonacci numbers, is
//! `fibonacci_takes`).
//!
//! The search walks positions of all the heaps together: no Grundy value is computed, so the
//! Sprague–Grundy theorem the solutions rely on is checked, not assumed.

use crate::explore::Explore;
use crate::rules::{doc_of, explore_to, HeapMoves, Heaps};
use crate::search::{piles_position, replace_one_pile, split_piles, Game, Solver};

/// Positions are the sorted sizes of the non-empty heaps. The moves are kept as given, in any
/// order and with repeats: a repeated s offers the same move again, which the search tolerates.
pub struct SubtractionRules {
    moves: Vec<u16>,
}

impl Game for SubtractionRules {
    type Position = Vec<u16>;

    fn options(&self, heaps: &Vec<u16>, visit: &mut dyn FnMut(Vec<u16>) -> bool) -> bool {
        replace_one_pile(heaps, visit, |heap| {
            let takes = self.moves.iter().filter(move |&&take| take <= heap);
            takes.map(move |&take| vec![heap - take])
        })
    }

    fn split(&self, piles: &Vec<u16>) -> Option<Vec<Vec<u16>>> {
        split_piles(piles)
    }
}

/// heaps; a move takes exactly 2 or 5 from one heap; who cannot move loses.
#[derive(Default)]
pub struct TwoOrFive;

impl HeapMoves for TwoOrFive {
    fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>> {
        [2, 5]
            .into_iter()
            .filter(move |&take| take <= heap)
            .map(move |take| vec![heap - take])
    }

    const LISTS: (usize, u64) = (3, 16);
}

/// S-Nim with the statement's first move set, {2, 5}: one game for the tools, as a move set is
/// part of each case there.
pub fn explore_s_nim() -> Box<dyn Explore> {
    let rules = doc_of(include_str!("subtraction.rs"), "TwoOrFive");
    explore_to::<Heaps<TwoOrFive>>("s-nim", rules, 100)
}

/// Positions of one subtraction game solved by search; it keeps the positions of the move set it
/// was last asked about, and starts afresh when asked about another (so that memory stays bounded
/// over many random move sets). Its theory keeps that move set's Grundy values the same way.
#[derive(Default)]
pub struct Subtraction {
    current: Option<(Vec<u64>, Solver<SubtractionRules>)>,
    values: Option<(Vec<u64>, Vec<usize>)>,
}

impl Subtraction {
    /// True when the player to move wins on `heaps` when a move takes one of `moves` (any order,
    /// repeats allowed) from one heap.
    ///
    /// # Panics
    /// If a move is 0 (the rules then allow passing forever) or a move or heap exceeds `u16`
    /// (see [`Subtraction::feasible`]).
    pub fn mover_wins(&mut self, moves: &[u64], heaps: &[u64]) -> bool {
        let position = piles_position(heaps).expect("heaps small enough to search");
        if self.current.as_ref().is_none_or(|(set, _)| set != moves) {
            let rules = SubtractionRules {
                moves: moves
                    .iter()
                    .map(|&take| {
                        assert!(take > 0, "a move of 0 stones is no move");
                        u16::try_from(take).expect("moves small enough to search")
                    })
                    .collect(),
            };
            self.current = Some((moves.to_vec(), Solver::new(rules)));
        }
        let (_, search) = self.current.as_mut().expect("set above");
        search.wins(&position)
    }

    /// Whether the player to move wins, by the Sprague–Grundy theorem rather than the search:
    /// the XOR of the heaps' values in [`subtraction_grundy`] is not 0. A method, unlike other
    /// games' theories: the values of a move set are tabulated once (to 10^4, S-Nim's largest
    /// heap, or further), for all the positions a case asks about with it.
    pub fn mover_wins_by_theory(&mut self, moves: &[u64], heaps: &[u64]) -> bool {
        let top = heaps.iter().copied().max().unwrap_or(0);
        let stale = self
            .values
            .as_ref()
            .is_none_or(|(set, values)| set != moves || values.len() as u64 <= top);
        if stale {
            let values = subtraction_grundy(moves, top.max(10_000));
            self.values = Some((moves.to_vec(), values));
        }
        let (_, values) = self.values.as_ref().expect("set above");
        heaps
            .iter()
            .fold(0, |sum, &heap| sum ^ values[heap as usize])
            != 0
    }

    /// True when the rules define the game (no move of 0 stones, which would be a pass that could
    /// go on forever) and the search answers the position quickly: every position reachable is
    /// one choice of a size at most the start's per heap, and each offers at most one option
    /// per heap and move.
    pub fn feasible(moves: &[u64], heaps: &[u64]) -> bool {
        if moves
            .iter()
            .any(|&take| take == 0 || take > u64::from(u16::MAX))
        {
            return false;
        }
        let mut reachable: u64 = 1;
        let mut nonempty: u64 = 0;
        for &heap in heaps {
            if heap > u64::from(u16::MAX) {
                return false;
            }
            if heap > 0 {
                reachable = reachable.saturating_mul(heap + 1);
                nonempty += 1;
            }
        }
        let options = nonempty.saturating_mul(moves.len() as u64).max(1);
        reachable.saturating_mul(options) <= 3_000_000
    }
}

/// The Grundy values g(0..=top) of one heap from which a move takes any of `takes`, by the
/// Sprague–Grundy theory rather than the search: the references of the subtraction games (S-Nim's
/// and Fibonacci takes') sum them over the heaps.
pub fn subtraction_grundy(takes: &[u64], top: u64) -> Vec<usize> {
    // A value is at most the number of takes, so marks for 0..=takes.len() find every mex; a
    // mark holds the heap it was made for, so nothing needs clearing between heaps.
    let mut marked_for = vec![u64::MAX; takes.len() + 1];
    let mut grundy = Vec::with_capacity(top as usize + 1);
    for heap in 0..=top {
        for &take in takes.iter().filter(|&&take| take <= heap) {
            let value: usize = grundy[(heap - take) as usize];
            marked_for[value] = heap;
        }
        let mex = marked_for.iter().position(|&mark| mark != heap);
        grundy.push(mex.expect("fewer options than marks"));
    }
    grundy
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_s_nim_sample() {
        let mut game = Subtraction::default();
        let positions: [&[u64]; 3] = [&[5, 12], &[2, 4, 7], &[2, 3, 7, 12]];
        let verdicts = |game: &mut Subtraction, moves: &[u64]| -> Vec<bool> {
            positions
                .iter()
                .map(|h| game.mover_wins(moves, h))
                .collect()
        };
        assert_eq!(verdicts(&mut game, &[2, 5]), [false, true, true]);
        assert_eq!(verdicts(&mut game, &[1, 2, 3, 4, 5]), [true, true, false]);
    }

    #[test]
    fn small_positions_by_hand() {
        let mut game = Subtraction::default();
        // No heap: no move.
        assert!(!game.mover_wins(&[3], &[]));
        // A move larger than every heap is never possible.
        assert!(!game.mover_wins(&[3], &[2, 1]));
        assert!(game.mover_wins(&[3], &[3]));
        // Two equal heaps: the second player copies.
        assert!(!game.mover_wins(&[2, 3], &[9, 9]));
        // Order and repeats of the moves change nothing.
        assert_eq!(
            game.mover_wins(&[3, 1, 3], &[4]),
            game.mover_wins(&[1, 3], &[4])
        );
    }

    #[test]
    fn feasibility() {
        assert!(!Subtraction::feasible(&[0, 1], &[1]));
        assert!(Subtraction::feasible(&[1, 2], &[10_000, 0]));
        assert!(!Subtraction::feasible(&[1], &[10_000; 3]));
    }

    #[test]
    fn the_theory_agrees_with_the_search_on_every_small_move_set() {
        let mut game = Subtraction::default();
        let mut theory = Subtraction::default();
        for set in 1u64..1 << 6 {
            let moves: Vec<u64> = (1..=6).filter(|s| set >> (s - 1) & 1 == 1).collect();
            // Every multiset of three heaps up to 12; a heap of 0 is no heap, so fewer too.
            for a in 0..=12 {
                for b in a..=12 {
                    for c in b..=12 {
                        let heaps = [a, b, c];
                        assert_eq!(
                            game.mover_wins(&moves, &heaps),
                            theory.mover_wins_by_theory(&moves, &heaps),
                            "moves {moves:?}, heaps {heaps:?}"
                        );
                    }
                }
            }
        }
    }
}
