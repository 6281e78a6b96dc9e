//! The comparisons between solutions and oracles that the tests and `runner stress` make.
//!
//! Every check that draws random data takes its seed from [`SEED_VAR`] when set, and names the
//! seed in its failure message, so that a failure can be replayed exactly.

use crate::{fuzz, Parsed, Rng, Scale, Spec};
use std::fmt::Write as _;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use judge_run::process::Limits;

/// The environment variable that overrides the default seed of every random check.
pub const SEED_VAR: &str = "ORACLES_SEED";

/// How long a solution may run on one small input before it counts as hanging.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// Output kept from a program: more stops it, so that a runaway program cannot exhaust memory.
const OUTPUT_CAP: usize = 16 << 20;

/// The seed in [`SEED_VAR`], or `default`.
///
/// # Panics
/// If the variable is set but is not a number.
pub fn seed_from_env(default: u64) -> u64 {
    match std::env::var(SEED_VAR) {
        Ok(text) => text
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{SEED_VAR}={text:?} is not a non-negative integer")),
        Err(_) => default,
    }
}

pub use judge_run::process::{Outcome as Run, Termination};

/// Runs `program` on `input` as `runner test` does (its own process group, killed on every
/// path; standard output kept up to 16 MiB), killing it after `timeout`.
///
/// # Panics
/// If the program cannot be started.
pub fn run_program(program: &Path, input: &[u8], timeout: Duration) -> Run {
    let limits = Limits {
        time: Some(timeout),
        output_bytes: OUTPUT_CAP,
        ..Limits::default()
    };
    judge_run::process::run(Command::new(program), input, &limits)
        .unwrap_or_else(|error| panic!("cannot run {}: {error}", program.display()))
}

/// A run's end in words, for reports.
pub fn describe_termination(run: &Run) -> String {
    match run.termination {
        Termination::Exited(code) => format!("exit status {code}"),
        Termination::Signaled(signal) => format!("killed by signal {signal}"),
        Termination::TimeLimit => format!("killed after running {:.1} s", run.wall.as_secs_f64()),
        Termination::OutputLimit => format!("killed for printing over {} MiB", OUTPUT_CAP >> 20),
        Termination::MemoryLimit => "killed at the memory limit".to_string(),
        Termination::Interrupted => "interrupted".to_string(),
    }
}

/// Which answers a program's output is compared with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answers {
    /// The brute force's, from the rules: for the cases it answers ([`Spec::answer`]).
    Rules,
    /// The exact reference's: for cases anywhere in the statement ([`Spec::reference`]).
    Reference,
}

impl Answers {
    pub fn answer<P: Spec>(self, problem: &mut P, case: &P::Case) -> String {
        match self {
            Answers::Rules => problem.answer(case),
            Answers::Reference => problem.reference(case),
        }
    }

    pub fn expected<P: Spec>(self, problem: &mut P, cases: &[P::Case]) -> String {
        cases
            .iter()
            .map(|case| self.answer(problem, case))
            .collect()
    }
}

/// Text for a report: valid UTF-8 as is, other bytes escaped, cut after `limit` characters.
pub fn show(bytes: &[u8], limit: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut shown: String = text.chars().take(limit).collect();
    if text.chars().count() > limit {
        shown.push_str("…(cut)");
    }
    if String::from_utf8(bytes.to_vec()).is_err() {
        shown = bytes
            .escape_ascii()
            .to_string()
            .chars()
            .take(limit)
            .collect();
    }
    shown
}

/// Splits `cases` into runs of at most `most` (and at most the statement's limit per input).
pub fn batches<P: Spec>(cases: &[P::Case], most: usize) -> std::slice::Chunks<'_, P::Case> {
    cases.chunks(P::MAX_BATCH.min(most).max(1))
}

