//! Smaller cases to try when shrinking a failure: a number made smaller, a list, a word or the
//! rows made shorter or their values smaller, a grid made narrower, each candidate still inside
//! the statement.
//!
//! A failure of a game's rule usually hangs on a residue (Lasker's nim on s mod 4, the Bash game
//! on n mod (m + 1)), on a parity, or on a nim sum, which halving or subtracting one breaks: a
//! failing `999999999 999999998` stopped there (HDU 5795). So a number also shrinks by
//! multiples of small moduli, which keep its residues, and a list by steps that keep its nim
//! sum: a pair of equal values removed, every value lowered by as much, a bit cleared in all.

use super::check::{within, Level};
use super::{Case, Input, Item, Node, Relation, Value};
use std::ops::Range;

impl Input {
    /// Smaller cases than `case`, each inside the statement; empty when it is as small as it
    /// gets.
    pub fn shrink(&self, case: &Case) -> Vec<Case> {
        self.shrink_in(&self.nodes, case, &[])
    }

    pub(super) fn shrink_in(&self, nodes: &[Node], case: &Case, outer: &[Level]) -> Vec<Case> {
        let mut candidates = Vec::new();
        for (i, (name, value)) in case.fields.iter().enumerate() {
            let with = |value: Value| {
                let mut smaller = case.clone();
                smaller.fields[i].1 = value;
                smaller
            };
            match value {
                Value::Number(v) => {
                    let low = self.bounds(name).low;
                    for smaller in smaller_keeping(*v, low, &constants(case, i)) {
                        candidates.push(with(Value::Number(smaller)));
                    }
                }
                Value::List(values) => {
                    let fewest = self.count_low(nodes, name);
                    for smaller in shrink_list(values, fewest, self.bounds(name).low) {
                        candidates.push(with(Value::List(smaller)));
                    }
                    let steps = self.fewer_by_steps(nodes, name, values);
                    candidates.extend(steps.into_iter().map(|fewer| with(Value::List(fewer))));
                }
                Value::Word(word) => {
                    let bounds = self.bounds(name);
                    let letters = bounds.alphabet.as_deref().unwrap_or_default();
                    let fewest = usize::try_from(bounds.low).unwrap_or(usize::MAX);
                    for smaller in shrink_word(word, letters, fewest) {
                        candidates.push(with(Value::Word(smaller)));
                    }
                }
                Value::Rows(rows) => {
                    // A group of rows counted by `name`, or a group until zeros called `name`:
                    // either way its row count is bounded as `name`.
                    if let Some(kept) = self.keep_shape(nodes, case, name, outer) {
                        candidates.extend(kept);
                        continue;
                    }
                    if rows.len() as u64 > self.least_length(name) {
                        for skip in 0..rows.len() {
                            let mut fewer = rows.clone();
                            fewer.remove(skip);
                            candidates.push(with(Value::Rows(fewer)));
                        }
                    }
                    let steps = self.length_of(name).fewer_by_steps(rows);
                    candidates.extend(steps.into_iter().map(|fewer| with(Value::Rows(fewer))));
                    // Before each row's own shrinks: a column fewer takes a letter from every
                    // row at once, where a row's word alone cannot change its length.
                    candidates.extend(self.narrower(nodes, case, name));
                    let inner = group_nodes(nodes, name);
                    let counts = self.counts_of(nodes, case);
                    let scope = within(outer, case, &counts);
                    for (r, row) in rows.iter().enumerate() {
                        for smaller in self.shrink_in(inner, row, &scope) {
                            let mut rows = rows.clone();
                            rows[r] = smaller;
                            candidates.push(with(Value::Rows(rows)));
                        }
                    }
                }
            }
        }
        candidates.retain(|candidate| self.outside_in(nodes, candidate, outer).is_none());
        candidates
    }

