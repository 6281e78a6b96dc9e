//! HDU 1730, Northcott Game: each row is a nim heap of the squares between the two pieces
//! (moving away only gives the rival room to move back), so Tom wins iff the XOR of the gaps
//! is non-zero.

use common::io::{bad_input, Num, Scanner};
use common::nim::nim_sum;
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    // One buffer for every case's columns, read in one pass: a, b, a, b, ...
    let mut columns: Vec<u32> = Vec::new();
    while !scanner.is_empty() {
        input! { from &mut scanner, rows: Num<usize>, width: Num<u32> }
        // `let ... else` is newer than the Rust 1.63 the bundle is checked with.
        let count = match rows.checked_mul(2) {
            Some(count) => count,
            None => bad_input(format_args!(
                "n = {rows}: far more rows than any input holds"
            )),
        };
        scanner.read_numbers_into(count, &mut columns);
        let gaps = columns.chunks(2).map(|row| {
            let (a, b) = (row[0], row[1]);
            if a == b || a == 0 || b == 0 || a > width || b > width {
                bad_input(format_args!(
                    "a row with pieces on {a} and {b}: both must be in 1..={width}, apart"
                ));
            }
            u64::from(a.abs_diff(b) - 1)
        });
        let tom_wins = nim_sum(gaps) != 0;
        writeln!(output, "{}", if tom_wins { "I WIN!" } else { "BAD LUCK!" })?;
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
oracles::prove_solve!(spec::Hdu1730);
