//! `runner sg`: the Grundy values g(0..=N) of a heap game, printed ten to a row, and where the
//! sequence becomes periodic.
//!
//! ```text
//! runner sg --subtract 1,3,4 --upto 60     subtraction game (moves in any order)
//! runner sg --octal 0.07 --upto 200        octal game (here Dawson's Kayles)
//! runner sg --lasker                       Lasker's nim
//! runner sg --fibonacci-moves              subtraction by Fibonacci numbers (HDU 1848)
//! runner sg hdu-1524 --input FILE          each position's value in each case's game
//! ```
//!
//! `cargo make sg --game NAME` (any game of the catalogue) is served by the `explore` tool,
//! which hands every other `sg` to this one.
//!
//! A period is proven where a theorem allows it (finite subtraction sets; octal games by the
//! Guy–Smith theorem); otherwise the pattern the values show is printed and called a pattern.
//!
//! Values are computed for `--time-limit SECONDS`, a minute unless given; past it sg stops,
//! says how far it got and how to go further, and exits 3.

use clap::{value_parser, Arg, ArgAction, ArgGroup, ArgMatches, Command};
use common::fibonacci::fibonacci_numbers;
use common::grundy_sequence::grundy_sequence;
use common::lasker::LaskerNim;
use common::octal::OctalGame;
use common::periodicity::{
    find_periodicity, octal_periodicity, subtraction_periodicity, Periodicity,
};
use common::subtraction::subtraction_grundy_table;
use moves::time_limit::TimeLimit;
use oracles::explore::sequence_table;
use std::process::ExitCode;

use crate::workspace::Workspace;
use crate::{cli, exit, report};

/// The largest --upto.
const MAX_UPTO: u64 = 1_000_000;
/// The most values computed from the rules where each costs a pass over the ones before (octal
/// games, Lasker's nim: about N² / 2 steps; 10,000 took 2.5 s here, 30,000 took 25 s). Past a
/// proven period the values come from the period instead, at no cost.
const MOST_FROM_RULES: usize = 10_000;
// The bounds above do not keep sg within a minute: a subtraction set of 3000 moves to --upto
// 1000000 took 45 s here, under load, and the octal game 0.77777777777777 to --upto 10000 over
// 90 s. So sg also stops at its time limit (`--time-limit`), saying how far it got.

pub fn command() -> Command {
    Command::new("sg")
        .about("Print the Grundy values g(0..=N) of a heap game and where they become periodic")
        .arg(
            Arg::new("subtract")
                .long("subtract")
                .value_name("MOVES")
                .value_delimiter(',')
                .num_args(1)
                .value_parser(parse_move)
                .help("Subtraction game: the move set, comma-separated, any order (1,3,4)"),
        )
        .arg(
            Arg::new("octal")
                .long("octal")
                .value_name("CODE")
                .value_parser(|code: &str| code.parse::<OctalGame>().map_err(|e| e.to_string()))
                .help("Octal game by its code: 0.77 Kayles, 0.07 Dawson's Kayles, 4.007"),
        )
        .arg(
            Arg::new("lasker")
                .long("lasker")
                .action(ArgAction::SetTrue)
                .help("Lasker's nim: take any number, or split a heap in two"),
        )
        .arg(
            Arg::new("fibonacci-moves")
                .long("fibonacci-moves")
                .action(ArgAction::SetTrue)
                .help("Subtraction game whose moves are the Fibonacci numbers 1, 2, 3, 5, 8, ..."),
        )
        .arg(
            Arg::new("problem")
                .value_name("NAME")
                .requires("input")
                .help("A problem whose input gives its game (hdu-1524: a graph), with --input"),
        )
        .arg(
            cli::path(
                "input",
                "With NAME: print each position's value in the game of each case of this file",
            )
            .requires("problem"),
        )
        .arg(Workspace::root_arg())
        .group(
            ArgGroup::new("game")
                .args(["subtract", "octal", "lasker", "fibonacci-moves", "problem"])
                .required(true),
        )
        .arg(
            Arg::new("upto")
                .long("upto")
                .value_name("N")
                .value_parser(value_parser!(u64).range(0..=MAX_UPTO))
                .default_value("60")
                .help("Print g(0) to g(N)"),
        )
        .arg(
            // A problem's values come from its spec tool, which reads one file and has no limit.
            cli::time_limit().conflicts_with("problem"),
        )
}

