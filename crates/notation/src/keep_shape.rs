//! Shrinks that keep a shape the statement promises, where shrinking one value or row at a time
//! breaks it: a list whose count has a step (`a*(2n)`) loses whole steps. Called from
//! [`Input::shrink`] by one hook each, so that the shrinking of numbers and lists stays where
//! it is.

use super::{Case, Input, Item, Node};
use crate::check::Level;

impl Input {
    /// Shorter lists than `values`, the list `name` of `nodes`, that its count's step still
    /// makes ([`crate::Count::fewer_by_steps`]).
    pub(super) fn fewer_by_steps(
        &self,
        nodes: &[Node],
        name: &str,
        values: &[u64],
    ) -> Vec<Vec<u64>> {
        let count = nodes.iter().find_map(|node| match node {
            Node::Line(items) => items.iter().find_map(|item| match *item {
                Item::List { name: list, count } if list == name => Some(count),
                _ => None,
            }),
            Node::Rows { .. } | Node::Until { .. } => None,
        });
        count.map_or_else(Vec::new, |count| {
            self.length_of(count).fewer_by_steps(values)
        })
    }

    /// The shrinks of the group `name` of `case` (among `nodes`, within `outer`) that keep its
    /// shape, in place of the row-at-a-time ones; `None` for a group of no shape.
    pub(super) fn keep_shape(
        &self,
        _nodes: &[Node],
        _case: &Case,
        _name: &str,
        _outer: &[Level],
    ) -> Option<Vec<Case>> {
        None
    }
}
