//! `runner test` end to end: each test builds a small fake workspace under the target's temporary
//! directory (problems/<name>/Cargo.toml with metadata, testcases/<name>/...), and judges bash
//! scripts that play the solution, through `--exe` or a fake target directory.

use std::fs;
use std::io::Read;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use judge_run::process::{self, Limits, Termination};

use crate::common;

/// How long a runner or a solution may take before the test calls it hung: not a measure of
/// anything, only a bound that fails a broken runner instead of hanging the suite.
const HANG: Duration = Duration::from_secs(60);

struct Fixture {
    root: PathBuf,
}

impl Fixture {
    /// A fresh, empty workspace named after the test.
    fn new(test: &str) -> Fixture {
        Fixture {
            root: common::scratch_workspace("runner-test", test),
        }
    }

    /// problems/<name>/Cargo.toml and an empty src/main.rs (cargo reads a package only with a
    /// target); `metadata` goes into [package.metadata.problem].
    fn problem(&self, name: &str, metadata: &str) -> &Self {
        let dir = self.root.join("problems").join(name);
        fs::create_dir_all(dir.join("src")).unwrap();
        fs::write(dir.join("src/main.rs"), "fn main() {}\n").unwrap();
        fs::write(
            dir.join("Cargo.toml"),
            format!(
                "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\n\n\
                 [package.metadata.problem]\njudge = \"Fake\"\nid = \"1\"\ntitle = \"Test {name}\"\n\
                 url = \"https://example.com/{name}\"\n{metadata}\n"
            ),
        )
        .unwrap();
        self
    }

    /// testcases/<problem>/<case>.in and, if given, .out.
    fn case(&self, problem: &str, case: &str, input: &[u8], output: Option<&[u8]>) -> &Self {
        let dir = self.root.join("testcases").join(problem);
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join(format!("{case}.in")), input).unwrap();
        if let Some(output) = output {
            fs::write(dir.join(format!("{case}.out")), output).unwrap();
        }
        self
    }

    fn out_path(&self, problem: &str, case: &str) -> PathBuf {
        self.root
            .join("testcases")
            .join(problem)
            .join(format!("{case}.out"))
    }

    /// An executable bash script at `path` (relative to the root).
    fn script(&self, path: &str, body: &str) -> PathBuf {
        let path = self.root.join(path);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, format!("#!/usr/bin/env bash\n{body}\n")).unwrap();
        fs::set_permissions(&path, fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_runner"));
        command
            .arg("test")
            .arg("--root")
            .arg(&self.root)
            .args(args)
            .env("NO_COLOR", "1")
            .env_remove("CARGO_TARGET_DIR")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    /// `runner test ARGS`, started through judge-run as the runner starts a solution, so that
    /// its peak memory is its own: spawned from this test process, which holds other tests'
    /// outputs, its `ru_maxrss` would start from this process's size (117 MiB seen under load).
    fn run(&self, args: &[&str]) -> Run {
        let limits = Limits {
            time: Some(HANG),
            stderr_tail_bytes: 16 << 20,
            ..Limits::default()
        };
        let outcome = process::run(self.command(args), b"", &limits).expect("the runner starts");
        let code = match outcome.termination {
            Termination::Exited(code) => Some(code),
            Termination::Signaled(_) => None,
            other => panic!("the runner did not finish: {other:?}"),
        };
        Run {
            code,
            stdout: String::from_utf8_lossy(&outcome.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&outcome.stderr_tail).into_owned(),
            peak_kib: Some(outcome.peak_rss_kib),
        }
    }

    /// `runner test NAME --exe <script>`, the script written from `body`.
    fn run_script(&self, name: &str, body: &str, extra: &[&str]) -> Run {
        let exe = self.script(&format!("bin/{name}.sh"), body);
        let mut args = vec![name, "--exe", exe.to_str().unwrap()];
        args.extend_from_slice(extra);
        self.run(&args)
    }

    fn read_pid(&self, file: &str) -> i32 {
        fs::read_to_string(self.root.join(file))
            .unwrap()
            .trim()
            .parse()
            .unwrap()
    }
}

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    /// The runner's own peak resident memory, when it was started through judge-run.
    peak_kib: Option<u64>,
}

impl Run {
    /// Waits for the runner, killing it if it hangs so that a broken runner fails the test
    /// instead of hanging the suite.
    fn finish(mut child: Child) -> Run {
        let start = Instant::now();
        fn read_all(mut pipe: impl Read + Send + 'static) -> thread::JoinHandle<String> {
            thread::spawn(move || {
                let mut bytes = Vec::new();
                pipe.read_to_end(&mut bytes).unwrap();
                String::from_utf8_lossy(&bytes).into_owned()
            })
        }
        let stdout = read_all(child.stdout.take().unwrap());
        let stderr = read_all(child.stderr.take().unwrap());
        let pid = child.id() as libc::pid_t;
        let status = loop {
            let mut status = 0;
            // SAFETY: waitpid on our own child, into a value we own.
            match unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) } {
                0 => {}
                r if r == pid => break status,
                _ => panic!("waitpid: {}", std::io::Error::last_os_error()),
            }
            if start.elapsed() > HANG {
                child.kill().unwrap();
                panic!("the runner did not finish within {HANG:?}");
            }
            thread::sleep(Duration::from_millis(10));
        };
        Run {
            code: libc::WIFEXITED(status).then(|| libc::WEXITSTATUS(status)),
            stdout: stdout.join().unwrap(),
            stderr: stderr.join().unwrap(),
            peak_kib: None,
        }
    }

    fn assert_code(&self, code: i32) -> &Self {
        assert_eq!(self.code, Some(code), "exit code\n{self}");
        self
    }

    fn assert_stdout(&self, needle: &str) -> &Self {
        assert!(
            self.stdout.contains(needle),
            "stdout lacks {needle:?}\n{self}"
        );
        self
    }

    fn assert_stderr(&self, needle: &str) -> &Self {
        assert!(
            self.stderr.contains(needle),
            "stderr lacks {needle:?}\n{self}"
        );
        self
    }

    /// The report line of one case: `  AC   nim/sample-1   3 ms   1.9 MiB`.
    fn assert_verdict(&self, case: &str, verdict: &str) -> &Self {
        let line = self
            .stdout
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(case))
            .unwrap_or_else(|| panic!("no report line for {case}\n{self}"));
        assert_eq!(
            line.split_whitespace().next(),
            Some(verdict),
            "verdict of {case}\n{self}"
        );
        assert!(line.contains(" ms") && line.contains(" MiB"), "{line}");
        self
    }

    /// The last line, which CI reads.
    fn assert_tally(&self, passed: usize, failed: usize) -> &Self {
        assert_eq!(
            self.stdout.lines().last(),
            Some(format!("{passed} passed, {failed} failed").as_str()),
            "{self}"
        );
        self
    }
}

impl std::fmt::Display for Run {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "--- code {:?}\n--- stdout\n{}--- stderr\n{}",
            self.code, self.stdout, self.stderr
        )
    }
}

