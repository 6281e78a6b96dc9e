//! An input format declared once, in the statement's own notation, as a tree: the frame of the
//! cases (a count first, until the end of the file, until a line of zeros, one case), the lines of
//! one case (named numbers and words, lists counted by an earlier number or arithmetic of one,
//! groups of lines repeated so or until a line of zeros, nested to any depth), and the bounds on
//! every name, relative ones included, and the structures rows make (a tree's edges, a graph's). Parsing with range checks, rendering, random and
//! maximum cases, enumeration up to a bound, shrinking and the check that a case lies inside the
//! statement are all walks over that one tree (after online-judge-tools' format trees and
//! testlib's named, ranged reads).
//!
//! ```
//! use notation::Input;
//!
//! // HDU 1730: cases until the end of the file, each `n m`, then n rows `a b`.
//! let input = Input::parse(
//!     "until end / n m / (a b)*n",
//!     "0 <= n <= 1000; 2 <= m <= 100; 1 <= a, b <= m; a != b",
//! );
//! let parsed = input.read(b"2 3\r\n1 3\n2 1\n0 5").unwrap();
//! assert_eq!(parsed.cases.len(), 2);
//! assert_eq!(parsed.cases[0].rows()[1]["b"], 1);
//! assert_eq!(input.render(&parsed.cases), "2 3\n1 3\n2 1\n0 5\n");
//! let outside = input.read(b"1 3\n2 2\n").unwrap().outside_statement;
//! assert_eq!(outside.as_deref(), Some("a = 2 equals b = 2"));
//!
//! // HDU 1524: graphs until the end, each with queries until a line `0`; p < N, a count.
//! let graphs = Input::parse(
//!     "until end / N / (X x*X)*N / queries(M p*M) until 0",
//!     "1 <= N <= 1000; X, x, p < N; 1 <= M <= 10",
//! );
//! let parsed = graphs.read(b"2\n1 1\n0\n2 0 1\n1 1\n0\n").unwrap();
//! assert_eq!(parsed.cases[0].group("queries")[1].list("p"), [1]);
//! let outside = graphs.read(b"2\n0\n0\n1 2\n0\n").unwrap().outside_statement;
//! assert_eq!(outside.as_deref(), Some("p = 2 is not below N = 2"));
//! ```

mod case;
mod check;
mod count;
mod draw;
mod enumerate;
pub mod first_spec;
pub mod input;
mod keep_shape;
pub mod notation;
pub mod random;
mod read;
mod shrink;
pub mod structure;
pub mod tree;

pub use case::{entering_spec, Case, Field, Value, FIELD_MISTAKE, KIND_MISTAKE};
pub use count::Count;
pub use draw::{Draw, Sizes};
pub use enumerate::{TooMany, MOST_CASES};
pub use first_spec::first_spec;
pub use structure::Structure;

pub use fastrand::Rng;

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// Where the cases of an input start and end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Frame {
    /// A count (this name) first, then that many cases, and nothing after them.
    Counted(&'static str),
    /// Exactly one case, and nothing after it.
    Single,
    /// Cases until the end of the input.
    UntilEnd,
    /// Cases until one whose first line is all zeros (`0`, `0 0`, a count of 0), which may be
    /// missing, and nothing after it.
    UntilZeros,
}

/// One number, word or list on a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A named number (a count when a later list or repeat names it).
    Number(&'static str),
    /// A named word: a token of the letters its bounds give (`s in 0-9`), its length bounded.
    Word(&'static str),
    /// `name*count`: as many numbers as the earlier `count` says, on this line.
    List {
        name: &'static str,
        count: &'static str,
    },
}

/// The lines of a case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    Line(Vec<Item>),
    /// `(…)*count`: these lines, as many times as the earlier `count` says; each repetition is
    /// a row of the case, with names of its own.
    Rows {
        count: &'static str,
        nodes: Vec<Node>,
    },
    /// `name(…) until 0`: these lines again and again, each a row of the case stored under
    /// `name`, until a row whose first line is `zeros` zeros (a count of 0 with its empty list).
    Until {
        name: &'static str,
        zeros: usize,
        nodes: Vec<Node>,
    },
}

/// How a name's value relates to another name's (`p <= q`, `a != b`, `a <= m`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    AtMost,
    Below,
    AtLeast,
    Above,
    Differs,
}

