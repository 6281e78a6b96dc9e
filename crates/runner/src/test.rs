//! `runner test [NAME...]`: build the solutions in release, run every testcase like a judge, report.
//!
//! Cases run in parallel, one worker thread per core, but are reported in a fixed order (problem,
//! then case, in natural order) as soon as each one and all before it are done.

use std::fs;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use clap::{value_parser, Arg, ArgAction, ArgMatches, Command};

use crate::compare;
use crate::interrupt;
use crate::process::{self, Limits, Outcome, Termination};
use crate::report::{self, BAD, BOLD, DIM, GOOD, INDENT, NOTE, WARN};
use crate::workspace::{self, Case, Problem, Workspace};

pub fn command() -> Command {
    Command::new("test")
        .about("Build the solutions in release and judge them on their testcases")
        .long_about(
            "Build the named solutions (all when none is named) in release, run every testcase \
             of each in parallel under the problem's time limit, compare the output with the \
             .out file using the problem's `compare` mode, and report each case's verdict, time \
             and peak memory.\n\n\
             Verdicts: AC accepted; WA wrong answer; RE runtime error (non-zero exit or signal); \
             TLE killed at the time limit; OLE killed for writing more than the output cap; \
             MLE peak memory over memory-limit-mib (measured after the run, not enforced); \
             NEW expected output written by --bless.\n\n\
             Comparison: `exact` (the default) wants the same bytes, except that CRLF counts as \
             LF and the last line may lack its newline; `lines` also ignores trailing spaces and \
             blank lines at the end; `tokens` compares whitespace-separated tokens.",
        )
        .arg(
            Arg::new("names")
                .value_name("NAME")
                .num_args(0..)
                .help("Problems to judge (directories under problems/); all when none is named"),
        )
        .arg(Workspace::root_arg())
        .arg(
            Arg::new("exe")
                .long("exe")
                .value_name("PATH")
                .value_parser(value_parser!(PathBuf))
                .help("Run this executable instead of the problem's binary, building nothing (needs exactly one NAME)"),
        )
        .arg(
            Arg::new("no-build")
                .long("no-build")
                .action(ArgAction::SetTrue)
                .conflicts_with("exe")
                .help("Judge the binaries already in target/release instead of building first"),
        )
        .arg(
            Arg::new("bless")
                .long("bless")
                .action(ArgAction::SetTrue)
                .help("Write <case>.out from the solution's output for every case that has none"),
        )
        .arg(
            Arg::new("force")
                .long("force")
                .action(ArgAction::SetTrue)
                .requires("bless")
                .help("With --bless: also overwrite existing .out files that the output does not match"),
        )
        .arg(
            Arg::new("jobs")
                .short('j')
                .long("jobs")
                .value_name("N")
                .value_parser(value_parser!(u16).range(1..))
                .help("Cases run at once [default: the number of cores]"),
        )
        .arg(
            Arg::new("output-limit")
                .long("output-limit-mib")
                .value_name("MIB")
                .value_parser(value_parser!(u64).range(1..=4096))
                .default_value("64")
                .help("Output beyond this is OLE; the run is killed and no more is kept"),
        )
        .after_help(
            "Exit status: 0 when every case passes, 1 when any fails (or the build does), 2 on a \
             usage or workspace error, 130 on Ctrl-C.",
        )
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    interrupt::install();
    execute(matches).unwrap_or_else(|message| report::error_exit(&message))
}

struct Options {
    bless: bool,
    force: bool,
    output_limit: usize,
}

/// What a usage or workspace error looks like on the way out: the message (exit 2).
type Fatal = String;

