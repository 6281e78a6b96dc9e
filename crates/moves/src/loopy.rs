//! Games whose moves can come back to a position they left (pieces that retreat, a heap that
//! may grow). No recursion can value such a position, so the game graph reachable from it is
//! built whole and solved backwards from its ends, as endgame tablebases are:
//!
//! - [`outcomes`] (retrograde analysis): a position without a move is lost for the player to
//!   move (won under misère play); a position with a move to a lost one is won; a position
//!   whose every move reaches a won one is lost. What is never marked is a draw: neither player
//!   can force an end.
//! - [`values`]: the generalized Sprague–Grundy function of impartial loopy games (C. A. B.
//!   Smith 1966; Fraenkel and Yesha's algorithm). A position is worth a number, as in a finite
//!   game, or ∞ together with the finite values among its options. These are what make sums of
//!   loopy games work: [`Value::sum`].
//!
//! Written here, not taken from a crate: solving games is this workspace's point. The graph is
//! given by its moves alone, not by a `search::Game`: the solver builds on this file, and this
//! file on nothing of the solver's.

use crate::fast_map::FastMap;
use std::fmt;

/// Who wins a position with best play: the player to move, the other one, or neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win,
    Lose,
    Draw,
}

/// A generalized Sprague–Grundy value: a number, or ∞ with the finite values of the options
/// (sorted, each once).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Finite(u64),
    Infinite(Vec<u64>),
}

impl Value {
    /// The outcome the value means under normal play: 0 loses, another number wins, ∞ wins when
    /// it can move to a 0 and is a draw otherwise.
    pub fn outcome(&self) -> Outcome {
        match self {
            Value::Finite(0) => Outcome::Lose,
            Value::Finite(_) => Outcome::Win,
            Value::Infinite(reached) if reached.contains(&0) => Outcome::Win,
            Value::Infinite(_) => Outcome::Draw,
        }
    }

    /// The value of a disjunctive sum: numbers XOR; a number added to ∞(K) shifts K by XOR; two
    /// infinities make ∞ with nothing finite reached (Smith's sum rule).
    pub fn sum(&self, other: &Value) -> Value {
        match (self, other) {
            (Value::Finite(a), Value::Finite(b)) => Value::Finite(a ^ b),
            (Value::Finite(a), Value::Infinite(reached))
            | (Value::Infinite(reached), Value::Finite(a)) => {
                let mut shifted: Vec<u64> = reached.iter().map(|value| value ^ a).collect();
                shifted.sort_unstable();
                Value::Infinite(shifted)
            }
            (Value::Infinite(_), Value::Infinite(_)) => Value::Infinite(Vec::new()),
        }
    }
}

impl fmt::Display for Value {
    /// `3`, or `∞` followed by the finite values reached: `∞{0,2}`, `∞{}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Finite(value) => write!(f, "{value}"),
            Value::Infinite(reached) => {
                let reached: Vec<String> = reached.iter().map(u64::to_string).collect();
                write!(f, "∞{{{}}}", reached.join(","))
            }
        }
    }
}

/// The positions reachable from a start, numbered, with their moves; positions whose answer is
/// already known are kept as leaves and not expanded.
pub struct Graph<P> {
    pub positions: Vec<P>,
    pub moves: Vec<Vec<usize>>,
    /// Whether a position is a leaf (known before, its moves not listed).
    pub leaf: Vec<bool>,
}

/// A position's moves: `options(position, visit)` calls `visit` with every position one move away.
pub type Options<'a, P> = dyn FnMut(&P, &mut dyn FnMut(P)) + 'a;

impl<P: Clone + Eq + std::hash::Hash> Graph<P> {
    /// Every position reachable from `start` by `options`, stopping at those `known` accepts.
    pub fn build(start: &P, known: &dyn Fn(&P) -> bool, options: &mut Options<P>) -> Graph<P> {
        let mut index: FastMap<P, usize> = FastMap::default();
        let mut graph = Graph {
            positions: vec![start.clone()],
            moves: vec![Vec::new()],
            leaf: vec![known(start)],
        };
        index.insert(start.clone(), 0);
        let mut next = 0;
        while next < graph.positions.len() {
            if !graph.leaf[next] {
                let mut targets = Vec::new();
                let position = graph.positions[next].clone();
                options(&position, &mut |option| {
                    let count = graph.positions.len();
                    let target = *index.entry(option.clone()).or_insert(count);
                    if target == count {
                        graph.leaf.push(known(&option));
                        graph.positions.push(option);
                        graph.moves.push(Vec::new());
                    }
                    targets.push(target);
                });
                targets.sort_unstable();
                targets.dedup();
                graph.moves[next] = targets;
            }
            next += 1;
        }
        graph
    }

