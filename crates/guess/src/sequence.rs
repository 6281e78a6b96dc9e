//! Families of one-number rules: a sequence v(n), n = first, first + 1, ..., that repeats
//! (periodic), repeats while climbing (arithmetic-periodic, Lasker's g), or a set of n that
//! is a recurrent sequence (the Fibonacci numbers) or a union of geometric intervals (18^j < n
//! <= 9 · 18^j).

use super::{Candidate, Rule};

/// A period found in a sequence: v(n + period) = v(n) + saltus for every n >= first + preperiod
/// within the data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Period {
    /// Values before the repeating part, counted from the sequence's first n.
    pub preperiod: usize,
    pub period: usize,
    pub saltus: u64,
}

/// The smallest period (then the shortest preperiod) with this saltus rule that the data shows
/// convincingly: the repeating part covers three periods and at least half the data, so that a
/// break near the end is never explained away as a long preperiod, nor a coincidence of two
/// long stretches as a period.
///
/// Periods up to [`MAX_PERIOD`] are tried, each a scan of up to the whole sequence.
pub fn find_period(values: &[u64], arithmetic: bool) -> Option<Period> {
    let len = values.len();
    // `last_change[j]`: the largest c <= j where the value changes (v(c) != v(c - 1)), or 0. A
    // window where nothing changes cannot break a period of saltus 0, so the scan jumps over
    // it: a long run (a million outcomes, hdu-1517's) costs one step, not one per value.
    let mut last_change = vec![0; len];
    for j in 1..len {
        last_change[j] = if values[j] != values[j - 1] {
            j
        } else {
            last_change[j - 1]
        };
    }
    (1..=(len / 3).min(MAX_PERIOD)).find_map(|period| {
        let saltus = if arithmetic {
            let saltus = values[len - 1].checked_sub(values[len - 1 - period])?;
            if saltus == 0 {
                return None;
            }
            saltus
        } else {
            0
        };
        // The last i with v(i + period) != v(i) + saltus, if any.
        let mut breaks = None;
        let mut i = len - period;
        while i > 0 {
            i -= 1;
            if saltus == 0 && last_change[i + period] <= i {
                // v is constant on i..=i + period, and on every window from last_change on.
                match last_change[i + period] {
                    0 => break,
                    change => i = change,
                }
                continue;
            }
            if values[i + period] != values[i] + saltus {
                breaks = Some(i);
                break;
            }
        }
        let preperiod = breaks.map_or(0, |i| i + 1);
        let repeating = len - preperiod;
        (repeating >= 3 * period && 2 * repeating >= len).then_some(Period {
            preperiod,
            period,
            saltus,
        })
    })
}

/// The longest period [`find_period`] tries.
pub const MAX_PERIOD: usize = 2_000;

/// The value the period predicts at index `i` from the values before it (`None` inside the
/// preperiod).
pub fn extend(values: &[u64], found: &Period, i: usize) -> Option<u64> {
    (i >= found.preperiod + found.period).then(|| values[i - found.period] + found.saltus)
}

