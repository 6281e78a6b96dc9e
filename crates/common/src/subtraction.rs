//! Subtraction games: one or more heaps; a move takes s stones from one heap for some s in a
//! fixed move set S. S-Nim (HDU 1536) and Fibonacci again and again (HDU 1848, S = the Fibonacci
//! numbers) are of this kind.
//!
//! ```
//! use common::subtraction::subtraction_grundy_table;
//!
//! // The move set may come in any order, with repeats.
//! assert_eq!(subtraction_grundy_table(&[5, 2, 2], 7), [0, 0, 1, 1, 0, 2, 1, 0]);
//! ```

use crate::game::ImpartialGame;

/// The subtraction game with a finite move set, as an [`ImpartialGame`] on one heap (heaps are
/// `usize`), for [`crate::grundy_sequence::grundy_sequence`] and [`crate::game::Solver`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubtractionGame {
    /// Sorted, without repeats.
    moves: Vec<u32>,
}

impl SubtractionGame {
    /// The game whose moves take any of `moves` stones (any order, repeats allowed).
    ///
    /// # Panics
    ///
    /// If `moves` contains 0 (a move must take at least one stone). An empty set is allowed:
    /// no move is ever possible and every value is 0.
    pub fn new(moves: &[u32]) -> Self {
        assert_moves(moves);
        let mut moves = moves.to_vec();
        moves.sort_unstable();
        moves.dedup();
        SubtractionGame { moves }
    }

    /// The move set, ascending and without repeats.
    pub fn moves(&self) -> &[u32] {
        &self.moves
    }

    /// The largest move (0 for an empty set): g(n) depends on g(n − largest_move..n) only,
    /// which is what [`crate::periodicity::subtraction_periodicity`] relies on.
    pub fn largest_move(&self) -> u32 {
        self.moves.last().copied().unwrap_or(0)
    }
}

impl ImpartialGame for SubtractionGame {
    type Position = usize;

    fn options(&self, &heap: &usize) -> Vec<Vec<usize>> {
        self.moves
            .iter()
            .map(|&s| s as usize)
            .take_while(|&s| s <= heap)
            .map(|s| vec![heap - s])
            .collect()
    }
}

fn assert_moves(moves: &[u32]) {
    assert!(
        !moves.contains(&0),
        "a subtraction game's moves must take at least 1 stone (0 is in the move set)"
    );
}

/// g(0..=upto) of the subtraction game with move set `moves` (any order, repeats allowed).
///
/// # Panics
///
/// If `moves` contains 0.
///
/// # Complexity
///
/// O(upto × k) time for k moves; two allocations (the table and k + 1 marks).
pub fn subtraction_grundy_table(moves: &[u32], upto: usize) -> Vec<u32> {
    assert_moves(moves);
    let mut table: Vec<u32> = Vec::with_capacity(upto + 1);
    // g(n) is the mex of at most k values, so it is at most k: marks for 0..=k suffice.
    // A mark holds the heap (+ 1) that set it, so the marks never need clearing.
    let mut marked_for = vec![0usize; moves.len() + 1];
    for n in 0..=upto {
        for &s in moves {
            if let Some(rest) = n.checked_sub(s as usize) {
                if let Some(mark) = marked_for.get_mut(table[rest] as usize) {
                    *mark = n + 1;
                }
            }
        }
        let value = marked_for
            .iter()
            .position(|&mark| mark != n + 1)
            .expect("k values leave one of k + 1 marks unset");
        table.push(value as u32);
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{game_from_fn, Solver};
    use crate::grundy_sequence::grundy_sequence;

    /// g(0..=upto) from the rules, with nothing shared with the code under test.
    fn brute_table(moves: &[u32], upto: usize) -> Vec<u32> {
        let game = game_from_fn(|&n: &usize| {
            moves
                .iter()
                .filter(|&&s| s as usize <= n)
                .map(|&s| vec![n - s as usize])
                .collect()
        });
        let mut solver = Solver::new(game);
        (0..=upto).map(|n| solver.grundy(&n)).collect()
    }

    #[test]
    fn table_and_sequence_agree_with_search_on_many_move_sets() {
        let mut state: u32 = 0x9e37_79b9;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state
        };
        for _ in 0..200 {
            let k = 1 + next() % 6;
            // Unsorted, with likely repeats.
            let moves: Vec<u32> = (0..k).map(|_| 1 + next() % 12).collect();
            let expected = brute_table(&moves, 150);
            assert_eq!(subtraction_grundy_table(&moves, 150), expected, "{moves:?}");
            let sequence: Vec<u32> = grundy_sequence(SubtractionGame::new(&moves))
                .take(151)
                .collect();
            assert_eq!(sequence, expected, "{moves:?}");
        }
    }

    #[test]
    fn known_sequences() {
        // S = {1, 3, 4}: period 7, 0 1 0 1 2 3 2.
        assert_eq!(
            subtraction_grundy_table(&[4, 1, 3], 13),
            [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]
        );
        // S = {1..=m} is the Bash game: g(n) = n mod (m + 1).
        let table = subtraction_grundy_table(&[3, 2, 1], 20);
        assert!(table.iter().enumerate().all(|(n, &g)| g as usize == n % 4));
        assert_eq!(subtraction_grundy_table(&[7], 0), [0]);
    }

    #[test]
    fn hdu_1536_sample() {
        let verdicts = |moves: &[u32], positions: &[&[usize]]| -> String {
            let table = subtraction_grundy_table(moves, 100);
            positions
                .iter()
                .map(|heaps| heaps.iter().fold(0, |x, &h| x ^ table[h]))
                .map(|value| if value != 0 { 'W' } else { 'L' })
                .collect()
        };
        let positions: [&[usize]; 3] = [&[5, 12], &[2, 4, 7], &[2, 3, 7, 12]];
        assert_eq!(verdicts(&[2, 5], &positions), "LWW");
        assert_eq!(verdicts(&[1, 2, 3, 4, 5], &positions), "WWL");
    }

    #[test]
    fn largest_case_of_hdu_1536_is_fast_and_in_bounds() {
        // 100 moves up to 10000 and heaps up to 10000: 10^6 steps.
        let moves: Vec<u32> = (1..=100).map(|i| i * 97 % 10_000 + 1).collect();
        let table = subtraction_grundy_table(&moves, 10_000);
        assert_eq!(table.len(), 10_001);
        assert!(table.iter().all(|&g| g <= 100));
        // Moves larger than every heap change nothing.
        assert_eq!(subtraction_grundy_table(&[10_000], 9_999), vec![0; 10_000]);
    }

    #[test]
    fn the_game_reports_its_moves_sorted_and_unique() {
        let game = SubtractionGame::new(&[5, 1, 5, 3]);
        assert_eq!(game.moves(), [1, 3, 5]);
        assert_eq!(game.largest_move(), 5);
        assert_eq!(game.options(&4), [vec![3], vec![1]]);
    }

    #[test]
    #[should_panic(expected = "0 is in the move set")]
    fn zero_move_is_rejected_by_the_table() {
        subtraction_grundy_table(&[2, 0], 10);
    }

    #[test]
    #[should_panic(expected = "0 is in the move set")]
    fn zero_move_is_rejected_by_the_game() {
        SubtractionGame::new(&[0]);
    }

    #[test]
    fn empty_move_set_has_only_zero_values() {
        assert_eq!(subtraction_grundy_table(&[], 5), [0; 6]);
        let game = SubtractionGame::new(&[]);
        assert_eq!(game.largest_move(), 0);
        assert_eq!(grundy_sequence(game).take(4).collect::<Vec<_>>(), [0; 4]);
    }
}
