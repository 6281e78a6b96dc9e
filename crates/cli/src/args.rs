//! The command line: the arguments as the tools should read them, and the shapes of argument
//! they share, each built in one place.

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{value_parser, Arg, ArgAction};

/// The process's arguments, minus the first lone `--`: cargo-make forwards a task's arguments as
/// typed, so `cargo make stress hdu-1846 -- --cases 30` reaches the tool with its `--`, where
/// clap would take every option after it for a positional argument; without it, `cargo make
/// stress hdu-1846 --cases 30` means the same. One convention for every task and alias, whichever
/// way the user types it. No command of these tools takes a positional argument that starts with
/// `-`, so the separator is never needed for its own sake; a second `--` is left for clap.
pub fn arguments() -> Vec<OsString> {
    without_forwarded_separator(std::env::args_os().collect())
}

fn without_forwarded_separator(mut arguments: Vec<OsString>) -> Vec<OsString> {
    if let Some(at) = arguments
        .iter()
        .skip(1)
        .position(|argument| argument == "--")
    {
        arguments.remove(at + 1);
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
    fn drops_the_separator_cargo_make_forwards_wherever_it_stands() {
        for typed in [
            &["runner", "sg", "--", "--upto", "5"][..],
            &["runner", "stress", "hdu-1846", "--", "--cases", "30"],
            &["runner", "stress", "--", "hdu-1846", "--cases", "30"],
            &["runner", "stress", "hdu-1846", "--cases", "30", "--"],
        ] {
            let without: Vec<&str> = typed.iter().copied().filter(|a| *a != "--").collect();
            assert_eq!(
                without_forwarded_separator(os(typed)),
                os(&without),
                "{typed:?}"
            );
        }
        // Only the first: a second one is the user's, for clap to read.
        assert_eq!(
            without_forwarded_separator(os(&["runner", "test", "--", "p", "--", "-q"])),
            os(&["runner", "test", "p", "--", "-q"])
        );
        // The program's own name is never taken for the separator.
        assert_eq!(without_forwarded_separator(os(&["--"])), os(&["--"]));
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
