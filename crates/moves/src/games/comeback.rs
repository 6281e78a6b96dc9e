//! Comeback: a heap of at most c stones; a move takes one or two stones, or puts one back on a
//! non-empty heap below c; who cannot move (faces an empty heap) loses. Stones can come back,
//! so play can go on forever: a loopy game whose positions are worth numbers or ∞, for `sg`
//! and `table --values` to show (`sg --game comeback --fix c=12`).

use crate::explore::{About, Explore, Explorer, Shape};
use crate::search::{Game, Play};
use crate::Parameter;

/// A position is (stones, the cap c).
pub struct ComebackRules;

impl Game for ComebackRules {
    type Position = (u64, u64);

    fn options(&self, &(n, cap): &(u64, u64), visit: &mut dyn FnMut((u64, u64)) -> bool) -> bool {
        (1..=2.min(n)).any(|take| visit((n - take, cap)))
            || (n >= 1 && n < cap && visit((n + 1, cap)))
    }
}

pub fn explore() -> Box<dyn Explore> {
    const NUMBERS: &[Parameter] = &[Parameter::new("n", 0), Parameter::new("c", 1)];
    let about = About {
        name: "comeback",
        rules: "a heap of at most c; a move takes one or two stones, or puts one back on a \
                non-empty heap below c; who cannot move loses",
        shape: Shape::Numbers(NUMBERS),
        play: Play::Normal,
        upto: 40,
        lists: (0, 0),
        over: &[],
        reach: |bound| crate::explore::power(bound, 2),
    };
    Explorer::boxed(about, ComebackRules, |numbers| match *numbers {
        [n, c] if n <= c => Some((n, c)),
        _ => None,
    })
}
