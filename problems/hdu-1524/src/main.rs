//! HDU 1524, A Chess Game: pieces on a graph without cycles, one moved along one edge a turn.
//! The pieces are a sum of games, so the first player wins iff the XOR of the Grundy values of
//! their positions is non-zero.

use common::dag::grundy_values;
use common::io::{bad_input, ensure_at_least, Num, Scanner};
use proconio::input;
use std::io::{self, BufRead, Write};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {
    let mut scanner = Scanner::new(input);
    let mut successors: Vec<Vec<usize>> = Vec::new();
    let mut numbers: Vec<u32> = Vec::new();
    // Test cases until the end of the input.
    while !scanner.is_empty() {
        input! { from &mut scanner, n: Num<usize> }
        ensure_at_least("N", n, 1);
        // Grown as the lines arrive: an N larger than the input holds fails at its end.
        successors.clear();
        for position in 0..n {
            input! { from &mut scanner, x: Num<usize> }
            scanner.read_numbers_into(x, &mut numbers);
            if let Some(&to) = numbers.iter().find(|&&to| to as usize >= n) {
                bad_input(format_args!(
                    "position {position} has a move to {to}, but the positions are 0..{n}"
                ));
            }
            successors.push(numbers.iter().map(|&to| to as usize).collect());
        }
        let values = match grundy_values(&successors) {
            Ok(values) => values,
            Err(cycle) => bad_input(format_args!(
                "position {} can be reached from itself, but the statement's graph has no cycle",
                cycle.vertex
            )),
        };
        // Queries until a line `0` (or the end of the input).
        while !scanner.is_empty() {
            input! { from &mut scanner, m: Num<usize> }
            if m == 0 {
                break;
            }
            scanner.read_numbers_into(m, &mut numbers);
            let mut sum = 0;
            for &piece in &numbers {
                match values.get(piece as usize) {
                    Some(value) => sum ^= value,
                    None => bad_input(format_args!(
                        "a piece on {piece}, but the positions are 0..{n}"
                    )),
                }
            }
            output.write_all(if sum != 0 { b"WIN\n" } else { b"LOSE\n" })?;
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
oracles::prove_solve!(spec::Hdu1524);
