//! The runner's exit statuses, the same for every subcommand.

use std::process::ExitCode;

/// Everything checked passed: every case AC, every stress input agreed, every bench row ok.
pub const SUCCESS: u8 = 0;
/// Something checked failed: a case, a stress input, a bench row, a bundle, or the build.
pub const FAILED: u8 = 1;
/// The command could not do its work: a usage or workspace error, said on stderr with its fix.
/// (clap exits with 2 for a malformed command line too.)
pub const USAGE: u8 = 2;
// After SIGINT or SIGTERM: 128 + the signal, as a shell reports it (`interrupt::exit_code`).

pub fn code(status: u8) -> ExitCode {
    ExitCode::from(status)
}

/// [`SUCCESS`] when `passed`, else [`FAILED`].
pub fn passed(passed: bool) -> ExitCode {
    code(if passed { SUCCESS } else { FAILED })
}