    /// The grid of the group `group` of `case` made narrower: a grid is a group whose rows each
    /// hold a word of one common length, its width, which the statement ties to a name
    /// (`|row| = C`), so that a row's word alone can never lose a letter and only the rows
    /// shrank (a failing HDU 1760-like board stopped at 2 × 48). Offered: each half of the
    /// columns (a wide grid narrows in few steps), then all but the last, then all but the first;
    /// every row's word cut alike, and each number the length is tied to lowered to the new
    /// width where it must be (`C` of `|row| = C`). Where the rows' count is tied to the width
    /// too (`(row)*N` with `|row| = N`, or `R = C`), as many rows go as well, picked the same
    /// ways and paired every way (a mark off the diagonal needs, say, the last row gone with the
    /// first column), so that a square grid stays square. The caller keeps the candidates inside
    /// the statement.
    fn narrower(&self, nodes: &[Node], case: &Case, group: &str) -> Vec<Case> {
        let rows = case.group(group);
        let mut candidates = Vec::new();
        for word in words_on(group_nodes(nodes, group)) {
            // A word has a letter at least: a width of 1 is as narrow as a grid gets.
            let Some(width) = common_length(rows, word).filter(|&width| width >= 2) else {
                continue;
            };
            let relations = &self.bounds(word).relations;
            if relations.is_empty() {
                // Words of free lengths shrink one at a time, in each row's own candidates.
                continue;
            }
            let tied = |name: &str| relations.iter().any(|&(_, other)| other == name);
            let rows_too =
                tied(group) || self.bounds(group).relations.iter().any(|&(_, n)| tied(n));
            let kept = fewer(width);
            for columns in &kept {
                candidates.push(self.columns_kept(case, group, word, columns, None));
            }
            if rows_too {
                for columns in &kept {
                    for kept_rows in fewer(rows.len()) {
                        if kept_rows.len() == columns.len() {
                            let both = Some(kept_rows);
                            candidates.push(self.columns_kept(case, group, word, columns, both));
                        }
                    }
                }
            }
        }
        candidates
    }

    /// `case` with only `columns` of the grid `group` (each row's `word` cut to them), the
    /// numbers the word's length is tied to lowered as the new width needs, and only `rows`
    /// of its rows where given.
    fn columns_kept(
        &self,
        case: &Case,
        group: &str,
        word: &str,
        columns: &Range<usize>,
        rows: Option<Range<usize>>,
    ) -> Case {
        let width = columns.len() as u64;
        let mut narrower = case.clone();
        for (name, value) in &mut narrower.fields {
            match value {
                Value::Number(number) => {
                    // Only the ties that bound the length from below can be broken by a
                    // shorter word: `|row| >= C` (half of `|row| = C`) and `|row| > C`.
                    for &(relation, other) in &self.bounds(word).relations {
                        let most = match relation {
                            Relation::AtLeast => width,
                            Relation::Above => width - 1,
                            Relation::AtMost | Relation::Below | Relation::Differs => continue,
                        };
                        if other == *name {
                            *number = (*number).min(most);
                        }
                    }
                }
                Value::Rows(grid) if *name == group => {
                    if let Some(rows) = rows.clone() {
                        *grid = grid[rows].to_vec();
                    }
                    for row in grid {
                        for (field, value) in &mut row.fields {
                            if let Value::Word(letters) = value {
                                if *field == word {
                                    *letters = letters[columns.clone()].to_string();
                                }
                            }
                        }
                    }
                }
                Value::List(_) | Value::Word(_) | Value::Rows(_) => {}
            }
        }
        narrower
    }

    /// The fewest numbers the list `name` may hold: its count's least length.
    fn count_low(&self, nodes: &[Node], name: &str) -> usize {
        let count = nodes.iter().find_map(|node| match node {
            Node::Line(items) => items.iter().find_map(|item| match item {
                Item::List { name: list, count } if *list == name => Some(*count),
                _ => None,
            }),
            Node::Rows { .. } | Node::Until { .. } => None,
        });
        count.map_or(0, |count| self.least_length(count) as usize)
    }
}

/// Shorter words and smaller letters, as a list shrinks: each letter is its place among the
/// `letters` (the first the smallest), and a word keeps `fewest` letters at least. A letter's
/// place has no residues nor bits a rule reads, so only the first letter, halfway there and
/// the letter before are tried for each.
fn shrink_word(word: &str, letters: &[u8], fewest: usize) -> Vec<String> {
    let places: Option<Vec<u64>> = word
        .bytes()
        .map(|byte| letters.iter().position(|&l| l == byte).map(|p| p as u64))
        .collect();
    let Some(places) = places else {
        return Vec::new();
    };
    let words = shrink_sequence(&places, fewest, 0, Kind::Letters);
    let words = words.into_iter().map(|smaller| {
        smaller
            .iter()
            .map(|&place| letters[place as usize] as char)
            .collect()
    });
    words.collect()
}