/// Where `actual` first departs from the oracle's answers to `cases`: the case, its own input,
/// and both answers. Call it once the outputs are known to differ.
pub fn describe_mismatch<P: Spec>(
    problem: &mut P,
    cases: &[P::Case],
    actual: &[u8],
    answers: Answers,
) -> String {
    let actual = String::from_utf8_lossy(actual);
    let mut rest: &str = &actual;
    for (i, case) in cases.iter().enumerate() {
        let expected = answers.answer(problem, case);
        let lines = expected.lines().count().max(1);
        let mut end = 0;
        for _ in 0..lines {
            end += rest[end..].find('\n').map_or(rest.len() - end, |at| at + 1);
        }
        let (got, after) = rest.split_at(end);
        if got != expected {
            return format!(
                "case {} of {}: {case:?}\n--- its input alone ---\n{}--- expected ({}) ---\n{}--- actual ---\n{}",
                i + 1,
                cases.len(),
                problem.render(std::slice::from_ref(case)),
                match answers {
                    Answers::Rules => "rules",
                    Answers::Reference => "exact reference",
                },
                expected,
                if got.is_empty() { "(nothing)\n" } else { got },
            );
        }
        rest = after;
    }
    format!(
        "every case agrees, but the output goes on: {:?}",
        rest.chars().take(300).collect::<String>()
    )
}

/// Checks `solve` (a solution's `solve` on in-memory bytes) against the oracle on every case
/// of [`Spec::enumerate`]`(bound)`, batched into as few inputs as the statement allows.
/// Returns the number of cases checked.
///
/// # Panics
/// On the first disagreement, naming the case, its input, and both answers.
pub fn exhaustive<P: Spec>(bound: u64, mut solve: impl FnMut(&[u8]) -> Vec<u8>) -> usize {
    let mut problem = P::default();
    let cases = problem.enumerate(bound);
    for case in &cases {
        assert!(
            problem.feasible(case),
            "{}: enumerate({bound}) gave {case:?}, which the oracle cannot answer",
            P::NAME
        );
    }
    for batch in batches::<P>(&cases, 5_000) {
        let input = problem.render(batch);
        let expected = problem.expected(batch);
        let actual = match catch_unwind(AssertUnwindSafe(|| solve(input.as_bytes()))) {
            Ok(actual) => actual,
            Err(_) => {
                // Find the case that makes `solve` panic.
                let culprit = batch
                    .iter()
                    .find(|case| {
                        let alone = problem.render(std::slice::from_ref(case));
                        catch_unwind(AssertUnwindSafe(|| solve(alone.as_bytes()))).is_err()
                    })
                    .map_or("no single case: only the whole batch".to_string(), |case| {
                        format!(
                            "{case:?}, input:\n{}",
                            problem.render(std::slice::from_ref(case))
                        )
                    });
                panic!(
                    "{}: solve panicked on a valid input; the case: {culprit}",
                    P::NAME
                );
            }
        };
        if actual != expected.as_bytes() {
            panic!(
                "{}: the solution disagrees with the rules (exhaustive, bound {bound})\n{}",
                P::NAME,
                describe_mismatch(&mut problem, batch, &actual, Answers::Rules)
            );
        }
    }
    cases.len()
}

/// Random cases for one input: between one and `most` (and the statement's limit).
pub fn random_cases<P: Spec>(
    problem: &mut P,
    rng: &mut Rng,
    scale: Scale,
    most: usize,
) -> Vec<P::Case> {
    one_input(problem, rng, most, |problem, rng| {
        problem.random_case(rng, scale)
    })
}

/// Cases from the statement's whole range ([`Spec::full_range_case`]) for one input: between
/// one and `most` (and the statement's limit).
pub fn full_range_cases<P: Spec>(problem: &mut P, rng: &mut Rng, most: usize) -> Vec<P::Case> {
    one_input(problem, rng, most, |problem, rng| {
        problem.full_range_case(rng)
    })
}

/// Between one and `most` cases (and the statement's limit), each drawn by `draw`.
fn one_input<P: Spec>(
    problem: &mut P,
    rng: &mut Rng,
    most: usize,
    mut draw: impl FnMut(&mut P, &mut Rng) -> P::Case,
) -> Vec<P::Case> {
    let count = rng.usize(1..=P::MAX_BATCH.min(most).max(1));
    (0..count).map(|_| draw(problem, rng)).collect()
}