fn execute(matches: &ArgMatches) -> Result<ExitCode, Fatal> {
    let ws = Workspace::from_matches(matches)?;
    let all = ws.problem_names()?;
    if all.is_empty() {
        return Err(format!(
            "no problems under {}: each problem is a crate in problems/<name>",
            ws.problems_dir().display()
        ));
    }
    let names = selected_names(matches, &all)?;
    let exe = matches.get_one::<PathBuf>("exe");
    if exe.is_some() && names.len() != 1 {
        return Err(format!(
            "--exe runs one executable, so it needs exactly one problem NAME (got {}): \
             runner test NAME --exe PATH",
            names.len()
        ));
    }
    let options = Options {
        bless: matches.get_flag("bless"),
        force: matches.get_flag("force"),
        output_limit: (*matches
            .get_one::<u64>("output-limit")
            .expect("has a default")
            << 20) as usize,
    };

    // Every workspace error at once, before anything is built.
    let mut errors = Vec::new();
    let mut problems = Vec::new();
    for name in &names {
        match ws.load_problem(name) {
            Ok(problem) => match ws.cases(name, options.bless) {
                Ok(cases) => problems.push((problem, cases)),
                Err(e) => errors.extend(e),
            },
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }

    let exes: Vec<PathBuf> = if let Some(exe) = exe {
        vec![checked_executable(exe)?]
    } else {
        let packages: Vec<&str> = problems.iter().map(|(p, _)| p.package.as_str()).collect();
        if !matches.get_flag("no-build") {
            match build(&ws, &packages) {
                Ok(()) => {}
                Err(code) => return Ok(code),
            }
        }
        let release = ws.release_dir();
        packages
            .iter()
            .map(|package| {
                let path = release.join(package);
                if path.is_file() {
                    Ok(path)
                } else {
                    Err(format!(
                        "no binary for `{package}` at {}: build it with `cargo build --release -p \
                         {package}` (or drop --no-build), or pass --exe PATH",
                        path.display()
                    ))
                }
            })
            .collect::<Result<_, _>>()?
    };

    let jobs: Vec<Job> = problems
        .iter()
        .zip(&exes)
        .enumerate()
        .flat_map(|(p, ((problem, cases), exe))| {
            cases.iter().enumerate().map(move |(c, case)| Job {
                problem_index: p,
                problem,
                case,
                exe,
                last_of_problem: c + 1 == cases.len(),
            })
        })
        .collect();
    let workers = matches
        .get_one::<u16>("jobs")
        .map(|&n| usize::from(n))
        .unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get()))
        .min(jobs.len())
        .max(1);

    let started = Instant::now();
    let tally = judge_all(&ws, &jobs, &options, workers, problems.len());
    if let Some(signal) = interrupt::requested() {
        let _ = writeln!(
            anstream::stderr(),
            "{WARN}interrupted:{WARN:#} stopped the running solutions (and everything they \
             started); {} of {} cases were judged",
            tally.passed + tally.failed,
            jobs.len()
        );
        return Ok(interrupt::exit_code(signal));
    }
    if let Some(error) = tally.error {
        return Err(error);
    }
    print_summary(&tally, &problems, started.elapsed());
    Ok(if tally.failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The problem names asked for, checked, in natural order; all of them when none is named.
fn selected_names(matches: &ArgMatches, all: &[String]) -> Result<Vec<String>, Fatal> {
    let Some(given) = matches.get_many::<String>("names") else {
        return Ok(all.to_vec());
    };
    let mut names = Vec::new();
    let mut errors = Vec::new();
    for raw in given {
        // Accept what tab completion gives: `problems/hdu-1846/` or `testcases/hdu-1846`.
        let name = Path::new(raw)
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or(raw)
            .to_string();
        if all.contains(&name) {
            if !names.contains(&name) {
                names.push(name);
            }
            continue;
        }
        errors.push(match workspace::closest(&name, all) {
            Some(close) => {
                format!("no problem named `{name}`; did you mean `{close}`? (runner test {close})")
            }
            None => format!(
                "no problem named `{name}`; the problems are: {}",
                all.join(", ")
            ),
        });
    }
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    names.sort_by(|a, b| workspace::natural_cmp(a, b));
    Ok(names)
}

fn checked_executable(path: &Path) -> Result<PathBuf, Fatal> {
    // Absolute, so that a bare `sol` is not looked up in PATH.
    let path = std::path::absolute(path)
        .map_err(|e| format!("cannot resolve --exe {}: {e}", path.display()))?;
    let meta = fs::metadata(&path).map_err(|e| {
        format!(
            "--exe {}: {e}; pass the path of a built executable",
            path.display()
        )
    })?;
    if !meta.is_file() {
        return Err(format!("--exe {} is not a file", path.display()));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(format!(
            "--exe {} is not executable: chmod +x it",
            path.display()
        ));
    }
    Ok(path)
}

/// `cargo build --release -p ...`, quiet unless it fails. Err holds the exit code to leave with.
fn build(ws: &Workspace, packages: &[&str]) -> Result<(), ExitCode> {
    let mut err = anstream::stderr();
    let _ = writeln!(
        err,
        "{DIM}building {} solution{} in release…{DIM:#}",
        packages.len(),
        if packages.len() == 1 { "" } else { "s" }
    );
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = std::process::Command::new(cargo);
    command
        .current_dir(&ws.root)
        .args(["build", "--release", "--manifest-path"])
        .arg(ws.root.join("Cargo.toml"));
    for package in packages {
        command.args(["-p", package]);
    }
    // Cargo cannot see our terminal through the pipe; keep its colours if ours are on.
    let colour = anstream::AutoStream::choice(&std::io::stderr()) != anstream::ColorChoice::Never;
    command.args(["--color", if colour { "always" } else { "never" }]);
    let limits = Limits {
        stderr_tail_bytes: 1 << 20,
        ..Limits::default()
    };
    let started = Instant::now();
    let outcome = match process::run(command, b"", &limits) {
        Ok(outcome) => outcome,
        Err(e) => {
            let _ = writeln!(
                err,
                "{BAD}error:{BAD:#} cannot run cargo: {e}; is cargo on PATH (or $CARGO set)?"
            );
            return Err(ExitCode::from(2));
        }
    };
    match outcome.termination {
        _ if outcome.success() => {
            let _ = writeln!(
                err,
                "{DIM}built in {:.1} s{DIM:#}",
                started.elapsed().as_secs_f64()
            );
            Ok(())
        }
        Termination::Interrupted => Err(interrupt::exit_code(
            interrupt::requested().unwrap_or(libc::SIGINT),
        )),
        _ => {
            let _ = err.write_all(&outcome.stdout);
            let _ = err.write_all(&outcome.stderr_tail);
            let _ = writeln!(
                err,
                "{BAD}error:{BAD:#} the build failed (cargo's output is above): fix the compile \
                 error, or judge the other problems by naming them: runner test NAME..."
            );
            Err(ExitCode::FAILURE)
        }
    }
}

struct Job<'a> {
    problem_index: usize,
    problem: &'a Problem,
    case: &'a Case,
    exe: &'a Path,
    last_of_problem: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    Ac,
    Wa,
    Re,
    Tle,
    Ole,
    Mle,
    /// Expected output written by --bless.
    New,
}

