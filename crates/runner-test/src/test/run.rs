//! Running every case and asking the problem's [`Judge`] for its verdict (and writing its .out
//! under --bless), as records handed to the reporters.
//!
//! Cases run in parallel, one worker thread per core, but are reported in a fixed order (problem,
//! then case, in natural order) as soon as each one and all before it are done.

use std::fs;
use std::io::Write as _;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use judge::compare::{self, Compare};
use judge::{Judge, Verdict};

use crate::build::Programs;
use crate::interrupt;
use crate::process::Outcome;
use crate::workspace::{Case, Problem, Workspace};

use super::excerpt::{self, Diff, Head, StderrTail};
use super::record::{
    CaseRecord, Failure, FileError, Judgement, ProblemRecord, Reason, Reporter, RunRecord,
    WrongAnswer,
};

pub struct Options {
    pub bless: bool,
    pub force: bool,
    /// Output beyond this many bytes is OLE.
    pub output_limit: usize,
    /// Cases run at once, at most.
    pub jobs: usize,
}

/// How a run of [`judge_all`] ended.
pub enum Ending {
    /// Every case was judged.
    Finished(RunRecord),
    /// Ctrl-C or SIGTERM stopped it after `judged` cases.
    Interrupted { signal: i32, judged: usize },
}

struct Job<'a> {
    problem_index: usize,
    problem: &'a Problem,
    case: &'a Case,
    programs: &'a Programs,
    last_of_problem: bool,
}

/// What a worker sends back for one job.
enum Judged<'a> {
    Done(CaseRecord<'a>),
    /// Stopped by Ctrl-C: nothing to report.
    Interrupted,
}

/// Judges every case of `problems`, each problem with its [`Programs`], and hands each record to
/// every reporter in the report order.
pub fn judge_all(
    ws: &Workspace,
    problems: &[(Problem, Vec<Case>)],
    programs: &[Programs],
    options: &Options,
    reporters: &mut [&mut dyn Reporter],
) -> Ending {
    let jobs: Vec<Job> = problems
        .iter()
        .zip(programs)
        .enumerate()
        .flat_map(|(p, ((problem, cases), programs))| {
            cases.iter().enumerate().map(move |(c, case)| Job {
                problem_index: p,
                problem,
                case,
                programs,
                last_of_problem: c + 1 == cases.len(),
            })
        })
        .collect();
    let workers = options.jobs.min(jobs.len()).max(1);
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    let mut run = RunRecord {
        problems: problems.len(),
        ..RunRecord::default()
    };
    let mut by_problem: Vec<ProblemRecord> = problems
        .iter()
        .map(|(problem, _)| ProblemRecord::new(problem))
        .collect();

    thread::scope(|scope| {
        for _ in 0..workers {
            let sender = sender.clone();
            let (next, jobs) = (&next, &jobs);
            scope.spawn(move || loop {
                if interrupt::requested().is_some() {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(job) = jobs.get(i) else { break };
                if sender.send((i, judge(ws, job, options))).is_err() {
                    break;
                }
            });
        }
        drop(sender);

        let mut pending: Vec<Option<Judged>> = jobs.iter().map(|_| None).collect();
        let mut reported = 0;
        for (i, judged) in receiver {
            pending[i] = Some(judged);
            while let Some(judged) = pending.get_mut(reported).and_then(Option::take) {
                let job = &jobs[reported];
                reported += 1;
                let Judged::Done(record) = judged else {
                    continue;
                };
                run.add(&record);
                let problem = &mut by_problem[job.problem_index];
                problem.add(&record);
                for reporter in reporters.iter_mut() {
                    reporter.case_finished(&record);
                }
                if job.last_of_problem && interrupt::requested().is_none() {
                    for reporter in reporters.iter_mut() {
                        reporter.problem_finished(problem);
                    }
                }
            }
        }
    });

    if let Some(signal) = interrupt::requested() {
        return Ending::Interrupted {
            signal,
            judged: run.passed + run.failed,
        };
    }
    run.elapsed = started.elapsed();
    Ending::Finished(run)
}

/// Runs one case and decides its verdict (and blesses it, if asked).
fn judge<'a>(ws: &Workspace, job: &Job<'a>, options: &Options) -> Judged<'a> {
    let (problem, case) = (job.problem, job.case);
    let record = |wall, peak_rss_kib, judgement| {
        Judged::Done(CaseRecord {
            problem,
            case,
            wall,
            peak_rss_kib,
            judgement,
        })
    };
    let (input, expected) = match read_case(ws, case) {
        Ok(files) => files,
        Err(error) => return record(Duration::ZERO, 0, Judgement::Unjudged(error)),
    };
    let judge = Judge {
        output_limit: options.output_limit,
        ..problem.judge(job.programs.checker.clone())
    };
    let exe = &job.programs.solution;
    let outcome = match judge.run(exe, &input) {
        Ok(outcome) => outcome,
        Err(e) => {
            let failure = Failure {
                reason: Reason::NotStarted {
                    exe: exe.clone(),
                    error: e.to_string(),
                },
                input: Head::of(&input),
                output: Head::of(b""),
                stderr: StderrTail::of(b"", 0),
                bless_skipped: false,
            };
            return record(Duration::ZERO, 0, Judgement::Failed(Box::new(failure)));
        }
    };
    // Everything from here on ran, and is reported with the run's time and memory.
    let done = |judgement| record(outcome.wall, outcome.peak_rss_kib, judgement);
    let failed = |reason, bless_skipped| {
        done(Judgement::Failed(Box::new(Failure {
            reason,
            input: Head::of(&input),
            output: Head::of(&outcome.stdout),
            stderr: StderrTail::of(&outcome.stderr_tail, outcome.stderr_total),
            bless_skipped,
        })))
    };
    let blessed = |overwrote| done(bless(ws, case, &outcome, overwrote));

    if let Some(verdict) = judge.run_verdict(&outcome) {
        let Some(reason) = run_failure(verdict, &outcome, problem, &judge) else {
            return Judged::Interrupted;
        };
        return failed(reason, options.bless && (!case.has_output || options.force));
    }

    let Some(expected) = expected else {
        // --bless, and no expected output yet.
        return blessed(false);
    };
    let judged_case = judge::Case {
        input: &input,
        input_file: Some(&case.input),
        answer: &expected,
        answer_file: Some(&case.output),
    };
    match judge.output_verdict(&judged_case, &outcome.stdout) {
        Verdict::Accepted => done(Judgement::Accepted),
        Verdict::Interrupted => Judged::Interrupted,
        _ if options.bless && options.force => blessed(true),
        Verdict::Rejected(said) => failed(Reason::Rejected(said), options.bless),
        Verdict::CheckerFailed(message) => done(Judgement::Unjudged(FileError {
            file: ws.relative(judge.checker.as_deref().unwrap_or(Path::new("checker"))),
            message,
        })),
        Verdict::WrongAnswer(mismatch) => {
            let wrong = wrong_answer(problem, &expected, &outcome.stdout, mismatch);
            failed(Reason::WrongAnswer(Box::new(wrong)), options.bless)
        }
        other => unreachable!("an output's verdict, not {other:?}"),
    }
}

