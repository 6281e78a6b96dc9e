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
use oracles::check::{run_program, TIMEOUT};
use oracles::{Spec, Visitor};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::workspace::Workspace;
use crate::{build, cli, exit, report};
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
        .arg(cli::registered_problem())
        .arg(
            cli::option(
                "upto",
                "N",
                "The largest value on each axis [default: 20; 99 for one axis]",
            )
            .value_parser(value_parser!(u64).range(0..=10_000)),
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
        .arg(cli::path(
            "svg",
            "Also write the table as an SVG picture to PATH",
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

pub fn run(matches: &ArgMatches) -> ExitCode {
    let problem = matches.get_one::<String>("problem").expect("required");
    let program = match matches.get_one::<PathBuf>("exe") {
        Some(exe) => match build::checked_executable(exe) {
            Ok(exe) => exe,
            Err(message) => return report::error_exit(&message),
        },
        None => {
            let workspace = match Workspace::from_matches(matches) {
                Ok(workspace) => workspace,
                Err(message) => return report::error_exit(&message),
            };
            if let Err(code) = build::release(&workspace, &[problem]) {
                return code;
            }
            workspace.release_dir().join(problem)
        }
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
        program,
    };
    oracles::with_problem(problem, options).expect("clap accepts only registered problems")
}

struct Options {
    upto: Option<u64>,
    fixed: Vec<(String, u64)>,
    cell: Option<Vec<u64>>,
    svg: Option<PathBuf>,
    program: PathBuf,
}

impl Visitor for Options {
    type Output = ExitCode;

    fn visit<P: Spec>(self) -> ExitCode {
        let mut problem = P::default();
        let Some(table) = problem.table() else {
            return report::error_exit(&format!(
                "{}'s cases are not single positions given by a few numbers, so there is no \
                 table; for a heap game's Grundy values try `cargo make sg`",
                P::NAME
            ));
        };
        let layout = match grid::Layout::new(&table.parameters, &self.fixed, self.upto) {
            Ok(layout) => layout,
            Err(message) => return report::error_exit(&message),
        };
        if let Some(cell) = &self.cell {
            return match layout.values_at(cell) {
                Ok(values) => show_cell(&mut problem, &table, &values, &self.program),
                Err(message) => report::error_exit(&message),
            };
        }
        let grid = match Grid::solve(P::NAME, layout, &mut problem, &table, &self.program) {
            Ok(grid) => grid,
            Err(message) => return report::error_exit(&message),
        };
        text::print(&grid, &self.program);
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
    if !problem.feasible(&case) {
        println!("beyond the brute force's reach");
        return exit::code(exit::SUCCESS);
    }
    let expected = problem.answer(&case);
    let verdict = if (table.mover_wins)(&expected) {
        "the player to move wins"
    } else {
        "the player to move loses"
    };
    println!("rules ({verdict}):\n{expected}");
    let run = run_program(
        program,
        problem.render(std::slice::from_ref(&case)).as_bytes(),
        TIMEOUT,
    );
    let actual = String::from_utf8_lossy(&run.stdout);
    println!("{}:\n{actual}", program.display());
    exit::passed(run.success() && actual == expected)
}
