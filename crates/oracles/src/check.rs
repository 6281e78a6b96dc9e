//! The comparisons between solutions and oracles that the tests and `runner stress` make.
//!
//! Every check that draws random data takes its seed from [`SEED_VAR`] when set, and names the
//! seed in its failure message, so that a failure can be replayed exactly.

use crate::{fuzz, AnswerLines, Parsed, Rng, Scale, Spec};
use moves::cores::on_every_core;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use judge::{visible, Judge, Verdict};

/// The environment variable that overrides the default seed of every random check.
pub const SEED_VAR: &str = "ORACLES_SEED";

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

/// Runs `program` on `input` as `runner test` does, under the judge's limits (its own process
/// group, killed on every path).
///
/// # Panics
/// If the program cannot be started.
pub fn run_program(judge: &Judge, program: &Path, input: &[u8]) -> Run {
    judge
        .run(program, input)
        .unwrap_or_else(|error| panic!("cannot run {}: {error}", program.display()))
}

/// A run's end in words, for reports.
pub fn describe_termination(judge: &Judge, run: &Run) -> String {
    match judge.run_verdict(run) {
        None => "exit status 0".to_string(),
        Some(Verdict::Exited(code)) => format!("RE: exit status {code}"),
        Some(Verdict::Signaled(signal)) => format!("RE: killed by signal {signal}"),
        Some(Verdict::TimeLimit) => format!(
            "TLE: killed at the time limit of {} ms",
            judge.time_limit.as_millis()
        ),
        Some(Verdict::OutputLimit) => format!(
            "OLE: killed for printing over {} MiB",
            judge.output_limit >> 20
        ),
        Some(Verdict::MemoryLimit { .. }) => format!(
            "MLE: over the memory limit of {} MiB (peak {} KiB)",
            judge.memory_limit_mib.unwrap_or_default(),
            run.peak_rss_kib
        ),
        Some(other) => other.code().to_string(),
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
        let answers: Vec<String> = cases
            .iter()
            .map(|case| self.answer(problem, case))
            .collect();
        P::join(answers)
    }
}

/// Splits `cases` into runs of at most `most` (and at most the statement's limit per input).
pub fn batches<P: Spec>(cases: &[P::Case], most: usize) -> std::slice::Chunks<'_, P::Case> {
    cases.chunks(P::max_batch().min(most).max(1))
}

/// Each case's own part of a program's `output`, laid out as the spec's answers are
/// ([`Spec::LINES_PER_ANSWER`], after the lines of a label on a line of its own:
/// [`Spec::label_lines`]); `expected` holds the rules' answers to the cases, labelled. The last
/// case owns whatever follows, so that extra output is its difference.
pub fn case_outputs<'a, P: Spec>(expected: &[String], output: &'a [u8]) -> Vec<&'a [u8]> {
    let mut lines = output.split_inclusive(|&b| b == b'\n').peekable();
    let mut parts = Vec::with_capacity(expected.len());
    let mut start = 0;
    for (i, answer) in expected.iter().enumerate() {
        if i + 1 == expected.len() {
            parts.push(&output[start..]);
            break;
        }
        let mut end = start;
        let mut take = |line: &[u8]| end += line.len();
        match P::LINES_PER_ANSWER {
            AnswerLines::Each(count) => {
                lines.by_ref().take(P::label_lines() + count).for_each(take)
            }
            AnswerLines::AsExpected => lines.by_ref().take(answer.lines().count()).for_each(take),
            AnswerLines::FromVerdict => {
                // The next case's first line starts its answer: its verdict line, behind its
                // label where answers are numbered, or its label where that has a line of its own.
                let starts_next = |line: &[u8]| {
                    let line = String::from_utf8_lossy(line);
                    let line = line.trim_end();
                    P::VERDICTS
                        .iter()
                        .any(|verdict| P::labelled(i + 2, verdict).lines().next() == Some(line))
                };
                if let Some(first) = lines.next() {
                    take(first);
                }
                while let Some(line) = lines.next_if(|line| !starts_next(line)) {
                    take(line);
                }
            }
        }
        parts.push(&output[start..end]);
        start = end;
    }
    parts
}

