//! Whether a case lies inside the statement: every number and count within its range, and
//! every relation (`p <= q`, `a != b`, distinct numbers) holding. The reason names the value,
//! its name and its range, as testlib's validators do.

use super::read::count_of;
use super::{pretty, Case, Input, Item, Node, Relation, Value};

impl Input {
    /// Why `case` lies outside the statement, or `None` for a case the judge could send.
    pub fn outside(&self, case: &Case) -> Option<String> {
        self.outside_in(&self.nodes, case, &[])
    }

    pub(super) fn out_of_range(&self, name: &str, value: u64) -> String {
        let bounds = self.bounds(name);
        format!(
            "{name} = {value} is outside {}..={}",
            pretty(bounds.low),
            pretty(bounds.high)
        )
    }

    /// [`Input::outside`] for a case or row of `nodes`, within the cases or rows `outer`.
    pub(super) fn outside_in(
        &self,
        nodes: &[Node],
        case: &Case,
        outer: &[&Case],
    ) -> Option<String> {
        let mut scope = outer.to_vec();
        scope.push(case);
        for node in nodes {
            match node {
                Node::Line(items) => {
                    for item in items {
                        let reason = match *item {
                            Item::Number(name) if self.bounds(name).is_count => {
                                self.number_outside(name, count_of(nodes, case, name), &scope)
                            }
                            Item::Number(name) => self.number_outside(name, case[name], &scope),
                            Item::List { name, .. } => {
                                self.list_outside(name, case.list(name), &scope)
                            }
                        };
                        if reason.is_some() {
                            return reason;
                        }
                    }
                }
                Node::Rows { count, nodes } => {
                    if let Value::Rows(rows) = case.get(count) {
                        for row in rows {
                            if let Some(reason) = self.outside_in(nodes, row, &scope) {
                                return Some(reason);
                            }
                        }
                    }
                }
            }
        }
        None
    }

    fn list_outside(&self, name: &str, values: &[u64], scope: &[&Case]) -> Option<String> {
        for (i, &value) in values.iter().enumerate() {
            if let Some(reason) = self.number_outside(name, value, scope) {
                return Some(reason);
            }
            if self.bounds(name).distinct && values[..i].contains(&value) {
                return Some(format!("{name} = {value} appears twice"));
            }
        }
        None
    }

    fn number_outside(&self, name: &str, value: u64, scope: &[&Case]) -> Option<String> {
        let bounds = self.bounds(name);
        if !(bounds.low..=bounds.high).contains(&value) {
            return Some(self.out_of_range(name, value));
        }
        for &(relation, other) in &bounds.relations {
            let Some(theirs) = number_in(scope, other) else {
                continue;
            };
            let (holds, word) = match relation {
                Relation::AtMost => (value <= theirs, "is above"),
                Relation::Below => (value < theirs, "is not below"),
                Relation::AtLeast => (value >= theirs, "is below"),
                Relation::Above => (value > theirs, "is not above"),
                Relation::Differs => (value != theirs, "equals"),
            };
            if !holds {
                return Some(format!("{name} = {value} {word} {other} = {theirs}"));
            }
        }
        None
    }
}

/// The number called `name` in the innermost of `scope` that has it.
pub(super) fn number_in(scope: &[&Case], name: &str) -> Option<u64> {
    scope.iter().rev().find_map(|case| {
        case.fields.iter().find_map(|(n, value)| match value {
            Value::Number(v) if *n == name => Some(*v),
            _ => None,
        })
    })
}
