//! `runner bundle` end to end on real problems of the workspace: every bundle builds with plain
//! rustc (no Cargo, no crates), 1.63 and the current one, and answers every testcase like the
//! binary; it carries no tests, no doc comments and no path to an external crate, and holds what
//! its solution reaches (and, as `runner bundle` checks, nothing else), within the size limit.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use crate::common;

/// The workspace's own bundles stay within 24 KiB, well inside what a judge takes
/// (`bundle::SIZE_LIMIT`, 64 KiB), so that growth shows long before a judge would refuse one.
const SIZE_LIMIT: usize = 24 << 10;

fn runner(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(args)
        .output()
        .expect("the runner binary runs")
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every problem's bundle, made once for all the tests of this file by `runner bundle NAMES
/// --check`, the command of `cargo make bundle-all`: each bundle type-checked by rustc 1.63 in
/// both editions, built by it and by the current rustc, and both binaries judged on every
/// testcase of the problem. So `cargo make ci` checks the bundles here and has no `bundle-all` of
/// its own, which made the same 26 bundles a second time (30 s of CPU). The texts are read back
/// from `target/bundle/<NAME>.rs`, the files the check judged and the user pastes (written whole:
/// another test's `bundle` of the same problem never leaves one half written).
fn bundles() -> &'static BTreeMap<String, String> {
    static BUNDLES: OnceLock<BTreeMap<String, String>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        let names = problems();
        let mut args = vec!["bundle", "--check"];
        args.extend(names.iter().map(String::as_str));
        let output = runner(&args);
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "runner bundle --check failed:\n{stdout}{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let checked = format!(
            "ok: {} bundle(s) compiled with each compiler and passed every testcase",
            names.len()
        );
        assert!(stdout.contains(&checked), "{stdout}");
        let directory = common::target_dir().join("bundle");
        names
            .into_iter()
            .map(|name| {
                let path = directory.join(format!("{name}.rs"));
                let text =
                    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                (name, text)
            })
            .collect()
    })
}

/// The bundle of `name`, a problem of the workspace, from [`bundles`].
fn bundle(name: &str) -> &'static str {
    bundles()
        .get(name)
        .unwrap_or_else(|| panic!("{name} is not a problem with a spec"))
}

/// Compiles `source` as a judge would, in `edition`, into this test's scratch directory.
fn compile(name: &str, source: &str, edition: &str) -> PathBuf {
    let directory = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bundle-test");
    fs::create_dir_all(&directory).unwrap();
    let file = directory.join(format!("{name}.rs"));
    fs::write(&file, source).unwrap();
    let executable = directory.join(format!("{name}-{edition}"));
    // Through the tests' cache of builds (`common::rustc`).
    let (success, stderr) =
        common::rustc::build("rustc", &["--edition", edition, "-O"], &file, &executable);
    assert!(success, "the bundle of {name} does not compile:\n{stderr}");
    assert!(
        !stderr.contains("warning"),
        "the bundle of {name} compiles with warnings:\n{stderr}"
    );
    executable
}

/// The bundle answers `testcases/<name>/<case>.in` with `<case>.out` (CRLF there counts as LF,
/// as in `runner test`'s exact comparison).
fn assert_passes(name: &str, executable: &Path, case: &str) {
    let cases = workspace_root().join("testcases").join(name);
    let input = fs::read(cases.join(format!("{case}.in"))).unwrap();
    let expected = fs::read_to_string(cases.join(format!("{case}.out"))).unwrap();
    let output = common::run(executable, &input);
    assert!(
        output.status.success(),
        "{name}/{case} exited with {}",
        output.status
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        expected.replace("\r\n", "\n"),
        "{name}/{case}"
    );
}

