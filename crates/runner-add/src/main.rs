//! `runner new`, `runner listen` and `runner check-problem` on their own, for `cargo make new`,
//! `listen` and `check-problem`: they build neither the proofs nor the bundler (see the
//! library's doc).

use std::process::ExitCode;

fn main() -> ExitCode {
    runner_test::main(&[
        (runner_add::new::command, runner_add::new::run),
        (runner_add::listen::command, runner_add::listen::run),
        (runner_add::check::command, runner_add::check::run),
    ])
}
