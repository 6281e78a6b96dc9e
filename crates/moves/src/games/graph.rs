//! Pieces on a directed graph that a case gives (HDU 1524): a move takes one piece along one
//! edge; who cannot move loses. Pieces may share a vertex. The rules are the case's graph, so
//! the game is built from each case and is not in [`crate::games::CATALOGUE`], whose games have
//! fixed rules. Any graph is taken: where the moves can come back to a position, the solver
//! solves the game backwards ([`crate::loopy`]), and a position may be a draw.

use crate::loopy::{Outcome, Value};

use crate::search::{Game, Play, Solver};

/// The graph: vertex `v` moves to each of `successors[v]`.
pub struct GraphRules {
    successors: Vec<Vec<u32>>,
}

/// A position: the vertices the pieces stand on, sorted (pieces are interchangeable).
pub type Pieces = Vec<u32>;

impl GraphRules {
    /// The game on these edges, or why they make no graph: an edge to a vertex that is not one.
    pub fn new(successors: Vec<Vec<u64>>) -> Result<GraphRules, String> {
        let count = successors.len() as u64;
        let successors = successors
            .into_iter()
            .enumerate()
            .map(|(from, targets)| {
                targets
                    .into_iter()
                    .map(|to| match u32::try_from(to) {
                        Ok(vertex) if to < count => Ok(vertex),
                        _ => Err(format!(
                            "an edge from {from} to {to}, but the vertices are 0..{count}"
                        )),
                    })
                    .collect::<Result<Vec<u32>, String>>()
            })
            .collect::<Result<_, _>>()?;
        Ok(GraphRules { successors })
    }

    /// [`GraphRules::new`] from borrowed lists of successors, as a case holds them.
    pub fn of(successors: &[&[u64]]) -> Result<GraphRules, String> {
        GraphRules::new(successors.iter().map(|s| s.to_vec()).collect())
    }

    /// How many vertices the graph has.
    pub fn vertices(&self) -> usize {
        self.successors.len()
    }

    /// The position of pieces on these vertices, in any order; `None` where one is on no vertex.
    pub fn pieces(&self, on: &[u64]) -> Option<Pieces> {
        let mut pieces = on
            .iter()
            .map(|&v| {
                u32::try_from(v)
                    .ok()
                    .filter(|&v| (v as usize) < self.vertices())
            })
            .collect::<Option<Pieces>>()?;
        pieces.sort_unstable();
        Some(pieces)
    }
}

impl GraphRules {
    /// Whether some vertex can come back to itself: Kahn's sort, taking vertices no edge
    /// enters, leaves one unsorted.
    pub fn has_cycle(&self) -> bool {
        let mut entering = vec![0usize; self.vertices()];
        for &to in self.successors.iter().flatten() {
            entering[to as usize] += 1;
        }
        let mut ready: Vec<usize> = (0..entering.len()).filter(|&v| entering[v] == 0).collect();
        let mut sorted = 0;
        while let Some(vertex) = ready.pop() {
            sorted += 1;
            for &to in &self.successors[vertex] {
                entering[to as usize] -= 1;
                if entering[to as usize] == 0 {
                    ready.push(to as usize);
                }
            }
        }
        sorted < entering.len()
    }
}

impl Game for GraphRules {
    type Position = Pieces;

    fn options(&self, pieces: &Pieces, visit: &mut dyn FnMut(Pieces) -> bool) -> bool {
        for i in 0..pieces.len() {
            // Moving either of two pieces on one vertex reaches the same position.
            if i > 0 && pieces[i] == pieces[i - 1] {
                continue;
            }
            for &to in &self.successors[pieces[i] as usize] {
                let mut next = pieces.clone();
                next[i] = to;
                next.sort_unstable();
                if visit(next) {
                    return true;
                }
            }
        }
        false
    }

    /// Each piece is a game of its own.
    fn split(&self, pieces: &Pieces) -> Option<Vec<Pieces>> {
        (pieces.len() > 1).then(|| pieces.iter().map(|&v| vec![v]).collect())
    }
}

/// Pieces on the graph each case gives, solved by search: it keeps the solver of the graph it
/// was last asked about, for the case's other queries.
#[derive(Default)]
pub struct Graph {
    current: Option<(Vec<Vec<u64>>, Solver<GraphRules>)>,
}

