//! Runs through the measuring helper, as the runner does: this test binary calls `init` first,
//! so it is its own helper (the unit tests never start one). It has its own `main`
//! (`harness = false`): libtest would take the helper's hidden argument for a test filter.

use std::fs;
use std::io::ErrorKind;
use std::panic;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Duration;

use judge_run::interrupt;
use judge_run::process::{self, Limits, Termination};

fn sh(script: &str) -> Command {
    let mut command = Command::new("sh");
    command.arg("-c").arg(script);
    command
}

/// A directory of this test process's own, for the pid files.
fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("judge-run-helper-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// A script that starts a loop detached into a session of its own, writes the loop's pid to
/// `pid_file` and then runs `then`.
fn detaching(pid_file: &Path, then: &str) -> Command {
    let file = pid_file.display();
    sh(&format!(
        "setsid sh -c 'echo $$ > {file}.tmp; mv {file}.tmp {file}; exec sleep 600' \
             </dev/null >/dev/null 2>&1 &\n\
         until [ -s {file} ]; do sleep 0.01; done\n\
         {then}"
    ))
}

/// Whether `pid` is a live process (a zombie is not: it has ended).
fn alive(pid: &str) -> bool {
    fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        stat.rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .is_some_and(|state| state != "Z")
    })
}

fn kill(pid: &str) {
    let _ = Command::new("kill")
        .args(["-KILL", pid])
        .stderr(std::process::Stdio::null())
        .status();
}

/// Asserts that the detached loop whose pid is in `pid_file` is gone (and kills it if not).
fn assert_gone(pid_file: &Path) {
    let pid = fs::read_to_string(pid_file).unwrap();
    let pid = pid.trim();
    let left = alive(pid);
    kill(pid);
    assert!(!left, "the detached process {pid} outlived its run");
}

fn peak_memory_is_the_program_s_own_not_the_runner_s() {
    // The runner's peak rises to 256 MiB, where the ru_maxrss of a program it forked itself
    // would start; the helper's fresh process keeps that from the program's.
    let held = vec![1u8; 256 << 20];
    let out = process::run(Command::new("true"), b"", &Limits::default()).unwrap();
    std::hint::black_box(&held);
    assert!(out.success(), "{:?}", out.termination);
    assert!(out.peak_rss_kib > 0);
    assert!(out.peak_rss_kib < 32 << 10, "{} KiB", out.peak_rss_kib);
}

fn a_detached_process_is_killed_after_a_normal_exit() {
    let pid_file = scratch().join("normal.pid");
    let out = process::run(detaching(&pid_file, "echo ok"), b"", &Limits::default()).unwrap();
    assert!(out.success(), "{:?}", out.termination);
    assert_eq!(out.stdout, b"ok\n");
    assert_gone(&pid_file);
}

fn a_detached_process_is_killed_when_the_run_is_stopped_at_a_limit() {
    let pid_file = scratch().join("limit.pid");
    // The output cap, rather than the clock, so that the stop surely comes after the detached
    // loop has started, however busy the machine; every limit stops the run the same way.
    let limits = Limits {
        output_bytes: 1 << 20,
        ..Limits::default()
    };
    let out = process::run(detaching(&pid_file, "yes"), b"", &limits).unwrap();
    assert_eq!(out.termination, Termination::OutputLimit);
    assert_gone(&pid_file);
}

fn the_memory_sampled_is_the_program_s_not_the_helper_s() {
    let limits = Limits {
        time: Some(Duration::from_secs(60)),
        memory_kib: Some(32 << 10),
        ..Limits::default()
    };
    let hog = "x=$(head -c 100000000 /dev/zero | tr '\\0' a); sleep 600";
    let out = process::run(sh(hog), b"", &limits).unwrap();
    assert_eq!(out.termination, Termination::MemoryLimit);
    assert!(out.peak_rss_kib > 32 << 10, "{} KiB", out.peak_rss_kib);
}

fn a_program_that_cannot_be_executed_is_an_error_not_an_outcome() {
    let missing = Command::new("/nonexistent/judge-run-test-program");
    let error = process::run(missing, b"", &Limits::default()).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NotFound, "{error}");
}

