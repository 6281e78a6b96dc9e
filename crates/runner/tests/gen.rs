//! `runner gen`: every generator's output is valid for its problem, as the statement defines it
//! (checked by the problem's oracle in `crates/oracles`, which reads inputs from the statement and
//! shares no code with the generators), and the same seed always gives the same bytes.

use oracles::problems::*;
use oracles::Problem;
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// The lengths of the lists a case holds (piles, heaps, moves, positions), each announced by a
/// count in the input; none for a case of fixed shape.
trait Counts {
    fn counts(&self) -> Vec<usize>;
}

impl Counts for Vec<u64> {
    fn counts(&self) -> Vec<usize> {
        vec![self.len()]
    }
}

/// `k`, `m` and every position's `l`.
impl Counts for SNimCase {
    fn counts(&self) -> Vec<usize> {
        let mut counts = vec![self.moves.len(), self.positions.len()];
        counts.extend(self.positions.iter().map(Vec::len));
        counts
    }
}

macro_rules! fixed_shape {
    ($($case:ty),*) => {
        $(impl Counts for $case {
            fn counts(&self) -> Vec<usize> {
                Vec::new()
            }
        })*
    };
}

fixed_shape!(BashCase, AuctionCase, BoardCase, u64, (u64, u64), [u64; 3]);

/// What an input holds, as the oracle read it.
#[derive(Debug, PartialEq, Eq)]
struct Shape {
    cases: usize,
    /// Every count any case announced, once each.
    counts: BTreeSet<usize>,
}

/// Reads a generated input with the problem's oracle, panicking unless the judge could send it.
type Reader = fn(&[u8]) -> Shape;

fn read<P: Problem>(input: &[u8]) -> Shape
where
    P::Case: Counts,
{
    let problem = P::default();
    let parsed = problem
        .parse(input)
        .unwrap_or_else(|framing| panic!("{}: the input is malformed: {framing}", P::NAME));
    if let Some(reason) = parsed.outside_statement {
        panic!("{}: the input is outside the statement: {reason}", P::NAME);
    }
    // Rendered back, the cases give the same bytes: one case a line in the judge's layout, single
    // spaces, the terminator where the format has one, a final newline and nothing after it.
    let rendered = problem.render(&parsed.cases);
    if rendered.as_bytes() != input {
        let at = rendered
            .bytes()
            .zip(input)
            .position(|(a, &b)| a != b)
            .unwrap_or(rendered.len().min(input.len()));
        let line = input[..at].iter().filter(|&&b| b == b'\n').count() + 1;
        panic!(
            "{}: the input is not laid out as the judge's (first difference at byte {at}, line \
             {line}; {} bytes, the cases rendered make {})",
            P::NAME,
            input.len(),
            rendered.len()
        );
    }
    let counts: BTreeSet<usize> = parsed.cases.iter().flat_map(Counts::counts).collect();
    // The statements allow some empty lists (see the oracles); the generators write none.
    assert!(
        !counts.contains(&0),
        "{}: a case holds an empty list",
        P::NAME
    );
    Shape {
        cases: parsed.cases.len(),
        counts,
    }
}

/// A problem with a generator, its oracle's reader, and what its maximum input must hold: the
/// statement's limits, or for a count the statement does not bound, what the generator promises.
struct Generated {
    name: &'static str,
    read: Reader,
    max_cases: usize,
    /// The count every list of the maximum input has; `None` for cases of fixed shape.
    max_count: Option<usize>,
}

const fn generated<P: Problem>(max_cases: usize, max_count: Option<usize>) -> Generated
where
    P::Case: Counts,
{
    Generated {
        name: P::NAME,
        read: read::<P>,
        max_cases,
        max_count,
    }
}

