//! Every case of a format up to a bound: each number, count and list number from its lowest
//! value up to the bound (or its highest), keeping those inside the statement.

use super::{Case, Input, Item, Node, Value};
use crate::random::all_lists;
use itertools::Itertools;
use std::collections::HashMap;

/// A case being built, with the counts read so far.
type Partial = (Case, HashMap<&'static str, u64>);

impl Input {
    /// Every case inside the statement whose numbers, counts and list numbers are at most
    /// `bound`, in the layout's order.
    pub fn enumerate(&self, bound: u64) -> Vec<Case> {
        self.enumerate_in(&self.nodes, bound, &[])
    }

    fn enumerate_in(&self, nodes: &[Node], bound: u64, outer: &[&Case]) -> Vec<Case> {
        let mut partials: Vec<Partial> = vec![(Case::default(), HashMap::new())];
        for node in nodes {
            partials = match node {
                Node::Line(items) => items.iter().fold(partials, |partials, item| {
                    partials
                        .into_iter()
                        .flat_map(|partial| self.extend(partial, item, bound))
                        .collect()
                }),
                Node::Rows { count, nodes } => partials
                    .into_iter()
                    .flat_map(|(case, counts)| {
                        let mut scope = outer.to_vec();
                        scope.push(&case);
                        let rows = self.enumerate_in(nodes, bound, &scope);
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
                    .collect(),
            };
        }
        partials
            .into_iter()
            .map(|(case, _)| case)
            .filter(|case| self.outside_in(nodes, case, outer).is_none())
            .collect()
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
