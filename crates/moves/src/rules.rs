//! A game written as its moves alone, wherever it lives (here, or in a problem's folder as
//! `game.rs`), with everything else a default:
//! - a heap game is one heap's options ([`HeapMoves`]); [`Heaps`] plays any number of heaps,
//!   splits a sum into its heaps and XORs their values;
//! - a game of positions is a [`Game`] (its options); [`Rules`] says how the tools give its
//!   positions by numbers;
//! - a game on a tree is a [`Game`] whose position [`TreeRules`] builds from the tree;
//! - its name is the problem's (or its own), its one-line rules its doc comment
//!   ([`doc_of`]), its solver [`Solver`], and what fits in memory is measured by exploring
//!   ([`measured_reach`]), not estimated: [`explore_as`] makes it a game the tools explore.

use crate::explore::{About, Explore, Explorer, Shape, MAX_POSITIONS};
use crate::search::{piles_position, replace_one_pile, split_piles, Game, Play, Solver};
use crate::tree::Rooted;
use std::any::TypeId;
use std::cell::RefCell;
use std::collections::HashMap;

/// A heap game, written as what one heap may become.
pub trait HeapMoves {
    /// Each list of heaps one heap of `heap` may be replaced by: none when it is taken whole,
    /// `[left]` for a take, `[a, b, c]` for a split into three. Empty heaps may be listed; they
    /// are dropped. Lazily, so that a search past its budget stops listing: a heap of 60,000
    /// has 3·10^8 splits into three.
    fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>>;

    /// The most heaps and the largest heap of the lists `guess` solves whole.
    const LISTS: (usize, u64) = (3, 9);
}

/// A heap game's closed form: one heap's Grundy value, for a heap of any size, where the search
/// answers only small ones. `plays!(own heaps …, with theory)` makes it the spec's reference,
/// which the proofs check against the search.
pub trait HeapTheory: HeapMoves {
    /// The Grundy value of one heap of `heap`.
    fn heap_value(heap: u64) -> u64;

    /// Whether the player to move wins these heaps: the XOR of their values is not 0.
    fn wins_by_theory(heaps: &[u64]) -> bool {
        heaps
            .iter()
            .fold(0, |sum, &heap| sum ^ Self::heap_value(heap))
            != 0
    }
}

/// Any number of heaps, each played by `M`'s moves. A position is the non-empty heaps, sorted.
#[derive(Default)]
pub struct Heaps<M>(pub M);

impl<M: HeapMoves> Game for Heaps<M> {
    type Position = Vec<u16>;

    fn options(&self, heaps: &Vec<u16>, visit: &mut dyn FnMut(Vec<u16>) -> bool) -> bool {
        replace_one_pile(heaps, visit, |heap| self.0.heap_options(heap))
    }

    fn split(&self, heaps: &Vec<u16>) -> Option<Vec<Vec<u16>>> {
        split_piles(heaps)
    }

    fn weight(&self, heaps: &Vec<u16>) -> usize {
        heaps.len().max(1)
    }
}

/// A game the tools can explore by numbers, with every other part a default.
pub trait Rules: Game + Default + 'static {
    /// How its positions are given by numbers.
    const SHAPE: Shape;

    /// The position these numbers give, or `None` where they give none.
    fn position_of(numbers: &[u64]) -> Option<Self::Position>;

    /// The most heaps (or cells) and the largest heap of the lists `guess` solves whole.
    const LISTS: (usize, u64) = (3, 9);
}

/// A game played on a tree a case gives ([`crate::tree::Rooted`]): its position is built from
/// the tree, however the statement writes the edges.
pub trait TreeRules: Game + Default + 'static {
    /// The position the tree gives, or `None` for a tree the position cannot hold.
    fn position_of(tree: &Rooted) -> Option<Self::Position>;
}

/// Every rooted tree of up to `most` vertices ([`Rooted::every`]) with each vertex's Grundy
/// value, the game of its subtree alone, by `G`'s search: what `guess` fits a rule from the
/// children's values to. Trees the position cannot hold are left out.
pub fn tree_values<G: TreeRules>(most: usize) -> Vec<(Rooted, Vec<u64>)> {
    let trees = (1..=most).flat_map(Rooted::every);
    let valued = trees.filter_map(|tree| {
        // One solver a tree: no two trees share a position, and memory stays one tree's.
        let values = vertex_values(&mut Solver::new(G::default()), &tree)?;
        Some((tree, values))
    });
    valued.collect()
}