/// True when `program` does not print the `answers` to `cases` (or fails, or hangs).
pub fn disagrees<P: Spec>(
    problem: &mut P,
    program: &Path,
    cases: &[P::Case],
    answers: Answers,
) -> bool {
    let run = run_program(program, problem.render(cases).as_bytes(), TIMEOUT);
    !run.success() || run.stdout != answers.expected(problem, cases).as_bytes()
}

/// Shrinks a failing list of cases greedily while `fails` still holds: first to one case (or
/// to fewer), then each case through its [`Spec::shrink`] candidates, until no candidate
/// fails or `budget` calls of `fails` are spent.
pub fn shrink_failure<P: Spec>(
    problem: &mut P,
    mut cases: Vec<P::Case>,
    budget: usize,
    mut fails: impl FnMut(&mut P, &[P::Case]) -> bool,
) -> Vec<P::Case> {
    let mut calls = 0;
    let mut try_it = |problem: &mut P, trial: &[P::Case], calls: &mut usize| {
        *calls += 1;
        *calls <= budget && fails(problem, trial)
    };
    if cases.len() > 1 {
        // Usually one case is wrong on its own.
        if let Some(alone) = cases
            .iter()
            .find(|case| try_it(problem, std::slice::from_ref(*case), &mut calls))
            .cloned()
        {
            cases = vec![alone];
        } else {
            let mut i = 0;
            while i < cases.len() && cases.len() > 1 {
                let mut fewer = cases.clone();
                fewer.remove(i);
                if try_it(problem, &fewer, &mut calls) {
                    cases = fewer;
                } else {
                    i += 1;
                }
            }
        }
    }
    'improve: loop {
        for i in 0..cases.len() {
            for candidate in problem.shrink(&cases[i]) {
                let mut trial = cases.clone();
                trial[i] = candidate;
                if try_it(problem, &trial, &mut calls) {
                    cases = trial;
                    continue 'improve;
                }
            }
        }
        return cases;
    }
}

/// The fixed seed of a problem's random tests: its name, hashed (FNV-1a), so that every problem
/// draws different cases and a rerun draws the same.
pub fn default_seed<P: Spec>() -> u64 {
    P::NAME.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Random inputs [`random_through_binary`] tries, and the most cases each holds.
const RANDOM_INPUTS: usize = 60;
const RANDOM_CASES: usize = 50;
/// Mutated inputs [`fuzz_binary`] tries.
const FUZZ_RUNS: usize = 250;

/// A random differential test through the built binary: random inputs of up to 50 cases each,
/// at scales a debug build answers quickly, compared with the oracle.
///
/// # Panics
/// On a disagreement: names the seed, then shrinks the input and shows the smallest one found.
pub fn random_through_binary<P: Spec>(program: &Path) {
    let seed = seed_from_env(default_seed::<P>());
    let mut rng = Rng::with_seed(seed);
    let mut problem = P::default();
    for i in 0..RANDOM_INPUTS {
        let scale = Scale::new(rng.u8(1..=Scale::DEBUG.level()));
        let cases = random_cases(&mut problem, &mut rng, scale, RANDOM_CASES);
        if disagrees(&mut problem, program, &cases, Answers::Rules) {
            let small = shrink_failure(&mut problem, cases, 500, |problem, cases| {
                disagrees(problem, program, cases, Answers::Rules)
            });
            let input = problem.render(&small);
            let run = run_program(program, input.as_bytes(), TIMEOUT);
            let why = if run.success() {
                describe_mismatch(&mut problem, &small, &run.stdout, Answers::Rules)
            } else {
                format!(
                    "{}; stderr: {}",
                    describe_termination(&run),
                    show(&run.stderr_tail, 500)
                )
            };
            panic!(
                "{}: input {i} of seed {seed} disagrees with the rules (rerun with {SEED_VAR}={seed}).\n\
                 Shrunk to:\n{input}\n{why}",
                P::NAME
            );
        }
    }
}

/// How a program passed [`judge_robustness`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    /// A valid input, answered as the rules say.
    AnsweredValid,
    /// An input outside the statement (whose framing is right), answered as the rules say.
    AnsweredOutside,
    /// Answered (exit 0), but with values beyond the brute force, so unchecked.
    AnsweredUnchecked,
    /// Rejected cleanly.
    Rejected,
}

