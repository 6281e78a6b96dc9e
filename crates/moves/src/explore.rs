//! The tools' view of a game: a [`Game`] given a name, a line of rules, and a way to read its
//! positions from numbers, so that `table`, `sg` and `guess` can solve any game of
//! [`crate::games::CATALOGUE`] by name, judge problem or not.

use crate::loopy::{Outcome, Value};
use crate::search::{Game, Play, Solver};
use crate::Parameter;
use std::fmt::Write as _;

/// How a game's positions are given by numbers.
#[derive(Clone, Copy, Debug)]
pub enum Shape {
    /// By these numbers, one or two, each at least its parameter's `lowest`.
    Numbers(&'static [Parameter]),
    /// By any number of heap sizes, in any order (an empty heap takes no part). One heap is a
    /// position of its own, so a heap game has a Grundy sequence g(0), g(1), ...
    Heaps,
    /// By the distinct cells 1, 2, ... that chessmen stand on, in any order.
    Cells,
}

impl Shape {
    /// True for the shapes whose positions are lists of any length.
    pub fn is_list(self) -> bool {
        matches!(self, Shape::Heaps | Shape::Cells)
    }
}

/// What the tools know about a game besides its moves.
#[derive(Clone, Copy, Debug)]
pub struct About {
    /// The name the tools take (`cargo make guess wythoff`).
    pub name: &'static str,
    /// The rules in one line.
    pub rules: &'static str,
    pub shape: Shape,
    /// The play the problems ask about; the tools can ask about the other one too.
    pub play: Play,
    /// The bound `guess` checks to by default: the largest value of each number, or of the one
    /// heap (or cell) of a list game's sequence.
    pub upto: u64,
    /// List games: the most heaps (or chessmen) and the largest heap (or cell) of the lists
    /// `guess` solves whole, to check how one-heap values combine.
    pub lists: (usize, u64),
    /// The parameter ranges `guess --all` finds the rule across, for a game of more than two
    /// numbers (`["p=1..6", "q=p..8"]`); empty for the others.
    pub over: &'static [&'static str],
    /// The positions the solver keeps to answer every position up to a bound (and, for list
    /// games, the lists of `lists`): what memory a bound costs. Measured by exploring for a
    /// game of [`crate::rules::Rules`] ([`crate::rules::measured_reach`]); an upper estimate
    /// where exploring would cost far more than the tools do (options that grow with the bound,
    /// pairs whose Grundy values guess never asks for, loops, a third number).
    pub reach: fn(u64) -> u128,
}

impl About {
    /// A game of two numbers under normal play, whose solver keeps at most every pair up to the
    /// bound. An estimate: measuring ([`crate::rules::measured_reach`]) solves each pair's
    /// Grundy value and outcome, twice what `guess` keeps, so it refused `guess kiki --upto
    /// 3000`, which runs in 12 s; and a refused --upto of Wythoff's would take hours.
    pub const fn two_numbers(
        name: &'static str,
        rules: &'static str,
        parameters: &'static [Parameter],
        upto: u64,
    ) -> About {
        About {
            name,
            rules,
            shape: Shape::Numbers(parameters),
            play: Play::Normal,
            upto,
            lists: (0, 0),
            over: &[],
            reach: |bound| power(bound, 2),
        }
    }
}

/// The position of a two-number game given by `numbers`, as the pair itself.
pub fn pair(numbers: &[u64]) -> Option<(u64, u64)> {
    match *numbers {
        [a, b] => Some((a, b)),
        _ => None,
    }
}

/// A game the tools can solve by name; object-safe, so the catalogue can hold every game.
pub trait Explore {
    fn about(&self) -> &About;

    /// Who wins the position these numbers give, under `play` (a draw where the moves can go on
    /// forever and neither player can force an end); `None` where they give no position (two
    /// chessmen on one cell).
    fn outcome(&mut self, numbers: &[u64], play: Play) -> Option<Outcome>;

    /// The position's generalized Grundy value (normal play): its Grundy value when the moves
    /// from it terminate, else a number or ∞.
    fn value(&mut self, numbers: &[u64]) -> Option<Value>;
}

