//! Whether a case lies inside the statement: every number, count and word within its range, and
//! every relation (`p <= q`, `a != b`, `p < N` to a count, distinct numbers) holding. The reason
//! names the value, its name and its range, as testlib's validators do.

use super::read::counted_length;
use super::{pretty, ByName, Case, Input, Item, Node, Relation, Value};

/// One level of the case being walked, outermost first: a case or row, and the values of the
/// counts it has read (a count is not stored in its case: see [`Case`]).
///
/// Borrowed, so that a scope is cheap to extend: checking each of a million rows cloned its
/// case's counts into the row's scope.
#[derive(Clone, Copy)]
pub(super) struct Level<'a> {
    pub case: &'a Case,
    pub counts: &'a Counts,
}

/// The values of the counts a case or row has read, by name. Hashed as the cases' fields are
/// ([`ByName`]): checking a row looks its names up, a million times in a large input.
pub(super) type Counts = ByName<u64>;

/// `outer` with `case` and its `counts` as the innermost level.
pub(super) fn within<'a>(
    outer: &[Level<'a>],
    case: &'a Case,
    counts: &'a Counts,
) -> Vec<Level<'a>> {
    // Room for the innermost level from the start: a copy of `outer` then grown by one was a
    // second allocation for every row.
    let mut scope = Vec::with_capacity(outer.len() + 1);
    scope.extend_from_slice(outer);
    scope.push(Level { case, counts });
    scope
}

impl Input {
    /// Why `case` lies outside the statement, or `None` for a case the judge could send.
    pub fn outside(&self, case: &Case) -> Option<String> {
        self.outside_in(&self.nodes, case, &[])
    }

    pub(super) fn out_of_range(&self, name: &str, value: u64) -> String {
        let bounds = self.bounds(name);
        if bounds.unbounded {
            return format!("{name} = {value} is below {}", pretty(bounds.low));
        }
        format!(
            "{name} = {value} is outside {}..={}",
            pretty(bounds.low),
            pretty(bounds.high)
        )
    }

    /// The counts of a finished case or row of `nodes`, each the length of what it counts.
    pub(super) fn counts_of(&self, nodes: &[Node], case: &Case) -> Counts {
        let mut counts = Counts::default();
        for node in nodes {
            match node {
                Node::Line(items) => {
                    for item in items {
                        if let Item::Number(name) = *item {
                            if self.bounds(name).is_count {
                                // A length no value makes is named by `lengths_outside`.
                                let count = self.count_of(nodes, case, name);
                                counts.insert(name, count.unwrap_or_default());
                            }
                        }
                    }
                }
                Node::Rows { .. } | Node::Until { .. } => {}
            }
        }
        counts
    }

    /// [`Input::outside`] for a case or row of `nodes`, within the cases or rows `outer`.
    pub(super) fn outside_in(
        &self,
        nodes: &[Node],
        case: &Case,
        outer: &[Level],
    ) -> Option<String> {
        if let Some(reason) = self.lengths_outside(nodes, case) {
            return Some(reason);
        }
        let counts = self.counts_of(nodes, case);
        let scope = within(outer, case, &counts);
        for node in nodes {
            let reason = match node {
                Node::Line(items) => items.iter().find_map(|item| match *item {
                    Item::Number(name) if self.bounds(name).is_count => {
                        let count = scope.last().expect("this case").counts[name];
                        self.number_outside(name, count, &scope)
                    }
                    Item::Number(name) => self.number_outside(name, case[name], &scope),
                    Item::Word(name) => self.word_outside(name, case.word(name), &scope),
                    Item::List { name, .. } => self.list_outside(name, case.list(name), &scope),
                }),
                Node::Rows { count: name, nodes } | Node::Until { name, nodes, .. } => {
                    let rows = case.group(name);
                    let too_many = match node {
                        Node::Until { .. } => self.number_outside(name, rows.len() as u64, &scope),
                        _ => None,
                    };
                    too_many
                        .or_else(|| {
                            rows.iter()
                                .find_map(|row| self.outside_in(nodes, row, &scope))
                        })
                        .or_else(|| self.structure_outside(name, rows, &scope))
                }
            };
            if reason.is_some() {
                return reason;
            }
        }
        None
    }

    /// A list or group of `nodes` whose length its count's arithmetic never makes (an odd
    /// list for `a*(2n)`, no rows for `(2n + 1)`): no value of the count gives the case.
    fn lengths_outside(&self, nodes: &[Node], case: &Case) -> Option<String> {
        let counts = nodes.iter().flat_map(|node| match node {
            Node::Line(items) => items
                .iter()
                .filter_map(|item| match *item {
                    Item::List { name, count } => Some((name, count, "numbers")),
                    Item::Number(_) | Item::Word(_) => None,
                })
                .collect(),
            Node::Rows { count, .. } => vec![(*count, *count, "rows")],
            Node::Until { .. } => Vec::new(),
        });
        for (what, name, unit) in counts {
            let count = self.length_of(name);
            let length = counted_length(nodes, case, name);
            if count.value(length).is_none() {
                return Some(format!(
                    "{what} holds {length} {unit}, but {count} is never {length}"
                ));
            }
        }
        None
    }

    fn list_outside(&self, name: &str, values: &[u64], scope: &[Level]) -> Option<String> {
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

    fn word_outside(&self, name: &str, word: &str, scope: &[Level]) -> Option<String> {
        let letters = self.bounds(name).alphabet.as_deref().unwrap_or_default();
        if let Some(bad) = word.bytes().find(|b| !letters.contains(b)) {
            return Some(format!(
                "{name} = {word:?} holds {:?}, not one of {:?}",
                bad as char,
                String::from_utf8_lossy(letters)
            ));
        }
        let reason = self.number_outside(name, word.len() as u64, scope)?;
        Some(format!("the length of {reason}"))
    }

    fn number_outside(&self, name: &str, value: u64, scope: &[Level]) -> Option<String> {
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

/// The number or count called `name` in the innermost level of `scope` that has it (a word
/// stands for its length).
pub(super) fn number_in(scope: &[Level], name: &str) -> Option<u64> {
    scope.iter().rev().find_map(|level| {
        let field = level.case.fields.iter().find_map(|(n, value)| match value {
            Value::Number(v) if *n == name => Some(*v),
            Value::Word(word) if *n == name => Some(word.len() as u64),
            _ => None,
        });
        field.or_else(|| level.counts.get(name).copied())
    })
}
