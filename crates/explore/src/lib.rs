//! `explore`: the game tools, built on the `moves` and `guess` crates alone. Finding a rule means
//! editing a game's moves many times; an edit in `crates/moves/src/games` rebuilds `moves`,
//! `guess` and this small tool, not the oracles' sixteen specs and the runner (see the README's
//! figure).
//!
//! ```text
//! explore guess NAME [--upto N] [--misere] [--json]   the simplest rule, checked to a bound
//! explore guess --all                                  every problem's rule, as a table
//! explore table NAME --values | --misere [--upto N]    a game's values or misère outcomes
//! explore table GAME [--upto N]                        a game's outcomes
//! explore sg --game NAME [--upto N] [--by-period]      a game's Grundy sequence
//! ```
//!
//! `sg NAME --input FILE` (the values of the game each case of a testcase gives, for a problem
//! whose input is its game) is the runner's too: only a problem's spec reads its input.
//!
//! A problem's own table (its binary against its brute force) and `sg`'s proven families are
//! the runner's: `cargo make table` and `cargo make sg` come here, and what is not a game's is
//! handed to `cargo run -p runner` with the same arguments. Exit statuses are the
//! runner's, named once in `crates/cli`: 0 done, 1 nothing fits, 2 bad input, 3 stopped at the
//! time limit (`--time-limit SECONDS`, [`time_limit`]).

mod guess;
pub mod problem_game;
mod sg;
mod table;
mod time_limit;
mod tree_guess;

use clap::{value_parser, Arg, ArgAction, ArgMatches, Command};
// What explore shares with the runner; `fail` is the name the game modules call it by.
use cli::exit::{error_exit as fail, passed};
use cli::{closest, flag};
use moves::explore::{Explore, Fixed};
use moves::search::Play;
use std::ffi::OsString;
use std::io::Write as _;
use std::process::ExitCode;

/// The tools on `arguments` (the program's name first): a problem's own table goes to the
/// runner, a problem's game to the problem's spec tool, the rest is served here.
pub fn run(arguments: Vec<OsString>) -> ExitCode {
    if let Some(handed_over) = for_the_runner(&arguments) {
        return runner(&handed_over);
    }
    if let Some(problem) = for_a_spec_tool(&arguments) {
        return problem_game::hand_over(&problem, &arguments[1..]);
    }
    let matches = Command::new("explore")
        .about("Games by their moves: guess a rule, tabulate values and outcomes, print sequences")
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommand(guess::command())
        .subcommand(table_command())
        .subcommand(sg_command())
        .get_matches_from(arguments);
    match matches.subcommand() {
        Some(("guess", matches)) => guess::run(matches),
        Some(("table", matches)) => table_run(matches),
        Some(("sg", matches)) => sg_run(matches),
        _ => unreachable!("clap accepts only these subcommands"),
    }
}

/// The arguments to hand to the runner: a `table` of a problem without `--values` or
/// `--misere`, or an `sg` without `--game`. Help is always answered here, at once, without
/// building the runner.
fn for_the_runner(arguments: &[OsString]) -> Option<Vec<OsString>> {
    let rest = arguments.get(2..).unwrap_or_default();
    let has = |flag: &str| rest.iter().any(|argument| argument == flag);
    if has("--help") || has("-h") {
        return None;
    }
    // A problem's name: its own table is the runner's. Anything else that names no game gets
    // the nearest name here.
    let problem = |argument: &OsString| {
        let name = argument.to_string_lossy();
        moves::games::find(&name).is_none() && problem_game::has_spec(&name)
    };
    let theirs = match arguments.get(1)?.to_str()? {
        "table" => !has("--values") && !has("--misere") && rest.iter().any(problem),
        "sg" => !has("--game"),
        _ => false,
    };
    theirs.then(|| arguments[1..].to_vec())
}