/// A [`Game`] with what the tools need: the usual way to make a game explorable.
pub struct Explorer<G: Game> {
    pub about: About,
    pub solver: Solver<G>,
    /// The position these numbers give, or `None` where they give none.
    pub position: fn(&[u64]) -> Option<G::Position>,
}

impl<G: Game> Explorer<G> {
    pub fn boxed(
        about: About,
        game: G,
        position: fn(&[u64]) -> Option<G::Position>,
    ) -> Box<dyn Explore>
    where
        G: 'static,
    {
        Box::new(Explorer {
            about,
            solver: Solver::new(game),
            position,
        })
    }
}

impl<G: Game> Explore for Explorer<G> {
    fn about(&self) -> &About {
        &self.about
    }

    fn outcome(&mut self, numbers: &[u64], play: Play) -> Option<Outcome> {
        let position = (self.position)(numbers)?;
        Some(self.solver.outcome(&position, play))
    }

    fn value(&mut self, numbers: &[u64]) -> Option<Value> {
        let position = (self.position)(numbers)?;
        Some(self.solver.value(&position))
    }
}

/// A game of numbers with some of them fixed (`--fix p=2`): the others give its positions, so
/// that a game of (n, p, q) becomes a game of n alone for the tools.
pub struct Fixed {
    inner: Box<dyn Explore>,
    about: About,
    /// Each number of the inner game: fixed to a value, or free (`None`), in order.
    numbers: Vec<Option<u64>>,
}

impl Fixed {
    /// `game` with the named numbers fixed; `Err` naming the problem when a name is not one of
    /// the game's numbers, is given twice, is below its lowest value, or leaves nothing free.
    pub fn new(game: Box<dyn Explore>, fixed: &[(String, u64)]) -> Result<Fixed, String> {
        let mut about = *game.about();
        let Shape::Numbers(parameters) = about.shape else {
            return Err(format!(
                "{}'s positions are lists of heaps or cells: it has no number to fix",
                about.name
            ));
        };
        let mut numbers = vec![None; parameters.len()];
        for (name, value) in fixed {
            let Some(index) = parameters.iter().position(|p| p.name == name) else {
                let names: Vec<&str> = parameters.iter().map(|p| p.name).collect();
                return Err(format!(
                    "{} has no number `{name}` to fix (its numbers: {})",
                    about.name,
                    names.join(", ")
                ));
            };
            if numbers[index].is_some() {
                return Err(format!("`{name}` is fixed twice"));
            }
            if *value < parameters[index].lowest {
                return Err(format!(
                    "{name} = {value} is below {name}'s smallest value, {}",
                    parameters[index].lowest
                ));
            }
            numbers[index] = Some(*value);
        }
        let free: Vec<Parameter> = parameters
            .iter()
            .zip(&numbers)
            .filter(|(_, fixed)| fixed.is_none())
            .map(|(p, _)| *p)
            .collect();
        if free.is_empty() {
            return Err(format!(
                "every number of {} is fixed: leave one or two free",
                about.name
            ));
        }
        // A tool makes one of these per run, or one per `--over` setting (at most
        // `guess::across::MAX_SETTINGS`): leaking those few names is what lets `About` stay
        // `Copy` with `&'static` parts.
        about.shape = Shape::Numbers(Box::leak(free.into_boxed_slice()));
        Ok(Fixed {
            inner: game,
            about,
            numbers,
        })
    }

    /// The inner game's numbers for the free ones given.
    fn whole(&self, free: &[u64]) -> Vec<u64> {
        let mut free = free.iter();
        self.numbers
            .iter()
            .map(|fixed| fixed.or_else(|| free.next().copied()).unwrap_or(0))
            .collect()
    }

    /// The fixed numbers in words: `p = 2, q = 4`.
    pub fn setting(&self) -> String {
        let Shape::Numbers(parameters) = self.inner.about().shape else {
            unreachable!("checked in new")
        };
        let fixed: Vec<String> = parameters
            .iter()
            .zip(&self.numbers)
            .filter_map(|(p, value)| value.map(|value| format!("{} = {value}", p.name)))
            .collect();
        fixed.join(", ")
    }
}

