//! The one place a verdict is decided. `test`, `stress`, `table`, `bench`, `bundle --check` and
//! the proofs each build a [`Judge`] from the problem's metadata and ask it; none compares
//! outputs by itself, so a port that one tool accepts no other tool rejects.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use judge_run::process::{self, Limits, Outcome, Termination};

use crate::checker::{self, Checked, File};
use crate::compare::{self, Compare, Mismatch};
use crate::metadata::Metadata;

/// A problem's way of judging: its compare mode (and checker), its time and memory limits and
/// the output cap.
#[derive(Clone, Debug)]
pub struct Judge {
    pub compare: Compare,
    /// The checker's executable; needed when `compare` is [`Compare::Checker`].
    pub checker: Option<PathBuf>,
    pub time_limit: Duration,
    pub memory_limit_mib: Option<u64>,
    /// Output beyond this many bytes is OLE.
    pub output_limit: usize,
}

/// The default output cap: 64 MiB, far above any answer here and far below the machine.
pub const OUTPUT_LIMIT: usize = 64 << 20;

/// How long a checker may take, in times the solution's limit: it reads everything the
/// solution wrote, and more.
const CHECKER_TIME_FACTOR: u32 = 10;

/// What the judge decided about one run.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    Accepted,
    /// The output differs from the answer as the compare mode reads them.
    WrongAnswer(Mismatch),
    /// The checker rejected the output: the first lines of what it said.
    Rejected(Vec<Vec<u8>>),
    TimeLimit,
    /// Over the memory limit: stopped when it passed it, or seen over it at its exit.
    MemoryLimit {
        stopped: bool,
    },
    OutputLimit,
    /// Exited by itself with this non-zero status.
    Exited(i32),
    Signaled(i32),
    /// The checker itself failed: no verdict on the solution. The sentence that says how.
    CheckerFailed(String),
    /// Ctrl-C or SIGTERM stopped the run.
    Interrupted,
}

impl Verdict {
    pub fn accepted(&self) -> bool {
        *self == Verdict::Accepted
    }

    /// The judges' abbreviation: AC, WA, TLE, MLE, OLE, RE, or ERR for a failing checker.
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer(_) | Verdict::Rejected(_) => "WA",
            Verdict::TimeLimit => "TLE",
            Verdict::MemoryLimit { .. } => "MLE",
            Verdict::OutputLimit => "OLE",
            Verdict::Exited(_) | Verdict::Signaled(_) => "RE",
            Verdict::CheckerFailed(_) | Verdict::Interrupted => "ERR",
        }
    }
}

/// The case a run is judged on: its input and the answer its output is held to (a `.out`, or
/// the spec's answer in stress and table). The files are passed to a checker as they are, when
/// they exist, else written for it.
#[derive(Clone, Copy)]
pub struct Case<'a> {
    pub input: &'a [u8],
    pub input_file: Option<&'a Path>,
    pub answer: &'a [u8],
    pub answer_file: Option<&'a Path>,
}

impl<'a> Case<'a> {
    /// A case held in memory.
    pub fn in_memory(input: &'a [u8], answer: &'a [u8]) -> Case<'a> {
        Case {
            input,
            input_file: None,
            answer,
            answer_file: None,
        }
    }
}

impl Judge {
    /// The judge of a problem with this metadata; a checker problem needs [`Judge::checker`]
    /// set too.
    pub fn new(problem: &Metadata) -> Judge {
        Judge {
            compare: problem.compare,
            checker: None,
            time_limit: problem.time_limit(),
            memory_limit_mib: problem.memory_limit_mib(),
            output_limit: OUTPUT_LIMIT,
        }
    }

    pub fn limits(&self) -> Limits {
        Limits {
            time: Some(self.time_limit),
            output_bytes: self.output_limit,
            memory_kib: self.memory_limit_mib.map(|mib| mib * 1024),
            ..Limits::default()
        }
    }

    /// Runs `program` on `input` under the limits (its own process group, killed on every
    /// path).
    pub fn run(&self, program: &Path, input: &[u8]) -> std::io::Result<Outcome> {
        process::run(Command::new(program), input, &self.limits())
    }

    /// Runs `program` on the case and judges it.
    pub fn run_and_judge(
        &self,
        program: &Path,
        case: &Case,
    ) -> std::io::Result<(Outcome, Verdict)> {
        let outcome = self.run(program, case.input)?;
        let verdict = self.verdict(&outcome, case);
        Ok((outcome, verdict))
    }

