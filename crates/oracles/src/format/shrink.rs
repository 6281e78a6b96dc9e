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
                    let letters = self.bounds(name).alphabet.as_deref().unwrap_or_default();
                    for smaller in shrink_word(word, letters) {
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

/// Shorter words (the last letter dropped), then each letter made the first of the letters.
fn shrink_word(word: &str, letters: &[u8]) -> Vec<String> {
    let mut candidates = Vec::new();
    if let Some((last, _)) = word.char_indices().last() {
        candidates.push(word[..last].to_string());
    }
    let Some(&first) = letters.first() else {
        return candidates;
    };
    for (i, byte) in word.bytes().enumerate() {
        if byte != first && word.is_char_boundary(i) && word.is_char_boundary(i + 1) {
            let mut smaller = word.as_bytes().to_vec();
            smaller[i] = first;
            candidates.push(String::from_utf8_lossy(&smaller).into_owned());
        }
    }
    candidates
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
