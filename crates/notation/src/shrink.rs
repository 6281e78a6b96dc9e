//! Smaller cases to try when shrinking a failure: a number made smaller, a list, a word or the
//! rows made shorter or their values smaller, each candidate still inside the statement.

use super::check::{within, Level};
use super::{Case, Input, Item, Node, Value};
use crate::random::{shrink_list, smaller_values};

impl Input {
    /// Smaller cases than `case`, each inside the statement; empty when it is as small as it
    /// gets.
    pub fn shrink(&self, case: &Case) -> Vec<Case> {
        self.shrink_in(&self.nodes, case, &[])
    }

    fn shrink_in(&self, nodes: &[Node], case: &Case, outer: &[Level]) -> Vec<Case> {
        let mut candidates = Vec::new();
        for (i, (name, value)) in case.fields.iter().enumerate() {
            let mut with = |value: Value| {
                let mut smaller = case.clone();
                smaller.fields[i].1 = value;
                candidates.push(smaller);
            };
            match value {
                Value::Number(v) => {
                    for smaller in smaller_values(*v, self.bounds(name).low) {
                        with(Value::Number(smaller));
                    }
                }
                Value::List(values) => {
                    let fewest = self.count_low(nodes, name);
                    for smaller in shrink_list(values, fewest, self.bounds(name).low) {
                        with(Value::List(smaller));
                    }
                }
                Value::Word(word) => {
                    let bounds = self.bounds(name);
                    let letters = bounds.alphabet.as_deref().unwrap_or_default();
                    let fewest = usize::try_from(bounds.low).unwrap_or(usize::MAX);
                    for smaller in shrink_word(word, letters, fewest) {
                        with(Value::Word(smaller));
                    }
                }
                Value::Rows(rows) => {
                    // A group of rows counted by `name`, or a group until zeros called `name`:
                    // either way its row count is bounded as `name`.
                    if rows.len() as u64 > self.bounds(name).low {
                        for skip in 0..rows.len() {
                            let mut fewer = rows.clone();
                            fewer.remove(skip);
                            with(Value::Rows(fewer));
                        }
                    }
                    let inner = group_nodes(nodes, name);
                    let scope = within(outer, case, &self.counts_of(nodes, case));
                    for (r, row) in rows.iter().enumerate() {
                        for smaller in self.shrink_in(inner, row, &scope) {
                            let mut rows = rows.clone();
                            rows[r] = smaller;
                            with(Value::Rows(rows));
                        }
                    }
                }
            }
        }
        candidates.retain(|candidate| self.outside_in(nodes, candidate, outer).is_none());
        candidates
    }

    /// The fewest numbers the list `name` may hold: its count's lowest value.
    fn count_low(&self, nodes: &[Node], name: &str) -> usize {
        let count = nodes.iter().find_map(|node| match node {
            Node::Line(items) => items.iter().find_map(|item| match item {
                Item::List { name: list, count } if *list == name => Some(*count),
                _ => None,
            }),
            Node::Rows { .. } | Node::Until { .. } => None,
        });
        count.map_or(0, |count| self.bounds(count).low as usize)
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
}
