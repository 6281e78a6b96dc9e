//! Every case of a format up to a bound: each number, count and list number from its lowest
//! value up to the bound (or its highest), keeping those inside the statement.
//!
//! The cases are counted before they are built: a format whose counts reach far (`T` inputs of
//! `N` numbers each) makes more cases at a bound of 5 than any machine holds, and the walk
//! refuses ([`TooMany`]) rather than allocate them.

use super::{Case, Input, Item, Node, Value};
use crate::random::all_lists;
use itertools::Itertools;
use std::collections::HashMap;

/// A case being built, with the counts read so far.
type Partial = (Case, HashMap<&'static str, u64>);

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

/// Refuses a step that would build more than [`MOST_CASES`].
fn guard(size: u128) -> Result<(), TooMany> {
    if size > MOST_CASES {
        Err(TooMany { at_least: size })
    } else {
        Ok(())
    }
}

impl Input {
    /// Every case inside the statement whose numbers, counts and list numbers are at most
    /// `bound`, in the layout's order.
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
        self.enumerate_in(&self.nodes, bound, &[])
    }

    fn enumerate_in(
        &self,
        nodes: &[Node],
        bound: u64,
        outer: &[&Case],
    ) -> Result<Vec<Case>, TooMany> {
        let mut partials: Vec<Partial> = vec![(Case::default(), HashMap::new())];
        for node in nodes {
            partials = match node {
                Node::Line(items) => {
                    for item in items {
                        let size = partials
                            .iter()
                            .map(|(_, counts)| self.ways(item, counts, bound))
                            .fold(0u128, u128::saturating_add);
                        guard(size)?;
                        partials = partials
                            .into_iter()
                            .flat_map(|partial| self.extend(partial, item, bound))
                            .collect();
                    }
                    partials
                }
                Node::Rows { count, nodes } => {
                    let mut each_rows = Vec::with_capacity(partials.len());
                    let mut size = 0u128;
                    for (case, counts) in &partials {
                        let mut scope = outer.to_vec();
                        scope.push(case);
                        let rows = self.enumerate_in(nodes, bound, &scope)?;
                        size = size.saturating_add(power(rows.len() as u128, counts[count]));
                        each_rows.push(rows);
                    }
                    guard(size)?;
                    partials
                        .into_iter()
                        .zip(each_rows)
                        .flat_map(|((case, counts), rows)| {
                            let each = (0..counts[count]).map(|_| rows.iter().cloned());
                            let all: Vec<Vec<Case>> = each.multi_cartesian_product().collect();
                            // multi_cartesian_product of nothing is nothing: zero rows is one way.
                            let all = if counts[count] == 0 {
                                vec![Vec::new()]
                            } else {
                                all
                            };
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
            };
        }
        Ok(partials
            .into_iter()
            .map(|(case, _)| case)
            .filter(|case| self.outside_in(nodes, case, outer).is_none())
            .collect())
    }

    /// How many partial cases [`Input::extend`] makes of one with these counts.
    fn ways(&self, item: &Item, counts: &HashMap<&'static str, u64>, bound: u64) -> u128 {
        let values = |name| {
            let bounds = self.bounds(name);
            u128::from(bounds.high.min(bound)).saturating_sub(u128::from(bounds.low)) + 1
        };
        match *item {
            Item::Number(name) => values(name),
            Item::List { name, count } => power(values(name), counts[count]),
        }
    }

    fn extend(&self, (case, counts): Partial, item: &Item, bound: u64) -> Vec<Partial> {
        match *item {
            Item::Number(name) => {
                let bounds = self.bounds(name);
                (bounds.low..=bounds.high.min(bound))
                    .map(|value| {
                        let (mut case, mut counts) = (case.clone(), counts.clone());
                        if bounds.is_count {
                            counts.insert(name, value);
                        } else {
                            case.fields.push((name, Value::Number(value)));
                        }
                        (case, counts)
                    })
                    .collect()
            }
            Item::List { name, count } => {
                let bounds = self.bounds(name);
                let length = counts[count] as usize;
                let lists = all_lists(length..=length, bounds.low, bounds.high.min(bound));
                lists
                    .into_iter()
                    .map(|list| {
                        let mut case = case.clone();
                        case.fields.push((name, Value::List(list)));
                        (case, counts.clone())
                    })
                    .collect()
            }
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
