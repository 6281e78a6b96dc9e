//! The runner's exit statuses, the same for every subcommand and for explore: named once in the
//! `cli` crate, said in words here for `runner --help`, and listed in the README.

pub use ::cli::exit::{
    code, passed, stopped_at_time_limit, BUILD_FAILED, FAILED, SUCCESS, TIME_LIMIT, USAGE,
};

/// The statuses in words, for `--help` and the README.
pub const STATUSES: &str = "Exit status: 0 everything passed; 1 a case, stress input, table \
    cell, bench row or bundle failed; 2 a usage or workspace error; 3 stopped at the time limit \
    (stress, bench, sg: --time-limit SECONDS raises it); 101 the build failed; 130 interrupted \
    (143 after SIGTERM). Through cargo make every failure exits 105: run the runner itself \
    (cargo run -p runner -- ...) for its own status.";
