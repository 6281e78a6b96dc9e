//! The shapes of command-line argument the subcommands share, each built in one place.

use clap::builder::PossibleValuesParser;
use clap::{value_parser, Arg, ArgAction};
use std::path::PathBuf;

/// `--NAME`, a switch.
pub fn flag(name: &'static str, help: &'static str) -> Arg {
    Arg::new(name)
        .long(name)
        .action(ArgAction::SetTrue)
        .help(help)
}

/// `--NAME VALUE`; the caller adds the parser and any default.
pub fn option(name: &'static str, value: &'static str, help: &'static str) -> Arg {
    Arg::new(name).long(name).value_name(value).help(help)
}

/// `--NAME PATH`.
pub fn path(name: &'static str, help: &'static str) -> Arg {
    option(name, "PATH", help).value_parser(value_parser!(PathBuf))
}

/// `--seed S`, a `u64`.
pub fn seed(help: &'static str) -> Arg {
    option("seed", "S", help).value_parser(value_parser!(u64))
}

/// The one problem to work on, by package name: one with a spec in the registry.
pub fn registered_problem() -> Arg {
    Arg::new("problem")
        .required(true)
        .value_parser(PossibleValuesParser::new(oracles::NAMES))
        .help("The problem (its package name)")
}

/// The problems to work on, by package name: any number of `NAME`s.
pub fn names(help: &'static str) -> Arg {
    Arg::new("names")
        .value_name("NAME")
        .num_args(0..)
        .help(help)
}
