//! `runner bench [NAME...] [--runs N]`: every solution on its maximum input, timed against the
//! floor that no solution can beat.
//!
//! For each problem that has a generator ([`crate::gen`]): build the release binaries, write the
//! maximum input to `target/bench/<name>.in`, then run the solution and the baseline
//! (`crates/read-floor`: read all of standard input, parse every integer, nothing else) on it
//! `--runs` times each, alternating which goes first so that a noisy machine treats both alike,
//! after one untimed run of each to warm the caches. Every run of the solution must exit 0 and
//! print the answer's number of lines, the same bytes every time.
//!
//! Prints a Markdown table: the median wall time beside the baseline's and their ratio, and the
//! largest peak RSS, beside the judge's limits. Runs go through
//! [`crate::process::run_with_files`], which measures each program from fork to exit and its own
//! `wait4` peak RSS (through the measuring helper, so the runner's memory does not count).
//!
//! The input comes from the file and the output goes to a file (`target/bench/<name>.out`), as on
//! a judge, not through the pipes that `process::run` uses: a pipe delivers a 33 MB input at a
//! few hundred MB/s, so a program that reads everything before it parses (the baseline) waits for
//! it while one that streams (the solutions) parses as it arrives, which flatters the solutions
//! by a third on the largest input; and the 4.9 MB that luogu-p1247 prints would be timed through
//! the runner's pipe reader rather than the write a judge's file takes. The runner opens both
//! files itself and the program is executed directly, with no shell in between, so nothing but
//! the program is timed. Before each run the previous run's output file is removed and a fresh
//! one created: truncating luogu-p1247's 4.9 MB output in place costs milliseconds, and would
//! fall inside the timed window of whichever program ran next.
//!
//! Exits 1 if a run fails, prints a wrong number of lines, or goes over a judge's limit.
//!
//! Timing stops at `--time-limit SECONDS`, a minute unless given, as every tool does (the build
//! before it is cargo's): all 18 problems at 15 runs each took minutes here. The rows of the
//! problems benched by then are printed, a problem whose runs were cut short is not, and an
//! error says whether those benched were all ok, how to give it longer and names the rest: exit
//! 3, a stop at the time limit (1 if a row benched failed).

use std::fmt::Write as _;
use std::fs::{self, File};
use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};
use std::process::{Command as Process, ExitCode};
use std::time::{Duration, Instant};

use moves::time_limit::TimeLimit;

use clap::{value_parser, ArgMatches, Command};

use crate::build;
use crate::cli;
use crate::exit;
use crate::interrupt;
use crate::process::{self, Limits, Outcome, Termination};
use crate::report::{self, BAD, DIM, GOOD, WARN};
use crate::workspace::{Problem, Workspace};
use itertools::Itertools;
use judge::{visible, Judge, Verdict};
use spec_tools::gen::{generated_by_tool, Generated, Size};
use spec_tools::spec;

/// The baseline's package and binary.
const FLOOR: &str = "read-floor";

/// A run may take this many times the judge's limit before it counts as hung.
const PATIENCE: u32 = 10;

pub fn command() -> Command {
    Command::new("bench")
        .about("Time each solution on its maximum input against a read-and-parse floor")
        .long_about(
            "Build the solutions and the baseline (crates/read-floor: read all of stdin, parse \
             every integer) in release, generate each problem's maximum input into \
             target/bench/<name>.in (runner gen <name> --max), run solution and baseline on it \
             alternately, and print a Markdown table: median wall time, the ratio to the \
             baseline's median, and peak RSS, beside the judge's limits. Each solution run must \
             exit 0 and print the expected number of lines, the same output every run. Timing \
             stops after --time-limit seconds, with the rows of the problems benched by then.",
        )
        .arg(cli::names(
            "Problems to bench; all that have a spec when none is named",
        ))
        .arg(
            cli::option("runs", "N", "Timed runs of each program per problem")
                .value_parser(value_parser!(u32).range(1..=99))
                .default_value("15"),
        )
        .arg(cli::seed("Seed of the generated inputs").default_value("1"))
        .arg(cli::time_limit())
        .arg(cli::path(
            "exe",
            "Time this executable (a port) instead of the problem's binary; needs exactly one NAME",
        ))
        .arg(Workspace::root_arg())
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    interrupt::install();
    execute(matches).unwrap_or_else(|message| report::error_exit(&message))
}

