//! Which positions a table shows ([`Layout`]) and what the rules and the program say of each
//! ([`Grid`]), apart from how it is drawn.

use judge::{visible, Compare, Judge, Mode, Verdict};
use oracles::check::{case_outputs, describe_termination, run_program};
use oracles::{Parameter, Spec, Table};
use std::path::Path;

/// One position's verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// The player to move loses, and the program agrees.
    Lose,
    /// The player to move wins, and the program agrees.
    Win,
    /// The program's answer differs from the rules', which say the mover wins or not.
    Disagrees { mover_wins: bool },
    /// The values make no position (two chessmen on one cell).
    NoPosition,
    /// Beyond the brute force's reach.
    Beyond,
}

/// The parameters' roles: one or two axes, every other one fixed.
#[derive(Clone, Debug)]
pub struct Layout {
    parameters: Vec<Parameter>,
    /// Indices of the axes' parameters, in order.
    axes: Vec<usize>,
    /// Every parameter's value where it is fixed (ignored for axes).
    fixed: Vec<u64>,
    upto: u64,
}

/// Values per line when a table has one axis.
pub const ROW: u64 = 10;

/// The most positions a table solves: 200 × 200. Each cell is a brute-force search from the rules
/// and the slowest spec's grows with the position (hdu-1846 takes 3.2 s for 200 × 200 here, and
/// did not finish 1000 × 1000 in a minute; poj-1067 took 1.5 GB for 3000 × 3000), and no screen
/// shows more.
pub const MOST_CELLS: u64 = 40_000;

impl Layout {
    pub fn new(
        parameters: &[Parameter],
        fixes: &[(String, u64)],
        upto: Option<u64>,
    ) -> Result<Layout, String> {
        let mut fixed: Vec<Option<u64>> = vec![None; parameters.len()];
        for (i, (name, value)) in fixes.iter().enumerate() {
            if let Some((_, first)) = fixes[..i].iter().find(|(other, _)| other == name) {
                return Err(format!(
                    "--fix {name}={value}: {name} is already fixed at {first}; fix each \
                     parameter once"
                ));
            }
            let Some(index) = parameters.iter().position(|p| p.name == name) else {
                let names: Vec<&str> = parameters.iter().map(|p| p.name).collect();
                return Err(format!(
                    "--fix {name}={value}: no parameter `{name}`; this table's are {}",
                    names.join(", ")
                ));
            };
            if *value < parameters[index].lowest {
                return Err(format!(
                    "--fix {name}={value}: {name} is at least {}",
                    parameters[index].lowest
                ));
            }
            fixed[index] = Some(*value);
        }
        let axes: Vec<usize> = (0..parameters.len())
            .filter(|&index| fixed[index].is_none())
            .take(2)
            .collect();
        if axes.is_empty() {
            return Err("every parameter is fixed: leave one or two free for the axes".into());
        }
        let upto = upto.unwrap_or(if axes.len() == 1 { 99 } else { 20 });
        for &axis in &axes {
            if upto < parameters[axis].lowest {
                return Err(format!(
                    "--upto {upto} is below {}'s smallest value, {}",
                    parameters[axis].name, parameters[axis].lowest
                ));
            }
        }
        let cells = |upto: u64| -> u64 {
            axes.iter()
                .map(|&axis| upto - parameters[axis].lowest + 1)
                .product()
        };
        if cells(upto) > MOST_CELLS {
            let lowest = axes.iter().map(|&axis| parameters[axis].lowest).max();
            let largest = (lowest.unwrap_or(0)..=upto)
                .take_while(|&n| cells(n) <= MOST_CELLS)
                .last()
                .unwrap_or(0);
            return Err(format!(
                "--upto {upto} makes {} positions, more than a table solves ({MOST_CELLS}, each \
                 a search from the rules); the largest --upto here is {largest}. For one \
                 position use --cell; for longer runs, cargo make stress",
                cells(upto)
            ));
        }
        let fixed = fixed
            .iter()
            .zip(parameters)
            .map(|(value, parameter)| value.unwrap_or(parameter.lowest))
            .collect();
        Ok(Layout {
            parameters: parameters.to_vec(),
            axes,
            fixed,
            upto,
        })
    }

