//! `runner new` and `runner listen` on their own, for `cargo make new` and `cargo make listen`:
//! they build neither the proofs nor the bundler (see the library's doc).

use std::process::ExitCode;

fn main() -> ExitCode {
    runner_test::main(&[
        (runner_add::new::command, runner_add::new::run),
        (runner_add::listen::command, runner_add::listen::run),
    ])
}
