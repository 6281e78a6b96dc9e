//! The exit statuses of both tools, each named once, the `error:` line of a command that could
//! not do its work, and the `warning:` line of one that stopped at its time limit. The runner's `--help` and the README say them in words.

use std::process::ExitCode;

use anstyle::{AnsiColor, Style};

/// Everything checked passed (the runner: every case AC, every stress input agreed, every table
/// cell agreed, every bench row ok, every bundle made; explore: the rule was found, the table
/// printed).
pub const SUCCESS: u8 = 0;
/// Something checked failed: a case, a stress input, a table cell, a bench row or a bundle; or
/// no rule fits.
pub const FAILED: u8 = 1;
/// The command could not do its work: a usage or workspace error, said on stderr with its fix.
/// (clap exits with 2 for a malformed command line too.)
pub const USAGE: u8 = 2;
/// A tool stopped at its time limit (`--time-limit SECONDS`, 60 by default) before it had done
/// what was asked; every input, cell or position it did try is reported. Not [`USAGE`]: the
/// command was right, and a larger `--time-limit` lets it finish.
pub const TIME_LIMIT: u8 = 3;
/// A solution (or checker) did not compile, so nothing was judged. Cargo's own status for a
/// failed build, as nextest keeps it apart from failing tests (100).
pub const BUILD_FAILED: u8 = 101;
// After Ctrl-C (SIGINT): 130, 128 + the signal, as a shell reports it; 143 after SIGTERM
// (`judge_run::interrupt::exit_code`).

pub fn code(status: u8) -> ExitCode {
    ExitCode::from(status)
}

/// [`SUCCESS`] when `passed`, else [`FAILED`].
pub fn passed(passed: bool) -> ExitCode {
    code(if passed { SUCCESS } else { FAILED })
}

const ERROR: Style = AnsiColor::Red.on_default().bold();
const WARNING: Style = AnsiColor::Yellow.on_default().bold();

/// Prints `message` on stderr, each of its lines marked `error:`, and returns the exit status of
/// a command that could not do its work ([`USAGE`]). The mark is red on a terminal only
/// (`anstream` drops the style elsewhere, or under NO_COLOR).
pub fn error_exit(message: &str) -> ExitCode {
    let mut err = anstream::stderr();
    let _ = write_error(&mut err, message);
    code(USAGE)
}

/// Prints `message` on stderr, each of its lines marked `warning:`, and returns [`TIME_LIMIT`]:
/// the command was right and what it tried is reported (every input agreeing, where they did),
/// so it is no `error:`; the status tells a script or CI that it did not finish.
pub fn stopped_at_time_limit(message: &str) -> ExitCode {
    let mut err = anstream::stderr();
    let _ = write_marked(&mut err, (WARNING, "warning:"), message);
    code(TIME_LIMIT)
}

fn write_error(out: &mut impl std::io::Write, message: &str) -> std::io::Result<()> {
    write_marked(out, (ERROR, "error:"), message)
}

fn write_marked(
    out: &mut impl std::io::Write,
    (style, mark): (Style, &str),
    message: &str,
) -> std::io::Result<()> {
    for line in message.lines() {
        writeln!(out, "{style}{mark}{style:#} {line}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_every_line_of_the_message() {
        let mut styled = Vec::new();
        write_error(&mut styled, "no such problem `x`\ndid you mean `y`?").unwrap();
        // What a pipe gets: the styles stripped, as anstream does for a stream that is no
        // terminal.
        let plain = anstream::adapter::strip_str(std::str::from_utf8(&styled).unwrap()).to_string();
        assert_eq!(
            plain,
            "error: no such problem `x`\nerror: did you mean `y`?\n"
        );
    }

    #[test]
    fn passed_is_success_or_failed() {
        assert_eq!(passed(true), ExitCode::from(SUCCESS));
        assert_eq!(passed(false), ExitCode::from(FAILED));
    }
}
