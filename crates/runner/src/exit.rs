//! The runner's exit statuses, the same for every subcommand, each named once here and listed
//! in the README and in `runner --help`.

use std::process::ExitCode;

/// Everything checked passed: every case AC, every stress input agreed, every table cell agreed,
/// every bench row ok, every bundle made.
pub const SUCCESS: u8 = 0;
/// Something checked failed: a case, a stress input, a table cell, a bench row or a bundle.
pub const FAILED: u8 = 1;
/// The command could not do its work: a usage or workspace error, said on stderr with its fix.
/// (clap exits with 2 for a malformed command line too.)
pub const USAGE: u8 = 2;
/// A solution (or checker) did not compile, so nothing was judged. Cargo's own status for a
/// failed build, as nextest keeps it apart from failing tests (100).
pub const BUILD_FAILED: u8 = 101;
// After Ctrl-C (SIGINT): 130, 128 + the signal, as a shell reports it; 143 after SIGTERM
// (`interrupt::exit_code`).

/// The statuses in words, for `--help` and the README.
pub const STATUSES: &str = "Exit status: 0 everything passed; 1 a case, stress input, table \
    cell, bench row or bundle failed; 2 a usage or workspace error; 101 the build failed; 130 \
    interrupted (143 after SIGTERM). Through cargo make every failure exits 105: run the runner \
    itself (cargo run --release -p runner -- ...) for its own status.";

pub fn code(status: u8) -> ExitCode {
    ExitCode::from(status)
}

/// [`SUCCESS`] when `passed`, else [`FAILED`].
pub fn passed(passed: bool) -> ExitCode {
    code(if passed { SUCCESS } else { FAILED })
}