/// Every problem with a generator, in the order of `runner::gen::PROBLEMS`.
const PROBLEMS: &[Generated] = &[
    generated::<LuoguP2197>(10, Some(10_000)),
    generated::<LuoguP1247>(1, Some(500_000)),
    generated::<Hdu1846>(100, None),
    generated::<Hdu2149>(10_000, None),
    generated::<Hdu2147>(100_000, None),
    generated::<Hdu2516>(100_000, None),
    generated::<Hdu1850>(10_000, Some(100)),
    generated::<Poj1740>(100_000, Some(10)),
    generated::<Poj1704>(20, Some(1000)),
    generated::<Poj1067>(100_000, None),
    // T may be 100, but 3 cases of 10^6 heaps already make 33 MB (see crates/runner/src/gen.rs).
    generated::<Hdu3032>(3, Some(1_000_000)),
    generated::<Hdu1536>(100, Some(100)),
    generated::<Hdu1848>(100_000, None),
    generated::<Hdu1907>(474, Some(47)),
];

fn run_gen(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .arg("gen")
        .args(args)
        .output()
        .expect("runner runs")
}

fn gen(args: &[&str]) -> Vec<u8> {
    let output = run_gen(args);
    assert!(
        output.status.success(),
        "runner gen {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

#[test]
fn small_inputs_are_valid_and_the_same_for_a_seed() {
    for problem in PROBLEMS {
        let mut distinct = std::collections::HashSet::new();
        for seed in 1..=12 {
            let seed = seed.to_string();
            let input = gen(&[problem.name, "--seed", &seed]);
            (problem.read)(&input);
            assert_eq!(
                input,
                gen(&[problem.name, "--seed", &seed]),
                "{}: seed {seed} gave two inputs",
                problem.name
            );
            distinct.insert(input);
        }
        // A generator that ignored its seed would give one input.
        assert!(
            distinct.len() > 6,
            "{}: 12 seeds gave {} inputs",
            problem.name,
            distinct.len()
        );
    }
}

#[test]
fn maximum_inputs_are_valid_and_reach_the_limits() {
    for problem in PROBLEMS {
        let input = gen(&[problem.name, "--max"]);
        let expected = Shape {
            cases: problem.max_cases,
            counts: problem.max_count.into_iter().collect(),
        };
        assert_eq!((problem.read)(&input), expected, "{}", problem.name);
    }
    // The same seed, the same bytes, at the maximum too (one problem is enough here).
    assert_eq!(
        gen(&["hdu-1850", "--max", "--seed", "9"]),
        gen(&["hdu-1850", "--max", "--seed", "9"])
    );
}

/// A problem added to the workspace is reminded that it needs a generator (for `cargo make
/// bench`), and that this test must check it.
#[test]
fn every_problem_of_the_workspace_has_a_generator() {
    let problems = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems");
    let mut names = Vec::new();
    for entry in std::fs::read_dir(&problems).expect("the problems directory") {
        let entry = entry.expect("a directory entry");
        if entry.path().is_dir() {
            names.push(entry.file_name().to_string_lossy().into_owned());
        }
    }
    names.sort();
    let no_generator: Vec<&String> = names
        .iter()
        .filter(|name| !run_gen(&[name.as_str()]).status.success())
        .collect();
    assert!(
        no_generator.is_empty(),
        "`runner gen` has no generator for {no_generator:?}: add a maximum-size one to PROBLEMS \
         in crates/runner/src/gen.rs (README, \"Add a problem\", step 4)"
    );
    let unchecked: Vec<&String> = names
        .iter()
        .filter(|name| !PROBLEMS.iter().any(|problem| problem.name == **name))
        .collect();
    assert!(
        unchecked.is_empty(),
        "{unchecked:?} not checked here: add them to PROBLEMS in crates/runner/tests/gen.rs"
    );
    for problem in PROBLEMS {
        assert!(
            names.iter().any(|name| name == problem.name),
            "{} is checked here but has no directory under problems/",
            problem.name
        );
    }
}

#[test]
fn writes_to_a_file_with_out() {
    let path = std::env::temp_dir().join(format!("runner-gen-test-{}.in", std::process::id()));
    let path_text = path.to_str().expect("a UTF-8 temporary path");
    let printed = gen(&["hdu-1846", "--seed", "4", "--out", path_text]);
    assert!(printed.is_empty(), "with --out nothing goes to stdout");
    let written = std::fs::read(&path).expect("the file was written");
    std::fs::remove_file(&path).ok();
    assert_eq!(written, gen(&["hdu-1846", "--seed", "4"]));
}

#[test]
fn rejects_an_unknown_problem() {
    let output = run_gen(&["hdu-9999"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("hdu-9999"));
}
