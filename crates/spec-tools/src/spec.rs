//! Which problems have a spec, and how a command that needs one reaches it. A problem has a spec
//! when its folder holds `spec.rs` (no list names them). The spec builds into a tool of its own,
//! the example `<name>-spec` of the problem's package (the spec's last line,
//! `spec_tools::main!(...)`), which serves `stress`, `gen`, `table` and `sg --input` for that
//! problem alone: the runner builds it and hands the command over ([`delegate`]), so that an edit
//! to one spec compiles that spec and links it, not the proofs of every problem.

use clap::ArgMatches;
use oracles::Spec;
use std::ffi::OsString;
use std::os::unix::process::CommandExt as _;
use std::process::ExitCode;

use crate::workspace::Workspace;
use crate::{build, report};

/// The spec file of `name`, from the root: `problems/<name>/spec.rs`.
pub use oracles::format::spec_file_of;

/// Whether the problem `name` of `workspace` has a spec.
pub fn has_spec(workspace: &Workspace, name: &str) -> bool {
    workspace.root.join(spec_file_of(name)).is_file()
}

/// Why `name`, a problem of the workspace, cannot be stressed, generated or tabled.
pub fn no_spec(name: &str) -> String {
    format!(
        "problem `{name}` has no spec yet: write its input format and game in {} (README, \"Add \
         a problem\")",
        spec_file_of(name)
    )
}

/// The one problem `given` names, which must have a spec.
pub fn select_with_spec(workspace: &Workspace, given: &String) -> Result<String, String> {
    let name = workspace.select(Some([given]))?.remove(0);
    if has_spec(workspace, &name) {
        Ok(name)
    } else {
        Err(no_spec(&name))
    }
}

/// In `P`'s own tool: the one problem `given` names, which must be `P`.
pub fn select<P: Spec>(workspace: &Workspace, given: &String) -> Result<String, String> {
    // Its own name needs no list of the problems (`cargo metadata`, 20 to 50 ms a call, which
    // the runner already made before handing the command over): a name it does not know is
    // looked up to say the nearest.
    if crate::workspace::problem_name(given).as_deref() == Ok(P::NAME)
        && workspace
            .problems_dir()
            .join(P::NAME)
            .join("Cargo.toml")
            .is_file()
    {
        return Ok(P::NAME.to_string());
    }
    let name = workspace.select(Some([given]))?.remove(0);
    if name == P::NAME {
        Ok(name)
    } else {
        Err(format!(
            "this is the spec tool of {}, not of {name}: run `cargo make stress {name}` (or the \
             runner), which builds {name}'s own",
            P::NAME
        ))
    }
}

/// The runner's side of a command that needs the spec of the problem its `problem` argument
/// names: builds that problem's spec tool and runs it with the runner's own arguments, in place
/// of the runner (`exec`: its exit status, output and signals are the tool's).
pub fn delegate(matches: &ArgMatches) -> ExitCode {
    let selected = Workspace::from_matches(matches).and_then(|workspace| {
        let name = select_with_spec(&workspace, matches.get_one("problem").expect("required"))?;
        Ok((workspace, name))
    });
    let (workspace, name) = match selected {
        Ok(found) => found,
        Err(message) => return report::error_exit(&message),
    };
    let tool = match build::spec_tool(&workspace, &name) {
        Ok(tool) => tool,
        Err(code) => return code,
    };
    let arguments: Vec<OsString> = std::env::args_os().skip(1).collect();
    // The target directory `cargo metadata` gave the runner: the tool's own cargo commands use
    // it as they would have, and the tool need not ask cargo again.
    let error = std::process::Command::new(&tool)
        .args(arguments)
        .env("CARGO_TARGET_DIR", workspace.target_dir())
        .exec();
    report::error_exit(&format!("cannot run {}: {error}", tool.display()))
}
