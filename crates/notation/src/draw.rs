//! Random cases drawn from a format: small ones biased to small values and the ends of each
//! range, ones from the statement's whole range biased to where ports break, and the largest.

use super::check::{number_in, within, Counts, Level};
use super::{Case, Input, Item, Node, Relation, Value};
use crate::random::{biased, full_range_count, PORT_BOUNDARIES};
use crate::{Rng, Scale};
use std::collections::HashMap;

/// How large the small random cases are at each scale (index 0 is scale 1): the largest value
/// a number or a list's number takes, and the most numbers a list (or rows a group) holds.
#[derive(Clone, Copy, Debug)]
pub struct Sizes {
    pub values: [u64; 10],
    pub counts: [u64; 10],
}

impl Sizes {
    pub const DEFAULT: Sizes = Sizes {
        values: [2, 3, 5, 8, 12, 20, 40, 100, 300, 1000],
        counts: [1, 1, 2, 2, 3, 3, 4, 4, 5, 6],
    };

    /// Values anywhere in their ranges, for a brute force that answers the statement's whole
    /// range (dates): the small scales then differ in their counts alone.
    pub const WHOLE: Sizes = Sizes::values([u64::MAX; 10]);

    /// The default counts with these values.
    pub const fn values(values: [u64; 10]) -> Sizes {
        Sizes {
            values,
            counts: Sizes::DEFAULT.counts,
        }
    }
}

/// Which kind of case to draw.
#[derive(Clone, Copy, Debug)]
pub enum Draw {
    /// Small, at a scale: values and counts capped by the sizes.
    Small(Sizes, Scale),
    /// Anywhere in the statement's ranges, biased to type boundaries; counts usually small.
    FullRange,
    /// Every count at its most, values uniform.
    Largest,
}

impl Input {
    /// A random case of the kind `how`. Relations to names already drawn (and to counts) narrow
    /// each range; the case may still break one (`a != b` on a range of one value): check it
    /// with [`Input::outside`].
    pub fn draw(&self, rng: &mut Rng, how: Draw) -> Case {
        self.draw_nodes(&self.nodes, rng, how, &[])
    }

    fn draw_nodes(&self, nodes: &[Node], rng: &mut Rng, how: Draw, outer: &[Level]) -> Case {
        let mut case = crate::case_for(nodes);
        let mut counts = Counts::default();
        for node in nodes {
            match node {
                Node::Line(items) => {
                    for item in items {
                        let value = match *item {
                            Item::Number(name) if self.bounds(name).is_count => {
                                let count =
                                    self.count(name, rng, how, &within(outer, &case, &counts));
                                counts.insert(name, count);
                                continue;
                            }
                            Item::Number(name) => {
                                let here = within(outer, &case, &counts);
                                (name, Value::Number(self.number(name, rng, how, &here)))
                            }
                            Item::Word(name) => {
                                let here = within(outer, &case, &counts);
                                (name, Value::Word(self.word(name, rng, how, &here)))
                            }
                            Item::List { name, count } => {
                                let here = within(outer, &case, &counts);
                                let length = self.length_drawn(count, counts[count]);
                                let list = self.list(name, length, rng, how, &here);
                                (name, Value::List(list))
                            }
                        };
                        case.fields.push(value);
                    }
                }
                Node::Rows { count: name, nodes } | Node::Until { name, nodes, .. } => {
                    let here = within(outer, &case, &counts);
                    let rows = match node {
                        Node::Rows { .. } => self.length_drawn(name, counts[name]),
                        _ => self.count(name, rng, how, &here),
                    };
                    let rows = (0..rows)
                        .map(|_| self.draw_nodes(nodes, rng, how, &here))
                        .collect();
                    let rows = self.drawn_structure(name, rows, rng, &here);
                    case.fields.push((name, Value::Rows(rows)));
                }
            }
        }
        case
    }

    /// The length that the count `name`, drawn as `value`, gives what it counts.
    ///
    /// # Panics
    /// Beyond 64 bits (`2n` with n near 2^64): no list that long can be drawn.
    fn length_drawn(&self, name: &'static str, value: u64) -> u64 {
        let count = self.length_of(name);
        count
            .length(value)
            .unwrap_or_else(|| panic!("{name} = {value} makes {count} negative or beyond 64 bits"))
    }

    /// A count (or a word's length, or the rows of a group until zeros): at most the scale's
    /// counts when small, usually small over the whole range, at its most for the largest.
    fn count(&self, name: &str, rng: &mut Rng, how: Draw, scope: &[Level]) -> u64 {
        let (low, high) = self.narrowed(name, scope);
        match how {
            Draw::Small(sizes, scale) => {
                let most = high.min(low.max(scale.pick(sizes.counts)));
                rng.u64(low..=most)
            }
            Draw::FullRange => {
                let most = usize::try_from(high).unwrap_or(usize::MAX);
                full_range_count(rng, low as usize, most) as u64
            }
            Draw::Largest => high,
        }
    }

    /// The range of `name` (up to its drawing default when unbounded), narrowed by its
    /// relations to the names and counts already drawn.
    pub(super) fn narrowed(&self, name: &str, scope: &[Level]) -> (u64, u64) {
        let bounds = self.bounds(name);
        let (mut low, mut high) = (bounds.low, bounds.drawn_high());
        for &(relation, other) in &bounds.relations {
            if let Some(theirs) = number_in(scope, other) {
                match relation {
                    Relation::AtMost => high = high.min(theirs),
                    Relation::Below => high = high.min(theirs.saturating_sub(1)),
                    Relation::AtLeast => low = low.max(theirs),
                    Relation::Above => low = low.max(theirs.saturating_add(1)),
                    Relation::Differs => {}
                }
            }
        }
        (low, high.max(low))
    }