/// Each vertex's Grundy value in `tree`, by its number: the game of the subtree below it alone,
/// by `solver`; `None` where a subtree's position cannot be held.
pub fn vertex_values<G: TreeRules>(solver: &mut Solver<G>, tree: &Rooted) -> Option<Vec<u64>> {
    let below = (0..tree.len()).map(|v| G::position_of(&tree.below(v)));
    let positions: Option<Vec<G::Position>> = below.collect();
    Some(positions?.iter().map(|p| solver.grundy(p)).collect())
}

/// [`tree_values`] of one game, as a problem's spec hands it to the tools.
pub type TreeValuesOf = fn(usize) -> Vec<(Rooted, Vec<u64>)>;

impl<M: HeapMoves + Default + 'static> Rules for Heaps<M> {
    const SHAPE: Shape = Shape::Heaps;
    const LISTS: (usize, u64) = M::LISTS;

    fn position_of(numbers: &[u64]) -> Option<Vec<u16>> {
        piles_position(numbers)
    }
}

/// The game the tools explore under `name`, with `rules` its one line (a doc comment, by
/// [`doc_of`]); its default bound is the largest up to 100 whose exploration fits.
pub fn explore_as<G: Rules>(name: &'static str, rules: &'static str) -> Box<dyn Explore> {
    let upto = largest_fitting::<G>(DEFAULT_UPTO, DEFAULT_BUDGET);
    explore_to::<G>(name, rules, upto)
}

/// [`explore_as`] with the default bound given: a game of the catalogue, which the tools list
/// by making every game, and which would measure each one on every listing.
pub fn explore_to<G: Rules>(
    name: &'static str,
    rules: &'static str,
    upto: u64,
) -> Box<dyn Explore> {
    let about = About {
        name,
        rules,
        shape: G::SHAPE,
        play: Play::Normal,
        upto,
        lists: if G::SHAPE.is_list() { G::LISTS } else { (0, 0) },
        over: &[],
        reach: measured_reach::<G>,
    };
    Explorer::boxed(about, G::default(), G::position_of)
}

/// The bound a game's tools check to by default, where it fits.
const DEFAULT_UPTO: u64 = 100;

/// The positions the default bound may keep: a quick first look (about a second), whatever
/// `--upto` then asks within [`MAX_POSITIONS`].
const DEFAULT_BUDGET: u128 = 1 << 20;

/// How many positions a solver of `G` keeps to answer every position up to `bound` (and the
/// lists a heap game's guess solves whole), found by solving them, in order of their largest
/// number, with one solver; more than [`MAX_POSITIONS`] once that is passed, without going
/// further. The counts are kept per game, so the bisection of a refusal explores once.
pub fn measured_reach<G: Rules>(bound: u64) -> u128 {
    kept_upto::<G>(bound, MAX_POSITIONS)
}

/// The positions kept up to `bound`, exploring no further than `cap` positions in all; more
/// than `cap` where that is passed.
fn kept_upto<G: Rules>(bound: u64, cap: u128) -> u128 {
    thread_local! {
        static KEPT: RefCell<HashMap<TypeId, Kept>> = RefCell::new(HashMap::new());
    }
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        let counts = kept.entry(TypeId::of::<G>()).or_insert_with(Kept::new::<G>);
        counts.upto::<G>(bound, cap)
    })
}

/// The largest bound up to `most` whose exploration keeps at most `budget` positions (0 when
/// none does).
fn largest_fitting<G: Rules>(most: u64, budget: u128) -> u64 {
    (0..=most)
        .take_while(|&bound| kept_upto::<G>(bound, budget) <= budget)
        .last()
        .unwrap_or(0)
}

/// One game's exploration so far: its solver, and the positions kept after each bound.
struct Kept {
    solver: Box<dyn std::any::Any>,
    after: Vec<u128>,
}

impl Kept {
    fn new<G: Rules>() -> Kept {
        Kept {
            solver: Box::new(Solver::new(G::default())),
            after: Vec::new(),
        }
    }

