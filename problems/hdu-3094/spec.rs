//! HDU 3094, A tree game: Green Hackenbush on a tree rooted at vertex 1.

#[path = "game.rs"]
mod game;

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu3094(Searched<game::RootedTree>);

/// Each vertex's value from its children's, the colon principle: x ⊕ (g(c) + 1) over children c.
fn root_value(case: &Case, edge: impl Fn(u64) -> u64) -> u64 {
    let tree = oracles::own_game::tree_of(case, "N", 1).expect("a tree");
    let mut value = vec![0; tree.len()];
    for v in (1..tree.len()).rev() {
        value[tree.parent(v)] ^= edge(value[v]);
    }
    value[0]
}

impl Problem for Hdu3094 {
    const NAME: &'static str = "hdu-3094";
    const FORMAT: [&'static str; 2] = [
        "T cases / N / (I J)*(N - 1)",
        "1 <= T <= 100; 1 <= N <= 10^5; 1 <= I, J <= N; (I J) tree",
    ];
    const VERDICTS: [&'static str; 2] = ["Alice", "Bob"];
    const EXHAUSTIVE_BOUND: u64 = 7;
    const SIZES: Sizes = Sizes::values([2, 3, 4, 5, 6, 8, 10, 12, 14, 16]);
    /// 30 trees of 10^5 vertices fill the 32 MiB cap anyway.
    const MAX_CASES: usize = 30;

    oracles::plays!(own tree game::RootedTree(N) from 1);

    fn reference(&mut self, case: &Case) -> Option<String> {
        Some(Self::say(root_value(case, |g| g + 1) != 0))
    }

    /// An edge counted as a flip of its subtree's value (g ⊕ 1) instead of g + 1.
    fn planted_bug(&mut self, case: &Case) -> String {
        Self::say(root_value(case, |g| g ^ 1) != 0)
    }
}

spec_tools::main!(Hdu3094);