/// Where `actual` first departs from the oracle's answers to `cases`, as the judge reads each
/// case's own output ([`case_outputs`]): the case, its own input, and both answers, their
/// invisible bytes marked. Call it once the outputs are known to differ.
pub fn describe_mismatch<P: Spec>(
    problem: &mut P,
    judge: &Judge,
    cases: &[P::Case],
    actual: &[u8],
    answers: Answers,
) -> String {
    let expected: Vec<String> = cases
        .iter()
        .enumerate()
        .map(|(i, case)| P::labelled(i + 1, &answers.answer(problem, case)))
        .collect();
    let outputs = case_outputs::<P>(&expected, actual);
    for (i, ((case, expected), got)) in cases.iter().zip(&expected).zip(outputs).enumerate() {
        let input = problem.render(std::slice::from_ref(case));
        if !judge.accepts(
            &judge::Case::in_memory(input.as_bytes(), expected.as_bytes()),
            got,
        ) {
            // Both answers are the case's part of the whole input's output, labelled as there
            // (`Case 5:`), not as its input alone would be.
            let part = if cases.len() > 1 {
                format!(", case {} of the whole input's output", i + 1)
            } else {
                String::new()
            };
            return format!(
                "case {} of {}: {case:?}\n--- its input alone ---\n{input}--- expected ({}{part}) ---\n{}--- actual{part} ---\n{}",
                i + 1,
                cases.len(),
                match answers {
                    Answers::Rules => "rules",
                    Answers::Reference => "exact reference",
                },
                visible::text(expected.as_bytes(), 50),
                visible::text(got, 50),
            );
        }
    }
    format!(
        "the judge rejects the whole output but no single case: {}",
        visible::text(actual, 20)
    )
}

