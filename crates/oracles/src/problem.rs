//! What a spec writes: its input format (see [`crate::format`]), its game, and the two verdict
//! words. Everything else the tools need ([`Spec`]: random, full-range and maximum cases,
//! enumeration, shrinking, the table) is derived from those, and any of it can be overridden
//! (HDU 1848's heaps up to 1000, past its exhaustive bound) where the derived default is too
//! weak.

use crate::format::MOST_CASES;
use crate::format::{entering_spec, Case, Draw, Input, Item, Node, Sizes, TooMany, Value};
use crate::random::nudged;
use crate::{AnswerLines, MaxInput, Parameter, Parsed, Rng, Scale, Spec, Table};

/// How a spec names its game for the tools: the game's `explore` function.
pub type GameOf = fn() -> Box<dyn crate::explore::Explore>;

/// One judge problem: its format, its game and its verdicts.
pub trait Problem: Default {
    /// The package and binary name, `problems/<NAME>`.
    const NAME: &'static str;
    /// The input's layout and bounds in the format notation ([`crate::format::notation`]):
    /// `["C cases / n m", "C <= 100; 1 <= n, m <= 1000"]`.
    const FORMAT: [&'static str; 2];
    /// The line printed when the player to move wins, then the one when they lose (for a
    /// problem that prints more, what it prints instead, then the line of a lost position:
    /// `none`, `0`, `lose`).
    const VERDICTS: [&'static str; 2];
    /// The bound of the exhaustive proof: every case of `enumerate(EXHAUSTIVE_BOUND)` goes
    /// through the solution's `solve`, so it is as large as a debug build answers in seconds.
    const EXHAUSTIVE_BOUND: u64;
    /// The largest count (a list's length, a number of rows) the exhaustive proof enumerates,
    /// where smaller than [`Problem::EXHAUSTIVE_BOUND`]: heaps of every value up to 12, but at
    /// most 8 of them, where the values carry the pattern.
    const EXHAUSTIVE_COUNT: u64 = u64::MAX;
    /// How large small random cases are at each scale.
    const SIZES: Sizes = Sizes::DEFAULT;
    /// The cases of the maximum input when the statement bounds their number by more than the
    /// proofs should build (it holds at most [`MAX_INPUT_BYTES`] in any case).
    const MAX_CASES: usize = 100_000;
    /// How many lines each case's answer has ([`AnswerLines`]): one by default.
    const LINES_PER_ANSWER: AnswerLines = AnswerLines::Each(1);
    /// The label each answer starts with, `{}` for the case's number from 1: `Some("Case {}: ")`
    /// for a statement that prints `Case 1: Alice`, with `VERDICTS` the words after it;
    /// `Some("Case {}:\n")` for one that prints `Case 1:` on a line of its own, the answer on the
    /// next line.
    const NUMBERED: Option<&'static str> = None;

    /// The game the problem plays, as the game tools explore it (`cargo make guess <name>`,
    /// `table <name> --values`, `sg --game <name>` ask the problem's spec tool for it): a game of
    /// `moves` (`Some(games::bash::explore)`, which [`crate::plays!`] writes with `wins` and
    /// `feasible`) or the problem's own. `None` where each case gives
    /// its game ([`Problem::game_values`]).
    const GAME: Option<GameOf> = None;

    /// For a game played on a tree the case gives, each vertex's value on every rooted tree up
    /// to a size, by the search: what `cargo make guess <name>` fits a rule to (the colon
    /// principle). [`crate::plays!`]`(own tree …)` writes it.
    const TREE_VALUES: Option<crate::rules::TreeValuesOf> = None;

    /// Whether the player to move wins the case's position, by the game's search.
    fn wins(&mut self, case: &Case) -> bool;

    /// Whether the player to move wins by the game's theory, where the spec has one
    /// ([`crate::plays!`]`(…, with theory)` writes it): what a derived random case is picked
    /// by when half of them are to be lost positions. The search's answer is the same (the
    /// spec's tests check the theory against it), but ~20 draws searched for each lost one were
    /// 81% of the CPU of a default `stress hdu-2176` (278 s of 1,000 inputs, under `perf`); the
    /// case's answer is still the search's.
    fn wins_by_theory(&mut self, _case: &Case) -> Option<bool> {
        None
    }

    /// True when the rules define this case and the brute force answers it quickly: what the
    /// notation cannot say of a case (a date that exists, a graph without cycles) goes here, and
    /// every derived case keeps to it (random, enumerated and shrunk cases; the largest input
    /// where the exact reference does not answer beyond it).
    fn feasible(&self, _case: &Case) -> bool {
        true
    }

    /// The answer of a near miss: the winning rule with an off-by-one in a constant or a
    /// comparison, as a solution might get it wrong, written as a formula apart from the search
    /// (helpers in [`crate::planted`]). The derived random cases must tell it from the rules
    /// within 300 inputs, and it must agree on some case (the problem's test
    /// `the_derived_defaults_catch_a_planted_bug`).
    fn planted_bug(&mut self, _case: &Case) -> String {
        panic!(
            "{}: no planted bug yet: write `fn planted_bug` in {} (README, \"Add a problem\")",
            Self::NAME,
            spec_file::<Self>()
        )
    }

    /// The expected output for one case; by default the verdict of [`Problem::wins`].
    fn answer(&mut self, case: &Case) -> String {
        Self::say(self.wins(case))
    }

    /// The answer to any case within the statement by an exact method written apart from
    /// `common` and the brute force; `None` for a problem whose brute force answers its whole
    /// range.
    fn reference(&mut self, _case: &Case) -> Option<String> {
        None
    }

    /// True when [`Problem::reference`] answers every case inside the statement (a theory does),
    /// so that a full-range or largest case is kept without computing its answer to see that
    /// there is one: uva-1378's theory, scanning every move of a lost position, was most of its
    /// maximum input's time, and stress computed each full-range answer twice. `plays!` sets it
    /// where it writes a reference from a theory.
    const REFERENCE_ANSWERS_EVERY_CASE: bool = false;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Case {
        derived_random_case(self, rng, scale)
    }

    fn full_range_case(&mut self, rng: &mut Rng) -> Case {
        derived_full_range_case(self, rng)
    }

    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<Case> {
        derived_max_input(self, rng)
    }

    /// Every case of the format up to `bound` ([`Input::try_enumerate`]) that is
    /// [`Problem::feasible`].
    ///
    /// # Panics
    /// In one line, naming the spec's file, where that would build more cases than
    /// [`crate::format::MOST_CASES`] (a bound too large for the format, not a longer proof).
    fn enumerate(&self, bound: u64) -> Vec<Case> {
        let mut cases = Self::input()
            .try_enumerate_within(bound, Self::EXHAUSTIVE_COUNT)
            .unwrap_or_else(|too_many| panic!("{}", too_many_cases::<Self>(bound, too_many)));
        cases.retain(|case| self.feasible(case));
        cases
    }

    /// The value of each position 0, 1, ... of the game the case gives (build it with
    /// `crate::games::graph`), for `runner sg NAME --input FILE`; `None` where the rules fix
    /// the game.
    fn game_values(&self, _case: &Case) -> Option<Vec<crate::loopy::Value>> {
        None
    }

    /// The format, read once.
    ///
    /// # Panics
    /// On a format the notation does not read, in the one line of [`format_error`].
    fn input() -> &'static Input {
        Input::try_cached(Self::FORMAT[0], Self::FORMAT[1])
            .unwrap_or_else(|_| panic!("{}", format_error::<Self>().expect("it failed")))
    }

    /// The verdict line.
    fn say(wins: bool) -> String {
        format!("{}\n", Self::VERDICTS[usize::from(!wins)])
    }
}

/// What [`format_error`] says after the file's name and before the format.
pub const FORMAT_MISTAKE: &str = ": the FORMAT of ";

/// The spec's file, for messages that send the user there.
pub fn spec_file<P: Problem>() -> String {
    spec_file_of(P::NAME)
}

pub use crate::format::spec_file_of;

/// Why the spec's [`Problem::FORMAT`] does not read, in one line that names its file, what it
/// holds and what the notation expected; `None` for a format that reads.
pub fn format_error<P: Problem>() -> Option<String> {
    let [layout, bounds] = P::FORMAT;
    let error = Input::try_cached(layout, bounds).err()?;
    Some(format!(
        "{}{FORMAT_MISTAKE}{} [{layout:?}, {bounds:?}] does not read: {error} (README, \
         \"Add a problem\", for the notation)",
        spec_file::<P>(),
        P::NAME,
    ))
}

/// Why [`Problem::enumerate`] refuses, in one line.
pub fn too_many_cases<P: Problem>(bound: u64, too_many: TooMany) -> String {
    let what = if bound == P::EXHAUSTIVE_BOUND {
        format!("EXHAUSTIVE_BOUND = {bound}")
    } else {
        bound.to_string()
    };
    format!(
        "{}: enumerating every case up to {what} would make at least about {} cases (more than \
         {MOST_CASES}): lower EXHAUSTIVE_BOUND (or EXHAUSTIVE_COUNT) in {}, mark a list whose \
         order changes no answer `any order`, or write the spec's own `enumerate`",
        P::NAME,
        too_many.about(),
        spec_file::<P>()
    )
}

/// A small random case inside the statement that the brute force answers: half the time one it
/// finds lost for the player to move (among 20 drawn), the rarer answer of most games. Falls
/// back to smaller scales when the brute force cannot answer what the format draws.
///
/// # Panics
/// If no case drawn at any scale is inside the statement and answerable.
pub fn derived_random_case<P: Problem>(problem: &mut P, rng: &mut Rng, scale: Scale) -> Case {
    let input = P::input();
    let want_lost = rng.bool();
    let mut found = None;
    let mut tried = 0;
    for attempt in 0..200u16 {
        let level = scale.level().saturating_sub((attempt / 20) as u8);
        let case = input.draw(rng, Draw::Small(P::SIZES, Scale::new(level)));
        if input.outside(&case).is_some() || !problem.feasible(&case) {
            continue;
        }
        if !want_lost {
            return case;
        }
        let wins = match problem.wins_by_theory(&case) {
            Some(wins) => wins,
            None => problem.wins(&case),
        };
        if !wins {
            return case;
        }
        found = Some(case);
        tried += 1;
        if tried == 20 {
            break;
        }
    }
    found.unwrap_or_else(|| {
        panic!(
            "{}: no case drawn at {scale:?} or below is inside the statement and feasible",
            P::NAME
        )
    })
}

/// Whether `case` lies inside the statement and the spec answers it: by its brute force (it is
/// feasible) or by its exact reference.
fn answerable<P: Problem>(problem: &mut P, case: &Case) -> bool {
    P::input().outside(case).is_none()
        && (Problem::feasible(problem, case)
            || P::REFERENCE_ANSWERS_EVERY_CASE
            || Problem::reference(problem, case).is_some())
}

/// A case from the statement's whole range that the exact reference (or the brute force)
/// answers; failing that in 50 draws, a random case at the largest scale.
pub fn derived_full_range_case<P: Problem>(problem: &mut P, rng: &mut Rng) -> Case {
    let input = P::input();
    for _ in 0..50 {
        let case = input.draw(rng, Draw::FullRange);
        if answerable(problem, &case) {
            return case;
        }
    }
    problem.random_case(rng, Scale::LARGEST)
}

/// How many of a game's sharp positions, the largest, [`sharp_full_range_case`] starts from in
/// half its draws: where a formula in doubles or in `int`s gives way, near the statement's top.
const LARGEST_SHARP: usize = 16;

/// A case from the statement's whole range: half the time [`derived_full_range_case`], half the
/// time near one of the game's sharp positions, where its theory is easiest to get wrong (a
/// Wythoff pair whose k is a Fibonacci number). `sharp(limit)` lists them smallest first, each
/// a value for each of `names` in order, up to the largest bound among those names; the case
/// moves each value by -1, 0 or +1, and starts from one of the largest 16 half the time. A case
/// outside the statement, or that the spec cannot answer, is drawn again (50 times at most).
pub fn sharp_full_range_case<P: Problem>(
    problem: &mut P,
    rng: &mut Rng,
    names: &[&'static str],
    sharp: fn(u64) -> Vec<Vec<u64>>,
) -> Case {
    let input = P::input();
    let limit = names.iter().map(|&name| input.bounds[name].high).max();
    let positions = sharp(limit.unwrap_or(0));
    if positions.is_empty() || rng.bool() {
        return derived_full_range_case(problem, rng);
    }
    let largest = positions.len().saturating_sub(LARGEST_SHARP);
    for _ in 0..50 {
        let from = if rng.bool() { largest } else { 0 };
        let position = &positions[rng.usize(from..positions.len())];
        let nudged = position.iter().map(|&value| nudged(rng, value));
        let case = Case::numbers(&names.iter().copied().zip(nudged).collect::<Vec<_>>());
        if answerable(problem, &case) {
            return case;
        }
    }
    derived_full_range_case(problem, rng)
}

/// The most bytes a derived maximum input holds, however many cases [`Problem::MAX_CASES`] and
/// the statement allow: about what judges store for one input. Without it a statement that bounds
/// its cases by nothing (cases until a line `0`, each of 1000 numbers) asks for 10^5 cases, 390 MB
/// that take the spec's tests and `gen --max` many seconds to build.
pub const MAX_INPUT_BYTES: usize = 32 << 20;

/// The largest input the statement allows: every count at its most, as many cases as the
/// frame allows (at most [`Problem::MAX_CASES`], and no more than fit in [`MAX_INPUT_BYTES`]),
/// values uniform in their ranges, each case one the spec answers (feasible, or answered by its
/// exact reference). Where 20 largest draws hold none (every graph of 1000 nodes with that many
/// edges has a cycle), the case is a random one at the largest scale, and the shape says so.
pub fn derived_max_input<P: Problem>(problem: &mut P, rng: &mut Rng) -> MaxInput<Case> {
    let input = P::input();
    let count = input.batch_limit().min(P::MAX_CASES);
    let mut cases = Vec::with_capacity(count.min(1 << 16));
    // The frame's own lines (a count, a closing `0`) come once, whatever the cases: a case adds
    // its rendering without them. The 20 bytes are room for the count's digits.
    let frame = input.render(&[]).len();
    let mut bytes = frame + 20;
    // Keeps `case` unless it would take the input past MAX_INPUT_BYTES (the first always stays).
    let mut fits = |cases: &Vec<Case>, case: &Case| {
        bytes += input.render(std::slice::from_ref(case)).len() - frame;
        cases.is_empty() || bytes <= MAX_INPUT_BYTES
    };
    // Once 20 draws in a row find none, no largest case is drawn again.
    let mut misses = 0;
    let mut full = false;
    while cases.len() < count && misses < 20 && !full {
        let case = input.draw(rng, Draw::Largest);
        if !answerable(problem, &case) {
            misses += 1;
        } else if fits(&cases, &case) {
            cases.push(case);
            misses = 0;
        } else {
            full = true;
        }
    }
    let largest = cases.len();
    while cases.len() < count && !full {
        let case = derived_random_case(problem, rng, Scale::LARGEST);
        if fits(&cases, &case) {
            cases.push(case);
        } else {
            full = true;
        }
    }
    // Described from the cases themselves: `feasible` may have kept only part of the range.
    let mut shape = input.describe_largest(&cases);
    if largest < cases.len() {
        let smaller = cases.len() - largest;
        shape += &format!(
            " ({} at the largest random scale: no largest draw was feasible)",
            crate::format::pretty(smaller as u64)
        );
    }
    if full {
        shape += &format!(" (as many cases as fit in {} MiB)", MAX_INPUT_BYTES >> 20);
    }
    MaxInput { cases, shape }
}

/// The table of positions: one parameter per number of a case of numbers, or `a`, `b`, `c` for
/// a case that is one list; `None` for other formats.
pub fn derived_table<P: Problem>() -> Option<Table<Case>> {
    let input = P::input();
    let items: Vec<&Item> = input
        .nodes
        .iter()
        .map(|node| match node {
            Node::Line(items) => Some(items),
            Node::Rows { .. } | Node::Until { .. } => None,
        })
        .collect::<Option<Vec<_>>>()?
        .into_iter()
        .flatten()
        .collect();
    let numbers: Vec<&'static str> = items
        .iter()
        .filter_map(|item| match item {
            Item::Number(name) if !input.bounds[name].is_count => Some(*name),
            _ => None,
        })
        .collect();
    let lists: Vec<&'static str> = items
        .iter()
        .filter_map(|item| match item {
            Item::List { name, .. } => Some(*name),
            Item::Number(_) | Item::Word(_) => None,
        })
        .collect();
    if items.iter().any(|item| matches!(item, Item::Word(_))) {
        return None;
    }
    let parameters = match (numbers.as_slice(), lists.as_slice()) {
        (names, []) => names
            .iter()
            .map(|name| Parameter::new(name, input.bounds[name].low))
            .collect(),
        ([], [list]) => ["a", "b", "c"]
            .map(|name| Parameter::new(name, input.bounds[list].low))
            .to_vec(),
        _ => return None,
    };
    Some(Table {
        parameters,
        case: table_case::<P>,
        mover_wins: |answer| answer.strip_suffix('\n').unwrap_or(answer) != P::VERDICTS[1],
    })
}

/// The case of a table's position, `None` where the values are outside the statement.
fn table_case<P: Problem>(values: &[u64]) -> Option<Case> {
    let input = P::input();
    let mut case = Case::default();
    let mut values = values.iter();
    for node in &input.nodes {
        let Node::Line(items) = node else { return None };
        for item in items {
            match *item {
                Item::Number(name) if input.bounds[name].is_count => {}
                Item::Number(name) => case.fields.push((name, Value::Number(*values.next()?))),
                Item::List { name, .. } => {
                    case.fields
                        .push((name, Value::List(values.by_ref().copied().collect())));
                }
                Item::Word(_) => return None,
            }
        }
    }
    input.outside(&case).is_none().then_some(case)
}

impl<P: Problem> Spec for P {
    type Case = Case;
    const NAME: &'static str = P::NAME;
    const LINES_PER_ANSWER: AnswerLines = P::LINES_PER_ANSWER;
    const VERDICTS: [&'static str; 2] = P::VERDICTS;
    const NUMBERED: Option<&'static str> = P::NUMBERED;
    const EXHAUSTIVE_BOUND: u64 = P::EXHAUSTIVE_BOUND;

    fn max_batch() -> usize {
        P::input().batch_limit()
    }

    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<Case> {
        entering_spec(P::NAME);
        Problem::max_input(self, rng)
    }

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> Case {
        entering_spec(P::NAME);
        Problem::random_case(self, rng, scale)
    }

    fn render(&self, cases: &[Case]) -> String {
        assert!(
            cases.len() <= Self::max_batch(),
            "{} takes at most {} cases in one input, not {}",
            P::NAME,
            Self::max_batch(),
            cases.len()
        );
        P::input().render(cases)
    }

    fn answer(&mut self, case: &Case) -> String {
        entering_spec(P::NAME);
        Problem::answer(self, case)
    }

    fn full_range_case(&mut self, rng: &mut Rng) -> Case {
        entering_spec(P::NAME);
        Problem::full_range_case(self, rng)
    }

    fn reference(&mut self, case: &Case) -> String {
        entering_spec(P::NAME);
        Problem::reference(self, case).unwrap_or_else(|| Problem::answer(self, case))
    }

    fn exact_reference(&mut self, case: &Case) -> Option<String> {
        entering_spec(P::NAME);
        Problem::reference(self, case)
    }

    fn table(&self) -> Option<Table<Case>> {
        derived_table::<P>()
    }

    fn shrink(&self, case: &Case) -> Vec<Case> {
        P::input().shrink(case)
    }

    fn enumerate(&self, bound: u64) -> Vec<Case> {
        entering_spec(P::NAME);
        Problem::enumerate(self, bound)
    }

    fn parse(&self, input: &[u8]) -> Result<Parsed<Case>, String> {
        P::input().read(input)
    }

    fn feasible(&self, case: &Case) -> bool {
        entering_spec(P::NAME);
        Problem::feasible(self, case)
    }

    fn format_error() -> Option<String> {
        format_error::<P>()
    }

    fn game_fn() -> Option<GameOf> {
        P::GAME
    }

    fn tree_values_fn() -> Option<crate::rules::TreeValuesOf> {
        P::TREE_VALUES
    }

    fn game_values(&self, case: &Case) -> Option<Vec<crate::loopy::Value>> {
        entering_spec(P::NAME);
        Problem::game_values(self, case)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::panic::{catch_unwind, AssertUnwindSafe};

    /// The panic message of `f`, which must panic.
    pub(crate) fn panic_message(f: impl FnOnce()) -> String {
        let payload = catch_unwind(AssertUnwindSafe(f)).expect_err("it panics");
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_string()))
            .unwrap_or_default()
    }

    /// T groups of N numbers, with a bound that a format of single numbers takes easily.
    #[derive(Default)]
    struct ManyLists;

    impl Problem for ManyLists {
        const NAME: &'static str = "hdu-3389";
        const FORMAT: [&'static str; 2] = [
            "one case / T / (N / a*N)*T",
            "1 <= T <= 100; 1 <= N <= 10000; 0 <= a <= 100",
        ];
        const VERDICTS: [&'static str; 2] = ["Alice", "Bob"];
        const EXHAUSTIVE_BOUND: u64 = 5;

        fn wins(&mut self, _case: &Case) -> bool {
            true
        }
    }

    /// Nim by its search, counting the searches, and by its theory where `THEORY`.
    #[derive(Default)]
    struct CountedNim<const THEORY: bool> {
        searches: usize,
        game: crate::games::nim::Nim,
    }

    impl<const THEORY: bool> Problem for CountedNim<THEORY> {
        const NAME: &'static str = "x-counted-nim";
        const FORMAT: [&'static str; 2] = ["T cases / n / a*n", "T <= 10; n <= 4; a <= 7"];
        const VERDICTS: [&'static str; 2] = ["first", "second"];
        const EXHAUSTIVE_BOUND: u64 = 3;

        fn wins(&mut self, case: &Case) -> bool {
            self.searches += 1;
            self.game.mover_wins(case.list("a"))
        }

        fn wins_by_theory(&mut self, case: &Case) -> Option<bool> {
            THEORY.then(|| crate::games::nim::Nim::mover_wins_by_theory(case.list("a")))
        }
    }

    /// Half of the derived cases are lost positions, picked by the theory where the spec has
    /// one, without a search (searching each draw was most of `stress hdu-2176`'s time): the
    /// same cases as the search picks.
    #[test]
    fn random_cases_are_picked_lost_by_the_theory_as_by_the_search() {
        fn draw<const THEORY: bool>() -> (Vec<Case>, usize) {
            let mut problem = CountedNim::<THEORY>::default();
            let mut rng = Rng::with_seed(3);
            let cases = (0..200)
                .map(|_| derived_random_case(&mut problem, &mut rng, Scale::new(3)))
                .collect();
            (cases, problem.searches)
        }
        let (by_theory, searches) = draw::<true>();
        assert_eq!(searches, 0);
        let (by_search, searches) = draw::<false>();
        assert!(searches > 100, "{searches} searches");
        assert_eq!(by_theory, by_search);
    }

    /// A constraint on a name the layout does not have.
    #[derive(Default)]
    struct StrayBound;

    impl Problem for StrayBound {
        const NAME: &'static str = "hdu-9998";
        const FORMAT: [&'static str; 2] =
            ["C cases / n", "C <= 100; 1 <= n <= 1000; 1 <= m <= 1000"];
        const VERDICTS: [&'static str; 2] = ["first", "second"];
        const EXHAUSTIVE_BOUND: u64 = 5;

        fn wins(&mut self, _case: &Case) -> bool {
            true
        }
    }

    /// Cases until a line `0`, each of up to 1000 numbers: a statement that bounds its cases by
    /// nothing (HDU 1849).
    #[derive(Default)]
    struct Unbounded;

    impl Problem for Unbounded {
        const NAME: &'static str = "hdu-1849";
        const FORMAT: [&'static str; 2] = ["until 0 / m / p*m", "1 <= m <= 1000; p <= 1000"];
        const VERDICTS: [&'static str; 2] = ["Rabbit Win!", "Grass Win!"];
        const EXHAUSTIVE_BOUND: u64 = 3;

        fn wins(&mut self, _case: &Case) -> bool {
            true
        }
    }

    #[test]
    fn the_maximum_input_of_unbounded_cases_fills_max_input_bytes_and_says_so() {
        let max = derived_max_input(&mut Unbounded, &mut Rng::with_seed(7));
        let bytes = Unbounded::input().render(&max.cases).len();
        assert!(bytes <= MAX_INPUT_BYTES, "{bytes} bytes");
        // A case of 1000 numbers up to 1000 is under 4 KiB: one more would not have fitted.
        assert!(bytes > MAX_INPUT_BYTES - 4096, "{bytes} bytes");
        assert!(max.cases.len() < 100_000);
        assert!(
            max.shape.ends_with("(as many cases as fit in 32 MiB)"),
            "{}",
            max.shape
        );
    }

    const STRAY_BOUND: &str = "problems/hdu-9998/spec.rs: the FORMAT of hdu-9998 \
        [\"C cases / n\", \"C <= 100; 1 <= n <= 1000; 1 <= m <= 1000\"] does not read: `m` is \
        bounded but not in the layout (README, \"Add a problem\", for the notation)";

    #[test]
    fn a_bad_format_is_one_line_naming_the_spec_file() {
        assert_eq!(
            <StrayBound as Spec>::format_error().as_deref(),
            Some(STRAY_BOUND)
        );
        assert!(crate::is_spec_mistake(STRAY_BOUND));
        // Whatever a tool asks of the spec first, it fails with that line.
        let message = panic_message(|| {
            let _ = <StrayBound as Spec>::max_batch();
        });
        assert_eq!(message, STRAY_BOUND);
        let mut rng = Rng::with_seed(1);
        let message = panic_message(|| {
            Spec::random_case(&mut StrayBound, &mut rng, Scale::SMALLEST);
        });
        assert_eq!(message, STRAY_BOUND);
        assert_eq!(<ManyLists as Spec>::format_error(), None);
    }

    #[test]
    fn too_large_an_exhaustive_bound_is_refused_in_one_line() {
        let message = panic_message(|| {
            Spec::enumerate(&ManyLists, 5);
        });
        assert_eq!(
            message,
            "hdu-3389: enumerating every case up to EXHAUSTIVE_BOUND = 5 would make at least \
             about 10^19 cases (more than 4000000): lower EXHAUSTIVE_BOUND (or EXHAUSTIVE_COUNT) \
             in problems/hdu-3389/spec.rs, mark a list whose order changes no answer `any \
             order`, or write the spec's own `enumerate`"
        );
        assert_eq!(Spec::enumerate(&ManyLists, 1).len(), 2);
    }
}