    /// A layer that passed a smaller cap is explored on from where it stopped: what the solver
    /// solved stays known.
    fn upto<G: Rules>(&mut self, bound: u64, cap: u128) -> u128 {
        while self.after.len() as u64 <= bound {
            let next = self.after.len() as u64;
            // A heap (or cell) too large for the position to hold: no larger one is held either
            // (16-bit heaps), so larger bounds keep nothing more, and the tools then refuse the
            // heap itself at once, where exploring every layer up to --upto 10^8 took 20 s.
            if G::SHAPE.is_list() && next > 1 && G::position_of(&[next]).is_none() {
                return self.after[next as usize - 1];
            }
            let solver = self
                .solver
                .downcast_mut::<Solver<G>>()
                .expect("one solver per game type");
            match explore_layer(solver, next, cap) {
                Some(kept) => self.after.push(kept as u128),
                None => return cap + 1,
            }
        }
        self.after[bound as usize]
    }
}

/// Solves the positions whose largest number is `layer` (for a heap game, the one heap of
/// `layer` and, at layer 0, the lists `guess` solves whole); the positions kept after, or
/// `None` past `cap`.
fn explore_layer<G: Rules>(solver: &mut Solver<G>, layer: u64, cap: u128) -> Option<usize> {
    let most = usize::try_from(cap).unwrap_or(usize::MAX);
    let mut positions: Vec<Vec<u64>> = match G::SHAPE {
        Shape::Numbers([_]) => vec![vec![layer]],
        Shape::Numbers(_) => (0..=layer)
            .flat_map(|other| [vec![layer, other], vec![other, layer]])
            .collect(),
        Shape::Heaps | Shape::Cells => vec![vec![layer]],
    };
    // A list game's one-heap positions are asked by their value (which splits a sum into its
    // heaps), its lists whole by who wins: what `guess`, `sg` and `table --values` ask.
    let mut whole = Vec::new();
    if layer == 0 && G::SHAPE.is_list() {
        let (count, largest) = G::LISTS;
        whole = lists(count, largest);
    } else if !G::SHAPE.is_list() {
        whole = positions.clone();
    }
    positions.extend(whole.iter().cloned());
    for numbers in positions {
        let Some(position) = G::position_of(&numbers) else {
            continue;
        };
        // The value walks every option, where the win search stops at a winning one.
        let room = most.saturating_sub(solver.positions_kept());
        solver.grundy_within(&position, room)?;
    }
    for numbers in whole {
        let Some(position) = G::position_of(&numbers) else {
            continue;
        };
        let room = most.saturating_sub(solver.positions_kept());
        solver.wins_within(&position, room)?;
    }
    Some(solver.positions_kept())
}

/// Every sorted list of up to `count` numbers of 1..=`largest`.
fn lists(count: usize, largest: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut last: Vec<Vec<u64>> = vec![Vec::new()];
    for _ in 0..count {
        last = last
            .iter()
            .flat_map(|list| {
                let from = list.last().copied().unwrap_or(1);
                (from..=largest).map(move |next| [list.as_slice(), &[next]].concat())
            })
            .collect();
        all.extend(last.iter().cloned());
    }
    all
}