/// The parts of `0..length` a grid may keep of its columns or rows, fewer each: each half (when
/// it drops more than one), all but the last, all but the first. None of a length below 2.
fn fewer(length: usize) -> Vec<Range<usize>> {
    if length < 2 {
        return Vec::new();
    }
    let halves = [0..length / 2, length / 2..length];
    let halves = halves.into_iter().filter(|half| half.len() + 1 < length);
    halves.chain([0..length - 1, 1..length]).collect()
}

/// The words on the lines of `nodes` (not in groups nested within).
fn words_on(nodes: &[Node]) -> Vec<&'static str> {
    let lines = nodes.iter().filter_map(|node| match node {
        Node::Line(items) => Some(items),
        Node::Rows { .. } | Node::Until { .. } => None,
    });
    let words = lines.flatten().filter_map(|item| match *item {
        Item::Word(name) => Some(name),
        Item::Number(_) | Item::List { .. } => None,
    });
    words.collect()
}

/// The length every row's word `word` has, when the rows are a grid of it: there are rows, and
/// their words are all as long.
fn common_length(rows: &[Case], word: &str) -> Option<usize> {
    let mut lengths = rows.iter().map(|row| row.word(word).len());
    let first = lengths.next()?;
    lengths.all(|length| length == first).then_some(first)
}

/// The lines of the group stored under `name` (its count, or its own name).
fn group_nodes<'a>(nodes: &'a [Node], name: &str) -> &'a [Node] {
    let inner = nodes.iter().find_map(|node| match node {
        Node::Rows { count: n, nodes } | Node::Until { name: n, nodes, .. } if *n == name => {
            Some(nodes.as_slice())
        }
        _ => None,
    });
    inner.expect("rows are stored under their group's name")
}

/// The moduli whose residues a shrinking number keeps, largest first. 2520 is lcm(1..=10), so
/// one step from 10^9 to below 2520 keeps the residue mod every m <= 10 and mod 12; 840,
/// 120, 60, 24 and 12 then bring it below each in turn while keeping the residues mod 8, 4, 3
/// and 2; 16 for rules on the bits (HDU 5795's rule is mod 8). 12 moduli, each giving at most 3
/// candidates: at most 39 a number, where the shrinker's budget is 500 tries in the proofs and
/// 5,000 in `stress` (`oracles::check::shrink_failure`).
const MODULI: [u64; 12] = [2520, 840, 120, 60, 24, 16, 12, 8, 6, 4, 3, 2];

/// Shrink candidates for one value above `low`, smallest first: `low`, half of it, one less,
/// and for each of [`MODULI`] the smallest value with the same residue, the value lowered by
/// half its distance to that one, and by the modulus once (a failure that needs the value large
/// and of a residue, such as `s ≡ 3 (mod 4)` above 10, shrinks to its threshold in steps that
/// halve, then in steps of the modulus).
pub fn smaller_values(value: u64, low: u64) -> Vec<u64> {
    smaller_keeping(value, low, &[])
}

/// [`smaller_values`], keeping the residues modulo `extra` too (the case's other numbers, which
/// a rule such as n mod (m + 1) divides by).
pub fn smaller_keeping(value: u64, low: u64, extra: &[u64]) -> Vec<u64> {
    if value <= low {
        return Vec::new();
    }
    let above = value - low;
    let mut values = vec![low, low + above / 2, value - 1];
    for &modulus in MODULI.iter().chain(extra) {
        let steps = above / modulus.max(1);
        if modulus >= 2 && steps > 0 {
            values.extend([
                value - modulus * steps,
                value - modulus * steps.div_ceil(2),
                value - modulus,
            ]);
        }
    }
    values.sort_unstable();
    values.dedup();
    values
}

