//! The command line: the arguments as the tools should read them, and the shapes of argument
//! they share, each built in one place.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{value_parser, Arg, ArgAction};

/// The process's arguments, minus a `--` right after the subcommand: `cargo make sg -- --upto 5`
/// forwards it, and it would turn every option after it into a positional argument.
pub fn arguments() -> Vec<OsString> {
    without_forwarded_separator(std::env::args_os().collect())
}

fn without_forwarded_separator(mut arguments: Vec<OsString>) -> Vec<OsString> {
    if arguments.get(2).is_some_and(|argument| argument == "--") {
        arguments.remove(2);
    }
    arguments
}

/// The environment variable by which a tool that hands its arguments to another (`explore`, to
/// the runner) names itself, so that the other's usage lines name the command the user ran.
pub const HANDED_OVER_BY: &str = "GAMES_HANDED_OVER_BY";

/// The program name for usage lines: the tool that handed the arguments over, else `own`.
pub fn program_name(own: &str) -> String {
    std::env::var(HANDED_OVER_BY)
        .ok()
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| own.to_string())
}

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

#[cfg(test)]
mod tests {
    use super::*;

    fn os(arguments: &[&str]) -> Vec<OsString> {
        arguments.iter().map(OsString::from).collect()
    }

    #[test]
    fn drops_only_the_separator_cargo_make_forwards_after_the_subcommand() {
        assert_eq!(
            without_forwarded_separator(os(&["runner", "sg", "--", "--upto", "5"])),
            os(&["runner", "sg", "--upto", "5"])
        );
        // Elsewhere a `--` is the user's, for clap to read.
        let later = os(&["runner", "test", "p", "--", "--exe"]);
        assert_eq!(without_forwarded_separator(later.clone()), later);
        assert_eq!(
            without_forwarded_separator(os(&["runner"])),
            os(&["runner"])
        );
    }

    #[test]
    fn the_shapes_parse_as_they_say() {
        let command = clap::Command::new("tool")
            .arg(flag("force", "Overwrite"))
            .arg(option("upto", "N", "Bound").value_parser(value_parser!(u64)))
            .arg(path("out", "Where"));
        let matches = command
            .try_get_matches_from(["tool", "--force", "--upto", "7", "--out", "a/b"])
            .unwrap();
        assert!(matches.get_flag("force"));
        assert_eq!(matches.get_one::<u64>("upto"), Some(&7));
        assert_eq!(
            matches.get_one::<PathBuf>("out"),
            Some(&PathBuf::from("a/b"))
        );
    }
}
