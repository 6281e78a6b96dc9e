//! Cutting Game (POJ 2311): a move cuts one piece of paper in two along a grid line; whoever
//! first cuts out a 1 × 1 piece wins.
//!
//! This is the raw rule: a position is the multiset of pieces on the table, every cut of every
//! piece is a move, and a cut that leaves a 1 × 1 piece ends the game. It is not a plain sum of
//! pieces (that cut ends every piece's game at once), so it does not split.

use crate::explore::{About, Explore, Explorer, Shape};
use crate::search::{Game, Play};
use crate::Parameter;

/// One piece of paper, as (shorter side, longer side): turning a piece over changes nothing.
pub type Piece = (u8, u8);

pub fn piece(a: u8, b: u8) -> Piece {
    (a.min(b), a.max(b))
}

/// The position after someone cut out a 1 × 1 piece: the game is over and the player to move
/// has lost. Whatever else lies on the table no longer matters, so every finished game is this
/// one position (which keeps the memo small).
pub const FINISHED: [Piece; 1] = [(1, 1)];

/// Whether a cut into these two pieces cuts out a 1 × 1, and so wins.
fn ends_the_game(first: Piece, second: Piece) -> bool {
    first == (1, 1) || second == (1, 1)
}

/// The cutting game on a table of pieces. A position is its pieces, sorted.
pub struct Cutting;

impl Cutting {
    /// The pieces after cutting `pieces[at]` into `first` and `second`, in canonical form.
    fn after_cut(pieces: &[Piece], at: usize, first: Piece, second: Piece) -> Vec<Piece> {
        if ends_the_game(first, second) {
            return FINISHED.to_vec();
        }
        let mut next = Vec::with_capacity(pieces.len() + 1);
        next.extend_from_slice(&pieces[..at]);
        next.extend_from_slice(&pieces[at + 1..]);
        next.push(first);
        next.push(second);
        next.sort_unstable();
        next
    }

    /// Every cut of every piece as the two pieces it makes: `visit(at, first, second)` until it
    /// returns true. A cut k from one edge and the cut k from the other make the same two pieces,
    /// and equal pieces are cut alike, so each distinct result is visited once.
    fn cuts(pieces: &[Piece], visit: &mut dyn FnMut(usize, Piece, Piece) -> bool) -> bool {
        for (at, &(short, long)) in pieces.iter().enumerate() {
            if at > 0 && pieces[at - 1] == (short, long) {
                continue;
            }
            // Across the long side, then across the short side.
            let across_long = (1..=long / 2).map(|k| (piece(short, k), piece(short, long - k)));
            // A square cut either way makes the same pieces.
            let across_short = (1..=short / 2)
                .filter(|_| short < long)
                .map(|k| (piece(k, long), piece(short - k, long)));
            for (first, second) in across_long.chain(across_short) {
                if visit(at, first, second) {
                    return true;
                }
            }
        }
        false
    }
}

impl Game for Cutting {
    type Position = Vec<Piece>;

    fn options(&self, pieces: &Vec<Piece>, visit: &mut dyn FnMut(Vec<Piece>) -> bool) -> bool {
        if pieces.as_slice() == FINISHED {
            return false;
        }
        // The cuts that end the game first: when one exists the search stops there, instead of
        // exploring every other cut first. The order changes how fast, not what is found.
        Cutting::cuts(pieces, &mut |at, first, second| {
            ends_the_game(first, second) && visit(Cutting::after_cut(pieces, at, first, second))
        }) || Cutting::cuts(pieces, &mut |at, first, second| {
            !ends_the_game(first, second) && visit(Cutting::after_cut(pieces, at, first, second))
        })
    }
}

pub fn explore() -> Box<dyn Explore> {
    const PARAMETERS: &[Parameter] = &[Parameter::new("W", 2), Parameter::new("H", 2)];
    let about = About {
        name: "cutting",
        rules: "a W×H sheet; a move cuts one piece in two along a grid line; who first cuts out a 1×1 piece wins",
        shape: Shape::Numbers(PARAMETERS),
        play: Play::Normal,
        upto: 7,
        lists: (0, 0),
        over: &[],
        // The multisets of pieces grow about tenfold per side: 9 × 9 keeps some millions.
        reach: |bound| 10u128.saturating_pow(u32::try_from(bound).unwrap_or(u32::MAX).saturating_sub(2)),
    };
    Explorer::boxed(about, Cutting, |numbers| match *numbers {
        [w, h] if (1..=200).contains(&w) && (1..=200).contains(&h) && w.max(h) >= 2 => {
            Some(vec![piece(w as u8, h as u8)])
        }
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Solver;

    /// Cutting one of two equal pieces, a piece k from either edge, or a square either way is one
    /// move: skipping the repeats must not lose a distinct one. A 3 × 2 next to a 2 × 2: cuts 1 × 2 + 2 × 2 (across
    /// the 3), 3 × 1 + 3 × 1 (across the 2), and 1 × 2 + 1 × 2 (the 2 × 2, either way).
    #[test]
    fn each_distinct_cut_is_offered_once() {
        let mut results = Vec::new();
        Cutting.options(&vec![(2, 2), (2, 3)], &mut |next| {
            results.push(next);
            false
        });
        assert_eq!(
            results,
            [
                vec![(1, 2), (1, 2), (2, 3)],
                vec![(1, 2), (2, 2), (2, 2)],
                vec![(1, 3), (1, 3), (2, 2)],
            ]
        );
        let mut twins = 0;
        Cutting.options(&vec![(2, 2), (2, 2)], &mut |_| {
            twins += 1;
            false
        });
        assert_eq!(twins, 1);
    }

    #[test]
    fn cutting_out_a_unit_square_ends_the_game_at_once() {
        let mut first = None;
        Cutting.options(&vec![(2, 5), (1, 3)], &mut |next| {
            first = Some(next);
            true
        });
        assert_eq!(first, Some(FINISHED.to_vec()));
        assert!(!Solver::new(Cutting).wins(&FINISHED.to_vec()));
    }
}
