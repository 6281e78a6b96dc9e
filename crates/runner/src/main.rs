//! The workspace's tool, with every subcommand. Each lives in its own module, which exposes
//! `pub fn command() -> clap::Command` and `pub fn run(&clap::ArgMatches) -> ExitCode`; adding one
//! is a `mod` line and an entry in `SUBCOMMANDS`. `cargo make <task>` calls them: `test` and
//! `test-all` through `runner-test`, `new` and `listen` through `runner-add`, which build only
//! what those need (see `runner-test`'s doc); the rest here. The commands that need a problem's
//! spec (`stress`, `gen`, `table`, `sg NAME --input`) are handed over to that problem's own spec
//! tool (`spec-tools`), which this binary does not link.

// Shared parts, from the crate that judges (`cargo make test` builds it alone).
use runner_test::{build, cli, exit, report, workspace};

// Subcommands.
mod bench;
mod bundle;
mod prove;
mod sg;

use judge_run::{interrupt, process};
use runner_test::Subcommand;
use std::process::ExitCode;

const SUBCOMMANDS: &[Subcommand] = &[
    (runner_test::test::command, runner_test::test::run),
    (spec_tools::gen::command, delegate),
    (bench::command, bench::run),
    (sg::command, sg::run),
    (bundle::command, bundle::run),
    (runner_add::new::command, runner_add::new::run),
    (runner_add::listen::command, runner_add::listen::run),
    (runner_add::check::command, runner_add::check::run),
    (spec_tools::stress::command, delegate),
    (spec_tools::table::command, delegate),
    (prove::command, prove::run),
];

fn main() -> ExitCode {
    runner_test::main(SUBCOMMANDS)
}

fn delegate(matches: &clap::ArgMatches) -> ExitCode {
    spec_tools::spec::delegate(matches)
}
