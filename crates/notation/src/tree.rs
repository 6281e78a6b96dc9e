//! Trees on the vertices `0..n`, as problem setters' generators make them (ouuan's
//! Tree-Generator, tcrand, CYaRon): a random tree of a chosen shape, relabelled, its edges
//! shuffled and each flipped; every labelled tree, from its Prüfer sequence (n^(n-2) of them,
//! Cayley); why a set of edges is no tree; and the smaller trees a shrink tries. The notation's
//! `(I J) tree` ([`crate::structure`]) moves them onto the statement's labels.

use fastrand::Rng;
use std::collections::HashSet;

/// An edge between two vertices of `0..n`.
pub type Edge = (usize, usize);

/// The shapes random trees are drawn in: where solutions break (a path's depth overflows a
/// recursive walk, a star's degree a quadratic one) and what random trees look like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Each vertex under the one before: depth n − 1.
    Path,
    /// Every vertex under the root: degree n − 1.
    Star,
    /// A path of random length with every other vertex hung on it.
    Caterpillar,
    /// Each vertex under one of the few newest: deep, a path with short branches.
    Deep,
    /// Each vertex under any earlier one, uniformly: a random recursive tree, depth about ln n.
    Bushy,
    /// Each vertex under one of the first few: a handful of big stars joined.
    FewParents,
    /// Each vertex i under (i − 1) / 2: the complete binary tree.
    Binary,
    /// Uniform among all n^(n-2) labelled trees: a random Prüfer sequence.
    Uniform,
}

impl Shape {
    pub const ALL: [Shape; 8] = [
        Shape::Path,
        Shape::Star,
        Shape::Caterpillar,
        Shape::Deep,
        Shape::Bushy,
        Shape::FewParents,
        Shape::Binary,
        Shape::Uniform,
    ];
}

/// The edges of a tree of `shape` on `0..n` rooted at 0, each as (parent, child), the parent
/// the earlier vertex.
fn grown(rng: &mut Rng, n: usize, shape: Shape) -> Vec<Edge> {
    if n < 2 {
        return Vec::new();
    }
    if shape == Shape::Uniform {
        let code: Vec<usize> = (0..n - 2).map(|_| rng.usize(0..n)).collect();
        return prufer_tree(&code);
    }
    // How far back a deep tree looks, how many parents a tree of few has, how long a spine is.
    let few = rng.usize(1..=4);
    let spine = rng.usize(1..=n);
    (1..n)
        .map(|i| {
            let parent = match shape {
                Shape::Path => i - 1,
                Shape::Star => 0,
                Shape::Caterpillar if i < spine => i - 1,
                Shape::Caterpillar => rng.usize(0..spine),
                Shape::Deep => rng.usize(i.saturating_sub(few)..i),
                Shape::Bushy => rng.usize(0..i),
                Shape::FewParents => rng.usize(0..i.min(few)),
                Shape::Binary => (i - 1) / 2,
                Shape::Uniform => unreachable!("drawn from a Prüfer sequence above"),
            };
            (parent, i)
        })
        .collect()
}

/// A random tree of `shape` on `0..n`, as a judge's generator writes it: its vertices relabelled
/// (half the time the shape's root kept as vertex 0, where a problem rooted at its first vertex
/// meets a path from its end; else uniformly, the root any vertex), its edges shuffled and each
/// flipped.
pub fn random(rng: &mut Rng, n: usize, shape: Shape) -> Vec<Edge> {
    let mut label: Vec<usize> = (0..n).collect();
    if n > 1 && rng.bool() {
        rng.shuffle(&mut label[1..]);
    } else {
        rng.shuffle(&mut label);
    }
    let mut edges: Vec<Edge> = grown(rng, n, shape)
        .into_iter()
        .map(|(a, b)| {
            let (a, b) = (label[a], label[b]);
            if rng.bool() {
                (b, a)
            } else {
                (a, b)
            }
        })
        .collect();
    rng.shuffle(&mut edges);
    edges
}

