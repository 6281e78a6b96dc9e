//! `runner test` on its own, for `cargo make test-all` and `cargo make test NAME`: it builds the
//! judge and nothing of the proofs, the bundler or `listen` (see the library's doc).

use std::process::ExitCode;

fn main() -> ExitCode {
    runner_test::main(&[(runner_test::test::command, runner_test::test::run)])
}
