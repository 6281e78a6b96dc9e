//! Every case of a format up to a bound: each number, count and list number from its lowest
//! value up to the bound (or its highest), keeping those inside the statement. A list marked
//! `any order` is a multiset: it is built once sorted (combinations with repetition, C(v + k - 1,
//! k) lists of k from v values instead of v^k), then reversed and rotated by one where those
//! differ, so that solutions that sort still meet other orders (the random cases meet the rest).
//!
//! The cases are counted before they are built: a format whose counts reach far (`T` inputs of
//! `N` numbers each) makes more cases at a bound of 5 than any machine holds, and the walk
//! refuses ([`TooMany`]) rather than allocate them.

use super::check::{within, Counts, Level};
use super::structure::{set_ends, Kind};
use super::{tree, Case, Input, Item, Node, Value};
use crate::random::all_lists;
use itertools::Itertools;
use std::collections::HashSet;

/// A case being built, with the counts read so far.
type Partial = (Case, Counts);

/// The most cases (counted before the statement's filter) one step of the walk may build.
/// A case takes about a hundred bytes and the exhaustive proof runs each through the brute force
/// and `solve` in a debug build, so four million is already ~0.5 GiB and minutes of searching:
/// the largest default enumeration of the workspace's specs builds 490,000 (poj-1067, every
/// pair up to 700). Past this a bound is a mistake, not a longer proof.
pub const MOST_CASES: u128 = 4_000_000;

/// Why [`Input::try_enumerate`] refused: one step of the walk would build at least `at_least`
/// cases (saturated at `u128::MAX`), more than [`MOST_CASES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooMany {
    pub at_least: u128,
}

impl TooMany {
    /// The count as a statement writes a size: `10^19`, or the number itself below 10^4.
    pub fn about(&self) -> String {
        if self.at_least == u128::MAX {
            return format!("10^{}", u128::MAX.ilog10());
        }
        if self.at_least < 10_000 {
            return self.at_least.to_string();
        }
        format!("10^{}", self.at_least.ilog10())
    }
}

/// `base^exponent`, saturated.
fn power(base: u128, exponent: u64) -> u128 {
    u32::try_from(exponent)
        .ok()
        .and_then(|exponent| base.checked_pow(exponent))
        .unwrap_or(if base <= 1 { base } else { u128::MAX })
}

/// How many multisets of `k` values drawn from `v`: C(v + k - 1, k), saturated.
fn multisets(v: u128, k: u64) -> u128 {
    if v == 0 {
        return u128::from(k == 0);
    }
    let mut ways: u128 = 1;
    for i in 1..=u128::from(k) {
        // ways * (v - 1 + i) / i stays whole: it is C(v - 1 + i, i).
        ways = match (v - 1).checked_add(i).and_then(|top| ways.checked_mul(top)) {
            Some(product) => product / i,
            None => return u128::MAX,
        };
    }
    ways
}

/// How many sets of `k` values drawn from `v`: C(v, k), saturated.
fn sets(v: u128, k: u64) -> u128 {
    if u128::from(k) > v {
        return 0;
    }
    // C(v, k) = multisets of k drawn from v - k + 1.
    multisets(v - u128::from(k) + 1, k)
}

/// A sorted list, then its reverse and its rotation by one where they differ from it and each
/// other: the orders a solution that sorts (or forgets to) meets first.
fn a_few_orders(sorted: Vec<u64>) -> Vec<Vec<u64>> {
    let mut reversed = sorted.clone();
    reversed.reverse();
    let mut rotated = sorted.clone();
    if !rotated.is_empty() {
        rotated.rotate_left(1);
    }
    let mut orders = vec![sorted];
    for order in [reversed, rotated] {
        if !orders.contains(&order) {
            orders.push(order);
        }
    }
    orders
}

/// Refuses a step that would build more than `bound.most` cases.
fn guard(size: u128, bound: Reach) -> Result<(), TooMany> {
    if size > bound.most {
        Err(TooMany { at_least: size })
    } else {
        Ok(())
    }
}

/// How far an enumeration reaches: every number up to `value`, every count up to `count`, and
/// at most `most` cases built in one step of the walk.
#[derive(Clone, Copy, Debug)]
struct Reach {
    value: u64,
    count: u64,
    most: u128,
}