/// One problem's measurements.
struct Row {
    name: String,
    /// The maximum input's shape in words.
    shape: String,
    input_bytes: usize,
    time: Duration,
    floor: Duration,
    peak_rss_kib: u64,
    limits: String,
    /// What went wrong, if anything: a failed run, wrong output, a judge's limit exceeded.
    problems: Vec<String>,
    /// Lines of the solution's answer.
    answer_lines: u64,
}

fn execute(matches: &ArgMatches) -> Result<ExitCode, String> {
    let ws = Workspace::from_matches(matches)?;
    let runs = *matches.get_one::<u32>("runs").expect("has a default");
    let seed = *matches.get_one::<u64>("seed").expect("has a default");
    let problems: Vec<Problem> = selected_names(&ws, matches)?
        .iter()
        .map(|name| ws.load_problem(name))
        .collect::<Result<_, _>>()?;
    let exe = match matches.get_one::<PathBuf>("exe") {
        Some(_) if problems.len() != 1 => {
            return Err("--exe times one executable: name exactly one problem".into());
        }
        Some(path) => Some(build::checked_executable(path)?),
        None => None,
    };

    let mut packages: Vec<&str> = match exe {
        Some(_) => Vec::new(),
        None => problems.iter().map(|p| p.package.as_str()).collect(),
    };
    packages.push(FLOOR);
    if let Err(code) = build::release(&ws, &packages) {
        return Ok(code);
    }
    let release = ws.release_dir();
    let bench_dir = release
        .parent()
        .map_or_else(|| ws.root.join("target"), Path::to_path_buf)
        .join("bench");
    fs::create_dir_all(&bench_dir)
        .map_err(|e| format!("cannot create {}: {e}", bench_dir.display()))?;

    let started = Instant::now();
    let limit = TimeLimit::new(cli::time_limit_of(matches));
    let load_before = load_average();
    let mut err = anstream::stderr();
    let mut rows = Vec::new();
    for (benched, problem) in problems.iter().enumerate() {
        if let Some(signal) = interrupt::requested() {
            return Ok(interrupt::exit_code(signal));
        }
        if limit.is_up() {
            return Ok(out_of_time(&rows, &problems[benched..], runs, &limit));
        }
        let _ = write!(err, "{DIM}bench {}…{DIM:#}", problem.name);
        let solution = exe
            .clone()
            .unwrap_or_else(|| release.join(&problem.package));
        let row = match bench_one(
            &ws, problem, &solution, &release, &bench_dir, runs, seed, &limit,
        ) {
            // Ctrl-C during the runs is an interruption, not an error.
            Err(_) if interrupt::requested().is_some() => {
                let signal = interrupt::requested().unwrap_or(libc::SIGINT);
                return Ok(interrupt::exit_code(signal));
            }
            Ok(None) => {
                let _ = writeln!(err, " stopped at the time limit");
                return Ok(out_of_time(&rows, &problems[benched..], runs, &limit));
            }
            row => row?.expect("a row unless the time ran out"),
        };
        let verdict = if row.problems.is_empty() {
            format!("{GOOD}ok{GOOD:#}")
        } else {
            format!("{BAD}{}{BAD:#}", row.problems.join("; "))
        };
        let _ = writeln!(
            err,
            " {:.1} ms, floor {:.1} ms, {verdict}",
            ms(row.time),
            ms(row.floor)
        );
        rows.push(row);
    }
    if let Some(signal) = interrupt::requested() {
        return Ok(interrupt::exit_code(signal));
    }
    let context = format!(
        "{runs} timed runs of each program per problem, medians; input from the file, as on a \
         judge; {}; load average {load_before} before, {} after; {:.0} s in all.",
        machine(),
        load_average(),
        started.elapsed().as_secs_f64()
    );
    Ok(report(&rows, &context))
}