/// The tree on `0..code.len() + 2` whose Prüfer sequence is `code`, each edge (smaller, larger),
/// in the order the decoding meets them (linear time: cp-algorithms' decoding).
pub fn prufer_tree(code: &[usize]) -> Vec<Edge> {
    let n = code.len() + 2;
    let mut degree = vec![1usize; n];
    for &v in code {
        degree[v] += 1;
    }
    let mut pointer = degree
        .iter()
        .position(|&d| d == 1)
        .expect("a tree has a leaf");
    let mut leaf = pointer;
    let mut edges = Vec::with_capacity(n - 1);
    for &v in code {
        edges.push((leaf.min(v), leaf.max(v)));
        degree[v] -= 1;
        if degree[v] == 1 && v < pointer {
            leaf = v;
        } else {
            pointer += 1;
            while degree[pointer] != 1 {
                pointer += 1;
            }
            leaf = pointer;
        }
    }
    edges.push((leaf.min(n - 1), leaf.max(n - 1)));
    edges
}

/// How many labelled trees `0..n` has: n^(n-2) (Cayley), 1 for one vertex or none; saturated.
pub fn how_many(n: usize) -> u128 {
    if n < 3 {
        return 1;
    }
    let exponent = u32::try_from(n - 2).unwrap_or(u32::MAX);
    (n as u128).checked_pow(exponent).unwrap_or(u128::MAX)
}

/// Every labelled tree on `0..n`, each once, from every Prüfer sequence in order; each tree's
/// edges as [`prufer_tree`] gives them, sorted. Call it where [`how_many`] is small.
pub fn every(n: usize) -> Vec<Vec<Edge>> {
    if n < 2 {
        return vec![Vec::new()];
    }
    let mut trees = Vec::new();
    let mut code = vec![0; n - 2];
    loop {
        let mut tree = prufer_tree(&code);
        tree.sort_unstable();
        trees.push(tree);
        // The next sequence, as an odometer in base n.
        let Some(digit) = code.iter().rposition(|&d| d + 1 < n) else {
            return trees;
        };
        code[digit] += 1;
        code[digit + 1..].fill(0);
    }
}

/// What keeps a set of edges from being a tree, or a graph without loops and repeated edges:
/// the first edge (its index) that does it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flaw {
    /// The edge joins a vertex to itself.
    Loop(usize),
    /// The edge was given before, in either direction.
    Repeated(usize),
    /// The edge joins two vertices already joined: with n − 1 edges, some vertex is then cut off.
    Cycle(usize),
}

/// The first loop or repeated edge of `edges`, a graph's flaws.
pub fn graph_flaw(edges: &[Edge]) -> Option<Flaw> {
    let mut seen = HashSet::with_capacity(edges.len());
    for (i, &(a, b)) in edges.iter().enumerate() {
        if a == b {
            return Some(Flaw::Loop(i));
        }
        if !seen.insert((a.min(b), a.max(b))) {
            return Some(Flaw::Repeated(i));
        }
    }
    None
}

/// Why `edges` (each in `0..n`) are no tree on `0..n`, given that there are n − 1 of them: the
/// first loop, repeated edge or edge closing a cycle (n − 1 edges without a cycle join all n).
pub fn tree_flaw(n: usize, edges: &[Edge]) -> Option<Flaw> {
    if let Some(flaw) = graph_flaw(edges) {
        return Some(flaw);
    }
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut v: usize) -> usize {
        while parent[v] != v {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        v
    }
    for (i, &(a, b)) in edges.iter().enumerate() {
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        if ra == rb {
            return Some(Flaw::Cycle(i));
        }
        parent[ra] = rb;
    }
    None
}

/// How many vertices the smaller trees of one shrink hold at most, all told: every candidate
/// is a copy of the case that the statement's check then walks, about a microsecond a row (67
/// trees of 10^5 vertices took 6.4 s in a release build, 2026-11-28, on a loaded 2-core
/// machine; `cargo test --release -p notation -- --ignored one_shrink` times it), so a tree of
/// 10^5 vertices is offered 10 smaller ones (1.0 to 1.3 s), one of 1,000 vertices the most,
/// [`MOST_TREES`].
const SHRINK_BUDGET: usize = 1_000_000;

