//! What judging produces and reporters consume: one record per case, per problem and per run, as
//! plain data (no styles, no layout), and the [`Reporter`] that receives them in order.
//!
//! A failed case keeps the facts that explain it (the first difference, an excerpt of the input,
//! the diff and stderr, the exit status or the limit it hit), cut to a bounded size: records of
//! cases that finished early wait for their turn, and must stay small whatever the outputs' size.

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use crate::interrupt;
use crate::report;
use crate::workspace::{Case, Problem};
use judge::compare::Mismatch;

use super::excerpt::{Diff, Head, StderrTail};

/// The exit status of a Rust program that panicked, worth naming to whoever reads an RE.
const RUST_PANIC_STATUS: i32 = 101;

/// Receives the records of a run as they are decided, in the report order (problem, then case, in
/// natural order), whatever order the cases finished in.
pub trait Reporter {
    fn case_finished(&mut self, case: &CaseRecord<'_>);
    /// After the last case of `problem`; not sent once the run is interrupted.
    fn problem_finished(&mut self, problem: &ProblemRecord<'_>);
    /// After every case was judged; an error is the message to leave with.
    fn run_finished(&mut self, run: &RunRecord) -> Result<(), String>;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Ac,
    Wa,
    Re,
    Tle,
    Ole,
    Mle,
    /// Expected output written by --bless.
    New,
    /// Not judged, or not recorded: a testcase could not be read, its .out written, or the
    /// checker failed.
    Err,
}

impl Verdict {
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
            Verdict::Ole => "OLE",
            Verdict::Mle => "MLE",
            Verdict::New => "NEW",
            Verdict::Err => "ERR",
        }
    }

    pub fn passed(self) -> bool {
        matches!(self, Verdict::Ac | Verdict::New)
    }
}

/// One judged case.
pub struct CaseRecord<'a> {
    pub problem: &'a Problem,
    pub case: &'a Case,
    pub wall: Duration,
    /// The solution's own peak resident memory.
    pub peak_rss_kib: u64,
    pub judgement: Judgement,
}

impl CaseRecord<'_> {
    pub fn verdict(&self) -> Verdict {
        match &self.judgement {
            Judgement::Accepted => Verdict::Ac,
            Judgement::Blessed { .. } => Verdict::New,
            Judgement::Failed(failure) => failure.reason.verdict(),
            Judgement::Unjudged(_) => Verdict::Err,
        }
    }
}

pub enum Judgement {
    Accepted,
    /// --bless wrote the output as the case's expected output.
    Blessed {
        /// An existing .out was replaced (--force).
        overwrote: bool,
        lines: usize,
        bytes: u64,
    },
    Failed(Box<Failure>),
    /// The runner could not judge the case, or record it: not the solution's fault.
    Unjudged(FileError),
}

/// A file the runner could not read (a testcase), write (a `.out` under --bless) or run to an
/// answer (the problem's checker).
pub struct FileError {
    /// The file, as shown (relative to the root).
    pub file: String,
    /// One sentence that names the file and the error.
    pub message: String,
}

pub struct Failure {
    pub reason: Reason,
    pub input: Head,
    /// What the run wrote to stdout before it ended: shown where nothing else shows it (not
    /// after a WA, which has its diff, or an OLE, which quotes its first line).
    pub output: Head,
    pub stderr: StderrTail,
    /// --bless left the .out as it was, where the reader would expect it written: the run failed
    /// on a case it was to write, or the output differs from an existing .out without --force.
    pub bless_skipped: bool,
}

/// Why a case failed.
pub enum Reason {
    WrongAnswer(Box<WrongAnswer>),
    /// The problem's checker rejected the output; the first lines of what it said.
    Rejected(Vec<Vec<u8>>),
    /// Exited by itself with this non-zero status.
    Exited(i32),
    Signaled(i32),
    TimeLimit(Duration),
    OutputLimit {
        cap_bytes: u64,
        first_line: Vec<u8>,
    },
    MemoryLimit {
        peak_kib: u64,
        limit_mib: u64,
        /// Stopped when it passed the limit, rather than seen over it at its exit.
        stopped: bool,
    },
    /// The executable could not be started at all.
    NotStarted {
        exe: PathBuf,
        error: String,
    },
}

pub struct WrongAnswer {
    /// Where the output first departs from the expected one (its lines cut short).
    pub mismatch: Mismatch,
    pub expected_lines: usize,
    pub diff: Diff,
}

impl Reason {
    pub fn verdict(&self) -> Verdict {
        match self {
            Reason::WrongAnswer(_) | Reason::Rejected(_) => Verdict::Wa,
            Reason::Exited(_) | Reason::Signaled(_) | Reason::NotStarted { .. } => Verdict::Re,
            Reason::TimeLimit(_) => Verdict::Tle,
            Reason::OutputLimit { .. } => Verdict::Ole,
            Reason::MemoryLimit { .. } => Verdict::Mle,
        }
    }
}