fn the_exit_status_and_the_killing_signal_come_through() {
    let out = process::run(sh("exit 3"), b"", &Limits::default()).unwrap();
    assert_eq!(out.termination, Termination::Exited(3));
    let out = process::run(sh("kill -SEGV $$"), b"", &Limits::default()).unwrap();
    assert_eq!(out.termination, Termination::Signaled(11));
}

fn the_program_starts_with_sigpipe_at_its_default_as_on_a_judge() {
    // Rust ignores SIGPIPE in the runner and the helper; an ignored signal stays ignored across
    // exec, so a program started by hand would inherit that, where std's Command resets it.
    let mut grep = Command::new("grep");
    grep.args(["SigIgn", "/proc/self/status"]);
    let out = process::run(grep, b"", &Limits::default()).unwrap();
    let line = String::from_utf8(out.stdout).unwrap();
    let mask = u64::from_str_radix(line.trim_start_matches("SigIgn:").trim(), 16).unwrap();
    const SIGPIPE: u32 = 13;
    assert_eq!(mask & (1 << (SIGPIPE - 1)), 0, "{line}");
}

fn the_helper_typed_by_hand_says_so_and_fails() {
    // The helper's report goes to descriptor 3, which the shell makes sure is closed.
    let exe = std::env::current_exe().unwrap();
    let out = Command::new("sh")
        .args(["-c", "exec 3>&-; exec \"$0\" __measure true"])
        .arg(exe)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: "), "{stderr}");
}

/// Last: once the flag is up, every later run stops at once.
fn ctrl_c_stops_the_run_and_what_it_detached() {
    interrupt::install();
    let pid_file = scratch().join("interrupted.pid");
    let me = std::process::id().to_string();
    // The program asks for the interrupt itself, once its detached loop is running.
    let then = format!("kill -INT {me}; sleep 600");
    let out = process::run(detaching(&pid_file, &then), b"", &Limits::default()).unwrap();
    assert_eq!(out.termination, Termination::Interrupted);
    assert_eq!(interrupt::requested(), Some(2));
    assert_gone(&pid_file);
}

type Test = (&'static str, fn());

const TESTS: &[Test] = &[
    (
        "peak_memory_is_the_program_s_own_not_the_runner_s",
        peak_memory_is_the_program_s_own_not_the_runner_s,
    ),
    (
        "a_detached_process_is_killed_after_a_normal_exit",
        a_detached_process_is_killed_after_a_normal_exit,
    ),
    (
        "a_detached_process_is_killed_when_the_run_is_stopped_at_a_limit",
        a_detached_process_is_killed_when_the_run_is_stopped_at_a_limit,
    ),
    (
        "the_memory_sampled_is_the_program_s_not_the_helper_s",
        the_memory_sampled_is_the_program_s_not_the_helper_s,
    ),
    (
        "a_program_that_cannot_be_executed_is_an_error_not_an_outcome",
        a_program_that_cannot_be_executed_is_an_error_not_an_outcome,
    ),
    (
        "the_exit_status_and_the_killing_signal_come_through",
        the_exit_status_and_the_killing_signal_come_through,
    ),
    (
        "the_program_starts_with_sigpipe_at_its_default_as_on_a_judge",
        the_program_starts_with_sigpipe_at_its_default_as_on_a_judge,
    ),
    (
        "the_helper_typed_by_hand_says_so_and_fails",
        the_helper_typed_by_hand_says_so_and_fails,
    ),
    (
        "ctrl_c_stops_the_run_and_what_it_detached",
        ctrl_c_stops_the_run_and_what_it_detached,
    ),
];

fn main() -> ExitCode {
    process::init();
    // `cargo test -- NAME` runs the tests whose names contain NAME; flags are libtest's, ignored.
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let mut failed = Vec::new();
    let mut ran = 0;
    for (name, test) in TESTS {
        if !filters.is_empty() && !filters.iter().any(|f| name.contains(f.as_str())) {
            continue;
        }
        ran += 1;
        match panic::catch_unwind(test) {
            Ok(()) => println!("test {name} ... ok"),
            Err(_) => {
                println!("test {name} ... FAILED");
                failed.push(*name);
            }
        }
    }
    let _ = fs::remove_dir_all(scratch());
    println!("\n{ran} run, {} failed {failed:?}", failed.len());
    if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