/// The most rows of a group until zeros in one enumerated case: its rows are every row the walk
/// builds, this many to a case, rather than every sequence of them (a row per query is already
/// every position; sequences of them would be its power).
pub const ROWS_TO_A_CASE: usize = 100;

impl Input {
    /// Every case inside the statement whose numbers, counts, list numbers and word lengths are
    /// at most `bound`, in the layout's order; a group until zeros holds every row so built,
    /// [`ROWS_TO_A_CASE`] to a case, or none.
    ///
    /// # Panics
    /// Where [`Input::try_enumerate`] refuses.
    pub fn enumerate(&self, bound: u64) -> Vec<Case> {
        self.try_enumerate(bound).unwrap_or_else(|too_many| {
            panic!(
                "enumerating every case up to {bound} would make at least about {} cases (more \
                 than {MOST_CASES})",
                too_many.about()
            )
        })
    }

    /// [`Input::enumerate`], or `Err` before building anything when one step of the walk would
    /// build more than [`MOST_CASES`] cases.
    pub fn try_enumerate(&self, bound: u64) -> Result<Vec<Case>, TooMany> {
        self.try_enumerate_within(bound, bound)
    }

    /// [`Input::try_enumerate`] with its counts (list lengths, repeats) at most `most_count`
    /// as well: where the values matter more than how many there are (a sum of heaps whose
    /// values follow a pattern), a larger `bound` fits in the same time.
    pub fn try_enumerate_within(&self, bound: u64, most_count: u64) -> Result<Vec<Case>, TooMany> {
        let reach = Reach {
            value: bound,
            count: most_count.min(bound),
            most: MOST_CASES,
        };
        self.enumerate_in(&self.nodes, reach, &[])
    }

    /// [`Input::try_enumerate`], refusing a step that would build more than `most` cases rather
    /// than [`MOST_CASES`]: for a caller that only wants a bound whose cases are few, and would
    /// otherwise build millions to learn that they are not.
    pub fn try_enumerate_at_most(&self, bound: u64, most: u128) -> Result<Vec<Case>, TooMany> {
        let reach = Reach {
            value: bound,
            count: bound,
            most: most.min(MOST_CASES),
        };
        self.enumerate_in(&self.nodes, reach, &[])
    }

    fn enumerate_in(
        &self,
        nodes: &[Node],
        bound: Reach,
        outer: &[Level],
    ) -> Result<Vec<Case>, TooMany> {
        let mut partials: Vec<Partial> = vec![(Case::default(), Counts::default())];
        for node in nodes {
            partials = match node {
                Node::Line(items) => {
                    for item in items {
                        let mut size = 0u128;
                        let mut each = Vec::with_capacity(partials.len());
                        for partial in &partials {
                            let choices = self.choices(
                                item,
                                partial,
                                bound,
                                &within(outer, &partial.0, &partial.1),
                            );
                            size = size.saturating_add(choices.ways());
                            each.push(choices);
                        }
                        guard(size, bound)?;
                        partials = partials
                            .into_iter()
                            .zip(each)
                            .flat_map(|(partial, choices)| choices.extend(item, partial))
                            .collect();
                    }
                    partials
                }
                Node::Rows { count, nodes } if self.is_tree(count) => {
                    self.every_tree(count, nodes, partials, bound, outer)?
                }
                Node::Rows { count, nodes } => {
                    let mut each_rows = Vec::with_capacity(partials.len());
                    let mut size = 0u128;
                    for partial in &partials {
                        let rows = self.enumerate_in(
                            nodes,
                            bound,
                            &within(outer, &partial.0, &partial.1),
                        )?;
                        let length = self.enumerated_length(count, &partial.1);
                        size = size.saturating_add(power(rows.len() as u128, length));
                        each_rows.push(rows);
                    }
                    guard(size, bound)?;
                    partials
                        .into_iter()
                        .zip(each_rows)
                        .flat_map(|((case, counts), rows)| {
                            let length = self.enumerated_length(count, &counts);
                            let each = (0..length).map(|_| rows.iter().cloned());
                            let all: Vec<Vec<Case>> = each.multi_cartesian_product().collect();
                            // multi_cartesian_product of nothing is nothing: zero rows is one way.
                            let all = if length == 0 { vec![Vec::new()] } else { all };
                            all.into_iter()
                                .map(|rows| {
                                    let mut case = case.clone();
                                    case.fields.push((count, Value::Rows(rows)));
                                    (case, counts.clone())
                                })
                                .collect::<Vec<_>>()
                        })
                        .collect()
                }
                Node::Until { name, nodes, .. } => {
                    let bounds = self.bounds(name);
                    let most = usize::try_from(bounds.high)
                        .unwrap_or(usize::MAX)
                        .clamp(1, ROWS_TO_A_CASE);
                    let mut next = Vec::new();
                    for partial in &partials {
                        let rows = self.enumerate_in(
                            nodes,
                            bound,
                            &within(outer, &partial.0, &partial.1),
                        )?;
                        let mut groups: Vec<&[Case]> = rows.chunks(most).collect();
                        if bounds.low == 0 {
                            groups.insert(0, &[]);
                        }
                        guard((next.len() + groups.len()) as u128, bound)?;
                        for group in groups {
                            let (mut case, counts) = partial.clone();
                            case.fields.push((name, Value::Rows(group.to_vec())));
                            next.push((case, counts));
                        }
                    }
                    next
                }
            };
        }
        Ok(partials
            .into_iter()
            .map(|(case, _)| case)
            .filter(|case| self.outside_in(nodes, case, outer).is_none())
            .collect())
    }

