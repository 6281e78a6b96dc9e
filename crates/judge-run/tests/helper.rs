//! What the measuring helper does for every run: this test binary is its own helper, as every
//! executable that links judge-run is (the runner, a proof's test process).

use std::io::ErrorKind;
use std::process::Command;
use std::time::Duration;

use judge_run::process::{self, Limits, Termination};

mod common;
use common::{assert_gone, detaching, scratch, sh};

#[test]
fn a_detached_process_is_killed_after_a_normal_exit() {
    let dir = scratch("normal");
    let pid_file = dir.join("normal.pid");
    let out = process::run(detaching(&pid_file, "echo ok"), b"", &Limits::default()).unwrap();
    assert!(out.success(), "{:?}", out.termination);
    assert_eq!(out.stdout, b"ok\n");
    assert_gone(&pid_file);
}

#[test]
fn a_detached_process_is_killed_when_the_run_is_stopped_at_a_limit() {
    let dir = scratch("limit");
    let pid_file = dir.join("limit.pid");
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

#[test]
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

#[test]
fn a_program_that_cannot_be_executed_is_an_error_not_an_outcome() {
    let missing = Command::new("/nonexistent/judge-run-test-program");
    let error = process::run(missing, b"", &Limits::default()).unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NotFound, "{error}");
}

#[test]
fn the_exit_status_and_the_killing_signal_come_through() {
    let out = process::run(sh("exit 3"), b"", &Limits::default()).unwrap();
    assert_eq!(out.termination, Termination::Exited(3));
    let out = process::run(sh("kill -SEGV $$"), b"", &Limits::default()).unwrap();
    assert_eq!(out.termination, Termination::Signaled(11));
}

#[test]
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

#[test]
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
