//! `runner sg NAME --input FILE`: each position's value in the game that each case of FILE
//! gives, for a problem whose input is its game (HDU 1524: pieces on the case's graph). The file
//! is read through the problem's spec, its format from `oracles`, and the spec builds each
//! case's game ([`oracles::Spec::game_values`]); the runner knows no format itself.

use clap::{ArgMatches, Command};
use oracles::loopy::Value;
use oracles::Spec;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::workspace::Workspace;
use crate::{cli, exit, report, spec};

/// Why there are no values to print.
enum Refusal {
    /// The spec's format does not read the file.
    NotAnInput(String),
    /// The spec builds no game from a case (where the rules fix the game, it needs none).
    NoGame,
}

/// The values of each case's positions, and why the input lies outside the statement (`None`
/// for one the judge could send).
type Values = (Vec<Vec<Value>>, Option<String>);

/// The input read through `P`'s format, and the values of each case's game.
fn values_of<P: Spec>(input: &[u8]) -> Result<Values, Refusal> {
    let problem = P::default();
    let parsed = problem.parse(input).map_err(Refusal::NotAnInput)?;
    let values = parsed
        .cases
        .iter()
        .map(|case| problem.game_values(case))
        .collect::<Option<Vec<_>>>()
        .ok_or(Refusal::NoGame)?;
    Ok((values, parsed.outside_statement))
}

/// The text `sg NAME --input FILE` prints, and a note for stderr where the file lies outside
/// the statement; or the one-line reason there is nothing to print.
pub fn values_report<P: Spec>(
    workspace: &Workspace,
    problem: &str,
    file: &Path,
) -> Result<(String, Option<String>), String> {
    let shown = workspace.relative(file);
    let input = std::fs::read(file).map_err(|e| format!("cannot read {shown}: {e}"))?;
    render::<P>(problem, &shown, values_of::<P>(&input))
}

/// `sg NAME --input FILE` as the spec's tool takes it (the runner's `sg` hands it over).
pub fn command() -> Command {
    Command::new("sg")
        .about("Each position's value in the game each case of FILE gives")
        .arg(cli::problem())
        .arg(cli::path("input", "A judge input of the problem").required(true))
        .arg(Workspace::root_arg())
}

/// `sg NAME --input FILE`: the values of each case's positions.
pub fn run<P: Spec>(matches: &ArgMatches) -> ExitCode {
    let file = matches.get_one::<PathBuf>("input").expect("required");
    let found = Workspace::from_matches(matches).and_then(|workspace| {
        let problem = spec::select::<P>(&workspace, matches.get_one("problem").expect("required"))?;
        values_report::<P>(&workspace, &problem, file)
    });
    let (text, note) = match found {
        Ok(found) => found,
        Err(message) => return report::error_exit(&message),
    };
    if let Some(note) = note {
        eprintln!("{note}");
    }
    match report::print_all(text.as_bytes()) {
        Ok(_) => exit::code(exit::SUCCESS),
        Err(error) => report::error_exit(&format!("cannot write the values: {error}")),
    }
}

/// A table of values per case, or the one-line reason there is none.
fn render<P: Spec>(
    problem: &str,
    shown: &str,
    found: Result<Values, Refusal>,
) -> Result<(String, Option<String>), String> {
    let (cases, outside) = match found {
        Ok(found) => found,
        Err(Refusal::NotAnInput(why)) => {
            return Err(format!("{shown} is not an input of {problem}: {why}"))
        }
        Err(Refusal::NoGame) => {
            let instead = match P::game() {
                Some(_) => {
                    format!(": its game is fixed, see `cargo make table {problem} --values`")
                }
                None => String::new(),
            };
            return Err(format!(
                "the spec of {problem} builds no game from a case (Problem::game_values), so \
                 there are no positions to value{instead}"
            ));
        }
    };
    if cases.is_empty() {
        return Err(format!("{shown} holds no case of {problem}"));
    }
    let count = cases.len();
    let tables: Vec<String> = cases
        .iter()
        .enumerate()
        .map(|(i, values)| {
            let title = format!("{problem} {shown}, case {} of {count}", i + 1);
            if values.is_empty() {
                return format!("{title}: no positions\n");
            }
            let cells: Vec<String> = values.iter().map(Value::to_string).collect();
            oracles::explore::value_rows(&title, 0, &cells)
        })
        .collect();
    let note = outside.map(|why| {
        format!(
            "note: {shown} lies outside {problem}'s statement ({why}); the values are the \
             rules' all the same"
        )
    });
    Ok((tables.join("\n"), note))
}

#[cfg(test)]
mod tests {
    use super::*;
    use oracles::games::graph::{self, GraphRules};
    use oracles::search::Solver;
    use oracles::{Case, Problem};

    /// Cases of a graph each: n, then n lines `x t_1 .. t_x`, the moves of each position.
    #[derive(Default)]
    struct Pieces;

    impl Problem for Pieces {
        const NAME: &'static str = "toy-1";
        const FORMAT: [&'static str; 2] = [
            "C cases / n / (x t*x)*n",
            "1 <= C <= 5; 1 <= n <= 6; x <= 6; t <= 5",
        ];
        const VERDICTS: [&'static str; 2] = ["WIN", "LOSE"];
        const EXHAUSTIVE_BOUND: u64 = 1;

        /// A piece on position 0.
        fn wins(&mut self, case: &Case) -> bool {
            let values = Problem::game_values(self, case).expect("a graph");
            values[0].outcome() == oracles::loopy::Outcome::Win
        }

        fn game_values(&self, case: &Case) -> Option<Vec<Value>> {
            let edges = case.rows().iter().map(|row| row.list("t").to_vec());
            let game = GraphRules::new(edges.collect()).ok()?;
            Some(graph::values(&mut Solver::new(game)))
        }
    }

    fn shown(input: &str) -> Result<(String, Option<String>), String> {
        render::<Pieces>("toy-1", "f.in", values_of::<Pieces>(input.as_bytes()))
    }

    #[test]
    fn each_case_gets_the_values_of_its_own_graph() {
        // HDU 1524's first sample graph, then two positions that move to each other forever.
        let (text, note) = shown("2\n4\n2 1 2\n0\n1 3\n0\n2\n1 1\n1 0\n").unwrap();
        assert_eq!(
            text,
            "toy-1 f.in, case 1 of 2: g(0..=3)\nn | +0 +1 +2 +3\n0 |  2  0  1  0\n\n\
             toy-1 f.in, case 2 of 2: g(0..=1)\nn |  +0  +1\n0 | ∞{} ∞{}\n"
        );
        assert_eq!(note, None);
    }

    #[test]
    fn an_input_outside_the_statement_is_valued_with_a_note() {
        let (text, note) = shown("1\n7\n1 1\n0\n0\n0\n0\n0\n0\n").unwrap();
        assert!(text.contains("\n0 |  1  0  0  0  0  0  0\n"), "{text}");
        let note = note.expect("n = 7 is beyond the statement");
        assert!(
            note.starts_with("note: f.in lies outside toy-1's statement ("),
            "{note}"
        );
    }

    #[test]
    fn a_file_the_format_does_not_read_is_refused_in_one_line() {
        let message = shown("1\n2\n1 x\n").unwrap_err();
        assert!(
            message.starts_with("f.in is not an input of toy-1: "),
            "{message}"
        );
        assert_eq!(message.lines().count(), 1, "{message}");
    }
}
