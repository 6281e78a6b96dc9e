//! `runner bundle` on solutions the workspace did not write: the fixtures in `tests/solutions/`,
//! one directory each (`main.rs`, maybe other module files, and `sample.in` / `sample.out`, the
//! crate's own answer), in the styles contest programmers use. They are copied into a scratch
//! workspace under the test's target directory, as problems that depend on this workspace's
//! `common` and on proconio, and bundled there with `runner bundle --all`, which type-checks
//! every bundle with rustc 1.63. Each bundle must then build with rustc 1.63 and with the current
//! rustc and answer its sample as the crate does.
//!
//! A second scratch workspace holds solutions that cannot be bundled, one at a time, for what
//! `bundle` says about them.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use crate::common;

const OLD_RUSTC: &str = "/usr/bin/rustc";

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions")
}

fn old_rustc() -> &'static str {
    assert!(
        Path::new(OLD_RUSTC).exists(),
        "these tests compile bundles with rustc 1.63 at {OLD_RUSTC}: apt-get install -y rustc"
    );
    OLD_RUSTC
}

/// The fixtures' names, sorted.
fn names() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(fixtures())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A scratch workspace at `dir` whose problems depend on this workspace's `common` and on
/// proconio, at the versions of this workspace's lock file (so that `cargo metadata` needs no
/// network). Of the problems a previous run left there, those named in `keep` stay, for
/// [`add_problem`] to bring up to date.
fn scratch_workspace(dir: &Path, keep: &[String]) {
    let _ = fs::remove_dir_all(dir.join("target/bundle"));
    for sub in ["problems", "testcases"] {
        for entry in fs::read_dir(dir.join(sub)).into_iter().flatten() {
            let entry = entry.unwrap();
            if !keep.iter().any(|name| entry.file_name() == name.as_str()) {
                fs::remove_dir_all(entry.path()).unwrap();
            }
        }
    }
    fs::create_dir_all(dir.join("problems")).unwrap();
    let common = workspace_root().join("crates/common");
    write_if_changed(
        &dir.join("Cargo.toml"),
        format!(
            "[workspace]\nresolver = \"2\"\nmembers = [\"problems/*\"]\n\n\
             [workspace.dependencies]\ncommon = {{ path = {:?} }}\n\
             proconio = {{ version = \"0.6\", default-features = false }}\n",
            common.display().to_string()
        )
        .as_bytes(),
    );
    let lock = fs::read(workspace_root().join("Cargo.lock")).unwrap();
    write_if_changed(&dir.join("Cargo.lock"), &lock);
}

/// Writes `bytes` to `path` unless it holds them already: a file left as it was keeps its time,
/// so that cargo does not compile its crate again (the fixtures' crates are the same from one run
/// of the tests to the next, and `every_fixture_crate_answers...` builds them all).
fn write_if_changed(path: &Path, bytes: &[u8]) {
    if fs::read(path).is_ok_and(|held| held == bytes) {
        return;
    }
    fs::write(path, bytes).unwrap();
}

/// Adds problem `name` to the scratch workspace `dir`: its crate with `files` in `src/`, and its
/// sample as a testcase when there is one; a file of an earlier version of it that `files` does
/// not hold is removed.
fn add_problem(dir: &Path, name: &str, files: &[(String, Vec<u8>)]) {
    let crate_dir = dir.join("problems").join(name);
    let cases = dir.join("testcases").join(name);
    for folder in [crate_dir.join("src"), cases.clone()] {
        for entry in fs::read_dir(&folder).into_iter().flatten() {
            let entry = entry.unwrap();
            if !files
                .iter()
                .any(|(file, _)| entry.file_name() == file.as_str())
            {
                fs::remove_file(entry.path()).unwrap();
            }
        }
    }
    fs::create_dir_all(crate_dir.join("src")).unwrap();
    write_if_changed(
        &crate_dir.join("Cargo.toml"),
        format!(
            "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
             [package.metadata.problem]\njudge = \"Fixture\"\ntitle = \"{name}\"\n\
             time-limit-ms = 5000\nmemory-limit-mib = 256\n\n\
             [dependencies]\ncommon.workspace = true\nproconio.workspace = true\n"
        )
        .as_bytes(),
    );
    for (file, text) in files {
        let target = if file.ends_with(".rs") {
            crate_dir.join("src").join(file)
        } else {
            fs::create_dir_all(&cases).unwrap();
            cases.join(file)
        };
        write_if_changed(&target, text);
    }
}

