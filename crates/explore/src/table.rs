//! `explore table NAME --values | --misere`, and `explore table GAME`: a game's positions solved
//! from its moves alone (no judge binary is involved), each cell its Grundy value or its
//! outcome under normal or misère play.
//!
//! A game given by one number is a row of cells, ten to a line; by two numbers, a grid; a heap
//! (or chessmen) game shows the positions of two heaps (chessmen on two cells), a and b, and its
//! one-heap values on the grid's first row and column.

use moves::explore::{check_memory, About, Explore, Shape};
use moves::loopy::Outcome;
use moves::search::Play;
use moves::time_limit::TimeLimit;
use std::fmt::Write as _;

use crate::time_limit::out_of_time;

/// What a cell shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Show {
    Values,
    Outcome(Play),
}

/// One axis: its name and its values.
struct Axis {
    name: &'static str,
    lowest: u64,
}

/// The table as text, or the `error:` message (a bound beyond memory, moves that do not
/// terminate, an axis whose lowest value is above the bound, or a stop at `limit`, which
/// [`TimeLimit::reached`] then says).
pub fn render(
    game: &mut dyn Explore,
    show: Show,
    upto: Option<u64>,
    limit: &TimeLimit,
) -> Result<String, String> {
    let about = *game.about();
    let axes = axes(about.shape);
    let upto = bound(&about, &axes, upto)?;
    let mut text = format!("{}: {}; {LEGEND}\n", about.name, about.rules);
    match about.shape {
        Shape::Heaps => text
            .push_str("two heaps a and b (a heap of 0 is none: row 0 and column 0 are one heap)\n"),
        Shape::Cells => text.push_str("chessmen on cells a and b (a = b: one chessman)\n"),
        Shape::Numbers(_) => {}
    }
    let mut cells = Cells {
        game,
        shape: about.shape,
        show,
        draws: false,
        infinite: false,
    };
    if axes.len() == 1 {
        row_of_tens(&mut text, &mut cells, &axes[0], upto, limit)?;
    } else {
        grid(&mut text, &mut cells, (&axes[0], &axes[1]), upto, limit)?;
    }
    Ok(legend(text, &what(show), cells.draws, cells.infinite))
}

/// The axes of a game: its numbers, or two heaps a and b (two cells, from 1).
fn axes(shape: Shape) -> Vec<Axis> {
    match shape {
        Shape::Numbers(parameters) => parameters
            .iter()
            .map(|p| Axis {
                name: p.name,
                lowest: p.lowest,
            })
            .collect(),
        Shape::Heaps => ["a", "b"].map(|name| Axis { name, lowest: 0 }).into(),
        Shape::Cells => ["a", "b"].map(|name| Axis { name, lowest: 1 }).into(),
    }
}

/// The largest value on each axis (`upto`, or 99 for one axis and 20 for two, at most the
/// game's own default bound, which is what fits for a game that grows fast), or the
/// `error:` message: more than two axes, a bound beyond memory, an axis starting above it.
fn bound(about: &About, axes: &[Axis], upto: Option<u64>) -> Result<u64, String> {
    if axes.len() > 2 {
        let names: Vec<&str> = axes.iter().map(|axis| axis.name).collect();
        return Err(format!(
            "{} is given by {} numbers ({}): a table has one or two axes; hold the others with \
             --fix NAME=VALUE",
            about.name,
            axes.len(),
            names.join(", ")
        ));
    }
    let upto = upto.unwrap_or(if axes.len() == 1 { 99 } else { 20 }.min(about.upto));
    check_memory(about, upto)?;
    for axis in axes {
        if upto < axis.lowest {
            return Err(format!(
                "--upto {upto} is below {}'s smallest value, {}",
                axis.name, axis.lowest
            ));
        }
    }
    Ok(upto)
}

/// The game's cells, solved as the table asks for them, and whether any showed a draw or an
/// ∞ (the legend names them only where the table shows one).
struct Cells<'a> {
    game: &'a mut dyn Explore,
    shape: Shape,
    show: Show,
    draws: bool,
    infinite: bool,
}

impl Cells<'_> {
    /// One cell's text: the position's value or outcome, blank where the numbers give no
    /// position.
    fn text(&mut self, numbers: &[u64]) -> String {
        let numbers: Vec<u64> = match self.shape {
            // Two chessmen on one cell make no position; an empty cell list is a lone chessman.
            Shape::Cells if numbers.len() == 2 && numbers[0] == numbers[1] => vec![numbers[0]],
            _ => numbers.to_vec(),
        };
        match self.show {
            Show::Values => match self.game.value(&numbers) {
                Some(value) => {
                    let loopy = matches!(value, moves::loopy::Value::Infinite(_));
                    self.infinite = self.infinite || loopy;
                    value.to_string()
                }
                None => String::new(),
            },
            Show::Outcome(play) => match self.game.outcome(&numbers, play) {
                Some(Outcome::Win) => ".".to_string(),
                Some(Outcome::Lose) => "L".to_string(),
                Some(Outcome::Draw) => {
                    self.draws = true;
                    "D".to_string()
                }
                None => String::new(),
            },
        }
    }
}