/// A one-number rule for a sequence of values, for a Grundy sequence g(n).
#[derive(Clone, Debug)]
pub struct SequenceRule {
    pub family: &'static str,
    pub parameters: Vec<(&'static str, String)>,
    /// "g(n) = n + [-1, 0, 0, 1][n mod 4] for n >= 1; g(0) = 0".
    pub words: String,
    /// A Rust expression in `n: u64` giving the value.
    pub rust: String,
}

/// The periodic or arithmetic-periodic rule of a Grundy sequence g(first..), with the
/// exceptions of its preperiod written out; `Err` with the nearest such rule's first
/// counterexample.
pub fn grundy_rule(values: &[u64], first: u64) -> Result<SequenceRule, (String, usize)> {
    let found = find_period(values, false).or_else(|| find_period(values, true));
    let Some(found) = found else {
        return Err(nearest_period(values, first));
    };
    let mut parameters = vec![
        ("preperiod", found.preperiod.to_string()),
        ("period", found.period.to_string()),
    ];
    let (family, (words, expression)) = if found.saltus == 0 {
        ("periodic", periodic_form(values, first, &found))
    } else {
        parameters.push(("saltus", found.saltus.to_string()));
        let form = if found.saltus == found.period as u64 {
            offset_form(values, first, &found)
        } else {
            climbing_form(values, first, &found)
        };
        ("arithmetic-periodic", form)
    };
    let (words, rust) = with_exceptions(values, first, &found, words, expression);
    Ok(SequenceRule {
        family,
        parameters,
        words,
        rust,
    })
}

/// The n of the repeating part (which starts at `start`) that comes first among those with
/// n ≡ r (mod p).
fn first_at_residue(start: usize, p: usize, r: usize) -> usize {
    start + (r + p - start % p) % p
}

/// A periodic sequence (saltus 0) in words and as Rust: v(n) by n mod p, from the repeating
/// part.
fn periodic_form(values: &[u64], first: u64, found: &Period) -> (String, String) {
    let start = first as usize + found.preperiod;
    let p = found.period;
    let table: Vec<u64> = (0..p)
        .map(|r| values[first_at_residue(start, p, r) - first as usize])
        .collect();
    let listed = join(&table);
    let words = if p == 1 {
        format!("g(n) = {}", table[0])
    } else {
        format!("g(n) = [{listed}][n mod {p}]")
    };
    let rust = if p == 1 {
        table[0].to_string()
    } else {
        format!("[{listed}][(n % {p}) as usize]")
    };
    (words, rust)
}

/// An arithmetic-periodic sequence whose saltus is its period, in words and as Rust: g(n) = n
/// + offset(n mod p), the form the README's Lasker row uses.
fn offset_form(values: &[u64], first: u64, found: &Period) -> (String, String) {
    let start = first as usize + found.preperiod;
    let p = found.period;
    let offsets: Vec<i64> = (0..p)
        .map(|r| {
            let n = first_at_residue(start, p, r);
            values[n - first as usize] as i64 - n as i64
        })
        .collect();
    if offsets.iter().all(|&o| o == 0) {
        return ("g(n) = n".to_string(), "n".to_string());
    }
    let listed = offsets
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    // Residue 1 first, as the README's Lasker row reads: s, s, s + 1, s − 1.
    let order = (1..p).chain([0]);
    let cases: Vec<String> = order
        .map(|r| match offsets[r] {
            0 => format!("n for n ≡ {r}"),
            o if o > 0 => format!("n + {o} for n ≡ {r}"),
            o => format!("n − {} for n ≡ {r}", -o),
        })
        .collect();
    let words = match offsets[..] {
        [o] if o > 0 => format!("g(n) = n + {o}"),
        [o] => format!("g(n) = n − {}", -o),
        _ => format!("g(n) = {} (mod {p})", cases.join(", ")),
    };
    (
        words,
        format!("(n as i64 + [{listed}][(n % {p}) as usize]) as u64"),
    )
}

/// Any other arithmetic-periodic sequence, in words and as Rust: g(n) = s·⌊n / p⌋ plus a
/// value by n mod p.
fn climbing_form(values: &[u64], first: u64, found: &Period) -> (String, String) {
    let start = first as usize + found.preperiod;
    let (p, s) = (found.period, found.saltus);
    let table: Vec<i64> = (0..p)
        .map(|r| {
            let n = first_at_residue(start, p, r);
            values[n - first as usize] as i64 - (n / p) as i64 * s as i64
        })
        .collect();
    let listed = table
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    (
        format!("g(n) = {s}·⌊n / {p}⌋ + [{listed}][n mod {p}]"),
        format!("(({s} * (n / {p})) as i64 + [{listed}][(n % {p}) as usize]) as u64"),
    )
}

/// The rule's words and Rust `expression` with the preperiod's values that the formula does
/// not give written out before it.
fn with_exceptions(
    values: &[u64],
    first: u64,
    found: &Period,
    words: String,
    expression: String,
) -> (String, String) {
    let (p, s) = (found.period, found.saltus);
    // What the formula gives at index i: the repeating part's value, less the climb to it.
    let formula = |i: usize| -> i128 {
        let mut j = i;
        let mut climb = 0;
        while j < found.preperiod {
            j += p;
            climb += i128::from(s);
        }
        i128::from(values[j]) - climb
    };
    let exceptions: Vec<(usize, u64)> = (0..found.preperiod)
        .filter(|&i| i128::from(values[i]) != formula(i))
        .map(|i| (i + first as usize, values[i]))
        .collect();
    if exceptions.is_empty() {
        return (words, expression);
    }
    let listed: Vec<String> = exceptions
        .iter()
        .map(|(n, v)| format!("g({n}) = {v}"))
        .collect();
    let last = exceptions.last().expect("not empty").0;
    let table: Vec<u64> = (first as usize..=last)
        .map(|n| values[n - first as usize])
        .collect();
    (
        format!("{words} for n > {last}; {}", listed.join(", ")),
        format!(
            "if n <= {last} {{ [{}][{}] }} else {{ {expression} }}",
            join(&table),
            if first == 0 {
                "n as usize".to_string()
            } else {
                format!("(n - {first}) as usize")
            }
        ),
    )
}

/// The period the first half of the data shows, and where the rest breaks it: `(words,
/// agreed)`.
fn nearest_period(values: &[u64], first: u64) -> (String, usize) {
    let half = &values[..values.len() / 2];
    let found = find_period(half, false).or_else(|| find_period(half, true));
    let Some(found) = found else {
        return ("no period even in the first half".to_string(), 0);
    };
    let broken = (found.preperiod + found.period..values.len())
        .find(|&i| extend(values, &found, i) != Some(values[i]));
    match broken {
        Some(i) => (
            format!(
                "period {} (preperiod {}{}) breaks at n = {}: g = {}, the period gives {}",
                found.period,
                found.preperiod,
                if found.saltus > 0 {
                    format!(", saltus {}", found.saltus)
                } else {
                    String::new()
                },
                i as u64 + first,
                values[i],
                extend(values, &found, i).expect("past the preperiod")
            ),
            i,
        ),
        None => (
            "a period too short-lived to trust".to_string(),
            values.len(),
        ),
    }
}

fn join(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The one-number outcome families, fitted to `loses[i]` (whether the player to move loses at
/// n = first + i); each candidate predicts whether the player to move wins.
pub fn outcome_candidates(name: &'static str, first: u64, loses: &[bool]) -> Vec<Candidate> {
    let mut candidates = Vec::new();
    let values: Vec<u64> = loses.iter().map(|&l| u64::from(l)).collect();
    // Periodic outcomes (the Bash game for a fixed m): the losing residues.
    // Without a period in the whole, the first half's is the nearest periodic rule.
    let whole = find_period(&values, false);
    let conclusive = whole.is_some();
    let found = whole.or_else(|| find_period(&values[..values.len() / 2], false));
    if let Some(found) = found {
        let p = found.period as u64;
        let start = first + found.preperiod as u64;
        let lose_residues: Vec<u64> = (start..start + p)
            .filter(|&n| loses[(n - first) as usize])
            .map(|n| n % p)
            .collect();
        let mut sorted = lose_residues.clone();
        sorted.sort_unstable();
        let early: Vec<u64> = (first..start)
            .filter(|&n| loses[(n - first) as usize] != sorted.contains(&(n % p)))
            .collect();
        // A period with many exceptions before it is no simple rule (and each prediction would
        // search the exceptions: a million of them took 15 s for hdu-1517).
        if early.len() > 32 {
            return other_candidates(name, first, loses, candidates);
        }
        let set = join(&sorted);
        // No losing residue, or all of them: the first player always wins, or always loses.
        let always = match sorted.len() as u64 {
            0 => Some(true),
            all if all == p => Some(false),
            _ => None,
        };
        let mut words = match (always, sorted.as_slice()) {
            (Some(true), _) => "the player to move always wins".to_string(),
            (Some(false), _) => "the player to move always loses".to_string(),
            (None, [r]) => format!("the player to move loses iff {name} mod {p} = {r}"),
            (None, _) => format!("the player to move loses iff {name} mod {p} ∈ {{{set}}}"),
        };
        if !early.is_empty() {
            words.push_str(&format!(
                " for {name} >= {start}; below, the exceptions {name} = {}",
                join(&early)
            ));
        }
        let mut formula = match (always, sorted.as_slice()) {
            (Some(true), _) => "first always wins".to_string(),
            (Some(false), _) => "first always loses".to_string(),
            (None, [r]) => format!("first wins iff {name} mod {p} ≠ {r}"),
            (None, _) => format!("first wins iff {name} mod {p} ∉ {{{set}}}"),
        };
        // The formula says what the words say: the exceptions before the period are part of it.
        if !early.is_empty() {
            formula.push_str(&format!(
                ", except {name} = {} (answer turned)",
                join(&early)
            ));
        }
        let rust = match (always, sorted.as_slice()) {
            (Some(wins), _) => wins.to_string(),
            (None, [r]) => format!("{name} % {p} != {r}"),
            (None, _) => format!("![{set}].contains(&({name} % {p}))"),
        };
        let early_set = early.clone();
        let rule = Rule {
            family: "periodic",
            parameters: vec![
                ("preperiod", found.preperiod.to_string()),
                ("period", p.to_string()),
                ("losing residues", format!("{{{set}}}")),
            ],
            words,
            formula,
            rust: if early.is_empty() {
                rust
            } else {
                format!(
                    "if [{}].contains(&{name}) {{ !({rust}) }} else {{ {rust} }}",
                    join(&early)
                )
            },
        };
        let mut candidate = Candidate::new(rule, move |numbers: &[u64]| {
            let n = numbers[0];
            // Wins off the losing residues, except where an early exception says otherwise.
            sorted.contains(&(n % p)) == early_set.contains(&n)
        });
        candidate.only_nearest = !conclusive;
        candidates.push(candidate);
    }
    other_candidates(name, first, loses, candidates)
}

/// [`outcome_candidates`] past the periodic one.
fn other_candidates(
    name: &'static str,
    first: u64,
    loses: &[bool],
    mut candidates: Vec<Candidate>,
) -> Vec<Candidate> {
    let losing: Vec<u64> = (0..loses.len())
        .filter(|&i| loses[i])
        .map(|i| first + i as u64)
        .collect();
    if let Some(candidate) = recurrence(name, &losing) {
        candidates.push(candidate);
    }
    for runs_of in [true, false] {
        if let Some(candidate) = geometric(name, first, loses, runs_of) {
            candidates.push(candidate);
        }
    }
    candidates
}

/// The losing n as a sequence s(k) = a·s(k−1) + b·s(k−2), fitted to its first four terms.
fn recurrence(name: &'static str, losing: &[u64]) -> Option<Candidate> {
    if losing.len() < 5 {
        return None;
    }
    let [s0, s1, s2, s3] = [0, 1, 2, 3].map(|i| i128::from(losing[i]));
    let det = s1 * s1 - s0 * s2;
    if det == 0 {
        return None;
    }
    let (a_num, b_num) = (s2 * s1 - s0 * s3, s1 * s3 - s2 * s2);
    if a_num % det != 0 || b_num % det != 0 {
        return None;
    }
    let (a, b) = (a_num / det, b_num / det);
    // An arithmetic progression (a = 2, b = -1) is a period, found there. (A constant one,
    // a = 1 and b = 0, cannot come out: the losing n are distinct.)
    if a < 1 || b < 0 {
        return None;
    }
    let (a, b) = (a as u64, b as u64);
    let (first, second) = (losing[0], losing[1]);
    let named = if (a, b) == (1, 1) {
        " (each the sum of the two before: the Fibonacci numbers)".to_string()
    } else {
        format!(" (s(k) = {a}·s(k−1) + {b}·s(k−2))")
    };
    let rule = Rule {
        family: "sequence",
        parameters: vec![
            ("s(0), s(1)", format!("{first}, {second}")),
            ("a", a.to_string()),
            ("b", b.to_string()),
        ],
        words: format!(
            "the player to move loses iff {name} is one of {}, ...{named}",
            join(&losing[..losing.len().min(6)])
        ),
        formula: if (a, b) == (1, 1) {
            format!("first loses iff {name} is a Fibonacci number")
        } else {
            format!("first loses iff {name} = s(k), s(k) = {a}·s(k−1) + {b}·s(k−2)")
        },
        // In u128, as the prediction: the loop computes the term after t, up to about (a + b)²
        // times the n it stops at, and a + b may be near the bound.
        rust: format!(
            "{{ let {name} = {name} as u128; let (mut s, mut t) = ({first}u128, {second}u128); while s < {name} {{ let u = {a} * t + {b} * s; s = t; t = u; }} s != {name} }}"
        ),
    };
    Some(Candidate::new(rule, move |numbers: &[u64]| {
        let n = u128::from(numbers[0]);
        let (mut s, mut t) = (u128::from(first), u128::from(second));
        while s < n {
            (s, t) = (t, u128::from(a) * t + u128::from(b) * s);
        }
        s != n
    }))
}

/// The n where the player to move wins (`wins` true) or loses as the intervals c·q^j < n <=
/// d·q^j, j >= 0, fitted to the first two complete runs.
fn geometric(name: &'static str, first: u64, loses: &[bool], wins: bool) -> Option<Candidate> {
    // Runs of the outcome, as (first n, last n); a run touching the end may go on beyond it.
    let mut runs = Vec::new();
    let mut i = 0;
    while i < loses.len() {
        let start = i;
        while i < loses.len() && loses[i] == loses[start] {
            i += 1;
        }
        if loses[start] != wins && i < loses.len() {
            runs.push((first + start as u64, first + i as u64 - 1));
        }
    }
    let [(_, end0), (start1, end1), ..] = runs[..] else {
        return None;
    };
    if end0 == 0 || end1 % end0 != 0 {
        return None;
    }
    let q = end1 / end0;
    if q < 2 || (start1 - 1) % q != 0 {
        return None;
    }
    let (c, d) = ((start1 - 1) / q, end0);
    if c >= d {
        return None;
    }
    let who = if wins { "wins" } else { "loses" };
    let rule = Rule {
        family: "geometric intervals",
        parameters: vec![
            ("c", c.to_string()),
            ("d", d.to_string()),
            ("q", q.to_string()),
        ],
        words: format!(
            "the player to move {who} iff {c}·{q}^j < {name} <= {d}·{q}^j for some j >= 0"
        ),
        formula: format!(
            "first {who} iff {}{q}^j < {name} ≤ {d} · {q}^j for some j ≥ 0",
            if c == 1 { String::new() } else { format!("{c} · ") }
        ),
        rust: format!(
            "{{ let mut j = 1u128; loop {{ if ({name} as u128) <= {c} * j {{ break {}; }} if ({name} as u128) <= {d} * j {{ break {}; }} j *= {q}; }} }}",
            !wins, wins
        ),
    };
    Some(Candidate::new(rule, move |numbers: &[u64]| {
        let n = u128::from(numbers[0]);
        let mut j: u128 = 1;
        loop {
            if n <= u128::from(c) * j {
                return !wins;
            }
            if n <= u128::from(d) * j {
                return wins;
            }
            j *= u128::from(q);
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scan that jumps over runs against one that looks at every value.
    #[test]
    fn jumping_over_runs_finds_what_a_plain_scan_finds() {
        fn plain(values: &[u64]) -> Option<Period> {
            let len = values.len();
            (1..=(len / 3).min(MAX_PERIOD)).find_map(|period| {
                let breaks = (0..len - period)
                    .rev()
                    .find(|&i| values[i + period] != values[i]);
                let preperiod = breaks.map_or(0, |i| i + 1);
                let repeating = len - preperiod;
                (repeating >= 3 * period && 2 * repeating >= len).then_some(Period {
                    preperiod,
                    period,
                    saltus: 0,
                })
            })
        }
        let mut rng = fastrand::Rng::with_seed(19);
        for _ in 0..3000 {
            let len = rng.usize(1..80);
            let runs = rng.usize(1..6);
            let mut values: Vec<u64> = (0..len).map(|_| rng.u64(0..runs as u64)).collect();
            // Long runs and repeats, where the two scans could part.
            if rng.bool() {
                let cut = rng.usize(0..len);
                let fill = values[cut];
                values[cut..].iter_mut().for_each(|v| *v = fill);
            }
            if rng.bool() && len > 6 {
                let p = rng.usize(1..len / 3 + 1);
                for i in p..len {
                    values[i] = values[i - p];
                }
            }
            assert_eq!(find_period(&values, false), plain(&values), "{values:?}");
        }
    }

    #[test]
    fn a_period_is_found_with_its_preperiod() {
        // Subtraction {1, 3, 4}: period 7 from the start.
        let values = [0, 1, 0, 1, 2, 3, 2].repeat(5);
        let found = find_period(&values, false).unwrap();
        assert_eq!((found.preperiod, found.period), (0, 7));
        let mut late = vec![5, 9];
        late.extend([1, 2].repeat(10));
        let found = find_period(&late, false).unwrap();
        assert_eq!((found.preperiod, found.period), (2, 2));
    }

    /// The guard the issue asks for: periodic up to n = 199, broken from 200 on, with the
    /// bound covering 200.
    #[test]
    fn a_sequence_broken_at_200_is_not_called_periodic() {
        let values: Vec<u64> = (0..300u64)
            .map(|n| if n < 200 { n % 3 } else { n })
            .collect();
        assert_eq!(find_period(&values, false), None);
        assert_eq!(find_period(&values, true), None);
        let (words, at) = grundy_rule(&values, 0).unwrap_err();
        assert_eq!(at, 200, "{words}");
        assert!(words.contains("breaks at n = 200"), "{words}");
        // Up to 199 it is periodic.
        assert!(find_period(&values[..200], false).is_some());
        // Climbing by one until 200: the period the first half shows has a saltus.
        let climbing: Vec<u64> = (0..300u64).map(|n| if n < 200 { n } else { 0 }).collect();
        let (words, _) = grundy_rule(&climbing, 0).unwrap_err();
        assert_eq!(
            words,
            "period 1 (preperiod 0, saltus 1) breaks at n = 200: g = 0, the period gives 200"
        );
        // With a preperiod: 7, 9, then [0, 1, 2] repeating until 200.
        let mut values = values;
        values[..2].copy_from_slice(&[7, 9]);
        let (words, at) = grundy_rule(&values, 0).unwrap_err();
        assert_eq!(at, 200, "{words}");
        assert_eq!(
            words,
            "period 3 (preperiod 2) breaks at n = 200: g = 200, the period gives 2"
        );
    }

    #[test]
    fn lasker_values_are_arithmetic_periodic_with_one_exception() {
        // g(0) = 0, then n, n, n + 1, n - 1 for n ≡ 1, 2, 3, 0 (mod 4).
        let values: Vec<u64> = (0..60u64)
            .map(|n| match n % 4 {
                _ if n == 0 => 0,
                3 => n + 1,
                0 => n - 1,
                _ => n,
            })
            .collect();
        let rule = grundy_rule(&values, 0).unwrap();
        assert_eq!(rule.family, "arithmetic-periodic");
        assert_eq!(
            rule.words,
            "g(n) = n for n ≡ 1, n for n ≡ 2, n + 1 for n ≡ 3, n − 1 for n ≡ 0 (mod 4) for n > 0; g(0) = 0"
        );
        assert_eq!(
            rule.rust,
            "if n <= 0 { [0][n as usize] } else { (n as i64 + [-1, 0, 0, 1][(n % 4) as usize]) as u64 }"
        );
    }

    #[test]
    fn periodic_values_are_written_by_residue() {
        // Subtraction {1, 3, 4} from n = 1: the table starts at residue 0 all the same.
        let values = [0, 1, 0, 1, 2, 3, 2].repeat(5);
        let rule = grundy_rule(&values[1..], 1).unwrap();
        assert_eq!(rule.family, "periodic");
        assert_eq!(rule.words, "g(n) = [0, 1, 0, 1, 2, 3, 2][n mod 7]");
        assert_eq!(rule.rust, "[0, 1, 0, 1, 2, 3, 2][(n % 7) as usize]");
        let constant = grundy_rule(&[1; 20], 0).unwrap();
        assert_eq!(
            (constant.words.as_str(), constant.rust.as_str()),
            ("g(n) = 1", "1")
        );
    }

    #[test]
    fn values_that_climb_are_written_with_their_saltus() {
        // From n = 1: g(n) = 2·⌊n / 3⌋ + [0, 1, 1][n mod 3], saltus 2 over period 3.
        let values: Vec<u64> = (1..=60u64)
            .map(|n| 2 * (n / 3) + [0, 1, 1][n as usize % 3])
            .collect();
        let rule = grundy_rule(&values, 1).unwrap();
        assert_eq!(rule.family, "arithmetic-periodic");
        assert_eq!(rule.words, "g(n) = 2·⌊n / 3⌋ + [0, 1, 1][n mod 3]");
        assert_eq!(
            rule.rust,
            "((2 * (n / 3)) as i64 + [0, 1, 1][(n % 3) as usize]) as u64"
        );
        // The same after an exception at n = 0.
        let mut excepted: Vec<u64> = (0..=60u64)
            .map(|n| 2 * (n / 3) + [0, 1, 1][n as usize % 3])
            .collect();
        excepted[0] = 5;
        let rule = grundy_rule(&excepted, 0).unwrap();
        assert_eq!(
            rule.words,
            "g(n) = 2·⌊n / 3⌋ + [0, 1, 1][n mod 3] for n > 0; g(0) = 5"
        );
        // g(n) = n − 1 from n = 1: one offset, below zero.
        let values: Vec<u64> = (0..40).collect();
        let rule = grundy_rule(&values, 1).unwrap();
        assert_eq!(rule.words, "g(n) = n − 1");
        // g(n) = n + 2: one offset, above zero.
        let values: Vec<u64> = (2..42).collect();
        let rule = grundy_rule(&values, 0).unwrap();
        assert_eq!(rule.words, "g(n) = n + 2");
        assert_eq!(rule.rust, "(n as i64 + [2][(n % 1) as usize]) as u64");
    }

    #[test]
    fn values_before_the_period_are_exceptions_only_where_the_formula_misses() {
        // g(n) = n from n = 2 on; g(0) = 0 agrees with it, g(1) = 9 does not.
        let mut values: Vec<u64> = (0..40).collect();
        values[1] = 9;
        let rule = grundy_rule(&values, 0).unwrap();
        assert_eq!(rule.words, "g(n) = n for n > 1; g(1) = 9");
        // The same from n = 1: the table of exceptions starts there.
        let rule = grundy_rule(&values[1..], 1).unwrap();
        assert_eq!(rule.words, "g(n) = n for n > 1; g(1) = 9");
        assert_eq!(rule.rust, "if n <= 1 { [9][(n - 1) as usize] } else { n }");
    }

    #[test]
    fn a_period_broken_late_is_only_the_nearest_rule() {
        let loses: Vec<bool> = (0..60u64).map(|n| n % 3 == 0 && n < 50).collect();
        let candidates = outcome_candidates("n", 0, &loses);
        assert!(candidates[0].only_nearest);
        assert_eq!(candidates[0].rule.formula, "first wins iff n mod 3 ≠ 0");
        assert!(!agrees(&candidates[0], 0, &loses));
    }

    #[test]
    fn a_period_after_many_exceptions_is_no_rule() {
        // 39 positions below 80 break the period 3 that follows: more than the 32 allowed.
        let loses: Vec<bool> = (0..240u64)
            .map(|n| if n < 80 { n % 2 == 0 } else { n % 3 == 0 })
            .collect();
        let candidates = outcome_candidates("n", 0, &loses);
        assert!(
            candidates.iter().all(|c| c.rule.family != "periodic"),
            "{:?}",
            candidates.iter().map(|c| &c.rule).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_period_after_exactly_the_allowed_exceptions_is_a_rule() {
        // Period 3, turned at the even n below 64: 32 exceptions, the most allowed.
        let loses = |below: u64| -> Vec<bool> {
            (0..300u64)
                .map(|n| (n % 3 == 0) != (n < below && n % 2 == 0))
                .collect()
        };
        let periodic = |loses: &[bool]| {
            outcome_candidates("n", 0, loses)
                .into_iter()
                .find(|c| c.rule.family == "periodic")
        };
        let rule = periodic(&loses(64))
            .expect("32 exceptions are allowed")
            .rule;
        assert!(
            rule.formula.ends_with(", 62 (answer turned)"),
            "{}",
            rule.formula
        );
        assert!(periodic(&loses(66)).is_none());
    }

    #[test]
    fn a_recurrence_other_than_fibonacci_s_is_fitted() {
        // s(k) = 3·s(k − 1) + s(k − 2) from 1, 3; and 2·s(k − 1) + s(k − 2) from 2, 4, whose
        // coefficients come out of a division by 4, not by 1.
        for losing in [
            &[1u64, 3, 10, 33, 109, 360][..],
            &[2, 4, 10, 24, 58, 140, 338],
        ] {
            let loses: Vec<bool> = (1..=400u64).map(|n| losing.contains(&n)).collect();
            let candidates = outcome_candidates("n", 1, &loses);
            // Among the rules that fit (a period with these as exceptions fits too).
            let sequence = candidates
                .iter()
                .find(|c| c.rule.family == "sequence" && agrees(c, 1, &loses));
            assert!(sequence.is_some(), "{losing:?}");
        }
        // Five terms are enough to propose one (four fit it, the fifth is there to check);
        // four are not.
        assert!(recurrence("n", &[1, 2, 3, 5, 8]).is_some());
        assert!(recurrence("n", &[1, 2, 3, 5]).is_none());
        // s(k) = 2·s(k − 1) from 3 on: b = 0 is a recurrence all the same.
        let doubling = recurrence("n", &[1, 3, 6, 12, 24]).expect("a = 2, b = 0");
        assert_eq!(
            doubling.rule.formula,
            "first loses iff n = s(k), s(k) = 2·s(k−1) + 0·s(k−2)"
        );
        assert!(
            doubling
                .rule
                .words
                .ends_with("(s(k) = 2·s(k−1) + 0·s(k−2))"),
            "{}",
            doubling.rule.words
        );
        // 1, 2, 6, 15: b = 3 is whole but a = 3/2 is not, so no recurrence fits.
        assert!(recurrence("n", &[1, 2, 6, 15, 40]).is_none());
        // An arithmetic progression (s(k) = 2·s(k − 1) − s(k − 2)) is a period's, not a
        // sequence's.
        let loses: Vec<bool> = (1..=100u64).map(|n| n % 3 == 1).collect();
        let candidates = outcome_candidates("n", 1, &loses);
        assert!(candidates.iter().all(|c| c.rule.family != "sequence"));
    }

    #[test]
    fn nim_heaps_are_worth_their_size() {
        let values: Vec<u64> = (0..50).collect();
        let rule = grundy_rule(&values, 0).unwrap();
        assert_eq!((rule.words.as_str(), rule.rust.as_str()), ("g(n) = n", "n"));
    }

    fn agrees(candidate: &Candidate, first: u64, loses: &[bool]) -> bool {
        (0..loses.len()).all(|i| candidate.predict.wins(&[first + i as u64]) != loses[i])
    }

    #[test]
    fn the_fibonacci_numbers_are_recognised_as_a_sequence() {
        let fibonacci = [1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144];
        let loses: Vec<bool> = (1..=150u64).map(|n| fibonacci.contains(&n)).collect();
        let candidates = outcome_candidates("n", 1, &loses);
        let fits: Vec<_> = candidates.iter().filter(|c| agrees(c, 1, &loses)).collect();
        assert_eq!(fits[0].rule.family, "sequence");
        assert_eq!(
            fits[0].rule.formula,
            "first loses iff n is a Fibonacci number"
        );
        assert_eq!(
            fits[0].rule.words,
            "the player to move loses iff n is one of 1, 2, 3, 5, 8, 13, ... (each the sum of \
             the two before: the Fibonacci numbers)"
        );
        // The Lucas numbers follow the same recurrence from other seeds.
        let lucas = [2u64, 3, 4, 7, 11, 18, 29, 47, 76, 123];
        let loses: Vec<bool> = (1..=150u64).map(|n| lucas.contains(&n)).collect();
        let candidates = outcome_candidates("n", 1, &loses);
        let fits: Vec<_> = candidates
            .iter()
            .filter(|c| agrees(c, 1, &loses))
            .map(|c| &c.rule)
            .collect();
        assert!(fits.is_empty(), "{fits:?}");
    }

    #[test]
    fn geometric_intervals_are_fitted_from_two_runs() {
        // Stan wins iff 18^j < n <= 9 · 18^j.
        let wins = |n: u64| {
            let mut j = 1;
            loop {
                if n <= j {
                    return false;
                }
                if n <= 9 * j {
                    return true;
                }
                j *= 18;
            }
        };
        let loses: Vec<bool> = (2..=200_000u64).map(|n| !wins(n)).collect();
        let candidates = outcome_candidates("n", 2, &loses);
        let fit = candidates.iter().find(|c| agrees(c, 2, &loses)).unwrap();
        assert_eq!(
            fit.rule.formula,
            "first wins iff 18^j < n ≤ 9 · 18^j for some j ≥ 0"
        );
        // Intervals of ratio 18 that stop at 150000 fit no family.
        let loses: Vec<bool> = (2..=200_000u64).map(|n| n >= 150_000 || !wins(n)).collect();
        let candidates = outcome_candidates("n", 2, &loses);
        assert!(!candidates.iter().any(|c| agrees(c, 2, &loses)));
    }

    #[test]
    fn geometric_intervals_of_ratio_two_and_a_run_cut_by_the_end() {
        // The player to move loses iff 2·2^j < n <= 3·2^j: n = 3, 5..=6, 9..=12, 17..=24.
        let loses: Vec<bool> = (1..=30u64)
            .map(|n| (0..5).any(|j| 2 << j < n && n <= 3 << j))
            .collect();
        let fit = geometric("n", 1, &loses, false).expect("c = 2, d = 3, q = 2");
        assert_eq!(
            fit.rule.formula,
            "first loses iff 2 · 2^j < n ≤ 3 · 2^j for some j ≥ 0"
        );
        assert!(agrees(&fit, 1, &loses));
        // Losing at 2 and 5..=8 (1·4^j < n <= 2·4^j), but the positions end at 8: the second
        // run may go on past them, so one run is all there is to fit.
        let loses: Vec<bool> = (1..=8u64).map(|n| [2, 5, 6, 7, 8].contains(&n)).collect();
        assert!(geometric("n", 1, &loses, false).is_none());
        // Runs ending at 2 and 9: 9 is no multiple of 2, so no ratio.
        let loses: Vec<bool> = (1..=12u64)
            .map(|n| n == 2 || (5..=9).contains(&n))
            .collect();
        assert!(geometric("n", 1, &loses, false).is_none());
        // Runs ending at 2 and 8 give q = 4, but the second starts at 6: no whole c has
        // c·4 = 6 − 1.
        let loses: Vec<bool> = (1..=12u64)
            .map(|n| n == 2 || (6..=8).contains(&n))
            .collect();
        assert!(geometric("n", 1, &loses, false).is_none());
        // A first run ending at 0 gives no ratio either.
        let loses = [true, false, true, true, false];
        assert!(geometric("n", 0, &loses, false).is_none());
    }

    #[test]
    fn a_period_read_from_n_equal_to_one_keeps_its_residues() {
        // From n = 1: losing at n ≡ 0 (mod 3), and at n = 2 before the period starts.
        let loses: Vec<bool> = (1..=30u64).map(|n| n % 3 == 0 || n == 2).collect();
        let candidates = outcome_candidates("n", 1, &loses);
        assert_eq!(
            candidates[0].rule.formula,
            "first wins iff n mod 3 ≠ 0, except n = 2 (answer turned)"
        );
        assert!(agrees(&candidates[0], 1, &loses));
        // An exception the other way: n = 3 is won, though 3 mod 3 = 0.
        let loses: Vec<bool> = (0..=30u64).map(|n| n % 3 == 0 && n != 3).collect();
        let candidates = outcome_candidates("n", 0, &loses);
        assert_eq!(
            candidates[0].rule.formula,
            "first wins iff n mod 3 ≠ 0, except n = 3 (answer turned)"
        );
        assert!(agrees(&candidates[0], 0, &loses));
    }

    #[test]
    fn the_first_n_of_a_residue_is_at_or_after_the_start() {
        assert_eq!(
            (0..3)
                .map(|r| first_at_residue(5, 3, r))
                .collect::<Vec<_>>(),
            [6, 7, 5]
        );
        assert_eq!(first_at_residue(6, 3, 0), 6);
    }

    #[test]
    fn bash_outcomes_are_periodic() {
        let loses: Vec<bool> = (0..=40u64).map(|n| n % 4 == 0).collect();
        let candidates = outcome_candidates("n", 0, &loses);
        assert_eq!(candidates[0].rule.formula, "first wins iff n mod 4 ≠ 0");
        assert!(agrees(&candidates[0], 0, &loses));
    }

    /// Not "first wins iff n mod 1 ∉ {}": a rule without residues says so plainly.
    #[test]
    fn a_side_that_always_wins_or_always_loses_is_said_plainly() {
        for (lost, words, formula, rust) in [
            (false, "always wins", "first always wins", "true"),
            (true, "always loses", "first always loses", "false"),
        ] {
            let loses = vec![lost; 30];
            let candidates = outcome_candidates("n", 1, &loses);
            assert_eq!(
                candidates[0].rule.words,
                format!("the player to move {words}")
            );
            assert_eq!(candidates[0].rule.formula, formula);
            assert_eq!(candidates[0].rule.rust, rust);
            assert!(agrees(&candidates[0], 1, &loses));
        }
        // With an exception before the period, the exception is named.
        let mut loses = vec![false; 30];
        loses[0] = true;
        let candidates = outcome_candidates("n", 0, &loses);
        assert_eq!(
            candidates[0].rule.formula,
            "first always wins, except n = 0 (answer turned)"
        );
        assert!(agrees(&candidates[0], 0, &loses));
    }
}