    /// Whether the rows counted by `count` are a tree's edges (a graph's are enumerated as any
    /// rows, the statement's filter keeping the graphs).
    fn is_tree(&self, count: &str) -> bool {
        self.structure(count)
            .is_some_and(|structure| structure.kind == Kind::Tree)
    }

    /// Each of `partials` with the rows of the tree counted by `count` (lines `nodes`): every
    /// labelled tree on its vertices (from every Prüfer sequence), each in one edge order, its
    /// rows' other values (a weight) each way they come.
    fn every_tree(
        &self,
        count: &'static str,
        nodes: &[Node],
        partials: Vec<Partial>,
        bound: Reach,
        outer: &[Level],
    ) -> Result<Vec<Partial>, TooMany> {
        let structure = self.structure(count).expect("a tree").clone();
        let mut each = Vec::with_capacity(partials.len());
        let mut size = 0u128;
        for partial in &partials {
            let scope = within(outer, &partial.0, &partial.1);
            let (low, n) = self.vertex_range(&structure, &scope).unwrap_or((0, 0));
            // A row's other values, each way they come, once: the ends are the tree's.
            let mut seen = HashSet::new();
            let mut templates = Vec::new();
            for row in self.enumerate_in(nodes, bound, &scope)? {
                let others: Vec<(&str, Value)> = row
                    .fields
                    .iter()
                    .filter(|(field, _)| !structure.ends.contains(field))
                    .cloned()
                    .collect();
                if seen.insert(others) {
                    templates.push(row);
                }
            }
            let edges = n.saturating_sub(1) as u64;
            let ways = power(templates.len() as u128, edges);
            size = size.saturating_add(tree::how_many(n).saturating_mul(ways));
            each.push((low, n, templates));
        }
        guard(size, bound)?;
        let mut next = Vec::new();
        for ((case, counts), (low, n, templates)) in partials.into_iter().zip(each) {
            for edges in tree::every(n) {
                let each = edges.iter().map(|_| templates.iter());
                let mut all: Vec<Vec<&Case>> = each.multi_cartesian_product().collect();
                if edges.is_empty() {
                    all = vec![Vec::new()];
                }
                for chosen in all {
                    let rows = chosen
                        .into_iter()
                        .zip(&edges)
                        .map(|(template, &(a, b))| {
                            let mut row = template.clone();
                            set_ends(&mut row, &structure, low + a as u64, low + b as u64);
                            row
                        })
                        .collect();
                    let mut case = case.clone();
                    case.fields.push((count, Value::Rows(rows)));
                    next.push((case, counts.clone()));
                }
            }
        }
        Ok(next)
    }

    /// The length of what the count `name` counts, at its value among `counts` (0 where its
    /// arithmetic leaves none: no value below the count's least is enumerated).
    fn enumerated_length(&self, name: &'static str, counts: &Counts) -> u64 {
        self.length_of(name).length(counts[name]).unwrap_or(0)
    }

