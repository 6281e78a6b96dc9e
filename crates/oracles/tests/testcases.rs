//! Every testcase's expected output agrees with the oracle's answer to its input: the `.out`
//! files were written by hand or by another brute force, and this checks them from the rules.

use oracles::check::{summary, testcases};
use oracles::{with_problem, Spec, Visitor};
use std::path::PathBuf;

struct Testcases;

impl Visitor for Testcases {
    type Output = ();
    fn visit<P: Spec>(self) {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
        let directory = root.join("testcases").join(P::NAME);
        let judge = oracles::proof::judge_of(
            root.join("problems")
                .join(P::NAME)
                .to_str()
                .expect("a UTF-8 path"),
            None,
        );
        let report = testcases::<P>(&judge, &directory);
        assert!(
            report.files > 0,
            "{}: no testcases in {}",
            P::NAME,
            directory.display()
        );
        eprintln!("{}: {}", P::NAME, summary(&report));
    }
}

#[test]
fn every_testcase_agrees_with_the_rules() {
    for name in oracles::NAMES {
        with_problem(name, Testcases).unwrap();
    }
}

/// A problem added to the workspace is held to the same bar: until it has an oracle (registered in
/// `crates/oracles/src/problems/mod.rs`), this names it.
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