    /// The axes' names and ranges, and the fixed parameters: `rows a = 0..=12, columns b =
    /// 0..=12; c = 0`.
    pub fn describe(&self) -> String {
        let mut text = match self.axes.as_slice() {
            [row, column] => format!("rows {}, columns {}", self.range(*row), self.range(*column)),
            [only] => self.range(*only),
            _ => unreachable!("one or two axes"),
        };
        let fixed: Vec<String> = (0..self.parameters.len())
            .filter(|index| !self.axes.contains(index))
            .map(|index| format!("{} = {}", self.parameters[index].name, self.fixed[index]))
            .collect();
        if !fixed.is_empty() {
            text.push_str(&format!("; {} (fixed: --fix changes it)", fixed.join(", ")));
        }
        text
    }

    fn range(&self, index: usize) -> String {
        let parameter = &self.parameters[index];
        format!("{} = {}..={}", parameter.name, parameter.lowest, self.upto)
    }

    /// The name of each axis.
    pub fn axis_names(&self) -> Vec<&'static str> {
        self.axes.iter().map(|&i| self.parameters[i].name).collect()
    }

    /// Every position's axis values, in reading order (row by row).
    fn positions(&self) -> Vec<Vec<u64>> {
        let lowest = |axis: usize| self.parameters[self.axes[axis]].lowest;
        match self.axes.len() {
            1 => (lowest(0)..=self.upto).map(|value| vec![value]).collect(),
            _ => {
                let rows = lowest(0)..=self.upto;
                rows.flat_map(|row| (lowest(1)..=self.upto).map(move |column| vec![row, column]))
                    .collect()
            }
        }
    }

    /// Every parameter's value at the position with these axis values.
    fn values(&self, axis_values: &[u64]) -> Vec<u64> {
        let mut values = self.fixed.clone();
        for (&axis, &value) in self.axes.iter().zip(axis_values) {
            values[axis] = value;
        }
        values
    }

    /// `--cell`: the named values of the position at `axis_values`, checked against the axes.
    pub fn values_at(&self, axis_values: &[u64]) -> Result<Vec<(&'static str, u64)>, String> {
        if axis_values.len() != self.axes.len() {
            return Err(format!(
                "--cell takes {} value(s), one for each of {}",
                self.axes.len(),
                self.axis_names().join(", ")
            ));
        }
        for (&axis, &value) in self.axes.iter().zip(axis_values) {
            let parameter = &self.parameters[axis];
            if value < parameter.lowest {
                return Err(format!(
                    "--cell: {} is at least {}",
                    parameter.name, parameter.lowest
                ));
            }
        }
        let values = self.values(axis_values);
        Ok(self.parameters.iter().map(|p| p.name).zip(values).collect())
    }
}

/// A drawn line: its label, and its cells (`None` for a place before the first value).
pub type Line = (String, Vec<Option<Cell>>);

/// A solved table.
pub struct Grid {
    pub name: &'static str,
    pub layout: Layout,
    /// Each position's axis values and verdict, in reading order.
    pub cells: Vec<(Vec<u64>, Cell)>,
    /// Each disagreement in words: the position and both answers.
    pub disagreements: Vec<String>,
}

/// A position the brute force answered: its place in the grid, its case, the rules' answer.
struct Answered<C> {
    index: usize,
    case: C,
    answer: String,
}

impl Grid {
    /// Every position of `layout`, solved by the brute force, then checked by running
    /// `program` on the positions answered, in as few inputs as the statement allows.
    pub fn solve<P: Spec>(
        name: &'static str,
        layout: Layout,
        problem: &mut P,
        table: &Table<P::Case>,
        (judge, program): (&Judge, &Path),
    ) -> Result<Grid, String> {
        let mut cells = Vec::new();
        let mut answered = Vec::new();
        for axis_values in layout.positions() {
            let cell = match (table.case)(&layout.values(&axis_values)) {
                None => Cell::NoPosition,
                Some(case) if !problem.feasible(&case) => Cell::Beyond,
                Some(case) => {
                    let answer = problem.answer(&case);
                    let cell = if (table.mover_wins)(&answer) {
                        Cell::Win
                    } else {
                        Cell::Lose
                    };
                    answered.push(Answered {
                        index: cells.len(),
                        case,
                        answer,
                    });
                    cell
                }
            };
            cells.push((axis_values, cell));
        }
        let mut grid = Grid {
            name,
            layout,
            cells,
            disagreements: Vec::new(),
        };
        // A batch's output is split into each case's own answer (`case_outputs`), and each is
        // judged alone: that needs a judge that reads lines.
        let by_lines = matches!(judge.compare, Compare::Text(Mode::Exact | Mode::Lines));
        let batch = if by_lines {
            P::max_batch().clamp(1, 10_000)
        } else {
            1
        };
        for chunk in answered.chunks(batch) {
            grid.check_batch(problem, table, chunk, judge, program)?;
        }
        Ok(grid)
    }