    /// The values `item` may take in `partial`, within `bound` and its relations to `scope`.
    fn choices(&self, item: &Item, partial: &Partial, bound: Reach, scope: &[Level]) -> Choices {
        let (name, length) = match *item {
            Item::Number(name) | Item::Word(name) => (name, None),
            Item::List { name, count } => {
                let length = self.enumerated_length(count, &partial.1);
                (name, Some(usize::try_from(length).unwrap_or(usize::MAX)))
            }
        };
        let (low, high) = self.narrowed(name, scope);
        let most = if self.bounds(name).is_count {
            bound.count
        } else {
            bound.value
        };
        let high = high.min(most.max(low));
        if let Item::Word(name) = *item {
            let letters = self.bounds(name).alphabet.clone().unwrap_or_default();
            return Choices::Words { low, high, letters };
        }
        let is_count = self.bounds(name).is_count;
        let any_order = self.bounds(name).any_order;
        let distinct = self.bounds(name).distinct;
        Choices::Numbers {
            low,
            high,
            length,
            is_count,
            any_order,
            distinct,
        }
    }
}

/// What one item of a line may be in one partial case.
enum Choices {
    /// A number in `low..=high` (a count, not stored in the case), or a list of `length`, every
    /// order of it or (`any_order`) each multiset once, with a few of its orders.
    Numbers {
        low: u64,
        high: u64,
        length: Option<usize>,
        is_count: bool,
        any_order: bool,
        /// With `any_order`: a set, each number once (combinations without repetition).
        distinct: bool,
    },
    /// A word of `low..=high` letters.
    Words {
        low: u64,
        high: u64,
        letters: Vec<u8>,
    },
}

impl Choices {
    /// How many partial cases [`Choices::extend`] makes.
    fn ways(&self) -> u128 {
        match *self {
            Choices::Numbers {
                low,
                high,
                length,
                any_order,
                distinct,
                ..
            } => {
                let values = u128::from(high.saturating_sub(low)) + u128::from(low <= high);
                match length {
                    None => values,
                    // Each set or multiset, and at most two more of its orders.
                    Some(length) if any_order && distinct => {
                        sets(values, length as u64).saturating_mul(3)
                    }
                    Some(length) if any_order => multisets(values, length as u64).saturating_mul(3),
                    Some(length) => power(values, length as u64),
                }
            }
            Choices::Words {
                low,
                high,
                ref letters,
            } => (low..=high)
                .map(|length| power(letters.len() as u128, length))
                .fold(0, u128::saturating_add),
        }
    }