impl Explore for Fixed {
    fn about(&self) -> &About {
        &self.about
    }

    fn outcome(&mut self, numbers: &[u64], play: Play) -> Option<Outcome> {
        let whole = self.whole(numbers);
        self.inner.outcome(&whole, play)
    }

    fn value(&mut self, numbers: &[u64]) -> Option<Value> {
        let whole = self.whole(numbers);
        self.inner.value(&whole)
    }
}

/// `NAME=VALUE`, as `--fix` takes it.
pub fn parse_fix(text: &str) -> Result<(String, u64), String> {
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| format!("`{text}`: expected NAME=VALUE, as in p=2"))?;
    let value = value
        .trim()
        .parse()
        .map_err(|_| format!("`{text}`: the value `{value}` is not a whole number"))?;
    Ok((name.trim().to_string(), value))
}

/// The most positions a tool lets a solver keep: about 64 bytes each with the hash table's
/// slack, so about 1 GiB, half of what this 2-core machine has free with four builds running.
pub const MAX_POSITIONS: u128 = 16_000_000;

/// `Err` naming the largest bound that fits when `bound` would make `about`'s solver keep more
/// than [`MAX_POSITIONS`]; when even `--upto 0` is over, saying so and why (for a list game, the
/// lists of its `About`, which no bound makes smaller) instead of suggesting a bound.
pub fn check_memory(about: &About, bound: u64) -> Result<(), String> {
    let reach = about.reach;
    if reach(bound) <= MAX_POSITIONS {
        return Ok(());
    }
    if reach(0) > MAX_POSITIONS {
        let cause = match about.lists {
            (count, largest) if about.shape.is_list() && count > 0 => format!(
                "the lists of up to {count} {} {largest} that it solves whole \
                 (whatever the bound) are about {} positions alone, more than the \
                 {MAX_POSITIONS} allowed (about 1 GiB); make them smaller: `lists: ({count}, \
                 {largest})` in its About, in crates/moves/src/games",
                match about.shape {
                    Shape::Cells => "chessmen on cells up to",
                    _ => "heaps of at most",
                },
                reach(0)
            ),
            _ => format!(
                "even --upto 0 is about {} positions to keep in memory, more than the \
                 {MAX_POSITIONS} allowed (about 1 GiB); its `reach` in its About, in \
                 crates/moves/src/games, says so",
                reach(0)
            ),
        };
        return Err(format!("no --upto fits {}: {cause}", about.name));
    }
    // The estimates grow with the bound: the largest that fits, by bisection (0 fits).
    let (mut fits, mut over) = (0u64, bound);
    while over - fits > 1 {
        let middle = fits + (over - fits) / 2;
        if reach(middle) <= MAX_POSITIONS {
            fits = middle;
        } else {
            over = middle;
        }
    }
    // A measured reach stops counting just past the limit: say "more than", not a number.
    let kept = match reach(bound) {
        measured if measured == MAX_POSITIONS + 1 => "more than the".to_string(),
        estimated => format!("about {estimated} positions to keep in memory, more than the"),
    };
    Err(format!(
        "--upto {bound} is too large for {}: {kept} {MAX_POSITIONS} positions allowed (about 1 \
         GiB); the largest bound that fits is --upto {fits}",
        about.name,
    ))
}

/// What a heap game's guess keeps: one-heap positions up to `bound`, and every list of up to
/// `count` heaps of at most `largest` (saturating).
pub fn heap_reach(bound: u64, (count, largest): (usize, u64)) -> u128 {
    let lists = power(largest, u32::try_from(count).unwrap_or(u32::MAX));
    u128::from(bound).saturating_add(1).saturating_add(lists)
}

/// (N + 1)^k, saturating: positions given by k numbers up to N each.
pub fn power(bound: u64, k: u32) -> u128 {
    u128::from(bound)
        .saturating_add(1)
        .checked_pow(k)
        .unwrap_or(u128::MAX)
}

