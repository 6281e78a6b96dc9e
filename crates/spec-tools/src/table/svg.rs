//! The table as an SVG picture, small enough to embed in a README: the grid in the light colour
//! of a won position, with a square drawn over it for every other cell (dark where the player to
//! move loses, red with a cross where the program disagrees with the rules); the axes labelled
//! every fifth value.

use std::fmt::Write as _;

use super::grid::{Cell, Grid};
use cli::xml::content;

/// A cell's side, and the room left for labels, in pixels.
const SIDE: usize = 12;
const MARGIN: usize = 40;

fn fill(cell: Cell) -> &'static str {
    match cell {
        Cell::Lose => "#1f3a93",
        Cell::Win => "#e8ecf4",
        Cell::Disagrees { .. } => "#d62728",
        Cell::NoPosition => "#ffffff",
        Cell::Beyond => "#b0b0b0",
    }
}

pub fn render(grid: &Grid) -> String {
    let (corner, columns, lines) = grid.lines();
    // Wide enough for the legend, however few the columns.
    let width = (MARGIN + columns.len() * SIDE + SIDE).max(LEGEND_WIDTH);
    let height = MARGIN + lines.len() * SIDE + 2 * SIDE;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="9">"#
    );
    let _ = writeln!(
        svg,
        "<title>{}: where the player to move loses ({})</title>",
        content(grid.name),
        content(&grid.layout.describe())
    );
    let _ = writeln!(
        svg,
        r#"<rect width="{width}" height="{height}" fill="white"/>"#
    );
    let _ = writeln!(
        svg,
        r#"<text x="2" y="{}">{}</text>"#,
        MARGIN - 22,
        content(&corner)
    );
    for (i, label) in columns.iter().enumerate() {
        if labelled(label, columns.len()) {
            let x = MARGIN + i * SIDE + SIDE / 2;
            let _ = writeln!(
                svg,
                r#"<text x="{x}" y="{}" text-anchor="middle">{}</text>"#,
                MARGIN - 4,
                content(label)
            );
        }
    }
    for (row, (_, cells)) in lines.iter().enumerate() {
        // One light band per line: the won positions need no square of their own.
        let first = cells.iter().take_while(|cell| cell.is_none()).count();
        let _ = writeln!(
            svg,
            r#"<rect x="{}" y="{}" width="{}" height="{SIDE}" fill="{}"/>"#,
            MARGIN + first * SIDE,
            MARGIN + row * SIDE,
            (cells.len() - first) * SIDE,
            fill(Cell::Win)
        );
    }
    for (row, (label, cells)) in lines.iter().enumerate() {
        let y = MARGIN + row * SIDE;
        if labelled(label, lines.len()) {
            let _ = writeln!(
                svg,
                r#"<text x="{}" y="{}" text-anchor="end">{}</text>"#,
                MARGIN - 4,
                y + SIDE - 3,
                content(label)
            );
        }
        for (column, cell) in cells.iter().enumerate() {
            let Some(cell) = cell.filter(|&cell| cell != Cell::Win) else {
                continue;
            };
            let x = MARGIN + column * SIDE;
            let _ = writeln!(
                svg,
                r#"<rect x="{x}" y="{y}" width="{SIDE}" height="{SIDE}" fill="{}" stroke="white"/>"#,
                fill(cell)
            );
            if let Cell::Disagrees { .. } = cell {
                let _ = writeln!(
                    svg,
                    r#"<path d="M{} {}l{} {}m0 -{}l-{} {}" stroke="white"/>"#,
                    x + 3,
                    y + 3,
                    SIDE - 6,
                    SIDE - 6,
                    SIDE - 6,
                    SIDE - 6,
                    SIDE - 6
                );
            }
        }
    }
    let legend_y = MARGIN + lines.len() * SIDE + SIDE + 2;
    let _ = writeln!(
        svg,
        r#"<text x="2" y="{legend_y}">dark: the player to move loses; light: wins; red: the program disagrees</text>"#
    );
    svg.push_str("</svg>\n");
    svg
}

/// The legend's width at the picture's font size, in pixels.
const LEGEND_WIDTH: usize = 330;

/// Up to this many rows or columns, every one is labelled.
const ROW_OF_LABELS: usize = 10;

/// Whether an axis of `count` labels shows `label`: all of them on a short axis, else the
/// multiples of 5.
fn labelled(label: &str, count: usize) -> bool {
    count <= ROW_OF_LABELS || label.parse::<u64>().is_ok_and(|value| value % 5 == 0)
}