/// The most smaller trees one shrink offers.
const MOST_TREES: usize = 128;

/// A part of a tree a shrink drops, as a run of its preorder from vertex 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cut {
    /// The run `start..start + length` goes: a whole subtree, or all of one but its top.
    Run(usize, usize),
    /// All but the run `start..start + length` goes: the tree is one subtree of itself.
    AllBut(usize, usize),
    /// Two leaves go, children of one vertex: where one leaf alone changes a parity that
    /// matters (Hackenbush's stalks, a nim sum), two keep it, as equal heaps cancel.
    Pair(usize, usize),
}

/// The vertices each smaller tree keeps, for a shrink of the tree `edges` on `0..n` (rooted at
/// vertex 0 for the purpose): each whole subtree gone, the tree cut down to one subtree, each
/// subtree collapsed into its top vertex, half of a vertex's children gone with their subtrees
/// (a star cannot shrink otherwise), two of a vertex's leaves gone, and each leaf gone (vertex
/// 0 too, when it is one).
/// Every set kept is a tree again. The cuts come largest first, as a list tries its halves
/// first; past `SHRINK_BUDGET`, the cuts of each kind nearest to n/2, n/4, … are kept, so a
/// deep failure is still reached in about log n steps; half the room at least goes to leaves.
pub fn smaller(n: usize, edges: &[Edge]) -> Vec<Vec<bool>> {
    if n < 2 {
        return Vec::new();
    }
    let mut next = vec![Vec::new(); n];
    for &(a, b) in edges {
        next[a].push(b);
        next[b].push(a);
    }
    // Preorder from vertex 0: a subtree is the run of `order` from its top, `size` long.
    let mut order = Vec::with_capacity(n);
    let mut parent = vec![usize::MAX; n];
    let mut stack = vec![0];
    parent[0] = 0;
    while let Some(v) = stack.pop() {
        order.push(v);
        for &w in &next[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                stack.push(w);
            }
        }
    }
    let mut size = vec![1usize; n];
    for &v in order.iter().skip(1).rev() {
        size[parent[v]] += size[v];
    }
    let mut at = vec![0; n];
    for (i, &v) in order.iter().enumerate() {
        at[v] = i;
    }
    // Each kind of cut, with how many vertices it drops; a subtree of one vertex is a leaf.
    let mut kinds: [Vec<(usize, Cut)>; 5] = Default::default();
    for v in 1..n {
        if size[v] > 1 {
            kinds[0].push((size[v], Cut::Run(at[v], size[v])));
            kinds[1].push((n - size[v], Cut::AllBut(at[v], size[v])));
        }
    }
    for v in 0..n {
        // Collapsing a vertex with one child is dropping that child's subtree: offered once.
        let children = next[v].len() - usize::from(v != 0);
        if children > 1 {
            kinds[2].push((size[v] - 1, Cut::Run(at[v] + 1, size[v] - 1)));
        }
        // Half of a vertex's children, with their subtrees: a star's leaves go half at a time.
        // The children's subtrees follow the vertex in preorder, one run each.
        if children > 2 {
            let mut below: Vec<usize> = next[v]
                .iter()
                .copied()
                .filter(|&w| w != parent[v])
                .collect();
            below.sort_unstable_by_key(|&w| at[w]);
            let middle = at[below[children / 2]];
            let (start, end) = (at[below[0]], at[v] + size[v]);
            kinds[3].push((middle - start, Cut::Run(start, middle - start)));
            kinds[3].push((end - middle, Cut::Run(middle, end - middle)));
        }
        let mut leaves = next[v].iter().filter(|&&w| w != parent[v] && size[w] == 1);
        if let (Some(&a), Some(&b)) = (leaves.next(), leaves.next()) {
            kinds[4].push((2, Cut::Pair(at[a], at[b])));
        }
    }
    let most = (SHRINK_BUDGET / n).clamp(8, MOST_TREES);
    let mut cuts: Vec<(usize, Cut)> = Vec::new();
    for mut kind in kinds {
        kind.sort_by_key(|&(dropped, cut)| (std::cmp::Reverse(dropped), cut_start(cut)));
        if cuts.len() + kind.len() > most {
            kind = nearest_halves(&kind, n);
        }
        cuts.extend(kind);
    }
    cuts.sort_by_key(|&(dropped, _)| std::cmp::Reverse(dropped));
    // Half the room at least for leaves, where a failure needs one particular leaf gone.
    let leaves: Vec<usize> = (1..n).filter(|&v| size[v] == 1).collect();
    cuts.truncate(most - leaves.len().min(most / 2));
    let room = most - cuts.len();
    cuts.extend(leaves.iter().take(room).map(|&v| (1, Cut::Run(at[v], 1))));
    let mut kept: Vec<Vec<bool>> = cuts
        .into_iter()
        .map(|(_, cut)| {
            let (start, length, only) = match cut {
                Cut::Run(start, length) => (start, length, false),
                Cut::AllBut(start, length) => (start, length, true),
                Cut::Pair(a, b) => {
                    let mut keep = vec![true; n];
                    keep[order[a]] = false;
                    keep[order[b]] = false;
                    return keep;
                }
            };
            let mut keep = vec![!only; n];
            for &v in &order[start..start + length] {
                keep[v] = only;
            }
            keep
        })
        .collect();
    if next[0].len() == 1 {
        let mut keep = vec![true; n];
        keep[0] = false;
        kept.push(keep);
    }
    kept
}

