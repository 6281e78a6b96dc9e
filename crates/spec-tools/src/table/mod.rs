//! `runner table NAME [--upto N] [--fix PARAM=VALUE …] [--cell A,B] [--svg PATH] [--exe PATH]`:
//! the win/lose table of a problem's positions, solved by its spec's brute force from the rules,
//! the way every rule here was found ("find the losing positions", 打表找规律).
//!
//! A position is given by the parameters of the spec's [`oracles::Table`]: the first two that
//! are not fixed are the axes (one parameter gives a row of cells, ten to a line), the others
//! take their smallest value or a `--fix` value. Each cell is the brute force's verdict for the
//! player to move: `L` loses, `.` wins. The table's positions are also rendered into judge inputs through
//! the spec and run through the problem's release binary (or `--exe`): `!` marks a position
//! where its answer differs from the rules'. `--cell` prints one position's case and both answers
//! in full (a move, the winning bids, a count, where the answer says more than who wins), and
//! `--svg` writes the table as a picture.

mod grid;
mod svg;
mod text;

use clap::{value_parser, ArgAction, ArgMatches, Command};
use judge::{visible, Judge};
use oracles::check::run_program;
use oracles::Spec;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::workspace::Workspace;
use crate::{build, cli, exit, output, report, spec};
use grid::{Cell, Grid};

pub fn command() -> Command {
    Command::new("table")
        .about("Print the win/lose table of a problem's positions, solved by the rules")
        .long_about(
            "Solve every position up to --upto with the problem's brute force from the rules and \
             print the table: L where the player to move loses, . where they win, and ! where \
             the problem's release binary (or --exe) answers otherwise. Two parameters make a \
             grid (rows the first, columns the second); one makes a row of cells; further \
             parameters keep their smallest value unless --fix says otherwise.",
        )
        .arg(cli::problem())
        .arg(
            cli::option(
                "upto",
                "N",
                "The largest value on each axis [default: 20; 99 for one axis]",
            )
            .value_parser(value_parser!(u64)),
        )
        .arg(
            cli::option(
                "fix",
                "PARAM=VALUE",
                "Fix a parameter (repeatable): --fix c=3",
            )
            .action(ArgAction::Append)
            .value_parser(parse_fix),
        )
        .arg(
            cli::option(
                "cell",
                "A,B",
                "Print one position's case and both answers in full",
            )
            .value_delimiter(',')
            .num_args(1)
            .value_parser(value_parser!(u64)),
        )
        .arg(
            cli::path(
                "svg",
                "Also write the table as an SVG picture to PATH (a new file, unless --force)",
            )
            .conflicts_with("cell"),
        )
        .arg(cli::flag(
            "force",
            "With --svg: write over an existing file",
        ))
        .arg(cli::path(
            "exe",
            "Check this executable instead of the problem's release binary, building nothing",
        ))
        .arg(Workspace::root_arg())
}

fn parse_fix(text: &str) -> Result<(String, u64), String> {
    let (name, value) = text
        .split_once('=')
        .ok_or_else(|| format!("`{text}` is not PARAM=VALUE"))?;
    let value = value
        .parse()
        .map_err(|_| format!("`{value}` is not a non-negative integer"))?;
    Ok((name.to_string(), value))
}

pub fn run<P: Spec>(matches: &ArgMatches) -> ExitCode {
    // The problem's metadata decides how answers are judged, with --exe too.
    let loaded = Workspace::from_matches(matches).and_then(|ws| {
        let problem = spec::select::<P>(&ws, matches.get_one("problem").expect("required"))?;
        let loaded = ws.load_problem(&problem)?;
        Ok((ws, problem, loaded))
    });
    let (workspace, _, loaded) = match loaded {
        Ok(found) => found,
        Err(message) => return report::error_exit(&message),
    };
    // A spec's format is read lazily, and a bad one would panic in the middle of the run.
    if let Some(message) = P::format_error() {
        return report::error_exit(&message);
    }
    let exe = matches.get_one::<PathBuf>("exe");
    let programs = match build::programs(&workspace, &[&loaded], exe, false) {
        Ok(Ok(mut programs)) => programs.remove(0),
        Ok(Err(code)) => return code,
        Err(message) => return report::error_exit(&message),
    };
    let options = Options {
        upto: matches.get_one::<u64>("upto").copied(),
        fixed: matches
            .get_many::<(String, u64)>("fix")
            .map(|fixes| fixes.cloned().collect())
            .unwrap_or_default(),
        cell: matches
            .get_many::<u64>("cell")
            .map(|values| values.copied().collect()),
        svg: matches.get_one::<PathBuf>("svg").cloned(),
        force: matches.get_flag("force"),
        judge: programs.judge(&loaded),
        program: programs.solution,
    };
    options.visit::<P>()
}

struct Options {
    upto: Option<u64>,
    fixed: Vec<(String, u64)>,
    cell: Option<Vec<u64>>,
    svg: Option<PathBuf>,
    force: bool,
    judge: Judge,
    program: PathBuf,
}

