//! HDU 2897's coins: n coins; a move takes p to q of them, but a player facing fewer than p
//! must take them all; whoever takes the last coin loses (misère play: the player facing no
//! coin has won). p and q are the game's parameters: `guess coins --over p=1..6 --over q=p..8`.

use crate::explore::{About, Explore, Explorer, Shape};
use crate::loopy::Outcome;
use crate::search::{Game, Play, Solver};
use crate::Parameter;

/// A position is (coins left, the least take p, the most take q).
#[derive(Default)]
pub struct CoinsRules;

impl Game for CoinsRules {
    type Position = (u64, u64, u64);

    fn options(
        &self,
        &(coins, least, most): &(u64, u64, u64),
        visit: &mut dyn FnMut((u64, u64, u64)) -> bool,
    ) -> bool {
        if coins == 0 {
            return false;
        }
        if coins < least {
            return visit((0, least, most));
        }
        (least..=most.min(coins)).any(|take| visit((coins - take, least, most)))
    }
}

/// The coin game (HDU 2897) by search.
#[derive(Default)]
pub struct Coins;

impl Coins {
    /// Whether the player to move wins with `n` coins and takes of p..=q, by a solver of its
    /// own: a memo kept across many settings would only grow (and a proof's process, whose size
    /// a child's peak memory starts from, with it).
    pub fn mover_wins(&mut self, n: u64, p: u64, q: u64) -> bool {
        Solver::new(CoinsRules).outcome(&(n, p, q), Play::Misere) == Outcome::Win
    }

    /// True when p <= q and the solver keeps few positions for n: a setting of (p, q) keeps
    /// n + 1 positions, each trying up to q - p + 1 takes.
    pub fn feasible(n: u64, p: u64, q: u64) -> bool {
        1 <= p && p <= q && n <= 3_000 && n.saturating_mul(q - p + 1) <= 2_000_000
    }
}

pub fn explore() -> Box<dyn Explore> {
    const NUMBERS: &[Parameter] = &[
        Parameter::new("n", 0),
        Parameter::new("p", 1),
        Parameter::new("q", 1),
    ];
    let about = About {
        name: "coins",
        rules: "n coins; a move takes p to q coins, or all of them when fewer than p are left; \
                whoever takes the last coin loses",
        shape: Shape::Numbers(NUMBERS),
        play: Play::Misere,
        upto: 200,
        lists: (0, 0),
        over: &["p=1..6", "q=p..8"],
        // Each setting keeps its own n = 0..=bound.
        reach: |bound| u128::from(bound) + 1,
    };
    Explorer::boxed(about, CoinsRules, |numbers| match *numbers {
        [n, p, q] if 1 <= p && p <= q => Some((n, p, q)),
        _ => None,
    })
}
