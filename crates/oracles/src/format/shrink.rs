//! Smaller cases to try when shrinking a failure: a number made smaller, a list or the rows
//! made shorter or their numbers smaller, each candidate still inside the statement.

use super::{Case, Input, Node, Value};
use crate::random::{shrink_list, smaller_values};

impl Input {
    /// Smaller cases than `case`, each inside the statement; empty when it is as small as it
    /// gets.
    pub fn shrink(&self, case: &Case) -> Vec<Case> {
        self.shrink_in(&self.nodes, case, &[])
    }

    fn shrink_in(&self, nodes: &[Node], case: &Case, outer: &[&Case]) -> Vec<Case> {
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
                Value::Rows(rows) => {
                    let fewest = self.bounds(name).low as usize;
                    if rows.len() > fewest {
                        for skip in 0..rows.len() {
                            let mut fewer = rows.clone();
                            fewer.remove(skip);
                            with(Value::Rows(fewer));
                        }
                    }
                    let inner = rows_nodes(nodes, name);
                    let mut scope = outer.to_vec();
                    scope.push(case);
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
                super::Item::List { name: list, count } if *list == name => Some(*count),
                _ => None,
            }),
            Node::Rows { .. } => None,
        });
        count.map_or(0, |count| self.bounds(count).low as usize)
    }
}

/// The lines repeated as the rows counted by `count`.
fn rows_nodes<'a>(nodes: &'a [Node], count: &str) -> &'a [Node] {
    let inner = nodes.iter().find_map(|node| match node {
        Node::Rows { count: c, nodes } if *c == count => Some(nodes.as_slice()),
        _ => None,
    });
    inner.expect("rows are named by their count")
}