/// The problems named, each of which must have a spec; or, when none is named, every problem
/// that has one, with a note on stderr for each that has none.
fn selected_names(ws: &Workspace, matches: &ArgMatches) -> Result<Vec<String>, String> {
    let given = matches.get_many::<String>("names");
    let named = given.is_some();
    let names = ws.select(given)?;
    let (with_spec, without): (Vec<String>, Vec<String>) =
        names.into_iter().partition(|name| spec::has_spec(ws, name));
    if named && !without.is_empty() {
        return Err(without.iter().map(|name| spec::no_spec(name)).join("\n"));
    }
    let mut err = anstream::stderr();
    for name in without {
        let _ = writeln!(
            err,
            "{WARN}note:{WARN:#} no bench: {}",
            spec::no_spec(&name)
        );
    }
    Ok(with_spec)
}

/// The rows benched before the time limit, the failed ones, and the error that says how to go
/// further and names the problems left; the exit status: a failure found outranks the stop.
fn out_of_time(rows: &[Row], left: &[Problem], runs: u32, limit: &TimeLimit) -> ExitCode {
    if !rows.is_empty() {
        print!("{}", table(rows));
    }
    let failed = report_failed(rows);
    let names: Vec<&str> = left.iter().map(|problem| problem.name.as_str()).collect();
    let message = stop_message(rows.len(), failed, &names, runs, limit);
    if failed == 0 {
        exit::stopped_at_time_limit(&message)
    } else {
        let _ = report::error_exit(&message);
        exit::code(exit::FAILED)
    }
}

/// What bench says when `limit` stopped it with `benched` problems done, `failed` of them
/// failing, and the problems `left`: how to go further, by more time or by fewer runs.
fn stop_message(
    benched: usize,
    failed: usize,
    left: &[&str],
    runs: u32,
    limit: &TimeLimit,
) -> String {
    let verdict = match (benched, failed) {
        (0, _) => String::new(),
        (_, 0) => ", all ok".to_string(),
        (_, failed) => format!(", {failed} failing"),
    };
    // With nothing benched, the rest is the command just run: only fewer runs differ.
    let further = if benched == 0 {
        format!(
            "or with fewer runs: cargo make bench {} --runs {}",
            left.join(" "),
            (runs / 3).max(1)
        )
    } else {
        format!(
            "or bench the rest apart, or with fewer --runs: cargo make bench {}",
            left.join(" ")
        )
    };
    format!(
        "bench stopped at {} with {benched} of {} problems benched ({runs} runs each){verdict}; \
         {}, {further}",
        limit.named(),
        benched + left.len(),
        limit.longer(),
    )
}

/// Prints the table and `context` under it on stdout, and the failed rows on stderr; the exit
/// status.
fn report(rows: &[Row], context: &str) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let _ = write!(out, "{}", table(rows));
    let _ = writeln!(out, "\n{context}");
    exit::passed(report_failed(rows) == 0)
}

/// Prints the rows that failed on stderr, if any; how many.
fn report_failed(rows: &[Row]) -> usize {
    let failed: Vec<&Row> = rows.iter().filter(|row| !row.problems.is_empty()).collect();
    if !failed.is_empty() {
        let _ = writeln!(
            anstream::stderr(),
            "{BAD}{} of {} failed:{BAD:#} {}",
            failed.len(),
            rows.len(),
            failed
                .iter()
                .map(|row| format!("{} ({})", row.name, row.problems.join("; ")))
                .join(", ")
        );
    }
    failed.len()
}