/// What the cells mean, for the legend.
fn what(show: Show) -> String {
    match show {
        Show::Values => "Grundy values (normal play)".to_string(),
        Show::Outcome(play) => format!(
            "L = the player to move loses, . = wins ({})",
            match play {
                Play::Normal => "normal play",
                Play::Misere => "misère play: who cannot move wins",
            }
        ),
    }
}

/// A one-number game's table: its cells from `axis.lowest` to `upto`, ten to a row, each row
/// labelled with its tens; then the count of positions.
fn row_of_tens(
    text: &mut String,
    cell: &mut Cells,
    axis: &Axis,
    upto: u64,
    limit: &TimeLimit,
) -> Result<(), String> {
    let mut cells = Vec::new();
    for n in axis.lowest..=upto {
        if limit.is_up() {
            return Err(out_of_time("table", upto, axis.lowest, n, limit, |last| {
                format!("{} = {}..={last} solved", axis.name, axis.lowest)
            }));
        }
        cells.push(cell.text(&[n]));
    }
    let width = cells
        .iter()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(1)
        .max(2);
    let label = (upto / 10 * 10).to_string().len().max(axis.name.len());
    let _ = writeln!(text, "{} = {}..={upto}", axis.name, axis.lowest);
    let _ = write!(text, "{:>label$} |", axis.name);
    for column in 0..10 {
        let _ = write!(text, " {:>width$}", format!("+{column}"));
    }
    text.push('\n');
    let start = axis.lowest / 10 * 10;
    for row in (start..=upto).step_by(10) {
        let mut line = format!("{row:>label$} |");
        for n in row..row + 10 {
            let shown = if n < axis.lowest || n > upto {
                ""
            } else {
                &cells[(n - axis.lowest) as usize]
            };
            let _ = write!(line, " {shown:>width$}");
        }
        let _ = writeln!(text, "{}", line.trim_end());
    }
    let shown = cells.iter().filter(|cell| !cell.is_empty()).count();
    let _ = writeln!(text, "{shown} positions");
    Ok(())
}

/// A two-number game's table: a grid of its cells, a row for each value of `rows` and a
/// column for each of `columns`, up to `upto`; then the count of positions.
/// Rows are solved in order and the time limit is looked at before each: a stop after row K
/// has solved every cell of a table to --upto K (and more).
fn grid(
    text: &mut String,
    cell: &mut Cells,
    (rows, columns): (&Axis, &Axis),
    upto: u64,
    limit: &TimeLimit,
) -> Result<(), String> {
    let mut grid = Vec::new();
    for a in rows.lowest..=upto {
        if limit.is_up() {
            // A bound below either axis's lowest value is no table.
            let lowest = rows.lowest.max(columns.lowest);
            return Err(out_of_time("table", upto, lowest, a, limit, |last| {
                format!(
                    "rows {} = {}..={last} of {}..={upto} solved",
                    rows.name, rows.lowest, rows.lowest
                )
            }));
        }
        let line: Vec<String> = (columns.lowest..=upto)
            .map(|b| cell.text(&[a, b]))
            .collect();
        grid.push(line);
    }
    let width = grid
        .iter()
        .flatten()
        .map(|c| c.chars().count())
        .chain([upto.to_string().len()])
        .max()
        .unwrap_or(1);
    let corner = format!("{}, {}", rows.name, columns.name);
    let label = corner.len().max(upto.to_string().len());
    let _ = writeln!(
        text,
        "rows {} = {}..={upto}, columns {} = {}..={upto}",
        rows.name, rows.lowest, columns.name, columns.lowest
    );
    let mut header = format!("{corner:>label$} |");
    for b in columns.lowest..=upto {
        let _ = write!(header, " {b:>width$}");
    }
    let _ = writeln!(text, "{header}");
    for (a, line) in (rows.lowest..=upto).zip(&grid) {
        let mut row = format!("{a:>label$} |");
        for shown in line {
            let _ = write!(row, " {shown:>width$}");
        }
        let _ = writeln!(text, "{}", row.trim_end());
    }
    // Blank cells (numbers that give no position) are not positions.
    let shown = grid
        .iter()
        .flatten()
        .filter(|cell| !cell.is_empty())
        .count();
    let _ = writeln!(text, "{shown} positions");
    Ok(())
}

