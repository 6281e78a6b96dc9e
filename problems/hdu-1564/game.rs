//! HDU 1564's game, as its positions and moves: the search every answer is checked against.

use oracles::prelude::*;

/// A stone on a corner of an n × n board, whose square counts as visited; a move takes it to a
/// horizontally or vertically adjacent square never visited; who cannot move loses.
#[derive(Default)]
pub struct BoardWalk;

/// The board's side, the stone's square (row-major) and the visited squares, one bit each.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Walk {
    side: u8,
    stone: u8,
    visited: u64,
}

impl Game for BoardWalk {
    type Position = Walk;

    fn options(&self, walk: &Walk, visit: &mut dyn FnMut(Walk) -> bool) -> bool {
        let (side, row, column) = (walk.side, walk.stone / walk.side, walk.stone % walk.side);
        let steps = [
            (row > 0).then(|| walk.stone - side),
            (row + 1 < side).then(|| walk.stone + side),
            (column > 0).then(|| walk.stone - 1),
            (column + 1 < side).then(|| walk.stone + 1),
        ];
        steps.into_iter().flatten().any(|to| {
            walk.visited & 1 << to == 0
                && visit(Walk {
                    stone: to,
                    visited: walk.visited | 1 << to,
                    ..*walk
                })
        })
    }
}

impl Rules for BoardWalk {
    const SHAPE: Shape = Shape::Numbers(&[oracles::Parameter::new("n", 1)]);

    /// The start on an n × n board, for n up to 8 (a square a bit of 64).
    fn position_of(numbers: &[u64]) -> Option<Walk> {
        let side = u8::try_from(*numbers.first()?)
            .ok()
            .filter(|&n| (1..=8).contains(&n))?;
        Some(Walk {
            side,
            stone: 0,
            visited: 1,
        })
    }
}