/// Generates the maximum input of `problem`, then times its solution against the floor;
/// `None` when `limit` came before its last run.
#[allow(clippy::too_many_arguments)]
fn bench_one(
    ws: &Workspace,
    problem: &Problem,
    solution: &Path,
    release: &Path,
    bench_dir: &Path,
    runs: u32,
    seed: u64,
    limit: &TimeLimit,
) -> Result<Option<Row>, String> {
    let generated = match generated_by_tool(ws, &problem.name, Size::Max, seed) {
        Ok(generated) => generated,
        Err(Ok(_)) => return Err(format!("{}'s spec tool did not build", problem.name)),
        Err(Err(message)) => return Err(message),
    };
    let input = generated.input.as_bytes();
    let path = bench_dir.join(format!("{}.in", problem.name));
    fs::write(&path, input).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    let runner = FileRun {
        input: path,
        output: bench_dir.join(format!("{}.out", problem.name)),
        limits: Limits {
            time: Some(problem.meta.time_limit() * PATIENCE),
            ..Limits::default()
        },
    };
    let floor = release.join(FLOOR);

    let mut problems = Vec::new();
    // Untimed: warms the page cache and the binaries; its output is the reference.
    runner.run(&floor)?;
    let reference = runner.run(solution)?;
    let judge = problem.judge(None);
    check(&judge, &reference, &generated, None, &mut problems);
    let mut timed = Timed::default();
    for i in 0..runs {
        // Alternate who goes first, so that neither always runs just after the other.
        let order = if i % 2 == 0 {
            [&floor, solution]
        } else {
            [solution, &floor]
        };
        if limit.is_up() {
            return Ok(None);
        }
        for exe in order {
            if interrupt::requested().is_some() {
                return Err("interrupted".into());
            }
            let outcome = runner.run(exe)?;
            if exe == floor {
                if !outcome.success() {
                    problems.push(format!("the baseline failed: {:?}", outcome.termination));
                }
                timed.floor.push(outcome.wall);
            } else {
                let reference = Some(reference.stdout.as_slice());
                check(&judge, &outcome, &generated, reference, &mut problems);
                timed.solution.push(outcome.wall);
                timed.peak_rss_kib = timed.peak_rss_kib.max(outcome.peak_rss_kib);
            }
        }
    }
    // Up to the output cap: not worth keeping (the input, kept, reproduces it).
    let _ = fs::remove_file(&runner.output);
    problems.dedup();
    let time = median(&mut timed.solution);
    over_the_limits(problem, time, timed.peak_rss_kib, &mut problems);
    Ok(Some(Row {
        name: problem.name.clone(),
        answer_lines: line_count(&reference.stdout),
        shape: generated.shape,
        input_bytes: input.len(),
        time,
        floor: median(&mut timed.floor),
        peak_rss_kib: timed.peak_rss_kib,
        limits: limits_in_words(problem),
        problems,
    }))
}

/// Runs a program on the bench input file, its output to a file, as a judge does.
struct FileRun {
    input: PathBuf,
    output: PathBuf,
    limits: Limits,
}

impl FileRun {
    /// One run of `exe`, its output read back from the file.
    fn run(&self, exe: &Path) -> Result<Outcome, String> {
        let (input, output) = (&self.input, &self.output);
        // Outside the timed window, which starts at the fork: a fresh output file, since
        // truncating the last run's output would be timed.
        match fs::remove_file(output) {
            Err(e) if e.kind() != ErrorKind::NotFound => {
                return Err(format!("cannot remove {}: {e}", output.display()));
            }
            _ => {}
        }
        let stdin =
            File::open(input).map_err(|e| format!("cannot open {}: {e}", input.display()))?;
        let stdout =
            File::create(output).map_err(|e| format!("cannot create {}: {e}", output.display()))?;
        let mut outcome = process::run_with_files(Process::new(exe), stdin, stdout, &self.limits)
            .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
        outcome.stdout =
            fs::read(output).map_err(|e| format!("cannot read {}: {e}", output.display()))?;
        Ok(outcome)
    }
}

