//! HDU 3094, A tree game: Green Hackenbush on a rooted tree. Deleting an edge removes the subtree
//! below it, so a vertex's subtree is worth the XOR over its children c of g(c) + 1 (the colon
//! principle: an edge on top of a game of value x is worth x + 1). Alice wins iff the root's
//! value is non-zero.

use common::io::{bad_input, ensure_at_least, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

/// The tree's edges as adjacency lists in one array (compressed rows), built per case without
/// a vector per vertex: 10^5 vertices a case, 100 cases.
struct Tree {
    start: Vec<u32>,
    neighbours: Vec<u32>,
}

impl Tree {
    fn from_edges(n: usize, edges: &[(u32, u32)]) -> Tree {
        let mut start = vec![0u32; n + 1];
        for &(a, b) in edges {
            start[a as usize] += 1;
            start[b as usize] += 1;
        }
        let mut total = 0;
        for slot in start.iter_mut() {
            total += *slot;
            *slot = total;
        }
        let mut neighbours = vec![0u32; 2 * edges.len()];
        for &(a, b) in edges {
            start[a as usize] -= 1;
            neighbours[start[a as usize] as usize] = b;
            start[b as usize] -= 1;
            neighbours[start[b as usize] as usize] = a;
        }
        Tree { start, neighbours }
    }

    fn around(&self, v: usize) -> &[u32] {
        &self.neighbours[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// The Hackenbush value of the tree rooted at vertex 0, children before parents (an explicit
    /// stack: a path of 10^5 vertices would overflow a recursive walk's stack). `None` when the
    /// edges do not join every vertex.
    fn root_value(&self, n: usize) -> Option<u32> {
        let mut parent = vec![u32::MAX; n];
        let mut order = Vec::with_capacity(n);
        parent[0] = 0;
        order.push(0u32);
        let mut next = 0;
        while next < order.len() {
            let v = order[next] as usize;
            next += 1;
            for &w in self.around(v) {
                if parent[w as usize] == u32::MAX {
                    parent[w as usize] = v as u32;
                    order.push(w);
                }
            }
        }
        if order.len() != n {
            return None;
        }
        let mut value = vec![0u32; n];
        for &v in order.iter().skip(1).rev() {
            let up = parent[v as usize] as usize;
            value[up] ^= value[v as usize] + 1;
        }
        Some(value[0])
    }
}

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    input! { from &mut scanner, cases: Num<usize> }
    let mut edges = Vec::new();
    for _ in 0..cases {
        input! { from &mut scanner, n: Num<usize> }
        ensure_at_least("N", n, 1);
        edges.clear();
        for _ in 1..n {
            input! { from &mut scanner, a: Num<u32>, b: Num<u32> }
            for end in [a, b] {
                if end == 0 || end as usize > n {
                    bad_input(format_args!(
                        "an edge {a} {b}, but the vertices are 1..={n}"
                    ));
                }
            }
            edges.push((a - 1, b - 1));
        }
        // A let-else would not compile on Rust 1.63, which bundles are checked with.
        let value = match Tree::from_edges(n, &edges).root_value(n) {
            Some(value) => value,
            None => bad_input(format_args!(
                "the {} edges do not join all {n} vertices: the statement's graph is a tree",
                n - 1
            )),
        };
        let winner = if value != 0 { "Alice" } else { "Bob" };
        writeln!(output, "{winner}")?;
    }
    Ok(())
}

fn main() {
    common::io::run(solve);
}

#[cfg(test)]
#[path = "../spec.rs"]
mod spec;
#[cfg(test)]
oracles::prove_solve!(spec::Hdu3094);
