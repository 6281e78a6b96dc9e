//! A Multiplication Game (HDU 1517): p starts at 1; the players in turn multiply it by one of
//! 2..=9; whoever first makes p >= n wins.
//!
//! What is left of the game is how far p still is from n, in factors: m = ⌈n / p⌉, the least
//! factor that takes p to n. A move by k leaves ⌈m / k⌉ (⌈⌈n / p⌉ / k⌉ = ⌈n / (p k)⌉), and m = 1
//! means p >= n: the rival's move reached n and the player to move has lost. So a position is
//! m alone, the start is m = n, and one search serves every target.

use crate::explore::{About, Explore, Explorer, Shape};
use crate::search::{Game, Play};
use crate::Parameter;

pub struct MultiplicationRules;

impl Game for MultiplicationRules {
    type Position = u64;

    fn options(&self, &factor: &u64, visit: &mut dyn FnMut(u64) -> bool) -> bool {
        factor > 1 && (2..=9u64).any(|k| visit(factor.div_ceil(k)))
    }
}

pub fn explore() -> Box<dyn Explore> {
    const PARAMETERS: &[Parameter] = &[Parameter::new("n", 2)];
    let about = About {
        name: "multiplication",
        rules: "p starts at 1; a move multiplies p by 2 to 9; who first makes p >= n wins",
        shape: Shape::Numbers(PARAMETERS),
        play: Play::Normal,
        upto: 1_000_000,
        lists: (0, 0),
        over: &[],
        reach: |bound| u128::from(bound) + 1,
    };
    Explorer::boxed(about, MultiplicationRules, |numbers| match *numbers {
        [n] if n >= 2 => Some(n),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Solver;

    /// The position m stands for every p with ⌈n / p⌉ = m: playing p itself, move by move,
    /// gives the same winner.
    #[test]
    fn the_factor_still_needed_decides_as_p_itself_does() {
        struct WithP(u64);
        impl Game for WithP {
            type Position = u64;
            fn options(&self, &p: &u64, visit: &mut dyn FnMut(u64) -> bool) -> bool {
                p < self.0 && (2..=9u64).any(|k| visit((p * k).min(self.0)))
            }
        }
        let mut factors = Solver::new(MultiplicationRules);
        for n in 2..=3000 {
            assert_eq!(factors.wins(&n), Solver::new(WithP(n)).wins(&1), "n = {n}");
        }
    }
}