/// The timed runs' measurements.
#[derive(Default)]
struct Timed {
    solution: Vec<Duration>,
    floor: Vec<Duration>,
    peak_rss_kib: u64,
}

/// Adds to `problems` the judge's limits that the median `time` or the `peak_rss_kib` exceed.
fn over_the_limits(
    problem: &Problem,
    time: Duration,
    peak_rss_kib: u64,
    problems: &mut Vec<String>,
) {
    if time > problem.meta.time_limit() {
        problems.push(format!(
            "over the time limit ({:.0} ms)",
            ms(problem.meta.time_limit())
        ));
    }
    if let Some(limit) = problem.meta.memory_limit_mib() {
        if peak_rss_kib > limit * 1024 {
            problems.push(format!("over the memory limit ({limit} MiB)"));
        }
    }
}

/// The judge's limits, as the table shows them.
fn limits_in_words(problem: &Problem) -> String {
    match problem.meta.memory_limit_mib() {
        Some(mib) => format!("{:.0} ms, {mib} MiB", ms(problem.meta.time_limit())),
        None => format!("{:.0} ms", ms(problem.meta.time_limit())),
    }
}

/// A solution run must exit 0, be accepted by the problem's judge against the spec's exact
/// reference answer, and (after the first) print the same bytes as the first.
fn check(
    judge: &Judge,
    outcome: &Outcome,
    generated: &Generated,
    reference: Option<&[u8]>,
    problems: &mut Vec<String>,
) {
    match outcome.termination {
        Termination::Exited(0) => {}
        Termination::TimeLimit => problems.push("hung (killed at 10 times the time limit)".into()),
        Termination::OutputLimit => {
            problems.push("OLE: wrote more than the 64 MiB output cap".into());
            return;
        }
        other => {
            let stderr = String::from_utf8_lossy(&outcome.stderr_tail);
            let last = stderr.lines().last().unwrap_or_default();
            problems.push(format!("failed ({other:?}): {last}"));
            return;
        }
    }
    let answer = generated.answer.as_deref().unwrap_or_default().as_bytes();
    let case = judge::Case::in_memory(generated.input.as_bytes(), answer);
    let verdict = judge.output_verdict(&case, &outcome.stdout);
    if !verdict.accepted() {
        let why = match &verdict {
            Verdict::WrongAnswer(mismatch) => format!(
                " at line {}: expected `{}`, got `{}`",
                mismatch.expected_line + 1,
                visible::line(mismatch.expected.as_deref().unwrap_or(b"(nothing)"), 60),
                visible::line(mismatch.actual.as_deref().unwrap_or(b"(nothing)"), 60)
            ),
            Verdict::CheckerFailed(message) => format!(": {message}"),
            _ => String::new(),
        };
        problems.push(format!(
            "{}: the judge rejects the answer{why}",
            verdict.code()
        ));
    } else if reference.is_some_and(|reference| reference != outcome.stdout) {
        problems.push("printed different output on different runs".into());
    }
}

/// Lines in `text`, a last line without its newline included.
fn line_count(text: &[u8]) -> u64 {
    let newlines = text.iter().filter(|&&byte| byte == b'\n').count() as u64;
    newlines + u64::from(text.last().is_some_and(|&byte| byte != b'\n'))
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort_unstable();
    match times.len() {
        0 => Duration::ZERO,
        n if n % 2 == 1 => times[n / 2],
        n => (times[n / 2 - 1] + times[n / 2]) / 2,
    }
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

fn table(rows: &[Row]) -> String {
    let mut text = String::new();
    let _ = writeln!(
        text,
        "| problem | maximum input | size | time | baseline | × baseline | peak RSS | judge's limits | output |"
    );
    let _ = writeln!(text, "|---|---|--:|--:|--:|--:|--:|---|---|");
    for row in rows {
        let output = if row.problems.is_empty() {
            format!("{} line{}, ok", row.answer_lines, plural(row.answer_lines))
        } else {
            format!("**{}**", row.problems.join("; "))
        };
        let _ = writeln!(
            text,
            "| {} | {} | {:.1} MB | {:.1} ms | {:.1} ms | {:.2} | {:.1} MiB | {} | {} |",
            cell(&row.name),
            cell(&row.shape),
            row.input_bytes as f64 / 1e6,
            ms(row.time),
            ms(row.floor),
            row.time.as_secs_f64() / row.floor.as_secs_f64().max(1e-9),
            row.peak_rss_kib as f64 / 1024.0,
            cell(&row.limits),
            cell(&output)
        );
    }
    text
}

/// Text as one markdown table cell: a `|` in it (`|s| = 6`) would end the cell, a line break the row.
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace(['\r', '\n'], " ")
}

