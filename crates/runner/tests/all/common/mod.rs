//! What the runner's integration tests share. Each test file uses some of it, so the rest is
//! dead code there.
#![allow(dead_code)]

pub mod reach;
pub mod rustc;

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// An empty workspace (a root manifest and `problems/`) in a fresh scratch directory `<group>/<name>` under the target's temporary directory.
pub fn scratch_workspace(group: &str, name: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(group)
        .join(name);
    let _ = fs::remove_dir_all(&root);
    fs::create_dir_all(root.join("problems")).unwrap();
    // A real cargo workspace, as the runner reads it through `cargo metadata`: what a scaffolded
    // manifest inherits, and the libraries at the repository's own paths.
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    fs::write(
        root.join("Cargo.toml"),
        format!(
            "[workspace]\nresolver = \"2\"\nmembers = [\"problems/*\"]\n\n\
             [workspace.package]\nedition = \"2021\"\nrust-version = \"1.89\"\n\
             license = \"MIT\"\npublish = false\n\n\
             [workspace.dependencies]\ncommon = {{ path = {common:?} }}\n\
             oracles = {{ path = {oracles:?} }}\n\
             spec-tools = {{ path = {spec_tools:?} }}\n\
             proconio = {{ version = \"0.6\", default-features = false }}\n",
            common = crates.join("common"),
            oracles = crates.join("oracles"),
            spec_tools = crates.join("spec-tools"),
        ),
    )
    .unwrap();
    root
}

/// `runner ARGS --root ROOT`, without colour.
pub fn runner_in(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(args)
        .arg("--root")
        .arg(root)
        .env("NO_COLOR", "1")
        .output()
        .expect("the runner binary runs")
}

/// Runs a compiled program on `input`.
pub fn run(executable: &Path, input: &[u8]) -> Output {
    let mut child = Command::new(executable)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

/// The problems of the repository's workspace that have a spec (`problems/<name>/spec.rs`), in
/// order: found from the folders, as the tools find them. A problem the scaffold left unwritten
/// ([`left_to_write`]) is left out and named on stderr: its own package's tests fail, each naming
/// it, and a test of every problem must not fail for it too.
pub fn problems_with_a_spec() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the problems folder")
        .filter_map(|entry| {
            let entry = entry.ok()?;
            if !entry.path().join("spec.rs").is_file() {
                return None;
            }
            let name = entry.file_name().to_string_lossy().into_owned();
            if let Some(what) = left_to_write(&entry.path()) {
                eprintln!("{name} is left out: {what} is still to write");
                return None;
            }
            Some(name)
        })
        .collect();
    names.sort();
    names
}

/// A mistyped problem name and what the runner suggests for it, both derived from the
/// repository's workspace: the typo is a problem's name with two neighbouring digits swapped that
/// names no problem itself, and the suggestion is `cli::closest` over the problems as
/// `Workspace::select` lists them. A test that wrote both down would hold for today's problems
/// only: `hdu-1564`, once added, is as close to `hdu-1864` as `hdu-1846` and sorts first, and
/// `hdu-1864` may be a problem of its own.
pub fn a_typo_and_its_suggestion() -> (String, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let problems = runner_test::workspace::Workspace::locate(Some(&root))
        .and_then(|workspace| workspace.problem_names())
        .expect("the workspace's problems");
    let typo = cli::swapped_digits(&problems, &problems)
        .expect("some problem's digits can be swapped into a name no problem has");
    let near = cli::closest(&typo, &problems)
        .expect("a problem is one transposition away")
        .to_string();
    (typo, near)
}

/// What the scaffold (`runner new`) left to write in the problem at `crate_dir`, as it writes
/// it: the spec's game and planted bug are `todo!`s, the solution's `answer` is
/// `unimplemented!`. `None` once both are written. (`new.rs` checks that a new problem
/// counts as unwritten, so that this stays the scaffold's own text.)
pub fn left_to_write(crate_dir: &Path) -> Option<&'static str> {
    let holds = |file: &str, text: &str| {
        fs::read_to_string(crate_dir.join(file)).is_ok_and(|source| source.contains(text))
    };
    if holds("spec.rs", "todo!(") {
        Some("its spec")
    } else if holds("src/main.rs", "unimplemented!(") {
        Some("its solution")
    } else {
        None
    }
}

/// The made-up problems of `tests/fixtures/problems`, in forms no problem of the workspace has
/// (words only, a grid, answers under a label on a line of its own), which a test of "every
/// problem" must hold for too: each folder holds a `main.rs` and its testcases.
pub fn fixture_problem_names() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/problems");
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("the fixture problems")
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A scratch workspace `<group>/<name>` holding the made-up problems as the workspace holds its
/// own: `problems/<name>/` (a manifest with the judge's metadata, `src/main.rs`) and
/// `testcases/<name>/`. The repository's lock file comes along, so that `cargo metadata` and
/// the builds need no network.
pub fn fixture_problems_workspace(group: &str, name: &str) -> PathBuf {
    let root = scratch_workspace(group, name);
    let repository = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    fs::copy(repository.join("Cargo.lock"), root.join("Cargo.lock")).unwrap();
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/problems");
    for problem in fixture_problem_names() {
        let crate_dir = root.join("problems").join(&problem);
        let cases = root.join("testcases").join(&problem);
        fs::create_dir_all(crate_dir.join("src")).unwrap();
        fs::create_dir_all(&cases).unwrap();
        fs::write(
            crate_dir.join("Cargo.toml"),
            format!(
                "[package]\nname = \"{problem}\"\nversion = \"0.1.0\"\nedition.workspace = true\n\
                 publish.workspace = true\n\n\
                 [package.metadata.problem]\njudge = \"Fixture\"\nid = \"{problem}\"\n\
                 title = \"{problem}\"\nurl = \"https://example.com/{problem}\"\n\
                 time-limit-ms = 1000\nmemory-limit-mib = 64\ncompare = \"exact\"\n\n\
                 [dependencies]\ncommon.workspace = true\nproconio.workspace = true\n"
            ),
        )
        .unwrap();
        for entry in fs::read_dir(fixtures.join(&problem)).unwrap() {
            let path = entry.unwrap().path();
            let file = path.file_name().unwrap();
            let to = if path.extension().is_some_and(|e| e == "rs") {
                crate_dir.join("src").join(file)
            } else {
                cases.join(file)
            };
            fs::copy(&path, to).unwrap();
        }
    }
    root
}

/// The repository's target directory, where cargo and the runner put what they build.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target"))
}

/// The spec tool of `problem` as the runner builds it (`target/debug/examples/<name>-spec`):
/// what a test calls directly, once a runner command has built it, to ask many questions without
/// a cargo freshness check for each (the runner runs one before it hands a command over).
pub fn spec_tool(problem: &str) -> PathBuf {
    build_spec_tools();
    target_dir()
        .join("debug")
        .join("examples")
        .join(format!("{problem}-spec"))
}

/// Builds every spec tool of the repository's workspace, once per test process, in one cargo
/// command (as `guess --all` does).
fn build_spec_tools() {
    static BUILT: std::sync::OnceLock<()> = std::sync::OnceLock::new();
    BUILT.get_or_init(|| {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let mut command = Command::new(cargo);
        command
            .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."))
            .args(["build", "--quiet"]);
        for problem in problems_with_a_spec() {
            command.args(["-p", &problem, "--example", &format!("{problem}-spec")]);
        }
        let status = command.status().expect("cargo runs");
        assert!(status.success(), "the spec tools did not build");
    });
}