/// Gone, or a zombie waiting for a parent that will never reap it: either way, not running.
fn process_gone(pid: i32) -> bool {
    // Generous for a loaded machine: it returns as soon as the process is gone.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let gone = match fs::read_to_string(format!("/proc/{pid}/stat")) {
            Err(_) => true,
            Ok(stat) => stat
                .rsplit(')')
                .next()
                .and_then(|rest| rest.split_whitespace().next())
                .is_some_and(|state| state == "Z" || state == "X"),
        };
        if gone || Instant::now() > deadline {
            return gone;
        }
        thread::sleep(Duration::from_millis(20));
    }
}

const DOUBLER: &str = "read n; echo $((n * 2))";

#[test]
fn right_answers_pass_in_natural_order() {
    let fx = Fixture::new("right_answers");
    fx.problem("double", "time-limit-ms = 5000\nmemory-limit-mib = 256");
    for (case, n) in [
        ("sample-1", 1),
        ("sample-2", 2),
        ("sample-10", 10),
        ("big", 500),
    ] {
        fx.case(
            "double",
            case,
            format!("{n}\n").as_bytes(),
            Some(format!("{}\n", 2 * n).as_bytes()),
        );
    }
    let run = fx.run_script("double", DOUBLER, &[]);
    run.assert_code(0)
        .assert_verdict("double/sample-1", "AC")
        .assert_verdict("double/sample-10", "AC")
        .assert_stdout("double 4/4 passed")
        .assert_tally(4, 0);
    let order: Vec<&str> = run
        .stdout
        .lines()
        .filter_map(|l| l.split_whitespace().nth(1))
        .filter(|w| w.starts_with("double/"))
        .collect();
    assert_eq!(
        order,
        [
            "double/big",
            "double/sample-1",
            "double/sample-2",
            "double/sample-10"
        ]
    );
    assert!(!run.stdout.contains('\x1b'), "NO_COLOR is honoured\n{run}");
}

#[test]
fn wrong_answer_shows_the_first_difference_the_input_and_stderr() {
    let fx = Fixture::new("wrong_answer");
    fx.problem("nim", "time-limit-ms = 5000");
    fx.case(
        "nim",
        "sample",
        b"3\n1 1\n1 0\n2 2\n",
        Some(b"No\nYes\nNo\n"),
    );
    let run = fx.run_script(
        "nim",
        "echo 'thinking hard' >&2; printf 'No\\nNo\\nNo\\n'",
        &[],
    );
    run.assert_code(1)
        .assert_verdict("nim/sample", "WA")
        .assert_stdout("first difference at line 2: expected `Yes`, got `No`")
        .assert_stdout("input (4 lines):")
        .assert_stdout("1 1")
        .assert_stdout("- 2 | Yes")
        .assert_stdout("+ 2 | No")
        .assert_stdout("thinking hard")
        .assert_stdout("statement: https://example.com/nim")
        .assert_stdout("failed: nim/sample (WA)")
        .assert_tally(0, 1);
    assert!(!run.stdout.contains("would pass"), "{run}");
}

#[test]
fn whitespace_is_strict_in_exact_mode_and_named_when_it_is_the_only_difference() {
    let fx = Fixture::new("whitespace");
    for (name, mode) in [("exact", "exact"), ("lines", "lines"), ("tokens", "tokens")] {
        fx.problem(name, &format!("time-limit-ms = 5000\ncompare = \"{mode}\""));
        fx.case(name, "a", b"", Some(b"1 2\n3\n"));
    }
    // A trailing space and an extra blank line.
    let sloppy = "printf '1 2 \\n3\\n\\n'";
    fx.run_script("exact", sloppy, &[])
        .assert_code(1)
        .assert_verdict("exact/a", "WA")
        .assert_stdout("first difference at line 1: expected `1 2`, got `1 2·`")
        .assert_stdout("would pass with whitespace ignored: check spaces/newlines");
    fx.run_script("lines", sloppy, &[])
        .assert_code(0)
        .assert_verdict("lines/a", "AC");
    // Tokens on other lines: still a WA for `lines`, with the hint; fine for `tokens`.
    let reflowed = "printf '1\\n2 3'";
    fx.run_script("lines", reflowed, &[])
        .assert_code(1)
        .assert_stdout("would pass with whitespace ignored");
    fx.run_script("tokens", reflowed, &[])
        .assert_code(0)
        .assert_verdict("tokens/a", "AC");
    // CRLF line ends and a missing last newline are accepted even in exact mode.
    fx.run_script("exact", "printf '1 2\\r\\n3'", &[])
        .assert_code(0)
        .assert_verdict("exact/a", "AC");
}

#[test]
fn a_crash_is_a_runtime_error_with_its_status_or_signal() {
    let fx = Fixture::new("crash");
    fx.problem("crash", "time-limit-ms = 5000");
    fx.case("crash", "one", b"1\n", Some(b"2\n"));
    fx.run_script("crash", "echo 'index out of bounds' >&2; exit 101", &[])
        .assert_code(1)
        .assert_verdict("crash/one", "RE")
        .assert_stdout("exited with status 101 (a Rust panic")
        .assert_stdout("index out of bounds")
        .assert_tally(0, 1);
    fx.run_script("crash", "kill -SEGV $$", &[])
        .assert_code(1)
        .assert_verdict("crash/one", "RE")
        .assert_stdout("killed by signal 11 (SIGSEGV)");
}

#[test]
fn an_endless_loop_is_killed_at_the_time_limit() {
    let fx = Fixture::new("endless_loop");
    fx.problem("loop", "time-limit-ms = 300");
    fx.case("loop", "one", b"1\n", Some(b"2\n"));
    let pid_file = fx.root.join("loop.pid");
    let run = fx.run_script(
        "loop",
        &format!("echo $$ > {}; while :; do :; done", pid_file.display()),
        &[],
    );
    run.assert_code(1)
        .assert_verdict("loop/one", "TLE")
        .assert_stdout("killed at the time limit of 300 ms")
        .assert_tally(0, 1);
    assert!(
        process_gone(fx.read_pid("loop.pid")),
        "the solution still runs"
    );
}

#[test]
fn endless_output_is_capped_and_killed() {
    let fx = Fixture::new("endless_output");
    fx.problem("yes", "time-limit-ms = 20000");
    fx.case("yes", "one", b"1\n", Some(b"y\n"));
    let pid_file = fx.root.join("yes.pid");
    // A gigabyte and more, if nothing stopped it.
    let run = fx.run_script(
        "yes",
        &format!("echo $$ > {}; exec yes", pid_file.display()),
        &[],
    );
    run.assert_code(1)
        .assert_verdict("yes/one", "OLE")
        .assert_stdout("wrote more than 64.0 MiB to stdout, and was killed; it began with `y`")
        .assert_tally(0, 1);
    assert!(process_gone(fx.read_pid("yes.pid")));
    // The cap can be lowered.
    fx.run_script("yes", "exec yes", &["--output-limit-mib", "1"])
        .assert_verdict("yes/one", "OLE")
        .assert_stdout("more than 1.0 MiB");
}

