//! HDU 1524, A Chess Game: pieces on the graph without cycles a case gives; a move takes one
//! piece along one edge; who cannot move loses. The search plays each query's pieces whole.

use oracles::games::graph::{outcome, values, GraphRules, Pieces};
use oracles::loopy::{Outcome, Value};
use oracles::prelude::*;

#[derive(Default)]
pub struct Hdu1524;

/// The case's graph, to be solved by its moves; `None` with a cycle (the statement has none).
fn solver(case: &Case) -> Option<Solver<GraphRules>> {
    let edges = case.group("N").iter().map(|row| row.list("x").to_vec());
    let rules = GraphRules::new(edges.collect()).expect("x < N");
    (!rules.has_cycle()).then(|| Solver::new(rules))
}

/// A line `WIN` or `LOSE` per query, as `wins` says of its pieces.
fn per_query(case: &Case, mut wins: impl FnMut(&Pieces) -> bool) -> String {
    let queries = case.group("queries").iter();
    let pieces = queries.map(|q| q.list("p").iter().map(|&p| p as u32).collect());
    pieces.map(|on: Pieces| Hdu1524::say(wins(&on))).collect()
}

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

    /// Whether the first query is won (the random cases' bias to lost positions).
    fn wins(&mut self, case: &Case) -> bool {
        self.answer(case).starts_with("WIN")
    }

    fn answer(&mut self, case: &Case) -> String {
        let mut solver = solver(case).expect("no cycle");
        per_query(case, |on| outcome(&mut solver, on) == Outcome::Win)
    }

    /// No cycle, and few nodes and pieces for the search of whole positions.
    fn feasible(&self, case: &Case) -> bool {
        let few = case.group("queries").iter().all(|q| q.list("p").len() <= 6);
        few && case.group("N").len() <= 12 && solver(case).is_some()
    }

    /// Sprague–Grundy: the pieces are a sum of games, their values summed (XORed).
    fn reference(&mut self, case: &Case) -> Option<String> {
        let values = self.game_values(case)?;
        let value = |&n: &u32| values[n as usize].clone();
        let sum = |p: &Pieces| p.iter().map(value).fold(Value::Finite(0), |s, v| s.sum(&v));
        Some(per_query(case, |on| sum(on).outcome() == Outcome::Win))
    }

    /// Each node's Grundy value; `None` for a graph with a cycle, which the statement excludes.
    fn game_values(&self, case: &Case) -> Option<Vec<Value>> {
        solver(case).map(|mut solver| values(&mut solver))
    }

    /// The mex taken as one more than the largest successor's value (a chain 0 → 1 → 2 gives 2, not 0).
    fn planted_bug(&mut self, c: &Case) -> String {
        let successors: Vec<&[u64]> = c.group("N").iter().map(|row| row.list("x")).collect();
        let g = planted::dag_values(&successors, |options| {
            options.iter().max().map_or(0, |m| m + 1)
        });
        per_query(c, |on| on.iter().fold(0, |x, &p| x ^ g[p as usize]) != 0)
    }
}

spec_tools::main!(Hdu1524);
