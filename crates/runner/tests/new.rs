//! `runner new` run as a process on a scratch workspace: what it creates, that the runner reads
//! the metadata it writes, and that it never overwrites a problem.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Output;

mod common;

/// An empty workspace in a fresh scratch directory.
fn scratch_workspace(name: &str) -> PathBuf {
    common::scratch_workspace("new", name)
}

fn runner(root: &Path, args: &[&str]) -> Output {
    common::runner_in(root, args)
}

#[test]
fn scaffolds_crate_readme_and_testcase_folder() {
    let root = scratch_workspace("scaffold");
    let title = r#"S-Nim "quoted" \ title"#;
    let output = runner(
        &root,
        &[
            "new",
            "hdu-1536",
            "--title",
            title,
            "--time-limit",
            "2000",
            "--memory-limit",
            "32",
        ],
    );
    assert!(output.status.success(), "{output:?}");
    let crate_dir = root.join("problems/hdu-1536");
    let manifest = fs::read_to_string(crate_dir.join("Cargo.toml")).unwrap();
    assert!(manifest.contains("name = \"hdu-1536\""), "{manifest}");
    // The toml crate's writer chooses the quoting; what matters is that it reads back.
    let parsed: toml::Table = manifest.parse().unwrap();
    assert_eq!(
        parsed["package"]["metadata"]["problem"]["title"].as_str(),
        Some(title),
        "{manifest}"
    );
    assert!(manifest.contains("time-limit-ms = 2000"), "{manifest}");
    assert!(manifest.contains("https://acm.hdu.edu.cn/showproblem.php?pid=1536"));
    let main = fs::read_to_string(crate_dir.join("src/main.rs")).unwrap();
    assert!(main.contains("fn solve<R: BufRead, W: Write>"), "{main}");
    assert!(main.contains("common::io::run(solve)"), "{main}");
    assert!(main.contains("oracles::prove_solve!(Hdu1536);"), "{main}");
    let proof = fs::read_to_string(crate_dir.join("tests/proof.rs")).unwrap();
    assert!(
        proof.contains(r#"oracles::prove_binary!(Hdu1536, env!("CARGO_BIN_EXE_hdu-1536"));"#),
        "{proof}"
    );
    assert!(crate_dir.join("README.md").is_file());
    assert!(root.join("testcases/hdu-1536").is_dir());
    let specs = root.join("crates/oracles/src/problems");
    let spec = fs::read_to_string(specs.join("hdu_1536.rs")).unwrap();
    assert!(spec.contains("impl Spec for Hdu1536"), "{spec}");
    assert!(
        spec.contains(r#"const NAME: &'static str = "hdu-1536";"#),
        "{spec}"
    );
    let registry = fs::read_to_string(specs.join("mod.rs")).unwrap();
    assert_eq!(
        registry,
        "//! Specs.\n\nmod hdu_1536;\n\nregistry! {\n    hdu_1536::Hdu1536,\n}\n"
    );

    // The runner reads the metadata: with no testcases yet it names the problem and the fix.
    let judged = runner(&root, &["test", "hdu-1536", "--no-build"]);
    assert_eq!(judged.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&judged.stderr);
    assert!(stderr.contains("`hdu-1536` has no testcases"), "{stderr}");
}

#[test]
fn refuses_to_overwrite_an_existing_problem() {
    let root = scratch_workspace("overwrite");
    assert!(runner(&root, &["new", "poj-1067"]).status.success());
    let main = root.join("problems/poj-1067/src/main.rs");
    fs::write(&main, "// my work\n").unwrap();
    let again = runner(&root, &["new", "poj-1067", "--title", "other"]);
    assert_eq!(again.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&again.stderr);
    assert!(stderr.contains("already exists"), "{stderr}");
    assert_eq!(fs::read_to_string(&main).unwrap(), "// my work\n");
}

#[test]
fn refuses_a_malformed_name_and_creates_nothing() {
    let root = scratch_workspace("malformed");
    let output = runner(&root, &["new", "HDU_1536"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("<judge>-<id>"), "{stderr}");
    assert_eq!(fs::read_dir(root.join("problems")).unwrap().count(), 0);
}

#[test]
fn a_name_cargo_refuses_text_that_breaks_a_comment_and_limits_toml_cannot_hold_are_refused() {
    let root = scratch_workspace("refused");
    for args in [
        vec!["new", "1-1"],
        vec!["new", "hdu-9021", "--title", "a\nb"],
        vec!["new", "hdu-9997", "--time-limit", "18446744073709551615"],
        vec!["new", "hdu-9997", "--memory-limit", "18446744073709551615"],
    ] {
        let output = runner(&root, &args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.starts_with("error"), "{args:?}: {stderr}");
        assert_eq!(fs::read_dir(root.join("problems")).unwrap().count(), 0);
    }
}

#[test]
fn without_a_registry_it_says_so_and_creates_nothing() {
    let root = scratch_workspace("no-registry");
    fs::remove_file(root.join("crates/oracles/src/problems/mod.rs")).unwrap();
    let output = runner(&root, &["new", "hdu-1517"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("cannot read the registry"), "{stderr}");
    assert_eq!(fs::read_dir(root.join("problems")).unwrap().count(), 0);
}

#[test]
fn refuses_a_title_that_would_break_a_doc_comment_and_creates_nothing() {
    let root = scratch_workspace("control-title");
    for title in ["Fibonacci again\nfn main() {}", "a\u{1b}[2Jb"] {
        let output = runner(&root, &["new", "hdu-1848", "--title", title]);
        assert_eq!(output.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains("control character"), "{stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert_eq!(fs::read_dir(root.join("problems")).unwrap().count(), 0);
    }
}