    /// For each position, the positions with a move to it.
    fn predecessors(&self) -> Vec<Vec<usize>> {
        let mut before = vec![Vec::new(); self.positions.len()];
        for (from, targets) in self.moves.iter().enumerate() {
            for &to in targets {
                before[to].push(from);
            }
        }
        before
    }
}

/// Every position's outcome by retrograde analysis. `leaf_outcome` answers for the leaves; a
/// position without a move is lost, or won when `misere`.
pub fn outcomes<P: Clone + Eq + std::hash::Hash>(
    graph: &Graph<P>,
    leaf_outcome: &dyn Fn(&P) -> Outcome,
    misere: bool,
) -> Vec<Outcome> {
    let count = graph.positions.len();
    let before = graph.predecessors();
    let mut outcome: Vec<Option<Outcome>> = vec![None; count];
    // Moves not yet known to reach a won position: a position is lost when this falls to 0.
    let mut open: Vec<usize> = graph.moves.iter().map(Vec::len).collect();
    let mut queue = Vec::new();
    for (i, known) in outcome.iter_mut().enumerate() {
        if graph.leaf[i] {
            *known = Some(leaf_outcome(&graph.positions[i]));
            queue.push(i);
        } else if graph.moves[i].is_empty() {
            *known = Some(if misere { Outcome::Win } else { Outcome::Lose });
            queue.push(i);
        }
    }
    while let Some(done) = queue.pop() {
        for &from in &before[done] {
            if outcome[from].is_some() {
                continue;
            }
            match outcome[done] {
                Some(Outcome::Lose) => {
                    outcome[from] = Some(Outcome::Win);
                    queue.push(from);
                }
                Some(Outcome::Win) => {
                    open[from] -= 1;
                    if open[from] == 0 {
                        outcome[from] = Some(Outcome::Lose);
                        queue.push(from);
                    }
                }
                _ => {}
            }
        }
    }
    outcome
        .into_iter()
        .map(|known| known.unwrap_or(Outcome::Draw))
        .collect()
}

