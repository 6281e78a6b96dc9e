//! `runner prove NAME`: every proof of one problem, each failure among them, in one run.
//!
//! `cargo test -p NAME` stops at the first test binary that fails: when the exhaustive proof in
//! `src/main.rs` fails, the random proofs and the spec's own tests in `tests/proof.rs` never run,
//! and the user sees one failure of several. This runs the same tests, built the same way (the
//! `test` profile, as `cargo test -p NAME` builds them), with `--no-fail-fast`, shows their
//! output as it comes (on stderr), and ends with one line per proof on stdout: the test binary
//! it is in, its name, and `ok`, `FAILED` or `ignored` (binaries in cargo's order, tests by
//! name); a binary that stopped before it
//! reported every test (a crash, an abort) gets a `FAILED` line of its own.
//!
//! The build comes first, on its own (`cargo test --no-run`): a compile error is the build's
//! failure (exit 101, cargo's message above it), not a proof's.

use std::io::{BufRead as _, BufReader, Write as _};
use std::process::{Command as Process, ExitCode, Stdio};

use clap::{ArgMatches, Command};

use crate::report::{self, BAD, GOOD, WARN};
use crate::workspace::Workspace;
use crate::{cli, exit};

pub fn command() -> Command {
    Command::new("prove")
        .about("Run every proof of a problem (cargo test -p NAME --no-fail-fast), one line each")
        .long_about(
            "Build the problem's tests as `cargo test -p NAME` does, then run every test binary \
             of it, past the first that fails (--no-fail-fast): the exhaustive proof in \
             src/main.rs, the random proofs and the spec's own tests in tests/proof.rs, and any \
             other. Their output shows on stderr as they run; stdout ends with one line per \
             proof (its test binary, its name, ok / FAILED / ignored) and a count. Exit 0 when \
             every proof passed (ignored ones aside), 1 when one failed, 101 when the build \
             failed.",
        )
        .arg(cli::problem().help("The problem (its package name)"))
        .arg(Workspace::root_arg())
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    let given: &String = matches.get_one("problem").expect("required");
    let selected = Workspace::from_matches(matches)
        .and_then(|workspace| Ok((workspace.select(Some([given]))?.remove(0), workspace)));
    let (name, workspace) = match selected {
        Ok(found) => found,
        Err(message) => return report::error_exit(&message),
    };
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let cargo_test = |extra: &[&str]| {
        let mut command = Process::new(&cargo);
        command
            .current_dir(&workspace.root)
            .arg("test")
            .arg("--manifest-path")
            .arg(workspace.root.join("Cargo.toml"))
            .args(["-p", &name])
            .args(extra)
            // cargo-make quiets cargo (Makefile.toml's CARGO_TERM_QUIET), which would also make
            // the tests print a dot each (libtest's terse format) and hide cargo's `Running`
            // lines, the two things the summary is read from.
            .env("CARGO_TERM_QUIET", "false");
        command
    };
    let built = cargo_test(&["--no-run"]).status();
    match built {
        Ok(status) if status.success() => {}
        Ok(_) => {
            eprintln!(
                "{BAD}error:{BAD:#} the tests of {name} did not build (cargo's output is above)"
            );
            return exit::code(exit::BUILD_FAILED);
        }
        Err(e) => {
            return report::error_exit(&format!(
                "cannot run cargo: {e}; is cargo on PATH (or $CARGO set)?"
            ))
        }
    }
    let (reader, writer) = match std::io::pipe() {
        Ok(pipe) => pipe,
        Err(e) => return report::error_exit(&format!("cannot make a pipe for cargo: {e}")),
    };
    // One pipe for both streams, so that cargo's `Running <binary>` (stderr) comes before the
    // lines of the tests it runs (their stdout), in order.
    let mut command = cargo_test(&["--no-fail-fast"]);
    let spawned = writer.try_clone().and_then(|copy| {
        command.stdout(copy).stderr(writer).stdin(Stdio::null());
        command.spawn()
    });
    // The writers are the child's now: the pipe ends when cargo does.
    drop(command);
    let mut child = match spawned {
        Ok(child) => child,
        Err(e) => {
            return report::error_exit(&format!(
                "cannot run cargo: {e}; is cargo on PATH (or $CARGO set)?"
            ))
        }
    };
    let mut tally = Tally::default();
    let mut err = std::io::stderr().lock();
    for line in BufReader::new(reader).split(b'\n') {
        let Ok(line) = line else { break };
        let line = String::from_utf8_lossy(&line);
        let _ = writeln!(err, "{line}");
        tally.read(&line);
    }
    drop(err);
    let status = child.wait();
    let cargo_failed = !status.as_ref().is_ok_and(|status| status.success());
    print_summary(&name, &tally, cargo_failed)
}