    /// The verdict on a run that ended before its output could be judged (a crash, a limit),
    /// or `None` when it exited 0 within every limit.
    pub fn run_verdict(&self, outcome: &Outcome) -> Option<Verdict> {
        // A peak between two samples is only seen in the exit's ru_maxrss.
        let over_memory = self
            .memory_limit_mib
            .is_some_and(|limit| outcome.peak_rss_kib > limit * 1024);
        match outcome.termination {
            Termination::Interrupted => Some(Verdict::Interrupted),
            Termination::OutputLimit => Some(Verdict::OutputLimit),
            Termination::TimeLimit => Some(Verdict::TimeLimit),
            Termination::MemoryLimit => Some(Verdict::MemoryLimit { stopped: true }),
            _ if over_memory => Some(Verdict::MemoryLimit { stopped: false }),
            Termination::Signaled(signal) => Some(Verdict::Signaled(signal)),
            Termination::Exited(0) => None,
            Termination::Exited(code) => Some(Verdict::Exited(code)),
        }
    }

    /// The verdict on a finished run.
    pub fn verdict(&self, outcome: &Outcome, case: &Case) -> Verdict {
        self.run_verdict(outcome)
            .unwrap_or_else(|| self.output_verdict(case, &outcome.stdout))
    }

    /// The verdict on `output` as an answer to `case`, however it was produced (a run, or a
    /// solution's `solve` called in memory).
    pub fn output_verdict(&self, case: &Case, output: &[u8]) -> Verdict {
        match self.compare {
            Compare::Text(mode) => match compare::compare(mode, case.answer, output) {
                None => Verdict::Accepted,
                Some(mismatch) => Verdict::WrongAnswer(mismatch),
            },
            Compare::Checker => {
                let Some(checker) = &self.checker else {
                    return Verdict::CheckerFailed(
                        "the problem is judged by a checker, and none was given".to_string(),
                    );
                };
                fn file<'a>(path: Option<&'a Path>, bytes: &'a [u8]) -> File<'a> {
                    path.map_or(File::Bytes(bytes), File::Path)
                }
                match checker::check(
                    checker,
                    file(case.input_file, case.input),
                    file(case.answer_file, case.answer),
                    output,
                    self.time_limit * CHECKER_TIME_FACTOR,
                ) {
                    Checked::Accepted => Verdict::Accepted,
                    Checked::Rejected(said) => Verdict::Rejected(said),
                    Checked::Failed(message) => Verdict::CheckerFailed(message),
                    Checked::Interrupted => Verdict::Interrupted,
                }
            }
        }
    }

    /// Whether `output` is accepted as the answer to `case`.
    pub fn accepts(&self, case: &Case, output: &[u8]) -> bool {
        self.output_verdict(case, output).accepted()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::Mode;

    fn judge(compare: Compare) -> Judge {
        Judge {
            compare,
            checker: None,
            time_limit: Duration::from_secs(1),
            memory_limit_mib: Some(32),
            output_limit: OUTPUT_LIMIT,
        }
    }

    fn outcome(termination: Termination, stdout: &[u8], peak_rss_kib: u64) -> Outcome {
        Outcome {
            termination,
            stdout: stdout.to_vec(),
            stderr_tail: Vec::new(),
            stderr_total: 0,
            wall: Duration::from_millis(1),
            peak_rss_kib,
        }
    }

    #[test]
    fn exact_accepts_crlf_and_rejects_another_word() {
        let exact = judge(Compare::Text(Mode::Exact));
        let case = Case::in_memory(b"", b"first\nsecond\n");
        assert!(exact.accepts(&case, b"first\r\nsecond\r\n"));
        assert!(!exact.accepts(&case, b"First\nsecond\n"));
        assert!(!exact.accepts(&case, b"first \nsecond\n"));
    }

    #[test]
    fn a_run_that_did_not_finish_cleanly_is_judged_by_how_it_ended() {
        let exact = judge(Compare::Text(Mode::Exact));
        let case = Case::in_memory(b"", b"1\n");
        let cases = [
            (Termination::Exited(0), 1024, Verdict::Accepted),
            (Termination::Exited(3), 1024, Verdict::Exited(3)),
            (Termination::Signaled(11), 1024, Verdict::Signaled(11)),
            (Termination::TimeLimit, 1024, Verdict::TimeLimit),
            (Termination::OutputLimit, 1024, Verdict::OutputLimit),
            (
                Termination::MemoryLimit,
                40_000,
                Verdict::MemoryLimit { stopped: true },
            ),
            // Over the limit between two samples: seen at the exit.
            (
                Termination::Exited(0),
                40_000,
                Verdict::MemoryLimit { stopped: false },
            ),
        ];
        for (termination, peak, verdict) in cases {
            assert_eq!(
                exact.verdict(&outcome(termination, b"1\n", peak), &case),
                verdict
            );
        }
    }

    #[test]
    fn a_checker_problem_without_its_checker_is_no_verdict_on_the_solution() {
        let verdict = judge(Compare::Checker).output_verdict(&Case::in_memory(b"", b"1\n"), b"1\n");
        assert!(matches!(verdict, Verdict::CheckerFailed(_)), "{verdict:?}");
        assert_eq!(verdict.code(), "ERR");
    }
}