impl Options {
    fn visit<P: Spec>(self) -> ExitCode {
        let mut problem = P::default();
        let Some(table) = problem.table() else {
            // The game it plays has a table of its own, of its positions rather than its cases.
            let game = P::game().map(|game| *game.about());
            let hint = match game {
                Some(about) if about.shape.is_list() => format!(
                    "its game's are `cargo make sg --game {0}` (one heap's Grundy values) and \
                     `cargo make table {0}` (two heaps)",
                    about.name
                ),
                // A problem's own game goes by the problem's name: `--values` reaches it.
                Some(about) if about.name == P::NAME => format!(
                    "its game, under the same name, has one of its positions: `cargo make table \
                     {} --values` (Grundy values; `--misere` for misère outcomes)",
                    about.name
                ),
                Some(about) => format!(
                    "its game has one: `cargo make table {}` (with `--fix NAME=VALUE` for its \
                     parameters, `--values` for Grundy values)",
                    about.name
                ),
                None => format!(
                    "its game is given by each case: `cargo make sg {} --input FILE` prints \
                     each position's value in the game of each case of FILE",
                    P::NAME
                ),
            };
            return report::error_exit(&format!(
                "{}'s cases are not single positions given by a few numbers, so there is no \
                 table of them; {hint}",
                P::NAME
            ));
        };
        let layout = match grid::Layout::new(&table.parameters, &self.fixed, self.upto) {
            Ok(layout) => layout,
            Err(message) => return report::error_exit(&message),
        };
        if let Some(cell) = &self.cell {
            return match layout.values_at(cell) {
                Ok(values) => show_cell(&mut problem, &table, &values, &self.judge, &self.program),
                Err(message) => report::error_exit(&message),
            };
        }
        let checked = (&self.judge, self.program.as_path());
        // Refused before any work, so that nothing is solved for a picture that cannot be saved.
        if let Some(path) = &self.svg {
            if let Err(message) = output::may_write(path, output::Kind::Other, self.force, "--svg")
            {
                return report::error_exit(&message);
            }
        }
        let grid = match Grid::solve(P::NAME, layout, &mut problem, &table, checked) {
            Ok(grid) => grid,
            Err(message) => return report::error_exit(&message),
        };
        text::print(&grid, &self.program);
        let checked =
            grid.count(|cell| matches!(cell, Cell::Lose | Cell::Win | Cell::Disagrees { .. }));
        if checked == 0 {
            return report::error_exit(
                "no cell of this table is within the brute force's reach, so nothing was \
                 checked: lower --upto or the --fix values to the statement's small positions",
            );
        }
        if let Some(path) = &self.svg {
            if let Err(e) = std::fs::write(path, svg::render(&grid)) {
                return report::error_exit(&format!("cannot write {}: {e}", path.display()));
            }
            eprintln!("wrote {}", path.display());
        }
        let disagreements = grid.count(|cell| matches!(cell, Cell::Disagrees { .. }));
        exit::passed(disagreements == 0)
    }
}

/// `--cell`: the position's values, its case, and the rules' and the program's answers.
fn show_cell<P: Spec>(
    problem: &mut P,
    table: &oracles::Table<P::Case>,
    values: &[(&'static str, u64)],
    judge: &Judge,
    program: &Path,
) -> ExitCode {
    let named = values
        .iter()
        .map(|(name, value)| format!("{name} = {value}"))
        .collect::<Vec<_>>()
        .join(", ");
    let numbers: Vec<u64> = values.iter().map(|&(_, value)| value).collect();
    let Some(case) = (table.case)(&numbers) else {
        println!("{named}: no position (the rules define none here)");
        return exit::code(exit::SUCCESS);
    };
    println!("{named}: {case:?}");
    let input = problem.render(std::slice::from_ref(&case));
    let outside = match problem.parse(input.as_bytes()) {
        Ok(parsed) => parsed.outside_statement,
        Err(framing) => Some(framing),
    };
    let run = run_program(judge, program, input.as_bytes());
    // Beyond the brute force, the exact reference answers anywhere in the statement.
    let reference = match (problem.feasible(&case), &outside) {
        (false, None) => problem.exact_reference(&case),
        _ => None,
    };
    let (source, expected) = if problem.feasible(&case) {
        ("rules", problem.answer(&case))
    } else if let Some(reference) = reference {
        (
            "exact reference (beyond the brute force's reach)",
            reference,
        )
    } else {
        let why = match outside {
            Some(outside) => format!("outside the statement ({outside})"),
            None => format!("{} has no exact reference", P::NAME),
        };
        println!("{why} and beyond the brute force: no answer to check");
        print!("{}:\n{}", program.display(), visible::text(&run.stdout, 40));
        return exit::code(exit::SUCCESS);
    };
    let verdict = if (table.mover_wins)(&expected) {
        "the player to move wins"
    } else {
        "the player to move loses"
    };
    // The one case's answer as the program prints it, labelled where answers are numbered.
    let expected = P::labelled(1, &expected);
    print!(
        "{source} ({verdict}):\n{}",
        visible::text(expected.as_bytes(), 40)
    );
    let judged = judge.verdict(
        &run,
        &judge::Case::in_memory(input.as_bytes(), expected.as_bytes()),
    );
    print!(
        "{} ({}):\n{}",
        program.display(),
        judged.code(),
        visible::text(&run.stdout, 40)
    );
    exit::passed(judged.accepted())
}