#[test]
fn a_solution_may_ignore_its_input_or_close_stdout_early() {
    let fx = Fixture::new("closed_pipes");
    fx.problem("pipes", "time-limit-ms = 5000");
    // Far more than a pipe's buffer, so writing it fails once the solution stops reading.
    let big = "7\n".repeat(1 << 20);
    fx.case("pipes", "big", big.as_bytes(), Some(b"14\n"));
    fx.run_script("pipes", "echo 14", &[])
        .assert_code(0)
        .assert_verdict("pipes/big", "AC");
    fx.run_script(
        "pipes",
        "read n; exec 0<&-; echo $((n * 2)); exec 1>&-; sleep 0.2",
        &[],
    )
    .assert_code(0)
    .assert_verdict("pipes/big", "AC");
    fx.run_script("pipes", "exec 1>&-; sleep 0.1", &[])
        .assert_code(1)
        .assert_verdict("pipes/big", "WA")
        .assert_stdout("the output is empty");
}

#[test]
fn output_is_compared_as_bytes_and_shown_byte_for_byte() {
    let fx = Fixture::new("non_utf8");
    fx.problem("bytes", "time-limit-ms = 5000");
    fx.case("bytes", "same", b"", Some(b"\xff\xfe ok\n"));
    fx.case("bytes", "other", b"", Some(b"\xff\xff ok\n"));
    fx.run_script("bytes", "printf '\\xff\\xfe ok\\n'", &[])
        .assert_code(1)
        .assert_verdict("bytes/same", "AC")
        .assert_verdict("bytes/other", "WA")
        // Shown lossily, both sides would read `\u{fffd}\u{fffd} ok`.
        .assert_stdout("- 1 | \\xff\\xff ok")
        .assert_stdout("+ 1 | \\xff\\xfe ok")
        .assert_tally(1, 1);
}

#[test]
fn peak_memory_over_the_limit_is_mle() {
    let fx = Fixture::new("memory");
    fx.problem("memory", "time-limit-ms = 10000\nmemory-limit-mib = 16");
    fx.case("memory", "one", b"", Some(b"ok\n"));
    // bash holds the 40 MB string, twice over while building it.
    fx.run_script(
        "memory",
        "x=$(head -c 40000000 /dev/zero | tr '\\0' a); echo ok",
        &[],
    )
    .assert_code(1)
    .assert_verdict("memory/one", "MLE")
    .assert_stdout("the limit of 16 MiB");
}

#[test]
fn peak_memory_is_the_solution_s_own_not_the_runner_s() {
    // Regression: a child's ru_maxrss counts the address space it replaced at exec, i.e. the
    // runner's, which holds the 256 MiB input (read whole before the run). Every later case
    // used to be reported at the runner's size.
    let fx = Fixture::new("memory_own");
    fx.problem("p", "time-limit-ms = 20000\nmemory-limit-mib = 32");
    fx.case("p", "a-big", b"", Some(b""));
    // Sparse: 256 MiB of zeros that cost no disk, and all of it resident once the runner reads
    // it.
    fs::File::options()
        .write(true)
        .open(fx.root.join("testcases/p/a-big.in"))
        .unwrap()
        .set_len(256 << 20)
        .unwrap();
    fx.case("p", "b-small", b"1\n", Some(b""));
    // About 9 MiB: an 8 MiB buffer, filled.
    let run = fx.run_script(
        "p",
        "exec 0<&-; exec dd if=/dev/zero of=/dev/null bs=8M count=1 2>/dev/null",
        &[],
    );
    run.assert_code(0)
        .assert_verdict("p/a-big", "AC")
        .assert_verdict("p/b-small", "AC");
    for line in run.stdout.lines().filter(|l| l.contains("p/")) {
        let mib: f64 = line.split_whitespace().nth(4).unwrap().parse().unwrap();
        assert!((8.0..16.0).contains(&mib), "{line}");
    }
}

#[test]
fn a_missing_out_file_is_a_workspace_error_that_suggests_bless() {
    let fx = Fixture::new("missing_out");
    fx.problem("p", "time-limit-ms = 5000");
    fx.case("p", "has", b"1\n", Some(b"2\n"));
    fx.case("p", "lacks", b"1\n", None);
    fx.run_script("p", DOUBLER, &[])
        .assert_code(2)
        .assert_stderr("testcases/p/lacks.in has no expected output")
        .assert_stderr("`cargo make test p --bless`");
}

#[test]
fn an_out_file_without_its_input_is_a_workspace_error() {
    let fx = Fixture::new("orphan_out");
    fx.problem("p", "time-limit-ms = 5000");
    fx.case("p", "fine", b"1\n", Some(b"2\n"));
    fs::write(fx.out_path("p", "orphan"), "2\n").unwrap();
    fx.run_script("p", DOUBLER, &[])
        .assert_code(2)
        .assert_stderr("testcases/p/orphan.out has no input");
}

#[test]
fn an_unknown_problem_gets_the_closest_name() {
    let fx = Fixture::new("unknown_problem");
    fx.problem("hdu-1846", "time-limit-ms = 5000");
    fx.problem("poj-1067", "time-limit-ms = 5000");
    fx.run(&["hdu1846"])
        .assert_code(2)
        .assert_stderr("no problem named `hdu1846`; did you mean `hdu-1846`?");
    fx.run(&["sprague"])
        .assert_code(2)
        .assert_stderr("the problems are: hdu-1846, poj-1067");
}

#[test]
fn a_problem_without_testcases_is_a_workspace_error() {
    let fx = Fixture::new("no_testcases");
    fx.problem("empty", "time-limit-ms = 5000");
    fx.run_script("empty", DOUBLER, &[])
        .assert_code(2)
        .assert_stderr("problem `empty` has no testcases");
}

#[test]
fn bad_metadata_is_a_workspace_error_naming_the_file() {
    let fx = Fixture::new("bad_metadata");
    fx.problem("p", "time-limit-ms = 5000\ncompare = \"fuzzy\"");
    fx.case("p", "a", b"1\n", Some(b"2\n"));
    fx.run_script("p", DOUBLER, &[])
        .assert_code(2)
        .assert_stderr("problems/p/Cargo.toml")
        .assert_stderr("use one of exact, lines, tokens");
}