/// Run in the scratch workspace, with its own target directory even where the caller's
/// `CARGO_TARGET_DIR` points elsewhere: the tests read `<dir>/target`.
fn runner(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .output()
        .expect("the runner binary runs")
}

/// The scratch workspace of the fixtures, bundled once by `runner bundle --all`; each bundle's
/// text by name.
fn bundles() -> &'static (PathBuf, BTreeMap<String, String>) {
    static BUNDLES: OnceLock<(PathBuf, BTreeMap<String, String>)> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        old_rustc();
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundle-solutions");
        scratch_workspace(&dir, &names());
        for name in names() {
            let files: Vec<(String, Vec<u8>)> = fs::read_dir(fixtures().join(&name))
                .unwrap()
                .map(|entry| {
                    let entry = entry.unwrap();
                    let file = entry.file_name().to_string_lossy().into_owned();
                    (file, fs::read(entry.path()).unwrap())
                })
                .collect();
            add_problem(&dir, &name, &files);
        }
        let output = runner(&dir, &["bundle", "--all"]);
        assert!(
            output.status.success(),
            "runner bundle --all failed:\n{}\n{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        let texts = names()
            .into_iter()
            .map(|name| {
                let text = fs::read_to_string(dir.join(format!("target/bundle/{name}.rs")))
                    .unwrap_or_else(|e| panic!("{name}: no bundle: {e}"));
                (name, text)
            })
            .collect();
        (dir, texts)
    })
}

fn bundle(name: &str) -> &'static str {
    bundles()
        .1
        .get(name)
        .unwrap_or_else(|| panic!("no fixture {name}"))
}

/// Compiles `source` with `rustc` into `out` (or takes it from the tests' cache of builds,
/// `common::rustc`); rustc's stderr, or a panic naming the failure.
fn compile(rustc: &str, source: &Path, out: &Path) -> String {
    let (success, stderr) = common::rustc::build(rustc, &["--edition", "2021"], source, out);
    assert!(
        success,
        "{} does not compile with {rustc}:\n{stderr}",
        source.display()
    );
    stderr
}

fn sample(name: &str, file: &str) -> Vec<u8> {
    fs::read(fixtures().join(name).join(file)).unwrap()
}

/// Builds the bundle of `name` with `rustc` and checks its answer to the sample.
fn build_and_answer(name: &str, rustc: &str, label: &str) {
    let dir = &bundles().0;
    let out = dir.join("target/bundle-bin").join(label);
    fs::create_dir_all(&out).unwrap();
    let executable = out.join(name);
    let source = dir.join(format!("target/bundle/{name}.rs"));
    let stderr = compile(rustc, &source, &executable);
    assert!(
        !stderr.contains("warning"),
        "{name}: the bundle compiles with warnings with {rustc}:\n{stderr}"
    );
    let output = common::run(&executable, &sample(name, "sample.in"));
    assert!(
        output.status.success(),
        "{name} ({label}): {}",
        output.status
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&sample(name, "sample.out")),
        "{name}: the bundle built by {label} answers otherwise than the crate"
    );
}

#[test]
fn there_are_at_least_twenty_fixture_solutions() {
    assert!(names().len() >= 20, "{:?}", names());
}

#[test]
fn every_fixture_bundles_builds_with_rust_1_63_and_the_current_rustc_and_answers_as_its_crate() {
    let names = names();
    // Two at a time: the machine's two cores.
    let (left, right) = names.split_at(names.len() / 2);
    std::thread::scope(|scope| {
        for half in [left, right] {
            scope.spawn(move || {
                for name in half {
                    build_and_answer(name, old_rustc(), "rustc-1.63");
                    build_and_answer(name, "rustc", "rustc-current");
                }
            });
        }
    });
}

/// The samples' `.out` files are the crates' own answers: built by Cargo, each crate answers its
/// sample with them.
#[test]
fn every_fixture_crate_answers_its_sample_as_recorded() {
    let dir = &bundles().0;
    let status = Command::new(env!("CARGO"))
        .args(["build", "--quiet", "--workspace", "--bins"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .status()
        .unwrap();
    assert!(status.success(), "cargo build in {} failed", dir.display());
    for name in names() {
        let output = common::run(
            &dir.join("target/debug").join(&name),
            &sample(&name, "sample.in"),
        );
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&sample(&name, "sample.out")),
            "{name}: the crate's answer is not the recorded one"
        );
    }
}

