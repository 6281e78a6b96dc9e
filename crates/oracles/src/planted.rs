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
