//! A judge problem's game, which its spec names (`Problem::GAME` in `problems/<name>/spec.rs`):
//! no list in this crate says which problem plays which game. `explore` given a problem's name
//! hands the command to the problem's spec tool (the example `<name>-spec`, which links the
//! spec), whose `__explore` runs these same tools with the problem's game ([`run_for`]).

use moves::explore::Explore;
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{ExitCode, Stdio};
use std::sync::OnceLock;

/// The problem a spec tool runs the game tools for, and its game.
#[derive(Clone, Copy)]
pub struct ProblemGame {
    pub name: &'static str,
    /// `None` where each case of the problem gives its game (a graph of the input).
    pub game: Option<fn() -> Box<dyn Explore>>,
    /// For a game on the case's tree: each vertex's value on every small rooted tree, which
    /// `guess` fits a rule to.
    pub tree_values: Option<moves::rules::TreeValuesOf>,
}

static INSIDE: OnceLock<ProblemGame> = OnceLock::new();

/// The problem whose spec tool this process is, if it is one.
pub fn inside() -> Option<ProblemGame> {
    INSIDE.get().copied()
}

/// The game tools inside `problem`'s spec tool: `arguments` as `explore`'s own (program name
/// first), the problem's name meaning its game.
pub fn run_for(problem: ProblemGame, arguments: Vec<OsString>) -> ExitCode {
    let _ = INSIDE.set(problem);
    crate::run(arguments)
}

/// The workspace's root: the nearest directory up from here whose Cargo.toml has `[workspace]`.
pub fn workspace_root() -> Option<PathBuf> {
    let here = std::env::current_dir().ok()?;
    root_above(&here)
}

/// The workspace's root at or above `here`.
pub(crate) fn root_above(here: &Path) -> Option<PathBuf> {
    here.ancestors()
        .find(|dir| {
            std::fs::read_to_string(dir.join("Cargo.toml"))
                .is_ok_and(|manifest| manifest.lines().any(|line| line.trim() == "[workspace]"))
        })
        .map(Path::to_path_buf)
}

/// Whether `name` is a problem of the workspace with a spec, `problems/<name>/spec.rs`.
pub fn has_spec(name: &str) -> bool {
    is_plain_name(name)
        && workspace_root()
            .is_some_and(|root| root.join("problems").join(name).join("spec.rs").is_file())
}

/// Whether `name` can be a problem's folder name (no path, no upper case): what may be looked up.
pub(crate) fn is_plain_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// The problems of the workspace that have a spec, in order.
pub fn problems_with_a_spec() -> Vec<String> {
    let Some(root) = workspace_root() else {
        return Vec::new();
    };
    let mut names: Vec<String> = std::fs::read_dir(root.join("problems"))
        .into_iter()
        .flatten()
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let name = entry.file_name().to_string_lossy().into_owned();
            entry.path().join("spec.rs").is_file().then_some(name)
        })
        .collect();
    names.sort();
    names
}

/// `cargo run` of `problem`'s spec tool with `__explore` and `arguments` (without the program
/// name): the command that serves a problem's game.
pub fn spec_tool(problem: &str, arguments: &[OsString]) -> std::process::Command {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = std::process::Command::new(cargo);
    let example = format!("{problem}-spec");
    command
        .args([
            "run",
            "--quiet",
            "-p",
            problem,
            "--example",
            &example,
            "--",
            "__explore",
        ])
        .args(arguments);
    if let Some(root) = workspace_root() {
        command.current_dir(root);
    }
    command
}

/// Builds the spec tools of `problems` in one cargo command (in parallel where cold), quietly
/// unless the build fails: each problem's spec tool, as cargo names the executable it built.
pub fn build_spec_tools(problems: &[String]) -> Result<BTreeMap<String, PathBuf>, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = std::process::Command::new(cargo);
    // Cargo's messages as JSON on stdout, for the executables; its diagnostics still rendered on
    // stderr.
    command.args([
        "build",
        "--quiet",
        "--message-format=json-render-diagnostics",
    ]);
    for problem in problems {
        command.args(["-p", problem]);
    }
    for problem in problems {
        command.args(["--example", &format!("{problem}-spec")]);
    }
    if let Some(root) = workspace_root() {
        command.current_dir(root);
    }
    let output = command
        .stderr(Stdio::inherit())
        .output()
        .map_err(|error| format!("cannot run cargo to build the spec tools: {error}"))?;
    if !output.status.success() {
        return Err("the problems' spec tools did not build (cargo's output is above)".to_string());
    }
    let built = spec_tools_built(&String::from_utf8_lossy(&output.stdout));
    match problems
        .iter()
        .find(|problem| !built.contains_key(*problem))
    {
        Some(missing) => Err(format!("cargo built no spec tool for {missing}")),
        None => Ok(built),
    }
}