impl Verdict {
    fn code(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Wa => "WA",
            Verdict::Re => "RE",
            Verdict::Tle => "TLE",
            Verdict::Ole => "OLE",
            Verdict::Mle => "MLE",
            Verdict::New => "NEW",
        }
    }

    fn passed(self) -> bool {
        matches!(self, Verdict::Ac | Verdict::New)
    }

    fn style(self) -> anstyle::Style {
        match self {
            Verdict::Ac => GOOD,
            Verdict::New => NOTE,
            Verdict::Wa | Verdict::Re => BAD,
            Verdict::Tle | Verdict::Ole | Verdict::Mle => WARN,
        }
    }
}

/// A judged case, ready to print.
struct CaseReport {
    verdict: Verdict,
    wall: Duration,
    peak_rss_kib: u64,
    /// Indented, possibly styled lines under the case's line.
    details: String,
    wrote: bool,
}

/// What a worker sends back for one job.
enum Judged {
    Done(CaseReport),
    /// Stopped by Ctrl-C: nothing to report.
    Interrupted,
    /// The case could not be judged at all (an unreadable file): a workspace error.
    Error(String),
}

#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    written: usize,
    /// (problem index, case name, verdict) of every failure.
    failures: Vec<(usize, String, Verdict)>,
    error: Option<String>,
}

