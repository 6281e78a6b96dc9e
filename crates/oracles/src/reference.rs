//! What the problems' exact references share: methods written apart from both `common` and the
//! brute-force searches, for answering cases anywhere in a statement's range (see
//! [`crate::Spec::reference`]). The oracles' own answers never use them.

/// The Grundy values g(0..=top) of one heap from which a move takes any of `takes`.
pub fn subtraction_grundy(takes: &[u64], top: u64) -> Vec<usize> {
    // A value is at most the number of takes, so marks for 0..=takes.len() find every mex; a
    // mark holds the heap it was made for, so nothing needs clearing between heaps.
    let mut marked_for = vec![u64::MAX; takes.len() + 1];
    let mut grundy = Vec::with_capacity(top as usize + 1);
    for heap in 0..=top {
        for &take in takes.iter().filter(|&&take| take <= heap) {
            let value: usize = grundy[(heap - take) as usize];
            marked_for[value] = heap;
        }
        let mex = marked_for.iter().position(|&mark| mark != heap);
        grundy.push(mex.expect("fewer options than marks"));
    }
    grundy
}