/// A name's bounds: its range, and its relations to other names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub low: u64,
    pub high: u64,
    pub relations: Vec<(Relation, &'static str)>,
    /// The numbers of this list are pairwise distinct.
    pub distinct: bool,
    /// The list is a multiset (`a any order`): its order changes no answer (a sum of games, one
    /// per heap), so enumeration builds each multiset once, sorted, and a few of its orders
    /// ([`enumerate`]), not every permutation.
    pub any_order: bool,
    /// A count of a later list or repeat, or the name of a group until zeros: its value is that
    /// list's length, or the group's number of rows.
    pub is_count: bool,
    /// A word's letters (`s in 0-9`); the range and relations are then on its length.
    pub alphabet: Option<Vec<u8>>,
    /// The statement gives no upper bound (`1 <= T`): any value reads, and drawing stops at
    /// [`notation::UNBOUNDED_DRAWN`] above the lowest.
    pub unbounded: bool,
}

impl Bounds {
    /// The highest value drawn: the upper bound, or for an unbounded name a default.
    pub fn drawn_high(&self) -> u64 {
        if self.unbounded {
            self.low.saturating_add(notation::UNBOUNDED_DRAWN)
        } else {
            self.high
        }
    }
}

/// An empty case with room for the values of `nodes` (at most one per item of a line, and one
/// per group), so that reading or drawing a million rows does not grow each row's fields.
pub(crate) fn case_for(nodes: &[Node]) -> Case {
    let room = nodes.iter().map(|node| match node {
        Node::Line(items) => items.len(),
        Node::Rows { .. } | Node::Until { .. } => 1,
    });
    Case {
        fields: Vec::with_capacity(room.sum()),
    }
}

/// A map keyed by a format's names, hashed with FxHash: a name's bounds are looked up for every
/// value read, drawn or checked, and SipHash was 13% of checking a maximum input of 3 million
/// rows. The keys are the format's own names, not input to defend against.
pub type ByName<V> = rustc_hash::FxHashMap<&'static str, V>;

/// A parsed format: its frame, the lines of one case, and every name's bounds.
#[derive(Clone, Debug)]
pub struct Input {
    pub frame: Frame,
    pub nodes: Vec<Node>,
    pub bounds: ByName<Bounds>,
    /// Each count's name → the name of the list or group of rows it counts (a group of rows is
    /// stored under its count's name: `(I J)*(N - 1)` is `case.group("N")`).
    pub counted: ByName<&'static str>,
    /// Each count written with arithmetic (`(N - 1)`, `(2n)`) → the length it makes; a count
    /// not here makes its own value.
    pub lengths: ByName<Count>,
    /// The groups of rows that are a structure's edges (`(I J) tree`), see [`structure`].
    pub structures: Vec<Structure>,
}

impl Input {
    /// Reads a format from its layout (`"T cases / n / a*n"`: the frame, then each line of a
    /// case, `/` between them) and its bounds (`"T <= 10; n <= 10^4; a < 10^4"`, `;` between
    /// them). See [`notation`] for the whole notation.
    ///
    /// # Panics
    /// On a layout or bounds the notation does not read, naming the place: a spec's format is
    /// code, and its problem's tests fail at once.
    pub fn parse(layout: &'static str, bounds: &'static str) -> Input {
        notation::parse(layout, bounds).unwrap_or_else(|error| {
            panic!("the format `{layout}` with `{bounds}`: {error}");
        })
    }

