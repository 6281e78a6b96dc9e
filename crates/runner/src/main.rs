//! The workspace's tool. Each subcommand lives in its own module, which exposes
//! `pub fn command() -> clap::Command` and `pub fn run(&clap::ArgMatches) -> ExitCode`; adding one
//! is a `mod` line and an entry in `SUBCOMMANDS`. `cargo make <task>` calls them.

// Shared parts, used by the subcommands.
mod build;
mod cli;
mod compare;
mod exit;
mod report;
mod workspace;

// Subcommands.
mod bench;
mod bundle;
mod gen;
mod new;
mod sg;
mod stress;
mod table;
mod test;

use clap::{ArgMatches, Command};
use judge_run::{interrupt, process};
use std::process::ExitCode;

type Subcommand = (fn() -> Command, fn(&ArgMatches) -> ExitCode);

const SUBCOMMANDS: &[Subcommand] = &[
    (test::command, test::run),
    (gen::command, gen::run),
    (bench::command, bench::run),
    (sg::command, sg::run),
    (bundle::command, bundle::run),
    (new::command, new::run),
    (stress::command, stress::run),
    (table::command, table::run),
];

fn main() -> ExitCode {
    // Serves as the measuring helper when started as one (and exits); see `process`.
    process::init();
    let matches = Command::new("runner")
        .about("Judge-style runner and tools for the game-theory solutions")
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommands(SUBCOMMANDS.iter().map(|(command, _)| command()))
        .get_matches_from(arguments());
    let (name, sub_matches) = matches.subcommand().expect("a subcommand is required");
    let (_, run) = SUBCOMMANDS
        .iter()
        .find(|(command, _)| command().get_name() == name)
        .expect("clap only accepts the subcommands it was given");
    run(sub_matches)
}

/// The command line, minus a `--` right after the subcommand: `cargo make sg -- --upto 5` forwards
/// it, and it would turn every option after it into a positional argument.
fn arguments() -> Vec<std::ffi::OsString> {
    let mut arguments: Vec<_> = std::env::args_os().collect();
    if arguments.get(2).is_some_and(|argument| argument == "--") {
        arguments.remove(2);
    }
    arguments
}