/// The spec tools in cargo's JSON messages (`--message-format=json`): each example
/// `<problem>-spec` built, by problem.
fn spec_tools_built(messages: &str) -> BTreeMap<String, PathBuf> {
    let mut built = BTreeMap::new();
    for line in messages.lines() {
        let Ok(message) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        let is_example = message["target"]["kind"]
            .as_array()
            .is_some_and(|kinds| kinds.iter().any(|kind| kind == "example"));
        let name = message["target"]["name"].as_str().unwrap_or("");
        let executable = message["executable"].as_str();
        if let (true, Some(problem), Some(executable)) = (
            message["reason"] == "compiler-artifact" && is_example,
            name.strip_suffix("-spec"),
            executable,
        ) {
            built.insert(problem.to_string(), PathBuf::from(executable));
        }
    }
    built
}

/// A spec tool that [`build_spec_tools`] built, run with `__explore` and `arguments` directly:
/// what [`spec_tool`] runs, without one more cargo command (its freshness check of the whole
/// workspace) per problem.
pub fn built_spec_tool(executable: &Path, arguments: &[OsString]) -> std::process::Command {
    let mut command = std::process::Command::new(executable);
    command.arg("__explore").args(arguments);
    if let Some(root) = workspace_root() {
        command.current_dir(root);
    }
    command
}

/// Runs the command of `arguments` (without the program name) in `problem`'s spec tool, and
/// passes its exit status on.
pub fn hand_over(problem: &str, arguments: &[OsString]) -> ExitCode {
    match spec_tool(problem, arguments).status() {
        Ok(status) => ExitCode::from(status.code().map_or(1, |code| code as u8)),
        Err(error) => cli::exit::error_exit(&format!(
            "cannot run {problem}'s spec tool through cargo: {error}"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spec_tools_are_read_from_cargos_messages() {
        let messages = concat!(
            r#"{"reason":"compiler-artifact","target":{"kind":["lib"],"name":"common"},"executable":null}"#,
            "\n",
            r#"{"reason":"compiler-artifact","target":{"kind":["example"],"name":"hdu-1846-spec"},"executable":"/t/debug/examples/hdu-1846-spec"}"#,
            "\n",
            r#"{"reason":"compiler-artifact","target":{"kind":["bin"],"name":"hdu-1846"},"executable":"/t/debug/hdu-1846"}"#,
            "\n",
            r#"{"reason":"build-finished","success":true}"#,
            "\nnot json\n",
        );
        let built = spec_tools_built(messages);
        assert_eq!(
            built.into_iter().collect::<Vec<_>>(),
            [(
                "hdu-1846".to_string(),
                PathBuf::from("/t/debug/examples/hdu-1846-spec")
            )]
        );
    }

    #[test]
    fn the_spec_tool_is_run_by_cargo_with_the_explore_arguments() {
        let arguments: Vec<OsString> = ["guess", "hdu-1846"].iter().map(OsString::from).collect();
        let command = spec_tool("hdu-1846", &arguments);
        let args: Vec<_> = command.get_args().map(|a| a.to_string_lossy()).collect();
        assert_eq!(
            args,
            [
                "run",
                "--quiet",
                "-p",
                "hdu-1846",
                "--example",
                "hdu-1846-spec",
                "--",
                "__explore",
                "guess",
                "hdu-1846"
            ]
        );
    }

    #[test]
    fn the_workspace_s_problems_with_a_spec_are_found_from_their_folders() {
        let here = Path::new(env!("CARGO_MANIFEST_DIR"));
        let root = root_above(here).expect("the repository's workspace");
        assert!(root.join("problems").is_dir());
        assert!(!has_spec("wythoff"));
        assert!(!has_spec("../hdu-1846"));
    }
}