/// Judges one run on a possibly broken input: `Ok` when the program either answered as the
/// rules say (a valid input must be answered; an input outside the statement may be), or
/// rejected the input cleanly: a non-zero exit with exactly one line on stderr that says
/// "bad input", and no panic text.
pub fn judge_robustness<P: Spec>(
    problem: &mut P,
    input: &[u8],
    run: &Run,
) -> Result<Verdict, String> {
    let status = match run.termination {
        Termination::Exited(code) => code,
        Termination::Signaled(_) => {
            return Err(format!(
                "{}; stderr: {:?}",
                describe_termination(run),
                String::from_utf8_lossy(&run.stderr_tail)
            ))
        }
        _ => return Err(describe_termination(run)),
    };
    let parsed = problem.parse(input);
    let stderr = String::from_utf8_lossy(&run.stderr_tail);
    if status == 0 {
        let parsed =
            parsed.map_err(|framing| format!("exit 0 on an input it must reject ({framing})"))?;
        if !stderr.is_empty() {
            return Err(format!("exit 0 but stderr says {stderr:?}"));
        }
        if !parsed.cases.iter().all(|case| problem.feasible(case)) {
            return Ok(Verdict::AnsweredUnchecked);
        }
        let expected = problem.expected(&parsed.cases);
        if run.stdout != expected.as_bytes() {
            let kind = parsed
                .outside_statement
                .as_deref()
                .unwrap_or("a valid input");
            let place = describe_mismatch(problem, &parsed.cases, &run.stdout, Answers::Rules);
            return Err(format!("wrong answer ({kind})\n{place}"));
        }
        return Ok(match parsed.outside_statement {
            None => Verdict::AnsweredValid,
            Some(_) => Verdict::AnsweredOutside,
        });
    }
    if matches!(
        &parsed,
        Ok(Parsed {
            outside_statement: None,
            ..
        })
    ) {
        return Err(format!(
            "rejected a valid input (exit status {status}); stderr: {stderr:?}"
        ));
    }
    let lines = stderr.lines().count();
    if lines != 1 || !stderr.ends_with('\n') || !stderr.contains("bad input") {
        return Err(format!(
            "a rejection must be one line saying \"bad input\"; stderr: {stderr:?}"
        ));
    }
    if stderr.contains("panicked") || stderr.contains("RUST_BACKTRACE") {
        return Err(format!(
            "a rejection must not look like a crash; stderr: {stderr:?}"
        ));
    }
    Ok(Verdict::Rejected)
}

/// Feeds 250 random and mutated inputs (see [`fuzz::mutate`]) to the built binary and checks
/// each run with [`judge_robustness`]; prints how many runs ended each way.
///
/// # Panics
/// On the first misbehaviour, naming the seed, the mutation, the input and the output.
pub fn fuzz_binary<P: Spec>(program: &Path) {
    let runs = FUZZ_RUNS;
    let seed = seed_from_env(default_seed::<P>());
    let mut rng = Rng::with_seed(seed);
    let mut problem = P::default();
    let mut verdicts = std::collections::BTreeMap::new();
    for i in 0..runs {
        let scale = Scale::new(rng.u8(1..=4));
        let cases = random_cases(&mut problem, &mut rng, scale, 6);
        let (input, mutation) = fuzz::mutate(&mut rng, problem.render(&cases).as_bytes());
        let run = run_program(program, &input, TIMEOUT);
        match judge_robustness(&mut problem, &input, &run) {
            Ok(verdict) => *verdicts.entry(verdict).or_insert(0) += 1,
            Err(why) => panic!(
                "{}: run {i} of seed {seed} (rerun with {SEED_VAR}={seed}), mutation: {mutation}\n\
                 --- input ---\n{}\n--- exit ---\n{}\n--- stdout ---\n{}\n--- stderr ---\n{}\n\
                 --- problem ---\n{why}",
                P::NAME,
                show(&input, 2_000),
                describe_termination(&run),
                show(&run.stdout, 2_000),
                show(&run.stderr_tail, 2_000),
            ),
        }
    }
    eprintln!("{}: {runs} runs of seed {seed}: {verdicts:?}", P::NAME);
}