#[test]
fn any_solution_stays_within_64_kib_and_one_using_every_module_of_common_within_48() {
    for (name, text) in &bundles().1 {
        assert!(text.len() <= 64 << 10, "{name}: {} bytes", text.len());
    }
    let every = bundle("every-module");
    assert!(every.len() <= 48 << 10, "{} bytes", every.len());
    // It does reach every public module of common.
    let lib = fs::read_to_string(workspace_root().join("crates/common/src/lib.rs")).unwrap();
    for module in lib.lines().filter_map(|l| l.strip_prefix("pub mod ")) {
        let module = module.trim_end_matches(';');
        assert!(
            every.contains(&format!("pub mod {module} {{")),
            "every-module's bundle lacks common::{module}"
        );
    }
}

/// proconio's stdin reader is a `static` `OnceLock` (Rust 1.70); the bundle carries a `OnceLock`
/// of Rust 1.63 in its place, which `every_fixture_bundles...` builds and runs.
#[test]
fn input_without_from_reads_stdin_through_a_oncelock_of_rust_1_63() {
    let text = bundle("nim-stdin-input");
    assert!(text.contains("pub struct OnceLock<T> {"), "{text}");
    assert!(!text.contains("std::sync::OnceLock"), "{text}");
    assert!(text.contains("fn __acquire_global_stdin_lock_line"));
}

/// `common::game::Solver` held a `let ... else` (Rust 1.65). The bundle is type-checked by rustc
/// 1.63 in both editions when [`bundles`] makes it (`runner bundle --all` fails otherwise), and
/// built by it in `every_fixture_bundles...`: a check of its own here was the same compilation
/// once more.
#[test]
fn a_game_of_ones_own_through_solver_type_checks_with_rust_1_63() {
    let text = bundle("impartial-game-solver");
    assert!(text.contains("impl ImpartialGame for TakeOrSplit"));
    assert!(text.contains("pub struct Solver<G: ImpartialGame>"));
}

/// `#[macro_use] extern crate proconio;` was dropped with nothing in its place; its macros are in
/// scope in every module of the crate.
#[test]
fn macro_use_extern_crate_becomes_an_import_of_the_pasted_module() {
    let text = bundle("macro-use-extern-crate");
    let code = text.lines().filter(|l| !l.trim_start().starts_with("//"));
    assert!(!code.clone().any(|l| l.contains("extern crate")), "{text}");
    // At the root, in the inline module and in the module from its own file.
    let globs = code
        .clone()
        .filter(|l| l.trim() == "use crate::proconio::*;")
        .count();
    assert_eq!(globs, 3, "{text}");
    assert!(text.contains("macro_rules! input"), "{text}");
}

/// `input!` in the solution's own macro, called with a metavariable, kept all of proconio.
#[test]
fn input_inside_ones_own_macro_keeps_only_what_its_calls_use() {
    let text = bundle("input-in-own-macro");
    for unreached in [
        "STDIN_SOURCE",
        "OnceLock",
        "OnceSource",
        "macro_rules! input_once",
        "macro_rules! read_value_once",
        "pub mod marker",
        "__acquire_global_stdin_lock",
    ] {
        assert!(!text.contains(unreached), "`{unreached}` is in:\n{text}");
    }
    assert!(text.contains("macro_rules! read {"), "{text}");
    assert!(text.len() < 10 << 10, "{} bytes", text.len());
}

/// UVa 1378's solution: a local `options` carried `common::game` into its bundle (its trait has a
/// method `options`), and a function of its own named `first_winning_move` carried `common::nim`'s.
/// Names of the solution's own reach nothing of `common`; what it calls (`nim_sum`) stays.
#[test]
fn the_solutions_own_names_keep_nothing_of_common_that_shares_them() {
    let text = bundle("shadowed-names");
    assert!(text.contains("pub fn nim_sum<"), "{text}");
    for unreached in [
        "pub mod game",
        "pub trait ImpartialGame",
        "pub mod mex",
        "pub fn first_winning_move<",
        "pub struct NimMove",
    ] {
        assert!(!text.contains(unreached), "`{unreached}` is in:\n{text}");
    }
    // The solution's own are there, under the same names.
    assert!(
        text.contains("fn first_winning_move(heaps: &[u64]"),
        "{text}"
    );
    assert!(text.contains("fn mex(values: &[u64]) -> u64"), "{text}");
}

