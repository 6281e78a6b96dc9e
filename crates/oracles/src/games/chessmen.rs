//! Georgia and Bob: chessmen on distinct cells 1, 2, 3, ... of a strip; a move shifts one
//! chessman left by at least one cell, never onto or over another, never past cell 1.

use crate::search::{Rules, Search};

/// Positions are the occupied cells, ascending.
pub struct ChessmenRules;

impl Rules for ChessmenRules {
    type Position = Vec<u16>;

    fn options(&self, cells: &Vec<u16>, visit: &mut dyn FnMut(Vec<u16>) -> bool) -> bool {
        for i in 0..cells.len() {
            let leftmost = if i == 0 { 1 } else { cells[i - 1] + 1 };
            for cell in leftmost..cells[i] {
                let mut next = cells.clone();
                next[i] = cell;
                if visit(next) {
                    return true;
                }
            }
        }
        false
    }
}

pub struct Chessmen(Search<ChessmenRules>);

impl Default for Chessmen {
    fn default() -> Self {
        Chessmen(Search::new(ChessmenRules))
    }
}

impl Chessmen {
    /// True when the player to move wins; `cells` in any order.
    ///
    /// # Panics
    /// If two chessmen share a cell or one stands on cell 0 (see [`Chessmen::feasible`]).
    pub fn mover_wins(&mut self, cells: &[u64]) -> bool {
        assert!(
            Self::defined(cells),
            "chessmen on distinct cells from 1: {cells:?}"
        );
        let mut position: Vec<u16> = cells.iter().map(|&c| c as u16).collect();
        position.sort_unstable();
        self.0.wins(&position)
    }

    /// True when the rules define the position: distinct cells, none left of cell 1.
    pub fn defined(cells: &[u64]) -> bool {
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        sorted.len() == cells.len() && !sorted.contains(&0)
    }

    /// True when the position is defined and has few successors: every reachable position is
    /// a set of `count` cells among the first `rightmost`.
    pub fn feasible(cells: &[u64]) -> bool {
        let Some(&rightmost) = cells.iter().max() else {
            return true;
        };
        if !Self::defined(cells) || rightmost > 200 || cells.len() > 200 {
            return false;
        }
        let count = cells.len() as u64;
        let mut sets: u64 = 1;
        for i in 0..count {
            sets = sets.saturating_mul(rightmost - i) / (i + 1);
        }
        sets <= 200_000
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_statements_samples() {
        let mut game = Chessmen::default();
        assert!(!game.mover_wins(&[1, 2, 3]));
        assert!(game.mover_wins(&[1, 5, 6, 7, 9, 12, 14, 17]));
        assert!(game.mover_wins(&[3]));
        assert!(!game.mover_wins(&[1]));
    }
}
