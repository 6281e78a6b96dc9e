//! Structures as words of the notation: the rows of a group read as the edges of a tree or of a
//! graph, declared in the bounds by the two numbers of a row that are an edge's ends.
//!
//! - `(I J) tree`: HDU 3094's input, `N / (I J)*(N - 1)` with `1 <= I, J <= N`. The rows are
//!   the edges of a tree on the vertices the ends' bounds give (`1..=N`; `0 <= a, b <= N` is
//!   `0..=N`, `a, b < N` is `0..N`), in any order and either direction, so the group is counted
//!   by the vertices' name with one row fewer than vertices: `(I J)*(N - 1)` on `1..=N`,
//!   `(a b)*N` on `0..=N`. A cycle, a loop or a repeated edge puts a case outside the statement;
//!   random cases come in every shape of [`crate::tree::Shape`], relabelled, shuffled and
//!   flipped; the largest at N's top; enumeration gives every labelled tree (Prüfer); shrinking
//!   drops leaves and subtrees and relabels the rest, so the vertices stay `1..=N` with N less.
//! - `(X Y) graph`: the rows are the edges of an undirected graph without loops or repeated
//!   edges (in either direction) on the vertices the ends' bounds give, counted by any count
//!   (`N M / (X Y)*M`); random cases draw distinct edges; shrinking drops edges, and vertices
//!   with their edges where the case holds N.
//!
//! A spec reads the edges as rows: `case.group("N")` (each row's `row["I"]`, `row["J"]`), or
//! `case.field::<Vec<(u64, u64)>>("N")`; the number of vertices is `case.group("N").len() + 1`.

use super::check::{number_in, Level};
use super::tree::{self, Edge, Flaw, Shape};
use super::{Bounds, Case, Count, Input, Item, Node, Relation, Value};
use crate::ByName;
use crate::Rng;
use std::collections::HashSet;

/// What the rows of a group are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Tree,
    Graph,
}

impl Kind {
    fn word(self) -> &'static str {
        match self {
            Kind::Tree => "tree",
            Kind::Graph => "graph",
        }
    }
}

/// A group of rows read as a structure's edges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Structure {
    pub kind: Kind,
    /// The group's name: its count's, under which the case stores its rows.
    pub group: &'static str,
    /// The two numbers of a row that are an edge's ends.
    pub ends: [&'static str; 2],
    /// The name the ends are bounded by (`I, J <= N`).
    pub vertices: &'static str,
    /// The ends are below it (`a, b < N`: vertices up to N − 1) rather than at most it.
    pub below: bool,
}

/// The clause `(I J) tree` or `(X, Y) graph` as its kind and its two ends; `None` for any other
/// clause.
pub(crate) fn clause(tokens: &[&'static str]) -> Option<(Kind, [&'static str; 2])> {
    let names: Vec<&'static str> = tokens.iter().copied().filter(|&t| t != ",").collect();
    match names.as_slice() {
        ["(", a, b, ")", "tree"] => Some((Kind::Tree, [a, b])),
        ["(", a, b, ")", "graph"] => Some((Kind::Graph, [a, b])),
        _ => None,
    }
}

