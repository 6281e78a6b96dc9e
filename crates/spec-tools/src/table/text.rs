//! The table as text: `L` where the player to move loses, `.` where they win, `!` where the
//! program disagrees with the rules, blank where the values make no position, `?` beyond the
//! brute force. On a terminal colour is added to the glyphs (anstream drops it elsewhere).

use anstyle::{AnsiColor, Style};
use std::io::Write;
use std::path::Path;

use super::grid::{Cell, Grid};

const LOSE: Style = AnsiColor::Blue.on_default().bold();
const WIN: Style = Style::new().dimmed();
const WRONG: Style = AnsiColor::Red.on_default().bold().invert();

/// The glyph of a cell, and its colour on a terminal.
pub fn glyph(cell: Option<Cell>) -> (char, Style) {
    match cell {
        None | Some(Cell::NoPosition) => (' ', Style::new()),
        Some(Cell::Lose) => ('L', LOSE),
        Some(Cell::Win) => ('.', WIN),
        Some(Cell::Disagrees { .. }) => ('!', WRONG),
        Some(Cell::Beyond) => ('?', Style::new()),
    }
}

pub fn print(grid: &Grid, program: &Path) {
    let mut out = anstream::stdout();
    let (corner, columns, lines) = grid.lines();
    let label_width = lines
        .iter()
        .map(|(label, _)| label.len())
        .chain([corner.len()])
        .max()
        .unwrap_or(0);
    let width = columns.iter().map(String::len).max().unwrap_or(1);
    // Relative to where the user is, as they would type it.
    let cwd = std::env::current_dir().unwrap_or_default();
    let shown = program.strip_prefix(&cwd).unwrap_or(program);
    let _ = writeln!(
        out,
        "{}: L = the player to move loses, . = wins, ! = {} answers otherwise than the rules",
        grid.name,
        shown.display()
    );
    let _ = writeln!(out, "{}", grid.layout.describe());
    let mut header = format!("{corner:>label_width$} |");
    for column in &columns {
        header.push_str(&format!(" {column:>width$}"));
    }
    let _ = writeln!(out, "{}", header.trim_end());
    for (label, cells) in &lines {
        let mut line = format!("{label:>label_width$} |");
        for &cell in cells {
            let (glyph, style) = glyph(cell);
            line.push_str(&format!(
                " {:>pad$}{style}{glyph}{style:#}",
                "",
                pad = width - 1
            ));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    let lose = grid.count(|cell| cell == Cell::Lose);
    let win = grid.count(|cell| cell == Cell::Win);
    let wrong = grid.disagreements.len();
    let beyond = grid.count(|cell| cell == Cell::Beyond);
    let none = grid.count(|cell| cell == Cell::NoPosition);
    let mut summary = format!("{} cells: {lose} L, {win} ., {wrong} !", grid.cells.len());
    if beyond > 0 {
        summary.push_str(&format!(", {beyond} ? (beyond the brute force)"));
    }
    if none > 0 {
        summary.push_str(&format!(", {none} blank (no position)"));
    }
    let _ = writeln!(out, "{summary}");
    for disagreement in grid.disagreements.iter().take(10) {
        let _ = writeln!(out, "  ! {disagreement}");
    }
    if wrong > 10 {
        let _ = writeln!(out, "  … and {} more", wrong - 10);
    }
}
