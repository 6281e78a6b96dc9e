//! Ctrl-C during a run stops it and everything it started. A binary of its own: once the
//! process-wide flag is up, every later run in the process stops at once.

use judge_run::interrupt;
use judge_run::process::{self, Limits, Termination};

mod common;
use common::{assert_gone, detaching, scratch};

#[test]
fn ctrl_c_stops_the_run_and_what_it_detached() {
    interrupt::install();
    let dir = scratch("interrupted");
    let pid_file = dir.join("interrupted.pid");
    let me = std::process::id().to_string();
    // The program asks for the interrupt itself, once its detached loop is running.
    let then = format!("kill -INT {me}; sleep 600");
    let out = process::run(detaching(&pid_file, &then), b"", &Limits::default()).unwrap();
    assert_eq!(out.termination, Termination::Interrupted);
    assert_eq!(interrupt::requested(), Some(2));
    assert_gone(&pid_file);
}
