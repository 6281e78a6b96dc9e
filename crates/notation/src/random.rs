//! Random values biased to the places where closed forms break: the ends of a range, and
//! the special values of a formula together with their neighbours.

use fastrand::Rng;
use itertools::Itertools;

/// A value in `low..=high`: half the time uniform, otherwise one of `special` (or one of the
/// range's ends) moved by -1, 0 or +1, clamped to the range.
pub fn biased(rng: &mut Rng, low: u64, high: u64, special: &[u64]) -> u64 {
    assert!(low <= high);
    if rng.bool() {
        return rng.u64(low..=high);
    }
    let base = match rng.usize(0..special.len() + 2) {
        0 => low,
        1 => high,
        i => special[i - 2],
    };
    nudged(rng, base).clamp(low, high)
}

/// `value` moved by -1 (a quarter of the time), +1 (a quarter) or not at all: a special
/// value's neighbours, where an off-by-one shows.
pub fn nudged(rng: &mut Rng, value: u64) -> u64 {
    match rng.u8(0..4) {
        0 => value.saturating_sub(1),
        1 => value.saturating_add(1),
        _ => value,
    }
}

/// `count` values drawn uniformly from `range`.
pub fn uniform(rng: &mut Rng, count: usize, range: std::ops::RangeInclusive<u64>) -> Vec<u64> {
    (0..count).map(|_| rng.u64(range.clone())).collect()
}

/// The k-th cold position of Wythoff's game, (⌊kφ⌋, ⌊kφ⌋ + k), in exact integers (test data
/// only; the oracles never use it): ⌊kφ⌋ = (k + ⌊√(5k²)⌋) / 2, since k + √(5k²) is never an
/// integer for k > 0. For k up to about 10^9, where 5k² fits in a `u64`.
pub fn wythoff_cold(k: u64) -> (u64, u64) {
    let square = 5 * k * k;
    let mut root = (square as f64).sqrt() as u64;
    while root * root > square {
        root -= 1;
    }
    while (root + 1) * (root + 1) <= square {
        root += 1;
    }
    let a = (k + root) / 2;
    (a, a + k)
}

/// Values where ports to other languages break: the ends of `int`, `unsigned` and `long long`
/// arithmetic, and the round numbers statements bound by. [`biased`] clamps them into a range.
pub const PORT_BOUNDARIES: [u64; 9] = [
    (1 << 15) - 1,
    (1 << 16) - 1,
    1_000_000_000,
    (1 << 30) - 1,
    (1 << 31) - 1,
    1 << 31,
    (1 << 32) - 1,
    1 << 32,
    u64::MAX,
];

/// How many values a full-range case holds: usually a handful, often a few hundred, and now and
/// then the statement's most (which ports size their arrays by).
pub fn full_range_count(rng: &mut Rng, low: usize, most: usize) -> usize {
    match rng.u8(0..40) {
        0 => most,
        1..=5 => rng.usize(low..=most.min(low + 1_000)),
        _ => rng.usize(low..=most.min(low + 7)),
    }
}

/// True with probability `numerator / denominator`.
pub fn chance(rng: &mut Rng, numerator: u32, denominator: u32) -> bool {
    rng.u32(0..denominator) < numerator
}

/// A list of `count` values, each [`biased`] over `low..=high`; sometimes the values come in
/// equal pairs, the balanced positions of many pile games.
pub fn biased_list(rng: &mut Rng, count: usize, low: u64, high: u64, special: &[u64]) -> Vec<u64> {
    let mut values: Vec<u64> = (0..count)
        .map(|_| biased(rng, low, high, special))
        .collect();
    if count >= 2 && chance(rng, 1, 4) {
        for i in (1..count).step_by(2) {
            values[i] = values[i - 1];
        }
        rng.shuffle(&mut values);
    }
    values
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, ... up to `limit` (test data only; the oracles never
/// use them).
pub fn fibonacci_up_to(limit: u64) -> Vec<u64> {
    let (mut a, mut b) = (1u64, 2u64);
    let mut numbers = Vec::new();
    while a <= limit {
        numbers.push(a);
        let next = a.saturating_add(b);
        (a, b) = (b, next);
    }
    numbers
}

/// Every list of length in `lengths` whose values lie in `low..=high`, in order.
pub fn all_lists(lengths: std::ops::RangeInclusive<usize>, low: u64, high: u64) -> Vec<Vec<u64>> {
    let lists = lengths.flat_map(|length| {
        let each = (0..length).map(|_| low..=high);
        each.multi_cartesian_product()
    });
    lists.collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn biased_values_stay_in_range_and_hit_the_ends() {
        let mut rng = Rng::with_seed(1);
        let values: Vec<u64> = (0..1000)
            .map(|_| biased(&mut rng, 3, 9, &[5, 100]))
            .collect();
        assert!(values.iter().all(|v| (3..=9).contains(v)));
        assert!(values.contains(&3) && values.contains(&9));
    }

    #[test]
    fn all_lists_counts_every_list() {
        assert_eq!(all_lists(0..=2, 1, 3).len(), 1 + 3 + 9);
        assert_eq!(all_lists(2..=2, 0, 1), [[0, 0], [0, 1], [1, 0], [1, 1]]);
    }

    #[test]
    fn wythoff_cold_positions_match_the_golden_ratio() {
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        for k in 0..10_000u64 {
            let a = (k as f64 * phi).floor() as u64;
            assert_eq!(wythoff_cold(k), (a, a + k), "k = {k}");
        }
        // Near the top of the range, f64 alone would be off; the integer root must still hold.
        let (a, b) = wythoff_cold(381_825_000);
        assert!(b <= 1_000_000_000 && b - a == 381_825_000);
    }

    #[test]
    fn fibonacci_numbers_for_biasing() {
        assert_eq!(fibonacci_up_to(13), [1, 2, 3, 5, 8, 13]);
    }
}