/// Where the legend goes, filled in once the cells are known.
const LEGEND: &str = "\u{0}legend\u{0}";

/// `text` with its legend: `what`, and what D and ∞ mean where the table shows them.
fn legend(text: String, what: &str, draws: bool, infinite: bool) -> String {
    let mut what = what.to_string();
    if draws {
        what.push_str(
            "; D = a draw: the moves can go on forever and neither player can force an end",
        );
    }
    if infinite {
        what.push_str("; ∞{…} = play can go on forever (loopy value), with the finite values its options have");
    }
    text.replacen(LEGEND, &what, 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A limit of a minute, which none of these tables comes near.
    fn minute() -> TimeLimit {
        TimeLimit::new(moves::time_limit::DEFAULT)
    }

    #[test]
    fn a_table_stops_at_the_time_limit_saying_how_far_it_got() {
        // A limit of 0 s: nothing is solved, and the message says so.
        let none = TimeLimit::new(std::time::Duration::ZERO);
        let mut grid = moves::games::find("wythoff").unwrap();
        let message = render(grid.as_mut(), Show::Values, Some(30), &none);
        assert_eq!(
            message.unwrap_err(),
            "--upto 30: table stopped at its time limit of 0 s with nothing solved; \
             --time-limit 1 gives it longer"
        );
        assert!(none.reached());
        let mut row = moves::games::find("chessmen").unwrap();
        let message = render(row.as_mut(), Show::Values, Some(30), &none);
        assert!(message
            .unwrap_err()
            .starts_with("--upto 30: table stopped at its time limit"),);
        // An error that is no stop leaves the limit unreached.
        let limit = minute();
        assert!(render(grid.as_mut(), Show::Values, Some(1 << 40), &limit).is_err());
        assert!(!limit.reached());
    }

    #[test]
    fn wythoffs_values_fill_a_grid() {
        let mut game = moves::games::find("wythoff").unwrap();
        let text = render(game.as_mut(), Show::Values, Some(3), &minute()).unwrap();
        let expected = "\
wythoff: two piles; a move takes any number from one pile, or the same number from both; who cannot move loses; Grundy values (normal play)
rows a = 0..=3, columns b = 0..=3
a, b | 0 1 2 3
   0 | 0 1 2 3
   1 | 1 2 0 4
   2 | 2 0 1 5
   3 | 3 4 5 6
16 positions
";
        assert_eq!(text, expected);
    }

    #[test]
    fn misere_play_turns_a_heap_of_one_into_a_loss() {
        let mut game = moves::games::find("nim").unwrap();
        let text = render(
            game.as_mut(),
            Show::Outcome(Play::Misere),
            Some(2),
            &minute(),
        )
        .unwrap();
        // Row 0: no heap (win: the rival took the last), one heap of 1 (lose), of 2 (win).
        assert!(text.contains("\n   0 | . L .\n"), "{text}");
        assert!(text.contains("\n   1 | L . .\n"), "{text}");
    }

    #[test]
    fn a_loopy_game_shows_its_draws_and_infinite_values() {
        let game = moves::games::find("comeback").unwrap();
        let mut game = moves::explore::Fixed::new(game, &[("c".into(), 5)]).unwrap();
        let outcomes = render(&mut game, Show::Outcome(Play::Normal), Some(5), &minute()).unwrap();
        let values = render(&mut game, Show::Values, Some(5), &minute()).unwrap();
        assert!(outcomes.contains("D = a draw"), "{outcomes}");
        assert!(values.contains("∞{"), "{values}");
        // 0 has no move, 1 and 2 take to 0; from 3, 4 and 5 neither player can force an end.
        assert!(outcomes.contains("\n0 |  L  .  .  D  D  D\n"), "{outcomes}");
        let mut three = moves::games::find("coins").unwrap();
        let message = render(three.as_mut(), Show::Values, Some(5), &minute()).unwrap_err();
        assert!(message.contains("--fix"), "{message}");
    }

    #[test]
    fn a_one_number_game_is_a_row_of_cells() {
        let mut game = moves::games::find("fibonacci-nim").unwrap();
        let text = render(
            game.as_mut(),
            Show::Outcome(Play::Normal),
            Some(13),
            &minute(),
        )
        .unwrap();
        assert!(
            text.contains("\n 0 |     L  L  L  .  L  .  .  L  .\n"),
            "{text}"
        );
        assert!(text.contains("\n10 |  .  .  .  L\n"), "{text}");
    }
}
