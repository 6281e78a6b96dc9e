//! The runner's `test` command, and what every command of the runner stands on: the workspace
//! model, building the solutions, reports, exit statuses, the command line's shapes and the
//! top-level command ([`main`]).
//!
//! The runner is split by what each command pulls in, so that the first commands a user runs
//! build only what they need (`cargo build --timings`; `scripts/cold-build-bench`): this crate
//! judges (`cargo make test-all`, `test`), on the judge and the process runner alone; `runner-add`
//! adds problems (`new`, `listen`: serde's derive, an HTTP parser); `runner` holds every
//! command, with the proofs (`oracles`, `moves`) and the bundler (`syn`), for the tools that
//! need them.

pub mod build;
pub mod cli;
pub mod exit;
pub mod output;
pub mod report;
pub mod test;
pub mod workspace;

use clap::{ArgMatches, Command};
use judge_run::{interrupt, process};
use std::process::ExitCode;

/// One subcommand: its command line, and what runs it.
pub type Subcommand = (fn() -> Command, fn(&ArgMatches) -> ExitCode);

/// The runner with these subcommands: its command line (the same `runner` in every binary that
/// serves some of its commands), then the chosen subcommand.
pub fn main(subcommands: &[Subcommand]) -> ExitCode {
    let matches = Command::new("runner")
        .bin_name(::cli::program_name("runner"))
        .about("Judge-style runner and tools for the game-theory solutions")
        .after_help(exit::STATUSES)
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommands(subcommands.iter().map(|(command, _)| {
            // A subcommand's own statuses, where it says them, come first.
            let command = command();
            match command.get_after_help() {
                Some(_) => command,
                None => command.after_help(exit::STATUSES),
            }
        }))
        .get_matches_from(::cli::arguments());
    let (name, sub_matches) = matches.subcommand().expect("a subcommand is required");
    let (_, run) = subcommands
        .iter()
        .find(|(command, _)| command().get_name() == name)
        .expect("clap only accepts the subcommands it was given");
    run(sub_matches)
}
