//! HDU 3094's game, as its positions and moves: the search every answer is checked against.

use oracles::prelude::*;
use std::rc::Rc;

/// A tree rooted at vertex 1; a move deletes one edge, and with it every edge no longer joined
/// to the root; who has no edge to delete loses.
#[derive(Default)]
pub struct RootedTree;

/// The tree's parents (vertex 0 is the root) and the vertices still joined to the root, a bit
/// each: up to 64 vertices, which is past what the search answers anyway.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pruned {
    parent: Rc<[u8]>,
    left: u64,
}

impl Game for RootedTree {
    type Position = Pruned;

    fn options(&self, tree: &Pruned, visit: &mut dyn FnMut(Pruned) -> bool) -> bool {
        (1..tree.parent.len())
            .filter(|&v| tree.left & 1 << v != 0)
            .any(|v| {
                // v and everything whose path to the root passes v: parents come before children.
                let mut cut = 1u64 << v;
                for w in v + 1..tree.parent.len() {
                    if cut & 1 << tree.parent[w] != 0 {
                        cut |= 1 << w;
                    }
                }
                visit(Pruned {
                    left: tree.left & !cut,
                    ..tree.clone()
                })
            })
    }
}

/// The vertices reached from vertex 1 by the case's edges (1-based, either direction, any
/// order), each after its parent, and each vertex's parent (by label; 0 for the root): what
/// the search's tree and the reference's values are both built from.
pub fn rooted(edges: &[(u64, u64)]) -> (Vec<usize>, Vec<usize>) {
    let n = edges.len() + 1;
    let mut around = vec![Vec::new(); n + 1];
    for &(a, b) in edges {
        around[a as usize].push(b as usize);
        around[b as usize].push(a as usize);
    }
    let (mut order, mut parent) = (vec![1], vec![0; n + 1]);
    let mut next = 0;
    while let Some(&v) = order.get(next) {
        next += 1;
        for &w in &around[v] {
            if w != 1 && parent[w] == 0 {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    (order, parent)
}

/// The tree a case gives, renumbered so each parent comes before its children (with the
/// vertex of each new number); `None` past 64 vertices or for edges that are no tree.
pub fn tree_of(edges: &[(u64, u64)]) -> Option<(Pruned, Vec<usize>)> {
    let n = edges.len() + 1;
    if n > 64 {
        return None;
    }
    let (order, parent) = rooted(edges);
    if order.len() != n {
        return None;
    }
    let mut place = vec![0; n + 1];
    for (i, &v) in order.iter().enumerate() {
        place[v] = i;
    }
    let parent: Vec<u8> = order.iter().map(|&v| place[parent[v]] as u8).collect();
    let tree = Pruned {
        parent: parent.into(),
        left: u64::MAX >> (64 - n),
    };
    Some((tree, order))
}

/// The game below vertex `v` (renumbered) alone: the edges of its subtree, rooted at it.
pub fn below(tree: &Pruned, v: usize) -> Pruned {
    let mut under = 1u64 << v;
    for w in v + 1..tree.parent.len() {
        if under & 1 << tree.parent[w] != 0 {
            under |= 1 << w;
        }
    }
    Pruned {
        left: under & !(1 << v),
        ..tree.clone()
    }
}
