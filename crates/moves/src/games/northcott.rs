//! Northcott's game (HDU 1730): rows of a board m squares wide; in each row Tom's piece and
//! Jerry's piece. A player slides one of his own pieces along its row, left or right, any
//! distance, never onto or over the other piece; who cannot move loses. Pieces can retreat,
//! so positions repeat: the solver solves the game graph backwards (`crate::loopy`), and the
//! position says whose turn it is, since each player moves only his own pieces.

use crate::explore::{About, Explore, Explorer, Shape};
use crate::loopy::Outcome;
use crate::search::{Game, Play, Solver};
use crate::Parameter;

/// A position: whether Tom is to move, the board's width m, and each row's (Tom's column,
/// Jerry's column), columns 1..=m, the rows sorted (they are interchangeable).
pub type Board = (bool, u8, Vec<(u8, u8)>);

#[derive(Default)]
pub struct NorthcottRules;

impl Game for NorthcottRules {
    type Position = Board;

    fn options(&self, (tom, width, rows): &Board, visit: &mut dyn FnMut(Board) -> bool) -> bool {
        for (i, &(black, white)) in rows.iter().enumerate() {
            let (own, other) = if *tom { (black, white) } else { (white, black) };
            // The squares on the own piece's side of the other piece, except its own square.
            let reach = if own < other {
                1..other
            } else {
                other + 1..width + 1
            };
            for to in reach.filter(|&to| to != own) {
                let mut next = rows.clone();
                next[i] = if *tom { (to, white) } else { (black, to) };
                next.sort_unstable();
                if visit((!tom, *width, next)) {
                    return true;
                }
            }
        }
        false
    }
}

/// The position of Tom to move on a board of width `m` with these rows, or `None` where a row
/// breaks the rules (a piece off the board, two pieces on one square).
pub fn position(width: u64, rows: &[(u64, u64)]) -> Option<Board> {
    let width = u8::try_from(width).ok()?;
    let mut placed = Vec::with_capacity(rows.len());
    for &(a, b) in rows {
        let on_board = |c: u64| (1..=u64::from(width)).contains(&c);
        if a == b || !on_board(a) || !on_board(b) {
            return None;
        }
        placed.push((a as u8, b as u8));
    }
    placed.sort_unstable();
    Some((true, width, placed))
}

/// Whether Tom, to move, wins on a board of width `m` with these rows (Tom's column, Jerry's),
/// solved by `solver`, whose memo serves every board it is asked about (the width is part of
/// each position).
///
/// # Panics
/// If a row breaks the rules (see [`position`]).
pub fn tom_wins(solver: &mut Solver<NorthcottRules>, width: u64, rows: &[(u64, u64)]) -> bool {
    let start = position(width, rows).expect("pieces on the board, apart");
    solver.outcome(&start, Play::Normal) == Outcome::Win
}

/// True when the rows make a position and the solver keeps at most 30,000 positions for it:
/// multisets of rows, each of m(m - 1) placements, with either player to move.
pub fn feasible(width: u64, rows: &[(u64, u64)]) -> bool {
    let placements = width.saturating_mul(width.saturating_sub(1));
    let mut positions = 2u64;
    for k in 1..=rows.len() as u64 {
        positions = positions.saturating_mul(placements + k - 1) / k;
    }
    positions <= 30_000 && position(width, rows).is_some()
}

/// Northcott's game for a spec: the positions solved so far are kept across boards (an
/// exhaustive proof's boards share most of them: 14 s with a solver per board became 0.15 s),
/// until [`Northcott::MEMO_LIMIT`].
#[derive(Default)]
pub struct Northcott(Solver<NorthcottRules>);

impl Northcott {
    /// Past this many positions the memo starts again, so that thousands of random boards
    /// (each up to 30,000 positions, see [`feasible`]) keep it within a few tens of MiB.
    pub const MEMO_LIMIT: usize = 300_000;

    /// Whether Tom, to move, wins on a board of width `width` with these rows (Tom's column,
    /// Jerry's).
    ///
    /// # Panics
    /// If a row breaks the rules (see [`position`]).
    pub fn mover_wins(&mut self, width: u64, rows: Vec<(u64, u64)>) -> bool {
        if self.0.positions_known() > Self::MEMO_LIMIT {
            self.0 = Solver::default();
        }
        tom_wins(&mut self.0, width, &rows)
    }

    pub fn feasible(width: u64, rows: Vec<(u64, u64)>) -> bool {
        feasible(width, &rows)
    }

    /// Whether Tom wins, by the game's theory rather than the search: each row is a Nim heap
    /// of the squares between its pieces (a retreat is undone by the rival's advance).
    pub fn mover_wins_by_theory(_width: u64, rows: Vec<(u64, u64)>) -> bool {
        let gaps = rows
            .into_iter()
            .map(|(a, b)| a.abs_diff(b).saturating_sub(1));
        gaps.fold(0, |x, gap| x ^ gap) != 0
    }
}

pub fn explore() -> Box<dyn Explore> {
    const NUMBERS: &[Parameter] = &[
        Parameter::new("a", 1),
        Parameter::new("b", 1),
        Parameter::new("m", 2),
    ];
    let about = About {
        name: "northcott",
        rules: "one row m squares wide; Tom's piece on a, Jerry's on b; a player slides his own \
                piece either way, never onto or over the other; who cannot move loses (Tom moves)",
        shape: Shape::Numbers(NUMBERS),
        play: Play::Normal,
        upto: 12,
        lists: (0, 0),
        over: &["m=2..7"],
        // Both players to move, every (a, b) on every width up to the bound.
        reach: |bound| 2 * crate::explore::power(bound, 3),
    };
    Explorer::boxed(about, NorthcottRules, |numbers| match *numbers {
        [a, b, m] => position(m, &[(a, b)]),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theory_agrees_with_the_search_on_every_board_of_two_rows_up_to_width_6() {
        let mut game = Northcott::default();
        for width in 2..=6 {
            let on_board = || (1..=width).flat_map(move |a| (1..=width).map(move |b| (a, b)));
            let rows = on_board().filter(|(a, b)| a != b);
            for row in rows.clone() {
                for other in rows.clone() {
                    for board in [vec![row], vec![row, other]] {
                        let by_theory = Northcott::mover_wins_by_theory(width, board.clone());
                        let by_search = game.mover_wins(width, board.clone());
                        assert_eq!(by_theory, by_search, "width {width}, rows {board:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn tom_loses_when_his_piece_touches_jerrys_in_every_row() {
        let mut solver = Solver::new(NorthcottRules);
        let touching = position(6, &[(3, 4), (2, 1)]).unwrap();
        assert_eq!(solver.outcome(&touching, Play::Normal), Outcome::Lose);
        // The statement's samples: gaps 0, 0, 0 lose; gaps 1, 0 win.
        let sample = position(6, &[(4, 5), (1, 2), (1, 2)]).unwrap();
        assert_eq!(solver.outcome(&sample, Play::Normal), Outcome::Lose);
        let sample = position(6, &[(4, 5), (1, 3), (1, 2)]).unwrap();
        assert_eq!(solver.outcome(&sample, Play::Normal), Outcome::Win);
    }

    #[test]
    fn pieces_off_the_board_or_together_give_no_position() {
        assert_eq!(position(4, &[(2, 2)]), None);
        assert_eq!(position(4, &[(1, 5)]), None);
        assert_eq!(position(4, &[(0, 2)]), None);
    }
}