/// What [`testcases`] compared and what it could not.
#[derive(Debug, Default)]
pub struct TestcaseReport {
    pub files: usize,
    /// Cases whose answer the oracle checked.
    pub cases_checked: usize,
    /// Cases (or whole files) left unchecked, each with the reason.
    pub skipped: Vec<String>,
}

/// Checks every `<case>.in` / `<case>.out` pair in `directory` against the oracle (reading the
/// `.out` as the runner's `exact` mode does: CRLF as LF, the last newline optional): the whole
/// output when the oracle can answer every case; otherwise (one answer line per case) the lines
/// of the cases it can answer, listing the rest in the report as beyond brute force.
///
/// # Panics
/// On an unreadable directory, an input the problem's format cannot read, or a disagreement.
pub fn testcases<P: Spec>(directory: &Path) -> TestcaseReport {
    let mut problem = P::default();
    let mut report = TestcaseReport::default();
    let mut inputs: Vec<_> = std::fs::read_dir(directory)
        .unwrap_or_else(|error| panic!("cannot list {}: {error}", directory.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    for input_path in inputs {
        let output_path = input_path.with_extension("out");
        let name = input_path
            .file_stem()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let input = std::fs::read(&input_path).expect("a readable .in");
        let Ok(output) = std::fs::read(&output_path) else {
            panic!("{}: {name}.in has no {name}.out", P::NAME);
        };
        let output = String::from_utf8(output).unwrap_or_else(|_| panic!("{name}.out is not text"));
        // As the runner's `exact` mode reads an expected output: CRLF is LF, and the last
        // newline may be missing.
        let mut output = output.replace("\r\n", "\n");
        if !output.is_empty() && !output.ends_with('\n') {
            output.push('\n');
        }
        let parsed = problem.parse(&input).unwrap_or_else(|error| {
            panic!("{}: {name}.in does not follow the format: {error}", P::NAME)
        });
        report.files += 1;
        let cases = parsed.cases;
        if cases.iter().all(|case| problem.feasible(case)) {
            let expected = problem.expected(&cases);
            if output != expected {
                panic!(
                    "{}: {name}.out disagrees with the rules\n{}",
                    P::NAME,
                    describe_mismatch(&mut problem, &cases, output.as_bytes(), Answers::Rules)
                );
            }
            report.cases_checked += cases.len();
            continue;
        }
        if P::LINES_PER_ANSWER != Some(1) {
            report.skipped.push(format!(
                "{name}: every case, beyond the brute force's reach"
            ));
            continue;
        }
        let lines: Vec<&str> = output.split_inclusive('\n').collect();
        assert_eq!(
            lines.len(),
            cases.len(),
            "{}: {name}.out has one line per case",
            P::NAME
        );
        let mut skipped = 0;
        for (i, (case, line)) in cases.iter().zip(lines).enumerate() {
            if !problem.feasible(case) {
                skipped += 1;
                continue;
            }
            let expected = problem.answer(case);
            assert_eq!(
                line,
                expected,
                "{}: {name}.out line {} disagrees with the rules for {case:?}",
                P::NAME,
                i + 1
            );
            report.cases_checked += 1;
        }
        report.skipped.push(format!(
            "{name}: {skipped} of {} cases, beyond the brute force's reach",
            cases.len()
        ));
    }
    report
}

/// Describes a list of skipped items for a test's output.
pub fn summary(report: &TestcaseReport) -> String {
    let mut text = format!(
        "{} files, {} cases checked",
        report.files, report.cases_checked
    );
    for skipped in &report.skipped {
        let _ = write!(text, "\n  skipped {skipped}");
    }
    text
}
