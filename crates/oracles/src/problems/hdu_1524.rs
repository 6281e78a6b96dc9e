//! HDU 1524, A Chess Game: pieces on the graph without cycles a case gives; a move takes one
//! piece along one edge; who cannot move loses. The search plays each query's pieces whole.

use crate::format::Case;
use crate::games::graph::{outcome, values, GraphRules};
use crate::loopy::{Outcome, Value};
use crate::search::Solver;
use crate::{AnswerLines, Problem};

#[derive(Default)]
pub struct Hdu1524;

/// The case's graph, solved by the moves.
fn solver(case: &Case) -> Solver<GraphRules> {
    let edges = case.group("N").iter().map(|row| row.list("x").to_vec());
    Solver::new(GraphRules::new(edges.collect()).expect("x < N"))
}

/// A line `WIN` or `LOSE` per query.
fn lines(case: &Case, mut wins: impl FnMut(&[u64]) -> bool) -> String {
    let queries = case.group("queries").iter();
    queries.map(|q| Hdu1524::say(wins(q.list("p")))).collect()
}

impl Problem for Hdu1524 {
    const NAME: &'static str = "hdu-1524";
    const FORMAT: [&'static str; 2] = [
        "until end / N / (X x*X)*N / queries(M p*M) until 0",
        "1 <= N <= 1000; X, x, p < N; 1 <= M <= 10",
    ];
    const VERDICTS: [&'static str; 2] = ["WIN", "LOSE"];
    const LINES_PER_ANSWER: AnswerLines = AnswerLines::AsExpected;
    /// Not 10^5 graphs of 1000 nodes: 10.
    const MAX_CASES: usize = 10;
    const EXHAUSTIVE_BOUND: u64 = 3;

    /// Whether the first query is won (the random cases' bias to lost positions).
    fn wins(&mut self, case: &Case) -> bool {
        self.answer(case).starts_with("WIN")
    }

    fn answer(&mut self, case: &Case) -> String {
        let mut solver = solver(case);
        lines(case, |on| {
            let pieces = solver.game().pieces(on).expect("p < N");
            outcome(&mut solver, &pieces) == Outcome::Win
        })
    }

    /// A graph without cycles (the statement's), with few enough nodes and pieces for the
    /// search of whole positions.
    fn feasible(&self, case: &Case) -> bool {
        let small = case.group("queries").iter().all(|q| q.list("p").len() <= 6);
        small && case.group("N").len() <= 12 && self.game_values(case).is_some()
    }

    /// Sprague–Grundy: the pieces are a sum, won iff their nodes' values XOR to non-zero.
    fn reference(&mut self, case: &Case) -> Option<String> {
        let values = self.game_values(case)?;
        let value = |&node: &u64| match values[node as usize] {
            Value::Finite(value) => value,
            Value::Infinite(_) => unreachable!("a graph without cycles"),
        };
        Some(lines(case, |on| {
            on.iter().map(value).fold(0, |x, v| x ^ v) != 0
        }))
    }

    /// Each node's Grundy value; `None` for a graph with a cycle, which the statement excludes.
    fn game_values(&self, case: &Case) -> Option<Vec<Value>> {
        let rows = case.group("N");
        let mut into: Vec<usize> = vec![0; rows.len()];
        rows.iter()
            .flat_map(|r| r.list("x"))
            .for_each(|&to| into[to as usize] += 1);
        let mut ready: Vec<usize> = (0..rows.len()).filter(|&v| into[v] == 0).collect();
        let mut sorted = 0;
        while let Some(node) = ready.pop() {
            sorted += 1;
            for &to in rows[node].list("x") {
                into[to as usize] -= 1;
                if into[to as usize] == 0 {
                    ready.push(to as usize);
                }
            }
        }
        (sorted == rows.len()).then(|| values(&mut solver(case)))
    }
}