/// The moduli a number of a case may depend on through the others, the rule's constants: each
/// other number `u` of the case, `u - 1` and `u + 1` (the Bash game's n mod (m + 1)), and the
/// sum of each two (HDU 2897's n mod (p + q)), those above 1, largest first.
fn constants(case: &Case, field: usize) -> Vec<u64> {
    let others: Vec<u64> = (case.fields.iter().enumerate())
        .filter(|&(j, _)| j != field)
        .filter_map(|(_, (_, value))| match value {
            Value::Number(u) => Some(*u),
            Value::List(_) | Value::Word(_) | Value::Rows(_) => None,
        })
        .collect();
    let mut moduli = Vec::new();
    for (j, &u) in others.iter().enumerate() {
        moduli.extend([u.saturating_sub(1), u, u.saturating_add(1)]);
        moduli.extend(others[j + 1..].iter().map(|&w| u.saturating_add(w)));
    }
    moduli.retain(|&m| m >= 2);
    moduli.sort_unstable();
    moduli.dedup();
    moduli.reverse();
    moduli
}

/// Shrink candidates for a list, its values at least `low` and at least `min_len` of them:
/// - its first and its second half (so that a long list shrinks in few steps, and past lengths
///   where removing one element alone passes);
/// - a pair of equal values removed (equal heaps cancel in a nim sum: `[5, 9, 5]` to `[9]`);
/// - each element removed;
/// - every value lowered by as much, the least by one of its [`smaller_values`] (which keeps
///   their differences, and their residues when the step is a multiple of a modulus);
/// - one bit cleared in every value that has it, when two or more do, highest bit first (which
///   keeps the values' residues below that bit, and an even count of it keeps the nim sum);
/// - in a list of up to [`PAIRED_UP_TO`] values, each two of them lowered together
///   ([`lower_pair`]);
/// - every copy of a repeated value replaced by one of its [`smaller_values`] at once (equal
///   heaps stay equal: `[7, 7]` shrinks to `[3, 3]` where one 7 alone would change the answer);
/// - each element replaced by one of its [`smaller_values`].
///
/// Each candidate comes once.
pub fn shrink_list(values: &[u64], min_len: usize, low: u64) -> Vec<Vec<u64>> {
    shrink_sequence(values, min_len, low, Kind::Numbers)
}

/// What a sequence holds: numbers, or the places of letters in their alphabet.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Numbers,
    Letters,
}

/// The candidates of [`shrink_list`]; for `Kind::Letters`, without the steps for numbers
/// (every value lowered at once, bits, pairs) and each value lowered only to `low`, halfway and
/// by one.
fn shrink_sequence(values: &[u64], min_len: usize, low: u64, kind: Kind) -> Vec<Vec<u64>> {
    let smaller_values = |value: u64| match kind {
        Kind::Numbers => smaller_values(value, low),
        Kind::Letters => {
            let mut values = vec![
                low,
                low + (value - low.min(value)) / 2,
                value.saturating_sub(1),
            ];
            values.retain(|&v| v >= low && v < value);
            values.dedup();
            values
        }
    };
    let mut candidates = Vec::new();
    let (first, second) = values.split_at(values.len() / 2);
    for half in [first, second] {
        if half.len() >= min_len && half.len() + 1 < values.len() {
            candidates.push(half.to_vec());
        }
    }
    let mut repeated: Vec<u64> = values.to_vec();
    repeated.sort_unstable();
    repeated = repeated
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| w[0])
        .collect();
    repeated.dedup();
    if values.len() >= min_len + 2 {
        for &value in &repeated {
            let mut fewer = values.to_vec();
            for _ in 0..2 {
                let at = fewer.iter().position(|&v| v == value);
                fewer.remove(at.expect("a repeated value is there twice"));
            }
            candidates.push(fewer);
        }
    }
    if values.len() > min_len {
        for i in 0..values.len() {
            let mut fewer = values.to_vec();
            fewer.remove(i);
            candidates.push(fewer);
        }
    }
    if values.len() >= 2 && kind == Kind::Numbers {
        let least = *values.iter().min().expect("two values");
        for smaller in smaller_values(least) {
            let by = least - smaller;
            candidates.push(values.iter().map(|&v| v - by).collect());
        }
        for bit in (0..u64::BITS).rev().map(|bit| 1u64 << bit) {
            let cleared = |v: u64| v & bit != 0 && v - bit >= low;
            if values.iter().filter(|&&v| cleared(v)).count() >= 2 {
                let lower = values.iter().map(|&v| if cleared(v) { v - bit } else { v });
                candidates.push(lower.collect());
            }
        }
    }
    if values.len() <= PAIRED_UP_TO && kind == Kind::Numbers {
        for i in 0..values.len() {
            for j in i + 1..values.len() {
                candidates.extend(lower_pair(values, i, j, low));
            }
        }
    }
    for value in repeated {
        for smaller in smaller_values(value) {
            let together = values.iter().map(|&v| if v == value { smaller } else { v });
            candidates.push(together.collect());
        }
    }
    for (i, &value) in values.iter().enumerate() {
        for smaller in smaller_values(value) {
            let mut next = values.to_vec();
            next[i] = smaller;
            candidates.push(next);
        }
    }
    // The steps meet (a bit cleared in both of two values is also both lowered by it): each
    // candidate once, in its first place, since each try runs the program.
    let mut seen = std::collections::HashSet::new();
    candidates.retain(|candidate| seen.insert(candidate.clone()));
    candidates
}