fn plural(n: u64) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// `2 cores, AMD EPYC`: what the numbers were measured on.
fn machine() -> String {
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let model = fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find_map(|line| line.strip_prefix("model name"))
                .map(|rest| rest.trim_start_matches([' ', '\t', ':']).trim().to_string())
        })
        .unwrap_or_else(|| "an unknown CPU".into());
    format!("{cores} cores, {model}")
}

/// The 1-minute load average, or `?`: how busy the machine was.
fn load_average() -> String {
    fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|text| text.split_whitespace().next().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_lines_with_or_without_the_last_newline() {
        assert_eq!(line_count(b""), 0);
        assert_eq!(line_count(b"Alice\n"), 1);
        assert_eq!(line_count(b"Alice\nBob"), 2);
        assert_eq!(line_count(b"\n\n"), 2);
    }

    #[test]
    fn a_bar_or_line_break_in_a_cell_keeps_the_columns() {
        let row = Row {
            name: "hdu-1536".into(),
            shape: "|s| = 6, 100 heaps".into(),
            input_bytes: 1000,
            time: Duration::from_millis(2),
            floor: Duration::from_millis(1),
            peak_rss_kib: 2048,
            limits: "1000 ms, 32 MiB".into(),
            problems: vec!["wrong answer:\nread a|b".into()],
            answer_lines: 1,
        };
        let text = table(&[row]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3, "{text}");
        // Every row has as many unescaped bars as the header.
        let bars = |line: &str| line.replace("\\|", "").matches('|').count();
        assert_eq!(bars(lines[2]), bars(lines[0]), "{text}");
        assert!(lines[2].contains("\\|s\\| = 6"), "{text}");
    }

    #[test]
    fn a_stop_says_whether_the_rows_benched_were_ok_and_both_ways_further() {
        let minute = TimeLimit::new(moves::time_limit::DEFAULT);
        assert_eq!(
            stop_message(3, 0, &["poj-1067", "poj-1704"], 15, &minute),
            "bench stopped at its time limit of 60 s with 3 of 5 problems benched (15 runs \
             each), all ok; --time-limit 120 gives it longer, or bench the rest apart, or with \
             fewer --runs: cargo make bench poj-1067 poj-1704"
        );
        let said = stop_message(3, 1, &["poj-1067"], 15, &minute);
        assert!(said.contains("(15 runs each), 1 failing; "), "{said}");
        // Nothing benched: nothing to call ok.
        let said = stop_message(0, 0, &["poj-1067"], 15, &minute);
        assert!(
            said.contains("with 0 of 1 problems benched (15 runs each); "),
            "{said}"
        );
        // Not the command just run again.
        assert!(
            said.ends_with("or with fewer runs: cargo make bench poj-1067 --runs 5"),
            "{said}"
        );
    }

    #[test]
    fn median_of_odd_and_even_counts() {
        let ms = |n| Duration::from_millis(n);
        assert_eq!(median(&mut [ms(5), ms(1), ms(3)]), ms(3));
        assert_eq!(
            median(&mut [ms(4), ms(1), ms(3), ms(2)]),
            Duration::from_micros(2500)
        );
    }
}
