//! The shapes of command-line argument the subcommands share, each built in one place: the
//! runner's own here, and those it shares with explore from the `cli` crate.

use clap::{value_parser, Arg, ArgMatches};
use std::io::IsTerminal as _;
use std::time::Duration;

pub use ::cli::{closest, flag, option, path};

/// `--seed S`, a `u64`.
pub fn seed(help: &'static str) -> Arg {
    option("seed", "S", help).value_parser(value_parser!(u64))
}

/// `--time-limit` unless given: a minute of a tool's own work, as explore's tools
/// (`moves::time_limit::DEFAULT`; the runner's tests keep the two the same).
pub const DEFAULT_TIME_LIMIT_SECONDS: &str = "60";

/// `--time-limit SECONDS` of `stress`, `bench` and `sg`: how long the tool works before it stops,
/// says how far it got and exits 3. An option, not a constant, so that a user whose command
/// needs longer can give it longer (and a test can stop a tool in a second).
pub fn time_limit() -> Arg {
    option(
        "time-limit",
        "SECONDS",
        "Stop after this many seconds of work, saying how far it got (exit status 3)",
    )
    .value_parser(value_parser!(u64))
    .default_value(DEFAULT_TIME_LIMIT_SECONDS)
}

/// The limit [`time_limit`] asks for.
pub fn time_limit_of(matches: &ArgMatches) -> Duration {
    Duration::from_secs(*matches.get_one::<u64>("time-limit").expect("has a default"))
}

/// The one problem to work on, by package name; the command checks it against the workspace
/// (`runner`'s `spec::select`).
pub fn problem() -> Arg {
    Arg::new("problem")
        .required(true)
        .help("The problem (its package name), one with a spec")
}

/// The problems to work on, by package name: any number of `NAME`s.
pub fn names(help: &'static str) -> Arg {
    Arg::new("names")
        .value_name("NAME")
        .num_args(0..)
        .help(help)
}

/// Refuses to write data (a bundle, an input) to a redirected stdout under cargo-make, which
/// writes its own `[cargo-make] INFO` lines to the same stdout around the task's, so that a file
/// made with `cargo make bundle NAME --stdout > f.rs` would not compile. (Its `--quiet` and
/// `--loglevel error` silence the task's output too: cargo-make 0.37,
/// sagiegurari/cargo-make#1069.) `instead` is the cargo alias that does the same cleanly. Only
/// when the runner is cargo-make's main task `task` (`CARGO_MAKE_TASK`): the variable is
/// inherited, and `cargo make ci`'s tests run `runner gen` with their own pipes.
pub fn stdout_takes_data(task: &str, what: &str, instead: &str) -> Result<(), String> {
    let under_cargo_make = std::env::var_os("CARGO_MAKE_TASK").is_some_and(|t| t == task);
    if under_cargo_make && !std::io::stdout().is_terminal() {
        return Err(format!(
            "cargo-make writes its own `[cargo-make] INFO` lines to this redirected stdout, so it \
             would not hold only {what}: run `{instead}` (a cargo alias in .cargo/config.toml, \
             whose stdout is only {what})"
        ));
    }
    Ok(())
}
