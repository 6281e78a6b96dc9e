//! HDU 2147, kiki's game: the coin's distance to the bottom-left corner is (n - 1, m - 1), and a
//! position loses exactly when both distances are even, i.e. when n and m are both odd.

use common::io::{bad_input, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

/// The player to move loses from the top-right corner of an n×m board.
fn mover_loses(rows: u64, columns: u64) -> bool {
    rows % 2 == 1 && columns % 2 == 1
}

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    // `0 0` ends the input; so does its end without the terminator.
    while !scanner.is_empty() {
        input! { from &mut scanner, rows: Num<u64>, columns: Num<u64> }
        match (rows, columns) {
            (0, 0) => break,
            (0, _) | (_, 0) => bad_input(format_args!(
                "read the board {rows} x {columns}; a board needs n, m >= 1 (or `0 0` to end)"
            )),
            _ if mover_loses(rows, columns) => writeln!(output, "What a pity!")?,
            _ => writeln!(output, "Wonderful!")?,
        }
    }
    Ok(())
}

fn main() {
    common::io::run(solve);
}

#[cfg(test)]
#[path = "../spec.rs"]
mod spec;
#[cfg(test)]
oracles::prove_solve!(spec::Hdu2147);