    fn extend(self, item: &Item, (case, counts): Partial) -> Vec<Partial> {
        let with = |value: Value, counts: Counts| {
            let mut case = case.clone();
            let (Item::Number(name) | Item::Word(name) | Item::List { name, .. }) = *item;
            case.fields.push((name, value));
            (case, counts)
        };
        match self {
            Choices::Numbers {
                low,
                high,
                length: None,
                is_count,
                ..
            } => (low..=high)
                .map(|value| match *item {
                    Item::Number(name) if is_count => {
                        let mut counts = counts.clone();
                        counts.insert(name, value);
                        (case.clone(), counts)
                    }
                    _ => with(Value::Number(value), counts.clone()),
                })
                .collect(),
            Choices::Numbers {
                low,
                high,
                length: Some(length),
                any_order,
                distinct,
                ..
            } => {
                let lists: Vec<Vec<u64>> = match (any_order, distinct) {
                    (false, _) => all_lists(length..=length, low, high),
                    (true, false) => (low..=high)
                        .combinations_with_replacement(length)
                        .flat_map(a_few_orders)
                        .collect(),
                    (true, true) => (low..=high)
                        .combinations(length)
                        .flat_map(a_few_orders)
                        .collect(),
                };
                lists
                    .into_iter()
                    .map(|list| with(Value::List(list), counts.clone()))
                    .collect()
            }
            Choices::Words { low, high, letters } => (low..=high)
                .flat_map(|length| {
                    let each = (0..length).map(|_| letters.iter().copied());
                    let words: Vec<String> = if length == 0 {
                        vec![String::new()]
                    } else {
                        each.multi_cartesian_product()
                            .map(|word| String::from_utf8_lossy(&word).into_owned())
                            .collect()
                    };
                    words
                })
                .map(|word| with(Value::Word(word), counts.clone()))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_format_of_many_long_lists_is_refused_before_it_is_built() {
        // T groups of N numbers: at a bound of 5, 9,330 groups (N = 1..=5, each number 0..=5),
        // and 9,330^T inputs for T = 1..=5: about 7 * 10^19.
        let input = Input::parse(
            "one case / T / (N / a*N)*T",
            "1 <= T <= 100; 1 <= N <= 10000; 0 <= a <= 100",
        );
        let refused = input.try_enumerate(5).unwrap_err();
        assert!(refused.at_least >= 9_330u128.pow(5), "{refused:?}");
        assert_eq!(refused.about(), "10^19");
        // A small bound is still enumerated: T = 1, N = 1, a = 0 or 1; then T = 1, N = 2, ….
        let cases = input.try_enumerate(1).unwrap();
        assert_eq!(cases.len(), 2);
    }

    #[test]
    fn a_list_as_long_as_the_bound_is_refused_before_it_is_built() {
        // 41^40 lists at a bound of 40: all_lists would never return.
        let input = Input::parse("one case / k / a*k", "k <= 5*10^5; a <= 10^9");
        let refused = input.try_enumerate(40).unwrap_err();
        assert!(refused.at_least > MOST_CASES, "{refused:?}");
    }

    #[test]
    fn a_list_in_any_order_is_built_once_per_multiset_with_a_few_orders() {
        let ordered = Input::parse("one case / k / a*k", "1 <= k <= 3; 1 <= a <= 4");
        let any = Input::parse(
            "one case / k / a*k",
            "1 <= k <= 3; 1 <= a <= 4; a any order",
        );
        assert_eq!(ordered.enumerate(4).len(), 4 + 16 + 64);
        let cases = any.enumerate(4);
        let lists: Vec<Vec<u64>> = cases.iter().map(|case| case.list("a").to_vec()).collect();
        // Every multiset, sorted: C(4, 1) + C(5, 2) + C(6, 3) = 4 + 10 + 20.
        let sorted = lists
            .iter()
            .filter(|list| list.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(sorted.count(), 34);
        // Each of them once, and with it its reverse and its rotation where they differ.
        assert!(lists.contains(&vec![3, 2, 1]) && lists.contains(&vec![2, 3, 1]));
        // [1, 2, 2] reversed and rotated are both [2, 2, 1].
        assert!(lists.contains(&vec![2, 2, 1]) && !lists.contains(&vec![2, 1, 2]));
        assert_eq!(lists.iter().filter(|list| **list == [2, 2, 2]).count(), 1);
        let mut distinct = lists.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), lists.len());
        // Fewer than every order, and every multiset among them.
        assert!(lists.len() < 84);
        for list in ordered
            .enumerate(4)
            .iter()
            .map(|case| case.list("a").to_vec())
        {
            let mut multiset = list.clone();
            multiset.sort_unstable();
            assert!(lists.contains(&multiset), "{list:?}");
        }
    }

    #[test]
    fn a_distinct_list_in_any_order_is_built_once_per_set() {
        let input = Input::parse(
            "one case / k / a*k",
            "1 <= k <= 3; 1 <= a <= 4; a distinct; a any order",
        );
        let lists: Vec<Vec<u64>> = input
            .enumerate(4)
            .iter()
            .map(|case| case.list("a").to_vec())
            .collect();
        let sorted = lists
            .iter()
            .filter(|list| list.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(sorted.count(), 4 + 6 + 4);
        assert!(lists.iter().all(|list| {
            let mut set = list.clone();
            set.sort_unstable();
            set.windows(2).all(|w| w[0] < w[1])
        }));
    }

    #[test]
    fn multisets_are_counted_as_combinations_with_repetition() {
        assert_eq!(multisets(4, 3), 20);
        assert_eq!(multisets(13, 12), 2_704_156);
        assert_eq!(multisets(0, 0), 1);
        assert_eq!(multisets(0, 2), 0);
        assert_eq!(multisets(u128::MAX, 5), u128::MAX);
        assert_eq!(sets(16, 8), 12_870);
        assert_eq!(sets(3, 4), 0);
    }

    #[test]
    fn counts_saturate() {
        assert_eq!(power(10, 100), u128::MAX);
        assert_eq!(power(1, u64::MAX), 1);
        assert_eq!(power(0, 5), 0);
        assert_eq!(power(0, 0), 1);
        assert_eq!(
            TooMany {
                at_least: u128::MAX
            }
            .about(),
            "10^38"
        );
    }
}