/// The problem whose game `guess`, `table --values`/`--misere` or `sg --game` names, outside
/// its spec tool: its spec names its game, so its spec tool serves the command. Help is answered
/// here.
fn for_a_spec_tool(arguments: &[OsString]) -> Option<String> {
    if problem_game::inside().is_some() {
        return None;
    }
    let rest = arguments.get(2..).unwrap_or_default();
    if rest
        .iter()
        .any(|argument| argument == "--help" || argument == "-h")
    {
        return None;
    }
    if !["guess", "table", "sg"].contains(&arguments.get(1)?.to_str()?) {
        return None;
    }
    rest.iter()
        .filter_map(|argument| argument.to_str())
        .find(|name| moves::games::find(name).is_none() && problem_game::has_spec(name))
        .map(str::to_string)
}

/// Runs the runner's subcommand with these arguments and passes its exit status on.
fn runner(arguments: &[OsString]) -> ExitCode {
    let status = runner_command(arguments).status();
    match status {
        Ok(status) => ExitCode::from(status.code().map_or(1, |code| code as u8)),
        Err(error) => fail(&format!("cannot run the runner through cargo: {error}")),
    }
}

/// The runner's subcommand with these arguments, its usage lines naming `explore`, which the
/// user ran (`Usage: explore table ...`).
fn runner_command(arguments: &[OsString]) -> std::process::Command {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = std::process::Command::new(cargo);
    command
        .args(["run", "--quiet", "-p", "runner", "--"])
        .args(arguments)
        .env(cli::HANDED_OVER_BY, "explore");
    command
}

fn upto() -> Arg {
    Arg::new("upto")
        .long("upto")
        .value_name("N")
        .value_parser(value_parser!(u64))
        .help("The largest value on each axis")
}