#[test]
fn usage_errors_exit_2() {
    let fx = Fixture::new("usage");
    fx.problem("a", "time-limit-ms = 5000");
    fx.problem("b", "time-limit-ms = 5000");
    fx.case("a", "x", b"1\n", Some(b"2\n"));
    fx.case("b", "x", b"1\n", Some(b"2\n"));
    let exe = fx.script("bin/sol.sh", DOUBLER);
    fx.run(&["a", "b", "--exe", exe.to_str().unwrap()])
        .assert_code(2)
        .assert_stderr("needs exactly one problem NAME (got 2)")
        .assert_stderr("cargo make test NAME --exe PATH");
    fx.run(&["a", "--exe", "/nonexistent/solution"])
        .assert_code(2)
        .assert_stderr("/nonexistent/solution");
    fx.run(&["a", "--force"]).assert_code(2);
    // `--root` is not a workspace; without `--root`, `/` is in none.
    for args in [
        vec!["test", "--root", "/nonexistent-root", "a"],
        vec!["test", "a"],
    ] {
        let child = Command::new(env!("CARGO_BIN_EXE_runner"))
            .args(&args)
            .current_dir("/")
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        Run::finish(child)
            .assert_code(2)
            .assert_stderr("cargo workspace");
    }
}

#[test]
fn without_a_binary_no_build_says_how_to_build_it() {
    let fx = Fixture::new("missing_binary");
    fx.problem("p", "time-limit-ms = 5000");
    fx.case("p", "a", b"1\n", Some(b"2\n"));
    fx.run(&["p", "--no-build"])
        .assert_code(2)
        .assert_stderr("no binary for `p`")
        .assert_stderr("cargo build --release -p p");
}

#[test]
fn judges_every_problem_in_parallel_and_reports_in_order() {
    let fx = Fixture::new("all_problems");
    // Later cases finish first, so the report order cannot come from the finishing order.
    for (name, answer) in [("alpha", "1"), ("beta", "2"), ("gamma", "3")] {
        fx.problem(name, "time-limit-ms = 5000");
        fx.script(
            &format!("target/release/{name}"),
            &format!("read delay; sleep $delay; echo {answer}"),
        );
        for (case, delay) in [("c1", "0.3"), ("c2", "0.2"), ("c3", "0")] {
            fx.case(
                name,
                case,
                format!("{delay}\n").as_bytes(),
                Some(format!("{answer}\n").as_bytes()),
            );
        }
    }
    // beta's c2 is wrong.
    fs::write(fx.out_path("beta", "c2"), "20\n").unwrap();
    let mut command = fx.command(&["--no-build", "-j", "4"]);
    command.env("CARGO_TARGET_DIR", fx.root.join("target"));
    let run = Run::finish(command.spawn().unwrap());
    run.assert_code(1)
        .assert_verdict("beta/c2", "WA")
        .assert_stdout("alpha 3/3 passed")
        .assert_stdout("beta 2/3 passed")
        .assert_stdout("3 problems, 9 cases")
        .assert_stdout("rerun them: cargo make test beta")
        .assert_tally(8, 1);
    let order: Vec<&str> = run
        .stdout
        .lines()
        .filter_map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            match words.as_slice() {
                [verdict, case, ..] if ["AC", "WA"].contains(verdict) => Some(*case),
                [name, score, ..] if score.ends_with("/3") => Some(*name),
                _ => None,
            }
        })
        .collect();
    assert_eq!(
        order,
        [
            "alpha/c1", "alpha/c2", "alpha/c3", "alpha", "beta/c1", "beta/c2", "beta/c3", "beta",
            "gamma/c1", "gamma/c2", "gamma/c3", "gamma"
        ],
        "{run}"
    );
}

#[test]
fn bless_writes_missing_outputs_and_overwrites_only_with_force() {
    let fx = Fixture::new("bless");
    fx.problem("p", "time-limit-ms = 5000");
    fx.case("p", "new", b"4\n", None);
    fx.case("p", "old", b"5\n", Some(b"11\n"));
    // Without --bless the missing .out is an error; with it the .out is written and the
    // existing, wrong one kept.
    fx.run_script("p", DOUBLER, &[]).assert_code(2);
    fx.run_script("p", DOUBLER, &["--bless"])
        .assert_code(1)
        .assert_verdict("p/new", "NEW")
        .assert_stdout("wrote testcases/p/new.out (1 line, 2 B)")
        .assert_verdict("p/old", "WA")
        .assert_stdout("kept testcases/p/old.out; --bless --force would overwrite it")
        .assert_stdout("wrote 1 .out file(s)")
        .assert_tally(1, 1);
    assert_eq!(fs::read_to_string(fx.out_path("p", "new")).unwrap(), "8\n");
    assert_eq!(fs::read_to_string(fx.out_path("p", "old")).unwrap(), "11\n");

    fx.run_script("p", DOUBLER, &["--bless", "--force"])
        .assert_code(0)
        .assert_verdict("p/new", "AC")
        .assert_verdict("p/old", "NEW")
        .assert_stdout("overwrote testcases/p/old.out");
    assert_eq!(fs::read_to_string(fx.out_path("p", "old")).unwrap(), "10\n");

    fx.run_script("p", DOUBLER, &[])
        .assert_code(0)
        .assert_tally(2, 0);
}

#[test]
fn bless_writes_nothing_for_a_failed_run() {
    let fx = Fixture::new("bless_failure");
    fx.problem("p", "time-limit-ms = 5000");
    fx.case("p", "new", b"4\n", None);
    fx.run_script("p", "echo 8; exit 1", &["--bless"])
        .assert_code(1)
        .assert_verdict("p/new", "RE")
        .assert_stdout("testcases/p/new.out was not written");
    assert!(!fx.out_path("p", "new").exists());
}

#[test]
fn junit_report_holds_every_case_and_the_first_difference_of_a_failure() {
    let fx = Fixture::new("junit");
    fx.problem("double", "time-limit-ms = 5000");
    fx.case("double", "right", b"1\n", Some(b"2\n"));
    fx.case("double", "wrong", b"2\n", Some(b"5\n"));
    let report = fx.root.join("junit.xml");
    // Written although a case fails, next to the terminal's report.
    fx.run_script("double", DOUBLER, &["--junit", report.to_str().unwrap()])
        .assert_code(1)
        .assert_verdict("double/wrong", "WA")
        .assert_tally(1, 1);
    let xml = fs::read_to_string(&report).unwrap();
    assert!(
        xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"),
        "{xml}"
    );
    assert!(xml.ends_with("</testsuites>\n"), "{xml}");
    assert!(
        xml.contains("<testsuites name=\"runner test\" tests=\"2\" failures=\"1\" errors=\"0\" "),
        "{xml}"
    );
    assert_eq!(xml.matches("<testsuite ").count(), 1, "{xml}");
    assert!(
        xml.contains("<testsuite name=\"double\" tests=\"2\" failures=\"1\" errors=\"0\" time=\""),
        "{xml}"
    );
    let cases: Vec<&str> = xml.split("<testcase ").skip(1).collect();
    assert_eq!(cases.len(), 2, "{xml}");
    assert!(
        cases[0].starts_with("classname=\"double\" name=\"right\" time=\"0.")
            && cases[0].split('>').next().unwrap().ends_with('/'),
        "a passed case has no child element\n{xml}"
    );
    assert!(
        cases[1].starts_with("classname=\"double\" name=\"wrong\" time=\"0."),
        "{xml}"
    );
    assert!(
        cases[1].contains(
            "<failure message=\"first difference at line 1: expected `5`, got `4`\" type=\"WA\">"
        ),
        "{xml}"
    );
    assert_eq!(xml.matches("<failure ").count(), 1, "{xml}");

    // The report cannot be written: one line that says so, and exit 2 after the usual report.
    let unwritable = fx.root.join("no-such-dir/junit.xml");
    fx.run_script(
        "double",
        DOUBLER,
        &["--junit", unwritable.to_str().unwrap()],
    )
    .assert_code(2)
    .assert_tally(1, 1)
    .assert_stderr(&format!(
        "error: cannot write the JUnit report to {}: No such file or directory",
        unwritable.display()
    ));
}