/// One move of `--subtract`: a whole number of stones, at least 1.
fn parse_move(text: &str) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(0) => Err("a move must take at least 1 stone".to_string()),
        Ok(stones) => Ok(stones),
        Err(_) => Err(format!(
            "expected a number of stones from 1 to {} (moves are comma-separated: 1,3,4)",
            u32::MAX
        )),
    }
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    if matches.get_one::<String>("problem").is_some() {
        return input_run(matches);
    }
    let upto = *matches.get_one::<u64>("upto").expect("has a default") as usize;
    let limit = TimeLimit::new(cli::time_limit_of(matches));
    let report = if let Some(moves) = matches.get_many::<u32>("subtract") {
        subtraction_report(&moves.copied().collect::<Vec<_>>(), upto, &limit)
    } else if let Some(game) = matches.get_one::<OctalGame>("octal") {
        octal_report(game, upto, &limit)
    } else if matches.get_flag("lasker") {
        if upto > MOST_FROM_RULES {
            return report::error_exit(&format!(
                "--upto {upto}: Lasker's nim has no proven period, so every value comes from \
                 the rules at about N² / 2 steps; the largest --upto for it is {MOST_FROM_RULES}"
            ));
        }
        lasker_report(upto, &limit)
    } else {
        fibonacci_report(upto, &limit)
    };
    let report = match report {
        Ok(report) => report,
        Err(message) if limit.reached() => return exit::stopped_at_time_limit(&message),
        Err(message) => return report::error_exit(&message),
    };
    match report::print_all(report.as_bytes()) {
        Ok(_) => exit::code(exit::SUCCESS),
        Err(error) => report::error_exit(&format!("cannot write the values: {error}")),
    }
}

/// `sg NAME --input FILE`: the values of each case's positions, from the problem's spec tool
/// (`spec_tools::case_values`).
fn input_run(matches: &ArgMatches) -> ExitCode {
    spec_tools::spec::delegate(matches)
}

/// What sg says when `limit` came with g(0..=`reached`) computed of g(0..=`upto`): how to go
/// further, by more time or a smaller bound.
fn out_of_time(upto: usize, reached: Option<usize>, limit: &TimeLimit) -> String {
    let (named, longer) = (limit.named(), limit.longer());
    match reached {
        Some(reached) => format!(
            "--upto {upto}: sg stopped at {named} with g(0..={reached}) computed; {longer}, or \
             --upto {reached} fits it here"
        ),
        None => format!("--upto {upto}: sg stopped at {named} before g(0); {longer}"),
    }
}

/// g(0..=upto) of the subtraction game with these moves, ascending, by the table, over doubling
/// prefixes (twice the work at most) so that the time limit is looked at between them.
fn subtraction_values(sorted: &[u32], upto: usize, limit: &TimeLimit) -> Result<Vec<u32>, String> {
    let mut reached = None;
    let mut prefix = 1023.min(upto);
    loop {
        if limit.is_up() {
            return Err(out_of_time(upto, reached, limit));
        }
        let values = subtraction_grundy_table(sorted, prefix);
        if prefix == upto {
            return Ok(values);
        }
        reached = Some(prefix);
        prefix = (2 * prefix + 1).min(upto);
    }
}

/// Extends `values` from `rules` to `count` values, looking at the time limit before each.
fn values_from_rules(
    rules: &mut impl Iterator<Item = u32>,
    values: &mut Vec<u32>,
    count: usize,
    upto: usize,
    limit: &TimeLimit,
) -> Result<(), String> {
    while values.len() < count {
        if limit.is_up() {
            return Err(out_of_time(upto, values.len().checked_sub(1), limit));
        }
        values.push(rules.next().expect("a Grundy sequence never ends"));
    }
    Ok(())
}

