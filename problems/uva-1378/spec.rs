//! UVa 1378, A Funny Stone Game: a move takes a stone from pile i and puts one on pile j and one
//! on pile k, i < j <= k; the answer is the first winning move in (i, j, k) order.

#[path = "game.rs"]
mod game;

use oracles::prelude::*;

#[derive(Default)]
pub struct Uva1378(Searched<Heaps<game::FunnyStones>>);

impl Problem for Uva1378 {
    const NAME: &'static str = "uva-1378";
    const FORMAT: [&'static str; 2] = ["until 0 / n / S*n", "1 <= n <= 23; S <= 1000"];
    const VERDICTS: [&'static str; 2] = ["the winning move", "-1 -1 -1"];
    const NUMBERED: Option<&'static str> = Some("Game {}: ");
    const EXHAUSTIVE_BOUND: u64 = 3;
    const SIZES: Sizes = Sizes::values([1, 2, 3, 4, 5, 6, 8, 12, 17, 23]);
    /// The statement bounds the games by nothing: 1000 games of 23 piles of up to 1000 (each
    /// refused by the search's budget at once, answered by the reference) take 4 s to build in
    /// a debug build.
    const MAX_CASES: usize = 1000;
    oracles::plays!(
        own heaps game::FunnyStones(S) by game::stones,
        with theory, answer first of game::moves, else "-1 -1 -1"
    );

    /// The last winning move instead of the first.
    fn planted_bug(&mut self, case: &Case) -> String {
        let moves: Vec<_> = game::moves(case.list("S")).collect();
        oracles::own_game::first_move(moves.into_iter().rev(), "-1 -1 -1", |after| {
            !game::FunnyStones::wins_by_theory(&game::stones(after))
        })
    }
}

spec_tools::main!(Uva1378);
