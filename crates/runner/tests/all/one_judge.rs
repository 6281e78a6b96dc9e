//! `test`, `stress` and `table` give one verdict, the problem judge's: a port whose lines end in
//! CRLF passes all three for every problem, a port that prints another word fails all three,
//! and a trailing space fails them and is shown. A build that fails has its own exit status.

use crate::common;

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn runner(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .output()
        .expect("the runner starts")
}

/// A command the runner hands to `problem`'s spec tool, run by the tool itself (built once for
/// the whole test process): the same code, without a cargo freshness check per command.
fn spec_tool(problem: &str, args: &[&str]) -> Output {
    Command::new(common::spec_tool(problem))
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .output()
        .expect("the spec tool starts")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Every problem, its release binary built once (by `runner test` on them all): every problem
/// written, since one the scaffold left unwritten fails its own tests, not these.
fn problems() -> &'static [String] {
    static PROBLEMS: OnceLock<Vec<String>> = OnceLock::new();
    PROBLEMS.get_or_init(|| {
        let problems = common::problems_with_a_spec();
        let mut args = vec!["test"];
        args.extend(problems.iter().map(String::as_str));
        let built = runner(&args);
        assert_eq!(
            built.status.code(),
            Some(0),
            "{}{}",
            text(&built.stderr),
            text(&built.stdout)
        );
        problems
    })
}

fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("runner-one-judge")
        .join(test);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn release_binary(problem: &str) -> PathBuf {
    common::target_dir().join("release").join(problem)
}

/// A port: the problem's own binary with its output passed through `sed` (`s/$/\r/` gives CRLF
/// line ends).
fn port(dir: &Path, problem: &str, sed: &str) -> PathBuf {
    let path = dir.join(format!("{problem}.sh"));
    let binary = release_binary(problem);
    fs::write(
        &path,
        format!("#!/bin/sh\n'{}' | sed '{sed}'\n", binary.display()),
    )
    .unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// A small `--upto` for the problem's table, whatever its numbers' ranges: 6 past the smallest
/// value of its axes (a year from 1900 as much as a count from 0).
/// The table says which axis starts above `--upto`: raised to each such start in turn.
fn upto(problem: &str, exe: &str) -> String {
    let mut lowest = 0u64;
    loop {
        let upto = lowest.to_string();
        let table = spec_tool(problem, &["table", problem, "--exe", exe, "--upto", &upto]);
        let said = text(&table.stderr);
        let Some((_, start)) = said.split_once("'s smallest value, ") else {
            return (lowest + 6).to_string();
        };
        let digits: String = start.chars().take_while(char::is_ascii_digit).collect();
        lowest = digits.parse().expect("the smallest value");
    }
}

/// `test`, `stress` and, where the problem has a table, `table`, each on `exe`: the status and
/// stdout of each.
fn every_tool(problem: &str, exe: &Path) -> Vec<(&'static str, Option<i32>, String)> {
    let exe = exe.to_str().unwrap();
    let mut results = Vec::new();
    let test = runner(&["test", problem, "--exe", exe]);
    results.push(("test", test.status.code(), text(&test.stdout)));
    let stress = spec_tool(
        problem,
        &[
            "stress", problem, "--exe", exe, "--cases", "20", "--seed", "3",
        ],
    );
    results.push(("stress", stress.status.code(), text(&stress.stdout)));
    let table = spec_tool(
        problem,
        &[
            "table",
            problem,
            "--exe",
            exe,
            "--upto",
            &upto(problem, exe),
        ],
    );
    let stderr = text(&table.stderr);
    if !stderr.contains("there is no table") {
        results.push(("table", table.status.code(), text(&table.stdout) + &stderr));
    }
    results
}

#[test]
fn a_port_whose_lines_end_in_crlf_passes_every_tool_for_every_problem() {
    let dir = scratch("crlf");
    // The problems are independent, and this test is most of this file's time.
    let failures: Vec<String> = moves::cores::on_every_core(problems(), |problem| {
        let crlf = port(&dir, problem, r"s/$/\r/");
        let tools = every_tool(problem, &crlf).into_iter();
        let failed = tools.filter(|(_, status, _)| *status != Some(0));
        let said =
            failed.map(|(tool, status, output)| format!("{tool} {problem}: {status:?}\n{output}"));
        said.collect::<Vec<_>>()
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_port_that_prints_another_word_fails_every_tool() {
    problems();
    let dir = scratch("capital");
    let capital = port(&dir, "hdu-1846", "s/first/First/");
    let results = every_tool("hdu-1846", &capital);
    assert_eq!(results.len(), 3);
    for (tool, status, output) in results {
        assert_eq!(status, Some(1), "{tool}: {output}");
    }
}

#[test]
fn a_trailing_space_fails_every_tool_under_exact_and_is_shown() {
    problems();
    let dir = scratch("space");
    let spaced = port(&dir, "hdu-1846", "s/$/ /");
    let results = every_tool("hdu-1846", &spaced);
    assert_eq!(results.len(), 3);
    for (tool, status, output) in results {
        assert_eq!(status, Some(1), "{tool}: {output}");
        // Both sides shown, and they do not look the same: the space is marked.
        assert!(
            output.contains("first·") || output.contains("second·"),
            "{tool}: {output}"
        );
    }
}

#[test]
fn a_compile_error_exits_with_the_build_failed_status() {
    let dir = scratch("broken-build");
    fs::write(
        dir.join("Cargo.toml"),
        "[workspace]\nresolver = \"2\"\nmembers = [\"problems/*\"]\n",
    )
    .unwrap();
    let krate = dir.join("problems/hdu-1");
    fs::create_dir_all(krate.join("src")).unwrap();
    fs::write(
        krate.join("Cargo.toml"),
        "[package]\nname = \"hdu-1\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         [package.metadata.problem]\ntime-limit-ms = 1000\n",
    )
    .unwrap();
    fs::write(
        krate.join("src/main.rs"),
        "fn main() { let x: u8 = \"no\"; }\n",
    )
    .unwrap();
    fs::create_dir_all(dir.join("testcases/hdu-1")).unwrap();
    fs::write(dir.join("testcases/hdu-1/sample-1.in"), "1\n").unwrap();
    fs::write(dir.join("testcases/hdu-1/sample-1.out"), "1\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(["test", "hdu-1", "--root"])
        .arg(&dir)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .output()
        .unwrap();
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(101), "{stderr}");
    assert!(stderr.contains("the build failed"), "{stderr}");
}
