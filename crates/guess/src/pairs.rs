//! Families of two-number rules: a relation between the two (both odd; x mod (y + 1) = 0;
//! x = y), and complementary Beatty pairs (Wythoff's ⌊kφ⌋, ⌊kφ⌋ + k), recognised with integers
//! only.

use super::{Candidate, Rule};
use moves::Parameter;

/// Every two-number candidate, simplest first, fitted to the positions where the player to move
/// loses (`losing`, as (x, y)) among all positions up to the bound; each number is at least its
/// parameter's `lowest`.
pub fn candidates(numbers: [Parameter; 2], losing: &[(u64, u64)]) -> Vec<Candidate> {
    let names = numbers.map(|p| p.name);
    let [x, y] = names;
    let mut candidates = Vec::new();
    // Parities: the (x mod 2, y mod 2) classes where some position loses.
    let mut classes: Vec<(u64, u64)> = losing.iter().map(|&(a, b)| (a % 2, b % 2)).collect();
    classes.sort_unstable();
    classes.dedup();
    if !classes.is_empty() && classes.len() < 4 {
        let odd = |v: u64| if v == 1 { "odd" } else { "even" };
        let (words, rust) = match classes.as_slice() {
            [(a, b)] if a == b => (
                format!("{x} and {y} are both {}", odd(*a)),
                format!("{x} % 2 == {a} && {y} % 2 == {b}"),
            ),
            [(a, b)] => (
                format!("{x} is {} and {y} is {}", odd(*a), odd(*b)),
                format!("{x} % 2 == {a} && {y} % 2 == {b}"),
            ),
            [(0, 0), (1, 1)] => (
                format!("{x} + {y} is even"),
                format!("({x} + {y}) % 2 == 0"),
            ),
            [(0, 1), (1, 0)] => (format!("{x} + {y} is odd"), format!("({x} + {y}) % 2 == 1")),
            // Sorted, and the two mixed pairs of classes matched above: these are (a, 0), (a, 1)
            // and (0, b), (1, b).
            [(a, 0), (_, 1)] => (format!("{x} is {}", odd(*a)), format!("{x} % 2 == {a}")),
            [(0, b), (1, _)] => (format!("{y} is {}", odd(*b)), format!("{y} % 2 == {b}")),
            _ => {
                let listed: Vec<String> =
                    classes.iter().map(|(a, b)| format!("({a}, {b})")).collect();
                let listed = listed.join(", ");
                (
                    format!("({x} mod 2, {y} mod 2) is one of {listed}"),
                    format!("[{listed}].contains(&({x} % 2, {y} % 2))"),
                )
            }
        };
        let set = classes.clone();
        candidates.push(Candidate::new(
            Rule {
                family: "parity",
                parameters: vec![("losing parities", format!("{classes:?}"))],
                words: format!("the player to move loses iff {words}"),
                formula: format!("first loses iff {words}"),
                rust: format!("!({rust})"),
            },
            move |v: &[u64]| !set.contains(&(v[0] % 2, v[1] % 2)),
        ));
    }
    candidates.push(Candidate::new(
        Rule {
            family: "relation",
            parameters: vec![("relation", format!("{x} = {y}"))],
            words: format!("the player to move loses iff {x} = {y}"),
            formula: format!("first wins iff {x} ≠ {y}"),
            rust: format!("{x} != {y}"),
        },
        |v: &[u64]| v[0] != v[1],
    ));
    // x mod (y + c) = 0, either way round: the Bash game's n mod (m + 1).
    for c in 0..=2u64 {
        for (value, modulus, swapped) in [(x, y, false), (y, x, true)] {
            let plus = if c == 0 {
                String::new()
            } else {
                format!(" + {c}")
            };
            // Where the modulus can be 0, the rule says what it predicts there (the mover
            // wins), and its Rust looks before it divides: `c % (s)` panicked at s = 0.
            let lowest = if swapped { numbers[0] } else { numbers[1] }.lowest;
            let rule = if c == 0 && lowest == 0 {
                Rule {
                    family: "relation",
                    parameters: vec![("relation", format!("{modulus} > 0, {value} mod {modulus} = 0"))],
                    words: format!(
                        "the player to move loses iff {modulus} > 0 and {value} is a multiple of {modulus}"
                    ),
                    formula: format!("first wins iff {modulus} = 0 or {value} mod {modulus} ≠ 0"),
                    rust: format!("{modulus} == 0 || {value} % {modulus} != 0"),
                }
            } else {
                Rule {
                    family: "relation",
                    parameters: vec![("relation", format!("{value} mod ({modulus}{plus}) = 0"))],
                    words: format!(
                        "the player to move loses iff {value} is a multiple of {modulus}{plus}"
                    ),
                    formula: format!("first wins iff {value} mod ({modulus}{plus}) ≠ 0"),
                    rust: format!("{value} % ({modulus}{plus}) != 0"),
                }
            };
            candidates.push(Candidate::new(rule, move |v: &[u64]| {
                let (value, modulus) = if swapped { (v[1], v[0]) } else { (v[0], v[1]) };
                match modulus + c {
                    0 => true,
                    m => value % m != 0,
                }
            }));
        }
    }
    candidates.extend(linear(names, losing));
    candidates.extend(ratio(names, losing));
    if let Some(beatty) = beatty(names, losing) {
        candidates.push(beatty);
    }
    candidates
}

