//! The workspace's tools on made-up problems of forms no problem of the workspace has yet
//! (`tests/fixtures/problems`): a position read as a word of digits, a grid of `0`/`1` rows,
//! answers under `Case k:` on a line of their own. What holds for every problem must hold for
//! these too: `runner test` judges every case of theirs AC, and each bundle holds only what its
//! solution reaches, compiles alone and answers every case as the testcase says.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::common;

/// The scratch workspace of the made-up problems, written once for the tests of this file.
fn workspace() -> &'static Path {
    static ROOT: OnceLock<PathBuf> = OnceLock::new();
    ROOT.get_or_init(|| common::fixture_problems_workspace("fixture-problems", "workspace"))
}

/// `runner ARGS --root` the scratch workspace, building into a target directory beside it rather
/// than in it: the workspace is written anew each run, and its libraries (common, proconio) in
/// release stay built from one run of the tests to the next.
fn runner(args: &[&str]) -> std::process::Output {
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fixture-problems/target");
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(args)
        .arg("--root")
        .arg(workspace())
        .env("NO_COLOR", "1")
        .env("CARGO_TARGET_DIR", target)
        .output()
        .expect("the runner binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The `(name, input, output)` of every testcase of `problem`.
fn testcases(problem: &str) -> Vec<(String, Vec<u8>, String)> {
    let dir = workspace().join("testcases").join(problem);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "{problem} has no testcase");
    inputs
        .into_iter()
        .map(|input| {
            let name = input.file_stem().unwrap().to_string_lossy().into_owned();
            let output = fs::read_to_string(input.with_extension("out")).unwrap();
            (name, fs::read(&input).unwrap(), output)
        })
        .collect()
}

#[test]
fn the_fixtures_keep_the_forms_they_stand_for() {
    let source =
        |name: &str| common::reach::solution_source(&workspace().join("problems").join(name));
    // Words only: no number is read anywhere, so no number parser is reached.
    let words = source("word-digits");
    assert!(words.contains("Word") && !words.contains("Num<"), "{words}");
    assert!(source("grid-rows").contains("[Word; rows]"));
    let (_, _, labelled) = &testcases("case-label-lines")[0];
    assert!(labelled.starts_with("Case 1:\n"), "{labelled}");
}

#[test]
fn runner_test_judges_every_case_of_every_fixture_problem_accepted() {
    let output = runner(&["test"]);
    let stdout = text(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{stdout}\n{}",
        text(&output.stderr)
    );
    let cases: usize = common::fixture_problem_names()
        .iter()
        .map(|name| testcases(name).len())
        .sum();
    assert!(
        stdout.contains(&format!("{cases} passed, 0 failed")),
        "{stdout}"
    );
}

#[test]
fn every_fixture_bundle_holds_only_what_it_reaches_and_answers_every_case() {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fixture-problems/bundles");
    fs::create_dir_all(&scratch).unwrap();
    // Each bundle and its optimised build keep a core busy; the problems are independent.
    moves::cores::on_every_core(&common::fixture_problem_names(), |name| {
        let output = runner(&["bundle", name, "--stdout"]);
        assert!(output.status.success(), "{name}: {}", text(&output.stderr));
        let bundle = text(&output.stdout);
        let source = common::reach::solution_source(&workspace().join("problems").join(name));
        common::reach::assert_holds_what_it_reaches(name, &bundle, &source);

        let file = scratch.join(format!("{name}.rs"));
        fs::write(&file, &bundle).unwrap();
        let executable = scratch.join(name);
        // Through the tests' cache of builds (`common::rustc`).
        let (success, stderr) =
            common::rustc::build("rustc", &["--edition", "2021", "-O"], &file, &executable);
        assert!(success, "the bundle of {name} does not compile:\n{stderr}");
        for (case, input, expected) in testcases(name) {
            let run = common::run(&executable, &input);
            assert!(run.status.success(), "{name}/{case}: {}", run.status);
            assert_eq!(text(&run.stdout), expected, "{name}/{case}");
        }
    });
}
