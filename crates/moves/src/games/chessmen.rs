//! Georgia and Bob: chessmen on distinct cells 1, 2, 3, ... of a strip; a move shifts one
//! chessman left by at least one cell, never onto or over another, never past cell 1.

use crate::explore::{About, Explore, Explorer, Shape};
use crate::search::{Game, Play, Solver};

/// Positions are the occupied cells, ascending.
#[derive(Default)]
pub struct ChessmenRules;

impl Game for ChessmenRules {
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

/// The position of chessmen on these cells, in any order; `None` unless they are distinct and
/// from cell 1 on.
fn cells_position(cells: &[u64]) -> Option<Vec<u16>> {
    if !Chessmen::defined(cells) {
        return None;
    }
    let mut position = cells
        .iter()
        .map(|&cell| u16::try_from(cell).ok())
        .collect::<Option<Vec<u16>>>()?;
    position.sort_unstable();
    Some(position)
}

pub fn explore() -> Box<dyn Explore> {
    let about = About {
        name: "chessmen",
        rules: "chessmen on distinct cells 1, 2, ... of a strip; a move shifts one left, never onto or past another, nor past cell 1",
        shape: Shape::Cells,
        play: Play::Normal,
        upto: 60,
        lists: (4, 14),
        over: &[],
        reach: |bound| crate::explore::heap_reach(bound, (4, 14)),
    };
    Explorer::boxed(about, ChessmenRules, cells_position)
}

#[derive(Default)]
pub struct Chessmen(Solver<ChessmenRules>);

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

    /// Whether the player to move wins, by staircase Nim rather than the search: from the
    /// right, each pair of chessmen is a heap of the empty cells between them (the leftmost,
    /// when alone, pairs with the wall before cell 1), and the mover wins when their XOR is
    /// not 0. `cells` distinct, from 1, in any order.
    pub fn mover_wins_by_theory(cells: &[u64]) -> bool {
        let mut cells = cells.to_vec();
        cells.sort_unstable();
        let mut x = 0;
        for right in (0..cells.len()).rev().step_by(2) {
            x ^= cells[right] - if right == 0 { 0 } else { cells[right - 1] } - 1;
        }
        x != 0
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
    fn the_theory_agrees_with_the_search_on_every_set_of_cells_up_to_twelve() {
        let mut game = Chessmen::default();
        for set in 0u32..1 << 12 {
            let cells: Vec<u64> = (1..=12).filter(|cell| set >> (cell - 1) & 1 == 1).collect();
            let by_theory = Chessmen::mover_wins_by_theory(&cells);
            assert_eq!(by_theory, game.mover_wins(&cells), "{cells:?}");
        }
    }

    #[test]
    fn the_statements_samples() {
        let mut game = Chessmen::default();
        assert!(!game.mover_wins(&[1, 2, 3]));
        assert!(game.mover_wins(&[1, 5, 6, 7, 9, 12, 14, 17]));
        assert!(game.mover_wins(&[3]));
        assert!(!game.mover_wins(&[1]));
    }
}
