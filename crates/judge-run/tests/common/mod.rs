//! What the helper's tests share: a detached process, and whether it outlived its run.

use judge_run::scratch::ScratchDir;
use std::fs;
use std::path::Path;
use std::process::Command;

pub fn sh(script: &str) -> Command {
    let mut command = Command::new("sh");
    command.arg("-c").arg(script);
    command
}

/// A directory of one test's own, for its pid file, removed when the test ends.
pub fn scratch(test: &str) -> ScratchDir {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("judge-run-helper-{}-{test}", std::process::id()));
    ScratchDir::new(dir).unwrap()
}

/// A script that starts a loop detached into a session of its own, writes the loop's pid to
/// `pid_file` and then runs `then`.
pub fn detaching(pid_file: &Path, then: &str) -> Command {
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
pub fn assert_gone(pid_file: &Path) {
    let pid = fs::read_to_string(pid_file).unwrap();
    let pid = pid.trim();
    let left = alive(pid);
    kill(pid);
    let _ = fs::remove_file(pid_file);
    assert!(!left, "the detached process {pid} outlived its run");
}
