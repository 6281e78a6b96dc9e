//! The time limit of `table`, `sg` and `guess`: `--time-limit SECONDS`, a minute unless given,
//! which each says in its `--help`. Past it a tool stops, says how far it got, how to give it
//! longer and the bound that fits, and exits with [`cli::exit::TIME_LIMIT`] rather than the
//! status of a wrong command: the command was right, and more time lets it finish.

use clap::{value_parser, Arg, ArgMatches};
use moves::time_limit::TimeLimit;
use std::process::ExitCode;
use std::time::Duration;

/// [`moves::time_limit::DEFAULT`] as clap takes a default (a test keeps the two the same).
const DEFAULT_SECONDS: &str = "60";

/// `--time-limit SECONDS`.
pub fn arg() -> Arg {
    cli::option(
        "time-limit",
        "SECONDS",
        "Stop after this many seconds of work, saying how far it got (exit status 3)",
    )
    .value_parser(value_parser!(u64))
    .default_value(DEFAULT_SECONDS)
}

/// The limit `--time-limit` asks for, running from now.
pub fn from(matches: &ArgMatches) -> TimeLimit {
    let seconds = *matches.get_one::<u64>("time-limit").expect("has a default");
    TimeLimit::new(Duration::from_secs(seconds))
}

/// The exit statuses of a tool that stops at its time limit, for its `--help`; `failed` says
/// when it exits 1, if it can.
pub fn statuses(failed: Option<&str>) -> String {
    let failed = failed.map_or(String::new(), |when| format!("; 1 {when}"));
    format!(
        "Exit status: 0 done{failed}; 2 a usage error (an unknown name, a bound beyond memory); \
         3 stopped at the time limit (--time-limit SECONDS raises it). Through cargo make every \
         failure exits 105: run explore itself (cargo run -p explore -- ...) for its own status."
    )
}

/// What `tool` says when `limit` stopped it at `upto`, before `next` of `lowest..=upto` (each a
/// value, or a row), `done(last)` naming what it solved through `last`.
pub fn out_of_time(
    tool: &str,
    upto: u64,
    lowest: u64,
    next: u64,
    limit: &TimeLimit,
    done: impl Fn(u64) -> String,
) -> String {
    let longer = limit.longer();
    let (done, what_next) = match next.checked_sub(1).filter(|&last| last >= lowest) {
        Some(last) => (
            done(last),
            format!("{longer}, or --upto {last} fits it here"),
        ),
        None => ("nothing solved".to_string(), longer),
    };
    format!(
        "--upto {upto}: {tool} stopped at {} with {done}; {what_next}",
        limit.named()
    )
}

/// The `warning:` lines of a stop at the time limit, and its exit status.
pub fn stopped(message: &str) -> ExitCode {
    cli::exit::stopped_at_time_limit(message)
}

/// What a tool that stopped ends with: [`stopped`] when `limit` stopped it, else the `error:`
/// lines of a command it could not do.
pub fn refused(message: &str, limit: &TimeLimit) -> ExitCode {
    if limit.reached() {
        stopped(message)
    } else {
        crate::fail(message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use moves::time_limit::DEFAULT;

    #[test]
    fn a_stop_names_what_was_solved_and_how_to_go_further() {
        let minute = TimeLimit::new(DEFAULT);
        let said = out_of_time("table", 3999, 0, 214, &minute, |last| {
            format!("rows a = 0..={last} solved")
        });
        assert_eq!(
            said,
            "--upto 3999: table stopped at its time limit of 60 s with rows a = 0..=213 \
             solved; --time-limit 120 gives it longer, or --upto 213 fits it here"
        );
        // Stopped before anything past the lowest value: no bound fits.
        let said = out_of_time("sg", 100, 1, 1, &minute, |_| {
            unreachable!("nothing was solved")
        });
        assert!(
            said.ends_with("with nothing solved; --time-limit 120 gives it longer"),
            "{said}"
        );
    }

    #[test]
    fn the_limit_is_an_option_of_a_minute_unless_given() {
        let command = clap::Command::new("tool").arg(arg());
        let matches = command.clone().get_matches_from(["tool"]);
        assert_eq!(DEFAULT_SECONDS, DEFAULT.as_secs().to_string());
        assert_eq!(from(&matches).named(), "its time limit of 60 s");
        let matches = command.get_matches_from(["tool", "--time-limit", "0"]);
        assert!(from(&matches).is_up());
        assert!(statuses(Some("no rule fits")).contains("; 1 no rule fits; 2 "));
        assert!(statuses(None).contains("3 stopped at the time limit"));
    }
}
