//! A rooted tree as games are played on it, built from a statement's edges: its vertices are
//! renumbered breadth-first from the root (0), so every parent comes before its children and a
//! walk from the leaves up is a loop downwards. A game on a tree ([`crate::rules::TreeRules`])
//! builds its position from this, never from the edges: reading them (either direction, any
//! order) is written once.

/// A tree of `n` vertices: vertex 0 the root, each other vertex's parent numbered before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rooted {
    /// Each vertex's parent; the root's is itself (0).
    parents: Vec<usize>,
    /// Each vertex's label in the statement.
    labels: Vec<u64>,
}

impl Rooted {
    /// The tree the edges give, rooted at the vertex labelled `root`, or `None` where they give
    /// no tree on the labels `root` and those the edges name (a cycle, or a vertex not reached).
    /// Labels are expected to be at most the number of vertices (`1..=N` or `0..N`).
    pub fn from_edges(edges: &[(u64, u64)], root: u64) -> Option<Rooted> {
        let n = edges.len() + 1;
        let slot = |label: u64| usize::try_from(label).ok().filter(|&l| l <= n);
        // Each label's neighbours in one array (`start[l]..start[l + 1]`): a case of 10^5
        // vertices is read at every `feasible`, and a vector per vertex made that most of
        // `gen --max`'s time.
        let mut start = vec![0; n + 2];
        for &(a, b) in edges {
            start[slot(a)? + 1] += 1;
            start[slot(b)? + 1] += 1;
        }
        for l in 1..start.len() {
            start[l] += start[l - 1];
        }
        let mut next_free = start.clone();
        let mut around = vec![0; 2 * edges.len()];
        for &(a, b) in edges {
            for (from, to) in [(a, b), (b, a)] {
                around[next_free[from as usize]] = to;
                next_free[from as usize] += 1;
            }
        }
        let mut reached = vec![false; n + 1];
        reached[slot(root)?] = true;
        let mut tree = Rooted {
            parents: vec![0],
            labels: vec![root],
        };
        let mut next = 0;
        while let Some(&label) = tree.labels.get(next) {
            let label = label as usize;
            for &child in &around[start[label]..start[label + 1]] {
                if !reached[child as usize] {
                    reached[child as usize] = true;
                    tree.parents.push(next);
                    tree.labels.push(child);
                }
            }
            next += 1;
        }
        (tree.labels.len() == n).then_some(tree)
    }

    /// The tree whose vertex v > 0 hangs under `parents[v - 1]` < v, labelled 1..=n.
    ///
    /// # Panics
    /// Where a parent is not numbered before its child.
    pub fn from_parents(parents: &[usize]) -> Rooted {
        let parents: Vec<usize> = std::iter::once(0).chain(parents.iter().copied()).collect();
        assert!(
            parents.iter().enumerate().skip(1).all(|(v, &p)| p < v),
            "each parent comes before its child: {parents:?}"
        );
        let labels = (1..=parents.len() as u64).collect();
        Rooted { parents, labels }
    }

    /// Every rooted tree of `n` vertices, each shape at least once: each vertex v > 0 under any
    /// earlier one, (n − 1)! parent lists (any rooted tree numbered breadth-first is one).
    pub fn every(n: usize) -> Vec<Rooted> {
        let mut lists: Vec<Vec<usize>> = vec![Vec::new()];
        for v in 1..n {
            lists = lists
                .iter()
                .flat_map(|list| (0..v).map(move |p| [list.as_slice(), &[p]].concat()))
                .collect();
        }
        lists
            .iter()
            .map(|list| Rooted::from_parents(list))
            .collect()
    }

    /// How many vertices it has.
    pub fn len(&self) -> usize {
        self.parents.len()
    }

    /// Never: a tree has its root.
    pub fn is_empty(&self) -> bool {
        self.parents.is_empty()
    }

    /// The parent of vertex `v` (the root's is 0, itself).
    pub fn parent(&self, v: usize) -> usize {
        self.parents[v]
    }

    /// The statement's label of vertex `v`.
    pub fn label(&self, v: usize) -> u64 {
        self.labels[v]
    }

    /// The subtree below vertex `v`, rooted at it and renumbered the same way.
    pub fn below(&self, v: usize) -> Rooted {
        let mut number = vec![None; self.len()];
        number[v] = Some(0);
        let mut tree = Rooted {
            parents: vec![0],
            labels: vec![self.labels[v]],
        };
        // Parents come before children: one pass finds every descendant, breadth-first
        // order kept.
        for w in v + 1..self.len() {
            if let Some(parent) = number[self.parents[w]] {
                number[w] = Some(tree.len());
                tree.parents.push(parent);
                tree.labels.push(self.labels[w]);
            }
        }
        tree
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn edges_in_any_direction_and_order_give_parents_before_children() {
        // 1 - 2, 1 - 3, 3 - 4, 4 - 5: given shuffled and flipped.
        let tree = Rooted::from_edges(&[(4, 3), (5, 4), (3, 1), (2, 1)], 1).unwrap();
        assert_eq!(tree.len(), 5);
        for v in 1..tree.len() {
            assert!(tree.parent(v) < v, "vertex {v}");
        }
        let parent_label = |label: u64| {
            let v = (0..tree.len()).find(|&v| tree.label(v) == label).unwrap();
            tree.label(tree.parent(v))
        };
        assert_eq!(
            [2, 3, 4, 5].map(parent_label),
            [1, 1, 3, 4],
            "parents by label"
        );
    }

    #[test]
    fn edges_that_are_no_tree_give_none() {
        // A cycle 1-2-3 leaves vertex 4 unreached.
        assert_eq!(Rooted::from_edges(&[(1, 2), (2, 3), (3, 1)], 1), None);
        // A label past the vertices.
        assert_eq!(Rooted::from_edges(&[(1, 9)], 1), None);
        // One vertex, no edge.
        assert_eq!(Rooted::from_edges(&[], 1).map(|t| t.len()), Some(1));
    }

    #[test]
    fn every_tree_of_four_vertices_is_listed() {
        let trees = Rooted::every(4);
        assert_eq!(trees.len(), 6);
        // The four shapes of a rooted tree of four vertices, by the root's degree and depth.
        let depth = |t: &Rooted| (0..t.len()).map(|v| depth_of(t, v)).max().unwrap();
        let shapes: HashSet<(usize, usize)> = trees
            .iter()
            .map(|t| ((1..t.len()).filter(|&v| t.parent(v) == 0).count(), depth(t)))
            .collect();
        assert_eq!(shapes, HashSet::from([(1, 3), (1, 2), (2, 2), (3, 1)]));
    }

    fn depth_of(tree: &Rooted, mut v: usize) -> usize {
        let mut depth = 0;
        while v != 0 {
            v = tree.parent(v);
            depth += 1;
        }
        depth
    }

    #[test]
    fn below_a_vertex_is_its_subtree_alone() {
        let tree = Rooted::from_edges(&[(1, 2), (2, 3), (2, 4), (1, 5)], 1).unwrap();
        let two = (0..tree.len()).find(|&v| tree.label(v) == 2).unwrap();
        let below = tree.below(two);
        let mut labels: Vec<u64> = (0..below.len()).map(|v| below.label(v)).collect();
        assert_eq!(labels[0], 2);
        labels.sort_unstable();
        assert_eq!(labels, [2, 3, 4]);
        assert!((1..below.len()).all(|v| below.parent(v) == 0));
    }
}
