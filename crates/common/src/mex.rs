//! The minimum excludant: the value of a position is the mex of its options' values.
//!
//! ```
//! use common::mex::mex;
//!
//! assert_eq!(mex([0, 1, 3, 1]), 2);
//! assert_eq!(mex([]), 0);
//! ```

/// The smallest non-negative integer that is not among `values` (any order, duplicates allowed).
///
/// # Complexity
///
/// O(n) time and O(n) extra memory for n values: the mex of n values is at most n, so larger
/// values are skipped without being stored.
pub fn mex<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    // The answer is at most values.len(), so one flag per candidate 0..=len suffices.
    let mut seen = vec![false; values.len() + 1];
    for value in values {
        if let Some(flag) = seen.get_mut(value as usize) {
            *flag = true;
        }
    }
    let first_missing = seen.iter().position(|&flag| !flag);
    // seen has len + 1 flags and at most len of them are set, so one is always missing.
    first_missing.expect("one flag is always unset") as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition read literally: count up until a value is absent.
    fn brute_mex(values: &[u32]) -> u32 {
        (0..).find(|candidate| !values.contains(candidate)).unwrap()
    }

    #[test]
    fn empty_set_has_mex_zero() {
        assert_eq!(mex(Vec::new()), 0);
    }

    #[test]
    fn order_and_duplicates_do_not_matter() {
        assert_eq!(mex([3, 0, 2, 0, 1, 1]), 4);
        assert_eq!(mex([1, 1, 1]), 0);
        assert_eq!(mex([2, 0, 0]), 1);
    }

    #[test]
    fn huge_values_are_ignored_without_allocating_for_them() {
        assert_eq!(mex([u32::MAX, 0, u32::MAX - 1]), 1);
    }

    #[test]
    fn agrees_with_the_definition_on_every_small_multiset() {
        // Every list of length 0..=4 over the values 0..=5.
        for length in 0..=4u32 {
            for code in 0..6u32.pow(length) {
                let values: Vec<u32> = (0..length).map(|i| code / 6u32.pow(i) % 6).collect();
                assert_eq!(
                    mex(values.iter().copied()),
                    brute_mex(&values),
                    "{values:?}"
                );
            }
        }
    }
}