/// The most values a list may hold for its values to be shrunk two at a time as well: 6 values
/// are 15 pairs of up to 41 candidates each, where the whole list's steps are 80 at most.
const PAIRED_UP_TO: usize = 6;

/// Shrink candidates that lower the values at `i` and `j` together, every other kept: their
/// common bits cleared (all at once, then the highest alone), which keeps their nim sum, and
/// both lowered by as much, the lesser by one of its [`smaller_values`], which keeps their
/// difference (a failing `[2^20 - 1, 2^20 + 7, 7]` of a rule on s + 1 shrinks to `[15, 23, 7]`
/// only so).
fn lower_pair(values: &[u64], i: usize, j: usize, low: u64) -> Vec<Vec<u64>> {
    let (a, b) = (values[i], values[j]);
    let with = |a: u64, b: u64| {
        let mut pair = values.to_vec();
        (pair[i], pair[j]) = (a, b);
        pair
    };
    let mut candidates = Vec::new();
    let common = a & b;
    if common != 0 {
        let highest = 1 << common.ilog2();
        for bits in [common, highest] {
            if (a & !bits).min(b & !bits) >= low {
                candidates.push(with(a & !bits, b & !bits));
            }
        }
        if common == highest {
            candidates.pop();
        }
    }
    let least = a.min(b);
    for smaller in smaller_values(least, low) {
        let by = least - smaller;
        candidates.push(with(a - by, b - by));
    }
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A failing word shrinks to the shortest and smallest that still fails, past lengths
    /// where dropping one letter alone passes (here: every word of even length fails).
    #[test]
    fn a_word_shrinks_to_fewer_and_smaller_letters() {
        let input = Input::parse("until end / s", "s in 0-9; 1 <= |s| <= 6");
        let fails = |case: &Case| case.word("s").len().is_multiple_of(2);
        let mut case = input.read(b"0288\n").unwrap().cases.remove(0);
        while let Some(smaller) = input.shrink(&case).into_iter().find(fails) {
            case = smaller;
        }
        assert_eq!(case.word("s"), "00");
    }

    #[test]
    fn shrinking_makes_lists_shorter_or_values_smaller() {
        assert_eq!(shrink_list(&[4], 1, 1), [[1], [2], [3]]);
        assert_eq!(shrink_list(&[1, 1], 1, 1), [[1]]);
        // A half, a pair of equal values, then one value alone; the values lowered together
        // (by 2 and by 1: [5, 0, 5], [6, 1, 6]); a bit cleared wherever it is (4, 2 and 1:
        // [3, 2, 3], [5, 0, 5], [6, 2, 6]); two values at a time; equal values together; then one
        // at a time.
        let candidates = shrink_list(&[7, 2, 7], 1, 0);
        let expected: [&[u64]; 31] = [
            // A half, a pair of equal values gone, one value gone.
            &[7],
            &[2],
            &[2, 7],
            &[7, 7],
            &[7, 2],
            // All lowered by 2 and by 1; bits 4, 2 and 1 cleared where they are ([5, 0, 5]
            // again for 2).
            &[5, 0, 5],
            &[6, 1, 6],
            &[3, 2, 3],
            &[6, 2, 6],
            // Two at a time: 7 and 2's common bit 2 (as lowering both by 2), both by 1; the
            // 7s' common bits 7, then both by 6, 4, 2 (4 and 1 came above); 2 and 7.
            &[5, 0, 7],
            &[6, 1, 7],
            &[0, 2, 0],
            &[1, 2, 1],
            &[4, 2, 4],
            &[5, 2, 5],
            &[7, 0, 5],
            &[7, 1, 6],
            // The 7s together add nothing new; then each value alone.
            &[0, 2, 7],
            &[1, 2, 7],
            &[3, 2, 7],
            &[4, 2, 7],
            &[5, 2, 7],
            &[6, 2, 7],
            &[7, 0, 7],
            &[7, 1, 7],
            &[7, 2, 0],
            &[7, 2, 1],
            &[7, 2, 3],
            &[7, 2, 4],
            &[7, 2, 5],
            &[7, 2, 6],
        ];
        assert_eq!(candidates, expected);
        assert!(shrink_list(&[0], 1, 0).is_empty());
    }

    #[test]
    fn a_number_shrinks_to_the_smallest_of_each_residue_and_halfway_there() {
        // 100 is 99 above the least, 1: mod 2520, 840 and 120 nothing smaller keeps its residue;
        // mod 60 only 40; mod 24, 16, 12, 8, 6, 4 the smallest is 4 (100 - 96), halfway 52
        // (100 - 48), once 76, 84, 88, 92, 94, 96; mod 3: 1, 49, 97; mod 2: 2, 50, 98; then
        // the halving and the one less that every number has: 50 and 99.
        assert_eq!(
            smaller_values(100, 1),
            [1, 2, 4, 40, 49, 50, 52, 76, 84, 88, 92, 94, 96, 97, 98, 99]
        );
        assert!(smaller_values(5, 5).is_empty());
        // The case's constants: n mod (m + 1) with m = 10 keeps 50 ≡ 6 (mod 11) only with them.
        assert!(smaller_keeping(50, 0, &[11]).contains(&6));
        assert!(!smaller_values(50, 0).contains(&6));
    }

    /// [`greedy`], counting the tries: `stress` gives up after 5,000 (its `SHRINK_BUDGET`).
    fn greedy_within_stress_budget(
        input: &Input,
        case: Case,
        fails: impl Fn(&Case) -> bool,
    ) -> Case {
        let tries = std::cell::Cell::new(0);
        let small = greedy(input, case, |case: &Case| {
            tries.set(tries.get() + 1);
            fails(case)
        });
        assert!(tries.get() <= 5_000, "{} tries", tries.get());
        small
    }

    /// HDU 3032's shape: heaps of up to 2^31 - 1.
    fn heaps() -> Input {
        Input::parse(
            "T cases / N / s*N",
            "1 <= T <= 100; 1 <= N <= 10^6; 1 <= s <= 2^31 - 1",
        )
    }

    fn heaps_case(values: &[u64]) -> Case {
        let text = format!("1\n{}\n{}\n", values.len(), crate::input::join(values));
        heaps().read(text.as_bytes()).unwrap().cases.remove(0)
    }

    /// Asserts that every number of `case` is below 20.
    fn all_below_20(case: &Case) {
        assert!(case.list("s").iter().all(|&s| s < 20), "{case:?}");
    }

    /// Regression (HDU 5795's shape): halving a number or subtracting one changes its residue,
    /// so a failure that needs `s ≡ 3 (mod 4)` stopped near 10^9.
    #[test]
    fn a_residue_failure_above_a_threshold_shrinks_from_10_9_to_its_threshold() {
        let fails = |case: &Case| case.list("s").iter().any(|&s| s % 4 == 3 && s > 10);
        let big = heaps_case(&[999_999_937, 1_000_000_007, 2_147_483_647, 999_999_000]);
        let small = greedy_within_stress_budget(&heaps(), big, fails);
        assert_eq!(small.list("s"), [11]);
    }

    /// The Grundy values of a rule on residues mod 4 or 8 where `s ≡ k - 1` and `s ≡ 0`
    /// (mod `k`) trade places: Lasker's nim (k = 4) and HDU 5795's heaps (k = 8), shifted by
    /// `late` residues when planted as a bug (`k - 1` ↔ `0` becomes `k - 2` ↔ `k - 1`).
    fn swapped(s: u64, k: u64, late: u64) -> u64 {
        match (s + late) % k {
            0 => s - 1,
            r if r == k - 1 => s + 1,
            _ => s,
        }
    }

    /// A failing list of three small heaps for the bug `late` of rule `k`, lifted to 4·10^8 to
    /// 9·10^8 by high bits (multiples of 64, above every small heap's bits), each part added to
    /// two heaps, which the rule and the nim sum both carry through unchanged.
    fn lifted_failure(k: u64, late: u64) -> (Vec<u64>, impl Fn(&Case) -> bool) {
        let fails = move |heaps: &[u64]| {
            let xor = |g: &dyn Fn(u64) -> u64| heaps.iter().fold(0, |x, &s| x ^ g(s));
            (xor(&|s| swapped(s, k, 0)) != 0) != (xor(&|s| swapped(s, k, late)) != 0)
        };
        let small = (1..16u64)
            .flat_map(|a| (a..16).flat_map(move |b| (b..16).map(move |c| [a, b, c])))
            .find(|heaps| fails(heaps))
            .expect("three heaps below 16 show the bug");
        // Three parts of disjoint bits, so that a sum of two is their OR.
        let (x, y, z) = (0x2030_0000, 0x100c_0000, 0x0803_0c00);
        let big = vec![small[0] + x + y, small[1] + x + z, small[2] + y + z];
        assert!(fails(&big), "{big:?} from {small:?}");
        (big, move |case: &Case| fails(case.list("s")))
    }

    /// HDU 3032's planted bug, the mod-4 swap one residue late, from heaps near 10^9.
    #[test]
    fn a_lasker_nim_residue_bug_shrinks_from_10_9_to_heaps_below_20() {
        let (big, fails) = lifted_failure(4, 1);
        assert!(big.iter().all(|&s| s > 400_000_000), "{big:?}");
        let small = greedy_within_stress_budget(&heaps(), heaps_case(&big), fails);
        all_below_20(&small);
    }

    /// HDU 5795's (mod 8: 8k + 7 and 8k + 8 trade places), swapped one residue early (6 and 7)
    /// and one late (0 and 1).
    #[test]
    fn a_mod_8_swap_one_residue_off_shrinks_from_10_9_to_heaps_below_20() {
        for late in [1, 7] {
            let (big, fails) = lifted_failure(8, late);
            let small = greedy_within_stress_budget(&heaps(), heaps_case(&big), fails);
            all_below_20(&small);
        }
    }

    /// Regression: the rule's s + 1 carries into high bits, so no bit of s alone cancels; the
    /// pair 2^20 - 1 and 2^20 + 7 must come down together.
    #[test]
    fn a_failure_in_the_carries_of_s_plus_1_shrinks_to_heaps_below_20() {
        let fails = |case: &Case| {
            let xor = |late: u64| {
                case.list("s")
                    .iter()
                    .fold(0, |x, &s| x ^ swapped(s, 8, late))
            };
            (xor(0) != 0) != (xor(7) != 0)
        };
        let big = heaps_case(&[0xf_ffff, 0x14_07bf, 0x4_07bf]);
        assert!(fails(&big));
        let small = greedy_within_stress_budget(&heaps(), big, fails);
        all_below_20(&small);
    }

    /// A parity bug between two numbers: fails when both are even and differ, which halving
    /// (odd halves) and subtracting one (odd) both lose at once.
    #[test]
    fn a_parity_bug_between_two_numbers_shrinks_from_10_9_to_numbers_below_20() {
        let input = Input::parse("until end / n m", "1 <= n, m <= 10^9");
        let fails = |case: &Case| {
            let (n, m) = (case["n"], case["m"]);
            n.is_multiple_of(2) && m.is_multiple_of(2) && n != m
        };
        let big = input
            .read(b"999999998 999999996\n")
            .unwrap()
            .cases
            .remove(0);
        let small = greedy_within_stress_budget(&input, big, fails);
        assert!(small["n"] < 20 && small["m"] < 20, "{small:?}");
        assert!(fails(&small));
    }

    /// A parity bug of a list (an odd count of odd heaps, among three heaps at least): every
    /// removal and halving of one heap may flip it.
    #[test]
    fn a_parity_bug_of_a_list_shrinks_from_10_9_to_heaps_below_20() {
        let fails = |case: &Case| {
            let heaps = case.list("s");
            heaps.len() >= 3 && heaps.iter().filter(|&&s| s % 2 == 1).count() % 2 == 1
        };
        let big = heaps_case(&[999_999_999, 999_999_998, 999_999_996, 1_999_999_994]);
        let small = greedy_within_stress_budget(&heaps(), big, fails);
        all_below_20(&small);
    }

    /// HDU 1760's shape: boards of R rows of C letters, each row as long as C says.
    fn boards() -> Input {
        Input::parse(
            "T cases / R C / (row)*R",
            "1 <= T <= 100; 1 <= R, C <= 50; row in 01; |row| = C",
        )
    }

    /// The grid's rows, and its width as the case says it.
    fn grid(case: &Case) -> (Vec<&str>, u64) {
        let rows = case.group("R").iter().map(|row| row.word("row")).collect();
        (rows, case["C"])
    }

    #[test]
    fn a_grid_shrinks_to_fewer_rows_and_to_fewer_columns_with_its_width() {
        let input = boards();
        let case = input.read(b"1\n2 3\n110\n011\n").unwrap().cases.remove(0);
        let candidates = input.shrink(&case);
        let shrunk: Vec<(Vec<&str>, u64)> = candidates.iter().map(grid).collect();
        // Shorter: a row fewer.
        assert!(shrunk.contains(&(vec!["011"], 3)), "{shrunk:?}");
        // Narrower: the last column gone, or the first, and C lowered with it.
        assert!(shrunk.contains(&(vec!["11", "01"], 2)), "{shrunk:?}");
        assert!(shrunk.contains(&(vec!["10", "11"], 2)), "{shrunk:?}");
        for smaller in &candidates {
            assert_eq!(input.outside(smaller), None, "{smaller:?}");
        }
    }

    /// Shrinks `case` greedily, as stress does: the first candidate that still `fails`, again
    /// and again, until none does.
    fn greedy(input: &Input, mut case: Case, fails: impl Fn(&Case) -> bool) -> Case {
        assert!(fails(&case));
        while let Some(smaller) = input.shrink(&case).into_iter().find(&fails) {
            case = smaller;
        }
        case
    }

    /// Regression: a failing board shrank to 2 × 48, rows dropped but never a column, since each
    /// row's word had to stay C letters long.
    #[test]
    fn a_failing_grid_shrinks_greedily_to_one_row_of_one_column() {
        let input = boards();
        let row = |i: usize| -> String {
            (0..48)
                .map(|j| {
                    if (i * 7 + j * 5).is_multiple_of(11) {
                        '1'
                    } else {
                        '0'
                    }
                })
                .collect()
        };
        let text = format!("1\n2 48\n{}\n{}\n", row(0), row(1));
        let case = input.read(text.as_bytes()).unwrap().cases.remove(0);
        let has_a_one = |case: &Case| grid(case).0.iter().any(|row| row.contains('1'));
        let small = greedy(&input, case, has_a_one);
        assert_eq!(grid(&small), (vec!["1"], 1));
    }

    #[test]
    fn a_square_grid_loses_a_row_with_each_column_and_stays_square() {
        // N rows of N letters: neither a row nor a column alone can go.
        let input = Input::parse(
            "one case / N / (row)*N",
            "1 <= N <= 20; row in .#; |row| = N",
        );
        let text = b"4\n....\n.#..\n....\n..#.\n";
        let case = input.read(text).unwrap().cases.remove(0);
        let rows = |case: &Case| -> Vec<String> {
            let rows = case.group("N").iter();
            rows.map(|row| row.word("row").to_string()).collect()
        };
        let has_a_wall = |case: &Case| rows(case).iter().any(|row| row.contains('#'));
        let small = greedy(&input, case, has_a_wall);
        assert_eq!(rows(&small), ["#"]);
        // Two walls on the diagonal need two rows and two columns: the grid stops there.
        let two_walls = |case: &Case| rows(case).concat().matches('#').count() == 2;
        let case = input
            .read(b"4\n....\n.#..\n..#.\n....\n")
            .unwrap()
            .cases
            .remove(0);
        let small = greedy(&input, case, two_walls);
        assert_eq!(rows(&small), ["#.", ".#"]);
        // Square by a bound between the two (`R = C`) rather than by one count.
        let input = Input::parse(
            "T cases / R C / (row)*R",
            "T <= 9; 1 <= R, C <= 9; R = C; row in 01; |row| = C",
        );
        let case = input
            .read(b"1\n3 3\n000\n001\n000\n")
            .unwrap()
            .cases
            .remove(0);
        let has_a_one = |case: &Case| grid(case).0.iter().any(|row| row.contains('1'));
        assert_eq!(grid(&greedy(&input, case, has_a_one)), (vec!["1"], 1));
    }
}
