//! HDU 3094's game, as its positions and moves: the search every answer is checked against.

use oracles::prelude::*;
use std::rc::Rc;

/// A tree rooted at vertex 1; a move deletes one edge, and with it every edge no longer joined
/// to the root; who has no edge to delete loses.
#[derive(Default)]
pub struct RootedTree;

/// The tree's parents (each before its children, the root 0) and the vertices still joined to
/// the root, a bit each.
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
                // v and everything whose path to the root passes v.
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

impl TreeRules for RootedTree {
    /// Up to 64 vertices, a bit each: past what the search answers anyway.
    fn position_of(tree: &Rooted) -> Option<Pruned> {
        (tree.len() <= 64).then(|| Pruned {
            parent: (0..tree.len()).map(|v| tree.parent(v) as u8).collect(),
            left: u64::MAX >> (64 - tree.len()),
        })
    }
}