/// Every `common::`/`proconio::` in the code must be a path from the bundle's root
/// (`crate::common::...`), not one to an external crate. Comments may say what they like: the
/// rest of a line after `//` is not looked at.
fn external_paths(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for name in ["common::", "proconio::"] {
            for (at, _) in code.match_indices(name) {
                let before = &code[..at];
                let glued_to_word = before
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_');
                if !before.ends_with("crate::") && !glued_to_word {
                    found.push(format!("line {}: {line}", number + 1));
                }
            }
        }
    }
    found
}

#[test]
fn the_external_path_check_catches_what_it_should() {
    let text = "use common::io;\nuse crate::common::nim;\nfn f() { ::proconio::input!(); }\n\
                // common::io in a comment\nlet a = my_common::x;";
    assert_eq!(
        external_paths(text),
        [
            "line 1: use common::io;",
            "line 3: fn f() { ::proconio::input!(); }"
        ]
    );
}

fn assert_clean(name: &str, text: &str) {
    assert!(
        !text.contains("#[cfg(test)]"),
        "{name}: a test module is left"
    );
    assert!(!text.contains("#[test]"), "{name}: a test is left");
    for (number, line) in text.lines().enumerate() {
        let line = line.trim_start();
        let doc = (line.starts_with("///") && !line.starts_with("////"))
            || line.starts_with("//!")
            || line.starts_with("/**")
            || line.starts_with("/*!")
            || line.starts_with("#[doc")
            || line.starts_with("#![doc");
        assert!(
            !doc,
            "{name}: line {}: documentation is left: {line}",
            number + 1
        );
    }
    assert_eq!(
        external_paths(text),
        Vec::<String>::new(),
        "{name}: paths to external crates"
    );
    assert!(
        !text.contains("extern crate"),
        "{name}: an `extern crate` is left"
    );
    assert!(
        !text.contains("#[macro_export]"),
        "{name}: a macro would land at the root"
    );
}

#[test]
fn luogu_p2197_bundle_compiles_alone_and_answers_like_the_binary() {
    let text = bundle("luogu-p2197");
    let header: Vec<&str> = text.lines().take_while(|l| l.starts_with("//")).collect();
    let header = header.join("\n");
    assert!(
        header.starts_with("// Luogu P2197: 【模板】Nim 游戏\n"),
        "{header}"
    );
    assert!(
        header.contains("https://www.luogu.com.cn/problem/P2197"),
        "{header}"
    );
    assert!(
        header.contains("common (modules io, nim): this workspace's library; licence MIT"),
        "{header}"
    );
    assert!(header.contains("proconio 0.6.0 by statiolake"), "{header}");
    assert!(header.contains("licence MIT OR Apache-2.0"), "{header}");
    assert_clean("luogu-p2197", text);
    // Only the modules the solution reaches are pasted in.
    assert!(text.contains("pub mod nim {"));
    assert!(!text.contains("pub mod wythoff {"));
    assert!(text.len() <= SIZE_LIMIT, "{} bytes", text.len());

    let executable = compile("luogu-p2197", text, "2021");
    assert_passes("luogu-p2197", &executable, "sample-1");
    assert_passes("luogu-p2197", &executable, "crlf-tabs-no-final-newline");
}

// Bad input must fail the bundle the way it fails the binary: one line on stderr, non-zero exit.
// Built in the 2018 edition, which the header promises too.
#[test]
fn hdu_2147_bundle_reports_bad_input_like_the_binary_in_the_2018_edition() {
    let text = bundle("hdu-2147");
    assert_clean("hdu-2147", text);
    assert!(
        text.contains("rustc --edition 2021 -O hdu-2147.rs"),
        "{text}"
    );
    assert!(text.contains("use std::convert::TryFrom;"), "{text}");
    let executable = compile("hdu-2147", text, "2018");
    assert_passes("hdu-2147", &executable, "sample-1");
    let output = common::run(&executable, b"5 3\n0 7\n");
    assert!(!output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stdout), "What a pity!\n");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("bad input: line 2"), "{stderr}");
}