/// The reason in one sentence, for every reporter.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::WrongAnswer(wa) => {
                f.write_str(&first_difference(&wa.mismatch, wa.expected_lines))
            }
            Reason::Rejected(said) => match said.first() {
                Some(line) => write!(
                    f,
                    "the checker rejected the output: {}",
                    judge::visible::line(line, 200)
                ),
                None => f.write_str("the checker rejected the output"),
            },
            Reason::Exited(code) => write!(
                f,
                "exited with status {code}{}",
                if *code == RUST_PANIC_STATUS {
                    " (a Rust panic: see stderr)"
                } else {
                    ""
                }
            ),
            Reason::Signaled(signal) => write!(
                f,
                "killed by signal {signal} ({})",
                interrupt::signal_name(*signal).unwrap_or("unknown")
            ),
            Reason::TimeLimit(limit) => write!(
                f,
                "killed at the time limit of {}; is it stuck waiting for input, looping, or just \
                 slow?",
                report::millis(*limit)
            ),
            Reason::OutputLimit {
                cap_bytes,
                first_line,
            } => write!(
                f,
                "wrote more than {} to stdout, and was killed; it began with {}",
                report::bytes(*cap_bytes),
                if first_line.is_empty() {
                    "an empty line".to_string()
                } else {
                    format!("`{}`", judge::visible::line(first_line, 60))
                }
            ),
            Reason::MemoryLimit {
                peak_kib,
                limit_mib,
                stopped,
            } => write!(
                f,
                "peak memory {} {}",
                report::mib(*peak_kib),
                if *stopped {
                    format!("passed the limit of {limit_mib} MiB and was stopped")
                } else {
                    format!("is over the limit of {limit_mib} MiB (seen at its exit)")
                }
            ),
            Reason::NotStarted { exe, error } => {
                write!(f, "could not start {}: {error}", exe.display())
            }
        }
    }
}

/// One sentence that says where the output first goes wrong.
fn first_difference(m: &Mismatch, expected_lines: usize) -> String {
    let quote = |bytes: &[u8]| format!("`{}`", judge::visible::line(bytes, 80));
    let count = report::count;
    let line = m.actual_line + 1;
    match (m.token, &m.expected, &m.actual) {
        (None, Some(e), Some(a)) => format!(
            "first difference at line {line}: expected {}, got {}",
            quote(e),
            quote(a)
        ),
        (None, None, Some(a)) => format!(
            "the output goes on after the expected {}: line {line} is {}",
            count(expected_lines, "line"),
            quote(a)
        ),
        (None, Some(e), None) if line == 1 => format!(
            "the output is empty; expected {}, starting with {}",
            count(expected_lines, "line"),
            quote(e)
        ),
        (None, Some(e), None) => format!(
            "the output ends after {}; line {line} should be {}",
            count(line - 1, "line"),
            quote(e)
        ),
        (Some(k), Some(e), Some(a)) => format!(
            "first difference at token {} (line {} of the expected output, line {line} of the \
             output): expected {}, got {}",
            k + 1,
            m.expected_line + 1,
            quote(e),
            quote(a)
        ),
        (Some(k), None, Some(a)) => format!(
            "the output has more tokens than expected: token {} is {} (line {line})",
            k + 1,
            quote(a)
        ),
        (Some(k), Some(e), None) => format!(
            "the output ends after {k} tokens; token {} should be {} (line {} of the expected \
             output)",
            k + 1,
            quote(e),
            m.expected_line + 1
        ),
        (_, None, None) => "the outputs differ".to_string(),
    }
}

/// One problem's cases, once its last one is judged.
pub struct ProblemRecord<'a> {
    pub problem: &'a Problem,
    pub passed: usize,
    pub failed: usize,
    pub slowest: Duration,
    pub peak_kib: u64,
}

impl<'a> ProblemRecord<'a> {
    pub fn new(problem: &'a Problem) -> Self {
        ProblemRecord {
            problem,
            passed: 0,
            failed: 0,
            slowest: Duration::ZERO,
            peak_kib: 0,
        }
    }

    pub fn add(&mut self, case: &CaseRecord<'_>) {
        if case.verdict().passed() {
            self.passed += 1;
        } else {
            self.failed += 1;
        }
        self.slowest = self.slowest.max(case.wall);
        self.peak_kib = self.peak_kib.max(case.peak_rss_kib);
    }
}

/// The whole run.
#[derive(Default)]
pub struct RunRecord {
    pub problems: usize,
    pub passed: usize,
    pub failed: usize,
    /// .out files written by --bless.
    pub written: usize,
    /// The files of the cases that could not be judged or recorded, in report order.
    pub unjudged: Vec<String>,
    pub elapsed: Duration,
}

impl RunRecord {
    pub fn add(&mut self, case: &CaseRecord<'_>) {
        if case.verdict().passed() {
            self.passed += 1;
        } else {
            self.failed += 1;
        }
        self.written += usize::from(matches!(case.judgement, Judgement::Blessed { .. }));
        if let Judgement::Unjudged(error) = &case.judgement {
            self.unjudged.push(error.file.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use judge::compare::{compare, Mode};

    #[test]
    fn the_first_difference_names_the_line_and_both_sides() {
        let m = compare(Mode::Exact, b"1\n2\n3\n4\n", b"1\n2\nX\n4\n").unwrap();
        assert_eq!(
            first_difference(&m, 4),
            "first difference at line 3: expected `3`, got `X`"
        );
    }

    #[test]
    fn empty_and_short_outputs_are_described() {
        let m = compare(Mode::Exact, b"Yes\nNo\n", b"").unwrap();
        assert_eq!(
            first_difference(&m, 2),
            "the output is empty; expected 2 lines, starting with `Yes`"
        );
        let m = compare(Mode::Exact, b"Yes\n", b"Yes\n\n").unwrap();
        assert!(first_difference(&m, 1).contains("goes on after the expected 1 line:"));
    }

    #[test]
    fn a_panic_is_named_in_the_reason() {
        assert_eq!(
            Reason::Exited(101).to_string(),
            "exited with status 101 (a Rust panic: see stderr)"
        );
        assert_eq!(Reason::Exited(3).to_string(), "exited with status 3");
        assert_eq!(Reason::Exited(3).verdict(), Verdict::Re);
    }
}
