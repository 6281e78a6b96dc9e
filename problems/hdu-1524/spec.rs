//! HDU 1524, A Chess Game: pieces on the graph without cycles a case gives; a move takes one
//! piece along one edge; who cannot move loses. The search plays each query's pieces whole.

use oracles::games::graph::Graph;
use oracles::loopy::{Outcome, Value};
use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu1524(Graph);

impl Problem for Hdu1524 {
    const NAME: &'static str = "hdu-1524";
    const FORMAT: [&'static str; 2] = [
        "until end / N / (X x*X)*N / queries(M p*M) until 0",
        "1 <= N <= 1000; X, x, p < N; 1 <= M <= 10",
    ];
    const VERDICTS: [&'static str; 2] = ["WIN", "LOSE"];
    const LINES_PER_ANSWER: AnswerLines = AnswerLines::AsExpected;
    const MAX_CASES: usize = 10; // graphs of 1000 nodes, not 10^5
    const EXHAUSTIVE_BOUND: u64 = 3;
    oracles::plays!(graph::Graph(N, p) for each row of queries);

    /// Sprague–Grundy: the pieces are a sum of games, their values summed (XORed).
    fn reference(&mut self, case: &Case) -> Option<String> {
        let values = self.game_values(case)?;
        let sum = |on: &[u64]| {
            on.iter()
                .fold(Value::Finite(0), |s, &p| s.sum(&values[p as usize]))
        };
        let rows = case.group("queries").iter();
        let wins = rows.map(|query| sum(query.list("p")).outcome() == Outcome::Win);
        Some(oracles::plays::verdicts::<Self>(wins, false))
    }

    /// Each node's Grundy value; `None` for a graph with a cycle, which the statement excludes.
    fn game_values(&self, case: &Case) -> Option<Vec<Value>> {
        Graph::values(case.field("N"))
    }

    /// The mex taken as one more than the largest successor's value (a chain 0 → 1 → 2 gives 2, not 0).
    fn planted_bug(&mut self, c: &Case) -> String {
        let g = planted::dag_values(&c.field::<Vec<&[u64]>>("N"), |options| {
            options.iter().max().map_or(0, |m| m + 1)
        });
        let wins = c
            .group("queries")
            .iter()
            .map(|q| q.list("p").iter().fold(0, |x, &p| x ^ g[p as usize]) != 0);
        oracles::plays::verdicts::<Self>(wins, false)
    }
}

spec_tools::main!(Hdu1524);