    /// [`Input::parse`], once per format for the life of the process.
    ///
    /// # Panics
    /// As [`Input::parse`].
    pub fn cached(layout: &'static str, bounds: &'static str) -> &'static Input {
        Input::try_cached(layout, bounds).unwrap_or_else(|error| {
            panic!("the format `{layout}` with `{bounds}`: {error}");
        })
    }

    /// The format read once for the life of the process, or why the notation does not read it
    /// (not cached: it is read again, and fails again, each time).
    pub fn try_cached(
        layout: &'static str,
        bounds: &'static str,
    ) -> Result<&'static Input, String> {
        type Cache = Mutex<HashMap<(&'static str, &'static str), &'static Input>>;
        static CACHE: OnceLock<Cache> = OnceLock::new();
        let cache = CACHE.get_or_init(Default::default);
        let mut cache = cache.lock().unwrap_or_else(|poison| poison.into_inner());
        if let Some(input) = cache.get(&(layout, bounds)) {
            return Ok(input);
        }
        let input: &'static Input = Box::leak(Box::new(notation::parse(layout, bounds)?));
        cache.insert((layout, bounds), input);
        Ok(input)
    }

    /// The bounds of `name`, which the notation guarantees for every name of the layout.
    ///
    /// # Panics
    /// For a name the layout does not have, naming it.
    pub(crate) fn bounds(&self, name: &str) -> &Bounds {
        self.bounds.get(name).unwrap_or_else(|| {
            let mut known: Vec<&str> = self.bounds.keys().copied().collect();
            known.sort_unstable();
            panic!(
                "the format has no `{name}` (its names: {})",
                known.join(", ")
            )
        })
    }

    /// How long the list or group that the count `name` counts is, for each of its values.
    pub fn length_of(&self, name: &'static str) -> Count {
        self.lengths
            .get(name)
            .copied()
            .unwrap_or(Count::plain(name))
    }

    /// The fewest numbers or rows that the count `name` counts: its length at its lowest value.
    pub fn least_length(&self, name: &'static str) -> u64 {
        let low = self.bounds(name).low;
        self.length_of(name).length(low).unwrap_or(0)
    }

    /// The count name of the frame, if any, with its bounds.
    pub fn batch_limit(&self) -> usize {
        match self.frame {
            Frame::Counted(name) if self.bounds(name).unbounded => usize::MAX,
            Frame::Counted(name) => usize::try_from(self.bounds(name).high).unwrap_or(usize::MAX),
            Frame::Single => 1,
            Frame::UntilEnd | Frame::UntilZeros => usize::MAX,
        }
    }
}

/// A number as statements write it: `10^6`, `2^31 - 1`, `2^31`, else in decimal.
pub fn pretty(value: u64) -> String {
    for power in 4..=19 {
        if 10u64.checked_pow(power) == Some(value) {
            return format!("10^{power}");
        }
    }
    for power in 20..=63 {
        let two = 1u64 << power;
        if value == two {
            return format!("2^{power}");
        }
        if value == two - 1 {
            return format!("2^{power} - 1");
        }
    }
    if value == u64::MAX {
        return "2^64 - 1".to_string();
    }
    value.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_print_as_statements_write_them() {
        assert_eq!(pretty(1_000_000), "10^6");
        assert_eq!(pretty((1 << 31) - 1), "2^31 - 1");
        assert_eq!(pretty(1 << 32), "2^32");
        assert_eq!(pretty(1099), "1099");
    }
}

/// How large random cases are: 1 is tiny, [`Scale::LARGEST`] is the largest the problem's
/// brute force answers quickly in an optimised build. Each problem maps a level to its own
/// ranges of counts and values; in a debug build prefer [`Scale::DEBUG`] and below.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Scale(u8);

impl Scale {
    pub const SMALLEST: Scale = Scale(1);
    /// The largest level that keeps every oracle fast in an unoptimised (test) build.
    pub const DEBUG: Scale = Scale(6);
    pub const LARGEST: Scale = Scale(10);

    /// The level, clamped to `1..=10`.
    pub const fn new(level: u8) -> Scale {
        Scale(if level < 1 {
            1
        } else if level > 10 {
            10
        } else {
            level
        })
    }

    pub fn level(self) -> u8 {
        self.0
    }

    /// The entry of a per-level table (level 1 is `table[0]`).
    pub fn pick<T: Copy>(self, table: [T; 10]) -> T {
        table[usize::from(self.0) - 1]
    }
}

/// The cases read from a judge input whose framing is right (numbers where numbers belong, the
/// counts and terminators where the format puts them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed<C> {
    pub cases: Vec<C>,
    /// Why the input lies outside the statement's promises (a value beyond its bounds, tokens
    /// after the last case), or `None` for an input the judge could send.
    pub outside_statement: Option<String>,
}

/// A answer's label (a spec's `NUMBERED`) for the `number`-th answer: `"Case {}: "` → `"Case 3: "`.
pub fn numbered(label: &str, number: usize) -> String {
    label.replacen("{}", &number.to_string(), 1)
}

/// The file of the problem called `name`'s spec, from the workspace's root, for messages that
/// send the user there.
pub fn spec_file_of(name: &str) -> String {
    format!("problems/{name}/spec.rs")
}