/// The doc comment of the item `name` in `source`, as one line: a game's rules, written once
/// above its type (`source` is the game's file, by `include_str!`).
pub fn doc_of(source: &str, name: &str) -> &'static str {
    let lines: Vec<&str> = source.lines().collect();
    let item = lines.iter().position(|line| {
        let words: Vec<&str> = line
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .collect();
        words
            .windows(2)
            .any(|w| (w[0] == "struct" || w[0] == "enum") && w[1] == name)
    });
    let Some(item) = item else {
        return "";
    };
    let doc: Vec<&str> = lines[..item]
        .iter()
        .rev()
        .take_while(|line| {
            let line = line.trim_start();
            line.starts_with("///") || line.starts_with("#[")
        })
        .filter_map(|line| line.trim_start().strip_prefix("///"))
        .map(str::trim)
        .collect();
    let text: Vec<&str> = doc.into_iter().rev().collect();
    let line = text.join(" ");
    // The tools print it before a colon: "hdu-5795: heaps of candies; … wins: g(0..=40)".
    Box::leak(line.trim_end_matches('.').to_string().into_boxed_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim, as one heap's options.
    #[derive(Default)]
    struct OneHeapNim;

    impl HeapMoves for OneHeapNim {
        fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>> {
            (0..heap).map(|left| vec![left])
        }
    }

    #[test]
    fn a_heap_game_from_one_heaps_options_is_nim_where_the_options_are_nims() {
        let mut solver = Solver::new(Heaps(OneHeapNim));
        for heaps in [[1u16, 2, 3], [1, 4, 5], [2, 2, 7], [3, 5, 6]] {
            let xor = heaps.iter().fold(0, |x, &h| x ^ h);
            let position = piles_position(&heaps.map(u64::from)).unwrap();
            assert_eq!(solver.wins(&position), xor != 0, "{heaps:?}");
            assert_eq!(solver.grundy(&position), u64::from(xor), "{heaps:?}");
        }
    }

    #[test]
    fn the_measured_reach_grows_with_the_bound_and_names_what_fits() {
        let small = measured_reach::<Heaps<OneHeapNim>>(5);
        let larger = measured_reach::<Heaps<OneHeapNim>>(50);
        assert!(0 < small && small < larger, "{small} then {larger}");
        assert!(larger <= MAX_POSITIONS);
        // Found by solving: at least every one-heap position up to the bound was kept.
        assert!(larger >= 51, "{larger}");
    }

    /// One heap; a move takes one stone: one position and one option per heap.
    #[derive(Default)]
    struct TakeOne;

    impl HeapMoves for TakeOne {
        fn heap_options(&self, heap: u16) -> impl Iterator<Item = Vec<u16>> {
            (heap > 0).then(|| vec![heap - 1]).into_iter()
        }
    }

    #[test]
    fn heaps_beyond_sixteen_bits_keep_nothing_more() {
        let held = measured_reach::<Heaps<TakeOne>>(u64::from(u16::MAX));
        assert!(held > u128::from(u16::MAX), "{held}");
        assert_eq!(measured_reach::<Heaps<TakeOne>>(100_000_000), held);
    }

    /// A token on a tree's root; a move slides it to a child of its vertex.
    #[derive(Default)]
    struct TokenDown;

    impl Game for TokenDown {
        /// The tree's parents and the token's vertex.
        type Position = (std::rc::Rc<[usize]>, usize);

        fn options(
            &self,
            at: &Self::Position,
            visit: &mut dyn FnMut(Self::Position) -> bool,
        ) -> bool {
            let (parents, token) = at;
            (token + 1..parents.len())
                .filter(|&v| parents[v] == *token)
                .any(|child| visit((parents.clone(), child)))
        }
    }

    impl TreeRules for TokenDown {
        fn position_of(tree: &Rooted) -> Option<Self::Position> {
            let parents: Vec<usize> = (0..tree.len()).map(|v| tree.parent(v)).collect();
            Some((parents.into(), 0))
        }
    }

    #[test]
    fn tree_values_are_each_subtrees_value_by_the_search() {
        let valued = tree_values::<TokenDown>(6);
        // Every parent list of 1 to 6 vertices: 0! + 1! + ... + 5!.
        assert_eq!(valued.len(), 154);
        for (tree, values) in &valued {
            // A token that slides down is worth the mex of its children's values.
            for v in 0..tree.len() {
                let children: Vec<u64> = (v + 1..tree.len())
                    .filter(|&c| tree.parent(c) == v)
                    .map(|c| values[c])
                    .collect();
                let mex = (0..).find(|g| !children.contains(g)).unwrap();
                assert_eq!(values[v], mex, "{tree:?} at {v}");
            }
        }
    }

    /// Rules written above the type, in two lines.
    const SOURCE: &str = "use x;\n\n/// A move takes one stone,\n/// or two.\n#[derive(Default)]\npub struct TakeOneOrTwo;\n";

    #[test]
    fn the_rules_are_the_doc_comment_of_the_type_in_one_line() {
        assert_eq!(
            doc_of(SOURCE, "TakeOneOrTwo"),
            "A move takes one stone, or two"
        );
        assert_eq!(doc_of(SOURCE, "Missing"), "");
    }
}