#[test]
fn an_unknown_problem_is_named() {
    let output = runner(&["bundle", "no-such-problem", "--stdout"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("no problem named `no-such-problem`"),
        "{stderr}"
    );
    // A typo gets the closest name, as test and stress give it, not the list of every problem.
    let (typo, near) = common::a_typo_and_its_suggestion();
    let output = runner(&["bundle", &typo]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!(
            "no problem named `{typo}`; did you mean `{near}`?"
        )),
        "{stderr}"
    );
    assert!(!stderr.contains("the problems are"), "{stderr}");
}

/// The problems of the workspace.
fn problems() -> Vec<String> {
    common::problems_with_a_spec()
}

// What its solution does not reach is in no bundle: `runner bundle`, which made every bundle
// here and must succeed ([`bundles`]), fails on a library's item that rustc finds unused in
// the bundle (`bundle_solutions.rs` makes it fail). What the solution reaches must be there
// (`common::reach`, which asks each solution what it reads).
#[test]
fn every_bundle_holds_only_what_it_reaches_within_the_size_limit() {
    for (name, text) in bundles() {
        assert!(
            text.len() <= SIZE_LIMIT,
            "{name}: {} bytes, over {SIZE_LIMIT}",
            text.len()
        );
        let source = common::reach::solution_source(&workspace_root().join("problems").join(name));
        common::reach::assert_holds_what_it_reaches(name, text, &source);
    }
}

#[test]
fn a_bundle_leaves_out_the_functions_its_solution_does_not_call() {
    let reads_and_writes_numbers = bundle("luogu-p1247");
    let reads_tokens_only = bundle("hdu-1846");
    for function in ["fn write_numbers", "fn read_numbers_into", "fn number_at"] {
        assert!(reads_and_writes_numbers.contains(function), "{function}");
        assert!(!reads_tokens_only.contains(function), "{function}");
    }
    // An impl of a kept trait for a kept type stays: `Display` for the error `run` prints.
    assert!(reads_tokens_only.contains("impl Display for InputError"));
    // Of the rules of `input!`, the one for stdin goes with what it reads through.
    assert!(!reads_tokens_only.contains("__acquire_global_stdin_lock"));
    assert!(reads_tokens_only.contains("(from $source:expr, $($rest:tt)*)"));
}

#[test]
fn a_missing_old_compiler_is_one_clear_line() {
    let output = runner(&["bundle", "hdu-1846", "--check", "--rustc", "/no/such/rustc"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    let errors: Vec<&str> = stderr
        .lines()
        .filter(|line| line.starts_with("error"))
        .collect();
    assert_eq!(
        errors,
        [
            "error: --rustc /no/such/rustc: cannot run /no/such/rustc: No such file or directory \
          (os error 2)"
        ],
        "{stderr}"
    );
}

/// Without rustc 1.63 the bundles are still written, unchecked, and that is said once on stderr,
/// not once per bundle; stdout is left to the bundle.
#[test]
fn a_missing_old_compiler_is_said_once_and_the_bundles_are_written() {
    let output = Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(["bundle", "hdu-1846", "poj-1067"])
        .env("RUNNER_OLD_RUSTC", "/no/such/rustc")
        .output()
        .expect("the runner binary runs");
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    let notes: Vec<&str> = stderr.lines().filter(|l| l.contains("note:")).collect();
    assert_eq!(notes.len(), 1, "{stderr}");
    assert!(
        notes[0].contains("/no/such/rustc (Debian's rustc 1.63")
            && notes[0].contains("apt-get install -y rustc"),
        "{stderr}"
    );
    assert!(String::from_utf8_lossy(&output.stdout).contains("2 bundle(s) written"));

    let output = Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(["bundle", "hdu-1846", "--stdout"])
        .env("RUNNER_OLD_RUSTC", "/no/such/rustc")
        .output()
        .expect("the runner binary runs");
    assert!(output.status.success());
    assert!(String::from_utf8_lossy(&output.stdout).starts_with("// HDU 1846: Brave Game\n"));
}
