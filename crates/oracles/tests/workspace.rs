//! A problem added to the workspace is held to the same bar as the others.

use std::path::PathBuf;

/// Until a problem has an oracle (registered in `crates/oracles/src/problems/mod.rs`), this
/// names it.
#[test]
fn every_problem_of_the_workspace_has_an_oracle() {
    let problems = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../problems");
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&problems).expect("the problems directory") {
        let name = entry.expect("a directory entry").file_name();
        let name = name.to_string_lossy();
        if !oracles::NAMES.contains(&name.as_ref()) {
            missing.push(name.into_owned());
        }
    }
    assert!(
        missing.is_empty(),
        "no oracle for {missing:?}: write its spec, with a brute force from the game's rules, \
         in crates/oracles/src/problems (README, \"Add a problem\")"
    );
}