#[test]
fn ctrl_c_kills_every_solution_and_exits_130() {
    let fx = Fixture::new("ctrl_c");
    fx.problem("p", "time-limit-ms = 60000");
    fx.case("p", "a", b"1\n", Some(b"2\n"));
    fx.case("p", "b", b"1\n", Some(b"2\n"));
    // Each solution also starts a background process, which must die with it.
    let exe = fx.script(
        "bin/hang.sh",
        &format!(
            "read n; echo $$ > {root}/main-$BASHPID.pid; sleep 300 & echo $! > {root}/child-$BASHPID.pid; \
             while :; do :; done",
            root = fx.root.display()
        ),
    );
    let runner = fx
        .command(&["p", "--exe", exe.to_str().unwrap(), "-j", "2"])
        .spawn()
        .unwrap();
    let pid_files = || -> Vec<PathBuf> {
        fs::read_dir(&fx.root)
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "pid"))
            .collect()
    };
    let start = Instant::now();
    while pid_files().len() < 4 {
        assert!(start.elapsed() < HANG, "the solutions never started");
        thread::sleep(Duration::from_millis(20));
    }
    // Give the background `sleep`s a moment to exist as themselves, past fork.
    thread::sleep(Duration::from_millis(100));
    let pids: Vec<i32> = pid_files()
        .iter()
        .map(|p| fs::read_to_string(p).unwrap().trim().parse().unwrap())
        .collect();
    // SAFETY: a plain kill(2) of the runner we started.
    assert_eq!(unsafe { libc::kill(runner.id() as i32, libc::SIGINT) }, 0);
    let run = Run::finish(runner);
    run.assert_code(130).assert_stderr("interrupted");
    for pid in pids {
        assert!(
            process_gone(pid),
            "process {pid} of the solution survived\n{run}"
        );
    }
}

/// testcases/<problem>/<stem>.<extension> for a stem that need not be UTF-8.
fn write_raw_case_file(fx: &Fixture, problem: &str, stem: &[u8], extension: &str, body: &[u8]) {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let dir = fx.root.join("testcases").join(problem);
    fs::create_dir_all(&dir).unwrap();
    let name = [stem, b".", extension.as_bytes()].concat();
    fs::write(dir.join(OsStr::from_bytes(&name)), body).unwrap();
}

#[test]
fn a_case_whose_name_is_not_utf8_is_judged_under_an_escaped_name() {
    // Regression: such files were skipped silently, and a wrong .out passed as `1 passed`.
    let fx = Fixture::new("non_utf8_name");
    fx.problem("p", "time-limit-ms = 5000");
    fx.case("p", "plain", b"1\n", Some(b"2\n"));
    write_raw_case_file(&fx, "p", b"caf\xe9", "in", b"2\n");
    write_raw_case_file(&fx, "p", b"caf\xe9", "out", b"5\n");
    fx.run_script("p", DOUBLER, &[])
        .assert_code(1)
        .assert_verdict("p/plain", "AC")
        .assert_verdict("p/caf\\xe9", "WA")
        .assert_stdout("failed: p/caf\\xe9 (WA)")
        .assert_tally(1, 1);

    // An orphan .in with such a name is the same workspace error as any other orphan.
    let orphan = Fixture::new("non_utf8_orphan");
    orphan.problem("p", "time-limit-ms = 5000");
    orphan.case("p", "plain", b"1\n", Some(b"2\n"));
    write_raw_case_file(&orphan, "p", b"caf\xe9", "in", b"2\n");
    orphan
        .run_script("p", DOUBLER, &[])
        .assert_code(2)
        .assert_stderr("testcases/p/caf\\xe9.in has no expected output");
}

/// A directory beside the scratch workspace, outside it, holding `files`.
fn outside_dir(test: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("runner-test-outside")
        .join(test);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    for (name, text) in files {
        fs::write(dir.join(name), text).unwrap();
    }
    dir
}

#[test]
fn links_inside_the_workspace_are_followed() {
    let fx = Fixture::new("links_inside");
    fx.problem("p", "time-limit-ms = 5000");
    fx.problem("q", "time-limit-ms = 5000");
    fx.case("q", "shared", b"4\n", Some(b"8\n"));
    let dir = fx.root.join("testcases/p");
    fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink("../q/shared.in", dir.join("shared.in")).unwrap();
    std::os::unix::fs::symlink(
        fx.root.join("testcases/q/shared.out"),
        dir.join("shared.out"),
    )
    .unwrap();
    fx.run_script("p", DOUBLER, &[])
        .assert_code(0)
        .assert_verdict("p/shared", "AC");
    // --bless never writes through a link, even one inside the workspace: a shared .out would
    // change another problem's expectation.
    fs::write(fx.root.join("testcases/q/shared.out"), "9\n").unwrap();
    fx.run_script("p", DOUBLER, &["--bless", "--force"])
        .assert_code(2)
        .assert_verdict("p/shared", "ERR")
        .assert_stdout("testcases/p/shared.out is a symbolic link, and --bless does not write");
    assert_eq!(
        fs::read_to_string(fx.root.join("testcases/q/shared.out")).unwrap(),
        "9\n"
    );
}

#[test]
fn a_linked_input_from_outside_the_workspace_is_refused_and_never_shown() {
    // Regression: the failing case printed the head of whatever file the .in linked to.
    let outside = outside_dir("secret", &[("secret.in", "TOP SECRET LINE\n")]);
    let fx = Fixture::new("links_secret");
    fx.problem("p", "time-limit-ms = 5000");
    fx.case("p", "fine", b"1\n", Some(b"2\n"));
    let dir = fx.root.join("testcases/p");
    std::os::unix::fs::symlink(outside.join("secret.in"), dir.join("leak.in")).unwrap();
    fs::write(dir.join("leak.out"), "wrong\n").unwrap();
    let run = fx.run_script("p", DOUBLER, &[]);
    run.assert_code(2)
        .assert_stderr("testcases/p/leak.in leads through a symbolic link to")
        .assert_stderr("outside the workspace");
    assert!(
        !run.stdout.contains("SECRET") && !run.stderr.contains("SECRET"),
        "{run}"
    );

    // The same through a linked directory of testcases.
    let linked = Fixture::new("links_secret_directory");
    linked.problem("p", "time-limit-ms = 5000");
    fs::create_dir_all(linked.root.join("testcases")).unwrap();
    fs::write(outside.join("secret.out"), "wrong\n").unwrap();
    std::os::unix::fs::symlink(&outside, linked.root.join("testcases/p")).unwrap();
    let run = linked.run_script("p", DOUBLER, &[]);
    run.assert_code(2).assert_stderr("outside the workspace");
    assert!(!run.stdout.contains("SECRET"), "{run}");
}

