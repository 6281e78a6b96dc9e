//! kiki's game: a coin on an n×m board moves one cell left, down, or down-left; who cannot move
//! loses.

use crate::explore::{About, Explore, Explorer};
use crate::search::Game;
use crate::Parameter;

/// What the coin can still do depends only on how many rows lie below it and how many columns
/// to its left: a position is (down, left), and one search serves every board.
pub struct BoardRules;

impl Game for BoardRules {
    type Position = (u64, u64);

    fn options(
        &self,
        &(down, left): &(u64, u64),
        visit: &mut dyn FnMut((u64, u64)) -> bool,
    ) -> bool {
        (left > 0 && visit((down, left - 1)))
            || (down > 0 && visit((down - 1, left)))
            || (down > 0 && left > 0 && visit((down - 1, left - 1)))
    }
}

/// The coin's start on an n×m board: the top-right corner.
fn start(rows: u64, columns: u64) -> Option<(u64, u64)> {
    Some((rows.checked_sub(1)?, columns.checked_sub(1)?))
}

pub fn explore() -> Box<dyn Explore> {
    const PARAMETERS: &[Parameter] = &[Parameter::new("n", 1), Parameter::new("m", 1)];
    let about = About::two_numbers(
        "kiki",
        "a coin at the top-right of an n×m board moves left, down or down-left; who cannot move loses",
        PARAMETERS,
        40,
    );
    Explorer::boxed(about, BoardRules, |numbers| match *numbers {
        [rows, columns] => start(rows, columns),
        _ => None,
    })
}

/// A sweep of [`BoardRules`] in the order its moves lead, for the spec (a table of bools,
/// where the solver's map would hold 16 million positions at the statement's limits).
/// `wins[down][left]`: whether the player to move wins with the coin `down` rows above the
/// bottom row and `left` columns right of the left column.
#[derive(Default)]
pub struct Board {
    wins: Vec<Vec<bool>>,
}

impl Board {
    fn grow(&mut self, down: usize, left: usize) {
        if self.wins.len() > down && self.wins[0].len() > left {
            return;
        }
        // Grown to powers of two, so that asking for ever larger boards rebuilds it rarely.
        let rows = (down + 1).max(self.wins.len()).next_power_of_two().max(64);
        let columns = (left + 1)
            .max(self.wins.first().map_or(0, Vec::len))
            .next_power_of_two()
            .max(64);
        let mut wins = vec![vec![false; columns]; rows];
        for d in 0..rows {
            for l in 0..columns {
                let moves_left = l > 0 && !wins[d][l - 1];
                let moves_down = d > 0 && !wins[d - 1][l];
                let moves_diagonally = d > 0 && l > 0 && !wins[d - 1][l - 1];
                wins[d][l] = moves_left || moves_down || moves_diagonally;
            }
        }
        self.wins = wins;
    }

    /// True when the first player wins from the top-right corner of a `rows`×`columns` board.
    pub fn mover_wins(&mut self, rows: u64, columns: u64) -> bool {
        assert!(rows >= 1 && columns >= 1, "a board has at least one cell");
        let down = usize::try_from(rows - 1).expect("a board small enough to search");
        let left = usize::try_from(columns - 1).expect("a board small enough to search");
        self.grow(down, left);
        self.wins[down][left]
    }

    pub fn feasible(rows: u64, columns: u64) -> bool {
        (1..=4_000).contains(&rows) && (1..=4_000).contains(&columns)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Solver;

    #[test]
    fn the_statements_samples() {
        let mut board = Board::default();
        assert!(!board.mover_wins(5, 3));
        assert!(board.mover_wins(5, 4));
        assert!(board.mover_wins(6, 6));
        assert!(!board.mover_wins(1, 1));
    }

    #[test]
    fn the_sweep_agrees_with_the_moves() {
        let mut board = Board::default();
        let mut solver = Solver::new(BoardRules);
        for rows in 1..=30 {
            for columns in 1..=30 {
                let position = start(rows, columns).unwrap();
                assert_eq!(board.mover_wins(rows, columns), solver.wins(&position));
            }
        }
    }
}