/// Checks `solve` (a solution's `solve` on in-memory bytes) against the oracle on every case
/// of [`Spec::enumerate`]`(bound)`, batched into as few inputs as the statement allows.
/// Returns the number of cases checked.
///
/// # Panics
/// On the first disagreement, naming the case, its input, and both answers.
pub fn exhaustive<P: Spec>(
    judge: &Judge,
    bound: u64,
    mut solve: impl FnMut(&[u8]) -> Vec<u8>,
) -> usize {
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
        let case = judge::Case::in_memory(input.as_bytes(), expected.as_bytes());
        if !judge.accepts(&case, &actual) {
            panic!(
                "{}: the solution disagrees with the rules (exhaustive, bound {bound})\n{}",
                P::NAME,
                describe_mismatch(&mut problem, judge, batch, &actual, Answers::Rules)
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
    let count = rng.usize(1..=P::max_batch().min(most).max(1));
    (0..count).map(|_| draw(problem, rng)).collect()
}

/// The judge's verdict on `program`'s answers to `cases`, held to the `answers`.
pub fn judge_cases<P: Spec>(
    problem: &mut P,
    judge: &Judge,
    program: &Path,
    cases: &[P::Case],
    answers: Answers,
) -> (Run, Verdict) {
    let input = problem.render(cases);
    let expected = answers.expected(problem, cases);
    let run = run_program(judge, program, input.as_bytes());
    let verdict = judge.verdict(
        &run,
        &judge::Case::in_memory(input.as_bytes(), expected.as_bytes()),
    );
    (run, verdict)
}

/// True when the judge does not accept `program`'s answers to `cases` (a wrong answer, a
/// crash, a limit).
pub fn disagrees<P: Spec>(
    problem: &mut P,
    judge: &Judge,
    program: &Path,
    cases: &[P::Case],
    answers: Answers,
) -> bool {
    !judge_cases(problem, judge, program, cases, answers)
        .1
        .accepted()
}

/// Shrinks a failing list of cases greedily while `fails` still holds: first to one case (or
/// to fewer), then each case through its [`Spec::shrink`] candidates that `answers` can answer,
/// until no candidate fails or `budget` calls of `fails` are spent. A failure found against the
/// exact reference, beyond the brute force's reach, shrinks through the reference's answers
/// too: it would otherwise keep its size (a 695-number row in the tryout's HDU 3389).
pub fn shrink_failure<P: Spec>(
    problem: &mut P,
    mut cases: Vec<P::Case>,
    budget: usize,
    answers: Answers,
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
                let answerable = problem.feasible(&candidate)
                    || (answers == Answers::Reference
                        && problem.exact_reference(&candidate).is_some());
                if !answerable {
                    continue;
                }
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
pub fn random_through_binary<P: Spec>(judge: &Judge, program: &Path) {
    let seed = seed_from_env(default_seed::<P>());
    let mut rng = Rng::with_seed(seed);
    let mut problem = P::default();
    // Every input and its answers first (the seed decides them), then the runs on every core,
    // as `fuzz_binary` does.
    let drawn: Vec<(Vec<P::Case>, String, String)> = (0..RANDOM_INPUTS)
        .map(|_| {
            let scale = Scale::new(rng.u8(1..=Scale::DEBUG.level()));
            let cases = random_cases(&mut problem, &mut rng, scale, RANDOM_CASES);
            let input = problem.render(&cases);
            let expected = Answers::Rules.expected(&mut problem, &cases);
            (cases, input, expected)
        })
        .collect();
    let inputs: Vec<&[u8]> = drawn.iter().map(|(_, input, _)| input.as_bytes()).collect();
    let runs = run_on_every_core(judge, program, &inputs);
    for (i, ((cases, input, expected), first_run)) in drawn.into_iter().zip(runs).enumerate() {
        let verdict = judge.verdict(
            &first_run,
            &judge::Case::in_memory(input.as_bytes(), expected.as_bytes()),
        );
        if !verdict.accepted() {
            // What the first failing run was, since a limit hit under load may not repeat on
            // the shrunk input.
            let first = match judge.run_verdict(&first_run) {
                Some(_) => describe_termination(judge, &first_run),
                None => format!("{}, on its output", verdict.code()),
            };
            let small = shrink_failure(
                &mut problem,
                cases,
                500,
                Answers::Rules,
                |problem, cases| disagrees(problem, judge, program, cases, Answers::Rules),
            );
            let input = problem.render(&small);
            let run = run_program(judge, program, input.as_bytes());
            let why = if judge.run_verdict(&run).is_none() {
                describe_mismatch(&mut problem, judge, &small, &run.stdout, Answers::Rules)
            } else {
                format!(
                    "{}; stderr: {}",
                    describe_termination(judge, &run),
                    visible::text(&run.stderr_tail, 20)
                )
            };
            panic!(
                "{}: input {i} of seed {seed} disagrees with the rules (rerun with {SEED_VAR}={seed}).\n\
                 The first failing run: {first}.\nShrunk to:\n{input}\n{why}",
                P::NAME
            );
        }
    }
}

/// How a program passed [`judge_robustness`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Robustness {
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
    judge: &Judge,
    input: &[u8],
    run: &Run,
) -> Result<Robustness, String> {
    let status = match judge.run_verdict(run) {
        None => 0,
        Some(Verdict::Exited(code)) => code,
        Some(Verdict::Signaled(_)) => {
            return Err(format!(
                "{}; stderr: {:?}",
                describe_termination(judge, run),
                String::from_utf8_lossy(&run.stderr_tail)
            ))
        }
        Some(_) => return Err(describe_termination(judge, run)),
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
            return Ok(Robustness::AnsweredUnchecked);
        }
        let expected = problem.expected(&parsed.cases);
        if !judge.accepts(
            &judge::Case::in_memory(input, expected.as_bytes()),
            &run.stdout,
        ) {
            let kind = parsed
                .outside_statement
                .as_deref()
                .unwrap_or("a valid input");
            let place =
                describe_mismatch(problem, judge, &parsed.cases, &run.stdout, Answers::Rules);
            return Err(format!("wrong answer ({kind})\n{place}"));
        }
        return Ok(match parsed.outside_statement {
            None => Robustness::AnsweredValid,
            Some(_) => Robustness::AnsweredOutside,
        });
    }
    // A case the spec answers neither way may break what the notation cannot say (a graph
    // with a cycle): its rejection is the solution's to make.
    let valid = match &parsed {
        Ok(Parsed {
            outside_statement: None,
            cases,
        }) => cases
            .iter()
            .all(|case| problem.feasible(case) || problem.exact_reference(case).is_some()),
        _ => false,
    };
    if valid {
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
    Ok(Robustness::Rejected)
}

/// Feeds 250 random and mutated inputs (see [`fuzz::mutate`]) to the built binary and checks
/// each run with [`judge_robustness`]; prints how many runs ended each way.
///
/// # Panics
/// On the first misbehaviour, naming the seed, the mutation, the input and the output.
pub fn fuzz_binary<P: Spec>(judge: &Judge, program: &Path) {
    let runs = FUZZ_RUNS;
    let seed = seed_from_env(default_seed::<P>());
    let mut rng = Rng::with_seed(seed);
    let mut problem = P::default();
    // The seed decides every input before any runs, so the runs may share the cores: 250
    // processes one after another were most of a problem's proof time, with a core idle.
    let (inputs, mutations): (Vec<Vec<u8>>, Vec<String>) = (0..runs)
        .map(|_| {
            let scale = Scale::new(rng.u8(1..=4));
            let cases = random_cases(&mut problem, &mut rng, scale, 6);
            fuzz::mutate(&mut rng, problem.render(&cases).as_bytes())
        })
        .unzip();
    let outcomes = run_on_every_core(judge, program, &inputs);
    let mut verdicts = std::collections::BTreeMap::new();
    for (i, ((input, mutation), run)) in inputs.iter().zip(mutations).zip(&outcomes).enumerate() {
        match judge_robustness(&mut problem, judge, input, run) {
            Ok(verdict) => *verdicts.entry(verdict).or_insert(0) += 1,
            Err(why) => panic!(
                "{}: run {i} of seed {seed} (rerun with {SEED_VAR}={seed}), mutation: {mutation}\n\
                 --- input ---\n{}\n--- exit ---\n{}\n--- stdout ---\n{}\n--- stderr ---\n{}\n\
                 --- problem ---\n{why}",
                P::NAME,
                visible::text(input, 50),
                describe_termination(judge, run),
                visible::text(&run.stdout, 50),
                visible::text(&run.stderr_tail, 50),
            ),
        }
    }
    eprintln!("{}: {runs} runs of seed {seed}: {verdicts:?}", P::NAME);
}

/// `program` run on each input, as many at once as the machine has cores; the runs in the
/// inputs' order.
fn run_on_every_core<I: AsRef<[u8]> + Sync>(
    judge: &Judge,
    program: &Path,
    inputs: &[I],
) -> Vec<Run> {
    on_every_core(inputs, |input| run_program(judge, program, input.as_ref()))
}

/// What [`testcases`] compared.
#[derive(Debug, Default)]
pub struct TestcaseReport {
    pub files: usize,
    /// Cases whose answer the oracle checked: every case of every file.
    pub cases_checked: usize,
    /// Of those, cases beyond the brute force that the exact reference checked.
    pub by_reference: usize,
}

/// Checks every `<case>.in` / `<case>.out` pair in `directory` against the oracle, the whole
/// `.out` judged as a solution's output would be by `judge` (under `exact`: CRLF as LF, the last
/// newline optional): each case answered by the rules where the brute force reaches it, else by
/// the spec's exact reference. No case passes unread.
///
/// # Panics
/// On an unreadable directory, an input the problem's format cannot read, a case neither the
/// brute force nor an exact reference answers (naming each, and the spec's file), or a
/// disagreement.
pub fn testcases<P: Spec>(judge: &Judge, directory: &Path) -> TestcaseReport {
    let mut inputs: Vec<_> = std::fs::read_dir(directory)
        .unwrap_or_else(|error| panic!("cannot list {}: {error}", directory.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    // The files are independent: each is checked with a problem of its own, and they share the
    // cores (a problem with one slow file, as HDU 1848's edge cases, still waits on that one).
    let checked = on_every_core(&inputs, |input_path| check_file::<P>(judge, input_path));
    let mut report = TestcaseReport::default();
    for (cases, by_reference) in checked {
        report.files += 1;
        report.cases_checked += cases;
        report.by_reference += by_reference;
    }
    report
}

/// Checks one testcase, `<case>.in` with its `.out`, as [`testcases`] says: how many cases it
/// held, and how many of them the exact reference answered.
fn check_file<P: Spec>(judge: &Judge, input_path: &Path) -> (usize, usize) {
    let mut problem = P::default();
    let output_path = input_path.with_extension("out");
    let name = input_path
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let input = std::fs::read(input_path).expect("a readable .in");
    let Ok(output) = std::fs::read(&output_path) else {
        panic!("{}: {name}.in has no {name}.out", P::NAME);
    };
    let parsed = problem.parse(&input).unwrap_or_else(|error| {
        panic!("{}: {name}.in does not follow the format: {error}", P::NAME)
    });
    let cases = parsed.cases;
    let mut answers = Vec::with_capacity(cases.len());
    let mut unreached = Vec::new();
    let mut by_reference = 0;
    for (i, case) in cases.iter().enumerate() {
        if problem.feasible(case) {
            answers.push(problem.answer(case));
        } else if let Some(answer) = problem.exact_reference(case) {
            answers.push(answer);
            by_reference += 1;
        } else {
            unreached.push(format!("case {} ({case:?})", i + 1));
        }
    }
    assert!(
        unreached.is_empty(),
        "{}: {name}.in holds {} beyond the brute force's reach ({}), and the spec has no \
         exact reference for them: widen `feasible` or write `reference` in \
         {}",
        P::NAME,
        if unreached.len() == 1 {
            "a case".to_string()
        } else {
            format!("{} cases", unreached.len())
        },
        unreached.join(", "),
        crate::problem::spec_file_of(P::NAME),
    );
    let expected = P::join(answers);
    let source = if by_reference == 0 {
        Answers::Rules
    } else {
        Answers::Reference
    };
    let file = (name.as_str(), input.as_slice(), output.as_slice());
    check_whole(&mut problem, judge, file, &cases, &expected, source);
    (cases.len(), by_reference)
}

/// A testcase file: its name, its `.in` and its `.out`.
type File<'a> = (&'a str, &'a [u8], &'a [u8]);

/// Checks the whole `.out` of `file` against `expected`, the answers of `answers`.
fn check_whole<P: Spec>(
    problem: &mut P,
    judge: &Judge,
    (name, input, output): File,
    cases: &[P::Case],
    expected: &str,
    answers: Answers,
) {
    if !judge.accepts(&judge::Case::in_memory(input, expected.as_bytes()), output) {
        let source = match answers {
            Answers::Rules => "the rules",
            Answers::Reference => "the exact reference",
        };
        panic!(
            "{}: {name}.out disagrees with {source}\n{}",
            P::NAME,
            describe_mismatch(problem, judge, cases, output, answers)
        );
    }
}

/// What a testcase check covered, for a test's output.
pub fn summary(report: &TestcaseReport) -> String {
    format!(
        "{} files, {} cases checked ({} by the exact reference)",
        report.files, report.cases_checked, report.by_reference
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// HDU 2897's spec as a fixture of these tests, apart from the problem's folder (which may be
    /// renamed or removed): a brute force that reaches small n, and an exact reference beyond.
    #[derive(Default)]
    struct Coins;

    impl crate::Problem for Coins {
        const NAME: &'static str = "x-coins";
        const FORMAT: [&'static str; 2] = ["until end / n p q", "1 <= n, p, q <= 65535; p <= q"];
        const VERDICTS: [&'static str; 2] = ["WIN", "LOST"];
        const EXHAUSTIVE_BOUND: u64 = 40;

        fn wins(&mut self, case: &crate::Case) -> bool {
            crate::games::coins::Coins.mover_wins(case["n"], case["p"], case["q"])
        }

        fn reference(&mut self, case: &crate::Case) -> Option<String> {
            let residue = case["n"] % (case["p"] + case["q"]);
            Some(Self::say(!(1 <= residue && residue <= case["p"])))
        }

        fn feasible(&self, case: &crate::Case) -> bool {
            crate::games::coins::Coins::feasible(case["n"], case["p"], case["q"])
        }
    }

    /// Nim answered by every winning move, as HDU 2176: a verdict line, then a line per move;
    /// with `LABEL_LINE`, each answer under `Case k:` on a line of its own.
    #[derive(Default)]
    struct Moves<const LABEL_LINE: bool>(crate::games::nim::Nim);

    impl<const LABEL_LINE: bool> crate::Problem for Moves<LABEL_LINE> {
        const NAME: &'static str = "x-moves";
        const FORMAT: [&'static str; 2] = ["until 0 / m / a*m", "1 <= m <= 20; 1 <= a < 2^31"];
        const VERDICTS: [&'static str; 2] = ["Yes", "No"];
        const LINES_PER_ANSWER: crate::AnswerLines = crate::AnswerLines::FromVerdict;
        const NUMBERED: Option<&'static str> = if LABEL_LINE { Some("Case {}:\n") } else { None };
        const EXHAUSTIVE_BOUND: u64 = 5;

        fn wins(&mut self, case: &crate::Case) -> bool {
            self.0.mover_wins(case.list("a"))
        }

        fn answer(&mut self, case: &crate::Case) -> String {
            let piles = case.list("a");
            let moves = self.0.winning_moves(piles);
            let lines: String = moves
                .into_iter()
                .map(|(i, take)| format!("{} {}\n", piles[i], piles[i] - take))
                .collect();
            Self::say(!lines.is_empty()) + &lines
        }

        fn feasible(&self, case: &crate::Case) -> bool {
            crate::games::nim::Nim::feasible(case.list("a"))
        }
    }

    /// A directory of its own holding these testcases, removed when the test ends.
    fn testcase_dir(test: &str, files: &[(&str, &str)]) -> judge_run::scratch::ScratchDir {
        let dir = std::env::temp_dir().join(format!("oracles-check-{}-{test}", std::process::id()));
        let dir = judge_run::scratch::ScratchDir::new(dir).unwrap();
        for (name, text) in files {
            std::fs::write(dir.join(name), text).unwrap();
        }
        dir
    }

    #[test]
    fn a_testcase_beyond_the_brute_force_is_held_to_the_exact_reference() {
        // n = 60000 is beyond HDU 2897's brute force; 60000 mod (1 + 2) = 0 is a win.
        let judge = crate::proof::exact_judge();
        let right = testcase_dir("right", &[("big.in", "60000 1 2\n"), ("big.out", "WIN\n")]);
        let report = testcases::<Coins>(&judge, &right);
        assert_eq!((report.cases_checked, report.by_reference), (1, 1));
        let wrong = testcase_dir("wrong", &[("big.in", "60000 1 2\n"), ("big.out", "LOST\n")]);
        let failed = catch_unwind(AssertUnwindSafe(|| testcases::<Coins>(&judge, &wrong)));
        assert!(
            failed.is_err(),
            "a wrong .out beyond the brute force passed"
        );
    }

    /// Odd numbers win; the brute force reaches n <= 5, and there is no exact reference.
    #[derive(Default)]
    struct Short;

    impl crate::Problem for Short {
        const NAME: &'static str = "x-short";
        const FORMAT: [&'static str; 2] = ["until end / n", "1 <= n <= 9"];
        const VERDICTS: [&'static str; 2] = ["odd", "even"];
        const EXHAUSTIVE_BOUND: u64 = 5;

        fn wins(&mut self, case: &crate::Case) -> bool {
            case["n"] % 2 == 1
        }

        fn feasible(&self, case: &crate::Case) -> bool {
            case["n"] <= 5
        }
    }

    /// Regression: a case beyond the brute force with no exact reference was skipped, and a
    /// wrong `.out` passed; now the file fails, naming the case and the spec's file.
    #[test]
    fn a_testcase_no_oracle_reaches_fails_and_is_named() {
        let judge = crate::proof::exact_judge();
        let files = [("far.in", "3\n7\n"), ("far.out", "odd\nwrong\n")];
        let failed = catch_unwind(AssertUnwindSafe(|| {
            testcases::<Short>(&judge, &testcase_dir("far", &files))
        }));
        let payload = failed.expect_err("a case no oracle reaches passed");
        let message = payload.downcast_ref::<String>().unwrap();
        assert!(
            message.contains("far.in holds a case beyond the brute force's reach (case 2 (7))"),
            "{message}"
        );
        assert!(message.contains("problems/x-short/spec.rs"), "{message}");
        let near = [("near.in", "3\n5\n"), ("near.out", "odd\nodd\n")];
        let report = testcases::<Short>(&judge, &testcase_dir("near", &near));
        assert_eq!((report.cases_checked, report.by_reference), (2, 0));
    }

    /// Regression: answers of several lines were split by the expected answer's line count,
    /// so a case's "actual" showed the next case's lines.
    #[test]
    fn a_mismatch_shows_the_case_s_own_output_however_many_lines_it_has() {
        let judge = crate::proof::exact_judge();
        let cases = [
            crate::Case::list_of("a", vec![3, 6, 9]),
            crate::Case::list_of("a", vec![45, 45]),
        ];
        // The winning move 9 5 left out.
        let shown = describe_mismatch(
            &mut Moves::<false>::default(),
            &judge,
            &cases,
            b"Yes\nNo\n",
            Answers::Rules,
        );
        assert!(shown.starts_with("case 1 of 2"), "{shown}");
        assert!(
            shown.ends_with("--- actual, case 1 of the whole input's output ---\nYes\n"),
            "{shown}"
        );
    }

    /// A failure beyond the brute force's reach, found against the exact reference, shrinks
    /// through the reference's answers; against the rules' only through the cases the brute
    /// force reaches (n <= 3,000 here), which a step keeping n's residues lands in at once.
    #[test]
    fn a_failure_beyond_the_brute_force_shrinks_by_the_reference() {
        let big = crate::format::Case::numbers(&[("n", 60000), ("p", 1), ("q", 2)]);
        let n_of = |cases: &[crate::format::Case]| cases[0].numbers_in_order()[0];
        // A wrong program that fails from n = 1000 on.
        let fails = |_: &mut Coins, cases: &[crate::format::Case]| n_of(cases) >= 1000;
        let mut problem = Coins;
        assert!(!Spec::feasible(&problem, &big));
        let by_reference = shrink_failure(
            &mut problem,
            vec![big.clone()],
            500,
            Answers::Reference,
            fails,
        );
        // Down to the threshold: by residues, halving and ones.
        assert_eq!(n_of(&by_reference), 1000);
        let mut tried_beyond = Vec::new();
        let by_rules = shrink_failure(&mut problem, vec![big], 500, Answers::Rules, |p, cases| {
            if !Spec::feasible(p, &cases[0]) {
                tried_beyond.push(n_of(cases));
            }
            fails(p, cases)
        });
        // 60000 ≡ 2000 (mod 2520) is the first step within reach.
        assert_eq!(n_of(&by_rules), 1000);
        assert_eq!(tried_beyond, [], "the rules cannot answer these");
    }

    /// Alice wins on odd numbers, and the answers are numbered: `Case 1: Alice`.
    #[derive(Default)]
    struct Numbered;

    impl crate::Problem for Numbered {
        const NAME: &'static str = "x-numbered";
        const FORMAT: [&'static str; 2] = ["T cases / n", "1 <= T <= 10; 1 <= n <= 9"];
        const VERDICTS: [&'static str; 2] = ["Alice", "Bob"];
        const NUMBERED: Option<&'static str> = Some("Case {}: ");
        const EXHAUSTIVE_BOUND: u64 = 9;

        fn wins(&mut self, case: &crate::Case) -> bool {
            case["n"] % 2 == 1
        }
    }

    /// The output of a solution that says Alice on odd n, each answer behind `label` (`{}` for
    /// the case's number; `""` for none).
    fn odd_wins(input: &[u8], label: &str) -> Vec<u8> {
        let text = String::from_utf8_lossy(input);
        let mut out = String::new();
        for (i, n) in text.split_whitespace().skip(1).enumerate() {
            out += &crate::numbered(label, i + 1);
            out += if n.parse::<u64>().unwrap() % 2 == 1 {
                "Alice\n"
            } else {
                "Bob\n"
            };
        }
        out.into_bytes()
    }

    /// A solution that numbers its answers as the statement does passes; one that prints the
    /// bare words fails on the first case, and the report shows the label it lacks.
    #[test]
    fn numbered_answers_are_expected_with_their_labels() {
        let mut problem = Numbered;
        let cases = problem.enumerate(3);
        assert_eq!(
            problem.expected(&cases[..2]),
            "Case 1: Alice\nCase 2: Bob\n"
        );
        // An exact compare, as most problems have.
        let judge = crate::proof::exact_judge();
        assert_eq!(
            exhaustive::<Numbered>(&judge, 9, |input| odd_wins(input, "Case {}: ")),
            9
        );
        let failed = catch_unwind(AssertUnwindSafe(|| {
            exhaustive::<Numbered>(&judge, 9, |input| odd_wins(input, ""))
        }));
        assert!(failed.is_err(), "answers without their labels passed");
    }

    /// Alice wins on odd numbers, each answer under `Case k:` on a line of its own.
    #[derive(Default)]
    struct LabelLines;

    impl crate::Problem for LabelLines {
        const NAME: &'static str = "x-label-lines";
        const FORMAT: [&'static str; 2] = ["T cases / n", "1 <= T <= 10; 1 <= n <= 9"];
        const VERDICTS: [&'static str; 2] = ["Alice", "Bob"];
        const NUMBERED: Option<&'static str> = Some("Case {}:\n");
        const EXHAUSTIVE_BOUND: u64 = 9;

        fn wins(&mut self, case: &crate::Case) -> bool {
            case["n"] % 2 == 1
        }
    }

    /// Regression: an output was split a line per answer whatever the label, so the second
    /// case's "own output" was the first case's verdict.
    #[test]
    fn a_label_on_a_line_of_its_own_is_expected_and_split_off_with_its_answer() {
        let mut problem = LabelLines;
        let cases = problem.enumerate(3);
        assert_eq!(
            problem.expected(&cases[..2]),
            "Case 1:\nAlice\nCase 2:\nBob\n"
        );
        let expected = ["Case 1:\nAlice\n", "Case 2:\nBob\n"].map(String::from);
        let wrong = b"Case 1:\nAlice\nCase 2:\nAlice\n";
        let parts = case_outputs::<LabelLines>(&expected, wrong);
        assert_eq!(parts, [&b"Case 1:\nAlice\n"[..], b"Case 2:\nAlice\n"]);
        let judge = crate::proof::exact_judge();
        let shown = describe_mismatch(&mut problem, &judge, &cases[..2], wrong, Answers::Rules);
        assert!(shown.starts_with("case 2 of 2"), "{shown}");
        // Labelled as in the whole input, and said to be: its input alone would be `Case 1:`.
        assert!(
            shown.contains(
                "--- expected (rules, case 2 of the whole input's output) ---\nCase 2:\nBob\n"
            ),
            "{shown}"
        );
        assert!(
            shown.ends_with("--- actual, case 2 of the whole input's output ---\nCase 2:\nAlice\n"),
            "{shown}"
        );
        assert_eq!(
            exhaustive::<LabelLines>(&judge, 9, |input| odd_wins(input, "Case {}:\n")),
            9
        );
        for label in ["", "Case {}: "] {
            let failed = catch_unwind(AssertUnwindSafe(|| {
                exhaustive::<LabelLines>(&judge, 9, |input| odd_wins(input, label))
            }));
            assert!(failed.is_err(), "answers labelled {label:?} passed");
        }
    }

    /// An answer of a verdict and the lines after it ends where the next case's label line is.
    #[test]
    fn answers_of_several_lines_end_at_the_next_label_line() {
        let expected = ["Case 1:\nYes\n9 5\n", "Case 2:\nNo\n"].map(String::from);
        let output = b"Case 1:\nYes\n9 5\n3 1\nCase 2:\nNo\n";
        let parts = case_outputs::<Moves<true>>(&expected, output);
        assert_eq!(parts, [&b"Case 1:\nYes\n9 5\n3 1\n"[..], b"Case 2:\nNo\n"]);
        let cases = [
            crate::Case::list_of("a", vec![3, 6, 9]),
            crate::Case::list_of("a", vec![45, 45]),
        ];
        let mut problem = Moves::<true>::default();
        assert_eq!(problem.expected(&cases), "Case 1:\nYes\n9 5\nCase 2:\nNo\n");
    }
}