fn subtraction_report(moves: &[u32], upto: usize, limit: &TimeLimit) -> Result<String, String> {
    let mut sorted = moves.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let values = subtraction_values(&sorted, upto, limit)?;
    let largest = sorted.last().copied().unwrap_or(0) as usize;
    let verdict = match subtraction_periodicity(&values, largest) {
        Some(found) => format!(
            "{found} (proven: g(n) depends only on the {largest} values before it, and \
             g(n + {p}) = g(n) for n = {pre}..={last}, so every later window repeats too)",
            p = found.period,
            pre = found.preperiod,
            last = found.preperiod + largest.max(1) - 1,
        ),
        // Finitely many windows of `largest` values: a period always exists, further on.
        None => format!(
            "none proven within g(0..={upto}) (needs preperiod + period + {largest} <= N + 1); \
             try a larger --upto"
        ),
    };
    let title = format!("Subtraction game, moves {{{}}}", join(&sorted));
    Ok(render(&title, &values, &verdict))
}

/// The values from the rules, in doubling prefixes, until the octal periodicity theorem proves
/// a period (then the rest come from it) or `upto` is reached; refused past [`MOST_FROM_RULES`]
/// without a proof.
fn octal_report(game: &OctalGame, upto: usize, limit: &TimeLimit) -> Result<String, String> {
    let t = game.largest_take();
    let mut rules = grundy_sequence(game.clone());
    let mut values: Vec<u32> = Vec::new();
    let mut prefix = 64;
    let proven = loop {
        let target = prefix.min(upto + 1).min(MOST_FROM_RULES);
        values_from_rules(&mut rules, &mut values, target, upto, limit)?;
        if let Some(found) = octal_periodicity(&values, t) {
            while values.len() <= upto {
                values.push(values[values.len() - found.period]);
            }
            break Some(found);
        }
        if values.len() > upto {
            break None;
        }
        if values.len() == MOST_FROM_RULES {
            return Err(format!(
                "--upto {upto}: no period of {game} is proven within g(0..={}), so the values \
                 past it would come from the rules alone, at about N² / 2 steps; the largest \
                 --upto for this game is {}",
                MOST_FROM_RULES - 1,
                MOST_FROM_RULES - 1
            ));
        }
        prefix *= 2;
    };
    let verdict = match proven {
        Some(found) => format!(
            "{found} (proven: g(n + {p}) = g(n) for n = {pre}..={last} = 2 * {pre} + {p} + {t}, \
             {t} being the largest take, so by the octal periodicity theorem for every n >= {pre})",
            p = found.period,
            pre = found.preperiod,
            last = 2 * found.preperiod + found.period + t,
        ),
        None => not_proven(&values, upto),
    };
    Ok(render(&format!("Octal game {game}"), &values, &verdict))
}

fn lasker_report(upto: usize, limit: &TimeLimit) -> Result<String, String> {
    let mut values = Vec::new();
    values_from_rules(
        &mut grundy_sequence(LaskerNim),
        &mut values,
        upto + 1,
        upto,
        limit,
    )?;
    let verdict = match find_periodicity(&values) {
        Some(found) => pattern(found, upto),
        // Expected: its values grow (g(4k + 3) = 4k + 4, g(4k + 4) = 4k + 3).
        None => format!("none detected within g(0..={upto}) (the values grow with n)"),
    };
    Ok(render("Lasker's nim", &values, &verdict))
}

fn fibonacci_report(upto: usize, limit: &TimeLimit) -> Result<String, String> {
    // Larger moves than the largest heap change nothing, so the first few suffice.
    let moves: Vec<u32> = fibonacci_numbers()
        .take_while(|&f| f <= upto as u64)
        .map(|f| f as u32)
        .collect();
    let values = subtraction_values(&moves, upto, limit)?;
    let verdict = match find_periodicity(&values) {
        Some(found) => pattern(found, upto),
        None => format!("none detected within g(0..={upto})"),
    };
    let title = "Subtraction game, moves the Fibonacci numbers 1, 2, 3, 5, 8, ...";
    Ok(render(title, &values, &verdict))
}