/// Every position's generalized Sprague–Grundy value. `leaf_value` gives the leaves' values,
/// which must be finite (a leaf's moves are not in the graph, and an infinite value is defined
/// by them).
///
/// Stage m labels m every position that has no option labelled m and all of whose options not
/// yet labelled a number can move to one labelled m, as long as any such position is left;
/// then every unlabelled position with no option labelled m is labelled ∞. A position with k
/// options is labelled by stage k, so the stages end.
///
/// # Panics
/// If a leaf's value is infinite.
pub fn values<P: Clone + Eq + std::hash::Hash>(
    graph: &Graph<P>,
    leaf_value: &dyn Fn(&P) -> Value,
) -> Vec<Value> {
    let count = graph.positions.len();
    let before = graph.predecessors();
    let leaf: Vec<Option<u64>> = (0..count)
        .map(|i| {
            graph.leaf[i].then(|| match leaf_value(&graph.positions[i]) {
                Value::Finite(value) => value,
                Value::Infinite(_) => panic!("a leaf of a loopy graph must have a finite value"),
            })
        })
        .collect();
    // `label[i]`: Some(Some(m)) a number, Some(None) ∞, None not labelled yet.
    let mut label: Vec<Option<Option<u64>>> = vec![None; count];
    let mut unlabelled = leaf.iter().filter(|value| value.is_none()).count();
    let mut stage = 0u64;
    while unlabelled > 0 {
        // `reaches[i]`: some option of i is labelled `stage`.
        let mut reaches = vec![false; count];
        let mark = |i: usize, label: &mut Vec<Option<Option<u64>>>, reaches: &mut Vec<bool>| {
            label[i] = Some(Some(stage));
            for &from in &before[i] {
                reaches[from] = true;
            }
        };
        for (i, value) in leaf.iter().enumerate() {
            if *value == Some(stage) {
                mark(i, &mut label, &mut reaches);
            }
        }
        // A leaf worth more than `stage` has an option worth `stage` (mex), off the graph.
        let can_answer = |v: usize, label: &[Option<Option<u64>>], reaches: &[bool]| match label[v]
        {
            Some(Some(_)) => true,
            _ => reaches[v] || leaf[v].is_some_and(|value| value > stage),
        };
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..count {
                if label[i].is_some() || leaf[i].is_some() || reaches[i] {
                    continue;
                }
                if graph.moves[i]
                    .iter()
                    .all(|&v| can_answer(v, &label, &reaches))
                {
                    mark(i, &mut label, &mut reaches);
                    unlabelled -= 1;
                    changed = true;
                }
            }
        }
        for i in 0..count {
            if label[i].is_none() && leaf[i].is_none() && !reaches[i] {
                label[i] = Some(None);
                unlabelled -= 1;
            }
        }
        stage += 1;
    }
    (0..count)
        .map(|i| match (leaf[i], label[i]) {
            (Some(value), _) | (None, Some(Some(value))) => Value::Finite(value),
            _ => {
                let mut reached: Vec<u64> = graph.moves[i]
                    .iter()
                    .filter_map(|&v| leaf[v].or(label[v].flatten()))
                    .collect();
                reached.sort_unstable();
                reached.dedup();
                Value::Infinite(reached)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The graph of a game on a digraph, from `start`: position i moves to the positions
    /// `moves[i]` lists.
    fn digraph(moves: &[Vec<u32>], start: u32, known: &dyn Fn(&u32) -> bool) -> Graph<u32> {
        Graph::build(&start, known, &mut |&i, visit| {
            moves[i as usize].iter().for_each(|&j| visit(j))
        })
    }

    /// Two digraph games side by side: a move is a move in one of them.
    fn sum(left: &[Vec<u32>], right: &[Vec<u32>], start: (u32, u32)) -> Graph<(u32, u32)> {
        Graph::build(&start, &|_| false, &mut |&(a, b), visit| {
            left[a as usize].iter().for_each(|&x| visit((x, b)));
            right[b as usize].iter().for_each(|&y| visit((a, y)));
        })
    }

    fn random_graph(rng: &mut fastrand::Rng, size: u32) -> Vec<Vec<u32>> {
        (0..size)
            .map(|_| {
                let degree = rng.usize(0..=3);
                (0..degree).map(|_| rng.u32(0..size)).collect()
            })
            .collect()
    }

    fn all_outcomes<P: Clone + Eq + std::hash::Hash>(graph: Graph<P>) -> FastMap<P, Outcome> {
        let found = outcomes(&graph, &|_| unreachable!("no leaves"), false);
        graph.positions.into_iter().zip(found).collect()
    }

    #[test]
    fn a_cycle_with_no_way_out_is_a_draw_and_an_exit_to_a_loss_wins() {
        // 0 <-> 1 forever; 2 moves to 0 or to 3, which has no move.
        let moves = [vec![1], vec![0], vec![0, 3], vec![]];
        let found = all_outcomes(digraph(&moves, 2, &|_| false));
        assert_eq!(found[&0], Outcome::Draw);
        assert_eq!(found[&3], Outcome::Lose);
        assert_eq!(found[&2], Outcome::Win);
        let values = values(&digraph(&moves, 2, &|_| false), &|_| unreachable!());
        assert_eq!(values[0], Value::Infinite(vec![0]));
        assert_eq!(values[1], Value::Infinite(vec![]));
    }

    /// The generalized values are checked against retrograde analysis, which knows nothing of
    /// them: on each position of random graphs, and on each position of sums of two, where the
    /// value comes from the sum rule alone.
    #[test]
    fn values_give_the_outcomes_of_positions_and_of_sums() {
        let mut rng = fastrand::Rng::with_seed(2026);
        // The graphs must show every case of the sum rule that can happen: two numbers win or
        // lose, a number and ∞ win or draw, two infinities draw.
        let mut seen = FastMap::<(bool, bool, Outcome), ()>::default();
        for _ in 0..300 {
            let (left, right) = (random_graph(&mut rng, 7), random_graph(&mut rng, 6));
            let value_of = |graph: &[Vec<u32>], start: u32| {
                values(&digraph(graph, start, &|_| false), &|_| unreachable!())[0].clone()
            };
            for a in 0..7 {
                let alone = all_outcomes(digraph(&left, a, &|_| false));
                assert_eq!(value_of(&left, a).outcome(), alone[&a], "{left:?} at {a}");
                for b in 0..6 {
                    let together = all_outcomes(sum(&left, &right, (a, b)));
                    let (x, y) = (value_of(&left, a), value_of(&right, b));
                    let value = x.sum(&y);
                    let infinite = |v: &Value| matches!(v, Value::Infinite(_));
                    seen.insert((infinite(&x), infinite(&y), value.outcome()), ());
                    assert_eq!(
                        value.outcome(),
                        together[&(a, b)],
                        "{left:?} + {right:?} at ({a}, {b}): {value}"
                    );
                }
            }
        }
        assert_eq!(seen.len(), 7, "{:?}", seen.keys());
    }

    #[test]
    fn leaves_keep_the_values_they_were_given() {
        // 0 <-> 1, and 1 may also move to 2, whose only move ends the game: 2 is worth 1.
        // Solved with 2 expanded, and with 2 a leaf given its value: the same values.
        let moves = [vec![1], vec![0, 2], vec![3], vec![]];
        let whole = values(&digraph(&moves, 0, &|_| false), &|_| unreachable!());
        let cut = digraph(&moves, 0, &|&p| p == 2);
        assert_eq!(cut.positions.len(), 3);
        let with_leaf = values(&cut, &|_| Value::Finite(1));
        assert_eq!(whole[..3], with_leaf[..]);
    }
}