fn cut_start(cut: Cut) -> usize {
    match cut {
        Cut::Run(start, _) | Cut::AllBut(start, _) | Cut::Pair(start, _) => start,
    }
}

/// Of `cuts` (largest first), the one dropping nearest to n/2, to n/4, … to 1 vertex, each once.
fn nearest_halves(cuts: &[(usize, Cut)], n: usize) -> Vec<(usize, Cut)> {
    let mut chosen: Vec<(usize, Cut)> = Vec::new();
    let mut target = n / 2;
    while target >= 1 && !cuts.is_empty() {
        let nearest = cuts
            .iter()
            .min_by_key(|&&(dropped, _)| dropped.abs_diff(target));
        if let Some(&cut) = nearest.filter(|cut| !chosen.contains(cut)) {
            chosen.push(cut);
        }
        target /= 2;
    }
    chosen
}

/// Each kept vertex's new label, in order (`0..kept`), so that the vertices stay `0..k`.
pub fn relabelled(keep: &[bool]) -> Vec<Option<usize>> {
    let mut next = 0;
    keep.iter()
        .map(|&kept| {
            kept.then(|| {
                next += 1;
                next - 1
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_is_a_tree_on_every_size() {
        let mut rng = Rng::with_seed(3094);
        for shape in Shape::ALL {
            for n in [1, 2, 3, 7, 50, 1000] {
                for _ in 0..5 {
                    let edges = random(&mut rng, n, shape);
                    assert_eq!(edges.len(), n.saturating_sub(1), "{shape:?} {n}");
                    assert!(edges.iter().all(|&(a, b)| a < n && b < n));
                    assert_eq!(tree_flaw(n, &edges), None, "{shape:?} {n}: {edges:?}");
                }
            }
        }
    }

    /// The depth of the tree from vertex 0, and its largest degree.
    fn depth_and_degree(n: usize, edges: &[Edge]) -> (usize, usize) {
        let mut next = vec![Vec::new(); n];
        for &(a, b) in edges {
            next[a].push(b);
            next[b].push(a);
        }
        let mut depth = vec![usize::MAX; n];
        depth[0] = 0;
        let mut queue = std::collections::VecDeque::from([0]);
        while let Some(v) = queue.pop_front() {
            for &w in &next[v] {
                if depth[w] == usize::MAX {
                    depth[w] = depth[v] + 1;
                    queue.push_back(w);
                }
            }
        }
        let degree = next.iter().map(Vec::len).max().unwrap_or(0);
        (depth.into_iter().max().unwrap_or(0), degree)
    }

    #[test]
    fn the_shapes_are_what_they_say() {
        let mut rng = Rng::with_seed(1);
        let n = 1000;
        let (path, _) = depth_and_degree(n, &grown(&mut rng, n, Shape::Path));
        let (_, star) = depth_and_degree(n, &grown(&mut rng, n, Shape::Star));
        let (binary, _) = depth_and_degree(n, &grown(&mut rng, n, Shape::Binary));
        let (bushy, _) = depth_and_degree(n, &grown(&mut rng, n, Shape::Bushy));
        let (deep, _) = depth_and_degree(n, &grown(&mut rng, n, Shape::Deep));
        assert_eq!((path, star, binary), (999, 999, 9));
        assert!(bushy < 40, "a random recursive tree is shallow: {bushy}");
        assert!(deep > 200, "a deep tree is deep: {deep}");
        // Relabelled: the edges are not all (parent, child) in order any more.
        let edges = random(&mut rng, n, Shape::Path);
        assert!(edges.windows(2).any(|w| w[0].1 != w[1].0));
    }

    #[test]
    fn every_labelled_tree_once() {
        let counts: Vec<usize> = (1..=6).map(|n| every(n).len()).collect();
        assert_eq!(counts, [1, 1, 3, 16, 125, 1296]);
        for n in 1..=6 {
            assert_eq!(how_many(n), every(n).len() as u128);
            let trees = every(n);
            let distinct: HashSet<&Vec<Edge>> = trees.iter().collect();
            assert_eq!(distinct.len(), trees.len(), "n = {n}");
            assert!(trees.iter().all(|tree| tree_flaw(n, tree).is_none()));
        }
        assert_eq!(how_many(100), u128::MAX);
    }

    #[test]
    fn flaws_are_found_and_named_by_their_edge() {
        assert_eq!(tree_flaw(3, &[(0, 1), (2, 2)]), Some(Flaw::Loop(1)));
        assert_eq!(tree_flaw(3, &[(0, 1), (1, 0)]), Some(Flaw::Repeated(1)));
        assert_eq!(tree_flaw(4, &[(0, 1), (2, 3), (1, 2)]), None);
        assert_eq!(
            tree_flaw(4, &[(0, 1), (1, 2), (2, 0)]),
            Some(Flaw::Cycle(2))
        );
        assert_eq!(graph_flaw(&[(0, 1), (1, 2), (2, 0)]), None);
    }

    #[test]
    fn smaller_trees_are_trees_with_fewer_vertices() {
        let mut rng = Rng::with_seed(5);
        for shape in Shape::ALL {
            let n = 30;
            let edges = random(&mut rng, n, shape);
            let kept = smaller(n, &edges);
            assert!(!kept.is_empty());
            for keep in kept {
                let label = relabelled(&keep);
                let k = keep.iter().filter(|&&kept| kept).count();
                assert!(k < n);
                let edges: Vec<Edge> = edges
                    .iter()
                    .filter_map(|&(a, b)| Some((label[a]?, label[b]?)))
                    .collect();
                assert_eq!(edges.len(), k - 1, "{shape:?}");
                assert_eq!(tree_flaw(k, &edges), None, "{shape:?}");
            }
        }
        // A path 0 - 1 - 2: each end (vertex 0 too), or both beyond 0.
        let kept = smaller(3, &[(0, 1), (1, 2)]);
        assert!(kept.contains(&vec![true, false, false]));
        assert!(kept.contains(&vec![true, true, false]));
        assert!(kept.contains(&vec![false, true, true]));
        assert!(smaller(1, &[]).is_empty());
    }
}
