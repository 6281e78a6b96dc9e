//! The workspace's tool, with every subcommand. Each lives in its own module, which exposes
//! `pub fn command() -> clap::Command` and `pub fn run(&clap::ArgMatches) -> ExitCode`; adding one
//! is a `mod` line and an entry in `SUBCOMMANDS`. `cargo make <task>` calls them: `test` and
//! `test-all` through `runner-test`, `new` and `listen` through `runner-add`, which build only
//! what those need (see `runner-test`'s doc); the rest here.

// Shared parts, from the crate that judges (`cargo make test` builds it alone).
use runner_test::{build, cli, exit, output, report, workspace};

// Subcommands.
mod bench;
mod bundle;
mod case_values;
mod gen;
mod sg;
mod spec;
mod stress;
mod table;

use judge_run::{interrupt, process};
use runner_test::Subcommand;
use std::process::ExitCode;

const SUBCOMMANDS: &[Subcommand] = &[
    (runner_test::test::command, runner_test::test::run),
    (gen::command, gen::run),
    (bench::command, bench::run),
    (sg::command, sg::run),
    (bundle::command, bundle::run),
    (runner_add::new::command, runner_add::new::run),
    (runner_add::listen::command, runner_add::listen::run),
    (stress::command, stress::run),
    (table::command, table::run),
];

fn main() -> ExitCode {
    unfinished_code_in_one_line();
    runner_test::main(SUBCOMMANDS)
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