fn not_proven(values: &[u32], upto: usize) -> String {
    let upto_note = format!("none proven within g(0..={upto}); try a larger --upto");
    match find_periodicity(values) {
        Some(found) => format!("{upto_note}; {}", pattern(found, upto)),
        None => upto_note,
    }
}

fn pattern(found: Periodicity, upto: usize) -> String {
    format!("{found} (a pattern seen in g(0..={upto}), not a proof)")
}

fn join(values: &[u32]) -> String {
    let texts: Vec<String> = values.iter().map(u32::to_string).collect();
    texts.join(", ")
}

/// The title, a header, one row per ten values led by the row's first n, and the period line
/// (laid out as for every game, by `oracles::explore::sequence_table`).
fn render(title: &str, values: &[u32], period: &str) -> String {
    let values: Vec<u64> = values.iter().map(|&value| u64::from(value)).collect();
    sequence_table(title, 0, &values, period)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_of_ten_are_labelled_and_aligned() {
        let values: Vec<u32> = (0..=12).collect();
        let expected = "\
Nim: g(0..=12)
 n | +0 +1 +2 +3 +4 +5 +6 +7 +8 +9
 0 |  0  1  2  3  4  5  6  7  8  9
10 | 10 11 12
period: none
";
        assert_eq!(render("Nim", &values, "none"), expected);
        // Values wider than the header widen every cell.
        let text = render("Big", &[0, 1000], "none");
        assert!(text.contains("\nn |   +0   +1\n0 |    0 1000\n"), "{text}");
    }

    #[test]
    fn a_single_value_gets_a_header_of_one_column() {
        let text = render("T", &[0], "p");
        assert_eq!(text, "T: g(0..=0)\nn | +0\n0 |  0\nperiod: p\n");
    }

    /// No time limit to speak of.
    fn later() -> TimeLimit {
        TimeLimit::new(std::time::Duration::from_secs(3600))
    }

    #[test]
    fn subtraction_report_sorts_the_moves_and_proves_the_period() {
        let text = subtraction_report(&[4, 1, 3, 3], 20, &later()).unwrap();
        assert!(text.starts_with("Subtraction game, moves {1, 3, 4}: g(0..=20)\n"));
        assert!(
            text.contains("period: preperiod 0, period 7 (proven"),
            "{text}"
        );
        let text = subtraction_report(&[4, 1, 3], 5, &later()).unwrap();
        assert!(
            text.contains("period: none proven within g(0..=5)"),
            "{text}"
        );
    }

    #[test]
    fn every_game_stops_at_the_time_limit_saying_how_far_it_got() {
        // A limit of 0 s: each stops before its first step, says so and how to go further, and
        // the limit remembers the stop (which makes the status 3).
        let up = || TimeLimit::new(std::time::Duration::ZERO);
        let (a, b, c, d) = (up(), up(), up(), up());
        let said = [
            (subtraction_report(&[1, 2], 5000, &a), &a),
            (fibonacci_report(5000, &b), &b),
            (lasker_report(5000, &c), &c),
            (octal_report(&"0.77".parse().unwrap(), 5000, &d), &d),
        ];
        for (said, limit) in said {
            let message = said.unwrap_err();
            assert_eq!(
                message,
                "--upto 5000: sg stopped at its time limit of 0 s before g(0); --time-limit 1 \
                 gives it longer"
            );
            assert!(limit.reached());
        }
        // Stopped part of the way: the largest bound computed whole fits.
        let minute = TimeLimit::new(moves::time_limit::DEFAULT);
        assert_eq!(
            out_of_time(5000, Some(2047), &minute),
            "--upto 5000: sg stopped at its time limit of 60 s with g(0..=2047) computed; \
             --time-limit 120 gives it longer, or --upto 2047 fits it here"
        );
        // In time, the doubling prefixes (1023, 2047, 4095, then 5000) end at the whole table.
        let values = subtraction_values(&[1, 2], 5000, &later()).unwrap();
        assert_eq!(values, subtraction_grundy_table(&[1, 2], 5000));
    }
}
