//! Shrinks that keep a shape the statement promises, where shrinking one value or row at a time
//! breaks it: a list whose count has a step (`a*(2n)`) loses whole steps, a tree loses leaves
//! and subtrees ([`crate::tree::smaller`]) and keeps its vertices numbered, a graph loses
//! vertices with their edges as well as edges. Called from
//! [`Input::shrink`] by one hook each, so that the shrinking of numbers and lists stays where
//! it is.

use super::check::{within, Level};
use super::structure::{set_ends, Kind};
use super::{tree, Case, Input, Item, Node, Value};

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
    /// shape, in place of the row-at-a-time ones (a tree without one of its edges is no tree);
    /// `None` for a group of no such shape, or rows that are not the tree they should be. For a
    /// tree: each whole subtree gone, each collapsed into its top, each leaf gone, the vertices
    /// relabelled in order so that they stay `1..=N` with N as much less (the biggest cuts
    /// first, as a list tries its halves); then each row's other values (a weight) made smaller.
    pub(super) fn keep_shape(
        &self,
        nodes: &[Node],
        case: &Case,
        name: &str,
        outer: &[Level],
    ) -> Option<Vec<Case>> {
        let structure = self.structure(name)?;
        if structure.kind == Kind::Graph {
            return self.graph_shrinks(nodes, case, name, outer);
        }
        let counts = self.counts_of(nodes, case);
        let scope = within(outer, case, &counts);
        let (low, n) = self.vertex_range(structure, &scope)?;
        let rows = case.group(name);
        let edges = Self::edges_of(structure, rows, low, n)?;
        if edges.len() + 1 != n || tree::tree_flaw(n, &edges).is_some() {
            return None;
        }
        let at = case.fields.iter().position(|(field, _)| *field == name)?;
        let with = |rows: Vec<Case>| {
            let mut smaller = case.clone();
            smaller.fields[at].1 = Value::Rows(rows);
            smaller
        };
        let mut candidates = Vec::new();
        for keep in tree::smaller(n, &edges) {
            let label = tree::relabelled(&keep);
            let kept = rows.iter().zip(&edges).filter_map(|(row, &(a, b))| {
                let (a, b) = (label[a]?, label[b]?);
                let mut row = row.clone();
                set_ends(&mut row, structure, low + a as u64, low + b as u64);
                Some(row)
            });
            candidates.push(with(kept.collect()));
        }
        let inner = nodes.iter().find_map(|node| match node {
            Node::Rows { count, nodes } if *count == name => Some(nodes.as_slice()),
            _ => None,
        })?;
        let ends = structure.ends;
        let others = |row: &Case| row.fields.iter().any(|(f, _)| !ends.contains(f));
        if rows.first().is_some_and(others) {
            for (r, row) in rows.iter().enumerate() {
                for smaller in self.shrink_in(inner, row, &scope) {
                    let same_edge = ends.iter().all(|&end| smaller[end] == row[end]);
                    if same_edge {
                        let mut rows = rows.to_vec();
                        rows[r] = smaller;
                        candidates.push(with(rows));
                    }
                }
            }
        }
        Some(candidates)
    }

    /// The shrinks of the graph `name` of `case`: each edge gone, each row's values made
    /// smaller (an edge moved to smaller vertices), and, where the case itself holds the
    /// vertices' number (`N M / (X Y)*M`), each vertex gone with its edges, the vertices above
    /// it renumbered one down and N one less (the last vertices first, at most 64 of them).
    fn graph_shrinks(
        &self,
        nodes: &[Node],
        case: &Case,
        name: &str,
        outer: &[Level],
    ) -> Option<Vec<Case>> {
        let structure = self.structure(name)?;
        let counts = self.counts_of(nodes, case);
        let scope = within(outer, case, &counts);
        let rows = case.group(name);
        let at = case.fields.iter().position(|(field, _)| *field == name)?;
        let with = |rows: Vec<Case>| {
            let mut smaller = case.clone();
            smaller.fields[at].1 = Value::Rows(rows);
            smaller
        };
        let mut candidates = Vec::new();
        let top = case.fields.iter().position(|(field, value)| {
            *field == structure.vertices && matches!(value, Value::Number(_))
        });
        if let (Some(top), Some((low, n))) = (top, self.vertex_range(structure, &scope)) {
            let [a, b] = structure.ends;
            for v in (low..low + n as u64).rev().take(64) {
                let fewer = rows.iter().filter(|row| row[a] != v && row[b] != v);
                let renumbered = fewer.map(|row| {
                    let down = |end: u64| if end > v { end - 1 } else { end };
                    let (to_a, to_b) = (down(row[a]), down(row[b]));
                    let mut row = row.clone();
                    set_ends(&mut row, structure, to_a, to_b);
                    row
                });
                let mut smaller = with(renumbered.collect());
                if let Value::Number(top) = &mut smaller.fields[top].1 {
                    *top = top.saturating_sub(1);
                }
                candidates.push(smaller);
            }
        }
        for skip in 0..rows.len() {
            let mut fewer = rows.to_vec();
            fewer.remove(skip);
            candidates.push(with(fewer));
        }
        let inner = nodes.iter().find_map(|node| match node {
            Node::Rows { count, nodes } if *count == name => Some(nodes.as_slice()),
            _ => None,
        })?;
        for (r, row) in rows.iter().enumerate() {
            for smaller in self.shrink_in(inner, row, &scope) {
                let mut rows = rows.to_vec();
                rows[r] = smaller;
                candidates.push(with(rows));
            }
        }
        Some(candidates)
    }
}
