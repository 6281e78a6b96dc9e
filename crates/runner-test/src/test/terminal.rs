//! The terminal reporter: a line per case with what explains a failure under it, a line per
//! problem, and the run's summary, on stdout. Styles go through `anstream`, which drops them when
//! stdout is not a terminal or NO_COLOR is set.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use anstyle::{AnsiColor, Style};

use crate::report::{self, BAD, BOLD, DIM, GOOD, INDENT, NOTE, WARN};
use crate::workspace::{Case, Problem, Workspace};

use super::excerpt::{Diff, DiffRow, Head, StderrTail};
use super::record::{
    CaseRecord, Failure, Judgement, ProblemRecord, Reason, Reporter, RunRecord, Verdict,
};

const REMOVED: Style = AnsiColor::Red.on_default();
const ADDED: Style = AnsiColor::Green.on_default();

/// The widest `problem/case` label that still lines up the columns.
const MAX_LABEL: usize = 48;

pub struct Terminal<'a> {
    ws: &'a Workspace,
    /// `--exe`: what ran in place of the crate's binary, for the rerun hint.
    exe: Option<&'a Path>,
    /// Width of the `problem/case` column.
    width: usize,
    /// `problem/case (verdict)` and the problem of every failure, for the summary.
    failures: Vec<(String, String)>,
}

impl<'a> Terminal<'a> {
    pub fn new(
        ws: &'a Workspace,
        problems: &[(Problem, Vec<Case>)],
        exe: Option<&'a Path>,
    ) -> Self {
        let width = problems
            .iter()
            .flat_map(|(p, cases)| cases.iter().map(|c| p.name.len() + 1 + c.name.len()))
            .max()
            .unwrap_or(0)
            .min(MAX_LABEL);
        Terminal {
            ws,
            exe,
            width,
            failures: Vec::new(),
        }
    }

    /// Indented, possibly styled lines under the case's line.
    fn details(&self, record: &CaseRecord<'_>) -> String {
        let failure = match &record.judgement {
            Judgement::Accepted => return String::new(),
            Judgement::Blessed {
                overwrote,
                lines,
                bytes,
            } => {
                return format!(
                    "{INDENT}{} {} ({}, {}): check it by hand\n",
                    if *overwrote { "overwrote" } else { "wrote" },
                    self.ws.relative(&record.case.output),
                    report::count(*lines, "line"),
                    report::bytes(*bytes)
                )
            }
            Judgement::Failed(failure) => failure,
            Judgement::Unjudged(error) => return format!("{INDENT}{}\n", error.message),
        };
        let Failure {
            reason,
            input,
            output,
            stderr,
            bless_skipped,
        } = failure.as_ref();
        let mut out = format!("{INDENT}{reason}\n");
        let out_file = self.ws.relative(&record.case.output);
        // Said where an output ran but --bless left the existing .out alone.
        let kept = format!(
            "{INDENT}{DIM}kept {out_file}; --bless --force would overwrite it with this \
             output{DIM:#}\n"
        );
        match reason {
            // It never ran: nothing more to show.
            Reason::NotStarted { .. } => return out,
            Reason::WrongAnswer(wa) => {
                if wa.mismatch.whitespace_only {
                    let _ = writeln!(
                        out,
                        "{INDENT}{WARN}would pass with whitespace ignored: check \
                         spaces/newlines{WARN:#} {DIM}(compare = \"{}\"){DIM:#}",
                        record.problem.meta.compare
                    );
                }
                if *bless_skipped {
                    out += &kept;
                }
                out += &head("input", input);
                out += &diff(&wa.diff);
            }
            Reason::Rejected(said) => {
                if *bless_skipped {
                    out += &kept;
                }
                out += &head("input", input);
                out += &head("output", output);
                // The first line is in the reason already.
                if said.len() > 1 {
                    let _ = writeln!(out, "{INDENT}{DIM}the checker said:{DIM:#}");
                    for line in said {
                        let _ = writeln!(out, "{INDENT}  {}", judge::visible::line(line, 200));
                    }
                }
            }
            _ => {
                if *bless_skipped {
                    let _ = writeln!(
                        out,
                        "{INDENT}{DIM}{out_file} was not written: the run failed{DIM:#}"
                    );
                }
                out += &head("input", input);
                if !matches!(reason, Reason::OutputLimit { .. }) && !output.lines.is_empty() {
                    out += &head("output before it stopped", output);
                }
            }
        }
        out += &stderr_tail(stderr);
        out
    }
}