/// Prints a line per proof and the count, and returns the exit status: 1 when a proof failed,
/// or when cargo failed and no proof says why.
fn print_summary(name: &str, tally: &Tally, cargo_failed: bool) -> ExitCode {
    let mut out = anstream::stdout().lock();
    let _ = writeln!(out, "--- {name}: the proofs ---");
    let (mut ok, mut failed, mut ignored) = (0, 0, 0);
    for binary in &tally.binaries {
        // By name: libtest reports them as they end, in an order that changes run to run.
        let mut tests: Vec<&(String, Verdict)> = binary.tests.iter().collect();
        tests.sort_by(|a, b| a.0.cmp(&b.0));
        for (test, verdict) in tests {
            let shown = match verdict {
                Verdict::Ok => {
                    ok += 1;
                    format!("{GOOD}ok{GOOD:#}")
                }
                Verdict::Failed => {
                    failed += 1;
                    format!("{BAD}FAILED{BAD:#}")
                }
                Verdict::Ignored(why) => {
                    ignored += 1;
                    format!("{WARN}{why}{WARN:#}")
                }
            };
            let _ = writeln!(out, "{} {test}: {shown}", binary.name);
        }
        if let Some(why) = binary.stopped_short() {
            failed += 1;
            let _ = writeln!(out, "{}: {BAD}FAILED{BAD:#} ({why})", binary.name);
        }
    }
    let proofs = ok + failed;
    let ignored = if ignored > 0 {
        format!(", {ignored} ignored")
    } else {
        String::new()
    };
    if failed > 0 {
        let _ = writeln!(
            out,
            "{name}: {BAD}{failed} of {} FAILED{BAD:#}{ignored}; their output is above",
            report::count(proofs, "proof"),
        );
        exit::code(exit::FAILED)
    } else if cargo_failed || tally.binaries.is_empty() {
        let _ = writeln!(
            out,
            "{name}: {BAD}cargo test failed{BAD:#} before a proof did ({} ok{ignored}); its \
             output is above",
            report::count(proofs, "proof")
        );
        exit::code(exit::FAILED)
    } else {
        let _ = writeln!(
            out,
            "{name}: {GOOD}all {} ok{GOOD:#}{ignored}",
            report::count(proofs, "proof")
        );
        exit::code(exit::SUCCESS)
    }
}

/// What the tests said, binary by binary, read from `cargo test`'s output line by line.
#[derive(Default)]
struct Tally {
    binaries: Vec<Binary>,
}

/// One test binary: `src/main.rs`, `tests/proof.rs`, `doc-tests`.
struct Binary {
    name: String,
    tests: Vec<(String, Verdict)>,
    /// How many tests libtest said it would run (`running 11 tests`).
    announced: Option<usize>,
    /// Its `test result:` line came.
    finished: bool,
    /// Cargo said it failed (`error: test failed, to rerun pass ...`), with the line after
    /// (`Caused by:` and the exit status or signal) where there is one.
    failed: Option<String>,
}

#[derive(Debug, PartialEq)]
enum Verdict {
    Ok,
    Failed,
    /// `ignored`, or `ignored, slow in a debug build`: the word with its reason.
    Ignored(String),
}

impl Tally {
    fn read(&mut self, line: &str) {
        let line = anstream::adapter::strip_str(line).to_string();
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("Running ") {
            // `Running unittests src/main.rs (target/debug/deps/x-0123)`, `Running tests/proof.rs (...)`.
            let target = rest.strip_prefix("unittests ").unwrap_or(rest);
            let target = target.split(" (").next().unwrap_or(target);
            self.start(target.to_string());
        } else if let Some(crate_name) = trimmed.strip_prefix("Doc-tests ") {
            self.start(format!("doc-tests {crate_name}"));
        } else if let Some(binary) = self.binaries.last_mut() {
            binary.read(&line);
        }
    }

    fn start(&mut self, name: String) {
        self.binaries.push(Binary {
            name,
            tests: Vec::new(),
            announced: None,
            finished: false,
            failed: None,
        });
    }
}

