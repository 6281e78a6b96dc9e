//! UVa 1378, A Funny Stone Game: a move takes a stone from pile i and puts one on pile j and one
//! on pile k, i < j <= k; the answer is the first winning move in (i, j, k) order.

#[path = "game.rs"]
mod game;

use oracles::prelude::*;

#[derive(Default)]
pub struct Uva1378(Searched<Heaps<game::FunnyStones>>);

/// The first move after which `loses` holds for the rival, printed, or `-1 -1 -1`.
fn first_move_to(case: &Case, mut loses: impl FnMut(&[u64]) -> bool) -> String {
    let first = game::moves(case.list("S")).find(|(_, after)| loses(after));
    first.map_or("-1 -1 -1\n".to_string(), |(m, _)| format!("{}\n", join(&m)))
}

impl Problem for Uva1378 {
    const NAME: &'static str = "uva-1378";
    const FORMAT: [&'static str; 2] = ["until 0 / n / S*n", "1 <= n <= 23; S <= 1000"];
    const VERDICTS: [&'static str; 2] = ["the winning move", "-1 -1 -1"];
    const NUMBERED: Option<&'static str> = Some("Game {}: ");
    const EXHAUSTIVE_BOUND: u64 = 3;
    const SIZES: Sizes = Sizes::values([1, 2, 2, 3, 3, 3, 4, 4, 4, 5]);
    /// The statement bounds the games by nothing: 1000 games of 23 piles of up to 1000 (each
    /// refused by the search's budget at once, answered by the reference) take 4 s to build in
    /// a debug build.
    const MAX_CASES: usize = 1000;
    oracles::plays!(own heaps game::FunnyStones(S) by game::stones);

    fn answer(&mut self, case: &Case) -> String {
        let searched = &self.0;
        first_move_to(case, |after| {
            let position = Heaps::<game::FunnyStones>::position_of(&game::stones(after));
            !searched.wins(&position.expect("stones within a heap's size"))
        })
    }

    /// Stones cancel in pairs; a stone at distance d is worth mex{g(a) ⊕ g(b) : b <= a < d}.
    fn reference(&mut self, case: &Case) -> Option<String> {
        Some(by_theory(case, true))
    }

    /// The values without the moves that put both stones on one pile (b < a).
    fn planted_bug(&mut self, case: &Case) -> String {
        by_theory(case, false)
    }
}

/// The first winning move by the stones' values, with or without the moves onto one pile.
fn by_theory(case: &Case, onto_one_pile: bool) -> String {
    let n = case.list("S").len();
    let mut g = vec![0u64; n];
    for d in 1..n {
        let pairs = (0..d).flat_map(|a| (0..=a).map(move |b| (a, b)));
        let pairs = pairs.filter(|&(a, b)| onto_one_pile || b < a);
        let sums: Vec<u64> = pairs.map(|(a, b)| g[a] ^ g[b]).collect();
        g[d] = (0..)
            .find(|v| !sums.contains(v))
            .expect("a value is missing");
    }
    // Two stones on one pile cancel: the piles of odd count, each at its distance to the last.
    let value = |piles: &[u64]| {
        let odd = piles.iter().rev().enumerate().filter(|(_, &s)| s % 2 == 1);
        odd.fold(0, |x, (d, _)| x ^ g[d])
    };
    first_move_to(case, |after| value(after) == 0)
}

spec_tools::main!(Uva1378);