#[test]
fn bless_never_writes_through_a_link_that_leaves_the_workspace() {
    // Regression: --bless created the target of a dangling .out link outside the workspace, and
    // with --force overwrote an existing file there.
    let outside = outside_dir("bless", &[("existing.out", "keep me\n")]);
    let fx = Fixture::new("links_bless");
    fx.problem("p", "time-limit-ms = 5000");
    fx.case("p", "new", b"1\n", None);
    let dir = fx.root.join("testcases/p");
    std::os::unix::fs::symlink(outside.join("created.out"), dir.join("new.out")).unwrap();
    fx.run_script("p", DOUBLER, &["--bless"])
        .assert_code(2)
        .assert_stderr("testcases/p/new.out is a symbolic link to")
        .assert_stderr("which does not exist");
    assert!(!outside.join("created.out").exists());

    let forced = Fixture::new("links_bless_force");
    forced.problem("p", "time-limit-ms = 5000");
    forced.case("p", "old", b"1\n", None);
    let dir = forced.root.join("testcases/p");
    std::os::unix::fs::symlink(outside.join("existing.out"), dir.join("old.out")).unwrap();
    forced
        .run_script("p", DOUBLER, &["--bless", "--force"])
        .assert_code(2)
        .assert_stderr("testcases/p/old.out leads through a symbolic link to")
        .assert_stderr("outside the workspace");
    assert_eq!(
        fs::read_to_string(outside.join("existing.out")).unwrap(),
        "keep me\n"
    );
}

#[test]
fn a_failed_bless_write_names_every_file_and_still_counts_every_case() {
    // Regression: only the first unwritable file was named, the failed cases had no line, the
    // problem read `4/4 passed` for 7 cases and the final count was missing.
    let fx = Fixture::new("bless_unwritable");
    fx.problem("p", "time-limit-ms = 5000");
    for n in 1..=4 {
        let (input, output) = (format!("{n}\n"), format!("{}\n", 2 * n));
        fx.case(
            "p",
            &format!("ok-{n}"),
            input.as_bytes(),
            Some(output.as_bytes()),
        );
    }
    // A directory where the .out would go: it is no expected output, and cannot be written.
    for n in 1..=3 {
        fx.case("p", &format!("new-{n}"), b"1\n", None);
        fs::create_dir(fx.out_path("p", &format!("new-{n}"))).unwrap();
    }
    let run = fx.run_script("p", DOUBLER, &["--bless"]);
    run.assert_code(2)
        .assert_verdict("p/ok-4", "AC")
        .assert_verdict("p/new-1", "ERR")
        .assert_verdict("p/new-2", "ERR")
        .assert_verdict("p/new-3", "ERR")
        .assert_stdout("cannot write testcases/p/new-2.out: Is a directory")
        .assert_stdout("p 4/7 passed")
        .assert_tally(4, 3)
        .assert_stderr(
            "error: 3 cases could not be judged or recorded: testcases/p/new-1.out, \
             testcases/p/new-2.out, testcases/p/new-3.out (each case's line above says why)",
        );
    assert_eq!(
        run.stderr
            .lines()
            .filter(|l| l.starts_with("error:"))
            .count(),
        1,
        "{run}"
    );
}

#[test]
fn output_over_the_cap_costs_the_runner_little_more_than_the_cap() {
    // Regression: the whole capture was split into lines to quote the first one; `yes ""` cost
    // the runner about 17 times the cap (1.09 GiB at the default 64 MiB).
    let fx = Fixture::new("blank_lines");
    fx.problem("blank", "time-limit-ms = 20000");
    fx.case("blank", "one", b"", Some(b"y\n"));
    let run = fx.run_script(
        "blank",
        "exec yes ''",
        &["--output-limit-mib", "16", "-j", "1"],
    );
    run.assert_code(1)
        .assert_verdict("blank/one", "OLE")
        .assert_stdout(
            "wrote more than 16.0 MiB to stdout, and was killed; it began with an empty line",
        );
    let peak_kib = run.peak_kib.expect("measured");
    assert!(
        peak_kib < 4 * (16 << 10),
        "the runner peaked at {peak_kib} KiB\n{run}"
    );
    // Under the cap, a wrong answer of millions of empty lines is compared and diffed without
    // collecting its lines (it used to cost 56 times the output).
    let run = fx.run_script("blank", "yes '' | head -c 15000000", &["-j", "1"]);
    run.assert_code(1)
        .assert_verdict("blank/one", "WA")
        .assert_stdout("first difference at line 1: expected `y`, got ``");
    let peak_kib = run.peak_kib.expect("measured");
    assert!(
        peak_kib < 4 * (15 << 10),
        "the runner peaked at {peak_kib} KiB\n{run}"
    );
}

#[test]
fn after_an_exe_run_the_rerun_hint_names_the_executable_and_a_crash_shows_the_output() {
    // Regression: the hint was `cargo make test p`, which judges the crate, not the executable
    // that failed; and a crash showed none of what was written before it.
    let fx = Fixture::new("exe_hint");
    fx.problem("p", "time-limit-ms = 5000");
    fx.case("p", "one", b"3\n", Some(b"6\n7\n"));
    let exe = fx.script("bin/crash.sh", "echo 6; echo 'half done'; exit 3");
    fx.run(&["p", "--exe", exe.to_str().unwrap()])
        .assert_code(1)
        .assert_verdict("p/one", "RE")
        .assert_stdout("exited with status 3")
        .assert_stdout("output before it stopped (2 lines):")
        .assert_stdout("half done")
        .assert_stdout(&format!(
            "rerun them: cargo make test p --exe {}",
            exe.display()
        ));
    let spaced = fx.script("bin/with space.sh", "exit 3");
    fx.run(&["p", "--exe", spaced.to_str().unwrap()])
        .assert_stdout(&format!(
            "rerun them: cargo make test p --exe '{}'",
            spaced.display()
        ));
}