    fn differs(&self, name: &str, value: u64, scope: &[Level]) -> bool {
        let relations = &self.bounds(name).relations;
        relations.iter().all(|&(relation, other)| {
            relation != Relation::Differs || number_in(scope, other) != Some(value)
        })
    }

    fn number(&self, name: &str, rng: &mut Rng, how: Draw, scope: &[Level]) -> u64 {
        let (low, high) = self.narrowed(name, scope);
        let mut value = value_in(rng, low, high, how);
        // A few tries for `a != b`; a case that still breaks it is rejected by the caller.
        for _ in 0..20 {
            if self.differs(name, value, scope) {
                break;
            }
            value = value_in(rng, low, high, how);
        }
        value
    }

    /// A word: its length drawn as a count, each letter uniform among the letters.
    fn word(&self, name: &str, rng: &mut Rng, how: Draw, scope: &[Level]) -> String {
        let length = self.count(name, rng, how, scope);
        let letters = self.bounds(name).alphabet.as_deref().unwrap_or(b"a");
        (0..length)
            .map(|_| letters[rng.usize(0..letters.len())] as char)
            .collect()
    }

    fn list(&self, name: &str, count: u64, rng: &mut Rng, how: Draw, scope: &[Level]) -> Vec<u64> {
        let (low, high) = self.narrowed(name, scope);
        let high = match how {
            Draw::Small(sizes, scale) => high.min(low.max(scale.pick(sizes.values))),
            _ => high,
        };
        let mut values: Vec<u64> = Vec::new();
        for _ in 0..count {
            let mut value = value_in(rng, low, high, how);
            if self.bounds(name).distinct {
                // Within the range's size: a list longer than it cannot be distinct.
                if values.len() as u64 > high - low {
                    break;
                }
                while values.contains(&value) {
                    value = rng.u64(low..=high);
                }
            }
            values.push(value);
        }
        values
    }
}

/// A value in `low..=high` for `how`.
fn value_in(rng: &mut Rng, low: u64, high: u64, how: Draw) -> u64 {
    match how {
        Draw::Small(sizes, scale) => {
            let high = high.min(low.max(scale.pick(sizes.values)));
            // Small values a quarter of the time: most rules turn near the start.
            if rng.u8(0..4) == 0 {
                return low + rng.u64(0..=(high - low).min(3));
            }
            biased(rng, low, high, &[])
        }
        Draw::FullRange => biased(rng, low, high, &PORT_BOUNDARIES),
        Draw::Largest => rng.u64(low..=high),
    }
}

impl Input {
    /// The shape of the input `cases` in words, `T = 3, N = 10^6, 1 <= s <= 2^31 - 1`: each
    /// name's least and most value in the cases (a count's: the lengths of what it counts; a
    /// word's: its lengths), so that it never says more than the cases hold (a `feasible` that
    /// kept only small boards of the largest draws shows in the shape).
    pub fn describe_largest(&self, cases: &[Case]) -> String {
        let mut parts = vec![match self.frame {
            super::Frame::Counted(name) => format!("{name} = {}", cases.len()),
            _ if cases.len() == 1 => "1 case".to_string(),
            _ => format!("{} cases", super::pretty(cases.len() as u64)),
        }];
        let mut seen = HashMap::new();
        for case in cases {
            self.observe(case, &mut seen);
        }
        let mut names = Vec::new();
        collect_names(&self.nodes, &mut names);
        for name in names {
            let Some(&(low, high)) = seen.get(name) else {
                continue;
            };
            let bounds = self.bounds(name);
            let shown = if bounds.alphabet.is_some() {
                format!("|{name}|")
            } else {
                name.to_string()
            };
            let (low, high) = (super::pretty(low), super::pretty(high));
            parts.push(if low == high {
                format!("{shown} = {high}")
            } else {
                format!("{low} <= {shown} <= {high}")
            });
        }
        parts.join(", ")
    }

    /// Widens each name's least and most value in `seen` to those of `case`.
    fn observe(&self, case: &Case, seen: &mut HashMap<&'static str, (u64, u64)>) {
        fn note(seen: &mut HashMap<&'static str, (u64, u64)>, name: &'static str, value: u64) {
            let range = seen.entry(name).or_insert((value, value));
            *range = (range.0.min(value), range.1.max(value));
        }
        for (name, value) in &case.fields {
            match value {
                Value::Number(v) => note(seen, name, *v),
                Value::Word(word) => note(seen, name, word.len() as u64),
                Value::List(values) => {
                    values.iter().for_each(|&v| note(seen, name, v));
                    let count = self.counted.iter().find(|(_, what)| *what == name);
                    if let Some((&count, _)) = count {
                        let length = values.len() as u64;
                        let value = self.length_of(count).value(length).unwrap_or(length);
                        note(seen, count, value);
                    }
                }
                Value::Rows(rows) => {
                    let length = rows.len() as u64;
                    note(
                        seen,
                        name,
                        self.length_of(name).value(length).unwrap_or(length),
                    );
                    for row in rows {
                        self.observe(row, seen);
                    }
                }
            }
        }
    }
}

fn collect_names(nodes: &[Node], names: &mut Vec<&'static str>) {
    for node in nodes {
        match node {
            Node::Line(items) => names.extend(items.iter().map(|item| match item {
                Item::Number(name) | Item::Word(name) | Item::List { name, .. } => *name,
            })),
            Node::Rows { nodes, .. } => collect_names(nodes, names),
            Node::Until { name, nodes, .. } => {
                names.push(name);
                collect_names(nodes, names);
            }
        }
    }
}
