//! Smaller cases to try when shrinking a failure: a number made smaller, a list, a word or the
//! rows made shorter or their values smaller, a grid made narrower, each candidate still inside
//! the statement.

use super::check::{within, Level};
use super::{Case, Input, Item, Node, Relation, Value};
use crate::random::{shrink_list, smaller_values};
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
                    for smaller in smaller_values(*v, self.bounds(name).low) {
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
                    let scope = within(outer, case, &self.counts_of(nodes, case));
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
/// `letters` (the first the smallest), and a word keeps `fewest` letters at least.
fn shrink_word(word: &str, letters: &[u8], fewest: usize) -> Vec<String> {
    let places: Option<Vec<u64>> = word
        .bytes()
        .map(|byte| letters.iter().position(|&l| l == byte).map(|p| p as u64))
        .collect();
    let Some(places) = places else {
        return Vec::new();
    };
    let words = shrink_list(&places, fewest, 0).into_iter().map(|smaller| {
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
