//! Every task of `Makefile.toml` that runs a tool is also a cargo alias in `.cargo/config.toml`,
//! with the same command line (the same package, profile and subcommand), so that the first
//! command needs no install and says the same either way. cargo owns `test`, `new` and `bench`:
//! those tasks' aliases go by other names, and this test keeps the two files from drifting apart.

use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn table(file: &str) -> toml::Table {
    fs::read_to_string(root().join(file))
        .unwrap_or_else(|e| panic!("{file}: {e}"))
        .parse()
        .unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// The alias of a task: its own name, unless cargo has a command of that name, which an alias
/// cannot replace.
fn alias_of(task: &str) -> &str {
    match task {
        "test" => "judge",
        "new" => "new-problem",
        "bench" => "bench-solutions",
        other => other,
    }
}

/// The tasks that run a tool: `cargo run …` with the task's arguments at the end, as
/// `(name, the words before "${@}")`.
fn tool_tasks() -> Vec<(String, Vec<String>)> {
    let makefile = table("Makefile.toml");
    makefile["tasks"]
        .as_table()
        .unwrap()
        .iter()
        .filter_map(|(name, task)| {
            let command = task.get("command")?.as_str()?;
            let args: Vec<String> = task
                .get("args")?
                .as_array()?
                .iter()
                .map(|arg| arg.as_str().unwrap().to_string())
                .collect();
            let (last, words) = args.split_last()?;
            (command == "cargo" && args[0] == "run" && last == "${@}")
                .then(|| (name.clone(), words.to_vec()))
        })
        .collect()
}

#[test]
fn every_task_that_runs_a_tool_is_an_alias_with_the_same_command_line() {
    let config = table(".cargo/config.toml");
    let aliases = config["alias"].as_table().unwrap();
    let tasks = tool_tasks();
    assert!(tasks.iter().any(|(name, _)| name == "stress"), "{tasks:?}");
    for (task, words) in &tasks {
        let alias = alias_of(task);
        let Some(line) = aliases.get(alias).and_then(|line| line.as_str()) else {
            panic!("no cargo alias `{alias}` in .cargo/config.toml for the task `{task}`");
        };
        // The alias adds `--quiet`, which cargo-make's `CARGO_TERM_QUIET` gives the task.
        let alias_words: Vec<&str> = line
            .split_whitespace()
            .filter(|w| *w != "--quiet")
            .collect();
        assert_eq!(
            alias_words, *words,
            "the alias `{alias}` and the task `{task}`"
        );
        assert!(line.starts_with("run --quiet "), "{alias} = {line:?}");
    }
    // And no alias runs something no task does.
    for alias in aliases.keys() {
        assert!(
            tasks.iter().any(|(task, _)| alias_of(task) == alias),
            "the alias `{alias}` has no task in Makefile.toml"
        );
    }
    let makefile = table("Makefile.toml");
    assert_eq!(
        makefile["env"]["CARGO_TERM_QUIET"].as_str(),
        Some("true"),
        "cargo-make's tasks are quiet as the aliases are"
    );
}

/// cargo refuses an alias that shadows one of its own commands (it warns and runs its own).
#[test]
fn no_alias_takes_the_name_of_a_command_cargo_owns() {
    let config = table(".cargo/config.toml");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let listed = std::process::Command::new(cargo)
        .arg("--list")
        .output()
        .expect("cargo runs");
    let listed = String::from_utf8_lossy(&listed.stdout);
    // `cargo --list` lists the aliases too, as `name  alias: …`; a built-in has no `alias:`.
    for alias in config["alias"].as_table().unwrap().keys() {
        let builtin = listed.lines().any(|line| {
            let mut words = line.split_whitespace();
            words.next() == Some(alias) && !line.contains("alias:")
        });
        assert!(!builtin, "`cargo {alias}` is cargo's own command");
    }
}