impl Reporter for Terminal<'_> {
    fn case_finished(&mut self, record: &CaseRecord<'_>) {
        let label = format!("{}/{}", record.problem.name, record.case.name);
        let verdict = record.verdict();
        let style = style(verdict);
        let width = self.width;
        let mut out = anstream::stdout().lock();
        let _ = writeln!(
            out,
            "  {style}{:<3}{style:#}  {label:<width$}  {:>8}  {:>9}",
            verdict.code(),
            report::millis(record.wall),
            report::mib(record.peak_rss_kib),
        );
        let _ = out.write_all(self.details(record).as_bytes());
        if !verdict.passed() {
            self.failures.push((
                format!("{label} ({})", verdict.code()),
                record.problem.name.clone(),
            ));
        }
    }

    /// `hdu-1846 4/4 passed  slowest 3 ms of 1000 ms, peak 1.9 MiB of 32 MiB, exact compare  (HDU
    /// 1846 ...)`
    fn problem_finished(&mut self, record: &ProblemRecord<'_>) {
        let problem = record.problem;
        let total = record.passed + record.failed;
        let style = if record.failed == 0 { GOOD } else { BAD };
        let memory = match problem.meta.memory_limit_mib() {
            Some(limit) => format!("{} of {limit} MiB", report::mib(record.peak_kib)),
            None => report::mib(record.peak_kib),
        };
        let mut line = format!(
            "{style}{}{style:#} {BOLD}{}/{total} passed{BOLD:#}  {DIM}slowest {} of {}, peak {}, \
             {} compare{DIM:#}",
            problem.name,
            record.passed,
            report::millis(record.slowest),
            report::millis(problem.meta.time_limit()),
            memory,
            problem.meta.compare,
        );
        let label = problem.label();
        if !label.is_empty() {
            let _ = write!(line, "  {DIM}({label}){DIM:#}");
        }
        if record.failed > 0 {
            if let Some(url) = &problem.meta.url {
                let _ = write!(line, "\n{INDENT}{DIM}statement: {url}{DIM:#}");
            }
        }
        let _ = writeln!(anstream::stdout(), "{line}");
    }

    fn run_finished(&mut self, run: &RunRecord) -> Result<(), String> {
        let mut out = anstream::stdout().lock();
        let cases = run.passed + run.failed;
        let _ = writeln!(
            out,
            "\n{DIM}{} problem{}, {cases} case{} in {:.1} s{}{DIM:#}",
            run.problems,
            if run.problems == 1 { "" } else { "s" },
            if cases == 1 { "" } else { "s" },
            run.elapsed.as_secs_f64(),
            if run.written > 0 {
                format!("; wrote {} .out file(s)", run.written)
            } else {
                String::new()
            }
        );
        if !self.failures.is_empty() {
            const SHOWN: usize = 12;
            let shown: Vec<&str> = self
                .failures
                .iter()
                .take(SHOWN)
                .map(|(failure, _)| failure.as_str())
                .collect();
            let more = self.failures.len().saturating_sub(shown.len());
            let _ = writeln!(
                out,
                "{BAD}failed:{BAD:#} {}{}",
                shown.join(", "),
                if more > 0 {
                    format!(" and {more} more")
                } else {
                    String::new()
                }
            );
            let mut names: Vec<&str> = self.failures.iter().map(|(_, p)| p.as_str()).collect();
            names.dedup();
            // The same executable again, not the crate's binary, after an --exe run.
            let exe = self.exe.map_or(String::new(), |exe| {
                format!(" --exe {}", report::shell_word(&exe.to_string_lossy()))
            });
            let _ = writeln!(
                out,
                "{DIM}rerun them: cargo make test {}{exe}{DIM:#}",
                names.join(" ")
            );
        }
        // CI reads this last line: keep it plain and in this shape.
        let _ = writeln!(out, "{} passed, {} failed", run.passed, run.failed);
        Ok(())
    }
}

/// What to say on stderr when Ctrl-C (or SIGTERM) stopped the run.
pub fn interrupted(judged: usize, total: usize) {
    let _ = writeln!(
        anstream::stderr(),
        "{WARN}interrupted:{WARN:#} stopped the running solutions (and everything they \
         started); {judged} of {total} cases were judged"
    );
}

fn style(verdict: Verdict) -> Style {
    match verdict {
        Verdict::Ac => GOOD,
        Verdict::New => NOTE,
        Verdict::Wa | Verdict::Re | Verdict::Err => BAD,
        Verdict::Tle | Verdict::Ole | Verdict::Mle => WARN,
    }
}

/// `what (2 lines):` and the lines, or `what (first 5 of 9 lines, 1.2 KiB):` and the first.
fn head(what: &str, head: &Head) -> String {
    let title = if head.lines.len() == head.total_lines {
        format!("{what} ({}):", report::count(head.total_lines, "line"))
    } else {
        format!(
            "{what} (first {} of {} lines, {}):",
            head.lines.len(),
            head.total_lines,
            report::bytes(head.total_bytes)
        )
    };
    let mut out = format!("{INDENT}{DIM}{title}{DIM:#}\n");
    for line in &head.lines {
        let _ = writeln!(out, "{INDENT}  {}", judge::visible::line(line, 100));
    }
    if head.lines.is_empty() {
        let _ = writeln!(out, "{INDENT}  {DIM}(empty){DIM:#}");
    }
    out
}

fn stderr_tail(tail: &StderrTail) -> String {
    if tail.lines.is_empty() {
        return String::new();
    }
    let title = if tail.whole {
        "stderr:".to_string()
    } else {
        format!(
            "stderr (its last lines; {} in all):",
            report::bytes(tail.total_bytes)
        )
    };
    let mut out = format!("{INDENT}{DIM}{title}{DIM:#}\n");
    for line in &tail.lines {
        let _ = writeln!(out, "{INDENT}  {}", judge::visible::line(line, 200));
    }
    out
}

fn diff(diff: &Diff) -> String {
    let mut out = format!(
        "{INDENT}{DIM}diff ({REMOVED}- expected{REMOVED:#}{DIM}, {ADDED}+ output{ADDED:#}{DIM}; \
         line numbers on each side):{DIM:#}\n"
    );
    for (row, text) in diff.texts() {
        let style = match row {
            DiffRow::Same(..) | DiffRow::Gap => DIM,
            DiffRow::Removed(..) => REMOVED,
            DiffRow::Added(..) => ADDED,
        };
        let _ = writeln!(out, "{INDENT}  {style}{text}{style:#}");
    }
    if diff.more {
        let _ = writeln!(out, "{INDENT}  {DIM}… (more lines not shown){DIM:#}");
    }
    out
}