impl Graph {
    /// True when the player to move wins with pieces on `pieces`, where vertex v moves to each
    /// of `successors[v]`: the whole position played out ([`outcome`]).
    ///
    /// # Panics
    /// If an edge or a piece is off the graph (see [`Graph::feasible`]).
    pub fn mover_wins(&mut self, successors: Vec<&[u64]>, pieces: &[u64]) -> bool {
        let known = self.current.as_ref().is_some_and(|(graph, _)| {
            graph
                .iter()
                .map(Vec::as_slice)
                .eq(successors.iter().copied())
        });
        if !known {
            let rules = GraphRules::of(&successors).expect("edges on the graph");
            let graph = successors.iter().map(|s| s.to_vec()).collect();
            self.current = Some((graph, Solver::new(rules)));
        }
        let (_, solver) = self.current.as_mut().expect("set above");
        let pieces = solver.game().pieces(pieces).expect("pieces on the graph");
        outcome(solver, &pieces) == Outcome::Win
    }

    /// True for a graph without a cycle (as HDU 1524 promises) whose edges and pieces are on it,
    /// small enough for the search of whole positions: at most 12 vertices and 6 pieces.
    pub fn feasible(successors: Vec<&[u64]>, pieces: &[u64]) -> bool {
        let few = successors.len() <= 12 && pieces.len() <= 6;
        few && GraphRules::of(&successors)
            .is_ok_and(|rules| !rules.has_cycle() && rules.pieces(pieces).is_some())
    }

    /// Every vertex's Grundy value ([`values`]), or `None` for edges off the graph or a cycle.
    pub fn values(successors: Vec<&[u64]>) -> Option<Vec<Value>> {
        let rules = GraphRules::of(&successors).ok()?;
        (!rules.has_cycle()).then(|| values(&mut Solver::new(rules)))
    }
}

/// Every vertex's value with one piece on it: its Grundy value, or ∞ where the moves from it
/// need not end ([`Solver::value`]).
pub fn values(solver: &mut Solver<GraphRules>) -> Vec<Value> {
    (0..solver.game().vertices() as u32)
        .map(|v| solver.value(&vec![v]))
        .collect()
}