/// The case's input, and its expected output if it has one; the file that cannot be read, if
/// one cannot.
fn read_case(ws: &Workspace, case: &Case) -> Result<(Vec<u8>, Option<Vec<u8>>), FileError> {
    let read = |path: &Path| {
        fs::read(path).map_err(|e| {
            let file = ws.relative(path);
            let message = format!("cannot read {file}: {e}");
            FileError { file, message }
        })
    };
    let input = read(&case.input)?;
    let expected = if case.has_output {
        Some(read(&case.output)?)
    } else {
        None
    };
    Ok((input, expected))
}

/// Why a run that the judge stopped short of its output (a limit, a crash) failed; `None` when
/// Ctrl-C stopped it, which is no failure of the solution.
fn run_failure(
    verdict: Verdict,
    outcome: &Outcome,
    problem: &Problem,
    judge: &Judge,
) -> Option<Reason> {
    Some(match verdict {
        Verdict::Interrupted => return None,
        Verdict::OutputLimit => Reason::OutputLimit {
            cap_bytes: judge.output_limit as u64,
            // Only the first line is looked for: splitting a capture of millions of short
            // lines would cost many times the capture.
            first_line: excerpt::cut(compare::lines(&outcome.stdout).next().unwrap_or_default()),
        },
        Verdict::TimeLimit => Reason::TimeLimit(problem.meta.time_limit()),
        Verdict::MemoryLimit { stopped } => Reason::MemoryLimit {
            peak_kib: outcome.peak_rss_kib,
            limit_mib: problem.meta.memory_limit_mib().unwrap_or_default(),
            stopped,
        },
        Verdict::Signaled(signal) => Reason::Signaled(signal),
        Verdict::Exited(code) => Reason::Exited(code),
        other => unreachable!("a run's own verdict, not {other:?}"),
    })
}

/// What a wrong answer shows: the diff around the first difference, with long lines cut.
fn wrong_answer(
    problem: &Problem,
    expected: &[u8],
    output: &[u8],
    mismatch: compare::Mismatch,
) -> WrongAnswer {
    let Compare::Text(mode) = problem.meta.compare else {
        unreachable!("a text comparison's verdict")
    };
    WrongAnswer {
        diff: Diff::around(mode, expected, output, &mismatch),
        expected_lines: compare::lines(expected).count(),
        mismatch: compare::Mismatch {
            expected: mismatch.expected.as_deref().map(excerpt::cut),
            actual: mismatch.actual.as_deref().map(excerpt::cut),
            ..mismatch
        },
    }
}

/// Writes the output as the case's expected output: [`Judgement::Blessed`], or
/// [`Judgement::Unjudged`] when the file cannot be written.
fn bless(ws: &Workspace, case: &Case, outcome: &Outcome, overwrote: bool) -> Judgement {
    let shown = ws.relative(&case.output);
    // Never through a symbolic link, even one inside the workspace: a linked .out is shared, or
    // leads elsewhere, and overwriting it would change what it leads to.
    let written = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .custom_flags(libc::O_NOFOLLOW)
        .open(&case.output)
        .and_then(|mut file| file.write_all(&outcome.stdout));
    match written {
        Ok(()) => Judgement::Blessed {
            overwrote,
            lines: compare::lines(&outcome.stdout).count(),
            bytes: outcome.stdout.len() as u64,
        },
        Err(e) => Judgement::Unjudged(FileError {
            message: match e.raw_os_error() {
                Some(libc::ELOOP) => format!(
                    "{shown} is a symbolic link, and --bless does not write through links: \
                     replace it with a file to bless it"
                ),
                _ => format!("cannot write {shown}: {e}"),
            },
            file: shown,
        }),
    }
}
