//! What planted bugs share: each problem's spec plants one ([`crate::Problem::planted_bug`]), its
//! winning rule with an off-by-one in a constant or a comparison, as a solution might get it
//! wrong; the derived defaults alone must catch it (`proofs::planted_bug_caught`). A bug is written
//! as a formula, apart from the search, so these helpers compute rather than search.

pub use crate::input::join;
pub use crate::random::{fibonacci_up_to, wythoff_cold};

/// The XOR of all the values.
pub fn xor(values: &[u64]) -> u64 {
    values.iter().fold(0, |x, v| x ^ v)
}

/// Grundy values 0..=top of a subtraction game, a take allowed when `allowed(take, heap)`.
pub fn grundy(takes: &[u64], top: u64, allowed: fn(u64, u64) -> bool) -> Vec<u64> {
    let mut values: Vec<u64> = Vec::new();
    for heap in 0..=top {
        let options: Vec<u64> = takes
            .iter()
            .filter(|&&take| allowed(take, heap))
            .map(|&take| values[(heap - take) as usize])
            .collect();
        values.push((0..).find(|v| !options.contains(v)).expect("a mex"));
    }
    values
}

/// A value for each node of a graph without cycles, `successors[node]` its edges, by `rule`
/// from its successors' values (the mex for Grundy values; a bug plants another rule). Nodes
/// on a cycle, which the rule never reaches, are 0.
pub fn dag_values(successors: &[&[u64]], rule: fn(&[u64]) -> u64) -> Vec<u64> {
    let mut values: Vec<Option<u64>> = vec![None; successors.len()];
    // Sweeps until a sweep settles no node: a node settles once its successors have.
    let mut settled = true;
    while settled {
        settled = false;
        for (node, edges) in successors.iter().enumerate() {
            let options: Option<Vec<u64>> = edges.iter().map(|&to| values[to as usize]).collect();
            if let (None, Some(options)) = (values[node], options) {
                values[node] = Some(rule(&options));
                settled = true;
            }
        }
    }
    values.into_iter().map(|value| value.unwrap_or(0)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dag_values_follow_the_rule_from_the_sinks_and_leave_a_cycle_at_0() {
        // 0 → 1 → 2, and 3 ⇄ 4 a cycle.
        let successors: [&[u64]; 5] = [&[1], &[2], &[], &[4], &[3]];
        let mex = |options: &[u64]| (0..).find(|v| !options.contains(v)).unwrap();
        assert_eq!(dag_values(&successors, mex), [0, 1, 0, 0, 0]);
        let one_more = |options: &[u64]| options.iter().max().map_or(0, |m| m + 1);
        assert_eq!(dag_values(&successors, one_more), [2, 1, 0, 0, 0]);
    }
}