/// Runs the jobs on `workers` threads and prints each result in job order.
fn judge_all(
    ws: &Workspace,
    jobs: &[Job],
    options: &Options,
    workers: usize,
    problem_count: usize,
) -> Tally {
    let width = jobs
        .iter()
        .map(|j| j.problem.name.len() + 1 + j.case.name.len())
        .max()
        .unwrap_or(0)
        .min(48);
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    let mut tally = Tally::default();
    let mut stats = vec![ProblemStats::default(); problem_count];

    thread::scope(|scope| {
        for _ in 0..workers {
            let sender = sender.clone();
            let next = &next;
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

        let mut out = anstream::stdout().lock();
        let mut pending: Vec<Option<Judged>> = jobs.iter().map(|_| None).collect();
        let mut printed = 0;
        for (i, judged) in receiver {
            pending[i] = Some(judged);
            while let Some(judged) = pending.get_mut(printed).and_then(Option::take) {
                let job = &jobs[printed];
                printed += 1;
                let report = match judged {
                    Judged::Done(report) => report,
                    Judged::Interrupted => continue,
                    Judged::Error(e) => {
                        tally.error.get_or_insert(e);
                        continue;
                    }
                };
                let label = format!("{}/{}", job.problem.name, job.case.name);
                let style = report.verdict.style();
                let _ = writeln!(
                    out,
                    "  {style}{:<3}{style:#}  {label:<width$}  {:>8}  {:>9}",
                    report.verdict.code(),
                    report::millis(report.wall),
                    report::mib(report.peak_rss_kib),
                );
                let _ = out.write_all(report.details.as_bytes());
                let s = &mut stats[job.problem_index];
                s.add(&report);
                if report.verdict.passed() {
                    tally.passed += 1;
                } else {
                    tally.failed += 1;
                    tally
                        .failures
                        .push((job.problem_index, job.case.name.clone(), report.verdict));
                }
                tally.written += usize::from(report.wrote);
                if job.last_of_problem && interrupt::requested().is_none() {
                    let _ = write!(out, "{}", s.summary(job.problem));
                }
            }
        }
    });
    tally
}

#[derive(Clone, Default)]
struct ProblemStats {
    passed: usize,
    failed: usize,
    slowest: Duration,
    peak_kib: u64,
}

impl ProblemStats {
    fn add(&mut self, report: &CaseReport) {
        if report.verdict.passed() {
            self.passed += 1;
        } else {
            self.failed += 1;
        }
        self.slowest = self.slowest.max(report.wall);
        self.peak_kib = self.peak_kib.max(report.peak_rss_kib);
    }

    /// `  hdu-1846  4/4 passed  slowest 3 ms of 1000 ms  peak 1.9 MiB of 32 MiB  (HDU 1846 ...)`
    fn summary(&self, problem: &Problem) -> String {
        let total = self.passed + self.failed;
        let style = if self.failed == 0 { GOOD } else { BAD };
        let memory = match problem.memory_limit_mib {
            Some(limit) => format!("{} of {limit} MiB", report::mib(self.peak_kib)),
            None => report::mib(self.peak_kib),
        };
        let mut line = format!(
            "{style}{}{style:#} {BOLD}{}/{total} passed{BOLD:#}  {DIM}slowest {} of {}, peak {}, \
             {} compare{DIM:#}",
            problem.name,
            self.passed,
            report::millis(self.slowest),
            report::millis(problem.time_limit),
            memory,
            problem.compare,
        );
        let label = problem.label();
        if !label.is_empty() {
            line.push_str(&format!("  {DIM}({label}){DIM:#}"));
        }
        if self.failed > 0 {
            if let Some(url) = &problem.url {
                line.push_str(&format!("\n{INDENT}{DIM}statement: {url}{DIM:#}"));
            }
        }
        line.push('\n');
        line
    }
}

fn print_summary(tally: &Tally, problems: &[(Problem, Vec<Case>)], elapsed: Duration) {
    let mut out = anstream::stdout().lock();
    let cases = tally.passed + tally.failed;
    let _ = writeln!(
        out,
        "\n{DIM}{} problem{}, {cases} case{} in {:.1} s{}{DIM:#}",
        problems.len(),
        if problems.len() == 1 { "" } else { "s" },
        if cases == 1 { "" } else { "s" },
        elapsed.as_secs_f64(),
        if tally.written > 0 {
            format!("; wrote {} .out file(s)", tally.written)
        } else {
            String::new()
        }
    );
    if !tally.failures.is_empty() {
        let shown: Vec<String> = tally
            .failures
            .iter()
            .take(12)
            .map(|(p, case, verdict)| {
                format!("{}/{case} ({})", problems[*p].0.name, verdict.code())
            })
            .collect();
        let more = tally.failures.len().saturating_sub(shown.len());
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
        let mut names: Vec<&str> = tally
            .failures
            .iter()
            .map(|(p, _, _)| problems[*p].0.name.as_str())
            .collect();
        names.dedup();
        let _ = writeln!(
            out,
            "{DIM}rerun them: cargo make test {}{DIM:#}",
            names.join(" ")
        );
    }
    // CI reads this last line: keep it plain and in this shape.
    let _ = writeln!(out, "{} passed, {} failed", tally.passed, tally.failed);
}

/// Runs one case and decides its verdict (and blesses it, if asked).
fn judge(ws: &Workspace, job: &Job, options: &Options) -> Judged {
    let (problem, case) = (job.problem, job.case);
    let input = match fs::read(&case.input) {
        Ok(input) => input,
        Err(e) => return Judged::Error(format!("cannot read {}: {e}", case.input.display())),
    };
    let expected = if case.has_output {
        match fs::read(&case.output) {
            Ok(expected) => Some(expected),
            Err(e) => return Judged::Error(format!("cannot read {}: {e}", case.output.display())),
        }
    } else {
        None
    };
    let limits = Limits {
        time: Some(problem.time_limit),
        output_bytes: options.output_limit,
        ..Limits::default()
    };
    let outcome = match process::run(std::process::Command::new(job.exe), &input, &limits) {
        Ok(outcome) => outcome,
        Err(e) => {
            return Judged::Done(CaseReport {
                verdict: Verdict::Re,
                wall: Duration::ZERO,
                peak_rss_kib: 0,
                details: format!("{INDENT}could not start {}: {e}\n", job.exe.display()),
                wrote: false,
            })
        }
    };
    if outcome.termination == Termination::Interrupted {
        return Judged::Interrupted;
    }

    let mut report = CaseReport {
        verdict: Verdict::Ac,
        wall: outcome.wall,
        peak_rss_kib: outcome.peak_rss_kib,
        details: String::new(),
        wrote: false,
    };
    let over_memory = problem
        .memory_limit_mib
        .filter(|&limit| outcome.peak_rss_kib > limit * 1024);
    let failure = match outcome.termination {
        Termination::OutputLimit => Some((
            Verdict::Ole,
            format!(
                "wrote more than {} to stdout, and was killed; it began with `{}`",
                report::bytes(options.output_limit as u64),
                report::visible(
                    compare::lines(&outcome.stdout).first().unwrap_or(&&b""[..]),
                    60
                )
            ),
        )),
        Termination::TimeLimit => Some((
            Verdict::Tle,
            format!(
                "killed at the time limit of {}; is it stuck waiting for input, looping, or just \
                 slow?",
                report::millis(problem.time_limit)
            ),
        )),
        _ if over_memory.is_some() => Some((
            Verdict::Mle,
            format!(
                "peak memory {} is over the limit of {} MiB (measured after the run, not \
                 enforced during it)",
                report::mib(outcome.peak_rss_kib),
                over_memory.unwrap_or_default()
            ),
        )),
        Termination::Signaled(signal) => Some((
            Verdict::Re,
            format!(
                "killed by signal {signal} ({})",
                interrupt::signal_name(signal).unwrap_or("unknown")
            ),
        )),
        Termination::Exited(code) if code != 0 => Some((
            Verdict::Re,
            format!(
                "exited with status {code}{}",
                if code == 101 {
                    " (a Rust panic: see stderr)"
                } else {
                    ""
                }
            ),
        )),
        _ => None,
    };

    if let Some((verdict, why)) = failure {
        report.verdict = verdict;
        report.details = format!("{INDENT}{why}\n");
        if options.bless && (!case.has_output || options.force) {
            report.details += &format!(
                "{INDENT}{DIM}{} was not written: the run failed{DIM:#}\n",
                ws.relative(&case.output)
            );
        }
        report.details += &report::input_head(&input);
        report.details += &report::stderr_tail(&outcome.stderr_tail, outcome.stderr_total);
        return Judged::Done(report);
    }

    let Some(expected) = expected else {
        // --bless, and no expected output yet.
        return bless(ws, case, &outcome, report, "wrote");
    };
    let Some(mismatch) = compare::compare(problem.compare, &expected, &outcome.stdout) else {
        return Judged::Done(report);
    };
    if options.bless && options.force {
        return bless(ws, case, &outcome, report, "overwrote");
    }

    report.verdict = Verdict::Wa;
    let mut details = format!(
        "{INDENT}{}\n",
        report::first_difference(&mismatch, compare::lines(&expected).len())
    );
    if mismatch.whitespace_only {
        details += &format!(
            "{INDENT}{WARN}would pass with whitespace ignored: check spaces/newlines{WARN:#} \
             {DIM}(compare = \"{}\"){DIM:#}\n",
            problem.compare
        );
    }
    if options.bless {
        details += &format!(
            "{INDENT}{DIM}kept {}; --bless --force would overwrite it with this output{DIM:#}\n",
            ws.relative(&case.output)
        );
    }
    details += &report::input_head(&input);
    details += &report::diff(problem.compare, &expected, &outcome.stdout, &mismatch);
    details += &report::stderr_tail(&outcome.stderr_tail, outcome.stderr_total);
    report.details = details;
    Judged::Done(report)
}

/// Writes the output as the case's expected output.
fn bless(
    ws: &Workspace,
    case: &Case,
    outcome: &Outcome,
    mut report: CaseReport,
    verb: &str,
) -> Judged {
    let shown = ws.relative(&case.output);
    match fs::write(&case.output, &outcome.stdout) {
        Ok(()) => {
            report.verdict = Verdict::New;
            report.wrote = true;
            report.details = format!(
                "{INDENT}{verb} {shown} ({}, {}): check it by hand\n",
                report::count(compare::lines(&outcome.stdout).len(), "line"),
                report::bytes(outcome.stdout.len() as u64)
            );
        }
        Err(e) => return Judged::Error(format!("cannot write {shown}: {e}")),
    }
    Judged::Done(report)
}
