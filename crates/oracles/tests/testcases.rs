//! Every testcase's expected output agrees with the oracle's answer to its input: the `.out`
//! files were written by hand or by another brute force, and this checks them from the rules.

use oracles::check::{summary, testcases};
use oracles::problems::*;
use oracles::Problem;
use std::path::PathBuf;

fn check<P: Problem>() {
    let directory = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../testcases")
        .join(P::NAME);
    let report = testcases::<P>(&directory);
    assert!(
        report.files > 0,
        "{}: no testcases in {}",
        P::NAME,
        directory.display()
    );
    eprintln!("{}: {}", P::NAME, summary(&report));
}

#[test]
fn luogu_p2197() {
    check::<LuoguP2197>();
}

#[test]
fn luogu_p1247() {
    check::<LuoguP1247>();
}

#[test]
fn hdu_1846() {
    check::<Hdu1846>();
}

#[test]
fn hdu_2149() {
    check::<Hdu2149>();
}

#[test]
fn hdu_2147() {
    check::<Hdu2147>();
}

#[test]
fn hdu_2516() {
    check::<Hdu2516>();
}

#[test]
fn hdu_1850() {
    check::<Hdu1850>();
}

#[test]
fn poj_1740() {
    check::<Poj1740>();
}

#[test]
fn poj_1704() {
    check::<Poj1704>();
}

#[test]
fn poj_1067() {
    check::<Poj1067>();
}

#[test]
fn hdu_3032() {
    check::<Hdu3032>();
}

#[test]
fn hdu_1536() {
    check::<Hdu1536>();
}

#[test]
fn hdu_1848() {
    check::<Hdu1848>();
}

#[test]
fn hdu_1907() {
    check::<Hdu1907>();
}

/// A problem added to the workspace is held to the same bar: until it has an oracle (listed in
/// `oracles::NAMES`), this names it.
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
        "no oracle for {missing:?}: write one from the game's rules in crates/oracles (README, \
         \"Add a problem\", step 4)"
    );
}