impl Binary {
    fn read(&mut self, line: &str) {
        if let Some(count) = line.strip_prefix("running ") {
            let count = count.trim_end_matches(" tests").trim_end_matches(" test");
            self.announced = count.parse().ok();
        } else if line.starts_with("test result: ") {
            self.finished = true;
        } else if let Some(rest) = line.strip_prefix("test ") {
            // `test NAME ... ok`; the name holds no ` ... `. A line `test NAME has been running
            // for over 60 seconds` has none either, and is not a verdict.
            if let Some((test, verdict)) = rest.split_once(" ... ") {
                let verdict = match verdict.trim_end() {
                    "ok" => Verdict::Ok,
                    "FAILED" => Verdict::Failed,
                    ignored if ignored.starts_with("ignored") => {
                        Verdict::Ignored(ignored.to_string())
                    }
                    _ => return,
                };
                self.tests.push((test.to_string(), verdict));
            }
        } else if line.starts_with("error: test failed") {
            self.failed = Some(String::new());
        } else if let Some(cause) = self.failed.as_mut().filter(|cause| cause.is_empty()) {
            // cargo's `Caused by:` line, then the status: `process didn't exit successfully:
            // `...` (signal: 6, SIGABRT: process abort signal)`.
            let line = line.trim();
            if !line.is_empty() && line != "Caused by:" {
                *cause = match line.rsplit_once(" (") {
                    Some((_, status)) => status.trim_end_matches(')').to_string(),
                    None => line.to_string(),
                };
            }
        }
    }

    /// Why the binary counts as failed on its own: it failed, and not every test it ran said so
    /// (it stopped before its report: a crash, an abort, a test that exits the process).
    fn stopped_short(&self) -> Option<String> {
        let failed = self.failed.as_ref()?;
        let told = self
            .tests
            .iter()
            .any(|(_, verdict)| *verdict == Verdict::Failed);
        if told && self.finished {
            return None;
        }
        let reported = report::count(self.tests.len(), "test");
        let of = self.announced.map_or(String::new(), |n| format!(" of {n}"));
        let cause = if failed.is_empty() {
            "it failed".to_string()
        } else {
            failed.clone()
        };
        Some(format!("{cause}, after reporting {reported}{of}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(transcript: &str) -> Tally {
        let mut tally = Tally::default();
        for line in transcript.lines() {
            tally.read(line);
        }
        tally
    }

    /// `cargo test --no-fail-fast` of a problem whose exhaustive proof fails, whose random
    /// proofs then run and pass but one, and whose last binary aborts mid-way.
    const TRANSCRIPT: &str = "\
    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.20s
     Running unittests src/main.rs (target/debug/deps/x-0123)

running 1 test
test proof_from_the_rules::agrees_with_the_rules_on_every_small_position ... FAILED

failures:

---- proof_from_the_rules::agrees_with_the_rules_on_every_small_position stdout ----
test case 3 ... mismatch

test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.84s

error: test failed, to rerun pass `-p x --bin x`
     Running tests/proof.rs (target/debug/deps/proof-4567)

running 3 tests
test spec_proofs::random_cases_round_trip_at_every_scale ... ignored, slow in a debug build
test random_inputs_get_the_rules_answers has been running for over 60 seconds
test spec_proofs::the_format_reads ... ok
test random_inputs_get_the_rules_answers ... ok

test result: ok. 2 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 61s

     Running tests/crash.rs (target/debug/deps/crash-89ab)

running 2 tests
test first ... ok
error: test failed, to rerun pass `-p x --test crash`

Caused by:
  process didn't exit successfully: `/t/crash-89ab` (signal: 6, SIGABRT: process abort signal)
";

    #[test]
    fn every_binary_s_tests_are_read_with_their_verdicts() {
        let tally = tally(TRANSCRIPT);
        let names: Vec<&str> = tally.binaries.iter().map(|b| b.name.as_str()).collect();
        assert_eq!(names, ["src/main.rs", "tests/proof.rs", "tests/crash.rs"]);
        assert_eq!(
            tally.binaries[0].tests,
            [(
                "proof_from_the_rules::agrees_with_the_rules_on_every_small_position".into(),
                Verdict::Failed
            )]
        );
        // The failure's own output ("test case 3 ... mismatch") is not a test.
        assert_eq!(
            tally.binaries[1].tests,
            [
                (
                    "spec_proofs::random_cases_round_trip_at_every_scale".into(),
                    Verdict::Ignored("ignored, slow in a debug build".into())
                ),
                ("spec_proofs::the_format_reads".into(), Verdict::Ok),
                ("random_inputs_get_the_rules_answers".into(), Verdict::Ok),
            ]
        );
        assert_eq!(
            tally.binaries[0].stopped_short(),
            None,
            "its FAILED says it"
        );
        assert_eq!(tally.binaries[1].stopped_short(), None);
        assert_eq!(
            tally.binaries[2].stopped_short().as_deref(),
            Some("signal: 6, SIGABRT: process abort signal, after reporting 1 test of 2")
        );
    }

    #[test]
    fn cargo_s_coloured_lines_are_read_too() {
        let tally =
            tally("\x1b[1m\x1b[92m     Running\x1b[0m tests/proof.rs (target/x)\ntest a ... ok\n");
        assert_eq!(tally.binaries[0].name, "tests/proof.rs");
        assert_eq!(tally.binaries[0].tests, [("a".into(), Verdict::Ok)]);
    }
}
