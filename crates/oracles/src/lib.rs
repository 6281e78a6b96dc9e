//! Brute-force oracles: every problem of the workspace solved again from its game's RULES, by a
//! memoised win/lose search over positions, never from the closed form the solution uses.
//!
//! Each problem is one [`Problem`], its spec (`problems/<name>/spec.rs`, beside its solution): its input format in the
//! statement's notation ([`format`](mod@format)), the search of its game from [`games`], and its two verdict
//! words. The tools see it as a [`Spec`], derived from those: random cases biased to small values,
//! the ends of each range and the positions the search finds lost; rendering and parsing with
//! the statement's checks; shrinking; every case up to a bound. [`check`] holds the comparisons
//! the tests and `runner stress` make with them.
//!
//! This crate deliberately does not depend on `common`: an oracle that shared the formulas it is
//! meant to check would prove nothing.
//!
//! ```
//! use oracles::format::Input;
//!
//! // HDU 1846's format: a count C, then C lines `n m`.
//! let input = Input::parse("C cases / n m", "C <= 100; 1 <= n, m <= 1000");
//! let cases = input.read(b"2\n23 2\n4 3\n").unwrap().cases;
//! assert_eq!((cases[0]["n"], cases[1]["m"]), (23, 3));
//! ```

pub mod check;
pub mod fuzz;
pub mod own_game;
pub mod planted;
pub mod plays;
pub mod problem;
pub mod proof;
pub mod proofs;

// The notation, a crate of its own (an edit to a spec rebuilds neither); the specs reach it as
// before, through `oracles::format`.
pub use notation as format;
pub use notation::{input, numbered, random, Case, Parsed, Scale};
pub use problem::{GameOf, Problem};

/// What specs use, in one line: `use oracles::prelude::*;`.
pub mod prelude {
    pub use crate::explore::Shape;
    pub use crate::format::Sizes;
    pub use crate::input::join;
    pub use crate::own_game::Searched;
    pub use crate::rules::{HeapMoves, HeapTheory, Heaps, Rules, TreeRules};
    pub use crate::search::Game;
    pub use crate::tree::Rooted;
    pub use crate::{games, planted, random, search::Solver};
    pub use crate::{AnswerLines, Case, GameOf, Problem, Rng};
}

use std::fmt::Debug;

pub use notation::Rng;
// For the proof macros, which expand in the problem crates.
pub use judge;
// The games and their solver live in `moves` (see its docs); the specs reach them as before.
pub use moves::{budget, explore, games, loopy, rules, search, tree, Parameter};

/// How many lines each case's answer has: what splits an output into the cases' own answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerLines {
    /// Every answer has this many lines.
    Each(usize),
    /// As many as the rules' answer to the case: the case fixes it, whatever the answer says (a
    /// line per query of the case).
    AsExpected,
    /// A verdict line (one of the two `VERDICTS`, behind its label where answers are numbered),
    /// then every line up to the next verdict line: `Yes` and each winning move, or `No`.
    FromVerdict,
}

/// One judge problem as the tools see it: every [`Problem`] is one, its cases and their inputs
/// derived from its format (see [`problem`]).
pub trait Spec: Default {
    /// One test case of the problem (one game position, with its parameters).
    type Case: Clone + Debug + PartialEq;

    /// The package and binary name, `problems/<NAME>`.
    const NAME: &'static str;

    /// How many lines each case's answer has, so that every tool shows a case's own output.
    const LINES_PER_ANSWER: AnswerLines;