/// Prints `text` on stdout; a closed pipe (`| head`) is the reader's choice, not an error.
fn print(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

/// `--fix NAME=VALUE`, repeatable: a number of the game held at a value (a parameter).
pub fn fix_arg() -> Arg {
    Arg::new("fix")
        .long("fix")
        .value_name("NAME=VALUE")
        .action(ArgAction::Append)
        .value_parser(moves::explore::parse_fix)
        .help("Hold one of the game's numbers at a value (its parameters: p=2, m=3); repeatable")
}

/// The `--fix` values of `matches`, in the order given.
pub fn fixed(matches: &ArgMatches) -> Vec<(String, u64)> {
    matches
        .get_many::<(String, u64)>("fix")
        .map(|values| values.cloned().collect())
        .unwrap_or_default()
}

/// The game `name` with the `--fix` values of `matches` held.
pub fn open_game(name: &str, matches: &ArgMatches) -> Result<Box<dyn Explore>, String> {
    let game = guess::find_game(name)?;
    let fixed = fixed(matches);
    if fixed.is_empty() {
        return Ok(game);
    }
    Ok(Box::new(Fixed::new(game, &fixed)?))
}

fn table_command() -> Command {
    Command::new("table")
        .about("A game's Grundy values (--values), misère outcomes (--misere) or outcomes, from its moves")
        .arg(guess::game_arg())
        .arg(flag("values", "Show each position's Grundy value (normal play; ∞ in loopy games)"))
        .arg(flag("misere", "Show who wins under misère play (who cannot move wins)"))
        .arg(upto().value_parser(value_parser!(u64).range(0..=10_000)))
        .arg(fix_arg())
        .arg(time_limit::arg())
        .after_help(format!(
            "A problem's own table (its binary against its brute force) is the runner's: \
             --time-limit is this one's.\n\n{}",
            time_limit::statuses(None)
        ))
}

fn table_run(matches: &ArgMatches) -> ExitCode {
    let name = matches.get_one::<String>("name").expect("required");
    let mut game = match open_game(name, matches) {
        Ok(game) => game,
        Err(message) => return fail(&message),
    };
    let show = match (matches.get_flag("values"), matches.get_flag("misere")) {
        (true, true) => {
            return fail(
                "--values and --misere: Grundy values are for normal play; misère play has \
                 outcomes only (ask for one or the other)",
            )
        }
        (true, false) => table::Show::Values,
        (false, true) => table::Show::Outcome(Play::Misere),
        (false, false) => table::Show::Outcome(game.about().play),
    };
    let limit = time_limit::from(matches);
    let upto = matches.get_one::<u64>("upto").copied();
    match table::render(game.as_mut(), show, upto, &limit) {
        Ok(text) => {
            print(&text);
            passed(true)
        }
        Err(message) => time_limit::refused(&message, &limit),
    }
}

fn sg_command() -> Command {
    Command::new("sg")
        .about("A game's Grundy values g(n) and the rule they show (the runner's sg does the rest)")
        .after_help(format!(
            "Without --game, sg is the runner's (built on first use): --subtract 1,3,4, --lasker, \
             --octal 0.07, --fibonacci-moves, with proofs of their periods; and NAME --input FILE, \
             each position's value in the game each case of FILE gives, read through the \
             problem's spec (hdu-1524: pieces on the case's graph). --time-limit is --game's.\n\n{}",
            time_limit::statuses(None)
        ))
        .arg(
            Arg::new("game")
                .long("game")
                .value_name("NAME")
                .required(true)
                .help("A game of the catalogue given by one free number or heap: kayles, lasker, comeback --fix c=9, ..."),
        )
        .arg(upto().default_value("60"))
        .arg(fix_arg())
        .arg(flag(
            "by-period",
            "Lay the values out one period to a row (CGSuite's PeriodicTable)",
        ))
        .arg(time_limit::arg())
}

fn sg_run(matches: &ArgMatches) -> ExitCode {
    let name = matches.get_one::<String>("game").expect("required");
    let upto = *matches.get_one::<u64>("upto").expect("has a default");
    let game = match open_game(name, matches) {
        Ok(game) => game,
        Err(message) => return fail(&message),
    };
    let limit = time_limit::from(matches);
    match sg::game_report(game, upto, matches.get_flag("by-period"), &limit) {
        Ok(text) => {
            print(&text);
            passed(true)
        }
        Err(message) => time_limit::refused(&message, &limit),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(arguments: &[&str]) -> Vec<OsString> {
        arguments.iter().map(OsString::from).collect()
    }

    /// The runner's usage lines said `runner table` for `cargo make table`, which runs explore.
    #[test]
    fn the_runner_is_told_it_runs_for_explore() {
        let command = runner_command(&os(&["table", "hdu-1846", "--upto", "-3"]));
        let handed_over_by = command
            .get_envs()
            .find(|(name, _)| *name == cli::HANDED_OVER_BY)
            .and_then(|(_, value)| value);
        assert_eq!(handed_over_by, Some(std::ffi::OsStr::new("explore")));
    }

    #[test]
    fn a_problems_own_table_and_the_proven_sequences_go_to_the_runner() {
        let handed = for_the_runner(&os(&["explore", "table", "poj-1067", "--upto", "9"]));
        assert_eq!(handed, Some(os(&["table", "poj-1067", "--upto", "9"])));
        assert!(for_the_runner(&os(&["explore", "sg", "--subtract", "1,3"])).is_some());
        let handed = for_the_runner(&os(&["explore", "sg", "hdu-1524", "--input", "f.in"]));
        assert_eq!(handed, Some(os(&["sg", "hdu-1524", "--input", "f.in"])));
        assert_eq!(
            for_the_runner(&os(&["explore", "table", "poj-1067", "--values"])),
            None
        );
        assert_eq!(for_the_runner(&os(&["explore", "table", "kayles"])), None);
        assert_eq!(
            for_the_runner(&os(&["explore", "sg", "--game", "kayles"])),
            None
        );
        assert_eq!(for_the_runner(&os(&["explore", "guess", "poj-1067"])), None);
        // Help answers at once, without building the runner.
        assert_eq!(for_the_runner(&os(&["explore", "sg", "--help"])), None);
        assert_eq!(
            for_the_runner(&os(&["explore", "table", "poj-1067", "-h"])),
            None
        );
        // A typo stays here, to be answered with the nearest name: two digits of a problem's
        // name swapped, that no problem has (`poj-1076` is a problem once someone adds it).
        let problems = problem_game::problems_with_a_spec();
        let typo = cli::swapped_digits(&problems, &problems)
            .expect("a problem's digits swapped into a name no problem has");
        assert_eq!(for_the_runner(&os(&["explore", "table", &typo])), None);
    }
}
