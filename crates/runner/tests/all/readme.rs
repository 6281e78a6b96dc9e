//! The README's `console` examples run as tests (trycmd), so that they cannot drift from what the
//! tools print. `$ cargo make TASK ARGS` runs through a shim that runs the task's own command line
//! from `Makefile.toml` in the workspace's root, as cargo-make would (its arguments as typed, a
//! `--` included: cargo-make forwards it, and the tools take it); `$ cargo ALIAS ARGS` runs cargo
//! itself there, for the aliases of `.cargo/config.toml`. The README shows each command's standard
//! output (the build's progress, on stderr, is left out). What varies from run to run, a time, is
//! written `[..]` there.

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// One shell word, quoted.
fn quoted(word: &str) -> String {
    format!("'{}'", word.replace('\'', r"'\''"))
}

/// A `cargo` for the README's commands: `cargo make TASK ARGS` runs the task's command from
/// `Makefile.toml`, its `${@}` replaced by ARGS; `cargo ALIAS ARGS`, an alias of
/// `.cargo/config.toml`, runs cargo.
fn cargo_shim(dir: &Path) -> PathBuf {
    let makefile: toml::Table = fs::read_to_string(root().join("Makefile.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut cases = String::new();
    for (name, task) in makefile["tasks"].as_table().unwrap() {
        let (Some(command), Some(args)) = (task.get("command"), task.get("args")) else {
            continue;
        };
        let command = match command.as_str().unwrap() {
            "cargo" => quoted(&cargo),
            other => quoted(other),
        };
        let args: Vec<String> = args
            .as_array()
            .unwrap()
            .iter()
            .map(|arg| match arg.as_str().unwrap() {
                "${@}" => "\"$@\"".to_string(),
                other => quoted(other),
            })
            .collect();
        cases.push_str(&format!(
            "  {name}) exec {command} {} 2>/dev/null ;;\n",
            args.join(" ")
        ));
    }
    let config: toml::Table = fs::read_to_string(root().join(".cargo/config.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let aliases: Vec<&str> = config["alias"]
        .as_table()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let shim = dir.join("cargo");
    fs::write(
        &shim,
        format!(
            "#!/bin/sh\n\
             cd {root} || exit 2\n\
             case $1 in\n  {aliases}) exec {cargo} \"$@\" 2>/dev/null ;;\n  make) ;;\n  \
             *) echo \"the README runs cargo make and cargo's aliases only, not cargo $1\" >&2; exit 2 ;;\nesac\n\
             task=$2; shift 2\n\
             case $task in\n{cases}  *) echo \"no task $task in Makefile.toml\" >&2; exit 2 ;;\nesac\n",
            root = quoted(&root().display().to_string()),
            aliases = aliases.join("|"),
            cargo = quoted(&cargo),
        ),
    )
    .unwrap();
    fs::set_permissions(&shim, fs::Permissions::from_mode(0o755)).unwrap();
    shim
}

#[test]
fn the_readme_examples_print_what_the_readme_shows() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("readme");
    fs::create_dir_all(&dir).unwrap();
    trycmd::TestCases::new()
        .register_bin("cargo", cargo_shim(&dir))
        .env("NO_COLOR", "1")
        .case(root().join("README.md"));
}
