//! `runner test [NAME...]`: build the solutions in release, run every testcase like a judge, report.
//!
//! This file wires the options to the judge and the judge to the reporters: [`judge`] decides
//! each case's verdict as a plain [`record`], in a fixed order although cases run in parallel;
//! [`terminal`] shows the records, [`junit`] writes them as JUnit XML with `--junit PATH`, and
//! [`json`] as a JSON object per case with `--json PATH`.

mod excerpt;
mod json;
mod junit;
mod record;
mod run;
mod terminal;

use std::path::PathBuf;
use std::process::ExitCode;
use std::thread;

use clap::{value_parser, Arg, ArgGroup, ArgMatches, Command};

use crate::build;
use crate::cli;
use crate::exit;
use crate::interrupt;
use crate::output;
use crate::report;
use crate::workspace::{self, Problem, Workspace};
use judge::Compare;

use json::Json;
use junit::Junit;
use record::Reporter;
use run::{Ending, Options};
use terminal::Terminal;

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
             MLE peak resident memory over memory-limit-mib (sampled while it runs, which \
             stops it there); \
             NEW expected output written by --bless; ERR the case could not be judged or \
             recorded (a testcase unreadable, a .out that --bless cannot write).\n\n\
             Comparison: `exact` (the default) wants the same bytes, except that CRLF counts as \
             LF and the last line may lack its newline; `lines` also ignores trailing spaces and \
             blank lines at the end; `tokens` compares whitespace-separated tokens; `float:EPS` \
             compares tokens and accepts numbers within EPS, absolutely or relatively; `checker` \
             runs the problem's checker (src/bin/checker.rs, as the binary <package>-checker) as \
             `checker INPUT OUTPUT ANSWER`, whose exit status 0 accepts.",
        )
        .arg(cli::names(
            "Problems to judge (directories under problems/); all when none is named",
        ))
        .arg(Workspace::root_arg())
        .arg(cli::path(
            "exe",
            "Run this executable instead of the problem's binary, building nothing but the \
             problem's checker if it has one (needs exactly one NAME)",
        ))
        .arg(
            cli::flag(
                "no-build",
                "Judge the binaries already in target/release instead of building first",
            )
            .conflicts_with("exe"),
        )
        .arg(cli::flag(
            "bless",
            "Write <case>.out from the solution's output for every case that has none",
        ))
        .arg(
            cli::flag(
                "force",
                "With --bless: also overwrite existing .out files that the output does not \
                 match; with --json or --junit: write over a file the runner did not write",
            )
            .requires("writes"),
        )
        .group(
            // What --force applies to: alone, it would do nothing.
            ArgGroup::new("writes")
                .args(["bless", "json", "junit"])
                .multiple(true),
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
        .arg(
            cli::option(
                "compare",
                "MODE",
                "Judge every named problem with this mode for this run, in place of its own: \
                 exact, lines, tokens, float:EPS or checker",
            )
            .value_parser(|mode: &str| Compare::parse(mode)),
        )
        .arg(cli::path(
            "json",
            "Also write a JSON object per case to PATH, one a line, as each is judged (problem, \
             case, verdict, time, memory, first difference)",
        ))
        .arg(cli::path(
            "junit",
            "Also write a JUnit XML report to PATH once every case is judged (failures included)",
        ))
        .after_help(
            "Exit status: 0 when every case passes, 1 when any fails, 2 on a usage or workspace \
             error, when a case could not be judged or recorded (ERR) or when the --junit or \
             --json report cannot be written, 101 when the build fails, 130 on Ctrl-C. Through \
             cargo make every failure exits 105: run the runner itself (cargo run --release -p \
             runner -- test ...) for its own status.",
        )
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    interrupt::install();
    execute(matches).unwrap_or_else(|message| report::error_exit(&message))
}

/// What a usage or workspace error looks like on the way out: the message (exit 2).
type Fatal = String;

/// Each problem named, with its testcases (`--compare` overriding its mode): every workspace
/// error at once, before anything is built.
fn load(
    ws: &Workspace,
    names: &[String],
    compare: Option<Compare>,
    bless: bool,
) -> Result<Vec<(Problem, Vec<workspace::Case>)>, Fatal> {
    let mut errors = Vec::new();
    let mut problems = Vec::new();
    for name in names {
        match ws.load_problem(name) {
            Ok(mut problem) => match ws.cases(name, bless) {
                Ok(cases) => {
                    if let Some(compare) = compare {
                        problem.meta.compare = compare;
                    }
                    problems.push((problem, cases))
                }
                Err(e) => errors.extend(e),
            },
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(problems)
    } else {
        Err(errors.join("\n"))
    }
}

fn execute(matches: &ArgMatches) -> Result<ExitCode, Fatal> {
    let ws = Workspace::from_matches(matches)?;
    let names = ws.select(matches.get_many::<String>("names"))?;
    let exe = matches.get_one::<PathBuf>("exe");
    if exe.is_some() && names.len() != 1 {
        return Err(format!(
            "--exe runs one executable, so it needs exactly one problem NAME (got {}): \
             cargo make test NAME --exe PATH",
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
        jobs: matches
            .get_one::<u16>("jobs")
            .map(|&n| usize::from(n))
            .unwrap_or_else(|| thread::available_parallelism().map_or(1, |n| n.get())),
    };

    let compare = matches.get_one::<Compare>("compare").copied();
    let problems = load(&ws, &names, compare, options.bless)?;
    let force = matches.get_flag("force");
    for (option, kind) in [
        ("json", output::Kind::JsonRecord),
        ("junit", output::Kind::Junit),
    ] {
        if let Some(path) = matches.get_one::<PathBuf>(option) {
            output::may_write(path, kind, force, &format!("--{option}"))?;
        }
    }
    let mut json = matches
        .get_one::<PathBuf>("json")
        .map(|path| Json::create(path))
        .transpose()?;
    let to_build: Vec<&Problem> = problems.iter().map(|(problem, _)| problem).collect();
    let programs = match build::programs(&ws, &to_build, exe, matches.get_flag("no-build"))? {
        Ok(programs) => programs,
        Err(build_failed) => return Ok(build_failed),
    };

    let mut terminal = Terminal::new(
        &ws,
        &problems,
        exe.is_some().then(|| programs[0].solution.as_path()),
    );
    let mut junit = matches.get_one::<PathBuf>("junit").cloned().map(Junit::new);
    let mut reporters: Vec<&mut dyn Reporter> = vec![&mut terminal];
    if let Some(junit) = &mut junit {
        reporters.push(junit);
    }
    if let Some(json) = &mut json {
        reporters.push(json);
    }
    match run::judge_all(&ws, &problems, &programs, &options, &mut reporters) {
        Ending::Finished(run) => {
            let mut errors = Vec::new();
            for reporter in &mut reporters {
                errors.extend(reporter.run_finished(&run).err());
            }
            if !run.unjudged.is_empty() {
                errors.push(format!(
                    "{} could not be judged or recorded: {} (each case's line above says why)",
                    report::count(run.unjudged.len(), "case"),
                    run.unjudged.join(", ")
                ));
            }
            if errors.is_empty() {
                Ok(exit::passed(run.failed == 0))
            } else {
                Err(errors.join("\n"))
            }
        }
        Ending::Interrupted { signal, judged } => {
            let cases = problems.iter().map(|(_, cases)| cases.len()).sum();
            terminal::interrupted(judged, cases);
            Ok(interrupt::exit_code(signal))
        }
    }
}