/// Only the candidates that call every losing position lost: the others cannot fit, and
/// trying them all would only crowd the search for the nearest.
fn keep_plausible(candidates: Vec<Candidate>, losing: &[(u64, u64)]) -> Vec<Candidate> {
    candidates
        .into_iter()
        .filter(|c| losing.iter().all(|&(a, b)| !c.predict.wins(&[a, b])))
        .collect()
}

/// Linear relations: the player to move loses iff x = k·y + c (k = 1, 2, 3; c = -3..=3), one way
/// round or either way (|x − y| = c): two-row Chomp's a = b + 1, Northcott's touching pieces.
fn linear(names: [&'static str; 2], losing: &[(u64, u64)]) -> Vec<Candidate> {
    let [x, y] = names;
    let mut all = Vec::new();
    let term = |k: i64, v: &str, c: i64| {
        let scaled = if k == 1 {
            v.to_string()
        } else {
            format!("{k}·{v}")
        };
        match c {
            0 => scaled,
            c if c > 0 => format!("{scaled} + {c}"),
            c => format!("{scaled} − {}", -c),
        }
    };
    let rust_term = |k: i64, v: &str, c: i64| {
        let scaled = if k == 1 {
            format!("{v} as i64")
        } else {
            format!("{k} * {v} as i64")
        };
        match c {
            0 => scaled,
            c => format!("{scaled} + ({c})"),
        }
    };
    for k in 1..=3i64 {
        // Smallest first, a positive shift before its negative (a = b + 1 before b = a − 1).
        for c in [0, 1, -1, 2, -2, 3, -3i64] {
            let on = move |a: u64, b: u64| a as i64 == k * b as i64 + c;
            if k == 1 && c > 0 {
                let either = move |v: &[u64]| !(on(v[0], v[1]) || on(v[1], v[0]));
                let words = format!("|{x} − {y}| = {c}");
                all.push(relation(words, format!("{x}.abs_diff({y}) != {c}"), either));
            }
            for (left, right, swapped) in [(x, y, false), (y, x, true)] {
                // x = y is the relation family's, tried before these.
                if k == 1 && c == 0 {
                    continue;
                }
                let words = format!("{left} = {}", term(k, right, c));
                let rust = format!("{left} as i64 != {}", rust_term(k, right, c));
                all.push(relation(words, rust, move |v: &[u64]| {
                    let (a, b) = if swapped { (v[1], v[0]) } else { (v[0], v[1]) };
                    !on(a, b)
                }));
            }
        }
    }
    keep_plausible(all, losing)
}

/// A linear relation's candidate: the mover loses iff `words` holds.
fn relation(words: String, rust: String, predict: impl Fn(&[u64]) -> bool + 'static) -> Candidate {
    Candidate::new(
        Rule {
            family: "linear relation",
            parameters: vec![("relation", words.clone())],
            words: format!("the player to move loses iff {words}"),
            formula: format!("first loses iff {words}"),
            rust,
        },
        predict,
    )
}

/// A bound c·s on a number l, c the positive root of c² = slope·c + shift: a rational where
/// the root is whole, else a quadratic irrational (φ: c² = c + 1), compared in exact integers:
/// for l, s > 0, l < c·s iff l² < slope·l·s + shift·s².
#[derive(Clone, Copy)]
struct Bound {
    name: &'static str,
    slope: i128,
    shift: i128,
}

impl Bound {
    fn above(self, l: u64, s: u64) -> bool {
        let (l, s) = (i128::from(l), i128::from(s));
        l * l < self.slope * l * s + self.shift * s * s
    }
}

/// Ratio bounds: the player to move loses iff the smaller s and the larger l of the two have
/// s < l < c·s (or s ≤ l < c·s), c one of 2, φ, √2, 1 + √2, φ²: Euclid's game loses iff
/// s < l < φ·s.
fn ratio(names: [&'static str; 2], losing: &[(u64, u64)]) -> Vec<Candidate> {
    let [x, y] = names;
    const BOUNDS: [Bound; 5] = [
        Bound {
            name: "φ",
            slope: 1,
            shift: 1,
        },
        Bound {
            name: "2",
            slope: 0,
            shift: 4,
        },
        Bound {
            name: "√2",
            slope: 0,
            shift: 2,
        },
        Bound {
            name: "1 + √2",
            slope: 2,
            shift: 1,
        },
        Bound {
            name: "φ²",
            slope: 3,
            shift: -1,
        },
    ];
    let mut all = Vec::new();
    for bound in BOUNDS {
        for strict in [true, false] {
            let lower = if strict { "<" } else { "≤" };
            let words = format!(
                "s {lower} l < {}·s, s = min({x}, {y}), l = max({x}, {y})",
                bound.name
            );
            // c·s as the integers compare it: l² < slope·l·s + shift·s².
            let mut bound_sq = match bound.slope {
                0 => String::new(),
                1 => "l * s".to_string(),
                k => format!("{k} * l * s"),
            };
            let shift = match bound.shift.abs() {
                1 => "s * s".to_string(),
                k => format!("{k} * s * s"),
            };
            bound_sq = match (bound_sq.is_empty(), bound.shift < 0) {
                (true, _) => shift,
                (false, false) => format!("{bound_sq} + {shift}"),
                (false, true) => format!("{bound_sq} - {shift}"),
            };
            let rust = format!(
                "{{ let (s, l) = ({x}.min({y}) as i128, {x}.max({y}) as i128); !(s {} l && l * l < {bound_sq}) }}",
                if strict { "<" } else { "<=" },
            );
            all.push(Candidate::new(
                Rule {
                    family: "ratio bound",
                    parameters: vec![("bound", bound.name.to_string())],
                    words: format!("the player to move loses iff {words} (exact integers)"),
                    formula: format!("first loses iff {words}"),
                    rust,
                },
                move |v: &[u64]| {
                    let (s, l) = (v[0].min(v[1]), v[0].max(v[1]));
                    let low = if strict { s < l } else { s <= l };
                    !(s > 0 && low && bound.above(l, s))
                },
            ));
        }
    }
    keep_plausible(all, losing)
}

/// ⌊k·α⌋ for α = (2 − t + √(t² + 4)) / 2, exactly: ⌊(k(2 − t) + ⌊k√(t² + 4)⌋) / 2⌋, since
/// adding the fraction of k√(t² + 4) to an integer never carries past the halving.
pub fn beatty_low(k: u64, t: u64) -> u64 {
    let k = i128::from(k);
    let t = i128::from(t);
    let root = isqrt((k * k * (t * t + 4)) as u128) as i128;
    (k * (2 - t) + root).div_euclid(2) as u64
}

/// The integer square root, by Newton's method from above.
pub fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    // n / 2 is at least ⌊√n⌋ from n = 2 on, so the iterates come down to it.
    let mut x = n;
    let mut y = x / 2;
    while y < x {
        x = y;
        y = (x + n / x) / 2;
    }
    x
}

/// Complementary Beatty pairs: the losing positions are {a_k, a_k + t·k}, k = 0, 1, ..., a_k the
/// least number no earlier pair used. Then a_k = ⌊kα⌋ and a_k + tk = ⌊kβ⌋ with β = α + t and
/// 1/α + 1/β = 1, so α is the root of α² + (t − 2)α − t = 0: the golden ratio for t = 1. The
/// step t is read from the pairs, and the irrational follows from it exactly.
fn beatty(names: [&'static str; 2], losing: &[(u64, u64)]) -> Option<Candidate> {
    let [x, y] = names;
    let mut pairs: Vec<(u64, u64)> = losing.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    pairs.sort_unstable();
    pairs.dedup();
    if pairs.first() != Some(&(0, 0)) || pairs.len() < 3 {
        return None;
    }
    let t = pairs[1].1 - pairs[1].0;
    if t == 0 {
        return None;
    }
    let (alpha, named) = if t == 1 {
        (
            "φ".to_string(),
            ", φ = (1 + √5) / 2 the golden ratio".to_string(),
        )
    } else {
        (
            "α".to_string(),
            format!(", α = (2 − {t} + √{}) / 2", t * t + 4),
        )
    };
    // u128::isqrt is Rust 1.84; judges run older compilers, so the rule brings its own.
    const ISQRT: &str = "let isqrt = |n: u128| -> u128 { let (mut x, mut y) = (n, (n + 1) / 2); while y < x { x = y; y = (x + n / x) / 2; } x };";
    let low = if t == 1 {
        "(k + isqrt(5 * k * k)) / 2".to_string()
    } else {
        format!(
            "((k as i128 * (2 - {t}) + isqrt(k * k * {}) as i128).div_euclid(2)) as u128",
            t * t + 4
        )
    };
    let step = if t == 1 {
        "k".to_string()
    } else {
        format!("{t}k")
    };
    let rule = Rule {
        family: "Beatty pairs",
        parameters: vec![("t", t.to_string()), ("alpha", alpha.clone())],
        words: format!(
            "the player to move loses iff {{{x}, {y}}} = {{⌊k{alpha}⌋, ⌊k{alpha}⌋ + {step}}} for some k >= 0{named}; exactly, with k = the difference{}: the smaller is {}",
            if t == 1 { String::new() } else { format!(" / {t}") },
            if t == 1 { "(k + isqrt(5k²)) / 2".to_string() } else { format!("⌊(k(2 − {t}) + isqrt({}k²)) / 2⌋", t * t + 4) }
        ),
        formula: format!(
            "mover loses iff {{{x}, {y}}} = {{⌊k{alpha}⌋, ⌊k{alpha}⌋ + {step}}} (exact integers)"
        ),
        rust: if t == 1 {
            format!(
                "{{ {ISQRT} let (lo, hi) = ({x}.min({y}) as u128, {x}.max({y}) as u128); let k = hi - lo; lo != {low} }}"
            )
        } else {
            format!(
                "{{ {ISQRT} let (lo, hi) = ({x}.min({y}) as u128, {x}.max({y}) as u128); let d = hi - lo; !(d % {t} == 0 && {{ let k = d / {t}; lo == {low} }}) }}"
            )
        },
    };
    Some(Candidate::new(rule, move |v: &[u64]| {
        let (lo, hi) = (v[0].min(v[1]), v[0].max(v[1]));
        let d = hi - lo;
        !(d % t == 0 && lo == beatty_low(d / t, t))
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two numbers a and b, each from `low`.
    fn ab(low: u64) -> [Parameter; 2] {
        [Parameter::new("a", low), Parameter::new("b", low)]
    }

    fn fits(candidate: &Candidate, low: u64, bound: u64, loses: impl Fn(u64, u64) -> bool) -> bool {
        (low..=bound).all(|a| (low..=bound).all(|b| candidate.predict.wins(&[a, b]) != loses(a, b)))
    }

    fn first_fit(bound: u64, loses: impl Fn(u64, u64) -> bool + Copy) -> Option<Rule> {
        fit_from(0, bound, loses)
    }

    fn fit_from(low: u64, bound: u64, loses: impl Fn(u64, u64) -> bool + Copy) -> Option<Rule> {
        let losing: Vec<(u64, u64)> = (low..=bound)
            .flat_map(|a| (low..=bound).map(move |b| (a, b)))
            .filter(|&(a, b)| loses(a, b))
            .collect();
        candidates(ab(low), &losing)
            .into_iter()
            .find(|c| fits(c, low, bound, loses))
            .map(|c| c.rule)
    }

    /// The cold positions {a_k, a_k + step·k} below 200 by their definition: each a_k is the
    /// least number no earlier pair used.
    fn cold_pairs(step: usize) -> Vec<(u64, u64)> {
        let mut used = vec![false; 200 * (step + 2)];
        let mut cold = Vec::new();
        let mut k = 0;
        for a in 0..200usize {
            if !used[a] {
                cold.push((a as u64, (a + step * k) as u64));
                used[a] = true;
                used[a + step * k] = true;
                k += 1;
            }
        }
        cold
    }

    #[test]
    fn isqrt_is_exact_at_squares_and_between() {
        assert_eq!(isqrt(0), 0);
        assert_eq!(isqrt(24), 4);
        assert_eq!(isqrt(25), 5);
        for n in 0..2000u128 {
            let root = isqrt(n);
            assert!(root * root <= n && n < (root + 1) * (root + 1), "{n}");
        }
        assert_eq!(
            isqrt(u128::from(u64::MAX) * u128::from(u64::MAX)),
            u128::from(u64::MAX)
        );
    }

    #[test]
    fn wythoff_pairs_give_the_golden_ratio() {
        let cold = cold_pairs(1);
        let loses = |a: u64, b: u64| cold.contains(&(a.min(b), a.max(b)));
        let rule = first_fit(100, loses).unwrap();
        assert_eq!(rule.family, "Beatty pairs");
        assert!(rule.formula.contains("⌊kφ⌋, ⌊kφ⌋ + k"), "{}", rule.formula);
        assert!(
            rule.rust.contains("lo != (k + isqrt(5 * k * k)) / 2"),
            "{}",
            rule.rust
        );
        assert_eq!(beatty_low(1, 2), 1);
        assert_eq!(beatty_low(10, 2), 14); // ⌊10√2⌋
    }

    #[test]
    fn parity_and_divisibility_are_told_apart() {
        let kiki = first_fit(30, |a, b| a % 2 == 1 && b % 2 == 1).unwrap();
        assert_eq!(kiki.formula, "first loses iff a and b are both odd");
        let bash = fit_from(1, 30, |n, m| n % (m + 1) == 0).unwrap();
        assert_eq!(bash.formula, "first wins iff a mod (b + 1) ≠ 0");
        // With m = 0 allowed every n loses there, which no family here says.
        assert!(first_fit(30, |n, m| m >= 1 && n % (m + 1) == 0).is_none());
        let two_piles = first_fit(30, |a, b| a == b).unwrap();
        assert_eq!(two_piles.formula, "first wins iff a ≠ b");
    }

    /// A trial printed the nearest rule of a game of c and s, s from 0, as `c % (s) != 0`: Rust
    /// that divides by zero at every position with s = 0, which the rule names.
    #[test]
    fn a_modulus_that_can_be_zero_is_looked_at_before_dividing() {
        let rule = first_fit(20, |a, b| b > 0 && a % b == 0).unwrap();
        assert_eq!(rule.formula, "first wins iff b = 0 or a mod b ≠ 0");
        assert_eq!(rule.rust, "b == 0 || a % b != 0");
        assert_eq!(
            rule.words,
            "the player to move loses iff b > 0 and a is a multiple of b"
        );
        let rule = first_fit(20, |a, b| a > 0 && b % a == 0).unwrap();
        assert_eq!(rule.rust, "a == 0 || b % a != 0");
        // From 1 on, b is never 0, and the rule is written as it always was.
        let rule = fit_from(1, 20, |a, b| a % b == 0).unwrap();
        assert_eq!(rule.rust, "a % (b) != 0");
    }

    #[test]
    fn losing_nowhere_is_no_parity_rule() {
        let parity = candidates(ab(0), &[])
            .into_iter()
            .find(|c| c.rule.family == "parity");
        assert!(parity.is_none(), "{:?}", parity.map(|c| c.rule));
    }

    #[test]
    fn losing_in_every_parity_class_is_no_parity_rule() {
        let losing = [(0, 0), (0, 1), (1, 0), (1, 1)];
        let parity = candidates(ab(0), &losing)
            .into_iter()
            .find(|c| c.rule.family == "parity");
        assert!(parity.is_none(), "{:?}", parity.map(|c| c.rule));
    }

    #[test]
    fn each_parity_pattern_is_said_in_its_own_words() {
        type Loses = fn(u64, u64) -> bool;
        let cases: [(Loses, &str); 4] = [
            (|a, b| a % 2 == 1 && b % 2 == 0, "a is odd and b is even"),
            (|a, _| a % 2 == 0, "a is even"),
            (|_, b| b % 2 == 1, "b is odd"),
            (|a, b| (a + b) % 2 == 0, "a + b is even"),
        ];
        for (loses, words) in cases {
            let rule = first_fit(12, loses).unwrap();
            assert_eq!(rule.formula, format!("first loses iff {words}"));
        }
    }

    #[test]
    fn linear_relations_are_named_the_way_round_they_hold() {
        let rule = first_fit(20, |a, b| b == a + 1).unwrap();
        assert_eq!(rule.formula, "first loses iff b = a + 1");
        assert_eq!(rule.rust, "b as i64 != a as i64 + (1)");
        let rule = first_fit(20, |a, b| a + 1 == 2 * b).unwrap();
        assert_eq!(rule.formula, "first loses iff a = 2·b − 1");
        assert_eq!(rule.rust, "a as i64 != 2 * b as i64 + (-1)");
        // Every slope and shift is tried: with no shift, and with the largest negative ones.
        let rule = first_fit(20, |a, b| a == 2 * b).unwrap();
        assert_eq!(rule.formula, "first loses iff a = 2·b");
        let rule = first_fit(20, |a, b| a + 2 == 2 * b).unwrap();
        assert_eq!(rule.formula, "first loses iff a = 2·b − 2");
        let rule = first_fit(30, |a, b| b + 3 == 3 * a).unwrap();
        assert_eq!(rule.formula, "first loses iff b = 3·a − 3");
        // Either way round is a relation of slope 1 only: none is said for a = 2b + 1 or
        // b = 2a + 1.
        let rule = first_fit(30, |a, b| a == 2 * b + 1 || b == 2 * a + 1);
        assert!(rule.is_none(), "{rule:?}");
    }

    #[test]
    fn a_bound_is_strict_and_exact_in_integers() {
        // c = 2, the root of c² = c + 2: l < 2s.
        let two = Bound {
            name: "2",
            slope: 1,
            shift: 2,
        };
        assert!(!two.above(2, 1));
        assert!(two.above(3, 2));
        assert!(!two.above(4, 2));
        // c = 2, the root of c² = 2c: l < 2s again, through the slope.
        let doubled = Bound {
            name: "2",
            slope: 2,
            shift: 0,
        };
        assert!(doubled.above(3, 2));
        assert!(!doubled.above(5, 2));
    }

    #[test]
    fn ratio_bounds_are_fitted_strict_or_not_and_never_at_zero() {
        let ordered = |a: u64, b: u64| (a.min(b), a.max(b));
        let strict = first_fit(30, |a, b| {
            let (s, l) = ordered(a, b);
            s > 0 && s < l && l < 2 * s
        });
        assert_eq!(
            strict.unwrap().formula,
            "first loses iff s < l < 2·s, s = min(a, b), l = max(a, b)"
        );
        let loose = first_fit(30, |a, b| {
            let (s, l) = ordered(a, b);
            s > 0 && s <= l && l < 2 * s
        });
        assert_eq!(
            loose.unwrap().formula,
            "first loses iff s ≤ l < 2·s, s = min(a, b), l = max(a, b)"
        );
        // φ², the root of c² = 3c − 1: l² < 3ls − s².
        let squared = first_fit(30, |a, b| {
            let (s, l) = ordered(a, b);
            s > 0 && s < l && l * l + s * s < 3 * l * s
        });
        let squared = squared.unwrap();
        assert_eq!(
            squared.formula,
            "first loses iff s < l < φ²·s, s = min(a, b), l = max(a, b)"
        );
        assert!(
            squared.rust.contains("l * l < 3 * l * s - s * s"),
            "{}",
            squared.rust
        );
    }

    #[test]
    fn beatty_pairs_of_step_two_are_read_with_their_step() {
        let cold = cold_pairs(2);
        let loses = |a: u64, b: u64| cold.contains(&(a.min(b), a.max(b)));
        let rule = first_fit(100, loses).unwrap();
        assert_eq!(rule.family, "Beatty pairs");
        assert!(rule.formula.contains("⌊kα⌋, ⌊kα⌋ + 2k"), "{}", rule.formula);
        // The difference is 2k: the Rust rule checks it is even, halves it and finds the
        // smaller number from α's root, √8.
        assert!(
            rule.rust.contains("d % 2 == 0 && { let k = d / 2;")
                && rule.rust.contains("isqrt(k * k * 8)"),
            "{}",
            rule.rust
        );
    }

    #[test]
    fn beatty_pairs_start_at_zero_zero() {
        assert!(beatty(["a", "b"], &[(1, 1), (2, 3), (4, 6)]).is_none());
        assert!(beatty(["a", "b"], &[(0, 0), (1, 2)]).is_none());
        assert!(beatty(["a", "b"], &[(0, 0), (1, 2), (3, 5)]).is_some());
    }

    #[test]
    fn a_pattern_of_no_family_fits_none() {
        // Losing where a·b is a perfect square: no relation, no Beatty pairs.
        assert!(first_fit(20, |a, b| isqrt(u128::from(a * b)).pow(2)
            == u128::from(a * b))
        .is_none());
    }
}
