//! HDU 3094, A tree game: Green Hackenbush on a tree rooted at vertex 1.

#[path = "game.rs"]
mod game;

use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu3094(Searched<game::RootedTree>);

/// Each vertex's value from its children's, the colon principle: x ⊕ (g(c) + 1) over children c.
fn root_value(case: &Case, edge: impl Fn(u64) -> u64) -> u64 {
    let edges: Vec<(u64, u64)> = case.field("N");
    let (order, parent) = game::rooted(&edges);
    let mut value = vec![0; edges.len() + 2];
    for &v in order.iter().skip(1).rev() {
        value[parent[v]] ^= edge(value[v]);
    }
    value[1]
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

    fn wins(&mut self, case: &Case) -> bool {
        let (tree, _) = game::tree_of(&case.field::<Vec<(u64, u64)>>("N")).expect("a small tree");
        self.0.wins(&tree)
    }

    fn feasible(&self, case: &Case) -> bool {
        let tree = game::tree_of(&case.field::<Vec<(u64, u64)>>("N"));
        // Not `is_some_and`: the problem crates keep to Rust 1.63, which clippy holds them to.
        tree.map_or(false, |(tree, _)| {
            self.0.wins_within_budget(&tree).is_some()
        })
    }

    /// Each vertex's value (position 0 unused): the game of its subtree's edges, by the search.
    fn game_values(&self, case: &Case) -> Option<Vec<oracles::loopy::Value>> {
        let (tree, order) = game::tree_of(&case.field::<Vec<(u64, u64)>>("N"))?;
        let mut values = vec![oracles::loopy::Value::Finite(0); order.len() + 1];
        for (v, &vertex) in order.iter().enumerate() {
            let value = self.0.solver().grundy(&game::below(&tree, v));
            values[vertex] = oracles::loopy::Value::Finite(value);
        }
        Some(values)
    }

    fn reference(&mut self, case: &Case) -> Option<String> {
        Some(Self::say(root_value(case, |g| g + 1) != 0))
    }

    /// An edge counted as a flip of its subtree's value (g ⊕ 1) instead of g + 1.
    fn planted_bug(&mut self, case: &Case) -> String {
        Self::say(root_value(case, |g| g ^ 1) != 0)
    }
}

spec_tools::main!(Hdu3094);