/// The group of rows among `nodes` (at any depth) one of whose lines holds both `ends` as
/// numbers.
fn group_of(nodes: &[Node], ends: [&'static str; 2]) -> Option<&'static str> {
    nodes.iter().find_map(|node| match node {
        Node::Line(_) => None,
        Node::Rows { count, nodes }
        | Node::Until {
            name: count, nodes, ..
        } => {
            let here = nodes.iter().any(|node| match node {
                Node::Line(items) => ends.iter().all(|end| items.contains(&Item::Number(end))),
                Node::Rows { .. } | Node::Until { .. } => false,
            });
            let rows = matches!(node, Node::Rows { .. });
            if here && rows {
                Some(*count)
            } else {
                group_of(nodes, ends)
            }
        }
    })
}

/// The structure `(a b) kind` of a parsed layout, checked against the layout and the bounds.
pub(crate) fn resolve(
    kind: Kind,
    ends: [&'static str; 2],
    nodes: &[Node],
    bounds: &ByName<Bounds>,
    lengths: &ByName<Count>,
) -> Result<Structure, String> {
    let [a, b] = ends;
    let word = kind.word();
    let group = group_of(nodes, ends).ok_or_else(|| {
        format!(
            "`({a} {b}) {word}`: {a} and {b} are no two numbers of a row of a group `({a} {b})*n`"
        )
    })?;
    let range = format!("`1 <= {a}, {b} <= N`");
    let vertices = |end: &str| {
        let relations = &bounds[end].relations;
        let to = relations.iter().find(|(relation, other)| {
            matches!(relation, Relation::AtMost | Relation::Below) && !ends.contains(other)
        });
        to.map(|&(relation, other)| (relation == Relation::Below, other))
    };
    let (Some((below, top)), Some(theirs)) = (vertices(a), vertices(b)) else {
        return Err(format!(
            "`({a} {b}) {word}`: its vertices are the range of its ends, bounded by a name: {range}"
        ));
    };
    if theirs != (below, top) || bounds[a].low != bounds[b].low {
        return Err(format!(
            "`({a} {b}) {word}`: both ends take the vertices' one range, {range}"
        ));
    }
    if kind == Kind::Tree {
        // A tree's edges are one fewer than its vertices: the group counted by them so.
        let low = i64::try_from(bounds[a].low).unwrap_or(i64::MAX);
        let edges = Count {
            name: top,
            times: 1,
            plus: -low - i64::from(below),
        };
        let counted = lengths.get(group).copied().unwrap_or(Count::plain(group));
        if counted != edges {
            let first = bounds[a].low;
            let last = if below {
                format!("{top} - 1")
            } else {
                top.to_string()
            };
            let rows = if edges.is_plain() {
                format!("({a} {b})*{top}")
            } else {
                format!("({a} {b})*({edges})")
            };
            return Err(format!(
                "`({a} {b}) tree` on the vertices {first}..={last} has {edges} edges: write its \
                 rows `{rows}`"
            ));
        }
    }
    Ok(Structure {
        kind,
        group,
        ends,
        vertices: top,
        below,
    })
}

impl Input {
    /// The structure whose edges are the rows of the group `name`, if any.
    pub fn structure(&self, name: &str) -> Option<&Structure> {
        self.structures.iter().find(|s| s.group == name)
    }

    /// The vertices of `structure` in a case whose names and counts are `scope`: its first and
    /// how many; `None` where the vertices' name is not known there.
    pub(super) fn vertex_range(
        &self,
        structure: &Structure,
        scope: &[Level],
    ) -> Option<(u64, usize)> {
        let low = self.bounds(structure.ends[0]).low;
        let top = number_in(scope, structure.vertices)?;
        let high = top.checked_sub(u64::from(structure.below))?;
        let n = high
            .checked_sub(low)
            .map_or(0, |span| span.saturating_add(1));
        Some((low, usize::try_from(n).unwrap_or(usize::MAX)))
    }

    /// The edges of `rows` on the vertices from `low`, as `0..n`; `None` if an end is out of
    /// range (a reason the row's own bounds give first).
    pub(super) fn edges_of(
        structure: &Structure,
        rows: &[Case],
        low: u64,
        n: usize,
    ) -> Option<Vec<Edge>> {
        let end = |row: &Case, name: &str| {
            let v = usize::try_from(row[name].checked_sub(low)?).ok()?;
            (v < n).then_some(v)
        };
        let [a, b] = structure.ends;
        rows.iter()
            .map(|row| Some((end(row, a)?, end(row, b)?)))
            .collect()
    }

    /// Why the rows of the group `name` are not the structure they are declared to be, in one
    /// line naming the edge; `None` for a group of no structure, or one that is.
    pub(super) fn structure_outside(
        &self,
        name: &str,
        rows: &[Case],
        scope: &[Level],
    ) -> Option<String> {
        let structure = self.structure(name)?;
        let (low, n) = self.vertex_range(structure, scope)?;
        let edges = Self::edges_of(structure, rows, low, n)?;
        let span = if n == 0 {
            "no vertices".to_string()
        } else {
            format!("{low}..={}", low + n as u64 - 1)
        };
        let flaw = match structure.kind {
            Kind::Tree if edges.len() + 1 != n.max(1) => {
                return Some(format!(
                    "a tree on {span} has {} edges, not {}",
                    n.saturating_sub(1),
                    edges.len()
                ))
            }
            Kind::Tree => tree::tree_flaw(n, &edges)?,
            Kind::Graph => tree::graph_flaw(&edges)?,
        };
        let [a, b] = structure.ends;
        let shown = |i: usize| format!("{a} {b} = {} {}", rows[i][a], rows[i][b]);
        let what = structure.kind.word();
        Some(match flaw {
            Flaw::Loop(i) => format!("the edge {} is a loop: no {what} on {span}", shown(i)),
            Flaw::Repeated(i) => {
                format!("the edge {} is given twice: no {what} on {span}", shown(i))
            }
            Flaw::Cycle(i) => format!(
                "the edge {} closes a cycle, so the {} edges leave {span} disconnected: no tree",
                shown(i),
                edges.len()
            ),
        })
    }

    /// The rows of the group `name`, drawn one by one, made the structure they are declared to
    /// be: a tree of a random shape over them, or distinct random edges (rows as they are where
    /// there are more than a graph on those vertices holds: the caller checks the case).
    pub(super) fn drawn_structure(
        &self,
        name: &str,
        mut rows: Vec<Case>,
        rng: &mut Rng,
        scope: &[Level],
    ) -> Vec<Case> {
        let Some(structure) = self.structure(name) else {
            return rows;
        };
        let Some((low, n)) = self.vertex_range(structure, scope) else {
            return rows;
        };
        let edges = match structure.kind {
            Kind::Tree => {
                let shape = Shape::ALL[rng.usize(..Shape::ALL.len())];
                tree::random(rng, n, shape)
            }
            Kind::Graph => match random_graph(rng, n, rows.len()) {
                Some(edges) => edges,
                None => return rows,
            },
        };
        for (row, (a, b)) in rows.iter_mut().zip(edges) {
            set_ends(row, structure, low + a as u64, low + b as u64);
        }
        rows
    }
}

/// `row` with its ends set to `a` and `b`.
pub(super) fn set_ends(row: &mut Case, structure: &Structure, a: u64, b: u64) {
    for (field, value) in &mut row.fields {
        if *field == structure.ends[0] {
            *value = Value::Number(a);
        } else if *field == structure.ends[1] {
            *value = Value::Number(b);
        }
    }
}

/// `m` distinct edges on `0..n`, without loops, each in a random direction, in random order;
/// `None` where `0..n` has fewer than `m` pairs.
fn random_graph(rng: &mut Rng, n: usize, m: usize) -> Option<Vec<Edge>> {
    let pairs = n.checked_mul(n.saturating_sub(1))? / 2;
    if m > pairs {
        return None;
    }
    let mut edges: Vec<Edge> = if m * 2 > pairs {
        // Dense: every pair, shuffled, the first m.
        let mut all: Vec<Edge> = (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect();
        rng.shuffle(&mut all);
        all.truncate(m);
        all
    } else {
        let mut seen = HashSet::with_capacity(m);
        let mut edges = Vec::with_capacity(m);
        while edges.len() < m {
            let (a, b) = (rng.usize(0..n), rng.usize(0..n));
            if a != b && seen.insert((a.min(b), a.max(b))) {
                edges.push((a, b));
            }
        }
        edges
    };
    for edge in &mut edges {
        if rng.bool() {
            *edge = (edge.1, edge.0);
        }
    }
    Some(edges)
}

#[cfg(test)]
mod tests {
    use crate::{Case, Draw, Input, Rng, Scale, Sizes};

    /// HDU 3094: T cases, each N then the N − 1 edges of a tree on 1..=N.
    fn hdu_3094() -> Input {
        Input::parse(
            "T cases / N / (I J)*(N - 1)",
            "1 <= T <= 100; 1 <= N <= 10^5; 1 <= I, J <= N; (I J) tree",
        )
    }

    const SAMPLE: &str =
        "3\n3\n1 2\n2 3\n3\n1 2\n1 3\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n\
                          6 10\n";

    fn outside(input: &Input, text: &str) -> Option<String> {
        input.read(text.as_bytes()).unwrap().outside_statement
    }

    #[test]
    fn a_tree_reads_and_its_edges_are_rows() {
        let input = hdu_3094();
        let parsed = input.read(SAMPLE.as_bytes()).unwrap();
        assert_eq!(parsed.outside_statement, None);
        let last = &parsed.cases[2];
        assert_eq!(last.group("N").len() + 1, 10, "N is the edges and one");
        let edges: Vec<(u64, u64)> = last.field("N");
        assert_eq!(edges[0], (6, 2));
        assert_eq!(input.render(&parsed.cases), SAMPLE);
        assert_eq!(outside(&input, "1\n1\n"), None, "one vertex, no edges");
    }

    #[test]
    fn a_cycle_a_repeated_edge_or_a_loop_is_no_tree() {
        let input = hdu_3094();
        assert_eq!(
            outside(&input, "1\n4\n1 2\n2 3\n3 1\n").as_deref(),
            Some("the edge I J = 3 1 closes a cycle, so the 3 edges leave 1..=4 disconnected: no tree")
        );
        assert_eq!(
            outside(&input, "1\n3\n1 2\n2 1\n").as_deref(),
            Some("the edge I J = 2 1 is given twice: no tree on 1..=3")
        );
        assert_eq!(
            outside(&input, "1\n2\n2 2\n").as_deref(),
            Some("the edge I J = 2 2 is a loop: no tree on 1..=2")
        );
        assert_eq!(
            outside(&input, "1\n2\n1 3\n").as_deref(),
            Some("J = 3 is above N = 2"),
            "an end out of range is named by its bounds first"
        );
    }

    #[test]
    fn the_layout_and_the_bounds_must_agree_on_a_tree() {
        let error = |layout, bounds| crate::notation::parse(layout, bounds).unwrap_err();
        assert_eq!(
            error(
                "one case / N / (I J)*N",
                "1 <= N <= 9; 1 <= I, J <= N; (I J) tree"
            ),
            "`(I J) tree` on the vertices 1..=N has N - 1 edges: write its rows `(I J)*(N - 1)`"
        );
        assert!(error(
            "one case / N / (I J)*(N - 1)",
            "1 <= N <= 9; I, J <= 9; (I J) tree"
        )
        .contains("bounded by a name"));
        assert!(error(
            "one case / N / I J",
            "1 <= N <= 9; 1 <= I, J <= N; (I J) tree"
        )
        .contains("no two numbers of a row"));
        // From 0: N + 1 vertices 0..=N and N edges, or N vertices 0..N and N − 1 edges.
        let from_zero = Input::parse("one case / N / (a b)*N", "N <= 9; a, b <= N; (a b) tree");
        assert_eq!(
            from_zero.read(b"2\n0 2\n1 2\n").unwrap().outside_statement,
            None
        );
        let below = Input::parse(
            "one case / N / (a b)*(N - 1)",
            "1 <= N <= 9; a, b < N; (a b) tree",
        );
        assert_eq!(
            below.read(b"3\n0 2\n1 2\n").unwrap().outside_statement,
            None
        );
    }

    /// Every kind of draw, at every scale, is a tree; the largest has N at its top.
    #[test]
    fn every_random_tree_is_a_tree() {
        let input = hdu_3094();
        let mut rng = Rng::with_seed(3094);
        let mut sizes = std::collections::BTreeSet::new();
        for level in 1..=10 {
            for how in [
                Draw::Small(Sizes::DEFAULT, Scale::new(level)),
                Draw::FullRange,
            ] {
                for _ in 0..100 {
                    let case = input.draw(&mut rng, how);
                    assert_eq!(input.outside(&case), None, "{how:?}: {case:?}");
                    sizes.insert(case.group("N").len() + 1);
                }
            }
        }
        assert!(sizes.contains(&1) && sizes.contains(&6), "{sizes:?}");
        let largest = input.draw(&mut rng, Draw::Largest);
        assert_eq!(largest.group("N").len(), 99_999);
        assert_eq!(input.outside(&largest), None);
    }

    #[test]
    fn enumeration_is_every_labelled_tree() {
        let input = Input::parse(
            "one case / N / (I J)*(N - 1)",
            "1 <= N <= 9; 1 <= I, J <= N; (I J) tree",
        );
        let cases = input.enumerate(5);
        let per_size: Vec<usize> = (1..=5)
            .map(|n| cases.iter().filter(|c| c.group("N").len() + 1 == n).count())
            .collect();
        assert_eq!(per_size, [1, 1, 3, 16, 125]);
        assert!(cases.iter().all(|case| input.outside(case).is_none()));
        // A weight on each edge: each tree with every weight of each edge.
        let weighted = Input::parse(
            "one case / N / (I J w)*(N - 1)",
            "1 <= N <= 9; 1 <= I, J <= N; 1 <= w <= 2; (I J) tree",
        );
        assert_eq!(weighted.enumerate(3).len(), 1 + 2 + 3 * 4);
        assert!(
            input.try_enumerate(10).is_err(),
            "10^8 trees of 10 vertices"
        );
    }

    /// Shrinks `case` greedily, as stress does.
    fn greedy(input: &Input, mut case: Case, fails: impl Fn(&Case) -> bool) -> Case {
        while let Some(smaller) = input.shrink(&case).into_iter().find(&fails) {
            assert_eq!(input.outside(&smaller), None, "{smaller:?}");
            case = smaller;
        }
        case
    }

    /// Shrinks a graph's `case` greedily, each step inside the statement.
    fn greedy_graph(input: &Input, mut case: Case, fails: impl Fn(&Case) -> bool) -> Case {
        while let Some(smaller) = input.shrink(&case).into_iter().find(&fails) {
            assert_eq!(input.outside(&smaller), None, "{smaller:?}");
            case = smaller;
        }
        case
    }

    /// The most edges at one vertex.
    fn degree(case: &Case) -> usize {
        let edges: Vec<(u64, u64)> = case.field("N");
        let mut at = std::collections::HashMap::new();
        for (a, b) in edges {
            *at.entry(a).or_insert(0) += 1;
            *at.entry(b).or_insert(0) += 1;
        }
        at.into_values().max().unwrap_or(0)
    }

    #[test]
    fn shrinking_keeps_a_tree_and_reaches_a_small_one() {
        // Up to 300 vertices: a debug build checks each candidate a microsecond a row or so.
        let input = Input::parse(
            "T cases / N / (I J)*(N - 1)",
            "1 <= T <= 100; 1 <= N <= 300; 1 <= I, J <= N; (I J) tree",
        );
        let mut rng = Rng::with_seed(7);
        let mut reached = Vec::new();
        for i in 0..30 {
            let how = if i % 3 == 0 {
                Draw::Largest
            } else {
                Draw::FullRange
            };
            let case = input.draw(&mut rng, how);
            if degree(&case) < 3 {
                continue;
            }
            // A vertex of three edges: a star of three leaves, 4 vertices, at the least.
            let small = greedy(&input, case, |case| degree(case) >= 3);
            reached.push(small.group("N").len() + 1);
        }
        assert!(reached.len() >= 10, "{reached:?}");
        assert!(reached.iter().all(|&n| n == 4), "{reached:?}");
        // A failure of any tree of two vertices or more ends at one edge, 1 2.
        let case = input.read(SAMPLE.as_bytes()).unwrap().cases.remove(2);
        let small = greedy(&input, case, |case| !case.group("N").is_empty());
        assert_eq!(small.field::<Vec<(u64, u64)>>("N").len(), 1);
        let one = input.read(b"1\n1\n").unwrap().cases.remove(0);
        assert!(input.shrink(&one).is_empty());
        // A failure of an odd number of leaves, five or more, on one vertex: one leaf alone
        // flips the parity, two keep it (a stress of HDU 3094 stopped at 7 leaves without).
        let star = input
            .read(b"1\n8\n3 1\n1 2\n5 1\n8 1\n1 7\n4 1\n1 6\n")
            .unwrap()
            .cases
            .remove(0);
        let odd = |case: &Case| degree(case) >= 5 && degree(case) % 2 == 1;
        assert_eq!(greedy(&input, star, odd).group("N").len(), 5);
    }

    /// A forest: K trees to a case, each N then its edges; every walk finds the trees inside.
    #[test]
    fn trees_in_rows_of_a_case() {
        let input = Input::parse(
            "one case / K / (N / (I J)*(N - 1))*K",
            "1 <= K <= 3; 1 <= N <= 50; 1 <= I, J <= N; (I J) tree",
        );
        let text = b"2\n3\n1 2\n3 2\n2\n2 1\n";
        assert_eq!(input.read(text).unwrap().outside_statement, None);
        assert_eq!(
            input
                .read(b"1\n3\n1 2\n2 1\n")
                .unwrap()
                .outside_statement
                .as_deref(),
            Some("the edge I J = 2 1 is given twice: no tree on 1..=3")
        );
        let mut rng = Rng::with_seed(2);
        for how in [Draw::FullRange, Draw::Largest] {
            let case = input.draw(&mut rng, how);
            assert_eq!(input.outside(&case), None, "{case:?}");
        }
        let cases = input.enumerate(3);
        assert!(cases.iter().all(|case| input.outside(case).is_none()));
        // K = 1, 2, 3 trees of 1 to 3 vertices: 5 trees, so 5 + 25 + 125.
        assert_eq!(cases.len(), 5 + 25 + 125);
        let case = input.read(text).unwrap().cases.remove(0);
        let shrunk = input.shrink(&case);
        assert!(!shrunk.is_empty());
        assert!(shrunk.iter().all(|case| input.outside(case).is_none()));
    }

    #[test]
    fn a_graph_has_no_loop_and_no_repeated_edge() {
        let input = Input::parse(
            "T cases / N M / (X Y)*M",
            "T <= 9; 2 <= N <= 6; 0 <= M <= 15; 1 <= X, Y <= N; (X Y) graph",
        );
        assert_eq!(
            outside(&input, "1\n3 2\n1 2\n2 1\n").as_deref(),
            Some("the edge X Y = 2 1 is given twice: no graph on 1..=3")
        );
        assert_eq!(outside(&input, "1\n3 2\n1 2\n2 3\n"), None);
        let mut rng = Rng::with_seed(11);
        let mut fits = 0;
        for _ in 0..200 {
            let case = input.draw(&mut rng, Draw::Small(Sizes::DEFAULT, Scale::LARGEST));
            let (n, m) = (case["N"], case.group("M").len() as u64);
            if m <= n * (n - 1) / 2 {
                assert_eq!(input.outside(&case), None, "{case:?}");
                fits += 1;
            }
        }
        assert!(fits > 100);
        let case = input
            .read(b"1\n4 3\n1 2\n2 3\n3 4\n")
            .unwrap()
            .cases
            .remove(0);
        let shrunk = input.shrink(&case);
        assert!(shrunk.iter().all(|c| input.outside(c).is_none()));
        // Vertex 2 gone with its two edges: 3 vertices, the edge 3 4 now 2 3.
        let fewer = input.read(b"1\n3 1\n2 3\n").unwrap().cases.remove(0);
        assert!(shrunk.contains(&fewer), "{shrunk:?}");
        // A failure of a triangle anywhere ends at the triangle alone.
        let case = input
            .read(b"1\n6 5\n1 4\n4 6\n6 1\n2 3\n5 2\n")
            .unwrap()
            .cases
            .remove(0);
        let triangle = |case: &Case| {
            let edges: Vec<(u64, u64)> = case.field("M");
            let has = |a: u64, b: u64| edges.contains(&(a, b)) || edges.contains(&(b, a));
            let n = case["N"];
            (1..=n).any(|a| {
                (a + 1..=n).any(|b| (b + 1..=n).any(|c| has(a, b) && has(b, c) && has(a, c)))
            })
        };
        let small = greedy_graph(&input, case, triangle);
        assert_eq!((small["N"], small.group("M").len()), (3, 3), "{small:?}");
    }
}