    /// Runs `program` on one input holding `chunk`'s cases and marks the cells it answers
    /// otherwise than the rules.
    fn check_batch<P: Spec>(
        &mut self,
        problem: &mut P,
        table: &Table<P::Case>,
        chunk: &[Answered<P::Case>],
        judge: &Judge,
        program: &Path,
    ) -> Result<(), String> {
        let cases: Vec<P::Case> = chunk.iter().map(|a| a.case.clone()).collect();
        let run = run_program(judge, program, problem.render(&cases).as_bytes());
        if judge.run_verdict(&run).is_some() {
            return Err(format!(
                "{} failed on the table's positions ({}): {}",
                program.display(),
                describe_termination(judge, &run),
                String::from_utf8_lossy(&run.stderr_tail).trim_end()
            ));
        }
        let expected: Vec<String> = chunk
            .iter()
            .enumerate()
            .map(|(i, answered)| P::labelled(i + 1, &answered.answer))
            .collect();
        let outputs = case_outputs::<P>(&expected, &run.stdout);
        for (i, (answered, actual)) in chunk.iter().zip(outputs).enumerate() {
            let input = problem.render(std::slice::from_ref(&answered.case));
            let case = judge::Case::in_memory(input.as_bytes(), expected[i].as_bytes());
            let verdict = judge.output_verdict(&case, actual);
            if let Verdict::CheckerFailed(message) = verdict {
                return Err(message);
            }
            if !verdict.accepted() {
                let (axis_values, cell) = &mut self.cells[answered.index];
                *cell = Cell::Disagrees {
                    mover_wins: (table.mover_wins)(&answered.answer),
                };
                let at: Vec<String> = self
                    .layout
                    .axis_names()
                    .iter()
                    .zip(axis_values.iter())
                    .map(|(name, value)| format!("{name} = {value}"))
                    .collect();
                // Each side made visible: a \r or a trailing space must show.
                let side = |bytes: &[u8]| {
                    let shown = visible::text(bytes, 3);
                    shown.trim_end().replace('\n', " ⏎ ")
                };
                self.disagreements.push(format!(
                    "{}: the rules say `{}`, the program `{}` ({})",
                    at.join(", "),
                    side(expected[i].as_bytes()),
                    side(actual),
                    verdict.code()
                ));
            }
        }
        Ok(())
    }

    /// How many cells `select` picks.
    pub fn count(&self, select: impl Fn(Cell) -> bool) -> usize {
        self.cells.iter().filter(|(_, cell)| select(*cell)).count()
    }

    /// The table as drawn: the corner's text, the column labels, and each line's label and
    /// cells (`None` for a place before the first value). Two axes: a line per value of the
    /// first, a column per value of the second. One axis: ten values a line, labelled by the
    /// first, with columns `+0` to `+9`.
    pub fn lines(&self) -> (String, Vec<String>, Vec<Line>) {
        let names = self.layout.axis_names();
        if let [row_name, column_name] = names.as_slice() {
            let first_row = &self.cells[0].0;
            let width = self
                .cells
                .iter()
                .take_while(|(values, _)| values[0] == first_row[0])
                .count();
            let columns = self.cells[..width]
                .iter()
                .map(|(values, _)| values[1].to_string())
                .collect();
            let lines = self
                .cells
                .chunks(width)
                .map(|line| {
                    let cells = line.iter().map(|&(_, cell)| Some(cell)).collect();
                    (line[0].0[0].to_string(), cells)
                })
                .collect();
            // Not `a \ b`: a backslash reads as a path separator to tools that normalise output.
            return (format!("{row_name}, {column_name}"), columns, lines);
        }
        let first = self.cells[0].0[0];
        let start = first - first % ROW;
        let columns = (0..ROW).map(|offset| format!("+{offset}")).collect();
        let mut lines: Vec<Line> = Vec::new();
        for &(ref values, cell) in &self.cells {
            let line = ((values[0] - start) / ROW) as usize;
            if line == lines.len() {
                let label = start + line as u64 * ROW;
                let before = first.saturating_sub(label);
                lines.push((label.to_string(), vec![None; before as usize]));
            }
            lines[line].1.push(Some(cell));
        }
        (names[0].to_string(), columns, lines)
    }
}
