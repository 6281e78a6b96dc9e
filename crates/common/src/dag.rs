//! Games on a directed graph without cycles (HDU 1524): a position is a vertex, a move follows
//! one edge, and who cannot move loses. Pieces on the graph, moved one at a time, are a sum of
//! such games, so the player to move wins exactly when the XOR of the pieces' Grundy values is
//! non-zero.
//!
//! The values are found from the sinks back (Kahn's order on the reversed edges): a vertex is
//! valued once all its successors are, from a list of such vertices rather than by recursion,
//! so a chain as long as the graph needs no stack. A vertex never valued that way lies on a
//! cycle or leads to one, and one on a cycle is named.
//!
//! ```
//! use common::dag::grundy_values;
//!
//! // 0 -> 1, 0 -> 2, 2 -> 3: the values 2 0 1 0.
//! let successors = vec![vec![1, 2], vec![], vec![3], vec![]];
//! assert_eq!(grundy_values(&successors), Ok(vec![2, 0, 1, 0]));
//! ```

use crate::mex::mex;

/// A vertex that can reach itself: the graph has a cycle, so its game has no Grundy values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cycle {
    /// A vertex on the cycle.
    pub vertex: usize,
}

/// The Grundy value of every vertex, given each vertex's successors (the vertices one move
/// away, repeats allowed), or a vertex on a cycle.
///
/// # Panics
///
/// If a successor is not a vertex (`>= successors.len()`).
///
/// # Complexity
///
/// O(V + E) time and memory.
pub fn grundy_values(successors: &[Vec<usize>]) -> Result<Vec<u32>, Cycle> {
    let count = successors.len();
    // The predecessors of each vertex, packed: those of v are at starts[v]..starts[v + 1].
    let mut starts = vec![0usize; count + 1];
    for targets in successors {
        for &target in targets {
            starts[target + 1] += 1;
        }
    }
    for v in 0..count {
        starts[v + 1] += starts[v];
    }
    let mut filled = starts.clone();
    let mut predecessors = vec![0usize; starts[count]];
    for (v, targets) in successors.iter().enumerate() {
        for &target in targets {
            predecessors[filled[target]] = v;
            filled[target] += 1;
        }
    }
    // A vertex is valued once every successor is: `waiting` counts its edges still unvalued.
    let mut waiting: Vec<usize> = successors.iter().map(Vec::len).collect();
    let mut ready: Vec<usize> = (0..count).filter(|&v| waiting[v] == 0).collect();
    let mut values: Vec<Option<u32>> = vec![None; count];
    while let Some(v) = ready.pop() {
        // Named apart from `game::ImpartialGame::options`: a bundle keeps a trait whose method
        // names are used.
        let reached = successors[v]
            .iter()
            .map(|&w| values[w].expect("valued first"));
        values[v] = Some(mex(reached));
        for &u in &predecessors[starts[v]..starts[v + 1]] {
            waiting[u] -= 1;
            if waiting[u] == 0 {
                ready.push(u);
            }
        }
    }
    match values.iter().position(Option::is_none) {
        None => Ok(values.into_iter().flatten().collect()),
        Some(unvalued) => Err(Cycle {
            vertex: on_cycle(successors, &values, unvalued),
        }),
    }
}

/// A vertex on a cycle, walking from `start` along successors that have no value: each such
/// vertex has one (else it would have been valued), so the walk meets a vertex twice.
fn on_cycle(successors: &[Vec<usize>], values: &[Option<u32>], start: usize) -> usize {
    let mut seen = vec![false; successors.len()];
    let mut v = start;
    while !seen[v] {
        seen[v] = true;
        v = successors[v]
            .iter()
            .copied()
            .find(|&w| values[w].is_none())
            .expect("an unvalued vertex has an unvalued successor");
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// xorshift64, enough for random graphs without a dependency.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    /// A random graph whose edges go from lower to higher ranks of a shuffled order: no cycle.
    fn random_dag(state: &mut u64, count: usize) -> Vec<Vec<usize>> {
        let mut order: Vec<usize> = (0..count).collect();
        for i in (1..count).rev() {
            order.swap(i, next(state) as usize % (i + 1));
        }
        let mut successors = vec![Vec::new(); count];
        for rank in 0..count {
            for later in rank + 1..count {
                if next(state) % 3 == 0 {
                    successors[order[rank]].push(order[later]);
                }
            }
        }
        successors
    }

    /// Whether the player to move wins with pieces on `pieces`, by trying every move of every
    /// piece (the sum played whole, never split).
    fn brute_wins(
        successors: &[Vec<usize>],
        pieces: &[usize],
        memo: &mut HashMap<Vec<usize>, bool>,
    ) -> bool {
        let mut key = pieces.to_vec();
        key.sort_unstable();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let wins = (0..key.len()).any(|i| {
            successors[key[i]].iter().any(|&to| {
                let mut after = key.clone();
                after[i] = to;
                !brute_wins(successors, &after, memo)
            })
        });
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn the_xor_of_values_agrees_with_playing_the_pieces_out() {
        let mut state = 0x2026_1126_1524;
        for _ in 0..200 {
            let count = 1 + next(&mut state) as usize % 7;
            let successors = random_dag(&mut state, count);
            let values = grundy_values(&successors).unwrap();
            let mut memo = HashMap::new();
            for _ in 0..10 {
                let pieces: Vec<usize> = (0..1 + next(&mut state) % 3)
                    .map(|_| next(&mut state) as usize % count)
                    .collect();
                let xor = pieces.iter().fold(0, |x, &p| x ^ values[p]);
                let expected = brute_wins(&successors, &pieces, &mut memo);
                assert_eq!(xor != 0, expected, "{successors:?} with {pieces:?}");
            }
        }
    }

    #[test]
    fn hdu_1524_samples() {
        assert_eq!(
            grundy_values(&[vec![1, 2], vec![], vec![3], vec![]]),
            Ok(vec![2, 0, 1, 0])
        );
        // Repeated edges count once.
        assert_eq!(
            grundy_values(&[vec![1, 1], vec![2], vec![], vec![2, 2]]),
            Ok(vec![0, 1, 0, 1])
        );
    }

    #[test]
    fn a_chain_as_long_as_you_like_needs_no_stack() {
        let successors: Vec<Vec<usize>> = (0..200_000)
            .map(|v| if v + 1 < 200_000 { vec![v + 1] } else { vec![] })
            .collect();
        let values = grundy_values(&successors).unwrap();
        assert_eq!(values[199_999], 0);
        assert_eq!(values[0], 1);
        assert_eq!(values[1], 0);
    }

    #[test]
    fn a_cycle_is_found_and_named() {
        // 0 -> 1 -> 2 -> 1, and 3 alone.
        let found = grundy_values(&[vec![1], vec![2], vec![1], vec![]]);
        assert!(matches!(found, Err(Cycle { vertex: 1 | 2 })), "{found:?}");
        assert_eq!(grundy_values(&[vec![0]]), Err(Cycle { vertex: 0 }));
        assert_eq!(grundy_values(&[]), Ok(vec![]));
    }
}