/// A bundle holding what its solution does not reach fails, naming it, on one line, and is not
/// left where it would be pasted. The library here names a local like one of its functions: the
/// libraries reach each other by name, so the bundler keeps `spare`, and rustc finds it unused.
#[test]
fn a_bundle_holding_an_item_its_solution_does_not_reach_fails_naming_it() {
    old_rustc();
    let dir = failing_workspace("unreached");
    let helpers = dir.join("crates/helpers");
    fs::create_dir_all(helpers.join("src")).unwrap();
    fs::write(
        helpers.join("Cargo.toml"),
        "[package]\nname = \"helpers\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    )
    .unwrap();
    fs::write(
        helpers.join("src/lib.rs"),
        "pub fn used() -> u32 {\n    let spare = 2;\n    spare\n}\n\n\
         pub fn spare() -> u32 {\n    1\n}\n",
    )
    .unwrap();
    let text = "fn main() {\n    println!(\"{}\", helpers::used());\n}\n";
    add_problem(&dir, "unreached", &main_rs(text));
    let manifest = dir.join("problems/unreached/Cargo.toml");
    let with_helpers =
        fs::read_to_string(&manifest).unwrap() + "helpers = { path = \"../../crates/helpers\" }\n";
    fs::write(&manifest, with_helpers).unwrap();

    let output = runner(&dir, &["bundle", "unreached"]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let failures: Vec<&str> = stdout.lines().filter(|l| l.contains("FAIL")).collect();
    assert_eq!(
        failures,
        [
            "FAIL unreached: the bundle holds what its solution does not reach, found unused by \
             rustc: function `spare` (crates/helpers/src/lib.rs:6:8); the bundler kept it by \
             mistake, please report it"
        ],
        "{stdout}"
    );
    assert!(!dir.join("target/bundle/unreached.rs").exists());
    assert!(dir.join("target/bundle/rejected/unreached.rs").exists());

    // --stdout prints nothing then, and the same line goes to stderr.
    let output = runner(&dir, &["bundle", "unreached", "--stdout"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("function `spare` (crates/helpers/src/lib.rs:6:8)"),
        "{stderr}"
    );
}

/// The two wrong cuts of the hand parser: `struct S( u8>, u8);` and ` u16>(); h();`.
#[test]
fn test_only_parts_inside_generics_are_cut_whole() {
    let text = bundle("cfg-test-cuts");
    assert!(text.contains("struct S(u8);"), "{text}");
    assert!(!text.contains("u16>"), "{text}");
    assert!(text.contains("let doubled = h(&s);"), "{text}");
    assert!(!text.contains("Probe"), "{text}");
}

/// A scratch workspace for solutions that fail, one problem each.
fn failing_workspace(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("bundle-failures")
        .join(name);
    scratch_workspace(&dir, &[]);
    dir
}

fn main_rs(text: &str) -> Vec<(String, Vec<u8>)> {
    vec![("main.rs".to_string(), text.as_bytes().to_vec())]
}

const LET_ELSE: &str = "use proconio::input;\n\nfn main() {\n    input! { v: [u64] }\n    \
                        let Some(first) = v.first() else {\n        return;\n    };\n    \
                        println!(\"{first}\");\n}\n";

/// Once a bundle stops compiling, the last good one must not stay where it would be pasted; and
/// the error is shown at the user's line, not the bundle's.
#[test]
fn a_bundle_that_rust_1_63_rejects_fails_at_the_users_line_and_leaves_no_file_to_paste() {
    old_rustc();
    let dir = failing_workspace("stale");
    add_problem(
        &dir,
        "stale",
        &main_rs("use proconio::input;\n\nfn main() {\n    input! { n: u64 }\n    println!(\"{n}\");\n}\n"),
    );
    let output = runner(&dir, &["bundle", "stale"]);
    assert!(output.status.success(), "{output:?}");
    let bundle = dir.join("target/bundle/stale.rs");
    assert!(bundle.exists());

    add_problem(&dir, "stale", &main_rs(LET_ELSE));
    let output = runner(&dir, &["bundle", "stale"]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(!bundle.exists(), "the stale bundle is still there");
    assert!(dir.join("target/bundle/rejected/stale.rs").exists());
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("does not compile with rustc 1.63.0"),
        "{stdout}"
    );
    assert!(
        stdout.contains("--> problems/stale/src/main.rs:5:5"),
        "{stdout}"
    );
    assert!(stdout.contains("let...else"), "{stdout}");

    // --stdout prints nothing then, and says why on stderr.
    let output = runner(&dir, &["bundle", "stale", "--stdout"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("problems/stale/src/main.rs:5:5"),
        "{stderr}"
    );
}

/// `--check` stopped at the size limit, so the compile errors of a big bundle were never shown.
#[test]
fn check_reports_every_failure_of_a_bundle_not_only_the_size() {
    old_rustc();
    let dir = failing_workspace("big");
    let padding = "x".repeat(70 << 10);
    let text = LET_ELSE.replace(
        "fn main() {",
        &format!("const PADDING: &str = \"{padding}\";\n\nfn main() {{\n    let _ = PADDING;"),
    );
    add_problem(&dir, "big", &main_rs(&text));
    let output = runner(&dir, &["bundle", "big", "--check"]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("over the 64 KiB"), "{stdout}");
    assert!(
        stdout.contains("does not compile with rustc 1.63.0"),
        "{stdout}"
    );
    assert!(!dir.join("target/bundle/big.rs").exists());
}

/// A syntax error in the user's file was shown at the bundle's line (`<stdin>:91:22`) and called
/// a bundler bug.
#[test]
fn a_syntax_error_is_shown_at_the_users_file_and_line() {
    let dir = failing_workspace("syntax");
    let text = "use proconio::input;\n\nfn main() {\n    input! { n: u64 }\n    let x = n +;\n    \
                println!(\"{x}\");\n}\n";
    add_problem(&dir, "syntax", &main_rs(text));
    let output = runner(&dir, &["bundle", "syntax"]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("problems/syntax/src/main.rs:5:"),
        "{stdout}"
    );
    assert!(!stdout.contains("bundler bug"), "{stdout}");
    assert!(!stdout.contains("<stdin>"), "{stdout}");
}

/// A crate from outside (itertools, as AtCoder offers it) is pasted like common, but it is not
/// written to be one file for Rust 1.63: `bundle` says so, naming the crate, rather than calling
/// it a bundler bug.
#[test]
fn a_crate_that_does_not_paste_into_one_file_is_named_as_the_reason() {
    old_rustc();
    let dir = failing_workspace("outside");
    let text = "use itertools::Itertools;\nuse proconio::input;\n\nfn main() {\n    \
                input! { n: usize, v: [u32; n] }\n    println!(\"{}\", v.iter().sorted().join(\" \"));\n}\n";
    add_problem(&dir, "outside", &main_rs(text));
    let manifest = dir.join("problems/outside/Cargo.toml");
    let with_itertools = fs::read_to_string(&manifest).unwrap() + "itertools = \"0.14\"\n";
    fs::write(&manifest, with_itertools).unwrap();
    let output = runner(&dir, &["bundle", "outside"]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout.contains("the crate `itertools`") && stdout.contains("cannot take this solution"),
        "{stdout}"
    );
    assert!(!stdout.contains("bug"), "{stdout}");
    assert!(!dir.join("target/bundle/outside.rs").exists());
}

/// `--check` judges each compiler's binary on the testcases through the judge crate: a wrong
/// answer fails the bundle, once per compiler, naming the case and its verdict.
#[test]
fn check_judges_each_binary_and_names_the_cases_it_fails() {
    old_rustc();
    let dir = failing_workspace("wrong");
    let text = "use proconio::input;\n\nfn main() {\n    input! { n: u64 }\n    println!(\"{}\", n + 1);\n}\n";
    let mut files = main_rs(text);
    files.push(("right.in".to_string(), b"1\n".to_vec()));
    files.push(("right.out".to_string(), b"2\n".to_vec()));
    files.push(("wrong.in".to_string(), b"5\n".to_vec()));
    files.push(("wrong.out".to_string(), b"5\n".to_vec()));
    add_problem(&dir, "wrong", &files);
    let output = runner(&dir, &["bundle", "wrong", "--check"]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let failures: Vec<&str> = stdout
        .lines()
        .filter(|l| l.contains("fails 1 of 2 testcases (WA wrong)"))
        .collect();
    assert!(!failures.is_empty(), "{stdout}");
    assert!(failures[0].contains("rustc 1.63.0"), "{stdout}");
    assert!(!dir.join("target/bundle/wrong.rs").exists());
}
