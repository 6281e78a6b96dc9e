//! What the runner's integration tests share. Each test file uses some of it, so the rest is
//! dead code there.
#![allow(dead_code)]

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
/// order: found from the folders, as the tools find them.
pub fn problems_with_a_spec() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the problems folder")
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let has_spec = entry.path().join("spec.rs").is_file();
            has_spec.then(|| entry.file_name().to_string_lossy().into_owned())
        })
        .collect();
    names.sort();
    names
}