/// Kills whichever of `pids` still run (so that a failing test leaves nothing behind), and
/// returns them.
fn survivors(pids: &[i32]) -> Vec<i32> {
    let alive: Vec<i32> = pids.iter().copied().filter(|&p| !process_gone(p)).collect();
    for &pid in &alive {
        // SAFETY: a plain kill(2) of a process this test's solution started.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    }
    alive
}

/// A solution that starts a background process in its group and a loop detached into a
/// session of its own, writes `helper main background detached` (its parent, itself and the
/// two) to `<root>/<tag>.pids` once all exist, then runs `then`.
fn spawning_solution(root: &Path, tag: &str, then: &str) -> String {
    let root = root.display();
    format!(
        "read n\n\
         sleep 300 &\n\
         background=$!\n\
         setsid bash -c 'echo $$ > {root}/{tag}.detached; while :; do sleep 0.1; done' \
             </dev/null >/dev/null 2>&1 &\n\
         until [ -s {root}/{tag}.detached ]; do sleep 0.01; done\n\
         echo \"$PPID $$ $background $(cat {root}/{tag}.detached)\" > {root}/{tag}.tmp\n\
         mv {root}/{tag}.tmp {root}/{tag}.pids\n\
         {then}"
    )
}

fn wait_for_pids(root: &Path, tag: &str) -> Vec<i32> {
    let file = root.join(format!("{tag}.pids"));
    let start = Instant::now();
    while !file.exists() {
        assert!(start.elapsed() < HANG, "the solution never started");
        thread::sleep(Duration::from_millis(20));
    }
    fs::read_to_string(&file)
        .unwrap()
        .split_whitespace()
        .map(|p| p.parse().unwrap())
        .collect()
}

#[test]
fn whatever_kills_the_runner_its_solutions_and_all_they_started_die_with_it() {
    // Regression: after SIGHUP, SIGQUIT or SIGKILL the helpers and the looping solutions went on
    // running, reparented to init.
    let fx = Fixture::new("runner_killed");
    fx.problem("p", "time-limit-ms = 60000");
    fx.case("p", "a", b"1\n", Some(b"2\n"));
    for (signal, name) in [
        (libc::SIGHUP, "hup"),
        (libc::SIGQUIT, "quit"),
        (libc::SIGKILL, "kill"),
    ] {
        let exe = fx.script(
            &format!("bin/{name}.sh"),
            &spawning_solution(&fx.root, name, "while :; do :; done"),
        );
        let mut command = fx.command(&["p", "--exe", exe.to_str().unwrap()]);
        // SIGQUIT may dump core: not into the source tree.
        command.current_dir(&fx.root);
        // The signal must be able to kill the runner: a suite started under `nohup` ignores
        // SIGHUP, and one started in the background by a shell ignores SIGQUIT, and a child
        // inherits both. The runner then ran on to the solution's 60 s time limit.
        // SAFETY: between fork and exec, only signal(2), which is async-signal-safe.
        unsafe {
            command.pre_exec(move || {
                libc::signal(signal, libc::SIG_DFL);
                Ok(())
            });
        }
        let runner = command.spawn().unwrap();
        let pids = wait_for_pids(&fx.root, name);
        // SAFETY: a plain kill(2) of the runner we started.
        assert_eq!(unsafe { libc::kill(runner.id() as i32, signal) }, 0);
        let run = Run::finish(runner);
        assert_eq!(
            survivors(&pids),
            Vec::<i32>::new(),
            "of helper, solution, background, detached {pids:?}, after SIG{}\n{run}",
            name.to_uppercase()
        );
    }
}

#[test]
fn a_detached_process_is_killed_at_the_end_of_its_case_after_an_ac_too() {
    // Regression: `setsid loop &` left its loop running after an AC, out of the group's reach.
    let fx = Fixture::new("detached");
    fx.problem("p", "time-limit-ms = 60000");
    fx.case("p", "a", b"1\n", Some(b"2\n"));
    let run = fx.run_script("p", &spawning_solution(&fx.root, "ac", "echo 2"), &[]);
    run.assert_code(0).assert_verdict("p/a", "AC");
    let pids = wait_for_pids(&fx.root, "ac");
    assert_eq!(
        survivors(&pids),
        Vec::<i32>::new(),
        "of helper, solution, background, detached {pids:?}\n{run}"
    );
}

#[test]
fn memory_over_the_limit_is_stopped_as_mle_while_it_runs() {
    // Regression: the limit was only checked once the run had ended, so a solution still filling
    // memory ran on to the time limit and got TLE, with a hint about loops.
    let fx = Fixture::new("memory_enforced");
    fx.problem("hog", "time-limit-ms = 20000\nmemory-limit-mib = 32");
    fx.case("hog", "one", b"", Some(b"ok\n"));
    // bash holds 100 MB (twice that while building it), then waits past the time limit.
    let run = fx.run_script(
        "hog",
        "x=$(head -c 100000000 /dev/zero | tr '\\0' a); sleep 600; echo ok",
        &[],
    );
    run.assert_code(1)
        .assert_verdict("hog/one", "MLE")
        .assert_stdout("passed the limit of 32 MiB and was stopped");
}

/// A Nim variant where any winning move is a right answer: `lose`, or `take K from pile I`.
const NIM_ANY_MANIFEST: &str = r#"[package]
name = "nim-any"
version = "0.1.0"
edition = "2021"

[package.metadata.problem]
title = "Nim, any winning move"
time-limit-ms = 5000
compare = "checker"

[[bin]]
name = "nim-any-checker"
path = "src/bin/checker.rs"
"#;

/// Answers with the winning move on the last pile it can, where the .out files name the first.
const NIM_ANY_SOLUTION: &str = r#"use std::io::Read;
fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let piles: Vec<u64> = input.split_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let x = piles.iter().fold(0, |x, p| x ^ p);
    match piles.iter().rposition(|&p| p ^ x < p) {
        Some(i) => println!("take {} from pile {}", piles[i] - (piles[i] ^ x), i + 1),
        None => println!("lose"),
    }
}
"#;

/// `checker INPUT OUTPUT ANSWER`: whether the position is lost comes from the answer; whether a
/// move wins comes from the rules.
const NIM_ANY_CHECKER: &str = r#"use std::process::exit;
fn reject(message: String) -> ! {
    eprintln!("{message}");
    exit(1)
}
fn main() {
    let files: Vec<String> = std::env::args().skip(1).map(|f| std::fs::read_to_string(f).unwrap()).collect();
    let piles: Vec<u64> = files[0].split_whitespace().skip(1).map(|t| t.parse().unwrap()).collect();
    let (output, answer) = (files[1].trim(), files[2].trim());
    if answer == "lose" || output == "lose" {
        if output != answer {
            reject(format!("expected `{answer}`, got `{output}`"));
        }
        return;
    }
    let words: Vec<&str> = output.split(' ').collect();
    let [_, take, _, _, pile] = words[..] else { reject(format!("not a move: `{output}`")) };
    let (take, pile): (u64, usize) = (take.parse().unwrap(), pile.parse().unwrap());
    let mut after = piles.clone();
    after[pile - 1] -= take;
    let x = after.iter().fold(0, |x, p| x ^ p);
    if x != 0 {
        reject(format!("`{output}` leaves a nim-sum of {x}, not 0"));
    }
}
"#;