/// Who wins with pieces on these vertices, the player to move first: the whole position played
/// out by the solver (never split into the pieces' values), backwards where it loops.
pub fn outcome(solver: &mut Solver<GraphRules>, pieces: &Pieces) -> Outcome {
    solver.outcome(pieces, Play::Normal)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(successors: &[&[u64]]) -> GraphRules {
        GraphRules::of(successors).unwrap()
    }

    /// The rules read naively: the player to move wins when some move of some piece leaves a
    /// position the rival loses; no memo, no sorting, no values.
    fn naive_wins(successors: &[Vec<u64>], pieces: &[u64]) -> bool {
        (0..pieces.len()).any(|i| {
            successors[pieces[i] as usize].iter().any(|&to| {
                let mut next = pieces.to_vec();
                next[i] = to;
                !naive_wins(successors, &next)
            })
        })
    }

    /// Edges only from a vertex to later ones in a shuffled order: no cycle.
    fn random_dag(rng: &mut fastrand::Rng, count: usize) -> Vec<Vec<u64>> {
        let mut order: Vec<u64> = (0..count as u64).collect();
        rng.shuffle(&mut order);
        let mut successors = vec![Vec::new(); count];
        for rank in 0..count {
            for &later in &order[rank + 1..] {
                if rng.u8(0..3) == 0 {
                    successors[order[rank] as usize].push(later);
                }
            }
        }
        successors
    }

    #[test]
    fn on_a_dag_the_solver_and_the_values_agree_with_a_naive_search() {
        let mut rng = fastrand::Rng::with_seed(1524);
        for _ in 0..150 {
            let count = rng.usize(1..=7);
            let successors = random_dag(&mut rng, count);
            let game = GraphRules::new(successors.clone()).unwrap();
            let mut solver = Solver::new(game);
            let values = values(&mut solver);
            for _ in 0..8 {
                let on: Vec<u64> = (0..rng.usize(1..=3))
                    .map(|_| rng.u64(0..count as u64))
                    .collect();
                let expected = naive_wins(&successors, &on);
                let pieces = solver.game().pieces(&on).unwrap();
                let played = outcome(&mut solver, &pieces);
                assert_eq!(played == Outcome::Win, expected, "{successors:?} {on:?}");
                let sum = on
                    .iter()
                    .fold(Value::Finite(0), |sum, &v| sum.sum(&values[v as usize]));
                assert_eq!(sum.outcome(), played, "{successors:?} {on:?}");
            }
        }
    }

    #[test]
    fn the_graph_game_keeps_its_solver_and_refuses_cycles() {
        let (chain, split): (&[&[u64]], &[&[u64]]) = (&[&[1], &[2], &[]], &[&[1, 2], &[], &[]]);
        let mut game = Graph::default();
        assert!(
            !game.mover_wins(chain.to_vec(), &[0]),
            "0 → 1 → 2: two moves"
        );
        assert!(game.mover_wins(chain.to_vec(), &[1]));
        assert!(
            game.mover_wins(split.to_vec(), &[0, 1]),
            "another graph: 0 is worth 1"
        );
        assert!(!game.mover_wins(split.to_vec(), &[0, 0]));
        assert!(Graph::feasible(chain.to_vec(), &[0, 0, 1]));
        assert!(!Graph::feasible(vec![&[1], &[0]], &[0]), "a cycle");
        assert!(
            !Graph::feasible(chain.to_vec(), &[3]),
            "a piece off the graph"
        );
        assert_eq!(Graph::values(chain.to_vec()).unwrap()[0], Value::Finite(0));
        assert_eq!(Graph::values(vec![&[0]]), None);
    }

    #[test]
    fn hdu_1524_first_sample() {
        let game = rules(&[&[1, 2], &[], &[3], &[]]);
        let mut solver = Solver::new(game);
        let values: Vec<String> = values(&mut solver).iter().map(Value::to_string).collect();
        assert_eq!(values, ["2", "0", "1", "0"]);
        // Its queries `1 0` and `2 0 2`: one piece on 0; pieces on 0 and 2 (2 XOR 1).
        assert_eq!(outcome(&mut solver, &vec![0]), Outcome::Win);
        assert_eq!(outcome(&mut solver, &vec![0, 2]), Outcome::Win);
        // Two pieces on one vertex cancel.
        assert_eq!(outcome(&mut solver, &vec![0, 0]), Outcome::Lose);
    }

    #[test]
    fn a_cycle_gives_draws_and_the_values_of_sums_agree_with_playing_them_out() {
        // 0 <-> 1 forever; 2 may enter the cycle or move to 3, which has no move.
        let game = rules(&[&[1], &[0], &[0, 3], &[]]);
        let mut solver = Solver::new(game);
        assert_eq!(outcome(&mut solver, &vec![0]), Outcome::Draw);
        assert_eq!(outcome(&mut solver, &vec![2]), Outcome::Win);
        assert_eq!(outcome(&mut solver, &vec![0, 3]), Outcome::Draw);
        let shown: Vec<String> = values(&mut solver).iter().map(Value::to_string).collect();
        assert_eq!(shown, ["∞{}", "∞{}", "∞{0}", "0"]);
        // Random graphs with cycles: the sum rule against the whole position played backwards.
        let mut rng = fastrand::Rng::with_seed(31);
        let mut draws = 0;
        for _ in 0..100 {
            let count = rng.usize(1..=5);
            let successors: Vec<Vec<u64>> = (0..count)
                .map(|_| {
                    (0..rng.usize(0..=2))
                        .map(|_| rng.u64(0..count as u64))
                        .collect()
                })
                .collect();
            let mut solver = Solver::new(GraphRules::new(successors.clone()).unwrap());
            let values = values(&mut solver);
            for a in 0..count as u32 {
                for b in a..count as u32 {
                    let played = outcome(&mut solver, &vec![a, b]);
                    let sum = values[a as usize].sum(&values[b as usize]);
                    assert_eq!(sum.outcome(), played, "{successors:?} at {a}, {b}");
                    draws += usize::from(played == Outcome::Draw);
                }
            }
        }
        assert!(draws > 0, "the random graphs should hold some draws");
    }

    #[test]
    fn a_chain_of_the_statements_thousand_positions_alternates_one_and_zero() {
        let successors: Vec<Vec<u64>> = (0..1000u64)
            .map(|v| if v < 999 { vec![v + 1] } else { vec![] })
            .collect();
        let mut solver = Solver::new(GraphRules::new(successors).unwrap());
        let values = values(&mut solver);
        for (v, value) in values.iter().enumerate() {
            assert_eq!(*value, Value::Finite(u64::from(v % 2 == 0)), "{v}");
        }
    }

    #[test]
    fn an_edge_or_a_piece_off_the_graph_is_refused() {
        let message = GraphRules::new(vec![vec![1], vec![2]]).err().unwrap();
        assert_eq!(message, "an edge from 1 to 2, but the vertices are 0..2");
        let game = rules(&[&[1], &[]]);
        assert_eq!(game.pieces(&[1, 0, 1]), Some(vec![0, 1, 1]));
        assert_eq!(game.pieces(&[2]), None);
    }

    #[test]
    fn a_cycle_is_found_wherever_it_is() {
        assert!(!rules(&[&[1, 2], &[2], &[]]).has_cycle());
        assert!(rules(&[&[0]]).has_cycle(), "a loop on one vertex");
        assert!(
            rules(&[&[1], &[2], &[1]]).has_cycle(),
            "a cycle not through vertex 0"
        );
        assert!(
            !rules(&[&[1, 1], &[]]).has_cycle(),
            "two edges to one vertex"
        );
    }
}
