//! The workspace's tool. Each subcommand lives in its own module, which exposes
//! `pub fn command() -> clap::Command` and `pub fn run(&clap::ArgMatches) -> ExitCode`; adding one
//! is a `mod` line and an entry in `SUBCOMMANDS`. `cargo make <task>` calls them.

// Shared parts, used by the subcommands.
mod build;
mod cli;
mod exit;
mod output;
mod report;
mod workspace;

// Subcommands.
mod add;
mod bench;
mod bundle;
mod case_values;
mod gen;
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
    (add::new::command, add::new::run),
    (add::listen::command, add::listen::run),
    (stress::command, stress::run),
    (table::command, table::run),
];

fn main() -> ExitCode {
    unfinished_code_in_one_line();
    let matches = Command::new("runner")
        .about("Judge-style runner and tools for the game-theory solutions")
        .after_help(exit::STATUSES)
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommands(SUBCOMMANDS.iter().map(|(command, _)| {
            // A subcommand's own statuses, where it says them, come first.
            let command = command();
            match command.get_after_help() {
                Some(_) => command,
                None => command.after_help(exit::STATUSES),
            }
        }))
        .get_matches_from(::cli::arguments());
    let (name, sub_matches) = matches.subcommand().expect("a subcommand is required");
    let (_, run) = SUBCOMMANDS
        .iter()
        .find(|(command, _)| command().get_name() == name)
        .expect("clap only accepts the subcommands it was given");
    run(sub_matches)
}

/// A scaffold's spec is unfinished on purpose: its brute force says `unimplemented!` until it is
/// written. Reaching it is a step the user has yet to take, not a crash: one line that says where,
/// and the usage status. So is a spec's format that does not read. Every other panic keeps the
/// default report (it is a bug of ours).
fn unfinished_code_in_one_line() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or_default();
        if message.starts_with("not implemented") || message.starts_with("not yet implemented") {
            let place = info
                .location()
                .map_or(String::new(), |at| format!("{}:{}: ", at.file(), at.line()));
            eprintln!(
                "error: {place}{message}: the problem's spec is unfinished; write it, then run \
                 this again (README, \"Add a problem\")"
            );
            std::process::exit(exit::USAGE.into());
        }
        // A spec's format the notation does not read: already one line naming the spec's file.
        if oracles::is_spec_mistake(message) {
            eprintln!("error: {message}");
            std::process::exit(exit::USAGE.into());
        }
        default(info);
    }));
}
