//! `runner prove NAME` end to end, on a made-up problem in a scratch workspace whose tests fail
//! in each way a problem's can: a proof that fails in the first binary (where `cargo test` would
//! stop), proofs that pass and one ignored in the next, and a binary that aborts mid-way.

use crate::common;

use common::{runner_in, scratch_workspace};
use std::fs;
use std::path::Path;

/// A problem `x-proofs` whose tests are in three binaries: `src/main.rs` (one passes, one
/// fails), `tests/later.rs` (one passes, one is ignored) and `tests/crash.rs` (one passes, then
/// the process aborts).
fn problem_with_failing_proofs(root: &Path) {
    let dir = root.join("problems/x-proofs");
    fs::create_dir_all(dir.join("src")).unwrap();
    fs::create_dir_all(dir.join("tests")).unwrap();
    fs::write(
        dir.join("Cargo.toml"),
        "[package]\nname = \"x-proofs\"\nversion = \"0.1.0\"\nedition.workspace = true\n\
         publish.workspace = true\n",
    )
    .unwrap();
    fs::write(
        dir.join("src/main.rs"),
        "fn main() {}\n\
         #[cfg(test)]\nmod proof {\n\
         #[test]\nfn exhaustive_passes() {}\n\
         #[test]\nfn exhaustive_fails() { assert_eq!(1 + 1, 3, \"the planted mistake\"); }\n}\n",
    )
    .unwrap();
    fs::write(
        dir.join("tests/later.rs"),
        "#[test]\nfn random_passes() {}\n\
         #[test]\n#[ignore = \"slow in a debug build\"]\nfn at_every_scale() {}\n",
    )
    .unwrap();
    // The abort waits for the passing test to report, so that one test is always reported.
    fs::write(
        dir.join("tests/crash.rs"),
        "#[test]\nfn before_the_crash() {}\n\
         #[test]\nfn crashes() { std::thread::sleep(std::time::Duration::from_millis(500)); \
         std::process::abort(); }\n",
    )
    .unwrap();
}

#[test]
fn every_binary_runs_past_a_failure_and_each_proof_gets_a_line() {
    let root = scratch_workspace("runner-prove", "failing");
    problem_with_failing_proofs(&root);
    let out = runner_in(&root, &["prove", "x-proofs"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stdout}\n{stderr}");
    let summary: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        summary,
        [
            "--- x-proofs: the proofs ---",
            "src/main.rs proof::exhaustive_fails: FAILED",
            "src/main.rs proof::exhaustive_passes: ok",
            "tests/crash.rs before_the_crash: ok",
            "tests/crash.rs: FAILED (signal: 6, SIGABRT: process abort signal, after reporting \
             1 test of 2)",
            "tests/later.rs at_every_scale: ignored, slow in a debug build",
            "tests/later.rs random_passes: ok",
            "x-proofs: 2 of 5 proofs FAILED, 1 ignored; their output is above",
        ],
        "{stderr}"
    );
    // The failure's own message is shown as the tests print it.
    assert!(stderr.contains("the planted mistake"), "{stderr}");
}

#[test]
fn an_unknown_problem_gets_one_line_with_the_closest_name() {
    let root = scratch_workspace("runner-prove", "unknown");
    problem_with_failing_proofs(&root);
    let out = runner_in(&root, &["prove", "x-proof"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: no problem named `x-proof`; did you mean `x-proofs`?\n"
    );
    assert!(out.stdout.is_empty());
}