    /// The line printed when the player to move wins, then the one when they lose.
    const VERDICTS: [&'static str; 2];

    /// The label each answer starts with, `{}` standing for the case's number from 1
    /// (`"Case {}: "`; `"Case {}:\n"` for a label on a line of its own, the answer on the next
    /// line); `None` where answers are not numbered.
    const NUMBERED: Option<&'static str>;

    /// The bound of the exhaustive proof: every case of `enumerate(EXHAUSTIVE_BOUND)` goes
    /// through the solution's `solve` ([`prove_solve!`]).
    const EXHAUSTIVE_BOUND: u64;

    /// The most cases one input may hold under the statement (its limit on `T`, or 1 for a
    /// single-case problem); `usize::MAX` when the format sets no limit.
    fn max_batch() -> usize;

    /// The largest input the statement allows, every count and value at its limit (the worst
    /// case a judge can send), drawn with `rng`: for `gen --max` and `bench`.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<Self::Case>;

    /// A random case within the statement that the oracle answers quickly at this scale.
    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Self::Case;

    /// The judge input holding these cases, in order (count or terminator included).
    ///
    /// # Panics
    /// If there are more than [`Spec::max_batch`] cases.
    fn render(&self, cases: &[Self::Case]) -> String;

    /// The expected output for one case, found by searching the game's positions.
    fn answer(&mut self, case: &Self::Case) -> String;

    /// The expected output for an input holding `cases`.
    fn expected(&mut self, cases: &[Self::Case]) -> String {
        let answers: Vec<String> = cases.iter().map(|case| self.answer(case)).collect();
        Self::join(answers)
    }

    /// `answer` as the `number`-th (from 1) of an output: behind its label, where answers are
    /// [`Spec::NUMBERED`].
    fn labelled(number: usize, answer: &str) -> String {
        match Self::NUMBERED {
            Some(label) => format!("{}{answer}", numbered(label, number)),
            None => answer.to_string(),
        }
    }

    /// How many lines of its own an answer's label takes before the answer: 1 for
    /// `"Case {}:\n"`, 0 for a label on the answer's first line or none.
    fn label_lines() -> usize {
        Self::NUMBERED.map_or(0, |label| label.matches('\n').count())
    }

    /// The answers to an input's cases, in order, as its output.
    fn join(answers: impl IntoIterator<Item = String>) -> String {
        let numbered = answers.into_iter().enumerate();
        numbered
            .map(|(i, answer)| Self::labelled(i + 1, &answer))
            .collect()
    }

    /// A case anywhere within the statement's limits, for `stress` to answer with
    /// [`Spec::reference`].
    fn full_range_case(&mut self, rng: &mut Rng) -> Self::Case;

    /// The answer to any case within the statement, by an exact method written apart from both
    /// `common` and the brute force (the brute force itself where the spec has no such method:
    /// see [`Spec::exact_reference`] to tell which).
    fn reference(&mut self, case: &Self::Case) -> String;

    /// The exact reference's answer to the case, `None` where the spec has no exact reference
    /// (its brute force is meant to answer the whole range): what a tool asks before it claims
    /// a check beyond the brute force.
    fn exact_reference(&mut self, case: &Self::Case) -> Option<String>;

    /// How `runner table` lays out the problem's positions; `None` where a case is not one
    /// position given by a few numbers.
    fn table(&self) -> Option<Table<Self::Case>>;

    /// Smaller cases to try when shrinking a failure, each still within the statement (whether
    /// the brute force reaches them is the shrinker's question: [`check::shrink_failure`]).
    fn shrink(&self, case: &Self::Case) -> Vec<Self::Case>;

    /// Every case up to `bound`.
    fn enumerate(&self, bound: u64) -> Vec<Self::Case>;

    /// Reads a judge input. `Err` names the first place where the framing breaks; a solution
    /// must reject such an input.
    fn parse(&self, input: &[u8]) -> Result<Parsed<Self::Case>, String>;

    /// True when the rules define this case and the brute force can answer it quickly.
    fn feasible(&self, case: &Self::Case) -> bool;

    /// Why the spec's format does not read, in one line naming the spec's file; `None` when it
    /// reads. Every other function panics with this line on such a format.
    fn format_error() -> Option<String>;

    /// The game the problem plays, for the game tools (`Problem::GAME`); `None` where each case
    /// gives its game.
    fn game() -> Option<Box<dyn explore::Explore>> {
        Self::game_fn().map(|explore| explore())
    }

    /// [`Spec::game`]'s function.
    fn game_fn() -> Option<problem::GameOf>;

    /// Each vertex's value on every small rooted tree, for a game played on the case's tree.
    fn tree_values_fn() -> Option<rules::TreeValuesOf>;

    /// The value of each position 0, 1, ... of the game the case gives (a graph of the input),
    /// for `runner sg NAME --input FILE`; `None` where the rules fix the game.
    fn game_values(&self, case: &Self::Case) -> Option<Vec<loopy::Value>>;
}

/// True when a panic's `message` is a spec's mistake rather than a bug of the tools (a format
/// the notation does not read, [`Spec::format_error`]), so that a tool's panic hook can print
/// it as one line and exit with the usage status.
pub fn is_spec_mistake(message: &str) -> bool {
    message.starts_with("problems/")
        && [
            problem::FORMAT_MISTAKE,
            format::FIELD_MISTAKE,
            format::KIND_MISTAKE,
        ]
        .iter()
        .any(|mistake| message.contains(mistake))
}

/// A maximum-size input: its cases, and its shape in words for a benchmark's reader.
#[derive(Clone, Debug)]
pub struct MaxInput<C> {
    pub cases: Vec<C>,
    /// The statement's limits as the input meets them, e.g. `T = 3, N = 10^6, 2^30 <= s < 2^31`.
    pub shape: String,
}

/// A problem's positions as numbers, for `runner table`: the parameters that give a position,
/// the case of each position, and who wins it according to the problem's answer.
#[derive(Clone, Debug)]
pub struct Table<C> {
    /// The parameters in order. The first two that are not fixed are the table's axes; the
    /// others keep their smallest value (or take one given on the command line).
    pub parameters: Vec<Parameter>,
    /// The case of the position with these values, one per parameter; `None` where the values
    /// make no position (two chessmen on one cell).
    pub case: fn(&[u64]) -> Option<C>,
    /// Whether the player to move wins, read from the answer to a case: the answer may say
    /// more than that (a move, the winning bids, a count).
    pub mover_wins: fn(&str) -> bool,
}
