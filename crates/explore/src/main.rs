//! The `explore` binary: the game tools of the library (see its doc).

use std::process::ExitCode;

fn main() -> ExitCode {
    explore::run(cli::arguments())
}