/// A sequence g(first..) as text: the title, a header, one row per ten values led by the row's
/// first n (rows aligned on multiples of ten, blank before `first`), and the period line. What
/// `sg` prints for every game it knows.
pub fn sequence_table(title: &str, first: u64, values: &[u64], period: &str) -> String {
    let cells: Vec<String> = values.iter().map(u64::to_string).collect();
    sequence_table_of(title, first, &cells, period)
}

/// [`sequence_table`] of values already written out (`∞{0,1}` in a loopy game).
pub fn sequence_table_of(title: &str, first: u64, values: &[String], period: &str) -> String {
    let mut text = value_rows(title, first, values);
    let _ = writeln!(text, "period: {period}");
    text
}

/// A [`sequence_table_of`] without its period line: the values of positions that make no
/// sequence (the vertices of a graph).
///
/// # Panics
/// If `values` is empty.
pub fn value_rows(title: &str, first: u64, values: &[String]) -> String {
    const ROW: usize = 10;
    let first = first as usize;
    let upto = first + values.len() - 1;
    // Room for the widest value and for the "+9" of the header.
    let cell = values
        .iter()
        .map(|value| value.chars().count())
        .max()
        .unwrap_or(1)
        .max(2);
    let label = (upto / ROW * ROW).to_string().len().max(1);
    let mut text = format!("{title}: g({first}..={upto})\n");
    let _ = write!(text, "{:>label$} |", "n");
    for column in 0..ROW.min(values.len()) {
        let _ = write!(text, " {:>cell$}", format!("+{column}"));
    }
    text.push('\n');
    let padded: Vec<Option<&String>> = std::iter::repeat_n(None, first % ROW)
        .chain(values.iter().map(Some))
        .collect();
    for (row, chunk) in padded.chunks(ROW).enumerate() {
        let _ = write!(text, "{:>label$} |", first / ROW * ROW + row * ROW);
        for value in chunk {
            match value {
                Some(value) => {
                    let _ = write!(text, " {value:>cell$}");
                }
                None => text.push_str(&" ".repeat(cell + 1)),
            }
        }
        text.truncate(text.trim_end().len());
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bound_beyond_memory_is_refused_with_the_largest_that_fits() {
        let about = About {
            name: "square",
            rules: "",
            shape: Shape::Heaps,
            play: Play::Normal,
            upto: 10,
            lists: (1, 1),
            over: &[],
            reach: |bound| power(bound, 2),
        };
        assert!(check_memory(&about, 3_999).is_ok());
        let message = check_memory(&about, 1_000_000).unwrap_err();
        assert!(
            message.contains("largest bound that fits is --upto 3999"),
            "{message}"
        );
    }

    /// A list game whose lists alone are beyond memory: no bound fits, and none is suggested.
    fn large_lists() -> About {
        About {
            name: "many-heaps",
            rules: "",
            shape: Shape::Heaps,
            play: Play::Normal,
            upto: 10,
            lists: (7, 13),
            over: &[],
            reach: |bound| heap_reach(bound, (7, 13)),
        }
    }

    #[test]
    fn lists_beyond_memory_are_named_and_no_bound_is_suggested() {
        let about = large_lists();
        for bound in [0, 5, 1_000_000] {
            let message = check_memory(&about, bound).unwrap_err();
            assert!(!message.contains("fits is --upto"), "{message}");
            assert!(message.contains("no --upto fits many-heaps"), "{message}");
            assert!(
                message.contains("lists of up to 7 heaps of at most 13"),
                "{message}"
            );
            assert!(
                message.contains("`lists: (7, 13)` in its About"),
                "{message}"
            );
        }
    }

    #[test]
    fn a_suggested_bound_is_always_accepted() {
        let about = About {
            lists: (3, 200),
            reach: |bound| heap_reach(bound, (3, 200)),
            ..large_lists()
        };
        let message = check_memory(&about, 100_000_000).unwrap_err();
        let suggested: u64 = message
            .rsplit("--upto ")
            .next()
            .and_then(|bound| bound.parse().ok())
            .unwrap_or_else(|| panic!("{message}"));
        assert!(check_memory(&about, suggested).is_ok(), "{message}");
        assert!(check_memory(&about, suggested + 1).is_err(), "{message}");
    }
}