#[test]
fn a_checker_accepts_any_right_answer_and_says_why_it_rejects_a_wrong_one() {
    let fx = Fixture::new("checker");
    let dir = fx.root.join("problems/nim-any");
    fs::create_dir_all(dir.join("src/bin")).unwrap();
    fs::write(dir.join("Cargo.toml"), NIM_ANY_MANIFEST).unwrap();
    fs::write(dir.join("src/main.rs"), NIM_ANY_SOLUTION).unwrap();
    fs::write(dir.join("src/bin/checker.rs"), NIM_ANY_CHECKER).unwrap();
    // Three winning moves; the .out names the first, the solution plays the last.
    fx.case(
        "nim-any",
        "three-moves",
        b"3\n5 6 7\n",
        Some(b"take 4 from pile 1\n"),
    );
    fx.case("nim-any", "lost", b"3\n1 2 3\n", Some(b"lose\n"));
    // Built with the problem, in the scratch workspace's own target directory.
    let run = fx.run(&["nim-any"]);
    run.assert_code(0)
        .assert_verdict("nim-any/three-moves", "AC")
        .assert_verdict("nim-any/lost", "AC")
        .assert_stdout("checker compare");
    // The same output, compared as text for this one run, is not the .out.
    fx.run(&["nim-any", "--no-build", "--compare", "exact"])
        .assert_code(1)
        .assert_verdict("nim-any/three-moves", "WA")
        .assert_stdout("expected `take 4 from pile 1`, got `take 4 from pile 3`");
    // A losing move, from an executable given with --exe: the checker says why.
    fx.run_script(
        "nim-any",
        "read n; read piles; echo 'take 1 from pile 1'",
        &[],
    )
    .assert_code(1)
    .assert_verdict("nim-any/three-moves", "WA")
    .assert_stdout(
        "the checker rejected the output: `take 1 from pile 1` leaves a nim-sum of 5, not 0",
    )
    .assert_verdict("nim-any/lost", "WA")
    .assert_stdout("the checker rejected the output: expected `lose`, got `take 1 from pile 1`");
}

#[test]
fn a_checker_that_fails_or_is_missing_is_no_verdict_on_the_solution() {
    let fx = Fixture::new("checker_failing");
    fx.problem("p", "time-limit-ms = 5000\ncompare = \"checker\"");
    fx.case("p", "a", b"1\n", Some(b"2\n"));
    fx.script("target/release/p", DOUBLER);
    let run_no_build = || {
        let mut command = fx.command(&["p", "--no-build"]);
        command.env("CARGO_TARGET_DIR", fx.root.join("target"));
        Run::finish(command.spawn().unwrap())
    };
    run_no_build()
        .assert_code(2)
        .assert_stderr(
            "problem `p` is judged by a checker, but there is no target/release/p-checker",
        )
        .assert_stderr("[[bin]] name = \"p-checker\" path = \"src/bin/checker.rs\"");
    fx.script(
        "target/release/p-checker",
        "echo 'answer file unreadable' >&2; exit 3",
    );
    run_no_build()
        .assert_code(2)
        .assert_verdict("p/a", "ERR")
        .assert_stdout("exited with status 3, which is neither accept (0) nor reject (1, 2): answer file unreadable")
        .assert_stderr("1 case could not be judged or recorded: target/release/p-checker");
    // Its arguments are the input, the output and the answer, in testlib's order.
    let args = fx.root.join("args");
    fx.script(
        "target/release/p-checker",
        &format!("cat \"$1\" \"$2\" \"$3\" > {}", args.display()),
    );
    run_no_build().assert_code(0).assert_verdict("p/a", "AC");
    assert_eq!(fs::read_to_string(&args).unwrap(), "1\n2\n2\n");
}

#[test]
fn float_compare_accepts_small_errors_and_compare_overrides_a_problem_s_mode() {
    let fx = Fixture::new("float");
    fx.problem("third", "time-limit-ms = 5000\ncompare = \"float:1e-6\"");
    fx.case("third", "a", b"", Some(b"0.333333333 0.5\n"));
    fx.run_script("third", "echo 0.3333334 0.50", &[])
        .assert_code(0)
        .assert_verdict("third/a", "AC")
        .assert_stdout("float:1e-6 compare");
    fx.run_script("third", "echo 0.3334 0.5", &[])
        .assert_code(1)
        .assert_verdict("third/a", "WA")
        .assert_stdout("first difference at token 1")
        .assert_stdout("expected `0.333333333`, got `0.3334`");
    fx.run_script("third", "echo 0.3333334 0.50", &["--compare", "tokens"])
        .assert_code(1)
        .assert_verdict("third/a", "WA")
        .assert_stdout("tokens compare");
    fx.run_script("third", "echo 0.3334 0.5", &["--compare", "float:1e-3"])
        .assert_code(0);
    fx.run_script("third", "echo 1", &["--compare", "float:x"])
        .assert_code(2)
        .assert_stderr("the float tolerance must be a positive number");
}

#[test]
fn json_record_has_one_object_per_case() {
    let fx = Fixture::new("json");
    fx.problem("double", "time-limit-ms = 5000\nmemory-limit-mib = 256");
    fx.case("double", "right", b"1\n", Some(b"2\n"));
    fx.case("double", "wrong", b"2\n", Some(b"4\n5\n"));
    fx.case("double", "zero", b"0\n", Some(b"0\n"));
    let record = fx.root.join("run.jsonl");
    fx.run_script(
        "double",
        "read n; [ $n = 0 ] && exit 3; echo $((n * 2))",
        &["--json", record.to_str().unwrap()],
    )
    .assert_code(1)
    .assert_tally(1, 2);
    let objects: Vec<serde_json::Value> = fs::read_to_string(&record)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(objects.len(), 3, "{objects:?}");
    // A record the runner wrote is replaced by the next run's without --force.
    fx.run_script(
        "double",
        "read n; [ $n = 0 ] && exit 3; echo $((n * 2))",
        &["--json", record.to_str().unwrap()],
    )
    .assert_code(1);
    let [right, wrong, zero] = &objects[..] else {
        unreachable!()
    };
    assert_eq!(right["problem"], "double");
    assert_eq!(right["case"], "right");
    assert_eq!(right["verdict"], "AC");
    assert!(right["time_ms"].as_f64().unwrap() > 0.0, "{right}");
    assert!(right["memory_kib"].as_u64().unwrap() > 0, "{right}");
    assert!(right["message"].is_null() && right["first_difference"].is_null());
    assert_eq!(wrong["verdict"], "WA");
    assert_eq!(
        wrong["message"],
        "the output ends after 1 line; line 2 should be `5`"
    );
    assert_eq!(
        wrong["first_difference"],
        serde_json::json!({
            "expected_line": 2, "actual_line": 2, "token": null,
            "expected": "5", "actual": null,
        })
    );
    assert_eq!(zero["verdict"], "RE");
    assert_eq!(zero["message"], "exited with status 3");
    assert!(zero["first_difference"].is_null());

    // Said before anything runs when the file cannot be written.
    let unwritable = fx.root.join("no-such-dir/run.jsonl");
    let run = fx.run_script("double", DOUBLER, &["--json", unwritable.to_str().unwrap()]);
    run.assert_code(2).assert_stderr(&format!(
        "error: cannot write the JSON record to {}: No such file or directory",
        unwritable.display()
    ));
    assert!(!run.stdout.contains("double/right"), "{run}");
}
